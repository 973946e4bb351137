/**
 * A widget session writes nothing until the shopper says something (issue 13 item 8, docs/security.md §12), against a
 * real server over real HTTP on real Postgres:
 * - opening sessions creates no conversation row and no `conversation.started` event;
 * - every widget route works on a session with no conversation yet: history is empty, the live channel says `open`,
 *   the cart is empty, ending and rating answer 409, retry has nothing to retry;
 * - the first message creates exactly one conversation and one `conversation.started` (two first messages at once
 *   too), scoped to the session's store, visitor, page and locale; the live channel opened before it delivers the answer;
 * - a cart line or a handoff, the first thing a shopper does, creates it as well; the inbox lists no chat without a
 *   message (not even an empty row an earlier version made).
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { signInDemoOwner } from './support/admin-client.ts';
import { addLine, pricedVariants, widgetCall } from './support/cart-client.ts';
import { startTestServer } from './support/server.ts';
import { getHistory, openSession, openWidgetEvents, sendMessage, type WidgetSession } from './support/widget-client.ts';

const srv = await startTestServer({ AISLE_WIDGET_SESSIONS_PER_IP_PER_MIN: '1000' });
after(() => srv.stop());

const count = async (sql: string, params: unknown[] = []) => Number((await srv.database.pool.query(sql, params)).rows[0].n);
const rowsOf = (id: string) => count('SELECT count(*) AS n FROM conversations WHERE id = $1', [id]);
const startedOf = (id: string) => count(`SELECT count(*) AS n FROM domain_events WHERE type = 'conversation.started' AND payload->>'conversation_id' = $1`, [id]);
const allConversations = () => count('SELECT count(*) AS n FROM conversations');
const allStarted = () => count(`SELECT count(*) AS n FROM domain_events WHERE type = 'conversation.started'`);

test('opening sessions creates no conversation and no conversation.started event', async () => {
  const [before, eventsBefore] = [await allConversations(), await allStarted()];
  const sessions = await Promise.all(Array.from({ length: 5 }, () => openSession(srv.url, 'demo', { page_url: 'https://shop.example/p', locale: 'de' })));
  assert.equal(new Set(sessions.map((s) => s.conversation_id)).size, 5, 'each session has its own id');
  for (const s of sessions) assert.match(s.conversation_id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/, 'a random (v4) uuid');
  assert.equal(await allConversations(), before);
  assert.equal(await allStarted(), eventsBefore);
});

test('every widget route works before the first message, and stores nothing', async () => {
  const s = await openSession(srv.url);
  const { status: historyStatus, body: history } = await getHistory(srv.url, s);
  assert.equal(historyStatus, 200);
  assert.deepEqual(history.messages, []);
  assert.equal(history.conversation.id, s.conversation_id);
  assert.equal(history.conversation.status, 'open');
  assert.equal(history.last_turn, null);

  const cart = await widgetCall(srv.url, s, 'cart');
  assert.equal(cart.status, 200);
  assert.deepEqual(cart.body.cart.lines, []);
  assert.equal((await widgetCall(srv.url, s, 'checkout', { method: 'POST' })).status, 409, 'empty cart');
  assert.equal((await widgetCall(srv.url, s, 'cart/lines/00000000-0000-4000-8000-000000000000', { method: 'DELETE' })).status, 404);
  assert.equal((await widgetCall(srv.url, s, 'end', { method: 'POST' })).status, 409, 'nothing to end');
  assert.equal((await widgetCall(srv.url, s, 'rating', { method: 'POST', body: { rating: 1 } })).status, 409, 'rated only once ended');
  assert.equal((await sendMessage(srv.url, s, null)).status, 409, 'nothing to retry');

  const live = await openWidgetEvents(srv.url, s);
  const status = await live.next((e) => e.event === 'status');
  assert.deepEqual(status.data, { status: 'open', rating: null });
  live.close();

  // Another visitor's token cannot open it; a forged id is not this token's.
  const other = await openSession(srv.url);
  assert.equal((await widgetCall(srv.url, { ...other, conversation_id: s.conversation_id }, 'messages')).status, 403);
  assert.equal(await rowsOf(s.conversation_id), 0);
  assert.equal(await startedOf(s.conversation_id), 0);
});

test('the first message creates the conversation and its conversation.started once; the live channel follows', async () => {
  const s = await openSession(srv.url, 'demo', { page_url: 'https://shop.example/kettles', locale: 'en-GB' });
  const live = await openWidgetEvents(srv.url, s);
  await live.next((e) => e.event === 'status');
  const sent = await sendMessage(srv.url, s, 'do you sell kettles?');
  assert.equal(sent.status, 200);
  assert.ok(sent.events.some((e) => e.event === 'done'));
  const agentMessage = await live.next((e) => e.event === 'message' && e.data.message.role === 'agent');
  assert.ok(agentMessage, 'the stream opened before the conversation existed delivers its messages');
  live.close();

  const { rows: [row] } = await srv.database.pool.query('SELECT c.*, s.handle FROM conversations c JOIN stores s ON s.id = c.store_id WHERE c.id = $1', [s.conversation_id]);
  assert.equal(row.handle, 'demo');
  assert.equal(row.visitor_id, s.visitor_id);
  assert.equal(row.page_url, 'https://shop.example/kettles');
  assert.equal(row.locale, 'en-GB');
  assert.equal(await startedOf(s.conversation_id), 1);
  const { rows: [event] } = await srv.database.pool.query(`SELECT store_id, payload FROM domain_events WHERE type = 'conversation.started' AND payload->>'conversation_id' = $1`, [s.conversation_id]);
  assert.equal(event.store_id, row.store_id);
  assert.deepEqual(event.payload, { conversation_id: s.conversation_id, visitor_id: s.visitor_id, page_url: 'https://shop.example/kettles', locale: 'en-GB' });

  assert.equal((await sendMessage(srv.url, s, 'and teapots?')).status, 200);
  assert.equal(await rowsOf(s.conversation_id), 1);
  assert.equal(await startedOf(s.conversation_id), 1, 'later messages start nothing');
  assert.equal((await getHistory(srv.url, s)).body.messages.filter((m: { role: string }) => m.role === 'shopper').length, 2);

  // Resuming the session keeps the conversation.
  const again = await openSession(srv.url, 'demo', { conversation_id: s.conversation_id, visitor_id: s.visitor_id });
  assert.equal(again.conversation_id, s.conversation_id);
});

test('two first messages at once: one conversation, one conversation.started, both messages kept', async () => {
  for (let round = 0; round < 3; round++) {
    const s = await openSession(srv.url);
    const answers = await Promise.all([sendMessage(srv.url, s, 'hello'), sendMessage(srv.url, s, 'anyone there?')]);
    assert.deepEqual(answers.map((a) => a.status), [200, 200]);
    assert.equal(await rowsOf(s.conversation_id), 1);
    assert.equal(await startedOf(s.conversation_id), 1);
    assert.equal(await count(`SELECT count(*) AS n FROM messages WHERE conversation_id = $1 AND role = 'shopper'`, [s.conversation_id]), 2);
  }
});

test('a cart line or a handoff starts the conversation too; the inbox lists no empty chats', async () => {
  const [variant] = await pricedVariants(srv.database, 1);
  const cartSession: WidgetSession = await openSession(srv.url);
  assert.equal((await addLine(srv.url, cartSession, variant!.id)).status, 200);
  assert.equal(await rowsOf(cartSession.conversation_id), 1);
  assert.equal(await startedOf(cartSession.conversation_id), 1);
  assert.equal((await widgetCall(srv.url, cartSession, 'cart')).body.cart.lines.length, 1);

  const handoff = await openSession(srv.url);
  const asked = await widgetCall(srv.url, handoff, 'handoff', { method: 'POST', body: {} });
  assert.equal(asked.status, 200, JSON.stringify(asked.body));
  assert.equal(await rowsOf(handoff.conversation_id), 1);
  assert.equal(await startedOf(handoff.conversation_id), 1);

  const silent = await openSession(srv.url);
  // A row an earlier version made for a session that said nothing.
  const { rows: [legacy] } = await srv.database.pool.query(`INSERT INTO conversations (store_id, visitor_id, thread_id)
    SELECT id, 'legacy-visitor-0000', 'legacy' FROM stores WHERE handle = 'demo' RETURNING id`);
  const owner = await signInDemoOwner(srv);
  const inbox = await owner.json('/api/v1/admin/conversations');
  assert.equal(inbox.status, 200);
  const ids = inbox.body.conversations.map((c: { id: string }) => c.id);
  assert.ok(ids.includes(handoff.conversation_id), 'a handoff shows in the inbox');
  assert.ok(!ids.includes(silent.conversation_id), 'a session that said nothing is not a conversation');
  assert.ok(!ids.includes(legacy.id), 'nor is an empty row left by an earlier version');
  assert.ok(!ids.includes(cartSession.conversation_id), 'nor a cart with no message');
});
