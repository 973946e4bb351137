/**
 * The payments service: carts, checkouts through the configured provider (Stripe when `STRIPE_SECRET_KEY` is set,
 * else the built-in test provider), refunds, and Stripe webhook handling. Built once at start (server.ts) and
 * passed to the agent tools, the widget routes and — for approved refunds — the approvals capability.
 */
import type Stripe from 'stripe';
import type { Database } from '../db/index.ts';
import { AppError } from '../shared/errors.ts';
import { findStoreById } from '../stores/index.ts';
import { addCartLine, getCart, setCartLineQuantity, type CartStore, type CartView } from './cart.ts';
import { checkoutView, findCheckout, startCheckout, type CheckoutStore, type CheckoutView } from './checkout.ts';
import { createStripeClient, createStripeProvider, type StripeSettings } from './providers/stripe-provider.ts';
import { createTestProvider } from './providers/test-provider.ts';
import type { PaymentProvider } from './providers/types.ts';
import { refundOrderPayment, refundPaymentAtProvider, type RefundOrderPaymentInput, type RefundOutcome } from './refunds.ts';
import type { RefundPayment } from '../orders/index.ts';
import type { PurchasableVariant } from '../catalog/index.ts';
import type { DeliveryOutcome } from './receipts.ts';
import { processStripeEvent, verifyStripeEvent } from './stripe-webhooks.ts';

/**
 * Options of {@link createPaymentService}. `stripe` null = no Stripe key. `testMode`: without a key, checkouts use the
 * built-in test provider (AISLE_PAYMENTS=test) in every store; a store can also turn test mode on for itself (its
 * owner's `testPayments` setting, shown in the admin with a banner); otherwise checkout is off. `off`: off even with a
 * key or a store's test mode (AISLE_PAYMENTS=off). Issue 13 item 10: test mode only when explicitly enabled.
 */
export type PaymentServiceOptions = { database: Database; stripe: StripeSettings | null; testMode?: boolean; off?: boolean };

/** Which provider takes new checkouts: Stripe, the built-in TEST MODE page, or none (checkout off). */
export type CheckoutMode = 'stripe' | 'test' | 'off';

/** Shopper- and merchant-facing words for checkout being off (the problem detail of a refused checkout). */
export const CHECKOUT_OFF_DETAIL = 'Online checkout is off for this store: no payment provider is configured';

/** The payments service (see file header). Every method is scoped to the store it is given. */
export type PaymentService = {
  /** The provider a store with this test-mode setting uses: a store's test mode makes `off` into `test` (never over Stripe or AISLE_PAYMENTS=off). */
  checkoutModeOf(storeTestMode: boolean): CheckoutMode;
  /** The provider a store's new checkouts use now (reads its test-mode setting). */
  checkoutModeFor(storeId: string): Promise<CheckoutMode>;
  /** The conversation's cart, priced from the database now. */
  getCart(store: CartStore, conversationId: string): Promise<CartView>;
  /** Add a variant to the conversation's cart. @throws AppError not_found | conflict */
  addToCart(store: CartStore, conversationId: string, input: { variantId: string; quantity: number }): Promise<{ cart: CartView; variant: PurchasableVariant }>;
  /** Set a cart line's quantity (0 removes). @throws AppError not_found */
  setCartLineQuantity(store: CartStore, conversationId: string, lineId: string, quantity: number): Promise<CartView>;
  /**
   * Start (or reuse) a checkout of the conversation's cart. `baseUrl`: this Aisle's public origin.
   * @throws AppError conflict | platform_unavailable (provider down, or checkout off: {@link CHECKOUT_OFF_DETAIL})
   */
  startCheckout(input: { store: CheckoutStore; conversationId: string; baseUrl: string }): Promise<CheckoutView>;
  /** One checkout of a store, or null. */
  getCheckout(storeId: string, checkoutId: string): Promise<CheckoutView | null>;
  /**
   * Refund part or all of an order's payment exactly once per idempotency key: Stripe Refunds API (with the key as
   * `Idempotency-Key`) for Stripe-paid orders, the test provider otherwise. See refunds.ts for the errors thrown.
   */
  refundOrderPayment(input: RefundOrderPaymentInput): Promise<RefundOutcome>;
  /**
   * The `RefundPayment` seam of src/orders (approved refunds): only the money movement at the provider, once per
   * idempotency key; returns the provider refund id. The caller updates the order and records `refund.issued`.
   */
  refundPayment: RefundPayment;
  /**
   * Verify and process one `/webhooks/stripe` delivery (raw body bytes + `Stripe-Signature` header).
   * @throws AppError webhook_signature_invalid (401), platform_unavailable (no STRIPE_WEBHOOK_SECRET configured)
   */
  handleStripeWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ eventId: string; type: string; outcome: DeliveryOutcome }>;
};

/** Create the payments service. */
export function createPaymentService(opts: PaymentServiceOptions): PaymentService {
  const { database } = opts;
  const stripe: Stripe | null = opts.stripe ? createStripeClient(opts.stripe) : null;
  const providers: { test: PaymentProvider; stripe: PaymentProvider | null } = {
    test: createTestProvider(),
    stripe: stripe ? createStripeProvider(stripe) : null,
  };
  const providerFor = (storeTestMode: boolean) => (opts.off ? null : providers.stripe ?? (opts.testMode || storeTestMode ? providers.test : null));
  const checkoutModeOf = (storeTestMode: boolean): CheckoutMode => providerFor(storeTestMode)?.name ?? 'off';
  const storeTestMode = async (storeId: string) => (await findStoreById(database, storeId))?.parsedSettings.testPayments ?? false;
  return {
    checkoutModeOf,
    checkoutModeFor: async (storeId) => checkoutModeOf(await storeTestMode(storeId)),
    getCart: (store, conversationId) => getCart(database, store, conversationId),
    addToCart: (store, conversationId, input) => addCartLine(database, store, conversationId, input),
    setCartLineQuantity: (store, conversationId, lineId, quantity) => setCartLineQuantity(database, store, conversationId, lineId, quantity),
    startCheckout: async (input) => {
      const checkoutWith = providerFor(await storeTestMode(input.store.id));
      if (!checkoutWith) throw new AppError('platform_unavailable', CHECKOUT_OFF_DETAIL);
      return startCheckout(database, checkoutWith, input);
    },
    getCheckout: async (storeId, checkoutId) => {
      const row = await findCheckout(database.db, storeId, checkoutId);
      return row ? checkoutView(database.db, row) : null;
    },
    refundOrderPayment: (input) => refundOrderPayment(database, providers, input),
    refundPayment: (input) => refundPaymentAtProvider(database, providers, input),
    handleStripeWebhook: async (rawBody, signature) => {
      const secret = opts.stripe?.webhookSecret;
      if (!stripe || !secret) throw new AppError('platform_unavailable', 'Stripe webhooks are not configured (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)');
      const event = verifyStripeEvent(stripe, rawBody, signature, secret);
      return { eventId: event.id, type: event.type, outcome: await processStripeEvent(database, event) };
    },
  };
}
