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

/**
 * British everyday words for things a store sells, with the American word catalog titles use ("telly" → "tv", "biro" →
 * "pen", "nappies" → "diapers", "trainers" → "sneakers", "mum" → "mom", "mozzies" → "mosquitoes"). Vocabulary, not spelling, so not in the
 * spelling table above; only words with one shopping sense in British English ("torch", "jumper", "flat", "tap" and
 * "dummy" name other things in American English and are left alone). Source: general knowledge of British English,
 * written for Aisle (2026).
 */
const BRITISH_WORDS: ReadonlyMap<string, string> = new Map([
  ['telly', 'tv'], ['tellies', 'tvs'], ['biro', 'pen'], ['biros', 'pens'], ['nappy', 'diaper'], ['nappies', 'diapers'],
  ['pushchair', 'stroller'], ['pushchairs', 'strollers'], ['trainers', 'sneakers'], ['plimsolls', 'sneakers'],
  ['mum', 'mom'], ['mums', 'moms'], ['nan', 'grandma'], ['nana', 'grandma'], ['nanna', 'grandma'], ['gran', 'grandma'],
  ['hoover', 'vacuum'], ['hoovering', 'vacuuming'], ['sellotape', 'tape'], ['lorry', 'truck'], ['lorries', 'trucks'],
  ['cooker', 'stove'], ['hob', 'stovetop'], ['cot', 'crib'], ['cots', 'cribs'], ['wardrobe', 'closet'],
  ['crisps', 'chips'], ['cozzie', 'swimsuit'], ['cossie', 'swimsuit'], ['knickers', 'panties'], ['wellies', 'rain boots'],
  ['mozzie', 'mosquito'], ['mozzies', 'mosquitoes'], ['mossie', 'mosquito'], ['mossies', 'mosquitoes'],
]);

/**
 * The American word of one lower-case English word: its British everyday word's American one ({@link BRITISH_WORDS}),
 * else {@link americanSpelling}. May return two words ("wellies" → "rain boots"). Pure.
 */
export function americanWord(word: string): string {
  return BRITISH_WORDS.get(word) ?? americanSpelling(word);
}

const BRITISH_WORD_RE = new RegExp(`\\b(?:${[...BRITISH_WORDS.keys()].join('|')})\\b`, 'g');

/** A lower-case English text with each British everyday word ({@link BRITISH_WORDS}) replaced by its American one. */
export function americanWords(text: string): string {
  return text.replace(BRITISH_WORD_RE, (w) => BRITISH_WORDS.get(w)!);
}
