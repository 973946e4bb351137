/**
 * Processing of stored webhooks: the `shopify.webhooks` job (pg-boss, `stately` policy: at most one queued and one
 * running, so a wake-up while a drain runs queues exactly one more) takes deliveries oldest first, each in its own
 * claim (`FOR UPDATE SKIP LOCKED`, so several processes share the backlog; a lease of {@link LEASE_S} s brings a
 * delivery back if its process dies), runs the topic's handler and records the outcome: `processed`, `ignored` (a topic or a resource Aisle does not keep), `stale`
 * (older than what is stored). A handler that throws is retried with backoff (2^attempts seconds) and marked
 * `failed` after {@link MAX_ATTEMPTS}. Handlers are idempotent ("can trigger multiple times").
 *
 * Privacy: once processed, a delivery's payload is cleared (the receipt — topic, ids, times, outcome — stays 7 days
 * for deduplication, then a daily job deletes it).
 */
import type { Logger } from '../../../shared/logger.ts';
import type { Database } from '../../../db/index.ts';
import type { Jobs } from '../../../jobs/index.ts';

/** Queue of the drain job. */
export const WEBHOOK_QUEUE = 'shopify.webhooks';
/** Queue of the daily receipt clean-up. */
export const WEBHOOK_RETENTION_QUEUE = 'shopify.webhooks-retention';
/** Attempts before a delivery is marked failed. */
export const MAX_ATTEMPTS = 8;
/** Processed receipts are kept this long for deduplication: 7 days (Shopify retries for 48 hours). */
export const RECEIPT_RETENTION_DAYS = 7;

/** One stored delivery, as handlers see it. */
export type StoredWebhook = {
  id: string; storeId: string; topic: string; webhookId: string; eventId: string | null; triggeredAt: Date | null; receivedAt: Date;
  payload: Record<string, unknown>;
};

/** What a handler did with a delivery. */
export type HandlerOutcome = 'processed' | 'ignored' | 'stale';
/** A topic handler. */
export type TopicHandler = (w: StoredWebhook) => Promise<HandlerOutcome>;

/** The processor of one process. */
export type WebhookProcessor = {
  /** Ask for a drain soon (debounced: at most one job sent per {@link WAKE_DEBOUNCE_MS}). */
  wake: () => void;
  /** Process everything due now (the job's body). Returns how many deliveries were handled. */
  drain: () => Promise<number>;
  /** Register the drain job (woken, and every minute as a safety net) and the daily clean-up. */
  register: (jobs: Jobs) => Promise<void>;
};

/** A claimed delivery whose outcome was never written (the process died) is taken again after this (s). */
export const LEASE_S = 300;

/** At most one wake-up job per this many ms per process (ms). */
export const WAKE_DEBOUNCE_MS = 100;

/** Create the processor over the topic handlers. Unknown topics are `ignored`. */
export function createWebhookProcessor(deps: {
  database: Database; jobs: Jobs; handlers: Record<string, TopicHandler>; logger: Logger;
}): WebhookProcessor {
  const { database, logger } = deps;
  let wakeTimer: NodeJS.Timeout | null = null;

  async function one(): Promise<boolean> {
    // Claim: push the next attempt a lease ahead in one statement (committed at once), then work without holding a
    // lock — a handler may delete the row itself (shop/redact erases the store and, by cascade, its deliveries).
    const { rows } = await database.pool.query<{ id: string; store_id: string; topic: string; webhook_id: string; event_id: string | null; triggered_at: Date | null; received_at: Date; payload: Record<string, unknown>; attempts: number }>(
      `UPDATE shopify_webhooks SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $1)
        WHERE id = (SELECT id FROM shopify_webhooks WHERE status = 'received' AND next_attempt_at <= now()
                     ORDER BY received_at LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id, store_id, topic, webhook_id, event_id, triggered_at, received_at, payload, attempts`, [LEASE_S]);
    const r = rows[0];
    if (!r) return false;
    const handler = deps.handlers[r.topic];
    try {
      const outcome: HandlerOutcome = handler
        ? await handler({ id: r.id, storeId: r.store_id, topic: r.topic, webhookId: r.webhook_id, eventId: r.event_id, triggeredAt: r.triggered_at, receivedAt: r.received_at, payload: r.payload })
        : 'ignored';
      await database.pool.query(`UPDATE shopify_webhooks SET status = $2, processed_at = now(), error = NULL, payload = '{}'::jsonb WHERE id = $1`, [r.id, outcome]);
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      logger.warn({ topic: r.topic, webhook_id: r.webhook_id, attempts: r.attempts, err: message }, 'shopify webhook failed');
      await database.pool.query(
        `UPDATE shopify_webhooks SET error = $3, status = CASE WHEN $2 >= ${MAX_ATTEMPTS} THEN 'failed' ELSE 'received' END,
           next_attempt_at = now() + make_interval(secs => power(2, $2)) WHERE id = $1`, [r.id, r.attempts, message]);
    }
    return true;
  }

  async function drain(): Promise<number> {
    let n = 0;
    while (await one()) n++;
    return n;
  }

  return {
    wake() {
      if (wakeTimer) return;
      wakeTimer = setTimeout(() => {
        wakeTimer = null;
        deps.jobs.send(WEBHOOK_QUEUE, {}).catch((err: unknown) => logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'shopify webhook wake failed'));
      }, WAKE_DEBOUNCE_MS);
      wakeTimer.unref();
    },
    drain,
    async register(jobs) {
      await jobs.register(WEBHOOK_QUEUE, async () => { await drain(); }, { policy: 'stately', cron: '* * * * *', retryLimit: 2, expireInSeconds: 600 });
      await jobs.register(WEBHOOK_RETENTION_QUEUE, async () => {
        await database.pool.query(`DELETE FROM shopify_webhooks WHERE status <> 'received' AND received_at < now() - make_interval(days => $1)`, [RECEIPT_RETENTION_DAYS]);
      }, { cron: '41 4 * * *' });
    },
  };
}
