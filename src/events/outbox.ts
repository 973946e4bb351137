/**
 * The transactional outbox: {@link recordEvent} writes a domain event and its pending deliveries (one per active
 * destination of the store that takes the type) in the caller's transaction, and queues a `pg_notify` that
 * Postgres sends only when that transaction commits. A rolled-back change therefore never emits an event, and a
 * committed change always has one.
 */
import { sql, type SQL } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { executeNamed } from '../db/index.ts';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { EventPayloads, EventType } from './types.ts';

/** Channel notified (at commit) when a transaction recorded events with deliveries. */
export const EVENTS_CHANNEL = 'aisle_events';

/**
 * A transaction to write in: a Drizzle transaction (`database.db.transaction(async (tx) => ...)`) or a pg client
 * inside `BEGIN` … `COMMIT`.
 */
// biome-ignore lint/suspicious/noExplicitAny: any Drizzle Postgres transaction, whatever its schema generics
export type EventTransaction = PgDatabase<PgQueryResultHKT, any, any> | pg.ClientBase;

/** Input of {@link recordEvent}: the store, a stable event type id and its payload (the envelope's `data`). */
export type RecordEventInput<T extends EventType = EventType> = { storeId: string; type: T; payload: EventPayloads[T] };

/** A recorded event: its id (the envelope id receivers dedupe on), outbox sequence, time and delivery count. */
export type RecordedEvent = { id: string; seq: number; occurredAt: Date; deliveries: number };

/** Raised when recordEvent is not called inside the transaction that made the change. */
export class OutboxMisuseError extends Error {}

/** CTE `<name>_deliveries`: one pending delivery per active destination of the store that takes `type`, for event CTE `<name>`. */
function deliveriesCte(name: string, storeId: string, type: string): SQL {
  return sql`${sql.raw(`${name}_deliveries`)} AS (
    INSERT INTO event_deliveries (store_id, event_id, destination_id)
    SELECT ${storeId}::uuid, e.id, dest.id FROM ${sql.raw(name)} e, event_destinations dest
     WHERE dest.store_id = ${storeId}::uuid AND dest.active
       AND (cardinality(dest.event_types) = 0 OR ${type}::text = ANY (dest.event_types))
    RETURNING 1
  )`;
}

/** The insert of the event and its deliveries, guarded to run only inside a transaction that already wrote. */
function recordSql(storeId: string, type: string, payload: string): SQL {
  return sql`
  WITH guard AS (SELECT txid_current_if_assigned() IS NOT NULL AS in_tx),
  e AS (
    INSERT INTO domain_events (store_id, type, payload)
    SELECT ${storeId}::uuid, ${type}::text, ${payload}::jsonb FROM guard WHERE guard.in_tx
    RETURNING id, seq, occurred_at
  ),
  ${deliveriesCte('e', storeId, type)},
  n AS (SELECT count(*)::int AS deliveries FROM e_deliveries)
  SELECT e.id, e.seq, e.occurred_at, n.deliveries,
         CASE WHEN n.deliveries > 0 THEN pg_notify(${EVENTS_CHANNEL}, '') END AS notified
    FROM e, n`;
}

/** An executor of SQL: a Drizzle database or transaction. */
// biome-ignore lint/suspicious/noExplicitAny: any Drizzle Postgres database, whatever its schema generics
type SqlExecutor = PgDatabase<PgQueryResultHKT, any, any>;

/** Keys of `T` that are required / optional. */
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
type OptionalKeys<T> = Exclude<keyof T, RequiredKeys<T>>;

/**
 * Input of {@link changeWithEvent}. `changes`: the change as data-modifying CTEs (`name AS (INSERT … RETURNING …)`,
 * comma-separated); `from`: the name of the CTE whose rows the change produced (one event per row, none when it
 * produced none); `payload`: the event payload's required fields as SQL expressions over `from`'s columns, and
 * `optionalPayload` its optional ones (each left out when NULL); `select`: more expressions evaluated once per
 * returned row, e.g. the caller's own `pg_notify` (sent at commit like the outbox's).
 */
export type ChangeWithEventInput<T extends EventType> = {
  storeId: string; type: T; changes: SQL; from: string;
  /**
   * Run as this named statement (db executeNamed: parsed and planned once per connection): for a change made on every
   * turn; the same name must always build the same SQL text, and `from` should name its columns.
   */
  name?: string;
  payload: { [K in RequiredKeys<EventPayloads[T]>]: SQL };
  optionalPayload?: { [K in OptionalKeys<EventPayloads[T]>]?: SQL };
  select?: SQL;
};

/**
 * Make a change and record its event in ONE statement (one round trip, atomic without BEGIN/COMMIT): the event
 * row exists exactly when the change produced its row, and the dispatcher's wake-up NOTIFY is sent at commit when
 * deliveries were queued — the same outcome as {@link recordEvent} inside the change's transaction. Inside a
 * transaction (`db` a Drizzle transaction) it commits or rolls back with it.
 * @returns the rows of CTE `from` (raw column names and values; timestamps as Postgres text)
 */
export async function changeWithEvent<T extends EventType, R = Record<string, unknown>>(db: SqlExecutor, input: ChangeWithEventInput<T>): Promise<R[]> {
  const pairs = (list: [string, SQL][]) => sql.join(list.map(([k, v]) => sql`${k}::text, ${v}`), sql`, `);
  const required = Object.entries(input.payload as Record<string, SQL>);
  const optional = Object.entries((input.optionalPayload ?? {}) as Record<string, SQL>);
  const payload = optional.length
    ? sql`jsonb_build_object(${pairs(required)}) || jsonb_strip_nulls(jsonb_build_object(${pairs(optional)}))`
    : sql`jsonb_build_object(${pairs(required)})`;
  const from = sql.raw(input.from);
  const statement = sql`
  WITH ${input.changes},
  aisle_event AS (
    INSERT INTO domain_events (store_id, type, payload)
    SELECT ${input.storeId}::uuid, ${input.type}::text, ${payload} FROM ${from}
    RETURNING id
  ),
  ${deliveriesCte('aisle_event', input.storeId, input.type)}
  SELECT ${from}.*, (SELECT CASE WHEN count(*) > 0 THEN pg_notify(${EVENTS_CHANNEL}, '') END FROM aisle_event_deliveries) AS aisle_notified
         ${input.select ? sql`, ${input.select}` : sql``}
    FROM ${from}`;
  if (input.name) return executeNamed(db as NodePgDatabase, input.name, statement) as Promise<R[]>;
  return ((await db.execute(statement)) as unknown as { rows: R[] }).rows;
}

type Row = { id: string; seq: string | number; occurred_at: Date | string; deliveries: number };

/**
 * Record a domain event in the outbox, in the SAME transaction as the change it describes, AFTER that change's
 * writes (the outbox row commits or rolls back with it). Creates a pending delivery for every active
 * destination of the store whose type filter takes `type`, and wakes the dispatcher when the transaction
 * commits. One round trip.
 *
 * ```ts
 * await database.db.transaction(async (tx) => {
 *   await tx.update(approvals).set({ status: 'approved' }).where(...);
 *   await recordEvent(tx, { storeId, type: 'approval.decided', payload: { approval_id, decision: 'approved' } });
 * });
 * ```
 *
 * @param tx a Drizzle transaction or a pg client inside BEGIN/COMMIT (not the pool, not `database.db`)
 * @returns the event id (stable; the envelope's `id`), its outbox sequence and how many deliveries were queued
 * @throws OutboxMisuseError when called outside a transaction, or before the transaction wrote anything
 *   (`txid_current_if_assigned()` is null: an event would otherwise be committed without its change)
 */
export async function recordEvent<T extends EventType>(tx: EventTransaction, input: RecordEventInput<T>): Promise<RecordedEvent> {
  const db = 'execute' in tx ? tx : drizzle({ client: tx as pg.PoolClient });
  const res = await db.execute(recordSql(input.storeId, input.type, JSON.stringify(input.payload ?? {})));
  const row = (res as unknown as { rows: Row[] }).rows[0];
  if (!row) {
    throw new OutboxMisuseError(`recordEvent(${input.type}) must run inside the transaction that made the change, after its writes`);
  }
  return { id: row.id, seq: Number(row.seq), occurredAt: new Date(row.occurred_at), deliveries: row.deliveries };
}
