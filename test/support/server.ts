/**
 * A real Aisle server for HTTP and browser tests: its own database cloned from the demo template, real HTTP
 * on a free port (port 0), the built-in local model.
 */
import path from 'node:path';
import { loadConfig } from '../../src/config.ts';
import { startAisle, type Aisle } from '../../src/server.ts';
import { cloneTestDatabase, testCacheDir } from './db.ts';

/** A running test server. */
export type TestServer = Aisle;

/** Start Aisle on a fresh clone of the demo database; `env` overrides configuration (e.g. OPENAI_BASE_URL). */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const { database, drop } = await cloneTestDatabase('demo');
  const url = database.url;
  await database.pool.end().catch(() => {});
  const config = loadConfig({
    PORT: '0', HOST: '127.0.0.1', DATABASE_URL: url, AISLE_DATA_DIR: path.dirname(testCacheDir()), LOG_LEVEL: 'silent', ...env,
  });
  // Unexpected server errors are printed so a failing test shows why.
  const aisle = await startAisle({ config, log: (msg, meta) => { if (/error|failed/i.test(msg)) process.stderr.write(`[aisle] ${msg} ${JSON.stringify(meta)}\n`); } });
  const stop = aisle.stop;
  return { ...aisle, stop: async () => { await stop(); await drop(); } };
}
