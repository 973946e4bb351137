/**
 * The admin's product list: text search, filters (status, vendor, product type, stock, price range), offset
 * pagination with the total and per-status counts, and the vendor / product type facets the filters offer.
 * Every query is scoped to one store.
 */
import type { Database } from '../db/index.ts';
import { catalogConfigSql } from './search/catalog-language.ts';

/** Product statuses as Shopify names them. */
export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
/** One product status. */
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Sort orders of {@link listProducts}. `relevance` applies when `q` is given (else it falls back to `title`). */
export type ProductSort = 'title' | 'updated' | 'price' | 'relevance';

/**
 * Filters of {@link listProducts}. `q` matches words (full text, English stemming), or a substring of the title,
 * handle or a variant SKU. `vendors` / `productTypes` match exactly, case-insensitively. `inStock` true = at
 * least one variant can be bought (inventory > 0, not tracked, or policy `continue`); false = none can.
 * `minPriceCents` / `maxPriceCents` (integer cents, inclusive) = some variant is priced in the range.
 * `limit` 1-100 (default 50), `offset` ≥ 0.
 */
export type ProductListQuery = {
  q?: string; status?: ProductStatus[]; vendors?: string[]; productTypes?: string[]; inStock?: boolean;
  minPriceCents?: number; maxPriceCents?: number; sort?: ProductSort; limit?: number; offset?: number;
};

/**
 * A row of the product list. Prices in integer cents (null = no priced variant); `inventoryTotal` = sum over
 * tracked variants (null when no variant tracks inventory); `available` as in search (null = untracked).
 */
export type ProductListItem = {
  id: string; handle: string; title: string; vendor: string; productType: string; status: string; imageUrl: string | null;
  variantsCount: number; minPriceCents: number | null; maxPriceCents: number | null; inventoryTotal: number | null;
  available: boolean | null; updatedAt: Date;
};

/** A page of products: `total` rows match every filter; `statusCounts` = matches per status ignoring the status filter. */
export type ProductListPage = { products: ProductListItem[]; total: number; statusCounts: Record<ProductStatus, number> };

type Where = { sql: string[]; params: unknown[] };

function add(w: Where, v: unknown): string {
  w.params.push(v);
  return `$${w.params.length}`;
}

/** SQL conditions on products `p` for every filter except `status` (so per-status counts can share them). */
function filterSql(storeId: string, f: ProductListQuery): Where {
  const w: Where = { sql: [], params: [storeId] };
  w.sql.push('p.store_id = $1');
  const q = f.q?.trim();
  if (q) {
    const like = add(w, `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    w.sql.push(`(p.search_vector @@ plainto_tsquery(${catalogConfigSql('$1')}, unaccent(${add(w, q)})) OR p.title ILIKE ${like} OR p.handle ILIKE ${like}
      OR EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.store_id = p.store_id AND v.sku ILIKE ${like}))`);
  }
  if (f.vendors?.length) w.sql.push(`lower(p.vendor) = ANY(${add(w, f.vendors.map((v) => v.toLowerCase()))}::text[])`);
  if (f.productTypes?.length) w.sql.push(`lower(p.product_type) = ANY(${add(w, f.productTypes.map((v) => v.toLowerCase()))}::text[])`);
  if (f.inStock !== undefined) {
    const buyable = `EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.store_id = p.store_id
      AND (v.inventory_available IS NULL OR v.inventory_available > 0 OR v.inventory_policy = 'continue'))`;
    w.sql.push(f.inStock ? buyable : `NOT ${buyable}`);
  }
  if (f.minPriceCents !== undefined || f.maxPriceCents !== undefined) {
    const conds = ['v.price_cents IS NOT NULL'];
    if (f.minPriceCents !== undefined) conds.push(`v.price_cents >= ${add(w, f.minPriceCents)}::int`);
    if (f.maxPriceCents !== undefined) conds.push(`v.price_cents <= ${add(w, f.maxPriceCents)}::int`);
    w.sql.push(`EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.store_id = p.store_id AND ${conds.join(' AND ')})`);
  }
  return w;
}

/** List a store's products with filters and offset pagination (see {@link ProductListQuery}). */
export async function listProducts(database: Database, storeId: string, f: ProductListQuery): Promise<ProductListPage> {
  const limit = Math.min(Math.max(f.limit ?? 50, 1), 100);
  const offset = Math.max(f.offset ?? 0, 0);
  const base = filterSql(storeId, f);
  const counts = await database.pool.query<{ status: string; n: number }>(
    `SELECT p.status, count(*)::int AS n FROM products p WHERE ${base.sql.join(' AND ')} GROUP BY p.status`, base.params);
  const statusCounts = Object.fromEntries(PRODUCT_STATUSES.map((s) => [s, 0])) as Record<ProductStatus, number>;
  for (const r of counts.rows) if ((PRODUCT_STATUSES as readonly string[]).includes(r.status)) statusCounts[r.status as ProductStatus] = r.n;
  const statuses = f.status?.length ? f.status : null;
  const total = counts.rows.filter((r) => !statuses || statuses.includes(r.status as ProductStatus)).reduce((s, r) => s + r.n, 0);

  const w: Where = { sql: [...base.sql], params: [...base.params] };
  if (statuses) w.sql.push(`p.status = ANY(${add(w, statuses)}::text[])`);
  const q = f.q?.trim();
  const sort = f.sort === 'relevance' && !q ? 'title' : (f.sort ?? (q ? 'relevance' : 'title'));
  // Each order is built only when chosen: the relevance order binds the query text as a parameter, which must not be
  // left unused in another order's statement (Postgres cannot type an unused parameter: 42P18, a 500 found by fuzzing).
  const orders: Record<string, () => string> = {
    title: () => 'lower(p.title), p.id',
    updated: () => 'p.updated_at DESC, p.id',
    price: () => 'pr.min_price ASC NULLS LAST, p.id',
    relevance: () => `ts_rank_cd(p.search_vector, plainto_tsquery(${catalogConfigSql('$1')}, unaccent(${q ? add(w, q) : "''"}))) DESC, lower(p.title), p.id`,
  };
  const order = (orders[sort] ?? orders.title!)();
  const rows = await database.pool.query(
    `SELECT p.id, p.handle, p.title, p.vendor, p.product_type, p.status, p.images->0->>'src' AS image_url, p.updated_at,
            pr.variants_count, pr.min_price, pr.max_price, pr.inventory_total, pr.available
       FROM products p,
            LATERAL (SELECT count(*)::int AS variants_count, min(v.price_cents) AS min_price, max(v.price_cents) AS max_price,
                            sum(v.inventory_available)::int AS inventory_total,
                            CASE WHEN bool_and(v.inventory_available IS NULL) THEN NULL
                                 ELSE bool_or(v.inventory_available IS NULL OR v.inventory_available > 0 OR v.inventory_policy = 'continue') END AS available
                       FROM variants v WHERE v.product_id = p.id AND v.store_id = p.store_id) pr
      WHERE ${w.sql.join(' AND ')}
      ORDER BY ${order}
      LIMIT ${add(w, limit)} OFFSET ${add(w, offset)}`, w.params);
  return {
    total,
    statusCounts,
    products: rows.rows.map((r) => ({
      id: r.id, handle: r.handle, title: r.title, vendor: r.vendor, productType: r.product_type, status: r.status,
      imageUrl: r.image_url, variantsCount: r.variants_count, minPriceCents: r.min_price, maxPriceCents: r.max_price,
      inventoryTotal: r.inventory_total, available: r.available, updatedAt: r.updated_at,
    })),
  };
}

/** A facet value with the number of the store's products carrying it. */
export type FacetValue = { value: string; count: number };

/** The store's most common vendors and product types (at most `limit` each, default 50; empty values skipped). */
export async function getProductFacets(database: Database, storeId: string, limit = 50): Promise<{ vendors: FacetValue[]; productTypes: FacetValue[] }> {
  const facet = async (column: 'vendor' | 'product_type') => (await database.pool.query<FacetValue>(
    `SELECT ${column} AS value, count(*)::int AS count FROM products WHERE store_id = $1 AND ${column} <> ''
      GROUP BY ${column} ORDER BY count(*) DESC, ${column} LIMIT $2`, [storeId, limit])).rows;
  const [vendors, productTypes] = await Promise.all([facet('vendor'), facet('product_type')]);
  return { vendors, productTypes };
}

/** How many products a store has, in any status (a store's currency is fixed once it has one). */
export async function countProducts(database: Database, storeId: string): Promise<number> {
  const r = await database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE store_id = $1', [storeId]);
  return r.rows[0]?.n ?? 0;
}
