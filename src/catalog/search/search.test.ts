import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '../../../test/support/db.ts';
import { SearchProductsResultSchema, type SearchProductsResult } from '../contracts.ts';
import { createStore, getStoreByHandle } from '../../stores/index.ts';
import { formatPrice } from '../format.ts';
import { importCatalogFile } from '../import/import-catalog.ts';
import { getProductDetail, getProductSummaries } from '../products.ts';
import { emptyForeignTable } from './catalog-language.ts';
import { colorSpellings, normalizeText } from './constraints.ts';
import { constraintMatches, explainSearch, orLexemes, RANKING, searchCandidates, searchProducts, storyStrength, titleSizePattern } from './search.ts';
import { float4Value, trigramMatches, trigramsOf, wordSimilarity } from './features.ts';
import { jsRegex } from './constraint-filter.ts';
import { fuseOrders, STORY, storyRanking } from './story.ts';
import { openSearchPool } from '../../db/index.ts';
import { catalogSignature, correctWord, getStoreVocabulary, invalidateStoreVocabulary, parseTsvector, revalidateStoreVocabulary, type StoreVocabulary, VOCABULARY_CACHE_STORES, VOCABULARY_CACHE_WORDS, vocabularyCacheStats } from './store-vocabulary.ts';

const DATA = fileURLToPath(new URL('../../../data/', import.meta.url));
const database = await createTestDatabase('demo');
const demo = await getStoreByHandle(database, 'demo');
const jewels = await createStore(database, { handle: 'jewels', name: 'Jewels', currency: 'USD' });
await importCatalogFile(database, { storeId: jewels.id, filePath: path.join(DATA, 'shopify_samples', 'jewelery.csv') });
await importCatalogFile(database, { storeId: jewels.id, filePath: path.join(DATA, 'shopify_samples', 'apparel.csv') });

const search = (storeId: string, query: string, limit = 10) => searchProducts(database, { storeId, currency: 'USD', query, limit });

/** Check every returned product against every constraint the result claims to enforce. */
async function assertHonours(storeId: string, query: string, r: SearchProductsResult): Promise<void> {
  SearchProductsResultSchema.parse(r);
  const c = r.constraints;
  const relaxed = new Set(r.relaxed);
  assert.equal(r.closest, r.relaxed.length > 0 || r.partial, query);
  for (const [i, s] of r.products.entries()) {
    const d = (await getProductDetail(database, storeId, s.id))!;
    const priceOk = (cents: number | null) => cents !== null && (c.minPriceCents === null || cents >= c.minPriceCents) && (c.maxPriceCents === null || cents <= c.maxPriceCents);
    if ((c.minPriceCents !== null || c.maxPriceCents !== null) && !relaxed.has('price')) {
      assert.ok(priceOk(s.priceCents), `${query}: ${s.title} shows ${s.priceText}`);
      assert.ok(d.variants.some((v) => priceOk(v.priceCents)), `${query}: ${s.title}`);
    }
    if (c.colors.length && !relaxed.has('color')) {
      const hay = normalizeText([d.title, d.attributes.Color ?? '', ...d.variants.flatMap((v) => Object.values(v.optionValues))].join(' | '));
      const ok = c.colors.flatMap(colorSpellings).some((sp) => new RegExp(`(^|[^a-z])${sp.replace(/ /g, '[ -]?')}([^a-z]|$)`).test(hay));
      assert.ok(ok, `${query}: ${s.title} is not ${c.colors.join('/')}`);
    }
    if (c.brands.length && !relaxed.has('brand') && (r.brandMatches === undefined || i < r.brandMatches)) {
      assert.ok(c.brands.some((b) => normalizeText(b) === normalizeText(d.vendor)), `${query}: vendor ${d.vendor}`);
    }
    if (c.inStock && !relaxed.has('in_stock')) {
      assert.ok(d.variants.some((v) => v.available !== false), `${query}: ${s.title} is sold out`);
    }
  }
}

test('honest about the words: no priced running shoe under $50 gives running shoes over it (closest), not socks', async () => {
  const r = await search(demo.id, 'running shoes under $50', 5);
  assert.equal(r.closest, true);
  assert.deepEqual(r.relaxed, ['price']);
  assert.equal(r.partial, false);
  for (const p of r.products) assert.match(p.title, /shoe|sneaker/i, p.title);
  const ok = await search(demo.id, 'water bottle under $20', 5);
  assert.equal(ok.closest, false);
  assert.ok(ok.products.length > 0 && ok.products.every((p) => /bottle/i.test(p.title) && p.priceCents !== null && p.priceCents <= 2000));
  const none = await search(demo.id, 'flux capacitor', 5);
  assert.equal(none.partial, true, 'nothing names a flux capacitor: labelled partial');
  assert.equal(none.closest, true);
});

test('footwear, spellings and kinds: the shopper\'s words as the catalog says them (demo catalog)', async () => {
  // An EU size of footwear filters to EU 38 or the US women's sizes it converts to (7, 7.5), never a belt.
  const eu = await search(demo.id, 'womens sneakers talla 38', 5);
  assert.deepEqual(eu.constraints.sizes, ['EU 38']);
  assert.deepEqual(eu.relaxed, []);
  assert.ok(eu.products.length > 0);
  for (const p of eu.products) assert.match(p.title, /(?:^|[^0-9.])(?:7|7\.5)(?![0-9.])|eu 38(?![0-9.])/i, p.title);
  // "flats" names the kind: flats first, not sunglasses "for Women, Flat Mirrored Lens".
  const flats = await search(demo.id, 'womens flats', 3);
  for (const p of flats.products) assert.match(p.title, /\bflats?\b/i, p.title);
  assert.doesNotMatch(flats.products[0]!.title, /sunglasses/i);
  // "flat" and "womens" hold: a hard constraint (size) is relaxed before them.
  const flatShoes = await search(demo.id, 'black flat shoes womens size 9', 3);
  assert.deepEqual(flatShoes.relaxedWords, []);
  assert.match(flatShoes.products[0]!.title, /wom[ae]n.*\bflats?\b/i);
  // The catalog's spelling: "duffle" finds its duffel bags.
  const duffel = await search(demo.id, 'womens gym duffle', 3);
  assert.match(duffel.products[0]!.title, /duffel/i);
  // An accessory "for … Coffee Grinder" is not a coffee grinder.
  const grinder = await search(demo.id, 'coffee grinder', 3);
  assert.match(grinder.products[0]!.title, /grinder/i);
  assert.doesNotMatch(grinder.products[0]!.title, /brush/i);
  // A count written in words is found as titles write it ("three-ring" binders are "3 Ring" binders), and asking what
  // the store carries of a brand searches the brand.
  const binders = await search(demo.id, 'three-ring binders for school', 3);
  assert.deepEqual(binders.relaxedWords, []);
  assert.match(binders.products[0]!.title, /\b3 ring\b/i);
  const lego = await search(demo.id, 'what lego do you carry', 3);
  assert.deepEqual(lego.relaxed, []);
  for (const p of lego.products) assert.match(p.title, /\blego\b/i, p.title);
  // A bare size after who wears it.
  const dress = await search(demo.id, "men's 10 black lace-up dress shoes", 3);
  assert.deepEqual(dress.constraints.sizes, ['10']);
  assert.match(dress.products[0]!.title, /\b10\b/);
});

test('hard constraints are never violated (many queries, demo catalog)', async () => {
  const queries = [
    'shoes under $50', 'red dress under $30', 'nike running shoes', 'adidas gym bag for women', 'black backpack between $20 and $60',
    'blue', 'white sneakers over $80', 'dog toys under 15 dollars', 'rose gold watch', 'grey hoodie $25-$45', 'headphones < $30',
    'kitchen knife set at least $100', 'pink water bottle', 'lego under $20', 'navy blue rug', 'gift under $10', 'yoga mat in stock',
    'green t-shirt size m', 'amazon basics batteries', 'silver necklace under $40', 'cheap phone case under 12 bucks',
    'skechers shoes for women', 'purple under $5', 'gold earrings', 'coffee mug $10 to $20', 'vitamins under $15', 'black and white wall art',
  ];
  for (const q of queries) await assertHonours(demo.id, q, await search(demo.id, q));
});

test('in stock excludes sold-out variants (inventory 0, policy deny)', async () => {
  for (const q of ['bracelet in stock', 'black bracelet in stock', 'anchor bracelet silver in stock', 'necklace available now']) {
    const r = await search(jewels.id, q);
    assert.equal(r.constraints.inStock, true);
    await assertHonours(jewels.id, q, r);
  }
  // the anchor bracelet's Silver variant has 0 in stock: silver + in stock must not return it as a match
  const r = await search(jewels.id, 'anchor bracelet silver in stock');
  assert.ok(!r.products.some((p) => p.handle === 'leather-anchor') || r.closest);
});

test('typos are tolerated: "runing shoes"', async () => {
  const r = await search(demo.id, 'runing shoes', 10);
  assert.ok(r.products.length >= 5);
  const running = r.products.filter((p) => /running/i.test(p.title)).length;
  assert.ok(running >= 5, `only ${running} running shoes: ${r.products.map((p) => p.title).join(' | ')}`);
  const r2 = await search(demo.id, 'bluetooth headphnes');
  assert.ok(r2.products.slice(0, 5).every((p) => /head(phone|set)|earbud/i.test(p.title)), r2.products.map((p) => p.title).join(' | '));
});

test('words run together or written without their hyphen find the store\'s words: "firestick", "ecloth"', async () => {
  const fire = await search(demo.id, 'firestick', 5);
  assert.ok(fire.products.length === 5 && fire.products.every((p) => /fire/i.test(p.title) && /stick/i.test(p.title)), fire.products.map((p) => p.title).join(' | '));
  // A two-letter part common in the store ("tv"), and the typo read with the words the split found ("stik": stick).
  const tv = await search(demo.id, 'firetv stik', 5);
  assert.ok(tv.products.length === 5 && tv.products.every((p) => /fire tv/i.test(p.title) && /stick/i.test(p.title)), tv.products.map((p) => p.title).join(' | '));
  const cloth = await search(demo.id, 'ecloth', 5);
  assert.ok(cloth.products.length === 5 && cloth.products.every((p) => /e-cloth/i.test(p.title)), cloth.products.map((p) => p.title).join(' | '));
});

test('a brand with few products: only its products, or with fill the page goes on with other brands after them', async () => {
  const plain = await search(demo.id, 'minglife led strip lights', 5);
  assert.ok(plain.products.length >= 1 && plain.products.every((p) => /minglife/i.test(p.vendor)), plain.products.map((p) => p.vendor).join(' | '));
  assert.equal(plain.brandMatches, undefined);
  const filled = await searchProducts(database, { storeId: demo.id, currency: 'USD', query: 'minglife led strip lights', limit: 5, fill: true });
  await assertHonours(demo.id, 'minglife led strip lights', filled);
  assert.equal(filled.brandMatches, plain.products.length);
  assert.equal(filled.products.length, 5);
  assert.deepEqual(filled.products.slice(0, plain.products.length).map((p) => p.id), plain.products.map((p) => p.id));
  for (const p of filled.products.slice(plain.products.length)) {
    assert.doesNotMatch(p.vendor, /minglife/i);
    assert.match(p.title, /led/i);
    assert.match(p.title, /strip|tape|rope/i);
  }
  assert.equal(filled.closest, false);
});

test('a brand asked for: the products whose titles name it come before the same maker\'s that do not', async () => {
  const r = await search(demo.id, 'deck box from ultimate guard', 8);
  assert.ok(r.products.length >= 4 && r.products.every((p) => /ultimate guard/i.test(p.vendor)), r.products.map((p) => p.vendor).join(' | '));
  const named = r.products.map((p) => /ultimate guard/i.test(p.title));
  assert.ok(named[0], r.products.map((p) => p.title).join(' | '));
  assert.deepEqual(named, [...named].sort((a, b) => Number(b) - Number(a)), 'named titles first');
});

test('namesKind: the words\' head noun is one of the store\'s categories', async () => {
  const kind = async (query: string) => (await explainSearch(database, { storeId: demo.id, currency: 'USD', query, limit: 3 })).namesKind;
  assert.equal(await kind('switch toothpaste with fluoride'), true);
  assert.equal(await kind('outdoor ceiling fans'), true);
  assert.equal(await kind('book a flight'), false, 'names the Books category, but is about a flight');
  assert.equal(await kind('car insurance'), false);
});

test('emphasis: the words a refinement added come first in titles that say them (one root: granular, granulated)', async () => {
  const plain = await search(demo.id, 'monk fruit sweetener granular', 5);
  const r = await searchProducts(database, { storeId: demo.id, currency: 'USD', query: 'monk fruit sweetener granular', limit: 5, emphasis: 'granular' });
  const said = (ps: SearchProductsResult['products']) => ps.filter((x) => /granul/i.test(x.title)).length;
  assert.ok(said(r.products) >= 4 && said(r.products) > said(plain.products), r.products.map((x) => x.title).join(' | '));
  assert.ok(r.products.slice(0, said(r.products)).every((x) => /granul/i.test(x.title)), 'titled ones first');
  assert.equal(r.total, plain.total, 'the same matches, ordered');
});

test('emphasis with the kind shown: titles of the kind that say the phrase\'s rarest word, never one that says only a common word', async () => {
  const r = await searchProducts(database, { storeId: demo.id, currency: 'USD', query: 'grain free dog treats', limit: 5, emphasis: ['grain free'], emphasisKind: 'chews', wantedOnly: true });
  assert.ok(r.products.every((x) => /grain.free/i.test(x.title)), r.products.map((x) => x.title).join(' | '));
  const halter = await searchProducts(database, { storeId: demo.id, currency: 'USD', query: 'halter neck one piece swimsuit', limit: 5, emphasis: ['halter neck'], emphasisKind: 'swimsuit', wantedOnly: true });
  assert.ok(halter.products.every((x) => /halter/i.test(x.title)), halter.products.map((x) => x.title).join(' | '));
  assert.ok(halter.products.slice(0, 3).every((x) => /swimsuit/i.test(x.title)), 'the kind shown first');
});

test('emphasis: a misspelt word as the store writes it; a phrase too few titles say whole, cut to the part the best results say', async () => {
  const glasses = await searchProducts(database, { storeId: demo.id, currency: 'USD', query: 'wine glasses stemles', limit: 5, emphasis: 'stemles', emphasisKind: 'glasses', wantedOnly: true });
  assert.ok(glasses.products.every((x) => /stemless/i.test(x.title)), glasses.products.map((x) => x.title).join(' | '));
  const boxes = await searchProducts(database, { storeId: demo.id, currency: 'USD', query: 'card deck box 100 sleeved cards', limit: 5, emphasis: '100 sleeved cards', emphasisKind: 'box', wantedOnly: true });
  assert.ok(boxes.products.every((x) => /\b100 cards?\b/i.test(x.title)), boxes.products.map((x) => x.title).join(' | '));
});

test('emphasis of what a product lacks: said together ("fluoride free", "without light"), not its words anywhere', async () => {
  const r = await searchProducts(database, { storeId: demo.id, currency: 'USD', query: 'toothpaste without fluoride', limit: 5, emphasis: ['fluoride free', 'without fluoride'], wantedOnly: true });
  assert.ok(r.products.slice(0, 3).every((x) => /fluoride.free/i.test(x.title)), r.products.map((x) => x.title).join(' | '));
  const fans = await searchProducts(database, { storeId: demo.id, currency: 'USD', query: 'indoor fan without light', limit: 5, emphasis: ['without light'], wantedOnly: true });
  assert.ok(fans.products.every((x) => /\bfan\b/i.test(x.title)), fans.products.map((x) => x.title).join(' | '));
});

test('emphasis alternatives: products whose titles say one of the kinds come first, the matches unchanged', async () => {
  const query = 'hunched over laptop and controller for five hours back wrecked dj stand laptop stand';
  const plain = await search(demo.id, query, 5);
  const r = await searchProducts(database, { storeId: demo.id, currency: 'USD', query, limit: 5, emphasis: ['dj stand', 'dj table'] });
  const said = (ps: SearchProductsResult['products']) => ps.filter((x) => /\bdj\b/i.test(x.title) && /stand|table/i.test(x.title)).length;
  assert.ok(said(r.products) > said(plain.products), r.products.map((x) => x.title).join(' | '));
  assert.ok(r.products.slice(0, said(r.products)).every((x) => /\bdj\b/i.test(x.title)), 'titled ones first');
  assert.equal(r.total, plain.total);
});

test('kinds: among the best by score, titles that name a situation\'s kind come first; the others stay after them', async () => {
  const query = 'long runs feet swollen and stand tight open slip walk home house recovery sandals slide sandals';
  const plain = await search(demo.id, query, 10);
  const r = await searchProducts(database, { storeId: demo.id, currency: 'USD', query, limit: 10, kinds: ['slide sandals', 'recovery sandals'] });
  const flat = (t: string) => /\bslides?\b.*\bsandals?\b|\bsandals?\b.*\bslides?\b|recovery sandal/i.test(t);
  assert.ok(!flat(plain.products[0]!.title) && flat(r.products[0]!.title), `${plain.products[0]!.title} → ${r.products[0]!.title}`);
  assert.deepEqual(new Set(r.products.map((p) => p.id)), new Set(plain.products.map((p) => p.id)), 'the same best ten, reordered');
  assert.ok(r.products.some((p) => !flat(p.title)), 'products that do not name a kind stay');
  assert.equal(r.total, plain.total);
});

test('kinds: when none of the best ten names one, the best few further down that do come first', async () => {
  const query = 'last winter lost power swore again able phones charged under $60 flashlight power bank rechargeable lantern';
  const r = await searchProducts(database, { storeId: demo.id, currency: 'USD', query, limit: 5, kinds: ['rechargeable lantern', 'power bank', 'flashlight'] });
  assert.match(r.products[0]!.title, /flashlight|lantern|power bank/i, r.products.map((p) => p.title).join(' | '));
});

test('"without" a word ranks products whose titles name it below those that leave it out', async () => {
  const r = await search(demo.id, 'cat treats without chicken', 8);
  const names = r.products.filter((p) => /chicken/i.test(p.title) && !/(no|without|non)[ -]chicken|chicken[ -]free/i.test(p.title));
  assert.ok(names.length <= 2, r.products.map((p) => p.title).join(' | '));
  assert.ok(r.products.filter((p) => /cat/i.test(p.title) && /treat/i.test(p.title)).length >= 6, r.products.map((p) => p.title).join(' | '));
});

test('nothing meets every constraint -> closest items, labelled, softest constraint relaxed first', async () => {
  const r = await search(demo.id, 'nike running shoes under $1');
  assert.equal(r.closest, true);
  assert.ok(r.relaxed.includes('price'));
  assert.ok(r.products.length > 0);
  const sized = await search(demo.id, 'adidas backpack size xl');
  assert.equal(sized.closest, true);
  assert.deepEqual(sized.relaxed, ['size']);
  assert.ok(sized.products.every((p) => p.vendor.toLowerCase() === 'adidas'));
  // "brother" reads as the Brother brand, and no Brother product shares the other words even with it relaxed alone:
  // the best matches of the words with every constraint dropped, said as relaxed — never nothing.
  const brother = await search(demo.id, 'brother starting podcast sound decent');
  assert.deepEqual([brother.constraints.brands.length > 0, brother.closest, brother.relaxed], [true, true, ['brand']]);
  assert.match(brother.products[0]!.title, /microphone|audio|podcast/i);
  // A brand named with general words its own products only partly share: the brand's products, as a partial match.
  const makita = await search(demo.id, 'Makita power tools');
  assert.equal(makita.relaxed.includes('brand'), false);
  assert.ok(makita.products.length > 0 && makita.products.every((p) => /makita/i.test(`${p.vendor} ${p.title}`)), 'only Makita');
  const none = await search(demo.id, 'qwxzv plorbt');
  assert.deepEqual([none.total, none.products.length, none.closest], [0, 0, false]);
  // A constraint dropped and the words still too many for what is left (no product says "husband"): the brand's black
  // sneakers in other sizes, with the soft words left out too — not other brands' shoes.
  const lacoste = await search(demo.id, 'sneakers for husband men black size 10 lacoste');
  assert.deepEqual(lacoste.relaxed, ['size']);
  assert.ok((lacoste.relaxedWords?.length ?? 0) > 0, 'the soft words left out are said');
  assert.ok(lacoste.products.length > 0 && lacoste.products.every((p) => /lacoste/i.test(`${p.vendor} ${p.title}`) && /black/i.test(p.title)), 'Lacoste, black');
});

test('soft words are left out before any hard constraint is relaxed, and the result says which', async () => {
  // Demo catalog: blankets under $30 exist, none of them "cozy" by name.
  const cozy = await search(demo.id, 'cozy blanket under $30', 5);
  assert.deepEqual([cozy.relaxed, cozy.relaxedWords, cozy.closest], [[], ['cozy'], false]);
  assert.match(cozy.products[0]!.title, /blanket/i);
  for (const p of cozy.products) assert.ok(p.priceCents !== null && p.priceCents <= 3000, `${p.title} ${p.priceText}`);
  // A follow-up folded into one query keeps the product kind and the price.
  const school = await search(demo.id, 'backpack for school under $40', 5);
  assert.equal(school.relaxed.length, 0);
  assert.ok(school.products.length >= 3);
  for (const p of school.products) assert.ok(/backpack/i.test(p.title) && p.priceCents !== null && p.priceCents <= 4000, `${p.title} ${p.priceText}`);
  // Sizes named in titles count ("..., 8 M US"): products sold in one size say it there.
  const slippers = await search(demo.id, 'womens slippers in size 8', 5);
  assert.deepEqual([slippers.constraints.sizes, slippers.relaxed, slippers.closest], [['8'], [], false]);
  for (const p of slippers.products) assert.match(p.title, /slipper.*\b8\b/i);
  // "running" names the kind (a gerund, not a describing word): the price is relaxed, not the word.
  const running = await search(demo.id, 'running shoes under $50', 5);
  assert.deepEqual([running.relaxed, running.relaxedWords ?? []], [['price'], []]);
  // With no constraint too, when the best partial matches do not name the kind (no running shoe says "beginner", and
  // beginner's guitars share that rare word): the kind, with the soft words said as left out.
  const beginner = await search(demo.id, 'running shoes for a total beginner', 5);
  assert.equal(beginner.partial, false);
  assert.ok(beginner.relaxedWords?.includes('beginner'), JSON.stringify(beginner.relaxedWords));
  for (const p of beginner.products) assert.match(p.title, /running shoe/i);
  // Not when the partial matches say more of the words than the kind's would: "led strip lites" is LED strip lights
  // (that say no "lite"), not a Fire TV Stick Lite.
  const lites = await search(demo.id, 'led strip lites', 5);
  assert.deepEqual(lites.relaxedWords ?? [], []);
  for (const p of lites.products.slice(0, 3)) assert.match(p.title, /led strip|strip light/i);
  // Nor in a refinement of results shown: its words are what the shopper just asked for.
  const refined = await searchProducts(database, { storeId: demo.id, currency: 'USD', query: 'running shoes for a total beginner', limit: 5, refinement: true });
  assert.deepEqual(refined.relaxedWords ?? [], []);
  // Partial matches that do name the kind stay as they were ("pocket knife for everyday carry" matches whole anyway).
  const knife = await search(demo.id, 'pocket knife for everyday carry', 5);
  assert.deepEqual([knife.partial, knife.relaxedWords ?? []], [false, []]);
});

test('titleSizePattern: a size in a title, not a number inside another', () => {
  const re = new RegExp(titleSizePattern(['8']));
  for (const t of ['ugg slipper, black, 8 m us', 'slipper size 8', 'slipper us 8.0', 'moccasin 8 b us']) assert.ok(re.test(t), t);
  for (const t of ['slipper size 10', 'pack of 8 slippers', 'plus 8 pack', 'size 8.5 us']) assert.ok(!re.test(t), t);
  assert.ok(new RegExp(titleSizePattern(['M'])).test('hoodie, size medium, grey'));
  // The marketplace's "colour, size" suffix: a comma-separated part that is only the size.
  const xl = new RegExp(titleSizePattern(['XL']));
  for (const t of ["men's solid nylon swim trunk,cobalt,x-large", 'swim trunk, charcoal, xl']) assert.ok(xl.test(t), t);
  for (const t of ['swim trunk, charcoal, xx-large', 'x-large capacity cooler, blue', 'swim trunk, x-large pocket']) assert.ok(!xl.test(t), t);
});

test('a letter size only a title names ("…, Charcoal, X-Large") holds as a size', async () => {
  const r = await search(demo.id, 'swim trunks in XL', 5);
  assert.deepEqual(r.relaxed, []);
  assert.ok(r.products.length > 0 && r.products.every((p) => /swim trunk/i.test(p.title)), r.products.map((p) => p.title).join(' | '));
});

test('price constraints exclude unpriced products; summaries show the price that matched', async () => {
  const r = await search(demo.id, 'backpack under $40', 10);
  assert.ok(r.products.length > 0);
  for (const p of r.products) assert.ok(p.priceCents !== null && p.priceCents <= 4000 && p.priceText.startsWith('$'));
  const all = await search(demo.id, 'backpack', 10);
  assert.ok(all.products.some((p) => p.priceCents === null && p.priceText === 'price not listed'));
});

test('paging, store scoping, summaries and detail', async () => {
  const a = await searchProducts(database, { storeId: demo.id, currency: 'USD', query: 'water bottle', limit: 5 });
  const b = await searchProducts(database, { storeId: demo.id, currency: 'USD', query: 'water bottle', limit: 5, offset: 5 });
  assert.equal(a.total, b.total);
  assert.ok(a.products.every((p) => !b.products.some((q) => q.id === p.id)));
  const ids = [b.products[0]!.id, a.products[0]!.id];
  assert.deepEqual((await getProductSummaries(database, demo.id, ids, 'USD')).map((p) => p.id), ids);
  assert.deepEqual(await getProductSummaries(database, jewels.id, ids, 'USD'), []);
  assert.equal(await getProductDetail(database, jewels.id, ids[0]!), null);
  assert.equal(await getProductDetail(database, demo.id, 'not-a-uuid'), null);
  const d = (await getProductDetail(database, demo.id, ids[0]!))!;
  assert.ok(d.title && d.variants.length === 1 && Array.isArray(d.bulletPoints));
  const j = await search(jewels.id, 'water bottle');
  assert.ok(j.products.every((p) => !a.products.some((q) => q.id === p.id)));
});

test('formatPrice uses Intl and never invents a price', () => {
  assert.equal(formatPrice(1999, 'USD'), '$19.99');
  assert.equal(formatPrice(null, 'USD'), 'price not listed');
  assert.equal(formatPrice(1500, 'JPY'), '¥1,500');
  assert.equal(formatPrice(123456, 'EUR', 'de-DE'), '1.234,56\u00a0€');
});

test('correctWord answers a repeated word the same way, and a changed vocabulary afresh', () => {
  let loads = 0;
  const vocab = (words: [string, number][]): StoreVocabulary => {
    const lexicon = new Map(words);
    const byLength = new Map<number, string[]>();
    for (const [w] of words) byLength.set(w.length, [...(byLength.get(w.length) ?? []), w]);
    return { brands: [], categories: [], lexicon, byLength, productCount: words.length, loadId: -++loads, signature: '', productIds: [], postings: new Map(), namingPostings: new Map(), postingEntries: 0, positions: { bases: new Map(), starts: new Int32Array(0), data: new Uint16Array(0) }, products: [], searchTexts: [], trigramSeparators: new Set(), language: 'en', translated: emptyForeignTable(), translatedRows: 0,
      filter: { titleLower: [], titleUnaccent: [], colorAttr: [], vendorKeys: [], variantStart: new Int32Array(1), variantIds: [], optStart: new Int32Array(1), optColor: new Int32Array(0), optSize: new Int32Array(0), optTexts: [] } };
  };
  const first = vocab([['running', 40], ['cunning', 2]]);
  assert.equal(correctWord(first, 'runing'), 'running');
  assert.equal(correctWord(first, 'runing'), 'running', 'remembered');
  assert.equal(correctWord(first, 'xyzzyq'), 'xyzzyq', 'nothing close: unchanged');
  const second = vocab([['ruling', 50]]);
  assert.equal(correctWord(second, 'runing'), 'ruling', 'another vocabulary is asked afresh');
  const third = vocab([['dj', 9], ['red', 90], ['engrave', 5], ['lamp', 30]]);
  assert.equal(correctWord(third, 'djing'), 'dj', 'a verb form of a store word');
  assert.equal(correctWord(third, 'engraving'), 'engrave');
  assert.equal(correctWord(third, 'redo'), 'redo', 'a letter more is another word, not a typo');
  assert.equal(correctWord(third, 'lamo'), 'lamp', 'a changed letter is a typo');
  const fourth = vocab([['alliance', 40], ['window', 50]]);
  assert.equal(correctWord(fourth, 'allowance'), 'allowance', 'an English word is not a typo of a store word');
  assert.equal(correctWord(fourth, 'widnow'), 'window', 'a word English does not know is');
  // The query's other words decide between close store words: an edamame snack, not a snap (said more often).
  const fifth = { ...vocab([['snap', 60], ['snack', 20], ['edamame', 3], ['button', 40]]), postings: new Map([['snap', Int32Array.of(0, 1, 2)], ['snack', Int32Array.of(3, 4)], ['edamam', Int32Array.of(3)], ['button', Int32Array.of(1, 2)]]) };
  assert.equal(correctWord(fifth, 'snak'), 'snap', 'alone: the most frequent word a changed letter away');
  assert.equal(correctWord(fifth, 'snak', ['edamame']), 'snack', 'with edamame: the word products share with it');
  assert.equal(correctWord(fifth, 'snak', ['button']), 'snap', 'with button: snap');
});

test('store vocabulary: concurrent searches of a store share one load; an import drops it; the cache is bounded', async () => {
  let loads = 0;
  const counting = { ...database, pool: { query: (...args: Parameters<typeof database.pool.query>) => {
    if (String(args[0]).includes('left(array_to_string(bullet_points')) loads++;
    return database.pool.query(...args);
  } } } as unknown as typeof database;
  invalidateStoreVocabulary(jewels.id);
  const [a, b, c] = await Promise.all([1, 2, 3].map(() => getStoreVocabulary(counting, jewels.id)));
  assert.equal(loads, 1, 'one load for three concurrent callers');
  assert.ok(a === b && b === c && a!.lexicon.size > 0);
  assert.equal(await getStoreVocabulary(counting, jewels.id), a, 'reused');
  invalidateStoreVocabulary(jewels.id);
  assert.notEqual(await getStoreVocabulary(counting, jewels.id), a, 'read again after an import');
  assert.equal(loads, 2);
  const stats = vocabularyCacheStats();
  assert.ok(stats.stores >= 1 && stats.stores <= VOCABULARY_CACHE_STORES && stats.words <= VOCABULARY_CACHE_WORDS, JSON.stringify(stats));
});

test('store vocabulary past its TTL: kept while the catalog is unchanged, reloaded after any change to what it is built from', async () => {
  invalidateStoreVocabulary(jewels.id);
  const first = await getStoreVocabulary(database, jewels.id);
  assert.equal(first.signature, await catalogSignature(database, jewels.id));
  assert.equal(await revalidateStoreVocabulary(database, jewels.id, first), first, 'unchanged catalog: the same vocabulary, not rebuilt');
  const changes = [
    "UPDATE products SET rating = rating WHERE id = (SELECT id FROM products WHERE store_id = $1 ORDER BY id LIMIT 1)",
    "UPDATE variants SET option_values = option_values WHERE id = (SELECT id FROM variants WHERE store_id = $1 ORDER BY id LIMIT 1)",
    "INSERT INTO catalog_settings (store_id, language) VALUES ($1, 'en') ON CONFLICT (store_id) DO UPDATE SET language = excluded.language",
  ];
  let current = first;
  for (const change of changes) {
    await database.pool.query(change, [jewels.id]);
    const next = await revalidateStoreVocabulary(database, jewels.id, current);
    assert.notEqual(next, current, change);
    assert.equal(next.productCount, first.productCount);
    assert.equal(await revalidateStoreVocabulary(database, jewels.id, next), next, `after ${change}: unchanged again`);
    current = next;
  }
  invalidateStoreVocabulary(jewels.id);
});

test('stage 1 from the index in memory shortlists what the per-word SQL pool does, its features are the SQL ones; the search pool is read-only', async () => {
  const queries = ['running shoes', 'wireless bluetooth headphones for running', 'womens winter boots waterproof', 'dog toy that keeps my dog busy',
    'stainless steel water bottle insulated', 'silver necklace', 'ring', 'cotton t shirt men', 'xyzzy plugh'];
  const searchPool = openSearchPool(database.url, 2);
  let fromIndex = 0;
  const pooled = { ...database, searchPool: { query: (config: { text: string }) => {
    if (config.text.includes('AS pl(id, cov)')) fromIndex++;
    return searchPool.query(config);
  } } } as unknown as typeof database;
  const shortlist = async (storeId: string, q: string) => {
    const set = await searchCandidates(pooled, storeId, q);
    const rows = set.rows.map((r) => ({ id: r.id, cov: Number(r.cov).toFixed(9), rest: `${Number(r.rank_cd).toFixed(6)} ${r.a_cov} ${r.trigram}` }));
    return { total: set.total, rows: rows.sort((a, b) => (a.cov < b.cov ? 1 : a.cov > b.cov ? -1 : a.id < b.id ? -1 : 1)) };
  };
  try {
    // Candidate rows as the re-ranker reads them (numbers as numbers, no `total` column). A stage 1 coverage from memory
    // is Postgres's sum of the same weights in another order (a short query's pool with its typo-tolerant candidates):
    // equal to 12 digits.
    const features = (rows: object[]) => rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => k !== 'total')
      .map(([k, v]) => [k, k === 'cov' ? Number(Number(v).toFixed(12)) : /cov|rank_cd|trigram/.test(k) ? Number(v) : v]).sort(([a], [b]) => (a! < b! ? -1 : 1))));
    for (const storeId of [demo!.id, jewels.id]) {
      for (const q of [...queries, "men's t-shirt", 'usb-c cable cable']) {
        RANKING.memoryFeatures = false;
        let fromSqlFeatures: Awaited<ReturnType<typeof searchCandidates>>;
        try {
          fromSqlFeatures = await searchCandidates(pooled, storeId, q);
        } finally {
          RANKING.memoryFeatures = true;
        }
        const fromMemoryFeatures = await searchCandidates(pooled, storeId, q);
        assert.deepEqual(features(fromMemoryFeatures.rows), features(fromSqlFeatures.rows), `features of ${storeId} ${q}`);
        assert.equal(fromMemoryFeatures.total, fromSqlFeatures.total);
        if (!queries.includes(q)) continue;
        const fromMemory = await shortlist(storeId, q);
        RANKING.memoryShortlist = false;
        try {
          const fromSql = await shortlist(storeId, q);
          // The same coverages; above the last one the same products with the same features (the last coverage's ties
          // may be cut differently: the index prefers products named by the words, the SQL pool the lower id).
          assert.deepEqual(fromMemory.rows.map((r) => r.cov), fromSql.rows.map((r) => r.cov), `${storeId} ${q}`);
          const last = fromSql.rows.at(-1)?.cov;
          const above = (rows: typeof fromSql.rows) => rows.filter((r) => r.cov !== last);
          assert.deepEqual(above(fromMemory.rows), above(fromSql.rows), `${storeId} ${q}`);
          const sqlById = new Map(fromSql.rows.map((r) => [r.id, r.rest]));
          for (const r of fromMemory.rows) if (sqlById.has(r.id)) assert.equal(r.rest, sqlById.get(r.id), `${storeId} ${q} ${r.id}`);
          // Short queries: the SQL total also counts typo-tolerant (trigram-only) candidates; the index counts word matches.
          if (q.split(' ').length > 3) assert.equal(fromMemory.total, fromSql.total, `${storeId} ${q}`);
          else assert.ok(fromMemory.total <= fromSql.total, `${storeId} ${q}`);
        } finally {
          RANKING.memoryShortlist = true;
        }
      }
    }
    assert.ok(fromIndex >= queries.length, `the index in memory shortlisted ${fromIndex} of ${2 * queries.length} queries`);
    for (const q of ['red dress under $40', 'running shoes']) {
      assert.deepEqual(await searchProducts(pooled, { storeId: demo!.id, currency: 'USD', query: q, limit: 5 }), await search(demo!.id, q, 5), q);
    }
    await assert.rejects(searchPool.query('CREATE TEMP TABLE nope (x int)'), /read-only transaction/);
  } finally {
    await searchPool.end();
  }
});

test('the text forms of a tsvector and an OR tsquery read back as Postgres wrote them', () => {
  assert.deepEqual(parseTsvector(String.raw`'a''b':1A,2 'c\\d' 'e':3C,16383B`), {
    lexemes: ["a'b", 'c\\d', 'e'], starts: [0, 2, 2, 4], data: [1 | (3 << 14), 2, 3 | (1 << 14), 16383 | (2 << 14)],
  });
  assert.deepEqual(orLexemes(String.raw`'run' | 'shoe' | 'o''neil' | 'a\\b'`), ['run', 'shoe', "o'neil", 'a\\b']);
  assert.equal(orLexemes(`'run' <-> 'shoe'`), null);
  assert.equal(float4Value(6.800000000000001), 6.8);
  assert.equal(float4Value(0.1 + 0.2), 0.3);
});

/** Candidate rows as sorted JSON, coverages and scores to 12 digits (the `total` column left out). */
function candidateFeatures(rows: object[]): string[] {
  return rows.map((r) => JSON.stringify(Object.entries(r).filter(([k]) => k !== 'total')
    .map(([k, v]) => [k, /cov|rank_cd|trigram/.test(k) ? Number(Number(v).toFixed(12)) : v]).sort(([a], [b]) => (a! < b! ? -1 : 1)))).sort();
}

/**
 * Search `q` in `storeId` with RANKING[`flag`] off (the SQL statement) and on: the same candidates, features, total and
 * result. Returns the candidates with the flag on.
 */
async function assertSameAsSql(flag: 'memoryFeatures' | 'memoryTrigramPool', storeId: string, q: string): Promise<Awaited<ReturnType<typeof searchCandidates>>> {
  RANKING[flag] = false;
  let fromSql: Awaited<ReturnType<typeof searchCandidates>>;
  let resultSql: SearchProductsResult;
  try {
    fromSql = await searchCandidates(database, storeId, q);
    resultSql = await searchProducts(database, { storeId, currency: 'USD', query: q, limit: 5 });
  } finally {
    RANKING[flag] = true;
  }
  const fromMemory = await searchCandidates(database, storeId, q);
  assert.equal(fromMemory.total, fromSql.total, `${storeId} ${q}`);
  assert.deepEqual(candidateFeatures(fromMemory.rows), candidateFeatures(fromSql.rows), `${storeId} ${q}`);
  assert.deepEqual(await searchProducts(database, { storeId, currency: 'USD', query: q, limit: 5 }), resultSql, `${storeId} ${q}`);
  return fromMemory;
}

test('with hard constraints, the pool from memory filtered by Postgres gives the SQL path’s candidates and results', async () => {
  const queries = ['red dress under $40', 'black running shoes', 'wireless headphones under $100 in stock', 'womens winter boots size 8',
    'silver necklace under $50', 'cozy blanket under $30', 'waterproof black jacket for women', 'stainless steel insulated water bottle under $30 in stock'];
  for (const storeId of [demo!.id, jewels.id]) {
    for (const q of queries) await assertSameAsSql('memoryFeatures', storeId, q);
  }
});

test("wordSimilarity is pg_trgm's word_similarity on ASCII texts; other texts are left to Postgres", async () => {
  const texts = (await database.pool.query<{ t: string }>(`SELECT search_text AS t FROM products WHERE store_id = $1 ORDER BY id LIMIT 300`, [demo!.id])).rows.map((r) => r.t);
  let compared = 0;
  for (const q of ['headphones', 'runing shoes', 'x-ray 10 pack', 'a', 'ab', 'shoe shoe', 'usb c', 'silver necklace for her', '']) {
    const { rows } = await database.pool.query<{ t: string; s: number }>(`SELECT t, word_similarity($1, t) AS s FROM unnest($2::text[]) t`, [q, texts]);
    for (const r of rows) {
      const own = trigramsOf(r.t);
      if (!own) continue;
      compared++;
      assert.equal(wordSimilarity(trigramsOf(q)!, own), r.s, `${q} / ${r.t}`);
    }
  }
  assert.ok(compared > 2000, `compared ${compared}`);
  assert.equal(trigramsOf('café'), null);
  // Texts beyond ASCII whose other characters pg_trgm reads as separators (™, •, €, a zero-width space…) are read too.
  const vocab = await getStoreVocabulary(database, demo!.id);
  const wide = (await database.pool.query<{ t: string }>(`SELECT search_text AS t FROM products WHERE store_id = $1 AND search_text ~ '[^\x01-\x7f]'`, [demo!.id])).rows.map((r) => r.t);
  let read = 0;
  for (const q of ['headphones', 'runing shoes', 'mug', 'usb c']) {
    const { rows } = await database.pool.query<{ t: string; s: number }>(`SELECT t, word_similarity($1, t) AS s FROM unnest($2::text[]) t`, [q, wide]);
    for (const r of rows) {
      const own = trigramsOf(r.t, vocab.trigramSeparators);
      if (!own) continue;
      read++;
      assert.equal(wordSimilarity(trigramsOf(q)!, own), r.s, `${q} / ${r.t}`);
    }
  }
  assert.ok(read >= 4 * 60, `read ${read} of ${4 * wide.length}`);
  assert.ok(vocab.trigramSeparators.has('™') && !vocab.trigramSeparators.has('μ'), [...vocab.trigramSeparators].join(''));
});

test('colour, size and brand checked in memory pass the products and variants the SQL regexes pass; searches unchanged', async () => {
  const queries = ['black', 'red dress', 'navy blue rug', 'rose gold watch', 'light blue shirt', 'grey hoodie', 'off white sneakers', 'black and white wall art',
    'size m', 'green t-shirt size m', 'shoes size 8', 'boots size 10.5', 'jeans 32x30', 'jeans w32', 'size xl', 'small', 'large black', 'medium',
    'nike', 'adidas gym bag', 'amazon basics batteries', 'skechers shoes for women', 'nike black size 9', 'red under $30', 'blue size l in stock',
    'white sneakers over $80', 'silver necklace under $40', 'gold earrings', 'pink', 'purple under $5', 'beige', 'multicolor', 'sz 7', 'us 8 black',
    'womens sneakers talla 38', 'mens boots size 44 eu', "men's 10 black dress shoes"];
  let constrained = 0;
  for (const storeId of [demo!.id, jewels.id]) {
    for (const q of queries) {
      const sql = await constraintMatches(database, storeId, q, false);
      const memory = await constraintMatches(database, storeId, q, true);
      assert.deepEqual(memory.products, sql.products, `${storeId} ${q}: products`);
      assert.deepEqual(memory.variants, sql.variants, `${storeId} ${q}: variants`);
      if (storeId === demo!.id && sql.products.length > 0) constrained++;
      RANKING.memoryConstraints = false;
      let before: SearchProductsResult;
      try {
        before = await searchProducts(database, { storeId, currency: 'USD', query: q, limit: 10 });
      } finally {
        RANKING.memoryConstraints = true;
      }
      assert.deepEqual(await searchProducts(database, { storeId, currency: 'USD', query: q, limit: 10 }), before, `${storeId} ${q}: search`);
    }
  }
  assert.ok(constrained >= 25, `${constrained} queries leave products`);
  // The ARE class escapes read as the database's locale reads them.
  const chars = [...'\t\n\v\f\r 7', '\u0085', '\u00a0', '\u1680', '\u2000', '\u2006', '\u2007', '\u2008', '\u200a', '\u200b', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff', '\u0663', '\uff17'];
  const res = await database.pool.query<{ c: string; s: boolean; d: boolean }>(String.raw`SELECT c, c ~ '^\s$' AS s, c ~ '^\d$' AS d FROM unnest($1::text[]) c`, [chars]);
  for (const r of res.rows) {
    assert.equal(jsRegex(String.raw`^\s$`).test(r.c), r.s, `\\s of U+${r.c.codePointAt(0)!.toString(16)}`);
    assert.equal(jsRegex(String.raw`^\d$`).test(r.c), r.d, `\\d of U+${r.c.codePointAt(0)!.toString(16)}`);
  }
});

test("a short query's typo-tolerant candidates from memory are pg_trgm's `<%` matches; pool, features, totals and results equal the SQL statement's", async () => {
  const vocab = await getStoreVocabulary(database, demo!.id);
  for (const q of ['shoe', 'runing shoes', 'headphnes', 'usb c', 'tv', 'a', 'xyzzy', 'silver neckace']) {
    const found = trigramMatches(vocab, q)!;
    const { rows } = await database.pool.query<{ id: string }>(`SELECT id FROM products WHERE store_id = $1 AND status = 'active' AND $2 <% search_text ORDER BY id`, [demo!.id, q]);
    const unknown = new Set([...found.unknown].map((i) => vocab.productIds[i]!));
    assert.deepEqual(found.matches.map((i) => vocab.productIds[i]!), rows.map((r) => r.id).filter((id) => !unknown.has(id)), q);
  }
  assert.equal(trigramMatches(vocab, 'café'), null);
  const queries = ['headphnes', 'runing shoes', 'mug', 'sofa', 'ring', 'red dres', 'necklace under $20', 'black shoe size 8', 'silver neckace in stock', 'xyzzy'];
  let typoTolerant = 0;
  for (const storeId of [demo!.id, jewels.id]) {
    for (const q of queries) {
      const fromMemory = await assertSameAsSql('memoryTrigramPool', storeId, q);
      if (fromMemory.rows.some((r) => Number(r.cov) === 0)) typoTolerant++;
    }
  }
  assert.ok(typoTolerant >= 3, `typo-tolerant candidates in ${typoTolerant} shortlists`);
});

/** English stems of a text, as the store's text-search configuration gives them. */
async function stems(text: string): Promise<string[]> {
  const res = await database.pool.query<{ l: string[] }>("SELECT ARRAY(SELECT DISTINCT lexeme FROM unnest(to_tsvector('english', unaccent($1)))) AS l", [text]);
  return res.rows[0]!.l;
}

const OLD_DOG = 'our senior dog has stiff joints and bending down to his food on the floor hurts his neck';

test('fusion: a product both orders rank comes first, then the orders alternate', () => {
  assert.deepEqual(fuseOrders(['a', 'b', 'c'], ['c', 'd']).map((f) => f.id), ['c', 'a', 'b', 'd']);
  // Ties keep the first order's ranks first.
  assert.deepEqual(fuseOrders(['a', 'b'], ['x', 'y']).map((f) => f.id), ['a', 'x', 'b', 'y']);
  assert.ok(Math.abs(fuseOrders(['a'], [])[0]!.score - 1 / (STORY.rrfK + 1)) < 1e-12);
});

test('a story ranks the products whose whole text tells it: an old dog that hurts bending down to eat → raised bowls', async () => {
  const vocab = await getStoreVocabulary(database, demo.id);
  const ranked = storyRanking(vocab, await stems(OLD_DOG));
  assert.ok(ranked.length > 0 && ranked.length <= STORY.depth);
  for (let k = 1; k < ranked.length; k++) assert.ok(ranked[k - 1]!.score >= ranked[k]!.score);
  const top = vocab.products[ranked[0]!.index]!.title;
  assert.match(top, /elevated|raised|feeder/i, top);
  // A few keywords are not a story.
  assert.deepEqual(storyRanking(vocab, await stems('dog bowl')), []);
  // Its strength, in the store's rarest words: the old dog's story is told well, a few keywords not at all.
  assert.ok(await storyStrength(database, demo.id, 'USD', OLD_DOG) > await storyStrength(database, demo.id, 'USD', 'please tell me how long it takes to boil an egg and then peel it'));
  assert.equal(await storyStrength(database, demo.id, 'USD', 'dog bowl'), 0);
});

test('search with a story: the story\'s products join a page whose words hold no product, within the stated constraints', async () => {
  const query = 'senior dog stiff joints bending floor neck';
  const plain = await searchProducts(database, { storeId: demo.id, currency: 'USD', query, limit: 5 });
  const told = await searchProducts(database, { storeId: demo.id, currency: 'USD', query, limit: 5, story: OLD_DOG });
  assert.ok(told.products.slice(0, 3).some((p) => /elevated|raised|neater feeder/i.test(p.title)), told.products.map((p) => p.title).join(' | '));
  assert.notDeepEqual(told.products.map((p) => p.id), plain.products.map((p) => p.id));
  const bounded = await searchProducts(database, { storeId: demo.id, currency: 'USD', query: `${query} under $20`, limit: 10, story: `${OLD_DOG}, under $20` });
  assert.equal(bounded.relaxed.includes('price'), false);
  for (const p of bounded.products) assert.ok(p.priceCents !== null && p.priceCents <= 2000, `${p.title} ${p.priceText}`);
});

test('search with a story: the story\'s best product, told well, gets a seat among the first three whatever the words hold', async () => {
  const vocab = await getStoreVocabulary(database, demo.id);
  const best = vocab.productIds[storyRanking(vocab, await stems(OLD_DOG))[0]!.index]!;
  assert.ok(await storyStrength(database, demo.id, 'USD', OLD_DOG) >= STORY.seatStrength);
  // Words that hold products of another kind (the situation's kinds named wrongly): their first two, then the story's best.
  const query = 'dog collar';
  const plain = await searchProducts(database, { storeId: demo.id, currency: 'USD', query, limit: 5 });
  assert.ok(!plain.products.some((p) => p.id === best));
  const told = await searchProducts(database, { storeId: demo.id, currency: 'USD', query, limit: 5, story: OLD_DOG });
  assert.deepEqual(told.products.map((p) => p.id), [...plain.products.slice(0, STORY.seat - 1).map((p) => p.id), best, ...plain.products.slice(STORY.seat - 1, 4).map((p) => p.id)]);
  // Not on a later page.
  const next = await searchProducts(database, { storeId: demo.id, currency: 'USD', query, limit: 5, offset: 5, story: OLD_DOG });
  assert.ok(!next.products.some((p) => p.id === best));
});

test('search with a story: words that name a product the catalog holds keep their own order', async () => {
  const query = 'elevated dog bowls';
  const plain = await searchProducts(database, { storeId: demo.id, currency: 'USD', query, limit: 5 });
  const told = await searchProducts(database, { storeId: demo.id, currency: 'USD', query, limit: 5, story: OLD_DOG });
  assert.deepEqual(told.products.map((p) => p.id), plain.products.map((p) => p.id));
});
