/**
 * What is left of a gift request once who it is for and the occasion are out (policy.ts giftStoryRest): the words that
 * could still tell what the person likes. Sentences written for this test, in the English the glosses of other
 * languages produce ("the season finish on friday", "that has had …" for French "qui a eu").
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { giftStoryRest } from './policy.ts';

test('the end of a season or a course is an occasion, not a taste', () => {
  for (const say of ["looking for a gift for my son's basketball coach, the season finish on friday", 'a present for the swim coach now that the season is over',
    'something for the teacher, the school year ends next week', 'gift for my daughters piano teacher as the lessons wrap up']) {
    assert.doesNotMatch(giftStoryRest(say), /season|school year|lessons|finish|ends|over|wrap/, say);
  }
});

test('what they did for the family, said with "that has had", is no taste either', () => {
  const rest = giftStoryRest('i would like to gift a small present to the swimming instructor that has had the patience of an angel with my two little ones');
  assert.doesNotMatch(rest, /patience|angel|little ones/, rest);
  // A thing the shopper wants stays: "a mug that has a lid" is no story of theirs.
  assert.match(giftStoryRest('a mug that has a lid for my dad'), /lid/);
});
