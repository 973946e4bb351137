/** A throw-away Aisle for a benchmark: embedded PostgreSQL in a temporary folder and the server in this process. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from '../src/db/index.ts';
import { startAisle, type Aisle } from '../src/server.ts';

/**
 * Run `fn` against a fresh Aisle (port 0 on 127.0.0.1, no demo store, no job workers, silent logs; `env` adds or
 * overrides environment variables), then stop it and its database and delete the folder, whatever `fn` did.
 * @param name short bench name, used in the temporary folder's name (`aisle-bench-<name>-…`)
 * @throws what starting PostgreSQL or Aisle throws, or what `fn` throws
 */
export async function withFreshAisle<T>(name: string, env: Record<string, string>, say: (line: string) => void, fn: (aisle: Aisle) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `aisle-bench-${name}-`));
  let pg: EmbeddedServer | null = null;
  let aisle: Aisle | null = null;
  try {
    say(`starting PostgreSQL in ${dir} ...`);
    pg = await startEmbeddedPostgres(path.join(dir, 'pg'));
    const config = loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: pg.url, AISLE_DEMO: '0', AISLE_JOBS: '0', LOG_LEVEL: 'silent', ...env });
    aisle = await startAisle({ config });
    return await fn(aisle);
  } finally {
    await aisle?.stop().catch(() => {});
    await pg?.stop().catch(() => {});
    await rm(dir, { recursive: true, force: true });
  }
}
