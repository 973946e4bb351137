/**
 * Follow-ups to the current search, read from the shopper's words (deterministic, no I/O; used by the local model —
 * provider models read the same context from the system message and decide themselves):
 * - references to shown products: "the second one", "the last one", "that one", "it", "the Nike one", "the blue one",
 *   "the cheapest one", "the first two", "both";
 * - refinements of the search: constraints ("under $40", "in size 8", "only black ones"), relative price ("cheaper
 *   ones?"), qualifiers ("for an iPhone 11", "with a hood"), brands ("Nike ones");
 * - more results ("show me more", "any others?") and similar products ("more like the first one").
 */
import { parseConstraints } from '../../catalog/index.ts';
import type { ShoppingContext, ShownProduct } from './context.ts';
import { CHEAPER_RE, PRICIER_RE, refinementWords, tellsSituation, TRAILING_REASON_RE } from './refine.ts';
import { isFillerWord } from './need.ts';
import { adjectiveShare } from '../nlu/wordnet.ts';
import { stemmer } from 'stemmer';

/** What a follow-up asks for. Indexes are 0-based positions in `context.shown`. */
export type FollowUp =
  | { kind: 'refine' }
  | { kind: 'more' }
  /** The kind shown from other makers than those shown ("any other brands?", "¿tienen de otras marcas?" glossed). */
  | { kind: 'other_brands' }
  | { kind: 'similar'; index: number }
  | { kind: 'about'; indexes: number[] }
  /** A superlative over the products shown ("which one has the best reviews?", "the cheapest one"): `by` decided it. */
  | { kind: 'pick'; index: number; by: PickBy }
  | { kind: 'compare'; indexes: number[] }
  /** The shopper points at a product the context cannot resolve ("the fifth one" after three): ask which one. */
  | { kind: 'unresolved'; reason: 'out_of_range' | 'ambiguous' | 'nothing_shown' };

const ORDINAL_WORDS: Record<string, number> = {
  first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, fifth: 5, '5th': 5, sixth: 6, '6th': 6,
  seventh: 7, '7th': 7, eighth: 8, '8th': 8, ninth: 9, '9th': 9, tenth: 10, '10th': 10, top: 1,
};
const COUNT_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, '2': 2, '3': 3, '4': 4, '5': 5 };
const ORDINAL_RE = /(?<!\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\s+)\b(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|6th|seventh|7th|eighth|8th|ninth|9th|tenth|10th|last)\b(?!\s+(?:time|order|purchase|week|month|year|day|of (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)))/g;
const NUMBERED_RE = /(?:\b(?:number|no\.?|option|item|result|product|choice|pair|listing|link|card|pick)\s?|#\s?)(\d{1,2})\b(?!\s*(?:%|x\b|pack|pcs?\b|pieces?))|\b(?:number|option|item|result|product|choice|pair|listing)\s(one|two|three|four|five|six|seven|eight|nine|ten)\b(?!\s+(?:priority|fan|fans|reason|thing|things|concern|goal|rule|seller|sellers|choice|pick|spot|issue|problem|question|complaint|request|of\b))/g;
/** Spelled positions of {@link NUMBERED_RE} ("option one", "number two"). */
const SPELLED_POSITIONS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
/** Two bare numbers in a comparison ("compare 1 and 2", "2 vs 3"): positions in the results. */
const BARE_PAIR_RE = /\b(\d)\s*(?:and|&|vs\.?|versus|with|to|or)\s*(\d)\b/;
/** "the first two", "the top three", "first 2" */
const FIRST_N_RE = /\b(?:the\s+)?(?:first|top)\s+(two|three|four|five|2|3|4|5)\b/;
const BOTH_RE = /\b(both|the two|these two|those two|the 2)\b/;
/** The words that follow "both" or "the two" when they point at the results ("the two options", "both of them"). */
const RESULT_NOUN_RE = /^(?:ones?|options?|items?|products?|results?|models?|picks?|choices?|listed|shown|above|of (?:them|those|these|the (?:ones|options|products|items|results)))$/;
/**
 * "Both" or "the two" said of the shopper's own things, not of the results ("the two ends don't line up", "would go
 * with both of my suits"): a possessive after it, a thing's parts after "with"/"has" ("one with the two bells on top"),
 * or a plural noun after it that no shown title holds.
 */
function bothOfOtherThings(t: string, shown: ReadonlyArray<Pick<ShownProduct, 'title'>>): boolean {
  if (/\bboth (?:of )?(?:my|our|his|her|their|your)\b/.test(t)) return true;
  const m = BOTH_RE.exec(t);
  const next = m ? /^\s+((?:of )?[a-z]+)/.exec(t.slice(m.index + m[0].length))?.[1] : undefined;
  // A thing's own parts: "one with the two bells on top", "the kind that has the two handles".
  if (m && next && !RESULT_NOUN_RE.test(next) && /\b(?:with|has|have|having)\s+$/.test(t.slice(0, m.index))) return true;
  if (!next || RESULT_NOUN_RE.test(next) || !/^[a-z]{3,}s$/.test(next)) return false;
  // The noun as a title word, singular or plural ("holes" is not in "Holder": words, not letters).
  const word = new RegExp(`\\b(?:${next.replace(/s$/, '')}|${next.replace(/es$/, '')})(?:s|es)?\\b`);
  return !shown.some((p) => word.test(p.title.toLowerCase()));
}
/**
 * A clause that says what a purchase is for ("it's for my classroom", "it is a gift", "this is for my dad", "they're
 * going in the nursery"): its "it"/"this" is the thing wanted, not a product shown.
 */
const PURPOSE_CLAUSE_RE = /\b(?:it'?s|it is|its|this is|they'?re|they are|it'?ll be|it will be|this will be|they will be) (?:(?:just|only|mainly|mostly|all|actually|really) )?(?:for|to (?:go|hang|put|use|give)|going (?:in|on|to)|a (?:gift|present|surprise)|meant for|needed for)\b/g;
/**
 * Whether the store carries what is asked for ("honeywell if you have it", "in red if you've got them", "if you stock
 * it"): the "it" is the thing wanted, not a product shown.
 */
const IF_CARRIED_RE = /\b(?:if|assuming|provided) (?:you|u|y'?all|you guys) (?:have|'ve got|ve got|got|carry|stock|sell|make|do|can find|can get)(?: (?:it|them|one|any|those|these|that|this))?(?: (?:in stock|available|at all|there))?\b|\bif (?:it'?s|it is|they'?re|they are) (?:in stock|available|an option|possible)\b/g;
/**
 * Putting the decision off ("I'll think about it", "let me sleep on it", "I will think it all over", "I'll talk it over
 * with my wife"): the "it" is the choice, not a product shown.
 */
const THINK_IT_OVER_RE = /\b(?:think|thinking|mull|mulling|sleep|sleeping|talk|talking|chat|chatting|run|running|go|going)\s+(?:about |on |over )?(?:it|this|that|them|all (?:this|that))(?: all)?(?: over| through)?(?: with (?:my|the|our) \w+)?\b|\bthink (?:it|this|that|them)(?: all)? (?:over|through)\b/g;
/**
 * A pronoun that takes up a noun just said ("the mattress, it's a queen", French "le matelas c'est du queen" glossed "the
 * mattress it is some queen"): the noun is the subject; the "it" points at no product shown.
 */
const RESUMPTIVE_RE = /\b((?:the|my|our|his|her|their) [a-z]+),? (?:it'?s|it is|they'?re|they are)\b/g;
/** The text without the clauses whose "it" points at no product shown ({@link IF_CARRIED_RE}, {@link RESUMPTIVE_RE}, {@link THINK_IT_OVER_RE}). */
function withoutUnpointedIt(t: string): string {
  return t.replace(IF_CARRIED_RE, ' ').replace(RESUMPTIVE_RE, '$1 is').replace(THINK_IT_OVER_RE, ' ');
}
const DEMONSTRATIVE_RE = /\b(that one|this one|(?<!\b(?:any|anything|something|one|ones|some|those|these|ones?)\s)that(?!\s+(?:is|are|has|have|can|will|would|goes|go|fits?|holds?|works?|doesn'?t|don'?t|does|do|not|no|won'?t|comes?|lasts?|stays?|keeps?|folds?|adjusts?)\b)|this|it|its|it's|the one you (?:showed|mentioned|suggested))\b/;
const THE_X_ONE_RE = /\bthe\s+([\p{L}\p{N}'&.-]+(?:\s+[\p{L}\p{N}'&.-]+)?)\s+one\b(?!s)/u;
const COMPARE_RE = /\b(compare|comparison|difference|differences|differ|versus|vs\.?|which (?:one )?is better|better one)\b/;
const MORE_RE = /^(?:(?:can you |could you |please )?(?:show|give|find|get|pull up|bring up|dig up|list|load)(?: me)? (?:some |a few |a couple(?: of)? |a bit )?more(?: (?:options|results|choices|of (?:them|those|these)|please))?|(?:can you |could you |please )?(?:show|give|find|get|pull up|bring up|dig up|list|load)(?: me)? (?:some |a few |a couple(?: of)? )?(?:(?:other|different) (?:options|ones|ideas|choices|results|suggestions|products)|others)(?: please)?|(?:(?:have you |you |do you have |you have )?got |do you have |have you )?(?:any|some) (?:more|others|other)(?: (?:ones|options|ideas|suggestions|choices|results))?|(?:do you have|have you got|you got|got|are there) (?:any )?(?:others|other (?:ones|options|ideas|suggestions|choices)|more(?: (?:options|ideas|suggestions|choices))?)(?: like (?:this|these|that|those))?|more(?: (?:options|results|choices|products|items|ideas|suggestions))?(?: please)?|(?:what|anything) else(?: do you have| have you got| you got| ya got| you have| is there| have you)?|other (?:options|ones|ideas|suggestions)|(?:(?:can you |could you |please )?(?:show|give|find|get)(?: me)? |(?:do you have|have you got|got|are there) (?:any )?)?(?:another|(?:some |any )?other|a different|(?:some |any )?different|more) (?:designs?|models?|styles?|patterns?)|next(?: page)?|keep going|more of (?:those|these|them))(?:,? (?:too|as well|also|please))?[\s?!.]*$/;
/** "like that", "like those": what was shown, as a whole. */
const LIKE_THOSE_RE = /\blike (?:that|this|these|those|them)\b/;
const SIMILAR_RE = /\b(?:more|something|anything|others?|ones?|products?|items?)(?:\s+else)?(?:\s+(?!ones\b)[a-z]{3,}s)?,?\s+(?:(?:that|which) (?:looks?|are|is|seems?) )?(?:like|similar to|closer to|nearer to|(?:in|of) the (?:same )?(?:style|vein|spirit|kind|sort) (?:of|as)|along the (?:same )?lines of|resembling)\b|\bsimilar\b|\b(?:same|that) (?:style|kind|sort|look) as\b|\bwhat else (?:is|are|have you got|do you have|you got|is there)(?: that'?s?| which is)? (?:like|similar to)\b/;
/** What decided a superlative pick: lowest price, highest price, best rating. */
export type PickBy = 'price_min' | 'price_max' | 'rating';
const SUPERLATIVES: [RegExp, PickBy][] = [
  [/\b(cheapest|least expensive|lowest[- ]priced|lowest price|cheaper one|less expensive one|most affordable)\b/, 'price_min'],
  [/\b(most expensive|priciest|pricier one|more expensive one|highest price|highest[- ]priced)\b/, 'price_max'],
  [/\b(best[- ]rated|highest[- ]rated|top[- ]rated|best[- ]reviewed|(?:best|highest|top|better|most) (?:reviews|ratings?|stars)|most (?:popular|liked|loved)|best liked)\b/, 'rating'],
];
/** A superlative reads as a reference when it points at products ("one", "of them") or asks which ("which is the cheapest?"). */
const PICK_POINTER_RE = /\b(one|ones|item|option|product|of (?:them|those|these))\b|^(?:so |and |ok |okay )?(?:which|what(?:'s| is)|who)\b/;

function pickIndex(shown: ShownProduct[], by: PickBy): number | null {
  return by === 'rating' ? argBy(shown, (p) => p.rating, 'max') : argBy(shown, (p) => p.priceCents, by === 'price_min' ? 'min' : 'max');
}

/** The superlative a reference asks for ("the cheapest one", "which is the best rated?"), or null. */
function superlativeOf(t: string): PickBy | null {
  if (!PICK_POINTER_RE.test(t)) return null;
  return SUPERLATIVES.find(([re]) => re.test(t))?.[1] ?? null;
}

/** The superlative the text asks for over the shown products, or null (no superlative, or nothing decides it). */
export function readPick(text: string, ctx: Pick<ShoppingContext, 'shown'>): { index: number; by: PickBy } | null {
  const by = superlativeOf(norm(text));
  const index = by && ctx.shown.length ? pickIndex(ctx.shown, by) : null;
  return by && index !== null ? { index, by } : null;
}
/** Words that start a qualifier of the current search ("for an iPhone 11", "with a hood", "in leather"). */
const QUALIFIER_START_RE = /^(?:(?:and |but |so |maybe |ideally |preferably |something |anything |ones? |what about |how about |do you have (?:any |them |it |one |those |these )?|is there (?:one |any |some |something |anything |a (?:version |kind |model |type |style ))|are there (?:any |some |ones )|got any |any |only |just ){0,3}(?:for|with|without|in|made (?:of|by)|from|by|that (?:is|are|has|have|can|will|fits?|holds?|keeps?|comes?|goes|works?|lasts?|stays?|(?:i|we|you|she|he|they) (?:can|could) (?:control|run|charge|carry|wash|fold|pack|adjust)))\b)/;
/** "Is there any …?", "do you have any …?", "got any …?": asking for a kind of what was shown, when what follows is attributes. */
/**
 * "any that react to music?", "ones that fold up", "do you have one that extends?", "I need the one that has a wire":
 * results that do something, whatever the verb (not "any that you like").
 */
const ANY_THAT_RE = /^(?:and |but |so |ok |okay )?(?:any|some|ones?|something|anything|got any|do you have any|(?:(?:do you have|have you got|you got|got|is there|(?:i |we )?(?:need|want|'d like|would like)|looking for)(?: of)?\s+)(?:one|a model|a version|a kind|a type|the one|the ones|one of those|one of them))\s+(?:that|which)\s+(?!(?:i|you|we|they|it|he|she|my|your|is it|are they)\b)[a-z]+/;
const ANY_KIND_RE = /^(?:so |and |ok |okay |hmm )?(?:is there|are there|do you have|have you got|you got|got|have) (?:any|some|one|ones|anything)\b/;
/**
 * Attribute words a shopper asks of the results ("any liquid ones?", "is there a cloth one?"): forms, materials, power and
 * qualities — a closed list of general English; a word outside it may name a new product ("do you have any headphones?").
 */
const ATTRIBUTE_WORDS = new Set(`real genuine authentic faux fake liquid powder gel spray drops drop cream stick tablet tablets capsule capsules wired wireless cordless manual
automatic digital electric battery solar rechargeable plug-in portable foldable adjustable waterproof insulated reusable washable
cloth fabric cotton linen wool leather suede metal steel stainless aluminum wood wooden bamboo glass ceramic plastic silicone rubber paper
vegan organic natural unscented scented sugar-free gluten-free kids kid mens womens men's women's unisex baby
small smaller big bigger large larger mini compact light lighter lightweight heavy heavier soft softer firm warm warmer quiet
thin thick long longer short shorter wide narrow tall round square matte glossy dressy dressier fancy fancier casual formal sturdy
sturdier comfy comfier roomy roomier cute cuter nicer simpler plain plainer brighter darker stronger quieter thinner thicker wider
taller cheaper pricier durable elegant classic modern minimalist colorful colourful neutral gentle gentler mild milder sensitive
hypoallergenic fragrance-free stronger weaker hotter cooler bigger harder louder faster slower easier deeper sharper heavier safer
higher lower brushed polished satin chrome nickel bronze brass copper oil-rubbed gold-tone silver-tone`.split(/\s+/));

/**
 * An attribute word: one of {@link ATTRIBUTE_WORDS}, "<something>-free" ("fragrance-free", "bpa-free"), or a word that
 * WordNet knows only as an adjective ("unbreakable", "shatterproof", "breathable") — it cannot name a new product.
 */
const isAttributeWord = (w: string): boolean => {
  if (ATTRIBUTE_WORDS.has(w) || /^\p{L}{2,}-free$/u.test(w)) return true;
  return adjectiveShare(w) === 1;
};

/** Words that only lead into a follow-up, before "something / one / any…" (see {@link isRefinement}). */
const LEAD_IN_RE = /^(?:(?:nah|no|nope|hmm+|ok|okay|well|actually|oh|so|and|but)[,.!]?\s+)*(?:(?:what|how) about|(?:i|we) (?:need|want|would like|'d like)|need|want)\s+(?=(?:something|anything|one|ones|any|some|a|an)\b)/;

/** What the results are for, after the kind asked for ("…, to use by the pool", "for the beach"): not a kind of its own. */
const PURPOSE_TAIL_RE = /(?:,\s*|\s+)(?:(?:to|for) (?:use|using|wear|wearing|take|taking|bring|carry)\s+)?(?:in|at|by|on|for|around|outside)\s+(?:the\s+|a\s+|my\s+|our\s+)?[\p{L}-]+\s*[?!.]*$/u;

/** "a Lululemon one", "an XL one", "any leather ones": a kind of what was shown, named before "one(s)". */
const A_KIND_ONE_RE = /\b(?:a|an|any|some)\s+(?!other\b|new\b|different\b|good\b|better\b|cheaper\b)[\p{L}\p{N}'&-]+(?:\s+[\p{L}\p{N}'&-]+)?\s+ones?\b/u;
/** "the classic clog kind", "the slip-on type", "that waterproof style": a kind of what was shown, named before "kind". */
const THE_KIND_RE = /^(?:(?:and|but|ok|oh|maybe|preferably|ideally|more)\s+)*(?:the|a|an|that|those|this)\s+(?:[\p{L}\p{N}'&-]+\s+){1,3}(?:kind|type|style|sort|variety|version)s?(?:\s+(?:please|pls|plz))?[\s?!.]*$/u;
/**
 * A measurement's number or unit ("1.5 inches wide", "12 oz", "30cm", "half gallon"): an attribute of what was shown.
 * `before` is the word before `w` (a unit counts only after a number, in figures or words).
 */
function isMeasure(w: string, before: string | undefined): boolean {
  if (/^(?:\d+(?:\.\d+)?(?:x\d+(?:\.\d+)?)?(?:"|in|cm|mm|m|ft|oz|lbs?|kg|g|l|ml|qt|gal|w|mah)?|(?:\d+-)?\d+\/\d+(?:"|in)?|half|quarter)$/.test(w)) return true;
  return /^(?:inch|inches|in|cm|mm|meters?|metres?|ft|feet|foot|oz|ounces?|lbs?|pounds?|kg|grams?|g|liters?|litres?|l|ml|quarts?|qt|gallons?|gal|watts?|w|mah)$/.test(w)
    && before !== undefined && /^(?:\d|(?:half|quarter|one|two|three|four|five|six|eight|ten|twelve)$)/.test(before);
}
/** The dimension a measure gives, said after it ("82 mm width", "30 cm long", "2 inches thick"). */
const DIMENSION_WORD_RE = /^(?:wide|width|long|length|deep|depth|tall|height|high|thick|thickness|diameter|across|blade|cut)$/;
/**
 * A measure said to be enough ("82 mm are enough for me", "3-1/4 inch is fine", "so 10 inches will do"): the measure is
 * the restriction, the rest its praise.
 */
const ENOUGH_TAIL_RE = /^(?:so|ok|okay|well|then)[,]?\s+|\s+(?:is|are|would be|will be|'s|'re|will do|would do|does it|do it)\s*(?:enough|fine|plenty|ok|okay|good|good enough|alright|all right)?(?:\s+for\s+(?:me|us|him|her|them|my needs))?[\s!.]*$/g;
/** Two sides of a measure ("18 x 18", "20×30", "4 by 6"): groups, the two numbers. */
const DIMENSIONS_RE = /\b(\d+(?:\.\d+)?)\s*(?:x|×|by)\s*(\d+(?:\.\d+)?)(?=\s|$|[a-z"'”])/g;
/** "one big enough for 4 people", "something long enough for a king bed", "ones roomy enough to fit …": a restriction. */
const ENOUGH_FOR_RE = /^(?:(?:a|an|one|ones|something|anything|any|some|need|i need|we need|got)\s+)*(?:\p{L}+\s+){1,2}enough\s+(?:for|to)\s+\S/u;
/** Bed and mattress sizes ("it's a queen"). */
const BED_SIZES = new Set(['twin', 'full', 'queen', 'king', 'california', 'cal', 'double', 'single', 'crib', 'toddler']);
/** A statement of what the shopper has or is ("it's a queen", "mine is a king", "she's a size 8"): the rest is attributes. */
const ATTRIBUTE_STATEMENT_RE = /^(?:(?:ok|oh|and|but|also|btw|so|well)[,]?\s+)*(?:it'?s|it is|its|they'?re|they are|mine is|mine'?s|ours is|she'?s|he'?s|i'?m|(?:it|they|that|this|one|mine) (?:has|have|needs?|got) to (?:be|do|have|support|fit|play|take|hold)|(?:it|they|that|this|one) (?:must|should|would need to|will need to) (?:be|do|have|support|fit)|(?:it|they) need to (?:be|do|have|support)|needs? to (?:be|do|support)|has to (?:be|do|support)|must (?:be|do|support)|make (?:it|them))\s+(?:a |an |the )?/;
/** "the kind that changes color", "a type with a lid": a kind of what was shown, said by what it does or has. */
const KIND_THAT_RE = /^(?:(?:and|but|ok|oh|maybe|preferably|ideally)\s+)*(?:the|a|an|that|any|some)\s+(?:kind|type|sort|style|version|model)s?\s+(?:that|which|with|without)\s+\S/;
/**
 * A kind of what was shown told by a clause ("the kind where the lid flips open", "the warning kind that tells people not
 * to pet him", "one i can run from bed with a remote", "one that comes with a good pile of bits"): a restriction of the
 * results in the shopper's words, however many. Not "the one with …" (a card pointed at), nor "one i bought last year
 * broke" (what the shopper did: the clause after "one i" says what they can or would do with it).
 */
const KIND_CLAUSE_RE = /^(?:(?:and|but|ok|okay|oh|maybe|preferably|ideally|actually|hmm+)[,]?\s+)*(?:(?:the|a|an|that)\s+(?:[\p{L}\p{N}'&-]+\s+){0,3}(?:kind|type|style|sort|variety|version|model)s?|(?:(?:i'?d like|i want|i need|need|want|looking for|got)\s+)?(?:one|ones|a model|a version))\s+(?:where|that|which|whose|(?:i|we|you|u)\s+(?:can|could|would|will|may|might|won'?t|don'?t|do not|can'?t|cannot)|my|our)\b(?!\s+(?:one|ones)\b)/u;
/** Most words of its own a restriction told by a clause ({@link KIND_CLAUSE_RE}) may have. */
const KIND_CLAUSE_MAX_WORDS = 8;
/** Words that point back at the results ("ones", "those", "any of them"). */
const POINT_BACK_RE = /\b(ones|those|these|them|any of (?:them|those|these))\b|^(?:and |so |ok )?(?:are|do|does|is|can|will|would) (?:any|some)\b/;

function argBy(shown: ShownProduct[], value: (p: ShownProduct) => number | null, dir: 'min' | 'max'): number | null {
  let best: number | null = null;
  shown.forEach((p, i) => {
    const v = value(p);
    if (v === null) return;
    const b = best === null ? null : value(shown[best]!);
    if (b === null || (dir === 'min' ? v < b : v > b)) best = i;
  });
  return best;
}

function norm(text: string): string {
  return text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
}

/**
 * Positions (0-based) the text refers to, or an `unresolved` reason, or null when it refers to no shown product.
 * Ordinals, "number 2", "the last one", "the first two", "both", "the Nike one" (vendor, colour or title words),
 * superlatives ("the cheapest one"), and "that one"/"it" (the focused product, or the only one shown).
 */
export function resolveReference(text: string, ctx: Pick<ShoppingContext, 'shown' | 'focus'>): number[] | Extract<FollowUp, { kind: 'unresolved' }> | null {
  const t = norm(text);
  const shown = ctx.shown;
  const n = shown.length;
  const firstN = FIRST_N_RE.exec(t);
  if (firstN) {
    const k = COUNT_WORDS[firstN[1]!]!;
    return n === 0 ? { kind: 'unresolved', reason: 'nothing_shown' } : Array.from({ length: Math.min(k, n) }, (_, i) => i);
  }
  if (BOTH_RE.test(t) && !bothOfOtherThings(t, shown)) return n >= 2 ? [0, 1] : n === 0 ? { kind: 'unresolved', reason: 'nothing_shown' } : [0];
  const positions: number[] = [];
  for (const m of t.matchAll(ORDINAL_RE)) positions.push(m[1] === 'last' ? n : ORDINAL_WORDS[m[1]!]!);
  for (const m of t.matchAll(NUMBERED_RE)) positions.push(m[1] ? Number(m[1]) : SPELLED_POSITIONS[m[2]!]!);
  const pair = COMPARE_RE.test(t) ? BARE_PAIR_RE.exec(t) : null;
  if (pair && !positions.length) positions.push(Number(pair[1]), Number(pair[2]));
  if (positions.length) {
    if (n === 0) return { kind: 'unresolved', reason: 'nothing_shown' };
    if (positions.some((p) => p < 1 || p > n)) return { kind: 'unresolved', reason: 'out_of_range' };
    return [...new Set(positions.map((p) => p - 1))];
  }
  const by = superlativeOf(t);
  if (by) {
    const i = n ? pickIndex(shown, by) : null;
    return i === null ? { kind: 'unresolved', reason: n ? 'ambiguous' : 'nothing_shown' } : [i];
  }
  const named = THE_X_ONE_RE.exec(t);
  if (named && !/^(?:first|second|third|last|other|same|next|right|best|only|new)$/.test(named[1]!)) {
    const words = named[1]!.split(' ').filter((w) => w.length > 1);
    const hits = shown.map((p, i) => ({ i, hit: words.every((w) => `${p.vendor} ${p.color ?? ''} ${p.title}`.toLowerCase().includes(w)) })).filter((x) => x.hit);
    if (hits.length === 1) return [hits[0]!.i];
    return { kind: 'unresolved', reason: n === 0 ? 'nothing_shown' : hits.length ? 'ambiguous' : 'out_of_range' };
  }
  // "it's for my classroom", "they're a gift": who or what the purchase is for, not a product shown (asked — "it's for
  // outdoor use, right?" — it is one).
  if (DEMONSTRATIVE_RE.test(withoutUnpointedIt(/\?|\bright\b/.test(t) ? t : t.replace(PURPOSE_CLAUSE_RE, ' ')))) {
    const focus = ctx.focus ? shown.findIndex((p) => p.id === ctx.focus) : -1;
    if (focus >= 0) return [focus];
    if (n === 1) return [0];
    return { kind: 'unresolved', reason: n ? 'ambiguous' : 'nothing_shown' };
  }
  return null;
}

/** Asking for other makers of what was shown ("got any other brands?", "a different brand maybe", "not from this brand"). */
const OTHER_BRANDS_RE = /\b(?:other|different|another|any other|else's|more)\s+(?:brands?|makers?|manufacturers?|labels?|companies)\b|\bnot (?:from )?(?:this|that|the same|these|those) (?:brands?|makers?)\b|\b(?:brands?|makers?) other than\b/;

/**
 * Is this message a follow-up to the current search, and of which kind? null = not a follow-up (a new request).
 * `isQuestion`: the classifier's view that the message asks about a product (product_question); without a
 * reference such a question is not a follow-up.
 */
export function readFollowUp(text: string, ctx: ShoppingContext): FollowUp | null {
  if (ctx.shown.length && OTHER_BRANDS_RE.test(norm(text))) return { kind: 'other_brands' };
  // "so 82 mm are enough for me": a measure said to suffice is the measure asked for.
  if (/\d/.test(text) && /\b(?:enough|fine|plenty|will do|would do)\b/i.test(text)) {
    const measure = text.replace(ENOUGH_TAIL_RE, '').trim();
    if (measure && measure !== text.trim() && /\d/.test(measure)) text = measure;
  }
  // "please in queen-size", "pls only black": the polite word first says nothing of its own; "queen-size" is a size.
  text = text.replace(/^\s*(?:please|pls|plz|kindly)[,.!]?\s+/i, '').replace(/\b(\p{L}+)-(size[ds]?)\b/giu, '$1 $2');
  // "I need it in queen", "want them in black" (a gloss of "la ocupo queen": "it i need queen"): the kind shown, restricted.
  const bare = norm(text).replace(WANT_IT_RE, '');
  if (bare !== norm(text) && onlyAttributes(bare)) return { kind: 'refine' };
  const whole = readWholeFollowUp(text.replace(TRAILING_REASON_RE, ' '), ctx);
  if (whole && whole.kind !== 'unresolved') return whole;
  // "does it come in a size for kids?", "do they come in red?", "I'd prefer a one piece": asked of the results as a whole
  // when "it" points at no one product — the kind shown, restricted.
  const framed = norm(text).replace(TRAILING_REASON_RE, ' ').replace(COMES_IN_RE, '').replace(PREFER_RE, '').replace(REQUIRE_RE, '').replace(BEST_AFTER_RE, '$1');
  if (framed !== norm(text).replace(TRAILING_REASON_RE, ' ') && !Array.isArray(resolveReference(text, ctx))) {
    const own = parseConstraints(refinementWords(framed)).text.split(' ').filter((w) => w && !/^(?:for|with|without|in|from|by|made|a|an|the|of|size|sized)$/.test(w) && !isFillerWord(w));
    if (own.length <= 3 && (own.length || isRefinement(framed))) return { kind: 'refine' };
  }
  return byClause(text, ctx) ?? whole ?? titledRefinement(text, ctx);
}

/** A closing "if there's any", "if you have them", "if possible", "please": a courtesy, not words of the request. */
const COURTESY_TAIL_RE = /(?:[,;]\s*|\s+)(?:(?:if (?:there(?:'s| is| are)|you(?:'ve)? (?:have|got|carry|sell|stock)|you guys (?:have|carry)|possible|any)\b.*)|please|pls|plz|thanks?(?: you)?)[\s?!.]*$/;
/** A question's first word: a question about a product shown, or a new request, is not a restriction of the results. */
const QUESTION_START_RE = /^(?:is|are|was|were|does|do|did|how|what|which|who|why|when|where|can|could|will|would|should|has|have)\b/;
/** Most words of its own a restriction said in the shown titles' words may have ("real hair without synthetic": 3). */
const TITLED_MAX_WORDS = 4;

/**
 * A short restriction in the words the shown products' own titles use ("real hair rather than synthetic, if there's
 * any" after wigs titled "… Human Hair …" and "… Synthetic …"; "only the stainless ones" after knives): the catalog's
 * evidence that the words are about what was shown. It holds when the message asks no question, has at most
 * {@link TITLED_MAX_WORDS} words of its own (refinementWords), at least one of them a word of a shown title (Porter
 * stems), and the others attribute words.
 */
function titledRefinement(text: string, ctx: ShoppingContext): FollowUp | null {
  if (!ctx.shown.length) return null;
  const t = norm(text).replace(COURTESY_TAIL_RE, '').replace(TRAILING_REASON_RE, ' ').trim();
  if (!t || QUESTION_START_RE.test(t)) return null;
  const words = refinementWords(t).split(' ').filter((w) => w && !/^(?:without|with|in|for|and|or|not|no|only|just)$/.test(w) && !isFillerWord(w));
  if (!words.length || words.length > TITLED_MAX_WORDS) return null;
  const titled = new Set(ctx.shown.flatMap((p) => (p.title.toLowerCase().match(/\p{L}+/gu) ?? []).map((w) => stemmer(w))));
  const said = words.filter((w) => titled.has(stemmer(w)));
  // (A measure and the dimension it gives count as attributes: "82 mm planer width".)
  return said.length && words.every((w, i) => said.includes(w) || isAttributeWord(w) || isMeasure(w, words[i - 1]) || (DIMENSION_WORD_RE.test(w) && i > 0)) ? { kind: 'refine' } : null;
}

/** "does it come in", "do they come with", "do those have": a question of the results as a whole, before what it asks. */
const COMES_IN_RE = /^(?:(?:and|so|but|ok|okay|also)[,]?\s+)?(?:do|does|can|could|will|would)\s+(?:it|they|them|those|these|that|this|any(?:\s+of\s+(?:them|those|these))?)\s+(?:also\s+|still\s+)?(?:come|comes|have)\s+(?=(?:in|with|without)\b)/;
/**
 * "it has to have", "they need to be", "it must come with", "has to fit": a requirement of what is wanted, said of the
 * results as a whole before what it requires ("it has to have a see-through door") — not a question about one product.
 */
const REQUIRE_RE = /^(?:(?:and|so|but|ok|okay|also|oh|actually)[,]?\s+)?(?:(?:it|they|them|that|those|the one|one|mine|ours)\s+)?(?:has to|have to|needs? to|must|should|gotta|got to|'?d (?:need|have) to|would (?:need|have) to)\s+(?:also\s+|really\s+|definitely\s+)?(?:be|have|come with|come in|fit|hold|take|run on|work with)\s+/;
/**
 * "clear would be best", "black is ideal", "something waterproof would be great", "clear acrylic would be nicest": the preference (three words at most),
 * said before its praise. A longer one tells more than a restriction ("a brim all the way around would be better") and
 * is read as a request of its own.
 */
const BEST_AFTER_RE = /^((?:\S+\s+){0,2}\S+?)\s+(?:would be|'d be|is|are|works?|would work)\s+(?:best|ideal|perfect|great|better|preferable|preferred|the best|nicest|the nicest|nicer|nice|lovely|awesome|amazing|good|fine)\b.*$/;
/** "I'd prefer", "we would rather have", "preferably": a preference among the kind shown, before what it prefers. */
const PREFER_RE = /^(?:(?:and|so|but|ok|okay|actually|hmm+)[,]?\s+)?(?:(?:i|we|she|he|they)(?:'d|\s+would)?\s+(?:much\s+|really\s+)?(?:prefer|rather have)|preferably|ideally)\s+/;

/** The follow-up of the one clause that asks, when every other clause tells the situation; else null. */
function byClause(text: string, ctx: ShoppingContext): FollowUp | null {
  // "got any others? we go through like 10 a day lol", "he has way more than 100 cards tho, something that holds more":
  // one clause asks, the others only tell the shopper's situation (they start with its subject) or a reason.
  const clauses = norm(text).split(/[?!.;]+\s*|,\s+/).map((c) => c.trim()).filter(Boolean);
  if (clauses.length < 2) return null;
  const asking = clauses.filter((c, i) => !STATEMENT_CLAUSE_RE.test(c) && !REACTION_CLAUSE_RE.test(c) && !WHY_ASKED_RE.test(c) && !CONSEQUENCE_CLAUSE_RE.test(c)
    // After the first clause, one that tells in other words ("the kids are coming too", "scents give me migraines").
    && !(i > 0 && tellsSituation(c)));
  if (asking.length === 1) {
    const found = readWholeFollowUp(asking[0]!, ctx);
    return found && (found.kind === 'more' || found.kind === 'refine' || found.kind === 'similar') ? found : null;
  }
  // "got anything dressier? metal or leather, for the office": every asking clause restricts the results.
  const restricts = (c: string) => isRefinement(c) || /^(?:not|no|without|nothing)\s/.test(c) || (c.split(' ').length <= 3 && c.split(' ').every((w) => ATTRIBUTE_WORDS.has(w) || /^(?:or|and|a|an|the|any|some|something|anything|got|maybe|ideally)$/.test(w)));
  return asking.length > 1 && asking.length <= 3 && asking.every(restricts) ? { kind: 'refine' } : null;
}


/** A technical figure said as a requirement ("it has to do 4K", "1080p", "120hz", "256gb"). */
const SPEC_RE = /^(?:\d+(?:\.\d+)?(?:k|p|hz|gb|tb|mb|mp|mah|w|v)|hdr|hdr10|uhd|hd|full-?hd|wifi|wi-fi|bluetooth|usb-?c|nfc|5g|4g|lte)$/;
/** At most three words, each an attribute, a size or a colour ("in queen please", "black", "size 10"), politeness aside. */
function onlyAttributes(text: string): boolean {
  const words = text.replace(/[?!.,]/g, ' ').split(/\s+/).filter((w) => w && !/^(?:in|a|an|the|please|pls|plz|size|colou?r)$/.test(w));
  const c = parseConstraints(words.join(' '));
  return words.length > 0 && words.length <= 3 && words.every((w, i) => isAttributeWord(w) || BED_SIZES.has(w) || c.colors.some((x) => x.toLowerCase() === w) || c.sizes.some((x) => x.toLowerCase() === w) || isMeasure(w, words[i - 1]));
}
/** Wanting what was shown, said first ("i need it", "want them", "it i need"): the rest says how. */
const WANT_IT_RE = /^(?:(?:i|we)\s+)?(?:need|want|would like|'d like)\s+(?:it|them|one|ones)\s+|^(?:it|them)\s+(?:i|we)\s+(?:need|want)\s+/;
/** A clause that only reacts to what was shown ("nice", "cool", "haha ok", "love these", "thanks"). */
const REACTION_CLAUSE_RE = /^(?:(?:oh|ah|aw+|ok|okay|yes|yeah|yep|hmm+|haha+|lol|wow|ooh|so)\s*)*(?:nice|cool|great|good|perfect|awesome|lovely|neat|sweet|ok|okay|yes|yeah|yep|hmm+|haha+|lol|wow|thanks|thank you|thx|interesting|love (?:it|them|these|those|that)|looks? good|sounds good|not bad|not quite|close)?$/;
/** A clause that says why the shopper asks ("…, I want to compare", "…, just to see"): a reason, not a request. */
const WHY_ASKED_RE = /^(?:(?:i|we) (?:want|wanna|'d like|would like)|just|only) to (?:compare|see|look|browse|decide|choose|check|have a look|get an idea)\b/;

/** A clause that tells the shopper's situation or a reason ("we go through 10 a day", "it broke me out", "because …"). */
const STATEMENT_CLAUSE_RE = /^(?:(?:and|but|so|cause|because|cuz|since|as|lol|haha|tbh)\s+)*(?:i|i'm|i've|i'd|we|we're|we've|he|he's|she|she's|they|they're|it|it's|my|our|his|her|their|mine|ours|that's|that is|which is|this is|(?:that|this|those|these)(?: ones?)? (?:looks?|seems?|feels?|sounds?|is|are|was|were)|(?:a few|some|most|all|both|one|two|three|many) of (?:us|them|my|our|his|her))\b(?!\s+(?:need|want|would like|'d like|wanna|are looking|am looking|'m looking|looking)\b)/;

/**
 * A clause that tells a consequence ("so armrests would bang into it"), unlike one that asks with "so" ("so something
 * made by Amazon would be easiest", "so which one is lighter?").
 */
const CONSEQUENCE_CLAUSE_RE = /^so\s+(?!(?:something|anything|one|ones|any|some|what|which|how|can|could|do|does|is|are|show|give|maybe|ideally|preferably|only|just|nothing|none)\b)\S/;

/** {@link readFollowUp} on the whole message. */
function readWholeFollowUp(text: string, ctx: ShoppingContext): FollowUp | null {
  const t = norm(text);
  if (MORE_RE.test(t)) return { kind: 'more' };
  // "do you have more? show me more options": every sentence asks for more.
  const sentences = t.split(/(?<=[?!.])\s+/).filter(Boolean);
  // "got other ones? he's picky about the fit": more, then why.
  if (sentences.length > 1 && MORE_RE.test(sentences[0]!) && sentences.slice(1).every((x) => MORE_RE.test(x) || STATEMENT_CLAUSE_RE.test(x))) return { kind: 'more' };
  const ref = resolveReference(t, ctx);
  if (SIMILAR_RE.test(t)) {
    if (Array.isArray(ref) && ref.length) return { kind: 'similar', index: ref[0]! };
    // "got anything like that for $15 or under": like what was shown, with a constraint — the same search, narrowed.
    if (ref && !Array.isArray(ref) && ref.reason === 'ambiguous' && LIKE_THOSE_RE.test(t) && isRefinement(t.replace(LIKE_THOSE_RE, ' '))) return { kind: 'refine' };
    // "anything else like that?", "more like that": what was shown as a whole, nothing added — more of it.
    if (ref && !Array.isArray(ref) && ref.reason === 'ambiguous' && LIKE_THOSE_RE.test(t) && !refinementWords(t.replace(LIKE_THOSE_RE, ' ').replace(/\b(?:anything|something|else|more|other|others|ones?|got|have|you|any|do|please)\b/g, ' ')).trim()) return { kind: 'more' };
    if (ref && !Array.isArray(ref)) return ref;
  }
  // "which one has the best reviews?", "what's the cheapest?": the question is which — answer with what decided it.
  const pick = /^(?:so |and |ok |okay )?(?:which|what(?:'s| is)|whats|who)\b/.test(t) ? readPick(t, ctx) : null;
  if (pick) return { kind: 'pick', ...pick };
  // "which is the brightest?", "which one is the most comfortable?": a quality the product pages tell — compare the
  // first ones shown.
  if (ctx.shown.length > 1 && /^(?:so |and |ok |okay )?(?:which|what)(?: one)?(?:'s| is| has| would be)? (?:the )?(?:\w+est|most \w+|best for \w+)\b/.test(t)) {
    return { kind: 'compare', indexes: ctx.shown.slice(0, 3).map((_, i) => i) };
  }
  // "none of these, show me rain jackets instead": a new search, not a narrower one.
  if (/\b(?:instead|none of (?:these|those|them)|something (?:else|different) entirely)\b/.test(t) && !MORE_RE.test(t) && refinementWords(t).split(' ').filter(Boolean).length >= 1) return null;
  if (Array.isArray(ref) && ref.length) {
    if (ref.length > 1 || COMPARE_RE.test(t)) return { kind: 'compare', indexes: ref.length > 1 ? ref : ctx.shown.length > 1 ? [ref[0]!, ref[0] === 0 ? 1 : 0] : ref };
    // "do you have the second one in blue?" reads as a question about that product.
    return { kind: 'about', indexes: ref };
  }
  if (isRefinement(t)) return { kind: 'refine' };
  // A reference that cannot be resolved is only a follow-up when nothing else in the message makes it a new request.
  if (ref && !Array.isArray(ref) && (ref.reason !== 'ambiguous' || refinementWords(t).split(' ').filter(Boolean).length <= 2)) return ref;
  return null;
}

/**
 * A refinement: the message states constraints or relative price, points back at the results ("ones", "those"), or
 * starts with a qualifier ("for …", "with …", "in …"), and adds at most three words of its own (a longer message
 * with its own product words is a new search).
 */
/** Who it is for, said of oneself or the wearer ("i'm a woman, 45 years old", "he's a teen"). */
const WHO_STATEMENT_RE = /^(?:(?:oh|ok|and|also|btw|well)[,]?\s+)?(?:i'?m|i am|im|she'?s|he'?s|she is|he is|it'?s for|its for|they'?re for|they are for)\s+(?:a |an )?(?:women|woman|man|men|female|male|lady|guy|girl|boy|teen|teenager|senior)\b[^?]{0,40}$/;
/** A wish about what was shown, said as a bonus ("if it tracks heart rate too, even better", "bonus if it's waterproof"). */
const WISH_RE = /^(?:(?:and|also|oh|ok)[,]?\s+)?(?:(?:even better|bonus|ideally|best) if\b[^?]{3,60}|if\b[^?]{3,60}?,?\s*(?:even better|better still|all the better|that'?d be (?:great|nice|ideal)|would be (?:great|nice|ideal)|a plus|bonus))[\s!.]*$/;
/** What it must stand up to ("that can handle a concrete court", "one that survives the dishwasher"). */
const STANDS_UP_TO_RE = /^(?:one |ones |something |any |the kind )?(?:that|which) (?:can |will |would |could )?(?:hold|holds|handle|handles|withstand|withstands|survive|survives|stand up to|stands up to|take|takes|last|lasts on|hold up on|holds up on|hold up to|holds up to)\b/;

/** One variant against another, in two words or fewer each ("pullover, not zip up", "leather rather than suede"). */
const CONTRAST_RE = /^(?!(?:yes|yeah|yep|no|nope|nah|ok|okay|thanks|thank you|thx|sure|maybe|hmm|well|so|and|but|i|it|that|this|those|these|just|only|really|probably|definitely|please|sorry|oh|ah|cool|great|fine|good)\b)(?:an? |the )?[\p{L}-]+(?: [\p{L}-]+)?,?\s+(?:not|no|rather than|instead of|but not)\s+(?!(?:really|today|now|yet|sure|thanks|interested|bad|quite|exactly|that|this|it|those|these|them|me|you|much|at all|anymore|necessarily|so|too|very|worried|needed|necessary|a problem|problem|bothered)\b)(?:an? |the )?[\p{L}-]+(?: [\p{L}-]+)?(?: ones?| kind| type| style)?[\s?!.]*$/u;

export function isRefinement(text: string): boolean {
  // "fragrance free", "gluten free": one attribute, written with its hyphen. An opening that only leads in ("nah,",
  // "what about", "i need") says nothing of its own: "what about something bigger", "nah, need something for 4 people".
  // "18 x 18 inch": one measure, two sides.
  const t = norm(text).replace(/\b(\p{L}{2,})\s+free\b/gu, '$1-free').replace(LEAD_IN_RE, '').replace(DIMENSIONS_RE, '$1x$2');
  // "one big enough for 4 people", "something long enough for a queen bed": what the kind shown must hold or fit.
  if (ENOUGH_FOR_RE.test(t)) return true;
  // "pullover, not zip up", "wool not acrylic": one variant of what was shown against another.
  if (CONTRAST_RE.test(t)) return true;
  // "i'm a woman, 45", "she's a teen": who it is for. "if it tracks heart rate too, even better": a wish of what was
  // shown. "that can handle a concrete court": what it must stand up to.
  if (WHO_STATEMENT_RE.test(t) || WISH_RE.test(t) || STANDS_UP_TO_RE.test(t)) return true;
  const c = parseConstraints(t);
  const states = c.minPriceCents !== null || c.maxPriceCents !== null || c.colors.length > 0 || c.sizes.length > 0 || c.inStock;
  const relative = CHEAPER_RE.test(t) || PRICIER_RE.test(t);
  // "only Michael Kors please", "just the leather ones": a restriction of the results.
  // "not plastic please", "I don't want anything plastic", "he's allergic to latex": what is not wanted.
  const qualifier = QUALIFIER_START_RE.test(t) || ANY_THAT_RE.test(t) || /^without\s\S/.test(refinementWords(t)) || /^(?:only|just)\s+(?!one\b|that\b|this\b|it\b|looking\b|browsing\b|asking\b|wondering\b|checking\b|curious\b)\S/.test(t)
    || /^\S+(?:\s+\S+){0,2}\s+only[\s?!.]*$/.test(t);
  // "is there a Lululemon one?", "do you have a leather one": a kind of what was shown, named before "one".
  const pointsBack = POINT_BACK_RE.test(t) || A_KIND_ONE_RE.test(t) || THE_KIND_RE.test(t) || KIND_THAT_RE.test(t);
  // "is there any liquid one, in drops?": a kind of what was shown when every word of its own is an attribute.
  if (!states && !relative && !qualifier && !pointsBack && ANY_KIND_RE.test(t)) {
    const ownWords = (s: string) => parseConstraints(refinementWords(s)).text.split(' ').filter((w) => w && !/^(?:for|with|without|in|from|by|made|a|an|the|of|or)$/.test(w) && !isFillerWord(w));
    const asked = t.replace(ANY_KIND_RE, ' ');
    const own = ownWords(asked.replace(PURPOSE_TAIL_RE, ' '));
    const all = own.length ? own : ownWords(asked);
    return all.length > 0 && all.length <= 3 && all.every(isAttributeWord);
  }
  // "women's pls", "washable?", "it's a queen": only attributes of what was shown (at most three words).
  // A question about a product shown ("is that waterproof?", "how thick is it?") is not one.
  const stated = t.replace(ATTRIBUTE_STATEMENT_RE, ' ');
  // "a smaller size for a kid": "for" only leads to who it is for, itself an attribute.
  const attributes = refinementWords(stated).split(' ').filter((w) => w && !/^(?:pls|plz|thx|btw|tho|for|or)$/.test(w));
  if (!states && !relative && !qualifier && !pointsBack && attributes.length && attributes.length <= 3
    && !/^(?:is|are|does|do|how|what|which|can|will|would)\b/.test(t) && !DEMONSTRATIVE_RE.test(stated)
    && attributes.every((w, i) => isAttributeWord(w) || BED_SIZES.has(w) || SPEC_RE.test(w) || isMeasure(w, attributes[i - 1])
      // "82 mm width", "30 cm long": the dimension a measure gives.
      || (DIMENSION_WORD_RE.test(w) && i > 0 && isMeasure(attributes[i - 1]!, attributes[i - 2]))
      // "queen size", "twin sized": the word after a size only says it is one.
      || (/^(?:size|sized|sizes)$/.test(w) && i > 0)
      // "womens cut", "slim fit", "the mens style": the word after an attribute only says it is a variant.
      || (/^(?:cut|fit|style|version)$/.test(w) && i > 0 && isAttributeWord(attributes[i - 1]!)))) return true;
  const clause = KIND_CLAUSE_RE.test(t) && !QUESTION_START_RE.test(t);
  if (!states && !relative && !qualifier && !pointsBack && !clause) return false;
  const own = parseConstraints(refinementWords(t)).text.split(' ').filter((w) => w && !/^(?:for|with|without|in|from|by|made|if|than|on|to|or)$/.test(w) && !isFillerWord(w));
  return own.length <= 3 || (clause && own.length <= KIND_CLAUSE_MAX_WORDS);
}
