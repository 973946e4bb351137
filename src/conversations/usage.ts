/**
 * Conversation usage for plans (PRODUCT.md §9: plans allow a number of conversations a month): how many
 * conversations a store started since an instant, and whether a billed store is over its plan's allowance.
 */
import type { Database } from '../db/index.ts';
import { planOf, type Store } from '../stores/index.ts';

/** Conversations a store started at or after `since`. */
export async function countConversationsSince(database: Database, storeId: string, since: Date): Promise<number> {
  const res = await database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM conversations WHERE store_id = $1 AND started_at >= $2', [storeId, since]);
  return res.rows[0]?.n ?? 0;
}

/** The start of the current calendar month in UTC (usage periods). */
export function monthStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * Whether a store billed through its platform (Shopify) has started more conversations this calendar month (UTC)
 * than its plan allows. Standalone stores are not billed by Aisle: never over.
 */
export async function isOverAllowance(database: Database, store: Pick<Store, 'id' | 'plan' | 'platform'>, now = new Date()): Promise<boolean> {
  if (store.platform !== 'shopify') return false;
  return (await countConversationsSince(database, store.id, monthStart(now))) > planOf(store.plan).conversationsPerMonth;
}
