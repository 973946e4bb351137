/** Zod request/response schemas of the payments routes (documented in /api/v1/openapi.json). Money in integer cents. */
import { z } from '@hono/zod-openapi';

export const CartLineSchema = z.object({
  id: z.string().uuid().describe('Cart line id'),
  variantId: z.string().uuid(),
  productId: z.string().uuid(),
  title: z.string().describe('Product title'),
  variantTitle: z.string().nullable().describe('Variant title, null for a product with a single default variant'),
  quantity: z.number().int().min(1).max(99),
  unitPriceCents: z.number().int().nullable().describe('Current price from the catalog; null = price not listed'),
  lineTotalCents: z.number().int(),
  priceText: z.string(),
  lineTotalText: z.string(),
  available: z.boolean(),
  imageUrl: z.string().nullable(),
}).openapi('CartLine');

export const CartSchema = z.object({
  id: z.string().uuid().nullable().describe('null until something is added'),
  itemCount: z.number().int().describe('Sum of quantities'),
  subtotalCents: z.number().int(),
  subtotalText: z.string(),
  currency: z.string().describe('ISO 4217'),
  lines: z.array(CartLineSchema),
}).openapi('Cart');

export const CartResponseSchema = z.object({ cart: CartSchema });

export const AddCartLineBodySchema = z.object({
  variant_id: z.string().uuid().describe('Variant to add (from a product card)'),
  quantity: z.number().int().min(1).max(99).default(1),
});

export const CartLineParamSchema = z.object({ id: z.string().uuid().describe('Conversation id'), line_id: z.string().uuid().describe('Cart line id') });

export const CheckoutSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(['open', 'completed', 'expired']),
  provider: z.enum(['test', 'stripe', 'shopify']),
  testMode: z.boolean().describe('true when the built-in test provider takes the payment (no money moves)'),
  url: z.string().nullable().describe('Payment page while open'),
  amountCents: z.number().int(),
  currency: z.string(),
  totalText: z.string(),
  itemCount: z.number().int(),
  orderId: z.string().uuid().nullable(),
  orderName: z.string().nullable().describe('e.g. #1004, once completed'),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
}).openapi('Checkout');

export const CheckoutResponseSchema = z.object({ checkout: CheckoutSchema });

export const WebhookAckSchema = z.object({
  received: z.literal(true),
  event_id: z.string(),
  outcome: z.enum(['processed', 'ignored', 'duplicate']).describe('duplicate = this event id was already handled'),
});
