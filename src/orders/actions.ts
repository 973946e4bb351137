/**
 * Order actions the agent may ask for — refund (whole order or some lines), cancellation, shipping address change —
 * planned (validated against the database, amount computed) and executed (the order row locked, re-validated, updated,
 * and a ledger row written, all in the caller's transaction). Rules (PRODUCT.md §5): a refund never exceeds what is
 * left to refund; a cancelled order cannot be changed; a shipped order cannot be cancelled or re-addressed.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '../shared/errors.ts';
import { orderActions, orders } from './schema.ts';
import type { OrderPlatform } from './platform.ts';
import { formatMoney } from '../shared/money.ts';
import { type OrderActionKind, type OrderActionPayload, type OrderActionRequest, type OrderLine, type PlannedRefundLine, type ShippingAddress, ShippingAddressSchema } from './types.ts';

/** A Drizzle handle or an open transaction on it (actions run inside the caller's transaction). */
export type DbExecutor = NodePgDatabase | Parameters<Parameters<NodePgDatabase['transaction']>[0]>[0];

/** A validated plan: `amountCents` is money moved back to the shopper (0 for an address change). */
export type PlannedAction = {
  orderId: string; orderName: string; currency: string; amountCents: number; payload: OrderActionPayload;
  /** Short human description, e.g. "Refund $12.98 on order #1001 (2 × Blue socks)". */
  summary: string;
};

/** The outcome of an executed action. */
export type ExecutedAction = {
  orderId: string; orderName: string; action: OrderActionKind; amountCents: number; currency: string;
  refundedCents: number; totalCents: number; financialStatus: string; cancelledAt: string | null;
  shippingAddress: ShippingAddress | null; summary: string;
};

type OrderRow = typeof orders.$inferSelect;

/** Money left to refund on an order, in cents. */
export function remainingRefundableCents(o: Pick<OrderRow, 'totalCents' | 'refundedCents'>): number {
  return Math.max(0, o.totalCents - o.refundedCents);
}

/**
 * Why an action was refused, for the shopper's language: a reason id (`already_cancelled`, `nothing_to_refund`,
 * `too_many_units`, `nothing_on_lines`, `more_than_left`, `shipped_cancel`, `shipped_address`) and its values (money
 * as `amount_cents` with `currency`). It travels as the refusal AppError's `extra.refusal`; the detail stays English.
 */
export type RefusalReason = { id: string; values: Record<string, string | number> };

function refusal(detail: string, reason: RefusalReason): AppError {
  return new AppError('conflict', detail, { extra: { refusal: reason } });
}

/** The refusal reason an AppError from {@link planFromRow} carries, or null. */
export function refusalOf(err: AppError): RefusalReason | null {
  const r = err.extra?.refusal as RefusalReason | undefined;
  return r && typeof r.id === 'string' && r.values && typeof r.values === 'object' ? r : null;
}

const REFUNDABLE_STATUSES = new Set(['paid', 'partially_refunded']);

/**
 * Validate `req` against the order row and compute the amount (pure; no I/O).
 * @throws AppError conflict (with a shopper-safe detail) when the action is not allowed on this order now
 * @throws AppError invalid_request for a malformed request (unknown line, quantity < 1)
 */
export function planFromRow(o: OrderRow, req: OrderActionRequest): PlannedAction {
  const lines = o.lineItems as OrderLine[];
  const money = (c: number) => formatMoney(c, o.currency);
  const base = { orderId: o.id, orderName: o.name, currency: o.currency };
  if (o.cancelledAt) throw refusal(`Order ${o.name} is already cancelled.`, { id: 'already_cancelled', values: { order: o.name } });
  switch (req.action) {
    case 'refund': {
      if (!REFUNDABLE_STATUSES.has(o.financialStatus)) throw refusal(`Order ${o.name} has nothing left to refund (payment ${o.financialStatus.replace(/_/g, ' ')}).`, { id: 'nothing_to_refund', values: { order: o.name } });
      const remaining = remainingRefundableCents(o);
      if (remaining <= 0) throw refusal(`Order ${o.name} has nothing left to refund.`, { id: 'nothing_to_refund', values: { order: o.name } });
      const wanted = (req.lines ?? []).filter((l) => l.quantity !== 0);
      if (wanted.length === 0) {
        const planned = lines.map((l) => {
          const qty = l.quantity - (l.refunded_quantity ?? 0);
          return { line_id: l.id, title: l.title, quantity: qty, price_cents: l.price_cents, amount_cents: qty * l.price_cents };
        }).filter((l) => l.quantity > 0);
        return {
          ...base, amountCents: remaining,
          payload: { action: 'refund', whole_order: true, lines: planned, reason: req.reason ?? null },
          summary: `Refund ${money(remaining)} on order ${o.name} (everything left to refund)`,
        };
      }
      const merged = new Map<string, number>();
      for (const w of wanted) {
        if (!Number.isInteger(w.quantity) || w.quantity < 1) throw new AppError('invalid_request', 'Each refunded line needs a quantity of at least 1.');
        merged.set(w.line_id, (merged.get(w.line_id) ?? 0) + w.quantity);
      }
      const planned: PlannedRefundLine[] = [];
      for (const [lineId, qty] of merged) {
        const line = lines.find((l) => l.id === lineId);
        if (!line) throw new AppError('invalid_request', `Order ${o.name} has no line ${lineId}.`);
        const left = line.quantity - (line.refunded_quantity ?? 0);
        if (qty > left) throw refusal(`Only ${left} of “${line.title}” on order ${o.name} can still be refunded.`, { id: 'too_many_units', values: { left, title: line.title, order: o.name } });
        planned.push({ line_id: line.id, title: line.title, quantity: qty, price_cents: line.price_cents, amount_cents: qty * line.price_cents });
      }
      const amount = planned.reduce((s, l) => s + l.amount_cents, 0);
      if (amount <= 0) throw refusal('There is nothing to refund on those lines.', { id: 'nothing_on_lines', values: {} });
      if (amount > remaining) throw refusal(`That is more than what is left to refund on order ${o.name} (${money(remaining)}).`, { id: 'more_than_left', values: { order: o.name, amount_cents: remaining, currency: o.currency } });
      return {
        ...base, amountCents: amount,
        payload: { action: 'refund', whole_order: false, lines: planned, reason: req.reason ?? null },
        summary: `Refund ${money(amount)} on order ${o.name} (${planned.map((l) => `${l.quantity} × ${l.title}`).join(', ')})`,
      };
    }
    case 'cancel_order': {
      if (o.fulfillmentStatus !== 'unfulfilled') throw refusal(`Order ${o.name} has already shipped (fulfillment ${o.fulfillmentStatus.replace(/_/g, ' ')}), so it can't be cancelled; a return is possible instead.`, { id: 'shipped_cancel', values: { order: o.name } });
      const amount = REFUNDABLE_STATUSES.has(o.financialStatus) ? remainingRefundableCents(o) : 0;
      return {
        ...base, amountCents: amount, payload: { action: 'cancel_order', reason: req.reason ?? null },
        summary: `Cancel order ${o.name}${amount > 0 ? ` and refund ${money(amount)}` : ''}`,
      };
    }
    case 'change_shipping_address': {
      if (o.fulfillmentStatus !== 'unfulfilled') throw refusal(`Order ${o.name} has already shipped, so its address can't be changed.`, { id: 'shipped_address', values: { order: o.name } });
      const address = ShippingAddressSchema.parse(req.address);
      return {
        ...base, amountCents: 0,
        payload: { action: 'change_shipping_address', address, previous_address: (o.shippingAddress as ShippingAddress | null) ?? null },
        summary: `Ship order ${o.name} to ${formatAddress(address)}`,
      };
    }
  }
}

/** One-line address text, e.g. "12 Main St, Springfield, IL 62701, US". */
export function formatAddress(a: ShippingAddress): string {
  return [a.name, a.line1, a.line2, a.city, [a.region, a.postal_code].filter(Boolean).join(' '), a.country].filter((x) => x && String(x).trim()).join(', ');
}

async function loadOrder(db: DbExecutor, storeId: string, orderId: string, lock: boolean): Promise<OrderRow> {
  const q = db.select().from(orders).where(and(eq(orders.storeId, storeId), eq(orders.id, orderId))).limit(1);
  const rows = lock ? await q.for('update') : await q;
  if (!rows[0]) throw new AppError('not_found', 'No such order');
  return rows[0];
}

/**
 * Plan an action on one order of a store (validated against the current row).
 * @throws AppError not_found (no such order in this store), conflict / invalid_request (see {@link planFromRow})
 */
export async function planOrderAction(db: DbExecutor, storeId: string, orderId: string, req: OrderActionRequest): Promise<PlannedAction> {
  return planFromRow(await loadOrder(db, storeId, orderId, false), req);
}

/** Optional money movement for refunds (the payment provider seam); returns the provider's refund id, or null. */
export type RefundPayment = (args: { storeId: string; orderId: string; amountCents: number; currency: string; idempotencyKey: string }) => Promise<string | null>;

/**
 * Execute a planned action inside `tx`: lock the order row, re-validate the stored payload against it (the order may
 * have changed since the plan), apply it, and write one `order_actions` ledger row keyed by `idempotencyKey`.
 * A refund first calls `refundPayment` (when given) with the same idempotency key, so a retried execution never
 * moves money twice at the provider. For a platform store (`platform`), the platform carries the action out first
 * (refund, cancellation, address change), keyed the same way; no payment provider is called then.
 * @throws AppError conflict / invalid_request when the action is no longer allowed; not_found when the order vanished
 */
export async function executeOrderAction(tx: DbExecutor, input: {
  storeId: string; orderId: string; payload: OrderActionPayload; idempotencyKey: string; refundPayment?: RefundPayment;
  /** The store's platform (Shopify): when it carries the action out, no payment provider is called. */
  platform?: OrderPlatform;
}): Promise<ExecutedAction> {
  const o = await loadOrder(tx, input.storeId, input.orderId, true);
  const p = input.payload;
  const req: OrderActionRequest = p.action === 'refund'
    ? { action: 'refund', lines: p.whole_order ? null : p.lines.map((l) => ({ line_id: l.line_id, quantity: l.quantity })), reason: p.reason }
    : p.action === 'cancel_order' ? { action: 'cancel_order', reason: p.reason } : { action: 'change_shipping_address', address: p.address };
  const plan = planFromRow(o, req);
  const lines = (o.lineItems as OrderLine[]).map((l) => ({ ...l }));
  const now = new Date();
  const atPlatform = input.platform
    ? await input.platform.applyAction({
      storeId: o.storeId, orderId: o.id, externalId: o.externalId, payload: plan.payload, amountCents: plan.amountCents, currency: o.currency,
      idempotencyKey: input.idempotencyKey,
    })
    : false;
  const set: Partial<typeof orders.$inferInsert> = {};
  if (plan.payload.action === 'refund' || plan.payload.action === 'cancel_order') {
    const amount = plan.amountCents;
    if (amount > 0 && input.refundPayment && !atPlatform) {
      await input.refundPayment({ storeId: o.storeId, orderId: o.id, amountCents: amount, currency: o.currency, idempotencyKey: input.idempotencyKey });
    }
    const refunded = o.refundedCents + amount;
    const refundedLines = plan.payload.action === 'refund' && !plan.payload.whole_order ? plan.payload.lines : null;
    for (const l of lines) {
      const r = refundedLines ? refundedLines.find((x) => x.line_id === l.id)?.quantity ?? 0 : l.quantity - (l.refunded_quantity ?? 0);
      if (amount > 0 && r > 0) l.refunded_quantity = (l.refunded_quantity ?? 0) + r;
    }
    set.lineItems = lines;
    set.refundedCents = refunded;
    if (amount > 0) set.financialStatus = refunded >= o.totalCents ? 'refunded' : 'partially_refunded';
    if (plan.payload.action === 'cancel_order') set.cancelledAt = now;
  } else {
    set.shippingAddress = plan.payload.address;
  }
  const [row] = await tx.update(orders).set(set).where(and(eq(orders.storeId, o.storeId), eq(orders.id, o.id))).returning();
  await tx.insert(orderActions).values({
    storeId: o.storeId, orderId: o.id, kind: plan.payload.action, amountCents: plan.amountCents, details: plan.payload, idempotencyKey: input.idempotencyKey,
  });
  const u = row!;
  return {
    orderId: u.id, orderName: u.name, action: plan.payload.action, amountCents: plan.amountCents, currency: u.currency,
    refundedCents: u.refundedCents, totalCents: u.totalCents, financialStatus: u.financialStatus,
    cancelledAt: u.cancelledAt ? u.cancelledAt.toISOString() : null, shippingAddress: (u.shippingAddress as ShippingAddress | null) ?? null,
    summary: plan.summary,
  };
}

/** An order with its lines, money and address, for the admin's approval detail. Money in cents. */
export type OrderDetail = {
  id: string; name: string; customerEmail: string; financialStatus: string; fulfillmentStatus: string; currency: string;
  totalCents: number; refundedCents: number; remainingRefundableCents: number; cancelledAt: string | null; createdAt: string;
  shippingAddress: ShippingAddress | null;
  lineItems: { id: string; title: string; quantity: number; refundedQuantity: number; priceCents: number }[];
};

/** Read one order of a store for staff, or null (another store's id → null). */
export async function getOrderDetail(db: DbExecutor, storeId: string, orderId: string): Promise<OrderDetail | null> {
  const rows = await db.select().from(orders).where(and(eq(orders.storeId, storeId), eq(orders.id, orderId))).limit(1);
  const o = rows[0];
  if (!o) return null;
  return {
    id: o.id, name: o.name, customerEmail: o.customerEmail, financialStatus: o.financialStatus, fulfillmentStatus: o.fulfillmentStatus,
    currency: o.currency, totalCents: o.totalCents, refundedCents: o.refundedCents, remainingRefundableCents: remainingRefundableCents(o),
    cancelledAt: o.cancelledAt ? o.cancelledAt.toISOString() : null, createdAt: o.createdAt.toISOString(),
    shippingAddress: (o.shippingAddress as ShippingAddress | null) ?? null,
    lineItems: (o.lineItems as OrderLine[]).map((l) => ({ id: l.id, title: l.title, quantity: l.quantity, refundedQuantity: l.refunded_quantity ?? 0, priceCents: l.price_cents })),
  };
}

/** Count ledger rows beyond the first per idempotency key in a store (0 = no action was executed twice). */
export async function countDuplicateOrderActions(db: DbExecutor, storeId: string): Promise<number> {
  const res = await db.execute<{ dup: number }>(sql`
    SELECT coalesce(sum(n - 1), 0)::int AS dup FROM (
      SELECT count(*) AS n FROM order_actions WHERE store_id = ${storeId} GROUP BY idempotency_key HAVING count(*) > 1) d`);
  return Number(res.rows[0]?.dup ?? 0);
}
