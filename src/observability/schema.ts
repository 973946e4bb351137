/** Tables of the observability capability: the run store (one row per span of a turn). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from '../stores/schema.ts';

/** A run (span). `trace_id` is the root run's id; kinds per PRODUCT.md §3. */
export const runs = pgTable('runs', {
  id: uuid('id').primaryKey(),
  traceId: uuid('trace_id').notNull(),
  parentId: uuid('parent_id'),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  conversationId: uuid('conversation_id'),
  kind: text('kind', { enum: ['chain', 'llm', 'tool', 'retriever'] }).notNull(),
  name: text('name').notNull(),
  status: text('status', { enum: ['pending', 'done', 'error', 'interrupted', 'out_of_steps'] }).notNull().default('pending'),
  inputs: jsonb('inputs'),
  outputs: jsonb('outputs'),
  error: text('error'),
  startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }).notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true, precision: 3 }),
  model: text('model'),
  inputTokens: integer('input_tokens'),
  outputTokens: integer('output_tokens'),
  costUsd: numeric('cost_usd', { precision: 12, scale: 6 }),
  feedback: jsonb('feedback'),
  metadata: jsonb('metadata').notNull().default({}),
  /** Root runs only: the shopper message's intent (local classifier, refined by the local model's route step). */
  intent: text('intent'),
  /**
   * Root runs only: totals over the trace's llm runs (input/output tokens, USD cost; null when none is known).
   * Kept apart from `input_tokens`/`output_tokens`/`cost_usd` so summing those over all runs never counts a turn twice.
   */
  totalInputTokens: integer('total_input_tokens'),
  totalOutputTokens: integer('total_output_tokens'),
  totalCostUsd: numeric('total_cost_usd', { precision: 12, scale: 6 }),
}, (t) => [
  // A trace's runs, and the traces list's per-row run count (index-only: trace_id and store_id).
  index('runs_trace_store_idx').on(t.traceId, t.storeId),
  index('runs_conversation_idx').on(t.storeId, t.conversationId, t.startedAt),
  // The traces list: one root per turn, newest first (a backward scan), keyset (started_at, id) — GET /api/v1/admin/traces.
  index('runs_store_roots_idx').on(t.storeId, t.startedAt, t.id).where(sql`${t.parentId} IS NULL`),
  // Selective filters of the traces list (a rare status, an intent, a model) walk only their own roots.
  index('runs_store_roots_status_idx').on(t.storeId, t.status, t.startedAt, t.id).where(sql`${t.parentId} IS NULL`),
  index('runs_store_roots_intent_idx').on(t.storeId, t.intent, t.startedAt, t.id).where(sql`${t.parentId} IS NULL`),
  index('runs_store_roots_model_idx').on(t.storeId, t.model, t.startedAt, t.id).where(sql`${t.parentId} IS NULL`),
]);
