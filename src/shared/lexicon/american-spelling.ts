/**
 * British spellings read as American ones: "practising" → "practicing", "organiser" → "organizer", "colour" → "color",
 * "tyres" → "tires", "mould" → "mold". Aisle's English tables (the situations of agent/shopping/situations.ts) are
 * written in American spelling, as the demo catalog's titles are; a shopper who writes British English ("practising
 * my short game", "a make-up organiser") must meet the same rows, and a Porter stem does not join the two ("practis"
 * vs "practic").
 *
 * Source: npm `american-english` (ISC), whose 1,738 pairs are the UK–US spelling list of tysto.com. Only spelling
 * variants are in it, never vocabulary ("nappy" stays "nappy"). A few of its values carry a trailing space
 * ("practicing "): trimmed here.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const spelling = require('american-english') as { us_spelling: Record<string, string> };

let table: Map<string, string> | undefined;

/**
 * The American spelling of one lower-case English word (`word` itself when it has none or is already American).
 * Pure; the table (1,738 entries) is built on first use.
 */
export function americanSpelling(word: string): string {
  table ??= new Map(Object.entries(spelling.us_spelling).map(([uk, us]) => [uk, us.trim()]));
  return table.get(word) ?? word;
}
