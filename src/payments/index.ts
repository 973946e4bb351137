/**
 * Public surface of the payments capability: carts, checkouts, the payment provider seam (test, Stripe), refunds
 * and Stripe webhooks.
 *
 * Refunds for other capabilities (e.g. approved refunds): build the service once (server.ts does) and call
 *   `payments.refundOrderPayment({ storeId, orderId, amountCents, idempotencyKey, reason? })`
 * → `RefundOutcome` `{ refundId, provider, externalId, amountCents, currency, status, replayed, order: { name,
 * totalCents, refundedCents, financialStatus } }`. Stripe-paid orders go through Stripe's Refunds API with
 * `idempotencyKey` as Stripe's `Idempotency-Key`; other orders through the built-in test provider. The same key
 * never refunds twice (it returns the first refund with `replayed: true`). Errors (AppError): invalid_request,
 * not_found, conflict (more than is left to refund / key reused for another refund / provider refused),
 * platform_unavailable (Stripe not configured or unreachable — safe to retry with the same key).
 * It also records the refund on the order and emits `refund.issued`, in one transaction.
 * Approved refunds (approvals → orders' executeOrderAction) use `payments.refundPayment` instead — the orders
 * `RefundPayment` seam, wired in server.ts: only the provider refund (same idempotency rules); the caller updates
 * the order and emits the events.
 */
export { CHECKOUT_OFF_DETAIL, createPaymentService, type CheckoutMode, type PaymentService, type PaymentServiceOptions } from './service.ts';
export { createPaymentRoutes, type PaymentRouteDeps } from './routes.ts';
export { refundOrderPayment, refundPaymentAtProvider, type RefundOrderPaymentInput, type RefundOutcome, type RefundProviders } from './refunds.ts';
export { getCart, getCartById, MAX_LINE_QUANTITY, variantLabel, type CartLineView, type CartStore, type CartView } from './cart.ts';
export { CHECKOUT_TTL_MS, checkoutView, expireStaleCheckouts, findCheckout, returnUrls, type CheckoutStore, type CheckoutView } from './checkout.ts';
export { CHECKOUT_EXPIRY_QUEUE, registerPaymentJobs } from './jobs.ts';
export { createStripeClient, createStripeProvider, type StripeSettings } from './providers/stripe-provider.ts';
export { createTestProvider } from './providers/test-provider.ts';
export type { PaymentProvider, CreateCheckoutSessionInput, CheckoutSessionResult, ProviderRefundInput, ProviderRefundResult } from './providers/types.ts';
export { STRIPE_WEBHOOK_TOLERANCE_S } from './stripe-webhooks.ts';
export { getReceipt } from './receipts.ts';
export * from './contracts.ts';
