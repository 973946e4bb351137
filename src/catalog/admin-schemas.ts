/** Request and response schemas of the catalog admin API (zod; they also document /api/v1/openapi.json). */
import { z } from '@hono/zod-openapi';
import { ProductSummarySchema, SearchConstraintsSchema, SearchProductsArgsSchema } from './contracts.ts';
import { PRODUCT_STATUSES } from './product-list.ts';
import { CATALOG_LANGUAGES } from './search/catalog-language.ts';

const cents = z.coerce.number().int().min(0).max(2_000_000_000);
/** A comma-separated list in a query string ("a,b") as an array; empty items dropped. */
const csv = <T extends z.ZodType<unknown, string>>(item: T) => z.string().max(2000).transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean)).pipe(z.array(item));

/** GET /api/v1/admin/products query. */
export const ProductListQuerySchema = z.object({
  q: z.string().trim().max(200).optional().describe('Words (full text) or part of the title, handle or a variant SKU'),
  status: csv(z.enum(PRODUCT_STATUSES)).optional().describe('Comma-separated statuses: active, draft, archived'),
  vendor: csv(z.string().max(200)).optional().describe('Comma-separated vendors (exact, case-insensitive)'),
  product_type: csv(z.string().max(200)).optional().describe('Comma-separated product types (exact, case-insensitive)'),
  in_stock: z.enum(['true', 'false']).transform((v) => v === 'true').optional()
    .describe('true: some variant can be bought (inventory > 0, untracked, or policy continue); false: none can'),
  price_min: cents.optional().describe('Some variant costs at least this many cents'),
  price_max: cents.optional().describe('Some variant costs at most this many cents'),
  sort: z.enum(['title', 'updated', 'price', 'relevance']).optional().describe('Default: relevance with q, else title'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
}).refine((q) => q.price_min === undefined || q.price_max === undefined || q.price_min <= q.price_max, { message: 'price_min must not exceed price_max', path: ['price_min'] });

/** A row of the product list. Money in integer cents. */
export const ProductListItemSchema = z.object({
  id: z.string().uuid(), handle: z.string(), title: z.string(), vendor: z.string(), product_type: z.string(), status: z.string(),
  image_url: z.string().nullable(), variants_count: z.number().int(),
  price_min_cents: z.number().int().nullable(), price_max_cents: z.number().int().nullable(),
  inventory_total: z.number().int().nullable().describe('Sum over variants that track inventory; null when none does'),
  available: z.boolean().nullable().describe('Some variant can be bought; null when inventory is not tracked'),
  updated_at: z.string(),
}).openapi('ProductListItem');

/** GET /api/v1/admin/products reply. */
export const ProductListSchema = z.object({
  products: z.array(ProductListItemSchema),
  total: z.number().int().describe('Products matching every filter'),
  counts: z.object({ active: z.number().int(), draft: z.number().int(), archived: z.number().int() })
    .describe('Products per status matching the other filters'),
  limit: z.number().int(), offset: z.number().int(),
});

/** GET /api/v1/admin/product-facets reply. */
export const ProductFacetsSchema = z.object({
  vendors: z.array(z.object({ value: z.string(), count: z.number().int() })),
  product_types: z.array(z.object({ value: z.string(), count: z.number().int() })),
});

/** A variant in product detail. Money in integer cents; inventory null = not tracked. */
export const VariantSchema = z.object({
  id: z.string().uuid(), sku: z.string().nullable(), title: z.string(), option_values: z.record(z.string(), z.string()),
  price_cents: z.number().int().nullable(), compare_at_price_cents: z.number().int().nullable(),
  inventory_available: z.number().int().nullable(), inventory_policy: z.string(), available: z.boolean().nullable(),
  position: z.number().int(), image_src: z.string().nullable(),
}).openapi('Variant');

/** GET /api/v1/admin/products/{id} reply. */
export const ProductDetailSchema = z.object({
  id: z.string().uuid(), external_id: z.string(), handle: z.string(), title: z.string(), vendor: z.string(), product_type: z.string(),
  status: z.string(), description_text: z.string(), bullet_points: z.array(z.string()), category: z.array(z.string()), tags: z.array(z.string()),
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  images: z.array(z.object({ src: z.string(), alt: z.string().nullable(), position: z.number().int() })),
  attributes: z.record(z.string(), z.string()), url: z.string().nullable(), rating: z.number().nullable(), rating_count: z.number().int().nullable(),
  currency: z.string(), variants: z.array(VariantSchema),
}).openapi('ProductDetail');

/** POST /api/v1/admin/search-tester body: exactly the agent's search_products arguments. */
export const SearchTesterBodySchema = SearchProductsArgsSchema;

/** POST /api/v1/admin/search-tester reply: the tool's result plus ranking details. */
export const SearchTesterSchema = z.object({
  query: z.string(), limit: z.number().int(),
  constraints: SearchConstraintsSchema.describe('The constraints parsed from the words, as the agent gets them'),
  ranking_text: z.string().describe('The words that ranked products (constraints taken out, typos corrected)'),
  products: z.array(ProductSummarySchema.extend({
    score: z.number().describe('Ranking score (higher first)'),
    match_share: z.number().describe('Share of the words the product matches (0-1; 0.8 counts as a match)'),
  })),
  total: z.number().int(), closest: z.boolean(), relaxed: z.array(z.string()), partial: z.boolean(),
  tool_result: z.string().describe('The exact JSON the search_products tool returns to the agent'),
}).openapi('SearchTesterResult');

/** A catalog import: progress and the row-error report. */
export const CatalogImportSchema = z.object({
  id: z.string().uuid(), file_name: z.string(), file_bytes: z.number().int(),
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  total: z.number().int().nullable().describe('Products in the file (null while the file is being read)'),
  done: z.number().int().describe('Products written so far'),
  created: z.number().int(), updated: z.number().int(), variants: z.number().int(),
  failed: z.number().int().describe('Rejected rows (CSV) or lines (JSONL)'),
  errors: z.array(z.object({ line: z.number().int(), handle: z.string().optional(), reason: z.string() }))
    .describe('Row errors with the file line where the record starts (the first 1,000)'),
  error: z.string().nullable().describe('Why a failed import stopped as a whole'),
  duration_ms: z.number().int().nullable(),
  created_at: z.string(), started_at: z.string().nullable(), finished_at: z.string().nullable(),
}).openapi('CatalogImport');

/** POST /api/v1/admin/catalog-imports multipart body. */
export const ImportUploadSchema = z.object({
  file: z.any().openapi({ type: 'string', format: 'binary', description: 'Shopify product CSV export or ESCI JSONL (.gz ok)' }),
  language: z.enum(CATALOG_LANGUAGES).optional()
    .describe("The language the file's products are written in (ISO 639-1); it becomes the catalog's language, whose stemming search uses. Omitted: the catalog keeps its language (English for a new store)"),
});

/** GET/PUT /api/v1/admin/catalog-settings reply: the catalog's language and its translated vocabulary. */
export const CatalogSettingsSchema = z.object({
  language: z.enum(CATALOG_LANGUAGES).describe("The language the catalog's products are written in (ISO 639-1); search stems in it. English until set"),
  vocabulary_model: z.string().nullable().describe("The provider model that last translated the catalog's vocabulary (null: never translated)"),
  vocabulary_translated_at: z.string().nullable().describe('When the vocabulary was last translated (after an import or a Shopify sync)'),
  vocabulary_terms: z.number().int().describe("Catalog words with a translation kept (into any language the store serves)"),
}).openapi('CatalogSettings');

/** PUT /api/v1/admin/catalog-settings body. */
export const CatalogSettingsBodySchema = z.object({
  language: z.enum(CATALOG_LANGUAGES)
    .describe("The language the catalog's products are written in (ISO 639-1). A change re-indexes the products already there and drops the vocabulary translated from the old language"),
}).strict().openapi('CatalogSettingsBody');

/** Path id of a product or import. */
export const IdParamSchema = z.object({ id: z.string().describe('Id (uuid)') });
