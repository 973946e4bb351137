/**
 * Order-action tools: `refund`, `cancel_order`, `change_shipping_address`. They never execute directly. Each one:
 * 1. checks the order was verified in this conversation (graph state `verifiedOrders`, set by lookup_order);
 * 2. plans the action against the database (a refund never exceeds what is left to refund);
 * 3. a refund that keeps the order's total refunded at or under the store's auto-approve limit (when the limit is
 *    > 0): records an approval decided `auto` and executes it at once; otherwise (and always for address changes and
 *    cancellations) stops the graph with LangGraph `interrupt()` and records a pending approval
 *    (idempotency key = thread id + interrupt id);
 * 4. when staff decide, the graph is resumed with `Command({ resume: { decision, reason, staffId, approvalId } })`; the
 *    tool runs again from the top, finds its approval, `interrupt()` returns the resume value, and the side effect runs
 *    once (approvals' executeApproval locks the approval row; a repeated run returns the stored outcome).
 * Code before `interrupt()` runs again on resume, so everything there is idempotent (lookups, insert-or-get).
 */
import { randomUUID } from 'node:crypto';
import { tool, type StructuredToolInterface } from '@langchain/core/tools';
import type { ToolRunnableConfig } from '@langchain/core/tools';
import { getCurrentTaskInput, interrupt, isGraphInterrupt } from '@langchain/langgraph';
import type { Database } from '../../db/index.ts';
import {
  executeApproval, findApprovalForToolCall, outcomeOf, recordAutoApproval, recordPendingApproval,
  type Approval, type ApprovalOutcome, type ApprovalResume,
} from '../../approvals/index.ts';
import {
  formatMoney, normalizeOrderName, planOrderAction, refusalOf,
  type OrderActionPayload, type OrderActionRequest, type OrderPlatform, type PlannedAction, type RefundPayment, type RefusalReason,
} from '../../orders/index.ts';
import { AppError } from '../../shared/errors.ts';
import type { AgentStateValue } from '../graph.ts';
import {
  CancelOrderArgsSchema, ChangeShippingAddressArgsSchema, RefundArgsSchema,
  type ActionResult, type ActionToolName, type ApprovalRequestValue,
} from './contracts.ts';
import { toolContextOf } from './context.ts';

/**
 * What the action tools need besides the database. `refundPayment`: the payment provider seam (none = local orders);
 * `orders`: the platform of platform stores (Shopify), which carries approved actions out.
 */
export type ActionToolOptions = { refundPayment?: RefundPayment; orders?: OrderPlatform };

/** How a sandboxed action's reason starts (replays: nothing takes effect). */
export const SANDBOX_PREFIX = 'Test run:';

/** Shopper-safe words for an order that was not verified in this conversation. */
export const NOT_VERIFIED = 'That order has not been verified in this conversation yet: ask for the order number and the email on the order, and call lookup_order first.';

function resultOf(o: ApprovalOutcome, orderName: string): ActionResult {
  const status = o.status === 'pending' || o.status === 'approved' ? 'failed' : o.status;
  return {
    status, action: o.action, order_id: o.orderId, order_name: orderName, amount_cents: o.amountCents, amount_text: o.amountText,
    summary: o.summary, reason: o.reason, auto_approved: o.autoApproved, approval_id: o.approvalId, currency: o.currency, payload: o.payload,
  };
}

function refused(action: ActionToolName, orderName: string | null, reason: string, refusal: RefusalReason | null = null): string {
  return JSON.stringify({
    status: 'refused', action, order_id: null, order_name: orderName, amount_cents: null, amount_text: null, summary: null, reason,
    auto_approved: false, approval_id: null, refusal,
  } satisfies ActionResult);
}

function requestValue(a: Pick<Approval, 'id' | 'action' | 'orderId' | 'amountCents' | 'currency' | 'summary' | 'payload'>, orderName: string): ApprovalRequestValue {
  return {
    type: 'approval', approval_id: a.id, action: a.action, order_id: a.orderId, order_name: orderName,
    amount_cents: a.amountCents, currency: a.currency, amount_text: formatMoney(a.amountCents, a.currency), summary: a.summary,
    payload: a.payload as OrderActionPayload,
  };
}

/** Build the three order-action tools over one database. */
export function createActionTools(database: Database, opts: ActionToolOptions = {}): StructuredToolInterface[] {
  async function run(action: ActionToolName, orderNameArg: string, req: OrderActionRequest, config: ToolRunnableConfig): Promise<string> {
    const ctx = toolContextOf(config);
    const threadId = String((config.configurable as { thread_id?: string }).thread_id ?? ctx.conversationId);
    const toolCallId = config.toolCall?.id;
    if (!toolCallId) throw new Error(`${action} called without a tool call id`);
    const origin = { storeId: ctx.storeId, conversationId: ctx.conversationId, threadId, toolCallId };
    const orderName = normalizeOrderName(orderNameArg);
    const exec = (id: string) => executeApproval(database, id, { refundPayment: opts.refundPayment, platform: opts.orders });

    let approval = await findApprovalForToolCall(database, threadId, toolCallId);
    if (!approval) {
      const state = getCurrentTaskInput() as AgentStateValue;
      const verified = (state.verifiedOrders ?? []).find((o) => o.name === orderName);
      if (!verified) return refused(action, orderName, NOT_VERIFIED);
      let plan: PlannedAction;
      try {
        plan = await planOrderAction(database.db, ctx.storeId, verified.id, req);
      } catch (err) {
        if (err instanceof AppError) return refused(action, orderName, err.detail, refusalOf(err));
        throw err;
      }
      if (ctx.sandbox) {
        // A test run changes nothing; it says what would have happened (auto-approval covers refunds within the limit only).
        const wouldAuto = action === 'refund' && ctx.autoApproveLimitCents > 0 && plan.amountCents <= ctx.autoApproveLimitCents;
        return refused(action, orderName, `${SANDBOX_PREFIX} ${wouldAuto ? 'would have done it at once (within the auto-approve limit)' : 'would have asked the store to approve it'}: ${plan.summary}. Nothing was changed.`);
      }
      // Only refunds, and only while the order's total refunded stays within the limit; address changes and
      // cancellations always wait for a person (issue 13 item 7).
      const auto = await recordAutoApproval(database, { ...origin, plan, limitCents: ctx.autoApproveLimitCents });
      if (auto) return JSON.stringify(resultOf(await exec(auto.id), orderName));
      const id = randomUUID();
      try {
        interrupt(requestValue({ id, action, orderId: plan.orderId, amountCents: plan.amountCents, currency: plan.currency, summary: plan.summary, payload: plan.payload }, orderName));
      } catch (err) {
        // The graph stops here. Record the approval with the interrupt's id before the stop propagates.
        if (isGraphInterrupt(err)) {
          const interruptId = err.interrupts[0]?.id;
          if (!interruptId) throw new Error('interrupt without an id (checkpointer missing?)');
          await recordPendingApproval(database, { ...origin, id, interruptId, plan });
        }
        throw err;
      }
      throw new Error('interrupt() returned without a resume value');
    }
    if (approval.interruptId === null) return JSON.stringify(resultOf(await exec(approval.id), orderName)); // auto-approved
    // Resumed (or retried while still pending: interrupt() then stops the graph again with the same id).
    const resume = interrupt(requestValue(approval, orderName)) as ApprovalResume;
    if (resume?.approvalId && resume.approvalId !== approval.id) throw new Error('resume value names another approval');
    const outcome = await exec(approval.id);
    return JSON.stringify(resultOf(outcome.status === 'pending' ? outcomeOf(approval) : outcome, orderName));
  }

  const refundTool = tool(async (args, config) => run('refund', args.order_name, { action: 'refund', lines: args.lines ?? null, reason: args.reason ?? null }, config), {
    name: 'refund',
    description: "Refund a verified order: the whole order (omit lines) or some lines with quantities (line ids from lookup_order). Never more than is left to refund. The store approves it first unless the amount is within its auto-approve limit; the shopper is told the outcome.",
    schema: RefundArgsSchema,
  });
  const cancelTool = tool(async (args, config) => run('cancel_order', args.order_name, { action: 'cancel_order', reason: args.reason ?? null }, config), {
    name: 'cancel_order',
    description: 'Cancel a verified order that has not shipped yet (its payment is refunded). The store approves it first unless within its auto-approve limit.',
    schema: CancelOrderArgsSchema,
  });
  const addressTool = tool(async (args, config) => run('change_shipping_address', args.order_name, { action: 'change_shipping_address', address: args.address }, config), {
    name: 'change_shipping_address',
    description: 'Change the shipping address of a verified order that has not shipped yet. The store approves it first unless auto-approval is on.',
    schema: ChangeShippingAddressArgsSchema,
  });
  return [refundTool, cancelTool, addressTool];
}
