/**
 * The shopping lexicons: for each language Aisle serves besides English, phrases and words mapped to English.
 *
 * Format (one string per language, `es.ts` …): entries `foreign = english` separated by `;` or new lines; `#` starts a
 * comment line; an empty English side drops the words (filler); a multi-word foreign side is a phrase, matched before
 * its words (longest first). An English side starting with `^` marks a verb that German puts at the end of its clause
 * ("… mit einem Menschen sprechen"): gloss.ts moves it back after the modal. Keys are matched as typed (lower case,
 * accents kept: "té" tea ≠ "te" you), then folded (fold.ts: accents removed), then (gloss.ts) as a form of a lemma by
 * rule (morphology.ts), then by Snowball stem (npm `snowball-stemmers`, the Snowball project's stemmers: "baratos" →
 * "barat" finds "barato").
 *
 * Sources: written for Aisle from general vocabulary of each language (dictionary knowledge of everyday shopping
 * words: request phrases, function words, ordinals, refinement and price words, colours, sizes, materials, store
 * words — orders, shipping, returns, payment, people —, situations, everyday product nouns, and at the end of each file
 * expressions and chat forms), then the general vocabulary of everyday speech (general.ts), which an entry of the
 * shopping lexicon wins over; no entry was taken from an evaluation file. Sizes: see {@link lexiconSize}.
 */
/// <reference path="./snowball-stemmers.d.ts" />
import snowball from 'snowball-stemmers';
import { foldText } from './fold.ts';
import { FUNCTION_WORDS } from './function-words.ts';
import { DE } from './de.ts';
import { ES } from './es.ts';
import { FR } from './fr.ts';
import { generalLexicon } from './general.ts';
import { LEXICON_LANGUAGES, type LexiconLanguage } from './languages.ts';
import { IT } from './it.ts';
import { PT } from './pt.ts';

export { LEXICON_LANGUAGES, type LexiconLanguage } from './languages.ts';

/** Each language's shopping lexicon, then its general vocabulary (general.ts): the shopping lexicon's entry wins. */
const SOURCES: Record<LexiconLanguage, string> = {
  es: ES + generalLexicon('es'), fr: FR + generalLexicon('fr'), de: DE + generalLexicon('de'), pt: PT + generalLexicon('pt'), it: IT + generalLexicon('it'),
};

/** One language's lookup tables. `maxWords`: the longest phrase, in words. */
export type Lexicon = {
  lang: LexiconLanguage;
  exact: Map<string, string>;
  folded: Map<string, string>;
  stems: Map<string, string>;
  /** Phrases by the Snowball stems of their words ("mais baratas" finds "mais barato"). */
  stemPhrases: Map<string, string>;
  /** The entry, as written, of each key of `stemPhrases` (gloss.ts checks its short words' accents). */
  stemPhraseKeys: Map<string, string>;
  /** English glosses of the "product nouns" section ("blanket", "water bottle"). */
  nouns: Set<string>;
  /** English glosses of content words: product nouns, situations and everyday words, store words, off-topic nouns. */
  content: Set<string>;
  /** English glosses of the colour, size and material sections ("black", "large", "cotton"). */
  attributes: Set<string>;
  /** English glosses of the general vocabulary's adjectives ("tired", "late", "simple"): what an intensifier may qualify. */
  adjectives: Set<string>;
  /** Folded keys that are verbs in the infinitive ("cortar", "faire", "kaufen"): lemmas a verb form may be read as (morphology.ts). */
  verbs: Set<string>;
  /**
   * Folded keys only the general vocabulary has (general.ts), not the shopping lexicon: language detection does not
   * count them, as many are also English words ("pause", "pro", "once").
   */
  general: Set<string>;
  /** Folded single-word keys whose entry is a noun ("casa" home, "sposa" bride): see gloss.ts on pronouns before a verb. */
  nounish: Set<string>;
  /** Each folded key's entry as written, accents kept ("no se" → "no sé", "a bientot" → "à bientôt"): see gloss.ts on accent twins. */
  foldedKeys: Map<string, string>;
  maxWords: number;
  stem(word: string): string;
};

const cache = new Map<LexiconLanguage, Lexicon>();

/**
 * Parse a lexicon source into [foreign, english, section] triples (see the file comment for the format); `section` is
 * the text of the last `# …` comment line above the entry ("colours", "product nouns"…).
 */
export function parseLexicon(source: string): [string, string, string][] {
  const out: [string, string, string][] = [];
  let section = '';
  for (const line of source.split('\n')) {
    if (line.trim().startsWith('#')) section = line.trim().slice(1).trim();
    if (!line.trim() || line.trim().startsWith('#')) continue;
    for (const entry of line.split(';')) {
      const at = entry.indexOf('=');
      if (at < 0) continue;
      const key = entry.slice(0, at).trim().toLowerCase().replace(/[’‘]/g, "'");
      if (key) out.push([key, entry.slice(at + 1).trim(), section]);
    }
  }
  return out;
}

/** Sections whose entries are content words (nouns mostly: "kitchen", "homework", "shipping"). */
const CONTENT_SECTIONS = /^(product nouns|situations|store words|off-topic)/;
/** English glosses in content sections that are not nouns to compound ("tell me", "more", "buy"…). */
const NOT_CONTENT = new Set(['buy', 'talk', 'talk to', 'change', 'return', 'cancel', 'pay', 'ship', 'arrive', 'take', 'track', 'sleep', 'rest', 'travel', 'gift', 'book', 'translate', 'refund', 'recommend', 'free']);

/** Sections whose entries are attributes (adjectives in English: "black", "large", "cotton"). */
const ATTRIBUTE_SECTIONS = /^(colours|sizes|materials)\b/;
/** English sides of attribute sections that are nouns or filler ("talla" = size, "de color" = in). */
const NOT_ATTRIBUTES = new Set(['', 'in', 'color', 'colors', 'size', 'sizes', 'number']);

/** How an infinitive of each language ends (folded). */
const INFINITIVE: Record<LexiconLanguage, RegExp> = { es: /(?:ar|er|ir)$/, pt: /(?:ar|er|ir)$/, fr: /(?:er|ir|re|oir)$/, it: /(?:are|ere|ire|rre)$/, de: /(?:en|ern|eln)$/ };
/** Sections whose infinitive-shaped keys are nouns or other words, not verbs ("collar" necklace, "mujer", "chambre"). */
const NOT_VERB_SECTIONS = /^(product nouns|colours|sizes|materials|prices|function words|ordinals)/;
/** Sections whose single words are mostly nouns ("casa", "sposa", "Decke"): a verb form after a pronoun may beat them. */
const NOUN_SECTIONS = /^(product nouns|materials|colours|sizes|situations|everyday words|people|general vocabulary: nouns)/;

/** Whether an entry is a verb in the infinitive: infinitive-shaped, in a section of verbs or one that may hold verbs (German: marked `^`). */
function isInfinitive(lang: LexiconLanguage, folded: string, value: string, section: string): boolean {
  if (folded.includes(' ') || !INFINITIVE[lang].test(folded)) return false;
  if (/verbs/.test(section)) return true;
  return lang === 'de' ? value.startsWith('^') : !NOT_VERB_SECTIONS.test(section);
}

/** The lexicon of one language (built once per process: ~0.4 s of CPU each, mostly Snowball stems; see {@link foldedWordsOf}). */
export function lexiconOf(lang: LexiconLanguage): Lexicon {
  const hit = cache.get(lang);
  if (hit) return hit;
  const stemmer = snowball.newStemmer(LEXICON_LANGUAGES[lang]);
  // Stems are memoised: a gloss stems every word of every span it tries as a phrase (bounded: shoppers' words).
  const stems = new Map<string, string>();
  const stem = (w: string) => {
    let s = stems.get(w);
    if (s === undefined) {
      if (stems.size > 100_000) stems.clear();
      s = stemmer.stem(w);
      stems.set(w, s);
    }
    return s;
  };
  const { folded: foldedMap, foldedKeys, general } = foldedWordsOf(lang);
  const lex: Lexicon = { lang, exact: new Map(), folded: foldedMap, stems: new Map(), stemPhrases: new Map(), stemPhraseKeys: new Map(), nouns: new Set(), content: new Set(), attributes: new Set(), adjectives: new Set(), verbs: new Set(), nounish: new Set(), foldedKeys, general, maxWords: 1, stem };
  for (const [key, value, section] of lexiconEntries(lang)) {
    if (section.startsWith('product nouns')) lex.nouns.add(value);
    if (CONTENT_SECTIONS.test(section) && /^[a-z][a-z -]*$/.test(value) && !NOT_CONTENT.has(value) && !value.split(' ').every((w) => FUNCTION_WORDS.en!.has(w))) lex.content.add(value);
    else if (ATTRIBUTE_SECTIONS.test(section) && !NOT_ATTRIBUTES.has(value)) lex.attributes.add(value);
    if (/^general vocabulary: adjectives/.test(section)) lex.adjectives.add(value);
    const words = key.split(/\s+/);
    lex.maxWords = Math.max(lex.maxWords, words.length);
    if (!lex.exact.has(key)) lex.exact.set(key, value);
    const folded = foldText(key);
    if (lex.folded.get(folded) === value && isInfinitive(lang, folded, value, section)) lex.verbs.add(folded);
    if (lex.folded.get(folded) === value && words.length === 1 && NOUN_SECTIONS.test(section)) lex.nounish.add(folded);
    if (words.length === 1 && folded.length > 3) {
      const s = stem(folded);
      if (!lex.stems.has(s)) lex.stems.set(s, value);
    }
    if (words.length > 1) {
      const k = stemPhrase(lex, folded);
      if (!lex.stemPhrases.has(k)) { lex.stemPhrases.set(k, value); lex.stemPhraseKeys.set(k, key); }
    }
  }
  cache.set(lang, lex);
  return lex;
}

/** A language's folded keys (see {@link Lexicon}: `folded`, `foldedKeys`, `general`): what language detection reads. */
export type FoldedWords = Pick<Lexicon, 'folded' | 'foldedKeys' | 'general'>;
const foldedCache = new Map<LexiconLanguage, FoldedWords>();

/**
 * The folded keys of one language, built once per process without the Snowball stems the whole {@link lexiconOf}
 * computes (~0.3 of its ~2 s of CPU for the five languages): detect.ts reads only these on a turn in English. The
 * first entry of a folded key wins, as in the lexicon itself, which shares these maps.
 */
export function foldedWordsOf(lang: LexiconLanguage): FoldedWords {
  const hit = foldedCache.get(lang);
  if (hit) return hit;
  const words: FoldedWords = { folded: new Map(), foldedKeys: new Map(), general: new Set() };
  for (const [key, value, section] of lexiconEntries(lang)) {
    const folded = foldText(key);
    if (words.folded.has(folded)) continue;
    words.folded.set(folded, value);
    words.foldedKeys.set(folded, key);
    if (section.startsWith('general vocabulary')) words.general.add(folded);
  }
  foldedCache.set(lang, words);
  return words;
}

/** A folded phrase's words by their Snowball stems (words of 3 letters or fewer as they are), the key of `stemPhrases`. */
export function stemPhrase(lex: Pick<Lexicon, 'stem'> & { lang?: LexiconLanguage }, folded: string): string {
  const bare = lex.lang ? CONTRACTIONS[lex.lang] : undefined;
  return folded.split(/\s+/).map((w) => bare?.[w] ?? (w.length > 3 ? lex.stem(w) : w)).join(' ');
}

/**
 * A preposition fused with the article, as its bare preposition (folded), so that a phrase of the lexicon is found
 * with either ("horário do atendimento" is the lexicon's "horário de atendimento", opening hours; "la hora del cierre",
 * "l'orario del negozio"). From each language's grammar of articulated prepositions.
 */
const CONTRACTIONS: Partial<Record<LexiconLanguage, Record<string, string>>> = {
  pt: { do: 'de', da: 'de', dos: 'de', das: 'de', no: 'em', na: 'em', nos: 'em', nas: 'em', ao: 'a', aos: 'a' },
  es: { del: 'de', al: 'a' },
  it: { del: 'di', dello: 'di', della: 'di', dei: 'di', degli: 'di', delle: 'di', nel: 'in', nello: 'in', nella: 'in', nei: 'in', negli: 'in', nelle: 'in' },
  fr: { du: 'de', au: 'a', aux: 'a' },
};

/** The bare preposition of a folded articulated one ({@link stemPhrase}: pt "do" → "de"), or the word itself. */
export function bareContraction(lang: LexiconLanguage, folded: string): string {
  return CONTRACTIONS[lang]?.[folded] ?? folded;
}

/**
 * A language's entries as [foreign, english, section] triples (see {@link parseLexicon}), parsed once: the catalog's
 * search reads them the other way, English to the catalog's language (catalog/search/catalog-language.ts).
 */
export function lexiconEntries(lang: LexiconLanguage): readonly [string, string, string][] {
  let entries = parsed.get(lang);
  if (!entries) {
    entries = parseLexicon(SOURCES[lang]);
    parsed.set(lang, entries);
  }
  return entries;
}
const parsed = new Map<LexiconLanguage, [string, string, string][]>();

/** Entries per language (phrases and words), for the docs. */
export function lexiconSize(): Record<LexiconLanguage, { entries: number; phrases: number }> {
  return Object.fromEntries(Object.keys(SOURCES).map((l) => {
    const pairs = parseLexicon(SOURCES[l as LexiconLanguage]);
    return [l, { entries: pairs.length, phrases: pairs.filter(([k]) => k.includes(' ')).length }];
  })) as Record<LexiconLanguage, { entries: number; phrases: number }>;
}
