/**
 * A real Aisle server for HTTP and browser tests: its own database cloned from the demo template, real HTTP
 * on a free port (port 0), the built-in local model.
 */
import path from 'node:path';
import { loadConfig } from '../../src/config.ts';
import { startAisle, type Aisle } from '../../src/server.ts';
import { createTestDatabase, testCacheDir } from './db.ts';

/** A running test server. */
export type TestServer = Aisle;

/** Start Aisle on a fresh clone of the demo database; `env` overrides configuration (e.g. OPENAI_BASE_URL). */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const database = await createTestDatabase('demo');
  const url = database.url;
  await database.pool.end().catch(() => {});
  const config = loadConfig({
    PORT: '0', HOST: '127.0.0.1', DATABASE_URL: url, AISLE_DATA_DIR: path.dirname(testCacheDir()), LOG_LEVEL: 'silent', ...env,
  });
  return startAisle({ config });
}
