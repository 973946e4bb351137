/** Realtime fan-out on a real Postgres: delivery at commit only, per-conversation and per-store routing, reconnect + resync. */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { createTestDatabase } from '../../test/support/db.ts';
import { getStoreByHandle } from '../stores/index.ts';
import { createRealtime, publish, type RealtimeSignal } from './realtime.ts';
import { appendMessage, createConversation } from './service.ts';

const database = await createTestDatabase('empty');

/** Collect signals; `wait(pred)` resolves with the first (past or future) that matches. */
function collector() {
  const seen: RealtimeSignal[] = [];
  const waiters: { pred: (s: RealtimeSignal) => boolean; resolve: (s: RealtimeSignal) => void }[] = [];
  return {
    seen,
    fn: (s: RealtimeSignal) => {
      seen.push(s);
      for (const w of [...waiters]) if (w.pred(s)) { waiters.splice(waiters.indexOf(w), 1); w.resolve(s); }
    },
    wait: (pred: (s: RealtimeSignal) => boolean) => new Promise<RealtimeSignal>((resolve) => {
      const hit = seen.find(pred);
      if (hit) resolve(hit);
      else waiters.push({ pred, resolve });
    }),
  };
}

test('a notification reaches conversation and store subscribers at commit; a rolled back one never does', async () => {
  const rt = createRealtime({ url: database.url });
  try {
    await rt.ready;
    const storeId = randomUUID();
    const a = randomUUID();
    const b = randomUUID();
    const conv = collector();
    const store = collector();
    const other = collector();
    rt.subscribeConversation(storeId, a, conv.fn);
    rt.subscribeStore(storeId, store.fn);
    rt.subscribeStore(randomUUID(), other.fn);

    await database.db.transaction(async (tx) => {
      await publish(tx, { storeId, conversationId: b, type: 'conversation', status: 'open' });
      tx.rollback();
    }).catch(() => {});
    await database.db.transaction(async (tx) => {
      await publish(tx, { storeId, conversationId: a, type: 'message', messageId: randomUUID(), role: 'staff' });
    });
    // A marker published after the rollback: when it arrives, the rolled-back one would have arrived before it.
    await publish(database.db, { storeId, conversationId: b, type: 'conversation', status: 'human' });

    const got = await conv.wait((s) => s.type === 'message');
    assert.equal(got.type === 'message' && got.role, 'staff');
    await store.wait((s) => s.type === 'conversation' && s.status === 'human');
    assert.deepEqual(store.seen.map((s) => s.type === 'resync' ? 'resync' : `${s.type}:${s.conversationId === a ? 'a' : 'b'}:${s.status ?? s.role}`),
      ['message:a:staff', 'conversation:b:human']);
    assert.equal(conv.seen.length, 1, 'the conversation subscriber sees only its conversation');
    assert.equal(other.seen.length, 0, "another store's subscriber sees nothing");
  } finally {
    await rt.stop();
  }
});

test('payloads are validated and stay small', async () => {
  await assert.rejects(publish(database.db, { storeId: 'x', conversationId: randomUUID(), type: 'message' }));
});

test('when the listener connection is killed it reconnects with backoff, subscribers get resync, and later notifications arrive', async () => {
  const rt = createRealtime({ url: database.url, minRetryMs: 20, maxRetryMs: 200 });
  try {
    await rt.ready;
    const storeId = randomUUID();
    const conversationId = randomUUID();
    const sub = collector();
    rt.subscribeConversation(storeId, conversationId, sub.fn);
    const pid = rt.listenerPid();
    assert.ok(pid);
    await database.pool.query('SELECT pg_terminate_backend($1)', [pid]);
    await sub.wait((s) => s.type === 'resync');
    assert.notEqual(rt.listenerPid(), pid);
    await publish(database.db, { storeId, conversationId, type: 'conversation', status: 'resolved' });
    const s = await sub.wait((x) => x.type === 'conversation');
    assert.equal(s.type === 'conversation' && s.status, 'resolved');
  } finally {
    await rt.stop();
  }
});

test('appendMessage notifies the message exactly as publish() would (one statement with the insert)', async () => {
  const demo = await createTestDatabase('demo');
  const store = await getStoreByHandle(demo, 'demo');
  const c = await createConversation(demo, { storeId: store.id, visitorId: 'v-realtime' });
  const rt = createRealtime({ url: demo.url });
  try {
    await rt.ready;
    const heard = collector();
    rt.subscribeConversation(store.id, c.id, heard.fn);
    const stored: { messageId: string; role: 'shopper' | 'agent' | 'staff' }[] = [];
    for (const role of ['shopper', 'agent', 'staff'] as const) {
      const m = await appendMessage(demo, { storeId: store.id, conversationId: c.id, role, text: `as ${role}`, staffId: role === 'staff' ? randomUUID() : null });
      stored.push({ messageId: m.id, role });
    }
    for (const { messageId, role } of stored) {
      const signal = await heard.wait((s) => 'messageId' in s && s.messageId === messageId);
      assert.deepEqual(signal, { storeId: store.id, conversationId: c.id, type: 'message', messageId, role });
    }
  } finally {
    await rt.stop();
  }
});
