import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PurchasableVariant } from '../../catalog/index.ts';
import { matchVariants } from './cart.ts';

const v = (id: string, optionValues: Record<string, string>): PurchasableVariant => ({
  id, productId: 'p', productTitle: 'Tee', title: Object.values(optionValues).join(' / '), optionValues, priceCents: 1000,
  available: true, imageUrl: null, productUrl: null, position: 1, externalId: id,
});
const tees = [
  v('blue-s', { Color: 'Blue', Size: 'Small' }), v('blue-m', { Color: 'Blue', Size: 'Medium' }),
  v('red-m', { Color: 'Red', Size: 'Medium' }), v('red-xl', { Color: 'Red', Size: 'XL' }),
];
const ids = (words: string) => matchVariants(words, tees).map((x) => x.id);

test('matchVariants: colour and size words, short size forms both ways, best match wins', () => {
  assert.deepEqual(ids('add the blue one in M'), ['blue-m']);
  assert.deepEqual(ids('red, medium please'), ['red-m']);
  assert.deepEqual(ids('the extra large red one'), ['red-xl']);
  assert.deepEqual(ids('blue'), ['blue-s', 'blue-m'], 'several fit: the shopper is asked');
  assert.deepEqual(ids("I'm not sure"), ['blue-s', 'blue-m', 'red-m', 'red-xl'], "\"I'm\" is not size M");
  assert.deepEqual(ids('small'), ['blue-s']);
  assert.deepEqual(matchVariants('anything', []), []);
});
