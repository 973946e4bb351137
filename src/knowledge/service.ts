/**
 * Knowledge articles (policies, FAQ) and their retrieval for the agent's get_policy tool.
 * Retrieval: Postgres full-text over title (A) and body (B), with a trigram fallback on the title.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { knowledgeArticles } from './schema.ts';

/** An article as services return it. */
export type KnowledgeArticle = typeof knowledgeArticles.$inferSelect;

/** Input of {@link upsertArticle}; `slug` identifies the article within its store. */
export type ArticleInput = { slug: string; title: string; body: string; tags?: string[]; demo?: boolean };

/** Create or replace an article of a store by slug. */
export async function upsertArticle(database: Database, storeId: string, input: ArticleInput): Promise<KnowledgeArticle> {
  const existing = await database.db.select().from(knowledgeArticles)
    .where(and(eq(knowledgeArticles.storeId, storeId), eq(knowledgeArticles.slug, input.slug))).limit(1);
  const values = { title: input.title, body: input.body, tags: input.tags ?? [], demo: input.demo ?? false, updatedAt: new Date() };
  if (existing[0]) {
    const rows = await database.db.update(knowledgeArticles).set(values).where(eq(knowledgeArticles.id, existing[0].id)).returning();
    return rows[0]!;
  }
  const rows = await database.db.insert(knowledgeArticles).values({ storeId, slug: input.slug, ...values }).returning();
  return rows[0]!;
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

/**
 * Rank a store's articles for a topic or question: full-text rank plus a tag match from
 * {@link TOPIC_SYNONYMS}. Returns at most `limit` (default 2) articles with a plain-text excerpt (<= 600 chars).
 */
export async function searchArticles(database: Database, storeId: string, topic: string, limit = 2): Promise<Array<KnowledgeArticle & { excerpt: string; score: number }>> {
  const all = await listArticles(database, storeId);
  if (all.length === 0) return [];
  const q = topic.toLowerCase();
  const ranks = await database.pool.query<{ id: string; rank: number }>(
    `SELECT id, ts_rank_cd(setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'B'),
            websearch_to_tsquery('english', $2)) AS rank
       FROM knowledge_articles WHERE store_id = $1`, [storeId, topic.replace(/[^\p{L}\p{N}\s]/gu, ' ')]);
  const rankById = new Map(ranks.rows.map((r) => [r.id, Number(r.rank)]));
  const scored = all.map((a) => {
    let score = rankById.get(a.id) ?? 0;
    for (const tag of a.tags) {
      const words = TOPIC_SYNONYMS[tag] ?? [tag];
      if (words.some((w) => q.includes(w))) score += 1;
    }
    return { ...a, score, excerpt: excerptOf(a.body) };
  });
  return scored.filter((a) => a.score > 0).sort((x, y) => y.score - x.score).slice(0, limit);
}

/** First paragraphs of Markdown as plain text, at most `max` characters (default 600). */
export function excerptOf(markdown: string, max = 600): string {
  const text = markdown.replace(/^#+\s*/gm, '').replace(/\*\*|__|`/g, '').replace(/\n{2,}/g, '\n').trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
