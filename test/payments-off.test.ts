/**
 * Test-mode payments only when explicitly enabled (issue 13 item 10, docs/security.md §11), against real servers on
 * one database over real HTTP. Without a Stripe key and without AISLE_PAYMENTS=test, checkout is off: the widget's
 * checkout answers 503 problem+json, the agent tells the shopper (no payment link), the admin says so, and the
 * TEST MODE page refuses to "pay" even a checkout made while test mode was on — no paid order, no event.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { signInDemoOwner } from './support/admin-client.ts';
import { addLine, checkout, pricedVariants } from './support/cart-client.ts';
import { startTestServer } from './support/server.ts';
import { openSession, sendMessage } from './support/widget-client.ts';

const off = await startTestServer({ AISLE_PAYMENTS: '' });
const testMode = await startTestServer({ AISLE_PAYMENTS: 'test' }, { databaseUrl: off.database.url });
after(async () => { await testMode.stop(); await off.stop(); });
const [variant] = await pricedVariants(off.database, 1);

const paidOrders = async () => Number((await off.database.pool.query(`SELECT count(*) AS n FROM orders WHERE payment_provider = 'test'`)).rows[0].n);
const completedEvents = async () => Number((await off.database.pool.query(`SELECT count(*) AS n FROM domain_events WHERE type = 'checkout.completed'`)).rows[0].n);

test('without a key and without AISLE_PAYMENTS=test, checkout is off: 503 problem+json and a clear answer from the agent', async () => {
  const s = await openSession(off.url);
  assert.equal((await addLine(off.url, s, variant!.id)).status, 200);
  const res = await checkout(off.url, s);
  assert.equal(res.status, 503);
  assert.equal(res.headers.get('content-type'), 'application/problem+json');
  assert.equal(res.body.code, 'platform_unavailable');
  assert.match(res.body.detail, /checkout is off/i);

  const chat = await sendMessage(off.url, s, 'checkout');
  const done = chat.events.find((e) => e.event === 'done')!;
  assert.match(done.data.message.text, /Online checkout isn't available in this store yet/);
  assert.ok(!chat.events.some((e) => e.event === 'part' && e.data.part.type === 'checkout'), 'no payment link');
});

test('the admin says which: off on one server, test mode on the other', async () => {
  const settingsOf = async (url: string) => (await (await signInDemoOwner({ url, demoOwner: off.demoOwner })).json('/api/v1/admin/settings')).body;
  assert.deepEqual((await settingsOf(off.url)).payments, { checkout: 'off' });
  assert.deepEqual((await settingsOf(testMode.url)).payments, { checkout: 'test' });
});

test('the TEST MODE page pays only where test mode is on; elsewhere no paid order and no checkout.completed', async () => {
  const s = await openSession(testMode.url);
  await addLine(testMode.url, s, variant!.id);
  const started = await checkout(testMode.url, s);
  assert.equal(started.status, 200, JSON.stringify(started.body));
  assert.equal(started.body.checkout.testMode, true);
  const path = new URL(started.body.checkout.url).pathname;
  const page = await fetch(`${testMode.url}${path}`);
  assert.match(await page.text(), /TEST MODE/);

  const [ordersBefore, eventsBefore] = [await paidOrders(), await completedEvents()];
  const pay = (base: string) => fetch(`${base}${path}`, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base }, body: 'email=free%40example.com',
  });
  const refused = await pay(off.url);
  assert.equal(refused.status, 404);
  assert.equal(refused.headers.get('content-type'), 'application/problem+json');
  assert.equal((await fetch(`${off.url}${path}`)).status, 404, 'no test page either');
  assert.equal(await paidOrders(), ordersBefore);
  assert.equal(await completedEvents(), eventsBefore);

  assert.equal((await pay(testMode.url)).status, 303, 'where test mode is on, the page works');
  assert.equal(await paidOrders(), ordersBefore + 1);
});
