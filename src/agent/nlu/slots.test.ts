import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractSlots } from './slots.ts';

test('extractSlots finds order names, emails, product refs and quantities', () => {
  assert.deepEqual(extractSlots('where is order #1001?'), { order_name: '#1001' });
  assert.deepEqual(extractSlots('order 1001, email jo@example.com'), { order_name: '#1001', email: 'jo@example.com' });
  assert.equal(extractSlots('my order number is 3707955617').order_name, '#3707955617');
  assert.equal(extractSlots('is the first one waterproof?').product_ref, 1);
  assert.equal(extractSlots('tell me about the last one').product_ref, -1);
  assert.equal(extractSlots('add 2 of the second one').quantity, 2);
  assert.equal(extractSlots('add two of them').quantity, 2);
  assert.deepEqual(extractSlots('shoes under $200'), {});
  // A year is no order number ("my wedding shoes from 2009"); a number said as an order's still is.
  assert.equal(extractSlots('the only nice pair i have are my wedding shoes from 2009 and theyre cracked').order_name, undefined);
  assert.equal(extractSlots('we have had it since 2015').order_name, undefined);
  assert.equal(extractSlots('order 2009 never came').order_name, '#2009');
  assert.equal(extractSlots('where is 2009?').order_name, '#2009');
});
