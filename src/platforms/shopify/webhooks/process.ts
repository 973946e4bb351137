/**
 * Processing of stored webhooks: the `shopify.webhooks` job (pg-boss, `stately` policy: at most one queued and one
 * running, so a wake-up while a drain runs queues exactly one more) takes deliveries oldest first, up to
 * {@link CLAIM_BATCH} per claim (`FOR UPDATE SKIP LOCKED`, so several processes share the backlog; a lease of
 * {@link LEASE_S} s brings a delivery back if its process dies), runs the topic's handler and records the outcome:
 * `processed`, `ignored` (a topic or a resource Aisle does not keep), `stale` (older than what is stored). A handler
 * that throws is retried with backoff (2^attempts seconds) and marked `failed` after {@link MAX_ATTEMPTS}. Handlers
 * are idempotent ("can trigger multiple times").
 *
 * A topic may also have a batch handler (products/create|update): consecutive deliveries of such topics in a claim are
 * given to it together, and it answers for each (topics.ts). Everything else runs one delivery at a time, in the
 * order received. The outcomes of a claim are written with one statement.
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
/**
 * A handler of many deliveries at once (in the order received): the outcome of each by delivery id, or the error it
 * failed with (retried like a throwing {@link TopicHandler}). A delivery it leaves out, or a throw, sends those
 * deliveries through the topic's {@link TopicHandler} one by one.
 */
export type BatchTopicHandler = (ws: StoredWebhook[]) => Promise<Map<string, HandlerOutcome | Error>>;

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

/** Most deliveries taken by one claim. */
export const CLAIM_BATCH = 100;

/**
 * Deliveries of a claim not yet started this long after it (ms) go back to the queue, attempt not counted, so a slow
 * claim (handlers waiting on the Admin API) never outlives the lease of the deliveries it has not reached.
 */
export const RELEASE_AFTER_MS = (LEASE_S * 1000) / 3;

/**
 * Create the processor over the topic handlers (and the batch handlers of the topics that have one; topics sharing a
 * batch handler are handed to it together). Unknown topics are `ignored`.
 */
export function createWebhookProcessor(deps: {
  database: Database; jobs: Jobs; handlers: Record<string, TopicHandler>; batchHandlers?: Record<string, BatchTopicHandler>; logger: Logger;
  /** Default {@link RELEASE_AFTER_MS} (tests shorten it). */
  releaseAfterMs?: number;
}): WebhookProcessor {
  const { database, logger } = deps;
  const releaseAfterMs = deps.releaseAfterMs ?? RELEASE_AFTER_MS;
  let wakeTimer: NodeJS.Timeout | null = null;

  type Claimed = StoredWebhook & { attempts: number };

  async function claim(): Promise<Claimed[]> {
    // Push the next attempt of each a lease ahead in one statement (committed at once), then work without holding a
    // lock — a handler may delete rows itself (shop/redact erases the store and, by cascade, its deliveries).
    const { rows } = await database.pool.query<{ id: string; store_id: string; topic: string; webhook_id: string; event_id: string | null; triggered_at: Date | null; received_at: Date; payload: Record<string, unknown>; attempts: number }>(
      `WITH c AS (
         UPDATE shopify_webhooks SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $1)
          WHERE id IN (SELECT id FROM shopify_webhooks WHERE status = 'received' AND next_attempt_at <= now()
                        ORDER BY received_at LIMIT $2 FOR UPDATE SKIP LOCKED)
          RETURNING id, store_id, topic, webhook_id, event_id, triggered_at, received_at, payload, attempts)
       SELECT * FROM c ORDER BY received_at`, [LEASE_S, CLAIM_BATCH]);
    return rows.map((r) => ({
      id: r.id, storeId: r.store_id, topic: r.topic, webhookId: r.webhook_id, eventId: r.event_id, triggeredAt: r.triggered_at, receivedAt: r.received_at,
      payload: r.payload, attempts: r.attempts,
    }));
  }

  async function runOne(w: StoredWebhook): Promise<HandlerOutcome | Error> {
    const handler = deps.handlers[w.topic];
    try {
      return handler ? await handler(w) : 'ignored';
    } catch (err) {
      return err instanceof Error ? err : new Error(String(err));
    }
  }

  async function runBatch(handler: BatchTopicHandler, ws: StoredWebhook[]): Promise<Array<HandlerOutcome | Error>> {
    let got: Map<string, HandlerOutcome | Error>;
    try {
      got = await handler(ws);
    } catch (err) {
      logger.warn({ topic: ws[0]!.topic, deliveries: ws.length, err: err instanceof Error ? err.message : String(err) }, 'shopify webhook batch failed; one by one');
      got = new Map();
    }
    const out: Array<HandlerOutcome | Error> = [];
    for (const w of ws) out.push(got.get(w.id) ?? await runOne(w));
    return out;
  }

  /** One claim: handled, outcomes written. Returns how many deliveries it handled (0: nothing due). */
  async function step(): Promise<number> {
    const claimed = await claim();
    if (!claimed.length) return 0;
    const started = performance.now();
    const outcomes: Array<HandlerOutcome | Error> = [];
    for (let i = 0; i < claimed.length;) {
      if (performance.now() - started > releaseAfterMs) {
        const rest = claimed.slice(i).map((w) => w.id);
        await database.pool.query('UPDATE shopify_webhooks SET attempts = attempts - 1, next_attempt_at = now() WHERE id = ANY($1::uuid[])', [rest]);
        claimed.length = i;
        break;
      }
      const batch = deps.batchHandlers?.[claimed[i]!.topic];
      if (!batch) { outcomes.push(await runOne(claimed[i]!)); i++; continue; }
      let j = i + 1;
      while (j < claimed.length && deps.batchHandlers?.[claimed[j]!.topic] === batch) j++;
      outcomes.push(...await runBatch(batch, claimed.slice(i, j)));
      i = j;
    }
    const done = claimed.flatMap((w, i) => (outcomes[i] instanceof Error ? [] : [{ id: w.id, status: outcomes[i] as HandlerOutcome }]));
    if (done.length) {
      await database.pool.query(
        `UPDATE shopify_webhooks w SET status = u.status, processed_at = now(), error = NULL, payload = '{}'::jsonb
           FROM unnest($1::uuid[], $2::text[]) AS u(id, status) WHERE w.id = u.id`, [done.map((d) => d.id), done.map((d) => d.status)]);
    }
    for (const [i, w] of claimed.entries()) {
      const err = outcomes[i];
      if (!(err instanceof Error)) continue;
      const message = err.message.slice(0, 500);
      logger.warn({ topic: w.topic, webhook_id: w.webhookId, attempts: w.attempts, err: message }, 'shopify webhook failed');
      await database.pool.query(
        `UPDATE shopify_webhooks SET error = $3, status = CASE WHEN $2 >= ${MAX_ATTEMPTS} THEN 'failed' ELSE 'received' END,
           next_attempt_at = now() + make_interval(secs => power(2, $2)) WHERE id = $1`, [w.id, w.attempts, message]);
    }
    return claimed.length;
  }

  async function drain(): Promise<number> {
    let n = 0;
    for (let k = await step(); k > 0; k = await step()) n += k;
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
