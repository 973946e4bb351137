/**
 * Delivery of outbox events. A pg-boss job (`events.dispatch`) claims due deliveries in batches, sends them
 * (EventBridge PutEvents batches and signed webhook POSTs, in parallel) and records each outcome; it runs until
 * nothing is due. The job is queued when a transaction that recorded events commits (`pg_notify` on
 * `aisle_events`, heard by a LISTEN connection) and by a poll that finds due rows (retries, missed
 * notifications, rows whose lease expired after a crash). Several processes can dispatch at once: claims skip
 * rows another process holds.
 *
 * Retries: EventBridge entries failing with a retryable code are re-sent at once with backoff inside the job
 * (p-retry, senders/eventbridge.ts); whatever still fails — and every failed webhook — is retried later with
 * exponential backoff and jitter until the delivery's `retry_until` (24 h after its first attempt by default),
 * then marked `dead`. Non-retryable EventBridge errors are recorded as `failed` with no further attempt.
 */
import type { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { LRUCache } from 'lru-cache';
import PQueue from 'p-queue';
import pg from 'pg';
import type { Database } from '../db/index.ts';
import type { Jobs } from '../jobs/index.ts';
import type { Logger } from '../shared/logger.ts';
import type { SecretKey } from './crypto.ts';
import { claimDueDeliveries, hasDueDeliveries, pruneEvents, recordOutcomes, type ClaimedDelivery, type DeliveryOutcome } from './deliveries.ts';
import { sendableDestination, type SendableDestination } from './destinations.ts';
import { EVENTS_CHANNEL } from './outbox.ts';
import { createEventBridgeClient, entryOf, entrySize, planBatches, putBatch, PUT_EVENTS_MAX_BYTES, type EntryOutcome, type PutRetryOptions } from './senders/eventbridge.ts';
import { createGuardedAgents, createGuardedFetch, type OutboundPolicy } from '../shared/outbound.ts';
import { postWebhook } from './senders/webhook.ts';
import type { EventEnvelope } from './types.ts';

/** Name of the pg-boss queue that runs dispatch passes. */
export const DISPATCH_QUEUE = 'events.dispatch';
/** Name of the daily pg-boss job that deletes old events (03:17 UTC). */
export const PRUNE_QUEUE = 'events.prune';
/** EventBridge clients kept between dispatch passes (destinations in use; least recently used destroyed first). */
const EVENTBRIDGE_CLIENTS = 200;

/** Tunables of delivery (config: AISLE_EVENTS_*). All durations in ms. */
export type DispatchOptions = {
  /** Poll for due deliveries this often (default 1,000). */
  pollMs: number;
  /** A claimed delivery comes due again after this long if its outcome was never recorded (default 60,000). */
  leaseMs: number;
  /** Deliveries claimed per round (default 500). */
  claimLimit: number;
  /** PutEvents request size limit in bytes (default 262,144 = 256 KB). */
  maxBatchBytes: number;
  /** Webhook request timeout (default 10,000). */
  webhookTimeoutMs: number;
  /** First retry delay; doubles per attempt (default 5,000). */
  retryBaseMs: number;
  /** Longest retry delay (default 3,600,000 = 1 h). */
  retryMaxMs: number;
  /** Give up (status `dead`) this long after the first attempt (default 86,400,000 = 24 h). */
  giveUpMs: number;
  /** Requests in flight at once (default 16). */
  concurrency: number;
  /** In-request retries of retryable EventBridge entries. */
  putRetry: PutRetryOptions;
  /** One dispatch job drains at most this long, then queues the next (keeps jobs short; default 30,000). */
  maxPassMs: number;
  /** Delete events older than this many days once none of their deliveries will be retried (default 30). */
  retentionDays: number;
};

/** Defaults of {@link DispatchOptions}. */
export const DEFAULT_DISPATCH_OPTIONS: DispatchOptions = {
  pollMs: 1000, leaseMs: 60_000, claimLimit: 500, maxBatchBytes: PUT_EVENTS_MAX_BYTES, webhookTimeoutMs: 10_000,
  retryBaseMs: 5000, retryMaxMs: 3_600_000, giveUpMs: 86_400_000, concurrency: 16, putRetry: {}, maxPassMs: 30_000, retentionDays: 30,
};

/** Result of sending one envelope to one destination (admin "send test event"). */
export type SendResult = { ok: boolean; statusCode: number | null; error: string | null };

/** The dispatcher of one process. */
export type Dispatcher = {
  /** Claim, send and record until nothing is due. Returns how many deliveries were attempted. */
  dispatchDue(): Promise<number>;
  /** Send one envelope to one destination now, outside the outbox (nothing is recorded). */
  sendNow(destination: SendableDestination, envelope: EventEnvelope): Promise<SendResult>;
  /** Queue a dispatch job (coalesced over 5 ms; no-op when one is already queued). */
  kick(): void;
  /** Delete events older than the retention whose deliveries are settled (also run daily by a pg-boss cron job). */
  prune(): Promise<number>;
  /** Stop listening and polling; release clients. */
  stop(): Promise<void>;
};

/**
 * Delay before retry number `attempt` (1-based): `min(maxMs, baseMs · 2^(attempt−1))`, scaled by a random factor
 * in [0.5, 1) ("equal jitter", AWS Architecture Blog, "Exponential Backoff And Jitter").
 */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(30, Math.max(0, attempt - 1)));
  return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}

/** Dependencies of {@link createDispatcher}. */
/** `outbound`: where destination URLs may point; every connection resolves and checks through it (shared/outbound.ts). */
export type DispatcherDeps = { database: Database; jobs: Jobs; key: SecretKey; logger: Logger; outbound: OutboundPolicy; options?: Partial<DispatchOptions> };

/**
 * Create the dispatcher and register its job. When the process runs workers, it also LISTENs for commits that
 * recorded events and polls for due deliveries; otherwise (`AISLE_JOBS=0`) it only sends on demand.
 */
export async function createDispatcher(deps: DispatcherDeps): Promise<Dispatcher> {
  const { database, jobs, key, logger } = deps;
  const opts: DispatchOptions = { ...DEFAULT_DISPATCH_OPTIONS, ...deps.options };
  const queue = new PQueue({ concurrency: opts.concurrency });
  /** EventBridge clients by destination id (an `lru-cache`; an evicted or replaced client is destroyed). */
  const clients = new LRUCache<string, { sig: string; client: EventBridgeClient }>({
    max: EVENTBRIDGE_CLIENTS, dispose: ({ client }) => client.destroy(),
  });
  const guardedFetch = createGuardedFetch(deps.outbound);
  const agents = createGuardedAgents(deps.outbound);
  let stopped = false;

  function eventBridgeClient(d: Extract<SendableDestination, { kind: 'eventbridge' }>): EventBridgeClient {
    const sig = JSON.stringify([d.target, d.credentials]);
    const cached = clients.get(d.id);
    if (cached?.sig === sig) return cached.client;
    const client = createEventBridgeClient(d.target, d.credentials, agents);
    clients.set(d.id, { sig, client });
    return client;
  }

  /** The outcome of a failed attempt: retry later, final failure, or dead when the retry window is over. */
  function failure(c: ClaimedDelivery, error: string, statusCode: number | null, retryable: boolean): DeliveryOutcome {
    if (!retryable) return { id: c.id, attempts: c.attempts, status: 'failed', nextAttemptAt: null, error, statusCode };
    const next = new Date(Date.now() + retryDelayMs(c.attempts, opts.retryBaseMs, opts.retryMaxMs));
    if (next > c.retryUntil) return { id: c.id, attempts: c.attempts, status: 'dead', nextAttemptAt: null, error, statusCode };
    return { id: c.id, attempts: c.attempts, status: 'failed', nextAttemptAt: next, error, statusCode };
  }

  function delivered(c: ClaimedDelivery, statusCode: number | null): DeliveryOutcome {
    return { id: c.id, attempts: c.attempts, status: 'delivered', nextAttemptAt: null, error: null, statusCode };
  }

  async function sendToEventBridge(dest: Extract<SendableDestination, { kind: 'eventbridge' }>, claimed: ClaimedDelivery[]): Promise<DeliveryOutcome[]> {
    const client = eventBridgeClient(dest);
    const items = claimed.map((c) => ({ c, entry: entryOf(c.envelope, dest.target.eventBusName) }));
    const { batches, tooLarge } = planBatches(items, (i) => entrySize(i.entry), opts.maxBatchBytes);
    const out: DeliveryOutcome[] = tooLarge.map((i) => failure(i.c, `entry is ${entrySize(i.entry)} bytes, over the ${opts.maxBatchBytes}-byte PutEvents limit`, null, false));
    await Promise.all(batches.map((batch) => queue.add(async () => {
      const results: EntryOutcome[] = await putBatch(client, batch.map((i) => i.entry), opts.putRetry);
      results.forEach((r, k) => {
        const c = batch[k]!.c;
        out.push(r.ok ? delivered(c, null) : failure(c, r.error, null, r.retryable));
      });
    })));
    return out;
  }

  async function sendToWebhook(dest: Extract<SendableDestination, { kind: 'webhook' }>, claimed: ClaimedDelivery[]): Promise<DeliveryOutcome[]> {
    return Promise.all(claimed.map((c) => queue.add(async () => {
      const r = await postWebhook(dest.target.url, dest.secret, c.envelope, { timeoutMs: opts.webhookTimeoutMs, fetch: guardedFetch });
      return r.ok ? delivered(c, r.statusCode) : failure(c, r.error ?? 'failed', r.statusCode, true);
    }) as Promise<DeliveryOutcome>));
  }

  async function sendClaimed(claimed: ClaimedDelivery[]): Promise<DeliveryOutcome[]> {
    const byDestination = new Map<string, ClaimedDelivery[]>();
    for (const c of claimed) byDestination.set(c.destination.id, [...(byDestination.get(c.destination.id) ?? []), c]);
    const parts = await Promise.all([...byDestination.values()].map(async (group) => {
      let dest: SendableDestination;
      try {
        dest = sendableDestination(key, group[0]!.destination);
      } catch (err) {
        return group.map((c) => failure(c, `destination secret unreadable: ${(err as Error).message}`, null, false));
      }
      return dest.kind === 'eventbridge' ? sendToEventBridge(dest, group) : sendToWebhook(dest, group);
    }));
    return parts.flat();
  }

  async function dispatchDue(): Promise<number> {
    let total = 0;
    const deadline = Date.now() + opts.maxPassMs;
    while (!stopped) {
      if (Date.now() > deadline) { kick(); break; } // the next job continues
      const claimed = await claimDueDeliveries(database, { limit: opts.claimLimit, leaseMs: opts.leaseMs, giveUpMs: opts.giveUpMs });
      if (!claimed.length) break;
      const outcomes = await sendClaimed(claimed);
      await recordOutcomes(database, outcomes);
      total += claimed.length;
      const failed = outcomes.filter((o) => o.status !== 'delivered');
      if (failed.length) logger.warn({ failed: failed.length, attempted: claimed.length, error: failed[0]!.error }, 'event deliveries failed');
      // Keep draining: under load, what committed while this round was sending is the next (bigger) batch.
    }
    return total;
  }

  async function sendNow(destination: SendableDestination, envelope: EventEnvelope): Promise<SendResult> {
    if (destination.kind === 'webhook') return postWebhook(destination.target.url, destination.secret, envelope, { timeoutMs: opts.webhookTimeoutMs, fetch: guardedFetch });
    const [r] = await putBatch(eventBridgeClient(destination), [entryOf(envelope, destination.target.eventBusName)], opts.putRetry);
    return r!.ok ? { ok: true, statusCode: null, error: null } : { ok: false, statusCode: null, error: r!.error };
  }

  // Commits arrive in bursts: notifications within a few ms queue one job.
  let kickTimer: NodeJS.Timeout | null = null;
  function kick(): void {
    if (stopped || !jobs.workers || kickTimer) return;
    kickTimer = setTimeout(() => {
      kickTimer = null;
      if (stopped) return;
      jobs.send(DISPATCH_QUEUE, {}).catch((err: Error) => logger.error({ err }, 'could not queue an event dispatch'));
    }, 5);
  }

  await jobs.register(DISPATCH_QUEUE, async () => { await dispatchDue(); }, {
    policy: 'short', localConcurrency: 1, retryLimit: 0, expireInSeconds: Math.ceil((opts.maxPassMs + opts.leaseMs) / 1000) + 60,
  });
  await jobs.register(PRUNE_QUEUE, async () => {
    const deleted = await pruneEvents(database, opts.retentionDays);
    if (deleted) logger.info({ deleted }, 'pruned old events');
  }, { cron: '17 3 * * *', policy: 'short', retryLimit: 2 });

  let listener: pg.Client | null = null;
  let pollTimer: NodeJS.Timeout | null = null;
  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: database.url, application_name: 'aisle-events-listen' });
    client.on('notification', kick);
    client.on('error', (err) => {
      logger.warn({ err }, 'events LISTEN connection lost; polling until it is back');
      client.end().catch(() => {});
      if (listener === client) listener = null;
    });
    await client.connect();
    await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    listener = client;
  }
  if (jobs.workers) {
    await listen();
    let polling = false;
    pollTimer = setInterval(() => {
      if (polling || stopped) return;
      polling = true;
      (async () => {
        if (!listener) await listen().catch(() => {});
        if (await hasDueDeliveries(database)) kick();
      })().catch((err: Error) => logger.error({ err }, 'event poll failed')).finally(() => { polling = false; });
    }, opts.pollMs);
    pollTimer.unref();
    kick(); // deliveries left by a previous run
  }

  return {
    dispatchDue, sendNow, kick, prune: () => pruneEvents(database, opts.retentionDays),
    async stop() {
      if (stopped) return;
      stopped = true;
      if (pollTimer) clearInterval(pollTimer);
      if (kickTimer) clearTimeout(kickTimer);
      await listener?.end().catch(() => {});
      await queue.onIdle();
      clients.clear();
    },
  };
}
