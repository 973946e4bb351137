/**
 * Inbox with live takeover over real HTTP on a real server (demo store, local model): handoff notices by staff
 * presence, take over silences the agent, staff messages reach the shopper's live channel (with resume), hand
 * back, resolve + rating once, the inbox list (filters, search, keyset pages, language) and its live stream, roles, and
 * 404 for another store's ids on every endpoint added here.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { clientFor, signInDemoOwner, signIn, signUp, type AdminClient } from '../../test/support/admin-client.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { getHistory, openSession, openSse, openWidgetEvents, sendMessage, type WidgetSession } from '../../test/support/widget-client.ts';
import { createStaff, getStoreByHandle } from '../stores/index.ts';

let srv: TestServer;
before(async () => { srv = await startTestServer(); });
after(async () => { await srv?.stop(); });

const handoff = async (s: WidgetSession) => {
  const res = await fetch(`${srv.url}/api/v1/widget/conversations/${s.conversation_id}/handoff`, {
    method: 'POST', headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' }, body: '{}',
  });
  return { status: res.status, body: await res.json() as any };
};

const rate = async (s: WidgetSession, rating: number) => {
  const res = await fetch(`${srv.url}/api/v1/widget/conversations/${s.conversation_id}/rating`, {
    method: 'POST', headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ rating }),
  });
  return { status: res.status, body: await res.json() as any };
};

describe('handoff notices', () => {
  test('with nobody signed in lately the shopper is told no one is available and offered to leave an email; the email is kept', async () => {
    const s = await openSession(srv.url);
    const r = await handoff(s);
    assert.equal(r.status, 200);
    assert.equal(r.body.status, 'handoff_requested');
    assert.equal(r.body.staff_available, false);
    assert.match(r.body.message.text, /No one from the team is available right now\. Leave your email/);
    const sent = await sendMessage(srv.url, s, 'jo@example.com');
    const done = sent.events.find((e) => e.event === 'done');
    assert.match(done?.data.message.text, /write to jo@example\.com/);
    const h = await getHistory(srv.url, s);
    assert.deepEqual(h.body.messages.map((m: any) => m.role), ['system', 'shopper', 'system'], 'the agent did not answer the email');
  });

  test('once an agent+ staff member is present the shopper is told a person is coming', async () => {
    await signInDemoOwner(srv); // sign-in marks the owner as seen
    const s = await openSession(srv.url);
    const r = await handoff(s);
    assert.equal(r.body.staff_available, true);
    assert.match(r.body.message.text, /asked a person from the team to join/);
  });
});

describe('take over, staff messages, hand back, resolve, rating', () => {
  let owner: AdminClient;
  before(async () => { owner = await signInDemoOwner(srv); });

  test('take over silences the agent; the shopper message still reaches the inbox', async () => {
    const s = await openSession(srv.url);
    await sendMessage(srv.url, s, 'hello');
    const t = await owner.json(`/api/v1/admin/conversations/${s.conversation_id}/takeover`, { method: 'POST' });
    assert.equal(t.status, 200);
    assert.equal(t.body.conversation.status, 'human');
    assert.equal(t.body.conversation.assigned_staff.id, owner.session.staff.id);
    assert.match(t.body.messages[0].text, /joined the chat/);

    const before = (await getHistory(srv.url, s)).body.messages.length;
    const sent = await sendMessage(srv.url, s, 'do you have water bottles under $20?');
    assert.equal(sent.status, 200);
    assert.deepEqual(sent.events.map((e) => e.event), ['metadata', 'done']);
    assert.equal(sent.events[1]!.data.message, null, 'no agent answer while a person has the conversation');
    const after = (await getHistory(srv.url, s)).body.messages;
    assert.equal(after.length, before + 1);
    assert.equal(after.at(-1).role, 'shopper');
    const detail = await owner.json(`/api/v1/admin/conversations/${s.conversation_id}`);
    assert.equal(detail.body.messages.at(-1).text, 'do you have water bottles under $20?');
  });

  test("a staff message reaches the shopper's live channel with the staff name; Last-Event-ID resumes after a gap", async () => {
    const s = await openSession(srv.url);
    await sendMessage(srv.url, s, 'hi there');
    const live = await openWidgetEvents(srv.url, s);
    try {
      const first = await live.next((e) => e.event === 'status');
      assert.equal(first.data.status, 'open');
      // Without Last-Event-ID the channel replays the conversation's messages: the agent's answer to "hi there".
      assert.equal((await live.next((e) => e.event === 'message')).data.message.role, 'agent');
      const posted = await owner.json(`/api/v1/admin/conversations/${s.conversation_id}/messages`, { method: 'POST', body: { text: 'Hi, I am here to help.' } });
      assert.equal(posted.status, 201);
      const joined = await live.next((e) => e.event === 'message' && e.data.message.role !== 'agent');
      assert.match(joined.data.message.text, /joined the chat/);
      const staffMsg = await live.next((e) => e.event === 'message' && e.data.message.role !== 'agent');
      assert.equal(staffMsg.data.message.role, 'staff');
      assert.equal(staffMsg.data.message.text, 'Hi, I am here to help.');
      assert.equal(staffMsg.data.message.author, owner.session.staff.name);
      assert.equal(staffMsg.id, staffMsg.data.message.id);
      assert.equal((await live.next((e) => e.event === 'status')).data.status, 'human');
      live.close();

      // While the widget is away, staff write again; reconnecting with Last-Event-ID replays only what it missed.
      await owner.json(`/api/v1/admin/conversations/${s.conversation_id}/messages`, { method: 'POST', body: { text: 'Are you still there?' } });
      const again = await openWidgetEvents(srv.url, s, staffMsg.id);
      try {
        const missed = await again.next((e) => e.event === 'message');
        assert.equal(missed.data.message.text, 'Are you still there?');
      } finally {
        again.close();
      }
    } finally {
      live.close();
    }
  });

  test('hand back returns the conversation to the agent; hand back twice is a conflict', async () => {
    const s = await openSession(srv.url);
    await sendMessage(srv.url, s, 'hello'); // the conversation exists from the first message
    await owner.json(`/api/v1/admin/conversations/${s.conversation_id}/takeover`, { method: 'POST' });
    const hb = await owner.json(`/api/v1/admin/conversations/${s.conversation_id}/handback`, { method: 'POST' });
    assert.equal(hb.status, 200);
    assert.equal(hb.body.conversation.status, 'open');
    assert.equal(hb.body.conversation.assigned_staff, null);
    assert.equal((await owner.json(`/api/v1/admin/conversations/${s.conversation_id}/handback`, { method: 'POST' })).status, 409);
    const sent = await sendMessage(srv.url, s, 'water bottle under $20');
    assert.ok(sent.events.find((e) => e.event === 'done')?.data.message, 'the agent answers again');
  });

  test('resolve asks for a rating; the shopper rates once; a second rating is a conflict', async () => {
    const s = await openSession(srv.url);
    await sendMessage(srv.url, s, 'hello');
    assert.equal((await rate(s, 1)).status, 409, 'not ended yet');
    const live = await openWidgetEvents(srv.url, s);
    try {
      const r = await owner.json(`/api/v1/admin/conversations/${s.conversation_id}/resolve`, { method: 'POST' });
      assert.equal(r.status, 200);
      assert.equal(r.body.conversation.status, 'resolved');
      assert.equal(r.body.conversation.resolution, 'confirmed');
      const prompt = await live.next((e) => e.event === 'message' && e.data.message.role !== 'agent');
      assert.deepEqual(prompt.data.message.parts, [{ type: 'rating', rating: null }]);
      assert.equal((await owner.json(`/api/v1/admin/conversations/${s.conversation_id}/resolve`, { method: 'POST' })).status, 409);
      const ok = await rate(s, -1);
      assert.equal(ok.status, 200);
      assert.equal(ok.body.rating, -1);
      assert.equal((await live.next((e) => e.event === 'status' && e.data.rating === -1)).data.status, 'resolved');
      assert.equal((await rate(s, 1)).status, 409);
      assert.equal((await rate(s, 5)).status, 400);
      const h = await getHistory(srv.url, s);
      assert.equal(h.body.conversation.rating, -1);
      assert.deepEqual(h.body.messages.at(-1).parts, [{ type: 'rating', rating: -1 }]);
    } finally {
      live.close();
    }
  });

  test('a viewer can read the inbox but not take over or write', async () => {
    const store = await getStoreByHandle(srv.database, 'demo');
    await createStaff(srv.database, { storeId: store.id, email: 'viewer@example.com', name: 'Vi', role: 'viewer', password: 'correct horse battery' });
    const viewer = await signIn(srv.url, 'viewer@example.com', 'correct horse battery');
    const s = await openSession(srv.url);
    assert.equal((await viewer.json('/api/v1/admin/conversations')).status, 200);
    assert.equal((await viewer.json(`/api/v1/admin/conversations/${s.conversation_id}/takeover`, { method: 'POST' })).status, 403);
    assert.equal((await viewer.json(`/api/v1/admin/conversations/${s.conversation_id}/messages`, { method: 'POST', body: { text: 'x' } })).status, 403);
    const noCsrf = clientFor(srv.url, owner.cookie, { ...owner.session, csrf_token: 'wrong' });
    assert.equal((await noCsrf.json(`/api/v1/admin/conversations/${s.conversation_id}/takeover`, { method: 'POST' })).status, 403);
  });
});

describe('inbox list and stream', () => {
  let owner: AdminClient;
  before(async () => { owner = await signInDemoOwner(srv); });

  test('status filters, handoff requests first, search over messages, keyset pages without gaps or repeats', async () => {
    const a = await openSession(srv.url);
    await sendMessage(srv.url, a, 'looking for a zebra-striped umbrella');
    const b = await openSession(srv.url);
    await sendMessage(srv.url, b, 'hello');
    await handoff(b);

    const all = await owner.json('/api/v1/admin/conversations?limit=100');
    assert.equal(all.status, 200);
    const rows = all.body.conversations as any[];
    const firstNonHandoff = rows.findIndex((r) => r.status !== 'handoff_requested');
    assert.ok(rows.slice(firstNonHandoff).every((r) => r.status !== 'handoff_requested'), 'handoff requests come first');
    const rb = rows.find((r) => r.id === b.conversation_id);
    assert.equal(rb.status, 'handoff_requested');
    assert.ok(rb.handoff_requested_at);
    assert.equal(rb.preview, 'hello');
    assert.equal(rb.last_message.role, 'system');
    assert.equal(rb.message_count, 3);

    const hr = await owner.json('/api/v1/admin/conversations?status=handoff_requested');
    assert.ok(hr.body.conversations.every((r: any) => r.status === 'handoff_requested'));
    assert.ok(hr.body.conversations.some((r: any) => r.id === b.conversation_id));

    const found = await owner.json(`/api/v1/admin/conversations?q=${encodeURIComponent('ZEBRA-striped')}`);
    assert.deepEqual(found.body.conversations.map((r: any) => r.id), [a.conversation_id]);
    const none = await owner.json(`/api/v1/admin/conversations?q=${encodeURIComponent('100%_')}`);
    assert.equal(none.body.conversations.length, 0, 'wildcards are literal');

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { conversations: any[]; next_cursor: string | null } } = await owner.json(`/api/v1/admin/conversations?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.body.conversations.map((r) => r.id));
      cursor = page.body.next_cursor;
    } while (cursor);
    assert.deepEqual(seen, rows.map((r) => r.id));
    assert.equal((await owner.json('/api/v1/admin/conversations?cursor=nonsense')).status, 400);
  });

  test('each conversation has its language: a filter, the detail, the overview counts, the trace root records it', async () => {
    const es = await openSession(srv.url);
    const sent = await sendMessage(srv.url, es, 'hola, busco una mochila para el trabajo');
    const de = await openSession(srv.url);
    await sendMessage(srv.url, de, 'Ich suche eine Trinkflasche für den Sport');
    const only = await owner.json('/api/v1/admin/conversations?language=es&limit=100');
    assert.equal(only.status, 200);
    const ids = only.body.conversations.map((r: any) => r.id);
    assert.ok(ids.includes(es.conversation_id) && !ids.includes(de.conversation_id));
    assert.ok(only.body.conversations.every((r: any) => r.language === 'es'));
    assert.equal((await owner.json(`/api/v1/admin/conversations/${de.conversation_id}`)).body.conversation.language, 'de');
    assert.equal((await owner.json('/api/v1/admin/conversations?language=Spanish')).status, 400);
    const today = new Date().toISOString().slice(0, 10);
    const overview = await owner.json(`/api/v1/admin/overview?from=${today}&to=${today}`);
    const count = (l: string) => overview.body.languages.find((x: any) => x.language === l)?.count ?? 0;
    assert.ok(count('es') >= 1 && count('de') >= 1, JSON.stringify(overview.body.languages));
    const runId = sent.events.find((e) => e.event === 'metadata')?.data.run_id;
    const trace = await owner.json(`/api/v1/admin/traces/${runId}`);
    const root = trace.body.runs.find((r: any) => r.parent_id === null);
    assert.equal(root.metadata.language, 'es');
    assert.ok(root.metadata.language_confidence > 0.5 && root.metadata.language_confidence <= 1, String(root.metadata.language_confidence));
    assert.equal(root.metadata.answer_language, 'es');
  });

  test('the inbox stream pushes a row when a shopper writes and when staff take over', async () => {
    const s = await openSession(srv.url);
    const stream = await openSse(`${srv.url}/api/v1/admin/conversations/stream`, { cookie: owner.cookie });
    try {
      await stream.next((e) => e.event === 'ready');
      await sendMessage(srv.url, s, 'is anyone there?');
      // Notices that arrive together are coalesced into one row (the agent's answer may follow the shopper's message
      // in the same burst), so wait for a row that shows the shopper's message rather than for its own notice.
      const row = await stream.next((e) => e.event === 'conversation' && e.data.conversation.id === s.conversation_id && e.data.conversation.preview !== '');
      assert.equal(row.data.conversation.preview, 'is anyone there?');
      await owner.json(`/api/v1/admin/conversations/${s.conversation_id}/takeover`, { method: 'POST' });
      const taken = await stream.next((e) => e.event === 'conversation' && e.data.conversation.id === s.conversation_id && e.data.conversation.status === 'human');
      assert.equal(taken.data.conversation.assigned_staff.name, owner.session.staff.name);
    } finally {
      stream.close();
    }
  });
});

describe('store scoping', () => {
  test("another store's staff get 404 for this store's conversation on every inbox endpoint and never see it listed or streamed", async () => {
    const owner = await signInDemoOwner(srv);
    const other = await signUp(srv.url, { store_name: 'Other Shop', name: 'Olga', email: 'olga@example.com', password: 'correct horse battery' });
    const s = await openSession(srv.url);
    await sendMessage(srv.url, s, 'secret question');
    const id = s.conversation_id;
    const stream = await openSse(`${srv.url}/api/v1/admin/conversations/stream`, { cookie: other.cookie });
    try {
      await stream.next((e) => e.event === 'ready');
      for (const [method, path, body] of [
        ['GET', `/api/v1/admin/conversations/${id}`, undefined],
        ['POST', `/api/v1/admin/conversations/${id}/takeover`, undefined],
        ['POST', `/api/v1/admin/conversations/${id}/handback`, undefined],
        ['POST', `/api/v1/admin/conversations/${id}/resolve`, undefined],
        ['POST', `/api/v1/admin/conversations/${id}/messages`, { text: 'hi' }],
      ] as const) {
        const r = await other.json(path, { method, body });
        assert.equal(r.status, 404, `${method} ${path}`);
        assert.equal(r.body.code, 'not_found');
      }
      const list = await other.json(`/api/v1/admin/conversations?q=secret`);
      assert.equal(list.body.conversations.length, 0);
      // Store A's change arrives on A's stream only: B's stream sees its own marker, never A's row.
      const b = await openSession(srv.url, other.session.store.handle);
      await owner.json(`/api/v1/admin/conversations/${id}/takeover`, { method: 'POST' });
      await sendMessage(srv.url, b, 'marker');
      const ev = await stream.next((e) => e.event === 'conversation');
      assert.equal(ev.data.conversation.id, b.conversation_id);
    } finally {
      stream.close();
    }
    // A widget token opens only its own conversation.
    const mine = await openSession(srv.url);
    const res = await fetch(`${srv.url}/api/v1/widget/conversations/${id}/events`, { headers: { authorization: `Bearer ${mine.token}` } });
    assert.equal(res.status, 403);
    const noToken = await fetch(`${srv.url}/api/v1/widget/conversations/${id}/events`);
    assert.equal(noToken.status, 401);
  });
});
