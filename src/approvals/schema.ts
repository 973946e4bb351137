/** Tables of the approvals capability: approval-gated order actions (PRODUCT.md §3 Approval, §4 states). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { conversations } from '../conversations/schema.ts';
import { orders } from '../orders/schema.ts';
import { stores } from '../stores/schema.ts';

/** Approval statuses: pending → approved → executed | failed; pending → denied; pending → expired (PRODUCT.md §4). */
export const APPROVAL_STATUSES = ['pending', 'approved', 'executed', 'failed', 'denied', 'expired'] as const;

/**
 * One money- or order-changing action the agent asked for. The agent's graph stops at LangGraph `interrupt()` on
 * thread `thread_id` (interrupt `interrupt_id`) until staff decide; `idempotency_key` (thread + interrupt, or thread +
 * tool call for auto-approved actions) keys the side effect so it runs once. `decided_by`: a staff id, `auto` (at or
 * under the store's auto-approve limit) or `system` (expired). Money in cents of `currency`.
 */
export const approvals = pgTable('approvals', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  conversationId: uuid('conversation_id').notNull().references(() => conversations.id, { onDelete: 'cascade' }),
  threadId: text('thread_id').notNull(),
  /** The LangGraph interrupt id; null for auto-approved actions (the graph never stopped). */
  interruptId: text('interrupt_id'),
  /** The model's tool call that asked for the action (unique per thread). */
  toolCallId: text('tool_call_id').notNull(),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  action: text('action', { enum: ['refund', 'cancel_order', 'change_shipping_address'] }).notNull(),
  /** The validated action (orders' OrderActionPayload): refunded lines, new address, reason. */
  payload: jsonb('payload').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  summary: text('summary').notNull(),
  status: text('status', { enum: APPROVAL_STATUSES }).notNull().default('pending'),
  decidedBy: text('decided_by'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  /** Why staff denied it (shown to the shopper), or why execution failed. */
  reason: text('reason'),
  /** What the executed action did (orders' ExecutedAction). */
  result: jsonb('result'),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  executedAt: timestamp('executed_at', { withTimezone: true }),
  /** When the agent's graph was resumed after the decision and the shopper told (null while not yet). */
  resumedAt: timestamp('resumed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('approvals_thread_tool_call_uq').on(t.threadId, t.toolCallId),
  index('approvals_store_status_created_idx').on(t.storeId, t.status, t.createdAt),
  index('approvals_pending_expiry_idx').on(t.expiresAt).where(sql`status = 'pending'`),
  index('approvals_unresumed_idx').on(t.threadId).where(sql`resumed_at IS NULL AND interrupt_id IS NOT NULL`),
]);
