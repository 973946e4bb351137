/**
 * Admin API of the catalog (`/api/v1/admin/products*`, `/search-tester`, `/catalog-imports*`): products with
 * search and filters, product detail, the search tester (the agent's own search_products code path) and catalog
 * imports (upload → background import → progress and row-error report). Reads need any staff role; starting an
 * import needs the owner (PRODUCT.md §6). Every query is scoped to the staff member's store: another store's ids
 * answer 404.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { Database } from '../db/index.ts';
import type { Jobs } from '../jobs/index.ts';
import { AppError } from '../shared/errors.ts';
import { createRouter, problemResponses } from '../shared/http.ts';
import { findStoreById, type RequireStaff } from '../stores/index.ts';
import {
  CatalogImportSchema, CatalogSettingsBodySchema, CatalogSettingsSchema, IdParamSchema, ImportUploadSchema, ProductDetailSchema, ProductFacetsSchema, ProductListQuerySchema,
  ProductListSchema, SearchTesterBodySchema, SearchTesterSchema,
} from './admin-schemas.ts';
import { getCatalogSettings, setCatalogLanguage, type CatalogSettingsView } from './catalog-settings.ts';
import { getCatalogImport, listCatalogImports, type registerCatalogImportJobs, rowErrorsOf, startCatalogImport, type CatalogImport } from './imports.ts';
import { getProductFacets, listProducts } from './product-list.ts';
import { getProductDetail } from './products.ts';
import { explainSearch } from './search/search.ts';

/** Largest catalog file the admin accepts (bytes; larger uploads answer 413 payload_too_large). */
export const DEFAULT_MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
/** The search_products tool's default page size (agent/tools: `args.limit ?? 5`). */
const AGENT_SEARCH_LIMIT = 5;

/**
 * Dependencies of {@link createCatalogAdminRoutes}. `jobs` queues imports (the `catalog.import` worker is registered
 * by {@link registerCatalogImportJobs}); `maxUploadBytes` defaults to {@link DEFAULT_MAX_UPLOAD_BYTES}.
 */
export type CatalogAdminDeps = { database: Database; requireStaff: RequireStaff; jobs: Jobs; maxUploadBytes?: number };

const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });

/** An import for the API. */
function importView(r: CatalogImport): z.infer<typeof CatalogImportSchema> {
  return {
    id: r.id, file_name: r.fileName, file_bytes: r.fileBytes, status: r.status as z.infer<typeof CatalogImportSchema>['status'],
    total: r.total, done: r.done, created: r.created, updated: r.updated, variants: r.variants, failed: r.failed,
    errors: rowErrorsOf(r), error: r.error, duration_ms: r.durationMs, created_at: r.createdAt.toISOString(),
    started_at: r.startedAt?.toISOString() ?? null, finished_at: r.finishedAt?.toISOString() ?? null,
  };
}

/** Catalog settings for the API. */
function settingsView(s: CatalogSettingsView): z.infer<typeof CatalogSettingsSchema> {
  return {
    language: s.language, vocabulary_model: s.vocabularyModel, vocabulary_translated_at: s.vocabularyTranslatedAt?.toISOString() ?? null,
    vocabulary_terms: s.vocabularyTerms,
  };
}

/** Create the catalog admin sub-app (mounted at the root). */
export function createCatalogAdminRoutes(deps: CatalogAdminDeps) {
  const { database } = deps;
  const maxBytes = deps.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES;
  const app = createRouter();
  const tags = ['admin', 'catalog'];

  async function currencyOf(storeId: string): Promise<string> {
    const store = await findStoreById(database, storeId);
    if (!store) throw new AppError('not_found', 'No such store');
    return store.currency;
  }

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/products', tags, summary: "The store's products with search, filters and counts",
    request: { query: ProductListQuerySchema },
    responses: { 200: json(ProductListSchema, 'Products'), ...problemResponses(400, 401) },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'viewer');
    const q = c.req.valid('query');
    const page = await listProducts(database, storeId, {
      q: q.q, status: q.status, vendors: q.vendor, productTypes: q.product_type, inStock: q.in_stock,
      minPriceCents: q.price_min, maxPriceCents: q.price_max, sort: q.sort, limit: q.limit, offset: q.offset,
    });
    return c.json({
      products: page.products.map((p) => ({
        id: p.id, handle: p.handle, title: p.title, vendor: p.vendor, product_type: p.productType, status: p.status, image_url: p.imageUrl,
        variants_count: p.variantsCount, price_min_cents: p.minPriceCents, price_max_cents: p.maxPriceCents,
        inventory_total: p.inventoryTotal, available: p.available, updated_at: p.updatedAt.toISOString(),
      })),
      total: page.total, counts: page.statusCounts, limit: q.limit, offset: q.offset,
    }, 200);
  });

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/product-facets', tags, summary: 'Most common vendors and product types (filter choices)',
    responses: { 200: json(ProductFacetsSchema, 'Facets'), ...problemResponses(401) },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'viewer');
    const f = await getProductFacets(database, storeId);
    return c.json({ vendors: f.vendors, product_types: f.productTypes }, 200);
  });

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/products/{id}', tags, summary: 'One product with its variants (option values, prices, inventory) and images',
    request: { params: IdParamSchema },
    responses: { 200: json(z.object({ product: ProductDetailSchema }), 'Product'), ...problemResponses(401, 404) },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'viewer');
    const d = await getProductDetail(database, storeId, c.req.valid('param').id);
    if (!d) throw new AppError('not_found', 'No such product');
    return c.json({
      product: {
        id: d.id, external_id: d.externalId, handle: d.handle, title: d.title, vendor: d.vendor, product_type: d.productType, status: d.status,
        description_text: d.descriptionText, bullet_points: d.bulletPoints, category: d.category, tags: d.tags, options: d.options,
        images: d.images, attributes: d.attributes, url: d.url, rating: d.rating, rating_count: d.ratingCount, currency: await currencyOf(storeId),
        variants: d.variants.map((v) => ({
          id: v.id, sku: v.sku, title: v.title, option_values: v.optionValues, price_cents: v.priceCents, compare_at_price_cents: v.compareAtPriceCents,
          inventory_available: v.inventoryAvailable, inventory_policy: v.inventoryPolicy, available: v.available, position: v.position, image_src: v.imageSrc,
        })),
      },
    }, 200);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/admin/search-tester', tags, summary: "What the agent's search_products tool returns for a shopper's words",
    description: 'Runs the same code as the tool (constraint parsing, typo correction, ranking, relaxation) with the same default page size (5); read-only.',
    request: { body: { content: { 'application/json': { schema: SearchTesterBodySchema } }, required: true } },
    responses: { 200: json(SearchTesterSchema, 'Result'), ...problemResponses(400, 401) },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'viewer');
    const { query, limit = AGENT_SEARCH_LIMIT } = c.req.valid('json');
    const x = await explainSearch(database, { storeId, currency: await currencyOf(storeId), query, limit });
    const scoreOf = new Map(x.scores.map((s) => [s.id, s]));
    return c.json({
      query, limit, constraints: x.result.constraints, ranking_text: x.rankingText,
      products: x.result.products.map((p) => ({ ...p, score: scoreOf.get(p.id)?.score ?? 0, match_share: scoreOf.get(p.id)?.matchShare ?? 0 })),
      total: x.result.total, closest: x.result.closest, relaxed: x.result.relaxed, partial: x.result.partial,
      tool_result: JSON.stringify(x.result),
    }, 200);
  });

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/catalog-settings', tags, summary: "The catalog's language and its translated vocabulary",
    responses: { 200: json(z.object({ catalog: CatalogSettingsSchema }), 'Catalog settings'), ...problemResponses(401) },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'viewer');
    return c.json({ catalog: settingsView(await getCatalogSettings(database, storeId)) }, 200);
  });

  app.openapi(createRoute({
    method: 'put', path: '/api/v1/admin/catalog-settings', tags, summary: "Set the catalog's language (owner)",
    description: 'The language the products are written in. A change re-indexes the products already there with that language\'s stemming '
      + '(a few seconds for thousands of products) and drops the vocabulary translated from the old language; an import can set it too (`language`).',
    request: { body: { content: { 'application/json': { schema: CatalogSettingsBodySchema } }, required: true } },
    responses: { 200: json(z.object({ catalog: CatalogSettingsSchema, reindexed: z.number().int().describe('Products re-indexed (0 when the language did not change)') }), 'Saved'), ...problemResponses(400, 401, 403) },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'owner');
    const { reindexed } = await setCatalogLanguage(database, storeId, c.req.valid('json').language);
    return c.json({ catalog: settingsView(await getCatalogSettings(database, storeId)), reindexed }, 200);
  });

  app.use('/api/v1/admin/catalog-imports', bodyLimit({
    maxSize: maxBytes,
    onError: () => { throw new AppError('payload_too_large', `The file is larger than ${Math.floor(maxBytes / 1024 / 1024)} MB (AISLE_IMPORT_MAX_UPLOAD_BYTES)`); },
  }));

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/admin/catalog-imports', tags, summary: 'Upload a catalog file and import it in the background (owner)',
    description: `multipart/form-data with one \`file\` (Shopify product CSV export, or ESCI JSONL; .gz ok; at most ${DEFAULT_MAX_UPLOAD_BYTES / 1024 / 1024} MB by default, AISLE_IMPORT_MAX_UPLOAD_BYTES; at most 100 MB once decompressed, AISLE_IMPORT_MAX_BYTES). `
      + 'Answers 202 with the import; poll GET /api/v1/admin/catalog-imports/{id} for progress and the row-error report. One import per store at a time (409).',
    request: { body: { content: { 'multipart/form-data': { schema: ImportUploadSchema } }, required: true } },
    responses: { 202: json(z.object({ import: CatalogImportSchema }), 'Started'), ...problemResponses(400, 401, 403, 409, 413) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'owner');
    const { file, language } = c.req.valid('form');
    if (!(file instanceof File)) throw new AppError('invalid_request', 'file: send the catalog file as the multipart field "file"');
    const row = await startCatalogImport(database, deps.jobs, {
      storeId: me.storeId, staffId: me.staffId, fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()), ...(language ? { language } : {}),
    });
    return c.json({ import: importView(row) }, 202);
  });

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/catalog-imports', tags, summary: "The store's recent catalog imports, newest first",
    responses: { 200: json(z.object({ imports: z.array(CatalogImportSchema) }), 'Imports'), ...problemResponses(401) },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'viewer');
    return c.json({ imports: (await listCatalogImports(database, storeId)).map(importView) }, 200);
  });

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/catalog-imports/{id}', tags, summary: 'Progress and row-error report of one import',
    request: { params: IdParamSchema },
    responses: { 200: json(z.object({ import: CatalogImportSchema }), 'Import'), ...problemResponses(401, 404) },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'viewer');
    const row = await getCatalogImport(database, storeId, c.req.valid('param').id);
    if (!row) throw new AppError('not_found', 'No such import');
    return c.json({ import: importView(row) }, 200);
  });

  return app;
}
