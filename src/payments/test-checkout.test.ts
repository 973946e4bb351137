/**
 * Without a Stripe key: the built-in TEST MODE provider. The shopper asks the local model, adds variants by
 * words ("the first one in medium"), checks out, pays on /checkout/test/{id}, and the paid order exists — created
 * through the same code path as Stripe's webhook. Also: refunds of orders not paid through Stripe, CSRF, 404s.
 */
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { importCatalogFile } from '../catalog/index.ts';
import { addLine, checkout, pricedVariants, widgetCall } from '../../test/support/cart-client.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { getHistory, openSession, sendMessage, type SseEvent, type WidgetSession } from '../../test/support/widget-client.ts';

let srv: TestServer;
let storeId: string;
const APPAREL = fileURLToPath(new URL('../../data/shopify_samples/apparel.csv', import.meta.url));
const JEWELRY = fileURLToPath(new URL('../../data/shopify_samples/jewelery.csv', import.meta.url));

before(async () => {
  srv = await startTestServer();
  storeId = (await srv.database.pool.query(`SELECT id FROM stores WHERE handle = 'demo'`)).rows[0].id;
  // Shopify's sample products have real size and colour variants (the ESCI demo catalog has one variant each).
  await importCatalogFile(srv.database, { storeId, filePath: APPAREL, format: 'shopify_csv' });
  await importCatalogFile(srv.database, { storeId, filePath: JEWELRY, format: 'shopify_csv' });
});
after(async () => { await srv?.stop(); });

const partsOf = (events: SseEvent[], type: string) => events.filter((e) => e.event === 'part' && e.data.part.type === type).map((e) => e.data.part);
const doneText = (events: SseEvent[]) => events.at(-1)!.data.message.text as string;

describe('shopping by chat with the local model (test provider)', () => {
  let s: WidgetSession;
  let payUrl = '';
  let checkoutId = '';

  test('product cards carry their variants (picker) priced from the database', async () => {
    s = await openSession(srv.url);
    const r = await sendMessage(srv.url, s, 'classic varsity top');
    const cards = partsOf(r.events, 'product');
    assert.ok(cards.length > 0, doneText(r.events));
    const top = cards[0];
    assert.equal(top.product.title, 'Classic Varsity Top');
    assert.deepEqual(top.variants.map((v: any) => v.title), ['Small', 'Medium', 'Large']);
    for (const v of top.variants) assert.equal(v.priceCents, 6000);
  });

  test('"add the first one in medium" adds the Medium variant; the cart part is rendered from the database', async () => {
    const r = await sendMessage(srv.url, s, 'add the first one in medium');
    const [cart] = partsOf(r.events, 'cart');
    assert.ok(cart, doneText(r.events));
    assert.equal(cart.cart.lines.length, 1);
    assert.equal(cart.cart.lines[0].title, 'Classic Varsity Top');
    assert.equal(cart.cart.lines[0].variantTitle, 'Medium');
    assert.equal(cart.cart.subtotalCents, 6000);
    assert.match(doneText(r.events), /Added 1 × \*\*Classic Varsity Top\*\* \(Medium\)/);
    assert.match(doneText(r.events), /\$60\.00/);
  });

  test('without a size the agent asks which one, and the next words pick it', async () => {
    const ask = await sendMessage(srv.url, s, 'add it to my cart');
    assert.match(doneText(ask.events), /Which one would you like/);
    assert.equal(partsOf(ask.events, 'product')[0]?.product.title, 'Classic Varsity Top', 'the card with its picker');
    const r = await sendMessage(srv.url, s, 'large');
    const [cart] = partsOf(r.events, 'cart');
    assert.ok(cart, doneText(r.events));
    assert.deepEqual(cart.cart.lines.map((l: any) => l.variantTitle), ['Medium', 'Large']);
    assert.equal(cart.cart.subtotalCents, 12000);
  });

  test('colour words pick a colour variant ("add the blue one")', async () => {
    const found = await sendMessage(srv.url, s, '7 shakra bracelet');
    assert.equal(partsOf(found.events, 'product')[0]?.product.title, '7 Shakra Bracelet');
    const r = await sendMessage(srv.url, s, 'add the first one in blue');
    const [cart] = partsOf(r.events, 'cart');
    assert.ok(cart, doneText(r.events));
    const line = cart.cart.lines.find((l: any) => l.title === '7 Shakra Bracelet');
    assert.equal(line?.variantTitle, 'Blue');
  });

  test('"check out" gives a TEST MODE checkout link with the database total', async () => {
    const cart = (await widgetCall(srv.url, s, 'cart')).body.cart;
    const r = await sendMessage(srv.url, s, 'check out');
    const [part] = partsOf(r.events, 'checkout');
    assert.ok(part, doneText(r.events));
    const c = part.checkout;
    assert.equal(c.provider, 'test');
    assert.equal(c.testMode, true);
    assert.equal(c.status, 'open');
    assert.equal(c.amountCents, cart.subtotalCents);
    assert.equal(c.url, `${srv.url}/checkout/test/${c.id}`);
    assert.match(doneText(r.events), /test mode/);
    payUrl = c.url;
    checkoutId = c.id;
  });

  test('the TEST MODE page shows the lines; Pay creates the order once and returns to the store', async () => {
    const page = await fetch(payUrl);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /TEST MODE/);
    assert.match(html, /Classic Varsity Top/);
    assert.match(html, /Pay \$\d+\.\d\d \(test\)/);
    assert.match(page.headers.get('content-security-policy') ?? '', /default-src 'none'/);

    const pay = () => fetch(payUrl, {
      method: 'POST', redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: srv.url }, body: 'email=Tess%40example.com',
    });
    const res = await pay();
    assert.equal(res.status, 303);
    const location = res.headers.get('location')!;
    assert.match(location, new RegExp(`^${srv.url}/demo/demo\\?checkout=success&order=%23\\d+$`));
    const again = await pay();
    assert.equal(again.status, 303);
    assert.equal(again.headers.get('location'), location);

    const orders = (await srv.database.pool.query('SELECT * FROM orders WHERE external_id = $1', [`checkout:${checkoutId}`])).rows;
    assert.equal(orders.length, 1);
    assert.equal(orders[0].payment_provider, 'test');
    assert.equal(orders[0].customer_email, 'tess@example.com');
    assert.equal(`#${decodeURIComponent(location.split('%23')[1]!)}`, orders[0].name);
    assert.equal((await widgetCall(srv.url, s, 'cart')).body.cart.itemCount, 0);

    // History renders the checkout part from the database: now completed with the order name, no pay link.
    const h = await getHistory(srv.url, s);
    const parts = h.body.messages.flatMap((m: any) => m.parts).filter((p: any) => p.type === 'checkout');
    assert.equal(parts.at(-1).checkout.status, 'completed');
    assert.equal(parts.at(-1).checkout.orderName, orders[0].name);
    assert.equal(parts.at(-1).checkout.url, null);
    const paid = await (await fetch(payUrl)).text();
    assert.match(paid, /This checkout is paid/);
  });

  test('cross-site form posts are refused; unknown checkouts are 404', async () => {
    const s2 = await openSession(srv.url);
    const [v] = await pricedVariants(srv.database, 1);
    await addLine(srv.url, s2, v!.id);
    const c = (await checkout(srv.url, s2)).body.checkout;
    const evil = await fetch(c.url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' }, body: 'email=' });
    assert.equal(evil.status, 403);
    assert.equal((await srv.database.pool.query('SELECT count(*)::int AS n FROM orders WHERE external_id = $1', [`checkout:${c.id}`])).rows[0].n, 0);
    assert.equal((await fetch(`${srv.url}/checkout/test/00000000-0000-4000-8000-000000000000`)).status, 404);
  });

  test('an empty cart cannot check out (409) and the agent says so', async () => {
    const s3 = await openSession(srv.url);
    const r = await checkout(srv.url, s3);
    assert.equal(r.status, 409);
    assert.equal(r.body.code, 'conflict');
    const chat = await sendMessage(srv.url, s3, 'checkout');
    assert.match(doneText(chat.events), /cart is empty/);
  });
});

describe('refunds without Stripe', () => {
  test('a demo order (not paid through Stripe) is refunded through the test provider, once per key, never more than is left', async () => {
    const o = (await srv.database.pool.query(`SELECT id, total_cents FROM orders WHERE store_id = $1 AND name = '#1001'`, [storeId])).rows[0];
    const r = await srv.payments.refundOrderPayment({ storeId, orderId: o.id, amountCents: 100, idempotencyKey: 'k-1' });
    assert.equal(r.provider, 'test');
    assert.match(r.externalId, /^test_re_/);
    assert.equal(r.order.refundedCents, 100);
    assert.equal((await srv.payments.refundOrderPayment({ storeId, orderId: o.id, amountCents: 100, idempotencyKey: 'k-1' })).replayed, true);
    await assert.rejects(
      srv.payments.refundOrderPayment({ storeId, orderId: o.id, amountCents: o.total_cents, idempotencyKey: 'k-2' }),
      (e: any) => e.code === 'conflict' && e.extra.refundable_cents === o.total_cents - 100,
    );
    await assert.rejects(srv.payments.refundOrderPayment({ storeId, orderId: o.id, amountCents: 0, idempotencyKey: 'k-3' }), (e: any) => e.code === 'invalid_request');
    const all = await Promise.all([1, 2, 3, 4].map((i) => srv.payments.refundOrderPayment({ storeId, orderId: o.id, amountCents: 50, idempotencyKey: `c-${i}` })));
    assert.equal(Math.max(...all.map((x) => x.order.refundedCents)), 300, 'concurrent refunds of one order are serialized');
    const row = (await srv.database.pool.query('SELECT refunded_cents, financial_status FROM orders WHERE id = $1', [o.id])).rows[0];
    assert.deepEqual(row, { refunded_cents: 300, financial_status: 'partially_refunded' });
  });

  test('Stripe webhooks are refused (503) when Stripe is not configured', async () => {
    const r = await fetch(`${srv.url}/webhooks/stripe`, { method: 'POST', body: '{}', headers: { 'stripe-signature': 't=1,v1=x' } });
    assert.equal(r.status, 503);
    assert.equal(((await r.json()) as any).code, 'platform_unavailable');
  });
});
