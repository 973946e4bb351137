import assert from 'node:assert/strict';
import { test } from 'node:test';
import { needQuery } from './need.ts';
import { findSituations, SITUATIONS, situationWords } from './situations.ts';

test('the table is broad and well formed', () => {
  const rows = Object.values(SITUATIONS).flat();
  assert.ok(rows.length >= 400, `${rows.length} situations`);
  assert.ok(Object.keys(SITUATIONS).length >= 9, 'departments');
  for (const [on, add] of rows) {
    assert.ok(on.trim() && !on.includes('||') && !on.startsWith('|') && !on.endsWith('|'), on);
    assert.ok(add.split(',').every((k) => k.trim().length > 1), add);
  }
});

test('a situation brings the kinds of products that serve it, after the need\'s own words', () => {
  const q = (t: string) => needQuery(t).query;
  assert.match(q('Starting CrossFit classes Monday, my running shoes are squishy'), /^starting crossfit .*cross training shoes$/);
  assert.match(q('new office is business casual, what do guys wear on the bottom half'), /chinos$/);
  assert.match(q('moving from Miami to Minneapolis in November'), /winter coat$/);
  assert.doesNotMatch(q('moving from Miami to Minneapolis in November'), /sandals|moving boxes/, 'the cold end of the move decides');
  assert.match(q("we're deep frying a turkey for thanksgiving"), /peanut oil$/);
  assert.match(q("our newborn is stuffy and can't blow her nose"), /nasal aspirator$/);
  assert.match(q('I have a job interview Monday'), /dress shirt$/);
  assert.match(q("we're flying with a 6 month old"), /travel stroller$/);
  assert.match(q('my hamster keeps escaping'), /hamster cage$/);
  assert.equal(needQuery('my hamster keeps escaping').plain, 'hamster escaping', 'plain: the shopper\'s own words');
});

test('inflections match; words whose stem is another word do not', () => {
  assert.ok(findSituations('we went snowboarding last winter').length > 0);
  assert.ok(findSituations('she snowboards').length > 0);
  assert.equal(situationWords('send it back, the box was cold', []).length, 0, '"boxing" is not "box"');
  assert.equal(situationWords('I can never find the TV remote', []).length, 0, '"canning" is not "can"');
  assert.equal(situationWords('tan boots for fall', []).length, 0, 'a colour is not tanning');
  assert.doesNotMatch(needQuery('easter egg hunt for the kids').query, /camo/, 'an egg hunt is not hunting');
});

test('context decides, and a kind the shopper names stays what is searched', () => {
  assert.doesNotMatch(needQuery('flying to denver for work next week').query, /stroller/, 'a baby\'s flight only with a baby');
  assert.doesNotMatch(needQuery('my dog loves hot dogs').query, /cooling/);
  assert.equal(needQuery('I want some yoga pants').query, 'yoga pants', 'pants asked for: no yoga mat');
  assert.equal(needQuery("we camp a lot. i'm shopping for a tent").query, 'camp tent');
  // What the shopper has ("my running shoes") does not stop the situation.
  assert.match(needQuery('my running shoes are squishy and I start crossfit').query, /cross training shoes$/);
  // A remedy said of the very state wins over a wider situation.
  assert.equal(needQuery('the caulk around our bathtub is black with mold').query, 'caulk bathtub with mold remover');
});

test('a kind the shopper already asks for whole keeps the situation out', () => {
  assert.deepEqual(situationWords('i need snorkel set for snorkeling in sardinia', ['snorkel', 'set', 'snorkeling', 'sardinia']), []);
  assert.doesNotMatch(needQuery('i need snorkel set for make snorkeling in Sardegna').query, /water shoes|sunscreen/);
});
