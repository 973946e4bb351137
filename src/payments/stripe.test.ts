/**
 * Cart → Stripe Checkout Session → webhook → paid order → refunds, against a real Aisle server whose real `stripe`
 * SDK talks to the offline Stripe stand-in (test/support/fake-stripe.ts); webhooks signed with the SDK's
 * generateTestHeaderString.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { addLine, checkout, pricedVariants, widgetCall } from '../../test/support/cart-client.ts';
import { startFakeStripe, type FakeStripe } from '../../test/support/fake-stripe.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { getHistory, openSession, sendMessage, type WidgetSession } from '../../test/support/widget-client.ts';
import { signInDemoOwner } from '../../test/support/admin-client.ts';
import { createStripeClient, createStripeProvider } from './index.ts';

const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;
let srv: TestServer;
let stripe: FakeStripe;
let hook: string;

before(async () => {
  stripe = await startFakeStripe();
  srv = await startTestServer({ STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url });
  hook = `${srv.url}/webhooks/stripe`;
});
after(async () => {
  await srv?.stop();
  await stripe?.close();
});

/** Domain events of a type whose payload field `key` equals `value`. */
async function eventsWhere(type: string, key: string, value: string) {
  const r = await srv.database.pool.query(`SELECT payload FROM domain_events WHERE type = $1 AND payload->>$2 = $3 ORDER BY seq`, [type, key, value]);
  return r.rows.map((x) => x.payload);
}

async function ordersOf(checkoutId: string) {
  const r = await srv.database.pool.query('SELECT * FROM orders WHERE external_id = $1', [`checkout:${checkoutId}`]);
  return r.rows;
}

/** A conversation with a paid Stripe order: returns its session, checkout, order row and PaymentIntent id. */
async function paidOrder(quantity = 2) {
  const s = await openSession(srv.url);
  const [v] = await pricedVariants(srv.database, 1);
  assert.equal((await addLine(srv.url, s, v!.id, quantity)).status, 200);
  const c = (await checkout(srv.url, s)).body.checkout;
  const session = stripe.paySession(c.url.split('/').pop(), { email: 'Buyer@Example.com', name: 'B. Uyer' });
  const res = await stripe.deliver(hook, stripe.event('checkout.session.completed', session), WEBHOOK_SECRET);
  assert.equal(res.status, 200);
  const [order] = await ordersOf(c.id);
  return { s, v: v!, checkout: c, order, pi: String(session.payment_intent) };
}

describe('checkout with Stripe', () => {
  let s: WidgetSession;
  let variants: Awaited<ReturnType<typeof pricedVariants>>;
  let checkoutId = '';
  let sessionId = '';
  let completed: Record<string, unknown>;

  test('cart lines are priced from the database', async () => {
    s = await openSession(srv.url);
    variants = await pricedVariants(srv.database, 2);
    const first = await addLine(srv.url, s, variants[0]!.id, 2);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const second = await addLine(srv.url, s, variants[1]!.id, 1);
    const again = await addLine(srv.url, s, variants[0]!.id, 1);
    assert.equal(second.status, 200);
    const cart = again.body.cart;
    assert.equal(cart.lines.length, 2);
    assert.equal(cart.itemCount, 4);
    assert.equal(cart.subtotalCents, variants[0]!.priceCents * 3 + variants[1]!.priceCents);
    assert.equal(cart.lines[0].unitPriceCents, variants[0]!.priceCents);
    const got = await widgetCall(srv.url, s, 'cart');
    assert.deepEqual(got.body.cart, cart);
  });

  test('bad cart input: unknown variant 404, bad quantity 400, other conversation 403', async () => {
    assert.equal((await addLine(srv.url, s, '00000000-0000-4000-8000-000000000000')).status, 404);
    const bad = await addLine(srv.url, s, variants[0]!.id, 0);
    assert.equal(bad.status, 400);
    assert.equal(bad.body.code, 'invalid_request');
    const other = await openSession(srv.url);
    const res = await fetch(`${srv.url}/api/v1/widget/conversations/${s.conversation_id}/cart`, { headers: { authorization: `Bearer ${other.token}` } });
    assert.equal(res.status, 403);
  });

  test('checkout creates a Stripe Checkout Session with price_data from the database and an idempotency key', async () => {
    const r = await checkout(srv.url, s);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const c = r.body.checkout;
    assert.equal(c.provider, 'stripe');
    assert.equal(c.testMode, false);
    assert.equal(c.status, 'open');
    assert.ok(c.url.startsWith(`${stripe.url}/c/pay/cs_test_`), c.url);
    checkoutId = c.id;
    const req = stripe.requests.filter((q) => q.path === '/v1/checkout/sessions').at(-1)!;
    assert.equal(req.idempotencyKey, `aisle-checkout-${c.id}`);
    const p = req.params as any;
    assert.equal(p.mode, 'payment');
    assert.equal(p.success_url, `${srv.url}/demo/demo?checkout=success`);
    assert.equal(p.cancel_url, `${srv.url}/demo/demo?checkout=cancel`);
    assert.equal(p.metadata.aisle_checkout_id, c.id);
    assert.equal(p.metadata.aisle_conversation_id, s.conversation_id);
    const items = p.line_items as any[];
    assert.equal(items.length, 2);
    assert.equal(Number(items[0].price_data.unit_amount), variants[0]!.priceCents);
    assert.equal(Number(items[0].quantity), 3);
    assert.equal(items[0].price_data.currency, 'usd');
    sessionId = c.url.split('/').pop();
    assert.equal(stripe.sessions.get(sessionId)!.amount_total, c.amountCents);

    const again = await checkout(srv.url, s);
    assert.equal(again.body.checkout.id, c.id, 'an unchanged cart reuses the open checkout');
    assert.equal(stripe.requests.filter((q) => q.path === '/v1/checkout/sessions').length, 1);
  });

  test('checkout.session.completed creates the paid order once; replays are acknowledged and ignored', async () => {
    const session = stripe.paySession(sessionId, { email: 'Shopper@Example.com', name: 'Sam Shopper' });
    const event = stripe.event('checkout.session.completed', session);
    const [a, b] = await Promise.all([stripe.deliver(hook, event, WEBHOOK_SECRET), stripe.deliver(hook, event, WEBHOOK_SECRET)]);
    const outcomes = [await a.json(), await b.json()].map((x: any) => x.outcome).sort();
    assert.deepEqual([a.status, b.status], [200, 200]);
    assert.deepEqual(outcomes, ['duplicate', 'processed']);
    const replay = await stripe.deliver(hook, event, WEBHOOK_SECRET);
    assert.equal(replay.status, 200);
    assert.equal(((await replay.json()) as any).outcome, 'duplicate');

    const orders = await ordersOf(checkoutId);
    assert.equal(orders.length, 1);
    const o = orders[0];
    assert.equal(o.financial_status, 'paid');
    assert.equal(o.payment_provider, 'stripe');
    assert.equal(o.payment_ref, session.payment_intent);
    assert.equal(o.customer_email, 'shopper@example.com');
    assert.equal(o.total_cents, variants[0]!.priceCents * 3 + variants[1]!.priceCents);
    assert.match(o.name, /^#\d{4,}$/);
    const c = await srv.payments.getCheckout(o.store_id, checkoutId);
    assert.equal(c?.status, 'completed');
    assert.equal(c?.orderName, o.name);
    assert.equal(c?.url, null);
    assert.equal((await widgetCall(srv.url, s, 'cart')).body.cart.itemCount, 0, 'bought items leave the cart');
    const receipt = await srv.database.pool.query(`SELECT status, topic, processed_at FROM webhook_receipts WHERE source = 'stripe' AND delivery_id = $1`, [event.id]);
    assert.equal(receipt.rows[0].status, 'processed');
    assert.equal(receipt.rows[0].topic, 'checkout.session.completed');
    const events = await eventsWhere('checkout.completed', 'checkout_id', checkoutId);
    assert.equal(events.length, 1, 'checkout.completed recorded once, with the order');
    assert.equal(events[0].order_id, o.id);
    assert.equal(events[0].amount_cents, o.total_cents);
    assert.equal(events[0].provider_session_id, sessionId);
    assert.equal(events[0].line_items.length, 2);
    completed = session;
  });

  test('tampered body, old timestamp and missing signature answer 401 webhook_signature_invalid', async () => {
    const event = stripe.event('checkout.session.completed', completed);
    const tampered = await stripe.deliver(hook, event, WEBHOOK_SECRET, { tamper: (b) => b.replace('"paid"', '"unpaid"') });
    assert.equal(tampered.status, 401);
    assert.equal(tampered.headers.get('content-type'), 'application/problem+json');
    assert.equal(((await tampered.json()) as any).code, 'webhook_signature_invalid');
    const old = await stripe.deliver(hook, event, WEBHOOK_SECRET, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    assert.equal(old.status, 401);
    const wrongSecret = await stripe.deliver(hook, event, 'whsec_not_the_secret');
    assert.equal(wrongSecret.status, 401);
    const none = await fetch(hook, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) });
    assert.equal(none.status, 401);
    const seen = await srv.database.pool.query(`SELECT count(*)::int AS n FROM webhook_receipts WHERE delivery_id = $1`, [event.id]);
    assert.equal(seen.rows[0].n, 0, 'unverified deliveries leave no receipt');
  });

  test('events for sessions Aisle did not create and unhandled topics are acknowledged and ignored', async () => {
    const foreign = stripe.event('checkout.session.completed', { id: 'cs_test_foreign', object: 'checkout.session', payment_status: 'paid', metadata: {} });
    const r1 = await stripe.deliver(hook, foreign, WEBHOOK_SECRET);
    assert.equal(((await r1.json()) as any).outcome, 'ignored');
    const r2 = await stripe.deliver(hook, stripe.event('customer.created', { id: 'cus_1', object: 'customer' }), WEBHOOK_SECRET);
    assert.equal(r2.status, 200);
    assert.equal(((await r2.json()) as any).outcome, 'ignored');
  });
});

describe('refunds through Stripe', () => {
  test('refundOrderPayment calls the Refunds API with the idempotency key, once; charge.refunded does not double count', async () => {
    const { order, pi } = await paidOrder(2);
    const before = stripe.refunds.length;
    const first = await srv.payments.refundOrderPayment({ storeId: order.store_id, orderId: order.id, amountCents: 500, idempotencyKey: 'approval:t1:i1' });
    assert.equal(first.provider, 'stripe');
    assert.equal(first.replayed, false);
    assert.equal(first.order.refundedCents, 500);
    assert.equal(first.order.financialStatus, 'partially_refunded');
    assert.equal(stripe.refunds.length, before + 1);
    const call = stripe.requests.filter((q) => q.path === '/v1/refunds').at(-1)!;
    assert.equal(call.idempotencyKey, 'approval:t1:i1');
    assert.equal((call.params as any).payment_intent, pi);
    assert.equal(Number((call.params as any).amount), 500);

    const again = await srv.payments.refundOrderPayment({ storeId: order.store_id, orderId: order.id, amountCents: 500, idempotencyKey: 'approval:t1:i1' });
    assert.equal(again.replayed, true);
    assert.equal(again.externalId, first.externalId);
    assert.equal(stripe.refunds.length, before + 1, 'no second refund');
    await assert.rejects(
      srv.payments.refundOrderPayment({ storeId: order.store_id, orderId: order.id, amountCents: 700, idempotencyKey: 'approval:t1:i1' }),
      (e: any) => e.code === 'conflict',
    );

    // Stripe then reports the charge refunded (running total 500): the order stays at 500.
    const r = await stripe.deliver(hook, stripe.event('charge.refunded', stripe.charge(pi)), WEBHOOK_SECRET);
    assert.equal(((await r.json()) as any).outcome, 'processed');
    let row = (await srv.database.pool.query('SELECT refunded_cents, financial_status FROM orders WHERE id = $1', [order.id])).rows[0];
    assert.equal(row.refunded_cents, 500);

    // A refund made in the Stripe dashboard arrives only as charge.refunded: the order follows Stripe's total.
    const sdk = createStripeClient({ secretKey: stripe.secretKey, apiUrl: stripe.url });
    await sdk.refunds.create({ payment_intent: pi, amount: 300 });
    await stripe.deliver(hook, stripe.event('charge.refunded', stripe.charge(pi)), WEBHOOK_SECRET);
    row = (await srv.database.pool.query('SELECT refunded_cents, financial_status, total_cents FROM orders WHERE id = $1', [order.id])).rows[0];
    assert.equal(row.refunded_cents, 800);
    assert.equal(row.financial_status, 'partially_refunded');

    const issued = await eventsWhere('refund.issued', 'order_id', order.id);
    assert.deepEqual(issued.map((e) => [e.origin, e.amount_cents, e.refunded_cents]), [['aisle', 500, 500], ['provider', 300, 800]]);

    // The rest: fully refunded; nothing is left, so another refund is refused before Stripe is called.
    const rest = row.total_cents - 800;
    const last = await srv.payments.refundOrderPayment({ storeId: order.store_id, orderId: order.id, amountCents: rest, idempotencyKey: 'approval:t1:i2' });
    assert.equal(last.order.financialStatus, 'refunded');
    const calls = stripe.requests.filter((q) => q.path === '/v1/refunds').length;
    await assert.rejects(
      srv.payments.refundOrderPayment({ storeId: order.store_id, orderId: order.id, amountCents: 1, idempotencyKey: 'approval:t1:i3' }),
      (e: any) => e.code === 'conflict' && e.extra.refundable_cents === 0,
    );
    assert.equal(stripe.requests.filter((q) => q.path === '/v1/refunds').length, calls);
  });

  test('the Stripe provider replays a refund for a repeated Idempotency-Key (a lost write is retried safely)', async () => {
    const { pi, order } = await paidOrder(1);
    const provider = createStripeProvider(createStripeClient({ secretKey: stripe.secretKey, apiUrl: stripe.url }));
    const input = { paymentRef: pi, amountCents: 100, currency: 'USD', idempotencyKey: `lost-${order.id}` };
    const a = await provider.refund(input);
    const b = await provider.refund(input);
    assert.equal(a.externalId, b.externalId);
    assert.equal(stripe.refunds.filter((x) => x.payment_intent === pi).length, 1);
    await assert.rejects(provider.refund({ ...input, amountCents: 200 }), (e: any) => e.code === 'conflict', 'same key, other parameters');
  });

  test('another store cannot refund the order; Stripe down answers platform_unavailable', async () => {
    const { order } = await paidOrder(1);
    await assert.rejects(
      srv.payments.refundOrderPayment({ storeId: '00000000-0000-4000-8000-000000000000', orderId: order.id, amountCents: 100, idempotencyKey: 'x' }),
      (e: any) => e.code === 'not_found',
    );
    stripe.failNext(1);
    await assert.rejects(
      srv.payments.refundOrderPayment({ storeId: order.store_id, orderId: order.id, amountCents: 100, idempotencyKey: 'down-1' }),
      (e: any) => e.code === 'platform_unavailable',
    );
    const retried = await srv.payments.refundOrderPayment({ storeId: order.store_id, orderId: order.id, amountCents: 100, idempotencyKey: 'down-1' });
    assert.equal(retried.order.refundedCents, 100);
  });

  test('Stripe down while starting a checkout answers 503 platform_unavailable', async () => {
    const s = await openSession(srv.url);
    const [v] = await pricedVariants(srv.database, 1);
    await addLine(srv.url, s, v!.id);
    stripe.failNext(1);
    const r = await checkout(srv.url, s);
    assert.equal(r.status, 503, JSON.stringify(r.body));
    assert.equal(r.body.code, 'platform_unavailable');
    const ok = await checkout(srv.url, s);
    assert.equal(ok.status, 200);
  });
});

describe('approved refunds of Stripe-paid orders', () => {
  test('the payments seam refunds at Stripe once per key and leaves the order to the caller', async () => {
    const { order } = await paidOrder(1);
    const args = { storeId: order.store_id, orderId: order.id, amountCents: 200, currency: 'USD', idempotencyKey: `seam-${order.id}` };
    const a = await srv.payments.refundPayment(args);
    const b = await srv.payments.refundPayment(args);
    assert.match(a ?? '', /^re_/);
    assert.equal(a, b);
    assert.equal(stripe.refunds.filter((r) => r.id === a).length, 1);
    assert.equal(stripe.requests.filter((q) => q.idempotencyKey === args.idempotencyKey).length, 1, 'the replay never reached Stripe');
    const row = (await srv.database.pool.query('SELECT refunded_cents FROM orders WHERE id = $1', [order.id])).rows[0];
    assert.equal(row.refunded_cents, 0, 'the caller (approvals) records the refund on the order');
  });

  test('shopper asks for a refund, staff approve: the Stripe Refunds API is called once with the approval idempotency key', async () => {
    const owner = await signInDemoOwner(srv);
    const { order, pi } = await paidOrder(1);
    const s = await openSession(srv.url);
    await sendMessage(srv.url, s, `I want a refund for order ${order.name}`);
    const waiting = await sendMessage(srv.url, s, 'my email is buyer@example.com');
    assert.match(waiting.events.at(-1)!.data.message.text, /approval/i);
    const list = await owner.json('/api/v1/admin/approvals?status=pending');
    const mine = list.body.approvals.find((a: any) => a.conversation_id === s.conversation_id);
    assert.ok(mine, 'pending approval');
    assert.equal(mine.amount_cents, order.total_cents);
    const before = stripe.refunds.length;
    const ok = await owner.json(`/api/v1/admin/approvals/${mine.id}/approve`, { method: 'POST' });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    await srv.approvals.idle();
    assert.equal(stripe.refunds.length, before + 1);
    const refund = stripe.refunds.at(-1)!;
    assert.equal(refund.payment_intent, pi);
    assert.equal(refund.amount, order.total_cents);
    const call = stripe.requests.filter((q) => q.path === '/v1/refunds').at(-1)!;
    const approval = (await srv.database.pool.query('SELECT idempotency_key, status FROM approvals WHERE id = $1', [mine.id])).rows[0];
    assert.equal(approval.status, 'executed');
    assert.equal(call.idempotencyKey, approval.idempotency_key);
    const after = (await srv.database.pool.query('SELECT refunded_cents, financial_status FROM orders WHERE id = $1', [order.id])).rows[0];
    assert.deepEqual(after, { refunded_cents: order.total_cents, financial_status: 'refunded' });
    // Stripe's charge.refunded for it changes nothing more.
    await stripe.deliver(hook, stripe.event('charge.refunded', stripe.charge(pi)), WEBHOOK_SECRET);
    const still = (await srv.database.pool.query('SELECT refunded_cents FROM orders WHERE id = $1', [order.id])).rows[0];
    assert.equal(still.refunded_cents, order.total_cents);
    assert.equal((await eventsWhere('refund.issued', 'order_id', order.id)).length, 1, 'one refund.issued (from the approval)');
    const told = (await getHistory(srv.url, s)).body.messages.filter((m: any) => m.role === 'agent').at(-1).text;
    assert.match(told, /refunded/i);
  });
});
