/**
 * A catalog written in Spanish (data/spanish_catalog/tienda_es.csv): Spanish stemming in its search vectors and
 * queries, English words mapped to its words by the shopping lexicon read the other way, colours and sizes in Spanish,
 * the language changed after the fact (the products re-indexed), and the mapping itself on a small vocabulary.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '../../../test/support/db.ts';
import { createStore } from '../../stores/index.ts';
import { getCatalogLanguage, setCatalogLanguage } from '../catalog-settings.ts';
import { importCatalogFile } from '../import/import-catalog.ts';
import { getProductDetail } from '../products.ts';
import { catalogColorSpellings, catalogSizeSpellings, constraintWordsToEnglish, emptyForeignTable, foreignTableOf, toCatalogLanguage, type CatalogWords } from './catalog-language.ts';
import { searchProducts } from './search.ts';
import { getStoreVocabulary } from './store-vocabulary.ts';

const DATA = fileURLToPath(new URL('../../../data/', import.meta.url));
const SPANISH = path.join(DATA, 'spanish_catalog', 'tienda_es.csv');
const database = await createTestDatabase('empty');
const tienda = await createStore(database, { handle: 'tienda-es', name: 'Tienda', currency: 'EUR', locale: 'es-ES' });
const report = await importCatalogFile(database, { storeId: tienda.id, filePath: SPANISH, language: 'es' });

const search = (query: string, limit = 5) => searchProducts(database, { storeId: tienda.id, currency: 'EUR', query, limit });
const titles = async (query: string, limit = 5) => (await search(query, limit)).products.map((p) => p.title);

test('the Spanish fixture imports whole, as a Spanish catalog stemmed by the spanish configuration', async () => {
  assert.equal(report.products, 80);
  assert.equal(report.failed, 0);
  assert.equal(await getCatalogLanguage(database, tienda.id), 'es');
  const { rows } = await database.pool.query<{ sv: string }>("SELECT search_vector::text AS sv FROM products WHERE store_id = $1 AND handle = 'auriculares-deportivos-inalambricos'", [tienda.id]);
  assert.match(rows[0]!.sv, /'auricular':1A/, 'Snowball Spanish: auriculares → auricular');
  assert.match(rows[0]!.sv, /'inalambr':/, 'inalámbricos, unaccented → inalambr');
  assert.doesNotMatch(rows[0]!.sv, /'de':|'la':|'al':/, 'Spanish stop words are left out');
  assert.equal((await getStoreVocabulary(database, tienda.id)).language, 'es');
});

test('Spanish words find Spanish products, inflected or not', async () => {
  assert.match((await titles('auriculares inalámbricos'))[0]!, /^Auriculares .*inalámbricos/);
  assert.match((await titles('auricular inalambrico'))[0]!, /^Auriculares/, 'singular and without accents');
  assert.match((await titles('mantas'))[0]!, /^Manta/);
  assert.match((await titles('esterilla de yoga'))[0]!, /Esterilla de yoga/);
  assert.match((await titles('botella de agua'))[0]!, /Botella de agua/);
});

test('English words find the same products through the lexicon read the other way', async () => {
  const cases: [string, RegExp][] = [
    ['wireless headphones', /^Auriculares .*inalámbricos/],
    ['headphones', /^Auriculares/],
    ['water bottle', /Botella de agua/],
    ['yoga mat', /Esterilla de yoga/],
    ['kettle', /Hervidor/],
    ['frying pan', /Sartén/],
    ['toothbrush', /Cepillo de dientes/],
    ['sleeping bag', /Saco de dormir/],
    ['tent', /Tienda de campaña/],
    ['dog bed', /Cama para perro/],
    ['running shoes', /Zapatillas de running/],
    ['sunglasses', /Gafas de sol/],
    ['umbrella', /Paraguas/],
    ['board game', /Juego de mesa/],
    ['wool scarf', /Bufanda de lana/],
    ['backpack for school', /Mochila escolar/],
  ];
  for (const [query, title] of cases) {
    const r = await search(query);
    assert.match(r.products[0]?.title ?? '(nothing)', title, `${query} → ${r.products.map((p) => p.title).join(' | ')}`);
    assert.equal(r.partial, false, `${query}: a match, not a partial one`);
  }
});

test('colours, sizes and prices filter a Spanish catalog from English constraints', async () => {
  const black = await search('black backpack');
  assert.equal(black.closest, false);
  assert.equal(black.products[0]?.title, 'Mochila para portátil de 15 pulgadas', 'the school backpack comes in blue and pink only');
  for (const p of black.products) {
    const d = (await getProductDetail(database, tienda.id, p.id))!;
    assert.ok(d.variants.some((v) => /negro/i.test(Object.values(v.optionValues).join(' '))), `${p.title} comes in black (negro)`);
  }
  const cheap = await search('blanket under 30 euros');
  assert.deepEqual(cheap.products.map((p) => p.title), ['Manta polar suave para sofá'], 'the 69 € merino blanket is left out');
  const medium = await search('hoodie size M');
  assert.match(medium.products[0]!.title, /Sudadera/);
  assert.equal(medium.closest, false);
  assert.ok(catalogColorSpellings('es', 'black').includes('negra'));
  assert.ok(catalogSizeSpellings('es', 'S').includes('pequeño'));
});

test('a query in Spanish: its request, price, size and colour words are constraints, not words to match', async () => {
  assert.equal(constraintWordsToEnglish('es', 'Busco auriculares baratos por menos de 30 euros, talla M'), 'i am looking for auriculares cheap under 30 euros, size m');
  const r = await search('¿tenéis mochilas negras por menos de 50 euros?');
  assert.deepEqual(r.constraints.colors, ['black']);
  assert.equal(r.constraints.maxPriceCents, 5000);
  assert.equal(r.products[0]?.title, 'Mochila para portátil de 15 pulgadas');
  assert.equal(r.closest, false);
  const shoes = await search('zapatillas de running talla 42');
  assert.deepEqual(shoes.constraints.sizes, ['EU 42'], 'a footwear size of 30-50 is an EU size');
  assert.deepEqual(shoes.products.map((p) => p.title), ['Zapatillas de running para hombre'], "the women's pair stops at 40");
});

test('a word nothing in the catalog names is not a match', async () => {
  const r = await search('hammer');
  assert.ok(r.products.length === 0 || r.partial, JSON.stringify(r.products.map((p) => p.title)));
});

test('changing the language of a catalog re-indexes its products', async () => {
  const store = await createStore(database, { handle: 'tienda-later', name: 'Later', currency: 'EUR' });
  await importCatalogFile(database, { storeId: store.id, filePath: SPANISH });
  const vector = async () => (await database.pool.query<{ sv: string }>("SELECT search_vector::text AS sv FROM products WHERE store_id = $1 AND handle = 'manta-polar-sofa'", [store.id])).rows[0]!.sv;
  assert.match(await vector(), /'calentita':/, 'english stemming leaves calentita as it is');
  assert.deepEqual(await setCatalogLanguage(database, store.id, 'es'), { changed: true, reindexed: 80 });
  assert.match(await vector(), /'calentit':/, 'spanish stemming: calentita → calentit');
  assert.doesNotMatch(await vector(), /'de':/, 'and its stop words');
  assert.deepEqual(await setCatalogLanguage(database, store.id, 'es'), { changed: false, reindexed: 0 });
  await assert.rejects(setCatalogLanguage(database, store.id, 'xx'), /not one of/);
});

test('toCatalogLanguage: catalog words stay, phrases first, the most used candidate, English function words left out', () => {
  const words: CatalogWords = {
    language: 'es',
    lexicon: new Map([['auriculares', 3], ['cascos', 1], ['botella', 2], ['agua', 5], ['bluetooth', 2], ['tabla', 1], ['viajes', 1]]),
    postings: new Map(),
    translated: emptyForeignTable(),
  };
  assert.equal(toCatalogLanguage(words, 'headphones').text, 'auriculares');
  assert.equal(toCatalogLanguage(words, 'bluetooth headphones for travel').text, 'auriculares bluetooth viajes');
  assert.equal(toCatalogLanguage(words, 'water bottle').text, 'botella de agua');
  assert.equal(toCatalogLanguage(words, 'cutting board').text, 'cutting board', 'the lexicon has no cutting board');
  const translated = foreignTableOf([{ language: 'en', term: 'tabla', translations: ['board', 'cutting board'] }]);
  assert.equal(toCatalogLanguage({ ...words, translated }, 'cutting boards').text, 'tabla', "the store's translated vocabulary, by stems");
  const english: CatalogWords = { language: 'en', lexicon: new Map([['kettle', 4]]), postings: new Map(), translated: emptyForeignTable() };
  assert.equal(toCatalogLanguage(english, 'hervidor').text, 'hervidor', 'an English catalog without translations: unchanged');
  const withEs = { ...english, translated: foreignTableOf([{ language: 'es', term: 'kettle', translations: ['hervidor', 'hervidor de agua'] }]) };
  assert.equal(toCatalogLanguage(withEs, 'hervidores').text, 'kettle', 'Spanish plural by its Snowball stem');
  assert.equal(toCatalogLanguage(withEs, 'hervidor de agua electric kettle').text, 'kettle electric kettle');
  assert.equal(toCatalogLanguage(withEs, 'kettle 1/2 gallon, stainless').text, 'kettle 1/2 gallon, stainless', 'nothing translated: the text as it was');
  assert.equal(toCatalogLanguage(words, 'water bottle 1.5 l').text, 'botella de agua 1.5 l', 'numbers stay whole');
});
