/**
 * Stripe webhooks (`POST /webhooks/stripe`): signature verification on the raw body, then one idempotent
 * handler per topic, each event id processed once (receipts.ts).
 * - `checkout.session.completed` (payment_status `paid`/`no_payment_required`) and
 *   `checkout.session.async_payment_succeeded` → the paid order is created and the checkout completed.
 * - `checkout.session.expired` → the checkout is marked expired.
 * - `charge.refunded` → the order's `refunded_cents` is raised to the charge's `amount_refunded` and its
 *   financial status set (`partially_refunded` | `refunded`); money refunded outside Aisle (the part not yet
 *   counted) is recorded as `refund.issued` with `origin: 'provider'`.
 * Other topics are acknowledged and ignored. Sessions, charges and payments that Aisle did not create (another
 * integration on the same Stripe account) are ignored too.
 * Sources: https://docs.stripe.com/webhooks (signatures, 5-minute tolerance, retries, duplicates),
 * https://docs.stripe.com/checkout/fulfillment.
 */
import Stripe from 'stripe';
import type { Database } from '../db/index.ts';
import { recordEvent } from '../events/index.ts';
import { applyOrderRefund, findOrderByPaymentRef, type DbExecutor } from '../orders/index.ts';
import { AppError } from '../shared/errors.ts';
import { completeCheckout, expireCheckout, findCheckoutByExternalId } from './checkout.ts';
import { processOnce, type DeliveryOutcome } from './receipts.ts';

/** Signature timestamp tolerance: 300 s (Stripe's default; PRODUCT.md §5 "5 min tolerance"). */
export const STRIPE_WEBHOOK_TOLERANCE_S = 300;

/**
 * Verify a delivery with `stripe.webhooks.constructEvent` on the RAW body bytes and return the event.
 * @throws AppError webhook_signature_invalid (missing header, bad signature, timestamp older than 300 s)
 */
export function verifyStripeEvent(stripe: Stripe, rawBody: Buffer, signature: string | undefined, secret: string, nowS?: number): Stripe.Event {
  if (!signature) throw new AppError('webhook_signature_invalid', 'Missing Stripe-Signature header');
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret, STRIPE_WEBHOOK_TOLERANCE_S, undefined, nowS);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeSignatureVerificationError) throw new AppError('webhook_signature_invalid', 'Stripe signature verification failed');
    throw new AppError('webhook_signature_invalid', 'Stripe webhook payload could not be verified');
  }
}

function idOf(ref: string | { id: string } | null | undefined): string | null {
  if (!ref) return null;
  return typeof ref === 'string' ? ref : ref.id;
}

async function onSessionPaid(tx: DbExecutor, session: Stripe.Checkout.Session): Promise<'processed' | 'ignored'> {
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return 'ignored'; // async payment: wait for async_payment_succeeded
  const checkout = await findCheckoutByExternalId(tx, 'stripe', session.id);
  if (!checkout) return 'ignored';
  await completeCheckout(tx, {
    storeId: checkout.storeId, checkoutId: checkout.id, provider: 'stripe', externalId: session.id,
    paymentRef: idOf(session.payment_intent), email: session.customer_details?.email ?? session.customer_email ?? '',
    customerName: session.customer_details?.name ?? undefined,
  });
  return 'processed';
}

async function onSessionExpired(tx: DbExecutor, session: Stripe.Checkout.Session): Promise<'processed' | 'ignored'> {
  const checkout = await findCheckoutByExternalId(tx, 'stripe', session.id);
  if (!checkout) return 'ignored';
  await expireCheckout(tx, checkout.storeId, checkout.id);
  return 'processed';
}

async function onChargeRefunded(tx: DbExecutor, charge: Stripe.Charge): Promise<'processed' | 'ignored'> {
  const pi = idOf(charge.payment_intent);
  const order = pi ? await findOrderByPaymentRef(tx, 'stripe', pi) : null;
  if (!order) return 'ignored';
  const after = await applyOrderRefund(tx, order.storeId, order.orderId, { atLeast: charge.amount_refunded });
  const delta = (after?.refundedCents ?? order.refundedCents) - order.refundedCents;
  if (delta > 0) {
    // Refunded outside Aisle (e.g. the Stripe dashboard): Aisle's own refunds were already counted, so no delta.
    await recordEvent(tx, { storeId: order.storeId, type: 'refund.issued', payload: {
      order_id: order.orderId, order_name: order.name, amount_cents: delta, currency: order.currency, refunded_cents: after!.refundedCents,
      provider: 'stripe', origin: 'provider', refund_id: null, provider_refund_id: null, charge_id: charge.id,
    } });
  }
  return 'processed';
}

/** Handle a verified Stripe event exactly once per event id. @throws when a handler fails (the receipt is `failed`; Stripe retries) */
export async function processStripeEvent(database: Database, event: Stripe.Event): Promise<DeliveryOutcome> {
  return processOnce(database, { source: 'stripe', deliveryId: event.id, topic: event.type }, async (tx) => {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return onSessionPaid(tx, event.data.object);
      case 'checkout.session.expired':
        return onSessionExpired(tx, event.data.object);
      case 'charge.refunded':
        return onChargeRefunded(tx, event.data.object);
      default:
        return 'ignored';
    }
  });
}
