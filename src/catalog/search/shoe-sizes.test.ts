import assert from 'node:assert/strict';
import { test } from 'node:test';
import { euSizeOf, isFootwearQuery, usSizesOfEu, wearerOf } from './shoe-sizes.ts';

test('isFootwearQuery: kinds of footwear in English and shoppers\' other languages, not look-alikes', () => {
  for (const q of ['womens flats', 'black lace-up dress shoes', 'mens hiking boots', 'zapatos de mujer', 'kids rain boot', 'flip flops', 'chaussures homme'])
    assert.ok(isFootwearQuery(q), q);
  for (const q of ['tyre pump', 'flat screen tv', 'shoehorn', 'waist trainer', 'bootcut jeans', 'mens belt'])
    assert.ok(!isFootwearQuery(q), q);
});

test('wearerOf: women\'s or men\'s sizes, neither when the query says both or none', () => {
  assert.equal(wearerOf("women's sneakers"), 'women');
  assert.equal(wearerOf('ladies flats'), 'women');
  assert.equal(wearerOf('zapatos de mujer'), 'women');
  assert.equal(wearerOf('mens boots'), 'men');
  assert.equal(wearerOf("men's dress shoes"), 'men');
  assert.equal(wearerOf('sneakers'), null);
  assert.equal(wearerOf('sandals for men and women'), null);
});

test('usSizesOfEu: an EU size as the US sizes of the cited tables, nearest first', () => {
  assert.deepEqual(usSizesOfEu(38, 'women'), ['7.5', '7']);
  assert.deepEqual(usSizesOfEu(40, 'women'), ['9', '8.5', '9.5']);
  assert.deepEqual(usSizesOfEu(43, 'men'), ['10', '9.5', '10.5']);
  assert.deepEqual(usSizesOfEu(44, 'men'), ['11', '10.5', '11.5']);
  // Neither said: women's and men's both.
  assert.deepEqual(usSizesOfEu(39, null), ['6', '8', '6.5', '8.5']);
  assert.deepEqual(usSizesOfEu(60, null), []);
});

test('euSizeOf: the number of an EU size constraint only', () => {
  assert.equal(euSizeOf('EU 38'), 38);
  assert.equal(euSizeOf('EU 38.5'), 38.5);
  assert.equal(euSizeOf('38'), null);
  assert.equal(euSizeOf('XL'), null);
});
