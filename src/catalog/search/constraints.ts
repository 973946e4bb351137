/**
 * Shopper-words constraint parser: price bounds, colours, sizes, brands, categories and "in stock" are taken
 * out of a query; what is left (`text`) drives ranking. Pure: the store's brand and category names are
 * passed in (see store-vocabulary.ts).
 */
import { parseMoney } from '../../shared/money.ts';
import { isEnglishWord } from '../passages/wordnet.ts';
import type { SearchConstraints } from '../contracts.ts';
import { EU_SHOE_MAX, EU_SHOE_MIN, isFootwearQuery } from './shoe-sizes.ts';

/** Brand and category names of one store, pre-normalized for phrase matching. */
export type ConstraintVocabulary = {
  /** vendor names as stored, each with its lower-case unaccented key; only unambiguous vendors */
  brands: { name: string; key: string }[];
  /** product type / category values as stored, each with its key */
  categories: { name: string; key: string }[];
  /**
   * Colour words of the catalog's language (a catalog not in English: its shopping lexicon's colours, unaccented
   * spelling → canonical English colour: "negra" → black), read as colours besides the English ones.
   */
  colorWords?: ReadonlyMap<string, string>;
};

/** Lower-case, strip accents (NFD + remove combining marks), curly quotes to straight. */
export function normalizeText(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"').toLowerCase();
}

/** English number words and their values (units, teens, tens; "hundred" and "thousand" multiply). */
const NUMBER_WORDS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30,
  forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
const NUMBER_WORD = String.raw`(?:${Object.keys(NUMBER_WORDS).join('|')}|hundred|thousand|a hundred|a thousand)`;
/** A spelled amount next to money words: "twenty dollars", "under fifty", "a hundred bucks", "thirty-five euros". */
const SPELLED_MONEY = String.raw`\b(${NUMBER_WORD}(?:[\s-]+${NUMBER_WORD})*)(?=\s+(?:dollars?|bucks|euros?|pounds|quid|usd|eur)\b)`;
const SPELLED_AMOUNT_RE = new RegExp(String.raw`(?<=\b(?:under|below|less than|lower than|cheaper than|no more than|up to|at most|max|over|above|more than|at least|around|about|between|and|to)\s+)(${NUMBER_WORD}(?:[\s-]+${NUMBER_WORD})*)\b|${SPELLED_MONEY}`, 'g');
/** Only the amounts said with a money word ("twenty dollars", "a hundred bucks"). */
const SPELLED_MONEY_RE = new RegExp(SPELLED_MONEY, 'g');

/** The value of spelled English number words ("thirty five" 35, "a hundred and twenty" 120); null if not a number. */
export function spelledNumber(words: string): number | null {
  let total = 0;
  let current = 0;
  let seen = false;
  for (const w of words.toLowerCase().split(/[\s-]+/).filter((x) => x && x !== 'and')) {
    if (w === 'a') { current = Math.max(current, 1); continue; }
    if (w === 'hundred') { current = (current || 1) * 100; seen = true; continue; }
    if (w === 'thousand') { total += (current || 1) * 1000; current = 0; seen = true; continue; }
    const v = NUMBER_WORDS[w];
    if (v === undefined) return null;
    current += v;
    seen = true;
  }
  return seen ? total + current : null;
}

/**
 * Banknotes named in British and American slang ("under a tenner", "a fiver", "a couple of quid"): the amount in the
 * store's currency, as "quid" and "bucks" already are. Source: general English slang of money (a fiver 5, a tenner 10,
 * a score 20 is too rare to read, a grand 1,000).
 */
const NOTE_SLANG_RE = /\b(?:a |one )?(fiver|tenner|grand)\b(?!\s+(?:piano|canyon|prix|theft|slam|opening|total|daughter|son|children|kids|parents?|staircase|entrance))/g;
const NOTE_SLANG: Record<string, string> = { fiver: '5 bucks', tenner: '10 bucks', grand: '1000 bucks' };

/**
 * Spelled amounts said with a money word written as digits ("under twenty dollars" → "under 20 dollars"); a bare number
 * after a bound word ("stuck between two holes") and banknote slang stay words. For texts whose words are sifted before
 * the search reads its constraints (the local model's need queries).
 */
export function digitsForSpelledMoney(text: string): string {
  return text.replace(SPELLED_MONEY_RE, (m) => String(spelledNumber(m) ?? m));
}

/** Spelled amounts next to money or bound words written as digits ("less than twenty dollars" → "less than 20 dollars", "under a tenner" → "under 10 bucks"). */
export function digitsForSpelledAmounts(text: string): string {
  return text.replace(SPELLED_AMOUNT_RE, (m) => String(spelledNumber(m) ?? m))
    .replace(NOTE_SLANG_RE, (m, note: string) => (note === 'grand' && !/^(?:a|one) /.test(m) ? m : NOTE_SLANG[note]!));
}

/** Words for people a shopper speaks of (kin, friends), English. */
const KIN_RE = /^(?:brother|sister|mother|father|mom|mum|dad|son|daughter|aunt|uncle|cousin|nephew|niece|grandma|grandpa|grandmother|grandfather|wife|husband|partner|friend|boss|baby|kid|kids)$/;
/** A possessive right before a word ("my ", "his ", "wife's "). */
const POSSESSIVE_BEFORE_RE = /(?:\b(?:my|his|her|our|their|your)|\w's)\s+$/;
/**
 * A place word and "the" before a one-word name ("float over the reef", "a day at the beach"): a place the shopper
 * speaks of, not a vendor of the same name (Reef); "the Reef ones" or "Reef sandals" still name the brand.
 */
const PLACE_BEFORE_RE = /\b(?:over|at|to|on|in|near|by|under|around|along|across|into|onto|off|past|through) the\s+$/;

/**
 * Fewest words of a query that is a story rather than a search ("camping on the Oregon coast this weekend … the logs
 * never caught"): in it, a one-word vendor name that is an everyday English word (Coast, Vibe, Salt, Ring) names the
 * thing, not the vendor, unless something frames it as a brand (see {@link storyWord}). Shorter queries ("coast
 * headlamp", "vibe mattress") keep reading it as the brand, as a search box does.
 */
export const STORY_MIN_WORDS = 8;
/** Words before a vendor name that make it a brand asked for ("from Coast", "by Reef", "I love Champion"). */
const BRAND_BEFORE_RE = /\b(?:from|by|brand|make|maker|love|loves|prefer|prefers|only|trust|like)\s+$/;
/** Words after a vendor name that make it a brand asked for ("Coast's", "Vibe brand", "Reef ones"). */
const BRAND_AFTER_RE = /^(?:'s|\s+(?:brand|brands|ones?|products?|stuff|items?|make|models?)\b)/;
/**
 * Whether a vendor name found in a query is a word of the shopper's story, not a brand asked for: one word, an everyday
 * English word (WordNet knows it), in a query of {@link STORY_MIN_WORDS} words or more, with no brand frame around it
 * ({@link BRAND_BEFORE_RE}, {@link BRAND_AFTER_RE}) and not followed by a kind of product the store sells (one of its
 * category names: "Champion hoodies" asks for the brand's hoodies). Source: the demo catalog's 3,313 vendors include
 * some 200 such words (Coast, Vibe, Salt, Ball, Diamond, Ring, Chance); stories in the conversation sets read two of them
 * as brands ("the Oregon coast", "that kind of vibe") and filtered every product out.
 */
function storyWord(s: string, m: { start: number; end: number }, vocab: ConstraintVocabulary): boolean {
  const word = s.slice(m.start, m.end);
  if (/\s/.test(word) || (s.match(/[a-z0-9]+/g)?.length ?? 0) < STORY_MIN_WORDS || !isEnglishWord(word)) return false;
  // Kin with a possessive is a person's ("brother's birthday is coming up"), not the vendor's.
  if (KIN_RE.test(word) && s.slice(m.end).startsWith("'s")) return true;
  if (BRAND_BEFORE_RE.test(s.slice(0, m.start)) || BRAND_AFTER_RE.test(s.slice(m.end))) return false;
  const next = /^\s+([a-z0-9]+)/.exec(s.slice(m.end))?.[1];
  return !next || findPhrases(` ${next} `, categoryIndex(vocab)).length === 0;
}

/** Key of a vendor name for brand matching: normalized, runs of non-alphanumerics become one space. */
export function vendorKey(vendor: string): string {
  return normalizeText(vendor).replace(/[^a-z0-9]+/g, ' ').trim();
}

/**
 * Colour vocabulary: canonical name -> spellings. Multi-word colours are matched before single words.
 * Words that are mostly not colours in shop queries (cream, olive, rust, wine, salmon, peach, plum, mint,
 * lime, chocolate, charcoal, clear) count only inside a multi-word colour ("olive green", "wine red").
 */
export const COLOR_VOCABULARY: Record<string, string[]> = {
  'navy blue': ['navy blue'], 'royal blue': ['royal blue'], 'sky blue': ['sky blue'], 'baby blue': ['baby blue'],
  'light blue': ['light blue'], 'dark blue': ['dark blue'], 'rose gold': ['rose gold'], 'hot pink': ['hot pink'],
  'light pink': ['light pink'], 'olive green': ['olive green'], 'forest green': ['forest green'], 'dark green': ['dark green'],
  'lime green': ['lime green'], 'mint green': ['mint green'], 'army green': ['army green'], 'off white': ['off white', 'off-white'],
  'light gray': ['light gray', 'light grey'], 'dark gray': ['dark gray', 'dark grey'], 'charcoal gray': ['charcoal gray', 'charcoal grey'],
  'space gray': ['space gray', 'space grey'], 'wine red': ['wine red'], 'burnt orange': ['burnt orange'], 'jet black': ['jet black'],
  // Two colours that name one look ("black and white" prints, photos and two-tone shoes), not either colour.
  'black and white': ['black and white', 'black & white', 'black-and-white', 'black/white'],
  black: ['black', 'blackish'], white: ['white', 'whitish'], red: ['red', 'reddish'], blue: ['blue', 'bluish', 'blueish'], green: ['green', 'greenish'],
  yellow: ['yellow', 'yellowish'], orange: ['orange', 'orangish', 'orangey'],
  purple: ['purple', 'purplish'], pink: ['pink', 'pinkish'], brown: ['brown', 'brownish'], gray: ['gray', 'grey', 'grayish', 'greyish'], beige: ['beige'], tan: ['tan'], navy: ['navy'],
  teal: ['teal'], turquoise: ['turquoise'], maroon: ['maroon'], burgundy: ['burgundy'], gold: ['gold', 'golden'],
  silver: ['silver'], bronze: ['bronze'], copper: ['copper'], ivory: ['ivory'], khaki: ['khaki'], lavender: ['lavender'],
  lilac: ['lilac'], magenta: ['magenta'], fuchsia: ['fuchsia'], coral: ['coral'], aqua: ['aqua'], cyan: ['cyan'],
  indigo: ['indigo'], violet: ['violet'], multicolor: ['multicolor', 'multicolour', 'multi-color', 'multi-colour', 'multicolored'],
  champagne: ['champagne'], taupe: ['taupe'], mauve: ['mauve'], nude: ['nude'],
};

const COLOR_BY_SPELLING = new Map(Object.entries(COLOR_VOCABULARY).flatMap(([c, ss]) => ss.map((sp) => [sp, c] as const)));
const COLOR_RE = new RegExp(String.raw`(?<![a-z0-9-])(?:${[...COLOR_BY_SPELLING.keys()].sort((a, b) => b.length - a.length).map((x) => escapeRe(x)).join('|')})(?![a-z0-9-])`, 'g');

/**
 * A colour word that names a thing with the word after it, not a colour wanted ("golden retriever", "white noise
 * machine", "champagne flutes", "black friday", "green tea"): kept as ranking text, no colour filter. Source: common
 * English compounds whose first word is a colour ("coral reef", "olive oil"), written for Aisle (2026).
 */
const NAMES_A_THING_RE = new RegExp(String.raw`^(?:golden (?:retrievers?|doodles?|hour|age|birthday|anniversary|globes?)|champagne (?:glass(?:es)?|flutes?|buckets?|bottles?|toasts?|towers?|brunch)|black (?:friday|labs?|labradors?|tea|coffee|pepper|mou?ld|widows?|holes?|beans?|eyes?)|white (?:noise|wine|elephant|vinegar|tea|rice|claw|sage|castle|house|christmas|chocolate)|red (?:wine|pandas?|velvet|light therapy|pepper flakes|beans|onions?|meat|eye)|green (?:tea|beans?|screens?|thumbs?|card|onions?|peppers?|smoothies?|juice|powders?)|orange (?:juice|peel|chicken|county)|brown (?:sugar|rice|recluse|bears?)|blue (?:tooth|cheese|light glasses|light blocking|apron|jays?)|yellow (?:jackets?|pages|fever)|pink (?:eye|slip)|silver (?:polish|cleaner|linings?|screen)|navy (?:seals?)|gold (?:fish|medal|standard)|copper (?:pipes?|iud)|tan (?:lines?|lotion)|coral (?:reefs?|snakes?)|olive (?:oil|trees?|branch)|aqua (?:aerobics|fit|fitness|zumba|jogging|park|therapy|class(?:es)?))\b`);

/** Spellings to look for in product data for a canonical colour (word-boundary match). */
export function colorSpellings(color: string): string[] {
  return COLOR_VOCABULARY[color] ?? [color];
}

const LETTER_SIZES: Record<string, string> = {
  xxs: 'XXS', xs: 'XS', xl: 'XL', xxl: 'XXL', '2xl': 'XXL', xxxl: 'XXXL', '3xl': 'XXXL', '4xl': '4XL',
  'x-small': 'XS', 'extra small': 'XS', 'x-large': 'XL', 'extra large': 'XL', 'xx-large': 'XXL', 'extra extra large': 'XXL',
};
const WORD_SIZES: Record<string, string> = { small: 'S', medium: 'M', large: 'L', s: 'S', m: 'M', l: 'L', ...LETTER_SIZES };

/** The canonical size an English size word names ("small" → S, "extra large" → XL), or undefined. */
export function sizeOfWord(word: string): string | undefined {
  return Object.hasOwn(WORD_SIZES, word) ? WORD_SIZES[word] : undefined;
}

/** Size spellings in variant options for a canonical size (S -> S/Small, XL -> XL/X-Large/Extra Large, ...). */
export function sizeSpellings(size: string): string[] {
  const out = new Set([size.toLowerCase()]);
  for (const [k, v] of Object.entries(WORD_SIZES)) if (v === size) out.add(k);
  return [...out];
}

const UNIT_WORDS = new Set([
  'lb', 'lbs', 'pound', 'pounds', 'oz', 'ounce', 'ounces', 'inch', 'inches', 'in', 'ft', 'feet', 'foot', 'cm', 'mm', 'm',
  'meter', 'meters', 'kg', 'g', 'gram', 'grams', 'ml', 'l', 'liter', 'liters', 'litre', 'litres', 'gallon', 'gallons', 'gal',
  'qt', 'quart', 'quarts', 'pack', 'packs', 'pk', 'pcs', 'pc', 'piece', 'pieces', 'count', 'ct', 'star', 'stars', 'watt',
  'watts', 'w', 'v', 'volt', 'volts', 'mah', 'gb', 'tb', 'hour', 'hours', 'day', 'days', 'year', 'years', 'yr', 'yrs',
  'month', 'months', 'mph', 'x', 'percent', 'people', 'person', 'kids', 'players', 'cup', 'cups', 'sheets', 'yards', 'yard',
]);

/** Words ending in "s" that are not plural nouns ("under 30 thanks", "less than 20 unless…"). */
const NOT_PLURAL_NOUNS = new Set(['thanks', 'pls', 'plz', 'is', 'was', 'has', 'does', 'yes', 'plus', 'less', 'unless', 'always', 'perhaps', 'as', 'its', 'us', 'this', 'thus', 'tips', 'bucks', 'dollars', 'euros']);

/**
 * Is the word after a bare number (no currency) what it counts, so the number is a quantity and not a price? A unit
 * ("20 lbs", "4 pack") or a plural noun ("more than 100 cards", "at least 6 people", "under 10 pieces").
 */
function countsSomething(word: string): boolean {
  return UNIT_WORDS.has(word) || (/^[a-z]{2,}s$/.test(word) && !NOT_PLURAL_NOUNS.has(word));
}

const CUR_PREFIX = String.raw`(?:[$€£¥￥₩]|usd|eur|gbp|cad|aud|jpy|krw|kwd|kd|us\$|c\$|a\$)\s?`;
const CUR_SUFFIX = String.raw`(?:\s?(?:usd|euros?|eur|gbp|cad|aud|chf|jpy|krw|kwd|kd|dollars?|bucks|quid|francs?|yen|won|dinars?|[$€£¥￥₩円]))`;
/** A number: thousands with commas, or digits; then up to 3 decimals after `.` or `,` (49,90 €; KWD 12.500). */
const NUM = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:[.,](\d{1,3}))?(k)?`;
/** An amount: optional currency before, number, optional currency after. Groups: prefix, int, frac, k, suffix. */
const AMOUNT = String.raw`(${CUR_PREFIX})?${NUM}(${CUR_SUFFIX})?`;
/**
 * A hedge right before a price phrase ("around", "about", "roughly", "somewhere around", "~"), or the "at" that puts a
 * price on it ("one at $30 or less", "at under $20").
 */
const HEDGE_BEFORE_RE = /(?:\b(?:(?:somewhere\s+)?(?:around|about|roughly|approximately|approx|ish)|at)\s+|~\s*)$/;
/**
 * A hedged amount with its currency ("around $20", "about 30 dollars", "$25 or so"): groups 1-4 the hedge's currency
 * prefix, whole part, cents and currency word; groups 5-7 the prefix, whole part and cents of "… or so".
 */
const HEDGED_AMOUNT_RE = new RegExp(String.raw`\b(?:(?:somewhere\s+)?(?:around|about|roughly|approximately|approx)\s+)(${CUR_PREFIX})?(\d+)(?:[.,](\d{1,2}))?(\s?(?:dollars?|bucks|usd|euros?|francs?|chf|yen))?\b|(${CUR_PREFIX})(\d+)(?:[.,](\d{1,2}))?\s*(?:or so|-?ish)\b`);
/** Words right before a colour that rule it out ("nothing gold", "not in black", "anything but pink", "hates red"). */
const COLOR_RULED_OUT_RE = /\b(?:no|not|nothing|never|without|except|anything but|hates?|dislikes?|(?:do|does|did)n'?t (?:like|want|wear))\s+(?:(?:in|of|any|the|too much|a lot of)\s+)?$/;
/**
 * A negation right before a price bound ("nothing over", "not above", "none more than"), or before a spending verb that
 * leads to it ("I don't want to spend more than 30 dollars", "won't pay over $50", "can't go above 40", "without spending
 * over $30").
 */
const NEGATION_BEFORE_RE = /\b(?:nothing|not|none|no|never|without|don'?t|do not|doesn'?t|does not|won'?t|will not|can'?t|cannot|can not|shouldn'?t|wouldn'?t|rather not)\s+(?:(?:really\s+)?(?:want|wanna|need|plan|intend|mean|willing|able|going|trying|looking|like)\s+(?:to\s+)?)?(?:(?:spend|pay|go|be|cost|exceed|priced|costing|that costs?|spending|paying|going)\s+)?$/;

/** An amount in minor units of `currency` (shared/money.ts); null when it has more decimals than the currency. */
function toCents(int: string, frac: string | undefined, k: string | undefined, currency: string): number | null {
  return parseMoney(`${int.replace(/,/g, '')}${frac ? `.${frac}` : ''}${k ?? ''}`, currency);
}

type Span = { start: number; end: number };

function nextWord(s: string, from: number): string {
  const m = /^\s*([a-z%"]+)/.exec(s.slice(from));
  return m ? m[1]! : '';
}

/**
 * Parse a shopper's query into constraints. Prices are read in the store's `currency` (ISO 4217; symbols and codes
 * are recognised, not converted) and returned in its minor units ("under ¥5000" in a JPY store is 5000, "moins de
 * 50 €" in a EUR store 5000). Brands and categories are matched only against `vocab`.
 */
export function parseConstraints(query: string, vocab: ConstraintVocabulary = { brands: [], categories: [] }, currency = 'USD'): SearchConstraints {
  let s = ` ${digitsForSpelledAmounts(normalizeText(query)).replace(/\s+/g, ' ')} `;
  // A price phrase goes with its hedge ("around 40 dollars or less", "about $30 max").
  const cut = (span: Span) => {
    const start = span.start - (HEDGE_BEFORE_RE.exec(s.slice(0, span.start))?.[0].length ?? 0);
    s = s.slice(0, start) + ' '.repeat(span.end - start) + s.slice(span.end);
  };
  let minPriceCents: number | null = null;
  let maxPriceCents: number | null = null;

  // Ranges: "between 20 and 40", "from $20 to $40", "$20-$40", "20 - 40 dollars", "$20 to 40".
  const rangeRe = new RegExp(String.raw`(?:\b(between|from|entre|de)\s+)?${AMOUNT}\s*(?:-|–|to|and|et|a)\s*${AMOUNT}`, 'g');
  for (const m of s.matchAll(rangeRe)) {
    const [, lead, p1, i1, f1, k1, s1, p2, i2, f2, k2, s2] = m;
    const hasCurrency = Boolean(p1 || s1 || p2 || s2);
    const connector = /\s(and|et)\s/.test(m[0]) ? 'and' : /\sa\s/.test(m[0]) ? 'a' : 'other';
    if (!hasCurrency && !lead) continue;
    if (connector === 'and' && lead !== 'between' && lead !== 'entre') continue;
    if (connector === 'a' && lead !== 'de') continue; // "de 20 à 40 €"
    if (!s2 && countsSomething(nextWord(s, m.index! + m[0].length))) continue;
    const a = toCents(i1!, f1, k1, currency);
    const b = toCents(i2!, f2, k2, currency);
    if (a === null || b === null) continue;
    minPriceCents = Math.min(a, b);
    maxPriceCents = Math.max(a, b);
    cut({ start: m.index!, end: m.index! + m[0].length });
    break;
  }

  // Bounds: "under $50", "less than 30 bucks", "< $30", "at least 20", "over €100", "$50 or less".
  // English, and French (accents are stripped by normalizeText: "à partir de" is "a partir de").
  const maxWords = String.raw`under|below|less than|lower than|cheaper than|no more than|not more than|max(?:imum)?|up to|upto|within|at most|moins de|moins cher que|en dessous de|au plus|pas plus de|jusqu'a|<=?|≤`;
  const minWords = String.raw`over|above|more than|greater than|at least|min(?:imum)?|from|starting at|plus de|au moins|a partir de|>=?|≥`;
  const boundRe = new RegExp(String.raw`(?:\b(?:priced|costing|cost|price|for|that costs?)\s+)?(${maxWords}|${minWords})\s*${AMOUNT}`, 'g');
  for (const m of [...s.matchAll(boundRe)]) {
    const [, word, pre, int, frac, k, suf] = m;
    const end = m.index! + m[0].length;
    if (!suf && !pre && countsSomething(nextWord(s, end))) continue;
    // "nothing over a hundred bucks", "not above $50": a lower bound denied is an upper bound.
    const denied = new RegExp(`^(?:${minWords})$`).test(word!) ? NEGATION_BEFORE_RE.exec(s.slice(0, m.index!)) : null;
    const isMin = new RegExp(`^(?:${minWords})$`).test(word!) && !denied;
    if (word === 'from' && !pre && !suf) continue; // "from 2019" is not a price
    if (!pre && !suf && /^(?:max|maximum|min|minimum|within)$/.test(word!)) continue;
    const cents = toCents(int!, frac, k, currency);
    if (cents === null) continue;
    if (isMin) minPriceCents = minPriceCents === null ? cents : Math.max(minPriceCents, cents);
    else maxPriceCents = maxPriceCents === null ? cents : Math.min(maxPriceCents, cents);
    cut({ start: m.index! - (denied?.[0].length ?? 0), end });
  }
  // "$60 tops", "60 dollars at the most": an upper bound only after an amount with its currency ("3 tops" counts tops).
  const trailRe = new RegExp(String.raw`${AMOUNT}\s*(or less|or under|or below|and under|max|tops|at (?:the )?most|or more|and up|and above|or above|plus|\+)`, 'g');
  for (const m of [...s.matchAll(trailRe)]) {
    const [, pre, int, frac, k, suf, word] = m;
    // A bare amount is a price only with an upper bound ("30 or less"); "30 or more" may count anything.
    if (!pre && !suf && !/^(?:or less|or under|or below|and under|max|at (?:the )?most)$/.test(word!)) continue;
    const cents = toCents(int!, frac, k, currency);
    if (cents === null) continue;
    if (/more|up|above|plus|\+/.test(word!)) minPriceCents = cents;
    else maxPriceCents = cents;
    cut({ start: m.index!, end: m.index! + m[0].length });
  }
  // A budget is an upper bound: "budget about $25", "my budget is 30 dollars", "I can spend $40", "a $25 budget", "a limit
  // of 15 dollars" (a limit, cap or ceiling only with a currency: "a weight limit of 300 lbs" is none), "have
  // $40 to spend" (a bare number counts only after the word budget: "spend 2 hours" is no price).
  if (maxPriceCents === null) {
    // ("I spend like $7 a day on cappuccinos" is a habit, not a budget: spending counts only as what one can or will
    // spend, and no amount said per day, week or month.)
    const budgetRe = new RegExp(String.raw`\b(budget|(?:can|could|want to|wanna|willing to|able to|happy to|looking to|plan to|planning to|prepared to|like to|to)\s+spend|spending limit|(?:price )?(?:limit|cap|ceiling)(?=\s+(?:of|at|is)\b))\b(?:\s*(?:is|was|of|'s|s|would be|will be|around|about|roughly|approximately|approx|at|up to|upto|max|maximum|tops|only|just|under|no more than|:|-|~|=))*\s*${AMOUNT}|${AMOUNT}\s*(?:budget|to spend|spending limit|limit|cap)\b`, 'g');
    for (const m of [...s.matchAll(budgetRe)]) {
      const [, word, pre, int, frac, k, suf, pre2, int2, frac2, k2, suf2] = m;
      if (/^\s*(?:a|per|each|every)\s+(?:day|week|month|year|night|time)\b/.test(s.slice(m.index! + m[0].length))) continue;
      if (int !== undefined && !pre && !suf && word !== 'budget') continue;
      if (int2 !== undefined && !pre2 && !suf2) continue;
      const cents = int !== undefined ? toCents(int, frac, k, currency) : toCents(int2!, frac2, k2, currency);
      if (cents === null) continue;
      maxPriceCents = cents;
      cut({ start: m.index!, end: m.index! + m[0].length });
      break;
    }
  }
  // A hedged amount with its currency and no other bound ("around $20", "about 30 dollars", "$25 or so"): what the
  // shopper means to spend, an upper bound as a budget is (shoppers who say "around $20" are not shown $40).
  if (maxPriceCents === null && minPriceCents === null) {
    const hedged = HEDGED_AMOUNT_RE.exec(s);
    if (hedged && (hedged[1] || hedged[4] || hedged[5])) {
      const cents = toCents((hedged[2] ?? hedged[6])!, hedged[3] ?? hedged[7], undefined, currency);
      if (cents !== null) {
        maxPriceCents = cents;
        cut({ start: hedged.index, end: hedged.index + hedged[0].length });
      }
    }
  }
  // A bare amount with a currency ("a $30 gift") is not a bound; it stays out of the text.
  s = s.replace(new RegExp(String.raw`${CUR_PREFIX}\d+(?:[.,]\d{1,3})?|\b\d+(?:[.,]\d{1,3})?\s?(?:dollars?|bucks|usd|euros?|francs?|chf|yen)\b`, 'g'), (x) => ' '.repeat(x.length));
  s = s.replace(/\b(?:cheap|cheaper|cheapest|affordable|budget|inexpensive|priced|price|prices|costing|cost)\b/g, (x) => ' '.repeat(x.length));

  // In stock.
  let inStock = false;
  s = s.replace(/\b(?:in[ -]stock|available now|available today|available|ready to ship|ships now|on hand)\b/g, (x) => { inStock = true; return ' '.repeat(x.length); });

  // Sizes: "size 9", "size 9.5", "size m", "32x30", "w32 l30", "waist 32", XS..XXL tokens, "in (a) large".
  const sizes: string[] = [];
  const addSize = (v: string) => { if (!sizes.includes(v)) sizes.push(v); };
  s = s.replace(/\b(?:w|waist)\s?(\d{2})\s?(?:x|\/|\s)\s?(?:l|length|inseam)?\s?(\d{2})\b/g, (x, w: string, l: string) => { addSize(`${w}x${l}`); return ' '.repeat(x.length); });
  if (/\b(?:jeans|pants|trousers|chinos|slacks|shorts)\b/.test(s)) {
    s = s.replace(/\b([2-5]\d)\s?x\s?([2-4]\d)\b/g, (x, w: string, l: string) => { addSize(`${w}x${l}`); return ' '.repeat(x.length); });
  }
  s = s.replace(/\b(\d{2})\s?w\s?(\d{2})\s?l\b/g, (x, w: string, l: string) => { addSize(`${w}x${l}`); return ' '.repeat(x.length); });
  s = s.replace(/\b(?:waist|size)\s(\d{2})\s?x\s?(\d{2})\b/g, (x, w: string, l: string) => { addSize(`${w}x${l}`); return ' '.repeat(x.length); });
  // Footwear: EU sizes said as such ("size 38 EU", "EU 38", "38eu") and the size words of shoppers' other languages
  // ("talla 38", "numero 38", "pointure 38"); a size between EU_SHOE_MIN and EU_SHOE_MAX of footwear is an EU size ("EU 38").
  const footwear = isFootwearQuery(s);
  const shoeSize = (v: string) => {
    const n = v.replace(',', '.');
    return footwear && Number(n) >= EU_SHOE_MIN && Number(n) <= EU_SHOE_MAX ? `EU ${n}` : n;
  };
  s = s.replace(/\b(?:(?:in\s)?(?:a\s)?(?:size|sz)\s?)?(?:eu|eur)\s?(?:size\s?)?(\d{2}(?:[.,]5)?)\b|\b(?:(?:in\s)?(?:a\s)?(?:size|sz)\s?)?(\d{2}(?:[.,]5)?)\s?(?:eu|eur)\b/g,
    (x, a: string | undefined, b: string | undefined) => { addSize(shoeSize((a ?? b)!)); return ' '.repeat(x.length); });
  s = s.replace(/\b(?:talla|numero|taille|pointure|grosse|groesse|tamanho|numeracao|misura|maat)\s?(?:n\.?\s?)?(\d{1,2}(?:[.,]5)?)\b/g,
    (x, v: string) => { addSize(shoeSize(v)); return ' '.repeat(x.length); });
  s = s.replace(/\b(?:in\s)?(?:a\s)?(?:size|sz)(?:\s|(?=\d))(\d{1,2}(?:\.5)?|xxs|xs|s|m|l|xl|xxl|xxxl|[2-4]xl|small|medium|large|x-small|x-large|xx-large|extra small|extra large)\b/g,
    (x, v: string) => { addSize(WORD_SIZES[v] ?? v.toUpperCase()); return ' '.repeat(x.length); });
  s = s.replace(/\bwaist\s(\d{2})\b/g, (x, w: string) => { addSize(`W${w}`); return ' '.repeat(x.length); });
  // "I wear a 7.5", "she wears an 8", "he wears XL": the wearer's size.
  s = s.replace(/(?:\b(?:i|she|he|they|we|you)\s+)?\bwears?\s+(?:an?\s+)?(?:size\s+)?(\d{1,2}(?:\.5)?|xxs|xs|s|m|l|xl|xxl|xxxl|small|medium|large)\b/g,
    (x, v: string) => { addSize(WORD_SIZES[v] ?? v.toUpperCase()); return ' '.repeat(x.length); });
  // ("Twin XL", "Queen XL": a bed's size, part of what sheets and mattresses are, not a clothing size.)
  s = s.replace(/\b(?<!\b(?:twin|full|queen|king|cal king|california king)\s)(xxs|xs|xl|xxl|xxxl|[2-4]xl|x-small|x-large|xx-large|extra small|extra large|extra extra large)\b/g,
    (x, v: string) => { addSize(LETTER_SIZES[v]!); return ' '.repeat(x.length); });
  if (footwear) {
    // A bare shoe size after who wears it ("men's 10 dress shoes", "womens 8.5 sneakers") or ending the query ("mens
    // sneakers white 10", "womens boots 8"): US sizes 1-16; not a count ("2 pairs") nor a model number inside ("air
    // force 1 shoes").
    s = s.replace(/(?<=(?:\bmen|\bwomen|\bladies|\bboys|\bgirls|\bkids)(?:'s|s'|s)?\s)(\d{1,2}(?:\.5)?)(?=\s)(?!\s+(?:pairs?|packs?|pcs|pieces?|sets?)\b)|(?<=\s)(\d{1,2}(?:\.5)?)(?=\s*$)/g,
      (x: string) => {
        if (Number(x) < 1 || Number(x) > 16) return x;
        addSize(x);
        return ' '.repeat(x.length);
      });
    for (let i = 0; i < sizes.length; i++) if (/^\d{2}(?:\.5)?$/.test(sizes[i]!)) sizes[i] = shoeSize(sizes[i]!);
  }
  // "in a large", "in small please" — not "we live in a small apartment": a noun after the word is what is small.
  s = s.replace(/\bin\s(?:a\s)?(small|medium|large)\b(?=\s*(?:$|[,.!?;)]|(?:size|sizes|one|ones|please|pls|plz|too|for|if|and|or|instead|then|maybe|thanks|thx)\b))/g, (x, v: string) => { addSize(WORD_SIZES[v]!); return ' '.repeat(x.length); });

  // Colours: longest spellings first.
  const colors: string[] = [];
  s = s.replace(COLOR_RE, (x, at: number, whole: string) => {
    if (NAMES_A_THING_RE.test(whole.slice(at))) return x;
    // A colour ruled out ("only silver, nothing gold", "not in black") is no colour wanted.
    if (COLOR_RULED_OUT_RE.test(whole.slice(Math.max(0, at - 30), at))) return ' '.repeat(x.length);
    const canonical = COLOR_BY_SPELLING.get(x)!;
    if (!colors.includes(canonical)) colors.push(canonical);
    return ' '.repeat(x.length);
  });
  if (vocab.colorWords?.size) {
    s = s.replace(colorWordsRe(vocab.colorWords), (x) => {
      const canonical = vocab.colorWords!.get(x)!;
      if (!colors.includes(canonical)) colors.push(canonical);
      return ' '.repeat(x.length);
    });
  }

  // Brands (vendor names of this store), longest first; removed from the ranking text.
  const brands: string[] = [];
  for (const m of findPhrases(s, brandIndex(vocab))) {
    // A person after a possessive ("for my wife's brother", "his mother") is who the shopper speaks of, not a
    // vendor of the same name (Brother, Mother).
    if (KIN_RE.test(s.slice(m.start, m.end)) && POSSESSIVE_BEFORE_RE.test(s.slice(0, m.start))) continue;
    if (!/\s/.test(s.slice(m.start, m.end)) && PLACE_BEFORE_RE.test(s.slice(0, m.start))) continue;
    if (storyWord(s, m, vocab)) continue;
    if (!brands.includes(m.name)) brands.push(m.name);
    const end = s.slice(m.end).startsWith("'s") ? m.end + 2 : m.end;
    cut({ start: m.start, end });
  }

  // Categories: matched (singular or plural) but kept in the ranking text, they carry meaning.
  const categories: string[] = [];
  for (const m of findPhrases(s, categoryIndex(vocab))) if (!categories.includes(m.name)) categories.push(m.name);

  let text = s
    .replace(/\b(?:show me|find me|looking for|look for|i want|i need|i'm looking for|do you have|have you got|can you find|recommend|suggest|please|some|any|something)\b/g, ' ')
    // "what lego do you carry", "which Crocs do you guys stock": asking what the store sells.
    .replace(/\b(?:what|which)(?: kinds? of| sorts? of| types? of)?\b(?=.*\b(?:do|does) (?:you|u|y'?all|the (?:store|shop))(?: guys)? (?:carry|stock|sell|have in stock)\b)/g, ' ')
    .replace(/\b(?:do|does) (?:you|u|y'?all|the (?:store|shop))(?: guys)? (?:carry|stock|sell|have in stock)\b/g, ' ')
    .replace(/[,;!?]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (let prev = ''; prev !== text;) {
    prev = text;
    text = text.replace(/(?:^|\s)(?:for|with|in|and|or|of|a|an|the|that|is|are|under|over|but|from|by)$/, '').replace(/^(?:and|or|in|with|for)\s/, '').trim();
  }
  return { text, minPriceCents, maxPriceCents, colors, sizes, brands, categories, inStock };
}

const colorWordsCache = new WeakMap<ReadonlyMap<string, string>, RegExp>();
/** The regex of a catalog language's colour words (longest first, whole words), built once per map. */
function colorWordsRe(words: ReadonlyMap<string, string>): RegExp {
  let re = colorWordsCache.get(words);
  if (!re) {
    re = new RegExp(String.raw`(?<![a-z0-9-])(?:${[...words.keys()].sort((a, b) => b.length - a.length).map(escapeRe).join('|')})(?![a-z0-9-])`, 'g');
    colorWordsCache.set(words, re);
  }
  return re;
}

/** Singular-ish form of a word for matching ("dresses" -> "dress", "shoes" -> "shoe"). */
function singular(w: string): string {
  if (w.length > 4 && /(?:ss|sh|ch|x)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

type PhraseIndex = { map: Map<string, string>; maxWords: number };
const indexCache = new WeakMap<object, PhraseIndex>();

function buildIndex(entries: { name: string; key: string }[], plural: boolean): PhraseIndex {
  const map = new Map<string, string>();
  let maxWords = 1;
  for (const e of entries) {
    const words = e.key.split(' ').filter(Boolean);
    if (!words.length) continue;
    maxWords = Math.max(maxWords, words.length);
    const k = words.join(' ');
    if (!map.has(k)) map.set(k, e.name);
    if (plural) {
      const sk = [...words.slice(0, -1), singular(words.at(-1)!)].join(' ');
      if (!map.has(sk)) map.set(sk, e.name);
    }
  }
  return { map, maxWords: Math.min(maxWords, 6) };
}

function brandIndex(vocab: ConstraintVocabulary): PhraseIndex {
  let idx = indexCache.get(vocab.brands);
  if (!idx) {
    idx = buildIndex(vocab.brands, false);
    indexCache.set(vocab.brands, idx);
  }
  return idx;
}

function categoryIndex(vocab: ConstraintVocabulary): PhraseIndex {
  let idx = indexCache.get(vocab.categories);
  if (!idx) {
    idx = buildIndex(vocab.categories.map((c) => ({ name: c.name, key: vendorKey(c.key) })), true);
    indexCache.set(vocab.categories, idx);
  }
  return idx;
}

/** Non-overlapping phrase matches (longest first, left to right) of an index in normalized text. */
function findPhrases(s: string, idx: PhraseIndex): { name: string; start: number; end: number }[] {
  const tokens = [...s.matchAll(/[a-z0-9]+/g)].map((m) => ({ w: m[0], start: m.index, end: m.index + m[0].length }));
  const used = new Array<boolean>(tokens.length).fill(false);
  const out: { name: string; start: number; end: number }[] = [];
  for (let n = Math.min(idx.maxWords, tokens.length); n >= 1; n--) {
    for (let i = 0; i + n <= tokens.length; i++) {
      if (used.slice(i, i + n).some(Boolean)) continue;
      // words must be adjacent (only spaces/punctuation between them, no cut-out constraint in between)
      let adjacent = true;
      for (let j = i + 1; j < i + n; j++) if (!/^[^a-z0-9]{1,3}$/.test(s.slice(tokens[j - 1]!.end, tokens[j]!.start)) || /\s{2,}/.test(s.slice(tokens[j - 1]!.end, tokens[j]!.start))) adjacent = false;
      if (!adjacent) continue;
      const words = tokens.slice(i, i + n).map((t) => t.w);
      const name = idx.map.get(words.join(' ')) ?? idx.map.get([...words.slice(0, -1), singular(words.at(-1)!)].join(' '));
      if (name === undefined) continue;
      for (let j = i; j < i + n; j++) used[j] = true;
      out.push({ name, start: tokens[i]!.start, end: tokens[i + n - 1]!.end });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Escape a string for use inside a RegExp. */
export function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
