/**
 * Admin approvals API (`/api/v1/admin/approvals*`): any staff member reads (viewer and up); `agent` and `owner`
 * decide. Every query is scoped to the signed-in staff member's store: another store's ids answer 404. Deciding
 * twice answers 409 `conflict`. A decision resumes the agent's graph in the background (see workflow.ts).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { getConversation, listMessages, renderMessages } from '../conversations/index.ts';
import type { Database } from '../db/index.ts';
import { formatMoney, getOrderDetail, type OrderPlatform } from '../orders/index.ts';
import { AppError } from '../shared/errors.ts';
import { createRouter, problemResponses } from '../shared/http.ts';
import { findStoreById, listStaff, type RequireStaff } from '../stores/index.ts';
import { ApprovalDetailSchema, ApprovalListQuerySchema, ApprovalParamSchema, ApprovalSchema, DenyBodySchema } from './schemas.ts';
import { DECIDED_BY_AUTO, DECIDED_BY_SYSTEM, findApproval, listApprovals, type Approval } from './service.ts';
import type { ApprovalWorkflow } from './workflow.ts';

/** Dependencies of the approval routes. `orders` refreshes a platform store's order from the platform before it is shown. */
export type ApprovalRouteDeps = { database: Database; requireStaff: RequireStaff; workflow: ApprovalWorkflow; orders?: OrderPlatform };

/** Messages of the conversation shown with an approval (the end of the transcript). */
export const TRANSCRIPT_EXCERPT = 20;

const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });

/** An approval for the API; `names` maps staff ids to names. */
export function approvalView(a: Approval, orderName: string, names: Map<string, string>): z.infer<typeof ApprovalSchema> {
  const by = a.decidedBy;
  const decidedBy = by === null ? null
    : by === DECIDED_BY_AUTO ? { kind: 'auto' as const, staff_id: null, name: null }
    : by === DECIDED_BY_SYSTEM ? { kind: 'system' as const, staff_id: null, name: null }
    : { kind: 'staff' as const, staff_id: by, name: names.get(by) ?? null };
  return {
    id: a.id, status: a.status, action: a.action, summary: a.summary, amount_cents: a.amountCents, currency: a.currency,
    amount_text: formatMoney(a.amountCents, a.currency), payload: a.payload as Record<string, unknown>,
    order: { id: a.orderId, name: orderName }, conversation_id: a.conversationId, thread_id: a.threadId,
    created_at: a.createdAt.toISOString(), expires_at: a.expiresAt.toISOString(), decided_by: decidedBy,
    decided_at: a.decidedAt?.toISOString() ?? null, reason: a.reason, result: (a.result as Record<string, unknown> | null) ?? null,
    executed_at: a.executedAt?.toISOString() ?? null, resumed_at: a.resumedAt?.toISOString() ?? null,
  };
}

/** The order name an approval was asked for (kept in its summary's payload-independent form). */
function orderNameOf(a: Approval): string {
  return a.summary.match(/#[A-Za-z0-9-]+/)?.[0] ?? '';
}

/** Create the admin approvals sub-app (mounted at the root). */
export function createApprovalRoutes(deps: ApprovalRouteDeps) {
  const { database } = deps;
  const app = createRouter();

  async function staffNames(storeId: string): Promise<Map<string, string>> {
    return new Map((await listStaff(database, storeId)).map((m) => [m.id, m.name || m.email]));
  }
  async function viewOf(storeId: string, a: Approval) {
    return approvalView(a, orderNameOf(a), await staffNames(storeId));
  }

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/approvals', tags: ['admin'], summary: "The store's approvals, newest first",
    request: { query: ApprovalListQuerySchema },
    responses: { 200: json(z.object({ approvals: z.array(ApprovalSchema) }), 'Approvals'), ...problemResponses(400, 401) },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'viewer');
    const rows = await listApprovals(database, storeId, c.req.valid('query'));
    const names = await staffNames(storeId);
    return c.json({ approvals: rows.map((a) => approvalView(a, orderNameOf(a), names)) }, 200);
  });

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/approvals/{id}', tags: ['admin'], summary: 'One approval with its order and the end of its conversation',
    request: { params: ApprovalParamSchema },
    responses: { 200: json(ApprovalDetailSchema, 'Approval'), ...problemResponses(401, 404) },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'viewer');
    const a = await findApproval(database, storeId, c.req.valid('param').id);
    if (!a) throw new AppError('not_found', 'No such approval');
    const store = await findStoreById(database, storeId);
    const conversation = await getConversation(database, storeId, a.conversationId);
    const rows = await listMessages(database, storeId, a.conversationId, TRANSCRIPT_EXCERPT);
    // A Shopify store's order is shown as Shopify has it now (a failed refresh keeps the last mirrored state).
    await deps.orders?.refreshOrder(storeId, a.orderId).catch(() => {});
    const [order, messages] = await Promise.all([
      getOrderDetail(database.db, storeId, a.orderId),
      renderMessages(database, storeId, store?.currency ?? a.currency, rows),
    ]);
    return c.json({
      approval: await viewOf(storeId, a),
      order: order as z.infer<typeof ApprovalDetailSchema>['order'],
      conversation: { id: conversation.id, status: conversation.status },
      messages,
    }, 200);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/admin/approvals/{id}/approve', tags: ['admin'], summary: 'Approve: the agent resumes and the action runs once',
    description: 'Needs the agent role. The shopper is told the outcome in the conversation. A second decision answers 409.',
    request: { params: ApprovalParamSchema },
    responses: { 200: json(z.object({ approval: ApprovalSchema }), 'Approved'), ...problemResponses(401, 403, 404, 409) },
  }), async (c) => {
    const { storeId, staffId } = await deps.requireStaff(c, 'agent');
    const a = await deps.workflow.decide(storeId, c.req.valid('param').id, { decision: 'approved', staffId });
    return c.json({ approval: await viewOf(storeId, a) }, 200);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/admin/approvals/{id}/deny', tags: ['admin'], summary: 'Deny with a reason (the shopper is told)',
    description: 'Needs the agent role. A second decision answers 409.',
    request: { params: ApprovalParamSchema, body: { content: { 'application/json': { schema: DenyBodySchema } }, required: true } },
    responses: { 200: json(z.object({ approval: ApprovalSchema }), 'Denied'), ...problemResponses(400, 401, 403, 404, 409) },
  }), async (c) => {
    const { storeId, staffId } = await deps.requireStaff(c, 'agent');
    const a = await deps.workflow.decide(storeId, c.req.valid('param').id, { decision: 'denied', staffId, reason: c.req.valid('json').reason });
    return c.json({ approval: await viewOf(storeId, a) }, 200);
  });

  return app;
}
