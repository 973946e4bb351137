/**
 * General vocabulary of everyday speech in the five languages, one concept a line so the languages stay aligned:
 *
 *     # nouns: nature and weather
 *     river | río | rivière / fleuve | Fluss | rio | fiume
 *
 * The columns are English (the gloss), Spanish, French, German, Portuguese, Italian; `/` separates words of the same
 * meaning (regional words: "nevera / refrigerador", "ônibus / autocarro"), `-` is none. Words are lemmas — nouns in the
 * singular, adjectives in the masculine singular, verbs in the infinitive — and their plural, feminine and conjugated
 * forms are read by rule (morphology.ts); an irregular form a rule does not reach is listed beside its lemma ("vieux /
 * vieille"). German verbs are clause-final in the infinitive, so their English is marked `^` (see ./index.ts).
 *
 * Sources: written for Aisle from general knowledge of the five languages — the words of everyday conversation a
 * shopper uses besides product names (people and family, the body and health, home and household, food, clothing,
 * places and travel, nature and weather, time, numbers and quantities, school and work, money and technology,
 * hobbies, sports and celebrations, feelings, common adjectives, verbs and adverbs), chosen as the frequent words of
 * those domains that a learner's core vocabulary of about 3,000 words holds, and the words of what goes wrong that the
 * situation table's trigger phrases use most (./general/troubles.ts: worn, stuck, muggy, a cramp, squeak, bleed…); no
 * corpus or list was copied, and no entry was taken from an evaluation file. An entry of a language's own shopping
 * lexicon (es.ts …) wins over this table. Size: {@link generalSize}.
 */
import { ACTIVITIES } from './general/activities.ts';
import { ADJECTIVES } from './general/adjectives.ts';
import { FAMILIES } from './general/families.ts';
import { HOME } from './general/home.ts';
import { LONG_MESSAGES } from './general/long-messages.ts';
import { PEOPLE } from './general/people.ts';
import { REPAIRS } from './general/repairs.ts';
import { SITUATIONS_VOCAB } from './general/situations.ts';
import { TROUBLES } from './general/troubles.ts';
import { VERBS } from './general/verbs.ts';
import { WORDS } from './general/words.ts';
import { WORLD } from './general/world.ts';
import type { LexiconLanguage } from './languages.ts';

const TABLES = [PEOPLE, HOME, WORLD, ACTIVITIES, ADJECTIVES, VERBS, WORDS, LONG_MESSAGES, SITUATIONS_VOCAB, REPAIRS, FAMILIES, TROUBLES];
/** Column of each language in a row (English is column 0). */
const COLUMN: Record<LexiconLanguage, number> = { es: 1, fr: 2, de: 3, pt: 4, it: 5 };

/** Rows of the tables, read once per process ({@link rows}). */
let rowsRead: [string, string, string[][]][] | undefined;

/** Rows of the tables as [section, english, words of each column]; read once (each language's lexicon uses them). */
function rows(): [string, string, string[][]][] {
  if (rowsRead) return rowsRead;
  const out: [string, string, string[][]][] = [];
  let section = '';
  for (const table of TABLES) {
    for (const raw of table.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      if (line.startsWith('#')) { section = line.slice(1).trim(); continue; }
      const cells = line.split('|').map((c) => c.trim());
      if (cells.length !== 6) throw new Error(`general vocabulary: expected 6 columns in "${line}"`);
      out.push([section, cells[0]!, cells.map((c) => (c === '-' ? [] : c.split('/').map((w) => w.trim()).filter(Boolean)))]);
    }
  }
  rowsRead = out;
  return out;
}

/**
 * One language's general vocabulary in the lexicon format of ./index.ts (`# general vocabulary: <section>` lines, then
 * `word = english` entries), appended after the language's shopping lexicon.
 */
export function generalLexicon(lang: LexiconLanguage): string {
  const lines: string[] = [];
  let last = '';
  for (const [section, english, cells] of rows()) {
    if (section !== last) { lines.push(`# general vocabulary: ${section}`); last = section; }
    const gloss = lang === 'de' && section.startsWith('verbs') ? `^${english}` : english;
    const words = (cells[COLUMN[lang]] ?? []).flatMap((w) => (section.startsWith('verbs') ? withoutReflexive(lang, w.toLowerCase()) : [w.toLowerCase()]));
    if (words.length) lines.push(words.map((w) => `${w} = ${gloss}`).join('; '));
  }
  return `\n${lines.join('\n')}\n`;
}

/**
 * A reflexive infinitive and the verb without its pronoun, which its conjugated forms are read as ("acordarse" →
 * acordar: "me acuerdo"; "alzarsi" → alzare; "se souvenir" → souvenir; "sich erinnern" → erinnern).
 */
function withoutReflexive(lang: LexiconLanguage, word: string): string[] {
  const bare = lang === 'es' ? word.replace(/^(\p{L}+(?:ar|er|ir))se$/u, '$1')
    : lang === 'pt' ? word.replace(/^(\p{L}+(?:ar|er|ir))-?se$/u, '$1')
    : lang === 'it' ? word.replace(/^(\p{L}+[aei])rsi$/u, '$1re')
    : lang === 'fr' ? word.replace(/^(?:se |s')(?=\p{L})/u, '')
    : word.replace(/^sich /, '');
  return bare === word ? [word] : [word, bare];
}

/** Concepts (rows) of the general vocabulary and words per language, for the docs. */
export function generalSize(): { concepts: number } & Record<LexiconLanguage, number> {
  const all = rows();
  const count = (lang: LexiconLanguage) => all.reduce((n, [, , cells]) => n + (cells[COLUMN[lang]]?.length ?? 0), 0);
  return { concepts: all.length, es: count('es'), fr: count('fr'), de: count('de'), pt: count('pt'), it: count('it') };
}
