/**
 * The local model's policy reply names the language the article is actually written in (get_policy's `writtenIn`):
 * a store whose policies are in Spanish tells a French shopper the page is in Spanish — in French, from the message
 * catalog — and says it in each of the six languages; a shopper who writes the article's own language gets it plainly.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { GetPolicyResult } from '../../../knowledge/index.ts';
import { loadLanguageDetector } from '../../language/index.ts';
import { writeOrderReply, writePolicyReply, writeProductReply, writeSearchReply } from './format.ts';

const SPANISH: GetPolicyResult['articles'][number] = {
  id: 'a1', title: 'Política de reembolso', body: '', writtenIn: 'es',
  excerpt: 'Aceptamos devoluciones dentro de los 30 días posteriores a la entrega.\n- Los reembolsos tardan 5 días hábiles.',
};

test('the note names the article\'s language, in the shopper\'s language, for each of the six', () => {
  const notes: Record<string, string> = {
    fr: 'Voici ce que dit notre page **Política de reembolso** (elle est rédigée en espagnol) :',
    en: 'Here is what our page **Política de reembolso** says (it is written in Spanish):',
    de: 'Das steht auf unserer Seite **Política de reembolso** (sie ist auf Spanisch):',
    pt: 'Isto é o que diz a nossa página **Política de reembolso** (ela está em espanhol):',
    it: 'Ecco cosa dice la nostra pagina **Política de reembolso** (è scritta in spagnolo):',
  };
  for (const [lang, note] of Object.entries(notes)) {
    const reply = writePolicyReply({ articles: [SPANISH] }, lang);
    assert.ok(reply.startsWith(`${note}\n\n> Aceptamos devoluciones`), `${lang}: ${reply}`);
    assert.doesNotMatch(reply, /English|anglais|Englisch|inglês|inglese|inglés/, `${lang}: never "English" for a Spanish page`);
  }
  // A German page for a Spanish shopper; an Italian one for a Portuguese shopper.
  assert.match(writePolicyReply({ articles: [{ ...SPANISH, writtenIn: 'de' }] }, 'es'), /^Esto es lo que dice nuestra página \*\*Política de reembolso\*\* \(está escrita en alemán\):/);
  assert.match(writePolicyReply({ articles: [{ ...SPANISH, writtenIn: 'it' }] }, 'pt'), /\(ela está em italiano\):/);
});

test('a shopper who writes the article\'s language gets it without a note; English stays the default of older results', () => {
  assert.equal(writePolicyReply({ articles: [SPANISH] }, 'es'), `**Política de reembolso**\n\n${SPANISH.excerpt}`);
  const english = { ...SPANISH, title: 'Returns', excerpt: 'Return within 30 days.', writtenIn: undefined };
  assert.equal(writePolicyReply({ articles: [english] }, 'en'), '**Returns**\n\nReturn within 30 days.');
  assert.match(writePolicyReply({ articles: [english] }, 'fr'), /\(elle est rédigée en anglais\) :/);
  // A translation into the shopper's language is theirs, whatever the article was written in.
  assert.equal(writePolicyReply({ articles: [{ ...SPANISH, title: 'Politique de remboursement', excerpt: 'Retours sous 30 jours.', lang: 'fr' }] }, 'fr'),
    '**Politique de remboursement**\n\nRetours sous 30 jours.');
});

test('a product page quoted in another language than the answer is named as such; English answers are unchanged', async () => {
  await loadLanguageDetector();
  const product = { id: 'p1', title: 'Trail Backpack 30L', vendor: null, priceCents: 4999, currency: 'USD', priceText: '$49.99' } as never;
  const passages = [{ text: 'This backpack is fully waterproof and has a padded laptop sleeve for everyday use.', source: 'bullet', score: 3 }] as never;
  const es = writeProductReply({ found: true, product, passages }, 'es');
  assert.match(es, /está escrita en inglés/);
  // Told by the facts that read the same in every language, in the shopper's words; no English sentence.
  assert.match(es, /impermeable/);
  assert.doesNotMatch(es, /This backpack/);
  // A passage without such facts, or of what the product works with, is quoted.
  const works = [{ text: 'Works with most car seats and strollers on the market today.', source: 'bullet', score: 3 }] as never;
  assert.match(writeProductReply({ found: true, product, passages: works }, 'es'), /^> Works with/m);
  const en = writeProductReply({ found: true, product, passages }, 'en');
  assert.doesNotMatch(en, /written in/);
  // A page in the shopper's own language needs no note.
  const spanish = [{ text: 'Esta mochila es totalmente impermeable y tiene una funda acolchada para el portátil.', source: 'bullet', score: 3 }] as never;
  assert.doesNotMatch(writeProductReply({ found: true, product, passages: spanish }, 'es'), /escrita en/);
});

test('words a search left out are not quoted as English gloss words in another language, nor claimed when the titles have them', () => {
  const products = [{ id: 'p1', title: 'Classic Board Game for Kids', url: null, priceCents: 999, currency: 'USD', priceText: '$9.99', rating: null, ratingCount: null, available: true }];
  const r = { products, total: 3, constraints: { text: 'board game kid', colors: [], sizes: [], brands: [] }, relaxed: [], relaxedWords: ['board', 'kid'], partial: false, closest: false } as never;
  const it = writeSearchReply(r, 'board game kid', { lang: 'it', said: 'giochi da tavolo per bambini' });
  assert.doesNotMatch(it, /“board”|“kid”|corrispondeva/);
  const missing = { products, total: 3, constraints: { text: 'board game wooden', colors: [], sizes: [], brands: [] }, relaxed: [], relaxedWords: ['wooden'], partial: false, closest: false } as never;
  assert.match(writeSearchReply(missing, 'board game wooden', { lang: 'it', said: 'gioco da tavolo di legno' }), /ne ho tolte alcune/);
  assert.match(writeSearchReply(missing, 'board game wooden', { lang: 'en' }), /Nothing matched “wooden”/);
});

test('an order in another language says how many items and the total; the titles (the store\'s English) stay on the order card', () => {
  const order = {
    id: 'o1', name: '#1001', email: 'jane@example.com', financialStatus: 'paid', fulfillmentStatus: 'fulfilled', totalCents: 7887, currency: 'USD',
    totalText: '$78.87', createdAt: '2026-11-27T10:00:00Z', cancelledAt: null,
    lineItems: [{ title: 'The Book of Dragons: An Anthology', quantity: 1 }, { title: 'Midnight Sun', quantity: 2 }], shipments: [],
  };
  const es = writeOrderReply({ found: true, order } as never, undefined, 'es');
  assert.match(es, /3 artículos, total 78,87/);
  assert.doesNotMatch(es, /\b(?:the|book)\b/i, es);
  assert.match(writeOrderReply({ found: true, order } as never, undefined, 'de'), /3 Artikel, gesamt/);
  assert.match(writeOrderReply({ found: true, order: { ...order, lineItems: [order.lineItems[0]!] } } as never, undefined, 'fr'), /1 article, total/);
  assert.match(writeOrderReply({ found: true, order } as never, undefined, 'en'), /Items: 1 × The Book of Dragons: An Anthology, 2 × Midnight Sun — total \$78\.87/);
});
