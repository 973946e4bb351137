/** Pure parts of search's reading of a query: kind categories, held words, catalog spellings, EU shoe sizes. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SearchConstraints } from '../contracts.ts';
import { filterConstraints, heldWordsKept, kindCategories, titleSizePattern } from './search.ts';
import { rankStem } from './rerank.ts';
import { catalogSpelling, type StoreVocabulary } from './store-vocabulary.ts';

test('kindCategories: the categories that name the query\'s kind rank it, else all it names', () => {
  assert.deepEqual(kindCategories(['Women', 'Flats'], rankStem('flats')), ['Flats']);
  assert.deepEqual(kindCategories(['Men', 'Dresses', 'Shoes'], rankStem('shoes')), ['Shoes']);
  assert.deepEqual(kindCategories(['Women', 'Headphones, Earbuds & Accessories'], rankStem('earbuds')), ['Headphones, Earbuds & Accessories']);
  assert.deepEqual(kindCategories(['Women', 'Bags'], rankStem('duffel')), ['Women', 'Bags'], 'no category names the kind');
  assert.deepEqual(kindCategories(['Flats'], rankStem('flats')), ['Flats']);
  assert.deepEqual(kindCategories(['Women', 'Flats'], null), ['Women', 'Flats']);
});

test('heldWordsKept: words naming a category of the store are not soft words', () => {
  assert.deepEqual(heldWordsKept([['flat', 'womens']], ['Flats', 'Shoes', 'Women']), []);
  assert.deepEqual(heldWordsKept([['cozy'], ['cozy', 'for', 'women']], ['Women']), [['cozy'], ['cozy', 'for']]);
  assert.deepEqual(heldWordsKept([['womens'], ['womens', 'for', 'school']], ['Women']), [['for', 'school']]);
  assert.deepEqual(heldWordsKept([['cozy']], []), [['cozy']]);
});

/** A vocabulary with only what catalogSpelling and filterConstraints read. */
function vocabOf(lexicon: Record<string, number>, titles: string[] = []): StoreVocabulary {
  return { language: 'en', lexicon: new Map(Object.entries(lexicon)), filter: { titleLower: titles } } as unknown as StoreVocabulary;
}

test('catalogSpelling: a spelling variant the catalog uses far more often, never another word near in spelling', () => {
  const v = vocabOf({ duffel: 29, duffels: 21, duffle: 2, color: 665, colour: 18, jewelry: 1952, jewellery: 1, pajamas: 11, cozy: 82, cosy: 3,
    organizer: 105, grey: 251, gray: 141, in: 3782, inch: 876, slip: 382, strip: 84, fit: 1180, suit: 172, gold: 214, golden: 32 });
  assert.equal(catalogSpelling(v, 'duffle'), 'duffel');
  assert.equal(catalogSpelling(v, 'duffles'), 'duffels');
  assert.equal(catalogSpelling(v, 'colour'), 'color');
  assert.equal(catalogSpelling(v, 'jewellery'), 'jewelry');
  assert.equal(catalogSpelling(v, 'pyjamas'), 'pajamas');
  assert.equal(catalogSpelling(v, 'cosy'), 'cozy');
  assert.equal(catalogSpelling(v, 'organiser'), 'organizer');
  // The catalog says both: each stays. Synonyms that are other words stay.
  assert.equal(catalogSpelling(v, 'grey'), null);
  assert.equal(catalogSpelling(v, 'gray'), null);
  for (const w of ['inch', 'strip', 'suit', 'golden', 'duffel', 'color']) assert.equal(catalogSpelling(v, w), null, w);
  // Too rare in the catalog to be its spelling.
  assert.equal(catalogSpelling(vocabOf({ duffel: 2 }), 'duffle'), null);
  assert.equal(catalogSpelling({ ...vocabOf({ duffel: 29 }), language: 'es' } as StoreVocabulary, 'duffle'), null);
});

const constraints = (text: string, sizes: string[]): SearchConstraints => ({ text, sizes, colors: [], brands: [], categories: [], minPriceCents: null, maxPriceCents: null, inStock: false });

test('filterConstraints: an EU shoe size also as its US sizes in a catalog that writes US shoe sizes', () => {
  const us = vocabOf({}, ['ugg women\'s tasman slipper, chestnut, 8 b(m) us', 'merrell men\'s jungle moc, 10 m us', 'birkenstock gizeh sandal 38 r eu', 'mug']);
  const eu = vocabOf({}, ['birkenstock gizeh sandal 38 r eu', 'birkenstock arizona 40 eu', 'merrell men\'s jungle moc, 10 m us']);
  assert.deepEqual(filterConstraints(constraints('womens sneakers', ['EU 38']), us).sizes, ['EU 38', '7.5', '7']);
  assert.deepEqual(filterConstraints(constraints('mens boots', ['EU 44']), us).sizes, ['EU 44', '11', '10.5', '11.5']);
  assert.deepEqual(filterConstraints(constraints('womens sneakers', ['EU 38']), eu).sizes, ['EU 38', '38'], 'the catalog writes EU sizes');
  assert.deepEqual(filterConstraints(constraints('jeans', ['38']), us).sizes, ['38'], 'not a shoe size');
});

test('titleSizePattern: EU sizes as titles say them, US sizes with a width in brackets', () => {
  const eu38 = new RegExp(titleSizePattern(['EU 38']));
  for (const t of ['birkenstock gizeh sandal 38 r eu', 'trainers (uk 5 us 7.5 eu 38, grey)', 'sandal eur 38', 'sneakers 38eu']) assert.ok(eu38.test(t), t);
  for (const t of ['trainers (uk 5 us 7.5 eu 38.5, grey)', 'belt, black 38', 'sandal 138 eu']) assert.ok(!eu38.test(t), t);
  assert.ok(new RegExp(titleSizePattern(['8'])).test("ugg women's coquette slipper - 8 b(m) us"));
});

test('catalogSpelling: a shopper\'s word for whom clothing is for, as the catalog says it', () => {
  const v = vocabOf({ women: 1304, ladies: 36, men: 907, gents: 1 });
  assert.equal(catalogSpelling(v, 'ladies'), 'women');
  assert.equal(catalogSpelling(v, 'gents'), 'men');
  assert.equal(catalogSpelling(vocabOf({ ladies: 500, women: 600 }), 'ladies'), null, 'a catalog that says ladies keeps it');
});
