/**
 * Approval-gated order actions end to end over real HTTP (widget SSE API + admin API) with the local model:
 * the shopper asks for a refund, the graph stops at interrupt() and the shopper is told it waits for the store;
 * staff approve → the graph resumes from its checkpoint, the refund runs once and the shopper is told; a second
 * decision is 409; deny (reason told to the shopper); expiry after 72 h; auto-approve at or under the limit;
 * another store's ids answer 404; viewers cannot decide.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { clientFor, sessionCookieOf, signInDemoOwner, signUp, type AdminClient } from '../../test/support/admin-client.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { getHistory, openSession, sendMessage, type WidgetSession } from '../../test/support/widget-client.ts';
import { upsertOrder } from '../orders/index.ts';

let srv: TestServer;
let owner: AdminClient;
before(async () => {
  srv = await startTestServer();
  owner = await signInDemoOwner(srv);
});
after(async () => { await srv?.stop(); });

/** Send a message and return the final agent message's text. */
async function say(s: WidgetSession, text: string): Promise<string> {
  const r = await sendMessage(srv.url, s, text);
  const done = r.events.find((e) => e.event === 'done');
  assert.ok(done, `no done event: ${JSON.stringify(r.events.slice(-2))}`);
  return done.data.message?.text ?? '';
}

async function lastAgentText(s: WidgetSession): Promise<string> {
  const h = await getHistory(srv.url, s);
  return h.body.messages.filter((m: { role: string }) => m.role === 'agent').at(-1)?.text ?? '';
}

async function orderRow(name: string) {
  const r = await srv.database.pool.query(`SELECT o.* FROM orders o JOIN stores s ON s.id = o.store_id WHERE s.handle = 'demo' AND o.name = $1`, [name]);
  return r.rows[0];
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  return Number((await srv.database.pool.query(sql, params)).rows[0].n);
}

/** Ask for an action on an order through the widget until the graph stops for approval; returns the pending approval. */
async function requestAction(s: WidgetSession, first: string, details: string): Promise<any> {
  const ask = await say(s, first);
  assert.match(ask, /email|order number/i, ask);
  const waiting = await say(s, details);
  assert.match(waiting, /sent this to the store for approval/i, waiting);
  const list = await owner.json(`/api/v1/admin/approvals?status=pending`);
  assert.equal(list.status, 200);
  const mine = list.body.approvals.find((a: any) => a.conversation_id === s.conversation_id);
  assert.ok(mine, 'pending approval listed');
  return mine;
}

describe('approval-gated refund', () => {
  test('interrupt → approve → executed once; shopper told each step; second decision 409', async () => {
    const before1001 = await orderRow('#1001');
    const s = await openSession(srv.url);
    const a = await requestAction(s, 'I want a refund for order #1001', 'my email is jane.doe@example.com');
    assert.equal(a.action, 'refund');
    assert.equal(a.status, 'pending');
    assert.equal(a.order.name, '#1001');
    assert.equal(a.amount_cents, before1001.total_cents - before1001.refunded_cents);
    assert.ok(Date.parse(a.expires_at) - Date.parse(a.created_at) === 72 * 3600 * 1000);
    // Nothing happened to the order yet.
    assert.equal((await orderRow('#1001')).refunded_cents, before1001.refunded_cents);

    // While it waits, the shopper is told so and the graph stays stopped.
    assert.match(await say(s, 'any news?'), /still waiting for the store's approval/i);

    const detail = await owner.json(`/api/v1/admin/approvals/${a.id}`);
    assert.equal(detail.status, 200);
    assert.equal(detail.body.order.name, '#1001');
    assert.ok(detail.body.order.lineItems.length >= 1);
    assert.ok(detail.body.messages.some((m: any) => m.role === 'shopper' && /refund/.test(m.text)));

    const ok = await owner.json(`/api/v1/admin/approvals/${a.id}/approve`, { method: 'POST' });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(ok.body.approval.status, 'approved');
    assert.equal(ok.body.approval.decided_by.kind, 'staff');
    const again = await owner.json(`/api/v1/admin/approvals/${a.id}/approve`, { method: 'POST' });
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'conflict');
    const deny = await owner.json(`/api/v1/admin/approvals/${a.id}/deny`, { method: 'POST', body: { reason: 'too late' } });
    assert.equal(deny.status, 409);

    await srv.approvals.idle();
    const told = await lastAgentText(s);
    assert.match(told, /approved it and it's done/i, told);
    assert.match(told, /refunded \*\*\$[\d.,]+\*\* on order \*\*#1001\*\*/, told);
    const after1001 = await orderRow('#1001');
    assert.equal(after1001.refunded_cents, after1001.total_cents);
    assert.equal(after1001.financial_status, 'refunded');
    const executed = await owner.json(`/api/v1/admin/approvals/${a.id}`);
    assert.equal(executed.body.approval.status, 'executed');
    assert.ok(executed.body.approval.resumed_at);
    assert.equal(await count(`SELECT count(*) AS n FROM order_actions WHERE order_id = $1`, [after1001.id]), 1);
    for (const type of ['approval.requested', 'approval.decided', 'order.action_executed', 'refund.issued']) {
      assert.equal(await count(`SELECT count(*) AS n FROM domain_events WHERE type = $1 AND payload->>'approval_id' = $2`, [type, a.id]), 1, type);
    }
    // Resuming again does nothing: the thread is no longer stopped there.
    const row = (await srv.database.pool.query(`SELECT * FROM approvals WHERE id = $1`, [a.id])).rows[0];
    assert.equal(await srv.approvals.resume({ ...row, interruptId: row.interrupt_id, status: 'executed', storeId: row.store_id, conversationId: row.conversation_id, decidedBy: row.decided_by, createdAt: row.created_at, expiresAt: row.expires_at }), false);
    assert.equal(await count(`SELECT count(*) AS n FROM order_actions WHERE order_id = $1`, [after1001.id]), 1);

    // A refund of an order with nothing left is refused before anyone is asked.
    const refusal = await say(s, 'please refund order #1001 again');
    assert.match(refusal, /nothing left to refund/i, refusal);
  });

  test('deny: the shopper is told the reason; the order is unchanged', async () => {
    const s = await openSession(srv.url);
    const a = await requestAction(s, 'can I get my money back for order #1002?', 'sam.lee@example.com');
    const noReason = await owner.json(`/api/v1/admin/approvals/${a.id}/deny`, { method: 'POST', body: { reason: '  ' } });
    assert.equal(noReason.status, 400);
    const r = await owner.json(`/api/v1/admin/approvals/${a.id}/deny`, { method: 'POST', body: { reason: 'The return window has closed' } });
    assert.equal(r.status, 200);
    assert.equal(r.body.approval.status, 'denied');
    await srv.approvals.idle();
    assert.match(await lastAgentText(s), /declined your request.*: The return window has closed/i);
    const o = await orderRow('#1002');
    assert.equal(o.refunded_cents, 0);
    assert.equal(await count(`SELECT count(*) AS n FROM order_actions WHERE order_id = $1`, [o.id]), 0);
  });

  test('expiry after 72 h resumes the graph with expired; the shopper is told', async () => {
    const s = await openSession(srv.url);
    const a = await requestAction(s, 'please cancel my order #1003', 'alex.kim@example.com');
    assert.equal(a.action, 'cancel_order');
    assert.equal(await srv.approvals.expire(new Date(Date.now() + 71 * 3600 * 1000)), 0);
    assert.equal(await srv.approvals.expire(new Date(Date.now() + 73 * 3600 * 1000)), 1);
    await srv.approvals.idle();
    assert.match(await lastAgentText(s), /didn't decide.*within 72 hours.*expired/i);
    const r = await owner.json(`/api/v1/admin/approvals/${a.id}`);
    assert.equal(r.body.approval.status, 'expired');
    assert.equal(r.body.approval.decided_by.kind, 'system');
    assert.equal((await owner.json(`/api/v1/admin/approvals/${a.id}/approve`, { method: 'POST' })).status, 409);
    assert.equal((await orderRow('#1003')).cancelled_at, null);
  });

  test('address change; cross-store ids answer 404; viewers read but cannot decide', async () => {
    const other = await signUp(srv.url, { store_name: 'Other Shop', name: 'Olga', email: `olga-${Date.now()}@example.com`, password: 'correct horse battery staple' });
    const s = await openSession(srv.url);
    assert.match(await say(s, 'I need to change the shipping address of my order #1003'), /email/i);
    assert.match(await say(s, 'alex.kim@example.com'), /new shipping address/i);
    assert.match(await say(s, 'Springfield please'), /could not read that address/i);
    const waiting = await say(s, '12 Main St, Springfield, IL 62701, US');
    assert.match(waiting, /sent this to the store for approval/i, waiting);
    const pending = (await owner.json(`/api/v1/admin/approvals?status=pending`)).body.approvals.find((x: any) => x.conversation_id === s.conversation_id);
    assert.equal(pending.action, 'change_shipping_address');
    assert.equal(pending.amount_cents, 0);
    assert.equal((await other.json(`/api/v1/admin/approvals/${pending.id}`)).status, 404);
    assert.equal((await other.json(`/api/v1/admin/approvals/${pending.id}/approve`, { method: 'POST' })).status, 404);
    assert.equal((await other.json(`/api/v1/admin/approvals/${pending.id}/deny`, { method: 'POST', body: { reason: 'no' } })).status, 404);
    assert.equal((await other.json(`/api/v1/admin/approvals`)).body.approvals.length, 0);

    const inv = await owner.json('/api/v1/admin/staff/invites', { method: 'POST', body: { email: `viewer-${Date.now()}@example.com`, role: 'viewer' } });
    assert.equal(inv.status, 201, JSON.stringify(inv.body));
    const token = String(inv.body.url).split('/admin/invite/')[1]!;
    const accepted = await fetch(`${srv.url}/api/v1/auth/invites/${token}/accept`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Vic', password: 'correct horse battery staple' }),
    });
    assert.ok(accepted.status < 300, await accepted.clone().text());
    const viewer = clientFor(srv.url, sessionCookieOf(accepted), await accepted.json());
    assert.equal((await viewer.json(`/api/v1/admin/approvals/${pending.id}`)).status, 200);
    assert.equal((await viewer.json(`/api/v1/admin/approvals/${pending.id}/approve`, { method: 'POST' })).status, 403);

    const ok = await owner.json(`/api/v1/admin/approvals/${pending.id}/approve`, { method: 'POST' });
    assert.equal(ok.status, 200);
    await srv.approvals.idle();
    assert.match(await lastAgentText(s), /will ship to the new address \(12 Main St, Springfield, IL 62701, US\)/);
    assert.deepEqual((await orderRow('#1003')).shipping_address, { line1: '12 Main St', city: 'Springfield', region: 'IL', postal_code: '62701', country: 'US' });
    const history = (await owner.json(`/api/v1/admin/approvals?status=history`)).body.approvals.map((x: any) => x.status);
    assert.ok(history.includes('executed') && history.includes('denied') && history.includes('expired'), history.join());
  });

  test('auto-approve: at or under the store limit the refund runs at once (decided_by auto)', async () => {
    const store = (await srv.database.pool.query(`SELECT id FROM stores WHERE handle = 'demo'`)).rows[0];
    await upsertOrder(srv.database, store.id, {
      externalId: 'auto-2001', name: '#2001', email: 'auto.buyer@example.com', currency: 'USD',
      lineItems: [{ id: '#2001-1', title: 'Wool socks', quantity: 2, price_cents: 900 }], shippingCents: 0,
    });
    await srv.database.pool.query(`UPDATE stores SET settings = settings || '{"autoApproveLimitCents": 2000}'::jsonb WHERE id = $1`, [store.id]);
    try {
      const s = await openSession(srv.url);
      await say(s, 'I want a refund for order #2001');
      const done = await say(s, 'auto.buyer@example.com');
      assert.match(done, /^Done! I've refunded \*\*\$18\.00\*\* on order \*\*#2001\*\*/, done);
      const rows = (await srv.database.pool.query(`SELECT * FROM approvals WHERE conversation_id = $1`, [s.conversation_id])).rows;
      assert.equal(rows.length, 1);
      assert.equal(rows[0].status, 'executed');
      assert.equal(rows[0].decided_by, 'auto');
      assert.equal(rows[0].interrupt_id, null);
      assert.equal((await orderRow('#2001')).refunded_cents, 1800);
    } finally {
      await srv.database.pool.query(`UPDATE stores SET settings = settings - 'autoApproveLimitCents' WHERE id = $1`, [store.id]);
    }
  });

  test("auto-approve never covers an address change or a cancellation, and counts the order's total refunded (issue 13 item 7)", async () => {
    const store = (await srv.database.pool.query(`SELECT id FROM stores WHERE handle = 'demo'`)).rows[0];
    const email = 'moves.buyer@example.com';
    await upsertOrder(srv.database, store.id, {
      externalId: 'auto-2003', name: '#2003', email, currency: 'USD', lineItems: [{ id: '#2003-1', title: 'Wool socks', quantity: 2, price_cents: 900 }], shippingCents: 0,
    });
    // $30 paid, $15 already refunded in two earlier small refunds: the $15 left is under the $20 limit per action,
    // but $30 in total on the order is over it.
    await upsertOrder(srv.database, store.id, {
      externalId: 'auto-2004', name: '#2004', email, currency: 'USD', lineItems: [{ id: '#2004-1', title: 'Wool socks', quantity: 3, price_cents: 1000 }],
      shippingCents: 0, financialStatus: 'partially_refunded', refundedCents: 1500,
    });
    await srv.database.pool.query(`UPDATE stores SET settings = settings || '{"autoApproveLimitCents": 2000}'::jsonb WHERE id = $1`, [store.id]);
    const approvalOf = async (s: WidgetSession) => (await srv.database.pool.query(`SELECT * FROM approvals WHERE conversation_id = $1`, [s.conversation_id])).rows;
    try {
      const move = await openSession(srv.url);
      assert.match(await say(move, 'I need to change the shipping address of my order #2003'), /email/i);
      assert.match(await say(move, email), /new shipping address/i);
      const moved = await say(move, '1 Attacker Way, Springfield, IL 62701, US');
      assert.match(moved, /sent this to the store for approval/i, moved);
      assert.doesNotMatch(moved, /Done!/);
      const [addressApproval] = await approvalOf(move);
      assert.equal(addressApproval.status, 'pending');
      assert.equal(addressApproval.decided_by, null);
      assert.equal((await orderRow('#2003')).shipping_address, null, 'the parcel is not rerouted');

      const cancel = await openSession(srv.url);
      await requestAction(cancel, 'please cancel my order #2003', email);
      assert.equal((await approvalOf(cancel))[0].status, 'pending');
      assert.equal((await orderRow('#2003')).cancelled_at, null);

      const split = await openSession(srv.url);
      const a = await requestAction(split, 'I want a refund for order #2004', email);
      assert.equal(a.amount_cents, 1500);
      assert.equal((await approvalOf(split))[0].decided_by, null);
      assert.equal((await orderRow('#2004')).refunded_cents, 1500);
    } finally {
      await srv.database.pool.query(`UPDATE stores SET settings = settings - 'autoApproveLimitCents' WHERE id = $1`, [store.id]);
    }
  });
});
