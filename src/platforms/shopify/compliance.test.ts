/**
 * Compliance webhooks against the stand-in: `customers/data_request` produces a JSON export of the customer's
 * conversations, messages, orders and traces that only owners list and download; `customers/redact` leaves no row
 * in any table holding the customer's email or name, and another shopper's conversation untouched.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { scanAllTables, startShopifyHarness, type ShopifyHarness } from '../../../test/support/shopify.ts';
import { openSession, sendMessage, type WidgetSession } from '../../../test/support/widget-client.ts';

const EMAIL = 'casey.customer@example.com';
const NAME = 'Casey Customer';

describe('Shopify compliance webhooks', () => {
  let h: ShopifyHarness;
  let storeId = '';
  let casey: WidgetSession;
  let other: WidgetSession;
  let orderLegacyId = 0;
  const db = () => h.server.database.pool;
  const processed = (id: string) => h.until(async () => {
    const s = (await db().query('SELECT status FROM shopify_webhooks WHERE webhook_id = $1', [id])).rows[0]?.status;
    return s && s !== 'received' ? s : null;
  }, id);

  before(async () => {
    h = await startShopifyHarness({ shop: { users: [{ id: 201, first_name: 'Olive', last_name: 'Owner' }, { id: 202, first_name: 'Ash', last_name: 'Agent' }] } });
    await h.admin('/api/v1/admin/shopify', { sub: '201' });
    storeId = (await h.storeId())!;
    const o = h.fake.addOrder(h.shop, { name: '#1001', email: EMAIL, customerName: NAME, lines: [{ title: 'Ocean Blue Shirt', quantity: 1, price: '50.00' }] });
    orderLegacyId = Number(o.legacyResourceId);
    const origin = { origin: `https://${h.shop}` };
    casey = await openSession(h.server.url, h.shop, {}, origin);
    await sendMessage(h.server.url, casey, `hi, my name is ${NAME}`);
    const r = await sendMessage(h.server.url, casey, `where is my order #1001? my email is ${EMAIL}`);
    assert.ok(r.events.find((e) => e.event === 'done')?.data.message.parts.some((p: any) => p.type === 'order'), 'order found through the Admin API');
    other = await openSession(h.server.url, h.shop, {}, origin);
    await sendMessage(h.server.url, other, 'do you sell shirts?');
  });
  after(async () => { await h?.stop(); });

  test('customers/data_request: an export of everything about the customer, listed and downloaded by owners only', async () => {
    await h.fake.deliver({ topic: 'customers/data_request', shop: h.shop, webhookId: 'dr-1', payload: {
      shop_id: 1, shop_domain: h.shop, orders_requested: [orderLegacyId], customer: { id: 555, email: EMAIL, phone: null }, data_request: { id: 9 },
    } });
    assert.equal(await processed('dr-1'), 'processed');
    const list = await h.admin('/api/v1/admin/shopify/data-exports', { sub: '201' });
    assert.equal(list.status, 200);
    assert.equal(list.body.exports.length, 1);
    const e = list.body.exports[0];
    assert.equal(e.customer_email, EMAIL);
    assert.equal(e.data_request_id, '9');
    assert.equal(e.counts.conversations, 1, "only Casey's conversation");
    assert.ok(e.counts.messages >= 4 && e.counts.orders === 1 && e.counts.traces > 0, JSON.stringify(e.counts));
    const file = await h.admin(`/api/v1/admin/shopify/data-exports/${e.id}`, { sub: '201' });
    assert.equal(file.status, 200);
    assert.match(file.headers.get('content-disposition') ?? '', /attachment/);
    assert.equal(file.body.customer_email, EMAIL);
    assert.ok(file.body.messages.some((m: any) => m.text.includes(EMAIL)));
    assert.equal(file.body.orders[0].name, '#1001');
    assert.equal((await h.admin('/api/v1/admin/shopify/data-exports', { sub: '202' })).status, 403, 'agents cannot read exports');
  });

  test("customers/redact: no row anywhere holds the customer's email or name; other shoppers are untouched", async () => {
    assert.ok((await scanAllTables(h, [EMAIL, NAME])).length > 0, 'the customer is in the database before');
    await h.fake.deliver({ topic: 'customers/redact', shop: h.shop, webhookId: 'cr-1', payload: {
      shop_id: 1, shop_domain: h.shop, customer: { id: 555, email: EMAIL, phone: null }, orders_to_redact: [orderLegacyId],
    } });
    assert.equal(await processed('cr-1'), 'processed');
    assert.deepEqual(await scanAllTables(h, [EMAIL, NAME, 'Casey']), []);
    assert.equal((await db().query('SELECT count(*)::int AS n FROM conversations WHERE id = $1', [other.conversation_id])).rows[0].n, 1);
    assert.equal((await db().query('SELECT count(*)::int AS n FROM conversations WHERE id = $1', [casey.conversation_id])).rows[0].n, 0);
    const order = (await db().query('SELECT customer_email, shipping_address FROM orders WHERE store_id = $1 AND name = $2', [storeId, '#1001'])).rows[0];
    assert.deepEqual(order, { customer_email: 'redacted@redacted.invalid', shipping_address: null }, 'the order stays, anonymised');
    assert.equal((await h.admin('/api/v1/admin/shopify/data-exports', { sub: '201' })).body.exports.length, 0, 'the export of the customer is gone too');
  });
});
