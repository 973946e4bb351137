/**
 * A catalog's vocabulary translated once at import by the store's provider model (issue 16 item 2): the words the
 * catalog names its products with — from titles, product types, categories and tags — are sent to the model in
 * batches, with a title that uses each word, and what a shopper writing each language the store serves would call
 * them is kept with the catalog (catalog_vocabulary). Search maps a shopper's word the catalog does not use back to
 * the catalog's word (search/catalog-language.ts): "cutting board" finds "Tabla de cortar de bambú" in a Spanish
 * catalog, "hervidor" finds "Electric Kettle" in an English one, where the shopping lexicon has no entry.
 *
 * Only words not asked before are sent (a re-import asks for new words and new languages only; a word the model had
 * no translation for is kept with none, so it is not asked again). The model is
 * reached through {@link CompleteText}, which the wiring builds from the store's own model or the operator's
 * (agent/models/vocabulary-translator.ts); without a provider model nothing is translated.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/index.ts';
import type { Logger } from '../shared/logger.ts';
import { foldText } from '../shared/lexicon/fold.ts';
import { FUNCTION_WORDS } from '../shared/lexicon/function-words.ts';
import { getCatalogLanguage } from './catalog-settings.ts';
import { catalogSettings, catalogVocabulary } from './schema.ts';
import { ENGLISH_FUNCTION_WORDS, isCatalogLanguage, wordsOf, type CatalogLanguage } from './search/catalog-language.ts';
import { getStoreVocabulary, invalidateStoreVocabulary } from './search/store-vocabulary.ts';

/** One chat message to a provider model. */
export type ChatMessage = { role: 'system' | 'user'; content: string };
/** A provider model's completion: the messages in, the text of its answer out. */
export type CompleteText = (messages: ChatMessage[]) => Promise<string>;
/**
 * A store's vocabulary translator: its provider model (`model`, "openai:gpt-4o-mini", recorded with each row), the
 * languages the store serves (ISO 639-1) and the completion; `finish`, when given, is called once the translation ended
 * (with its report), e.g. to write the trace that holds the requests' token usage.
 */
export type VocabularyTranslator = {
  model: string; languages: readonly string[]; complete: CompleteText; finish?: (report: VocabularyReport) => Promise<void>;
};
/** The translator of a store, or null when the store has no provider model (the built-in model only). */
export type VocabularyTranslatorFor = (storeId: string) => Promise<VocabularyTranslator | null>;

/** Name (and intent) of the trace that records one translation's requests and their token usage. */
export const VOCABULARY_TRACE_NAME = 'catalog_vocabulary';

/** Catalog words translated at most (the most used first): ~25 requests for five languages at {@link TERMS_PER_REQUEST}. */
export const MAX_VOCABULARY_TERMS = 1500;
/** Words per request to the model. */
export const TERMS_PER_REQUEST = 120;
/**
 * Milliseconds one import spends translating at most (default of {@link translateCatalogVocabulary}'s `budgetMs`): a
 * slow or hanging provider must not keep the import job past its expiry; the words left are asked at the next import.
 */
export const VOCABULARY_BUDGET_MS = 4 * 60_000;
/** Translations kept per word and language, and their longest length. */
const MAX_TRANSLATIONS = 5;
const MAX_TRANSLATION_CHARS = 60;

const LANGUAGE_NAMES: Record<CatalogLanguage, string> = { en: 'English', es: 'Spanish', fr: 'French', de: 'German', pt: 'Portuguese', it: 'Italian' };

/**
 * What {@link translateCatalogVocabulary} did: words asked and translated, requests made and failed (first errors
 * kept), and words left for the next import when the time budget ran out (`deferred`).
 */
export type VocabularyReport = {
  model: string; catalogLanguage: CatalogLanguage; languages: CatalogLanguage[]; terms: number; asked: number;
  translated: number; requests: number; failed: number; deferred: number; errors: string[];
};

/**
 * The words of a catalog worth translating, the most used first (at most {@link MAX_VOCABULARY_TERMS}): letters
 * only, three or more, from titles, product types, categories and tags; not function words of the catalog's language,
 * not brand names. Each comes with the first title that uses it, as context for the model.
 */
export function catalogTerms(products: { title: string; product_type: string; category: string[]; tags: string[]; vendor: string }[], language: CatalogLanguage): { term: string; example: string }[] {
  const stop = new Set([...(language === 'en' ? [] : FUNCTION_WORDS[language] ?? []), ...ENGLISH_FUNCTION_WORDS]);
  const brands = new Set(products.flatMap((p) => wordsOf(p.vendor)));
  const count = new Map<string, number>();
  const example = new Map<string, string>();
  for (const p of products) {
    const words = new Set(wordsOf(`${p.title} ${p.product_type} ${p.category.join(' ')} ${p.tags.join(' ')}`));
    for (const w of words) {
      if (w.length < 3 || !/^\p{L}+$/u.test(w) || stop.has(w) || brands.has(w)) continue;
      count.set(w, (count.get(w) ?? 0) + 1);
      if (!example.has(w) && wordsOf(p.title).includes(w)) example.set(w, p.title.slice(0, 80));
    }
  }
  return [...count].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, MAX_VOCABULARY_TERMS)
    .map(([term]) => ({ term, example: example.get(term) ?? '' }));
}

/** The instructions of a translation request. */
function systemPrompt(from: CatalogLanguage, to: CatalogLanguage[]): string {
  return `You translate the vocabulary of an online store's product catalog, which is written in ${LANGUAGE_NAMES[from]}. `
    + `For each catalog word, give the words a shopper writing ${to.map((l) => `${LANGUAGE_NAMES[l]} (${l})`).join(', ')} would type to search for what it names: `
    + `up to ${MAX_TRANSLATIONS} single words or short phrases per language, lower case, the most common first. The example title shows how the catalog uses the word. `
    + 'Leave out words you cannot translate (brand names, codes). Answer with one JSON object only, no prose: '
    + '{"<catalog word>": {"<language code>": ["<translation>", …], …}, …}';
}

const AnswerSchema = z.record(z.string(), z.record(z.string(), z.union([z.array(z.unknown()), z.string()])));

/**
 * The translations in a model's answer: the JSON object in it (code fences and prose around it ignored), kept only for
 * the asked `terms` and `languages`; each translation trimmed, lower case, at most {@link MAX_TRANSLATION_CHARS}
 * characters, at most {@link MAX_TRANSLATIONS} per word and language, words identical to the catalog word dropped.
 * @throws Error when the answer holds no JSON object of that shape
 */
export function parseTranslations(answer: string, terms: readonly string[], languages: readonly string[]): Map<string, Map<string, string[]>> {
  const start = answer.indexOf('{');
  const end = answer.lastIndexOf('}');
  if (start < 0 || end < start) throw new Error('no JSON object in the answer');
  const parsed = AnswerSchema.safeParse(JSON.parse(answer.slice(start, end + 1)));
  if (!parsed.success) throw new Error('the answer is not {word: {language: [translations]}}');
  const asked = new Map(terms.map((t) => [foldText(t), t]));
  const out = new Map<string, Map<string, string[]>>();
  for (const [key, byLanguage] of Object.entries(parsed.data)) {
    const term = asked.get(foldText(key.trim()));
    if (!term) continue;
    for (const [lang, value] of Object.entries(byLanguage)) {
      if (!languages.includes(lang)) continue;
      const list = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string')
        .map((v) => v.trim().toLowerCase().replace(/\s+/g, ' ')).filter((v) => v && v.length <= MAX_TRANSLATION_CHARS && foldText(v) !== term);
      const unique = [...new Set(list)].slice(0, MAX_TRANSLATIONS);
      if (!unique.length) continue;
      let forTerm = out.get(term);
      if (!forTerm) { forTerm = new Map(); out.set(term, forTerm); }
      forTerm.set(lang, unique);
    }
  }
  return out;
}

/**
 * Translate the catalog's words not yet translated into the languages the store serves (other than the catalog's),
 * with the store's provider model, and keep them with the catalog; the store's search vocabulary is reloaded. A
 * request that fails or answers something unreadable is counted and skipped (its words are asked again at the next
 * import); the others are kept. No request starts after `budgetMs` (the rest is `deferred` to the next import).
 * The translator's `finish` is called at the end, whatever happened.
 */
export async function translateCatalogVocabulary(database: Database, storeId: string, translator: VocabularyTranslator, budgetMs = VOCABULARY_BUDGET_MS): Promise<VocabularyReport> {
  const deadline = Date.now() + budgetMs;
  const catalogLanguage = await getCatalogLanguage(database, storeId);
  const report: VocabularyReport = { model: translator.model, catalogLanguage, languages: [], terms: 0, asked: 0, translated: 0, requests: 0, failed: 0, deferred: 0, errors: [] };
  try {
    await translateInto(database, storeId, translator, report, deadline);
  } finally {
    await translator.finish?.(report);
  }
  return report;
}

/** {@link translateCatalogVocabulary}'s work, filling in `report`. */
async function translateInto(database: Database, storeId: string, translator: VocabularyTranslator, report: VocabularyReport, deadline: number): Promise<void> {
  const { catalogLanguage } = report;
  const languages = [...new Set(translator.languages)].filter((l): l is CatalogLanguage => isCatalogLanguage(l) && l !== catalogLanguage);
  report.languages = languages;
  if (!languages.length) return;
  const vocab = await getStoreVocabulary(database, storeId);
  const terms = catalogTerms(vocab.products, catalogLanguage);
  report.terms = terms.length;
  const done = await database.pool.query<{ language: string; term: string }>(
    'SELECT language, term FROM catalog_vocabulary WHERE store_id = $1 AND language = ANY($2::text[])', [storeId, languages]);
  const have = new Set(done.rows.map((r) => `${r.language}:${r.term}`));
  const missing = terms.filter((t) => languages.some((l) => !have.has(`${l}:${t.term}`)));
  report.asked = missing.length;
  for (let i = 0; i < missing.length; i += TERMS_PER_REQUEST) {
    if (Date.now() > deadline) { report.deferred = missing.length - i; break; }
    const batch = missing.slice(i, i + TERMS_PER_REQUEST);
    const wanted = languages.filter((l) => batch.some((t) => !have.has(`${l}:${t.term}`)));
    report.requests++;
    let translations: Map<string, Map<string, string[]>>;
    try {
      const answer = await translator.complete([
        { role: 'system', content: systemPrompt(catalogLanguage, wanted) },
        { role: 'user', content: JSON.stringify({ catalog_language: catalogLanguage, languages: wanted, words: batch.map((t) => ({ word: t.term, example: t.example })) }) },
      ]);
      translations = parseTranslations(answer, batch.map((t) => t.term), wanted);
    } catch (e) {
      report.failed++;
      if (report.errors.length < 5) report.errors.push((e as Error).message.slice(0, 200));
      continue;
    }
    // Every word asked is kept, with no translation when the model had none (a brand, a code): asked once only.
    const rows = batch.flatMap(({ term }) => wanted.filter((lang) => !have.has(`${lang}:${term}`))
      .map((language) => ({ storeId, language, term, translations: translations.get(term)?.get(language) ?? [], model: translator.model })));
    await database.db.insert(catalogVocabulary).values(rows).onConflictDoUpdate({
      target: [catalogVocabulary.storeId, catalogVocabulary.language, catalogVocabulary.term],
      set: { translations: sql`excluded.translations`, model: sql`excluded.model`, createdAt: sql`now()` },
    });
    report.translated += new Set(rows.filter((r) => r.translations.length).map((r) => r.term)).size;
  }
  await database.db.insert(catalogSettings).values({ storeId, language: catalogLanguage, vocabularyModel: translator.model, vocabularyTranslatedAt: new Date() })
    .onConflictDoUpdate({ target: catalogSettings.storeId, set: { vocabularyModel: translator.model, vocabularyTranslatedAt: new Date(), updatedAt: new Date() } });
  invalidateStoreVocabulary(storeId);
}


/**
 * After products were written (a catalog import, a Shopify catalog sync): the catalog's words not asked before
 * translated by the store's provider model, when it has one ({@link translateCatalogVocabulary}; a second call asks
 * for nothing already asked, so a retried import or sync costs no request). A failure is logged and never thrown: the
 * products are written, and the next import or sync asks again. Returns the report, or null when nothing was asked of
 * a model (no translator, no provider model, or a failure before the first request).
 */
export async function translateNewVocabulary(database: Database, storeId: string, translatorFor: VocabularyTranslatorFor | undefined, logger: Logger): Promise<VocabularyReport | null> {
  if (!translatorFor) return null;
  try {
    const translator = await translatorFor(storeId);
    if (!translator) return null;
    const report = await translateCatalogVocabulary(database, storeId, translator);
    if (report.failed) logger.warn({ storeId, ...report }, 'catalog vocabulary: some translation requests failed');
    else logger.info({ storeId, ...report, errors: undefined }, 'catalog vocabulary translated');
    return report;
  } catch (e) {
    logger.warn({ storeId, err: e }, 'catalog vocabulary not translated');
    return null;
  }
}
