/**
 * `node bench/staff-message.ts --json [--samples 200] [--url-a URL --url-b URL --email E --password P --store H]`:
 * end-to-end latency of a staff message to the shopper's widget ACROSS TWO AISLE PROCESSES (issue 3 target:
 * ≤ 1 s).
 *
 * Without URLs: starts a fresh embedded PostgreSQL in a temporary folder (removed at the end), Aisle process A in
 * this process and Aisle process B as a separate Node process on the same database (no demo store; the
 * intent-model cache and secrets in AISLE_DATA_DIR, default ./.aisle, are shared), and signs up a store on A.
 * Then: a shopper opens a widget session and the live channel (GET …/events) on B; the owner, signed in on A,
 * posts `samples` staff messages one at a time; each sample is the time from sending the POST on A to reading that
 * message's `message` event from B's stream (network, transaction, NOTIFY, B's re-read and render included).
 *
 * Output (stdout, one JSON object): {"samples","p50_ms","p95_ms","max_ms"}.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from '../src/db/index.ts';
import { startAisle, type Aisle } from '../src/server.ts';
import { signIn, signUp, type AdminClient } from '../test/support/admin-client.ts';
import { openSession, openWidgetEvents } from '../test/support/widget-client.ts';
import { percentile } from './turns.ts';

const { values: args } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    samples: { type: 'string', default: '200' },
    'url-a': { type: 'string' }, 'url-b': { type: 'string' },
    email: { type: 'string' }, password: { type: 'string' }, store: { type: 'string' },
    serve: { type: 'string' }, // internal: run process B on this database URL
  },
});

const config = (databaseUrl: string) => loadConfig({
  PORT: '0', HOST: '127.0.0.1', DATABASE_URL: databaseUrl, AISLE_DEMO: '0', AISLE_JOBS: '0', LOG_LEVEL: 'silent',
  AISLE_DATA_DIR: process.env.AISLE_DATA_DIR ?? '.aisle',
  // Every simulated shopper connects from 127.0.0.1: the per-IP limits (issue 13) would shape the measurement.
  AISLE_WIDGET_SESSIONS_PER_IP_PER_MIN: '10000000', AISLE_RATE_STORE_IP_PER_MIN: '10000000',
});

/** Process B: start Aisle on the given database, print its URL, stop on SIGTERM. */
async function serve(databaseUrl: string): Promise<void> {
  const aisle = await startAisle({ config: config(databaseUrl) });
  process.stdout.write(`AISLE_URL=${aisle.url}\n`);
  process.once('SIGTERM', () => { void aisle.stop().then(() => process.exit(0)); });
}

/** Start process B (this script with --serve) and wait for its URL. */
async function spawnB(databaseUrl: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--serve', databaseUrl], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (l) => { const m = /^AISLE_URL=(\S+)$/.exec(l); if (m) resolve(m[1]!); });
    child.once('exit', (code) => reject(new Error(`process B exited with ${code}`)));
  });
  return { url, stop: async () => { child.kill('SIGTERM'); await exited; } };
}

async function measure(urlA: string, urlB: string, owner: AdminClient, store: string, samples: number): Promise<number[]> {
  const shopper = await openSession(urlB, store);
  const live = await openWidgetEvents(urlB, shopper);
  try {
    await live.next((e) => e.event === 'status');
    const times: number[] = [];
    for (let i = -5; i < samples; i++) { // 5 warm-up messages (the first also takes the conversation over)
      const text = `bench message ${i} ${Math.random().toString(36).slice(2)}`;
      const t0 = performance.now();
      const arrived = live.next((e) => e.event === 'message' && e.data.message.text === text);
      const res = await owner.fetch(`/api/v1/admin/conversations/${shopper.conversation_id}/messages`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text }),
      });
      if (res.status !== 201) throw new Error(`staff POST: ${res.status} ${await res.text()}`);
      await arrived;
      if (i >= 0) times.push(performance.now() - t0);
    }
    return times;
  } finally {
    live.close();
  }
}

async function main(): Promise<void> {
  const samples = Number(args.samples);
  let embedded: EmbeddedServer | null = null;
  let dir: string | null = null;
  let a: Aisle | null = null;
  let b: { url: string; stop: () => Promise<void> } | null = null;
  try {
    let urlA = args['url-a'];
    let urlB = args['url-b'];
    let owner: AdminClient;
    let store = args.store ?? 'demo';
    if (urlA && urlB) {
      owner = await signIn(urlA, args.email!, args.password!);
    } else {
      dir = await mkdtemp(path.join(os.tmpdir(), 'aisle-bench-staff-'));
      embedded = await startEmbeddedPostgres(path.join(dir, 'pg'));
      a = await startAisle({ config: config(embedded.url) });
      b = await spawnB(embedded.url);
      urlA = a.url;
      urlB = b.url;
      owner = await signUp(urlA, { store_name: 'Bench Shop', name: 'Bench Owner', email: `bench-${Date.now()}@example.com`, password: 'correct horse battery staple' });
      store = owner.session.store.handle;
    }
    const times = (await measure(urlA, urlB, owner, store, samples)).sort((x, y) => x - y);
    const round = (n: number) => Math.round(n * 10) / 10;
    const out = { samples: times.length, p50_ms: round(percentile(times, 50)), p95_ms: round(percentile(times, 95)), max_ms: round(Math.max(...times)) };
    console.log(args.json ? JSON.stringify(out) : `staff message A → widget on B: ${JSON.stringify(out)}`);
  } finally {
    await b?.stop();
    await a?.stop();
    await embedded?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}

if (args.serve) await serve(args.serve);
else await main();
