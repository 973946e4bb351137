import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { esciHandle, htmlToText, isCurrencyCode, numberToCents, parsePriceToCents, slugify } from './normalize.ts';

test('slugify transliterates letters and keeps the Shopify CSV conversion\'s separators and length', () => {
  assert.equal(slugify('Crème brûlée'), 'creme-brulee');
  assert.equal(slugify('Cre\u0300me bru\u0302le\u0301e'), 'creme-brulee', 'decomposed accents too');
  assert.equal(slugify('  --Hello,  World!-- '), 'hello-world');
  assert.equal(slugify("Tom & Jerry's iPhone 15"), 'tom-jerry-s-iphone-15', 'punctuation is a separator, as in the CSV');
  assert.equal(slugify('日本茶'), '', 'no Latin transliteration');
  assert.equal(slugify(`${'a'.repeat(59)} bc`), 'a'.repeat(59), 'cut to 60 with no trailing "-"');
  assert.equal(slugify('Crème brûlée', 5), 'creme');
  assert.equal(esciHandle('The Book of Dragons: An Anthology', '006287716X'), 'the-book-of-dragons-an-anthology-006287716x');
  assert.equal(esciHandle('How to Train Your Dragon: The Complete Series: Paperback Gift Set', '0316347000'), 'how-to-train-your-dragon-the-complete-series-paperback-gift-0316347000');
  // The CSV has `w-sthof-gourmet-…` here: its conversion dropped accented letters.
  assert.equal(esciHandle('Wüsthof Gourmet Knife Block Set, One Size, Beechwood Block, Stainless Knives', 'B0009NMW0Y'), 'wuesthof-gourmet-knife-block-set-one-size-beechwood-block-st-b0009nmw0y');
  assert.equal(esciHandle('!!!', 'B01'), 'b01');
});

test('ESCI handles equal the Shopify CSV\'s handles for every title without accented letters', async () => {
  const data = fileURLToPath(new URL('../../../data/esci_catalog/', import.meta.url));
  const titles = new Map<string, string>();
  for (const line of gunzipSync(readFileSync(`${data}products.jsonl.gz`)).toString('utf8').split('\n')) {
    if (line) { const r = JSON.parse(line) as { product_id: string; title: string }; titles.set(r.product_id, r.title); }
  }
  const rows = parse(gunzipSync(readFileSync(`${data}shopify_products.csv.gz`)), { columns: true }) as Record<string, string>[];
  let same = 0;
  const differ: string[] = [];
  for (const row of rows) {
    const title = titles.get(row['Variant SKU']);
    assert.ok(title !== undefined, row['Variant SKU']);
    if (esciHandle(title, row['Variant SKU']) === row.Handle) same++;
    else differ.push(title);
  }
  assert.equal(rows.length, 6764);
  assert.ok(differ.every((t) => /[^\p{ASCII}]/u.test(t)), 'only titles with letters outside ASCII differ');
  assert.equal(same, 6730);
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
  assert.equal(r.markdown, 'Soft & warm.\n\n- Cotton\n- Machine wash');
  assert.deepEqual(htmlToText(''), { text: '', prose: '', listItems: [], markdown: '' });
});

test('htmlToText gives a policy page as plain Markdown: paragraphs, headings, list items, line breaks; no inline markup', () => {
  const html = '<h2>Returns</h2><p>Within <strong>30 days</strong>, see <a href="/x">our page</a>.</p><ul><li>Unused<br>with tags</li><li>Receipt</li></ul>'
    + '<div>Shop<br>12 Main St</div><style>p{}</style>';
  assert.equal(htmlToText(html).markdown, '## Returns\n\nWithin 30 days, see our page.\n\n- Unused with tags\n- Receipt\n\nShop\n\n12 Main St');
});
