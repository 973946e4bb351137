/**
 * Knowledge articles (policies, FAQ) and their retrieval for the agent's get_policy tool.
 * Retrieval: Postgres full-text over title (A) and body (B), with a trigram fallback on the title.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { AppError } from '../shared/errors.ts';
import { LEXICON_LANGUAGES } from '../shared/lexicon/index.ts';
import { findStoreById } from '../stores/index.ts';
import type { GetPolicyResult } from './contracts.ts';
import { focusSentences } from './focus.ts';
import { knowledgeArticles } from './schema.ts';
import { isOutdated, translationsOf } from './translations.ts';

/** An article as services return it. */
export type KnowledgeArticle = typeof knowledgeArticles.$inferSelect;

/** Input of {@link upsertArticle}; `slug` identifies the article within its store; `language` (ISO 639-1) default en. */
export type ArticleInput = { slug: string; title: string; body: string; tags?: string[]; demo?: boolean; language?: string };

/** Create or replace an article of a store by slug. */
export async function upsertArticle(database: Database, storeId: string, input: ArticleInput): Promise<KnowledgeArticle> {
  const existing = await database.db.select().from(knowledgeArticles)
    .where(and(eq(knowledgeArticles.storeId, storeId), eq(knowledgeArticles.slug, input.slug))).limit(1);
  const values = { title: input.title, body: input.body, tags: input.tags ?? [], demo: input.demo ?? false, ...(input.language ? { language: input.language } : {}), updatedAt: new Date() };
  if (existing[0]) {
    const rows = await database.db.update(knowledgeArticles).set(values).where(eq(knowledgeArticles.id, existing[0].id)).returning();
    return rows[0]!;
  }
  const rows = await database.db.insert(knowledgeArticles).values({ storeId, slug: input.slug, ...values }).returning();
  return rows[0]!;
}

/** Limits of an article (PRODUCT.md §5 leaves them to us): characters after trimming; tags lower-cased. */
export const ARTICLE_LIMITS = { titleMax: 200, bodyMax: 20_000, tagsMax: 20, tagMax: 40 } as const;

/**
 * Staff edits of an article (already validated at the edge against {@link ARTICLE_LIMITS}); `language`: ISO 639-1 of the
 * language title and body are written in (default: the store's language).
 */
export type ArticleEdit = { title: string; body: string; tags: string[]; language?: string | undefined };

/**
 * A change to an article (validated at the edge against {@link ARTICLE_LIMITS}): a field left out keeps its value, so
 * tags can be changed without sending the body (an imported policy's body may be longer than the editor's limit).
 */
export type ArticleChange = { title?: string | undefined; body?: string | undefined; tags?: string[] | undefined; language?: string | undefined };

/** The language of a store's own texts, from its locale ("es-ES" → "es"); en for a store without one. */
export async function storeLanguageOf(database: Database, storeId: string): Promise<string> {
  const locale = (await findStoreById(database, storeId))?.locale ?? 'en';
  return /^[a-z]{2,3}(?:[-_]|$)/i.test(locale) ? locale.slice(0, locale.search(/[-_]|$/)).toLowerCase() : 'en';
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Tags as stored: trimmed, lower-case, distinct, in the given order. */
export function normalizeTags(tags: string[]): string[] {
  return [...new Set(tags.map((t) => t.trim().toLowerCase()).filter(Boolean))];
}

/** Slug from a title (a-z0-9 words joined by "-", at most 60 characters) plus a random suffix, unique per store. */
function slugFor(title: string): string {
  const base = title.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'article';
  return `${base}-${randomBytes(3).toString('hex')}`;
}

/** One article of a store, or null (unknown id, another store's article, non-uuid id). */
export async function getArticle(database: Database, storeId: string, id: string): Promise<KnowledgeArticle | null> {
  if (!UUID_RE.test(id)) return null;
  const rows = await database.db.select().from(knowledgeArticles)
    .where(and(eq(knowledgeArticles.storeId, storeId), eq(knowledgeArticles.id, id))).limit(1);
  return rows[0] ?? null;
}

/** Create an article written by staff (a slug is derived from the title; written in the store's language unless told). */
export async function createArticle(database: Database, storeId: string, edit: ArticleEdit): Promise<KnowledgeArticle> {
  const rows = await database.db.insert(knowledgeArticles).values({
    storeId, slug: slugFor(edit.title), title: edit.title.trim(), body: edit.body.trim(), tags: normalizeTags(edit.tags),
    language: edit.language ?? await storeLanguageOf(database, storeId),
  }).returning();
  return rows[0]!;
}

/**
 * The 409 of an edit or delete of an imported article (`source` not aisle): its text is the platform's (Shopify's shop
 * policy), kept equal to it by every sync, so it is changed or removed there. Problem+json `errors[0].code`
 * `managed_by_platform` at `path`.
 */
function managedByPlatform(article: KnowledgeArticle, path: string): AppError {
  const message = `This page is imported from ${article.source === 'shopify' ? 'Shopify' : article.source} (${article.url ?? 'its policies'}); change it there and it is updated at the next sync`;
  return new AppError('conflict', message, { extra: { errors: [{ path, code: 'managed_by_platform', message }] } });
}

/**
 * Change an article's title, body, tags and language; a field left out of `change` keeps its value. An imported article
 * (`source` not aisle) takes new tags only: its title, body and language are the platform's, and a different one is
 * refused (the same one, sent back, is accepted).
 * @throws AppError not_found (unknown id or another store's article), conflict `managed_by_platform` (an imported
 * article's title, body or language changed)
 */
export async function updateArticle(database: Database, storeId: string, id: string, change: ArticleChange): Promise<KnowledgeArticle> {
  const current = await getArticle(database, storeId, id);
  if (!current) throw new AppError('not_found', 'No such article');
  const title = change.title?.trim() ?? current.title;
  const body = change.body?.trim() ?? current.body;
  const language = change.language ?? current.language;
  if (current.source !== 'aisle') {
    if (title !== current.title) throw managedByPlatform(current, 'title');
    if (body !== current.body) throw managedByPlatform(current, 'body');
    if (language !== current.language) throw managedByPlatform(current, 'language');
  }
  const tags = change.tags ? normalizeTags(change.tags) : current.tags;
  const rows = await database.db.update(knowledgeArticles)
    .set({ title, body, tags, language, demo: false, updatedAt: new Date() })
    .where(and(eq(knowledgeArticles.storeId, storeId), eq(knowledgeArticles.id, id))).returning();
  if (!rows[0]) throw new AppError('not_found', 'No such article');
  return rows[0];
}

/**
 * Delete an article written in Aisle (an imported one is removed by the sync once the platform no longer has it).
 * @throws AppError not_found (unknown id or another store's article), conflict `managed_by_platform` (an imported article)
 */
export async function deleteArticle(database: Database, storeId: string, id: string): Promise<void> {
  const current = await getArticle(database, storeId, id);
  if (!current) throw new AppError('not_found', 'No such article');
  if (current.source !== 'aisle') throw managedByPlatform(current, 'id');
  const rows = await database.db.delete(knowledgeArticles)
    .where(and(eq(knowledgeArticles.storeId, storeId), eq(knowledgeArticles.id, id))).returning({ id: knowledgeArticles.id });
  if (!rows[0]) throw new AppError('not_found', 'No such article');
}

/** List a store's articles, newest first. */
export async function listArticles(database: Database, storeId: string): Promise<KnowledgeArticle[]> {
  return database.db.select().from(knowledgeArticles).where(eq(knowledgeArticles.storeId, storeId))
    .orderBy(sql`${knowledgeArticles.updatedAt} desc`);
}

/** Topic words that name an article's subject (synonyms the shopper uses), by tag. */
const TOPIC_SYNONYMS: Record<string, string[]> = {
  shipping: ['ship', 'shipping', 'delivery', 'deliver', 'arrive', 'when', 'long', 'postage', 'dispatch', 'international', 'courier'],
  returns: ['return', 'returns', 'refund', 'exchange', 'send back', 'money back', 'cancel', 'warranty'],
  payment: ['pay', 'payment', 'card', 'paypal', 'invoice', 'charge', 'charged', 'billing', 'installments', 'methods'],
  contact: ['contact', 'phone', 'email', 'call', 'reach', 'human', 'person', 'support', 'hours', 'address'],
};

/** PostgreSQL text search configuration of a translation locale (PostgreSQL ships one per lexicon language). */
const TS_CONFIG: Record<string, string> = { en: 'english', ...LEXICON_LANGUAGES };

/**
 * Rank a store's articles for a topic or question: full-text rank plus a tag match from
 * {@link TOPIC_SYNONYMS} (2 when the tag is in the topic's head — the text before a colon, "returns and refunds: …" —
 * else 1 when it is anywhere in the topic). With `opts.lang` (a translation locale), an article's translation into it
 * is ranked too, in that language's text search configuration, against `opts.question` (the shopper's own words; else
 * the topic) with any of its words counting (OR: a whole question rarely has every word on one page; that rank is
 * normalised to rank/(rank+1), as many shared words — "días" three times on a delivery page — must not outweigh the
 * policy the question asks about), and the better of the two ranks counts. Returns at most `limit` (default 2) articles with a plain-text excerpt
 * (<= 600 chars) of the article as written.
 */
export async function searchArticles(database: Database, storeId: string, topic: string, limit = 2, opts: { lang?: string; question?: string } = {}): Promise<Array<KnowledgeArticle & { excerpt: string; score: number }>> {
  const all = await listArticles(database, storeId);
  if (all.length === 0) return [];
  const q = topic.toLowerCase();
  // "returns and refunds: can she swap it for a bigger one without paying again?" — the part before the colon names the
  // policy; its tags count twice as much as a word of the question ("paying" must not win payment methods).
  const head = q.includes(':') ? q.slice(0, q.indexOf(':')) : q;
  const lang = opts.lang;
  const config = lang ? TS_CONFIG[lang] : undefined;
  const words = (text: string) => text.replace(/[^\p{L}\p{N}\s]/gu, ' ');
  const ranks = await database.pool.query<{ id: string; rank: number }>(
    `SELECT a.id, greatest(
              ts_rank_cd(setweight(to_tsvector('english', a.title), 'A') || setweight(to_tsvector('english', a.body), 'B'), websearch_to_tsquery('english', $2)),
              coalesce(ts_rank_cd(setweight(to_tsvector($3::regconfig, t.title), 'A') || setweight(to_tsvector($3::regconfig, t.body), 'B'),
                                replace(plainto_tsquery($3::regconfig, $5)::text, '&', '|')::tsquery, 32), 0)
            ) AS rank
       FROM knowledge_articles a
       LEFT JOIN knowledge_article_translations t ON t.article_id = a.id AND t.store_id = a.store_id AND t.locale = $4
      WHERE a.store_id = $1`, [storeId, words(topic), config ?? 'english', config ? lang : null, words(opts.question ?? topic)]);
  const rankById = new Map(ranks.rows.map((r) => [r.id, Number(r.rank)]));
  const scored = all.map((a) => {
    let score = rankById.get(a.id) ?? 0;
    for (const tag of a.tags) {
      const words = TOPIC_SYNONYMS[tag] ?? [tag];
      if (words.some((w) => head.includes(w))) score += 2;
      else if (words.some((w) => q.includes(w))) score += 1;
    }
    return { ...a, score, excerpt: excerptOf(a.body) };
  });
  return scored.filter((a) => a.score > 0).sort((x, y) => y.score - x.score).slice(0, limit);
}

/**
 * The get_policy answer: the store's best articles for `topic` ({@link searchArticles}, at most `limit`, default 2),
 * each in its translation into `lang` when it has one that is up to date, else as written (in its `language`, given as
 * `writtenIn`), with the sentences that answer the question (focus.ts) in the same language as the text: a translation,
 * or an article written in the shopper's language other than English, is focused with `question` (the shopper's words,
 * in `lang`); an English article with the topic after its colon (English). An outdated translation (the article's text
 * changed after it was saved, translations.ts `isOutdated`) may state a policy the store has changed: it is not used —
 * the article comes as written, with `translationOutdated` set.
 */
export async function findPolicyArticles(database: Database, storeId: string, args: { topic: string; lang?: string; question?: string }, limit = 2): Promise<GetPolicyResult> {
  const found = await searchArticles(database, storeId, args.topic, limit, args);
  const translated = args.lang ? await translationsOf(database, storeId, found.map((a) => a.id), args.lang) : new Map();
  const englishQuestion = args.topic.slice(args.topic.indexOf(':') + 1);
  return {
    articles: found.map((a) => {
      const found = translated.get(a.id);
      const outdated = !!found && isOutdated(found, a);
      const tr = outdated ? undefined : found;
      const [title, body, lang] = tr ? [tr.title, tr.body, tr.locale] : [a.title, a.body, undefined];
      const ownWords = tr || (a.language !== 'en' && a.language === args.lang);
      const answer = focusSentences(body, ownWords ? args.question ?? englishQuestion : englishQuestion, ownWords ? lang ?? a.language : 'en').join(' ');
      return {
        id: a.id, title, body, excerpt: tr ? excerptOf(body) : a.excerpt, ...(answer ? { answer } : {}), ...(lang ? { lang } : {}),
        writtenIn: a.language, ...(outdated ? { translationOutdated: true } : {}),
      };
    }),
  };
}

/** First paragraphs of Markdown as plain text, at most `max` characters (default 600). */
export function excerptOf(markdown: string, max = 600): string {
  const text = markdown.replace(/^#+\s*/gm, '').replace(/\*\*|__|`/g, '').replace(/\n{2,}/g, '\n').trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
