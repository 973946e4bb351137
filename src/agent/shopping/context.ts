/**
 * The shopping context of a conversation: the current search (what was searched, its constraints, the products shown
 * in order) kept in the thread's checkpointed state (graph channel `shopping`), so follow-ups refine it instead of
 * starting over, and references ("the second one") resolve against what the shopper actually saw. The same context
 * is rendered into the system message for provider models and carried there, structured, for the local model.
 */
import { z } from 'zod';
import { SearchConstraintsSchema, type ProductSummary, type SearchConstraints } from '../tools/contracts.ts';

/** A product as the shopper saw it in the last results (facts from the tool result only). Money in cents. */
export const ShownProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  vendor: z.string(),
  priceCents: z.number().int().nullable(),
  priceText: z.string(),
  color: z.string().nullable(),
  rating: z.number().nullable(),
});
/** One shown product. */
export type ShownProduct = z.infer<typeof ShownProductSchema>;

/**
 * The current search. `query`: the words searched (the shopper's words, merged with the earlier search when they
 * refined it); `defaults`: constraints carried over from earlier turns (they apply unless `query` states its own);
 * `constraints`: what the search enforced (parsed + carried); `shown`: the products shown, in order; `offset`: how many
 * earlier results of the same search were shown before this page (for "show me more"); `focus`: the product the
 * shopper asked about last (get_product), or null; `partial`: nothing matched all the words.
 */
export const ShoppingContextSchema = z.object({
  query: z.string(),
  defaults: SearchConstraintsSchema.partial(),
  constraints: SearchConstraintsSchema,
  shown: z.array(ShownProductSchema),
  offset: z.number().int().min(0),
  focus: z.string().nullable().default(null),
  /** The search's best match shared only some of its words (SearchProductsResult.partial); absent in older threads. */
  partial: z.boolean().optional(),
  /** The situation the shopper told for this search (SearchOptions.story), which its next pages rank by too; absent when none. */
  story: z.string().optional(),
  /** The kinds of product the situation calls for (SearchProductsArgs.kinds), which its next pages put first too. */
  kinds: z.array(z.string()).optional(),
  /** Words a refinement asked titles to say ("stemless"), which the products shown say: later refinements keep them. */
  emphasis: z.string().optional(),
});
/** The current search of a conversation. */
export type ShoppingContext = z.infer<typeof ShoppingContextSchema>;

/** Products kept in the context (the widget shows at most six cards; tools return at most ten). */
export const MAX_SHOWN = 10;

/** Keep what a reference needs from a tool's product summary. */
export function shownOf(p: Pick<ProductSummary, 'id' | 'title' | 'vendor' | 'priceCents' | 'priceText' | 'color' | 'rating'>): ShownProduct {
  return { id: p.id, title: p.title, vendor: p.vendor, priceCents: p.priceCents, priceText: p.priceText, color: p.color, rating: p.rating };
}

/** The constraints a refinement carries over: everything the last search enforced except the ranking words. */
export function carriedConstraints(c: SearchConstraints): Partial<SearchConstraints> {
  const out: Partial<SearchConstraints> = {};
  if (c.minPriceCents !== null) out.minPriceCents = c.minPriceCents;
  if (c.maxPriceCents !== null) out.maxPriceCents = c.maxPriceCents;
  if (c.colors.length) out.colors = c.colors;
  if (c.sizes.length) out.sizes = c.sizes;
  if (c.brands.length) out.brands = c.brands;
  if (c.inStock) out.inStock = true;
  return out;
}

/**
 * The context as system-prompt text for provider models (the local model reads the structured value instead):
 * the current search and the products shown with their ids and positions. Empty string without a context.
 * `describe(c)` renders constraints in words ("under $40.00, in black").
 */
export function renderShoppingContext(ctx: ShoppingContext | null | undefined, describe: (c: SearchConstraints) => string): string {
  if (!ctx || (!ctx.query && !ctx.shown.length)) return '';
  const cons = describe(ctx.constraints);
  const lines = [
    `Current search: "${ctx.query}"${cons ? ` (${cons})` : ''}. To narrow or change it ("cheaper ones", "under $40", "only black", "in size 8", "for an iPhone 11") call search_products with refine=true and only the new words; "show me more" = more=true; "more like the first one" = similar_to with that product's id.`,
  ];
  if (ctx.shown.length) {
    lines.push('Products shown to the shopper, in order (resolve "the second one", "that one", "the Nike one" against this list; if the shopper means one that is not here, ask which one):');
    ctx.shown.forEach((p, i) => { lines.push(`${i + 1}. id=${p.id} — ${p.title.slice(0, 120)} — ${p.vendor || 'no brand'} — ${p.priceText}${p.color ? ` — ${p.color}` : ''}${ctx.focus === p.id ? ' (being discussed)' : ''}`); });
  }
  return lines.join('\n');
}
