import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RateLimiterPostgres, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';
import { createTestDatabase } from '../../test/support/db.ts';
import { consumeEach } from './rate-limits.ts';

const database = await createTestDatabase('empty');
const pool = database.pool;
const make = (keyPrefix: string, points: number, extra: Record<string, unknown> = {}) => new Promise<RateLimiterPostgres>((resolve, reject) => {
  const l: RateLimiterPostgres = new RateLimiterPostgres({ storeClient: pool, tableName: 'rate_limits', keyPrefix, points, duration: 60, clearExpiredByTimeout: false, ...extra },
    (err?: Error) => (err ? reject(err) : resolve(l)));
});
const visitor = await make('visitor', 2);
const storeIp = await make('store_ip', 3);
const store = await make('store', 4);

/** An outcome as comparable data: fulfilled or refused with the limiter's figures, or an error. */
function shape(o: PromiseSettledResult<RateLimiterRes>) {
  if (o.status === 'rejected' && o.reason instanceof Error) return { error: true };
  const r = o.status === 'fulfilled' ? o.value : (o.reason as RateLimiterRes);
  return { ok: o.status === 'fulfilled', consumed: r.consumedPoints, remaining: r.remainingPoints, first: r.isFirstInDuration, soon: r.msBeforeNext > 55_000 && r.msBeforeNext <= 60_000 };
}
const points = async (key: string) => (await pool.query<{ points: number }>('SELECT points FROM rate_limits WHERE key = $1', [key])).rows[0]?.points;

test('one statement gives each limiter what its own consume gives, message after message', async () => {
  const limits = (id: string): Array<readonly [RateLimiterAbstract, string]> => [[visitor, `s:${id}`], [storeIp, `s:${id}`], [store, `s:${id}`]];
  for (let i = 0; i < 5; i++) {
    const together = await consumeEach(limits('a'));
    const apart = await Promise.allSettled(limits('b').map(([l, key]) => l.consume(key)));
    assert.deepEqual(together.map(shape), apart.map(shape), `message ${i + 1}`);
  }
  // Past its points a bucket keeps counting, as the library's upsert does (5 messages: 5 points each).
  assert.deepEqual([await points('visitor:s:a'), await points('store_ip:s:a'), await points('store:s:a')], [5, 5, 5]);
  assert.deepEqual([await points('visitor:s:b'), await points('store_ip:s:b'), await points('store:s:b')], [5, 5, 5]);
});

test('an expired window starts again at one point; keys of other limiters are untouched', async () => {
  await consumeEach([[visitor, 'x'], [store, 'x']]);
  await consumeEach([[visitor, 'x'], [store, 'x']]);
  await pool.query("UPDATE rate_limits SET expire = $1 WHERE key = 'visitor:x'", [Date.now() - 1000]);
  const [v, s] = (await consumeEach([[visitor, 'x'], [store, 'x']])).map(shape);
  assert.deepEqual(v, { ok: true, consumed: 1, remaining: 1, first: true, soon: true });
  assert.deepEqual(s, { ok: true, consumed: 3, remaining: 1, first: false, soon: true });
});

test("limiters the statement cannot serve (blocking, same key twice) use the library's consume", async () => {
  const blocking = await make('blocking', 1, { blockDuration: 30 });
  const out = await consumeEach([[blocking, 'k'], [visitor, 'k']]);
  const again = await consumeEach([[blocking, 'k'], [visitor, 'k']]);
  assert.deepEqual(out.map((o) => o.status), ['fulfilled', 'fulfilled']);
  assert.equal(again[0]!.status, 'rejected');
  assert.ok((again[0] as PromiseRejectedResult).reason.msBeforeNext > 25_000, 'blocked for blockDuration: the library handled it');
  const twice = await consumeEach([[visitor, 'same'], [visitor, 'same']]);
  assert.deepEqual(twice.map(shape).map((s) => s.consumed).sort(), [1, 2]);
});

test('a failed statement rejects every limit with the error', async () => {
  const missing = (p: string) => new RateLimiterPostgres({ storeClient: pool, tableName: 'no_such_table', keyPrefix: p, points: 5, duration: 60, clearExpiredByTimeout: false, tableCreated: true });
  const out = await consumeEach([[missing('a'), 'k'], [missing('b'), 'k']]);
  assert.deepEqual(out.map(shape), [{ error: true }, { error: true }]);
});
