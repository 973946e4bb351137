/**
 * Shapes shared by the orders folder's modules (service, actions, payments, platform seam), kept below all of them so
 * none imports another for a type: order lines and shipments as stored, shipping addresses, and order actions as
 * asked for and as planned. Money in cents (minor units of the order's currency).
 */
import { z } from 'zod';

/** An order line as stored in `orders.line_items`. Money in cents; `refunded_quantity` = units refunded so far. */
export type OrderLine = { id: string; product_id?: string | null; variant_id?: string | null; title: string; quantity: number; price_cents: number; refunded_quantity?: number };
/** A shipment as stored in `orders.shipments`. */
export type Shipment = { carrier: string | null; tracking_number: string | null; tracking_url: string | null; status: string | null; estimated_delivery: string | null };

/** The kinds of order action (PRODUCT.md §3 Approval.action). */
export const ORDER_ACTIONS = ['refund', 'cancel_order', 'change_shipping_address'] as const;
/** One kind of order action. */
export type OrderActionKind = (typeof ORDER_ACTIONS)[number];

/** A shipping address (Shopify MailingAddress words, snake_case). */
export const ShippingAddressSchema = z.object({
  name: z.string().max(120).optional().describe('Recipient name'),
  line1: z.string().min(3).max(200).describe('Street address'),
  line2: z.string().max(200).optional().describe('Apartment, suite, …'),
  city: z.string().min(1).max(100),
  region: z.string().max(100).optional().describe('State or province (code or name)'),
  postal_code: z.string().min(2).max(20),
  country: z.string().min(2).max(60).describe('Country (ISO 3166 code or name)'),
});
/** A shipping address. */
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

/** One refunded line: its id (from the order) and how many units. */
export type RefundLineRequest = { line_id: string; quantity: number };

/** What the agent asks for. `lines` null/empty = refund everything that is left (shipping included). */
export type OrderActionRequest =
  | { action: 'refund'; lines?: RefundLineRequest[] | null; reason?: string | null }
  | { action: 'cancel_order'; reason?: string | null }
  | { action: 'change_shipping_address'; address: ShippingAddress };

/** A refunded line as planned and stored in approval payloads. Money in cents. */
export type PlannedRefundLine = { line_id: string; title: string; quantity: number; price_cents: number; amount_cents: number };

/** The normalised action: what will be done and for how much. Stored as the approval's payload. */
export type OrderActionPayload =
  | { action: 'refund'; whole_order: boolean; lines: PlannedRefundLine[]; reason: string | null }
  | { action: 'cancel_order'; reason: string | null }
  | { action: 'change_shipping_address'; address: ShippingAddress; previous_address: ShippingAddress | null };

