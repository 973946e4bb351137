/**
 * AWS EventBridge sender: `PutEvents` through `@aws-sdk/client-eventbridge`. Entries are batched by the API's
 * limits (at most 10 entries and at most 256 KB a request, the byte limit configurable), an entry's size counted
 * per AWS's rules ("Calculating Amazon EventBridge PutEvents event entry size"). Entries that fail with a
 * retryable code (ThrottlingException, InternalFailure, …) are re-sent on their own with exponential backoff
 * (p-retry); others are reported as final failures.
 */
import { EventBridgeClient, PutEventsCommand, type PutEventsCommandOutput, type PutEventsRequestEntry } from '@aws-sdk/client-eventbridge';
import type { GuardedAgents } from '../../shared/outbound.ts';
import pRetry from 'p-retry';
import type { EventEnvelope } from '../types.ts';
import type { AwsCredentials, EventBridgeTarget } from '../destinations.ts';

/** `Source` of every entry Aisle puts. */
export const EVENT_SOURCE = 'aisle';
/** PutEvents: most entries in one request. */
export const PUT_EVENTS_MAX_ENTRIES = 10;
/** PutEvents: most bytes in one request (sum of entry sizes). */
export const PUT_EVENTS_MAX_BYTES = 256 * 1024;
/** Entry error codes worth retrying (AWS PutEventsResultEntry docs and common errors). */
export const RETRYABLE_CODES: ReadonlySet<string> = new Set(['ThrottlingException', 'InternalFailure', 'InternalException', 'ServiceUnavailable', 'ServiceUnavailableException']);

/** Outcome of one entry: sent (EventBridge's event id), or failed (`retryable` = worth another try later). */
export type EntryOutcome = { ok: true; eventBridgeId: string } | { ok: false; retryable: boolean; error: string };

/** In-request retry policy for retryable entries (p-retry options; delays in ms). */
export type PutRetryOptions = { retries?: number; minTimeoutMs?: number; maxTimeoutMs?: number };

/**
 * Size of an entry in bytes per AWS: 14 for `Time` when present, plus the UTF-8 bytes of `Source`, `DetailType`,
 * `Detail` and each of `Resources` (`EventBusName` is not counted).
 */
export function entrySize(e: PutEventsRequestEntry): number {
  let size = e.Time ? 14 : 0;
  for (const s of [e.Source, e.DetailType, e.Detail, ...(e.Resources ?? [])]) if (s) size += Buffer.byteLength(s, 'utf8');
  return size;
}

/** The PutEvents entry of an envelope: Source `aisle`, DetailType = event type, Detail = the envelope JSON. */
export function entryOf(envelope: EventEnvelope, eventBusName: string): PutEventsRequestEntry {
  return { Source: EVENT_SOURCE, DetailType: envelope.type, Detail: JSON.stringify(envelope), EventBusName: eventBusName, Time: new Date(envelope.occurred_at) };
}

/**
 * Split items into PutEvents batches: each at most {@link PUT_EVENTS_MAX_ENTRIES} entries and `maxBytes` in total.
 * Items larger than `maxBytes` on their own are returned in `tooLarge` (they can never be sent).
 */
export function planBatches<T>(items: T[], sizeOf: (item: T) => number, maxBytes = PUT_EVENTS_MAX_BYTES): { batches: T[][]; tooLarge: T[] } {
  const batches: T[][] = [];
  const tooLarge: T[] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = sizeOf(item);
    if (size > maxBytes) { tooLarge.push(item); continue; }
    if (current.length === PUT_EVENTS_MAX_ENTRIES || bytes + size > maxBytes) { batches.push(current); current = []; bytes = 0; }
    current.push(item);
    bytes += size;
  }
  if (current.length) batches.push(current);
  return { batches, tooLarge };
}

/**
 * A client for a destination. Retries are done by {@link putBatch} (per entry), so the SDK's own are off.
 * Without `credentials` the SDK's default provider chain is used (environment, instance role, …). `agents`: the
 * sockets' agents (shared/outbound.ts guards a merchant-supplied endpoint); the SDK's own when absent.
 */
export function createEventBridgeClient(target: EventBridgeTarget, credentials: AwsCredentials | null, agents?: GuardedAgents): EventBridgeClient {
  return new EventBridgeClient({
    region: target.region,
    ...(agents ? { requestHandler: { httpAgent: agents.httpAgent, httpsAgent: agents.httpsAgent } } : {}),
    maxAttempts: 1,
    ...(target.endpoint ? { endpoint: target.endpoint } : {}),
    ...(credentials ? { credentials } : {}),
  });
}

/** Whether a failed PutEvents call (not an entry) is worth retrying: throttling, 5xx, network errors. */
export function isRetryableCallError(err: unknown): boolean {
  const e = err as { name?: string; $retryable?: unknown; $metadata?: { httpStatusCode?: number } };
  if (e.name && RETRYABLE_CODES.has(e.name)) return true;
  if (e.$retryable) return true;
  const status = e.$metadata?.httpStatusCode;
  return status === undefined || status >= 500 || status === 429;
}

class RetryableEntries extends Error {}

/**
 * Put one batch (≤ 10 entries within the byte limit). Entries failing with retryable codes, or the whole call
 * failing retryably, are re-sent (only those entries) with exponential backoff and jitter; what still fails after
 * the last retry is returned as a retryable failure for a later attempt.
 * @returns one outcome per entry, in order
 */
export async function putBatch(client: EventBridgeClient, entries: PutEventsRequestEntry[], retry: PutRetryOptions = {}): Promise<EntryOutcome[]> {
  const outcomes: (EntryOutcome | undefined)[] = new Array(entries.length).fill(undefined);
  let remaining = entries.map((_, i) => i);
  await pRetry(async () => {
    let res: PutEventsCommandOutput;
    try {
      res = await client.send(new PutEventsCommand({ Entries: remaining.map((i) => entries[i]!) }));
    } catch (err) {
      const error = `${(err as Error).name}: ${(err as Error).message}`;
      const retryable = isRetryableCallError(err);
      for (const i of remaining) outcomes[i] = { ok: false, retryable, error };
      if (!retryable) { remaining = []; return; }
      throw err;
    }
    const next: number[] = [];
    remaining.forEach((i, j) => {
      const r = res.Entries?.[j];
      if (r?.EventId && !r.ErrorCode) { outcomes[i] = { ok: true, eventBridgeId: r.EventId }; return; }
      const code = r?.ErrorCode ?? 'MissingResultEntry';
      const retryable = RETRYABLE_CODES.has(code) || !r;
      outcomes[i] = { ok: false, retryable, error: `${code}: ${r?.ErrorMessage ?? 'no result entry'}` };
      if (retryable) next.push(i);
    });
    remaining = next;
    if (next.length) throw new RetryableEntries(`${next.length} entries failed with retryable codes`);
  }, {
    retries: retry.retries ?? 3, minTimeout: retry.minTimeoutMs ?? 100, maxTimeout: retry.maxTimeoutMs ?? 2000, factor: 2, randomize: true,
  }).catch(() => { /* outcomes of what is still remaining are the retryable failures recorded above */ });
  return outcomes.map((o) => o ?? { ok: false, retryable: true, error: 'not sent' });
}
