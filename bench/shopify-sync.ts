/**
 * `node bench/shopify-sync.ts --json` (or `npx aisle bench shopify-sync --json`): install to searchable with the full
 * seeded catalog (target: ≤ 30 s for the 6,764 ESCI products).
 *
 * 1. Starts the local Shopify stand-in with one shop seeded from data/esci_catalog (6,764 products; `--catalog
 *    esci+samples` adds Shopify's 60 multi-variant samples) and a fresh Aisle (own embedded PostgreSQL, no demo store).
 * 2. Opens the embedded admin once (an App Bridge ID token on `GET /api/v1/admin/shopify`): token exchange, shop
 *    facts, store created, `bulkOperationRunQuery` — the clock starts before this request.
 * 3. Waits for the sync to succeed (bulk export, bulk_operations/finish webhook, JSONL streamed into the catalog,
 *    VACUUM ANALYZE), then runs one search through the admin's search tester: the clock stops when it answers with
 *    products.
 *
 * Output (one JSON object): {"products","objects","seconds_to_searchable","install_ms","sync_ms","import_ms",
 * "products_per_s","search_hits"} — install_ms: the first admin request (install + starting the export);
 * sync_ms: sync row start → finish (export, webhook, import); import_ms: the JSONL import alone (from the moment the
 * bulk operation was COMPLETED); products_per_s = products / import seconds.
 */
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { CliIo } from '../src/cli/io.ts';
import { startShopifyBench } from './shopify-support.ts';

/** Run the bench; prints one JSON object (or a line of text without --json). */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { catalog: { type: 'string', default: 'esci' }, json: { type: 'boolean', default: false } } });
  const b = await startShopifyBench(values.catalog as 'esci' | 'esci+samples');
  try {
    const t0 = performance.now();
    const first = await b.admin('/api/v1/admin/shopify');
    const installMs = performance.now() - t0;
    if (first.status !== 200) throw new Error(`install answered ${first.status}: ${JSON.stringify(first.body)}`);
    const sync = await b.waitForSync();
    if (sync.status !== 'succeeded') throw new Error(`sync failed: ${sync.error}`);
    const search = await b.admin('/api/v1/admin/search-tester', { method: 'POST', body: { query: 'dog bed' } });
    const hits = (search.body?.products ?? []).length;
    const searchable = (performance.now() - t0) / 1000;
    const op = [...b.fake.shops.get(b.shop)!.bulkOps.values()].at(-1)!;
    const syncMs = Date.parse(sync.finished_at!) - Date.parse(sync.started_at);
    const importMs = Date.parse(sync.finished_at!) - Date.parse(op.completedAt!);
    const out = {
      products: sync.products, objects: sync.objects, seconds_to_searchable: Number(searchable.toFixed(2)), install_ms: Math.round(installMs),
      sync_ms: syncMs, import_ms: importMs, products_per_s: Math.round(sync.products / (importMs / 1000)), search_hits: hits,
    };
    io.stdout.write(`${values.json ? JSON.stringify(out) : `${out.products} products searchable in ${out.seconds_to_searchable} s (import ${out.import_ms} ms, ${out.products_per_s} products/s)`}\n`);
    return 0;
  } finally {
    await b.stop();
  }
}

if (fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await run(process.argv.slice(2), process);
}
