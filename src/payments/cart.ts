/**
 * The cart of a conversation: lines are a variant and a quantity; prices, titles and stock are read from the
 * catalog every time the cart is shown or checked out (never taken from model text or the client).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { formatPrice, getVariants, type PurchasableVariant } from '../catalog/index.ts';
import type { DbExecutor } from '../orders/index.ts';
import { AppError } from '../shared/errors.ts';
import { cartLines, carts } from './schema.ts';

/** Most units of one variant in a cart. */
export const MAX_LINE_QUANTITY = 99;
/** Most distinct lines in a cart. */
export const MAX_CART_LINES = 50;

/** The store facts a cart needs. */
export type CartStore = { id: string; currency: string };

/** A cart line as shown. Money in cents of the store currency; `unitPriceCents` null = price not listed. */
export type CartLineView = {
  id: string; variantId: string; productId: string; title: string;
  /** The variant's title, or null for a product's only "Default Title" variant. */
  variantTitle: string | null;
  quantity: number; unitPriceCents: number | null; lineTotalCents: number; priceText: string; lineTotalText: string;
  available: boolean; imageUrl: string | null;
};

/** A cart as shown: lines, item count (sum of quantities) and subtotal in cents. `id` null = no cart yet. */
export type CartView = {
  id: string | null; itemCount: number; subtotalCents: number; subtotalText: string; currency: string; lines: CartLineView[];
};

/** "Default Title" (Shopify's name for a product's only variant) → null. */
export function variantLabel(v: Pick<PurchasableVariant, 'title'>): string | null {
  return v.title && v.title !== 'Default Title' ? v.title : null;
}

async function view(database: Database, store: CartStore, cartId: string | null): Promise<CartView> {
  const empty: CartView = { id: cartId, itemCount: 0, subtotalCents: 0, subtotalText: formatPrice(0, store.currency), currency: store.currency, lines: [] };
  if (!cartId) return empty;
  const rows = await database.db.select().from(cartLines)
    .where(and(eq(cartLines.storeId, store.id), eq(cartLines.cartId, cartId))).orderBy(cartLines.addedAt, cartLines.id);
  if (!rows.length) return empty;
  const byId = new Map((await getVariants(database, store.id, rows.map((r) => r.variantId))).map((v) => [v.id, v]));
  const lines: CartLineView[] = [];
  for (const r of rows) {
    const v = byId.get(r.variantId);
    if (!v) continue; // product archived or removed since: the line is not shown and not checked out
    const total = (v.priceCents ?? 0) * r.quantity;
    lines.push({
      id: r.id, variantId: v.id, productId: v.productId, title: v.productTitle, variantTitle: variantLabel(v), quantity: r.quantity,
      unitPriceCents: v.priceCents, lineTotalCents: total, priceText: formatPrice(v.priceCents, store.currency),
      lineTotalText: formatPrice(total, store.currency), available: v.available, imageUrl: v.imageUrl,
    });
  }
  const subtotal = lines.reduce((s, l) => s + l.lineTotalCents, 0);
  return {
    id: cartId, itemCount: lines.reduce((s, l) => s + l.quantity, 0), subtotalCents: subtotal,
    subtotalText: formatPrice(subtotal, store.currency), currency: store.currency, lines,
  };
}

async function cartIdOf(database: Database, storeId: string, conversationId: string): Promise<string | null> {
  const rows = await database.db.select({ id: carts.id }).from(carts)
    .where(and(eq(carts.storeId, storeId), eq(carts.conversationId, conversationId))).limit(1);
  return rows[0]?.id ?? null;
}

/** The cart of a conversation (empty view when it has none). The caller has checked the conversation belongs to the store. */
export async function getCart(database: Database, store: CartStore, conversationId: string): Promise<CartView> {
  return view(database, store, await cartIdOf(database, store.id, conversationId));
}

/** A cart of a store by id, as shown now (for rendering cart parts); empty view for an unknown id. */
export async function getCartById(database: Database, store: CartStore, cartId: string): Promise<CartView> {
  if (!/^[0-9a-f-]{36}$/i.test(cartId)) return view(database, store, null);
  const rows = await database.db.select({ id: carts.id }).from(carts).where(and(eq(carts.storeId, store.id), eq(carts.id, cartId))).limit(1);
  return view(database, store, rows[0]?.id ?? null);
}

/**
 * Check a variant can be bought: it exists in the store, has a price and is in stock.
 * @throws AppError not_found (unknown / other store's variant), conflict (no price, out of stock)
 */
export async function requirePurchasable(database: Database, storeId: string, variantId: string): Promise<PurchasableVariant> {
  const [v] = await getVariants(database, storeId, [variantId]);
  if (!v) throw new AppError('not_found', 'No such product variant');
  if (v.priceCents === null) throw new AppError('conflict', 'This item has no listed price, so it cannot be bought here');
  if (!v.available) throw new AppError('conflict', 'This item is out of stock');
  return v;
}

/**
 * Add `quantity` (1-99) of a variant to the conversation's cart (creating the cart); an existing line grows,
 * capped at {@link MAX_LINE_QUANTITY}. Returns the cart after the change and the variant added.
 * @throws AppError not_found | conflict (see {@link requirePurchasable}; also a full cart)
 */
export async function addCartLine(database: Database, store: CartStore, conversationId: string, input: { variantId: string; quantity: number }): Promise<{ cart: CartView; variant: PurchasableVariant }> {
  const variant = await requirePurchasable(database, store.id, input.variantId);
  const quantity = Math.max(1, Math.min(MAX_LINE_QUANTITY, Math.trunc(input.quantity)));
  const cartId = await database.db.transaction(async (tx) => {
    const [cart] = await tx.insert(carts).values({ storeId: store.id, conversationId })
      .onConflictDoUpdate({ target: [carts.storeId, carts.conversationId], set: { updatedAt: sql`now()` } })
      .returning({ id: carts.id });
    const count = await tx.select({ n: sql<number>`count(*)::int` }).from(cartLines).where(eq(cartLines.cartId, cart!.id));
    const has = await tx.select({ id: cartLines.id }).from(cartLines).where(and(eq(cartLines.cartId, cart!.id), eq(cartLines.variantId, variant.id)));
    if (!has.length && (count[0]?.n ?? 0) >= MAX_CART_LINES) throw new AppError('conflict', `A cart holds at most ${MAX_CART_LINES} different items`);
    await tx.insert(cartLines).values({ storeId: store.id, cartId: cart!.id, variantId: variant.id, quantity })
      .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.variantId], set: { quantity: sql`LEAST(${MAX_LINE_QUANTITY}, ${cartLines.quantity} + ${quantity})` } });
    return cart!.id;
  });
  return { cart: await view(database, store, cartId), variant };
}

/**
 * Set a line's quantity (0 removes it). Returns the cart after the change.
 * @throws AppError not_found when the line is not in this conversation's cart
 */
export async function setCartLineQuantity(database: Database, store: CartStore, conversationId: string, lineId: string, quantity: number): Promise<CartView> {
  const cartId = await cartIdOf(database, store.id, conversationId);
  if (!cartId || !/^[0-9a-f-]{36}$/i.test(lineId)) throw new AppError('not_found', 'No such cart line');
  const where = and(eq(cartLines.storeId, store.id), eq(cartLines.cartId, cartId), eq(cartLines.id, lineId));
  const q = Math.min(MAX_LINE_QUANTITY, Math.trunc(quantity));
  const changed = q <= 0
    ? await database.db.delete(cartLines).where(where).returning({ id: cartLines.id })
    : await database.db.update(cartLines).set({ quantity: q }).where(where).returning({ id: cartLines.id });
  if (!changed.length) throw new AppError('not_found', 'No such cart line');
  return view(database, store, cartId);
}

/** Remove the given variants from a conversation's cart (after they were bought), in the caller's transaction. */
export async function removeBoughtLines(tx: DbExecutor, storeId: string, conversationId: string, variantIds: string[]): Promise<void> {
  if (!variantIds.length) return;
  const cart = await tx.select({ id: carts.id }).from(carts).where(and(eq(carts.storeId, storeId), eq(carts.conversationId, conversationId))).limit(1);
  if (!cart[0]) return;
  await tx.delete(cartLines).where(and(eq(cartLines.cartId, cart[0].id), inArray(cartLines.variantId, variantIds)));
}
