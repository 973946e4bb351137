/** Contracts of the payments capability's agent tools (add_to_cart, checkout): arguments and results. Money in cents. */
import { z } from 'zod';

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
 * `choices` lists them), `not_found`, `no_price`, `out_of_stock`, `use_card` (a Shopify storefront: the cart is the
 * theme's, in the shopper's browser — the product card's Add to cart button puts it there).
 */
export const AddToCartResultSchema = z.object({
  added: z.boolean(),
  reason: z.enum(['needs_variant', 'not_found', 'no_price', 'out_of_stock', 'use_card']).nullable(),
  product: z.object({ id: z.string().uuid(), title: z.string() }).nullable(),
  variant: z.object({
    id: z.string().uuid(), title: z.string().nullable(), priceText: z.string(),
    priceCents: z.number().int().nullable().optional().describe('Unit price in minor units of the cart currency; null = not listed'),
  }).nullable(),
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
  reason: z.enum(['empty_cart', 'unavailable_items', 'provider_unavailable', 'storefront_checkout', 'checkout_off']).nullable()
    .describe("storefront_checkout: a Shopify store pays through its own checkout (the cart bar's Checkout button); checkout_off: no payment provider is configured (offer a person)"),
  message: z.string().nullable().describe('Why the checkout could not start, in words safe to show'),
  checkout: z.object({
    id: z.string().uuid(), url: z.string(), totalText: z.string(), amountCents: z.number().int(), currency: z.string(),
    itemCount: z.number().int(), testMode: z.boolean(),
  }).nullable(),
});
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;
