/** Tables of the knowledge capability: policy and FAQ articles, and their translations per locale. */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from '../stores/schema.ts';

/** A knowledge article (Markdown body). `demo` marks seeded demo content. */
export const knowledgeArticles = pgTable('knowledge_articles', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  demo: boolean('demo').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('knowledge_store_idx').on(t.storeId)]);

/**
 * A translation of a knowledge article into one locale (Shopify's word: a translation of a resource, keyed by locale):
 * its title and Markdown body in that language. One per article and locale; `store_id` repeats the article's store so
 * every query is scoped by it. Deleted with its article or store.
 */
export const knowledgeArticleTranslations = pgTable('knowledge_article_translations', {
  articleId: uuid('article_id').notNull().references(() => knowledgeArticles.id, { onDelete: 'cascade' }),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.articleId, t.locale] }), index('knowledge_translations_store_idx').on(t.storeId, t.locale)]);
