/**
 * Articles imported from a platform (Shopify's shop policies): the platform's pages are the source of truth, and each
 * sync makes the store's imported articles equal to them, keyed by the platform's id of the page (`external_id`).
 *
 * - A page not seen before becomes an article (`source` = the platform, its topic tags, its public `url`).
 * - A page seen before updates its article in place (same id, so links and traces keep pointing at it) — only when its
 *   title, body, url or language differ, so an unchanged page keeps its `updated_at` and digest. Tags are set once, at creation:
 *   staff may retag an imported article and a sync keeps their tags.
 * - An imported article whose page the platform no longer has is deleted (with its translations).
 * - Articles written in Aisle (`source` aisle) are never read, changed nor deleted here.
 * - Translations: the platform's translation of a page into a locale replaces the imported one (`source` = the platform),
 *   recording the article's digest when the platform says it is current and none when the platform marks it outdated
 *   (so Aisle shows it outdated and the agent does not answer from it). A translation staff saved in Aisle is never
 *   replaced; an imported translation the platform no longer has is deleted.
 * Everything for one store runs in one transaction: a failed sync leaves the articles as they were.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { knowledgeArticles, knowledgeArticleTranslations, type ArticleSource } from './schema.ts';
import { normalizeTags } from './service.ts';
import { isTranslationLocale } from './translations.ts';

/** A translation of an imported page: `current` false = the platform marks it outdated (made from an older text). */
export type ImportedTranslation = { locale: string; title: string; body: string; current: boolean };

/**
 * A page of the platform as an article: `externalId` the platform's id (e.g. `gid://shopify/ShopPolicy/1`), `title`
 * and Markdown `body` in `language` (ISO 639-1: the shop's primary language), `tags` (topics, used at creation only),
 * `url` its public URL, and its translations (locales of TRANSLATION_LOCALES; others are skipped).
 */
export type ImportedPage = {
  externalId: string; title: string; body: string; language: string; tags: string[]; url: string | null; translations: ImportedTranslation[];
};

/** What {@link syncImportedArticles} did (counts of articles and of translations written or deleted). */
export type ImportSummary = { created: number; updated: number; unchanged: number; removed: number; translationsWritten: number; translationsRemoved: number };

/** Slug of an imported page: the platform and the title's words, plus a random suffix (unique per store). */
function slugOf(source: ArticleSource, title: string): string {
  const base = title.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 50) || 'page';
  return `${source}-${base}-${randomBytes(3).toString('hex')}`;
}

/**
 * Make a store's articles imported from `source` equal to `pages` (see the module comment). `pages` is the platform's
 * whole list: an imported article missing from it is deleted. Bodies are trimmed; a page with an empty body is treated
 * as absent (Shopify lists a policy the merchant has not written with an empty body).
 */
export async function syncImportedArticles(database: Database, storeId: string, source: Exclude<ArticleSource, 'aisle'>, pages: ImportedPage[]): Promise<ImportSummary> {
  const summary: ImportSummary = { created: 0, updated: 0, unchanged: 0, removed: 0, translationsWritten: 0, translationsRemoved: 0 };
  const wanted = pages.map((p) => ({ ...p, title: p.title.trim(), body: p.body.trim() })).filter((p) => p.title && p.body);
  await database.db.transaction(async (tx) => {
    const mine = and(eq(knowledgeArticles.storeId, storeId), eq(knowledgeArticles.source, source), isNotNull(knowledgeArticles.externalId));
    const existing = await tx.select().from(knowledgeArticles).where(mine);
    const byExternal = new Map(existing.map((a) => [a.externalId!, a]));
    const gone = existing.filter((a) => !wanted.some((p) => p.externalId === a.externalId)).map((a) => a.id);
    if (gone.length) {
      await tx.delete(knowledgeArticles).where(and(mine, inArray(knowledgeArticles.id, gone)));
      summary.removed = gone.length;
    }
    for (const page of wanted) {
      const cur = byExternal.get(page.externalId);
      let article: { id: string; digest: string };
      if (!cur) {
        const [row] = await tx.insert(knowledgeArticles).values({
          storeId, slug: slugOf(source, page.title), title: page.title, body: page.body, language: page.language, tags: normalizeTags(page.tags), source, externalId: page.externalId, url: page.url,
        }).returning({ id: knowledgeArticles.id, digest: knowledgeArticles.digest });
        article = row!;
        summary.created++;
      } else if (cur.title !== page.title || cur.body !== page.body || cur.url !== page.url || cur.language !== page.language) {
        const [row] = await tx.update(knowledgeArticles).set({ title: page.title, body: page.body, url: page.url, language: page.language, updatedAt: new Date() })
          .where(and(eq(knowledgeArticles.storeId, storeId), eq(knowledgeArticles.id, cur.id))).returning({ id: knowledgeArticles.id, digest: knowledgeArticles.digest });
        article = row!;
        summary.updated++;
      } else {
        article = cur;
        summary.unchanged++;
      }
      const trs = page.translations.map((t) => ({ ...t, title: t.title.trim(), body: t.body.trim() }))
        .filter((t) => isTranslationLocale(t.locale) && t.title && t.body);
      const own = and(eq(knowledgeArticleTranslations.storeId, storeId), eq(knowledgeArticleTranslations.articleId, article.id));
      const have = await tx.select().from(knowledgeArticleTranslations).where(own);
      const staffLocales = new Set(have.filter((t) => t.source === 'aisle').map((t) => t.locale));
      const stale = have.filter((t) => t.source === source && !trs.some((x) => x.locale === t.locale)).map((t) => t.locale);
      if (stale.length) {
        await tx.delete(knowledgeArticleTranslations).where(and(own, eq(knowledgeArticleTranslations.source, source), inArray(knowledgeArticleTranslations.locale, stale)));
        summary.translationsRemoved += stale.length;
      }
      for (const t of trs) {
        if (staffLocales.has(t.locale)) continue;
        const sourceDigest = t.current ? article.digest : null;
        const prev = have.find((h) => h.locale === t.locale);
        if (prev && prev.title === t.title && prev.body === t.body && prev.sourceDigest === sourceDigest) continue;
        const values = { title: t.title, body: t.body, source, sourceDigest, updatedAt: new Date() };
        await tx.insert(knowledgeArticleTranslations).values({ articleId: article.id, storeId, locale: t.locale, ...values })
          .onConflictDoUpdate({ target: [knowledgeArticleTranslations.articleId, knowledgeArticleTranslations.locale], set: values });
        summary.translationsWritten++;
      }
    }
  });
  return summary;
}

/**
 * What a store holds from `source` now: its imported articles, their translations (imported or written in Aisle), and
 * how many of those translations are outdated (made from an older text, translations.ts `isOutdated`: the agent does
 * not answer from them) — for the platform's sync status in the admin.
 */
export type ImportedCounts = { articles: number; translations: number; outdatedTranslations: number };

/** Count a store's articles imported from `source` and their translations ({@link ImportedCounts}). */
export async function countImportedArticles(database: Database, storeId: string, source: Exclude<ArticleSource, 'aisle'>): Promise<ImportedCounts> {
  const r = await database.pool.query<{ articles: number; translations: number; outdated: number }>(
    `SELECT count(DISTINCT a.id)::int AS articles, count(t.locale)::int AS translations,
            (count(t.locale) FILTER (WHERE t.source_digest IS DISTINCT FROM a.digest))::int AS outdated
       FROM knowledge_articles a
       LEFT JOIN knowledge_article_translations t ON t.article_id = a.id AND t.store_id = a.store_id
      WHERE a.store_id = $1 AND a.source = $2 AND a.external_id IS NOT NULL`, [storeId, source]);
  const row = r.rows[0];
  return { articles: row?.articles ?? 0, translations: row?.translations ?? 0, outdatedTranslations: row?.outdated ?? 0 };
}
