import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { IntentClassifier } from './intents.ts';
import { memoizeClassifier } from './memo.ts';

/** A classifier that counts its calls and answers from the text's length. */
function counting() {
  const calls = { classify: 0, rank: 0 };
  const inner: IntentClassifier = {
    offTopicThreshold: 0.6,
    classify: (text) => { calls.classify++; return { intent: text.length > 5 ? 'search_products' : 'small_talk', confidence: 0.9, inScope: 0.8, slots: { query: text } }; },
    rank: (text) => { calls.rank++; return [{ intent: 'search_products', score: text.length / 100 }, { intent: 'small_talk', score: 1 - text.length / 100 }]; },
  };
  return { inner, calls };
}

test('each text is classified once while remembered; every caller gets the same answer as its own copy', () => {
  const { inner, calls } = counting();
  const memo = memoizeClassifier(inner);
  const first = memo.classify('black running shoes');
  assert.deepEqual(first, inner.classify('black running shoes'));
  first.slots.query = 'changed by a caller';
  assert.equal(memo.classify('black running shoes').slots.query, 'black running shoes');
  assert.equal(calls.classify, 2, 'one call of ours, one of the check above');
  const r = memo.rank('hi there');
  r[0]!.score = 99;
  assert.deepEqual(memo.rank('hi there'), inner.rank('hi there'));
  assert.equal(calls.rank, 2);
  assert.equal(memo.offTopicThreshold, 0.6);
});

test('at most `max` texts are remembered, least recently used dropped first', () => {
  const { inner, calls } = counting();
  const memo = memoizeClassifier(inner, 2);
  memo.classify('a'); memo.classify('b'); memo.classify('a'); memo.classify('c');
  assert.equal(calls.classify, 3);
  memo.classify('a');
  assert.equal(calls.classify, 3, "'a' was used last, 'b' was dropped");
  memo.classify('b');
  assert.equal(calls.classify, 4);
});
