/**
 * Offline learning of linear ranking weights (used by the tuning scripts of catalog search and product-question
 * passages, never at request time): coordinate ascent on a list metric (Metzler & Croft, "Linear feature-based
 * models for information retrieval", 2007, as in RankLib's CoordinateAscent), with k-fold cross-validation over
 * queries so the reported figure is measured on queries the weights never saw.
 */

/** One query's candidates: `features[i]` is candidate i's feature vector, `gains[i]` its judged gain (0 = irrelevant). */
export type RankingGroup = { features: number[][]; gains: number[] };

/** A list metric over one group ranked by descending score: higher is better. */
export type GroupMetric = (ranked: number[], group: RankingGroup) => number;

/** Options of {@link coordinateAscent}: `rounds` default 4, `steps` the tried additive steps, `l2` a penalty per unit². */
export type AscentOptions = { rounds?: number; steps?: number[]; l2?: number; fixed?: number[] };

/** Dot product of weights and one feature vector. */
export function linearScore(weights: readonly number[], features: readonly number[]): number {
  let s = 0;
  for (let j = 0; j < weights.length; j++) s += weights[j]! * (features[j] ?? 0);
  return s;
}

/** Gains of a group ranked by descending linear score (ties keep candidate order). */
export function rankedGains(weights: readonly number[], group: RankingGroup): number[] {
  const scored = group.features.map((f, i) => ({ s: linearScore(weights, f), i }));
  scored.sort((a, b) => b.s - a.s || a.i - b.i);
  return scored.map((x) => group.gains[x.i]!);
}

/** Mean metric of `weights` over groups. */
export function meanMetric(weights: readonly number[], groups: RankingGroup[], metric: GroupMetric): number {
  if (!groups.length) return 0;
  let sum = 0;
  for (const g of groups) sum += metric(rankedGains(weights, g), g);
  return sum / groups.length;
}

/** nDCG@k with linear gains; ideal from the group's own gains (0 when it has no positive gain). */
export function ndcgOfGains(ranked: number[], k: number, allGains: number[] = ranked): number {
  const dcg = (gs: number[]) => gs.slice(0, k).reduce((s, g, i) => s + g / Math.log2(i + 2), 0);
  const ideal = dcg([...allGains].sort((a, b) => b - a));
  return ideal > 0 ? dcg(ranked) / ideal : 0;
}

const DEFAULT_STEPS = [-2, -1, -0.5, -0.25, -0.1, -0.05, 0.05, 0.1, 0.25, 0.5, 1, 2];

/**
 * Coordinate ascent from `start`: each round tries every step on every free weight and keeps a change when the
 * mean metric minus `l2`·Σw² improves. Weights listed in `fixed` (indices) are never changed.
 */
export function coordinateAscent(groups: RankingGroup[], metric: GroupMetric, start: number[], opts: AscentOptions = {}): number[] {
  const steps = opts.steps ?? DEFAULT_STEPS;
  const l2 = opts.l2 ?? 0;
  const fixed = new Set(opts.fixed ?? []);
  const w = [...start];
  const objective = (x: number[]) => meanMetric(x, groups, metric) - l2 * x.reduce((s, v) => s + v * v, 0);
  let best = objective(w);
  for (let round = 0; round < (opts.rounds ?? 4); round++) {
    let improved = false;
    for (let j = 0; j < w.length; j++) {
      if (fixed.has(j)) continue;
      const base = w[j]!;
      let bestStep = 0;
      for (const step of steps) {
        w[j] = base + step;
        const v = objective(w);
        if (v > best + 1e-9) { best = v; bestStep = step; }
      }
      w[j] = base + bestStep;
      if (bestStep !== 0) improved = true;
    }
    if (!improved) break;
  }
  return w;
}

/** Result of {@link crossValidate}: the mean held-out metric and each fold's. */
export type CrossValidation = { mean: number; folds: number[] };

/**
 * k-fold cross-validation over groups (fold of group i = i mod k, so pass groups in a fixed, shuffled-by-id order):
 * train on k-1 folds with {@link coordinateAscent}, measure the mean metric on the held-out fold. `mean` is over
 * all held-out groups (not the mean of fold means).
 */
export function crossValidate(groups: RankingGroup[], metric: GroupMetric, start: number[], k: number, opts: AscentOptions = {}): CrossValidation {
  const folds: number[] = [];
  let sum = 0;
  for (let f = 0; f < k; f++) {
    const train = groups.filter((_, i) => i % k !== f);
    const test = groups.filter((_, i) => i % k === f);
    const w = coordinateAscent(train, metric, start, opts);
    const m = meanMetric(w, test, metric);
    folds.push(m);
    sum += m * test.length;
  }
  return { mean: sum / Math.max(1, groups.length), folds };
}

/** Options of {@link pairwiseLogistic}: `l2` penalty (on standardized weights), `epochs` of full-batch gradient descent, `rate`. */
export type PairwiseOptions = { l2?: number; epochs?: number; rate?: number; pairWeight?: (hi: number, lo: number) => number };

/**
 * Pairwise logistic regression (RankNet with a linear scorer): minimises Σ log(1 + exp(-(s_i - s_j))) over pairs
 * of one group with gain_i > gain_j (weighted by `pairWeight`, default gain_i - gain_j, each group's pairs
 * normalised to total 1) + l2·|w|², by full-batch gradient descent on standardized features. Convex, so it finds
 * the same weights from any start. Returns weights on the raw (unstandardized) features.
 */
export function pairwiseLogistic(groups: RankingGroup[], opts: PairwiseOptions = {}): number[] {
  const dim = groups.find((g) => g.features.length)?.features[0]?.length ?? 0;
  const all = groups.flatMap((g) => g.features);
  const mean = Array.from({ length: dim }, (_, j) => all.reduce((s, f) => s + f[j]!, 0) / Math.max(1, all.length));
  const std = Array.from({ length: dim }, (_, j) => Math.sqrt(all.reduce((s, f) => s + (f[j]! - mean[j]!) ** 2, 0) / Math.max(1, all.length)) || 1);
  const pairWeight = opts.pairWeight ?? ((hi, lo) => hi - lo);
  const pairs: { d: number[]; w: number }[] = [];
  for (const g of groups) {
    const local: { d: number[]; w: number }[] = [];
    for (let i = 0; i < g.gains.length; i++) {
      for (let j = 0; j < g.gains.length; j++) {
        if (g.gains[i]! <= g.gains[j]!) continue;
        local.push({ d: g.features[i]!.map((x, k) => (x - g.features[j]![k]!) / std[k]!), w: pairWeight(g.gains[i]!, g.gains[j]!) });
      }
    }
    const total = local.reduce((s, p) => s + p.w, 0);
    if (!(total > 0)) continue;
    for (const p of local) pairs.push({ d: p.d, w: p.w / total });
  }
  const l2 = opts.l2 ?? 1e-3;
  const rate = opts.rate ?? 0.5;
  const n = Math.max(1, groups.length);
  const w = new Array<number>(dim).fill(0);
  for (let epoch = 0; epoch < (opts.epochs ?? 300); epoch++) {
    const grad = w.map((x) => 2 * l2 * x);
    for (const p of pairs) {
      const margin = linearScore(w, p.d);
      const g = -p.w / (1 + Math.exp(margin)) / n;
      for (let k = 0; k < dim; k++) grad[k]! += g * p.d[k]!;
    }
    for (let k = 0; k < dim; k++) w[k]! -= rate * grad[k]!;
  }
  return w.map((x, k) => x / std[k]!);
}
