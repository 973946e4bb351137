/**
 * Catalog writes for platform syncs (Shopify bulk export and product webhooks): the same batched upsert and search
 * document as the CSV import (repository.ts), plus what a live mirror needs — removing products, setting one
 * variant's stock, and the after-bulk maintenance (VACUUM ANALYZE, vocabulary cache). Products and variants are
 * matched by their source's external ids (Shopify global ids).
 */
import type { Database } from '../db/index.ts';
import type { ProductInput } from './import/normalize.ts';
import { upsertProductBatch, type BatchResult } from './repository.ts';
import { invalidateStoreVocabulary } from './search/store-vocabulary.ts';

/** Products per write transaction. */
const BATCH = 500;

/**
 * Create or update products (matched by external id, else handle; variants missing from a product are removed).
 * Errors are per product (line = the caller's `line`). The store's search vocabulary is refreshed.
 */
export async function upsertCatalogProducts(database: Database, storeId: string, products: ProductInput[]): Promise<BatchResult> {
  const total: BatchResult = { created: 0, updated: 0, variants: 0, errors: [] };
  for (let i = 0; i < products.length; i += BATCH) {
    const r = await upsertProductBatch(database, storeId, products.slice(i, i + BATCH));
    total.created += r.created; total.updated += r.updated; total.variants += r.variants; total.errors.push(...r.errors);
  }
  if (products.length) invalidateStoreVocabulary(storeId);
  return total;
}

/** Delete products of a store by external id (their variants go with them). Returns how many were deleted. */
export async function removeCatalogProducts(database: Database, storeId: string, externalIds: string[]): Promise<number> {
  if (!externalIds.length) return 0;
  const res = await database.pool.query('DELETE FROM products WHERE store_id = $1 AND external_id = ANY($2::text[])', [storeId, externalIds]);
  invalidateStoreVocabulary(storeId);
  return res.rowCount ?? 0;
}

/**
 * Delete the store's products whose external id is not in `keep` and that were last written before `writtenBefore`
 * (a full sync's reconcile: a product written since the sync started came from a newer source). Returns the count.
 */
export async function removeProductsNotIn(database: Database, storeId: string, keep: string[], writtenBefore: Date): Promise<number> {
  const res = await database.pool.query(
    'DELETE FROM products WHERE store_id = $1 AND updated_at < $3 AND NOT (external_id = ANY($2::text[]))',
    [storeId, keep, writtenBefore],
  );
  if (res.rowCount) invalidateStoreVocabulary(storeId);
  return res.rowCount ?? 0;
}

/** After many writes: VACUUM (ANALYZE) products and variants (see import-catalog.ts for the measured reason) and refresh the vocabulary. */
export async function finishCatalogWrite(database: Database, storeId: string): Promise<void> {
  await database.pool.query('VACUUM (ANALYZE) products, variants');
  invalidateStoreVocabulary(storeId);
}

/**
 * Set one variant's available stock (null = not tracked), found by its external id. Returns false when the store has
 * no such variant.
 */
export async function setVariantInventory(database: Database, storeId: string, variantExternalId: string, available: number | null): Promise<boolean> {
  const res = await database.pool.query('UPDATE variants SET inventory_available = $3 WHERE store_id = $1 AND external_id = $2', [storeId, variantExternalId, available]);
  return (res.rowCount ?? 0) > 0;
}

/** Ratings of products by external id (platform webhooks carry no ratings; the last synced ones are kept). */
export async function getProductRatings(database: Database, storeId: string, externalIds: string[]): Promise<Map<string, { rating: number | null; ratingCount: number | null }>> {
  if (!externalIds.length) return new Map();
  const res = await database.pool.query<{ external_id: string; rating: number | null; rating_count: number | null }>(
    'SELECT external_id, rating, rating_count FROM products WHERE store_id = $1 AND external_id = ANY($2::text[])', [storeId, externalIds]);
  return new Map(res.rows.map((r) => [r.external_id, { rating: r.rating, ratingCount: r.rating_count }]));
}
