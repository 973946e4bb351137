/**
 * The Stripe payment provider (official `stripe` SDK): Checkout Sessions (mode `payment`, line items with
 * `price_data` priced from the database) and the Refunds API, both with Stripe's `Idempotency-Key`.
 * `apiUrl` points the SDK at another host (`host`/`port`/`protocol`), e.g. the offline Stripe stand-in in tests.
 * Sources: https://docs.stripe.com/api/checkout/sessions/create, https://docs.stripe.com/api/refunds/create,
 * https://docs.stripe.com/api/idempotent_requests.
 */
import Stripe from 'stripe';
import { AppError } from '../../shared/errors.ts';
import type { PaymentProvider, ProviderRefundResult } from './types.ts';

/** Stripe settings (from config: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL). */
export type StripeSettings = {
  /** `sk_test_...` / `sk_live_...` / restricted `rk_...`. Never logged. */
  secretKey: string;
  /** `whsec_...`: verifies `/webhooks/stripe` deliveries; null = webhooks refused (503). */
  webhookSecret: string | null;
  /** Base URL of the Stripe API (default https://api.stripe.com). */
  apiUrl?: string;
  /** Per-request timeout in ms (default 20,000). */
  timeoutMs?: number;
  /** Retries of failed network requests (the SDK reuses the idempotency key; default 2). */
  maxNetworkRetries?: number;
};

/** A Stripe SDK client for the settings (API host overridable for offline tests). */
export function createStripeClient(settings: Pick<StripeSettings, 'secretKey' | 'apiUrl' | 'timeoutMs' | 'maxNetworkRetries'>): Stripe {
  const config: Stripe.StripeConfig = {
    maxNetworkRetries: settings.maxNetworkRetries ?? 2,
    timeout: settings.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: 'Aisle' },
  };
  if (settings.apiUrl) {
    const u = new URL(settings.apiUrl);
    config.host = u.hostname;
    config.protocol = u.protocol === 'http:' ? 'http' : 'https';
    config.port = u.port ? Number(u.port) : u.protocol === 'http:' ? 80 : 443;
  }
  return new Stripe(settings.secretKey, config);
}

/**
 * Map a Stripe SDK error to an AppError: unreachable / 5xx / rate limited / auth → `platform_unavailable`
 * (retry later; the same idempotency key makes the retry safe); a refused request (e.g. amount larger than
 * what is left) → `conflict` with Stripe's message. Non-Stripe errors are rethrown unchanged.
 */
export function toAppError(err: unknown, action: string): unknown {
  if (!(err instanceof Stripe.errors.StripeError)) return err;
  if (err instanceof Stripe.errors.StripeInvalidRequestError || err instanceof Stripe.errors.StripeIdempotencyError || err instanceof Stripe.errors.StripeCardError) {
    return new AppError('conflict', `Stripe refused to ${action}: ${err.message}`, { extra: { provider_code: err.code ?? err.type } });
  }
  return new AppError('platform_unavailable', `Stripe is unavailable (${action}); try again`, { extra: { provider_code: err.code ?? err.type } });
}

/** Create the Stripe provider over an SDK client. */
export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    async createCheckoutSession(input) {
      const metadata = { aisle_store_id: input.storeId, aisle_conversation_id: input.conversationId, aisle_checkout_id: input.checkoutId };
      try {
        const session = await stripe.checkout.sessions.create({
          mode: 'payment',
          client_reference_id: input.checkoutId,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata,
          payment_intent_data: { metadata },
          line_items: input.lines.map((l) => ({
            quantity: l.quantity,
            price_data: {
              currency: input.currency.toLowerCase(),
              unit_amount: l.unitPriceCents,
              product_data: {
                name: l.name.slice(0, 250),
                ...(l.imageUrl?.startsWith('https://') ? { images: [l.imageUrl] } : {}),
                metadata: { aisle_variant_id: l.variantId, aisle_product_id: l.productId },
              },
            },
          })),
        }, { idempotencyKey: input.idempotencyKey });
        if (!session.url) throw new AppError('platform_unavailable', 'Stripe returned a checkout session without a URL');
        return { externalId: session.id, url: session.url, expiresAt: session.expires_at ? new Date(session.expires_at * 1000) : null };
      } catch (err) {
        throw toAppError(err, 'create the checkout session');
      }
    },
    async refund(input): Promise<ProviderRefundResult> {
      if (!input.paymentRef) throw new AppError('conflict', 'This order has no Stripe payment to refund');
      try {
        const refund = await stripe.refunds.create({
          payment_intent: input.paymentRef,
          amount: input.amountCents,
          ...(input.metadata ? { metadata: input.metadata } : {}),
        }, { idempotencyKey: input.idempotencyKey });
        return { externalId: refund.id, status: (refund.status ?? 'pending') as ProviderRefundResult['status'], amountCents: refund.amount };
      } catch (err) {
        throw toAppError(err, 'refund the payment');
      }
    },
  };
}
