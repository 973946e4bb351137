import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rankPassages, rankPassagesBm25, splitProductIntoPassages, evaluateProductQa } from './index.ts';

const product = {
  title: 'Trail Runner 2 Waterproof Hiking Shoe',
  vendor: 'Acme',
  bulletPoints: ['Waterproof membrane keeps feet dry in rain and puddles', 'Rubber outsole with 5 mm lugs', 'Weight: 12 oz per shoe'],
  descriptionText: 'A light trail shoe for long days.\n\nMade of recycled polyester mesh and leather overlays.',
  attributes: { material: 'polyester, leather', item_weight: '0.75 pounds' },
  options: { Size: ['8', '9', '10'], Color: ['Black', 'Red'] },
  priceText: '$89.00',
};

test('splitProductIntoPassages emits contract sources', () => {
  const ps = splitProductIntoPassages(product);
  const sources = new Set(ps.map((p) => p.source));
  for (const s of ['title', 'attribute', 'bullet', 'description', 'option', 'price']) assert.ok(sources.has(s as never), s);
  assert.ok(ps.some((p) => p.text === 'item weight: 0.75 pounds'));
  assert.ok(ps.some((p) => p.text.includes('8, 9, 10')));
});

test('rankPassages answers attribute questions with synonyms and unit cues', () => {
  const ps = splitProductIntoPassages(product);
  assert.match(rankPassages('is it waterproof?', ps)[0].text, /Waterproof membrane/);
  assert.match(rankPassages('how heavy is it?', ps)[0].text, /oz|pounds/);
  assert.match(rankPassages('what is it made of?', ps)[0].text, /polyester/);
  assert.match(rankPassages('what sizes do you have', ps)[0].text, /size options/);
  assert.equal(rankPassages('how much does it cost?', ps)[0].source, 'price');
  const r = rankPassages('anything', []);
  assert.deepEqual(r, []);
});

test('evaluateProductQa computes p@1 and nDCG', () => {
  const rows = [
    { qid: '1', question: 'is it red', candidate: 'color: red', source: 'attribute', label: 2 },
    { qid: '1', question: 'is it red', candidate: 'nice shoe overall, very comfy', source: 'review', label: 0 },
  ];
  const s = evaluateProductQa(rows, rankPassagesBm25);
  assert.equal(s.questions, 1);
  assert.equal(s['p@1'], 1);
  assert.equal(s.ndcg, 1);
});
