/**
 * How a follow-up changes the current search (used by the search_products tool for every model, so the local model
 * and provider models refine the same way): relative price words against the products shown, follow-up filler
 * removed, the words of a product to find similar ones.
 */
import type { SearchConstraints } from '../tools/contracts.ts';
import type { ShownProduct } from './context.ts';
import { digitsForSpelledAmounts, editDistance, isEnglishWord, rankStem } from '../../catalog/index.ts';
import { isFillerWord, withoutStateColours } from './need.ts';

/** "cheaper", "less expensive", "more affordable", "lower priced", "on a budget" … (→ below what was shown). */
export const CHEAPER_RE = /\b(?:cheaper|cheapest|less expensive|lower[- ]priced|lower price|more affordable|(?:on a |)budget|inexpensive|less money|not so expensive|(?:too|so|very|pretty|quite|rather|kinda|kind of|a bit|a little|bit) (?:expensive|pricey|pricy|much)|for less(?! than)|spend less|save (?:some )?money|less (?:pricey|pricy|costly)|lower[- ]cost|(?:budget|wallet)[- ]friendly|not as (?:expensive|pricey)|more reasonabl[ey](?: priced)?)\b/i;
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
on kinda kind kinds sorta sort type types style styles variety version friendly reasonable reasonably pricy costly pls plz thx btw tho nah nope yeah yep meh ok okay hmm`.split(/\s+/));
/** Prepositions that introduce a qualifier ("for an iPhone 11", "with a hood"): kept unless they end the message. */
const QUALIFIER_PREPOSITIONS = new Set(['for', 'with', 'without', 'in', 'from', 'by', 'made']);

/** Words of a price phrase before its amount ("less than", "no more than", "up to", "at most", "between … and"). */
const PRICE_LEAD_WORDS = new Set(['less', 'more', 'than', 'under', 'below', 'over', 'above', 'up', 'to', 'at', 'most', 'least', 'no', 'not',
  'cheaper', 'lower', 'greater', 'within', 'between', 'and', 'from', 'max', 'maximum', 'min', 'minimum', 'around', 'about', 'starting']);
/** Words of a price phrase after its amount ("20 bucks", "$50 or less", "30 and up"). */
const PRICE_TRAIL_WORDS = new Set(['bucks', 'dollars', 'dollar', 'usd', 'euros', 'euro', 'eur', 'pounds', 'gbp', 'yen', 'or', 'less', 'under', 'below', 'and', 'up', 'more', 'above', 'max', 'plus']);
/**
 * A reason given after the request ("any cloth ones? trying to cut down on paper", "…, because mine broke"): it says
 * why, not what, so its words do not join the search.
 */
export const TRAILING_REASON_RE = /(?:(?:[?!.,;:]|\s-)\s*(?:(?:i'?m|i am|we'?re|we are)\s+)?(?:trying to|because|cause|cuz|bc|since|as (?:i|we)|so (?:that|i|we)|for (?:my|our) (?:own )?(?:sake|health)|(?:a few|some|most|all|both|many) of (?:us|them) (?:are|is|have|'re))|\s(?:because|cause|cuz|so (?:that )?(?:i|we|he|she|they|it|you) (?:can|could|don'?t|won'?t|doesn'?t|will|would)))\b.*$/i;


/** Indexes of the words in a price phrase (an amount with its lead and trailing words), which filler removal keeps. */
function pricePhraseIndexes(words: string[]): Set<number> {
  const keep = new Set<number>();
  words.forEach((w, i) => {
    if (!/\d/.test(w)) return;
    keep.add(i);
    for (let j = i - 1; j >= 0 && i - j <= 3 && PRICE_LEAD_WORDS.has(words[j]!); j--) keep.add(j);
    for (let j = i + 1; j < words.length && j - i <= 2 && PRICE_TRAIL_WORDS.has(words[j]!); j++) keep.add(j);
  });
  return keep;
}

/** Materials and finishes a shopper may rule out ("metal pls, not plastic or wheat straw"). */
const NEGATABLE = new Set(`plastic paper metal wood wooden bamboo glass ceramic silicone rubber cotton polyester wool leather suede nylon
vinyl foam wheat straw latex synthetic fake faux real disposable scented spicy`.split(/\s+/));

/** "not plastic or wheat straw" → "without plastic wheat straw" (the search leaves words after "without" out). */
function negationsAsWithout(text: string): string {
  return text.replace(/\b(?:not|no|nothing)\s+([a-z-]+(?:\s+(?:or|nor|and|,)?\s*[a-z-]+){0,4})/g, (m, words: string) => {
    const list = words.split(/\s+|,/).filter((w) => w && !/^(?:or|nor|and)$/.test(w));
    return list.length && NEGATABLE.has(list[0]!) ? `without ${list.filter((w) => NEGATABLE.has(w)).join(' ')}` : m;
  });
}

/**
 * The new words of a refinement, filler removed ("any of those below $45?" → "below $45"; "only black ones" → "black";
 * "cheaper ones?" → ""; "for an iPhone 11" → "for iphone 11"). Price phrases stay whole ("need it for less than 20
 * bucks" → "less than 20 bucks"), a trailing reason goes ("any cloth ones? trying to cut down on paper" → "cloth"),
 * and a qualifier preposition stays only when a word of its own follows it ("anything for less?" → "").
 */
export function refinementWords(text: string): string {
  // A clause that tells the situation stays: its words may be what the refinement needs ("my daughter doesn't eat
  // gelatin, any vegan ones?").
  const words = negationsAsWithout(digitsForSpelledAmounts(withoutStateColours(text.toLowerCase().replace(/[’‘]/g, "'").replace(TRAILING_REASON_RE, ' ')
    .replace(/^\s*(?:(?:so|and|ok|okay|hmm|nah)[,.]?\s+)?(?:what|how) about\s+/, ' ')))).replace(/[?!,;:]+/g, ' ').replace(/\.(?!\d)/g, ' ').split(/\s+/).filter(Boolean);
  const price = pricePhraseIndexes(words);
  const kept = words.map((w, i) => price.has(i) || (!QUALIFIER_PREPOSITIONS.has(w) && !FOLLOW_UP_FILLER.has(w) && !isFillerWord(w)));
  // A qualifier preposition ("for an iPhone 11", "with a hood") is kept when a word it introduces is kept.
  words.forEach((w, i) => {
    if (!QUALIFIER_PREPOSITIONS.has(w) || price.has(i)) return;
    const next = words.findIndex((_, j) => j > i && kept[j]);
    if (next > i && !QUALIFIER_PREPOSITIONS.has(words[next]!) && !price.has(next)) kept[i] = true;
  });
  return words.filter((_, i) => kept[i]).join(' ');
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

/**
 * Words of a title that never name a kind of product (sizes, packs, generic marketing words) or that a refinement may
 * change (materials: "any cloth ones?" after paper napkins).
 */
const NOT_KIND = new Set(`set pack pcs piece pieces count for with and the of in to by from inch inches size sizes large small medium
mini new best premium quality upgraded version style design compatible kit kits women womens men mens kids adult adults
black white mens womens men's women's fashion casual sport sports athletic
paper plastic cotton linen wool leather metal steel stainless wood wooden bamboo glass ceramic silicone rubber disposable reusable
red green blue yellow pink purple orange grey gray brown gold silver beige navy`.split(/\s+/));

/**
 * The kind of product the shown products share: title words (not the vendor, not numbers, not filler) found in at least
 * half of the first five titles (and in two at least), most shared first, at most three ("Tapirus Marshmallow Roasting
 * Sticks…", "Mluchee Marshmallow Roasting Sticks Smores Skewers…" → "marshmallow roasting sticks"). "" when they share
 * none. A refinement of a long need searches this kind with the new words, not the need's whole sentence again.
 */
export function shownKind(shown: Pick<ShownProduct, 'title' | 'vendor'>[]): string {
  const first = shown.slice(0, 5);
  if (first.length < 2) return '';
  // Counted by stem, so "Sneaker" and "Sneakers" are one word; the first spelling seen is the one searched.
  const counts = new Map<string, { n: number; at: number; word: string }>();
  first.forEach((p, i) => {
    const vendor = p.vendor.toLowerCase();
    const words = (p.title.toLowerCase().match(/\p{L}[\p{L}'-]*/gu) ?? []).map((w) => w.replace(/'s$/, '')).filter((w) => w.length > 2 && !vendor.includes(w) && !NOT_KIND.has(w) && !isFillerWord(w));
    const seen = new Set<string>();
    for (const w of words) {
      const stem = rankStem(w);
      if (seen.has(stem)) continue;
      seen.add(stem);
      const c = counts.get(stem) ?? { n: 0, at: i * 100 + p.title.toLowerCase().indexOf(w), word: w };
      c.n++;
      counts.set(stem, c);
    }
  });
  const need = Math.max(2, Math.ceil(first.length / 2));
  // The most shared words, said in title order so the product kind comes last ("palm ceiling fan", not "ceiling fan palm").
  return [...counts.values()].filter((c) => c.n >= need).sort((a, b) => b.n - a.n || a.at - b.at).slice(0, 3).sort((a, b) => a.at - b.at).map((c) => c.word).join(' ');
}


/** Words of follow-ups to a search that shoppers misspell ("cheeper?", "any biger ones"). */
const FOLLOW_UP_WORDS = ['cheaper', 'cheapest', 'pricier', 'bigger', 'smaller', 'larger', 'lighter', 'heavier', 'longer', 'shorter', 'softer', 'warmer', 'similar', 'compare', 'another', 'others', 'second', 'third', 'fourth', 'expensive'];

/**
 * A short follow-up with its misspelled follow-up words written right: a word of five letters or more that WordNet does
 * not know, one edit (Damerau-Levenshtein) from a word of {@link FOLLOW_UP_WORDS} ("cheeper?" → "cheaper?"). Other
 * words are left as typed.
 */
export function correctFollowUpWords(text: string): string {
  return text.replace(/\b[a-z]{5,}\b/gi, (word) => {
    const lower = word.toLowerCase();
    if (FOLLOW_UP_WORDS.includes(lower) || isEnglishWord(lower)) return word;
    return FOLLOW_UP_WORDS.find((w) => editDistance(lower, w, 1) <= 1) ?? word;
  });
}
