/**
 * Contracts of the agent's tools: argument schemas (what a model fills) and result shapes
 * (what tools return, what the local model writes its replies from, and what grounded
 * parts are built from). Producer and consumer parse with these same schemas.
 */
import { z } from 'zod';

/** Tool names, as models see them. */
export const TOOL_NAMES = [
  'search_products', 'get_product', 'get_policy', 'lookup_order', 'request_handoff', 'refund', 'cancel_order', 'change_shipping_address',
  'add_to_cart', 'checkout',
] as const;
/** Tools that change an order: they wait for the store's approval (LangGraph interrupt) unless auto-approved. */
export const ACTION_TOOL_NAMES = ['refund', 'cancel_order', 'change_shipping_address'] as const;
/** One order-action tool name. */
export type ActionToolName = (typeof ACTION_TOOL_NAMES)[number];
/** One tool name. */
export type ToolName = (typeof TOOL_NAMES)[number];

/** search_products arguments: the shopper's words; constraints are parsed from them. */
export const SearchProductsArgsSchema = z.object({
  query: z.string().min(1).max(500).describe("The shopper's search words, including price, colour, size or brand constraints as they said them"),
  limit: z.number().int().min(1).max(10).optional().describe('How many products to return (default 5)'),
});
export type SearchProductsArgs = z.infer<typeof SearchProductsArgsSchema>;

/** Constraints parsed from a shopper's words. Money in integer cents. */
export const SearchConstraintsSchema = z.object({
  text: z.string().describe('The words left after constraints were taken out'),
  minPriceCents: z.number().int().nullable(),
  maxPriceCents: z.number().int().nullable(),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  brands: z.array(z.string()),
  categories: z.array(z.string()),
  inStock: z.boolean(),
});
export type SearchConstraints = z.infer<typeof SearchConstraintsSchema>;

/** A product as tools return it (facts from the database only). */
export const ProductSummarySchema = z.object({
  id: z.string().uuid(),
  handle: z.string(),
  title: z.string(),
  vendor: z.string(),
  priceCents: z.number().int().nullable().describe('Lowest variant price in cents; null = price not listed'),
  currency: z.string(),
  priceText: z.string().describe('e.g. "$19.99" or "price not listed"'),
  rating: z.number().nullable(),
  ratingCount: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  url: z.string().nullable(),
  available: z.boolean().nullable().describe('null when inventory is not tracked'),
  color: z.string().nullable(),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

/** search_products result. `closest` = nothing satisfied every constraint; products are the nearest, labelled so. */
export const SearchProductsResultSchema = z.object({
  constraints: SearchConstraintsSchema,
  products: z.array(ProductSummarySchema),
  total: z.number().int(),
  closest: z.boolean().describe('true when no product met every stated constraint and these are the closest items'),
  relaxed: z.array(z.string()).describe('Which constraints were relaxed to find the closest items'),
  partial: z.boolean().default(false).describe('true when no product matched most of the words: these items share only some of them'),
});
export type SearchProductsResult = z.infer<typeof SearchProductsResultSchema>;

/** get_product arguments. */
export const GetProductArgsSchema = z.object({
  product_id: z.string().describe('Id of a product returned by search_products'),
  question: z.string().max(2000).describe("The shopper's question about this product"),
});
export type GetProductArgs = z.infer<typeof GetProductArgsSchema>;

/** A ranked passage of product text. */
export const PassageSchema = z.object({
  text: z.string(),
  source: z.enum(['title', 'attribute', 'bullet', 'description', 'option', 'price']),
  score: z.number(),
});
export type Passage = z.infer<typeof PassageSchema>;

/** get_product result: the product and its passages ranked for the question, best first. */
export const GetProductResultSchema = z.object({
  found: z.boolean(),
  product: ProductSummarySchema.nullable(),
  passages: z.array(PassageSchema),
});
export type GetProductResult = z.infer<typeof GetProductResultSchema>;

/** get_policy arguments. */
export const GetPolicyArgsSchema = z.object({
  topic: z.string().min(1).max(500).describe('What the shopper asks about: shipping, returns, payment, contact, ...'),
});
export type GetPolicyArgs = z.infer<typeof GetPolicyArgsSchema>;

/** get_policy result: matching knowledge articles, best first. */
export const GetPolicyResultSchema = z.object({
  articles: z.array(z.object({ id: z.string(), title: z.string(), body: z.string(), excerpt: z.string() })),
});
export type GetPolicyResult = z.infer<typeof GetPolicyResultSchema>;

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

/** lookup_order result. A wrong name/email pair answers exactly like a missing order. */
export const LookupOrderResultSchema = z.object({ found: z.boolean(), order: OrderSummarySchema.nullable() });
export type LookupOrderResult = z.infer<typeof LookupOrderResultSchema>;

/** request_handoff arguments. */
export const RequestHandoffArgsSchema = z.object({
  reason: z.string().max(500).describe('Why the shopper needs a person'),
});
export type RequestHandoffArgs = z.infer<typeof RequestHandoffArgsSchema>;

/** request_handoff result. */
export const RequestHandoffResultSchema = z.object({
  status: z.enum(['handoff_requested', 'human']),
  staffAvailable: z.boolean(),
});
export type RequestHandoffResult = z.infer<typeof RequestHandoffResultSchema>;

/** A cart as tools return it (prices from the database). Money in cents. */
export const CartSummarySchema = z.object({
  id: z.string().uuid().nullable(),
  itemCount: z.number().int(),
  subtotalCents: z.number().int(),
  subtotalText: z.string(),
  currency: z.string(),
  lines: z.array(z.object({ title: z.string(), variantTitle: z.string().nullable(), quantity: z.number().int(), lineTotalText: z.string() })),
});
export type CartSummary = z.infer<typeof CartSummarySchema>;

/** add_to_cart arguments: a product shown to the shopper, and the variant (by id, or by the shopper's words). */
export const AddToCartArgsSchema = z.object({
  product_id: z.string().describe('Id of a product from search_products or get_product'),
  variant_id: z.string().optional().describe('Id of the variant, when known'),
  options: z.string().max(200).optional().describe("The shopper's words for the variant, e.g. \"blue, size M\""),
  quantity: z.number().int().min(1).max(20).optional().describe('How many (default 1)'),
});
export type AddToCartArgs = z.infer<typeof AddToCartArgsSchema>;

/**
 * add_to_cart result. `added` false with a reason: `needs_variant` (several variants match: ask the shopper;
 * `choices` lists them), `not_found`, `no_price`, `out_of_stock`.
 */
export const AddToCartResultSchema = z.object({
  added: z.boolean(),
  reason: z.enum(['needs_variant', 'not_found', 'no_price', 'out_of_stock']).nullable(),
  product: z.object({ id: z.string().uuid(), title: z.string() }).nullable(),
  variant: z.object({ id: z.string().uuid(), title: z.string().nullable(), priceText: z.string() }).nullable(),
  quantity: z.number().int(),
  choices: z.array(z.object({ id: z.string().uuid(), title: z.string(), priceText: z.string(), available: z.boolean() })),
  cart: CartSummarySchema.nullable(),
});
export type AddToCartResult = z.infer<typeof AddToCartResultSchema>;

/** checkout arguments: none (the conversation's cart is checked out). */
export const CheckoutArgsSchema = z.object({});
export type CheckoutArgs = z.infer<typeof CheckoutArgsSchema>;

/** checkout result: the checkout link (priced from the database) or why there is none. Money in cents. */
export const CheckoutResultSchema = z.object({
  started: z.boolean(),
  reason: z.enum(['empty_cart', 'unavailable_items', 'provider_unavailable']).nullable(),
  message: z.string().nullable().describe('Why the checkout could not start, in words safe to show'),
  checkout: z.object({
    id: z.string().uuid(), url: z.string(), totalText: z.string(), amountCents: z.number().int(), currency: z.string(),
    itemCount: z.number().int(), testMode: z.boolean(),
  }).nullable(),
});
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;
const OrderNameArg = z.string().min(1).max(40).describe('Order number of an order verified in this conversation with lookup_order, e.g. #1001');

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
});
export type ActionResult = z.infer<typeof ActionResultSchema>;

/** The value an order-action tool interrupts with (what staff are asked to approve). Money in cents. */
export type ApprovalRequestValue = {
  type: 'approval'; approval_id: string; action: ActionToolName; order_id: string; order_name: string;
  amount_cents: number; currency: string; amount_text: string; summary: string;
};
