import assert from 'node:assert/strict';
import { test } from 'node:test';
import { esciHandle, htmlToText, isCurrencyCode, numberToCents, parsePriceToCents, slugify } from './normalize.ts';

test('slugify and ESCI handles match the Shopify CSV conversion', () => {
  assert.equal(esciHandle('The Book of Dragons: An Anthology', '006287716X'), 'the-book-of-dragons-an-anthology-006287716x');
  assert.equal(esciHandle('How to Train Your Dragon: The Complete Series: Paperback Gift Set', '0316347000'), 'how-to-train-your-dragon-the-complete-series-paperback-gift-0316347000');
  assert.equal(esciHandle('Wüsthof Gourmet Knife Block Set, One Size, Beechwood Block, Stainless Knives', 'B0009NMW0Y'), 'w-sthof-gourmet-knife-block-set-one-size-beechwood-block-sta-b0009nmw0y');
  assert.equal(slugify('  --Hello,  World!-- '), 'hello-world');
  assert.equal(esciHandle('!!!', 'B01'), 'b01');
});

test('prices parse to integer cents without floating point error', () => {
  assert.equal(parsePriceToCents('19.99'), 1999);
  assert.equal(parsePriceToCents('20'), 2000);
  assert.equal(parsePriceToCents('0.1'), 10);
  assert.equal(parsePriceToCents('1,299.00'), 129900);
  assert.equal(parsePriceToCents('1500', 'JPY'), 1500);
  assert.equal(parsePriceToCents(''), null);
  assert.equal(parsePriceToCents(undefined), null);
  assert.deepEqual(parsePriceToCents('-5'), { error: 'negative price "-5"' });
  assert.ok(typeof parsePriceToCents('abc') === 'object');
  assert.ok(typeof parsePriceToCents('1.999') === 'object');
  assert.equal(parsePriceToCents('1.990'), 199);
  assert.equal(numberToCents(32.9), 3290);
  assert.equal(numberToCents(null), null);
  assert.ok(typeof numberToCents(-1) === 'object');
});

test('currencies follow ISO 4217 (Intl data)', () => {
  assert.ok(isCurrencyCode('USD'));
  assert.ok(isCurrencyCode('EUR'));
  assert.ok(!isCurrencyCode('usd'));
  assert.ok(!isCurrencyCode('XYZ'));
});

test('htmlToText keeps prose apart from list items and decodes entities', () => {
  const r = htmlToText('<p>Soft &amp; warm.</p><ul><li>Cotton</li><li> Machine  wash </li></ul><script>x()</script>');
  assert.equal(r.prose, 'Soft & warm.');
  assert.deepEqual(r.listItems, ['Cotton', 'Machine wash']);
  assert.equal(r.text, 'Soft & warm.\nCotton\nMachine wash');
  assert.deepEqual(htmlToText(''), { text: '', prose: '', listItems: [] });
});
