/**
 * The facts of an English product page said in the shopper's language (product-points.ts): counts, measures, colours,
 * materials and properties. Passages written for this test, in the style of product bullets.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { productKeyPoints } from './product-points.ts';

test('counts and measures read the same in every language, with the locale\'s decimal comma and plural', () => {
  assert.deepEqual(productKeyPoints('Value pack: 12-pack of AA alkaline batteries, 1.5 volt', 'es'), ['12 unidades', '1,5 V']);
  assert.deepEqual(productKeyPoints('Set of 1 travel mug, 20 oz, 7.5 x 3 x 3 inches', 'fr'), ['1 pièce', '20 oz', '7,5 × 3 × 3 in']);
  assert.deepEqual(productKeyPoints('Includes 24 pcs, each 5 cm wide', 'it'), ['24 pezzi', '5 cm']);
  assert.deepEqual(productKeyPoints('A 10000mAh power bank that weighs 200 g', 'de'), ['10.000 mAh', '200 g']);
});

test('colours, materials and properties come back in the shopper\'s words; German materials are nouns', () => {
  assert.deepEqual(productKeyPoints('Solid oak frame with a black finish, machine washable cover', 'pt'), ['carvalho', 'preto', 'lavável na máquina']);
  assert.deepEqual(productKeyPoints('Made of 18/10 stainless steel, dishwasher safe', 'de'), ['Edelstahl', 'spülmaschinenfest']);
  assert.deepEqual(productKeyPoints('Fully waterproof shell', 'it'), ['impermeabile']);
  // "in" after a bare number is a preposition; English or a passage of none gives nothing.
  assert.deepEqual(productKeyPoints('Fits 2 in a drawer, great for gifting', 'es'), []);
  assert.deepEqual(productKeyPoints('Set of 4 black mugs', 'en'), []);
});
