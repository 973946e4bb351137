import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { INTENTS, loadIntentClassifier, scoreIntents, stratifiedFolds } from './index.ts';

const dir = mkdtempSync(join(tmpdir(), 'aisle-nlu-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('loadIntentClassifier trains once, caches JSON, and classifies shop utterances', async () => {
  const clf = await loadIntentClassifier({ cacheDir: dir });
  const files = readdirSync(dir).filter((f) => f.startsWith('intent-model-'));
  assert.equal(files.length, 1);
  assert.ok(statSync(join(dir, files[0])).size < 20_000_000);
  const again = await loadIntentClassifier({ cacheDir: dir });
  assert.equal(readdirSync(dir).filter((f) => f.startsWith('intent-model-')).length, 1, 'the cached model is reused');
  const cases: [string, string][] = [
    ['where is my order #1001', 'track_order'],
    ['show me running shoes under $50', 'search_products'],
    ['do you have wireless earbuds', 'search_products'],
    ['is this waterproof?', 'product_question'],
    ['hello there', 'small_talk'],
    ['thank you so much', 'small_talk'],
    ['I want to talk to a real person', 'contact_human_agent'],
    ['what is your return policy', 'check_refund_policy'],
    ['what is the weather in paris tomorrow', 'out_of_scope'],
    ['add the first one to my cart', 'add_to_cart'],
    ['I want to check out', 'checkout'],
    ['cancel order 1234567', 'cancel_order'],
    ['transfer $100 from my checking to saving account', 'out_of_scope'],
    ['set a timer for 10 minutes', 'out_of_scope'],
    ['book me a flight to denver on friday', 'out_of_scope'],
    ['my feet are always cold', 'search_products'],
  ];
  let ok = 0;
  for (const [text, intent] of cases) {
    const r = again.classify(text);
    assert.ok(INTENTS.includes(r.intent));
    assert.ok(r.confidence >= 0 && r.confidence <= 1);
    if (r.intent === intent) ok++;
    else console.log('miss', text, r.intent, r.confidence);
  }
  assert.ok(ok >= cases.length - 1, `${ok}/${cases.length}`);
  const ranked = again.rank('is the first one waterproof?');
  assert.equal(new Set(ranked.map((r) => r.intent)).size, INTENTS.length, 'rank() scores every intent once');
  assert.ok(Math.abs(ranked.reduce((a, r) => a + r.score, 0) - 1) < 1e-6, 'scores are probabilities');
  const off = again.classify('what is the capital of australia');
  assert.equal(off.intent, 'out_of_scope');
  assert.ok(off.inScope < 1 - again.offTopicThreshold, `inScope ${off.inScope}`);
  assert.ok(again.classify('do you have wireless earbuds').inScope > 0.9);
  assert.equal(clf.classify('where is order #1001').slots.order_name, '#1001');
  assert.equal(clf.classify('').intent, 'out_of_scope');
  const search = clf.classify('show me red running shoes under $50 in stock');
  assert.equal(search.intent, 'search_products');
  assert.deepEqual(search.slots, { query: 'running shoes', max_price_cents: 5000, colors: 'red', in_stock: 1 });
});

test('scoreIntents and stratifiedFolds', () => {
  assert.deepEqual(scoreIntents(['a', 'a', 'b'], ['a', 'b', 'b']), { n: 3, accuracy: 0.6667, macro_f1: 0.6667 });
  assert.deepEqual(stratifiedFolds(['a', 'a', 'b', 'a'], 2), [0, 1, 0, 0]);
});
