/**
 * Shared checker of the gloss test batteries (src/agent/language/gloss-*.test.ts): each case is a message in a language
 * and the patterns its English gloss (gloss.ts `glossToEnglish`) must and must not match.
 */
import assert from 'node:assert/strict';
import { glossToEnglish } from '../../src/agent/language/gloss.ts';

/** [language code, message, patterns the gloss must match, patterns it must not]. */
export type GlossCase = [string, string, RegExp[], RegExp[]?];

/** The English gloss of `text` read as `lang`. */
export const gloss = (lang: string, text: string): string => glossToEnglish(text, lang).text;

/**
 * Assert every case: its gloss matches each of `must` and none of `mustNot`; a failure names the language, the message
 * and the gloss. Throws AssertionError on the first case that fails.
 */
export function checkGlosses(cases: GlossCase[]): void {
  for (const [lang, text, must, mustNot = []] of cases) {
    const english = gloss(lang, text);
    for (const re of must) assert.match(english, re, `${lang} "${text}" → "${english}"`);
    for (const re of mustNot) assert.doesNotMatch(english, re, `${lang} "${text}" → "${english}"`);
  }
}
