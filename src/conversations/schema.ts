/** Tables of the conversations capability: conversations, messages, rate-limit buckets. */
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, primaryKey, real, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from '../stores/schema.ts';

/** A conversation (LangGraph thread id = conversation id). Status per PRODUCT.md §4. */
export const conversations = pgTable('conversations', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  visitorId: text('visitor_id').notNull(),
  customerEmail: text('customer_email'),
  status: text('status', { enum: ['open', 'handoff_requested', 'human', 'resolved', 'closed'] }).notNull().default('open'),
  assignedStaffId: uuid('assigned_staff_id'),
  threadId: text('thread_id').notNull(),
  pageUrl: text('page_url'),
  locale: text('locale'),
  /**
   * The language the shopper writes in (ISO 639-1, "es"): detected on each shopper turn (src/agent/language), the
   * latest wins; null before the first turn. The inbox filters by it and the overview counts by it.
   */
  language: text('language'),
  userAgent: text('user_agent'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  /** When trace retention deleted the agent's thread state (LangGraph checkpoints) of this conversation; null = never. */
  threadPrunedAt: timestamp('thread_pruned_at', { withTimezone: true }),
  /** CSAT from the widget at the end of a conversation: 1 = thumbs up, -1 = thumbs down, null = not rated. */
  rating: smallint('rating'),
  ratedAt: timestamp('rated_at', { withTimezone: true }),
  /**
   * How it was resolved: `confirmed` (the shopper confirmed, or staff resolved it) or `assumed` (closed after
   * 24 h idle without a handoff or complaint); null while unresolved.
   */
  resolution: text('resolution', { enum: ['confirmed', 'assumed'] }),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  /** When the shopper (or the agent) last asked for a person; null when never. */
  handoffRequestedAt: timestamp('handoff_requested_at', { withTimezone: true }),
}, (t) => [
  // Thread pruning (privacy.ts staleConversationThreads) walks a store's ended conversations by last activity. Partial:
  // every message moves last_message_at (never a HOT update), and an open conversation's two updates a turn then
  // write no entry here (migration 0023; the inbox orders by conversations_inbox_idx and the status/language ones).
  index('conversations_retention_idx').on(t.storeId, t.lastMessageAt).where(sql`${t.status} IN ('resolved', 'closed')`),
  index('conversations_store_visitor_idx').on(t.storeId, t.visitorId),
  index('conversations_store_status_last_idx').on(t.storeId, t.status, t.lastMessageAt),
  index('conversations_store_started_idx').on(t.storeId, t.startedAt),
  // The inbox's language filter (newest activity first within one language).
  index('conversations_store_language_last_idx').on(t.storeId, t.language, t.lastMessageAt),
  // The inbox's "all" order: handoff requests first, then newest activity, then id (keyset pagination).
  index('conversations_inbox_idx').on(t.storeId, sql`(${t.status} = 'handoff_requested')`, t.lastMessageAt, t.id),
  // Idle close scans only conversations that are not closed yet.
  index('conversations_idle_idx').on(t.lastMessageAt).where(sql`${t.status} <> 'closed'`),
]);

/** A message. `parts` are grounded parts: [{ type: 'product', product_id } | { type: 'order', order_id } | ...]. */
export const messages = pgTable('messages', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  conversationId: uuid('conversation_id').notNull().references(() => conversations.id, { onDelete: 'cascade' }),
  role: text('role', { enum: ['shopper', 'agent', 'staff', 'system'] }).notNull(),
  text: text('text').notNull(),
  parts: jsonb('parts').notNull().default([]),
  /** Root run (trace) id of the agent turn that wrote or answered this message. */
  runId: uuid('run_id'),
  /** Shopper messages: the intent the local classifier gave it (for the overview's top intents). */
  intent: text('intent'),
  /** Staff messages: who wrote it. */
  staffId: uuid('staff_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('messages_conversation_idx').on(t.conversationId, t.createdAt),
  // Inbox text search (ILIKE '%…%' over message text).
  index('messages_text_trgm_idx').using('gin', sql`${t.text} gin_trgm_ops`),
]);

/** Token buckets for rate limits (kept in Postgres so several processes share them). */
export const rateBuckets = pgTable('rate_buckets', {
  key: text('key').notNull(),
  windowStart: bigint('window_start', { mode: 'number' }).notNull(),
  count: real('count').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.key, t.windowStart] })]);
