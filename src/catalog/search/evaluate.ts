/**
 * Offline search evaluation against graded judgments (ESCI: E=3, S=2, C=1, I=0; unjudged = 0).
 *
 * - nDCG@10: DCG = sum over the top 10 of gain / log2(rank + 1); ideal DCG from the query's judged gains.
 * - recall@10: standard recall, (E+S judged products in the top 10) / (all E+S judged products of the query);
 *   `recall@10_capped` divides by min(10, #E+S) instead (1.0 is reachable).
 * Queries without any E/S judgment are skipped for recall, and queries with no positive gain for nDCG.
 * Latency: wall time of each search call in ms (after one warm-up query), p50/p95 nearest-rank.
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Database } from '../../db/index.ts';
import { searchProducts } from './search.ts';

/** One evaluation query. */
export type EvalQuery = { queryId: string; query: string };
/** One judgment: product by its external id (ESCI ASIN) with its gain (0..3). */
export type EvalJudgment = { queryId: string; productId: string; gain: number };
/** Evaluation figures (means over queries). */
export type EvalResult = {
  queries: number;
  'ndcg@10': number;
  'recall@10': number;
  'recall@10_capped': number;
  p50_ms: number;
  p95_ms: number;
};
/** Which ranker to evaluate: Aisle's search, or a plain ts_rank baseline over all fields (unweighted, OR). */
export type Ranker = 'aisle' | 'baseline';

const K = 10;

/** Nearest-rank percentile of a list of numbers (p in 0..100). */
export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** nDCG@k of a ranked list of product ids given gains (unjudged = 0). */
export function ndcgAt(ranked: string[], gains: Map<string, number>, k = K): number {
  const dcg = ranked.slice(0, k).reduce((s, id, i) => s + (gains.get(id) ?? 0) / Math.log2(i + 2), 0);
  const ideal = [...gains.values()].sort((a, b) => b - a).slice(0, k).reduce((s, g, i) => s + g / Math.log2(i + 2), 0);
  return ideal > 0 ? dcg / ideal : 0;
}

async function baselineSearch(database: Database, storeId: string, query: string, limit: number): Promise<string[]> {
  const res = await database.pool.query<{ id: string }>(`
    WITH q AS (SELECT replace(plainto_tsquery('english', unaccent($2))::text, ' & ', ' | ')::tsquery AS tq)
    SELECT p.id FROM products p, q
     WHERE p.store_id = $1 AND p.status = 'active' AND p.search_vector @@ q.tq
     ORDER BY ts_rank('{1,1,1,1}', p.search_vector, q.tq) DESC, p.id LIMIT $3`, [storeId, query, limit]);
  return res.rows.map((r) => r.id);
}

/**
 * Run every query against one store and score the top 10.
 * @param ranker 'aisle' (default: searchProducts, constraints + ranking) or 'baseline'
 */
export async function evaluateSearch(database: Database, storeId: string, queries: EvalQuery[], judgments: EvalJudgment[], ranker: Ranker = 'aisle'): Promise<EvalResult> {
  const ext = await database.pool.query<{ id: string; external_id: string }>('SELECT id, external_id FROM products WHERE store_id = $1', [storeId]);
  const extOf = new Map(ext.rows.map((r) => [r.id, r.external_id]));
  const gainsByQuery = new Map<string, Map<string, number>>();
  for (const j of judgments) {
    let m = gainsByQuery.get(j.queryId);
    if (!m) {
      m = new Map();
      gainsByQuery.set(j.queryId, m);
    }
    m.set(j.productId, j.gain);
  }
  const run = async (query: string): Promise<string[]> => {
    if (ranker === 'baseline') return baselineSearch(database, storeId, query, K);
    const r = await searchProducts(database, { storeId, currency: 'USD', query, limit: K, fill: true });
    return r.products.map((p) => p.id);
  };
  if (queries[0]) await run(queries[0].query); // warm-up: loads the store vocabulary
  const ndcgs: number[] = [];
  const recalls: number[] = [];
  const capped: number[] = [];
  const times: number[] = [];
  for (const q of queries) {
    const t0 = performance.now();
    const ids = await run(q.query);
    times.push(performance.now() - t0);
    const ranked = ids.map((id) => extOf.get(id) ?? id);
    const gains = gainsByQuery.get(q.queryId) ?? new Map<string, number>();
    if ([...gains.values()].some((g) => g > 0)) ndcgs.push(ndcgAt(ranked, gains));
    const relevant = [...gains].filter(([, g]) => g >= 2).map(([id]) => id);
    if (relevant.length) {
      const hit = ranked.slice(0, K).filter((id) => (gains.get(id) ?? 0) >= 2).length;
      recalls.push(hit / relevant.length);
      capped.push(hit / Math.min(K, relevant.length));
    }
  }
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const round = (x: number, d = 4) => Math.round(x * 10 ** d) / 10 ** d;
  return {
    queries: queries.length,
    'ndcg@10': round(mean(ndcgs)),
    'recall@10': round(mean(recalls)),
    'recall@10_capped': round(mean(capped)),
    p50_ms: round(percentile(times, 50), 2),
    p95_ms: round(percentile(times, 95), 2),
  };
}

/** Read the queries CSV (`query_id,query`). */
export async function readEvalQueries(file: string): Promise<EvalQuery[]> {
  const rows = parse(await readFile(file, 'utf8'), { columns: true, bom: true, skip_empty_lines: true }) as Record<string, string>[];
  return rows.map((r) => ({ queryId: String(r.query_id), query: String(r.query) }));
}

/** Read the judgments CSV (`query_id,product_id,gain`; `esci_label` E/S/C/I is used when `gain` is absent). */
export async function readEvalJudgments(file: string): Promise<EvalJudgment[]> {
  const labelGain: Record<string, number> = { E: 3, S: 2, C: 1, I: 0 };
  const rows = parse(await readFile(file, 'utf8'), { columns: true, bom: true, skip_empty_lines: true }) as Record<string, string>[];
  return rows.map((r) => ({
    queryId: String(r.query_id), productId: String(r.product_id),
    gain: r.gain !== undefined && r.gain !== '' ? Number(r.gain) : (labelGain[String(r.esci_label)] ?? 0),
  }));
}

