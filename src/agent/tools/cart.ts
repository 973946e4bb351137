/**
 * Cart tools: `add_to_cart` (a shown product; the variant by id or by the shopper's words, e.g. "blue, M") and
 * `checkout` (the conversation's cart → a checkout link). Prices always come from the database through the
 * payments service; the model only names ids and words.
 */
import { tool, type StructuredToolInterface, type ToolRunnableConfig } from '@langchain/core/tools';
import type { Database } from '../../db/index.ts';
import { formatPrice, getVariantsOfProducts, type PurchasableVariant } from '../../catalog/index.ts';
import { variantLabel, type CartView, type PaymentService } from '../../payments/index.ts';
import { AppError } from '../../shared/errors.ts';
import { findStoreById } from '../../stores/index.ts';
import {
  AddToCartArgsSchema, CheckoutArgsSchema, type AddToCartArgs, type AddToCartResult, type CartSummary, type CheckoutResult,
} from './contracts.ts';
import { withFocus } from './search.ts';
import { toolContextOf } from './context.ts';

/** Size words and their usual short forms (both directions match). */
const SIZE_ALIASES: Record<string, string[]> = {
  'extra small': ['xs'], small: ['s', 'sm'], medium: ['m', 'med'], large: ['l', 'lg'], 'extra large': ['xl'],
  'extra extra large': ['xxl', '2xl'],
};

/** Lower-case word tokens ("I'm" stays one token, so it never reads as size M). */
function tokens(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? [];
}

/** Does `text` (tokens) name option value `value` (as a whole phrase, or by a size alias)? */
function names(textTokens: string[], value: string): boolean {
  const v = tokens(value);
  if (!v.length) return false;
  const joined = ` ${textTokens.join(' ')} `;
  if (joined.includes(` ${v.join(' ')} `)) return true;
  const phrase = v.join(' ');
  for (const [full, shorts] of Object.entries(SIZE_ALIASES)) {
    if (phrase === full && shorts.some((s) => textTokens.includes(s))) return true;
    if (shorts.includes(phrase) && joined.includes(` ${full} `)) return true;
  }
  return false;
}

/**
 * The variants the shopper's words pick: those naming the most option values (colour, size, …). All variants
 * when the words name none; [] for no variants.
 */
export function matchVariants(words: string, variants: PurchasableVariant[]): PurchasableVariant[] {
  const t = tokens(words);
  let best: PurchasableVariant[] = [];
  let bestScore = 0;
  for (const v of variants) {
    const values = Object.values(v.optionValues).filter((x) => x && x !== 'Default Title');
    const score = values.filter((x) => names(t, x)).length;
    if (score > bestScore) { best = [v]; bestScore = score; } else if (score === bestScore && score > 0) best.push(v);
  }
  return bestScore > 0 ? best : variants;
}

/** A cart in the tool contract's shape. */
export function summarizeCart(cart: CartView): CartSummary {
  return {
    id: cart.id, itemCount: cart.itemCount, subtotalCents: cart.subtotalCents, subtotalText: cart.subtotalText, currency: cart.currency,
    lines: cart.lines.map((l) => ({ title: l.title, variantTitle: l.variantTitle, quantity: l.quantity, lineTotalText: l.lineTotalText })),
  };
}

/** Options of {@link createCartTools}: `publicUrl` is used when a turn does not say its base URL. */
export type CartToolOptions = { payments: PaymentService; publicUrl?: string };

/** Build the add_to_cart and checkout tools. */
export function createCartTools(database: Database, opts: CartToolOptions): StructuredToolInterface[] {
  const { payments } = opts;

  // The product put in the cart becomes the one being discussed ("add it again", "is it in stock?").
  const addToCartTool = tool(async (args, config) => withFocus(config, 'add_to_cart', args.product_id, await addToCart(args, config)), {
    name: 'add_to_cart',
    description: "Add a product the shopper has seen to their cart. Pass its product_id and the shopper's words for the variant (colour, size) in `options`; if several variants fit, the result lists `choices` — ask the shopper which one.",
    schema: AddToCartArgsSchema,
  });

  async function addToCart(args: AddToCartArgs, config: ToolRunnableConfig): Promise<string> {
    const ctx = toolContextOf(config);
    const all = (await getVariantsOfProducts(database, ctx.storeId, [args.product_id])).get(args.product_id.toLowerCase()) ?? [];
    const base = { quantity: args.quantity ?? 1, choices: [] as AddToCartResult['choices'], cart: null, variant: null };
    const refuse = (reason: NonNullable<AddToCartResult['reason']>, extra: Partial<AddToCartResult> = {}): string =>
      JSON.stringify({ ...base, added: false, reason, product: all[0] ? { id: all[0].productId, title: all[0].productTitle } : null, ...extra } satisfies AddToCartResult);
    if (!all.length) return refuse('not_found');
    const picked = args.variant_id ? all.filter((v) => v.id === args.variant_id) : all.length === 1 ? all : matchVariants(args.options ?? '', all);
    const buyable = picked.filter((v) => v.priceCents !== null && v.available);
    const chosen = picked.length === 1 ? picked[0]! : buyable.length === 1 && picked.length === buyable.length ? buyable[0]! : null;
    if (!chosen) {
      const list = picked.length ? picked : all;
      return refuse('needs_variant', {
        choices: list.slice(0, 20).map((v) => ({ id: v.id, title: v.title, priceText: formatPrice(v.priceCents, ctx.currency), available: v.available && v.priceCents !== null })),
      });
    }
    const variant = { id: chosen.id, title: variantLabel(chosen), priceText: formatPrice(chosen.priceCents, ctx.currency), priceCents: chosen.priceCents };
    if (chosen.priceCents === null) return refuse('no_price', { variant });
    if (!chosen.available) return refuse('out_of_stock', { variant });
    // A Shopify storefront's cart is the theme's, in the shopper's browser: the card's button adds it there.
    if (ctx.platform === 'shopify') return refuse('use_card', { variant });
    if (ctx.sandbox) {
      // Replay: the cart is not touched; answer as if this line were added to an empty cart.
      const qty = args.quantity ?? 1;
      const cents = chosen.priceCents * qty;
      return JSON.stringify({
        ...base, added: true, reason: null, product: { id: chosen.productId, title: chosen.productTitle }, variant,
        cart: { id: null, itemCount: qty, subtotalCents: cents, subtotalText: formatPrice(cents, ctx.currency), currency: ctx.currency,
          lines: [{ title: chosen.productTitle, variantTitle: variant.title, quantity: qty, lineTotalText: formatPrice(cents, ctx.currency) }] },
      } satisfies AddToCartResult);
    }
    const { cart } = await payments.addToCart({ id: ctx.storeId, currency: ctx.currency }, ctx.conversationId, { variantId: chosen.id, quantity: args.quantity ?? 1 });
    return JSON.stringify({
      ...base, added: true, reason: null, product: { id: chosen.productId, title: chosen.productTitle }, variant, cart: summarizeCart(cart),
    } satisfies AddToCartResult);
  }

  const checkoutTool = tool(async (_args, config): Promise<string> => {
    const ctx = toolContextOf(config);
    const fail = (reason: NonNullable<CheckoutResult['reason']>, message: string) =>
      JSON.stringify({ started: false, reason, message, checkout: null } satisfies CheckoutResult);
    // Shopify stores: buyers pay through the store's own checkout (App Store rule), never Aisle's providers.
    if (ctx.platform === 'shopify') return fail('storefront_checkout', "Use the cart's Checkout button: it opens this store's own checkout.");
    if (ctx.sandbox) return fail('provider_unavailable', 'Test run: would have started a checkout of the cart. Nothing was charged.');
    const store = await findStoreById(database, ctx.storeId);
    if (payments.checkoutModeOf(store?.parsedSettings.testPayments ?? false) === 'off') {
      return fail('checkout_off', "Online checkout is off in this store; offer to bring in a person to complete the order.");
    }
    const baseUrl = ctx.baseUrl ?? opts.publicUrl;
    if (!store || !baseUrl) return fail('provider_unavailable', 'Checkout is not available right now.');
    try {
      const c = await payments.startCheckout({
        store: { id: store.id, currency: store.currency, handle: store.handle, domain: store.domain }, conversationId: ctx.conversationId, baseUrl,
      });
      return JSON.stringify({
        started: true, reason: null, message: null,
        checkout: { id: c.id, url: c.url ?? '', totalText: c.totalText, amountCents: c.amountCents, currency: c.currency, itemCount: c.itemCount, testMode: c.testMode },
      } satisfies CheckoutResult);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      if (err.code === 'conflict') return fail(/empty/.test(err.detail) ? 'empty_cart' : 'unavailable_items', err.detail);
      if (err.code === 'platform_unavailable') return fail('provider_unavailable', 'The payment provider is not reachable right now.');
      throw err;
    }
  }, {
    name: 'checkout',
    description: "Check out the shopper's cart: returns a secure payment link with the total (priced by the store). Call it when the shopper wants to pay.",
    schema: CheckoutArgsSchema,
  });

  return [addToCartTool, checkoutTool];
}
