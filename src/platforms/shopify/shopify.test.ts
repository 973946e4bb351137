/**
 * The Shopify app end to end against the local stand-in (real HTTP, real `@shopify/shopify-api`, real Postgres, the
 * local model): install → bulk sync of the seeded catalog → the widget answers from it → order lookup through the
 * Admin API → refund approved once (a second decision, a retried execution and a repeated refundCreate do not refund
 * again) → a product update webhook changes the next answer → uninstall (widget off, sessions revoked, data kept) →
 * shop/redact leaves no row of the shop in any table of the database.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openSession, sendMessage, type WidgetSession } from '../../../test/support/widget-client.ts';
import { scanAllTables, startShopifyHarness, type ShopifyHarness } from '../../../test/support/shopify.ts';
import { executeApproval } from '../../approvals/index.ts';

describe('Shopify app: install to shop/redact', () => {
  let h: ShopifyHarness;
  let storeId = '';
  let shopper: WidgetSession;
  const say = async (s: WidgetSession, text: string) => {
    const r = await sendMessage(h.server.url, s, text);
    const done = r.events.find((e) => e.event === 'done');
    assert.ok(done, `no done event: ${JSON.stringify(r.events.slice(-2))}`);
    return { text: String(done.data.message?.text ?? ''), parts: (done.data.message?.parts ?? []) as any[] };
  };
  const db = () => h.server.database.pool;

  before(async () => { h = await startShopifyHarness(); });
  after(async () => { await h?.stop(); });

  test('install syncs the seeded catalog through a bulk operation into the catalog tables', async () => {
    const first = await h.admin('/api/v1/admin/shopify');
    assert.equal(first.status, 200);
    assert.equal(first.body.shop, h.shop);
    assert.match(first.body.theme_editor_url, new RegExp(`^https://${h.shop}/admin/themes/current/editor\\?context=apps&activateAppId=${h.fake.apiKey}/app-embed$`));
    storeId = (await h.storeId())!;
    const sync = await h.until(async () => {
      const r = await h.admin('/api/v1/admin/shopify');
      return r.body.sync?.status === 'succeeded' ? r.body.sync : r.body.sync?.status === 'failed' ? assert.fail(r.body.sync.error) : null;
    }, 'the catalog sync');
    const seeded = h.fake.shops.get(h.shop)!.products;
    assert.equal(sync.products, seeded.length);
    assert.equal(sync.objects, seeded.length + seeded.reduce((n, p) => n + p.variants.length + p.media.length, 0));
    const rows = (await db().query('SELECT count(*)::int AS n, count(*) FILTER (WHERE status = $2)::int AS active FROM products WHERE store_id = $1', [storeId, 'active'])).rows[0];
    assert.equal(rows.n, seeded.length);
    // A multi-variant product keeps its options, variants, prices (minor units) and images.
    const tee = seeded.find((p) => p.variants.length > 1)!;
    const prod = (await db().query('SELECT id, options, images, url FROM products WHERE store_id = $1 AND external_id = $2', [storeId, tee.id])).rows[0];
    const vars = (await db().query('SELECT external_id, price_cents, option_values FROM variants WHERE product_id = $1 ORDER BY position', [prod.id])).rows;
    assert.equal(vars.length, tee.variants.length);
    assert.equal(vars[0].price_cents, Math.round(Number(tee.variants[0]!.price) * 100));
    assert.deepEqual(vars.map((v: any) => v.external_id), tee.variants.map((v) => v.id));
    assert.equal(prod.images.length, tee.media.length);
    assert.equal(prod.url, `https://${h.shop}/products/${tee.handle}`);
    assert.ok(h.fake.requests.some((r) => r.operation?.startsWith('mutation bulkOperationRunQuery')));
    assert.ok(h.fake.delivered.some((d) => d.topic === 'bulk_operations/finish' && d.status === 200));
  });

  test('the widget on the storefront answers from the synced catalog', async () => {
    shopper = await openSession(h.server.url, h.shop, {}, { origin: `https://${h.shop}` });
    const r = await say(shopper, 'ocean blue shirt');
    const titles = await productTitles(r.parts);
    assert.ok(titles.includes('Ocean Blue Shirt'), `cards: ${titles.join(', ')}`);
  });

  test('lookup_order asks the Admin API: name and email must both match; a wrong email answers like a missing order', async () => {
    h.fake.addOrder(h.shop, { name: '#1001', email: 'sam.shopper@example.com', customerName: 'Sam Shopper', lines: [{ title: 'Ocean Blue Shirt', quantity: 2, price: '50.00' }], shippingPrice: '5.00' });
    const before = h.fake.requests.length;
    const wrong = await say(shopper, 'where is my order #1001? my email is someone.else@example.com');
    assert.ok(!wrong.parts.some((p) => p.type === 'order'), 'no order card for a wrong email');
    const right = await say(shopper, 'where is my order #1001? my email is sam.shopper@example.com');
    assert.ok(right.parts.some((p) => p.type === 'order'), `an order card: ${right.text}`);
    assert.ok(h.fake.requests.slice(before).filter((r) => r.operation === 'query orders').length >= 2, 'both lookups asked Shopify');
    const o = (await db().query('SELECT total_cents, currency, external_id FROM orders WHERE store_id = $1 AND name = $2', [storeId, '#1001'])).rows[0];
    assert.equal(o.total_cents, 10_500);
    assert.match(o.external_id, /^gid:\/\/shopify\/Order\//);
  });

  test('an approved refund calls refundCreate once: a second decision, a retried execution and a repeated call do not refund again', async () => {
    const waiting = await say(shopper, 'please refund order #1001, my email is sam.shopper@example.com');
    assert.match(waiting.text, /sent this to the store for approval/i, waiting.text);
    const list = await h.admin('/api/v1/admin/approvals?status=pending');
    const a = list.body.approvals.find((x: any) => x.conversation_id === shopper.conversation_id);
    assert.ok(a);
    const detail = await h.admin(`/api/v1/admin/approvals/${a.id}`);
    assert.equal(detail.status, 200);
    assert.equal(detail.body.order.name, '#1001');
    assert.ok(h.fake.requests.some((r) => r.operation === 'query order'), "the approval screen read Shopify's order");
    const ok = await h.admin(`/api/v1/admin/approvals/${a.id}/approve`, { method: 'POST' });
    assert.equal(ok.status, 200);
    await h.server.approvals.idle();
    const order = h.fake.shops.get(h.shop)!.orders.find((x) => x.name === '#1001')!;
    assert.equal(order.refunds.length, 1);
    assert.equal(order.refunds[0]!.amount, '105.00');
    assert.equal(order.financialStatus, 'REFUNDED');
    const again = await h.admin(`/api/v1/admin/approvals/${a.id}/approve`, { method: 'POST' });
    assert.equal(again.status, 409);
    // A retried execution (a restart that finds the decision) returns the stored outcome; Shopify is not called.
    const calls = h.fake.requests.filter((r) => r.operation === 'mutation refundCreate').length;
    const replay = await executeApproval(h.server.database, a.id, { platform: h.server.shopify!.orders });
    assert.equal(replay.status, 'executed');
    await h.server.approvals.recover(0);
    await h.server.approvals.idle();
    assert.equal(h.fake.requests.filter((r) => r.operation === 'mutation refundCreate').length, calls);
    // A crash between Shopify's answer and Aisle's commit repeats refundCreate with the same key: Shopify replays it.
    const key = (await db().query('SELECT idempotency_key FROM approvals WHERE id = $1', [a.id])).rows[0].idempotency_key;
    await h.server.shopify!.orders.applyAction({
      storeId, orderId: a.order_id, externalId: order.id, currency: 'USD', amountCents: 10_500, idempotencyKey: key,
      payload: { action: 'refund', whole_order: true, lines: [], reason: null },
    });
    assert.equal(order.refunds.length, 1, 'still one refund at Shopify');
    const ledger = (await db().query('SELECT count(*)::int AS n FROM order_actions WHERE store_id = $1', [storeId])).rows[0].n;
    assert.equal(ledger, 1);
  });

  test('a products/update webhook changes the next answer', async () => {
    const p = h.fake.shops.get(h.shop)!.products.find((x) => x.title === 'Ocean Blue Shirt')!;
    await h.fake.updateProduct(h.shop, p.id, (x) => { x.title = 'Ocean Blue Linen Shirt'; x.variants[0]!.price = '42.00'; });
    await h.until(async () => (await db().query('SELECT 1 FROM products WHERE store_id = $1 AND title = $2', [storeId, 'Ocean Blue Linen Shirt'])).rowCount, 'the webhook to be processed');
    const s = await openSession(h.server.url, h.shop, {}, { origin: `https://${h.shop}` });
    const r = await say(s, 'ocean blue linen shirt');
    assert.ok((await productTitles(r.parts)).includes('Ocean Blue Linen Shirt'));
    const price = (await db().query('SELECT v.price_cents FROM variants v JOIN products p ON p.id = v.product_id WHERE p.store_id = $1 AND p.external_id = $2', [storeId, p.id])).rows[0];
    assert.equal(price.price_cents, 4200);
  });

  test('app/uninstalled: sessions revoked, the widget goes off, the data stays', async () => {
    await h.fake.uninstall(h.shop);
    await h.until(async () => (await db().query("SELECT 1 FROM stores WHERE id = $1 AND install_status = 'uninstalled'", [storeId])).rowCount, 'uninstall');
    assert.equal((await db().query('SELECT count(*)::int AS n FROM shopify_sessions WHERE store_id = $1', [storeId])).rows[0].n, 0);
    const cfg = await fetch(`${h.server.url}/api/v1/widget/stores/${h.shop}/config`);
    assert.equal(cfg.status, 404);
    assert.ok((await db().query('SELECT count(*)::int AS n FROM products WHERE store_id = $1', [storeId])).rows[0].n > 0, 'catalog kept until shop/redact');
  });

  test('shop/redact deletes every row of the shop: no table anywhere mentions its store id or domain', async () => {
    const res = await h.fake.deliver({ topic: 'shop/redact', shop: h.shop, payload: { shop_id: 1, shop_domain: h.shop } });
    assert.equal(res.status, 200);
    await h.until(async () => !(await db().query('SELECT 1 FROM stores WHERE id = $1', [storeId])).rowCount, 'shop/redact');
    const leftovers = await scanAllTables(h, [storeId, h.shop, shopper.conversation_id, 'sam.shopper@example.com']);
    assert.deepEqual(leftovers, [], `rows still mention the shop: ${JSON.stringify(leftovers)}`);
  });

  async function productTitles(parts: any[]): Promise<string[]> {
    const ids = parts.filter((p) => p.type === 'product').map((p) => p.product?.id ?? p.product_id);
    if (!ids.length) return [];
    return (await db().query('SELECT title FROM products WHERE id = ANY($1::uuid[])', [ids])).rows.map((r: any) => r.title);
  }
});

