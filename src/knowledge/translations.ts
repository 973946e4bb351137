/**
 * Translations of knowledge articles, keyed by locale (Shopify's model: a translation of a resource for one locale).
 * A store keeps the article as written (in its own language) and, per locale, a title and Markdown body in that
 * language; the agent's get_policy reads the one in the shopper's language when there is one. Every query is scoped
 * to the store: another store's article answers not_found, exactly as a missing one.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { AppError } from '../shared/errors.ts';
import { LEXICON_LANGUAGES } from '../shared/lexicon/index.ts';
import { knowledgeArticles, knowledgeArticleTranslations } from './schema.ts';

/**
 * Locales an article can be translated into: the languages the agent answers in (ISO 639-1: English and the five with a
 * lexicon, docs/languages.md). A translation in another language would never be read, so the admin API refuses it
 * (`unknown_locale`).
 */
export const TRANSLATION_LOCALES = ['en', ...Object.keys(LEXICON_LANGUAGES)] as readonly string[];

/** Is `locale` one of {@link TRANSLATION_LOCALES} (lower-case ISO 639-1)? */
export function isTranslationLocale(locale: string): boolean {
  return TRANSLATION_LOCALES.includes(locale);
}

/** A translation as services return it. `updatedAt` is when it was last saved. */
export type ArticleTranslation = typeof knowledgeArticleTranslations.$inferSelect;

/**
 * Title and Markdown body of a translation (validated at the edge: the same limits as the article, ARTICLE_LIMITS). A
 * field left out keeps the saved translation's text (a new translation needs both).
 */
export type TranslationInput = { title?: string | undefined; body?: string | undefined };

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The article `id` of the store (its digest), or throw not_found (unknown id, non-uuid id, another store's article). */
async function requireArticle(database: Database, storeId: string, id: string): Promise<{ digest: string }> {
  if (!UUID_RE.test(id)) throw new AppError('not_found', 'No such article');
  const rows = await database.db.select({ digest: knowledgeArticles.digest }).from(knowledgeArticles)
    .where(and(eq(knowledgeArticles.storeId, storeId), eq(knowledgeArticles.id, id))).limit(1);
  if (!rows[0]) throw new AppError('not_found', 'No such article');
  return rows[0];
}

/**
 * Is a translation outdated: was the article's text (title and body) different when it was saved? Compares the
 * digest the translation recorded with the article's digest now (schema.ts); a translation without one is outdated.
 * A tag edit, or saving the same text again, changes nothing.
 */
export function isOutdated(translation: Pick<ArticleTranslation, 'sourceDigest'>, article: { digest: string }): boolean {
  return translation.sourceDigest !== article.digest;
}

/** An article's translations, by locale (a-z). @throws AppError not_found (unknown article or another store's) */
export async function listTranslations(database: Database, storeId: string, articleId: string): Promise<ArticleTranslation[]> {
  await requireArticle(database, storeId, articleId);
  return database.db.select().from(knowledgeArticleTranslations)
    .where(and(eq(knowledgeArticleTranslations.storeId, storeId), eq(knowledgeArticleTranslations.articleId, articleId)))
    .orderBy(knowledgeArticleTranslations.locale);
}

/**
 * Create or replace the translation of an article into `locale` (title and body trimmed), written by staff (`source`
 * aisle: an import never replaces it) and made from the article as it is now (it records the article's digest, so it
 * is not outdated until the article's text changes). A field left out of `input` keeps the saved translation's text, so
 * `{}` confirms an existing translation as it is.
 * @throws AppError invalid_request (locale not in {@link TRANSLATION_LOCALES}; `required`: title or body left out of a
 * new translation), not_found (unknown article or another store's)
 */
export async function setTranslation(database: Database, storeId: string, articleId: string, locale: string, input: TranslationInput): Promise<ArticleTranslation> {
  if (!isTranslationLocale(locale)) {
    throw new AppError('invalid_request', `locale: must be one of ${TRANSLATION_LOCALES.join(', ')}`, {
      extra: { errors: [{ path: 'locale', code: 'unknown_locale', message: `must be one of ${TRANSLATION_LOCALES.join(', ')}` }] },
    });
  }
  const article = await requireArticle(database, storeId, articleId);
  let title = input.title?.trim();
  let body = input.body?.trim();
  if (title === undefined || body === undefined) {
    const [saved] = await database.db.select({ title: knowledgeArticleTranslations.title, body: knowledgeArticleTranslations.body }).from(knowledgeArticleTranslations).where(and(
      eq(knowledgeArticleTranslations.storeId, storeId), eq(knowledgeArticleTranslations.articleId, articleId), eq(knowledgeArticleTranslations.locale, locale),
    )).limit(1);
    title ??= saved?.title;
    body ??= saved?.body;
    const missing = [...(title === undefined ? ['title'] : []), ...(body === undefined ? ['body'] : [])];
    if (missing.length) {
      const message = 'required for a new translation';
      throw new AppError('invalid_request', missing.map((m) => `${m}: ${message}`).join('; '), {
        extra: { errors: missing.map((path) => ({ path, code: 'required', message })) },
      });
    }
  }
  const values = { title: title!, body: body!, source: 'aisle' as const, sourceDigest: article.digest, updatedAt: new Date() };
  const rows = await database.db.insert(knowledgeArticleTranslations).values({ articleId, storeId, locale, ...values })
    .onConflictDoUpdate({ target: [knowledgeArticleTranslations.articleId, knowledgeArticleTranslations.locale], set: values }).returning();
  return rows[0]!;
}

/** Delete the translation of an article into `locale`. @throws AppError not_found (no such translation, article, or another store's) */
export async function deleteTranslation(database: Database, storeId: string, articleId: string, locale: string): Promise<void> {
  if (!UUID_RE.test(articleId)) throw new AppError('not_found', 'No such translation');
  const rows = await database.db.delete(knowledgeArticleTranslations).where(and(
    eq(knowledgeArticleTranslations.storeId, storeId), eq(knowledgeArticleTranslations.articleId, articleId), eq(knowledgeArticleTranslations.locale, locale),
  )).returning({ locale: knowledgeArticleTranslations.locale });
  if (!rows[0]) throw new AppError('not_found', 'No such translation');
}

/** The translations into `locale` of some of a store's articles, by article id (articles without one are absent). */
export async function translationsOf(database: Database, storeId: string, articleIds: string[], locale: string): Promise<Map<string, ArticleTranslation>> {
  if (articleIds.length === 0 || !isTranslationLocale(locale)) return new Map();
  const rows = await database.db.select().from(knowledgeArticleTranslations).where(and(
    eq(knowledgeArticleTranslations.storeId, storeId), eq(knowledgeArticleTranslations.locale, locale), inArray(knowledgeArticleTranslations.articleId, articleIds),
  ));
  return new Map(rows.map((r) => [r.articleId, r]));
}

/**
 * Locales each of a store's articles is translated into (a-z), by article id, and which of them are outdated
 * ({@link isOutdated}): the admin's list shows them.
 */
export async function translatedLocales(database: Database, storeId: string): Promise<Map<string, { locales: string[]; outdated: string[] }>> {
  const rows = await database.db.select({
    articleId: knowledgeArticleTranslations.articleId, locale: knowledgeArticleTranslations.locale,
    sourceDigest: knowledgeArticleTranslations.sourceDigest, digest: knowledgeArticles.digest,
  }).from(knowledgeArticleTranslations)
    .innerJoin(knowledgeArticles, and(eq(knowledgeArticles.id, knowledgeArticleTranslations.articleId), eq(knowledgeArticles.storeId, storeId)))
    .where(eq(knowledgeArticleTranslations.storeId, storeId)).orderBy(knowledgeArticleTranslations.locale);
  const out = new Map<string, { locales: string[]; outdated: string[] }>();
  for (const r of rows) {
    const entry = out.get(r.articleId) ?? { locales: [], outdated: [] };
    entry.locales.push(r.locale);
    if (isOutdated(r, r)) entry.outdated.push(r.locale);
    out.set(r.articleId, entry);
  }
  return out;
}
