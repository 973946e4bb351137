/**
 * A shopper's conversations for privacy requests (Shopify `customers/data_request` and `customers/redact`): found by
 * the email recorded on the conversation or by any message that mentions one of the customer's identifiers (their
 * email or full name, case-insensitive), exported whole, or deleted (messages, approvals, carts and checkouts go
 * with them by cascade). Scoped to one store.
 */
import type { Database } from '../db/index.ts';

/** Ids of a store's conversations that belong to or mention a customer. `needles`: emails and full names (≥ 3 characters). */
export async function findCustomerConversations(database: Database, storeId: string, needles: string[]): Promise<string[]> {
  const terms = [...new Set(needles.map((n) => n.trim().toLowerCase()).filter((n) => n.length >= 3))];
  if (!terms.length) return [];
  const patterns = terms.map((t) => `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const res = await database.pool.query<{ id: string }>(
    `SELECT c.id FROM conversations c WHERE c.store_id = $1 AND lower(c.customer_email) = ANY($2::text[])
     UNION
     SELECT m.conversation_id FROM messages m WHERE m.store_id = $1 AND m.text ILIKE ANY($3::text[])`,
    [storeId, terms, patterns],
  );
  return res.rows.map((r) => r.id);
}

/** Conversations and their messages, as stored (for a data export). */
export async function exportConversations(database: Database, storeId: string, ids: string[]): Promise<{ conversations: Record<string, unknown>[]; messages: Record<string, unknown>[] }> {
  if (!ids.length) return { conversations: [], messages: [] };
  const c = await database.pool.query('SELECT * FROM conversations WHERE store_id = $1 AND id = ANY($2::uuid[]) ORDER BY started_at', [storeId, ids]);
  const m = await database.pool.query('SELECT * FROM messages WHERE store_id = $1 AND conversation_id = ANY($2::uuid[]) ORDER BY created_at', [storeId, ids]);
  return { conversations: c.rows, messages: m.rows };
}

/** Thread ids (agent checkpoints) of conversations; all of the store's when `ids` is omitted. */
export async function conversationThreadIds(database: Database, storeId: string, ids?: string[]): Promise<string[]> {
  const res = ids
    ? await database.pool.query<{ thread_id: string }>('SELECT thread_id FROM conversations WHERE store_id = $1 AND id = ANY($2::uuid[])', [storeId, ids])
    : await database.pool.query<{ thread_id: string }>('SELECT thread_id FROM conversations WHERE store_id = $1', [storeId]);
  return res.rows.map((r) => r.thread_id);
}

/** Delete conversations (messages, approvals, carts, checkouts cascade). Returns how many. */
export async function deleteConversations(database: Database, storeId: string, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const res = await database.pool.query('DELETE FROM conversations WHERE store_id = $1 AND id = ANY($2::uuid[])', [storeId, ids]);
  return res.rowCount ?? 0;
}

/**
 * Thread ids of a store's conversations that are over (resolved or closed), had their last message before `before`
 * and whose thread state was not deleted since (trace retention, observability/retention.ts); oldest first, at most
 * `limit` (index `conversations_retention_idx`, partial on ended conversations).
 */
export async function staleConversationThreads(database: Database, storeId: string, before: Date, limit: number): Promise<string[]> {
  const res = await database.pool.query<{ thread_id: string }>(
    `SELECT thread_id FROM conversations
      WHERE store_id = $1 AND status IN ('resolved', 'closed') AND last_message_at < $2
        AND (thread_pruned_at IS NULL OR thread_pruned_at < last_message_at)
      ORDER BY last_message_at LIMIT $3`,
    [storeId, before, limit],
  );
  return res.rows.map((r) => r.thread_id);
}

/** Record that the thread state of these threads (a store's conversations) was deleted now. */
export async function markThreadsPruned(database: Database, storeId: string, threadIds: string[]): Promise<void> {
  if (!threadIds.length) return;
  await database.pool.query('UPDATE conversations SET thread_pruned_at = now() WHERE store_id = $1 AND thread_id = ANY($2::text[])', [storeId, threadIds]);
}
