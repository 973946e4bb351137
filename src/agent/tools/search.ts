/**
 * The search_products tool: a new search, a refinement of the conversation's current search (`refine`), more results
 * of it (`more`), or products like a shown one (`similar_to`). The current search lives in the thread's checkpointed
 * state (`shopping`, see ../shopping/context.ts); the tool reads it, runs the catalog search, and writes the new
 * context with its ToolMessage in one state update, so every model refines the same way.
 */
import { ToolMessage } from '@langchain/core/messages';
import { tool, type StructuredToolInterface } from '@langchain/core/tools';
import { Command, getCurrentTaskInput } from '@langchain/langgraph';
import type { Database } from '../../db/index.ts';
import { getProductSummaries, getStoreVocabulary, parseConstraints, rankStem, rankWords, searchProducts, withoutRelaxed, withoutWords } from '../../catalog/index.ts';
import type { AgentStateValue } from '../graph.ts';
import { carriedConstraints, MAX_SHOWN, shownOf, type ShoppingContext, type ShownProduct } from '../shopping/context.ts';
import { isKindWord } from '../shopping/situations.ts';
import { focusFirst, negativeEmphasis, negativeTitleWords, neededKind, refinementWords, relativePriceBounds, shownKind, shownWho, similarQuery } from '../shopping/refine.ts';

/** Words that say who a product is for, as catalog titles say it ("men's", "girls", "baby"). */
const WHO_RE = /^(?:men|mens|men's|women|womens|women's|boys?|boys'|boy's|girls?|girls'|girl's|kids?|kids'|kid's|baby|toddlers?|youth|unisex)$/;
/** Words above which a search is a need in a sentence, not keywords ({@link shownKind} then carries a refinement). */
const NEED_WORDS = 4;
import { SearchProductsArgsSchema, type SearchConstraints, type SearchProductsArgs, type SearchProductsResult } from './contracts.ts';
import { toolContextOf } from './context.ts';

/** The thread's current shopping context, or null outside a graph run (e.g. the admin search tester) or before any search. */
export function currentShopping(): ShoppingContext | null {
  try {
    return (getCurrentTaskInput() as AgentStateValue).shopping ?? null;
  } catch {
    return null;
  }
}

/**
 * A tool result that also makes `productId` the product being discussed (the shopping context's `focus`), so "it" and
 * "that one" in the next message mean it. Without a context or outside a tool call, just the content.
 */
export function withFocus(config: { toolCall?: { id?: string } }, toolName: string, productId: string, content: string): string | Command {
  const shopping = currentShopping();
  if (!shopping || !config.toolCall?.id) return content;
  return new Command({ update: {
    messages: [new ToolMessage({ content, tool_call_id: config.toolCall.id, name: toolName })],
    shopping: { ...shopping, focus: productId },
  } });
}

/** What to search for one call: words, carried constraints, offset, a product to leave out, and the call's mode. */
type Plan = {
  query: string; defaults: Partial<SearchConstraints>; offset: number; exclude: string[]; mode: NonNullable<SearchProductsResult['mode']>;
  /** Words searched instead when `query` matches only in part and these match whole with every hard constraint kept. */
  alternative?: string;
  /** The plan followed instead when this one leaves nothing new to show (more of the kind shown: the need's next page). */
  fallback?: Plan;
  /** Words searched instead when `query` had to relax a hard constraint and these keep every one (a price refinement's need words). */
  withinBound?: string;
  /**
   * Words searched instead, without the emphasis carried from an earlier refinement, when a price refinement's `query`
   * had to relax the price: the price holds and the earlier refinement's words are said as left out.
   */
  withoutEmphasis?: string;
  /** Words a refinement added, which products' titles should say first (SearchOptions.emphasis). */
  emphasis?: string | string[];
  /**
   * The refinement's own words alone, when `emphasis` also holds an earlier refinement's ("stemless", then "the unbreakable
   * kind": "stemless shatterproof"): the emphasis searched instead when too few of the products found say both.
   */
  emphasisAlone?: string;
  /** The earlier refinement's words that `emphasis` carries beside `emphasisAlone`. */
  emphasisEarlier?: string;
  /** The kind of product shown before a refinement, whose titles come first among those saying `emphasis` (SearchOptions.emphasisKind). */
  emphasisKind?: string;
  /** The situation the shopper told (SearchOptions.story): a new search's, and its next pages'. */
  story?: string;
  /** The kinds of product the situation calls for (SearchProductsArgs.kinds): a new search's, and its next pages'. */
  kinds?: string[];
  /** Brands (vendors, lower case) whose products are left out: those already shown, when other brands are asked for. */
  excludeVendors?: string[];
};

/** Products read to find {@link SearchProductsArgs}.other_brands' page: the current search's, before the shown brands are left out. */
const OTHER_BRANDS_DEPTH = 40;

/** Words above which a refinement's own words are a new description, not an attribute to see in titles. */
const EMPHASIS_MAX_WORDS = 2;

/**
 * Whether words the shown products share name a kind of product, not a quality or a maker ("platinum" of a wig and a
 * shampoo for platinum hair): their last word is a head noun of the commonsense table's kinds (situations.ts), or ends
 * the first phrase of a shown title (before a comma, dash, bar, bracket, colon, "for" or "with").
 */
function namesKindShown(kind: string, shown: readonly Pick<ShownProduct, 'title'>[]): boolean {
  const head = kind.split(' ').at(-1)!;
  if (isKindWord(head)) return true;
  return shown.some((p) => (p.title.toLowerCase().split(/\s[-–—|]\s|[,|(:[]|\s(?:for|with)\s/)[0] ?? '').trim().split(/\s+/).at(-1) === head);
}

async function planSearch(database: Database, storeId: string, currency: string, args: SearchProductsArgs, prev: ShoppingContext | null): Promise<Plan> {
  if (args.similar_to) {
    const shown = prev?.shown.find((p) => p.id === args.similar_to)
      ?? (/^[0-9a-f-]{36}$/i.test(args.similar_to) ? (await getProductSummaries(database, storeId, [args.similar_to], currency))[0] : undefined);
    if (shown) return { query: similarQuery(shown), defaults: prev ? carriedConstraints(prev.constraints) : {}, offset: 0, exclude: [shown.id], mode: 'similar' };
  }
  if (args.other_brands && prev?.shown.length) {
    // The search shown again, deeper, without the makers of the products shown (the brand a refinement chose is dropped
    // with them; the other constraints and the story stay): what it found, from other brands.
    const { brands: _brands, ...kept } = { ...carriedConstraints(prev.constraints), ...prev.defaults };
    return {
      query: prev.query, defaults: kept, offset: 0, exclude: prev.shown.map((p) => p.id), mode: 'refine',
      excludeVendors: [...new Set(prev.shown.map((p) => p.vendor.toLowerCase()))], ...(prev.story ? { story: prev.story } : {}),
      // (The kinds a situation called for too: other makers of a sweetener, not of whatever else its words found.)
      ...(prev.kinds ? { kinds: prev.kinds } : {}),
    };
  }
  if (args.more && prev) {
    // More of a long need the catalog matched only in part ("my 8 yr old blows out the knees of every pair of jeans he
    // owns"): more of the kind the first page showed ("boys jeans"), without the products already shown — the need's
    // next page would match one incidental word of it ("8"). The kind's words that the need said.
    const needWords = prev.query.toLowerCase().split(/\s+/).filter(Boolean);
    if (prev.partial && prev.offset === 0 && needWords.length > NEED_WORDS) {
      const stems = new Set(needWords.map(rankStem));
      // The kind's words the need said; when that leaves at most one word of it ("book" of "memoir book", none of a need
      // said in Spanish), the kind the titles share whole (a memoir, not any book; mechanical pencils for "portaminas").
      const shared = shownKind(focusFirst(prev.shown, prev.focus)).split(' ').filter(Boolean);
      const said = shared.filter((w) => stems.has(rankStem(w)));
      const kind = (said.length <= 1 ? shared : said).join(' ');
      // With what the need's own words enforced (its brand, price, colour): "cards against humanity" said in the need
      // keeps more of that brand's boxes, not any box.
      const next: Plan = { query: prev.query, defaults: prev.defaults, offset: prev.offset + prev.shown.length, exclude: [], mode: 'more', ...(prev.story ? { story: prev.story } : {}), ...(prev.kinds ? { kinds: prev.kinds } : {}) };
      if (kind && namesKindShown(kind, prev.shown)) return { query: kind, defaults: { ...carriedConstraints(prev.constraints), ...prev.defaults }, offset: 0, exclude: prev.shown.map((p) => p.id), mode: 'more', fallback: next };
    }
    // With what the last search enforced: a colour a refinement added ("navy or blue") holds on the next page too.
    return { query: prev.query, defaults: { ...carriedConstraints(prev.constraints), ...prev.defaults }, offset: prev.offset + prev.shown.length, exclude: [], mode: 'more', ...(prev.story ? { story: prev.story } : {}), ...(prev.kinds ? { kinds: prev.kinds } : {}) };
  }
  if (args.refine && prev) {
    const vocab = await getStoreVocabulary(database, storeId);
    const said = refinementWords(args.query);
    // A negative said as the title word that says it ("without arms" → also "armless").
    const negatives = negativeTitleWords(said, (w) => vocab.lexicon.get(w) ?? 0).filter((w) => !said.split(' ').includes(w));
    const words = [said, ...negatives].join(' ').trim();
    const relative = relativePriceBounds(args.query, prev.shown);
    const defaults = { ...carriedConstraints(prev.constraints), ...relative };
    // A refinement of a long need ("bonfire with the kids on saturday, we want to make smores" → "any vegan ones?")
    // searches the kind of product shown with the new words: the need's other words would outweigh them.
    // Only for words that are not constraints ("only black ones" and "Nike ones" filter the same search).
    const parsed = parseConstraints(words, vocab, currency);
    const own = parsed.text.trim();
    // A price alone ("anything under $60?") also searches the kind shown: the need's other words would be left out
    // first, and they may hold the kind itself.
    const priceOnly = !own && (parsed.maxPriceCents !== null || parsed.minPriceCents !== null || Object.keys(relative).length > 0)
      && !parsed.colors.length && !parsed.sizes.length && !parsed.brands.length;
    const long = prev.constraints.text.split(/\s+/).length > NEED_WORDS;
    // A brand alone for a long need the catalog matched only in part ("my son's coach asked for long pants to train in
    // now that it's cold" → "adidas, preferably"): the need's words with the brand's products match none of them well,
    // and the brand's other kinds would come first — its products of the kind shown instead.
    // It is tried when the need's words with the brand match in part only, and kept when the brand holds — also after a
    // need the catalog matched whole ("he's an XL" after swim trunks for a husband who swims in gym shorts).
    // The same for a size alone ("in twin size" after a toddler who climbs out of his crib): the kind shown in that size.
    // And for a colour alone ("en negro, porfa" after swim trunks for a husband's trip): the kind shown in that colour.
    const brandOrSizeOnly = !own && (parsed.brands.length > 0 || parsed.sizes.length > 0 || parsed.colors.length > 0);
    // The kind of the products shown, the one the shopper asked about weighing most.
    const shownFirst = focusFirst(prev.shown, prev.focus);
    // Who the need is for stays with the kind ("men's" slippers from UGG, not the brand's women's ones) — as the need said
    // it, or as most titles shown say it (navy swim trunks after "Men's Swim Trunks…" for a husband are men's).
    const who = [...new Set([...prev.constraints.text.toLowerCase().split(/\s+/).filter((w) => WHO_RE.test(w)), shownWho(prev.shown)].filter(Boolean))];
    const withWho = (k: string) => (k ? `${who.filter((w) => !k.split(' ').includes(w) && !words.split(' ').includes(w)).join(' ')} ${k}`.trim() : '');
    const kind = (own || priceOnly) && long ? withWho(neededKind(prev.constraints.text, shownFirst)) : '';
    const shown = brandOrSizeOnly && long ? neededKind(prev.constraints.text, shownFirst) : '';
    // The refinement's own few words, which the products shown should say ("granular ones", "the cordless kind").
    // With a negative, the titles that say it ("armless", "without arms") first.
    // Counted as titles say them: without what they are for, a dimension after a measure, or a negated word ("cobalt
    // ones, for stainless steel" is one word, "metal without silicone" one and its negative).
    const titled = titleWords(own);
    // (Small words between are no words a title must say: "with zipper in front" is a zipper front — when nothing is
    // ruled out, whose words are read as said.)
    const unsaid = titled.replace(/\b(?:without|no|not|non)\s+\S+/g, ' ');
    const positive = (negatives.length ? unsaid : unsaid.replace(/\b(?:with|in|on|at|the|a|an|of|up|only|just)\b/g, ' ')).replace(/\s+/g, ' ').trim();
    // Counted without the words the search already has ("has to hold 100 sleeved cards" after deck boxes for cards: two
    // new words, "100 sleeved").
    const searched = new Set(prev.constraints.text.toLowerCase().split(/\s+/).filter(Boolean).map(rankStem));
    const fresh = positive.split(/\s+/).filter((w) => w && !searched.has(rankStem(w)));
    // (Words the search has already, said again — "it has to be waterproof" after waterproof ones — count as said.)
    const few = own && (fresh.length || positive.split(/\s+/).filter(Boolean).length) <= EMPHASIS_MAX_WORDS + negatives.length;
    const negative = few ? negativeEmphasis(titled, negatives) : [];
    // A colour alone ("only black please"): the colour filter keeps products sold in it, the titles that say it first
    // (a card shows its title, not which of its colours was meant).
    // Nothing of its own to see in titles ("under $150" after "mesh back"): what the last refinement asked titles to say
    // still holds.
    // (Not with a brand: its products come first, whatever they are called.)
    // A refinement after a refinement ("stemless", then "the unbreakable kind"): what the earlier one asked titles to say
    // still holds beside the new words — unless the new words replace it (a number for a number, "actually", "instead").
    const earlier = typeof prev.emphasis === 'string' ? prev.emphasis.split(/\s+/).filter((w) => w && !positive.split(/\s+/).some((x) => rankStem(x) === rankStem(w))) : [];
    const replaces = REPLACING_RE.test(args.query.toLowerCase()) || (/\d/.test(positive) && earlier.some((w) => /\d/.test(w)));
    const both = few && !negative.length && positive && earlier.length && !replaces ? `${earlier.join(' ')} ${positive}` : '';
    const emphasis: string | string[] = negative.length ? negative : both || (few ? positive
      : !own && parsed.colors.length ? parsed.colors : !own && !parsed.brands.length && prev.emphasis ? prev.emphasis : '');
    // Describing words go before the kind, as English says them ("plain white" → "plain white led light strips"): the
    // last word is read as the kind, and a describing word is what is left out first when nothing matches them all. A
    // phrase that begins with a preposition or a negative ("for my classroom", "with a hood", "without arms") or holds
    // a number stays after it.
    const base = kind || prev.constraints.text;
    // The title words that say a negative ("armless") describe; what is ruled out ("without arms") stays last.
    const ordered = [...negatives, said].join(' ').trim();
    const after = /^(?:for|with|without|in|on|at|to|from|by|under|over|near|that|which|who|no|not|non|but|and|or|of|as|like|than|less|more)\b/.test(ordered) || /\d/.test(own);
    const [, describing = ordered, ruledOut = ''] = /^(.*?)\s*\b(without\b.*)?$/.exec(ordered) ?? [];
    return {
      query: (after ? `${base} ${ordered}` : `${describing} ${base} ${ruledOut}`).replace(/\s+/g, ' ').trim() || prev.query, defaults, offset: 0, exclude: [], mode: 'refine',
      ...(emphasis.length ? { emphasis } : {}),
      ...(both ? { emphasisAlone: positive, emphasisEarlier: earlier.join(' ') } : {}),
      // Still the kind shown: "halter neck" after one-piece swimsuits is a halter swimsuit before a halter romper.
      ...(emphasis.length && !negative.length ? { emphasisKind: shownKind(shownFirst).split(' ').at(-1) ?? '' } : {}),
      ...(shown ? { alternative: `${withWho(shown)} ${words}`.trim() } : {}),
      ...(kind && priceOnly ? { withinBound: `${prev.constraints.text} ${words}`.trim() } : {}),
      ...(priceOnly && !kind && typeof emphasis === 'string' && emphasis === prev.emphasis ? { withoutEmphasis: withoutWords(`${base} ${ordered}`, emphasis.split(/\s+/)) } : {}),
    };
  }
  // The kinds of product a situation calls for: titles that name one first (SearchOptions.emphasis).
  const kinds = args.kinds?.map((k) => k.trim()).filter(Boolean);
  return { query: args.query, defaults: {}, offset: 0, exclude: [], mode: 'new', ...(args.story ? { story: args.story } : {}), ...(kinds?.length ? { kinds } : {}) };
}

/**
 * The constraints a search enforced, without the brand, colour and size it relaxed to find anything: words a long need
 * said for something else ("my younger brother" read as the Brother brand) are not carried to the next refinement. A
 * price or in-stock bound the search could not keep stays: the shopper stated it.
 */
export function heldConstraints(found: Pick<SearchProductsResult, 'constraints' | 'relaxed'>): SearchConstraints {
  return withoutRelaxed(found.constraints, found.relaxed.filter((r) => r !== 'price' && r !== 'in_stock'));
}

/**
 * The words of a refinement that a title says: without what it is for ("cobalt ones, for stainless steel" → "cobalt") and
 * without the dimension word after a measure ("8 inch thick" → "8 inch"), which titles leave out. The words as they are
 * when nothing would be left.
 */
export function titleWords(words: string): string {
  // What it is for is what titles say when nothing before it does ("made for women", "that work for metal").
  const head = words.replace(/\s+(?:for|to)\s+.*$/, '');
  const said = (PURPOSE_ONLY_RE.test(head) ? words : head)
    .replace(/(\d+(?:\.\d+)?\s*(?:inch(?:es)?|in|cm|mm|ft|feet|foot|"))\s+(?:thick|thin|wide|long|tall|deep|high)\b/g, '$1')
    // "with a sharpener included": titles say the sharpener, not that it is included.
    .replace(/\s*\b(?:included|includes|including|incl)\b\s*/g, ' ').replace(/\s+/g, ' ').trim();
  return said || words;
}
/** Words before "for …" that say nothing a title would ("the ones made", "that work", "something meant"). */
const PURPOSE_ONLY_RE = /^(?:(?:the|just|only|ones?|that|which|those|these|some|any|something|anything|made|meant|designed|work|works|good|suitable|used|use|specifically|especially|please|are|is|be)\s*)*$/;

/** Words of a refinement that replace what an earlier one asked for rather than add to it. */
const REPLACING_RE = /\b(?:instead|actually|rather|different|other|another)\b/;
/** Fewest products found that must say an earlier refinement's words with the new ones for both to hold (EMPHASIS_ONLY_MIN of search.ts). */
const CARRIED_EMPHASIS_MIN = 3;

/** Words of a title or a refinement as word roots, a number apart from its unit ("15lbs" → 15, lb), function words aside. */
function rootsOf(text: string): string[] {
  return rankWords(text.replace(/(\d)(\p{L})/gu, '$1 $2')).filter((w) => !/^(?:for|with|of|and|or|a|an|the|in|on)$/.test(w)).map(rankStem);
}

/** Whether a title says every word of `words` (word roots). */
function saysEvery(title: string, words: string): boolean {
  const stems = new Set(rootsOf(title));
  return rootsOf(words).every((w) => stems.has(w));
}

/** Whether a title says a word of `words` (word roots). */
function saysSome(title: string, words: string): boolean {
  const stems = new Set(rootsOf(title));
  return rootsOf(words).some((w) => stems.has(w));
}

/**
 * Whether the first product shown says a word of an emphasis in its title (word roots; the search's own reading also
 * takes negatives and measures into account): what a refinement asked titles to say held.
 */
function saysEmphasis(products: readonly { title: string }[], emphasis: string): boolean {
  const first = products[0];
  if (!first) return false;
  const stems = new Set(first.title.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).map(rankStem));
  return emphasis.toLowerCase().split(/\s+/).filter((w) => w && !/^(?:without|no|non|free|for|with|of|and|or)$/.test(w)).some((w) => stems.has(rankStem(w)));
}

/** Build the search_products tool over one database. */
export function createSearchTool(database: Database): StructuredToolInterface {
  return tool(async (args, config): Promise<string | Command> => {
    const ctx = toolContextOf(config);
    const prev = currentShopping();
    let plan = await planSearch(database, ctx.storeId, ctx.currency, args, prev);
    const limit = args.limit ?? 5;
    const run = (query: string) => searchProducts(database, {
      storeId: ctx.storeId, currency: ctx.currency, query, limit: plan.excludeVendors ? OTHER_BRANDS_DEPTH : limit + plan.exclude.length, offset: plan.offset, defaults: plan.defaults,
      ...(plan.emphasis ? { emphasis: plan.emphasis } : {}),
      ...(plan.emphasisKind ? { emphasisKind: plan.emphasisKind } : {}),
      // (Not for other brands: the search shown again, whose words — "without sweetener" too — stay as they were.)
      ...(plan.mode === 'refine' && !plan.excludeVendors ? { wantedOnly: true } : {}),
      ...(plan.mode === 'refine' ? { refinement: true } : {}),
      ...(plan.kinds && query === plan.query ? { kinds: plan.kinds } : {}),
      ...(plan.story && query === plan.query ? { story: plan.story } : {}),
    });
    let first: SearchProductsResult | undefined;
    if (plan.fallback) {
      first = await run(plan.query);
      if (!first.products.some((p) => !plan.exclude.includes(p.id))) {
        plan = plan.fallback;
        first = undefined;
      }
    }
    // Matched whole: nothing relaxed, no word left out.
    const whole = (r: SearchProductsResult) => !r.partial && !r.relaxed.length && !r.relaxedWords?.length;
    let found = first ?? await run(plan.query);
    // The earlier refinement's words with the new ones, said whole by too few of the products found: the new words alone
    // (a kind asked for after an attribute — "what about wedges" after block heels — is no block-heel wedge).
    // (Said whole: every earlier word and one of the new — "queen" of "queen bed", as titles say the bed size.)
    if (plan.emphasisAlone && plan.emphasisEarlier && found.products.filter((p) => saysEvery(p.title, plan.emphasisEarlier!) && saysSome(p.title, plan.emphasisAlone!)).length < Math.min(CARRIED_EMPHASIS_MIN, found.products.length || 1)) {
      plan.emphasis = plan.emphasisAlone;
      found = await run(plan.query);
    }
    if (plan.alternative && !whole(found)) {
      const other = await run(plan.alternative);
      if (whole(other) && other.products.length) {
        found = other;
        plan.query = plan.alternative;
      }
    }
    // A price bound the kind shown could not keep ("under 20 bucks" after mixed results for mosquitoes at the window): the
    // need's own words within the bound, when they keep it.
    if (plan.withinBound && found.relaxed.length) {
      const other = await run(plan.withinBound);
      if (!other.relaxed.length && other.products.length) {
        found = other;
        plan.query = plan.withinBound;
      }
    }
    // A price after a refinement ("cobalt", then "whats there under 25 bucks"): when the refined products cannot keep the
    // price, the kind within the price, the refinement's words said as left out — the price is the shopper's latest word.
    if (plan.withoutEmphasis && found.relaxed.includes('price')) {
      const carried = plan.emphasis;
      plan.emphasis = undefined;
      const other = await run(plan.withoutEmphasis);
      if (!other.relaxed.length && other.products.length && !other.partial) {
        found = { ...other, relaxedWords: [...new Set([...(other.relaxedWords ?? []), ...String(carried).split(/\s+/).filter(Boolean)])] };
        plan.query = plan.withoutEmphasis;
      } else plan.emphasis = carried;
    }
    // "Show me more" after a search that matched all its words ends where those matches end, rather than going on
    // with products that share one word ("backpack for school" → snack bars that say "school").
    const outOfMatches = plan.mode === 'more' && found.partial && prev?.partial === false;
    const otherVendor = (p: { vendor: string }) => !plan.excludeVendors?.includes(p.vendor.toLowerCase());
    let products = outOfMatches ? [] : found.products.filter((p) => !plan.exclude.includes(p.id) && otherVendor(p)).slice(0, limit);
    // Past the end of what the words matched, more of the kind the results share ("men shorts swimsuit beach" → more
    // "swim trunks"), matched whole and without the products already shown; else the end is said.
    if (plan.mode === 'more' && !products.length && prev?.shown.length) {
      const kind = shownKind(focusFirst(prev.shown, prev.focus));
      if (kind && kind !== plan.query.toLowerCase() && namesKindShown(kind, prev.shown)) {
        const shownIds = new Set(prev.shown.map((p) => p.id));
        const defaults = { ...carriedConstraints(prev.constraints), ...prev.defaults };
        const more = await searchProducts(database, { storeId: ctx.storeId, currency: ctx.currency, query: kind, limit: limit + shownIds.size, offset: 0, defaults });
        const fresh = more.partial ? [] : more.products.filter((p) => !shownIds.has(p.id)).slice(0, limit);
        if (fresh.length) {
          found = more;
          products = fresh;
          plan = { query: kind, defaults, offset: 0, exclude: [...shownIds], mode: 'more' };
        }
      }
    }
    // A new search returns exactly the catalog's result (the admin search tester shows the same JSON).
    const result: SearchProductsResult = { ...found, products, ...(plan.mode !== 'new' ? { mode: plan.mode, offset: plan.offset } : {}) };
    const content = JSON.stringify(result);
    if (!config.toolCall?.id) return content;
    // "Show me more" pages through what was searched: without the words this search left out (relaxedWords), which a
    // later page would otherwise match again, partially ("backpack for school" → "backpack").
    const left = new Set((found.relaxedWords ?? []).map((w) => w.toLowerCase()));
    const searched = left.size ? plan.query.split(/\s+/).filter((w) => !left.has(w.toLowerCase())).join(' ') : plan.query;
    const shopping: ShoppingContext = {
      query: searched || plan.query, defaults: plan.defaults, constraints: heldConstraints(found), offset: plan.offset, partial: found.partial,
      shown: (products.length || plan.mode !== 'more' ? products : []).slice(0, MAX_SHOWN).map(shownOf), focus: null,
      ...(plan.story ? { story: plan.story } : {}), ...(plan.kinds ? { kinds: plan.kinds } : {}),
      // What a refinement asked titles to say, when the products shown say it: the next refinement keeps it.
      ...(plan.mode === 'refine' && plan.emphasis && typeof plan.emphasis === 'string' && !plan.excludeVendors && saysEmphasis(products, plan.emphasis) ? { emphasis: plan.emphasis } : {}),
    };
    // "Show me more" past the end keeps the products already shown as the ones the shopper can refer to.
    if (plan.mode === 'more' && !products.length && prev) Object.assign(shopping, { shown: prev.shown, offset: prev.offset, partial: prev.partial });
    return new Command({ update: { messages: [new ToolMessage({ content, tool_call_id: config.toolCall.id, name: 'search_products' })], shopping } });
  }, {
    name: 'search_products',
    description: "Search the store's catalog. Pass the shopper's words; price, colour, size, brand and stock constraints are parsed from them and never violated. "
      + 'To narrow or change the current search set refine=true and pass only the new words ("cheaper ones", "under $40", "only black", "Nike ones"); more=true for more results; similar_to=<product id> for products like a shown one; other_brands=true for the kind shown from other brands.',
    schema: SearchProductsArgsSchema,
  });
}
