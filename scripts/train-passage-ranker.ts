/**
 * Learn the product-question passage ranker's weights (src/catalog/passages/passage-weights.json) on ePQA dev by
 * pairwise logistic regression (src/catalog/search/learn-to-rank.ts; pairs = candidates of one question with
 * different labels, L2 `--l2`, default 3e-4, chosen by the cross-validated figure), and report 5-fold
 * cross-validated figures (weights learned on 4/5 of the questions, measured on the other 1/5) next to the fit on
 * all of dev. Folds: questions ordered by SHA-256 of their qid. Corpus statistics (IDF) come from the file's
 * candidate texts, as `aisle eval product-qa` computes them (no labels involved).
 * Usage: `node scripts/train-passage-ranker.ts [--data data/product_qa/epqa_dev.csv.gz] [--l2 X] [--write] [--json]`
 * (`--write` saves the weights learned on all of dev).
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readCsv } from '../src/agent/nlu/index.ts';
import { groupQuestions } from '../src/catalog/passages/evaluate.ts';
import { corpusOfTexts, PASSAGE_FEATURES, UNTRAINED_PRIORS, PASSAGE_WEIGHTS, passageFeatures } from '../src/catalog/passages/rank.ts';
import { meanMetric, ndcgOfGains, pairwiseLogistic, type RankingGroup } from '../src/catalog/search/learn-to-rank.ts';

const { values } = parseArgs({ options: { data: { type: 'string', default: 'data/product_qa/epqa_dev.csv.gz' }, write: { type: 'boolean' }, json: { type: 'boolean' }, folds: { type: 'string', default: '5' }, l2: { type: 'string', default: '3e-4' } } });
const rows = readCsv(values.data!);
const corpus = corpusOfTexts(rows.map((r) => r.candidate!));
const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const groups: RankingGroup[] = groupQuestions(rows.map((r) => ({ qid: r.qid!, question: r.question!, candidate: r.candidate!, source: r.source!, label: Number(r.label), title: r.title })))
  .sort((a, b) => sha(a[0]!.qid).localeCompare(sha(b[0]!.qid)))
  .map((cands) => ({ features: passageFeatures(cands[0]!.question!, cands.map((c) => ({ text: c.candidate, source: c.source })), { title: cands[0]!.title, corpus }), gains: cands.map((c) => c.label) }));
const answerable = groups.filter((g) => g.gains.includes(2));
const top2 = (ranked: number[]) => (ranked[0] === 2 ? 1 : 0);
const l2 = Number(values.l2);
/** Learned weights, with UNTRAINED_PRIORS for features that are zero in every training row. */
const learn = (train: RankingGroup[]) => {
  const w = pairwiseLogistic(train, { l2 });
  return w.map((x, j) => (train.every((g) => g.features.every((f) => f[j] === 0)) ? UNTRAINED_PRIORS[PASSAGE_FEATURES[j]!] ?? 0 : x));
};
const k = Number(values.folds);
// The figure that matters: P@1 on questions with a label-2 candidate, weights trained without the test fold.
const folds = Array.from({ length: k }, (_, f) => f);
let hits = 0;
let ndcgSum = 0;
for (const f of folds) {
  const train = groups.filter((_, i) => i % k !== f);
  const test = groups.filter((_, i) => i % k === f);
  const w = learn(train);
  hits += meanMetric(w, test.filter((g) => g.gains.includes(2)), top2) * test.filter((g) => g.gains.includes(2)).length;
  ndcgSum += meanMetric(w, test, (r) => ndcgOfGains(r, r.length)) * test.length;
}
const full = learn(groups);
const report = {
  questions: groups.length,
  answerable: answerable.length,
  start: { 'p@1_answerable': meanMetric(PASSAGE_WEIGHTS, answerable, top2) },
  cv: { folds: k, 'p@1_answerable': hits / answerable.length, ndcg: ndcgSum / groups.length },
  fit: { 'p@1_answerable': meanMetric(full, answerable, top2), ndcg: meanMetric(full, groups, (r) => ndcgOfGains(r, r.length)) },
  weights: Object.fromEntries(PASSAGE_FEATURES.map((f, j) => [f, Number(full[j]!.toPrecision(4))])),
};
if (values.write) writeFileSync(new URL('../src/catalog/passages/passage-weights.json', import.meta.url), `${JSON.stringify(report.weights, null, 2)}\n`);
console.log(values.json ? JSON.stringify(report) : report);
