/**
 * `/webhooks/shopify` over real HTTP: 401 on a bad signature, 400 on missing headers, both header styles stored and
 * processed by the job, replays deduplicated by webhook id and by (event id, topic), stale product updates ignored by
 * `updated_at`, deletes remembered against late updates, inventory read from the Admin API, THROTTLED answers backed
 * off, unknown shops acknowledged and not kept.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startShopifyHarness, type ShopifyHarness } from '../../../../test/support/shopify.ts';

describe('Shopify webhooks', () => {
  let h: ShopifyHarness;
  let storeId = '';
  const db = () => h.server.database.pool;
  const status = async (webhookId: string) => (await db().query('SELECT status FROM shopify_webhooks WHERE webhook_id = $1', [webhookId])).rows[0]?.status as string | undefined;
  const processed = (webhookId: string) => h.until(async () => { const s = await status(webhookId); return s && s !== 'received' ? s : null; }, `webhook ${webhookId}`);

  before(async () => {
    h = await startShopifyHarness({ fake: { subscriptions: ['bulk_operations/finish'] } }); // product webhooks are sent by hand here
    await h.admin('/api/v1/admin/shopify');
    storeId = (await h.storeId())!;
    await h.until(async () => (await h.admin('/api/v1/admin/shopify')).body.sync?.status === 'succeeded', 'the install sync');
  });
  after(async () => { await h?.stop(); });

  test('a bad or missing signature is 401, missing headers 400: nothing is stored', async () => {
    const body = JSON.stringify({ id: 1 });
    const post = (headers: Record<string, string>, b = body) => fetch(`${h.server.url}/webhooks/shopify`, { method: 'POST', headers, body: b });
    const forged = await post(h.fake.webhookHeaders({ topic: 'products/update', shop: h.shop, body, secret: 'someone-else', webhookId: 'forged-1' }));
    assert.equal(forged.status, 401);
    assert.equal(forged.headers.get('content-type'), 'application/problem+json');
    assert.equal((await forged.json() as { code: string }).code, 'webhook_signature_invalid');
    const tampered = await post(h.fake.webhookHeaders({ topic: 'products/update', shop: h.shop, body, webhookId: 'tampered-1' }), JSON.stringify({ id: 2 }));
    assert.equal(tampered.status, 401);
    const headers = h.fake.webhookHeaders({ topic: 'products/update', shop: h.shop, body, webhookId: 'nohdr-1' });
    delete headers['X-Shopify-Webhook-Id'];
    const missing = await post(headers);
    assert.equal(missing.status, 400);
    assert.equal((await db().query("SELECT count(*)::int AS n FROM shopify_webhooks WHERE webhook_id IN ('forged-1', 'tampered-1')")).rows[0].n, 0);
  });

  test('both header styles are stored, processed, and deduplicated by webhook id and by (event id, topic)', async () => {
    const p = h.fake.shops.get(h.shop)!.products[0]!;
    p.title = 'Renamed by webhook';
    p.updatedAt = new Date(Date.parse(p.updatedAt) + 60_000).toISOString();
    const payload = h.fake.productPayload(p);
    const first = await h.fake.deliver({ topic: 'products/update', shop: h.shop, payload, webhookId: 'dup-1', eventId: 'evt-1' });
    assert.deepEqual(await first.json(), { received: true, outcome: 'stored' });
    const replay = await h.fake.deliver({ topic: 'products/update', shop: h.shop, payload, webhookId: 'dup-1', eventId: 'evt-1' });
    assert.deepEqual(await replay.json(), { received: true, outcome: 'duplicate' });
    const sameEvent = await h.fake.deliver({ topic: 'products/update', shop: h.shop, payload, webhookId: 'dup-2', eventId: 'evt-1' });
    assert.deepEqual(await sameEvent.json(), { received: true, outcome: 'duplicate' }, 'same event and topic, new webhook id');
    assert.equal(await processed('dup-1'), 'processed');
    const title = (await db().query('SELECT title FROM products WHERE store_id = $1 AND external_id = $2', [storeId, p.id])).rows[0].title;
    assert.equal(title, 'Renamed by webhook');

    p.title = 'Renamed again (events headers)';
    p.updatedAt = new Date(Date.parse(p.updatedAt) + 60_000).toISOString();
    const ev = await h.fake.deliver({ topic: 'products/update', shop: h.shop, payload: h.fake.productPayload(p), webhookId: 'ev-1', style: 'events' });
    assert.equal(ev.status, 200);
    assert.equal(await processed('ev-1'), 'processed');
    assert.equal((await db().query('SELECT title FROM products WHERE store_id = $1 AND external_id = $2', [storeId, p.id])).rows[0].title, 'Renamed again (events headers)');
    const stored = (await db().query("SELECT payload FROM shopify_webhooks WHERE webhook_id = 'ev-1'")).rows[0].payload;
    assert.deepEqual(stored, {}, 'a processed payload is cleared');
  });

  test('an update older than the stored one is stale; a delete is remembered against late updates', async () => {
    const p = h.fake.shops.get(h.shop)!.products[1]!;
    const old = { ...h.fake.productPayload(p), title: 'An old state', updated_at: new Date(Date.parse(p.updatedAt) - 3_600_000).toISOString() };
    await h.fake.deliver({ topic: 'products/update', shop: h.shop, payload: old, webhookId: 'stale-1' });
    assert.equal(await processed('stale-1'), 'stale');
    assert.equal((await db().query('SELECT title FROM products WHERE store_id = $1 AND external_id = $2', [storeId, p.id])).rows[0].title, p.title);

    await h.fake.deliver({ topic: 'products/delete', shop: h.shop, payload: { id: Number(p.legacyResourceId) }, webhookId: 'del-1' });
    assert.equal(await processed('del-1'), 'processed');
    assert.equal((await db().query('SELECT count(*)::int AS n FROM products WHERE store_id = $1 AND external_id = $2', [storeId, p.id])).rows[0].n, 0);
    await h.fake.deliver({ topic: 'products/update', shop: h.shop, payload: h.fake.productPayload(p), webhookId: 'late-1' });
    assert.equal(await processed('late-1'), 'stale', 'an update from before the delete does not bring it back');
  });

  test('inventory_levels/update reads the variant total from the Admin API, backing off on THROTTLED', async () => {
    const p = h.fake.shops.get(h.shop)!.products.slice(2).find((x) => x.variants.length > 1)!;
    const v = p.variants[0]!;
    v.inventoryQuantity = 7;
    v.inventoryItem.tracked = true;
    h.fake.throttleNext(1);
    const before = h.fake.requests.filter((r) => r.throttled).length;
    await h.fake.deliver({ topic: 'inventory_levels/update', shop: h.shop, payload: { inventory_item_id: Number(v.inventoryItem.id.split('/').pop()), location_id: 1, available: 3, updated_at: new Date().toISOString() }, webhookId: 'inv-1' });
    assert.equal(await processed('inv-1'), 'processed');
    assert.equal(h.fake.requests.filter((r) => r.throttled).length, before + 1, 'one THROTTLED answer, then the retry');
    const row = (await db().query('SELECT inventory_available FROM variants WHERE store_id = $1 AND external_id = $2', [storeId, v.id])).rows[0];
    assert.equal(row.inventory_available, 7);
    assert.ok(h.server.shopify!.admin.lastCost(h.shop)?.throttleStatus.maximumAvailable, 'the cost extension is read');
  });

  test("a shop Aisle does not know is acknowledged and not kept; an order Aisle never looked up is ignored", async () => {
    const res = await h.fake.deliver({ topic: 'products/update', shop: 'stranger.myshopify.com', payload: { id: 1 }, webhookId: 'stranger-1' });
    assert.deepEqual(await res.json(), { received: true, outcome: 'unknown_shop' });
    assert.equal(await status('stranger-1'), undefined);
    const o = h.fake.addOrder(h.shop, { email: 'nobody@example.com', lines: [{ title: 'Thing', quantity: 1, price: '9.00' }] });
    await h.fake.deliver({ topic: 'orders/updated', shop: h.shop, payload: h.fake.orderPayload(o), webhookId: 'order-1' });
    assert.equal(await processed('order-1'), 'ignored');
    assert.equal((await db().query('SELECT count(*)::int AS n FROM orders WHERE store_id = $1', [storeId])).rows[0].n, 0);
  });
});
