/**
 * Orders that Aisle itself takes payment for (standalone stores): the paid order created when a checkout
 * completes, the payment facts refunds need, and refund bookkeeping (`refunded_cents`, `financial_status`).
 * Financial statuses follow Shopify's words: `paid`, `partially_refunded`, `refunded`.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from './actions.ts';
import { customers, orders } from './schema.ts';
import type { OrderLine } from './types.ts';

/** Input of {@link createPaidOrder}. Money in integer cents of `currency`. */
export type PaidOrderInput = {
  /** The checkout this order pays for: the order's external id is `checkout:<id>`, so one checkout → one order. */
  checkoutId: string;
  /** Shopper's email from the payment page ('' when the provider gave none). */
  email: string;
  customerName?: string;
  lineItems: OrderLine[];
  shippingCents?: number;
  currency: string;
  /** `stripe` | `test`. */
  paymentProvider: string;
  /** Stripe PaymentIntent id (`pi_...`) or the test provider's payment id; null when the provider gave none. */
  paymentRef: string | null;
};

/** Result of {@link createPaidOrder}: `created` false when the checkout already had its order (replay). */
export type PaidOrder = { orderId: string; name: string; totalCents: number; currency: string; created: boolean };

/**
 * Create the paid order of a completed checkout, numbered after the store's highest order name (#1001, #1002…).
 * Idempotent per checkout: a second call returns the first order with `created: false`.
 * MUST run inside a transaction (`tx` from `database.db.transaction`): it takes a per-store transaction-scoped
 * advisory lock so concurrent orders of one store get distinct names.
 */
export async function createPaidOrder(tx: DbExecutor, storeId: string, input: PaidOrderInput): Promise<PaidOrder> {
  const externalId = `checkout:${input.checkoutId}`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`aisle:order-name:${storeId}`}))`);
  const existing = await tx.select({ id: orders.id, name: orders.name, totalCents: orders.totalCents, currency: orders.currency })
    .from(orders).where(and(eq(orders.storeId, storeId), eq(orders.externalId, externalId))).limit(1);
  if (existing[0]) return { orderId: existing[0].id, name: existing[0].name, totalCents: existing[0].totalCents, currency: existing[0].currency, created: false };

  const email = input.email.trim().toLowerCase();
  let customerId: string | null = null;
  if (email) {
    const [customer] = await tx.insert(customers)
      .values({ storeId, externalId: `email:${email}`, email, name: input.customerName ?? '' })
      .onConflictDoUpdate({ target: [customers.storeId, customers.externalId], set: { email } })
      .returning({ id: customers.id });
    customerId = customer!.id;
  }
  const next = await tx.execute<{ n: number }>(sql`
    SELECT COALESCE(MAX(substring(name FROM '^#([0-9]{1,9})$')::int), 1000) + 1 AS n FROM orders WHERE store_id = ${storeId}`);
  const name = `#${next.rows[0]!.n}`;
  const subtotal = input.lineItems.reduce((s, l) => s + l.price_cents * l.quantity, 0);
  const shipping = input.shippingCents ?? 0;
  const [row] = await tx.insert(orders).values({
    storeId, externalId, name, customerId, customerEmail: email, financialStatus: 'paid', fulfillmentStatus: 'unfulfilled',
    lineItems: input.lineItems, subtotalCents: subtotal, shippingCents: shipping, totalCents: subtotal + shipping,
    currency: input.currency, paymentProvider: input.paymentProvider, paymentRef: input.paymentRef,
  }).returning({ id: orders.id });
  return { orderId: row!.id, name, totalCents: subtotal + shipping, currency: input.currency, created: true };
}

/** What refunds need to know about an order's payment. Money in cents of `currency`. */
export type OrderPayment = {
  orderId: string; storeId: string; name: string; totalCents: number; refundedCents: number; currency: string;
  financialStatus: string; paymentProvider: string | null; paymentRef: string | null; cancelledAt: string | null;
};

function toOrderPayment(o: typeof orders.$inferSelect): OrderPayment {
  return {
    orderId: o.id, storeId: o.storeId, name: o.name, totalCents: o.totalCents, refundedCents: o.refundedCents, currency: o.currency,
    financialStatus: o.financialStatus, paymentProvider: o.paymentProvider, paymentRef: o.paymentRef,
    cancelledAt: o.cancelledAt ? o.cancelledAt.toISOString() : null,
  };
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The payment facts of one order of a store, or null (unknown id, another store's order, non-uuid id). */
export async function getOrderPayment(db: DbExecutor, storeId: string, orderId: string): Promise<OrderPayment | null> {
  if (!UUID_RE.test(orderId)) return null;
  const rows = await db.select().from(orders).where(and(eq(orders.storeId, storeId), eq(orders.id, orderId))).limit(1);
  return rows[0] ? toOrderPayment(rows[0]) : null;
}

/**
 * The order paid by a provider payment (e.g. Stripe PaymentIntent `pi_...`), or null. Used by inbound payment
 * webhooks, which name the payment, not the store: provider payment ids are unique within the provider account.
 */
export async function findOrderByPaymentRef(db: DbExecutor, provider: string, paymentRef: string): Promise<OrderPayment | null> {
  const rows = await db.select().from(orders).where(and(eq(orders.paymentProvider, provider), eq(orders.paymentRef, paymentRef))).limit(2);
  return rows.length === 1 ? toOrderPayment(rows[0]!) : null;
}

/**
 * Record refunded money on an order and set `financial_status` (`refunded` when nothing is left, else
 * `partially_refunded`). `add`: a refund Aisle issued (adds its amount); `atLeast`: the provider's running
 * total (Stripe `charge.amount_refunded`), applied as a floor so replays and Aisle's own refunds never double
 * count. The result never exceeds the order total. Returns the order after the change, or null when not found.
 */
export async function applyOrderRefund(tx: DbExecutor, storeId: string, orderId: string, change: { add: number } | { atLeast: number }): Promise<OrderPayment | null> {
  const next = 'add' in change
    ? sql`LEAST(${orders.totalCents}, ${orders.refundedCents} + ${change.add})`
    : sql`LEAST(${orders.totalCents}, GREATEST(${orders.refundedCents}, ${change.atLeast}))`;
  const rows = await tx.update(orders).set({
    refundedCents: next,
    financialStatus: sql`CASE WHEN ${next} >= ${orders.totalCents} AND ${orders.totalCents} > 0 THEN 'refunded'
      WHEN ${next} > 0 THEN 'partially_refunded' ELSE ${orders.financialStatus} END`,
  }).where(and(eq(orders.storeId, storeId), eq(orders.id, orderId))).returning();
  return rows[0] ? toOrderPayment(rows[0]) : null;
}
