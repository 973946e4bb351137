import assert from 'node:assert/strict';
import { test } from 'node:test';
import { matchAvoidedTopic } from './topics.ts';

test('a message is about a topic when every topic stem occurs in it (any order, stop words ignored)', () => {
  const topics = ['politics', 'competitor prices', 'the'];
  assert.equal(matchAvoidedTopic('What are your political views?', topics), 'politics');
  assert.equal(matchAvoidedTopic('Is this cheaper than the price at your competitor?', topics), 'competitor prices');
  assert.equal(matchAvoidedTopic("What are the competitor's prices?", topics), 'competitor prices');
  assert.equal(matchAvoidedTopic('What is the price of the blue mug?', topics), null, 'one stem of two is not enough');
  assert.equal(matchAvoidedTopic('show me the water bottles', topics), null, 'a stop-word-only topic never matches');
  assert.equal(matchAvoidedTopic('anything about politics', []), null);
  assert.equal(matchAvoidedTopic('POLITICS!!', ['Politics']), 'Politics', 'case-insensitive');
});
