/**
 * `node bench/stores.ts --json [--stores 10000] [--products 20] [--concurrency 4]`: memory with many stores. Searches
 * every store once, over real HTTP, and follows the process's RSS and the in-memory caches (issue 15: the store
 * vocabulary cache kept every store ever searched).
 *
 * 1. Starts a fresh embedded PostgreSQL in a temporary folder (removed at the end) and Aisle on it, in this process
 *    (no demo store, no job workers), so `process.memoryUsage()` is the server's.
 * 2. Seeds, with set-based SQL, `stores` stores of `products` products each, cut from the real ESCI catalog
 *    (data/esci_catalog/products.jsonl.gz, the first 4,000 rows: titles, brands, categories, bullet points), each
 *    store a different slice, so every store has its own vocabulary (search text and vector as the importer writes).
 * 3. Searches each store once (`GET /api/v1/storefront/{handle}/products?q=…`, a shopper query with a price bound and
 *    a misspelt word, so the vocabulary, typo correction and ranking all run), `concurrency` at a time, and samples
 *    RSS and heap after every 1,000 stores.
 *
 * Output (stdout, one JSON object): {"stores","products_per_store","rss_mb_after_1000","rss_mb_end",
 * "rss_growth_mb" (end − after 1,000), "heap_used_mb_after_1000","heap_used_mb_end","cache_stores" (vocabularies held
 * at the end) ≤ "cache_stores_max", "cache_words" ≤ "cache_words_max", "search_p50_ms","search_p95_ms","samples"
 * (every 1,000 stores: searched, rss_mb, heap_used_mb, cache_stores), "seed_s","load_avg_1m","cpus"}. Exit code 1
 * when the caches exceed their bounds or RSS grew more than 50 MB after the first 1,000 stores (the target).
 */
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { VOCABULARY_CACHE_STORES, VOCABULARY_CACHE_WORDS, vocabularyCacheStats } from '../src/catalog/index.ts';
import type { Aisle } from '../src/server.ts';
import { withFreshAisle } from './fresh-aisle.ts';
import { percentile } from './turns.ts';

const CATALOG = fileURLToPath(new URL('../data/esci_catalog/products.jsonl.gz', import.meta.url));
/** Source products the stores are cut from. */
const SOURCE_ROWS = 4000;
/** Shopper queries (a price bound, a misspelt word), one per store in turn. */
const QUERIES = ['comfortable runing shoes under $60', 'wireless headphnes under 100 dollars', 'cotton shirt in blue', 'kitchen knife set under $40', 'gift for a child who likes dinosours'];

type EsciRow = { title: string; brand: string | null; category: string[] | null; bullet_points: string | null };

const round = (n: number) => Math.round(n * 10) / 10;
const mb = (bytes: number) => round(bytes / 1024 / 1024);

/** Insert `stores` stores (handles bench-1 … bench-N) with `products` ESCI products each, in a few statements. */
async function seedStores(aisle: Aisle, stores: number, products: number): Promise<void> {
  const lines = gunzipSync(await readFile(CATALOG)).toString('utf8').split('\n', SOURCE_ROWS);
  const rows = lines.filter(Boolean).map((l) => JSON.parse(l) as EsciRow);
  const q = (text: string, params: unknown[] = []) => aisle.database.pool.query(text, params);
  await q('CREATE TEMP TABLE IF NOT EXISTS bench_source (n int, title text, vendor text, category text[], bullets text)');
  await q(`INSERT INTO bench_source SELECT n - 1, t, v, string_to_array(c, '|'), b
             FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS u(t, v, c, b, n)`, [
    rows.map((r) => r.title), rows.map((r) => r.brand ?? ''), rows.map((r) => (r.category ?? []).join('|')), rows.map((r) => r.bullet_points ?? ''),
  ]);
  await q(`INSERT INTO stores (handle, name) SELECT 'bench-' || i, 'Bench store ' || i FROM generate_series(1, $1::int) i`, [stores]);
  await q(`
    INSERT INTO products (store_id, external_id, handle, title, vendor, product_type, category, bullet_points, search_vector, search_text)
    SELECT s.id, 'p' || k, 'p-' || k, src.title, src.vendor, coalesce(src.category[array_length(src.category, 1)], ''), coalesce(src.category, '{}'),
           ARRAY[src.bullets], to_tsvector('english', unaccent(src.title || ' ' || src.vendor)), lower(unaccent(src.title || ' ' || src.vendor))
      FROM (SELECT id, substring(handle FROM 7)::int AS i FROM stores WHERE handle LIKE 'bench-%') s
      CROSS JOIN generate_series(0, $1::int - 1) k
      JOIN bench_source src ON src.n = ((s.i * 7 + k * 13) % ${SOURCE_ROWS})`, [products]);
  await q(`
    INSERT INTO variants (store_id, product_id, external_id, price_cents)
    SELECT store_id, id, external_id || '-v', 1000 + (abs(hashtext(title)) % 9000) FROM products`);
  await q('VACUUM ANALYZE');
}

/** Run the bench; returns the exit code. */
export async function run(argv: string[], io: { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream }): Promise<number> {
  const { values } = parseArgs({ args: argv, options: {
    stores: { type: 'string', default: '10000' },
    products: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '4' },
    json: { type: 'boolean', default: false },
  } });
  const stores = Number(values.stores);
  const products = Number(values.products);
  const concurrency = Number(values.concurrency);
  const say = (s: string) => io.stderr.write(`${s}\n`);

  return withFreshAisle('stores', {}, say, async (aisle) => {
    const t0 = performance.now();
    say(`seeding ${stores} stores x ${products} products ...`);
    await seedStores(aisle, stores, products);
    const seedS = round((performance.now() - t0) / 1000);
    say(`seeded in ${seedS} s; searching each store once, ${concurrency} at a time ...`);

    const latencies: number[] = [];
    const samples: { searched: number; rss_mb: number; heap_used_mb: number; cache_stores: number }[] = [];
    let next = 1;
    let searched = 0;
    let failed = 0;
    const url = aisle.url;
    const worker = async () => {
      for (let i = next++; i <= stores; i = next++) {
        const q = encodeURIComponent(QUERIES[i % QUERIES.length]!);
        const s = performance.now();
        const res = await fetch(`${url}/api/v1/storefront/bench-${i}/products?q=${q}&limit=8`);
        await res.arrayBuffer();
        latencies.push(performance.now() - s);
        if (res.status !== 200) failed++;
        if (++searched % 1000 === 0) {
          const m = process.memoryUsage();
          samples.push({ searched, rss_mb: mb(m.rss), heap_used_mb: mb(m.heapUsed), cache_stores: vocabularyCacheStats().stores });
          say(`${searched} stores: rss ${mb(m.rss)} MB, heap ${mb(m.heapUsed)} MB, cached vocabularies ${vocabularyCacheStats().stores}`);
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const sorted = latencies.sort((a, b) => a - b);
    const first = samples[0] ?? { rss_mb: 0, heap_used_mb: 0 };
    const last = samples.at(-1) ?? first;
    const stats = vocabularyCacheStats();
    const result = {
      stores, products_per_store: products, failed,
      rss_mb_after_1000: first.rss_mb, rss_mb_end: last.rss_mb, rss_growth_mb: round(last.rss_mb - first.rss_mb),
      heap_used_mb_after_1000: first.heap_used_mb, heap_used_mb_end: last.heap_used_mb,
      cache_stores: stats.stores, cache_stores_max: VOCABULARY_CACHE_STORES, cache_words: stats.words, cache_words_max: VOCABULARY_CACHE_WORDS,
      corrections_cached: stats.corrections,
      search_p50_ms: round(percentile(sorted, 50)), search_p95_ms: round(percentile(sorted, 95)),
      samples, seed_s: seedS, load_avg_1m: round(os.loadavg()[0]!), cpus: os.cpus().length,
    };
    io.stdout.write(values.json ? `${JSON.stringify(result)}\n` : `${JSON.stringify(result, null, 2)}\n`);
    const ok = failed === 0 && stats.stores <= VOCABULARY_CACHE_STORES && stats.words <= VOCABULARY_CACHE_WORDS && result.rss_growth_mb <= 50;
    return ok ? 0 : 1;
  });
}

if (fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await run(process.argv.slice(2), process);
}
