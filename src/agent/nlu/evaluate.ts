/**
 * Intent evaluation: accuracy, macro-F1, and stratified k-fold cross-validation.
 */
import type { Intent, IntentClassifier, LabelledUtterance } from './intents.ts';
import { createIntentClassifier, trainIntentModel } from './classifier.ts';

/** Scores of predictions against gold labels. macro_f1 averages F1 over gold labels present. */
export type IntentScores = { n: number; accuracy: number; macro_f1: number };

/** Accuracy and macro-F1 (over the labels that occur in `gold`). */
export function scoreIntents(gold: string[], predicted: string[]): IntentScores {
  const labels = [...new Set(gold)];
  let correct = 0;
  const tp = new Map<string, number>(), fp = new Map<string, number>(), fn = new Map<string, number>();
  for (let i = 0; i < gold.length; i++) {
    if (gold[i] === predicted[i]) { correct++; tp.set(gold[i], (tp.get(gold[i]) ?? 0) + 1); }
    else { fp.set(predicted[i], (fp.get(predicted[i]) ?? 0) + 1); fn.set(gold[i], (fn.get(gold[i]) ?? 0) + 1); }
  }
  let f1sum = 0;
  for (const l of labels) {
    const t = tp.get(l) ?? 0, p = t + (fp.get(l) ?? 0), g = t + (fn.get(l) ?? 0);
    f1sum += p + g === 0 ? 0 : (2 * t) / (p + g);
  }
  const r = (x: number) => Math.round(x * 10000) / 10000;
  return { n: gold.length, accuracy: r(gold.length ? correct / gold.length : 0), macro_f1: r(labels.length ? f1sum / labels.length : 0) };
}

/** Assign each row a fold in [0, k): within each label rows are dealt round-robin (stratified, deterministic). */
export function stratifiedFolds(labels: string[], k: number): number[] {
  const counter = new Map<string, number>();
  return labels.map((l) => { const c = counter.get(l) ?? 0; counter.set(l, c + 1); return c % k; });
}

/**
 * Stratified k-fold cross-validation over `rows`: each fold's model is trained on the other folds
 * plus `extra` (never scored), then predicts the held-out fold. Returns pooled scores.
 */
export function crossValidateIntents(rows: LabelledUtterance[], extra: LabelledUtterance[], k = 5, train: (r: LabelledUtterance[]) => IntentClassifier = (r) => createIntentClassifier(trainIntentModel(r))): IntentScores & { predicted: Intent[] } {
  const folds = stratifiedFolds(rows.map((r) => r.intent), k);
  const predicted: Intent[] = new Array(rows.length);
  for (let f = 0; f < k; f++) {
    const clf = train([...rows.filter((_, i) => folds[i] !== f), ...extra]);
    rows.forEach((r, i) => { if (folds[i] === f) predicted[i] = clf.classify(r.text).intent; });
  }
  return { ...scoreIntents(rows.map((r) => r.intent), predicted), predicted };
}

/** One scored off-topic utterance that was routed to a shop intent. `in_scope` is the classifier's probability. */
export type OffTopicMiss = { text: string; intent: string; domain: string; predicted: Intent; in_scope: number };

/**
 * Off-topic evaluation report: `offtopic_rate` = share of `n` utterances classified small_talk or out_of_scope;
 * `by_domain` the same per CLINC150 domain; `worst` the misses with the highest in-scope probability first.
 */
export type OffTopicReport = { n: number; offtopic_rate: number; by_domain: Record<string, { n: number; rate: number }>; worst: OffTopicMiss[] };

const r4 = (x: number) => Math.round(x * 10000) / 10000;

/** Score off-topic rows (CLINC150 layout) with `clf`; `worst` keeps the `worstN` most confident misses. */
export function scoreOffTopic(rows: { text: string; intent: string; domain: string }[], clf: IntentClassifier, worstN = 20): OffTopicReport {
  const byDomain = new Map<string, { n: number; ok: number }>();
  const misses: OffTopicMiss[] = [];
  let ok = 0;
  for (const r of rows) {
    const c = clf.classify(r.text);
    const off = c.intent === 'out_of_scope' || c.intent === 'small_talk';
    const d = byDomain.get(r.domain) ?? { n: 0, ok: 0 };
    d.n++;
    if (off) { ok++; d.ok++; } else misses.push({ text: r.text, intent: r.intent, domain: r.domain, predicted: c.intent, in_scope: c.inScope });
    byDomain.set(r.domain, d);
  }
  misses.sort((a, b) => b.in_scope - a.in_scope);
  const by_domain = Object.fromEntries([...byDomain].sort((a, b) => a[0].localeCompare(b[0])).map(([k, v]) => [k, { n: v.n, rate: r4(v.ok / v.n) }]));
  return { n: rows.length, offtopic_rate: r4(rows.length ? ok / rows.length : 0), by_domain, worst: misses.slice(0, worstN) };
}

/** Shop check report: `shop_rate` = share classified as a shop intent (not small_talk / out_of_scope); `exact` = share with the expected intent. */
export type ShopCheckReport = { n: number; shop_rate: number; exact: number; misses: { text: string; expected: string; predicted: Intent; in_scope: number }[] };

/** Score shopper utterances (`intent` = the expected shop intent) with `clf`. */
export function scoreShopChecks(rows: { text: string; intent: string }[], clf: IntentClassifier): ShopCheckReport {
  let shop = 0, exact = 0;
  const misses: ShopCheckReport['misses'] = [];
  for (const r of rows) {
    const c = clf.classify(r.text);
    if (c.intent !== 'out_of_scope' && c.intent !== 'small_talk') shop++;
    else misses.push({ text: r.text, expected: r.intent, predicted: c.intent, in_scope: c.inScope });
    if (c.intent === r.intent) exact++;
  }
  return { n: rows.length, shop_rate: r4(rows.length ? shop / rows.length : 0), exact: r4(rows.length ? exact / rows.length : 0), misses };
}
