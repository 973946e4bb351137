/**
 * `node bench/shopify-webhooks.ts --json` (or `npx aisle bench shopify-webhooks --json`): webhook ingest — verify the
 * HMAC, persist, deduplicate, answer 200 — at `/webhooks/shopify` (targets: ≥ 1,000 webhooks/s, p99 ≤ 50 ms).
 *
 * 1. Starts the local Shopify stand-in (one shop, Shopify's 60 sample products) and a fresh Aisle (own embedded
 *    PostgreSQL, workers on, so processing runs alongside as in production), installs the shop, waits for its sync.
 * 2. Builds `--webhooks` deliveries beforehand (real `products/update` payloads of the shop's products, ~2–5 KB,
 *    signed by the stand-in with the app secret, classic headers; `--duplicates` percent of them repeat an earlier
 *    delivery's webhook id), so the client spends nothing on signing while measuring.
 * 3. Sends them over keep-alive HTTP/1.1 connections, `--concurrency` in flight (default 32) for the whole run.
 *
 * Output (one JSON object): {"webhooks","webhooks_per_s","p50_ms","p99_ms","max_ms","stored","duplicates","errors",
 * "processed_within_s"} — latency = request sent → 200 read (client side, includes the client's own queueing on this
 * machine); stored = rows in shopify_webhooks; processed_within_s = seconds after the last answer until the job had
 * processed every stored delivery.
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { CliIo } from '../src/cli/io.ts';
import { startShopifyBench } from './shopify-support.ts';
import { percentile } from './turns.ts';

/** Run the bench; prints one JSON object (or a line of text without --json). */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args: argv, options: {
    webhooks: { type: 'string', default: '20000' }, concurrency: { type: 'string', default: '32' }, duplicates: { type: 'string', default: '1' },
    json: { type: 'boolean', default: false },
  } });
  const total = Number(values.webhooks);
  const concurrency = Number(values.concurrency);
  const dupPct = Number(values.duplicates);
  const b = await startShopifyBench('samples');
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  try {
    if ((await b.admin('/api/v1/admin/shopify')).status !== 200) throw new Error('install failed');
    await b.waitForSync();
    const products = b.fake.shops.get(b.shop)!.products;
    const url = new URL(`${b.aisle.url}/webhooks/shopify`);
    const deliveries: { headers: Record<string, string>; body: string }[] = [];
    for (let i = 0; i < total; i++) {
      const dup = i > 10 && (i * 7919) % 100 < dupPct;
      if (dup) { deliveries.push(deliveries[(i * 31) % i]!); continue; }
      const p = products[i % products.length]!;
      const body = JSON.stringify({ ...b.fake.productPayload(p), updated_at: new Date(Date.parse(p.updatedAt) + i * 1000).toISOString() });
      deliveries.push({ headers: { ...b.fake.webhookHeaders({ topic: 'products/update', shop: b.shop, body, webhookId: `bench-${i}` }), 'content-length': String(Buffer.byteLength(body)) }, body });
    }
    const latencies: number[] = [];
    let errors = 0;
    let duplicates = 0;
    const send = (d: { headers: Record<string, string>; body: string }) => new Promise<void>((resolve) => {
      const t = performance.now();
      const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: d.headers, agent }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => { text += c; });
        res.on('end', () => {
          latencies.push(performance.now() - t);
          if (res.statusCode !== 200) errors++;
          else if (text.includes('"duplicate"')) duplicates++;
          resolve();
        });
      });
      req.on('error', () => { errors++; resolve(); });
      req.end(d.body);
    });
    let next = 0;
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, async () => {
      while (next < deliveries.length) await send(deliveries[next++]!);
    }));
    const seconds = (performance.now() - started) / 1000;
    const pool = b.aisle.database.pool;
    const stored = (await pool.query('SELECT count(*)::int AS n FROM shopify_webhooks')).rows[0].n as number;
    const drainStart = performance.now();
    while ((await pool.query("SELECT count(*)::int AS n FROM shopify_webhooks WHERE status = 'received'")).rows[0].n > 0) await sleep(200);
    const sorted = latencies.sort((x, y) => x - y);
    const out = {
      webhooks: total, webhooks_per_s: Math.round(total / seconds), p50_ms: Number(percentile(sorted, 50).toFixed(1)), p99_ms: Number(percentile(sorted, 99).toFixed(1)),
      max_ms: Number(sorted.at(-1)!.toFixed(1)), stored, duplicates, errors, concurrency, processed_within_s: Number(((performance.now() - drainStart) / 1000).toFixed(1)),
    };
    io.stdout.write(`${values.json ? JSON.stringify(out) : `${out.webhooks_per_s} webhooks/s, p50 ${out.p50_ms} ms, p99 ${out.p99_ms} ms`}\n`);
    return errors ? 1 : 0;
  } finally {
    agent.destroy();
    await b.stop();
  }
}

if (fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await run(process.argv.slice(2), process);
}
