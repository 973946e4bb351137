/**
 * The widget's shopping UI (`/widget/shop.js`, budget 3 KB gzip with its CSS): product cards with the variant
 * picker and "Add to cart", the cart bar with Checkout, and checkout links. The panel imports it right after it
 * opens, so opening the chat never waits for it (panel.js stays within its 12 KB budget), and hands it the panel's
 * Preact (`h`, `useState`) through {@link create}: one Preact instance, no second copy in this file. Components
 * call `h` directly (no JSX) because `h` is only known at run time.
 *
 * Grounding: every title, price and status comes from server-rendered parts or the server's cart; the client
 * sends only variant ids. Links and images are http(s) only (`safeUrl`). On a Shopify storefront the cart is the
 * theme's own (`themeCart`: Shopify's AJAX Cart API, same origin) and Checkout opens the store's `/checkout`.
 */
import type { h as preactH } from 'preact';
import type { useState as preactUseState } from 'preact/hooks';
import css from './shop.css';
import type { Cart, Checkout, ProductCard, Variant } from './types.ts';
import type { itemCount, s as say } from './strings.ts';
import { priceLabel, ratingView, safeUrl } from './util.ts';

/** The panel's Preact and its words in the widget's language (strings.ts), passed in (see file header). */
export type ShopLib = { h: typeof preactH; useState: typeof preactUseState; s: typeof say; itemCount: typeof itemCount };
/**
 * Adds one of a variant to the cart (the panel calls the widget API — or, on a Shopify storefront, the theme's AJAX
 * Cart API with `platformId` — and shows the new cart).
 */
export type AddToCart = (variantId: string, platformId?: string) => unknown;
/** A product part as the panel receives it. */
export type ProductPart = { product: ProductCard; variants?: Variant[] };

let h: ShopLib['h'];
let useState: ShopLib['useState'];
let s: ShopLib['s'];
let items: ShopLib['itemCount'];

const PLACEHOLDER = 'M4 5h16v14H4zm2 2v8l4-4 3 3 2-2 3 3V7zm9 1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3';

function Product({ p, v, add }: { p: ProductCard; v: Variant[]; add: AddToCart }) {
  const [broken, setBroken] = useState(false);
  const [sel, setSel] = useState(v.find((x) => x.available)?.id);
  const img = safeUrl(p.imageUrl);
  const url = safeUrl(p.url);
  const r = ratingView(p.rating, p.ratingCount);
  return h('li', { class: 'pc' },
    img && !broken
      ? h('img', { src: img, alt: '', loading: 'lazy', onError: () => setBroken(true) })
      : h('div', { class: 'ph' }, h('svg', { viewBox: '0 0 24 24', 'aria-hidden': 'true' }, h('path', { fill: 'currentColor', d: PLACEHOLDER }))),
    h('span', { class: 'pt' }, p.title),
    h('span', { class: 'pp' }, priceLabel(p, s('noPrice'))),
    r && h('span', { class: 'rt', role: 'img', 'aria-label': r.label },
      h('span', { class: 'sr', style: `--r:${r.pct}%` }, '★★★★★'),
      p.ratingCount != null && ` (${p.ratingCount})`),
    h('span', { class: 'pa' },
      v.length > 1 && h('select', {
        'aria-label': s('option', p.title), value: sel, onChange: (e: Event) => setSel((e.currentTarget as HTMLSelectElement).value),
      }, v.map((x) => h('option', { key: x.id, value: x.id, disabled: !x.available }, `${x.title} · ${x.available ? x.priceText : s('soldOut')}`))),
      sel && h('button', { type: 'button', onClick: () => add(sel, v.find((x) => x.id === sel)?.platformId), 'aria-label': s('addLabel', p.title) }, s('add')),
      url && h('a', { href: url, target: '_blank', rel: 'noopener noreferrer', 'aria-label': s('viewLabel', p.title) }, s('view'))),
  );
}

/** One message's product cards, in one horizontal scroller. */
function Products({ parts, add }: { parts: ProductPart[]; add: AddToCart }) {
  return h('ul', { class: 'ps', 'aria-label': s('products') },
    parts.map((x) => h(Product, { key: x.product.id, p: x.product, v: x.variants ?? [], add })));
}

/** Removes a cart line by its id (the panel calls the widget API and shows the new cart). */
export type RemoveLine = (lineId: string) => unknown;

/** The cart summary above the composer: count and subtotal (lines on demand, each with Remove) and Checkout. */
function CartBar({ cart, pay, drop }: { cart: Cart; pay: () => unknown; drop: RemoveLine }) {
  return h('div', { class: 'cb' },
    h('details', null,
      h('summary', { 'aria-live': 'polite' }, s('cart', items(cart.itemCount), cart.subtotalText)),
      h('ul', null, cart.lines.map((l) => {
        const name = `${l.title}${l.variantTitle ? ` (${l.variantTitle})` : ''}`;
        return h('li', { key: l.id },
          h('span', null, `${l.quantity} × ${name} · ${l.lineTotalText}`),
          h('button', { type: 'button', onClick: () => drop(l.id), 'aria-label': s('removeLabel', name) }, s('remove')));
      }))),
    h('button', { type: 'button', onClick: pay }, s('checkout')));
}

/** A checkout link (same tab: the payment page returns to the store), or its outcome. */
function Pay({ c }: { c: Checkout }) {
  const u = c.status === 'open' && safeUrl(c.url);
  return u
    ? h('a', { class: 'ck', href: u }, s('pay', c.totalText) + (c.testMode ? s('testMode') : ''))
    : h('p', { class: 'no' }, c.status === 'completed' ? s('paid', c.orderName ?? '') : s('expired'));
}

/** A theme cart line as the AJAX Cart API returns it (prices in the currency's cents, ×100 for every currency). */
type ThemeLine = { key: string; quantity: number; product_title: string; variant_title: string | null; final_line_price: number };
/** The theme cart (`/cart.js`). */
type ThemeCart = { item_count: number; total_price: number; currency: string; items: ThemeLine[] };

/**
 * The storefront theme's cart through Shopify's AJAX Cart API (https://shopify.dev/docs/api/ajax/reference/cart), on
 * the storefront's own origin with its cart cookie: `/cart.js` (read), `/cart/add.js` (add a variant by its
 * storefront id), `/cart/change.js` (quantity 0 removes a line by its key). Checkout is the store's own `/checkout`.
 */
export function themeCart(f: typeof fetch = fetch) {
  const money = (c: ThemeCart, cents: number) => new Intl.NumberFormat(document.documentElement.lang || 'en', { style: 'currency', currency: c.currency }).format(cents / 100);
  const view = (c: ThemeCart): Cart => ({
    itemCount: c.item_count, subtotalText: money(c, c.total_price),
    lines: c.items.map((l) => ({ id: l.key, title: l.product_title, variantTitle: l.variant_title, quantity: l.quantity, lineTotalText: money(c, l.final_line_price) })),
  });
  const call = async (path: string, body?: unknown): Promise<ThemeCart> => {
    const r = await f(path, body ? { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) } : { headers: { accept: 'application/json' } });
    if (!r.ok) throw new Error(`${path} ${r.status}`);
    return r.json() as Promise<ThemeCart>;
  };
  return {
    cart: async () => view(await call('/cart.js')),
    add: async (platformId: string) => { await call('/cart/add.js', { items: [{ id: Number(platformId), quantity: 1 }] }); return view(await call('/cart.js')); },
    remove: async (key: string) => view(await call('/cart/change.js', { id: key, quantity: 0 })),
    checkout: () => location.assign('/checkout'),
  };
}

/** Take the panel's Preact, put the CSS into the widget's shadow root, and return the components. Call once. */
export function create(lib: ShopLib, root: ShadowRoot) {
  h = lib.h;
  useState = lib.useState;
  s = lib.s;
  items = lib.itemCount;
  const style = document.createElement('style');
  style.textContent = css;
  root.append(style);
  return { Products, CartBar, Pay, theme: themeCart() };
}

/** The components {@link create} returns. */
export type Shop = ReturnType<typeof create>;
