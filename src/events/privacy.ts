/**
 * Domain events for privacy requests (Shopify `customers/redact`): events about a shopper's conversations, or whose
 * payload mentions one of their identifiers (email, full name), are deleted with their deliveries (cascade). An event
 * already delivered has left Aisle; this removes Aisle's copy. Scoped to one store.
 */
import type { Database } from '../db/index.ts';

/** Delete a store's events about `conversationIds` or mentioning any of `needles` (case-insensitive). Returns how many. */
export async function deleteEventsOfCustomer(database: Database, storeId: string, conversationIds: string[], needles: string[]): Promise<number> {
  const terms = [...new Set(needles.map((n) => n.trim()).filter((n) => n.length >= 3))];
  const patterns = terms.map((t) => `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const res = await database.pool.query(
    `DELETE FROM domain_events WHERE store_id = $1 AND (payload->>'conversation_id' = ANY($2::text[]) OR payload::text ILIKE ANY($3::text[]))`,
    [storeId, conversationIds, patterns],
  );
  return res.rowCount ?? 0;
}
