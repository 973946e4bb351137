/**
 * The delivery writer on real PostgreSQL: deliveries arriving together share one statement, and each still gets its
 * own outcome — stored, duplicate (a repeated webhook id, or the same (event id, topic), in the batch or already
 * stored) or unknown_shop — in arrival order; a body PostgreSQL cannot store fails alone (400) while the rest of its
 * batch is stored; everything answered `stored` is committed.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { createTestDatabase } from '../../../../test/support/db.ts';
import type { AppError } from '../../../shared/errors.ts';
import { createStore } from '../../../stores/index.ts';
import { createDeliveryWriter, type Delivery } from './ingest.ts';

const database = await createTestDatabase('empty');
const shop = `writer-${randomUUID().slice(0, 8)}.myshopify.com`;
const store = await createStore(database, { handle: `writer-${randomUUID().slice(0, 8)}`, name: 'Writer', platform: 'shopify' });
await database.pool.query('INSERT INTO shopify_shops (store_id, shop) VALUES ($1, $2)', [store.id, shop]);

const delivery = (webhookId: string, over: Partial<Delivery> = {}): Delivery => ({
  shop, topic: 'products/update', webhookId, eventId: `evt-${webhookId}`, apiVersion: '2026-10', triggeredAt: new Date().toISOString(), ...over,
});
const body = (n: number) => JSON.stringify({ id: n, title: `Product ${n}` });

test('deliveries arriving together: one outcome each, in arrival order, duplicates within the batch and against stored rows', async () => {
  const writer = createDeliveryWriter(database, { maxWrites: 1 });
  assert.equal(await writer.store(delivery('w-0'), body(0)), 'stored');
  const outcomes = await Promise.all([
    writer.store(delivery('w-1'), body(1)),
    writer.store(delivery('w-0'), body(0)), // already stored
    writer.store(delivery('w-1'), body(1)), // the same webhook id again in this batch
    writer.store(delivery('w-2', { eventId: 'evt-w-1' }), body(1)), // the same event and topic as w-1
    writer.store(delivery('w-3', { eventId: 'evt-w-1', topic: 'products/create' }), body(1)), // same event, another topic
    writer.store(delivery('w-4', { shop: 'stranger.myshopify.com' }), body(4)),
    writer.store(delivery('w-5', { eventId: null, triggeredAt: 'not a date' }), body(5)),
  ]);
  assert.deepEqual(outcomes, ['stored', 'duplicate', 'duplicate', 'duplicate', 'stored', 'unknown_shop', 'stored']);
  const rows = (await database.pool.query<{ webhook_id: string; triggered_at: Date | null; payload: { id: number } }>(
    'SELECT webhook_id, triggered_at, payload FROM shopify_webhooks WHERE store_id = $1 ORDER BY received_at', [store.id])).rows;
  assert.deepEqual(rows.map((r) => r.webhook_id), ['w-0', 'w-1', 'w-3', 'w-5'], 'stored once each, in arrival order');
  assert.equal(rows[3]!.triggered_at, null, 'a triggered-at that is not a date is left empty');
  assert.equal(rows[1]!.payload.id, 1);
});

test('a body PostgreSQL cannot store fails alone; the rest of its batch is stored', async () => {
  const writer = createDeliveryWriter(database, { maxWrites: 1 });
  const results = await Promise.allSettled([
    writer.store(delivery('j-1'), body(11)),
    writer.store(delivery('j-2'), '{"id": 12, "title": '),
    writer.store(delivery('j-3'), '{"id": 13, "title": "\\u0000"}'),
    writer.store(delivery('j-4'), body(14)),
  ]);
  assert.deepEqual(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as AppError).code)), ['stored', 'invalid_request', 'invalid_request', 'stored']);
  const ids = (await database.pool.query<{ webhook_id: string }>("SELECT webhook_id FROM shopify_webhooks WHERE webhook_id LIKE 'j-%' ORDER BY webhook_id")).rows;
  assert.deepEqual(ids.map((r) => r.webhook_id), ['j-1', 'j-4']);
});

test('many at once, in batches of 16: every delivery stored exactly once', async () => {
  const writer = createDeliveryWriter(database, { maxBatch: 16, maxWrites: 2 });
  const n = 300;
  const outcomes = await Promise.all(Array.from({ length: n }, (_, i) => writer.store(delivery(`m-${i % 250}`), body(i))));
  assert.equal(outcomes.filter((o) => o === 'stored').length, 250);
  assert.equal(outcomes.filter((o) => o === 'duplicate').length, 50);
  const count = (await database.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM shopify_webhooks WHERE webhook_id LIKE 'm-%'")).rows[0]!.n;
  assert.equal(count, 250);
});
