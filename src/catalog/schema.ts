/** Tables of the catalog capability: products, their variants, and catalog imports started from the admin. */
import { sql } from 'drizzle-orm';
import {
  customType, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { stores } from '../stores/schema.ts';

/** Postgres `tsvector`, maintained by the catalog import (see catalog/repository.ts). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A product. `external_id` is the source's id (Shopify handle/ID, ESCI ASIN). */
export const products = pgTable('products', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  externalId: text('external_id').notNull(),
  handle: text('handle').notNull(),
  title: text('title').notNull(),
  bodyHtml: text('body_html').notNull().default(''),
  descriptionText: text('description_text').notNull().default(''),
  bulletPoints: text('bullet_points').array().notNull().default(sql`'{}'::text[]`),
  vendor: text('vendor').notNull().default(''),
  productType: text('product_type').notNull().default(''),
  category: text('category').array().notNull().default(sql`'{}'::text[]`),
  tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  status: text('status').notNull().default('active'),
  /** [{ name: 'Color', values: ['Red', ...] }] */
  options: jsonb('options').notNull().default([]),
  /** [{ src, alt, position }] */
  images: jsonb('images').notNull().default([]),
  /** Free-form attributes (colour, material, ...) as { name: value }. */
  attributes: jsonb('attributes').notNull().default({}),
  url: text('url'),
  rating: real('rating'),
  ratingCount: integer('rating_count'),
  searchVector: tsvector('search_vector'),
  searchText: text('search_text').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('products_store_handle_uq').on(t.storeId, t.handle),
  uniqueIndex('products_store_external_uq').on(t.storeId, t.externalId),
  index('products_search_gin').using('gin', t.searchVector),
  index('products_search_text_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
]);

/** A purchasable variant. Prices are integer cents in the store's currency; null = not listed. */
export const variants = pgTable('variants', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  externalId: text('external_id').notNull(),
  sku: text('sku'),
  title: text('title').notNull().default('Default Title'),
  /** { Color: 'Red', Size: 'M' } */
  optionValues: jsonb('option_values').notNull().default({}),
  priceCents: integer('price_cents'),
  compareAtPriceCents: integer('compare_at_price_cents'),
  /** null = not tracked */
  inventoryAvailable: integer('inventory_available'),
  inventoryPolicy: text('inventory_policy').notNull().default('deny'),
  position: integer('position').notNull().default(1),
  imageSrc: text('image_src'),
}, (t) => [
  uniqueIndex('variants_product_external_uq').on(t.productId, t.externalId),
  index('variants_store_idx').on(t.storeId),
]);

/**
 * A catalog import started from the admin (upload → background task). `status`: queued → running →
 * succeeded | failed. `total` = products parsed from the file (null while the file is being read); `done` =
 * products written so far. `errors` = the row-error report ([{ line, handle?, reason }], first
 * 1,000 kept; `failed` counts them all). `error` = why a
 * failed import stopped as a whole (missing columns, unreadable file, interrupted).
 */
export const catalogImports = pgTable('catalog_imports', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  staffId: uuid('staff_id'),
  fileName: text('file_name').notNull(),
  fileBytes: integer('file_bytes').notNull(),
  status: text('status').notNull().default('queued'),
  total: integer('total'),
  done: integer('done').notNull().default(0),
  created: integer('created').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  variants: integer('variants').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  errors: jsonb('errors').notNull().default([]),
  error: text('error'),
  durationMs: integer('duration_ms'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('catalog_imports_store_created_idx').on(t.storeId, t.createdAt),
  // One unfinished import per store: a second upload while one runs answers 409.
  uniqueIndex('catalog_imports_store_active_uq').on(t.storeId).where(sql`status IN ('queued', 'running')`),
]);

/** Postgres `bytea`. */
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The uploaded file of an unfinished import, kept in Postgres so whichever process runs the job can read it;
 * deleted when the import ends.
 */
export const catalogImportFiles = pgTable('catalog_import_files', {
  importId: uuid('import_id').primaryKey().references(() => catalogImports.id, { onDelete: 'cascade' }),
  data: bytea('data').notNull(),
});

/**
 * The catalog of a store as a whole: `language` (ISO 639-1: en, es, fr, de, pt, it) is the language its product texts
 * are written in, which picks the text-search configuration of its search vectors and queries ('english',
 * 'spanish'…; search/catalog-language.ts). A store without a row has an English catalog. `vocabulary_model` and
 * `vocabulary_translated_at`: the provider model that last translated the catalog's vocabulary, and when.
 */
export const catalogSettings = pgTable('catalog_settings', {
  storeId: uuid('store_id').primaryKey().references(() => stores.id, { onDelete: 'cascade' }),
  language: text('language').notNull().default('en'),
  vocabularyModel: text('vocabulary_model'),
  vocabularyTranslatedAt: timestamp('vocabulary_translated_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A catalog word translated by the store's provider model at import (vocabulary.ts): `term` is a word of the catalog
 * (folded: lower case, no accents) in the catalog's language, `translations` what a shopper writing `language` would
 * call it (words or short phrases; none when the model had no translation, so the word is not asked again). Search maps
 * a shopper's word that the catalog does not use back to `term`.
 */
export const catalogVocabulary = pgTable('catalog_vocabulary', {
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  language: text('language').notNull(),
  term: text('term').notNull(),
  translations: text('translations').array().notNull(),
  model: text('model').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.storeId, t.language, t.term] })]);
