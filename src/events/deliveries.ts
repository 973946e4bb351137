/**
 * Delivery rows: claiming due deliveries for a dispatcher (with a lease, so a crashed dispatcher's claims come
 * due again), recording outcomes in bulk, and the store-scoped delivery log (list, detail, manual re-send).
 */
import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { AppError } from '../shared/errors.ts';
import { EVENTS_CHANNEL } from './outbox.ts';
import { domainEvents, eventDeliveries, eventDestinations, type DELIVERY_STATUSES } from './schema.ts';
import { envelopeOf, type EventEnvelope } from './types.ts';

/** A delivery state. */
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** A delivery claimed for sending: its attempt number, the event's envelope and the destination row. */
export type ClaimedDelivery = {
  id: string; attempts: number; retryUntil: Date; envelope: EventEnvelope;
  destination: { id: string; kind: 'webhook' | 'eventbridge'; target: unknown; secretCiphertext: string | null; updatedAt: Date };
};

/**
 * The outcome of one attempt. `delivered`; `failed` with `nextAttemptAt` (retry) or null (final); `dead`
 * (retries exhausted). `attempts` must be the claimed attempt: a stale dispatcher cannot overwrite a newer claim.
 */
export type DeliveryOutcome = {
  id: string; attempts: number; status: Exclude<DeliveryStatus, 'pending'>; nextAttemptAt: Date | null;
  error: string | null; statusCode: number | null;
};

type ClaimRow = {
  id: string; attempts: number; retry_until: Date; event_id: string; type: string; store_id: string; payload: unknown; occurred_at: Date;
  destination_id: string; kind: 'webhook' | 'eventbridge'; target: unknown; secret_ciphertext: string | null; destination_updated_at: Date;
};

/**
 * Claim up to `limit` due deliveries of active destinations (oldest due first; rows locked by another
 * dispatcher are skipped). Each claimed row's attempt count goes up and its `next_attempt_at` moves `leaseMs`
 * ahead, so it comes due again if this process dies before recording the outcome (at-least-once).
 * `retry_until` is set on the first attempt to now + `giveUpMs`.
 */
export async function claimDueDeliveries(database: Database, opts: { limit: number; leaseMs: number; giveUpMs: number }): Promise<ClaimedDelivery[]> {
  const { rows } = await database.pool.query<ClaimRow>(`
    WITH due AS (
      SELECT d.id FROM event_deliveries d
        JOIN event_destinations dest ON dest.id = d.destination_id AND dest.active
       WHERE d.status IN ('pending', 'failed') AND d.next_attempt_at <= now()
       ORDER BY d.next_attempt_at
       LIMIT $1
       FOR UPDATE OF d SKIP LOCKED
    )
    UPDATE event_deliveries d
       SET attempts = d.attempts + 1,
           next_attempt_at = now() + make_interval(secs => $2::double precision / 1000),
           last_attempt_at = now(),
           retry_until = coalesce(d.retry_until, now() + make_interval(secs => $3::double precision / 1000))
      FROM due, domain_events e, event_destinations dest
     WHERE d.id = due.id AND e.id = d.event_id AND dest.id = d.destination_id
    RETURNING d.id, d.attempts, d.retry_until, e.id AS event_id, e.type, e.store_id, e.payload, e.occurred_at,
              dest.id AS destination_id, dest.kind, dest.target, dest.secret_ciphertext, dest.updated_at AS destination_updated_at`,
  [opts.limit, opts.leaseMs, opts.giveUpMs]);
  return rows.map((r) => ({
    id: r.id, attempts: r.attempts, retryUntil: r.retry_until,
    envelope: envelopeOf({ id: r.event_id, type: r.type, storeId: r.store_id, occurredAt: r.occurred_at, payload: r.payload }),
    destination: { id: r.destination_id, kind: r.kind, target: r.target, secretCiphertext: r.secret_ciphertext, updatedAt: r.destination_updated_at },
  }));
}

/** Whether any delivery of an active destination is due now (the dispatcher's cheap poll). */
export async function hasDueDeliveries(database: Database): Promise<boolean> {
  const { rows } = await database.pool.query<{ due: boolean }>(`
    SELECT EXISTS (SELECT 1 FROM event_deliveries d JOIN event_destinations dest ON dest.id = d.destination_id AND dest.active
                    WHERE d.status IN ('pending', 'failed') AND d.next_attempt_at <= now()) AS due`);
  return rows[0]?.due ?? false;
}

/** Record attempt outcomes in one statement; an outcome whose attempt is no longer current is ignored. */
export async function recordOutcomes(database: Database, outcomes: DeliveryOutcome[]): Promise<void> {
  if (!outcomes.length) return;
  await database.pool.query(`
    UPDATE event_deliveries d
       SET status = u.status, next_attempt_at = u.next_at, last_error = u.error, last_status_code = u.code,
           delivered_at = CASE WHEN u.status = 'delivered' THEN now() ELSE d.delivered_at END
      FROM unnest($1::uuid[], $2::int[], $3::text[], $4::timestamptz[], $5::text[], $6::smallint[]) AS u(id, attempts, status, next_at, error, code)
     WHERE d.id = u.id AND d.attempts = u.attempts`,
  [
    outcomes.map((o) => o.id), outcomes.map((o) => o.attempts), outcomes.map((o) => o.status),
    outcomes.map((o) => o.nextAttemptAt), outcomes.map((o) => o.error?.slice(0, 1000) ?? null), outcomes.map((o) => o.statusCode),
  ]);
}

/** One row of the delivery log. Times are ISO strings. */
export type DeliveryLogItem = {
  id: string; status: DeliveryStatus; attempts: number; last_error: string | null; last_status_code: number | null;
  next_attempt_at: string | null; last_attempt_at: string | null; delivered_at: string | null; created_at: string;
  event: { id: string; type: string; occurred_at: string };
  destination: { id: string; name: string; kind: 'webhook' | 'eventbridge' };
};

/** Filters of {@link listDeliveries}; `before` is the `created_at` of the last row seen (ISO, keyset page). */
export type DeliveryFilters = {
  status?: DeliveryStatus; destinationId?: string; eventType?: string; eventId?: string; limit?: number; before?: string; beforeId?: string;
};

const logColumns = {
  id: eventDeliveries.id, status: eventDeliveries.status, attempts: eventDeliveries.attempts, lastError: eventDeliveries.lastError,
  lastStatusCode: eventDeliveries.lastStatusCode, nextAttemptAt: eventDeliveries.nextAttemptAt, lastAttemptAt: eventDeliveries.lastAttemptAt,
  deliveredAt: eventDeliveries.deliveredAt, createdAt: eventDeliveries.createdAt,
  eventId: domainEvents.id, eventType: domainEvents.type, occurredAt: domainEvents.occurredAt, payload: domainEvents.payload, storeId: domainEvents.storeId,
  destinationId: eventDestinations.id, destinationName: eventDestinations.name, destinationKind: eventDestinations.kind,
};

function logQuery(database: Database, where: SQL | undefined) {
  return database.db.select(logColumns).from(eventDeliveries)
    .innerJoin(domainEvents, eq(domainEvents.id, eventDeliveries.eventId))
    .innerJoin(eventDestinations, eq(eventDestinations.id, eventDeliveries.destinationId))
    .where(where);
}

type LogRow = Awaited<ReturnType<typeof logQuery>>[number];

function logItem(r: LogRow): DeliveryLogItem {
  return {
    id: r.id, status: r.status, attempts: r.attempts, last_error: r.lastError, last_status_code: r.lastStatusCode,
    next_attempt_at: r.status === 'delivered' || r.status === 'dead' ? null : (r.nextAttemptAt?.toISOString() ?? null),
    last_attempt_at: r.lastAttemptAt?.toISOString() ?? null, delivered_at: r.deliveredAt?.toISOString() ?? null, created_at: r.createdAt.toISOString(),
    event: { id: r.eventId, type: r.eventType, occurred_at: r.occurredAt.toISOString() },
    destination: { id: r.destinationId, name: r.destinationName, kind: r.destinationKind },
  };
}

/** A store's deliveries, newest first (at most `limit`, default 50, max 200), filtered. */
export async function listDeliveries(database: Database, storeId: string, f: DeliveryFilters = {}): Promise<DeliveryLogItem[]> {
  const conds: SQL[] = [eq(eventDeliveries.storeId, storeId)];
  if (f.status) conds.push(eq(eventDeliveries.status, f.status));
  if (f.destinationId) conds.push(eq(eventDeliveries.destinationId, f.destinationId));
  if (f.eventId) conds.push(eq(eventDeliveries.eventId, f.eventId));
  if (f.eventType) conds.push(eq(domainEvents.type, f.eventType));
  if (f.before) {
    const before = new Date(f.before);
    conds.push(f.beforeId ? or(lt(eventDeliveries.createdAt, before), and(eq(eventDeliveries.createdAt, before), lt(eventDeliveries.id, f.beforeId)))! : lt(eventDeliveries.createdAt, before));
  }
  const rows = await logQuery(database, and(...conds)).orderBy(desc(eventDeliveries.createdAt), desc(eventDeliveries.id)).limit(Math.min(f.limit ?? 50, 200));
  return rows.map(logItem);
}

/** One delivery with the envelope that is (or was) sent. @throws AppError not_found (other stores' ids too) */
export async function getDelivery(database: Database, storeId: string, id: string): Promise<DeliveryLogItem & { envelope: EventEnvelope }> {
  const rows = await logQuery(database, and(eq(eventDeliveries.storeId, storeId), eq(eventDeliveries.id, id))).limit(1);
  const r = rows[0];
  if (!r) throw new AppError('not_found', 'No such delivery');
  return { ...logItem(r), envelope: envelopeOf({ id: r.eventId, type: r.eventType, storeId: r.storeId, occurredAt: r.occurredAt, payload: r.payload }) };
}

/**
 * Queue a delivery to be sent again now, whatever its state (the event keeps its id: receivers dedupe). Its
 * retry window starts again. Wakes the dispatcher.
 * @throws AppError not_found
 */
export async function resendDelivery(database: Database, storeId: string, id: string): Promise<void> {
  const { rows } = await database.pool.query(`
    WITH u AS (
      UPDATE event_deliveries SET status = 'pending', next_attempt_at = now(), retry_until = NULL
       WHERE store_id = $1 AND id = $2 RETURNING id
    )
    SELECT u.id, pg_notify('${EVENTS_CHANNEL}', '') FROM u`, [storeId, id]);
  if (!rows[0]) throw new AppError('not_found', 'No such delivery');
}

/**
 * Delete events that occurred more than `retentionDays` ago and that no delivery will send again (none pending,
 * none failed with a retry scheduled), with their delivery rows; in batches of 5,000.
 * @returns how many events were deleted
 */
export async function pruneEvents(database: Database, retentionDays: number): Promise<number> {
  let total = 0;
  for (;;) {
    const { rowCount } = await database.pool.query(`
      DELETE FROM domain_events WHERE id IN (
        SELECT e.id FROM domain_events e
         WHERE e.occurred_at < now() - make_interval(days => $1::int)
           AND NOT EXISTS (SELECT 1 FROM event_deliveries d WHERE d.event_id = e.id
                            AND (d.status = 'pending' OR (d.status = 'failed' AND d.next_attempt_at IS NOT NULL)))
         LIMIT 5000)`, [retentionDays]);
    total += rowCount ?? 0;
    if ((rowCount ?? 0) < 5000) return total;
  }
}
