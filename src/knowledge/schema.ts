/** Tables of the knowledge capability: policy and FAQ articles. */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
