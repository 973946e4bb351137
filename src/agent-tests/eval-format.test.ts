import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkTurn, functionWordCounts, leadTitleWords, ownWords, parseConversations } from './eval-format.ts';

const cards = [
  { id: 'a', title: 'Soundcore Life Q20 Hybrid Noise Cancelling Headphones', priceCents: 4999 },
  { id: 'b', title: 'JBL Tune 510BT Wireless On-Ear Headphones', priceCents: 2995 },
  { id: 'c', title: 'Anker Earbuds', priceCents: null },
];

test('parseConversations reads JSON Lines and names the bad line', () => {
  const ok = parseConversations('{"id":"x","turns":[{"say":"hi","expect":{"products":false}}]}\n\n// note\n{"id":"y","turns":[{"say":"mugs"}]}\n');
  assert.equal(ok.length, 2);
  assert.deepEqual(ok[1]!.turns[0]!.expect, {});
  assert.throws(() => parseConversations('{"id":"x","turns":[]}\n'), /line 1/);
  assert.throws(() => parseConversations('{"id":"x","turns":[{"say":"a"}]}\nnot json'), /line 2: not JSON/);
  assert.throws(() => parseConversations('{"id":"x","turns":[{"say":"a","expect":{"colour":"red"}}]}'), /line 1/, 'unknown keys are refused');
  // A regex the checks could not compile is refused when the file is read, not midway through a run (a backslash before a quote is no escape with the u flag).
  assert.throws(() => parseConversations('{"id":"x","turns":[{"say":"a"}]}\n{"id":"y","turns":[{"say":"a","expect":{"title_re":"9\\\\\\""}}]}'), /line 2: turns\.0\.expect\.title_re: not a valid regular expression/);
});

test('checkTurn: products, titles, prices and text', () => {
  const answer = { text: 'Here are some headphones.', cards };
  assert.deepEqual(checkTurn({ products: true, title_re: 'HEADPHONE', max_price: 50, min_price: 29 }, answer, null), []);
  assert.equal(checkTurn({ products: false }, answer, null).length, 1);
  assert.equal(checkTurn({ title_re: 'earbud' }, answer, null).length, 0, 'one of the first three');
  assert.equal(checkTurn({ all_title_re: 'headphone' }, answer, null).length, 1);
  assert.equal(checkTurn({ max_price: 40 }, answer, null).length, 1, 'a priced card over the bound');
  assert.equal(checkTurn({ min_price: 30 }, answer, null).length, 1);
  assert.equal(checkTurn({ all_title_re: 'x' }, { text: '', cards: [] }, null).length, 1, 'no cards cannot all match');
  assert.equal(checkTurn({ text_re: 'some head' }, answer, null).length, 0);
  assert.equal(checkTurn({ not_text_re: 'order (number|#)' }, { text: 'What is your order number?', cards: [] }, null).length, 1);
});

test('checkTurn: ref_prev by the first three title words or by the first card', () => {
  assert.deepEqual(leadTitleWords('JBL Tune 510BT Wireless'), ['jbl', 'tune', '510bt']);
  assert.deepEqual(checkTurn({ ref_prev: 2 }, { text: 'The **JBL Tune 510BT** is wireless.', cards: [] }, cards), []);
  assert.deepEqual(checkTurn({ ref_prev: 2 }, { text: 'Here it is.', cards: [cards[1]!] }, cards), []);
  assert.equal(checkTurn({ ref_prev: 1 }, { text: 'The JBL Tune is wireless.', cards: [] }, cards).length, 1);
  assert.equal(checkTurn({ ref_prev: 4 }, { text: 'x', cards: [] }, cards).length, 1);
  assert.equal(checkTurn({ ref_prev: 1 }, { text: 'x', cards: [] }, null).length, 1);
});

test('checkTurn: lang counts function words of the answer\'s own words', () => {
  assert.deepEqual(ownWords('Mira **the best deals** [link](https://x.y) 12,99 “quoted words” y más'), ['mira', 'y', 'más']);
  const es = 'Aquí tienes las mejores opciones para ti: **Wireless Earbuds for the gym**. ¿Quieres más detalles de alguno?';
  assert.deepEqual(checkTurn({ lang: 'es' }, { text: es, cards: [] }, null), []);
  assert.equal(checkTurn({ lang: 'fr' }, { text: es, cards: [] }, null).length, 1);
  assert.equal(checkTurn({ lang: 'es' }, { text: 'Here are the best matches for you and your dog.', cards: [] }, null).length, 1);
  assert.ok(functionWordCounts('Voici les meilleurs choix pour vous et votre chien.').fr >= 4);
});
