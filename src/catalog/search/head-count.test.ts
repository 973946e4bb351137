import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fitsHeadCount, headCountOf } from './head-count.ts';

test('a head count asked and stated: people, persons, players, seats, service for; not pieces, packs or sizes', () => {
  assert.deepEqual(headCountOf('a picnic hamper for 4 people'), [4, 4]);
  assert.deepEqual(headCountOf('dinnerware set plain service 4'), [4, 4], 'a refined query may have lost its "for"');
  assert.deepEqual(headCountOf('Board Game for 2-4 Players'), [2, 4]);
  assert.deepEqual(headCountOf('3-Seater Sofa'), [3, 3]);
  for (const t of ['Set 4 Colors', 'Set of 4 Wine Glasses', '16 Piece Dinnerware Set', 'Service 12 pcs', 'a 2 pack of socks']) assert.equal(headCountOf(t), null, t);
  const four = headCountOf('for 4 people')!;
  assert.equal(fitsHeadCount('Willow Picnic Basket Set for 4 Persons', four), true);
  assert.equal(fitsHeadCount('Willow Picnic Basket Set for 2 Persons', four), false);
  assert.equal(fitsHeadCount('Picnic Backpack with Cooler', four), true, 'a title that states no count may fit');
  assert.equal(fitsHeadCount('Card Game for 2-6 Players', four), true);
});
