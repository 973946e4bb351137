/** Zod schemas of the admin approvals API (request validation and the OpenAPI document). */
import { z } from '@hono/zod-openapi';
import { MessageSchema } from '../conversations/index.ts';
import { APPROVAL_STATUSES } from './schema.ts';

/** Path parameter: an approval id. */
export const ApprovalParamSchema = z.object({ id: z.string().uuid().describe('Approval id') });

/** List query: status filter (`history` = every decided status), cursor and page size. */
export const ApprovalListQuerySchema = z.object({
  status: z.enum([...APPROVAL_STATUSES, 'history']).optional().describe('One status, or `history` for every decided approval'),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  before: z.string().datetime().optional().describe('Cursor: created_at of the last row seen'),
});

/** Body of a denial: the reason is shown to the shopper. */
export const DenyBodySchema = z.object({ reason: z.string().trim().min(1).max(500).describe('Why the store declines (the shopper is told)') });

/** One approval as the admin sees it. Money in cents of `currency`; times ISO 8601. */
export const ApprovalSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(APPROVAL_STATUSES),
  action: z.enum(['refund', 'cancel_order', 'change_shipping_address']),
  summary: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  amount_text: z.string(),
  payload: z.record(z.string(), z.unknown()).describe('The validated action: refunded lines, new address, reason'),
  order: z.object({ id: z.string().uuid(), name: z.string() }),
  conversation_id: z.string().uuid(),
  thread_id: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  decided_by: z.object({ kind: z.enum(['staff', 'auto', 'system']), staff_id: z.string().nullable(), name: z.string().nullable() }).nullable(),
  decided_at: z.string().nullable(),
  reason: z.string().nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
  executed_at: z.string().nullable(),
  resumed_at: z.string().nullable(),
}).openapi('Approval');

/** The order of an approval, for the detail view. */
export const ApprovalOrderSchema = z.object({
  id: z.string(), name: z.string(), customerEmail: z.string(), financialStatus: z.string(), fulfillmentStatus: z.string(),
  currency: z.string(), totalCents: z.number().int(), refundedCents: z.number().int(), remainingRefundableCents: z.number().int(),
  cancelledAt: z.string().nullable(), createdAt: z.string(), shippingAddress: z.record(z.string(), z.unknown()).nullable(),
  lineItems: z.array(z.object({ id: z.string(), title: z.string(), quantity: z.number().int(), refundedQuantity: z.number().int(), priceCents: z.number().int() })),
});

/** One approval with its order and the end of its conversation. */
export const ApprovalDetailSchema = z.object({
  approval: ApprovalSchema,
  order: ApprovalOrderSchema.nullable(),
  conversation: z.object({ id: z.string(), status: z.string() }),
  messages: z.array(MessageSchema).describe('The last messages of the conversation (transcript excerpt), oldest first'),
});
