/** Tables of the knowledge capability: policy and FAQ articles, and their translations per locale. */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { stores } from '../stores/schema.ts';

/**
 * Where an article or a translation comes from: `aisle` = written by staff in Aisle's admin (or seeded), `shopify` =
 * imported from the shop's policies (Shopify's `ShopPolicy` and its translations) and kept equal to them by the sync.
 */
export const ARTICLE_SOURCES = ['aisle', 'shopify'] as const;
/** See {@link ARTICLE_SOURCES}. */
export type ArticleSource = (typeof ARTICLE_SOURCES)[number];

/**
 * A knowledge article (Markdown body). `demo` marks seeded demo content. An imported article (`source` other than
 * `aisle`) carries the platform's id of the page (`external_id`, e.g. Shopify's `gid://shopify/ShopPolicy/…`, unique per
 * store) and its public `url`. `digest` is the md5 (hex) of `title || chr(10) || body`, computed by Postgres: a translation
 * records the digest of the text it was made from, so a changed article makes it outdated (translations.ts).
 * `language` is the language its title and body are written in (ISO 639-1): the store's language unless staff chose
 * another, or for an imported policy the shop's primary language. A shopper answered from the article as written is
 * told that language when it is not theirs.
 */
export const knowledgeArticles = pgTable('knowledge_articles', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  demo: boolean('demo').notNull().default(false),
  source: text('source', { enum: ARTICLE_SOURCES }).notNull().default('aisle'),
  externalId: text('external_id'),
  url: text('url'),
  language: text('language').notNull().default('en'),
  digest: text('digest').notNull().generatedAlwaysAs(sql`md5(title || chr(10) || body)`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('knowledge_store_idx').on(t.storeId), uniqueIndex('knowledge_external_idx').on(t.storeId, t.externalId)]);

/**
 * A translation of a knowledge article into one locale (Shopify's word: a translation of a resource, keyed by locale):
 * its title and Markdown body in that language. One per article and locale; `store_id` repeats the article's store so
 * every query is scoped by it. Deleted with its article or store. `source_digest` = the article's `digest` when the
 * translation was saved (null: made from no version Aisle knows — saved before digests were kept while the article had
 * changed since, or imported from Shopify marked `outdated` there); when it differs from the article's digest now, the
 * translation is outdated. `source`: who wrote it (an imported one is replaced by the next sync; a staff one never).
 */
export const knowledgeArticleTranslations = pgTable('knowledge_article_translations', {
  articleId: uuid('article_id').notNull().references(() => knowledgeArticles.id, { onDelete: 'cascade' }),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  source: text('source', { enum: ARTICLE_SOURCES }).notNull().default('aisle'),
  sourceDigest: text('source_digest'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.articleId, t.locale] }), index('knowledge_translations_store_idx').on(t.storeId, t.locale)]);
