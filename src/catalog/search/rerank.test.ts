import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyzeQuery, rankStem } from './rerank.ts';

test('analyzeQuery: the head noun ends at a phrase, not at a particle joined by a hyphen', () => {
  assert.equal(analyzeQuery('adidas gym bag for women').head, rankStem('bag'));
  assert.equal(analyzeQuery('slip-on shoes for men').head, rankStem('shoes'), '"slip-on" is one word');
  assert.equal(analyzeQuery('built-in oven').head, rankStem('oven'));
  assert.equal(analyzeQuery('shoes on sale').head, rankStem('shoes'), 'a particle on its own still ends the run');
  assert.deepEqual(analyzeQuery('vase without glass beads').negated, [rankStem('glass'), rankStem('beads')]);
});
