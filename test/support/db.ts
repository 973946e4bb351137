/**
 * Per-test-file databases: a `CREATE DATABASE ... TEMPLATE` clone of the run's `aisle_empty` or
 * `aisle_demo` template (see global-setup.ts), dropped after the file's tests.
 */
import { randomBytes } from 'node:crypto';
import { after } from 'node:test';
import pg from 'pg';
import { APP_ROLE, openDatabase, withDatabaseName, type Database } from '../../src/db/index.ts';

/** URL of the run's embedded Postgres as its superuser (maintenance database). @throws when not under the test runner */
export function testServerUrl(): string {
  const url = process.env.AISLE_TEST_PG_URL;
  if (!url) throw new Error('AISLE_TEST_PG_URL is not set: run tests through `npm test` (global setup starts Postgres)');
  return url;
}

/** URL of the run's embedded Postgres as the application role (non-superuser, like production). @throws when not under the test runner */
export function testAppUrl(): string {
  const url = process.env.AISLE_TEST_PG_APP_URL;
  if (!url) throw new Error('AISLE_TEST_PG_APP_URL is not set: run tests through `npm test` (global setup starts Postgres)');
  return url;
}

/** Folder for caches shared by the run (e.g. the trained intent model). */
export function testCacheDir(): string {
  return process.env.AISLE_TEST_CACHE_DIR ?? '.aisle/test-cache';
}

/**
 * Create a fresh database cloned from a template and register its drop with `after()`.
 * @param template 'demo' (demo store seeded, default) or 'empty' (migrations only)
 * Call it at the top level of a test file or inside a test (not inside a `before` hook: use
 * {@link cloneTestDatabase} there and drop it yourself).
 */
export async function createTestDatabase(template: 'demo' | 'empty' = 'demo'): Promise<Database> {
  const { database, drop } = await cloneTestDatabase(template);
  after(drop);
  return database;
}

/** Clone a template database (owned by the application role, which the returned pool connects as); the caller must call `drop()` when done. */
export async function cloneTestDatabase(template: 'demo' | 'empty' = 'demo'): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = testServerUrl();
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(4242)'); // one clone at a time: CREATE DATABASE needs the template idle
    await admin.query(`CREATE DATABASE ${name} TEMPLATE aisle_${template} OWNER ${APP_ROLE} STRATEGY FILE_COPY`);
  } finally {
    await admin.query('SELECT pg_advisory_unlock(4242)').catch(() => {});
    await admin.end();
  }
  const database = openDatabase(withDatabaseName(testAppUrl(), name), 10);
  const drop = async () => {
    await database.pool.end().catch(() => {});
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  return { database, drop };
}
