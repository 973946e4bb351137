import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyzeQuery, type CandidateRow, queryKind, rankStem, servesKindOnly } from './rerank.ts';

test('analyzeQuery: the head noun ends at a phrase, not at a particle joined by a hyphen', () => {
  assert.equal(analyzeQuery('adidas gym bag for women').head, rankStem('bag'));
  assert.equal(analyzeQuery('slip-on shoes for men').head, rankStem('shoes'), '"slip-on" is one word');
  assert.equal(analyzeQuery('built-in oven').head, rankStem('oven'));
  assert.equal(analyzeQuery('shoes on sale').head, rankStem('shoes'), 'a particle on its own still ends the run');
  assert.deepEqual(analyzeQuery('vase without glass beads').negated, [rankStem('glass'), rankStem('beads')]);
});

test('analyzeQuery: who a product is for is its head only alone', () => {
  assert.equal(analyzeQuery('flat shoes womens').head, rankStem('shoes'));
  assert.equal(analyzeQuery('running shoes men').head, rankStem('shoes'));
  assert.equal(analyzeQuery('womens flats').head, rankStem('flats'));
  assert.equal(analyzeQuery('boys').head, rankStem('boys'));
});

test('servesKindOnly: a title that names the kind only as what it serves, unless its type or categories name it', () => {
  const row = (title: string, productType = '', category: string[] = []): CandidateRow => ({
    id: title, title, vendor: '', product_type: productType, category, tags: [], cov: 1, a_cov: 1, b_cov: 0, c_cov: 0, d_cov: 0,
    rank_cd: 0, trigram: 0, rating: null, rating_count: null, category_hit: false,
  });
  const head = rankStem('grinder');
  assert.ok(servesKindOnly(row('Bottle Brush Set for Straws, Baby Bottle, Coffee Grinder', 'Brushes'), head));
  assert.ok(servesKindOnly(row('Band Compatible with Galaxy Watch 46mm', 'Watch Bands'), rankStem('watch')) === false, 'its type names watches');
  assert.ok(servesKindOnly(row('Silicone Strap Compatible with Galaxy Watch 46mm', 'Straps'), rankStem('watch')));
  assert.ok(!servesKindOnly(row('Capresso Conical Burr Grinder', 'Electric Burr Grinders'), head));
  assert.ok(!servesKindOnly(row('Burr Grinder for Espresso'), head), 'named before "for": the thing itself');
  assert.ok(!servesKindOnly(row('Brush for Grinders', 'Grinder Accessories', ['Coffee Grinders']), head), 'its categories name it');
  assert.ok(!servesKindOnly(row('Bottle Brush'), head));
  assert.ok(!servesKindOnly(row('Bottle Brush for grinders'), null));
});

test('queryKind: the head of a short product phrase that ends with it, not of a need or a phrase with a qualifier', () => {
  assert.equal(queryKind(analyzeQuery('coffee grinder')), rankStem('grinder'));
  assert.equal(queryKind(analyzeQuery('flat shoes womens')), rankStem('shoes'), 'who it is for may follow');
  assert.equal(queryKind(analyzeQuery('silicone bathtub and tiles removed with seal again')), null);
  assert.equal(queryKind(analyzeQuery('dance class shoes water bottle and leotards spilling canvas grocery tote')), null);
  assert.equal(queryKind(analyzeQuery('running shoes for trail')), null);
});

test('servesKindOnly: "for" whom is not what a product serves', () => {
  const row = (title: string): CandidateRow => ({ id: title, title, vendor: '', product_type: 'Lunch Bags', category: [], tags: [], cov: 1, a_cov: 1, b_cov: 0,
    c_cov: 0, d_cov: 0, rank_cd: 0, trigram: 0, rating: null, rating_count: null, category_hit: false });
  assert.ok(!servesKindOnly(row('Lunch Tote Bag for Women, Large Lunch Box with Insulation'), rankStem('box')));
  assert.ok(servesKindOnly(row('Insulated Sleeve for Lunch Box'), rankStem('box')));
});
