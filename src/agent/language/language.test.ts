import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { type AIMessage, HumanMessage, SystemMessage, ToolMessage, type BaseMessage } from '@langchain/core/messages';
import { loadIntentClassifier, type IntentClassifier } from '../nlu/index.ts';
import { LocalChatModel, type LanguageSettings } from '../models/local/index.ts';
import type { LookupOrderResult, SearchProductsResult } from '../tools/contracts.ts';
import { policyKeyPoints, writeActionReply, writeCheckoutReply, writePolicyReply } from '../models/local/format.ts';
import { detectLanguage, glossToEnglish, hasMessage, loadLanguageDetector, MESSAGE_IDS, SUPPORTED_LANGUAGES, t } from './index.ts';
import { EN } from './messages/en.ts';
import { testCacheDir } from '../../../test/support/db.ts';

let classifier: IntentClassifier;
before(async () => {
  [classifier] = await Promise.all([loadIntentClassifier({ cacheDir: testCacheDir() }), loadLanguageDetector()]);
});

test('detects the language of short shopper messages; priors only tip what the words leave open', () => {
  const cases: [string, string][] = [
    ['busco auriculares inalámbricos baratos', 'es'], ['je voudrais du thé', 'fr'], ['Ich suche kabellose Kopfhörer unter 30 Dollar', 'de'],
    ['qual o status do meu pedido #1001?', 'pt'], ['che tempo fa domani a Roma?', 'it'], ['cozy blanket under $30', 'en'],
    ['apple earbuds', 'en'], ['Damenuhren', 'de'], ['what is your return policy?', 'en'],
    // A product word shared by three languages leaves it to the attribute: Spanish 'programable', Italian 'programmabile'.
    ['termostato programable', 'es'], ['termostato programmabile', 'it'], ['termostato programável', 'pt'],
  ];
  for (const [text, lang] of cases) assert.equal(detectLanguage(text).lang, lang, text);
  // A message without words keeps the conversation's language; a tourist's English browser does not beat Spanish words.
  assert.equal(detectLanguage('#1002 sam.lee@example.com', { previous: 'fr' }).lang, 'fr');
  assert.equal(detectLanguage('e-reader').lang, 'en', 'a one-letter prefix is not the Italian "e"');
  assert.equal(detectLanguage('t-shirt y pantalones').lang, 'es');
  assert.equal(detectLanguage('la segunda', { previous: 'es', locale: 'en-US' }).lang, 'es');
  assert.equal(detectLanguage('necesito un cargador para el móvil', { locale: 'en-US' }).lang, 'es');
  // Keywords do not switch an English conversation; a sentence in a language Aisle does not serve is recognised.
  assert.equal(detectLanguage('mens slippers', { previous: 'en' }).lang, 'en');
  // A short message whose words the conversation's language has as many of stays in it ("tipo ballerina" is Spanish too).
  assert.equal(detectLanguage('tipo ballerina', { previous: 'es' }).lang, 'es');
  assert.equal(detectLanguage('Приветствую, где мой заказ?').lang, 'ru');
  assert.equal(detectLanguage('Ik ben op zoek naar een warme deken voor de bank in de woonkamer').lang, 'nl');
  // A German, Spanish or Italian function word that is also an everyday English word is no switch on its own.
  for (const say of ['fishing hat', 'sun hat', 'trash bin', 'die cast cars', 'dove soap', 'non-stick', 'non toxic']) assert.equal(detectLanguage(say).lang, 'en', say);
  // A word of another language's lexicon that English has too ("bras": arms in French) is no switch in a short message;
  // a word English lacks still is ("chaussures femme", "tapis de yoga").
  for (const say of ['sports bras', 'padded bras']) assert.equal(detectLanguage(say).lang, 'en', say);
  for (const [say, lang] of [['chaussures femme', 'fr'], ['tapis de yoga', 'fr'], ['borsa donna', 'it'], ['caneca térmica', 'pt']] as const) assert.equal(detectLanguage(say).lang, lang, say);
  assert.equal(detectLanguage('Er hat einen Hut').lang, 'de');
  assert.equal(detectLanguage('son muy caros').lang, 'es');
  assert.equal(detectLanguage('Saias para senhora').lang, 'pt', 'letters no English word has: the homograph counts');
});

test('glosses each language into English words the English routes read', () => {
  const cases: [string, string, RegExp][] = [
    ['busco auriculares inalámbricos baratos', 'es', /^i am looking for wireless cheap headphones$/],
    ['¿hay alguno por menos de 15 dólares?', 'es', /under 15 dollars/],
    ['la segunda', 'es', /^the second one$/],
    // Country names in English (CLDR through Intl.DisplayNames).
    ['Spedite anche in Svizzera?', 'it', /\bSwitzerland\b/],
    ['¿envían a Estados Unidos?', 'es', /\bUnited States\b/],
    ['un oreiller pour mieux dormir, moins de 30 dollars', 'fr', /pillow for sleep better, under 30 dollars/],
    ["l'article est en quelle matière ?", 'fr', /the item is what is it made of/],
    ['das erste', 'de', /^the first one$/],
    ['ein Küchenmesser aus Edelstahl', 'de', /^a kitchen knife (?:from )?stainless steel$/],
    ['Kannst du mir einen Flug nach Berlin buchen?', 'de', /^can you book me a flight to Berlin\?$/],
    ['Ich möchte mit einem Menschen sprechen', 'de', /speak with a person/],
    ['algo até 20 dólares', 'pt', /up to 20 dollars/],
    ['più economici', 'it', /^cheaper ones$/],
    ['un cavo USB-C lungo', 'it', /cable USB-C long/],
    // Romance adjectives after the noun come first in English; the article agrees.
    ['une couverture bien chaude pour le canapé', 'fr', /^a warm blanket for the couch$/],
    ['des chaussures noires en cuir', 'fr', /^some black leather shoes$/],
    ['una camiseta roja de algodón', 'es', /^a red cotton t-shirt$/],
    ['algo más barato', 'es', /^something cheaper$/],
    // Who a gift is for and what they like; "piel" is skin, "de piel" leather.
    ['un regalo para mi hermana que le gusta leer', 'es', /gift for my sister that likes reading/],
    ['tengo la piel muy seca', 'es', /my skin very dry/],
    ['un bolso de piel', 'es', /leather bag/],
    ['un cadeau pour mon frère qui aime la randonnée', 'fr', /gift for my brother .*hiking/],
    ['ein Geschenk für meine Schwester, die gern liest', 'de', /sister.*reads/],
    ['un regalo per mio figlio che ama disegnare', 'it', /son .*drawing/],
    ['um presente para minha irmã que gosta de cozinhar', 'pt', /sister .*cooking/],
    // Everyday words of a situation; an exact entry wins over a Snowball stem shared with another word ("taller" is a
    // workshop, not "talla" size; "cosas" are things, not "coser" sewing).
    ['se pasa el día en su taller arreglando cosas', 'es', /day in (?:your|his|her) workshop fix(?:ing)? things/],
    ['me acabo de mudar a un depa sin closet', 'es', /just move to an apartment without closet/],
    // A German compound whose modifier is unknown is read by its head.
    ['ein Wanderrucksack', 'de', /backpack/],
    // A diminutive is read as its plain word when the lexicon knows that ("baratito" → barato, "añitos" → años).
    ['hay algo mas baratito?', 'es', /(?:some|any)thing cheaper/],
    ['mi niña de 4 añitos', 'es', /4 years/],
    ['un cafecito', 'es', /coffee/],
    ['scarpette', 'it', /shoes/],
  ];
  for (const [text, lang, re] of cases) assert.match(glossToEnglish(text, lang).text, re, text);
  assert.equal(glossToEnglish('red shoes', 'en').text, 'red shoes');
  // A decimal comma is the decimal point English reads; a dot of thousands stays.
  assert.equal(glossToEnglish('Que sea de 1,5 pulgadas de ancho', 'es').text, 'that is of 1.5 inches wide');
  assert.match(glossToEnglish('Mon compagnon mesure 1,98 m', 'fr').text, /1\.98 m/);
  assert.match(glossToEnglish('tengo 1.000 cosas', 'es').text, /1\.000/);
  assert.match(glossToEnglish('blusas de tirantes, talla 3X', 'es').text, /size 3X$/, 'a size with a number is one token');
  assert.equal(glossToEnglish('zapatos sin agujetas para hombre', 'es').text, 'slip-on shoes for men', 'a quality goes before its noun');
});

test('the gloss reads inflected forms by rule, general vocabulary, chat forms and constructions in all five languages', () => {
  const cases: [string, string, RegExp][] = [
    // Forms of lemmas the lexicon lists: subjunctive, preterite (in the English past), feminine plural, pronouns on a verb.
    ['no quiero que se corten los pies', 'es', /^i don't want that cut my feet$/],
    ['me cobraron dos veces', 'es', /charged (?:me )?twice/],
    ['le magliette vecchie', 'it', /t-shirts old/],
    ['ponérmelo', 'es', /^put me it$/],
    ['elle est tombée en panne', 'fr', /broke down/],
    ['Ich habe gestern Schuhe gekauft', 'de', /^i bought yesterday shoes$/],
    // A verb after a pronoun, not the noun the word also is; a German separable verb around its clause.
    ['si sposa a giugno', 'it', /^marry/],
    ['Mein Baby fasst alle Steckdosen an', 'de', /^my baby touches all outlets$/],
    // Chat forms and idioms.
    ["du coup t'as un truc moins cher ?", 'fr', /^so you have something cheaper\?$/],
    ["j'en ai marre du bruit", 'fr', /^i'm fed up/],
    ['¿me echas la mano?', 'es', /give me a hand/],
    ['pa mi hermana porfa', 'es', /^for my sister please$/],
    ['cosa gli prendo?', 'it', /^what do i get him\?$/],
    ["ce n'è uno più piccolo?", 'it', /^is there one/],
    ['tô procurando uma mochila pra escola', 'pt', /^i am looking for a backpack for school$/],
    ['hab nen Hund', 'de', /^have a dog$/],
    // Time spans: "llevo … trabajando", "hace …", "il y a …", "da …", German "-lang".
    ['llevo un año trabajando desde casa', 'es', /^i have been for a year work(?:ing)? from home$/],
    ['compré unos tenis hace dos semanas', 'es', /(?:two|2) weeks ago$/],
    ['il y a dix jours', 'fr', /ago$/],
    ['ho la tosse da due settimane', 'it', /cough for (?:two|2) week/],
    ['Wir wandern stundenlang', 'de', /for hours/],
    // Negation in English order; words joined by hyphens; a name of two capitalised words stays as typed.
    ['je sais pas', 'fr', /^i don't know$/],
    ['montre-moi les sacs', 'fr', /^show me the bag/],
    ['Vamos para São Paulo amanhã', 'pt', /São Paulo tomorrow$/],
  ];
  for (const [text, lang, re] of cases) assert.match(glossToEnglish(text, lang).text, re, text);
  assert.deepEqual(glossToEnglish('Wir renovieren das Wohnzimmer', 'de').unknown, [], 'a verb in -ieren is not split as a compound');
});

test('every catalog message formats in every language; English is the source', () => {
  const values = { words: 'x', seen: 'yes', count: 2, cons: '', relaxed: '', list: 'a', min: '$1', max: '$2', title: '**T**', help: 'h', canHelp: 'c', name: 'N', placed: '', date: 'd', financial: 'f', fulfillment: 'f', items: 'i', total: 't', bits: '', tracking: 't', eta: '', link: 'l', number: '1', vendor: 'v', example: '', languages: 'English', language: 'Spanish', count_: 1, quantity: 1, variant: '', price: '$1', subtotal: '$1', options: '', test: '', reason: 'r', what: '', amount: '$1', order: '#1', refund: '', address: '', summary: 's', rating: 4.5, lines: '1 × T', agentName: 'A', email: 'e@example.com', left: 1, points: 'p', range: '1-2', unit: 'business' };
  for (const lang of SUPPORTED_LANGUAGES) {
    for (const id of MESSAGE_IDS) {
      assert.ok(hasMessage(lang, id), `${lang} lacks ${id}`);
      assert.equal(typeof t(lang, id, values), 'string');
    }
  }
  assert.equal(t('en', 'search.none', { words: 'socks' }), EN['search.none'].replace('{words}', 'socks'));
  // Cart, checkout and order actions: English keeps its words, the others their own (ICU plurals by CLDR rules).
  assert.equal(writeCheckoutReply({ started: true, checkout: { itemCount: 1, totalText: '$60.00', testMode: false } } as never),
    "Your checkout is ready: 1 item, total **$60.00**. Press **Pay** below to pay securely; you'll come back to the store afterwards.");
  assert.match(writeCheckoutReply({ started: true, checkout: { itemCount: 2, totalText: '120,00 €', testMode: true } } as never, 'de'), /^Deine Bezahlung ist bereit: 2 Artikel, Summe \*\*120,00 €\*\*\..*\*\*Testmodus\*\*/);
  assert.equal(writeActionReply({ status: 'executed', auto_approved: true, action: 'cancel_order', order_name: '#1001', amount_text: '$20.00', amount_cents: 2000 } as never),
    'Done! Order **#1001** is cancelled and **$20.00** is refunded to your original payment method.');
  assert.equal(writeActionReply({ status: 'denied', summary: 'Refund $20.00 on #1001', reason: null } as never, 'es'),
    'Lo siento, la tienda ha rechazado tu solicitud (**Refund $20.00 on #1001**): sin motivo indicado. Si tienes preguntas, puedo llamar a una persona del equipo.');
  assert.equal(t('es', 'which.out_of_range', { count: 1, example: '' }), 'Te he enseñado 1 producto: ¿cuál quieres decir? Por ejemplo «el primero», o parte de su nombre.');
});

test('a policy answer leads with the sentences that answer; other languages quote them and give their key points', () => {
  const article = {
    id: 'a1', title: 'Returns', body: '', excerpt: 'Return within 30 days.\n- Refunds take 5-7 business days.\n- Exchanges for another size are free.',
    answer: 'Exchanges for another size are free.',
  };
  assert.equal(writePolicyReply({ articles: [article] }), '**Returns**\n\nExchanges for another size are free.\n\nReturn within 30 days.\n- Refunds take 5-7 business days.');
  const de = writePolicyReply({ articles: [article] }, 'de');
  assert.match(de, /^Das steht auf unserer Seite \*\*Returns\*\* \(sie ist auf Englisch\):\n\n> Return within 30 days\.\n> Exchanges for another size are free\.\n/, 'the opening rule, then the answer');
  assert.match(de, /\n\nKurz gesagt: kostenlos\.$/);
  assert.doesNotMatch(de, /Refunds take/, 'only the sentences that answer are quoted');
  assert.deepEqual(policyKeyPoints('We ship to the United States and Canada.', 'es'), ['Estados Unidos y Canadá']);
  assert.deepEqual(policyKeyPoints('Refunds take 5-7 business days; exchanges are free. Express: 1 day, free of charge.', 'es'), ['5-7 días hábiles', 'gratis', '1 día']);
  assert.deepEqual(policyKeyPoints('Refunds take 5-7 business days.', 'pt'), ['5-7 dias úteis']);
  assert.equal(writePolicyReply({ articles: [{ ...article, answer: undefined }] }, 'en'), `**Returns**\n\n${article.excerpt}`);
});

const languages: LanguageSettings = { served: ['en', 'es', 'fr', 'de', 'pt', 'it'], defaultLanguage: 'en' };
const tools = [{ name: 'search_products' }, { name: 'get_product' }, { name: 'get_policy' }, { name: 'lookup_order' }, { name: 'request_handoff' }] as never;

async function step(thread: BaseMessage[], language: LanguageSettings = languages): Promise<AIMessage> {
  const model = new LocalChatModel({ classifier });
  const msg = (await model.bindTools(tools, { language }).invoke(thread)) as AIMessage;
  thread.push(msg);
  return msg;
}

test('the local model routes a Spanish request through the English routes and answers in Spanish', async () => {
  const thread: BaseMessage[] = [new SystemMessage('shop'), new HumanMessage('necesito un cargador para el móvil')];
  const call = await step(thread);
  assert.equal(call.tool_calls?.[0]?.name, 'search_products');
  assert.match(String(call.tool_calls?.[0]?.args.query), /charger/);
  assert.equal((call.additional_kwargs as { aisle: { lang: string } }).aisle.lang, 'es');
  const result: SearchProductsResult = {
    constraints: { text: 'charger phone', minPriceCents: null, maxPriceCents: null, colors: [], sizes: [], brands: [], categories: [], inStock: false },
    products: [{ id: '00000000-0000-4000-8000-000000000001', handle: 'c', title: 'Fast Phone Charger', vendor: 'Acme', priceCents: 1299, currency: 'USD', priceText: '$12.99', rating: null, ratingCount: null, imageUrl: null, url: null, available: true, color: null }],
    total: 1, closest: false, relaxed: [], partial: false,
  };
  thread.push(new ToolMessage({ content: JSON.stringify(result), tool_call_id: call.tool_calls![0]!.id!, name: 'search_products' }));
  const reply = await step(thread);
  assert.match(String(reply.content), /^Estos son los que mejor encajan con lo que buscas:/);
  assert.match(String(reply.content), /12,99\s?US\$/);
  // "el segundo" after one product shown: a short question in Spanish, never a random product.
  thread.push(new HumanMessage('¿y el segundo?'));
  const which = await step(thread);
  assert.equal(which.tool_calls?.length ?? 0, 0);
  assert.match(String(which.content), /Te he enseñado 1 producto/);
});

test('an order answer in German; an unserved language gets the store language; no settings = English only', async () => {
  const thread: BaseMessage[] = [new SystemMessage('shop'), new HumanMessage('Hallo, wo bleibt meine Bestellung #1002? E-Mail: sam.lee@example.com')];
  const call = await step(thread);
  assert.equal(call.tool_calls?.[0]?.name, 'lookup_order');
  const order: LookupOrderResult = {
    found: true,
    order: {
      id: '00000000-0000-4000-8000-000000000009', name: '#1002', createdAt: '2026-11-22T10:00:00Z', cancelledAt: null, financialStatus: 'paid',
      fulfillmentStatus: 'unfulfilled', totalCents: 4189, currency: 'USD', totalText: '$41.89', lineItems: [{ title: 'Educated: A Memoir', quantity: 1 }], shipments: [],
    },
  };
  thread.push(new ToolMessage({ content: JSON.stringify(order), tool_call_id: call.tool_calls![0]!.id!, name: 'lookup_order' }));
  const reply = String((await step(thread)).content);
  assert.match(reply, /^Bestellung \*\*#1002\*\* \(aufgegeben am 22\.11\.2026\): Zahlung \*\*bezahlt\*\*, Versand \*\*nicht versendet\*\*\./);
  // (The item's English title is on the order card, not in the German text.)
  assert.match(reply, /\n1 Artikel, gesamt 41,89\s\$\./);
  assert.doesNotMatch(reply, /Educated/);

  const dutch = [new SystemMessage('shop'), new HumanMessage('Goedemiddag, ik ben op zoek naar een warme deken voor de bank in de woonkamer')];
  const answer = await step(dutch, { served: ['en', 'es'], defaultLanguage: 'en' });
  assert.match(String(answer.content), /^Sorry, I can only chat in English or Spanish here\./);

  const english = [new SystemMessage('shop'), new HumanMessage('necesito un cargador')];
  const model = new LocalChatModel({ classifier });
  const plain = (await model.bindTools(tools).invoke(english)) as AIMessage;
  assert.equal((plain.additional_kwargs as { aisle: { lang?: string } }).aisle.lang, undefined);
});
