/**
 * Approvals: the record of every order action the agent asked for, its decision and its single execution.
 * States (PRODUCT.md §4): pending → approved → executed | failed; pending → denied; pending → expired (72 h).
 * Every staff-facing query is scoped to one store; a decision is a conditional update (`status = 'pending'`), so
 * of two concurrent decisions exactly one wins and the other gets `conflict`. Execution locks the approval row,
 * runs the order change once (orders' executeOrderAction, keyed by the approval's idempotency key) and stores
 * the outcome; a second call returns the stored outcome.
 */
import { and, desc, eq, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import { preparedPerDatabase, type Database } from '../db/index.ts';
import { recordEvent, type EventTransaction } from '../events/index.ts';
import { executeOrderAction, formatMoney, getOrderDetail, type ExecutedAction, type OrderActionPayload, type OrderPlatform, type PlannedAction, type RefundPayment } from '../orders/index.ts';
import { AppError } from '../shared/errors.ts';
import { APPROVAL_STATUSES, approvals } from './schema.ts';

/** Pending approvals expire after 72 h (PRODUCT.md §9). */
export const APPROVAL_TTL_MS = 72 * 3600 * 1000;

/** An approval row. */
export type Approval = typeof approvals.$inferSelect;
/** One approval status. */
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
/** Who decided when no person did. */
export const DECIDED_BY_AUTO = 'auto';
/** `decided_by` of expired approvals. */
export const DECIDED_BY_SYSTEM = 'system';

/** What the agent's graph is resumed with (LangGraph `Command({ resume })`; always an object, never falsy). */
export type ApprovalResume = { decision: 'approved' | 'denied' | 'expired'; reason: string | null; staffId: string | null; approvalId: string };

/** The outcome of an approval as the agent's tool reports it. Money in cents. */
export type ApprovalOutcome = {
  approvalId: string; status: ApprovalStatus; action: Approval['action']; orderId: string; amountCents: number; currency: string;
  amountText: string; summary: string; reason: string | null; autoApproved: boolean; result: ExecutedAction | null;
  /** The planned action (orders' OrderActionPayload). */
  payload: OrderActionPayload;
};

/** Identity of the tool call asking for an action. */
export type ApprovalOrigin = { storeId: string; conversationId: string; threadId: string; toolCallId: string };

/** The approval asked for by one tool call of a thread, or null. */
export async function findApprovalForToolCall(database: Database, threadId: string, toolCallId: string): Promise<Approval | null> {
  const rows = await database.db.select().from(approvals)
    .where(and(eq(approvals.threadId, threadId), eq(approvals.toolCallId, toolCallId))).limit(1);
  return rows[0] ?? null;
}

function planValues(origin: ApprovalOrigin, plan: PlannedAction) {
  return {
    storeId: origin.storeId, conversationId: origin.conversationId, threadId: origin.threadId, toolCallId: origin.toolCallId,
    orderId: plan.orderId, action: plan.payload.action, payload: plan.payload, amountCents: plan.amountCents, currency: plan.currency,
    summary: plan.summary,
  };
}

/**
 * Record a pending approval for an interrupted graph: idempotency key `<thread>:<interrupt id>`, expiry now + 72 h.
 * Idempotent per (thread, tool call): a second call returns the existing row.
 */
export async function recordPendingApproval(database: Database, input: ApprovalOrigin & {
  id: string; interruptId: string; plan: PlannedAction; now?: Date;
}): Promise<Approval> {
  const now = input.now ?? new Date();
  const row = await database.db.transaction(async (tx) => {
    const [r] = await tx.insert(approvals).values({
      id: input.id, ...planValues(input, input.plan), interruptId: input.interruptId, status: 'pending',
      idempotencyKey: `${input.threadId}:${input.interruptId}`, expiresAt: new Date(now.getTime() + APPROVAL_TTL_MS), createdAt: now,
    }).onConflictDoNothing({ target: [approvals.threadId, approvals.toolCallId] }).returning();
    if (r) await recordEvent(tx, { storeId: r.storeId, type: 'approval.requested', payload: eventPayloadOf(r) });
    return r;
  });
  return row ?? (await findApprovalForToolCall(database, input.threadId, input.toolCallId))!;
}

/**
 * Record an approval decided automatically: status `approved`, `decided_by = auto`, idempotency key
 * `<thread>:<tool call id>` (the graph never stopped, so there is no interrupt). Idempotent per (thread, tool call).
 * Only refunds qualify, and only while the order's **total** refunded — already refunded (`orders.refunded_cents`),
 * plus refunds approved and not yet executed, plus this one — stays at or under `limitCents` (the store's
 * auto-approve limit, cents; issue 13 item 7: a refund split into small ones cannot pass under it). Address changes
 * and cancellations always wait for a person. Checked under a per-order advisory lock, so two refunds of one order
 * decided at the same moment cannot both pass.
 * @returns the approval, or null when the action must wait for a person
 */
export async function recordAutoApproval(database: Database, input: ApprovalOrigin & { plan: PlannedAction; limitCents: number; now?: Date }): Promise<Approval | null> {
  const now = input.now ?? new Date();
  const { plan } = input;
  if (plan.payload.action !== 'refund' || input.limitCents <= 0 || plan.amountCents > input.limitCents) return null;
  const existing = await findApprovalForToolCall(database, input.threadId, input.toolCallId);
  if (existing) return existing;
  const row = await database.db.transaction(async (tx): Promise<Approval | 'conflict' | null> => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`auto-approve:${plan.orderId}`}, 0))`);
    // Approved-but-not-executed refunds first, then the order: an execution committing in between is counted twice
    // (safe), never missed.
    const [waiting] = await tx.select({ cents: sql<number>`coalesce(sum(${approvals.amountCents}), 0)::int` }).from(approvals)
      .where(and(eq(approvals.storeId, input.storeId), eq(approvals.orderId, plan.orderId), eq(approvals.action, 'refund'), eq(approvals.status, 'approved')));
    const order = await getOrderDetail(tx, input.storeId, plan.orderId);
    if (!order || order.refundedCents + (waiting?.cents ?? 0) + plan.amountCents > input.limitCents) return null;
    const [r] = await tx.insert(approvals).values({
      ...planValues(input, plan), status: 'approved', decidedBy: DECIDED_BY_AUTO, decidedAt: now, resumedAt: now,
      idempotencyKey: `${input.threadId}:${input.toolCallId}`, expiresAt: new Date(now.getTime() + APPROVAL_TTL_MS), createdAt: now,
    }).onConflictDoNothing({ target: [approvals.threadId, approvals.toolCallId] }).returning();
    if (r) {
      await recordEvent(tx, { storeId: r.storeId, type: 'approval.requested', payload: eventPayloadOf(r) });
      await recordEvent(tx, { storeId: r.storeId, type: 'approval.decided', payload: eventPayloadOf(r) });
    }
    return r ?? 'conflict';
  });
  if (row === null) return null;
  return row === 'conflict' ? (await findApprovalForToolCall(database, input.threadId, input.toolCallId))! : row;
}

/**
 * The `data` of approval events (approval.requested / approval.decided): ids, action, amount in cents, status and
 * decision. `decided_by` is a staff id, `auto` or `system`.
 */
export function eventPayloadOf(a: Approval): Record<string, unknown> {
  return {
    approval_id: a.id, conversation_id: a.conversationId, order_id: a.orderId, action: a.action, amount_cents: a.amountCents,
    currency: a.currency, summary: a.summary, status: a.status, decided_by: a.decidedBy, reason: a.reason,
    decided_at: a.decidedAt?.toISOString() ?? null, expires_at: a.expiresAt.toISOString(),
  };
}

/** Record order.action_executed (and refund.issued when money went back) for an executed approval, in `tx`. */
async function recordExecutionEvents(tx: EventTransaction, a: Approval, result: ExecutedAction): Promise<void> {
  const base = { approval_id: a.id, conversation_id: a.conversationId, order_id: a.orderId, order_name: result.orderName, idempotency_key: a.idempotencyKey };
  await recordEvent(tx, { storeId: a.storeId, type: 'order.action_executed', payload: {
    ...base, action: a.action, amount_cents: result.amountCents, currency: result.currency, financial_status: result.financialStatus,
    cancelled_at: result.cancelledAt, shipping_address: result.shippingAddress,
  } });
  if (result.amountCents > 0) {
    await recordEvent(tx, { storeId: a.storeId, type: 'refund.issued', payload: {
      ...base, amount_cents: result.amountCents, currency: result.currency, refunded_cents: result.refundedCents, total_cents: result.totalCents,
    } });
  }
}

/** The outcome view of an approval row. */
export function outcomeOf(a: Approval): ApprovalOutcome {
  return {
    approvalId: a.id, status: a.status, action: a.action, orderId: a.orderId, amountCents: a.amountCents, currency: a.currency,
    amountText: formatMoney(a.amountCents, a.currency), summary: a.summary, reason: a.reason, autoApproved: a.decidedBy === DECIDED_BY_AUTO,
    result: (a.result as ExecutedAction | null) ?? null, payload: a.payload as OrderActionPayload,
  };
}

/**
 * Options of {@link executeApproval}. `refundPayment` moves the money at the payment provider (when the order was paid
 * there); `platform` carries the action out at the store's platform (Shopify stores).
 */
export type ExecuteOptions = { refundPayment?: RefundPayment; platform?: OrderPlatform; now?: Date };

/**
 * Run an approved action exactly once. In one transaction: lock the approval; when `approved`, execute the order
 * change (order row locked and re-validated, ledger row written) and mark it `executed` — or `failed` with the reason
 * when the order no longer allows it. Any other status is returned as it is (a repeated call after `executed`
 * returns the stored result; `pending` is returned unchanged).
 * @throws AppError not_found when the approval does not exist
 */
export async function executeApproval(database: Database, approvalId: string, opts: ExecuteOptions = {}): Promise<ApprovalOutcome> {
  return database.db.transaction(async (tx) => {
    const rows = await tx.select().from(approvals).where(eq(approvals.id, approvalId)).for('update').limit(1);
    const a = rows[0];
    if (!a) throw new AppError('not_found', 'No such approval');
    if (a.status !== 'approved') return outcomeOf(a);
    const now = opts.now ?? new Date();
    let updated: Approval[];
    try {
      const result = await tx.transaction((sp) => executeOrderAction(sp, {
        storeId: a.storeId, orderId: a.orderId, payload: a.payload as OrderActionPayload, idempotencyKey: a.idempotencyKey, refundPayment: opts.refundPayment, platform: opts.platform,
      }));
      updated = await tx.update(approvals).set({ status: 'executed', result, executedAt: now }).where(eq(approvals.id, a.id)).returning();
      await recordExecutionEvents(tx, updated[0]!, result);
    } catch (err) {
      const reason = err instanceof AppError ? err.detail : 'The store could not complete this action.';
      updated = await tx.update(approvals).set({ status: 'failed', reason, executedAt: now }).where(eq(approvals.id, a.id)).returning();
    }
    return outcomeOf(updated[0]!);
  });
}

/** A staff decision. `reason` is required for a denial (it is shown to the shopper). */
export type Decision = { decision: 'approved' | 'denied'; staffId: string; reason?: string | null; now?: Date };

/**
 * Decide a pending approval of a store. Exactly one of concurrent decisions wins (conditional update).
 * @throws AppError not_found (no such approval in this store), conflict (already decided or expired),
 *   invalid_request (a denial without a reason)
 */
export async function decideApproval(database: Database, storeId: string, id: string, d: Decision): Promise<Approval> {
  const reason = d.reason?.trim() || null;
  if (d.decision === 'denied' && !reason) throw new AppError('invalid_request', 'A denial needs a reason (the shopper is told)');
  const now = d.now ?? new Date();
  const rows = await database.db.transaction(async (tx) => {
    const r = await tx.update(approvals)
      .set({ status: d.decision, decidedBy: d.staffId, decidedAt: now, reason })
      .where(and(eq(approvals.storeId, storeId), eq(approvals.id, id), eq(approvals.status, 'pending'), sql`${approvals.expiresAt} > ${now}`))
      .returning();
    if (r[0]) await recordEvent(tx, { storeId, type: 'approval.decided', payload: eventPayloadOf(r[0]) });
    return r;
  });
  if (rows[0]) return rows[0];
  const existing = await findApproval(database, storeId, id);
  if (!existing) throw new AppError('not_found', 'No such approval');
  throw new AppError('conflict', existing.status === 'pending' ? 'This approval has expired' : `This approval is already ${existing.status}`);
}

/** Find an approval of a store, or null (another store's id → null). */
export async function findApproval(database: Database, storeId: string, id: string): Promise<Approval | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const rows = await database.db.select().from(approvals).where(and(eq(approvals.storeId, storeId), eq(approvals.id, id))).limit(1);
  return rows[0] ?? null;
}

/** List filter: one status, `open` (pending), or `history` (every decided status). */
export type ApprovalFilter = ApprovalStatus | 'history';

/** A store's approvals, newest first; `before` = ISO cursor on created_at; at most `limit` (default 50, max 200). */
export async function listApprovals(database: Database, storeId: string, opts: { status?: ApprovalFilter; limit?: number; before?: string } = {}): Promise<Approval[]> {
  const conds = [eq(approvals.storeId, storeId)];
  if (opts.status === 'history') conds.push(inArray(approvals.status, ['approved', 'executed', 'failed', 'denied', 'expired']));
  else if (opts.status) conds.push(eq(approvals.status, opts.status));
  if (opts.before) conds.push(lt(approvals.createdAt, new Date(opts.before)));
  return database.db.select().from(approvals).where(and(...conds)).orderBy(desc(approvals.createdAt)).limit(Math.min(opts.limit ?? 50, 200));
}

/**
 * Expire every pending approval whose 72 h are over (`expires_at <= now`): status `expired`, `decided_by = system`.
 * Returns the rows expired now (each thread must then be resumed with `{ decision: 'expired' }`).
 */
export async function expireApprovals(database: Database, now: Date = new Date()): Promise<Approval[]> {
  return database.db.transaction(async (tx) => {
    const rows = await tx.update(approvals)
      .set({ status: 'expired', decidedBy: DECIDED_BY_SYSTEM, decidedAt: now, reason: 'No decision within 72 hours' })
      .where(and(eq(approvals.status, 'pending'), lte(approvals.expiresAt, now)))
      .returning();
    for (const a of rows) await recordEvent(tx, { storeId: a.storeId, type: 'approval.decided', payload: eventPayloadOf(a) });
    return rows;
  });
}

/** Mark an approval's thread as resumed (the shopper was told the outcome). */
export async function markApprovalResumed(database: Database, id: string, now: Date = new Date()): Promise<void> {
  await database.db.update(approvals).set({ resumedAt: now }).where(eq(approvals.id, id));
}

/**
 * The approval a thread is stopped on (its graph is interrupted and not yet resumed), or null. While one is open the
 * agent does not start a new run on the thread: a new run would drop the pending interrupt.
 */
export async function findOpenApprovalOnThread(database: Database, threadId: string): Promise<Approval | null> {
  const rows = await openApprovalOnThread(database.db).execute({ threadId });
  return rows[0] ?? null;
}

/** {@link findOpenApprovalOnThread}'s statement, named (every agent turn asks it). */
const openApprovalOnThread = preparedPerDatabase((db) => db.select().from(approvals)
  .where(and(eq(approvals.threadId, sql.placeholder('threadId')), isNotNull(approvals.interruptId), isNull(approvals.resumedAt)))
  .orderBy(desc(approvals.createdAt)).limit(1).prepare('aisle_open_approval_on_thread'));

/** Decided approvals whose thread was never resumed (a process stopped in between), decided before `before`. */
export async function listUnresumedDecisions(database: Database, before: Date, limit = 100): Promise<Approval[]> {
  return database.db.select().from(approvals).where(and(
    isNotNull(approvals.interruptId), isNull(approvals.resumedAt), inArray(approvals.status, ['approved', 'executed', 'failed', 'denied', 'expired']),
    lt(approvals.decidedAt, before),
  )).orderBy(approvals.decidedAt).limit(limit);
}
