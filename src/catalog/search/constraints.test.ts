import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseConstraints, vendorKey, type ConstraintVocabulary } from './constraints.ts';

const vocab: ConstraintVocabulary = {
  brands: ['Nike', 'adidas', "Levi's", 'Amazon Basics', 'Under Armour'].map((name) => ({ name, key: vendorKey(name) })),
  categories: ['Shoes', 'Dresses', 'Running', 'Dog Beds'].map((name) => ({ name, key: vendorKey(name) })),
};
const p = (q: string) => parseConstraints(q, vocab);

test('price upper bounds in many phrasings', () => {
  for (const q of ['shoes under $50', 'shoes under 50', 'shoes below 50 dollars', 'shoes less than $50', 'shoes max $50',
    'shoes up to 50 bucks', 'shoes cheaper than $50', 'shoes < $50', 'shoes under 50 USD', 'shoes under USD 50', 'shoes $50 or less',
    'shoes no more than $50.00', 'shoes for under €50', 'shoes at most £50', 'shoes at $50 or less', 'shoes at under 50 bucks']) {
    const c = p(q);
    assert.equal(c.maxPriceCents, 5000, q);
    assert.equal(c.minPriceCents, null, q);
    assert.equal(c.text, 'shoes', q);
  }
  // A budget is an upper bound; a bare number only right after the word budget.
  for (const q of ['water carafe budget about $25', 'water carafe, my budget is 25 dollars', 'water carafe with a $25 budget', 'water carafe, I can spend $25', 'water carafe, have $25 to spend', 'water carafe budget 25']) {
    assert.equal(p(q).maxPriceCents, 2500, q);
    assert.match(p(q).text, /^water carafe/, q);
  }
  for (const q of ['water carafe, a limit of 25 dollars', 'water carafe with a cap of $25', 'water carafe, price limit is $25']) assert.equal(p(q).maxPriceCents, 2500, q);
  assert.equal(p('a weight limit of 300 lbs').maxPriceCents, null, 'a limit is a price only with a currency');
  assert.equal(p('a small screwdriver, ideally under a tenner').maxPriceCents, 1000, 'banknote slang');
  assert.equal(p('laptop under a grand').maxPriceCents, 100000);
  assert.equal(p('a grand piano').text, 'a grand piano');
  assert.equal(p('baseball cap $20').text, 'baseball cap', 'a cap before an amount is a cap');
  assert.equal(p('I spend 2 hours a day at the desk').maxPriceCents, null);
  assert.equal(p('I spend like $7 a day on cappuccinos at the cafe').maxPriceCents, null, 'a habit, not a budget');
  assert.equal(p('gift under $19.99').maxPriceCents, 1999);
  assert.equal(p('laptop under $1,200').maxPriceCents, 120000);
  assert.equal(p('tv under 2k dollars').maxPriceCents, 200000);
});

test('price lower bounds and ranges', () => {
  for (const q of ['watch over $100', 'watch above 100', 'watch more than $100', 'watch at least 100 dollars', 'watch > $100', 'watch $100 and up', 'watch $100+']) {
    const c = p(q);
    assert.equal(c.minPriceCents, 10000, q);
    assert.equal(c.maxPriceCents, null, q);
    assert.equal(c.text, 'watch', q);
  }
  for (const q of ['lamp between 20 and 40', 'lamp between $20 and $40', 'lamp $20-$40', 'lamp $20 - 40', 'lamp $20 to $40', 'lamp 20-40 dollars', 'lamp from $20 to $40', 'lamp €20–€40']) {
    const c = p(q);
    assert.equal(c.minPriceCents, 2000, q);
    assert.equal(c.maxPriceCents, 4000, q);
    assert.equal(c.text, 'lamp', q);
  }
  const both = p('jacket over $50 under $100');
  assert.deepEqual([both.minPriceCents, both.maxPriceCents], [5000, 10000]);
  // A lower bound denied is an upper bound; a hedge goes with its price phrase.
  for (const q of ['lamp, nothing over $100', 'lamp not above 100 dollars']) {
    const c = p(q);
    assert.deepEqual([c.minPriceCents, c.maxPriceCents, c.text], [null, 10000, 'lamp'], q);
  }
  assert.deepEqual([p('lamp around $40 or less').maxPriceCents, p('lamp around $40 or less').text], [4000, 'lamp']);
  // So is one denied through a spending verb ("I don't want to spend more than $30"); a bound said plainly stays a bound.
  for (const [q, max] of [["lamp, I don't want to spend more than 30 dollars", 3000], ['lamp, I do not want to pay more than $25', 2500], ["lamp, won't spend over $50", 5000], ["lamp but I can't go above 40 bucks", 4000]] as const) {
    const c = p(q);
    assert.deepEqual([c.minPriceCents, c.maxPriceCents], [null, max], q);
  }
  assert.deepEqual([p('lamp that costs more than $20').minPriceCents, p('lamp that costs more than $20').maxPriceCents], [2000, null]);
});

test('numbers that are not prices stay in the text', () => {
  for (const q of ['1/2 inch binder', '2-pack towels', 'dumbbells under 5 lbs', 'tv 55 inch', 'shoes 10-12 kids', 'ipad 10.2 case',
    '1.75 leather belts without buckles', 'paper from 2019', 'under 4 stars', 'batteries 20 pack',
    'a binder that holds more than 100 cards', 'board game for at least 6 players', 'between 20 and 40 pieces']) {
    const c = p(q);
    assert.equal(c.minPriceCents, null, q);
    assert.equal(c.maxPriceCents, null, q);
  }
  assert.equal(p('dumbbells under 5 lbs').text, 'dumbbells under 5 lbs');
  assert.equal(p('1/2 inch binder').text, '1/2 inch binder');
  assert.equal(p('under 50 thanks').maxPriceCents, 5000, 'a word after the amount that counts nothing');
  assert.equal(p('less than twenty dollars').maxPriceCents, 2000, 'a spelled amount');
  assert.deepEqual([p('between twenty and forty dollars').minPriceCents, p('between twenty and forty dollars').maxPriceCents], [2000, 4000]);
  assert.equal(p('30 or less').maxPriceCents, 3000, 'a bare amount with an upper bound');
  assert.equal(p('30 or more pieces').minPriceCents, null, 'a bare amount "or more" may count anything');
  assert.equal(p('ok but cheaper, 60 dollars tops').maxPriceCents, 6000, '"tops" after an amount with its currency');
  assert.equal(p('$60 tops').maxPriceCents, 6000);
  assert.equal(p('30 at most').maxPriceCents, 3000);
  assert.deepEqual([p('3 tops').maxPriceCents, p('3 tops').text], [null, '3 tops'], 'a count of tops is no price');
  assert.equal(p('the one with a hood').text, 'the one with a hood', 'number words elsewhere stay words');
  assert.deepEqual(p("women's, i wear a 7.5").sizes, ['7.5'], "the wearer's size");
});

test('colours, including multi-word ones, are taken out of the text', () => {
  assert.deepEqual(p('navy blue dress').colors, ['navy blue']);
  assert.equal(p('navy blue dress').text, 'dress');
  assert.deepEqual(p('rose gold watch for women').colors, ['rose gold']);
  assert.deepEqual(p('grey hoodie').colors, ['gray']);
  assert.deepEqual(p('belts in a brownish colour').colors, ['brown'], 'a colour said with -ish is that colour');
  assert.deepEqual(p('greyish sweater').colors, ['gray']);
  assert.deepEqual(p('black and white sneakers').colors, ['black and white'], 'two colours that name one look');
  assert.deepEqual(p('black or white sneakers').colors.sort(), ['black', 'white']);
  assert.deepEqual(p('olive oil').colors, []);
  assert.deepEqual(p('face cream').colors, []);
  assert.deepEqual(p('wine glasses').colors, []);
  assert.deepEqual(p('off-white rug').colors, ['off white']);
});

test('"in a small" is a size when nothing small follows it; "live in a small apartment" is not', () => {
  assert.deepEqual(p('do you have the hoodie in a large?').sizes, ['L']);
  assert.deepEqual(p('black tee in small please').sizes, ['S']);
  assert.deepEqual(p('the jacket in medium for my son').sizes, ['M']);
  assert.deepEqual(p('we live in a small apartment and have a tiny car').sizes, []);
  assert.deepEqual(p('something that fits in a small car trunk').sizes, []);
});

test('a colour word that names a thing with the next word is not a colour wanted', () => {
  assert.deepEqual(p('white noise machine').colors, []);
  assert.equal(p('white noise machine').text, 'white noise machine');
  assert.deepEqual(p('chew toys for a golden retriever puppy').colors, []);
  assert.deepEqual(p('champagne flutes set of 4').colors, []);
  assert.deepEqual(p('green tea bags').colors, []);
  assert.deepEqual(p('snorkel gear to see the coral reef').colors, []);
  // The same words elsewhere are colours still.
  assert.deepEqual(p('a white noise machine in white').colors, ['white']);
  assert.deepEqual(p('golden earrings').colors, ['gold']);
});

test('sizes: letters, words after "size"/"in", shoe sizes, waist x length', () => {
  assert.deepEqual(p('t-shirt size m').sizes, ['M']);
  assert.deepEqual(p('hoodie xl').sizes, ['XL']);
  assert.deepEqual(p('twin xl sheets for a dorm').sizes, [], 'a bed size is part of what sheets are');
  assert.deepEqual(p('hoodie XXL').sizes, ['XXL']);
  assert.deepEqual(p('hoodie 2xl').sizes, ['XXL']);
  assert.deepEqual(p('dress in small').sizes, ['S']);
  assert.deepEqual(p('dress size large').sizes, ['L']);
  assert.deepEqual(p('running shoes size 9').sizes, ['9']);
  assert.deepEqual(p('running shoes size 9.5').sizes, ['9.5']);
  assert.deepEqual(p('jeans 32x30').sizes, ['32x30']);
  assert.deepEqual(p('jeans w32 l30').sizes, ['32x30']);
  assert.deepEqual(p('jeans waist 34').sizes, ['W34']);
  assert.deepEqual(p('large dog bed').sizes, []);
  assert.deepEqual(p('small storage bins').sizes, []);
  assert.equal(p('running shoes size 9').text, 'running shoes');
  // The word "sizes" is no size S; a size glued to the word is a number ("size10").
  assert.deepEqual(p('what joins the two sizes? 3/4 to 1/2 inch').sizes, []);
  assert.deepEqual(p('boots size10').sizes, ['10']);
});

test('brands come from the store vendor list and leave the text', () => {
  const c = p('nike running shoes');
  assert.deepEqual(c.brands, ['Nike']);
  assert.equal(c.text, 'running shoes');
  assert.deepEqual(p("levi's jeans").brands, ["Levi's"]);
  assert.deepEqual(p('levis jeans').brands, []);
  assert.deepEqual(p('amazon basics batteries').brands, ['Amazon Basics']);
  assert.deepEqual(p('under armour shorts under $30').brands, ['Under Armour']);
  assert.equal(p('under armour shorts under $30').maxPriceCents, 3000);
  assert.deepEqual(p('ADIDAS gym bag').brands, ['adidas']);
  assert.deepEqual(p('running shoes').brands, []);
});

test('categories are recognised (singular or plural) and stay in the text', () => {
  const c = p('red dress');
  assert.deepEqual(c.categories, ['Dresses']);
  assert.equal(c.text, 'dress');
  assert.deepEqual(p('dog beds').categories, ['Dog Beds']);
  assert.deepEqual(p('nike running shoe').categories.sort(), ['Running', 'Shoes']);
});

test('in stock phrases', () => {
  assert.equal(p('blue mug in stock').inStock, true);
  assert.equal(p('blue mug available now').inStock, true);
  assert.equal(p('blue mug').inStock, false);
  assert.equal(p('blue mug in stock').text, 'mug');
});

test('everything together, filler words dropped, accents folded', () => {
  const c = p('Show me nike running shoes in red under $80 size 10, in stock');
  assert.deepEqual(c, {
    text: 'running shoes', minPriceCents: null, maxPriceCents: 8000, colors: ['red'], sizes: ['10'], brands: ['Nike'],
    categories: ['Running', 'Shoes'], inStock: true,
  });
  assert.equal(p('Crème brûlée torch').text, 'creme brulee torch');
  assert.equal(parseConstraints('').text, '');
});

test("prices are read in the store's currency and its minor units: JPY 0 digits, KWD 3, EUR with French words", () => {
  const none = { brands: [], categories: [] };
  const jpy = (q: string) => parseConstraints(q, none, 'JPY');
  assert.equal(jpy('mug under ¥5000').maxPriceCents, 5000);
  assert.equal(jpy('mug under 5,000 yen').maxPriceCents, 5000);
  assert.equal(jpy('mug under 5000円').maxPriceCents, 5000);
  assert.deepEqual([jpy('mugs between ¥1000 and ¥3000').minPriceCents, jpy('mugs between ¥1000 and ¥3000').maxPriceCents], [1000, 3000]);
  assert.equal(jpy('mug under ¥5000').text, 'mug');
  const kwd = (q: string) => parseConstraints(q, none, 'KWD');
  assert.equal(kwd('scarf under 12.5 KWD').maxPriceCents, 12500);
  assert.equal(kwd('scarf over KD 3.250').minPriceCents, 3250);
  const eur = (q: string) => parseConstraints(q, none, 'EUR');
  assert.equal(eur('sac moins de 50 €').maxPriceCents, 5000);
  assert.equal(eur('sac à moins de 49,90 €').maxPriceCents, 4990);
  assert.equal(eur('chaussures à partir de 30 euros').minPriceCents, 3000);
  const range = eur('veste entre 20 et 40 €');
  assert.deepEqual([range.minPriceCents, range.maxPriceCents], [2000, 4000]);
  assert.equal(eur('sac moins de 50 €').text, 'sac');
  assert.equal(eur('blanket under 30 euros').text, 'blanket', '"euros" whole, not "eur" and a stray "os"');
  assert.equal(eur('blanket under 30 euros').maxPriceCents, 3000);
  // A Swiss shopper's francs are a budget like euros ("höchstens 25 Franken", glossed "at most 25 francs").
  assert.equal(parseConstraints('screwdrivers at most 25 francs').maxPriceCents, 2500);
  assert.equal(parseConstraints('screwdrivers at most 25 francs').text, 'screwdrivers');
  assert.equal(parseConstraints('lamp under 40 CHF').maxPriceCents, 4000);
  // USD stays as it was.
  assert.equal(parseConstraints('mug under $19.99').maxPriceCents, 1999);
});

test('a person after a possessive is not a vendor of that name', () => {
  const kin: ConstraintVocabulary = { brands: ['Brother', 'Nike'].map((name) => ({ name, key: vendorKey(name) })), categories: [] };
  assert.deepEqual(parseConstraints("gift for my wife's brother", kin).brands, []);
  assert.deepEqual(parseConstraints('something for his brother', kin).brands, []);
  assert.deepEqual(parseConstraints('brother printer toner', kin).brands, ['Brother']);
  assert.deepEqual(parseConstraints('a brother label maker for my office', kin).brands, ['Brother']);
});

test('in a story, a vendor name that is an everyday word names the thing, unless framed as the brand', () => {
  const v: ConstraintVocabulary = {
    brands: ['Coast', 'Vibe', 'Champion', 'Brother'].map((name) => ({ name, key: vendorKey(name) })),
    categories: ['Hoodies', 'Headlamps'].map((name) => ({ name, key: vendorKey(name) })),
  };
  const q = (s: string) => parseConstraints(s, v).brands;
  assert.deepEqual(q('we are driving up the coast next week and the tent leaks at every seam'), []);
  assert.deepEqual(q('want the whole living room to have a cozy cabin kind of vibe this winter'), []);
  assert.deepEqual(q("brother's birthday is next week and he just got into fly fishing"), []);
  // Short searches, brand frames and a kind of product after the name keep the brand.
  assert.deepEqual(q('coast headlamp'), ['Coast']);
  assert.deepEqual(q('anything from coast for night hikes with my kids on the weekend trail'), ['Coast']);
  assert.deepEqual(q('champion hoodies for my son who plays basketball at school'), ['Champion']);
});

test('footwear sizes: EU sizes said as such or in shoppers\' languages, bare sizes after who wears them or at the end', () => {
  const fw = (q: string) => { const c = p(q); return { text: c.text, sizes: c.sizes, colors: c.colors }; };
  assert.deepEqual(fw('womens sneakers talla 38'), { text: 'womens sneakers', sizes: ['EU 38'], colors: [] });
  assert.deepEqual(fw('Numero 38 sandals'), { text: 'sandals', sizes: ['EU 38'], colors: [] });
  assert.deepEqual(fw('size 38 EU sneakers'), { text: 'sneakers', sizes: ['EU 38'], colors: [] });
  assert.deepEqual(fw('eu 40 heels'), { text: 'heels', sizes: ['EU 40'], colors: [] });
  assert.deepEqual(fw('running shoes 38,5 eu'), { text: 'running shoes', sizes: ['EU 38.5'], colors: [] });
  assert.deepEqual(fw('womens boots size 39'), { text: 'womens boots', sizes: ['EU 39'], colors: [] }, 'no US shoe size is 39');
  assert.deepEqual(fw("men's 10 black lace-up dress shoes"), { text: "men's lace-up dress shoes", sizes: ['10'], colors: ['black'] });
  assert.deepEqual(fw('womens 8.5 sneakers'), { text: 'womens sneakers', sizes: ['8.5'], colors: [] });
  assert.deepEqual(fw('mens sneakers white 10'), { text: 'mens sneakers', sizes: ['10'], colors: ['white'] });
  // Not sizes: a model number inside, a count, a number of something that is not footwear, an EU size of clothing.
  assert.deepEqual(fw('air force 1 shoes').sizes, []);
  assert.deepEqual(fw('2 pairs of shoes').sizes, []);
  assert.deepEqual(fw('mens belt 38').sizes, []);
  assert.deepEqual(fw('talla 38').sizes, ['38']);
  assert.deepEqual(fw('jeans size 38 eu').sizes, ['38']);
});

test('a hedged amount with its currency is what the shopper means to spend; "aqua aerobics" names a class, not a colour', () => {
  assert.equal(p('tool roll around $20').maxPriceCents, 2000);
  assert.equal(p('about 30 dollars').maxPriceCents, 3000);
  assert.equal(p('$25 or so').maxPriceCents, 2500);
  assert.equal(p('a $30 gift').maxPriceCents, null, 'a bare amount is no bound');
  assert.equal(p('about 20 minutes').maxPriceCents, null);
  assert.deepEqual(p('aqua aerobics swimsuit').colors, []);
  assert.deepEqual(p('aqua swimsuit').colors, ['aqua']);
});

test('a colour ruled out is no colour wanted', () => {
  assert.deepEqual(parseConstraints('she only wears silver, nothing gold').colors, ['silver']);
  assert.deepEqual(parseConstraints('a lamp, not in black please').colors, []);
  assert.deepEqual(parseConstraints('anything but pink for the nursery').colors, []);
  assert.deepEqual(parseConstraints('black not navy').colors, ['black']);
});
