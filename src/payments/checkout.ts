/**
 * Checkouts (PRODUCT.md §3, states §4: open → completed | expired): a conversation's cart, priced from the
 * database, handed to a payment provider's hosted checkout session; completed by the provider's webhook (Stripe
 * `checkout.session.completed`) or the test page's "Pay" — both through {@link completeCheckout}, which creates
 * the paid order exactly once.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { formatPrice } from '../catalog/index.ts';
import { recordEvent } from '../events/index.ts';
import { createPaidOrder, getOrderPayment, type DbExecutor, type OrderLine, type PaidOrder } from '../orders/index.ts';
import { AppError } from '../shared/errors.ts';
import { getCart, removeBoughtLines } from './cart.ts';
import type { PaymentProvider } from './providers/types.ts';
import { checkouts } from './schema.ts';

/** A checkout line snapshot as stored in `checkouts.line_items` (money in cents, priced from the database). */
export type CheckoutLine = {
  variant_id: string; product_id: string; title: string; variant_title: string | null; quantity: number; unit_price_cents: number;
  image_url: string | null;
};

/** A checkout row. */
export type CheckoutRow = typeof checkouts.$inferSelect;

/**
 * A checkout as shown to the shopper and tools. `url` is the payment page while the checkout is `open` (null
 * otherwise); `orderName` once completed; `testMode` when the built-in test provider takes the "payment".
 */
export type CheckoutView = {
  id: string; status: CheckoutRow['status']; provider: CheckoutRow['provider']; testMode: boolean; url: string | null;
  amountCents: number; currency: string; totalText: string; itemCount: number; orderId: string | null; orderName: string | null;
  createdAt: string; expiresAt: string | null;
};

/** The store facts a checkout needs: id, currency, handle and domain (for the return URLs). */
export type CheckoutStore = { id: string; currency: string; handle: string; domain: string | null };

/**
 * Where the provider returns the shopper: the store's own site when it has a domain, else the demo storefront
 * `/demo/<handle>` on this Aisle, with `?checkout=success|cancel`.
 */
export function returnUrls(store: Pick<CheckoutStore, 'handle' | 'domain'>, baseUrl: string): { successUrl: string; cancelUrl: string } {
  const base = store.domain ? `https://${store.domain}/` : `${baseUrl.replace(/\/$/, '')}/demo/${encodeURIComponent(store.handle)}`;
  return { successUrl: `${base}?checkout=success`, cancelUrl: `${base}?checkout=cancel` };
}

/** What makes two checkouts the same purchase: variants, quantities and unit prices, in order. */
function linesKey(lines: CheckoutLine[]): string {
  return lines.map((l) => `${l.variant_id}:${l.quantity}:${l.unit_price_cents}`).join(',');
}

function isExpired(row: CheckoutRow, now = Date.now()): boolean {
  return row.status === 'open' && row.expiresAt !== null && row.expiresAt.getTime() <= now;
}

/** Render a checkout row (an open checkout past its expiry shows as `expired`). */
export async function checkoutView(db: DbExecutor, row: CheckoutRow): Promise<CheckoutView> {
  const lines = row.lineItems as CheckoutLine[];
  const status = isExpired(row) ? 'expired' : row.status;
  const order = row.orderId ? await getOrderPayment(db, row.storeId, row.orderId) : null;
  return {
    id: row.id, status, provider: row.provider, testMode: row.provider === 'test', url: status === 'open' ? row.url : null,
    amountCents: row.amountCents, currency: row.currency, totalText: formatPrice(row.amountCents, row.currency),
    itemCount: lines.reduce((s, l) => s + l.quantity, 0), orderId: row.orderId, orderName: order?.name ?? null,
    createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
  };
}

/** One checkout of a store, or null (unknown id, another store's checkout). */
export async function findCheckout(db: DbExecutor, storeId: string, checkoutId: string): Promise<CheckoutRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(checkoutId)) return null;
  const rows = await db.select().from(checkouts).where(and(eq(checkouts.storeId, storeId), eq(checkouts.id, checkoutId))).limit(1);
  return rows[0] ?? null;
}

/**
 * A checkout by id alone — only for the test provider's payment page, where the unguessable checkout id (uuid
 * v4, 122 random bits) in the URL is the shopper's capability, as Stripe's session URL is.
 */
export async function findCheckoutForPaymentPage(database: Database, checkoutId: string): Promise<CheckoutRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(checkoutId)) return null;
  const rows = await database.db.select().from(checkouts).where(eq(checkouts.id, checkoutId)).limit(1);
  return rows[0] ?? null;
}

/** A checkout by its provider session id (webhooks), or null. */
export async function findCheckoutByExternalId(db: DbExecutor, provider: CheckoutRow['provider'], externalId: string): Promise<CheckoutRow | null> {
  const rows = await db.select().from(checkouts).where(and(eq(checkouts.provider, provider), eq(checkouts.externalId, externalId))).limit(1);
  return rows[0] ?? null;
}

/**
 * Turn the conversation's cart into a checkout with `provider`: lines priced from the database now, a checkout
 * row (`open`), then the provider's session (idempotency key `aisle-checkout-<checkout id>`). While an open,
 * unexpired checkout of the same provider has exactly these lines and prices, it is returned instead of a new one.
 * @throws AppError conflict (empty cart, an unpriced or out-of-stock line), platform_unavailable (provider down;
 *   the checkout is then marked expired)
 */
export async function startCheckout(database: Database, provider: PaymentProvider, input: { store: CheckoutStore; conversationId: string; baseUrl: string }): Promise<CheckoutView> {
  const { store, conversationId } = input;
  const cart = await getCart(database, store, conversationId);
  if (!cart.lines.length) throw new AppError('conflict', 'The cart is empty');
  const bad = cart.lines.find((l) => l.unitPriceCents === null || !l.available);
  if (bad) throw new AppError('conflict', `“${bad.title}” ${bad.unitPriceCents === null ? 'has no listed price' : 'is out of stock'}; remove it to check out`);
  const lines: CheckoutLine[] = cart.lines.map((l) => ({
    variant_id: l.variantId, product_id: l.productId, title: l.title, variant_title: l.variantTitle, quantity: l.quantity,
    unit_price_cents: l.unitPriceCents!, image_url: l.imageUrl,
  }));

  const recent = await database.db.select().from(checkouts)
    .where(and(eq(checkouts.storeId, store.id), eq(checkouts.conversationId, conversationId), eq(checkouts.status, 'open'), eq(checkouts.provider, provider.name)))
    .orderBy(desc(checkouts.createdAt)).limit(1);
  const same = recent[0];
  if (same && same.url && !isExpired(same, Date.now() + 5 * 60_000) && linesKey(same.lineItems as CheckoutLine[]) === linesKey(lines)) {
    return checkoutView(database.db, same);
  }

  const [row] = await database.db.insert(checkouts).values({
    storeId: store.id, conversationId, provider: provider.name, amountCents: cart.subtotalCents, currency: store.currency, lineItems: lines,
  }).returning();
  const { successUrl, cancelUrl } = returnUrls(store, input.baseUrl);
  try {
    const session = await provider.createCheckoutSession({
      checkoutId: row!.id, storeId: store.id, conversationId, currency: store.currency, successUrl, cancelUrl, baseUrl: input.baseUrl,
      idempotencyKey: `aisle-checkout-${row!.id}`,
      lines: lines.map((l) => ({
        variantId: l.variant_id, productId: l.product_id, name: l.variant_title ? `${l.title} — ${l.variant_title}` : l.title,
        quantity: l.quantity, unitPriceCents: l.unit_price_cents, imageUrl: l.image_url,
      })),
    });
    const [updated] = await database.db.update(checkouts).set({ externalId: session.externalId, url: session.url, expiresAt: session.expiresAt })
      .where(eq(checkouts.id, row!.id)).returning();
    return checkoutView(database.db, updated!);
  } catch (err) {
    await database.db.update(checkouts).set({ status: 'expired' }).where(eq(checkouts.id, row!.id));
    throw err;
  }
}

/** Input of {@link completeCheckout}: what the provider reports about the payment. */
export type CompleteCheckoutInput = {
  storeId: string; checkoutId: string; provider: CheckoutRow['provider'];
  /** The provider session id the payment belongs to; must match the checkout's. */
  externalId: string;
  /** Stripe PaymentIntent id, or the test provider's payment id. */
  paymentRef: string | null;
  email: string; customerName?: string;
};

/** Result of {@link completeCheckout}: `completedNow` false when the checkout was already completed (replay). */
export type CompleteCheckoutResult = { checkout: CheckoutRow; order: PaidOrder; completedNow: boolean };

/**
 * Complete a checkout: create its paid order (orders service), mark it `completed`, take the bought items out of
 * the cart and record `checkout.completed` — all in the caller's transaction `tx`. Idempotent: the checkout row is locked (FOR UPDATE) and a
 * completed checkout returns its order. An expired checkout that the provider still reports paid is completed
 * (the money was taken). The one code path for Stripe's webhook and the test page's "Pay".
 * @throws AppError not_found (unknown checkout of the store), conflict (provider or session id mismatch)
 */
export async function completeCheckout(tx: DbExecutor, input: CompleteCheckoutInput): Promise<CompleteCheckoutResult> {
  const locked = await tx.execute<{ id: string }>(sql`SELECT id FROM checkouts WHERE store_id = ${input.storeId} AND id = ${input.checkoutId} FOR UPDATE`);
  if (!locked.rows[0]) throw new AppError('not_found', 'No such checkout');
  const [row] = await tx.select().from(checkouts).where(eq(checkouts.id, input.checkoutId));
  if (row!.provider !== input.provider || row!.externalId !== input.externalId) throw new AppError('conflict', 'The payment does not belong to this checkout');
  const lines = row!.lineItems as CheckoutLine[];
  const order = await createPaidOrder(tx, input.storeId, {
    checkoutId: row!.id, email: input.email, customerName: input.customerName, currency: row!.currency,
    paymentProvider: input.provider, paymentRef: input.paymentRef,
    lineItems: lines.map((l, i): OrderLine => ({
      id: `${row!.id}-${i + 1}`, product_id: l.product_id, variant_id: l.variant_id,
      title: l.variant_title ? `${l.title} — ${l.variant_title}` : l.title, quantity: l.quantity, price_cents: l.unit_price_cents,
    })),
  });
  if (row!.status === 'completed') return { checkout: row!, order, completedNow: false };
  const [done] = await tx.update(checkouts).set({ status: 'completed', orderId: order.orderId, completedAt: new Date() })
    .where(eq(checkouts.id, row!.id)).returning();
  await removeBoughtLines(tx, input.storeId, row!.conversationId, lines.map((l) => l.variant_id));
  await recordEvent(tx, { storeId: input.storeId, type: 'checkout.completed', payload: {
    checkout_id: row!.id, conversation_id: row!.conversationId, order_id: order.orderId, order_name: order.name, provider: input.provider,
    provider_session_id: input.externalId, payment_ref: input.paymentRef, amount_cents: order.totalCents, currency: order.currency,
    item_count: lines.reduce((n, l) => n + l.quantity, 0),
    line_items: lines.map((l) => ({
      variant_id: l.variant_id, product_id: l.product_id, title: l.title, variant_title: l.variant_title, quantity: l.quantity, unit_price_cents: l.unit_price_cents,
    })),
  } });
  return { checkout: done!, order, completedNow: true };
}

/** How long a checkout stays open when its provider gave no expiry: 24 h (Stripe's default Checkout Session lifetime), in ms. */
export const CHECKOUT_TTL_MS = 24 * 3600 * 1000;

/**
 * Mark `expired` every open checkout (all stores) past its expiry at `now`: the provider's `expires_at`, or
 * `created_at` + {@link CHECKOUT_TTL_MS} when the provider gave none. Batches of `batch` (default 500) rows,
 * skipping rows another transaction holds (a completion in flight wins). Returns how many were expired.
 * A payment the provider reports later still completes the checkout (see {@link completeCheckout}).
 */
export async function expireStaleCheckouts(database: Database, now: Date, opts: { ttlMs?: number; batch?: number } = {}): Promise<number> {
  const batch = opts.batch ?? 500;
  const ttl = `${Math.round((opts.ttlMs ?? CHECKOUT_TTL_MS) / 1000)} seconds`;
  let total = 0;
  for (;;) {
    const res = await database.pool.query(`
      UPDATE checkouts SET status = 'expired' WHERE id IN (
        SELECT id FROM checkouts WHERE status = 'open' AND coalesce(expires_at, created_at + $3::interval) <= $1
         ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)`, [now, batch, ttl]);
    const n = res.rowCount ?? 0;
    total += n;
    if (n < batch) return total;
  }
}

/** Mark an open checkout expired (provider said its session expired). Returns true when it changed. */
export async function expireCheckout(tx: DbExecutor, storeId: string, checkoutId: string): Promise<boolean> {
  const rows = await tx.update(checkouts).set({ status: 'expired' })
    .where(and(eq(checkouts.storeId, storeId), eq(checkouts.id, checkoutId), eq(checkouts.status, 'open'))).returning({ id: checkouts.id });
  return rows.length > 0;
}
