/**
 * The language of a store's catalog (issue 16 item 3): which text-search configuration its search vectors and
 * queries use, and how a shopper's words reach the catalog's words. The agent glosses every shopper's message into
 * English before it searches (agent/language/gloss.ts), and a provider model may pass words of any language; so a
 * query is mapped word by word, phrases first, to the words the catalog uses:
 *
 * - a word the catalog itself uses stays as it is ("bluetooth", "running", "auriculares");
 * - otherwise the store's own translated vocabulary (catalog_vocabulary, written at import by the store's provider
 *   model: vocabulary.ts) names the catalog word ("cutting board" → "tabla" in a Spanish catalog);
 * - otherwise, for a catalog that is not in English, the shopping lexicon read the other way (English → the catalog's
 *   language: src/shared/lexicon/) gives the candidates ("water bottle" → "botella de agua"; "headphones" →
 *   "auriculares" or "cascos"), and the one the catalog uses most wins;
 * - an English function word the catalog does not use is left out ("for", "with": the Spanish configuration would
 *   keep them as words no product has).
 *
 * English word order is kept ("wireless headphones" → "inalámbricos auriculares"): the re-ranker reads the product
 * kind as the last word before a preposition, and the Spanish configuration stems each word alike in any order.
 * Colours and sizes keep their English canonical names as constraints; {@link catalogColorSpellings} and
 * {@link catalogSizeSpellings} add the catalog language's spellings that the filters look for ("black" → "negro",
 * "negra"…).
 */
import { stemmer as porterStem } from 'stemmer';
import { germanCompoundParts } from '../../shared/lexicon/compounds.ts';
import { foldText } from '../../shared/lexicon/fold.ts';
import { FUNCTION_WORDS } from '../../shared/lexicon/function-words.ts';
import { LEXICON_LANGUAGES, lexiconEntries, lexiconOf, type LexiconLanguage } from '../../shared/lexicon/index.ts';
import { colorSpellings, COLOR_VOCABULARY, escapeRe, normalizeText, sizeOfWord, sizeSpellings } from './constraints.ts';

/** Languages a catalog can be written in (ISO 639-1): English and the five languages with a shopping lexicon. */
export const CATALOG_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it'] as const;
/** A catalog language. */
export type CatalogLanguage = (typeof CATALOG_LANGUAGES)[number];

/** PostgreSQL's text-search configuration (Snowball stemmer and stop words) of each catalog language. */
export const SEARCH_CONFIGS: Record<CatalogLanguage, string> = {
  en: 'english', es: 'spanish', fr: 'french', de: 'german', pt: 'portuguese', it: 'italian',
};

/** Whether a string is a catalog language. */
export function isCatalogLanguage(lang: string): lang is CatalogLanguage {
  return (CATALOG_LANGUAGES as readonly string[]).includes(lang);
}

/**
 * SQL (a `regconfig` value) for the text-search configuration of the catalog of the store whose id is the SQL
 * parameter `storeParam` ('english' for a store without a catalog_settings row). An uncorrelated sub-select, so
 * Postgres reads it once per statement.
 */
export function catalogConfigSql(storeParam: string): string {
  const cases = CATALOG_LANGUAGES.filter((l) => l !== 'en').map((l) => `WHEN '${l}' THEN '${SEARCH_CONFIGS[l]}'`).join(' ');
  return `coalesce((SELECT CASE cs.language ${cases} END FROM catalog_settings cs WHERE cs.store_id = ${storeParam}), 'english')::regconfig`;
}

/**
 * Words and phrases of other languages mapped to catalog words: `phrases` by folded phrase ("cepillo de dientes"),
 * `stems` by `lang:Snowball stem` of single words ("es:auricular"), and how many words the longest phrase has.
 */
export type ForeignTable = { phrases: Map<string, string[]>; stems: Map<string, string[]>; languages: Set<LexiconLanguage>; maxWords: number };

/** An empty {@link ForeignTable}. */
export function emptyForeignTable(): ForeignTable {
  return { phrases: new Map(), stems: new Map(), languages: new Set(), maxWords: 1 };
}

function pushTo(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

/**
 * The store's translated vocabulary (catalog_vocabulary rows: catalog `term`, the `language` it was translated into,
 * its `translations`) as a table from those translations back to the catalog words.
 */
export function foreignTableOf(rows: { language: string; term: string; translations: string[] }[]): ForeignTable {
  const table = emptyForeignTable();
  for (const r of rows) {
    for (const t of r.translations) {
      const words = wordsOf(t);
      if (!words.length) continue;
      table.maxWords = Math.max(table.maxWords, words.length);
      pushTo(table.phrases, words.join(' '), r.term);
      if (r.language === 'en') {
        pushTo(table.stems, `en:${words.map(englishStem).join(' ')}`, r.term);
      } else if (r.language in LEXICON_LANGUAGES && words.length === 1) {
        const lang = r.language as LexiconLanguage;
        table.languages.add(lang);
        pushTo(table.stems, `${lang}:${lexiconOf(lang).stem(words[0]!)}`, r.term);
      }
    }
  }
  return table;
}

/** Folded words of a text (letters and digits, with inner apostrophes and hyphens: "t-shirt", "usb-c"; numbers: "1.5", "1/2"). */
export function wordsOf(text: string): string[] {
  return foldText(normalizeText(text)).match(/[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+|[.,/]\p{N}+)*/gu) ?? [];
}

const englishStems = new Map<string, string>();
/** Porter stem of an English word (memoised), the key of English phrases in the tables. */
function englishStem(word: string): string {
  let s = englishStems.get(word);
  if (s === undefined) {
    s = /\d/.test(word) ? word : porterStem(word);
    if (englishStems.size > 50_000) englishStems.clear();
    englishStems.set(word, s);
  }
  return s;
}

/**
 * English words that name nothing (articles, prepositions, pronouns, conjunctions, auxiliaries): left out of a query to
 * a catalog in another language, whose configuration would keep them as words no product has, and never the English
 * side of a lexicon entry read the other way ("pa = for" must not turn "for" into "pa").
 */
export const ENGLISH_FUNCTION_WORDS: ReadonlySet<string> = new Set(`a an the and or but if of for to in on at by with without from about into over under up out off as than
  then so not no this that these those it its my your our their his her him them us me i you he she we they is are was were be been am do does
  did have has had can could would should will shall may might must there here what which who how where when why some any one ones very too
  also just only please`.split(/\s+/));

/** Sections of a lexicon whose English sides name things and qualities a catalog has (not requests, prices, store words). */
const CATALOG_SECTIONS = /^(colours|sizes|materials|situations|everyday words|people a gift is for|product nouns)/;

/**
 * English → `lang` from the shopping lexicon: for each English word or phrase of the sections that name things
 * ({@link CATALOG_SECTIONS}), the words of that language the lexicon maps to it, by folded phrase and by the Porter
 * stems of its words.
 */
function englishToCatalog(lang: LexiconLanguage): ForeignTable {
  const hit = lexiconTables.get(lang);
  if (hit) return hit;
  const table = emptyForeignTable();
  for (const [foreign, english, section] of lexiconEntries(lang)) {
    if (!CATALOG_SECTIONS.test(section)) continue;
    const words = wordsOf(english.replace(/^\^/, ''));
    // Only English words that name something: "pa = for" (colloquial Spanish) must not turn "for" into "pa".
    if (!foreign || words.every((w) => ENGLISH_FUNCTION_WORDS.has(w))) continue;
    table.maxWords = Math.max(table.maxWords, words.length);
    pushTo(table.phrases, words.join(' '), foreign);
    pushTo(table.stems, `en:${words.map(englishStem).join(' ')}`, foreign);
  }
  lexiconTables.set(lang, table);
  return table;
}
const lexiconTables = new Map<LexiconLanguage, ForeignTable>();

/** What {@link toCatalogLanguage} needs of a store's vocabulary (store-vocabulary.ts). */
export type CatalogWords = {
  language: CatalogLanguage;
  /** catalog word (folded, as normalizeText gives it) → products whose short fields use it */
  lexicon: Map<string, number>;
  /** search-vector lexeme → products (the catalog language's stems) */
  postings: Map<string, { length: number }>;
  /** the store's translated vocabulary */
  translated: ForeignTable;
};

/** Products of the store that use a catalog-language word (its own count, else its Snowball stem's postings). */
function catalogCount(words: CatalogWords, word: string): number {
  const own = words.lexicon.get(word) ?? 0;
  if (own || words.language === 'en') return own;
  return words.postings.get(lexiconOf(words.language).stem(word))?.length ?? 0;
}

/**
 * How much the catalog uses a candidate (a word or phrase of the catalog's language): the least-used of its content
 * words (three letters or more, not a function word), 0 when one is unused.
 */
function candidateCount(words: CatalogWords, candidate: string): number {
  const own = FUNCTION_WORDS[words.language];
  const content = wordsOf(candidate).filter((w) => w.length >= 3 && !own?.has(w));
  if (!content.length) return 0;
  return Math.min(...content.map((w) => catalogCount(words, w)));
}

/** The candidates of a span of words in a table: by folded phrase, else (a single word) by stem in each language. */
function lookup(table: ForeignTable, span: string[]): string[] {
  const exact = table.phrases.get(span.join(' '));
  if (exact) return exact;
  const english = table.stems.get(`en:${span.map(englishStem).join(' ')}`);
  if (english) return english;
  if (span.length !== 1) return [];
  for (const lang of table.languages) {
    const hit = table.stems.get(`${lang}:${lexiconOf(lang).stem(span[0]!)}`);
    if (hit) return hit;
  }
  return [];
}

/** A query mapped to the catalog's words: the text, and which of its words were translated (not to be spell-corrected). */
export type CatalogQuery = { text: string; translated: Set<string> };

/**
 * Map a query's ranking words to the words of the catalog (see the file comment). An English catalog gets the text
 * back unchanged unless a word of it was translated (always, without a translated vocabulary).
 */
export function toCatalogLanguage(words: CatalogWords, text: string): CatalogQuery {
  const translated = new Set<string>();
  const lexicon = words.language === 'en' ? null : englishToCatalog(words.language);
  if (!lexicon && words.translated.phrases.size === 0) return { text, translated };
  const tokens = wordsOf(text);
  const out: string[] = [];
  const maxWords = Math.max(words.translated.maxWords, lexicon?.maxWords ?? 1);
  const known = (w: string) => (words.lexicon.get(w) ?? 0) > 0;
  for (let i = 0; i < tokens.length;) {
    let done = false;
    for (let n = Math.min(maxWords, tokens.length - i); n >= 1 && !done; n--) {
      const span = tokens.slice(i, i + n);
      // A word (or, in an English catalog, a phrase of words) the catalog itself uses stays as typed.
      if (span.every(known) && (n === 1 || !lexicon)) continue;
      const candidates = [...lookup(words.translated, span), ...(lexicon ? lookup(lexicon, span) : [])];
      let best = '';
      let bestCount = 0;
      for (const c of candidates) {
        const count = candidateCount(words, c);
        if (count > bestCount) { best = c; bestCount = count; }
      }
      if (!best && n === 1 && lexicon && candidates.length) best = candidates[0]!;
      if (!best) continue;
      for (const w of wordsOf(best)) { out.push(w); translated.add(w); }
      i += n;
      done = true;
    }
    if (done) continue;
    const w = tokens[i]!;
    // A German compound the catalog does not use, read as its parts ("kochmesser" → koch messer: the knives are found).
    const parts = words.language === 'de' && !known(w) && catalogCount(words, w) === 0
      ? germanCompoundParts(w, (f) => catalogCount(words, f) > 0) : undefined;
    if (parts) for (const p of parts) { out.push(p); translated.add(p); }
    else if (!(lexicon && !known(w) && ENGLISH_FUNCTION_WORDS.has(w))) out.push(w);
    i++;
  }
  return { text: !lexicon && !translated.size ? text : out.join(' '), translated };
}

/**
 * The lexicon's request phrases, price words and size words of a language, read forward (folded phrase → English:
 * "busco" → i am looking for, "menos de" → under, "baratos" → cheap, "talla" → size), as one regex, longest first.
 */
function constraintPhrases(lang: LexiconLanguage): { re: RegExp; english: Map<string, string> } {
  const hit = constraintTables.get(lang);
  if (hit) return hit;
  const english = new Map<string, string>();
  for (const [foreign, value, section] of lexiconEntries(lang)) {
    const key = foldText(foreign);
    if (!value || english.has(key)) continue;
    if (/^(prices|request phrases)/.test(section) || (section.startsWith('sizes') && /^sizes?$/.test(value))) english.set(key, value);
  }
  const alternatives = [...english.keys()].sort((a, b) => b.length - a.length).map(escapeRe);
  const table = { re: new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'gu'), english };
  constraintTables.set(lang, table);
  return table;
}
const constraintTables = new Map<LexiconLanguage, { re: RegExp; english: Map<string, string> }>();

/**
 * A query to a catalog in another language with its request, price and size words in English, so that the constraint
 * parser reads them and takes them out ("busco auriculares baratos por menos de 30 euros" → "i am looking for
 * auriculares cheap under 30 euros", "talla 42" → "size 42"); what the agent passes is English already (its gloss),
 * but a provider model or the storefront's search box may pass the catalog's own language. English catalogs: unchanged.
 */
export function constraintWordsToEnglish(lang: CatalogLanguage, query: string): string {
  if (lang === 'en') return query;
  const { re, english } = constraintPhrases(lang);
  return foldText(normalizeText(query)).replace(re, (m) => english.get(m) ?? m);
}

/** Whether a folded word is a word of the catalog language's lexicon (then it is not a typo of a store word). */
export function isLexiconWord(lang: CatalogLanguage, word: string): boolean {
  return lang !== 'en' && lexiconOf(lang).folded.has(word);
}

/** Spellings of canonical colours and sizes in each language's lexicon (folded and as written). */
function attributeSpellings(lang: LexiconLanguage): { colors: Map<string, string[]>; sizes: Map<string, string[]> } {
  const hit = spellings.get(lang);
  if (hit) return hit;
  const colors = new Map<string, string[]>();
  const sizes = new Map<string, string[]>();
  for (const [foreign, english, section] of lexiconEntries(lang)) {
    if (section.startsWith('colours') && english in COLOR_VOCABULARY) {
      pushTo(colors, english, foldText(foreign));
    } else if (section.startsWith('sizes')) {
      const size = sizeOfWord(english);
      if (size) { pushTo(sizes, size, foreign); pushTo(sizes, size, foldText(foreign)); }
    }
  }
  const value = { colors, sizes };
  spellings.set(lang, value);
  return value;
}
const spellings = new Map<LexiconLanguage, ReturnType<typeof attributeSpellings>>();

/**
 * The colour words of a catalog language (unaccented spelling → canonical English colour: "negra" → black), for the
 * constraint parser to read a query in that language; empty for English (the parser's own words).
 */
export function catalogColorWords(lang: CatalogLanguage): ReadonlyMap<string, string> {
  if (lang === 'en') return NO_WORDS;
  let words = colorWords.get(lang);
  if (!words) {
    words = new Map([...attributeSpellings(lang).colors].flatMap(([color, spellings]) => spellings.map((sp) => [sp, color] as const)));
    colorWords.set(lang, words);
  }
  return words;
}
const NO_WORDS: ReadonlyMap<string, string> = new Map();
const colorWords = new Map<LexiconLanguage, ReadonlyMap<string, string>>();

/** Spellings to look for in a catalog of `lang` for a canonical colour: the English ones and the lexicon's ("negro", "negra"). */
export function catalogColorSpellings(lang: CatalogLanguage, color: string): string[] {
  if (lang === 'en') return colorSpellings(color);
  return [...new Set([...colorSpellings(color), ...(attributeSpellings(lang).colors.get(color) ?? [])])];
}

/** Spellings of a canonical size in a catalog of `lang`: the English ones and the lexicon's ("pequeño" for S). */
export function catalogSizeSpellings(lang: CatalogLanguage, size: string): string[] {
  if (lang === 'en') return sizeSpellings(size);
  return [...new Set([...sizeSpellings(size), ...(attributeSpellings(lang).sizes.get(size) ?? [])])];
}
