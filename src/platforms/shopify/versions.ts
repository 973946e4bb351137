/**
 * Resource versions: the last Shopify `updated_at` Aisle applied per resource (global id), so an update older than
 * what is already stored — a webhook delivered late or twice, a bulk snapshot taken before a webhook — is ignored
 * (Shopify does not guarantee webhook order: https://shopify.dev/docs/apps/build/webhooks/best-practices).
 * {@link withResourceVersion} serialises the check-apply-record of one resource across processes with an advisory lock;
 * {@link withResourceVersions} does the same for many at once.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';

/** A resource and the `updated_at` of the state at hand (ISO 8601). */
export type Versioned = { id: string; updatedAt: string };

/** Ids of `items` whose stored version is newer than the item's (those must not be overwritten). */
export async function newerVersions(database: Database, storeId: string, items: Versioned[]): Promise<Set<string>> {
  if (!items.length) return new Set();
  const res = await database.pool.query<{ resource_id: string }>(
    `SELECT v.resource_id FROM shopify_resource_versions v JOIN unnest($2::text[], $3::timestamptz[]) AS u(id, at) ON u.id = v.resource_id
      WHERE v.store_id = $1 AND v.updated_at > u.at`,
    [storeId, items.map((i) => i.id), items.map((i) => i.updatedAt)],
  );
  return new Set(res.rows.map((r) => r.resource_id));
}

/** Record versions (each keeps the newest of stored and given). */
export async function recordVersions(database: Database, storeId: string, items: Versioned[]): Promise<void> {
  if (!items.length) return;
  await database.pool.query(
    `INSERT INTO shopify_resource_versions (store_id, resource_id, updated_at)
     SELECT $1, u.id, u.at FROM unnest($2::text[], $3::timestamptz[]) AS u(id, at)
     ON CONFLICT (store_id, resource_id) DO UPDATE SET updated_at = GREATEST(shopify_resource_versions.updated_at, EXCLUDED.updated_at)`,
    [storeId, items.map((i) => i.id), items.map((i) => i.updatedAt)],
  );
}

/**
 * Apply an update of one resource unless it is stale: under a per-resource advisory lock, compare with the stored
 * version (equal counts as seen: a repeat changes nothing), run `apply`, record the version. Returns whether it
 * was applied. `updatedAt` null = unversioned (always applied, nothing recorded).
 */
export async function withResourceVersion(database: Database, storeId: string, item: { id: string; updatedAt: string | null }, apply: () => Promise<void>): Promise<boolean> {
  if (!item.updatedAt) { await apply(); return true; }
  const lock = await database.pool.connect();
  const key = `aisle:shopify-resource:${storeId}:${item.id}`;
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
    const res = await lock.query<{ updated_at: Date }>('SELECT updated_at FROM shopify_resource_versions WHERE store_id = $1 AND resource_id = $2', [storeId, item.id]);
    const stored = res.rows[0]?.updated_at;
    if (stored && stored.getTime() >= Date.parse(item.updatedAt)) return false;
    await apply();
    await recordVersions(database, storeId, [{ id: item.id, updatedAt: item.updatedAt }]);
    return true;
  } finally {
    await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [key]).catch(() => {});
    lock.release();
  }
}

/**
 * {@link withResourceVersion} for many resources of one store at once (distinct ids, each with an `updatedAt`): under
 * the advisory locks of all of them (the same locks, taken in one order so two callers cannot deadlock), compare each
 * with its stored version, run `apply` with the fresh ones (stale ones are left out; `apply` is not called when none
 * is fresh), and record the versions of those `apply` reports written. Four round trips whatever the count.
 * @returns the ids `apply` wrote
 * @throws what `apply` throws (nothing recorded; the locks are released)
 */
export async function withResourceVersions<T extends Versioned>(database: Database, storeId: string, items: T[], apply: (fresh: T[]) => Promise<Set<string>>): Promise<Set<string>> {
  if (!items.length) return new Set();
  const keys = items.map((i) => `aisle:shopify-resource:${storeId}:${i.id}`);
  const lock = await database.pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(h) FROM (SELECT DISTINCT hashtext(k) AS h FROM unnest($1::text[]) AS k ORDER BY 1) x', [keys]);
    const res = await lock.query<{ resource_id: string; updated_at: Date }>(
      'SELECT resource_id, updated_at FROM shopify_resource_versions WHERE store_id = $1 AND resource_id = ANY($2::text[])', [storeId, items.map((i) => i.id)]);
    const stored = new Map(res.rows.map((r) => [r.resource_id, r.updated_at.getTime()]));
    const fresh = items.filter((i) => { const at = stored.get(i.id); return at === undefined || at < Date.parse(i.updatedAt); });
    if (!fresh.length) return new Set();
    const written = await apply(fresh);
    await recordVersions(database, storeId, fresh.filter((i) => written.has(i.id)));
    return written;
  } finally {
    await lock.query('SELECT pg_advisory_unlock(h) FROM (SELECT DISTINCT hashtext(k) AS h FROM unnest($1::text[]) AS k) x', [keys]).catch(() => {});
    lock.release();
  }
}

/** Forget versions of resources (deleted products). */
export async function forgetVersions(database: Database, storeId: string, ids: string[]): Promise<void> {
  if (ids.length) await database.db.execute(sql`DELETE FROM shopify_resource_versions WHERE store_id = ${storeId} AND resource_id = ANY(${ids}::text[])`);
}
