/**
 * Test-mode payments only when explicitly enabled (issue 13 item 10, docs/security.md §11), against real servers on
 * one database over real HTTP. Without a Stripe key and without AISLE_PAYMENTS=test, checkout is off: the widget's
 * checkout answers 503 problem+json, the agent tells the shopper (no payment link), the admin says so, and the
 * TEST MODE page refuses to "pay" even a checkout made while test mode was on — no paid order, no event. A store's
 * owner can turn test mode on for that store alone (Settings → Payments): only that store then checks out on the
 * TEST MODE page, and turning it off closes the page again.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { addStaffMember, signInDemoOwner, signUp } from './support/admin-client.ts';
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
  assert.deepEqual((await settingsOf(off.url)).payments, { checkout: 'off', test_mode: false });
  assert.deepEqual((await settingsOf(testMode.url)).payments, { checkout: 'test', test_mode: false });
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

test("the store's test-mode setting (owner only) enables test checkout for that store; off again, the page refuses", async () => {
  const owner = await signInDemoOwner({ url: off.url, demoOwner: off.demoOwner });
  const agent = await addStaffMember(off.url, owner, 'agent');
  const setTestMode = (client: typeof owner, on: boolean) => client.json('/api/v1/admin/settings', { method: 'PATCH', body: { payments: { test_mode: on } } });
  assert.equal((await setTestMode(agent, true)).status, 403, 'only an owner turns test mode on');
  assert.equal((await owner.json('/api/v1/admin/settings')).body.payments.test_mode, false);

  const other = await signUp(off.url, { store_name: 'Other shop', name: 'Other Owner', email: `other-${Date.now()}@example.com`, password: 'correct horse battery' });
  const on = await setTestMode(owner, true);
  assert.equal(on.status, 200, JSON.stringify(on.body));
  assert.deepEqual(on.body.payments, { checkout: 'test', test_mode: true }, 'the admin shows test mode (its banner reads this)');

  const s = await openSession(off.url);
  await addLine(off.url, s, variant!.id);
  const started = await checkout(off.url, s);
  assert.equal(started.status, 200, JSON.stringify(started.body));
  assert.equal(started.body.checkout.testMode, true);
  const path = new URL(started.body.checkout.url).pathname;
  const page = await fetch(`${off.url}${path}`);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /TEST MODE/, 'the checkout page says test mode');
  const chat = await sendMessage(off.url, s, 'checkout');
  const part = chat.events.find((e) => e.event === 'part' && e.data.part.type === 'checkout');
  assert.ok(part, 'the agent hands out the test payment link');
  assert.match(chat.events.find((e) => e.event === 'done')!.data.message.text, /test mode/i);

  assert.deepEqual((await other.json('/api/v1/admin/settings')).body.payments, { checkout: 'off', test_mode: false }, 'another store on the same server stays off');

  const [ordersBefore, eventsBefore] = [await paidOrders(), await completedEvents()];
  assert.equal((await setTestMode(owner, false)).body.payments.checkout, 'off');
  const refused = await fetch(`${off.url}${path}`, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: off.url }, body: 'email=free%40example.com',
  });
  assert.equal(refused.status, 404, 'test mode off: a checkout made while it was on cannot be paid');
  assert.equal(await paidOrders(), ordersBefore);
  assert.equal(await completedEvents(), eventsBefore);
  assert.equal((await checkout(off.url, s)).status, 503);
});
