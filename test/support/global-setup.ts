/**
 * Test-run global setup (node --test-global-setup): ONE embedded Postgres for the whole run, two template
 * databases — `aisle_empty` (migrated) and `aisle_demo` (migrated + demo store seeded) — cloned per test
 * file by test/support/db.ts. Connection details are passed to test processes through env vars: the cluster's
 * superuser (AISLE_TEST_PG_URL, creates and drops databases) and the application role (AISLE_TEST_PG_APP_URL,
 * non-superuser: templates are migrated and every app under test runs as it, as in production).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { APP_ROLE, applyMigrations, openDatabase, startEmbeddedPostgres, withDatabaseName, type EmbeddedServer } from '../../src/db/index.ts';

let server: EmbeddedServer | undefined;
let dir: string | undefined;

/**
 * Start Postgres, build the templates, export AISLE_TEST_PG_URL. The run's cluster is throwaway, so it runs without
 * fsync (`crashSafe: false`, src/db/embedded.ts): commits and the per-file `CREATE DATABASE … TEMPLATE` clones do not
 * wait for the disk. The SQL is the same; the crash-safe default is what src/db/embedded.test.ts checks.
 */
export async function globalSetup(): Promise<void> {
  dir = await mkdtemp(path.join(os.tmpdir(), 'aisle-test-'));
  // The intent classifier is trained once for the run (servers in tests reuse the cache), in a worker thread at the
  // same time as the database work below: both take several seconds and neither waits for the other.
  const trained = trainClassifier(path.join(dir, 'cache'));
  trained.catch(() => {}); // awaited below; a failure while the database work runs is reported there
  server = await startEmbeddedPostgres(path.join(dir, 'pg'), { crashSafe: false });
  const admin = openDatabase(server.superuserUrl, 2);
  await admin.pool.query(`CREATE DATABASE aisle_empty OWNER ${APP_ROLE}`);
  const empty = openDatabase(withDatabaseName(server.url, 'aisle_empty'), 2);
  await applyMigrations(empty);
  await empty.pool.end();
  await admin.pool.query(`CREATE DATABASE aisle_demo TEMPLATE aisle_empty OWNER ${APP_ROLE}`);
  const demo = openDatabase(withDatabaseName(server.url, 'aisle_demo'), 4);
  const { seedDemoStore } = await import('../../src/platforms/local/index.ts');
  await seedDemoStore(demo, { cacheDir: path.join(dir, 'cache') });
  await demo.pool.end();
  await admin.pool.end();
  await trained;
  process.env.AISLE_TEST_PG_URL = server.superuserUrl;
  process.env.AISLE_TEST_PG_APP_URL = server.url;
  process.env.AISLE_TEST_CACHE_DIR = path.join(dir, 'cache');
  // Every test file is its own Node process that strips the types of and compiles most of src/ again (~6 s of CPU
  // for the server's import graph): Node's module compile cache (V8 code cache and TypeScript output, keyed by the
  // source's contents) is shared by the run's processes, which inherit this variable — an explicit one is kept.
  process.env.NODE_COMPILE_CACHE ??= path.join(dir, 'compile-cache');
}

/** Train the intent classifier into `cacheDir` in a worker thread (test/support/classifier-worker.ts); settles when it is written. */
function trainClassifier(cacheDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./classifier-worker.ts', import.meta.url), { workerData: { cacheDir } });
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`intent classifier worker exited with ${code}`))));
  });
}

/** Stop Postgres and remove its folder. */
export async function globalTeardown(): Promise<void> {
  await server?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
}
