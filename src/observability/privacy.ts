/**
 * Traces of a shopper's conversations for privacy requests (Shopify `customers/data_request`, `customers/redact`):
 * every run of those conversations, exported as stored or deleted. Scoped to one store.
 */
import type { Database } from '../db/index.ts';

/** Runs of conversations, oldest first (a data export). */
export async function exportConversationRuns(database: Database, storeId: string, conversationIds: string[]): Promise<Record<string, unknown>[]> {
  if (!conversationIds.length) return [];
  const res = await database.pool.query('SELECT * FROM runs WHERE store_id = $1 AND conversation_id = ANY($2::uuid[]) ORDER BY started_at', [storeId, conversationIds]);
  return res.rows;
}

/** Delete the runs of conversations. Returns how many. */
export async function deleteConversationRuns(database: Database, storeId: string, conversationIds: string[]): Promise<number> {
  if (!conversationIds.length) return 0;
  const res = await database.pool.query('DELETE FROM runs WHERE store_id = $1 AND conversation_id = ANY($2::uuid[])', [storeId, conversationIds]);
  return res.rowCount ?? 0;
}
