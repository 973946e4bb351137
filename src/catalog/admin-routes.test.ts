import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { createTools } from '../agent/index.ts';
import { createTestDatabase } from '../../test/support/db.ts';
import { createAdminTestApp } from '../../test/support/admin-app.ts';
import type { AdminClient } from '../../test/support/admin-client.ts';
import { createCatalogAdminRoutes } from './admin-routes.ts';
import { createJobs } from '../jobs/index.ts';
import { registerCatalogImportJobs } from './imports.ts';
import { silentLogger } from '../shared/logger.ts';
import { testLogger } from '../../test/support/logger.ts';

const DATA = fileURLToPath(new URL('../../data/shopify_samples/', import.meta.url));
const FIXTURES = fileURLToPath(new URL('./import/fixtures/', import.meta.url));
const MAX_UPLOAD = 64 * 1024;

const database = await createTestDatabase('empty');
const jobs = await createJobs(database, silentLogger);
after(() => jobs.stop());
await registerCatalogImportJobs(jobs, database, testLogger);
const t = await createAdminTestApp(database, (requireStaff) => [createCatalogAdminRoutes({ database, requireStaff, jobs, maxUploadBytes: MAX_UPLOAD })]);
const storeA = await t.newStore('a');
const storeB = await t.newStore('b');
const ownerA = await t.signInAs(storeA, 'owner');
const viewerA = await t.signInAs(storeA, 'viewer');
const ownerB = await t.signInAs(storeB, 'owner');

/** POST a file as multipart/form-data (what the admin's file picker sends). */
async function upload(client: AdminClient, name: string, bytes: Buffer | string) {
  const form = new FormData();
  form.set('file', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type: 'text/csv' }));
  const res = await client.fetch('/api/v1/admin/catalog-imports', { method: 'POST', body: form });
  return { status: res.status, type: res.headers.get('content-type'), body: await res.json() };
}

/** Upload and wait for the background import; returns the finished import as GET reports it. */
async function importFile(client: AdminClient, name: string, bytes: Buffer | string) {
  const started = await upload(client, name, bytes);
  assert.equal(started.status, 202, JSON.stringify(started.body));
  assert.ok(['queued', 'running'].includes(started.body.import.status));
  // poll like the admin's progress bar does, until the job has finished
  for (;;) {
    const res = await client.json(`/api/v1/admin/catalog-imports/${started.body.import.id}`);
    assert.equal(res.status, 200);
    if (['succeeded', 'failed'].includes(res.body.import.status)) return res.body.import;
    await sleep(100);
  }
}

/** Products of store A counted directly in SQL (the oracle for the list filters). */
async function sqlCount(where: string, params: unknown[] = []): Promise<number> {
  const r = await database.pool.query(`SELECT count(*)::int AS n FROM products p WHERE p.store_id = $1 AND ${where}`, [storeA, ...params]);
  return r.rows[0].n;
}

const home = await importFile(ownerA, 'home-and-garden.csv', await readFile(`${DATA}home-and-garden.csv`));
const jewels = await importFile(ownerA, 'jewelery.csv', await readFile(`${DATA}jewelery.csv`));

describe('catalog imports from the admin', () => {
  it('imports the Shopify samples in the background (pg-boss job) and reports progress and counts; the stored upload is deleted', async () => {
    assert.equal((await database.pool.query('SELECT count(*)::int AS n FROM catalog_import_files')).rows[0].n, 0);
    // The import row turns `succeeded` inside the job handler; pg-boss marks the job completed just after it returns.
    let states: string[] = [];
    for (let i = 0; i < 100; i++) {
      states = (await database.pool.query(`SELECT state FROM pgboss.job WHERE name = 'catalog.import'`)).rows.map((r) => r.state);
      if (states.every((s) => s === 'completed')) break;
      await sleep(100);
    }
    assert.deepEqual(states, ['completed', 'completed']);
    for (const [imp, products, variants] of [[home, 20, 21], [jewels, 20, 23]] as const) {
      assert.equal(imp.status, 'succeeded', imp.error);
      assert.equal(imp.total, products);
      assert.equal(imp.done, products);
      assert.equal(imp.created, products);
      assert.equal(imp.variants, variants);
      assert.equal(imp.failed, 0);
      assert.deepEqual(imp.errors, []);
      assert.ok(imp.started_at && imp.finished_at && imp.duration_ms !== null);
    }
  });

  it('reports bad rows with their line numbers and reasons; the rest imports', async () => {
    const imp = await importFile(ownerA, 'bad-rows.csv', await readFile(`${FIXTURES}bad-rows.csv`));
    assert.equal(imp.status, 'succeeded');
    assert.deepEqual(imp.errors.map((e: { line: number; handle: string }) => [e.line, e.handle]), [
      [6, 'bad-price'], [7, 'no-title'], [8, 'no-title'], [9, 'mug'], [10, 'mug'], [12, 'cap'],
    ]);
    assert.match(imp.errors[0].reason, /negative price/);
    assert.match(imp.errors[3].reason, /not a decimal/);
    assert.equal(imp.failed, 6);
    assert.equal(imp.created, 2);
    const list = await viewerA.json('/api/v1/admin/catalog-imports');
    assert.equal(list.body.imports[0].id, imp.id, 'newest first');
    assert.equal(list.body.imports.length, 3);
  });

  it('a file without the required columns fails as a whole, with the reason', async () => {
    const imp = await importFile(ownerA, 'wrong.csv', 'Name,Price\nTee,10\n');
    assert.equal(imp.status, 'failed');
    assert.match(imp.error, /Handle/);
  });

  it('413 payload_too_large above the upload limit; 400 without a file; 403 for viewers; 409 while one runs', async () => {
    const big = await upload(ownerA, 'big.csv', 'x'.repeat(MAX_UPLOAD + 1));
    assert.equal(big.status, 413);
    assert.equal(big.type, 'application/problem+json');
    assert.equal(big.body.code, 'payload_too_large');
    const form = new FormData();
    form.set('other', 'x');
    const none = await ownerA.fetch('/api/v1/admin/catalog-imports', { method: 'POST', body: form });
    assert.equal(none.status, 400);
    assert.equal((await none.json()).code, 'invalid_request');
    const empty = await upload(ownerA, 'empty.csv', '');
    assert.equal(empty.status, 400);
    const viewer = await upload(viewerA, 'home.csv', await readFile(`${DATA}home-and-garden.csv`));
    assert.equal(viewer.status, 403);
    assert.equal(viewer.body.code, 'forbidden');
    await database.pool.query(`INSERT INTO catalog_imports (store_id, file_name, file_bytes, status) VALUES ($1, 'x.csv', 1, 'running')`, [storeB]);
    const busy = await upload(ownerB, 'home.csv', await readFile(`${DATA}home-and-garden.csv`));
    assert.equal(busy.status, 409);
    assert.equal(busy.body.code, 'conflict');
    // an import whose process went away is reported as interrupted, and frees the store for the next upload
    await database.pool.query(`UPDATE catalog_imports SET updated_at = now() - interval '1 hour' WHERE store_id = $1`, [storeB]);
    const listB = await ownerB.json('/api/v1/admin/catalog-imports');
    assert.equal(listB.body.imports[0].status, 'failed');
    assert.match(listB.body.imports[0].error, /interrupted/);
  });

  it("another store's import answers 404", async () => {
    const res = await ownerB.fetch(`/api/v1/admin/catalog-imports/${home.id}`);
    assert.equal(res.status, 404);
    assert.equal(res.headers.get('content-type'), 'application/problem+json');
    assert.equal((await ownerB.fetch('/api/v1/admin/catalog-imports/not-a-uuid')).status, 404);
  });
});

describe('catalog settings: the catalog\'s language', () => {
  const put = (client: AdminClient, body: unknown) => client.fetch('/api/v1/admin/catalog-settings', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('English until set; an owner sets it (the products are re-indexed in it), viewers read it; bad input is a 400 problem', async () => {
    const first = await viewerA.json('/api/v1/admin/catalog-settings');
    assert.equal(first.status, 200);
    assert.deepEqual(first.body.catalog, { language: 'en', vocabulary_model: null, vocabulary_translated_at: null, vocabulary_terms: 0 });
    const products = await sqlCount('true');
    const es = await put(ownerA, { language: 'es' });
    assert.equal(es.status, 200);
    const saved = await es.json();
    assert.equal(saved.catalog.language, 'es');
    assert.equal(saved.reindexed, products);
    assert.equal((await viewerA.json('/api/v1/admin/catalog-settings')).body.catalog.language, 'es');
    assert.equal((await (await put(ownerA, { language: 'es' })).json()).reindexed, 0, 'unchanged: nothing re-indexed');
    assert.equal((await ownerB.json('/api/v1/admin/catalog-settings')).body.catalog.language, 'en', "another store's catalog keeps its own");

    const viewer = await put(viewerA, { language: 'fr' });
    assert.equal(viewer.status, 403);
    for (const body of [{ language: 'ru' }, {}, { language: 'es', extra: 1 }]) {
      const bad = await put(ownerA, body);
      assert.equal(bad.status, 400, JSON.stringify(body));
      assert.equal(bad.headers.get('content-type'), 'application/problem+json');
      assert.equal((await bad.json()).code, 'invalid_request');
    }
    assert.equal((await put(ownerA, { language: 'en' })).status, 200);
  });

  it('an upload with a language sets it before the products are written', async () => {
    const ownerC = await t.signInAs(await t.newStore('c'), 'owner');
    const form = new FormData();
    form.set('file', new File([await readFile(`${DATA}home-and-garden.csv`)], 'home.csv', { type: 'text/csv' }));
    form.set('language', 'de');
    const res = await ownerC.fetch('/api/v1/admin/catalog-imports', { method: 'POST', body: form });
    const body = await res.json();
    assert.equal(res.status, 202, JSON.stringify(body));
    for (;;) {
      const r = await ownerC.json(`/api/v1/admin/catalog-imports/${body.import.id}`);
      if (['succeeded', 'failed'].includes(r.body.import.status)) break;
      await sleep(100);
    }
    assert.equal((await ownerC.json('/api/v1/admin/catalog-settings')).body.catalog.language, 'de');
    const bad = new FormData();
    bad.set('file', new File(['x'], 'x.csv'));
    bad.set('language', 'klingon');
    const refused = await ownerC.fetch('/api/v1/admin/catalog-imports', { method: 'POST', body: bad });
    assert.equal(refused.status, 400);
    assert.equal((await refused.json()).code, 'invalid_request');
  });
});

describe('GET /api/v1/admin/products', () => {
  it('lists with total and per-status counts; pages are stable slices', async () => {
    await database.pool.query(`UPDATE products SET status = 'draft' WHERE store_id = $1 AND handle = 'cream-sofa'`, [storeA]);
    const all = await viewerA.json('/api/v1/admin/products?limit=100');
    assert.equal(all.status, 200);
    assert.equal(all.body.total, await sqlCount('true'));
    assert.deepEqual(all.body.counts, { active: await sqlCount(`status = 'active'`), draft: 1, archived: 0 });
    const titles = all.body.products.map((p: { title: string }) => p.title);
    assert.deepEqual(titles, [...titles].sort((x: string, y: string) => x.toLowerCase().localeCompare(y.toLowerCase())));
    const page2 = await viewerA.json('/api/v1/admin/products?limit=5&offset=5');
    assert.deepEqual(page2.body.products.map((p: { id: string }) => p.id), all.body.products.slice(5, 10).map((p: { id: string }) => p.id));
    const drafts = await viewerA.json('/api/v1/admin/products?status=draft');
    assert.deepEqual(drafts.body.products.map((p: { handle: string }) => p.handle), ['cream-sofa']);
    assert.equal(drafts.body.total, 1);
    // Words with another order than relevance (the relevance order's parameter had been bound unused: a 500).
    for (const sort of ['price', 'title', 'updated', 'relevance']) {
      assert.equal((await viewerA.json(`/api/v1/admin/products?q=sofa&sort=${sort}`)).status, 200, sort);
    }
  });

  it('filters by vendor, product type, stock and price range (compared with SQL over the tables)', async () => {
    const vendor = await viewerA.json('/api/v1/admin/products?vendor=rustic%20ltd&limit=100');
    assert.equal(vendor.body.total, await sqlCount(`vendor = 'Rustic LTD'`));
    assert.ok(vendor.body.total > 0 && vendor.body.products.every((p: { vendor: string }) => p.vendor === 'Rustic LTD'));
    const types = await viewerA.json('/api/v1/admin/products?product_type=Necklace,Bracelet&limit=100');
    assert.equal(types.body.total, await sqlCount(`product_type IN ('Necklace', 'Bracelet')`));
    const buyable = `EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND (v.inventory_available IS NULL OR v.inventory_available > 0 OR v.inventory_policy = 'continue'))`;
    const inStock = await viewerA.json('/api/v1/admin/products?in_stock=true&limit=100');
    const outOfStock = await viewerA.json('/api/v1/admin/products?in_stock=false&limit=100');
    assert.equal(inStock.body.total, await sqlCount(buyable));
    assert.equal(outOfStock.body.total, await sqlCount(`NOT ${buyable}`));
    assert.ok(outOfStock.body.total > 0);
    assert.ok(outOfStock.body.products.every((p: { available: boolean }) => p.available === false));
    const priced = await viewerA.json('/api/v1/admin/products?price_min=2000&price_max=6000&limit=100');
    assert.equal(priced.body.total, await sqlCount('EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.price_cents BETWEEN 2000 AND 6000)'));
    for (const p of priced.body.products) assert.ok(p.price_min_cents <= 6000 && p.price_max_cents >= 2000, p.title);
    const combined = await viewerA.json('/api/v1/admin/products?vendor=Company%20123&price_max=5000&in_stock=true&limit=100');
    assert.equal(combined.body.total, await sqlCount(`vendor = 'Company 123' AND ${buyable} AND EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.price_cents <= 5000)`));
  });

  it('text search matches words, title substrings and SKUs', async () => {
    const words = await viewerA.json('/api/v1/admin/products?q=plant%20pots');
    assert.ok(words.body.products.some((p: { handle: string }) => p.handle === 'clay-plant-pot'));
    const sku = (await database.pool.query(`SELECT v.sku, p.handle FROM variants v JOIN products p ON p.id = v.product_id WHERE v.store_id = $1 AND v.sku <> '' LIMIT 1`, [storeA])).rows[0];
    const bySku = await viewerA.json(`/api/v1/admin/products?q=${encodeURIComponent(sku.sku)}`);
    assert.ok(bySku.body.products.some((p: { handle: string }) => p.handle === sku.handle));
  });

  it('facets list vendors and product types with counts', async () => {
    const f = await viewerA.json('/api/v1/admin/product-facets');
    assert.equal(f.body.vendors.find((v: { value: string }) => v.value === 'Rustic LTD').count, await sqlCount(`vendor = 'Rustic LTD'`));
    assert.ok(f.body.product_types.some((v: { value: string }) => v.value === 'Necklace'));
  });

  it('invalid filters are 400 problem+json with the field', async () => {
    for (const q of ['price_min=500&price_max=100', 'status=gone', 'limit=1000', 'price_min=-1', 'in_stock=maybe']) {
      const res = await viewerA.fetch(`/api/v1/admin/products?${q}`);
      assert.equal(res.status, 400, q);
      assert.equal(res.headers.get('content-type'), 'application/problem+json');
      const body = await res.json();
      assert.equal(body.code, 'invalid_request');
      assert.ok(body.errors.length > 0, q);
    }
  });

  it("is scoped to the store: B sees none of A's products, and A's ids answer 404", async () => {
    const listB = await ownerB.json('/api/v1/admin/products');
    assert.equal(listB.body.total, 0);
    const id = (await viewerA.json('/api/v1/admin/products?limit=1')).body.products[0].id;
    const res = await ownerB.fetch(`/api/v1/admin/products/${id}`);
    assert.equal(res.status, 404);
    assert.equal((await res.json()).code, 'not_found');
    assert.equal((await t.target('/api/v1/admin/products')).status, 401);
  });
});

describe('GET /api/v1/admin/products/{id}', () => {
  it('returns variants with option values, prices and inventory, and images', async () => {
    const id = (await database.pool.query(`SELECT id FROM products WHERE store_id = $1 AND handle = 'leather-anchor'`, [storeA])).rows[0].id;
    const { status, body } = await viewerA.json(`/api/v1/admin/products/${id}`);
    assert.equal(status, 200);
    const p = body.product;
    assert.equal(p.title, 'Anchor Bracelet Mens');
    assert.equal(p.currency, 'USD');
    assert.deepEqual(p.options, [{ name: 'Color', values: ['Gold', 'Silver'] }]);
    assert.deepEqual(p.variants.map((v: any) => [v.option_values, v.price_cents, v.compare_at_price_cents, v.inventory_available, v.available]), [
      [{ Color: 'Gold' }, 6999, 8500, 1, true], [{ Color: 'Silver' }, 5500, 8500, 0, false],
    ]);
    assert.equal(p.images.length, 3);
    assert.match(p.images[0].src, /^https:/);
  });
});

describe('POST /api/v1/admin/search-tester', () => {
  it("returns the agent's parsed constraints and the exact search_products result, with scores", async () => {
    const query = 'clay plant pot under $20';
    const { status, body } = await viewerA.json('/api/v1/admin/search-tester', { method: 'POST', body: { query } });
    assert.equal(status, 200);
    assert.equal(body.constraints.maxPriceCents, 2000);
    assert.equal(body.limit, 5);
    assert.ok(body.products.length > 0);
    assert.equal(body.products[0].title, 'Clay Plant Pot');
    assert.ok(body.products.every((p: { priceCents: number }) => p.priceCents <= 2000));
    const scores = body.products.map((p: { score: number }) => p.score);
    assert.deepEqual(scores, [...scores].sort((a, b) => b - a));
    assert.ok(body.products[0].match_share >= 0.8);
    // the same code path as the tool: the agent's search_products tool returns exactly tool_result
    const tool = createTools(database).find((x) => x.name === 'search_products')!;
    const fromTool = await tool.invoke({ query }, { configurable: { aisle: { storeId: storeA, currency: 'USD', conversationId: 'x', staffAvailable: false, requestHandoff: async () => 'handoff_requested' } } });
    assert.equal(body.tool_result, fromTool);
    assert.deepEqual(JSON.parse(fromTool).constraints, body.constraints);
  });

  it('shows relaxed constraints and corrected words', async () => {
    const { body } = await viewerA.json('/api/v1/admin/search-tester', { method: 'POST', body: { query: 'sofa under $10' } });
    assert.equal(body.closest, true);
    assert.deepEqual(body.relaxed, ['price']);
    assert.equal(body.products[0].title.toLowerCase().includes('sofa'), true);
    const typo = await viewerA.json('/api/v1/admin/search-tester', { method: 'POST', body: { query: 'braclet' } });
    assert.equal(typo.body.ranking_text, 'bracelet');
  });

  it('validates the query like the tool does (400 problem+json)', async () => {
    const res = await viewerA.fetch('/api/v1/admin/search-tester', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '' }) });
    assert.equal(res.status, 400);
    assert.equal((await res.json()).code, 'invalid_request');
  });
});

describe('OpenAPI', () => {
  it('documents every catalog admin route', async () => {
    const doc = await t.openapi();
    for (const p of ['/api/v1/admin/products', '/api/v1/admin/products/{id}', '/api/v1/admin/product-facets', '/api/v1/admin/search-tester', '/api/v1/admin/catalog-imports', '/api/v1/admin/catalog-imports/{id}', '/api/v1/admin/catalog-settings']) {
      assert.ok(doc.paths[p], p);
    }
    assert.ok(doc.paths['/api/v1/admin/catalog-imports'].post.requestBody.content['multipart/form-data']);
  });
});
