import assert from 'node:assert/strict';
import { test } from 'node:test';
import { wordnetSynonyms } from './wordnet.ts';

test('wordnetSynonyms reads synonyms of frequent senses from the WordNet files', () => {
  assert.ok(wordnetSynonyms('sofa').includes('couch'));
  assert.ok(wordnetSynonyms('sofas').includes('couch'), 'plural base form');
  assert.ok(wordnetSynonyms('shipping').includes('transport'));
  assert.deepEqual(wordnetSynonyms('xqzzv'), []);
  assert.ok(!wordnetSynonyms('dog').includes('dog'));
});
