/**
 * Tables of the events capability: the transactional outbox (`domain_events`, written in the same transaction
 * as the change it describes), the destinations a store sends its events to, and one delivery row per
 * (event, destination) that carries the delivery state machine.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { stores } from '../stores/schema.ts';

/**
 * The outbox. `seq` increases with every insert (an identity column): ordering for readers, not a commit order
 * (a transaction that started earlier can commit later). `payload` is the envelope's `data`.
 */
export const domainEvents = pgTable('domain_events', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('domain_events_seq_idx').on(t.seq),
  index('domain_events_store_seq_idx').on(t.storeId, t.seq),
]);

/** Kinds of event destination. */
export const DESTINATION_KINDS = ['webhook', 'eventbridge'] as const;

/**
 * Where a store's events go. `target`: `{ url }` for a webhook, `{ region, eventBusName, endpoint? }` for
 * EventBridge. `secretCiphertext`: the webhook signing secret, or EventBridge credentials as JSON, sealed with
 * AES-256-GCM (see crypto.ts); null = EventBridge with the process's default AWS credentials.
 * `eventTypes`: the types sent; empty = all.
 */
export const eventDestinations = pgTable('event_destinations', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: DESTINATION_KINDS }).notNull(),
  name: text('name').notNull(),
  target: jsonb('target').notNull(),
  secretCiphertext: text('secret_ciphertext'),
  eventTypes: text('event_types').array().notNull().default(sql`'{}'::text[]`),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('event_destinations_store_idx').on(t.storeId)]);

/**
 * Delivery states: `pending` (not yet sent, or claimed by a dispatcher), `delivered`, `failed` (the last attempt
 * failed; retried at `next_attempt_at`, or final when that is null), `dead` (retries exhausted).
 */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'dead'] as const;

/**
 * One event for one destination. A dispatcher claims due rows by moving `next_attempt_at` a lease ahead, so a
 * process killed between sending and recording leaves the row due again: delivery is at least once.
 */
export const eventDeliveries = pgTable('event_deliveries', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  eventId: uuid('event_id').notNull().references(() => domainEvents.id, { onDelete: 'cascade' }),
  destinationId: uuid('destination_id').notNull().references(() => eventDestinations.id, { onDelete: 'cascade' }),
  status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
  lastError: text('last_error'),
  /** HTTP status of the last webhook attempt (null for EventBridge or network errors). */
  lastStatusCode: smallint('last_status_code'),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  /** Retries stop (status `dead`) after this time: set at the first attempt (+24 h by default), cleared by a manual re-send. */
  retryUntil: timestamp('retry_until', { withTimezone: true }),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('event_deliveries_event_destination_idx').on(t.eventId, t.destinationId),
  index('event_deliveries_due_idx').on(t.nextAttemptAt).where(sql`status IN ('pending', 'failed')`),
  index('event_deliveries_store_created_idx').on(t.storeId, t.createdAt),
  index('event_deliveries_destination_created_idx').on(t.destinationId, t.createdAt),
]);
