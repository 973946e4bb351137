import assert from 'node:assert/strict';
import { test } from 'node:test';
import { featurizeUtterance } from './features.ts';
import { supersensesOf, wordnetSenses } from './wordnet.ts';

test('WordNet supersenses: most frequent senses, base forms by morphy rules, collocations, unknown words', () => {
  assert.ok(supersensesOf('swimsuit').includes('noun.artifact'));
  assert.ok(supersensesOf('shoes').includes('noun.artifact'), 'plural read as "shoe", not the idiom "shoes"');
  assert.ok(supersensesOf('knives').includes('noun.artifact'));
  assert.ok(supersensesOf('feet').includes('noun.body'));
  assert.deepEqual([...supersensesOf('vacation')].sort(), ['noun.act', 'noun.time']);
  assert.deepEqual(supersensesOf('zzqxv'), []);
  assert.ok(wordnetSenses('credit_card').some((s) => s.pos === 'n'));
  const f = featurizeUtterance('my credit card was declined');
  assert.equal(f['s:noun.possession'], 1, 'two-word collocation "credit card"');
  assert.equal(f['w:card'], 1);
  assert.ok(f['c:<ca'] > 0 && f['c:<ca'] < 1, 'character trigrams are weighted down');
  assert.equal(f['s:noun.quantity'], undefined, 'function words ("my") get no sense');
});
