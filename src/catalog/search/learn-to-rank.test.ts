import assert from 'node:assert/strict';
import { test } from 'node:test';
import { coordinateAscent, crossValidate, meanMetric, ndcgOfGains, pairwiseLogistic, rankedGains, type RankingGroup } from './learn-to-rank.ts';

// Feature 0 tells relevant from irrelevant candidates, feature 1 is anti-correlated noise.
const groups: RankingGroup[] = Array.from({ length: 20 }, (_, q) => ({
  features: [[0.1, 1 + (q % 3)], [0.9, 0.2], [0.2, 2], [0.8, 0.1]],
  gains: [0, 2, 0, 1],
}));
const top = (r: number[]) => (r[0] === 2 ? 1 : 0);

test('ndcgOfGains and rankedGains', () => {
  assert.equal(ndcgOfGains([2, 1, 0], 3), 1);
  assert.ok(ndcgOfGains([0, 1, 2], 3) < 0.7);
  assert.equal(ndcgOfGains([0, 0], 2), 0);
  assert.deepEqual(rankedGains([1, 0], groups[0]!), [2, 1, 0, 0]);
});

test('pairwiseLogistic learns which feature orders the gains', () => {
  const w = pairwiseLogistic(groups, { l2: 1e-3 });
  assert.ok(w[0]! > 0 && w[1]! < 0, `weights ${w}`);
  assert.equal(meanMetric(w, groups, top), 1);
});

test('coordinateAscent improves the metric and crossValidate measures held-out folds', () => {
  const start = [0, 0.3];
  assert.equal(meanMetric(start, groups, top), 0);
  const w = coordinateAscent(groups, top, start);
  assert.equal(meanMetric(w, groups, top), 1);
  const cv = crossValidate(groups, top, start, 4);
  assert.equal(cv.folds.length, 4);
  assert.equal(cv.mean, 1);
});
