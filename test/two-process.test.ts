/**
 * Several processes, one database (DESIGN.md scale-out; issue 11 item 4): two real Aisle processes on one database
 * behind the round-robin balancer (src/cli/balancer.ts, http-proxy-3), no sticky sessions, so every request goes to
 * the other process than the one before. Through it: a shopper conversation with its live channel, a staff takeover
 * (inbox stream, staff message, the agent silent, hand back) and an approval-gated refund (staff approve on whichever
 * process, the resumed thread tells the shopper). Live channels are held by one process while the writes that feed
 * them land on the other (the fan-out is Postgres LISTEN/NOTIFY).
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { startBalancer, type Balancer } from '../src/cli/balancer.ts';
import { signIn } from './support/admin-client.ts';
import { cloneTestDatabase } from './support/db.ts';
import { spawnTestServer, type SpawnedServer } from './support/server.ts';
import { openSession, openSse, openWidgetEvents, sendMessage } from './support/widget-client.ts';

const cleanup: Array<() => Promise<void>> = [];
after(async () => { for (const f of cleanup.reverse()) await f().catch(() => {}); });

test('a shopper conversation, a staff takeover and an approval through a round-robin balancer over two processes', { timeout: 300_000 }, async () => {
  const { database, drop } = await cloneTestDatabase('demo');
  cleanup.push(drop);
  // Both start at once, as replicas do (start-up steps that create schema take turns under an advisory lock).
  const [a, b]: SpawnedServer[] = await Promise.all([0, 1].map(async () => {
    const srv = await spawnTestServer(database.url);
    cleanup.push(() => srv.stop());
    return srv;
  }));
  assert.notEqual(a!.pid, b!.pid);
  const picks: Array<{ method: string; path: string; upstream: number }> = [];
  const lb: Balancer = await startBalancer({ upstreams: [a!.url, b!.url], onPick: (p) => picks.push(p) });
  cleanup.push(() => lb.close());
  const url = lb.url;

  const owner = await signIn(url, a!.demoOwner!.email, a!.demoOwner!.password);
  const inbox = await openSse(`${url}/api/v1/admin/conversations/stream`, { cookie: owner.cookie });
  const shopper = await openSession(url);
  const live = await openWidgetEvents(url, shopper);
  const liveOn = picks.at(-1)!.upstream;
  let staffOn = -1;
  try {
    await inbox.next((e) => e.event === 'ready');
    assert.equal((await live.next((e) => e.event === 'status')).data.status, 'open');

    // Shopper conversation: turns on both processes, answers grounded in the shared catalog.
    let answer = '';
    for (const text of ['do you have running shoes?', 'what is your return policy?']) {
      const r = await sendMessage(url, shopper, text);
      assert.equal(r.status, 200);
      answer = r.events.find((e) => e.event === 'done')?.data.message?.text;
      assert.ok(answer, `answered: ${text}`);
    }
    // Notices that arrive together are coalesced into one row: wait for the row that shows the last answer.
    const row = await inbox.next((e) => e.event === 'conversation' && e.data.conversation.id === shopper.conversation_id && e.data.conversation.last_message?.text === answer.slice(0, 140));
    assert.equal(row.data.conversation.preview, 'do you have running shoes?');

    // Staff takeover: the live channel (held by one process) hears what the other process wrote.
    const id = shopper.conversation_id;
    assert.equal((await owner.json(`/api/v1/admin/conversations/${id}/takeover`, { method: 'POST' })).status, 200);
    await live.next((e) => e.event === 'status' && e.data.status === 'human');
    // The next request goes to the process after the last one: make that the one without the live channel.
    if (picks.at(-1)!.upstream !== liveOn) await (await fetch(`${url}/healthz`)).text();
    const posted = await owner.json(`/api/v1/admin/conversations/${id}/messages`, { method: 'POST', body: { text: 'Hi, Sam here. How can I help?' } });
    assert.equal(posted.status, 201);
    staffOn = picks.at(-1)!.upstream;
    const got = await live.next((e) => e.event === 'message' && e.data.message.role === 'staff');
    assert.equal(got.data.message.text, 'Hi, Sam here. How can I help?');
    const silent = await sendMessage(url, shopper, 'thanks Sam');
    assert.equal(silent.events.find((e) => e.event === 'done')?.data.message, null, 'no agent turn while a person has it');
    assert.equal((await owner.json(`/api/v1/admin/conversations/${id}/handback`, { method: 'POST' })).status, 200);
    await live.next((e) => e.event === 'status' && e.data.status === 'open');

    // Approval: the thread stops at interrupt() on one process and is resumed by the approval on either.
    const ask = await sendMessage(url, shopper, 'I want a refund for order #1001');
    assert.match(ask.events.find((e) => e.event === 'done')!.data.message.text, /email|order number/i);
    const waiting = await sendMessage(url, shopper, 'my email is jane.doe@example.com');
    assert.match(waiting.events.find((e) => e.event === 'done')!.data.message.text, /sent this to the store for approval/i);
    const pending = (await owner.json('/api/v1/admin/approvals?status=pending')).body.approvals.find((x: { conversation_id: string }) => x.conversation_id === id);
    assert.ok(pending, 'pending approval listed by the other process');
    const approved = await owner.json(`/api/v1/admin/approvals/${pending.id}/approve`, { method: 'POST' });
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    const told = await live.next((e) => e.event === 'message' && e.data.message.role === 'agent' && /approved it and it's done/i.test(e.data.message.text));
    assert.match(told.data.message.text, /#1001/);
    const order = await database.pool.query(`SELECT refunded_cents, total_cents FROM orders o JOIN stores s ON s.id = o.store_id WHERE s.handle = 'demo' AND o.name = '#1001'`);
    assert.equal(order.rows[0].refunded_cents, order.rows[0].total_cents, 'refunded exactly once');
  } finally {
    live.close();
    inbox.close();
  }

  // Every request went to the other process than the one before, and both did every kind of work.
  for (let i = 1; i < picks.length; i++) assert.notEqual(picks[i]!.upstream, picks[i - 1]!.upstream, `request ${i} stayed on one process`);
  const on = (re: RegExp, method = 'POST') => new Set(picks.filter((p) => p.method === method && re.test(p.path)).map((p) => p.upstream));
  assert.equal(on(/\/widget\/conversations\/[^/]+\/messages$/).size, 2, 'shopper turns ran on both processes');
  assert.notEqual(staffOn, liveOn, 'the staff message was written on the process that does not hold the live channel');
  assert.ok(picks.length >= 15, `${picks.length} requests`);
});
