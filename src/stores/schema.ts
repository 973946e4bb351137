/** Tables of the stores capability: the store (shop) itself and its settings. */
import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A store (Shopify: shop). `handle` is the public name used by `data-store`. */
export const stores = pgTable('stores', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  handle: text('handle').notNull().unique(),
  name: text('name').notNull(),
  domain: text('domain'),
  platform: text('platform', { enum: ['local', 'shopify'] }).notNull().default('local'),
  currency: text('currency').notNull().default('USD'),
  locale: text('locale').notNull().default('en'),
  timezone: text('timezone').notNull().default('UTC'),
  plan: text('plan').notNull().default('free'),
  installStatus: text('install_status').notNull().default('installed'),
  /** Persona, greeting, colours, guardrails: see stores/service.ts StoreSettings. */
  settings: jsonb('settings').notNull().default({}),
  /** Origins (scheme://host[:port]) allowed to open widget sessions. */
  allowedOrigins: text('allowed_origins').array().notNull().default(sql`'{}'::text[]`),
  demo: boolean('demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
