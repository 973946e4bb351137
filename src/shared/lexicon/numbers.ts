/**
 * Numbers written in words in Spanish, French, German, Portuguese and Italian ("treinta y ocho", "quatre-vingt-quinze",
 * "fünfundsiebzig", "cinquenta e cinco", "settantacinque"), read as their value, so that a gloss can write them as
 * digits — the English rules for heights, weights, sizes and prices read digits, and word-by-word glossing makes
 * nonsense of compound numbers ("sixty twelve", "seventy and five").
 *
 * The words come from npm `n2words` (numbers to words, 71 languages, MIT, no dependencies): its cardinal of every
 * number from 0 to 999 in es-ES, fr-FR, fr-BE (septante, nonante), de-DE, pt-PT and it-IT, read the other way, plus
 * the forms it does not write: "one" before a noun ("treinta y un años", "novantun anni", "trinta e uma", "vingt et une"),
 * Portuguese "duas"; Brazilian "dezesseis", "dezessete", "dezenove"; German hundreds without "ein"
 * ("hundertzwanzig"); Swiss "huitante". Accents are folded (fold.ts), hyphens and German "ß" written as the shopper
 * may ("quatre vingt", "einunddreissig"). Built once per language at first use, a few ms.
 */
import { toCardinal as de } from 'n2words/de-DE';
import { toCardinal as es } from 'n2words/es-ES';
import { toCardinal as frBE } from 'n2words/fr-BE';
import { toCardinal as fr } from 'n2words/fr-FR';
import { toCardinal as it } from 'n2words/it-IT';
import { toCardinal as pt } from 'n2words/pt-PT';
import { foldText } from './fold.ts';
import type { LexiconLanguage } from './languages.ts';

/** The number words of one language: their folded spelling (words separated by one space) to their value. */
export type NumberWords = { values: Map<string, number>; maxWords: number };

const WRITERS: Record<LexiconLanguage, ((n: number) => string)[]> = { es: [es], fr: [fr, frBE], de: [de], pt: [pt], it: [it] };
const cache = new Map<LexiconLanguage, NumberWords>();

/** A spelling as it is matched: lower case, accents folded, ß as ss, hyphens as spaces, one space between words. */
export function numberKey(text: string): string {
  return foldText(text.toLowerCase().replace(/ß/g, 'ss')).replace(/[-‐]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The number words 0–999 of a language ({@link NumberWords}), built once. */
export function numberWords(lang: LexiconLanguage): NumberWords {
  const hit = cache.get(lang);
  if (hit) return hit;
  const values = new Map<string, number>();
  const add = (spelling: string, n: number) => { const k = numberKey(spelling); if (!values.has(k)) values.set(k, n); };
  for (let n = 0; n < 1000; n++) {
    for (const write of WRITERS[lang]) {
      const words = write(n);
      add(words, n);
      if (lang === 'de' && words.startsWith('einhundert')) add(words.slice(3), n);
      if (lang === 'pt') add(words.replace(/dezas/g, 'dezes').replace(/dezanove/g, 'dezenove'), n);
      if (lang === 'fr') add(words.replace(/quatre-vingt/g, 'huitante').replace(/^huitantes$/, 'huitante'), n);
      // Before a noun "one" agrees or is cut short: "treinta y un años", "veintiuna", "novantun anni", "trinta e uma", "vinte e duas".
      if (lang === 'es' && /uno$/.test(words)) { add(words.replace(/uno$/, 'un'), n); add(words.replace(/uno$/, 'una'), n); }
      if (lang === 'it' && /uno$/.test(words)) { add(words.replace(/uno$/, 'un'), n); add(words.replace(/uno$/, 'una'), n); }
      if (lang === 'pt') { add(words.replace(/\bum$/, 'uma'), n); add(words.replace(/\bdois$/, 'duas'), n); }
      if (lang === 'fr' && /\bun$/.test(words)) add(words.replace(/\bun$/, 'une'), n);
    }
  }
  const maxWords = Math.max(...[...values.keys()].map((k) => k.split(' ').length));
  const table = { values, maxWords };
  cache.set(lang, table);
  return table;
}

/**
 * The number that the words starting at `words[0]` spell, with how many words it takes (the longest spelling):
 * `readNumber('es', ['treinta', 'y', 'ocho', 'kilos'])` → { value: 38, length: 3 }; undefined when the first word is
 * not a number word. Words may hold hyphens ("quatre-vingt-dix").
 */
export function readNumber(lang: LexiconLanguage, words: readonly string[]): { value: number; length: number } | undefined {
  const { values, maxWords } = numberWords(lang);
  const keys: string[] = [];
  let best: { value: number; length: number } | undefined;
  for (let n = 0; n < words.length && keys.join(' ').split(' ').length <= maxWords; n++) {
    keys.push(numberKey(words[n]!));
    const value = values.get(keys.join(' '));
    if (value !== undefined) best = { value, length: n + 1 };
  }
  return best;
}
