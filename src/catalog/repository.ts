/**
 * Catalog writes: batched upserts of products and their variants with set-based SQL (`unnest` of one
 * array per column, one round trip per table per batch), and the weighted search document.
 *
 * Search document (products.search_vector, over unaccented text, stemmed by the text-search configuration of the
 * catalog's language: 'english' unless catalog_settings says otherwise, search/catalog-language.ts):
 *   A = title; B = vendor + product type; C = tags, category path, bullet points, option values and
 *   attribute values; D = description (first 4,000 characters). In a German catalog, A to C also hold the parts of
 *   their compound words ("Küchenmesser" → küchen messer, shared/lexicon/compounds.ts), so "Messer für die Küche" and
 *   an English shopper's "kitchen knife" (mapped to küche, messer) find it.
 * products.search_text = lower(unaccent(title vendor type)) for pg_trgm typo matching.
 */
import type pg from 'pg';
import type { Database } from '../db/index.ts';
import { germanCompoundPartsText } from '../shared/lexicon/compounds.ts';
import type { ProductInput, RowError } from './import/normalize.ts';
import { catalogConfigSql } from './search/catalog-language.ts';

/** Outcome of writing one batch. */
export type BatchResult = { created: number; updated: number; variants: number; errors: RowError[] };

const DESCRIPTION_CHARS = 4000;

/**
 * Texts of the four weighted search fields (A..D) of a product in a catalog of `language` (ISO 639-1; German adds the
 * parts of compound words to A..C); exported for tests and tuning.
 */
export function searchFieldsOf(p: Pick<ProductInput, 'title' | 'vendor' | 'productType' | 'tags' | 'category' | 'bulletPoints' | 'options' | 'attributes' | 'descriptionText'>, language = 'en'): [string, string, string, string] {
  const optionValues = p.options.flatMap((o) => o.values);
  const fields: [string, string, string, string] = [
    p.title,
    `${p.vendor} ${p.productType}`,
    [...p.tags, ...p.category, ...p.bulletPoints, ...optionValues, ...Object.values(p.attributes)].join(' \n '),
    p.descriptionText.slice(0, DESCRIPTION_CHARS),
  ];
  if (language === 'de') {
    for (const k of [0, 1, 2] as const) {
      const parts = germanCompoundPartsText(fields[k]);
      if (parts) fields[k] = `${fields[k]} \n ${parts}`;
    }
  }
  return fields;
}

/** The language of a store's catalog as stored (catalog_settings; 'en' without a row), for {@link searchFieldsOf}. */
async function catalogLanguageOf(client: Pick<pg.Pool, 'query'>, storeId: string): Promise<string> {
  const res = await client.query<{ language: string }>('SELECT language FROM catalog_settings WHERE store_id = $1', [storeId]);
  return res.rows[0]?.language ?? 'en';
}

/** The configuration of the store's catalog ($1 is the store id in every statement that writes products). */
const CONFIG = catalogConfigSql('$1::uuid');
const SEARCH_VECTOR_SQL = `
  setweight(to_tsvector(${CONFIG}, unaccent(u.fa)), 'A') ||
  setweight(to_tsvector(${CONFIG}, unaccent(u.fb)), 'B') ||
  setweight(to_tsvector(${CONFIG}, unaccent(u.fc)), 'C') ||
  setweight(to_tsvector(${CONFIG}, unaccent(u.fd)), 'D')`;
const SEARCH_TEXT_SQL = `lower(unaccent(u.title || ' ' || u.vendor || ' ' || u.product_type))`;

const PRODUCT_COLUMNS = [
  ['external_id', 'text'], ['handle', 'text'], ['title', 'text'], ['body_html', 'text'], ['description_text', 'text'],
  ['bullets', 'text'], ['vendor', 'text'], ['product_type', 'text'], ['category', 'text'], ['tags', 'text'],
  ['status', 'text'], ['options', 'text'], ['images', 'text'], ['attributes', 'text'], ['url', 'text'],
  ['rating', 'real'], ['rating_count', 'int'], ['fa', 'text'], ['fb', 'text'], ['fc', 'text'], ['fd', 'text'], ['id', 'uuid'],
] as const;

function productArrays(items: ProductInput[], ids: (string | null)[], language: string): unknown[][] {
  return items.map((p, i) => {
    const [fa, fb, fc, fd] = searchFieldsOf(p, language);
    return [
      p.externalId, p.handle, p.title, p.bodyHtml, p.descriptionText, JSON.stringify(p.bulletPoints), p.vendor,
      p.productType, JSON.stringify(p.category), JSON.stringify(p.tags), p.status, JSON.stringify(p.options),
      JSON.stringify(p.images), JSON.stringify(p.attributes), p.url, p.rating, p.ratingCount, fa, fb, fc, fd, ids[i],
    ];
  });
}

function transpose(rows: unknown[][], width: number): unknown[][] {
  const cols: unknown[][] = Array.from({ length: width }, () => []);
  for (const r of rows) for (let c = 0; c < width; c++) cols[c]!.push(r[c]);
  return cols;
}

const jsonText = (col: string) => `ARRAY(SELECT jsonb_array_elements_text(u.${col}::jsonb))`;
const unnestFrom = (offset: number) => `unnest(${PRODUCT_COLUMNS.map(([, t], i) => `$${i + offset}::${t}[]`).join(', ')}) AS u(${PRODUCT_COLUMNS.map(([n]) => n).join(', ')})`;

const INSERT_PRODUCTS = `
INSERT INTO products (store_id, external_id, handle, title, body_html, description_text, bullet_points, vendor,
  product_type, category, tags, status, options, images, attributes, url, rating, rating_count, search_vector, search_text)
SELECT $1::uuid, u.external_id, u.handle, u.title, u.body_html, u.description_text, ${jsonText('bullets')}, u.vendor,
  u.product_type, ${jsonText('category')}, ${jsonText('tags')}, u.status, u.options::jsonb, u.images::jsonb,
  u.attributes::jsonb, u.url, u.rating, u.rating_count, ${SEARCH_VECTOR_SQL}, ${SEARCH_TEXT_SQL}
FROM ${unnestFrom(2)}
RETURNING id, external_id`;

const UPDATE_PRODUCTS = `
UPDATE products p SET external_id = u.external_id, handle = u.handle, title = u.title, body_html = u.body_html,
  description_text = u.description_text, bullet_points = ${jsonText('bullets')}, vendor = u.vendor,
  product_type = u.product_type, category = ${jsonText('category')}, tags = ${jsonText('tags')}, status = u.status,
  options = u.options::jsonb, images = u.images::jsonb, attributes = u.attributes::jsonb, url = u.url,
  rating = u.rating, rating_count = u.rating_count, search_vector = ${SEARCH_VECTOR_SQL},
  search_text = ${SEARCH_TEXT_SQL}, updated_at = now()
FROM ${unnestFrom(2)}
WHERE p.store_id = $1::uuid AND p.id = u.id`;

const DELETE_GONE_VARIANTS = `
DELETE FROM variants v
 WHERE v.store_id = $1::uuid AND v.product_id = ANY($2::uuid[])
   AND (v.product_id, v.external_id) NOT IN (SELECT * FROM unnest($3::uuid[], $4::text[]))`;

const UPSERT_VARIANTS = `
INSERT INTO variants (store_id, product_id, external_id, sku, title, option_values, price_cents, compare_at_price_cents,
  inventory_available, inventory_policy, position, image_src)
SELECT $1::uuid, u.product_id, u.external_id, u.sku, u.title, u.option_values::jsonb, u.price_cents, u.compare_at,
  u.inventory, u.policy, u.position, u.image_src
FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[], $9::int[], $10::text[], $11::int[], $12::text[])
  AS u(product_id, external_id, sku, title, option_values, price_cents, compare_at, inventory, policy, position, image_src)
ON CONFLICT (product_id, external_id) DO UPDATE SET sku = EXCLUDED.sku, title = EXCLUDED.title,
  option_values = EXCLUDED.option_values, price_cents = EXCLUDED.price_cents,
  compare_at_price_cents = EXCLUDED.compare_at_price_cents, inventory_available = EXCLUDED.inventory_available,
  inventory_policy = EXCLUDED.inventory_policy, position = EXCLUDED.position, image_src = EXCLUDED.image_src`;

/**
 * Write one batch of products (and replace their variant sets) in one transaction. A product matches an
 * existing one of the store by external id, else by handle; matching two different products is a row error.
 * @returns counts, and per-product errors (the batch is retried product by product if a statement fails)
 */
export async function upsertProductBatch(database: Database, storeId: string, items: ProductInput[]): Promise<BatchResult> {
  const client = await database.pool.connect();
  try {
    try {
      return await writeInTransaction(client, storeId, items);
    } catch (e) {
      if (items.length === 1) {
        return { created: 0, updated: 0, variants: 0, errors: [{ line: items[0]!.line, handle: items[0]!.handle, reason: `database rejected the product: ${(e as Error).message}` }] };
      }
    }
    const total: BatchResult = { created: 0, updated: 0, variants: 0, errors: [] };
    for (const item of items) {
      try {
        const r = await writeInTransaction(client, storeId, [item]);
        total.created += r.created; total.updated += r.updated; total.variants += r.variants; total.errors.push(...r.errors);
      } catch (e) {
        total.errors.push({ line: item.line, handle: item.handle, reason: `database rejected the product: ${(e as Error).message}` });
      }
    }
    return total;
  } finally {
    client.release();
  }
}

async function writeInTransaction(client: pg.PoolClient, storeId: string, input: ProductInput[]): Promise<BatchResult> {
  await client.query('BEGIN');
  try {
    const r = await writeBatch(client, storeId, input);
    await client.query('COMMIT');
    return r;
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  }
}

async function writeBatch(client: pg.PoolClient, storeId: string, input: ProductInput[]): Promise<BatchResult> {
  const errors: RowError[] = [];
  const existing = await client.query<{ id: string; handle: string; external_id: string }>(
    'SELECT id, handle, external_id FROM products WHERE store_id = $1 AND (external_id = ANY($2::text[]) OR handle = ANY($3::text[]))',
    [storeId, input.map((p) => p.externalId), input.map((p) => p.handle)],
  );
  const byExt = new Map(existing.rows.map((r) => [r.external_id, r.id]));
  const byHandle = new Map(existing.rows.map((r) => [r.handle, r.id]));
  const toInsert: ProductInput[] = [];
  const toUpdate: ProductInput[] = [];
  const updateIds: string[] = [];
  for (const p of input) {
    const e = byExt.get(p.externalId);
    const h = byHandle.get(p.handle);
    if (e && h && e !== h) { errors.push({ line: p.line, handle: p.handle, reason: `handle "${p.handle}" already belongs to another product` }); continue; }
    const id = e ?? h;
    if (id) { toUpdate.push(p); updateIds.push(id); } else toInsert.push(p);
  }
  const idOf = new Map<ProductInput, string>();
  const language = await catalogLanguageOf(client, storeId);
  if (toInsert.length) {
    const res = await client.query<{ id: string; external_id: string }>(INSERT_PRODUCTS, [storeId, ...transpose(productArrays(toInsert, toInsert.map(() => null), language), PRODUCT_COLUMNS.length)]);
    const ids = new Map(res.rows.map((r) => [r.external_id, r.id]));
    for (const p of toInsert) idOf.set(p, ids.get(p.externalId)!);
  }
  if (toUpdate.length) {
    await client.query(UPDATE_PRODUCTS, [storeId, ...transpose(productArrays(toUpdate, updateIds, language), PRODUCT_COLUMNS.length)]);
    toUpdate.forEach((p, i) => { idOf.set(p, updateIds[i]!); });
  }
  const written = [...toInsert, ...toUpdate];
  const vRows: unknown[][] = [];
  for (const p of written) {
    const pid = idOf.get(p)!;
    for (const v of p.variants) {
      vRows.push([pid, v.externalId, v.sku, v.title, JSON.stringify(v.optionValues), v.priceCents, v.compareAtPriceCents,
        v.inventoryAvailable, v.inventoryPolicy, v.position, v.imageSrc]);
    }
  }
  const vCols = transpose(vRows, 11);
  if (updateIds.length) await client.query(DELETE_GONE_VARIANTS, [storeId, updateIds, vCols[0], vCols[1]]);
  if (vRows.length) await client.query(UPSERT_VARIANTS, [storeId, ...vCols]);
  return { created: toInsert.length, updated: toUpdate.length, variants: vRows.length, errors };
}

/** Products re-indexed per statement by {@link reindexSearchVectors}. */
const REINDEX_BATCH = 500;

/**
 * Rewrite the search vectors of all a store's products with the configuration of its catalog's language (after the
 * language changed: catalog-settings.ts), from the same fields {@link searchFieldsOf} reads at import, in batches.
 * `products.updated_at` is left alone: the products did not change. Returns how many products were re-indexed.
 */
export async function reindexSearchVectors(database: Database, storeId: string): Promise<number> {
  let done = 0;
  const language = await catalogLanguageOf(database.pool, storeId);
  for (let after = '00000000-0000-0000-0000-000000000000'; ;) {
    const res = await database.pool.query<{ id: string; title: string; vendor: string; product_type: string; tags: string[]; category: string[]; bullet_points: string[]; options: { name: string; values: string[] }[]; attributes: Record<string, string>; description_text: string }>(
      `SELECT id, title, vendor, product_type, tags, category, bullet_points, options, attributes, description_text
         FROM products WHERE store_id = $1 AND id > $2 ORDER BY id LIMIT ${REINDEX_BATCH}`, [storeId, after]);
    if (!res.rows.length) return done;
    const fields = res.rows.map((r) => searchFieldsOf({
      title: r.title, vendor: r.vendor, productType: r.product_type, tags: r.tags, category: r.category, bulletPoints: r.bullet_points,
      options: r.options, attributes: r.attributes, descriptionText: r.description_text,
    }, language));
    await database.pool.query(`UPDATE products p SET search_vector = ${SEARCH_VECTOR_SQL}
      FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[]) AS u(id, fa, fb, fc, fd)
     WHERE p.store_id = $1::uuid AND p.id = u.id`, [storeId, res.rows.map((r) => r.id), ...[0, 1, 2, 3].map((k) => fields.map((f) => f[k]))]);
    done += res.rows.length;
    after = res.rows.at(-1)!.id;
  }
}
