/**
 * Contracts of the orders capability's agent tools (lookup_order and the order actions refund, cancel_order,
 * change_shipping_address): arguments, results, and the value an action interrupts with. Money in cents.
 */
import { z } from 'zod';
import type { OrderActionPayload } from './types.ts';

/** Tools that change an order: they wait for the store's approval (LangGraph interrupt) unless auto-approved. */
export const ACTION_TOOL_NAMES = ['refund', 'cancel_order', 'change_shipping_address'] as const;
/** One order-action tool name. */
export type ActionToolName = (typeof ACTION_TOOL_NAMES)[number];

const OrderNameArg = z.string().min(1).max(40).describe('Order number of an order verified in this conversation with lookup_order, e.g. #1001');

/** lookup_order arguments: BOTH the order name and the order's email are required. */
export const LookupOrderArgsSchema = z.object({
  order_name: z.string().min(1).max(40).describe('Order number as the shopper gives it, e.g. #1001 or 1001'),
  email: z.string().min(3).max(320).describe('Email address on the order'),
});
export type LookupOrderArgs = z.infer<typeof LookupOrderArgsSchema>;

/** An order as the shopper may see it after verification. Money in cents. */
export const OrderSummarySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  financialStatus: z.string(),
  fulfillmentStatus: z.string(),
  totalCents: z.number().int(),
  currency: z.string(),
  totalText: z.string(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  refundedCents: z.number().int().optional().describe('Already refunded, in cents'),
  lineItems: z.array(z.object({
    id: z.string().optional().describe('Line id (pass it to refund to refund this line)'),
    title: z.string(), quantity: z.number().int(),
    priceCents: z.number().int().optional().describe('Unit price in cents'),
    refundedQuantity: z.number().int().optional().describe('Units already refunded'),
  })),
  shipments: z.array(z.object({
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    status: z.string().nullable(),
    estimatedDelivery: z.string().nullable(),
  })),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/**
 * lookup_order result. A wrong name/email pair answers exactly like a missing order. `limited`: too many failed
 * lookups from this conversation, visitor, address or store (orders/lookup-limits.ts): nothing was looked up.
 */
export const LookupOrderResultSchema = z.object({ found: z.boolean(), order: OrderSummarySchema.nullable(), limited: z.boolean().optional() });
export type LookupOrderResult = z.infer<typeof LookupOrderResultSchema>;

/** refund arguments: the whole order (no `lines`) or some lines with quantities. */
export const RefundArgsSchema = z.object({
  order_name: OrderNameArg,
  lines: z.array(z.object({
    line_id: z.string().min(1).max(100).describe('Line id from lookup_order'),
    quantity: z.number().int().min(1).max(10_000).describe('Units of that line to refund'),
  })).max(100).optional().describe('Omit to refund everything left to refund on the order'),
  reason: z.string().max(500).optional().describe("The shopper's reason"),
});
export type RefundArgs = z.infer<typeof RefundArgsSchema>;

/** cancel_order arguments. */
export const CancelOrderArgsSchema = z.object({
  order_name: OrderNameArg,
  reason: z.string().max(500).optional().describe("The shopper's reason"),
});
export type CancelOrderArgs = z.infer<typeof CancelOrderArgsSchema>;

/** change_shipping_address arguments. */
export const ChangeShippingAddressArgsSchema = z.object({
  order_name: OrderNameArg,
  address: z.object({
    name: z.string().max(120).optional(),
    line1: z.string().min(3).max(200).describe('Street address'),
    line2: z.string().max(200).optional(),
    city: z.string().min(1).max(100),
    region: z.string().max(100).optional().describe('State or province'),
    postal_code: z.string().min(2).max(20),
    country: z.string().min(2).max(60),
  }).describe('The new shipping address'),
});
export type ChangeShippingAddressArgs = z.infer<typeof ChangeShippingAddressArgsSchema>;

/**
 * Result of an order-action tool. `executed`: done (after approval, or auto-approved at or under the store's limit);
 * `denied` (with the store's reason), `expired` (no decision in 72 h), `failed` (approved but the order no longer
 * allowed it), `refused` (not attempted: order not verified in this conversation, nothing left to refund, …).
 * Money in cents.
 */
export const ActionResultSchema = z.object({
  status: z.enum(['executed', 'denied', 'expired', 'failed', 'refused']),
  action: z.enum(ACTION_TOOL_NAMES),
  order_id: z.string().nullable(),
  order_name: z.string().nullable(),
  amount_cents: z.number().int().nullable(),
  amount_text: z.string().nullable().describe('e.g. "$45.98"'),
  summary: z.string().nullable().describe('What was asked, e.g. "Refund $45.98 on order #1001 (everything left to refund)"'),
  reason: z.string().nullable().describe('Why it was denied, failed or refused'),
  auto_approved: z.boolean(),
  approval_id: z.string().nullable(),
  currency: z.string().optional().describe('ISO 4217 code of amount_cents'),
  payload: z.custom<OrderActionPayload>((v) => typeof v === 'object' && v !== null).optional()
    .describe('The planned action (refunded lines, new address): the shopper reads the summary in their language from it'),
  refusal: z.object({ id: z.string(), values: z.record(z.string(), z.union([z.string(), z.number()])) }).nullable().optional()
    .describe("Why it was refused, as a reason id and values (orders/actions.ts RefusalReason), for the shopper's language"),
});
export type ActionResult = z.infer<typeof ActionResultSchema>;

/** The value an order-action tool interrupts with (what staff are asked to approve). Money in cents. */
export type ApprovalRequestValue = {
  type: 'approval'; approval_id: string; action: ActionToolName; order_id: string; order_name: string;
  amount_cents: number; currency: string; amount_text: string; summary: string;
  /** The planned action (lines, address): the shopper's summary in their language is written from it. */
  payload?: OrderActionPayload;
};
