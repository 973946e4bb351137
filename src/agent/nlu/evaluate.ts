/**
 * Intent evaluation: accuracy, macro-F1, and stratified k-fold cross-validation.
 */
import type { Intent, IntentClassifier, LabelledUtterance } from './intents.ts';
import { createIntentClassifier, trainIntentNetwork } from './classifier.ts';

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
export function crossValidateIntents(rows: LabelledUtterance[], extra: LabelledUtterance[], k = 5, train: (r: LabelledUtterance[]) => IntentClassifier = (r) => createIntentClassifier(trainIntentNetwork(r).network)): IntentScores & { predicted: Intent[] } {
  const folds = stratifiedFolds(rows.map((r) => r.intent), k);
  const predicted: Intent[] = new Array(rows.length);
  for (let f = 0; f < k; f++) {
    const clf = train([...rows.filter((_, i) => folds[i] !== f), ...extra]);
    rows.forEach((r, i) => { if (folds[i] === f) predicted[i] = clf.classify(r.text).intent; });
  }
  return { ...scoreIntents(rows.map((r) => r.intent), predicted), predicted };
}
