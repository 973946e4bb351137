/**
 * Two Aisle processes on ONE database (DESIGN.md scale-out: the SSE fan-out lives in Postgres LISTEN/NOTIFY,
 * not in a process's memory): A runs in this test process, B in a separate Node process on A's database.
 * Staff write on A; the shopper's live channel on B receives it. A shopper writing on B shows up in A's inbox
 * stream.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { signInDemoOwner } from './support/admin-client.ts';
import { spawnTestServer, startTestServer, type SpawnedServer, type TestServer } from './support/server.ts';
import { openSession, openSse, openWidgetEvents, sendMessage } from './support/widget-client.ts';

let a: TestServer | undefined;
let b: SpawnedServer | undefined;
after(async () => {
  await b?.stop();
  await a?.stop();
});

test('staff message posted on process A reaches the shopper stream on process B, and B\'s shopper reaches A\'s inbox', { timeout: 120_000 }, async () => {
  a = await startTestServer();
  b = await spawnTestServer(a.database.url);
  assert.notEqual(new URL(a.url).port, new URL(b.url).port);
  assert.notEqual(b.pid, process.pid);

  const owner = await signInDemoOwner(a);
  const inbox = await openSse(`${a.url}/api/v1/admin/conversations/stream`, { cookie: owner.cookie });
  const shopper = await openSession(b.url);
  const live = await openWidgetEvents(b.url, shopper);
  try {
    await inbox.next((e) => e.event === 'ready');
    assert.equal((await live.next((e) => e.event === 'status')).data.status, 'open');

    await sendMessage(b.url, shopper, 'can a person help me?');
    const row = await inbox.next((e) => e.event === 'conversation' && e.data.conversation.id === shopper.conversation_id && e.data.role === 'shopper');
    assert.equal(row.data.conversation.preview, 'can a person help me?');

    const posted = await owner.json(`/api/v1/admin/conversations/${shopper.conversation_id}/messages`, { method: 'POST', body: { text: 'Hello from process A' } });
    assert.equal(posted.status, 201);
    const got = await live.next((e) => e.event === 'message' && e.data.message.role === 'staff');
    assert.equal(got.data.message.text, 'Hello from process A');
    assert.equal(got.data.message.author, owner.session.staff.name);
    await live.next((e) => e.event === 'status' && e.data.status === 'human');

    // While a person has it, B runs no agent turn for the shopper.
    const silent = await sendMessage(b.url, shopper, 'thanks!');
    assert.equal(silent.events.find((e) => e.event === 'done')?.data.message, null);
  } finally {
    live.close();
    inbox.close();
  }
});
