import assert from 'node:assert/strict';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, gunzipSync } from 'node:zlib';
import { test } from 'node:test';
import { createTestDatabase } from '../../../test/support/db.ts';
import type { Database } from '../../db/index.ts';
import { createStore } from '../../stores/index.ts';
import { getProductDetail } from '../products.ts';
import { importCatalogFile } from './import-catalog.ts';

const DATA = fileURLToPath(new URL('../../../data/', import.meta.url));
const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));
const database: Database = await createTestDatabase('empty');
const tmp = await mkdtemp(path.join(os.tmpdir(), 'aisle-import-'));

async function newStore(handle: string, currency = 'USD'): Promise<string> {
  return (await createStore(database, { handle, name: handle, currency })).id;
}

async function counts(storeId: string): Promise<{ products: number; variants: number; images: number }> {
  const r = await database.pool.query(`SELECT (SELECT count(*) FROM products WHERE store_id = $1)::int AS products,
    (SELECT count(*) FROM variants WHERE store_id = $1)::int AS variants,
    (SELECT coalesce(sum(jsonb_array_length(images)), 0) FROM products WHERE store_id = $1)::int AS images`, [storeId]);
  return r.rows[0];
}

test('Shopify sample CSVs: products, variants and images as Shopify wrote them', async () => {
  const expected: Record<string, { products: number; variants: number; images: number }> = {
    'apparel.csv': { products: 20, variants: 22, images: 20 },
    'home-and-garden.csv': { products: 20, variants: 21, images: 21 },
    'jewelery.csv': { products: 20, variants: 23, images: 41 },
  };
  for (const [file, want] of Object.entries(expected)) {
    const storeId = await newStore(`s-${file.replace(/\W/g, '').slice(0, 20)}`);
    const report = await importCatalogFile(database, { storeId, filePath: path.join(DATA, 'shopify_samples', file) });
    assert.equal(report.failed, 0, JSON.stringify(report.errors));
    assert.equal(report.created, want.products, file);
    assert.equal(report.variants, want.variants, file);
    assert.deepEqual(await counts(storeId), want, file);
  }
});

test('multi-variant product: options, prices in cents, inventory, variant images', async () => {
  const storeId = await newStore('jewels');
  await importCatalogFile(database, { storeId, filePath: path.join(DATA, 'shopify_samples', 'jewelery.csv') });
  const { rows } = await database.pool.query("SELECT id FROM products WHERE store_id = $1 AND handle = 'leather-anchor'", [storeId]);
  const d = (await getProductDetail(database, storeId, rows[0].id))!;
  assert.equal(d.title, 'Anchor Bracelet Mens');
  assert.deepEqual(d.options, [{ name: 'Color', values: ['Gold', 'Silver'] }]);
  assert.deepEqual(d.variants.map((v) => [v.title, v.priceCents, v.compareAtPriceCents, v.inventoryAvailable]), [['Gold', 6999, 8500, 1], ['Silver', 5500, 8500, 0]]);
  assert.equal(d.variants[1]!.available, false);
  assert.equal(d.images.length, 3);
  assert.deepEqual(d.tags, ['Anchor', 'Gold', 'Leather', 'Silver']);
  assert.equal(d.descriptionText, 'Black leather bracelet with gold or silver anchor for men.');
});

test('bad rows are reported with the line where their record starts; the rest imports', async () => {
  const storeId = await newStore('badrows');
  const report = await importCatalogFile(database, { storeId, filePath: path.join(FIXTURES, 'bad-rows.csv') });
  // line 1 header; good-tee's first record spans lines 2-3 (multi-line body)
  assert.deepEqual(report.errors.map((e) => [e.line, e.handle]), [
    [6, 'bad-price'], [7, 'no-title'], [8, 'no-title'], [9, 'mug'], [10, 'mug'], [12, 'cap'],
  ]);
  assert.match(report.errors[0]!.reason, /negative price/);
  assert.match(report.errors[1]!.reason, /Title is empty/);
  assert.match(report.errors[2]!.reason, /first row was rejected/);
  assert.match(report.errors[3]!.reason, /not a decimal/);
  assert.match(report.errors[5]!.reason, /Inventory Policy/);
  assert.equal(report.failed, 6);
  assert.equal(report.products, 2); // good-tee, cap (its one good variant)
  assert.equal(report.variants, 4);
  const { rows } = await database.pool.query("SELECT id FROM products WHERE store_id = $1 AND handle = 'good-tee'", [storeId]);
  const tee = (await getProductDetail(database, storeId, rows[0].id))!;
  assert.deepEqual(tee.bulletPoints, ['100% cotton', 'Machine wash']);
  assert.equal(tee.descriptionText, 'A soft tee.');
  assert.deepEqual(tee.variants.map((v) => [v.title, v.priceCents, v.available]), [['S / Red', 1999, true], ['M / Red', 1999, false], ['L / Red', 2150, true]]);
  const priceless = path.join(tmp, 'priceless.csv');
  await writeFile(priceless, 'Handle,Title,Option1 Name,Option1 Value,Variant Price\nfree-text,Unpriced thing,Title,Default Title,\n');
  const store2 = await newStore('priceless');
  await importCatalogFile(database, { storeId: store2, filePath: priceless });
  const v = await database.pool.query('SELECT price_cents FROM variants WHERE store_id = $1', [store2]);
  assert.deepEqual(v.rows, [{ price_cents: null }]); // never an invented price
});

test('a file without the required columns is rejected as a whole', async () => {
  const storeId = await newStore('nohandle');
  const file = path.join(tmp, 'no-handle.csv');
  await writeFile(file, 'Name,Price\nTee,10\n');
  await assert.rejects(importCatalogFile(database, { storeId, filePath: file }), (e: Error & { code?: string }) => e.code === 'invalid_request' && /Handle/.test(e.message));
  await assert.rejects(importCatalogFile(database, { storeId, filePath: path.join(DATA, 'shopify_samples', 'apparel.csv'), currency: 'XXQ' }), /ISO 4217/);
});

test('re-import updates in place: no duplicates, vanished variants removed, ids kept', async () => {
  const storeId = await newStore('reimport');
  const file = path.join(tmp, 'tee.csv');
  const src = await readFile(path.join(FIXTURES, 'bad-rows.csv'), 'utf8');
  await writeFile(file, src);
  await importCatalogFile(database, { storeId, filePath: file });
  const before1 = await database.pool.query("SELECT v.id, v.title FROM variants v JOIN products p ON p.id = v.product_id WHERE p.handle = 'good-tee' AND p.store_id = $1 ORDER BY v.position", [storeId]);
  const again = await importCatalogFile(database, { storeId, filePath: file });
  assert.equal(again.created, 0);
  assert.equal(again.updated, 2);
  assert.deepEqual(await counts(storeId), { products: 2, variants: 4, images: 2 });
  // drop the L variant and change a price
  const lines = src.split('\n').filter((l) => !l.startsWith('good-tee,,,,,,,,L')).map((l) => l.replace('GT-M-R,0,deny,19.99', 'GT-M-R,0,deny,17.00'));
  await writeFile(file, lines.join('\n'));
  await importCatalogFile(database, { storeId, filePath: file });
  const after1 = await database.pool.query("SELECT v.id, v.title, v.price_cents FROM variants v JOIN products p ON p.id = v.product_id WHERE p.handle = 'good-tee' AND p.store_id = $1 ORDER BY v.position", [storeId]);
  assert.deepEqual(after1.rows.map((r) => [r.title, r.price_cents]), [['S / Red', 1999], ['M / Red', 1700]]);
  assert.equal(after1.rows[0].id, before1.rows[0].id);
  assert.deepEqual(await counts(storeId), { products: 2, variants: 3, images: 1 }); // the dropped row also carried image 2
});

test('ESCI JSONL (gzip): one product and one variant each, colour as attribute and option', async () => {
  const storeId = await newStore('esci');
  const lines = gunzipSync(await readFile(path.join(DATA, 'esci_catalog', 'products.jsonl.gz'))).toString('utf8').split('\n').slice(0, 300);
  const file = path.join(tmp, 'sample.jsonl.gz');
  await writeFile(file, gzipSync(`${lines.join('\n')}\n{"product_id": "BROKEN", "title": ""}\nnot json\n`));
  const progress: number[] = [];
  const report = await importCatalogFile(database, { storeId, filePath: file, onProgress: (done) => progress.push(done) });
  assert.equal(report.products, 300);
  assert.equal(report.variants, 300);
  assert.deepEqual(report.errors.map((e) => e.line), [301, 302]);
  assert.equal(progress.at(-1), 300);
  const first = JSON.parse(lines[0]!);
  const { rows } = await database.pool.query('SELECT id, handle, external_id FROM products WHERE store_id = $1 AND external_id = $2', [storeId, first.product_id]);
  assert.equal(rows[0].handle, 'the-book-of-dragons-an-anthology-006287716x');
  const d = (await getProductDetail(database, storeId, rows[0].id))!;
  assert.equal(d.variants[0]!.priceCents, 3290);
  assert.equal(d.variants[0]!.sku, '006287716X');
  assert.equal(d.rating, 4.4);
  const colored = JSON.parse(lines.find((l) => JSON.parse(l).color)!);
  const c = await database.pool.query('SELECT attributes, options, search_vector IS NOT NULL AS indexed FROM products WHERE store_id = $1 AND external_id = $2', [storeId, colored.product_id]);
  assert.equal(c.rows[0].attributes.Color, colored.color);
  assert.deepEqual(c.rows[0].options, [{ name: 'Color', values: [colored.color] }]);
  assert.equal(c.rows[0].indexed, true);
  const again = await importCatalogFile(database, { storeId, filePath: file });
  assert.deepEqual([again.created, again.updated], [0, 300]);
});
