import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { getHistory, openSession, sendMessage } from '../../test/support/widget-client.ts';

let srv: TestServer;
before(async () => { srv = await startTestServer(); });
after(async () => { await srv?.stop(); });

describe('health', () => {
  test('healthz and readyz', async () => {
    assert.equal((await fetch(`${srv.url}/healthz`)).status, 200);
    const ready = await fetch(`${srv.url}/readyz`);
    const body = await ready.json() as any;
    assert.equal(ready.status, 200, JSON.stringify(body));
    assert.deepEqual(body.checks, { database: true, migrations: true, demo_catalog: true });
  });
  test('openapi document lists the widget routes', async () => {
    const doc = await (await fetch(`${srv.url}/api/v1/openapi.json`)).json() as any;
    assert.ok(doc.paths['/api/v1/widget/sessions']);
    assert.ok(doc.paths['/api/v1/widget/conversations/{id}/messages']);
  });
});

describe('widget API', () => {
  test('a price-constrained search streams grounded product cards that respect the price, then history has both messages', async () => {
    const s = await openSession(srv.url);
    const r = await sendMessage(srv.url, s, 'water bottle under $20');
    assert.equal(r.status, 200);
    const names = r.events.map((e) => e.event);
    assert.equal(names[0], 'metadata');
    assert.equal(names.at(-1), 'done');
    assert.ok(names.includes('delta'), 'text streamed as deltas');
    const products = r.events.filter((e) => e.event === 'part' && e.data.part.type === 'product').map((e) => e.data.part.product);
    assert.ok(products.length > 0, 'product cards');
    for (const p of products) {
      assert.ok(p.priceCents !== null && p.priceCents <= 2000, `${p.title} costs ${p.priceText}`);
    }
    const done = r.events.at(-1)!.data.message;
    assert.equal(done.role, 'agent');
    assert.ok(done.text.length > 0);
    assert.ok(done.html.length > 0);
    const h = await getHistory(srv.url, s);
    assert.equal(h.status, 200);
    assert.deepEqual(h.body.messages.map((m: any) => m.role), ['shopper', 'agent']);
    assert.equal(h.body.messages[0].text, 'water bottle under $20');
    assert.ok(h.body.messages[1].parts.some((p: any) => p.type === 'product'));
    // The done message carries the same cards the turn streamed (read once from the database during the turn).
    assert.deepEqual(done.parts.filter((p: { type: string }) => p.type === 'product').map((p: { product: unknown }) => p.product), products);
    // One statement stores the agent message, bumps the conversation and labels the shopper message's intent.
    const { rows } = await srv.database.pool.query<{ role: string; intent: string | null; created_at: Date; last_message_at: Date }>(
      `SELECT m.role, m.intent, m.created_at, c.last_message_at FROM messages m JOIN conversations c ON c.id = m.conversation_id
        WHERE m.conversation_id = $1 ORDER BY m.created_at`, [s.conversation_id]);
    assert.deepEqual(rows.map((r) => r.role), ['shopper', 'agent']);
    assert.equal(rows[0]!.intent, 'search_products');
    assert.equal(rows[1]!.intent, null);
    assert.equal(rows[1]!.last_message_at.getTime(), rows[1]!.created_at.getTime());
  });

  test('order lookup needs number AND email; a wrong pair answers like a missing order', async () => {
    const s = await openSession(srv.url);
    const good = await sendMessage(srv.url, s, 'Where is my order #1001? My email is jane.doe@example.com');
    const goodParts = good.events.filter((e) => e.event === 'part' && e.data.part.type === 'order');
    assert.equal(goodParts.length, 1, JSON.stringify(good.events.at(-1)));
    assert.equal(goodParts[0]!.data.part.order.name, '#1001');

    const s2 = await openSession(srv.url);
    const wrong = await sendMessage(srv.url, s2, 'Where is my order #1001? My email is someone.else@example.com');
    const s3 = await openSession(srv.url);
    const missing = await sendMessage(srv.url, s3, 'Where is my order #9999? My email is someone.else@example.com');
    const text = (r: typeof wrong) => r.events.at(-1)!.data.message.text.replace(/#\d+/g, '#N');
    assert.equal(wrong.events.filter((e) => e.event === 'part' && e.data.part.type === 'order').length, 0);
    assert.equal(text(wrong), text(missing));
  });

  test('bad input gets problem+json and nothing is stored', async () => {
    const s = await openSession(srv.url);
    const empty = await sendMessage(srv.url, s, '   ');
    assert.equal(empty.status, 400);
    assert.equal(empty.problem.code, 'invalid_request');
    assert.equal(empty.headers.get('content-type'), 'application/problem+json');
    const long = await sendMessage(srv.url, s, 'x'.repeat(2001));
    assert.equal(long.status, 400);
    const h = await getHistory(srv.url, s);
    assert.equal(h.body.messages.length, 0);
    const badToken = await sendMessage(srv.url, { ...s, token: 'nope' }, 'hi');
    assert.equal(badToken.status, 401);
    assert.equal(badToken.problem.code, 'unauthorized');
    const other = await openSession(srv.url);
    const cross = await sendMessage(srv.url, { ...other, token: s.token }, 'hi');
    assert.equal(cross.status, 403);
  });

  test('a session resumes the same conversation for the same visitor only', async () => {
    const s = await openSession(srv.url);
    // A chat with no message has no conversation to resume yet (issue 13 item 8): a new session gets a new id.
    assert.notEqual((await openSession(srv.url, 'demo', { visitor_id: s.visitor_id, conversation_id: s.conversation_id })).conversation_id, s.conversation_id);
    assert.equal((await sendMessage(srv.url, s, 'hello')).status, 200);
    const again = await openSession(srv.url, 'demo', { visitor_id: s.visitor_id, conversation_id: s.conversation_id });
    assert.equal(again.conversation_id, s.conversation_id);
    const stranger = await openSession(srv.url, 'demo', { visitor_id: 'x'.repeat(22), conversation_id: s.conversation_id });
    assert.notEqual(stranger.conversation_id, s.conversation_id);
  });

  test('origins outside the store\'s allowed domains are refused', async () => {
    const res = await fetch(`${srv.url}/api/v1/widget/sessions`, {
      method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, body: JSON.stringify({ store: 'demo' }),
    });
    assert.equal(res.status, 403);
    assert.equal(((await res.json()) as any).code, 'forbidden');
  });

  test('20 messages a minute per visitor, then 429 with Retry-After', async () => {
    const s = await openSession(srv.url);
    for (let i = 0; i < 20; i++) {
      const r = await sendMessage(srv.url, s, `hello ${i}`);
      assert.equal(r.status, 200, `message ${i}`);
    }
    const r = await sendMessage(srv.url, s, 'one more');
    assert.equal(r.status, 429);
    assert.equal(r.problem.code, 'rate_limited');
    assert.ok(Number(r.headers.get('retry-after')) >= 1);
  });

  test('talk to a person marks the conversation handoff_requested', async () => {
    const s = await openSession(srv.url);
    const res = await fetch(`${srv.url}/api/v1/widget/conversations/${s.conversation_id}/handoff`, {
      method: 'POST', headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' }, body: '{}',
    });
    assert.equal(res.status, 200);
    const body = await res.json() as any;
    assert.equal(body.status, 'handoff_requested');
    const h = await getHistory(srv.url, s);
    assert.equal(h.body.conversation.status, 'handoff_requested');
  });
});
