import assert from 'node:assert/strict';
import { test } from 'node:test';
import { corpusOfTexts, MAX_CHUNK_CHARS, corpusOfWordCounts, evaluateProductQa, passageFeatures, PASSAGE_FEATURES, rankPassages, rankPassagesBm25, splitProductIntoPassages } from './index.ts';

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

test('long descriptions are cut at sentence ends, and a decimal point is not one', () => {
  // 385 characters, so that a splitter that ends a sentence at "3." would close a chunk on "It weighs 3."
  const filler = `${'Sturdy frame for everyday use. '.repeat(12)}Holds 25 kg. `;
  assert.equal(filler.length, 385);
  const descriptionText = `${filler}It weighs 3.5 lbs and folds flat for storage. Fits e.g. cotton or wool covers. Wipe clean.`;
  const chunks = splitProductIntoPassages({ ...product, descriptionText }).filter((p) => p.source === 'description').map((p) => p.text);
  assert.ok(chunks.length > 1, 'the paragraph is longer than MAX_CHUNK_CHARS');
  assert.ok(chunks.every((c) => c.length <= MAX_CHUNK_CHARS));
  assert.ok(chunks.some((c) => c.startsWith('It weighs 3.5 lbs and folds flat for storage. Fits e.g. cotton or wool covers.')), chunks.join(' | '));
  assert.ok(!chunks.some((c) => /\d\.$/.test(c)), chunks.join(' | '));
  assert.equal(chunks.join(' ').replace(/\s+/g, ' '), descriptionText.replace(/\s+/g, ' ').trim());
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

test('evaluateProductQa: p@1_answerable counts questions with a label-2 candidate; file order does not leak', () => {
  const rows = [
    { qid: '1', question: 'zzz', candidate: 'alpha', source: 'review', label: 2 },
    { qid: '1', question: 'zzz', candidate: 'beta', source: 'review', label: 0 },
    { qid: '2', question: 'is it red', candidate: 'color: red', source: 'attribute', label: 1 },
    { qid: '2', question: 'is it red', candidate: 'nice', source: 'review', label: 0 },
  ];
  const keepOrder = (_q: string, ps: { text: string; source: string }[]) => ps.map((p) => ({ ...p, score: 0 }));
  const a = evaluateProductQa(rows, keepOrder);
  const b = evaluateProductQa([...rows].reverse(), keepOrder);
  assert.deepEqual(a, b, 'an order-keeping ranker scores the same whatever the file order');
  assert.equal(a.answerable, 1);
  assert.equal(a['p@1_answerable'], a['p@1'] * 2);
});

test('passage features: corpus IDF, title words and the answered question of a Q&A', () => {
  const corpus = corpusOfTexts(['the strap is leather', 'the strap is nylon', 'strap', 'leather', 'strap buckle']);
  assert.equal(corpus.documents, 5);
  assert.equal(corpus.df('strap'), 4);
  const fromCounts = corpusOfWordCounts([['straps', 3], ['strap', 2]], 4);
  assert.equal(fromCounts.df('strap'), 4, 'counts of one stem add up, capped at documents');
  const ps = [{ text: 'The buckle is solid brass.', source: 'review' }, { text: 'Great watch. Question: is the strap leather?', source: 'cqa' }];
  const f = passageFeatures('is the buckle brass?', ps, { title: 'Leather Watch Strap', corpus });
  const col = (name: (typeof PASSAGE_FEATURES)[number]) => PASSAGE_FEATURES.indexOf(name);
  assert.equal(f.length, 2);
  assert.equal(f[0]!.length, PASSAGE_FEATURES.length);
  assert.equal(f[0]![col('coverage')], 1);
  assert.equal(f[0]![col('non_title_coverage')], 1);
  assert.equal(f[1]![col('cqa_question_coverage')], 0);
  assert.ok(f[0]![col('global_idf_coverage')] > f[1]![col('global_idf_coverage')]);
});
