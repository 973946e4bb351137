/** Idle close on a real Postgres: 24 h idle → closed, assumed resolution rules, other stores untouched, listeners notified. */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { createTestDatabase } from '../../test/support/db.ts';
import { getStoreByHandle } from '../stores/index.ts';
import { closeIdleConversations, IDLE_CLOSE_MS } from './lifecycle.ts';
import { createRealtime, type RealtimeSignal } from './realtime.ts';
import { createConversation, findConversation } from './service.ts';

const database = await createTestDatabase('demo');

test('conversations idle 24 h close (assumed resolution only without handoff or thumbs down); fresh ones stay; listeners hear each', async () => {
  const store = await getStoreByHandle(database, 'demo');
  const now = new Date('2030-01-02T12:00:00Z');
  const old = new Date(now.getTime() - IDLE_CLOSE_MS - 60_000);
  const recent = new Date(now.getTime() - IDLE_CLOSE_MS + 60_000);
  const make = async (set: string) => {
    const c = await createConversation(database, { storeId: store.id, visitorId: randomUUID() });
    await database.pool.query(`UPDATE conversations SET ${set} WHERE id = $1`, [c.id]);
    return c.id;
  };
  const plain = await make(`last_message_at = '${old.toISOString()}'`);
  const handedOff = await make(`last_message_at = '${old.toISOString()}', status = 'handoff_requested', handoff_requested_at = '${old.toISOString()}'`);
  const unhappy = await make(`last_message_at = '${old.toISOString()}', status = 'resolved', resolution = 'confirmed', resolved_at = '${old.toISOString()}', rating = -1, rated_at = '${old.toISOString()}'`);
  const thumbsDownOpen = await make(`last_message_at = '${old.toISOString()}', rating = -1`);
  const fresh = await make(`last_message_at = '${recent.toISOString()}'`);
  const alreadyClosed = await make(`last_message_at = '${old.toISOString()}', status = 'closed'`);

  const rt = createRealtime({ url: database.url });
  const heard: RealtimeSignal[] = [];
  try {
    await rt.ready;
    const all = new Promise<void>((resolve) => {
      rt.subscribeStore(store.id, (s) => { heard.push(s); if (heard.length === 4) resolve(); });
    });
    // Batches of 2 exercise the loop.
    assert.equal(await closeIdleConversations(database, now, { batch: 2 }), 4);
    await all;
  } finally {
    await rt.stop();
  }
  const get = async (id: string) => (await findConversation(database, store.id, id))!;
  const p = await get(plain);
  assert.equal(p.status, 'closed');
  assert.equal(p.resolution, 'assumed');
  assert.equal(p.resolvedAt?.toISOString(), now.toISOString());
  const h = await get(handedOff);
  assert.equal(h.status, 'closed');
  assert.equal(h.resolution, null, 'a shopper who asked for a person is not an assumed resolution');
  const u = await get(unhappy);
  assert.equal(u.status, 'closed');
  assert.equal(u.resolution, 'confirmed', 'an earlier resolution is kept');
  assert.equal((await get(thumbsDownOpen)).resolution, null);
  assert.equal((await get(fresh)).status, 'open');
  assert.equal((await get(alreadyClosed)).status, 'closed');
  assert.deepEqual(new Set(heard.map((s) => s.type === 'conversation' && s.status)), new Set(['closed']));
  assert.deepEqual(new Set(heard.map((s) => s.type !== 'resync' && s.conversationId)), new Set([plain, handedOff, unhappy, thumbsDownOpen]));
  assert.equal(await closeIdleConversations(database, now), 0, 'idempotent');
});
