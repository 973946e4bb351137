/**
 * Delivery on a real Postgres with the real EventBridgeClient against the local PutEvents stand-in, and real
 * signed webhooks to a local receiver: retries until every event id arrives, batching limits, final failures,
 * dead deliveries.
 */
import assert from 'node:assert/strict';
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { after, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../../test/support/db.ts';
import { startFakeEventBridge } from '../../test/support/fake-eventbridge.ts';
import type { Database } from '../db/index.ts';
import { createJobs } from '../jobs/index.ts';
import { getStoreByHandle } from '../stores/index.ts';
import { deriveSecretKey, verifyWebhookSignature } from './crypto.ts';
import { createDestination } from './destinations.ts';
import { createDispatcher, type DispatchOptions } from './dispatcher.ts';
import { recordEvent, type EventType } from './index.ts';
import { entryOf, entrySize, planBatches, PUT_EVENTS_MAX_BYTES } from './senders/eventbridge.ts';
import { silentLogger } from '../shared/logger.ts';
import { parseOutboundAllow } from '../shared/outbound.ts';

/** Local receivers of this file listen on loopback: allowed as the tests' AISLE_OUTBOUND_ALLOW allows them. */
const LOCAL_RECEIVERS = parseOutboundAllow('127.0.0.0/8,::1/128');

const database = await createTestDatabase('demo');
const store = await getStoreByHandle(database, 'demo');
const key = deriveSecretKey('test-app-secret-0123456789');
const quiet = silentLogger;
const creds = { accessKeyId: 'AKIAFAKEFAKEFAKE0001', secretAccessKey: 'fake-secret-access-key-0000000000' };
const fast: Partial<DispatchOptions> = { pollMs: 200, retryBaseMs: 20, retryMaxMs: 200, putRetry: { retries: 2, minTimeoutMs: 5, maxTimeoutMs: 20 } };

/** Record `n` events of `type`, each in its own transaction (like real changes), payload `extra(i)`. */
async function record(n: number, type: EventType = 'checkout.completed', extra: (i: number) => Record<string, unknown> = () => ({})): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const e = await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_current_xact_id()`); // the change: here, just a transaction id
      return recordEvent(tx, { storeId: store.id, type, payload: { i, ...extra(i) } });
    });
    ids.push(e.id);
  }
  return ids;
}

async function statuses(db: Database, destinationId: string): Promise<Record<string, number>> {
  const { rows } = await db.pool.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM event_deliveries WHERE destination_id = $1 GROUP BY status', [destinationId]);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** Wait (polling, no time limit of its own: the test runner's timeout applies) until `check` is true. */
async function until(check: () => Promise<boolean> | boolean, everyMs = 50): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, everyMs));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Deactivate every destination so later tests deliver only to their own. */
async function retireDestinations(): Promise<void> {
  await database.pool.query('UPDATE event_destinations SET active = false');
}

test('EventBridge: partial failures and throttling are retried until every event id arrives; none is lost', async () => {
  const fake = await startFakeEventBridge({
    throttleRequest: (n) => n % 4 === 0,
    // A third of the events fail on their first two tries with retryable codes.
    entryError: (id, seen) => (Number.parseInt(id.slice(-2), 16) % 3 === 0 && seen < 2 ? (seen === 0 ? 'ThrottlingException' : 'InternalFailure') : null),
  });
  const jobs = await createJobs(database, quiet);
  const dispatcher = await createDispatcher({ database, jobs, key, logger: quiet, outbound: LOCAL_RECEIVERS, options: { ...fast, claimLimit: 37 } });
  try {
    const { destination } = await createDestination(database, key, LOCAL_RECEIVERS, store.id, {
      kind: 'eventbridge', name: 'bus', region: 'us-east-1', eventBusName: 'aisle-test', endpoint: fake.url, credentials: creds,
    });
    const ids = await record(150);
    // Nothing calls the dispatcher here: the commit-time NOTIFY queues the pg-boss job, the poll picks up retries.
    await until(async () => (await statuses(database, destination.id)).delivered === ids.length);
    const counts = fake.counts();
    for (const id of ids) assert.ok((counts.get(id) ?? 0) >= 1, `event ${id} arrived`);
    const first = fake.received.find((r) => r.detail.id === ids[0])!;
    assert.equal(first.source, 'aisle');
    assert.equal(first.detailType, 'checkout.completed');
    assert.equal(first.eventBusName, 'aisle-test');
    assert.deepEqual(Object.keys(first.detail).sort(), ['data', 'id', 'occurred_at', 'store_id', 'type', 'version']);
    assert.ok(fake.requests.some((r) => r.status === 400), 'throttling was injected');
    assert.ok(fake.requests.every((r) => r.entries <= 10));
  } finally {
    await dispatcher.stop();
    await jobs.stop();
    await retireDestinations();
    await fake.close();
  }
});

test('EventBridge: batches respect 10 entries and the byte limit; an oversize entry and a non-retryable code are final failures', async () => {
  const fake = await startFakeEventBridge();
  const jobs = await createJobs(database, quiet, { workers: false });
  const dispatcher = await createDispatcher({ database, jobs, key, logger: quiet, outbound: LOCAL_RECEIVERS, options: { ...fast, maxBatchBytes: 100_000 } });
  try {
    const { destination } = await createDestination(database, key, LOCAL_RECEIVERS, store.id, {
      kind: 'eventbridge', name: 'big', region: 'eu-west-1', eventBusName: 'big-bus', endpoint: fake.url, credentials: creds, eventTypes: ['refund.issued'],
    });
    const big = await record(12, 'refund.issued', () => ({ note: 'x'.repeat(30_000) }));
    const [oversize] = await record(1, 'refund.issued', () => ({ note: 'y'.repeat(120_000) }));
    const [malformed] = await record(1, 'refund.issued', () => ({ note: 'bad' }));
    fake.policy = { entryError: (id) => (id === malformed ? 'MalformedDetail' : null) };
    await dispatcher.dispatchDue();
    assert.ok(fake.requests.length >= 4, '12 entries of ~30 KB need at least 4 requests under 100 KB');
    assert.ok(fake.requests.every((r) => r.entries <= 10 && r.bytes <= 100_000));
    const counts = fake.counts();
    for (const id of big) assert.equal(counts.get(id), 1);
    const { rows } = await database.pool.query<{ event_id: string; status: string; next_attempt_at: Date | null; last_error: string }>(
      'SELECT event_id, status, next_attempt_at, last_error FROM event_deliveries WHERE destination_id = $1 AND event_id = ANY($2)', [destination.id, [oversize, malformed]]);
    for (const r of rows) {
      assert.equal(r.status, 'failed');
      assert.equal(r.next_attempt_at, null, 'final: not retried');
    }
    assert.match(rows.find((r) => r.event_id === oversize)!.last_error, /over the 100000-byte PutEvents limit/);
    assert.match(rows.find((r) => r.event_id === malformed)!.last_error, /MalformedDetail/);
  } finally {
    await dispatcher.stop();
    await jobs.stop();
    await retireDestinations();
    await fake.close();
  }
});

test('planBatches: sizes per AWS rules, 10 entries at most, 256 KB at most', () => {
  const env = (n: number) => ({ id: `e${n}`, type: 'message.created', version: 1 as const, store_id: 's', occurred_at: new Date(0).toISOString(), data: { t: 'é'.repeat(n) } });
  const e = entryOf(env(1), 'bus');
  assert.equal(entrySize(e), 14 + 'aisle'.length + 'message.created'.length + Buffer.byteLength(e.Detail!, 'utf8'));
  const items = Array.from({ length: 25 }, (_, i) => entryOf(env(i), 'bus'));
  const { batches } = planBatches(items, entrySize);
  assert.deepEqual(batches.map((b) => b.length), [10, 10, 5]);
  const heavy = Array.from({ length: 5 }, () => entryOf(env(40_000), 'bus')); // ~80 KB each (2-byte é)
  const plan = planBatches(heavy, entrySize, PUT_EVENTS_MAX_BYTES);
  assert.ok(plan.batches.every((b) => b.reduce((n, x) => n + entrySize(x), 0) <= PUT_EVENTS_MAX_BYTES));
  assert.deepEqual(plan.batches.map((b) => b.length), [3, 2]);
});

test('webhooks: signed POSTs verified by the receiver, retried with backoff after 5xx, dead after the retry window', async () => {
  let secret = '';
  const got: { id: string; type: string; body: string }[] = [];
  let failuresLeft = 2;
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = String(req.headers['aisle-signature']);
      // The README's recipe, written out: HMAC-SHA256(secret, "<t>.<body>") in hex equals v1.
      const t = /t=(\d+)/.exec(header)?.[1] ?? '';
      const v1 = /v1=([0-9a-f]+)/.exec(header)?.[1] ?? '';
      const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
      const valid = v1.length === expected.length && timingSafeEqual(Buffer.from(v1), Buffer.from(expected));
      if (!valid || !verifyWebhookSignature(secret, header, body)) { res.writeHead(400).end('bad signature'); return; }
      if (req.url === '/always-down' || failuresLeft-- > 0) { res.writeHead(503).end('down'); return; }
      const envelope = JSON.parse(body) as { id: string; type: string };
      assert.equal(req.headers['aisle-event-id'], envelope.id);
      assert.equal(req.headers['aisle-event-type'], envelope.type);
      got.push({ id: envelope.id, type: envelope.type, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  after(() => new Promise<void>((r) => { receiver.closeAllConnections(); receiver.close(() => r()); }));
  const base = `http://127.0.0.1:${(receiver.address() as { port: number }).port}`;

  const jobs = await createJobs(database, quiet, { workers: false });
  const dispatcher = await createDispatcher({ database, jobs, key, logger: quiet, outbound: LOCAL_RECEIVERS, options: fast });
  try {
    const created = await createDestination(database, key, LOCAL_RECEIVERS, store.id, { kind: 'webhook', name: 'hook', url: `${base}/hook`, eventTypes: ['approval.decided'] });
    secret = created.secret!;
    assert.match(secret, /^whsec_/);
    const [id] = await record(1, 'approval.decided');
    for (let i = 0; i < 3; i++) { await dispatcher.dispatchDue(); await sleep(250); } // > retryMaxMs: each retry is due
    assert.deepEqual(got.map((g) => g.id), [id]);
    const { rows } = await database.pool.query<{ status: string; attempts: number; last_status_code: number; delivered_at: Date | null }>(
      'SELECT status, attempts, last_status_code, delivered_at FROM event_deliveries WHERE destination_id = $1', [created.destination.id]);
    assert.deepEqual({ status: rows[0]!.status, attempts: rows[0]!.attempts, code: rows[0]!.last_status_code }, { status: 'delivered', attempts: 3, code: 204 });

    const down = await createDestination(database, key, LOCAL_RECEIVERS, store.id, { kind: 'webhook', name: 'down', url: `${base}/always-down`, eventTypes: ['order.action_executed'] });
    await record(1, 'order.action_executed');
    const shortWindow = await createDispatcher({ database, jobs, key, logger: quiet, outbound: LOCAL_RECEIVERS, options: { ...fast, giveUpMs: 1 } });
    await shortWindow.dispatchDue();
    await shortWindow.stop();
    assert.deepEqual(await statuses(database, down.destination.id), { dead: 1 });
  } finally {
    await dispatcher.stop();
    await jobs.stop();
    await retireDestinations();
  }
});

test('prune deletes old events whose deliveries are settled, keeps what will still be sent and recent events', async () => {
  const jobs = await createJobs(database, quiet, { workers: false });
  const dispatcher = await createDispatcher({ database, jobs, key, logger: quiet, outbound: LOCAL_RECEIVERS, options: { retentionDays: 30 } });
  try {
    const { destination } = await createDestination(database, key, LOCAL_RECEIVERS, store.id, { kind: 'webhook', name: 'prune', url: 'https://example.com/h', eventTypes: ['refund.issued'] });
    const ids = await record(6, 'refund.issued');
    const states: [string, string | null][] = [
      ['delivered', null], ['pending', 'now()'], ['failed', "now() + interval '1 hour'"], ['failed', null], ['dead', null], ['delivered', null],
    ];
    for (const [i, [status, next]] of states.entries()) {
      await database.pool.query(`UPDATE event_deliveries SET status = $1, next_attempt_at = ${next ?? 'NULL'} WHERE event_id = $2 AND destination_id = $3`, [status, ids[i], destination.id]);
    }
    await database.pool.query(`UPDATE domain_events SET occurred_at = now() - interval '31 days' WHERE id = ANY($1)`, [ids.slice(0, 5)]);
    assert.equal(await dispatcher.prune(), 3);
    const { rows } = await database.pool.query<{ id: string }>('SELECT id FROM domain_events WHERE id = ANY($1)', [ids]);
    assert.deepEqual(rows.map((r) => r.id).sort(), [ids[1], ids[2], ids[5]].sort());
    assert.equal((await database.pool.query('SELECT 1 FROM event_deliveries WHERE event_id = $1', [ids[0]])).rows.length, 0, 'deliveries go with their event');
  } finally {
    await dispatcher.stop();
    await jobs.stop();
    await retireDestinations();
  }
});
