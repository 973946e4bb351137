import assert from 'node:assert/strict';
import { test } from 'node:test';
import { heldConstraints } from './search.ts';

const constraints = { text: 'paddle board', minPriceCents: null, maxPriceCents: 25000, colors: ['red'], sizes: ['10'], brands: ['Brother'], categories: [], inStock: true };

test('heldConstraints: a brand, colour or size the search relaxed is not carried; a stated price or stock bound is', () => {
  assert.deepEqual(heldConstraints({ constraints, relaxed: [] }), constraints, 'nothing relaxed: all held');
  assert.deepEqual(heldConstraints({ constraints, relaxed: ['brand'] }).brands, [], '"my younger brother" read as the Brother brand');
  const all = heldConstraints({ constraints, relaxed: ['size', 'color', 'brand', 'in_stock', 'price'] });
  assert.deepEqual({ colors: all.colors, sizes: all.sizes, brands: all.brands }, { colors: [], sizes: [], brands: [] });
  assert.equal(all.maxPriceCents, 25000, 'the shopper said the price');
  assert.equal(all.inStock, true);
});
