/**
 * Orders: seeding (demo/platform mirror) and the verified lookup used by the agent's lookup_order tool.
 * Rule (PRODUCT.md §5): a lookup needs the order name AND the email on the order; a wrong pair gets the
 * same answer as a missing order, so nothing leaks.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { formatMoney } from '../shared/money.ts';
import type { OrderSummary } from './contracts.ts';
import { customers, orders } from './schema.ts';
import type { OrderLine, Shipment, ShippingAddress } from './types.ts';

/** Normalise what a shopper types ("order 1001", "#1001", " 1001 ") to the stored name form "#1001". */
export function normalizeOrderName(input: string): string {
  const digits = input.match(/\d{3,}/);
  if (digits) return `#${digits[0]}`;
  return input.trim().toUpperCase();
}

/** Format an amount in the currency's minor units (shared/money.ts: USD 1999 → "$19.99", JPY 5000 → "¥5,000"). */
export { formatMoney };

/**
 * Input of {@link upsertOrder}. Totals are computed from the lines (subtotal) plus shipping unless the source states
 * them (`subtotalCents`, `totalCents` — a platform's totals include tax and discounts); `refundedCents` and
 * `shippingAddress` are set when given (a platform mirror), left alone otherwise.
 */
export type OrderInput = {
  externalId: string; name: string; email: string; customerName?: string;
  financialStatus?: string; fulfillmentStatus?: string; lineItems: OrderLine[]; shippingCents?: number;
  currency: string; shipments?: Shipment[]; createdAt?: Date; cancelledAt?: Date | null;
  subtotalCents?: number; totalCents?: number; refundedCents?: number; shippingAddress?: ShippingAddress | null;
};

/** Create or update an order (and its customer) of a store by external id. Returns the order id. */
export async function upsertOrder(database: Database, storeId: string, input: OrderInput): Promise<string> {
  const email = input.email.trim().toLowerCase();
  const [customer] = await database.db.insert(customers)
    .values({ storeId, externalId: `email:${email}`, email, name: input.customerName ?? '' })
    .onConflictDoUpdate({ target: [customers.storeId, customers.externalId], set: { name: input.customerName ?? '' } })
    .returning({ id: customers.id });
  const subtotal = input.subtotalCents ?? input.lineItems.reduce((s, l) => s + l.price_cents * l.quantity, 0);
  const shipping = input.shippingCents ?? 0;
  const values = {
    storeId, externalId: input.externalId, name: input.name, customerId: customer!.id, customerEmail: email,
    financialStatus: input.financialStatus ?? 'paid', fulfillmentStatus: input.fulfillmentStatus ?? 'unfulfilled',
    lineItems: input.lineItems, subtotalCents: subtotal, shippingCents: shipping, totalCents: input.totalCents ?? subtotal + shipping,
    currency: input.currency, shipments: input.shipments ?? [], createdAt: input.createdAt ?? new Date(),
    cancelledAt: input.cancelledAt ?? null,
    ...(input.refundedCents !== undefined ? { refundedCents: input.refundedCents } : {}),
    ...(input.shippingAddress !== undefined ? { shippingAddress: input.shippingAddress } : {}),
  };
  const [row] = await database.db.insert(orders).values(values)
    .onConflictDoUpdate({ target: [orders.storeId, orders.externalId], set: { ...values, storeId: undefined } })
    .returning({ id: orders.id });
  return row!.id;
}

/** The id of a store's order with this external id (a platform's order id), or null. */
export async function findOrderIdByExternalId(database: Database, storeId: string, externalId: string): Promise<string | null> {
  const rows = await database.db.select({ id: orders.id }).from(orders).where(and(eq(orders.storeId, storeId), eq(orders.externalId, externalId))).limit(1);
  return rows[0]?.id ?? null;
}

/** The external id (a platform's order id) of a store's order, or null. */
export async function getOrderExternalId(database: Database, storeId: string, orderId: string): Promise<string | null> {
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) return null;
  const rows = await database.db.select({ externalId: orders.externalId }).from(orders).where(and(eq(orders.storeId, storeId), eq(orders.id, orderId))).limit(1);
  return rows[0]?.externalId ?? null;
}

/**
 * Verified order lookup: returns the order only when BOTH the name and the email match (email compared
 * case-insensitively). Returns null otherwise — the caller must answer a wrong pair exactly like a missing order.
 */
export async function findVerifiedOrder(database: Database, storeId: string, orderName: string, email: string): Promise<OrderSummary | null> {
  const rows = await database.db.select().from(orders).where(and(
    eq(orders.storeId, storeId),
    eq(orders.name, normalizeOrderName(orderName)),
    eq(sql`lower(${orders.customerEmail})`, email.trim().toLowerCase()),
  )).limit(1);
  const o = rows[0];
  return o ? toOrderSummary(o) : null;
}

/** Read one order of a store by id as a summary (for rendering order cards), or null. */
export async function getOrderSummary(database: Database, storeId: string, orderId: string): Promise<OrderSummary | null> {
  const rows = await database.db.select().from(orders).where(and(eq(orders.storeId, storeId), eq(orders.id, orderId))).limit(1);
  return rows[0] ? toOrderSummary(rows[0]) : null;
}

function toOrderSummary(o: typeof orders.$inferSelect): OrderSummary {
  const lines = o.lineItems as OrderLine[];
  const shipments = o.shipments as Shipment[];
  return {
    id: o.id,
    name: o.name,
    financialStatus: o.financialStatus,
    fulfillmentStatus: o.fulfillmentStatus,
    totalCents: o.totalCents,
    currency: o.currency,
    totalText: formatMoney(o.totalCents, o.currency),
    createdAt: o.createdAt.toISOString(),
    cancelledAt: o.cancelledAt ? o.cancelledAt.toISOString() : null,
    refundedCents: o.refundedCents,
    lineItems: lines.map((l) => ({ id: l.id, title: l.title, quantity: l.quantity, priceCents: l.price_cents, refundedQuantity: l.refunded_quantity ?? 0 })),
    shipments: shipments.map((s) => ({
      carrier: s.carrier, trackingNumber: s.tracking_number, trackingUrl: s.tracking_url,
      status: s.status, estimatedDelivery: s.estimated_delivery,
    })),
  };
}

/** How many orders a store has (a store's currency is fixed once it has one). */
export async function countOrders(database: Database, storeId: string): Promise<number> {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.storeId, storeId));
  return row?.n ?? 0;
}
