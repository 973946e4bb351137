/**
 * Refunds of orders Aisle took payment for. The side effect runs through the payment provider that took the
 * payment (Stripe Refunds API for `payment_provider = 'stripe'`, the built-in test provider otherwise), with the
 * caller's idempotency key sent as Stripe's `Idempotency-Key` and kept in `payment_refunds` (unique per store):
 * repeating a request with the same key returns the first refund and never refunds twice.
 * Rules: PRODUCT.md §5 "A refund never exceeds what is left to refund".
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { applyOrderRefund, getOrderPayment } from '../orders/index.ts';
import { AppError } from '../shared/errors.ts';
import type { PaymentProvider } from './providers/types.ts';
import { paymentRefunds } from './schema.ts';

/** Input of {@link refundOrderPayment}. */
export type RefundOrderPaymentInput = {
  storeId: string;
  orderId: string;
  /** Amount to refund in integer cents of the order currency; 1 ≤ amount ≤ total − already refunded. */
  amountCents: number;
  /**
   * 1-255 characters, stable for the logical action (e.g. derived from the agent thread and interrupt id). The
   * same key returns the first refund (`replayed: true`); the same key with a different order or amount is a conflict.
   */
  idempotencyKey: string;
  /** Free text kept in Stripe's refund metadata (`aisle_reason`). */
  reason?: string;
};

/** Result of {@link refundOrderPayment}. Money in cents of `currency`. */
export type RefundOutcome = {
  refundId: string; orderId: string; provider: 'test' | 'stripe'; externalId: string; amountCents: number; currency: string;
  status: string; replayed: boolean;
  /** The order after the refund: refunded total and financial status (`partially_refunded` | `refunded`). */
  order: { name: string; totalCents: number; refundedCents: number; financialStatus: string };
};

/** The providers a refund can go through. `stripe` null when STRIPE_SECRET_KEY is not configured. */
export type RefundProviders = { test: PaymentProvider; stripe: PaymentProvider | null };

/**
 * Refund part or all of an order's payment, exactly once per idempotency key.
 * Runs under a per-order transaction-scoped lock, so concurrent refunds of one order cannot exceed its total.
 * The refund row and the order's `refunded_cents`/`financial_status` are written in one transaction after the
 * provider accepted the refund; if that transaction is
 * lost, retrying with the same key replays the provider's refund (Stripe idempotency) instead of issuing a new one.
 * @throws AppError invalid_request (bad amount or key), not_found (no such order in the store), conflict (more than
 *   is left to refund, key reused with other parameters, provider refused), platform_unavailable (Stripe order but
 *   Stripe not configured or unreachable)
 */
export async function refundOrderPayment(database: Database, providers: RefundProviders, input: RefundOrderPaymentInput): Promise<RefundOutcome> {
  if (!Number.isInteger(input.amountCents) || input.amountCents < 1) throw new AppError('invalid_request', 'amountCents must be a positive integer (cents)');
  if (!input.idempotencyKey || input.idempotencyKey.length > 255) throw new AppError('invalid_request', 'idempotencyKey must be 1-255 characters');
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`aisle:refund:${input.orderId}`}))`);
    const order = await getOrderPayment(tx, input.storeId, input.orderId);
    if (!order) throw new AppError('not_found', 'No such order');
    const [prior] = await tx.select().from(paymentRefunds)
      .where(and(eq(paymentRefunds.storeId, input.storeId), eq(paymentRefunds.idempotencyKey, input.idempotencyKey))).limit(1);
    if (prior) {
      if (prior.orderId !== input.orderId || prior.amountCents !== input.amountCents) {
        throw new AppError('conflict', 'This idempotency key was used for a different refund');
      }
      return outcome(prior, order, true);
    }
    const left = order.totalCents - order.refundedCents;
    if (input.amountCents > left) {
      throw new AppError('conflict', `Only ${left} cents are left to refund on order ${order.name}`, { extra: { refundable_cents: left } });
    }
    const providerName = order.paymentProvider === 'stripe' ? 'stripe' : 'test';
    const provider = providerName === 'stripe' ? providers.stripe : providers.test;
    if (!provider) throw new AppError('platform_unavailable', 'This order was paid with Stripe, but Stripe is not configured (STRIPE_SECRET_KEY)');
    const result = await provider.refund({
      paymentRef: order.paymentRef, amountCents: input.amountCents, currency: order.currency, idempotencyKey: input.idempotencyKey,
      metadata: { aisle_store_id: input.storeId, aisle_order_id: input.orderId, ...(input.reason ? { aisle_reason: input.reason.slice(0, 450) } : {}) },
    });
    if (result.status === 'failed' || result.status === 'canceled') throw new AppError('conflict', `The refund ${result.status} at the payment provider`);
    const [row] = await tx.insert(paymentRefunds).values({
      storeId: input.storeId, orderId: input.orderId, provider: providerName, externalId: result.externalId, amountCents: result.amountCents,
      currency: order.currency, status: result.status, idempotencyKey: input.idempotencyKey,
    }).returning();
    const after = await applyOrderRefund(tx, input.storeId, input.orderId, { add: result.amountCents });
    return outcome(row!, after ?? order, false);
  });
}

function outcome(row: typeof paymentRefunds.$inferSelect, order: { name: string; totalCents: number; refundedCents: number; financialStatus: string }, replayed: boolean): RefundOutcome {
  return {
    refundId: row.id, orderId: row.orderId, provider: row.provider === 'stripe' ? 'stripe' : 'test', externalId: row.externalId,
    amountCents: row.amountCents, currency: row.currency, status: row.status, replayed,
    order: { name: order.name, totalCents: order.totalCents, refundedCents: order.refundedCents, financialStatus: order.financialStatus },
  };
}
