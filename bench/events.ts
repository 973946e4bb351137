/**
 * `node bench/events.ts --events 20000 --json` (or `npx aisle bench events …`): outbox delivery throughput to
 * the local EventBridge stand-in (test/support/fake-eventbridge.ts, the real `EventBridgeClient` pointed at it).
 *
 * 1. Starts a fresh embedded PostgreSQL in a temporary folder (removed at the end), migrates it, creates a store
 *    with one active EventBridge destination, and starts the job runner and the dispatcher exactly as Aisle does
 *    (pg-boss job woken by the commit-time NOTIFY, poll as backstop; default dispatch options).
 * 2. Seeds `--events` outbox events while delivery runs: `--rate` events/s offered (default 2000; 0 = all at once,
 *    a backlog drain), one transaction every 50 ms writing the rows `recordEvent` writes (events, deliveries,
 *    commit-time NOTIFY) set-based. `--mode record` instead has `--producers` writers (default 8) call
 *    `recordEvent` once per transaction as fast as they can (then the producers, not delivery, are measured on a
 *    small machine).
 * 3. Waits until the stand-in has accepted every event id.
 *
 * Output (stdout, one JSON object): {"events","events_per_s","p50_age_ms","p99_age_ms"} plus "max_age_ms",
 * "produce_per_s", "duplicates", "requests", "mode", "offered_per_s". events_per_s = events / (last first-arrival − first occurred_at);
 * age = first arrival at the stand-in − the event's occurred_at (its transaction's time), in ms.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { CliIo } from '../src/cli/io.ts';
import { applyMigrations, openDatabase, startEmbeddedPostgres, type Database, type EmbeddedServer } from '../src/db/index.ts';
import { deriveSecretKey } from '../src/events/crypto.ts';
import { createDestination } from '../src/events/destinations.ts';
import { createDispatcher, type Dispatcher } from '../src/events/dispatcher.ts';
import { recordEvent } from '../src/events/index.ts';
import { createJobs, type Jobs } from '../src/jobs/index.ts';
import { createStore } from '../src/stores/index.ts';
import { startFakeEventBridge, type FakeEventBridge } from '../test/support/fake-eventbridge.ts';
import { percentile } from './turns.ts';
import { silentLogger } from '../src/shared/logger.ts';
import { parseOutboundAllow } from '../src/shared/outbound.ts';

/** Local receivers of this file listen on loopback: allowed as the tests' AISLE_OUTBOUND_ALLOW allows them. */
const LOCAL_RECEIVERS = parseOutboundAllow('127.0.0.0/8,::1/128');

/** Run the bench; prints one JSON object (or a line of text without --json). */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args: argv, options: {
    events: { type: 'string', default: '20000' }, rate: { type: 'string', default: '2000' }, mode: { type: 'string', default: 'seed' },
    producers: { type: 'string', default: '8' }, json: { type: 'boolean', default: false },
  } });
  const total = Number(values.events);
  const producers = Number(values.producers);
  const rate = Number(values.rate);
  const mode = values.mode === 'record' ? 'record' : 'seed';
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aisle-bench-events-'));
  let pg: EmbeddedServer | undefined;
  let database: Database | undefined;
  let jobs: Jobs | undefined;
  let dispatcher: Dispatcher | undefined;
  let fake: FakeEventBridge | undefined;
  try {
    pg = await startEmbeddedPostgres(path.join(dir, 'pg'));
    database = openDatabase(pg.url, producers + 8);
    await applyMigrations(database);
    const db = database;
    const store = await createStore(db, { handle: 'bench', name: 'Bench store' });
    const key = deriveSecretKey('bench-app-secret-0123456789abcdef');
    fake = await startFakeEventBridge();
    await createDestination(db, key, LOCAL_RECEIVERS, store.id, {
      kind: 'eventbridge', name: 'bench bus', region: 'us-east-1', eventBusName: 'bench', endpoint: fake.url,
      credentials: { accessKeyId: 'AKIABENCHBENCHBENCH1', secretAccessKey: 'bench-secret-access-key-00000000' },
    });
    jobs = await createJobs(db, silentLogger);
    dispatcher = await createDispatcher({ database: db, jobs, key, logger: silentLogger, outbound: LOCAL_RECEIVERS });

    const occurred = new Map<string, number>();
    const started = Date.now();
    if (mode === 'record') {
      let next = 0;
      await Promise.all(Array.from({ length: producers }, async () => {
        while (next < total) {
          const i = next++;
          const e = await db.db.transaction(async (tx) => {
            await tx.execute(sql`SELECT pg_current_xact_id()`); // the change this event describes
            return recordEvent(tx, {
              storeId: store.id, type: 'message.created',
              payload: { conversation_id: 'bench', message_id: `m${i}`, role: 'shopper', text: `bench message ${i}`, run_id: null, created_at: new Date().toISOString() },
            });
          });
          occurred.set(e.id, e.occurredAt.getTime());
        }
      }));
    } else {
      // Seed: every 50 ms one transaction adds rate/20 events with their deliveries and the commit-time wake-up,
      // the same rows recordEvent writes (set-based, so the producer side is not the bottleneck).
      const chunk = rate > 0 ? Math.max(1, Math.round(rate / 20)) : total;
      for (let done = 0, tick = 1; done < total; done += chunk, tick++) {
        const n = Math.min(chunk, total - done);
        const { rows } = await db.pool.query<{ id: string; occurred_at: Date }>(`
          WITH e AS (
            INSERT INTO domain_events (store_id, type, payload)
            SELECT $1, 'message.created', jsonb_build_object('conversation_id', 'bench', 'message_id', 'm' || i, 'role', 'shopper',
                   'text', 'bench message ' || i, 'run_id', NULL, 'created_at', now())
              FROM generate_series($2::int, $2::int + $3::int - 1) i
            RETURNING id, occurred_at
          ), d AS (
            INSERT INTO event_deliveries (store_id, event_id, destination_id)
            SELECT $1, e.id, dest.id FROM e, event_destinations dest WHERE dest.store_id = $1 AND dest.active RETURNING 1
          )
          SELECT e.id, e.occurred_at, pg_notify('aisle_events', '') IS NULL AS n FROM e`, [store.id, done, n]);
        for (const r of rows) occurred.set(r.id, r.occurred_at.getTime());
        if (rate > 0) await new Promise((r) => setTimeout(r, Math.max(0, started + tick * 50 - Date.now()))); // on schedule, not drifting
      }
    }
    const produceS = (Date.now() - started) / 1000;
    const f = fake;
    while (new Set(f.received.map((r) => r.detail.id)).size < total) await new Promise((r) => setTimeout(r, 50));

    const firstArrival = new Map<string, number>();
    for (const r of f.received) if (!firstArrival.has(r.detail.id)) firstArrival.set(r.detail.id, r.receivedAt);
    const ages = [...firstArrival].map(([id, at]) => at - occurred.get(id)!).sort((a, b) => a - b);
    const firstOccurred = [...occurred.values()].reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY);
    const lastArrival = [...firstArrival.values()].reduce((a, b) => Math.max(a, b), 0);
    const result = {
      events: total,
      events_per_s: Math.round(total / ((lastArrival - firstOccurred) / 1000)),
      p50_age_ms: percentile(ages, 50),
      p99_age_ms: percentile(ages, 99),
      max_age_ms: ages[ages.length - 1] ?? 0,
      produce_per_s: Math.round(total / produceS),
      duplicates: f.received.length - firstArrival.size,
      requests: f.requests.length,
      mode,
      offered_per_s: mode === 'seed' ? rate : null,
    };
    io.stdout.write(values.json ? `${JSON.stringify(result)}\n` : `${result.events} events: ${result.events_per_s}/s delivered, age p50 ${result.p50_age_ms} ms, p99 ${result.p99_age_ms} ms\n`);
    return 0;
  } finally {
    await dispatcher?.stop();
    await jobs?.stop();
    await database?.pool.end();
    await fake?.close();
    await pg?.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

if (fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await run(process.argv.slice(2), process);
}
