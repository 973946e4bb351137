/**
 * The webhook processor on real PostgreSQL (no job runner: `drain()` is called directly): product updates taken in
 * one claim are applied once per product — the newest state stored, the older ones `stale` — and a state the catalog
 * refuses fails alone while the older states of that product are applied one by one as before; a delivery already
 * older than the stored version is `stale`; other topics keep their order; payloads of handled deliveries are cleared;
 * a slow claim gives back the deliveries it has not started, without counting an attempt.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDatabase } from '../../../../test/support/db.ts';
import { silentLogger } from '../../../shared/logger.ts';
import { createStore } from '../../../stores/index.ts';
import type { Jobs } from '../../../jobs/index.ts';
import type { ShopRow } from '../install.ts';
import type { ProductWebhookPayload } from '../sync/map.ts';
import { createWebhookProcessor, type HandlerOutcome, type TopicHandler } from './process.ts';
import { createBatchTopicHandlers, createTopicHandlers, type TopicDeps } from './topics.ts';

const database = await createTestDatabase('empty');
const store = await createStore(database, { handle: `proc-${randomUUID().slice(0, 8)}`, name: 'Processor', platform: 'shopify' });
const shopRow = { storeId: store.id, shop: 'proc.myshopify.com', primaryDomain: 'proc.example' } as ShopRow;
await database.pool.query('INSERT INTO shopify_shops (store_id, shop) VALUES ($1, $2)', [store.id, shopRow.shop]);

const order: string[] = [];
const deps = {
  database, shopOfStore: async (id: string) => (id === store.id ? shopRow : null), compliance: {},
} as unknown as TopicDeps; // only what product topics use
const handlers: Record<string, TopicHandler> = {
  ...createTopicHandlers(deps),
  'app/scopes_update': async (w) => { order.push(w.webhookId); return 'processed'; },
};
const jobs = { send: async () => null, register: async () => {} } as unknown as Jobs;
const processor = createWebhookProcessor({ database, jobs, handlers, batchHandlers: createBatchTopicHandlers(deps), logger: silentLogger });

const base = Date.parse('2026-01-01T00:00:00Z');
function product(id: number, title: string, atSeconds: number, handle = `product-${id}`): ProductWebhookPayload {
  return {
    id, admin_graphql_api_id: `gid://shopify/Product/${id}`, title, body_html: '<p>A thing</p>', vendor: 'Proc', product_type: 'Thing', handle, status: 'active', tags: '',
    updated_at: new Date(base + atSeconds * 1000).toISOString(), options: [{ name: 'Title', position: 1, values: ['Default Title'] }],
    variants: [{ id: id * 10, title: 'Default Title', price: '10.00', compare_at_price: null, sku: null, position: 1, inventory_policy: 'deny', option1: 'Default Title', option2: null, option3: null, inventory_quantity: 3 }],
  };
}
/** Store deliveries in this order (received_at increasing), all due now. */
async function deliver(...ds: Array<{ webhookId: string; topic?: string; payload: object }>): Promise<void> {
  for (const d of ds) {
    await database.pool.query(
      'INSERT INTO shopify_webhooks (store_id, topic, webhook_id, payload, received_at) VALUES ($1, $2, $3, $4, clock_timestamp())',
      [store.id, d.topic ?? 'products/update', d.webhookId, JSON.stringify(d.payload)]);
  }
}
async function statuses(): Promise<Record<string, { status: string; attempts: number; payload: object }>> {
  const rows = (await database.pool.query<{ webhook_id: string; status: string; attempts: number; payload: object }>('SELECT webhook_id, status, attempts, payload FROM shopify_webhooks')).rows;
  return Object.fromEntries(rows.map((r) => [r.webhook_id, { status: r.status, attempts: r.attempts, payload: r.payload }]));
}
const title = async (id: number) => (await database.pool.query<{ title: string }>('SELECT title FROM products WHERE store_id = $1 AND external_id = $2', [store.id, `gid://shopify/Product/${id}`])).rows[0]?.title;

test('updates of one product in a claim: the newest is stored, the older ones are stale, other topics keep their order', async () => {
  await deliver(
    { webhookId: 'a-1', payload: product(1, 'One, first', 1) },
    { webhookId: 'b-1', payload: product(2, 'Two, only', 1), topic: 'products/create' },
    { webhookId: 'a-3', payload: product(1, 'One, third', 3) },
    { webhookId: 'scopes-1', topic: 'app/scopes_update', payload: { current: [] } },
    { webhookId: 'a-2', payload: product(1, 'One, second', 2) },
    { webhookId: 'a-3-again', payload: product(1, 'One, third (repeat)', 3) },
    { webhookId: 'scopes-2', topic: 'app/scopes_update', payload: { current: [] } },
  );
  assert.equal(await processor.drain(), 7);
  const s = await statuses();
  const got = Object.fromEntries(Object.entries(s).map(([k, v]) => [k, v.status]));
  assert.deepEqual(got, { 'a-1': 'stale', 'b-1': 'processed', 'a-3': 'processed', 'scopes-1': 'processed', 'a-2': 'stale', 'a-3-again': 'stale', 'scopes-2': 'processed' });
  assert.equal(await title(1), 'One, third');
  assert.equal(await title(2), 'Two, only');
  assert.deepEqual(order, ['scopes-1', 'scopes-2']);
  for (const v of Object.values(s)) assert.deepEqual(v.payload, {}, 'a handled payload is cleared');

  await deliver({ webhookId: 'a-late', payload: product(1, 'One, late', 2) });
  assert.equal(await processor.drain(), 1);
  assert.equal((await statuses())['a-late']!.status, 'stale', 'older than the stored version');
});

test('a state the catalog refuses fails alone; the older states of that product are applied one by one', async () => {
  // Product 4's newest state takes product 3's handle: the catalog refuses it.
  await deliver({ webhookId: 'c-1', payload: product(3, 'Three', 1) }, { webhookId: 'd-0', payload: product(4, 'Four', 10) });
  assert.equal(await processor.drain(), 2);
  await deliver(
    { webhookId: 'd-2', payload: product(4, 'Four, second', 12) },
    { webhookId: 'd-bad', payload: product(4, 'Four, refused', 20, 'product-3') },
    { webhookId: 'd-1', payload: product(4, 'Four, first', 11) },
    { webhookId: 'e-1', payload: product(5, 'Five', 11) },
  );
  await processor.drain();
  const s = await statuses();
  const outcome = (id: string) => s[id]!.status as HandlerOutcome | 'received';
  assert.equal(outcome('d-bad'), 'received', 'refused: retried later');
  assert.equal(s['d-bad']!.attempts, 1);
  assert.ok(Object.keys(s['d-bad']!.payload).length > 0, 'a delivery to retry keeps its payload');
  assert.equal(outcome('d-2'), 'processed');
  assert.equal(outcome('d-1'), 'stale', 'received after d-2, older than it');
  assert.equal(outcome('e-1'), 'processed');
  assert.equal(await title(4), 'Four, second');
  assert.equal(await title(5), 'Five');
  assert.equal(await title(3), 'Three');
});

test('a slow claim gives back what it has not started; those are taken again, no attempt counted', async () => {
  const seen: string[] = [];
  const slow = createWebhookProcessor({
    database, jobs, logger: silentLogger, releaseAfterMs: 30,
    handlers: { 'app/scopes_update': async (w) => { seen.push(w.webhookId); await sleep(50); return 'processed'; } },
  });
  await deliver(...['slow-1', 'slow-2', 'slow-3'].map((webhookId) => ({ webhookId, topic: 'app/scopes_update', payload: { current: [] } })));
  assert.equal(await slow.drain(), 3);
  assert.deepEqual(seen, ['slow-1', 'slow-2', 'slow-3'], 'each handled once, in order');
  const s = await statuses();
  for (const id of ['slow-1', 'slow-2', 'slow-3']) assert.deepEqual([s[id]!.status, s[id]!.attempts], ['processed', 1], id);
});
