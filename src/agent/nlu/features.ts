/**
 * Text -> sparse binary features for the intent network: lower-cased word stems (Porter, via the
 * `stemmer` package), stem bigrams, and placeholder tokens for numbers, order numbers, prices and
 * emails so that "order 1001" and "order #3707955617" look alike.
 */
import { stemmer } from 'stemmer';
import { supersensesOf } from './wordnet.ts';

const EMAIL_RE = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const PRICE_RE = /(?:[$€£]\s?\d[\d,.]*|\d[\d,.]*\s?(?:dollars?|bucks|usd|eur|euros?)\b)/gi;
const ORDER_RE = /#\s?\d+/g;

/** Normalise an utterance into word tokens (placeholders `xemail`, `xprice`, `xordernum`, `xnum`). */
export function tokenizeUtterance(text: string): string[] {
  const t = text
    .toLowerCase()
    .replace(EMAIL_RE, ' xemail ')
    .replace(PRICE_RE, ' xprice ')
    .replace(ORDER_RE, ' xordernum ')
    .replace(/\b\d{4,}\b/g, ' xordernum ')
    .replace(/\b\d+\b/g, ' xnum ')
    .replace(/n't\b/g, ' not')
    .replace(/'(s|re|m|ll|ve|d)\b/g, ' ');
  return t.match(/[a-z]+|\?/g) ?? [];
}

/**
 * Weight of character-trigram features (`c:`, over each word padded as `<word>`): they let typos ("shampo",
 * "teack order") share features with the right word. 0.3 measured best on Bitext 5-fold CV (0.992 vs 0.983 without).
 */
export const CHAR_TRIGRAM_WEIGHT = 0.3;
const PLACEHOLDER_RE = /^x(email|price|ordernum|num)$/;

/**
 * Function words that get no WordNet supersense: WordNet lists some of them as rare nouns or verbs ("a" = vitamin A,
 * "can" = container, "will" = testament), which would only add noise.
 */
const NO_SENSE = new Set(('a an the i me my mine we us our you your he him his she her it its they them their this that these those '
  + 'is am are was were be been being do does did done have has had can could will would shall should may might must '
  + 'to of in on at for with from by about as into onto over under up down out off and or but if so than then there here '
  + 'what which who whom whose when where why how not no yes please any some all one ones just also too very really').split(' '));

/**
 * Features of an utterance, name -> value: stems (`w:`, 1), stem bigrams (`b:`, 1), character trigrams of words
 * (`c:`, CHAR_TRIGRAM_WEIGHT), and the WordNet supersenses of its content words and two-word collocations
 * ("credit card") (`s:noun.artifact`, 1; see wordnet.ts).
 */
export function featurizeUtterance(text: string): Record<string, number> {
  const words = tokenizeUtterance(text);
  const stems = words.map((w) => (PLACEHOLDER_RE.test(w) ? w : stemmer(w)));
  const out: Record<string, number> = {};
  for (let i = 0; i < stems.length; i++) {
    out[`w:${stems[i]}`] = 1;
    if (i > 0) out[`b:${stems[i - 1]}_${stems[i]}`] = 1;
  }
  for (const w of words) {
    if (w.length < 3 || PLACEHOLDER_RE.test(w)) continue;
    const pad = `<${w}>`;
    for (let i = 0; i + 3 <= pad.length; i++) out[`c:${pad.slice(i, i + 3)}`] = CHAR_TRIGRAM_WEIGHT;
  }
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (NO_SENSE.has(w) || PLACEHOLDER_RE.test(w) || w.length < 2) continue;
    for (const s of supersensesOf(w)) out[`s:${s}`] = 1;
    if (i + 1 < words.length && !NO_SENSE.has(words[i + 1])) for (const s of supersensesOf(`${w}_${words[i + 1]}`)) out[`s:${s}`] = 1;
  }
  return out;
}
