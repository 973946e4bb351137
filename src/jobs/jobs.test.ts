/** Job runner on a real Postgres: sent and deferred jobs run, failures are retried, cron schedules are stored, AISLE_JOBS=0 runs nothing. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTestDatabase } from '../../test/support/db.ts';
import { createJobs } from './index.ts';
import { silentLogger } from '../shared/logger.ts';

const quiet = silentLogger;

/** A promise with its resolve function. */
function deferred<T>(): { promise: Promise<T>; resolve: (v: T) => void } {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => { resolve = r; });
  return { promise, resolve };
}

test('a sent job runs with its data; a deferred job runs after its start time; a failing job is retried', async () => {
  const database = await createTestDatabase('empty');
  const jobs = await createJobs(database, quiet);
  try {
    const ran = deferred<{ n: number }>();
    await jobs.register<{ n: number }>('test.echo', async ([job]) => { ran.resolve(job!.data); });
    const id = await jobs.send('test.echo', { n: 42 });
    assert.ok(id);
    assert.deepEqual(await ran.promise, { n: 42 });

    const later = deferred<string>();
    await jobs.register<{ at: string }>('test.later', async ([job]) => { later.resolve(job!.data.at); });
    const notBefore = Date.now() + 1000;
    await jobs.send('test.later', { at: 'x' }, { startAfter: new Date(notBefore) });
    assert.equal(await later.promise, 'x');
    assert.ok(Date.now() >= notBefore - 50, 'the deferred job did not run before its start time');

    let attempts = 0;
    const retried = deferred<number>();
    await jobs.register('test.flaky', async () => {
      attempts += 1;
      if (attempts < 2) throw new Error('first attempt fails');
      retried.resolve(attempts);
    }, { retryLimit: 3, retryDelay: 0 });
    await jobs.send('test.flaky', {});
    assert.equal(await retried.promise, 2);
  } finally {
    await jobs.stop();
  }
});

test('register with cron stores a UTC schedule; the pgboss schema is separate from the app tables', async () => {
  const database = await createTestDatabase('empty');
  const jobs = await createJobs(database, quiet);
  try {
    await jobs.register('test.nightly', async () => {}, { cron: '0 3 * * *' });
    const schedules = await jobs.boss.getSchedules('test.nightly');
    assert.equal(schedules.length, 1);
    assert.equal(schedules[0]!.cron, '0 3 * * *');
    assert.equal(schedules[0]!.timezone, 'UTC');
    const { rows } = await database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'pgboss'`);
    assert.ok(rows[0]!.n > 0);
  } finally {
    await jobs.stop();
  }
});

test('with workers disabled jobs are queued but no handler runs', async () => {
  const database = await createTestDatabase('empty');
  const cli = await createJobs(database, quiet, { workers: false });
  let calls = 0;
  try {
    await cli.register('test.queued', async () => { calls += 1; });
    const id = await cli.send('test.queued', { a: 1 });
    assert.ok(id);
  } finally {
    await cli.stop();
  }
  // A process with workers picks the queued job up.
  const worker = await createJobs(database, quiet);
  try {
    const ran = deferred<void>();
    await worker.register('test.queued', async () => { calls += 1; ran.resolve(); });
    await ran.promise;
    assert.equal(calls, 1);
  } finally {
    await worker.stop();
  }
});
