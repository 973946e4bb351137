/**
 * At-least-once across a crash: Aisle runs as a child process (`node src/main.ts`) delivering outbox events to
 * the local EventBridge stand-in, which answers slowly; the process is killed with SIGKILL while PutEvents
 * requests are in flight, then started again on the same database. Every event id still arrives (duplicates are
 * allowed: receivers dedupe by id), and every delivery ends `delivered`.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { cloneTestDatabase, testCacheDir } from '../../test/support/db.ts';
import { startFakeEventBridge } from '../../test/support/fake-eventbridge.ts';
import { getStoreByHandle } from '../stores/index.ts';
import { deriveSecretKey } from './crypto.ts';
import { createDestination } from './destinations.ts';
import { recordEvent } from './index.ts';
import { parseOutboundAllow } from '../shared/outbound.ts';

/** The stand-in EventBridge listens on loopback: allowed (AISLE_OUTBOUND_ALLOW) at save time and in the child process. */
const OUTBOUND_ALLOW = '127.0.0.0/8,::1/128';
const LOCAL_RECEIVERS = parseOutboundAllow(OUTBOUND_ALLOW);

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const APP_SECRET = 'crash-test-app-secret-0123456789';
const EVENTS = 300;

/** Start `node src/main.ts`; resolves once it prints that it is running. */
function startAisleProcess(env: Record<string, string>): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['src/main.ts'], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => { out += d.toString(); });
  child.stderr!.on('data', (d: Buffer) => { out += d.toString(); });
  return new Promise((resolve, reject) => {
    const onData = () => { if (out.includes('Aisle is running')) { child.stdout!.off('data', onData); resolve({ child, output: () => out }); } };
    child.stdout!.on('data', onData);
    child.once('exit', (code, signal) => reject(new Error(`Aisle exited early (${code ?? signal}):\n${out}`)));
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

async function until(check: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, 100));
}

test('SIGKILL mid-delivery, start again: every event still arrives', { timeout: 180_000 }, async () => {
  const { database, drop } = await cloneTestDatabase('demo');
  let killAt: (() => void) | null = null;
  const fake = await startFakeEventBridge({ delayMs: 300, onRequest: (n) => { if (n === 3) killAt?.(); } });
  let child: ChildProcess | null = null;
  try {
    const store = await getStoreByHandle(database, 'demo');
    const { destination } = await createDestination(database, deriveSecretKey(APP_SECRET), LOCAL_RECEIVERS, store.id, {
      kind: 'eventbridge', name: 'bus', region: 'us-east-1', eventBusName: 'crash-bus', endpoint: fake.url,
      credentials: { accessKeyId: 'AKIAFAKEFAKEFAKE0001', secretAccessKey: 'fake-secret-access-key-000000' },
    });
    const env = {
      DATABASE_URL: database.url, PORT: '0', HOST: '127.0.0.1', AISLE_SECRET: APP_SECRET, AISLE_DATA_DIR: path.dirname(testCacheDir()),
      AISLE_EVENTS_LEASE_MS: '2000', AISLE_EVENTS_POLL_MS: '200', AISLE_EVENTS_RETRY_BASE_MS: '100', LOG_LEVEL: 'warn', AISLE_OUTBOUND_ALLOW: OUTBOUND_ALLOW,
    };
    const first = await startAisleProcess(env);
    child = first.child;
    const killed = new Promise<void>((resolve) => {
      killAt = () => { first.child.kill('SIGKILL'); resolve(); };
    });

    const ids: string[] = [];
    for (let i = 0; i < EVENTS; i++) {
      const e = await database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_current_xact_id()`);
        return recordEvent(tx, { storeId: store.id, type: 'message.created', payload: { conversation_id: 'c', message_id: `m${i}`, role: 'shopper', text: `hello ${i}`, run_id: null, created_at: new Date().toISOString() } });
      });
      ids.push(e.id);
    }
    await killed; // the third PutEvents request arrived: two or three are in flight, none answered yet
    await exited(first.child);
    assert.equal(first.child.signalCode, 'SIGKILL');
    killAt = null;
    const { rows: mid } = await database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM event_deliveries WHERE destination_id = $1 AND status = 'delivered'`, [destination.id]);
    assert.ok(mid[0]!.n < EVENTS, 'killed before everything was delivered');

    fake.policy = { delayMs: 20 };
    const second = await startAisleProcess(env);
    child = second.child;
    await until(async () => {
      const { rows } = await database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM event_deliveries WHERE destination_id = $1 AND status = 'delivered'`, [destination.id]);
      return rows[0]!.n === EVENTS;
    });
    const counts = fake.counts();
    const missing = ids.filter((id) => !counts.has(id));
    assert.deepEqual(missing, [], 'no event is lost');
    const duplicates = [...counts.values()].filter((n) => n > 1).length;
    process.stdout.write(`# ${EVENTS} events, ${fake.received.length} entries received, ${duplicates} event ids received more than once\n`);
  } finally {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited(child);
    }
    await fake.close();
    await drop();
  }
});
