/**
 * One point from several rate limiters in one statement. A shopper message takes a point from three Postgres limiters
 * (visitor, store and client address, store: conversations/routes.ts); rate-limiter-flexible sends one upsert per
 * limiter, three round trips on every turn. {@link consumeEach} sends the same upserts as one multi-row
 * `INSERT … ON CONFLICT DO UPDATE` when the limiters can be served that way, and falls back to one `consume` each
 * otherwise, with the same outcomes either way.
 */
import { RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** What {@link consumeEach} reads of a RateLimiterPostgres beyond its typings (its own option fields). */
type PostgresLimiter = RateLimiterPostgres & {
  client: { query: (q: { name?: string; text: string; values: unknown[] }) => Promise<{ rows: Array<{ key: string; points: number; expire: string | null }> }> };
  clientType?: string; tableName: string; schemaName?: string; tableCreated: boolean;
  blockDuration: number; execEvenly: boolean; inMemoryBlockOnConsumed: number; insuranceLimiter?: unknown;
};

/**
 * Limiters whose consume is the library's plain upsert (no blocking, in-memory block, even spreading or insurance
 * limiter), on one pg pool and table, with distinct keys: their points can be taken in one statement.
 */
function batchable(limits: ReadonlyArray<readonly [RateLimiterAbstract, string]>): PostgresLimiter[] | null {
  if (limits.length < 2) return null;
  const all = limits.map(([l]) => l as PostgresLimiter);
  const first = all[0]!;
  const plain = (l: PostgresLimiter) => l instanceof RateLimiterPostgres && l.client === first.client && (l.clientType ?? 'pool') === 'pool'
    && l.tableName === first.tableName && l.schemaName === first.schemaName && l.tableCreated
    && !l.blockDuration && !l.execEvenly && !l.inMemoryBlockOnConsumed && !l.insuranceLimiter && l.duration > 0;
  if (!all.every(plain)) return null;
  const keys = new Set(limits.map(([l, key]) => l.getKey(key)));
  return keys.size === limits.length ? all : null;
}

/**
 * Consume one point of each `[limiter, key]`, side by side, and report each outcome as `Promise.allSettled` over
 * `limiter.consume(key)` would: fulfilled with the limiter's RateLimiterRes, rejected with it when the key is over its
 * points, rejected with the Error when the store failed.
 *
 * Batched, the rows are written in key order (concurrent messages lock shared buckets in the same order) and each row
 * gets exactly the library's update: a point more, or a fresh window of one point when the key's window has expired.
 */
export async function consumeEach(limits: ReadonlyArray<readonly [RateLimiterAbstract, string]>): Promise<PromiseSettledResult<RateLimiterRes>[]> {
  const limiters = batchable(limits);
  if (!limiters) return Promise.allSettled(limits.map(([limiter, key]) => limiter.consume(key)));
  const now = Date.now();
  const rows = limits.map(([l, key], i) => ({ key: l.getKey(key), expire: now + l.duration * 1000, limiter: limiters[i]! }));
  const sorted = [...rows].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const values: unknown[] = [now];
  const tuples = sorted.map((r) => {
    values.push(r.key, r.expire);
    return `($${values.length - 1}, 1, $${values.length}::bigint)`;
  });
  const first = limiters[0]!;
  const table = first.schemaName ? `"${first.schemaName}"."${first.tableName}"` : `"${first.tableName}"`;
  let result: Awaited<ReturnType<PostgresLimiter['client']['query']>>;
  try {
    result = await first.client.query({
      name: `aisle-rl-consume-${first.tableName}-${rows.length}`,
      text: `INSERT INTO ${table} AS t (key, points, expire) VALUES ${tuples.join(', ')}
        ON CONFLICT (key) DO UPDATE SET
          points = CASE WHEN t.expire <= $1 THEN excluded.points ELSE t.points + excluded.points END,
          expire = CASE WHEN t.expire <= $1 THEN excluded.expire ELSE t.expire END
        RETURNING key, points, expire`,
      values,
    });
  } catch (err) {
    return limits.map(() => ({ status: 'rejected' as const, reason: err }));
  }
  const byKey = new Map(result.rows.map((row) => [row.key, row]));
  return rows.map(({ key, limiter }) => {
    const row = byKey.get(key);
    if (!row) return { status: 'rejected' as const, reason: new Error(`rate limit row ${key} not written`) };
    // As RateLimiterPostgres._getRateLimiterRes and RateLimiterStoreAbstract._afterConsume for one point.
    const msBeforeNext = row.expire === null ? -1 : Math.max(Number(row.expire) - Date.now(), 0);
    const res = new RateLimiterRes(Math.max(limiter.points - row.points, 0), msBeforeNext, row.points, row.points === 1);
    return res.consumedPoints > limiter.points ? { status: 'rejected' as const, reason: res } : { status: 'fulfilled' as const, value: res };
  });
}
