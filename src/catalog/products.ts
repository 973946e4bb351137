/**
 * Catalog reads for tools and cards: product summaries (the ProductSummary contract) and product detail.
 */
import type { ProductSummary } from './contracts.ts';
import type { Database } from '../db/index.ts';
import { formatPrice } from './format.ts';
import type { ProductImage, ProductOption } from './import/normalize.ts';

/** Columns of a summary row, produced by {@link SUMMARY_SELECT}. */
export type SummaryRow = {
  id: string; handle: string; title: string; vendor: string; rating: number | null; rating_count: number | null;
  image_url: string | null; url: string | null; color: string | null; min_price: number | null; available: boolean | null;
};

/**
 * Summary columns of products `p` (lowest variant price in cents, availability: null when no variant tracks
 * inventory). `priceFilter` restricts which variants count for the price (search passes its constraints).
 */
export function summarySelect(priceFilter = 'true'): string {
  return `p.id, p.handle, p.title, p.vendor, p.rating, p.rating_count, p.images->0->>'src' AS image_url, p.url,
    COALESCE(NULLIF(p.attributes->>'Color', ''), (SELECT o->'values'->>0 FROM jsonb_array_elements(p.options) o
      WHERE lower(o->>'name') IN ('color', 'colour') LIMIT 1)) AS color,
    (SELECT min(v.price_cents) FROM variants v WHERE v.product_id = p.id AND v.store_id = p.store_id AND (${priceFilter})) AS min_price,
    (SELECT CASE WHEN bool_and(v.inventory_available IS NULL) THEN NULL
            ELSE bool_or(v.inventory_available IS NULL OR v.inventory_available > 0 OR v.inventory_policy = 'continue') END
       FROM variants v WHERE v.product_id = p.id AND v.store_id = p.store_id) AS available`;
}

/** Turn a summary row into the tool contract shape. */
export function toProductSummary(r: SummaryRow, currency: string): ProductSummary {
  const price = r.min_price === null ? null : Number(r.min_price);
  return {
    id: r.id, handle: r.handle, title: r.title, vendor: r.vendor, priceCents: price, currency,
    priceText: formatPrice(price, currency), rating: r.rating, ratingCount: r.rating_count,
    imageUrl: r.image_url, url: r.url, available: r.available, color: r.color,
  };
}

/**
 * Where the card reads ({@link getProductSummaries}, variants) run: the database's search pool when it has one
 * (read-only sessions whose named statements use their generic plan: db `SEARCH_SESSION_SETTINGS`), else its pool.
 * On the main pool PostgreSQL re-planned them on every call although they are named: the generic plan, costed for an
 * id list of unknown length, looks dearer than a custom one, so `plan_cache_mode = auto` never keeps it — yet it is
 * the same plan (products' and variants' id indexes) for the few ids a turn shows.
 */
function catalogReads(database: Database): Pick<Database['pool'], 'query'> {
  return database.searchPool ?? database.pool;
}

/**
 * The statement of {@link getProductSummaries}, a named statement (`aisle_product_summaries`) on the search pool when
 * there is one ({@link catalogReads}): every answer with product cards reads it, and its planning cost more than its
 * execution (~0.7-1.5 ms against ~0.25 ms).
 */
const SUMMARIES_SQL = `SELECT ${summarySelect()} FROM products p WHERE p.store_id = $1 AND p.id = ANY($2::uuid[])`;

/**
 * Summaries of products of one store, in the order of `ids` (unknown or foreign ids are skipped).
 * Non-uuid ids are ignored rather than raising a database error.
 */
export async function getProductSummaries(database: Database, storeId: string, ids: string[], currency: string): Promise<ProductSummary[]> {
  const valid = ids.filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id));
  if (!valid.length) return [];
  const res = await catalogReads(database).query<SummaryRow>({ name: 'aisle_product_summaries', text: SUMMARIES_SQL, values: [storeId, valid] });
  const byId = new Map(res.rows.map((r) => [r.id, r]));
  return valid.flatMap((id) => { const r = byId.get(id.toLowerCase()); return r ? [toProductSummary(r, currency)] : []; });
}

/** A variant as product detail shows it (money in cents; inventory null = not tracked). */
export type VariantDetail = {
  id: string; sku: string | null; title: string; optionValues: Record<string, string>; priceCents: number | null;
  compareAtPriceCents: number | null; inventoryAvailable: number | null; inventoryPolicy: string; available: boolean | null;
  position: number; imageSrc: string | null;
};

/** Everything get_product and product cards need about one product. */
export type ProductDetail = {
  id: string; externalId: string; handle: string; title: string; vendor: string; productType: string; status: string;
  bodyHtml: string; descriptionText: string; bulletPoints: string[]; category: string[]; tags: string[];
  options: ProductOption[]; images: ProductImage[]; attributes: Record<string, string>; url: string | null;
  rating: number | null; ratingCount: number | null; variants: VariantDetail[];
};

/** One product of a store with its variants, or null (unknown id, another store's product, non-uuid id). */
export async function getProductDetail(database: Database, storeId: string, id: string): Promise<ProductDetail | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const p = await database.pool.query(
    `SELECT id, external_id, handle, title, vendor, product_type, status, body_html, description_text, bullet_points,
            category, tags, options, images, attributes, url, rating, rating_count
       FROM products WHERE store_id = $1 AND id = $2`, [storeId, id]);
  const r = p.rows[0];
  if (!r) return null;
  const v = await database.pool.query(
    `SELECT id, sku, title, option_values, price_cents, compare_at_price_cents, inventory_available, inventory_policy, position, image_src
       FROM variants WHERE store_id = $1 AND product_id = $2 ORDER BY position, title`, [storeId, id]);
  return {
    id: r.id, externalId: r.external_id, handle: r.handle, title: r.title, vendor: r.vendor, productType: r.product_type,
    status: r.status, bodyHtml: r.body_html, descriptionText: r.description_text, bulletPoints: r.bullet_points,
    category: r.category, tags: r.tags, options: r.options, images: r.images, attributes: r.attributes, url: r.url,
    rating: r.rating, ratingCount: r.rating_count,
    variants: v.rows.map((x) => ({
      id: x.id, sku: x.sku, title: x.title, optionValues: x.option_values, priceCents: x.price_cents,
      compareAtPriceCents: x.compare_at_price_cents, inventoryAvailable: x.inventory_available, inventoryPolicy: x.inventory_policy,
      available: x.inventory_available === null ? null : x.inventory_available > 0 || x.inventory_policy === 'continue',
      position: x.position, imageSrc: x.image_src,
    })),
  };
}

/**
 * A variant as carts and product cards need it: money in cents of the store's currency (null = not listed,
 * so not purchasable); `available` false when inventory is tracked, at or below 0 and the policy is `deny`.
 */
export type PurchasableVariant = {
  id: string; productId: string; productTitle: string; title: string; optionValues: Record<string, string>;
  priceCents: number | null; available: boolean; imageUrl: string | null; productUrl: string | null; position: number;
  /** The source's variant id (Shopify: `gid://shopify/ProductVariant/<n>`). */
  externalId: string;
};

/** The storefront's numeric variant id of a Shopify variant (what the theme's AJAX Cart API takes), else null. */
export function shopifyVariantId(externalId: string): string | null {
  return /^gid:\/\/shopify\/ProductVariant\/(\d+)$/.exec(externalId)?.[1] ?? null;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The statement of {@link queryVariants} by variant or product id (named statements, see {@link catalogReads}). */
function variantsSql(column: 'v.id' | 'v.product_id'): string {
  return `SELECT v.id, v.product_id, p.title AS product_title, v.title, v.option_values, v.price_cents, v.position, p.url, v.external_id,
            COALESCE(v.image_src, p.images->0->>'src') AS image_url,
            (v.inventory_available IS NULL OR v.inventory_available > 0 OR v.inventory_policy = 'continue') AS available
       FROM variants v JOIN products p ON p.id = v.product_id AND p.store_id = v.store_id
      WHERE v.store_id = $1 AND ${column} = ANY($2::uuid[]) AND p.status = 'active'
      ORDER BY v.product_id, v.position, v.title`;
}
const VARIANTS_STATEMENTS = {
  'v.id': { name: 'aisle_variants_by_id', text: variantsSql('v.id') },
  'v.product_id': { name: 'aisle_variants_by_product', text: variantsSql('v.product_id') },
} as const;

async function queryVariants(database: Database, storeId: string, column: 'v.id' | 'v.product_id', ids: string[]): Promise<PurchasableVariant[]> {
  const valid = ids.filter((id) => UUID_RE.test(id));
  if (!valid.length) return [];
  const res = await catalogReads(database).query({ ...VARIANTS_STATEMENTS[column], values: [storeId, valid] });
  return res.rows.map((r) => ({
    id: r.id, productId: r.product_id, productTitle: r.product_title, title: r.title, optionValues: r.option_values ?? {},
    priceCents: r.price_cents === null ? null : Number(r.price_cents), available: r.available, imageUrl: r.image_url,
    productUrl: r.url, position: r.position, externalId: r.external_id,
  }));
}

/** Variants of one store by id (unknown, foreign, non-uuid ids and inactive products are skipped). */
export async function getVariants(database: Database, storeId: string, variantIds: string[]): Promise<PurchasableVariant[]> {
  return queryVariants(database, storeId, 'v.id', variantIds);
}

/** Variants of the given products of one store, by product id, in display order (position, title). */
export async function getVariantsOfProducts(database: Database, storeId: string, productIds: string[]): Promise<Map<string, PurchasableVariant[]>> {
  const out = new Map<string, PurchasableVariant[]>();
  for (const v of await queryVariants(database, storeId, 'v.product_id', productIds)) {
    const list = out.get(v.productId) ?? [];
    list.push(v);
    out.set(v.productId, list);
  }
  return out;
}
