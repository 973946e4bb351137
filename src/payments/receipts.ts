/**
 * Inbound webhook receipts (PRODUCT.md §3, §5 "processed once per delivery id"): each delivery is processed in
 * one transaction that first upserts its receipt row — which locks it, so a concurrent duplicate waits — and
 * skips the work when the receipt says it was already processed or ignored. A failed attempt is rolled back and
 * recorded as `failed` (the sender retries; the retry is processed again).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import type { DbExecutor } from '../orders/index.ts';
import { webhookReceipts } from './schema.ts';

/** A delivery: its source (`stripe`), the sender's delivery id (Stripe event id `evt_...`) and topic (event type). */
export type Delivery = { source: string; deliveryId: string; topic: string };

/** What happened to a delivery: handled now, not a topic Aisle handles, or a replay of a handled one. */
export type DeliveryOutcome = 'processed' | 'ignored' | 'duplicate';

/**
 * Run `handle` for a delivery exactly once (see file header). `handle` writes in the given transaction and says
 * whether it `processed` or `ignored` the delivery.
 * @throws whatever `handle` throws (after recording the receipt as `failed` with the error message)
 */
export async function processOnce(database: Database, d: Delivery, handle: (tx: DbExecutor) => Promise<'processed' | 'ignored'>): Promise<DeliveryOutcome> {
  try {
    return await database.db.transaction(async (tx) => {
      const r = await tx.execute<{ status: string }>(sql`
        INSERT INTO webhook_receipts (source, delivery_id, topic) VALUES (${d.source}, ${d.deliveryId}, ${d.topic})
        ON CONFLICT (source, delivery_id) DO UPDATE SET topic = EXCLUDED.topic
        RETURNING status`);
      const status = r.rows[0]?.status;
      if (status === 'processed' || status === 'ignored') return 'duplicate';
      const outcome = await handle(tx);
      await tx.execute(sql`UPDATE webhook_receipts SET status = ${outcome}, processed_at = now(), error = NULL
        WHERE source = ${d.source} AND delivery_id = ${d.deliveryId}`);
      return outcome;
    });
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
    await database.db.insert(webhookReceipts).values({ ...d, status: 'failed', error: message })
      .onConflictDoUpdate({ target: [webhookReceipts.source, webhookReceipts.deliveryId], set: { status: 'failed', error: message } })
      .catch(() => {});
    throw err;
  }
}

/** A delivery's receipt (for tests and the admin), or null. */
export async function getReceipt(database: Database, source: string, deliveryId: string): Promise<typeof webhookReceipts.$inferSelect | null> {
  const rows = await database.db.select().from(webhookReceipts)
    .where(sql`${webhookReceipts.source} = ${source} AND ${webhookReceipts.deliveryId} = ${deliveryId}`).limit(1);
  return rows[0] ?? null;
}
