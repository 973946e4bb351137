/**
 * Learn the search re-ranker's weights (src/catalog/search/search-weights.json) on the ESCI dev queries by pairwise
 * logistic regression over each query's shortlist (src/catalog/search/rerank.ts features; gains E=3, S=2, C=1,
 * I=0, unjudged 0), and report k-fold cross-validated nDCG@10 (weights learned without the fold's queries) next to
 * the fit on all of dev. Folds: queries ordered by SHA-256 of their id. nDCG's ideal uses every judged product of
 * the query, as `aisle eval search` does. Feedback features use first-pass scores of the weights being trained
 * (first pass from the current weights file, as at run time: two rounds).
 * Needs the demo store (AISLE_DATA_DIR as for `aisle eval search`).
 * Usage: `node scripts/train-search-ranker.ts [--queries Q.csv] [--judgments J.csv] [--l2 X] [--folds 5] [--write] [--json]
 *   [--cache F.json]` (`--cache` keeps the shortlists in F.json and reuses them: only for trying feature changes made in
 *   rerank.ts's JavaScript, never after changing the candidate SQL).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readEvalJudgments, readEvalQueries } from '../src/catalog/search/evaluate.ts';
import { coordinateAscent, ndcgOfGains, pairwiseLogistic, type RankingGroup } from '../src/catalog/search/learn-to-rank.ts';
import { addFeedback, type CandidateRow, candidateFeatures, type QueryAnalysis, RERANK_FEATURES, RERANK_WEIGHTS } from '../src/catalog/search/rerank.ts';
import { searchCandidates } from '../src/catalog/search/search.ts';
import { openCliDatabase } from '../src/cli/io.ts';

const { values } = parseArgs({ options: {
  queries: { type: 'string', default: 'data/esci_relevance/queries_dev.csv' }, judgments: { type: 'string', default: 'data/esci_relevance/judgments_dev.csv' },
  l2: { type: 'string', default: '1e-3' }, folds: { type: 'string', default: '5' }, write: { type: 'boolean' }, json: { type: 'boolean' }, cache: { type: 'string' },
} });
const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const [queries, judgments] = await Promise.all([readEvalQueries(values.queries!), readEvalJudgments(values.judgments!)]);
type Dumped = { rows: CandidateRow[]; analysis: QueryAnalysis; df: Record<string, number>; documents: number; gains: number[]; ideal: number[] };
/** Shortlists of every judged query, from the demo store (or from `--cache` when that file exists). */
async function dump(): Promise<Dumped[]> {
  if (values.cache && existsSync(values.cache)) return JSON.parse(readFileSync(values.cache, 'utf8')) as Dumped[];
  const cli = await openCliDatabase({ stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });
  const ext = await cli.database.pool.query<{ id: string; external_id: string }>('SELECT id, external_id FROM products WHERE store_id = $1', [cli.demo.id]);
  const extOf = new Map(ext.rows.map((r) => [r.id, r.external_id]));
  const out: Dumped[] = [];
  for (const q of [...queries].sort((a, b) => sha(a.queryId).localeCompare(sha(b.queryId)))) {
    const judged = judgments.filter((j) => j.queryId === q.queryId);
    if (!judged.some((j) => j.gain > 0)) continue;
    const gainOf = new Map(judged.map((j) => [j.productId, j.gain]));
    const set = await searchCandidates(cli.database, cli.demo.id, q.query);
    out.push({
      rows: set.rows, analysis: set.analysis, documents: set.corpus.documents,
      df: Object.fromEntries(set.analysis.terms.map((t) => [t, set.corpus.df(t)])),
      gains: set.rows.map((r) => gainOf.get(extOf.get(r.id) ?? '') ?? 0), ideal: judged.map((j) => j.gain),
    });
  }
  await cli.close();
  if (values.cache) writeFileSync(values.cache, JSON.stringify(out));
  return out;
}
type Query = { rows: CandidateRow[]; base: number[][]; gains: number[]; ideal: number[] };
const data: Query[] = (await dump()).map((d) => ({
  rows: d.rows, gains: d.gains, ideal: d.ideal,
  base: candidateFeatures(d.analysis, d.rows, { df: (t) => d.df[t] ?? 0, documents: d.documents }),
}));

const dot = (w: readonly number[], f: number[]) => f.reduce((s, x, j) => s + x * (w[j] ?? 0), 0);
/** Groups with feedback features from a first pass with `w`. */
const groupsWith = (w: readonly number[], qs: Query[]): (RankingGroup & { ideal: number[] })[] => qs.map((q) => {
  const features = q.base.map((f) => [...f]);
  addFeedback(q.rows, features, features.map((f) => dot(w, f)));
  return { features, gains: q.gains, ideal: q.ideal };
});
const ndcg10 = (qs: (RankingGroup & { ideal: number[] })[], w: readonly number[]) =>
  qs.reduce((s, g) => s + ndcgOfGains(meanRanked(w, g), 10, g.ideal), 0) / Math.max(1, qs.length);
const meanRanked = (w: readonly number[], g: RankingGroup) => {
  const order = g.features.map((f, i) => ({ s: dot(w, f), i })).sort((a, b) => b.s - a.s || a.i - b.i);
  return order.map((o) => g.gains[o.i]!);
};
const l2 = Number(values.l2);
/** Two rounds: feedback from the starting weights, then from the first round's weights. */
const method = process.env.METHOD ?? 'logistic';
const pairWeight = method === 'exp' ? (hi: number, lo: number) => 2 ** hi - 2 ** lo : undefined;
const learn = (train: Query[]) => {
  let w: number[] = [...RERANK_WEIGHTS];
  for (let round = 0; round < 2; round++) {
    const groups = groupsWith(w, train);
    if (method === 'ascent') w = coordinateAscent(groups, (r, g) => ndcgOfGains(r, 10, (g as unknown as { ideal: number[] }).ideal), w, { rounds: 3, steps: [-1, -0.3, -0.1, 0.1, 0.3, 1] });
    else w = pairwiseLogistic(groups, { l2, pairWeight });
    if (method === 'both') w = coordinateAscent(groups, (r, g) => ndcgOfGains(r, 10, (g as unknown as { ideal: number[] }).ideal), w, { rounds: 2, steps: [-0.5, -0.2, 0.2, 0.5] });
  }
  return w;
};
const k = Number(values.folds);
let cvSum = 0;
const folds: number[] = [];
for (let f = 0; f < k; f++) {
  const test = data.filter((_, i) => i % k === f);
  const w = learn(data.filter((_, i) => i % k !== f));
  const m = ndcg10(groupsWith(w, test), w);
  folds.push(Math.round(m * 10000) / 10000);
  cvSum += m * test.length;
}
const full = learn(data);
const report = {
  queries: data.length,
  start: { 'ndcg@10': ndcg10(groupsWith(RERANK_WEIGHTS, data), RERANK_WEIGHTS) },
  cv: { folds: k, 'ndcg@10': cvSum / data.length, per_fold: folds },
  fit: { 'ndcg@10': ndcg10(groupsWith(full, data), full) },
  weights: Object.fromEntries(RERANK_FEATURES.map((f, j) => [f, Number(full[j]!.toPrecision(4))])),
};
if (values.write) writeFileSync(new URL('../src/catalog/search/search-weights.json', import.meta.url), `${JSON.stringify(report.weights, null, 2)}\n`);
console.log(values.json ? JSON.stringify(report) : report);
