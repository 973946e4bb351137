/**
 * A Shopify shop brings its own currency: a JPY shop installs → the store's currency is the shop's `currencyCode`,
 * the bulk sync writes prices in yen (0 minor digits), the widget answers "¥7,500", an order looked up through the
 * Admin API is in yen, Settings refuses to change the currency (Shopify's is the store's); the merchant switches the
 * shop to EUR → `shop/update` makes the store EUR and a full sync re-reads the prices in euro cents; an older
 * `shop/update` delivered late changes nothing.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openSession, sendMessage, type WidgetSession } from '../../../test/support/widget-client.ts';
import { startShopifyHarness, type ShopifyHarness } from '../../../test/support/shopify.ts';
import { formatMoney } from '../../shared/money.ts';

describe('Shopify shop currency', () => {
  let h: ShopifyHarness;
  let storeId = '';
  let shopper: WidgetSession;
  const db = () => h.server.database.pool;
  const say = async (text: string) => {
    const r = await sendMessage(h.server.url, shopper, text);
    const done = r.events.find((e) => e.event === 'done');
    assert.ok(done, `no done event: ${JSON.stringify(r.events.slice(-2))}`);
    return String(done.data.message?.text ?? '');
  };
  const shirt = () => h.fake.shops.get(h.shop)!.products.find((p) => p.title === 'Ocean Blue Shirt')!.variants[0]!;
  const storedShirt = async () => (await db().query(
    `SELECT v.price_cents FROM variants v JOIN products p ON p.id = v.product_id WHERE p.store_id = $1 AND p.title = 'Ocean Blue Shirt'`, [storeId])).rows[0]?.price_cents;
  const syncDone = (reason: string) => h.until(async () => {
    const r = await h.admin('/api/v1/admin/shopify');
    const s = r.body.sync;
    if (s?.status === 'failed') assert.fail(s.error);
    return s?.reason === reason && s.status === 'succeeded' ? s : null;
  }, `the ${reason} sync`, 60_000);

  before(async () => { h = await startShopifyHarness({ shop: { domain: 'yen-shop.myshopify.com', currencyCode: 'JPY' } }); });
  after(async () => { await h?.stop(); });

  test('install: the store takes the shop currency and the sync writes prices in yen', async () => {
    assert.equal((await h.admin('/api/v1/admin/shopify')).status, 200);
    storeId = (await h.storeId())!;
    await syncDone('install');
    const store = (await db().query('SELECT currency FROM stores WHERE id = $1', [storeId])).rows[0];
    assert.equal(store.currency, 'JPY');
    assert.equal(shirt().price, '7500', 'the stand-in sells the $50 shirt for ¥7,500');
    assert.equal(await storedShirt(), 7500, 'yen have no minor digits: 7500 is ¥7,500');
    const session = await h.admin('/api/v1/auth/session');
    assert.equal(session.body.store.currency, 'JPY');
  });

  test('the widget quotes yen and an order from the Admin API is in yen', async () => {
    shopper = await openSession(h.server.url, h.shop, {}, { origin: `https://${h.shop}` });
    const answer = await say('ocean blue shirt');
    assert.ok(answer.includes(formatMoney(7500, 'JPY')), answer);
    assert.doesNotMatch(answer, /\$/);
    h.fake.addOrder(h.shop, { name: '#2001', email: 'yui@example.com', customerName: 'Yui Tanaka', lines: [{ title: 'Ocean Blue Shirt', quantity: 2, price: '7500' }], shippingPrice: '800' });
    await say('where is my order #2001? my email is yui@example.com');
    const o = (await db().query('SELECT total_cents, currency FROM orders WHERE store_id = $1 AND name = $2', [storeId, '#2001'])).rows[0];
    assert.deepEqual({ ...o }, { total_cents: 15_800, currency: 'JPY' });
  });

  test("Settings cannot change a Shopify store's currency", async () => {
    const view = await h.admin('/api/v1/admin/settings');
    assert.equal(view.body.store.currency_locked, true);
    const r = await h.admin('/api/v1/admin/settings', { method: 'PATCH', body: { store: { currency: 'USD' } } });
    assert.equal(r.status, 409);
    assert.equal(r.headers.get('content-type'), 'application/problem+json');
    assert.equal(r.body.errors[0].code, 'currency_from_platform');
  });

  test('shop/update to EUR: the store follows and a full sync re-reads prices in euro cents; a late older update is stale', async () => {
    const before = await h.fake.updateShop(h.shop, { currencyCode: 'EUR' });
    const older = { id: 1, name: before.name, currency: 'JPY', iana_timezone: before.timezone, updated_at: new Date(Date.parse(before.updatedAt) - 60_000).toISOString() };
    await syncDone('currency');
    const store = (await db().query('SELECT currency FROM stores WHERE id = $1', [storeId])).rows[0];
    assert.equal(store.currency, 'EUR');
    assert.equal(shirt().price, '46.00');
    assert.equal(await storedShirt(), 4600);
    const answer = await say('ocean blue shirt');
    assert.ok(answer.includes(formatMoney(4600, 'EUR')), answer);

    const late = await h.fake.deliver({ topic: 'shop/update', shop: h.shop, payload: older, webhookId: 'late-shop-update' });
    assert.equal(late.status, 200);
    const row = await h.until(async () => (await db().query(
      `SELECT status FROM shopify_webhooks WHERE store_id = $1 AND webhook_id = 'late-shop-update'`, [storeId])).rows.find((x) => x.status !== 'received')?.status, 'the late webhook processed');
    assert.equal(row, 'stale');
    assert.equal((await db().query('SELECT currency FROM stores WHERE id = $1', [storeId])).rows[0].currency, 'EUR');
  });
});
