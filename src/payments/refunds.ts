/**
 * Refunds of orders Aisle took payment for. The side effect runs through the payment provider that took the
 * payment (Stripe Refunds API for `payment_provider = 'stripe'`, the built-in test provider otherwise), with the
 * caller's idempotency key sent as Stripe's `Idempotency-Key` and kept in `payment_refunds` (unique per store):
 * repeating a request with the same key returns the first refund and never refunds twice.
 * Rules: PRODUCT.md §5 "A refund never exceeds what is left to refund".
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { recordEvent } from '../events/index.ts';
import { applyOrderRefund, getOrderPayment, type DbExecutor, type OrderPayment } from '../orders/index.ts';
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

type RefundRow = typeof paymentRefunds.$inferSelect;

function providerFor(providers: RefundProviders, order: OrderPayment): PaymentProvider {
  if (order.paymentProvider !== 'stripe') return providers.test;
  if (!providers.stripe) throw new AppError('platform_unavailable', 'This order was paid with Stripe, but Stripe is not configured (STRIPE_SECRET_KEY)');
  return providers.stripe;
}

async function priorRefund(tx: DbExecutor, storeId: string, key: string, orderId: string, amountCents: number): Promise<RefundRow | null> {
  const [prior] = await tx.select().from(paymentRefunds).where(and(eq(paymentRefunds.storeId, storeId), eq(paymentRefunds.idempotencyKey, key))).limit(1);
  if (prior && (prior.orderId !== orderId || prior.amountCents !== amountCents)) throw new AppError('conflict', 'This idempotency key was used for a different refund');
  return prior ?? null;
}

/**
 * The provider step, in `tx`: refund at the provider that took the order's payment (Stripe `Idempotency-Key` =
 * the caller's key) and keep the refund row. A key seen before returns its row (`replayed`) without calling the
 * provider. Does not change the order.
 */
async function issueRefund(tx: DbExecutor, providers: RefundProviders, order: OrderPayment, input: RefundOrderPaymentInput): Promise<{ row: RefundRow; replayed: boolean }> {
  const prior = await priorRefund(tx, input.storeId, input.idempotencyKey, input.orderId, input.amountCents);
  if (prior) return { row: prior, replayed: true };
  const provider = providerFor(providers, order);
  const result = await provider.refund({
    paymentRef: order.paymentRef, amountCents: input.amountCents, currency: order.currency, idempotencyKey: input.idempotencyKey,
    metadata: { aisle_store_id: input.storeId, aisle_order_id: input.orderId, ...(input.reason ? { aisle_reason: input.reason.slice(0, 450) } : {}) },
  });
  if (result.status === 'failed' || result.status === 'canceled') throw new AppError('conflict', `The refund ${result.status} at the payment provider`);
  const [row] = await tx.insert(paymentRefunds).values({
    storeId: input.storeId, orderId: input.orderId, provider: provider.name, externalId: result.externalId, amountCents: result.amountCents,
    currency: order.currency, status: result.status, idempotencyKey: input.idempotencyKey,
  }).onConflictDoNothing().returning();
  if (row) return { row, replayed: false };
  return { row: (await priorRefund(tx, input.storeId, input.idempotencyKey, input.orderId, input.amountCents))!, replayed: true };
}

function validate(input: { amountCents: number; idempotencyKey: string }): void {
  if (!Number.isInteger(input.amountCents) || input.amountCents < 1) throw new AppError('invalid_request', 'amountCents must be a positive integer (cents)');
  if (!input.idempotencyKey || input.idempotencyKey.length > 255) throw new AppError('invalid_request', 'idempotencyKey must be 1-255 characters');
}

/**
 * Refund part or all of an order's payment, exactly once per idempotency key, and record it on the order.
 * Runs under a per-order transaction-scoped lock, so concurrent refunds of one order cannot exceed its total.
 * The refund row, the order's `refunded_cents`/`financial_status` and the `refund.issued` event are written in one
 * transaction after the provider accepted the refund; if that transaction is lost, retrying with the same key
 * replays the provider's refund (Stripe idempotency) instead of issuing a new one.
 * @throws AppError invalid_request (bad amount or key), not_found (no such order in the store), conflict (more than
 *   is left to refund, key reused with other parameters, provider refused), platform_unavailable (Stripe order but
 *   Stripe not configured or unreachable)
 */
export async function refundOrderPayment(database: Database, providers: RefundProviders, input: RefundOrderPaymentInput): Promise<RefundOutcome> {
  validate(input);
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`aisle:refund:${input.orderId}`}))`);
    const order = await getOrderPayment(tx, input.storeId, input.orderId);
    if (!order) throw new AppError('not_found', 'No such order');
    const prior = await priorRefund(tx, input.storeId, input.idempotencyKey, input.orderId, input.amountCents);
    if (prior) return outcome(prior, order, true);
    const left = order.totalCents - order.refundedCents;
    if (input.amountCents > left) {
      throw new AppError('conflict', `Only ${left} cents are left to refund on order ${order.name}`, { extra: { refundable_cents: left } });
    }
    const { row } = await issueRefund(tx, providers, order, input);
    const after = (await applyOrderRefund(tx, input.storeId, input.orderId, { add: row.amountCents })) ?? order;
    await recordEvent(tx, { storeId: input.storeId, type: 'refund.issued', payload: {
      order_id: order.orderId, order_name: order.name, amount_cents: row.amountCents, currency: row.currency, refunded_cents: after.refundedCents,
      provider: row.provider, origin: 'aisle', refund_id: row.id, provider_refund_id: row.externalId,
    } });
    return outcome(row, after, false);
  });
}

/**
 * The orders/approvals refund seam (`RefundPayment` of src/orders): move `amountCents` back at the provider that
 * took the order's payment — Stripe Refunds API for Stripe-paid orders, the test provider otherwise — exactly once
 * per idempotency key, and return the provider's refund id. It does NOT change the order or emit `refund.issued`:
 * the caller (approvals' executeOrderAction) does both in its own transaction. Runs in its own transaction, so the
 * refund row survives a rollback of the caller's; a retry with the same key then replays it.
 * @throws AppError as {@link refundOrderPayment} (except the amount check, which the caller makes)
 */
export async function refundPaymentAtProvider(database: Database, providers: RefundProviders, input: { storeId: string; orderId: string; amountCents: number; currency: string; idempotencyKey: string }): Promise<string | null> {
  validate(input);
  const order = await getOrderPayment(database.db, input.storeId, input.orderId);
  if (!order) throw new AppError('not_found', 'No such order');
  const { row } = await database.db.transaction((tx) => issueRefund(tx, providers, order, input));
  return row.externalId;
}

function outcome(row: RefundRow, order: { name: string; totalCents: number; refundedCents: number; financialStatus: string }, replayed: boolean): RefundOutcome {
  return {
    refundId: row.id, orderId: row.orderId, provider: row.provider === 'stripe' ? 'stripe' : 'test', externalId: row.externalId,
    amountCents: row.amountCents, currency: row.currency, status: row.status, replayed,
    order: { name: order.name, totalCents: order.totalCents, refundedCents: order.refundedCents, financialStatus: order.financialStatus },
  };
}
