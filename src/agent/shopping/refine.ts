/**
 * How a follow-up changes the current search (used by the search_products tool for every model, so the local model
 * and provider models refine the same way): relative price words against the products shown, follow-up filler
 * removed, the words of a product to find similar ones.
 */
import type { SearchConstraints } from '../tools/contracts.ts';
import type { ShownProduct } from './context.ts';
import { digitsForSpelledAmounts, editDistance, isEnglishWord, parseConstraints, rankStem } from '../../catalog/index.ts';
import { isFillerWord, withoutStateColours } from './need.ts';
import { isKindWord } from './situations.ts';
import { adjectiveShare } from '../nlu/wordnet.ts';
import { INITIALS_RE } from '../nlu/chat-speak.ts';

/**
 * "cheaper", "less expensive", "more affordable", "lower priced", "on a budget", and what the shown ones cost said as too
 * much ("those cost a fortune", "they are pricey", "over my budget", "more than I want to spend") … (→ below what was shown).
 */
export const CHEAPER_RE = /\b(?:cheaper|cheapest|less expensive|costs? (?:a (?:bit|little|tad) |a lot |much |quite a bit |somewhat )?less(?! than)|lower[- ]priced|lower price|more affordable|(?:on a |)budget|inexpensive|less money|not so expensive|(?:too|so|very|pretty|quite|rather|kinda|kind of|a bit|a little|bit) (?:expensive|pricey|pricy|much|steep|spendy|costly)|for less(?! than)|spend less|save (?:some )?money|less (?:pricey|pricy|costly)|lower[- ]cost|(?:budget|wallet)[- ]friendly|not as (?:expensive|pricey)|more reasonabl[ey](?: priced)?|costs? (?:a fortune|an arm and a leg|(?:way )?too much|a lot)|a lot of money|(?:over|above|out of|beyond) (?:my|our|his|her|their|the) budget|more than (?:i|we) (?:want|wanted|can|could|'d like|would like|planned)(?: to)? (?:spend|pay)|break(?:s|ing)? the bank|(?:easier|gentler|kinder|lighter) (?:on|to) (?:the|my|our) (?:wallet|pocket|budget|bank account)|costs? more than (?:i|we) (?:want|wanted|planned|hoped|expected)|(?:are|is|'re|'s|look|looks|seem|seems) (?:expensive|pricey|pricy|steep|spendy))\b/i;
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
pricier expensive affordable budget inexpensive less more lower higher priced price end premium fancier upscale top line money not pricey prefer prefers preferred
on kinda kind kinds sorta sort type types style styles variety version friendly reasonable reasonably pricy costly pls plz thx btw tho nah nope yeah yep meh ok okay hmm bit
looks look looking smarter nicer classier prettier sleeker snazzier oof yikes ouch eek ugh whoa woah geez jeez sheesh dang welp ooh prices`.split(/\s+/));
/** Prepositions that introduce a qualifier ("for an iPhone 11", "with a hood"): kept unless they end the message. */
const QUALIFIER_PREPOSITIONS = new Set(['for', 'with', 'without', 'in', 'from', 'by', 'made']);

/** Words of a price phrase before its amount ("less than", "no more than", "up to", "at most", "between … and"). */
const PRICE_LEAD_WORDS = new Set(['less', 'more', 'than', 'under', 'below', 'over', 'above', 'up', 'to', 'at', 'most', 'least', 'no', 'not', 'nothing', 'none',
  'cheaper', 'lower', 'greater', 'within', 'between', 'and', 'from', 'max', 'maximum', 'min', 'minimum', 'around', 'about', 'starting']);
/** Words of a price phrase after its amount ("20 bucks", "$50 or less", "30 and up"). */
const PRICE_TRAIL_WORDS = new Set(['bucks', 'dollars', 'dollar', 'usd', 'euros', 'euro', 'eur', 'pounds', 'gbp', 'yen', 'or', 'less', 'under', 'below', 'and', 'up', 'more', 'above', 'max', 'plus']);
/**
 * A reason given after the request ("any cloth ones? trying to cut down on paper", "…, because mine broke", "… to match
 * the faucet", "stemless pls, mine always get knocked over", "ones without gelatin, we dont eat pork"): it says why, not
 * what, so its words do not join the search.
 */
export const TRAILING_REASON_RE = /(?:(?:[?!.,;:]|\s-)\s*(?:(?:i'?m|i am|we'?re|we are)\s+)?(?:trying to|because|cause|cuz|bc|since|as (?:i|we)|so (?:that|i|we)|for (?:my|our) (?:own )?(?:sake|health)|(?:a few|some|most|all|both|many) of (?:us|them) (?:are|is|have|'re)|that (?:my|our|his|her|their)\s+\w+\s+(?:always\s+|keep\s+|keeps\s+)?(?:knock|knocks|break|breaks|chew|chews|bump|bumps|pull|pulls|scratch|scratches|eat|eats|is|are)\b|(?:mine|ours|we|they)\s+(?!(?:need|want|would|'d|like|prefer|love|only|just want)\b)(?:always|never|often|usually|keep|keeps|kept|get|got|dont|don'?t|do not|can'?t|cant|cannot|won'?t|wont|tend|all|both|just|are|were|have|had|eat|use|live)\b)|\s(?:because|cause|cuz|so (?:that )?(?:i|we|he|she|they|it|you) (?:can|could|don'?t|won'?t|doesn'?t|will|would)|so (?:that )?(?:they|it|we|these|those) (?:all |both )?(?:match|matches|fit|fits|go together|look the same)|so (?:that )?(?:nobody|no one|noone|people|everyone|everybody|others) (?:can|will|won'?t|would|notices?|sees?|knows?|thinks?)|(?:to|so (?:it|they)) (?:match|matches|go with|goes with) (?:the|my|our|his|her|their|your)))\b.*$/i;


/** Two counts offered as a choice ("one or two", "2 or 3"), not followed by a money word: a quantity, never a price. */
const COUNT_CHOICE_RE = /(?<![$€£\d.,])\b(?:one|two|three|four|five|six|[1-9])\s+or\s+(?:two|three|four|five|six|seven|eight|ten|[2-9]|10)\b(?=\s*(?:$|[?!.,;:)]|(?:of (?:them|those|these)|please|pls|thanks|max|tops|at most|is enough|will do)\b))/g;

/** Indexes of the words in a price phrase (an amount with its lead and trailing words), which filler removal keeps. */
function pricePhraseIndexes(words: string[]): Set<number> {
  const keep = new Set<number>();
  words.forEach((w, i) => {
    if (!/\d/.test(w)) return;
    keep.add(i);
    for (let j = i - 1; j >= 0 && i - j <= 3 && PRICE_LEAD_WORDS.has(words[j]!); j--) keep.add(j);
    for (let j = i + 1; j < words.length && j - i <= 3 && PRICE_TRAIL_WORDS.has(words[j]!); j++) keep.add(j);
  });
  return keep;
}

/** Materials and finishes a shopper may rule out ("metal pls, not plastic or wheat straw"). */
const NEGATABLE = new Set(`plastic paper metal wood wooden bamboo glass ceramic silicone rubber cotton polyester wool leather suede nylon
vinyl foam wheat straw latex synthetic fake faux real disposable scented spicy chrome brass nickel steel aluminum aluminium iron copper bronze`.split(/\s+/));
/** Nouns after "not a" that make an idiom, not a kind ruled out ("not a big deal", "not a fan of", "not a lot"). */
const NOT_A_IDIOM = new Set('lot bit fan problem must deal clue chance thing way big huge good great bad priority dealbreaker deal-breaker requirement need'.split(' '));

/**
 * A word that can be ruled out: a material or finish ({@link NEGATABLE}), a word WordNet knows mostly as an adjective
 * (more than half its senses: "heavy", "fleecy", "teeny", "bulky"; not "first", "fancy", "sugar"): a quality of the
 * products, not a product of its own; or a part a product may be without ({@link hasLessForm}: "no stems").
 */
function negatable(w: string): boolean {
  // A feature's letters ("rgb", "bpa", "led") too: no product's own name.
  return NEGATABLE.has(w) || adjectiveShare(w) > 0.5 || (/^[a-z]{2,4}$/.test(w) && !isEnglishWord(w)) || hasLessForm(w);
}
/** A plural noun's singular by its ending ("stems" → "stem", "boxes" → "box", "dishes" → "dish"); other words as they are. */
function singularOf(noun: string): string {
  return noun.replace(/(?:ches|shes|sses|xes)$/, (e) => e.slice(0, -2)).replace(/([^s])s$/, '$1');
}
/** Nouns whose "-less" word is no quality of a product ("priceless", "useless", "thankless"): idioms after "no". */
const LESS_IDIOMS = new Set('thank thanks price use care end point time name life count worth sense help hope home friend fear mercy rest sleep heart shame harm effort fault need doubt regard word way rush worry problem matter'.split(' '));
/**
 * A part or feature a product may be made without, said as a noun ("no stems", "without a cord", "no straps"): its
 * "-less" word is English (WordNet: "stemless", "cordless", "strapless"), as titles say it.
 */
function hasLessForm(w: string): boolean {
  const singular = singularOf(w);
  return /^[a-z]{3,}$/.test(singular) && !LESS_IDIOMS.has(singular) && !LESS_IDIOMS.has(w) && isEnglishWord(`${singular}less`);
}

/**
 * "not plastic or wheat straw" → "without plastic wheat straw", "nothing heavy or fleecy" → "without heavy fleecy", "not
 * the teeny ones" → "without teeny", "a zip up one, not a pullover" → "without pullover" (the search leaves words after
 * "without" out).
 */
function negationsAsWithout(text: string): string {
  return text
    // "not the rgb colour changing kind", "no clip-on ones", "not those scented types": a variety ruled out by its
    // words, whatever they are.
    .replace(/\b(?:not|no)\s+(?:the|those|these|any|that|this)?\s*((?:[a-z-]+\s+){1,3}?)(?:kinds?|ones?|types?|sorts?|styles?|versions?|varieties)\b/g, (m, words: string) =>
      (words.trim().split(/\s+/).some((w) => FOLLOW_UP_FILLER.has(w) || /^(?:same|other|cheap|cheaper|expensive|right|wrong|first|second|third|fourth|fifth|last|next|previous|big|small|\d+\w*)$/.test(w)) ? m : `without ${words.trim()}`))
    // "a zip up one, not a pullover": another kind of product ruled out (a noun: not "not a lot", "not a fan of").
    .replace(/(?:^|(?<=[,;]\s*|\bbut\s+))(?:and\s+)?(?:not|no)\s+(?:a|an)\s+([a-z]{3,}(?:-[a-z]+)?)\b(?!\s+of\b)/g, (m, noun: string) =>
      (NOT_A_IDIOM.has(noun) || adjectiveShare(noun) > 0.5 ? m : `without ${noun}`))
    .replace(/\b(?:not|no|nothing)\s+(?:(?:the|so|very|overly|super|in|made of)\s+)?([a-z-]+(?:\s+(?:or|nor|and|,)?\s*[a-z-]+){0,4})/g, (m, words: string) => {
    const list = words.split(/\s+|,/).filter((w) => w && !/^(?:or|nor|and)$/.test(w));
    return list.length && negatable(list[0]!) ? `without ${list.filter(negatable).join(' ')}` : m;
  });
}

/**
 * "I don't want anything", "that don't need" (and a gloss's "that not need": "que no necesite"), "she hates", "he's allergic to",
 * and the contrast after what is wanted
 * ("real hair rather than synthetic", "leather instead of vinyl", "cotton as opposed to polyester"): what follows is not
 * wanted.
 */
const NOT_WANTED_RE = /(?<=\p{L}\s+)(?:rather than|instead of|as opposed to)\s+(?:the\s+)?|\b(?:that|which)\s+(?:not|no)\s+(?:needs?|uses?|has|have|requires?|takes?)\s+(?:any\s+)?|\b(?:(?:i|we|she|he|they|it|that|which)\s+)?(?:don't|do not|doesn't|does not|won't|wouldn't|can't|cannot|never)\s+(?:want|need|like|use|wear|have|require|take|run on)\s+(?:anything\s+|any\s+|something\s+)?(?:with\s+|in\s+|made of\s+)?|\b(?:hates?|dislikes?|can't stand|(?:is|are|am|'s|'re|'m)\s+allergic to|allergic to)\s+/gu;
/** Opposites of a quality said as too much ("too big", "not so bulky", "isn't too heavy" → "smaller", "compact", "lighter"). */
const OPPOSITES: Record<string, string> = {
  big: 'smaller', large: 'smaller', huge: 'smaller', bulky: 'compact', small: 'bigger', tiny: 'bigger', heavy: 'lighter', long: 'shorter',
  short: 'longer', tall: 'shorter', loud: 'quieter', noisy: 'quieter', thick: 'thinner', thin: 'thicker', wide: 'narrower', narrow: 'wider',
  hard: 'softer', firm: 'softer', soft: 'firmer', bright: 'dimmer', dark: 'brighter', flimsy: 'sturdy', complicated: 'simple', fancy: 'simple',
};
const TOO_MUCH_RE = /\b(?:(?:way|much|a bit|a little|kinda|kind of)\s+)?(?:too|(?:not|isn't|aren't|is not|are not)\s+(?:so|too|that|very))\s+(\p{L}+)\b/gu;

/**
 * What the shopper does not want said as such: "I don't want anything plastic" / "any that don't need batteries" →
 * "without …" (the search leaves those words out), a colour not wanted dropped (a colour filter can only ask for one:
 * "not pink" must not ask for pink), and a quality said as too much turned to its opposite ("too big for her car" →
 * "smaller").
 */
function notWantedAsWithout(text: string): string {
  return text.replace(NOT_WANTED_RE, ' without ')
    .replace(TOO_MUCH_RE, (m, w: string) => (OPPOSITES[w] ? ` ${OPPOSITES[w]} ` : m))
    .replace(/\b(?:without|no|not|nothing)\s+(?:in\s+)?([a-z]+)\b/g, (m, w: string) => (parseConstraints(w).colors.length ? ' ' : m));
}

/**
 * A clause that tells the shopper's situation rather than asking for something ("they'd bang into the desk", "my toddler
 * knocks everything over", "the kids are coming too", "scents give me migraines"): it starts with who or what it is about
 * and a verb, or it has a person as its object and starts with no request word. A clause that says what is wanted ("I
 * need it in red") or holds a constraint is not one (see {@link refinementWords}).
 */
export function tellsSituation(clause: string): boolean {
  const c = clause.toLowerCase().replace(/[’‘]/g, "'").trim();
  if (TELLS_RE.test(c)) return !WANTS_RE.test(c);
  const words = c.split(/\s+/);
  return words.length >= 3 && !REQUEST_START_RE.test(c) && words.slice(1).some((w) => /^(?:me|us|him|them)$/.test(w));
}
/**
 * Who or what a clause is about, then (for a noun) a verb: the start of a clause that tells ({@link tellsSituation}); a
 * noun after a possessive too ("hubby's dad is 6'3\""); a pet or a relative and what they do ("the cat climbs inside").
 */
const TELLS_RE = /^(?:(?:and|but|so|cause|because|cuz|since|as|lol|haha|tbh|plus|also|oh)\s+)*(?:(?:i|we|he|she|they|it|you)(?:'(?:d|ll|m|re|ve|s))?|my|our|his|her|their|mine|ours|there(?:'s| is| are)|(?:that|it)(?:'?s| is) (?:all|the only|what|how)|(?:that|this|these|those)(?:\s+ones?)?\s+(?:looks?|seems?|feels?|sounds?)|(?:the|these|those|this|that|[a-z]+'s)\s+\S+(?:\s+\S+)?\s+(?:is|are|was|were|has|have|had|will|won't|can't|can|keeps?|gets?|goes|went|'s|'re)|(?:the|our|his|her|their)\s+(?:cats?|dogs?|kids?|puppy|puppies|kittens?|baby|babies|toddlers?|husband|wife|son|daughter|boyfriend|girlfriend|partner|roommate|mom|dad)\s+(?!(?:one|ones|size|sizes|kind|type)\b)[a-z]+)\b/;
/** A clause that says what is wanted, after its subject ("I need it in red", "she wants black", "we'd like the small one"). */
const WANTS_RE = /^(?:\S+\s+){0,2}(?:need|needs|want|wants|wanna|would like|'d like|prefer|prefers|looking for|like it|like them|would love|'d love)\b/;
/** Words that start a request or a restriction, not a statement ("show me", "give us", "any", "in", "for him"). */
const REQUEST_START_RE = /^(?:show|give|find|get|send|let|tell|help|recommend|suggest|offer|can|could|would|will|do|does|is|are|any|some|only|just|what|which|how|got|have|need|want|in|with|without|for|under|below|over|above|from|by|not|no|maybe|ideally|preferably|please|pls)\b/;

/**
 * Phrases that only frame what the shopper wants ("her favorite color is", "it has to", "I'd prefer", "she'd only
 * carry", "does it come in", "would be best", "if you have them"): removed before the refinement's words are read.
 */
const FRAMING_RES: RegExp[] = [
  /\b(?:my|his|her|their|our|your|the)\s+(?:fav(?:ou?rite)?|fave|preferred)\s+colou?rs?\s+(?:is|are|'s|would be)\s+/g,
  /\b(?:(?:it|they|that|this|one|mine|each|both)\s+)?(?:has|have|need|needs|got|gotta|must|should|would need|will need)(?:\s+to)?\s+(?:be|do|have|support|fit|play|take|hold|handle|run|work with)\b/g,
  /\b(?:i|we|she|he|they)(?:'d|'ll|\s+would|\s+will)(?:\s+(?:only|really|much|rather|definitely|probably|just))*\s+(?:prefer|carry|wear|use|go for|pick|choose|like|love|want|take|rather have)\b/g,
  /\b(?:i|we|she|he|they)(?:\s+(?:really|much|definitely|probably|usually|always|mostly))*\s+prefers?\b/g,
  /\b(?:do|does|did|can|could|will|would)\s+(?:it|they|them|those|these|that|this|any(?:\s+of\s+(?:them|those|these))?)\s+(?:also\s+|still\s+)?(?:come|comes|have|get)\b/g,
  /\b(?:would|will|'d)\s+be\s+(?:best|great|nice|ideal|perfect|good|better|awesome|amazing|lovely|cool)\b/g,
  /\b(?:it|them|one|ones|that|those)\s+to\s+be\b/g,
  /\bif\s+(?:possible|any|you\s+(?:can|could|have|carry|sell|got|stock)(?:\s+(?:them|it|one|any|some|those|these))?)\b/g,
  // What the shopper thinks of the prices shown, before asking for cheaper ("hmm those add up", "they're steep").
  /\b(?:those|these|they|that|this|it|them)(?:'re|'s| are| is)?\s+(?:(?:really|kinda|kind of|a bit|a little|way|so|too|pretty)\s+)*(?:add(?:s)? up|steep|pricey|spendy|expensive|dear|a lot|a stretch)\b/g,
];

/** Contractions of a pronoun ("she'd", "they'll", "it'd"): they carry a sentence, never a product. */
const PRONOUN_CONTRACTION_RE = /^(?:i|you|he|she|it|we|they|that|there|who)'(?:d|ll|s|re|ve|m)$/;

/**
 * A reason said first, then a price bound after "so" ("He's paying with his allowance, so $30 max"): the bound is the
 * request; the reason's words would only be searched.
 */
function withoutLeadingReason(text: string): string {
  const m = /^(.+?)[,.;]?\s+so\s+(.+)$/.exec(text);
  return m && /\d|\b(?:under|below|less than|max|cheaper|tops)\b/.test(m[2]!) && !/\d/.test(m[1]!) ? m[2]! : text;
}

/**
 * The text with its clauses after the first that tell the situation left out ("stemless ones, my toddler knocks
 * everything over" → "stemless ones"): they say why, not what. Clauses that hold a number (a price, a size) stay.
 */
/** A closing "if / when / whenever / in case" clause whose subject is a person or a thing ({@link withoutTrailingStatements}). */
const CONDITION_TAIL_RE = /\s(?:if|when|whenever|in case)\s+(?:he|she|it|they|we|i|you|the\s+\p{L}+|my\s+\p{L}+|our\s+\p{L}+|his\s+\p{L}+|her\s+\p{L}+|their\s+\p{L}+)(?:'s|'re)?\s+(?!(?:is|are|'s|was|costs?|comes?)\s+(?:under|over|less|more|below|above|in)\b)[^,;.!?]*[.!?]*\s*$/u;
/**
 * A number that bounds what is wanted — a price, a measure, a size, a count of people — keeps its clause
 * ({@link withoutTrailingStatements}); a time of day or a date does not ("my neck gets sore by 3").
 */
const HOLDS_BOUND_RE = /[$€£]|\d\s*(?:dollars?|bucks|euros?|usd|%|x\s*\d|inch|inches|in\b|"|cm|mm|ft|feet|foot|oz|ounces?|lbs?|pounds?|kg|ml|l\b|litres?|liters?|gb|tb|w\b|watts?|v\b|volts?|packs?|pcs|pieces?|people|persons?|players?|kids?|guests?|seats?|sons?|daughters?|children|boys?|girls?|adults?|grandkids|friends|of us|of them|years?|months?|yo\b)|\b(?:under|over|below|above|less than|more than|max)\s*[$€£\d]|\bsize\s+(?:\d|x*[sl]\b|m\b|small|medium|large|petite|plus)|\b(?:is|are|'s|'re|am|'m|wears?|wear a)\s+(?:a\s+)?\d/;
/** A person's height in feet and inches ("hubby's dad is 6'3\"", "he's 5' 10"): who it is for, no bound of a product. */
const PERSON_HEIGHT_RE = /\b(?:is|'s|am|'m|are|'re|being|stands?)\s+(?:about\s+|like\s+|over\s+)?[4-7]'\s?\d{1,2}(?:"|'')?/;
function withoutTrailingStatements(text: string): string {
  // A closing condition about someone or something ("… that won't break if he knocks them down", "… when the kids
  // drop them"): when it happens, not what is wanted — unless it holds a number or a price.
  text = text.replace(CONDITION_TAIL_RE, (m) => (/[\d$€£]/.test(m) ? m : ' '));
  const parts = text.split(/([?!;]+\s*|\.\s+|,\s+|\s-\s)/);
  let kept = parts[0] ?? '';
  for (let i = 1; i < parts.length; i += 2) {
    const clause = parts[i + 1] ?? '';
    if (clause.trim() && tellsSituation(clause) && (!HOLDS_BOUND_RE.test(clause) || PERSON_HEIGHT_RE.test(clause)) && kept.trim()) continue;
    kept += `${parts[i]}${clause}`;
  }
  return kept;
}

/**
 * Features said by what they let the shopper do, in the words titles use for them: controlled "from his phone" is an
 * app-controlled product, "pick the colours" a colour-changing (RGB) one.
 */
const FEATURE_PHRASES: [RegExp, string][] = [
  // "one that turns on by itself when i walk by", "lights up when someone comes in": a motion sensor.
  [/\b(?:turns? on|switch(?:es)? on|lights? up|comes? on|goes on)\s+(?:by itself|on its own|automatically|itself\s+)?\s*when (?:i|you|we|someone|somebody|anyone|people|they|he|she) (?:walk|walks|pass|passes|come|comes|go|goes|move|moves|get|gets|step|steps)(?: by| in| past| up| near| close)?\b/g, ' motion sensor '],
  [/\b(?:pick|choose|change|switch|select|set)(?:s|es|ing)? (?:his |her |my |their |your |the )?(?:own )?colou?rs\b/g, ' color changing rgb '],
  // "the kind that sends the ball back to him": a ball return; "the extra layer on the front of the leg": double front.
  [/\b(?:sends?|sent|returns?|rolls?|kicks?|brings?|gives?)\s+(?:(?:the|a)\s+)?balls?\s+back\b|\bballs?\s+(?:comes?|rolls?)\s+back\b/g, ' ball return '],
  // "ones that won't smash into sharp bits", "that doesn't break if dropped": shatterproof.
  [/\b(?:won'?t|will not|wouldn'?t|doesn'?t|does not|don'?t|do not|can'?t|cannot|that never)\s+(?:smash|shatter|break|crack)(?:s|es)?\b(?:\s+into\s+(?:\w+\s+){0,2}(?:bits|pieces|shards))?/g, ' shatterproof '],
  // "unbreakable", "break-proof", "indestructible": shatterproof, the word most titles use for it (32 of the demo catalog's
  // titles say shatterproof, 8 unbreakable).
  [/\b(?:unbreakable|break-?proof|indestructible|non-?breakable)\b/g, ' shatterproof '],
  // "nothing that breaks", "nothing breakable": shatterproof too.
  [/\bnothing (?:that |which )?(?:breaks|shatters|smashes|cracks|breakable|fragile)\b/g, ' shatterproof '],
  // "real hair", "actual hair" (of a wig or extensions): human hair, as titles say it.
  [/\b(?:real|actual|genuine|natural|100%?)\s+(?:human\s+)?hair\b/g, ' human hair '],
  // "the sort that plugs into a socket": plug-in, as titles say it.
  [/\b(?:that |which )?plugs? (?:straight |right |directly )?(?:into|in to) (?:a |the |any )?(?:wall |normal |regular |standard )?(?:socket|outlet|wall|power point)s?\b/g, ' plug in '],
  // "one i can adjust from my phone over wifi": set from a phone over wifi is a wifi model, as titles say it.
  [/\b(?:adjust|control|set|change|turn (?:it |them )?(?:on|off|up|down)|run|operate)(?:s|ed|ing)?\b(?=.{0,30}\b(?:wifi|wi-fi|app|alexa|phone)\b)/g, ' '],
  [/\b(?:over|via|through|by|on) (?:the )?(?:wifi|wi-fi)\b/g, ' wifi '],
  // "one without dates printed": undated, as titles say it.
  [/\b(?:without|no|not) (?:any )?(?:the )?dates?(?: printed(?: on (?:it|them|the pages))?| on (?:it|them|the pages))?\b|\bnot dated\b/g, ' undated '],
  // "with a lid so bugs dont get in": what it is for, after "so", is no word a title says.
  [/\s*\bso (?:that )?(?:the |my |our |his |her )?[a-z]+ (?:don'?t|dont|won'?t|wont|can'?t|cant|doesn'?t|doesnt|never|stay|stays)\b.*$/g, ' '],
  // "no electrician needed", "no tools required": what is not needed is left out.
  [/\bno ([a-z]+) (?:needed|required|necessary)\b/g, ' without $1 '],
  // "ones that work with just 2 players": what they work with.
  [/\b(?:that|which) (?:works?|will work|can work) (?=with|for|on|in)\b/g, ' '],
  [/\b(?:extra|double|second|two)\s+(?:layers?|fabric|panels?|thickness)(?:\s+of\s+(?:fabric|canvas|cloth))?\s+(?:on|in|at|over|across)\s+(?:the\s+)?front\b/g, ' double front '],
  [/\b(?:from|with|on|via|using|through) (?:an? |his |her |my |their |your |the )?(?:phone|cell ?phone|cell|smartphone|iphone|android|mobile)\b(?!\s+(?:holder|holders|case|cases|mount|stand|charger|cable|grip|strap|pocket|screen|number))/g, ' app '],
];

/**
 * Hung on the shopper's keys ("with a clip so i can hang it off my keyring", "so I can hook it to my car keys"): a keychain,
 * as titles say it — said as a reason, whose words would otherwise be left out.
 */
const ON_KEYS_RE = /\b(?:so (?:that )?(?:i|we|he|she|they|you) (?:can|could) |to |i can |that i can )?(?:hang|clip|hook|attach|put|keep|carry|loop)\s+(?:it|them|this|that|one)\s+(?:off|on|onto|to|from|with)\s+(?:my|his|her|our|their|the|a)\s+(?:car |house )?(?:keys|keyring|key ring|keychain|key chain|key fob|lanyard)\b/g;

/**
 * The new words of a refinement, filler removed ("any of those below $45?" → "below $45"; "only black ones" → "black";
 * "cheaper ones?" → ""; "for an iPhone 11" → "for iphone 11"). Price phrases stay whole ("need it for less than 20
 * bucks" → "less than 20 bucks"), a trailing reason goes ("any cloth ones? trying to cut down on paper" → "cloth"), so
 * do trailing clauses that tell the situation ("any without arms? they'd bang into the desk" → "without arms") and
 * phrases that frame the request ("her favorite color is red" → "red", "it has to do 4K" → "4k", "I'd prefer a one
 * piece" → "one piece", "those cost a fortune" → ""), and a qualifier preposition stays only when a word of its own
 * follows it ("anything for less?" → "").
 */
export function refinementWords(text: string): string {
  // A clause that tells the situation before the request stays: its words may be what the refinement needs ("my
  // daughter doesn't eat gelatin, any vegan ones?").
  let lowered = withoutTrailingStatements(withoutLeadingReason(text.toLowerCase().replace(/[’‘]/g, "'").replace(ON_KEYS_RE, ' keychain ')).replace(TRAILING_REASON_RE, ' '));
  // "if u have them": chat's "u" is "you" for the framing phrases (a "U-lock" or "U.S. Divers" stays).
  lowered = lowered.replace(/(?<![\p{L}\p{N}.'-])u(?![\p{L}\p{N}.'-])/gu, 'you');
  for (const re of FRAMING_RES) lowered = lowered.replace(re, ' ');
  for (const [re, words] of FEATURE_PHRASES) lowered = lowered.replace(re, words);
  // "cheaper than $20" is a bound said with its figure: "under $20", before the relative words go.
  const spelled = digitsForSpelledAmounts(lowered);
  if (CHEAPER_THAN_AMOUNT_RE.test(spelled)) lowered = spelled.replace(new RegExp(CHEAPER_THAN_AMOUNT_RE.source, 'g'), 'under ');
  lowered = lowered.replace(new RegExp(CHEAPER_RE.source, 'gi'), ' ').replace(/\b(one|two|three)[\s-]+(piece|pieces)\b/g, '$1-$2');
  // "about an inch wide", "half an inch", "a foot long": the measure in digits, as titles write it ("1 Inch Wide").
  lowered = lowered.replace(/\b(?:about|around|roughly|approximately|approx|maybe)\s+(?=(?:half |an? |one |\d))(?=(?:half |an? |one |\d+(?:\/\d+)?\s*)(?:an? )?(?:inch|in\b|"|foot|feet|ft|yard|meter|metre|cm|mm|centimet|millimet|gallon|quart|liter|litre|pound|lb|ounce|oz))/g, '')
    .replace(/\bhalf an? (inch|foot|gallon|quart|liter|litre|pound|ounce)\b/g, '1/2 $1')
    .replace(/\b(?:an?|one) (inch|foot|yard|meter|metre|centimet(?:er|re)|millimet(?:er|re)|gallon|quart|liter|litre|pound|ounce)\b(?! of\b)/g, '1 $1');
  // "I only need one or two", "a couple or three": how many, not a price bound ("$15 or under? … one or two" is not under $2).
  lowered = lowered.replace(COUNT_CHOICE_RE, ' ');
  // "black pairs only", "any pairs in navy": "pairs" after a word that points or a colour points back at the shoes or
  // socks shown, as "ones" does; a count of pairs ("6 pairs"), "a pair of …" and a brand's name ("Dream Pairs") stay.
  lowered = lowered.replace(/\b([a-z]+)\s+pairs?\b(?!\s+of\b)/g, (x, before: string) => (/^(?:any|some|the|those|these|other|more|cheaper|only|just)$/.test(before) || parseConstraints(before).colors.length ? `${before} ` : x));
  // "black finish pls", "a walnut tone": the colour is what is asked; titles name it alone ("Wall Sconce, Black").
  lowered = lowered.replace(/\b([a-z]+)\s+(?:finish|finishes|tone|toned|shade)\b/g, (x, before: string) => (parseConstraints(before).colors.length ? `${before} ` : x));
  // "8oz size", "the half inch size": the measure is the size; "under $20 a pack": the price is per pack.
  lowered = lowered.replace(MEASURE_SIZE_RE, '$1').replace(PRICE_PER_RE, (_, price: string) => price);
  // "real leather", "genuine wool": the material, which titles say alone ("Leather Crossbody Bag"); "real" is no word of a
  // title that means it.
  lowered = lowered.replace(/\b(?:real|genuine|authentic|actual|proper|true) (leather|wool|silk|wood|cotton|linen|suede|down|cashmere|silver|gold)\b/g, '$1');
  // "womens cut", "the mens style": who it is cut for, which titles say alone ("Womens T-Shirt").
  lowered = lowered.replace(/\b((?:wom[ae]n|men|ladies|girls|boys|kids|juniors?)(?:'s|s)?) (?:cut|style|version|sizing)\b/g, '$1');
  const words = negationsAsWithout(digitsForSpelledAmounts(withoutStateColours(notWantedAsWithout(lowered)
    .replace(/^\s*(?:(?:so|and|ok|okay|hmm|nah)[,.]?\s+)?(?:what|how) about\s+/, ' ')))).replace(/[?!,;:]+/g, ' ')
    // Initials with dots ("U.S. Divers", "L.L. Bean") are one word: "u" alone would be read as "you".
    .replace(INITIALS_RE, (m) => m.replaceAll('.', INITIAL_DOT)).replace(/\.(?!\d)/g, ' ').split(/\s+/).filter(Boolean)
    .flatMap((w) => (/^(?:one|two|three)-pieces?$/.test(w) ? w.split('-') : [w])).map((w) => w.replaceAll(INITIAL_DOT, '.'));
  const price = pricePhraseIndexes(words);
  // "one piece", "two piece": the number names the kind of product.
  const pieceCount = (i: number) => /^(?:one|two|three)$/.test(words[i]!) && /^pieces?$/.test(words[i + 1] ?? '');
  const kept = words.map((w, i) => price.has(i) || pieceCount(i)
    || (!QUALIFIER_PREPOSITIONS.has(w) && !FOLLOW_UP_FILLER.has(w) && !isFillerWord(w) && !PRONOUN_CONTRACTION_RE.test(w)));
  // A qualifier preposition ("for an iPhone 11", "with a hood") is kept when a word it introduces is kept.
  words.forEach((w, i) => {
    if (!QUALIFIER_PREPOSITIONS.has(w) || price.has(i)) return;
    const next = words.findIndex((_, j) => j > i && kept[j]);
    if (next > i && !QUALIFIER_PREPOSITIONS.has(words[next]!) && !price.has(next)) kept[i] = true;
  });
  // "navy or blue": "or" between two kept words says either will do (two colours, not the colour "navy blue").
  words.forEach((w, i) => { if (w === 'or' && kept[i - 1] && kept[i + 1] && !price.has(i)) kept[i] = true; });
  // "black and white": two colours that name one look (a colour of the catalog's vocabulary) keep their "and".
  words.forEach((w, i) => { if (w === 'and' && kept[i - 1] && kept[i + 1] && parseConstraints(`${words[i - 1]} and ${words[i + 1]}`).colors.length === 1) kept[i] = true; });
  return words.filter((_, i) => kept[i]).join(' ');
}

/** Stands in for an initial's dot while the other dots of a refinement are read as sentence ends (U+2024 one dot leader). */
const INITIAL_DOT = '\u2024';

/** A measure and the word "size" after it ("8oz size", "half inch size", "20x24 size"): the measure says it all. */
const MEASURE_SIZE_RE = /\b(\d+(?:[.,]\d+)?\s*(?:oz|ounces?|fl oz|inch(?:es)?|in|"|mm|cm|ml|l|liters?|litres?|qt|quarts?|gal|gallons?|lbs?|pounds?|ft|foot|feet|tb|gb|w|v)|\d+\s*x\s*\d+|(?:half|quarter|three quarter)[- ]inch)\s+size\b/g;
/** A price said per unit ("$20 a pack", "15 bucks per box", "$8 each"): the unit is no word of the product wanted. */
const PRICE_PER_RE = /((?:[$€£]\s?\d[\d.,]*|\d[\d.,]*\s*(?:dollars?|bucks|usd|euros?))\b)\s+(?:(?:a|per|for (?:a|one|the)) (?:pack|box|bag|set|piece|pair|bottle|roll|case|one)|each)\b/g;

/** Median of the shown products' prices in cents (priced ones only), or null when none is priced. */
export function medianShownPrice(shown: ShownProduct[]): number | null {
  const prices = shown.map((p) => p.priceCents).filter((c): c is number => c !== null).sort((a, b) => a - b);
  if (!prices.length) return null;
  const mid = Math.floor(prices.length / 2);
  return prices.length % 2 ? prices[mid]! : Math.round((prices[mid - 1]! + prices[mid]!) / 2);
}

/**
 * "cheaper than", "less expensive than", "lower priced than" followed by a figure ("cheaper than $20", "cheaper than 20
 * bucks", and spelled, once digitsForSpelledAmounts wrote it in digits): an upper bound said outright, not relative to
 * what was shown. Lower-case text.
 */
const CHEAPER_THAN_AMOUNT_RE = /\b(?:cheaper|less expensive|lower[- ]priced|more affordable) than\s+(?=[$€£¥]?\s?\d)/;

/**
 * Price bounds that relative words set against the products shown: "cheaper" → below their median price; "pricier" →
 * above it. Empty when the words say neither or nothing shown has a price.
 */
export function relativePriceBounds(text: string, shown: ShownProduct[]): Partial<Pick<SearchConstraints, 'minPriceCents' | 'maxPriceCents'>> {
  const median = medianShownPrice(shown);
  // "cheaper than $20" names its bound: the figure, not the prices shown.
  if (median === null || CHEAPER_THAN_AMOUNT_RE.test(digitsForSpelledAmounts(text.toLowerCase()))) return {};
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
  // The kind the title names after its first eight words is kept ("… High Waist One Piece Swimsuit": a swimsuit like it,
  // not leggings with a high waist).
  const kept = words.slice(0, 8);
  const kind = words.slice(8).reverse().find((w) => isKindWord(w));
  if (kind) kept.splice(kept.length - 1, 1, kind);
  return kept.join(' ').trim() || p.title.slice(0, 60);
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
 * The kind the need named, said by the products shown ("leggings" in "w pockets for phone leggings squat", when a
 * refinement showed yoga pants beside leggings): a kind word of the need's text ({@link isKindWord}) not led by a
 * preposition ("for phone", "w pockets" say what it holds or is for) that at least one title shown says; of several,
 * the one most titles say, the later on a tie. '' when none.
 */
export function askedKind(text: string, shown: Pick<ShownProduct, 'title'>[]): string {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  const titles = shown.map((p) => new Set((p.title.toLowerCase().match(/\p{L}[\p{L}'-]*/gu) ?? []).map(rankStem)));
  let best = '';
  let bestCount = 0;
  words.forEach((w, i) => {
    if (!isKindWord(w) || /^(?:w|with|for|without|no|in|on|to|from|of)$/.test(words[i - 1] ?? '')) return;
    const stem = rankStem(w);
    const count = titles.filter((t) => t.has(stem)).length;
    if (count >= 1 && count >= bestCount) { best = w; bestCount = count; }
  });
  return best;
}

/**
 * The kind of the products shown, with the kind the need named first: the shown titles' own kind when the need says one
 * of its words ("swim trunks" for a need that added them), else the kind named ("leggings", not "women high pants" from
 * yoga pants shown beside them).
 */
export function neededKind(text: string, shown: Pick<ShownProduct, 'title' | 'vendor'>[]): string {
  const kind = shownKind(shown);
  const said = new Set(text.toLowerCase().split(/\s+/).filter(Boolean).map(rankStem));
  // Only when the titles' kind is none of the need's words: the shown kind otherwise says it more exactly.
  if (kind.split(' ').some((w) => said.has(rankStem(w)))) return kind;
  return askedKind(text, shown) || kind;
}

/**
 * The kind of product the shown products share: title words (not the vendor, not numbers, not filler) found in at least
 * half of the first five titles (and in two at least), most shared first, at most three ("Tapirus Marshmallow Roasting
 * Sticks…", "Mluchee Marshmallow Roasting Sticks Smores Skewers…" → "marshmallow roasting sticks"). When the products
 * are mixed and no word is in half of them, the kind of the best-ranked ones: words in two titles at least, weighted by
 * rank (1, 1/2, 1/3 …), that weigh {@link MIXED_KIND_WEIGHT} or more — the first title and another, or the second and
 * third. "" when they share none. A refinement of a long need searches this kind with the new words, not the need's
 * whole sentence again; put the product the shopper asked about first to weigh its kind most.
 */
export function shownKind(shown: Pick<ShownProduct, 'title' | 'vendor'>[]): string {
  const first = shown.slice(0, 5);
  if (first.length < 2) return '';
  // Counted by stem, so "Sneaker" and "Sneakers" are one word; the first spelling seen is the one searched.
  const counts = new Map<string, { n: number; weight: number; at: number; word: string }>();
  first.forEach((p, i) => {
    const vendor = p.vendor.toLowerCase();
    const words = (p.title.toLowerCase().match(/\p{L}[\p{L}'-]*/gu) ?? []).map((w) => w.replace(/'s$/, '')).filter((w) => w.length > 2 && !vendor.includes(w) && !NOT_KIND.has(w) && !isFillerWord(w));
    const seen = new Set<string>();
    for (const w of words) {
      const stem = rankStem(w);
      if (seen.has(stem)) continue;
      seen.add(stem);
      const c = counts.get(stem) ?? { n: 0, weight: 0, at: i * 100 + p.title.toLowerCase().indexOf(w), word: w };
      c.n++;
      c.weight += 1 / (i + 1);
      counts.set(stem, c);
    }
  });
  const need = Math.max(2, Math.ceil(first.length / 2));
  // The most shared words, said in title order so the product kind comes last ("palm ceiling fan", not "ceiling fan palm").
  const inTitleOrder = (words: { at: number; word: string }[]) => words.slice(0, 3).sort((a, b) => a.at - b.at).map((c) => c.word).join(' ');
  // A kind has its head noun: when the most shared words are none ("ceiling kathy ireland", a licensed name in four of
  // five fan titles), the most shared word and that head noun are the kind ("ceiling fan").
  // The head noun ends a title's first phrase ("kathy ireland HOME Loft 60 Inch Ceiling Fan | …": fan), in two titles at
  // least; it may be in fewer titles than the words it is found with.
  const ending = new Map<string, number>();
  for (const p of first) {
    const phrase = p.title.toLowerCase().split(/\s[-–—]\s|[,|([:;]|\s(?:for|with|without|by|of|to)\s/)[0] ?? '';
    const last = phrase.match(/\p{L}[\p{L}'-]*/gu)?.at(-1);
    if (last && isKindWord(last)) ending.set(rankStem(last), (ending.get(rankStem(last)) ?? 0) + 1);
  }
  const heads = [...counts.entries()].filter(([stem]) => (ending.get(stem) ?? 0) >= 2).map(([, c]) => c)
    .sort((a, b) => (ending.get(rankStem(b.word)) ?? 0) - (ending.get(rankStem(a.word)) ?? 0) || b.n - a.n);
  const withHead = (words: typeof heads): typeof heads => {
    const head = heads[0];
    return head && words.length && !words.slice(0, 3).some((c) => isKindWord(c.word)) ? [words[0]!, head] : words;
  };
  const shared = [...counts.values()].filter((c) => c.n >= need).sort((a, b) => b.n - a.n || a.at - b.at);
  if (shared.length) return inTitleOrder(withHead(shared));
  return inTitleOrder(withHead([...counts.values()].filter((c) => c.n >= 2 && c.weight >= MIXED_KIND_WEIGHT).sort((a, b) => b.weight - a.weight || a.at - b.at)));
}

/** Title words that say who a product is for, and the word each stands for. */
const WHO_WORDS: Record<string, string> = {
  men: 'men', mens: 'men', "men's": 'men', women: 'women', womens: 'women', "women's": 'women', boy: 'boys', boys: 'boys', "boys'": 'boys',
  "boy's": 'boys', girl: 'girls', girls: 'girls', "girls'": 'girls', "girl's": 'girls', kid: 'kids', kids: 'kids', "kids'": 'kids', "kid's": 'kids',
  baby: 'baby', toddler: 'baby', toddlers: 'baby',
};

/**
 * Who the products shown are for when most of their titles say the same ("Men's Swim Trunks…", "Swimming Trunks for
 * Men…" → "men"): at least half of the first five titles, and two at least, one group only. "" otherwise. A refinement
 * of a long need keeps it ("navy or blue" after swim trunks for a husband: men's trunks).
 */
export function shownWho(shown: Pick<ShownProduct, 'title'>[]): string {
  const first = shown.slice(0, 5);
  const counts = new Map<string, number>();
  for (const p of first) {
    const said = new Set((p.title.toLowerCase().replace(/[’‘]/g, "'").match(/[a-z]+(?:'s?)?/g) ?? []).map((w) => WHO_WORDS[w]).filter((w): w is string => !!w));
    for (const w of said) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  const need = Math.max(2, Math.ceil(first.length / 2));
  const agreed = [...counts].filter(([, n]) => n >= need);
  return agreed.length === 1 ? agreed[0]![0] : '';
}

/** Rank weight a word of mixed results needs to be their kind ({@link shownKind}): in the first title and another, or in the second and third. */
const MIXED_KIND_WEIGHT = 0.8;

/**
 * The products shown with the one the shopper asked about (`focus`) first: its kind is what a refinement narrows
 * ("does the second one fold?" → "any cheaper?").
 */
export function focusFirst<T extends { id: string }>(shown: T[], focus: string | null | undefined): T[] {
  const i = focus ? shown.findIndex((p) => p.id === focus) : -1;
  return i > 0 ? [shown[i]!, ...shown.slice(0, i), ...shown.slice(i + 1)] : shown;
}

/**
 * Title words that say a negative the shopper asked for ("without arms" → "armless", "no cord" → "cordless", "no
 * sleeves" → "sleeveless", "without gelatin" → "vegan"): the word with "-less", or vegan for what comes from animals, when
 * the store's titles use it (`known`: how many products say a
 * word). The search leaves out products that name what comes after "without"; these words find the ones that say so.
 */
export function negativeTitleWords(words: string, known: (word: string) => number): string[] {
  const out: string[] = [];
  for (const m of words.matchAll(/\b(?:without|no|non)\s+(?:a\s+|an\s+|any\s+)?([a-z]{2,})\b/g)) {
    const noun = m[1]!;
    const singular = singularOf(noun);
    const found = [...new Set([`${singular}less`, `${noun}less`])].find((w) => known(w) >= MIN_NEGATIVE_TITLES);
    if (found && !out.includes(found)) out.push(found);
    // What comes from animals, left out, is what titles call vegan ("without gelatin", "no dairy", "no leather").
    if (ANIMAL_DERIVED.has(singular) && known('vegan') >= MIN_NEGATIVE_TITLES && !out.includes('vegan')) out.push('vegan');
  }
  return out;
}
/**
 * What titles should say first for a refinement with a negative (SearchOptions.emphasis alternatives): its other words
 * with the "-less" word, or with "without" before what is left out ("any without arms?" → "armless", "without arms";
 * "anything without a light?" → "light free", "without light"). Empty without a negative.
 */
export function negativeEmphasis(words: string, lessWords: string[]): string[] {
  const negated = /\b(?:without|no|non)\s+(?:a\s+|an\s+|any\s+)?([a-z]{2,})\b/.exec(words)?.[1];
  if (!negated) return [];
  const base = words.replace(/\b(?:without|no|not|non)\s+(?:a\s+|an\s+|any\s+)?\S+/g, ' ').split(/\s+/).filter((w) => w && !lessWords.includes(w)).join(' ');
  // Not "no <word>": a title says "no" of other things too ("No Wheels, with Arms"), and the words are matched in any order.
  // …and the other words alone, when there are some ("metal ones rather than silicone": titles that say metal; search
  // ranks those that name silicone below).
  // A substance left out is said "… free" by titles ("without fluoride" → "fluoride free"); said together or not at all.
  return [...lessWords.map((l) => `${base} ${l}`), `${base} ${negated} free`, `${base} without ${negated}`, ...(base.trim() ? [base] : [])].map((e) => e.trim());
}
/** Ingredients and materials from animals: a product made without them is vegan (the Vegan Society's definition). */
const ANIMAL_DERIVED = new Set(['gelatin', 'gelatine', 'dairy', 'milk', 'egg', 'meat', 'pork', 'beef', 'honey', 'whey', 'casein', 'lanolin', 'beeswax', 'collagen', 'leather', 'animal']);
/** Products whose titles must say a "-less" word for it to stand for a negative ({@link negativeTitleWords}). */
const MIN_NEGATIVE_TITLES = 2;

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
