/**
 * Order-lookup guessing (issue 13 item 6, docs/security.md "Order lookup") against a real Aisle over real HTTP
 * (local model, real Postgres). Clients are told apart by X-Forwarded-For behind one trusted proxy
 * (AISLE_TRUST_PROXY=1), as in production behind a load balancer.
 * - 6 wrong-email lookups, then the correct pair: "too many attempts", no order data; the merchant sees it;
 * - a new session of the same visitor, another visitor from the same address: still refused;
 * - another client can still look its order up, until the store's own failure budget is spent.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { signInDemoOwner } from './support/admin-client.ts';
import { startTestServer } from './support/server.ts';
import { openSession, sendMessage, type WidgetSession } from './support/widget-client.ts';

const PER_STORE = 12;
const srv = await startTestServer({
  AISLE_TRUST_PROXY: '1', AISLE_ORDER_LOOKUP_MAX_FAILS: '5', AISLE_ORDER_LOOKUP_MAX_FAILS_PER_STORE: String(PER_STORE),
});
after(() => srv.stop());

const RIGHT = 'Where is my order #1001? My email is jane.doe@example.com';
const wrong = (i: number) => `Where is my order #1001? My email is guess-${i}@example.com`;
const TOO_MANY = /Too many attempts/;

/** Send `text` from the client at `ip`; the agent's answer text, and the order cards streamed. */
async function ask(s: WidgetSession, ip: string, text: string): Promise<{ text: string; orders: unknown[]; raw: string }> {
  const r = await sendMessage(srv.url, s, text, { 'x-forwarded-for': ip });
  assert.equal(r.status, 200, JSON.stringify(r.problem));
  const done = r.events.find((e) => e.event === 'done');
  assert.ok(done, JSON.stringify(r.events.at(-1)));
  return { text: done.data.message.text, orders: r.events.filter((e) => e.event === 'part' && e.data.part.type === 'order'), raw: JSON.stringify(r.events) };
}
const session = (ip: string, visitorId?: string) => openSession(srv.url, 'demo', visitorId ? { visitor_id: visitorId } : {}, { 'x-forwarded-for': ip });

let guesser: WidgetSession;

test('6 wrong-email lookups, then the correct pair: "too many attempts", no order data, and the merchant sees it', async () => {
  guesser = await session('203.0.113.1');
  for (let i = 1; i <= 5; i++) {
    const a = await ask(guesser, '203.0.113.1', wrong(i));
    assert.doesNotMatch(a.text, TOO_MANY, `guess ${i} is still answered`);
    assert.equal(a.orders.length, 0);
  }
  assert.match((await ask(guesser, '203.0.113.1', wrong(6))).text, TOO_MANY);
  const right = await ask(guesser, '203.0.113.1', RIGHT);
  assert.match(right.text, TOO_MANY);
  assert.match(right.text, /ask for a person/);
  assert.equal(right.orders.length, 0);
  assert.doesNotMatch(right.raw, /unfulfilled|fulfilled|tracking|\$\d/i, 'no order data in the answer');

  const owner = await signInDemoOwner(srv);
  const seen = await owner.json(`/api/v1/admin/conversations/${guesser.conversation_id}`);
  assert.equal(seen.status, 200);
  const texts: string[] = seen.body.messages.map((m: { text: string }) => m.text);
  assert.ok(texts.filter((t) => TOO_MANY.test(t)).length >= 2, texts.join('\n'));
});

test('a new session of the same visitor from another address, and another visitor from the same address, are refused too', async () => {
  const again = await session('203.0.113.2', guesser.visitor_id);
  assert.notEqual(again.conversation_id, guesser.conversation_id);
  assert.match((await ask(again, '203.0.113.2', RIGHT)).text, TOO_MANY, 'per visitor');
  const neighbour = await session('203.0.113.1');
  assert.match((await ask(neighbour, '203.0.113.1', RIGHT)).text, TOO_MANY, 'per address');
});

test("another client still finds its order; the store's failure budget, once spent, pauses every lookup", async () => {
  const shopper = await session('203.0.113.3');
  const found = await ask(shopper, '203.0.113.3', RIGHT);
  assert.equal(found.orders.length, 1, found.text);
  // 5 failures counted against the store so far; one more from each of 7 fresh clients reaches PER_STORE.
  for (let i = 0; i < PER_STORE - 5; i++) {
    const ip = `198.51.100.${i + 1}`;
    assert.doesNotMatch((await ask(await session(ip), ip, wrong(100 + i))).text, TOO_MANY);
  }
  const late = await session('198.51.100.200');
  const refused = await ask(late, '198.51.100.200', RIGHT);
  assert.match(refused.text, TOO_MANY);
  assert.equal(refused.orders.length, 0);
});
