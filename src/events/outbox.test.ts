/** The outbox on a real Postgres: events commit and roll back with their change, deliveries follow destinations, NOTIFY at commit. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../../test/support/db.ts';
import { appendMessage, createConversation, requestHandoff, setConversationStatus } from '../conversations/index.ts';
import { getStoreByHandle } from '../stores/index.ts';
import { changeWithEvent, EVENTS_CHANNEL, OutboxMisuseError, recordEvent, type EventPayloads } from './index.ts';

const database = await createTestDatabase('demo');
const store = await getStoreByHandle(database, 'demo');

async function addDestination(opts: { eventTypes?: string[]; active?: boolean } = {}): Promise<string> {
  const { rows } = await database.pool.query<{ id: string }>(
    `INSERT INTO event_destinations (store_id, kind, name, target, event_types, active) VALUES ($1, 'webhook', 'w', '{"url":"https://example.com/hook"}', $2, $3) RETURNING id`,
    [store.id, opts.eventTypes ?? [], opts.active ?? true]);
  return rows[0]!.id;
}

/** Payloads of the payments events (types.ts documents their fields). */
const REFUND: EventPayloads['refund.issued'] = { order_id: 'o1', order_name: '#1001', amount_cents: 500, currency: 'USD', refunded_cents: 500 };
const CHECKOUT: EventPayloads['checkout.completed'] = {
  checkout_id: 'c1', conversation_id: 'v1', order_id: 'o1', order_name: '#1001', provider: 'test', provider_session_id: null, payment_ref: null,
  amount_cents: 500, currency: 'USD', item_count: 1, line_items: [],
};

async function eventsOf(conversationId: string): Promise<string[]> {
  const { rows } = await database.pool.query<{ type: string }>(`SELECT type FROM domain_events WHERE payload->>'conversation_id' = $1 ORDER BY seq`, [conversationId]);
  return rows.map((r) => r.type);
}

test('recordEvent refuses to run outside a transaction or before the transaction wrote anything', async () => {
  await assert.rejects(recordEvent(database.db, { storeId: store.id, type: 'checkout.completed', payload: CHECKOUT }), OutboxMisuseError);
  await assert.rejects(database.db.transaction(async (tx) => {
    await recordEvent(tx, { storeId: store.id, type: 'checkout.completed', payload: CHECKOUT });
  }), OutboxMisuseError);
  const { rows } = await database.pool.query(`SELECT 1 FROM domain_events WHERE type = 'checkout.completed'`);
  assert.equal(rows.length, 0);
});

test('an event commits with its change, rolls back with it, and gets one delivery per matching active destination', async () => {
  const all = await addDestination();
  const onlyRefunds = await addDestination({ eventTypes: ['refund.issued'] });
  await addDestination({ active: false });

  const recorded = await database.db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE stores SET name = name WHERE id = ${store.id}`);
    return recordEvent(tx, { storeId: store.id, type: 'refund.issued', payload: REFUND });
  });
  assert.equal(recorded.deliveries, 2);
  const { rows } = await database.pool.query<{ destination_id: string; status: string }>(
    'SELECT destination_id, status FROM event_deliveries WHERE event_id = $1 ORDER BY destination_id', [recorded.id]);
  assert.deepEqual(rows.map((r) => r.destination_id).sort(), [all, onlyRefunds].sort());
  assert.ok(rows.every((r) => r.status === 'pending'));

  await assert.rejects(database.db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE stores SET name = name WHERE id = ${store.id}`);
    await recordEvent(tx, { storeId: store.id, type: 'refund.issued', payload: { ...REFUND, order_id: 'rolled-back' } });
    throw new Error('the change fails');
  }), /the change fails/);
  const gone = await database.pool.query(`SELECT 1 FROM domain_events WHERE payload->>'order_id' = 'rolled-back'`);
  assert.equal(gone.rows.length, 0);

  const second = await database.db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE stores SET name = name WHERE id = ${store.id}`);
    return recordEvent(tx, { storeId: store.id, type: 'approval.requested', payload: {} });
  });
  assert.equal(second.deliveries, 1, 'the refunds-only destination does not take approval.requested');
  assert.ok(second.seq > recorded.seq, 'the outbox sequence increases');
});

test('a pg client inside BEGIN works too, and the wake-up NOTIFY is sent only at commit', async () => {
  const listener = new pg.Client({ connectionString: database.url });
  await listener.connect();
  const notes: string[] = [];
  listener.on('notification', (n) => notes.push(n.channel));
  await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
  const client = await database.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('UPDATE stores SET name = name WHERE id = $1', [store.id]);
    const e = await recordEvent(client, { storeId: store.id, type: 'checkout.completed', payload: { ...CHECKOUT, order_id: 'o2' } });
    assert.ok(e.deliveries >= 1);
    await listener.query('SELECT 1'); // a round trip on the listening connection: anything sent so far has arrived
    assert.equal(notes.length, 0, 'no wake-up before commit');
    const arrived = new Promise<void>((resolve) => listener.once('notification', () => resolve()));
    await client.query('COMMIT');
    await arrived;
    assert.deepEqual(notes, [EVENTS_CHANNEL]);
  } finally {
    client.release();
    await listener.end();
  }
});

test('conversation changes record their events in the same transaction', async () => {
  const c = await createConversation(database, { storeId: store.id, visitorId: 'v-events', pageUrl: 'https://shop.example/p' });
  assert.equal(c.threadId, c.id);
  const m = await appendMessage(database, { storeId: store.id, conversationId: c.id, role: 'shopper', text: 'hello' });
  assert.equal(await requestHandoff(database, store.id, c.id), 'handoff_requested');
  assert.equal(await requestHandoff(database, store.id, c.id), 'handoff_requested'); // asked twice: one event
  await setConversationStatus(database, store.id, c.id, 'resolved');
  await setConversationStatus(database, store.id, c.id, 'resolved'); // already resolved: no second event
  assert.deepEqual(await eventsOf(c.id), ['conversation.started', 'message.created', 'conversation.handoff_requested', 'conversation.resolved']);
  const { rows } = await database.pool.query<{ payload: Record<string, unknown> }>(`SELECT payload FROM domain_events WHERE type = 'message.created' AND payload->>'message_id' = $1`, [m.id]);
  assert.equal(rows[0]!.payload.text, 'hello');
  assert.equal(rows[0]!.payload.role, 'shopper');
  await assert.rejects(requestHandoff(database, store.id, '00000000-0000-4000-8000-000000000000'), /No such conversation/);
});

test('changeWithEvent: one statement makes the change and records its event, only when the change produced a row', async () => {
  await addDestination({ eventTypes: ['conversation.resolved'] });
  const c = await createConversation(database, { storeId: store.id, visitorId: 'v-one-statement' });
  const listener = new pg.Client({ connectionString: database.url });
  await listener.connect();
  const woke = new Promise<void>((resolve) => listener.once('notification', () => resolve()));
  await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
  try {
    const resolve = (id: string) => changeWithEvent<'conversation.resolved', { id: string; status: string }>(database.db, {
      storeId: store.id, type: 'conversation.resolved', from: 'r',
      changes: sql`r AS (UPDATE conversations SET status = 'resolved' WHERE store_id = ${store.id} AND id = ${id} RETURNING id, status)`,
      payload: { conversation_id: sql`r.id`, previous_status: sql`'open'::text` },
    });
    const rows = await resolve(c.id);
    assert.deepEqual(rows.map((r) => [r.id, r.status]), [[c.id, 'resolved']]);
    await woke; // a destination takes the type: the dispatcher is woken at commit
    assert.deepEqual(await eventsOf(c.id), ['conversation.started', 'conversation.resolved']);
    const { rows: deliveries } = await database.pool.query(
      `SELECT 1 FROM event_deliveries d JOIN domain_events e ON e.id = d.event_id WHERE e.payload->>'conversation_id' = $1`, [c.id]);
    assert.ok(deliveries.length >= 1);
    const nothing = '00000000-0000-4000-8000-000000000000';
    assert.deepEqual(await resolve(nothing), []);
    assert.deepEqual(await eventsOf(nothing), [], 'no change, no event');
  } finally {
    await listener.end();
  }
});

test('message.created from appendMessage carries the stored row: id, text, role, run id, staff id and created_at to the millisecond', async () => {
  const c = await createConversation(database, { storeId: store.id, visitorId: 'v-message-payload' });
  const runId = '3f1c2a4e-0d2b-4c7a-9a55-7b1e7f0c9d10';
  const staffId = '5b0f8a52-93a4-4c1e-8f0e-2d6c1f3a9b77';
  for (const [role, text] of [['shopper', 'first'], ['agent', 'second'], ['staff', 'third']] as const) {
    const m = await appendMessage(database, {
      storeId: store.id, conversationId: c.id, role, text, runId: role === 'agent' ? runId : null, staffId: role === 'staff' ? staffId : null,
    });
    const { rows } = await database.pool.query<{ payload: Record<string, unknown> }>(`SELECT payload FROM domain_events WHERE type = 'message.created' AND payload->>'message_id' = $1`, [m.id]);
    assert.deepEqual(rows[0]!.payload, {
      conversation_id: c.id, message_id: m.id, role, text, run_id: role === 'agent' ? runId : null, created_at: m.createdAt.toISOString(),
      ...(role === 'staff' ? { staff_id: staffId } : {}),
    });
    assert.equal(m.staffId, role === 'staff' ? staffId : null);
  }
});
