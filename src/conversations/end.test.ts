/**
 * The shopper ends the chat over real HTTP on a real server (demo store, local model): "End chat" resolves the
 * conversation (confirmed, `conversation.resolved` recorded) and asks for a rating; a clear goodbye gets a warm
 * answer that offers the rating and ends the conversation; plain thanks does not.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { getHistory, openSession, openWidgetEvents, sendMessage, type WidgetSession } from '../../test/support/widget-client.ts';

let srv: TestServer;
before(async () => { srv = await startTestServer(); });
after(async () => { await srv?.stop(); });

const post = async (s: WidgetSession, path: string, body?: unknown, id = s.conversation_id) => {
  const res = await fetch(`${srv.url}/api/v1/widget/conversations/${id}/${path}`, {
    method: 'POST', headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, type: res.headers.get('content-type'), body: await res.json() as any };
};

const stateOf = async (id: string) => {
  const { rows } = await srv.database.pool.query<{ status: string; resolution: string | null; resolved: boolean; events: number }>(
    `SELECT status, resolution, resolved_at IS NOT NULL AS resolved,
            (SELECT count(*)::int FROM domain_events e WHERE e.type = 'conversation.resolved' AND e.payload->>'conversation_id' = $1::text) AS events
       FROM conversations WHERE id = $1::uuid`, [id]);
  return rows[0]!;
};

test('End chat: resolved + confirmed with the event, the notice asks for a rating, the live channel hears it; twice is a conflict', async () => {
  const s = await openSession(srv.url);
  await sendMessage(srv.url, s, 'hello');
  const live = await openWidgetEvents(srv.url, s);
  try {
    await live.next((e) => e.event === 'status' && e.data.status === 'open');
    const r = await post(s, 'end');
    assert.equal(r.status, 200);
    assert.equal(r.body.status, 'resolved');
    assert.equal(r.body.message.role, 'system');
    assert.match(r.body.message.text, /You ended the chat\. How did we do\?/);
    assert.deepEqual(r.body.message.parts, [{ type: 'rating', rating: null }]);
    assert.equal((await live.next((e) => e.event === 'status' && e.data.status === 'resolved')).data.rating, null);
    assert.equal((await live.next((e) => e.event === 'message' && e.data.message.role !== 'agent')).data.message.id, r.body.message.id);
    assert.deepEqual(await stateOf(s.conversation_id), { status: 'resolved', resolution: 'confirmed', resolved: true, events: 1 });
    const again = await post(s, 'end');
    assert.equal(again.status, 409);
    assert.match(again.type ?? '', /application\/problem\+json/);
    assert.equal(again.body.code, 'conflict');
    assert.equal((await post(s, 'rating', { rating: 1 })).status, 200);
  } finally {
    live.close();
  }
});

test("End chat needs the conversation's own token: another conversation answers 403/404, no token 401", async () => {
  const a = await openSession(srv.url);
  const b = await openSession(srv.url);
  await sendMessage(srv.url, b, 'hello'); // b's conversation exists from its first message
  const cross = await post(a, 'end', undefined, b.conversation_id);
  assert.ok([403, 404].includes(cross.status), String(cross.status));
  const anon = await fetch(`${srv.url}/api/v1/widget/conversations/${a.conversation_id}/end`, { method: 'POST' });
  assert.equal(anon.status, 401);
  assert.equal((await stateOf(b.conversation_id)).status, 'open');
  const doc = await (await fetch(`${srv.url}/api/v1/openapi.json`)).json() as any;
  assert.ok(doc.paths['/api/v1/widget/conversations/{id}/end'].post);
});

test('a clear goodbye: a warm answer offering the rating, and the conversation ends; plain thanks keeps it open', async () => {
  const s = await openSession(srv.url);
  const thanks = await sendMessage(srv.url, s, 'thanks');
  assert.ok(!thanks.events.at(-1)!.data.message.parts.some((p: any) => p.type === 'rating'));
  assert.equal((await stateOf(s.conversation_id)).status, 'open');
  const bye = await sendMessage(srv.url, s, "Thanks, that's all!");
  const done = bye.events.at(-1)!;
  assert.equal(done.event, 'done');
  assert.match(done.data.message.text, /have a wonderful day/);
  assert.deepEqual(done.data.message.parts, [{ type: 'rating', rating: null }]);
  assert.deepEqual(await stateOf(s.conversation_id), { status: 'resolved', resolution: 'confirmed', resolved: true, events: 1 });
  const rated = await post(s, 'rating', { rating: 1 });
  assert.equal(rated.status, 200);
  const h = await getHistory(srv.url, s);
  assert.deepEqual(h.body.messages.at(-1).parts, [{ type: 'rating', rating: 1 }]);
  // Writing again reopens the conversation.
  await sendMessage(srv.url, s, 'one more question: do you ship to Canada?');
  assert.equal((await stateOf(s.conversation_id)).status, 'open');
});
