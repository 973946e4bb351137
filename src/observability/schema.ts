/** Tables of the observability capability: the run store (one row per span of a turn). */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, numeric, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/**
 * A store's trace export destination (Settings → Integrations): LangSmith (API key sealed at rest, endpoint, project)
 * or an OTLP/HTTP endpoint (headers sealed at rest, as one JSON object). One per kind per store. `version` changes with
 * every edit (clients are cached by it); the counters and last outcome are the export status shown in Settings.
 */
export const traceDestinations = pgTable('trace_destinations', {
  id: uuid('id').primaryKey().defaultRandom(),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['langsmith', 'otlp'] }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  endpoint: text('endpoint').notNull(),
  /** LangSmith project name (null for OTLP). */
  project: text('project'),
  /** LangSmith API key, sealed (shared/secret-box.ts, purpose `trace-destination-secret`, store id as AAD). */
  apiKeyCiphertext: text('api_key_ciphertext'),
  apiKeyLast4: text('api_key_last4'),
  /** OTLP headers as sealed JSON; `headerNames` lists their names for the admin (values are never shown). */
  headersCiphertext: text('headers_ciphertext'),
  headerNames: text('header_names').array().notNull().default(sql`'{}'::text[]`),
  /** OTLP: send message, tool-argument and tool-result content (redacted). */
  includeContent: boolean('include_content').notNull().default(false),
  /** Share of turns exported, 0–1 (decided per trace id, so feedback follows its trace). */
  sampleRate: real('sample_rate').notNull().default(1),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  exportedCount: bigint('exported_count', { mode: 'number' }).notNull().default(0),
  droppedCount: bigint('dropped_count', { mode: 'number' }).notNull().default(0),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
}, (t) => [uniqueIndex('trace_destinations_store_kind_idx').on(t.storeId, t.kind)]);

/**
 * A store's trace settings: redaction options for what leaves the process (order numbers, extra patterns — the fixed
 * rules are in redaction.ts) and how long runs and closed conversations' checkpoints are kept (default 30 days,
 * PRODUCT.md §9). No row = the defaults.
 */
export const traceSettings = pgTable('trace_settings', {
  storeId: uuid('store_id').primaryKey().references(() => stores.id, { onDelete: 'cascade' }),
  redactOrderNumbers: boolean('redact_order_numbers').notNull().default(true),
  redactPatterns: text('redact_patterns').array().notNull().default(sql`'{}'::text[]`),
  retentionDays: integer('retention_days').notNull().default(30),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Feedback on a turn's root run: shopper CSAT (`csat`, score 1 or 0, on the conversation's last agent turn) and staff
 * flags (`wrong_answer`, score 0, with a note, on one agent message). Exported to LangSmith as feedback on that run.
 */
export const runFeedback = pgTable('run_feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  traceId: uuid('trace_id').notNull(),
  conversationId: uuid('conversation_id').notNull(),
  messageId: uuid('message_id'),
  key: text('key', { enum: ['csat', 'wrong_answer'] }).notNull(),
  score: real('score'),
  comment: text('comment'),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('run_feedback_store_created_idx').on(t.storeId, t.createdAt),
  index('run_feedback_trace_idx').on(t.traceId),
  uniqueIndex('run_feedback_message_key_idx').on(t.messageId, t.key),
]);
