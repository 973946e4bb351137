import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTestDatabase } from '../../test/support/db.ts';
import { openSearchPool } from '../db/index.ts';
import { getStoreByHandle } from '../stores/index.ts';
import { getProductSummaries, getVariants, getVariantsOfProducts } from './products.ts';

const database = await createTestDatabase('demo');
const demo = (await getStoreByHandle(database, 'demo'))!;

test('card reads run on the search pool when there is one, with the same rows as on the main pool', async () => {
  const { rows } = await database.pool.query<{ id: string }>(
    `SELECT id FROM products WHERE store_id = $1 AND status = 'active' ORDER BY handle LIMIT 6`, [demo.id]);
  const ids = [...rows.map((r) => r.id), '00000000-0000-4000-8000-000000000000', 'not-a-uuid'];
  const searchPool = openSearchPool(database.url, 2);
  const names: string[] = [];
  const pooled = { ...database, searchPool: { query: (config: { name?: string }) => {
    names.push(config.name ?? '');
    return searchPool.query(config as Parameters<typeof searchPool.query>[0]);
  } } } as unknown as typeof database;
  try {
    // Repeated past PostgreSQL's five custom plans of a named statement, so the generic plan answers too.
    for (let i = 0; i < 7; i++) {
      const shuffled = i % 2 ? [...ids].reverse() : ids;
      const summaries = await getProductSummaries(pooled, demo.id, shuffled, 'USD');
      assert.deepEqual(summaries, await getProductSummaries(database, demo.id, shuffled, 'USD'));
      assert.deepEqual(summaries.map((s) => s.id), shuffled.filter((id) => rows.some((r) => r.id === id)), 'in the order asked, unknown ids skipped');
      const variants = await getVariantsOfProducts(pooled, demo.id, shuffled);
      assert.deepEqual(variants, await getVariantsOfProducts(database, demo.id, shuffled));
      const variantIds = [...variants.values()].flat().map((v) => v.id);
      assert.ok(variantIds.length >= rows.length);
      assert.deepEqual(await getVariants(pooled, demo.id, variantIds), await getVariants(database, demo.id, variantIds));
    }
    assert.deepEqual(new Set(names), new Set(['aisle_product_summaries', 'aisle_variants_by_product', 'aisle_variants_by_id']));
    assert.equal(names.length, 21);
    assert.deepEqual(await getProductSummaries(pooled, demo.id, ['not-a-uuid'], 'USD'), []);
    assert.equal(names.length, 21, 'no statement for ids that are not uuids');
  } finally {
    await searchPool.end();
  }
});
