/**
 * `node bench/shopify-webhooks.ts --json` (or `npx aisle bench shopify-webhooks --json`): webhook ingest — verify the
 * HMAC, persist, deduplicate, answer 200 — at `/webhooks/shopify` (targets: ≥ 1,000 webhooks/s, p99 ≤ 50 ms).
 *
 * 1. Starts the local Shopify stand-in (one shop, Shopify's 60 sample products) and a fresh Aisle (own embedded
 *    PostgreSQL, workers on, so processing runs alongside as in production), installs the shop, waits for its sync.
 * 2. Builds `--webhooks` deliveries beforehand (real `products/update` payloads of the shop's products, ~2–5 KB,
 *    signed by the stand-in with the app secret, classic headers; `--duplicates` percent of them repeat an earlier
 *    delivery's webhook id), so the client spends nothing on signing while measuring.
 *    With `--log info` Aisle writes its log lines (one per request) as in production, to the null device; the default
 *    is a silent logger (no lines, and no per-request logging work).
 * 3. Sends them from a worker thread (shopify-webhooks-client.ts: the client does not share the server's event loop)
 *    over keep-alive HTTP/1.1 connections, `--concurrency` in flight (default 32) for the whole run.
 *
 * Output (one JSON object): {"webhooks","webhooks_per_s","p50_ms","p99_ms","max_ms","distinct","stored","duplicates",
 * "errors","concurrency","processed_within_s","cpu_us_per_webhook","load_avg_1m","log"} — latency = request sent → 200 read
 * (client side); distinct = webhook ids sent; stored = the bench's rows in shopify_webhooks (should equal distinct);
 * duplicates = answers saying so (should be webhooks − distinct); processed_within_s = seconds after the last answer
 * until the job had processed every stored delivery; cpu_us_per_webhook = CPU time while sending, per webhook (µs) of the server's
 * thread (Aisle: HTTP, ingest, the processing job), of the embedded PostgreSQL's processes (Linux /proc; null
 * elsewhere) and of the client thread; load_avg_1m = the machine's 1-minute load average before and after sending
 * (figures from a shared machine are only comparable at a similar load).
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import pino from 'pino';
import type { CliIo } from '../src/cli/io.ts';
import type { Database } from '../src/db/index.ts';
import type { ClientInput, ClientResult } from './shopify-webhooks-client.ts';
import { createLogger, LOG_LEVELS, type LogLevel } from '../src/shared/logger.ts';
import { startShopifyBench } from './shopify-support.ts';
import { percentile } from './turns.ts';

/** CPU time (µs) of the PostgreSQL server behind `database` so far: the postmaster and its children (Linux), or null. */
async function postgresCpuUs(database: Database): Promise<(() => number | null)> {
  const tick = 1_000_000 / 100; // µs per clock tick (USER_HZ is 100 on Linux)
  const stat = (pid: number | string) => {
    try {
      const s = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return s.slice(s.lastIndexOf(')') + 2).split(' ');
    } catch {
      return null;
    }
  };
  const backend = (await database.pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
  const postmaster = Number(stat(backend)?.[1]);
  if (!postmaster) return () => null;
  return () => {
    // The postmaster's own time and what it collected from children that exited (cutime, cstime), plus the live ones.
    const own = stat(postmaster);
    if (!own) return null;
    let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
    for (const d of readdirSync('/proc')) {
      if (!/^\d+$/.test(d)) continue;
      const f = stat(d);
      if (f && Number(f[1]) === postmaster) ticks += Number(f[11]) + Number(f[12]);
    }
    return ticks * tick;
  };
}

/** Run the client thread over the deliveries; resolves with its result. */
function runClient(input: ClientInput): Promise<ClientResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./shopify-webhooks-client.ts', import.meta.url), { workerData: { shopifyWebhooksClient: input } });
    worker.once('message', (r: ClientResult) => { resolve(r); void worker.terminate(); });
    worker.once('error', reject);
    worker.once('exit', (code) => { if (code !== 0) reject(new Error(`the client thread exited with ${code}`)); });
  });
}

/** Run the bench; prints one JSON object (or a line of text without --json). */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args: argv, options: {
    webhooks: { type: 'string', default: '20000' }, concurrency: { type: 'string', default: '32' }, duplicates: { type: 'string', default: '1' },
    json: { type: 'boolean', default: false }, log: { type: 'string', default: 'silent' },
  } });
  const total = Number(values.webhooks);
  const concurrency = Number(values.concurrency);
  const dupPct = Number(values.duplicates);
  if (!(LOG_LEVELS as readonly string[]).includes(values.log)) throw new Error(`--log: one of ${LOG_LEVELS.join(', ')}`);
  const logger = values.log === 'silent' ? undefined : createLogger({ level: values.log as LogLevel, format: 'json', destination: pino.destination({ dest: os.devNull, sync: false }) });
  const b = await startShopifyBench('samples', { logger });
  try {
    if ((await b.admin('/api/v1/admin/shopify')).status !== 200) throw new Error('install failed');
    await b.waitForSync();
    const products = b.fake.shops.get(b.shop)!.products;
    const deliveries: ClientInput['deliveries'] = [];
    let distinct = 0;
    for (let i = 0; i < total; i++) {
      const dup = i > 10 && (i * 7919) % 100 < dupPct;
      if (dup) { deliveries.push(deliveries[(i * 31) % i]!); continue; }
      distinct++;
      const p = products[i % products.length]!;
      const body = JSON.stringify({ ...b.fake.productPayload(p), updated_at: new Date(Date.parse(p.updatedAt) + i * 1000).toISOString() });
      deliveries.push({ headers: { ...b.fake.webhookHeaders({ topic: 'products/update', shop: b.shop, body, webhookId: `bench-${i}` }), 'content-length': String(Buffer.byteLength(body)) }, body });
    }
    const pool = b.aisle.database.pool;
    const pgCpu = await postgresCpuUs(b.aisle.database);
    const load0 = os.loadavg()[0]!;
    const pg0 = pgCpu();
    const server0 = process.threadCpuUsage();
    const client = await runClient({ url: `${b.aisle.url}/webhooks/shopify`, deliveries, concurrency });
    const server = process.threadCpuUsage(server0);
    const pg1 = pgCpu();
    const load1 = os.loadavg()[0]!;
    const { errors, duplicates, seconds } = client;
    const stored = (await pool.query("SELECT count(*)::int AS n FROM shopify_webhooks WHERE webhook_id LIKE 'bench-%'")).rows[0].n as number;
    const drainStart = performance.now();
    while ((await pool.query("SELECT count(*)::int AS n FROM shopify_webhooks WHERE status = 'received'")).rows[0].n > 0) await sleep(200);
    const sorted = client.latencies.sort((x, y) => x - y);
    const perWebhook = (us: number | null) => (us === null ? null : Math.round(us / total));
    const out = {
      webhooks: total, webhooks_per_s: Math.round(total / seconds), p50_ms: Number(percentile(sorted, 50).toFixed(1)), p99_ms: Number(percentile(sorted, 99).toFixed(1)),
      max_ms: Number(sorted.at(-1)!.toFixed(1)), distinct, stored, duplicates, errors, concurrency, processed_within_s: Number(((performance.now() - drainStart) / 1000).toFixed(1)),
      cpu_us_per_webhook: { server: perWebhook(server.user + server.system), postgres: perWebhook(pg0 === null || pg1 === null ? null : pg1 - pg0), client: perWebhook(client.cpuUs) },
      load_avg_1m: [Number(load0.toFixed(2)), Number(load1.toFixed(2))], log: values.log,
    };
    io.stdout.write(`${values.json ? JSON.stringify(out) : `${out.webhooks_per_s} webhooks/s, p50 ${out.p50_ms} ms, p99 ${out.p99_ms} ms`}\n`);
    return errors ? 1 : 0;
  } finally {
    await b.stop();
  }
}

if (fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await run(process.argv.slice(2), process);
}
