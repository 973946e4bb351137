/**
 * Text -> sparse binary features for the intent network: lower-cased word stems (Porter, via the
 * `stemmer` package), stem bigrams, and placeholder tokens for numbers, order numbers, prices and
 * emails so that "order 1001" and "order #3707955617" look alike.
 */
import { stemmer } from 'stemmer';

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

/** Features of an utterance: stems (`w:`), stem bigrams (`b:`), name -> value. */
export function featurizeUtterance(text: string): Record<string, number> {
  const stems = tokenizeUtterance(text).map((w) => (w.startsWith('x') && w.length > 4 && /^x(email|price|ordernum|num)$/.test(w) ? w : stemmer(w)));
  const out: Record<string, number> = {};
  for (let i = 0; i < stems.length; i++) {
    out[`w:${stems[i]}`] = 1;
    if (i > 0) out[`b:${stems[i - 1]}_${stems[i]}`] = 1;
  }
  return out;
}
