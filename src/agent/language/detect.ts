/**
 * The language of a shopper's message. The text decides; the conversation's previous turns and the widget's
 * `navigator.language` are priors that only tip a close or too-short call (a tourist's browser may be English).
 *
 * Detector: `eld` (Efficient Language Detector, Apache-2.0) chosen by measurement on short shopper messages against
 * franc-min, tinyld, lande and cld3-asm (docs/languages.md), with its `large` n-gram table cut to
 * {@link DETECTOR_LANGUAGES} (scripts/build-language-ngrams.ts → data/language_id/eld-ngrams.json.gz). Around it:
 * emails, URLs, numbers and order numbers are removed first (they carry no language); each language's function
 * words (lexicon/function-words.ts) and the words its shopping lexicon knows add evidence, which short messages need
 * ("la segunda", "das erste", "cuéntame un chiste"); scripts
 * other than Latin are named from their Unicode script.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { ENGLISH_HOMOGRAPHS, FUNCTION_WORDS } from '../../shared/lexicon/function-words.ts';
import { foldedWordsOf, lexiconOf, LEXICON_LANGUAGES, type LexiconLanguage } from '../../shared/lexicon/index.ts';
import { splitCompound } from './gloss.ts';
import { wordnetSenses } from '../nlu/wordnet.ts';
import { foldText } from '../../shared/lexicon/fold.ts';

/** Languages Aisle understands and answers in (ISO 639-1), the store's default first by convention. */
export const SUPPORTED_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it'] as const;
/** One of {@link SUPPORTED_LANGUAGES}. */
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
/**
 * Languages the detector tells apart: the supported ones plus their closest Latin-script neighbours, so a message in
 * one of those is recognised as not served instead of being forced into a served language.
 */
export const DETECTOR_LANGUAGES = [...SUPPORTED_LANGUAGES, 'nl', 'ca', 'ro', 'pl', 'sv', 'da'] as const;

/** Is `lang` one of the languages Aisle can answer in? */
export function isSupportedLanguage(lang: string | null | undefined): lang is Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(lang ?? '');
}

/**
 * What {@link detectLanguage} decided. `lang`: ISO 639-1 (a detector language, or a script's main language such as
 * `ru`, `zh`, `ja`, `ar`); `confidence` 0.5-1 (the winner's score over the winner's and the runner-up's); `source`: `text` (the words
 * decided), `prior` (too little text: the previous turn's or the locale's language), `script` (a non-Latin script).
 */
export type Detection = { lang: string; confidence: number; source: 'text' | 'prior' | 'script'; scores: Record<string, number> };

/** Priors: the language of the conversation's previous shopper turns, and the widget's `navigator.language`. */
export type DetectionPriors = { previous?: string | null; locale?: string | null; fallback?: string };

/** Weight of one function word of a language (eld scores are 0-1 per language). */
const FUNCTION_WORD_WEIGHT = 0.12;
/** Weight of a word that a language's shopping lexicon knows (and that is not also English: "hotel", "monitor"). */
const LEXICON_WORD_WEIGHT = 0.06;
/** Bonus for the previous turn's language and the locale's (priors, never the answer alone). */
const PREVIOUS_BONUS = 0.1;
const LOCALE_BONUS = 0.04;
/** Below this many words, n-grams alone do not switch the language (see detectLanguage). */
const SHORT_MESSAGE_WORDS = 6;
/** Bonus for the store's default language on a first message with no locale (the weakest prior). */
const DEFAULT_BONUS = 0.05;

type EldResult = { language: string; getScores(): Record<string, number> };
type Eld = { detect(text: string): EldResult };
let eld: Eld | null = null;

/**
 * The eld detector with Aisle's n-gram table. eld's public entries only load tables from its own folder, so its
 * factory (`createEld`, src/languageDetector.js) is imported by file URL and given the table.
 * @throws Error when the table file or the eld package is missing.
 */
async function loadEld(): Promise<Eld> {
  if (eld) return eld;
  const here = dirname(fileURLToPath(import.meta.url));
  const table = JSON.parse(gunzipSync(readFileSync(join(here, '../../../data/language_id/eld-ngrams.json.gz'))).toString('utf8'));
  const eldRoot = dirname(dirname(dirname(fileURLToPath(import.meta.resolve('eld')))));
  const { createEld } = await import(pathToFileURL(join(eldRoot, 'src/languageDetector.js')).href) as { createEld(): { instance: Eld & { setLanguageSubset(l: readonly string[]): unknown }; loadData(d: unknown): string } };
  const made = createEld();
  made.loadData(table);
  made.instance.setLanguageSubset(DETECTOR_LANGUAGES);
  eld = made.instance;
  return eld;
}

/** Load the detector (about 50-200 ms once per process); {@link detectLanguage} needs it. */
export async function loadLanguageDetector(): Promise<void> {
  await loadEld();
}

/** Non-Latin scripts and the language most messages in them are written in. */
const SCRIPTS: [RegExp, string][] = [
  [/[\u3040-\u30ff]/u, 'ja'], [/\p{Script=Hangul}/u, 'ko'], [/\p{Script=Han}/u, 'zh'], [/\p{Script=Cyrillic}/u, 'ru'],
  [/\p{Script=Greek}/u, 'el'], [/\p{Script=Arabic}/u, 'ar'], [/\p{Script=Hebrew}/u, 'he'], [/\p{Script=Devanagari}/u, 'hi'],
  [/\p{Script=Thai}/u, 'th'],
];

/** The message without what carries no language: emails, URLs, order numbers, numbers, prices, emoji. */
export function linguisticText(text: string): string {
  return text
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ')
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .replace(/[#$€£]\s?\d[\d.,]*|\d[\d.,]*\s?[$€£%]?/g, ' ')
    .replace(/[^\p{L}\p{M}'’\s-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A noun of English (WordNet), or the plural of one ("bras", "sports"): letters an English shopper may mean as English. */
function englishNoun(w: string): boolean {
  return /^[a-z]{3,}$/.test(w) && [w, ...(w.endsWith('s') ? [w.slice(0, -1)] : [])].some((b) => wordnetSenses(b).some((s) => s.pos === 'n'));
}

/** The locale's language ("pt-BR" → "pt"), lower case; null for none. */
export function localeLanguage(locale: string | null | undefined): string | null {
  const m = /^([a-z]{2,3})(?:[-_]|$)/i.exec(locale ?? '');
  return m ? m[1]!.toLowerCase() : null;
}

/**
 * Detect the language of one message. Throws if {@link loadLanguageDetector} was never awaited.
 * Scoring: eld's score per language + {@link FUNCTION_WORD_WEIGHT} per function word of that language + priors
 * ({@link PREVIOUS_BONUS} for the previous turn's language, {@link LOCALE_BONUS} for the locale's). A message with no
 * letters (an order number, an email) keeps the previous turn's language, else the locale's, else `fallback` (the
 * store's default, 'en').
 */
export function detectLanguage(text: string, priors: DetectionPriors = {}): Detection {
  if (!eld) throw new Error('language detector not loaded: await loadLanguageDetector() first');
  const previous = priors.previous ?? null;
  const locale = localeLanguage(priors.locale);
  const fallback = previous ?? (locale && isSupportedLanguage(locale) ? locale : null) ?? priors.fallback ?? 'en';
  for (const [re, lang] of SCRIPTS) {
    if (re.test(text)) return { lang, confidence: 0.9, source: 'script', scores: { [lang]: 1 } };
  }
  const words = linguisticText(text);
  // A one-letter prefix ("e-reader", "t-shirt", "x-ray") is not the Italian "e" or the Spanish "y".
  const folded = foldText(words).replace(/(?<![\p{L}\p{N}])\p{L}-(?=\p{L})/gu, '').split(/[\s'’-]+/).filter(Boolean);
  if (!folded.length) return { lang: fallback, confidence: 0.5, source: 'prior', scores: {} };
  const scores: Record<string, number> = {};
  const raw = words.length >= 2 ? eld.detect(words).getScores() : {};
  for (const lang of DETECTOR_LANGUAGES) scores[lang] = raw[lang] ?? 0;
  let evidence = 0;
  const hits: Record<string, number> = {};
  // An everyday English word ("hat", "bin", "son") is half a function word and no hit of its language — when the
  // letters could be English at all (eld gives English half the best score or more: not "Saias para senhora").
  const englishLikely = (raw.en ?? 0) >= 0.5 * Math.max(0, ...Object.values(raw));
  for (const w of folded) {
    const homograph = englishLikely && ENGLISH_HOMOGRAPHS.has(w);
    for (const [lang, set] of Object.entries(FUNCTION_WORDS)) {
      if (!set.has(w)) continue;
      scores[lang] = (scores[lang] ?? 0) + (homograph && lang !== 'en' ? FUNCTION_WORD_WEIGHT / 2 : FUNCTION_WORD_WEIGHT);
      if (homograph && lang !== 'en') continue;
      evidence++; hits[lang] = (hits[lang] ?? 0) + 1;
    }
  }
  const english = FUNCTION_WORDS.en!;
  const shortEnglish = englishLikely && folded.length < SHORT_MESSAGE_WORDS;
  const deLikely = (raw.de ?? 0) >= 0.8 * Math.max(0, ...Object.values(raw));
  for (const w of folded) {
    if (english.has(w) || w.length < 3 || (englishLikely && ENGLISH_HOMOGRAPHS.has(w))) continue;
    for (const lang of Object.keys(LEXICON_LANGUAGES) as LexiconLanguage[]) {
      const lex = foldedWordsOf(lang);
      const gloss = lex.general.has(w) ? undefined : lex.folded.get(w);
      if (gloss === undefined || gloss === w || gloss.split(' ').includes(w)) continue;
      // In a short message whose letters could be English, a word English has too ("sports bras": the French "bras" is
      // arms) is half evidence and no hit: it never alone takes the message away from English.
      if (shortEnglish && englishNoun(w)) { scores[lang] = (scores[lang] ?? 0) + LEXICON_WORD_WEIGHT / 2; continue; }
      scores[lang] = (scores[lang] ?? 0) + LEXICON_WORD_WEIGHT; evidence++; hits[lang] = (hits[lang] ?? 0) + 1;
    }
    // A German compound of lexicon words ("damenuhren" = damen + uhren).
    if (w.length >= 8 && !hits.de && deLikely && splitCompound(lexiconOf('de'), w)) { scores.de = (scores.de ?? 0) + LEXICON_WORD_WEIGHT; evidence++; hits.de = 1; }
  }
  const textWeight = Object.values(scores).reduce((a, b) => Math.max(a, b), 0);
  if (previous && previous in scores) scores[previous] += PREVIOUS_BONUS;
  if (locale && locale in scores) scores[locale] += LOCALE_BONUS;
  if (!previous && !locale && priors.fallback !== undefined ? priors.fallback in scores : !previous && !locale) scores[priors.fallback ?? 'en'] += DEFAULT_BONUS;
  const ranked = Object.entries(scores).sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  // One short word and no function word: too little to overrule the conversation.
  if (textWeight === 0 || (folded.length === 1 && evidence === 0 && (best![1] - (second?.[1] ?? 0)) < 0.15)) {
    return { lang: fallback, confidence: 0.5, source: 'prior', scores };
  }
  // A short message ("apple earbuds", "mens slippers": keywords, brands) switches away from the conversation's language
  // only on a word of the new language (a function word, or a word its shopping lexicon knows).
  // (Nor on words the conversation's language has as many of: "tipo ballerina" is Spanish as much as Italian.)
  if (best![0] !== fallback && (!hits[best![0]] || (previous === fallback && (hits[fallback] ?? 0) >= hits[best![0]]!)) && folded.length < SHORT_MESSAGE_WORDS) {
    return { lang: fallback, confidence: 0.5, source: 'prior', scores };
  }
  const confidence = best![1] / (best![1] + Math.max(0, second?.[1] ?? 0));
  return { lang: best![0], confidence: Math.round(confidence * 1000) / 1000, source: 'text', scores };
}
