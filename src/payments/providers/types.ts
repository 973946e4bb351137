/**
 * The payment provider seam (DESIGN.md "Seams"): one small interface, one implementation per provider —
 * `test` (built in, no network) and `stripe` (Stripe Checkout Sessions and Refunds). Shopify stores will use
 * Shopify checkout through the same seam. Money in integer minor units ("cents") of `currency` (ISO 4217).
 */

/** A line of a checkout, priced from the database (never from model text or the client). */
export type ProviderCheckoutLine = {
  variantId: string;
  productId: string;
  /** Product title plus the variant title when it is not "Default Title". */
  name: string;
  quantity: number;
  unitPriceCents: number;
  /** https image URL, or null. */
  imageUrl: string | null;
};

/** Input of {@link PaymentProvider.createCheckoutSession}. */
export type CreateCheckoutSessionInput = {
  /** Aisle's checkout id (also sent as metadata and client_reference_id). */
  checkoutId: string;
  storeId: string;
  conversationId: string;
  currency: string;
  lines: ProviderCheckoutLine[];
  /** Where the provider sends the shopper after paying / cancelling (absolute URLs). */
  successUrl: string;
  cancelUrl: string;
  /** Base URL of this Aisle (for providers whose payment page Aisle serves itself). */
  baseUrl: string;
  /** Replays of the same key return the same session (Stripe `Idempotency-Key`). */
  idempotencyKey: string;
};

/** A provider checkout session: its id, the page the shopper pays on, and when it expires (null = unknown). */
export type CheckoutSessionResult = { externalId: string; url: string; expiresAt: Date | null };

/** Input of {@link PaymentProvider.refund}. `paymentRef` is the provider's payment id (Stripe PaymentIntent). */
export type ProviderRefundInput = { paymentRef: string | null; amountCents: number; currency: string; idempotencyKey: string; metadata?: Record<string, string> };

/** A provider refund: its id, status (Stripe's words) and amount in cents. */
export type ProviderRefundResult = { externalId: string; status: 'succeeded' | 'pending' | 'requires_action' | 'failed' | 'canceled'; amountCents: number };

/** One payment provider. Errors: `AppError` (`platform_unavailable` when the provider cannot be reached, `conflict`/`invalid_request` when it refuses). */
export type PaymentProvider = {
  readonly name: 'test' | 'stripe';
  /** Start a hosted checkout session for the lines. Idempotent per `idempotencyKey`. */
  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSessionResult>;
  /** Refund part or all of a payment. Idempotent per `idempotencyKey`. */
  refund(input: ProviderRefundInput): Promise<ProviderRefundResult>;
};
