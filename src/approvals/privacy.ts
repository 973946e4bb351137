/**
 * Approvals for privacy requests (Shopify `customers/data_request`, `customers/redact`): the approvals of a
 * customer's conversations or orders, exported as stored or deleted (their payloads can hold addresses and names).
 * Scoped to one store.
 */
import type { Database } from '../db/index.ts';

/** Approvals of the given conversations or orders, oldest first. */
export async function exportCustomerApprovals(database: Database, storeId: string, conversationIds: string[], orderIds: string[]): Promise<Record<string, unknown>[]> {
  const res = await database.pool.query(
    'SELECT * FROM approvals WHERE store_id = $1 AND (conversation_id = ANY($2::uuid[]) OR order_id = ANY($3::uuid[])) ORDER BY created_at',
    [storeId, conversationIds, orderIds],
  );
  return res.rows;
}

/** Delete the approvals of the given conversations or orders. Returns how many. */
export async function deleteCustomerApprovals(database: Database, storeId: string, conversationIds: string[], orderIds: string[]): Promise<number> {
  const res = await database.pool.query('DELETE FROM approvals WHERE store_id = $1 AND (conversation_id = ANY($2::uuid[]) OR order_id = ANY($3::uuid[]))', [storeId, conversationIds, orderIds]);
  return res.rowCount ?? 0;
}
