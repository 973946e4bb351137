/**
 * How a follow-up changes the current search (used by the search_products tool for every model, so the local model
 * and provider models refine the same way): relative price words against the products shown, follow-up filler
 * removed, the words of a product to find similar ones.
 */
import type { SearchConstraints } from '../tools/contracts.ts';
import type { ShownProduct } from './context.ts';
import { isFillerWord } from './need.ts';

/** "cheaper", "less expensive", "more affordable", "lower priced", "on a budget" … (→ below what was shown). */
export const CHEAPER_RE = /\b(?:cheaper|cheapest|less expensive|lower[- ]priced|lower price|more affordable|(?:on a |)budget|inexpensive|less money|not so expensive|too expensive|too pricey)\b/i;
/** "pricier", "more expensive", "higher end", "premium", "better quality" … (→ above what was shown). */
export const PRICIER_RE = /\b(?:pricier|more expensive|higher[- ]end|high[- ]end|premium|fancier|more upscale|top of the line)\b/i;

/**
 * Words that only point back at the current search ("ones", "those", "any of them", "show me", "instead") or say
 * "cheaper": removed from a refinement before its words join the search. Constraint phrases ("under $40", "in size
 * 8") and qualifiers ("for an iPhone 11", "with a hood") stay.
 */
const FOLLOW_UP_FILLER = new Set(`one ones those these them they any anything some something only just please show see me us do does you have
got are is there what about how which instead else other others option options choice choices of that the a an maybe perhaps rather
preferably ideally also too even still like want need would could can i i'd i'm okay ok hmm well so then now but and or cheaper cheapest
pricier expensive affordable budget inexpensive less more lower higher priced price end premium fancier upscale top line money not pricey
on`.split(/\s+/));
/** Prepositions that introduce a qualifier ("for an iPhone 11", "with a hood"): kept unless they end the message. */
const QUALIFIER_PREPOSITIONS = new Set(['for', 'with', 'without', 'in', 'from', 'by', 'made']);

/**
 * The new words of a refinement, filler removed ("any of those below $45?" → "below $45"; "only black ones" → "black";
 * "cheaper ones?" → ""; "for an iPhone 11" → "for iphone 11").
 */
export function refinementWords(text: string): string {
  const words = text.toLowerCase().replace(/[?!,;:]+/g, ' ').replace(/\.(?!\d)/g, ' ').split(/\s+/).filter(Boolean);
  return words.filter((w, i) => (QUALIFIER_PREPOSITIONS.has(w) ? i < words.length - 1 : !FOLLOW_UP_FILLER.has(w) && !isFillerWord(w))).join(' ');
}

/** Median of the shown products' prices in cents (priced ones only), or null when none is priced. */
export function medianShownPrice(shown: ShownProduct[]): number | null {
  const prices = shown.map((p) => p.priceCents).filter((c): c is number => c !== null).sort((a, b) => a - b);
  if (!prices.length) return null;
  const mid = Math.floor(prices.length / 2);
  return prices.length % 2 ? prices[mid]! : Math.round((prices[mid - 1]! + prices[mid]!) / 2);
}

/**
 * Price bounds that relative words set against the products shown: "cheaper" → below their median price; "pricier" →
 * above it. Empty when the words say neither or nothing shown has a price.
 */
export function relativePriceBounds(text: string, shown: ShownProduct[]): Partial<Pick<SearchConstraints, 'minPriceCents' | 'maxPriceCents'>> {
  const median = medianShownPrice(shown);
  if (median === null) return {};
  if (CHEAPER_RE.test(text)) return { maxPriceCents: Math.max(0, median - 1) };
  if (PRICIER_RE.test(text)) return { minPriceCents: median + 1 };
  return {};
}

/**
 * Search words for products like `p`: its title's first clause (before " - ", ",", "|", "(" or ":"), without the brand,
 * at most eight words ("Nylabone Puppy Chew X Bone Chew Toy Beef Flavor - Up to 15 lbs" → "puppy chew x bone chew toy
 * beef flavor").
 */
export function similarQuery(p: Pick<ShownProduct, 'title' | 'vendor'>): string {
  const head = p.title.split(/\s[-–—|]\s|[,|(:]/)[0] ?? p.title;
  const vendor = p.vendor.toLowerCase();
  const words = head.toLowerCase().replace(vendor, ' ').match(/[\p{L}\p{N}'&/.-]+/gu) ?? [];
  return words.slice(0, 8).join(' ').trim() || p.title.slice(0, 60);
}
