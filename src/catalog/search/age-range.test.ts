import assert from 'node:assert/strict';
import { test } from 'node:test';
import { askedAgeOf, titleAgesOf } from './age-range.ts';

test('a child\'s age as a query asks it and as titles state it', () => {
  assert.equal(askedAgeOf('board game for a 4 year old'), 4);
  assert.equal(askedAgeOf('puzzle for my 3yo'), 3);
  assert.equal(askedAgeOf('a gift for a 10-year-old boy'), 10);
  assert.equal(askedAgeOf('age 6'), 6);
  assert.equal(askedAgeOf('my 45 year old husband'), null, 'an adult is no child\'s age');
  assert.equal(askedAgeOf('a 4 person tent'), null);
  assert.deepEqual(titleAgesOf('Soggy Doggy Board Game for kids ages 4-8'), [4, 8]);
  assert.deepEqual(titleAgesOf('Board Game for Boys and Girls Ages 4 and Up'), [4, 99]);
  assert.deepEqual(titleAgesOf('Toys for 1,2,3 Year Old Girl Birthday Gifts'), [1, 3]);
  assert.deepEqual(titleAgesOf('Card Game Created by a 7 Year Old Kid'), [7, 7]);
  assert.deepEqual(titleAgesOf('Science Kit for Kids 5 to 12 Years'), [5, 12]);
  assert.equal(titleAgesOf('Ticket to Ride Board Game | Family Board Game'), null);
});
