import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { articleSentences, focusSentences } from './focus.ts';

const RETURNS = `**Returns.** You can return most items within **30 days** of delivery, unused.

- Refunds go back to the original payment method within 5-7 business days after we receive the item.
- Exchanges for another size or colour are free.
- Opened personal care products cannot be returned.`;
const SHIPPING = `Orders ship from our warehouse within 1-2 business days.

- **Standard shipping** (3-5 business days): free on orders over $50, otherwise $5.99.
- **Express shipping** (1-2 business days): $14.99.
- We ship to the United States and Canada.`;

test('an article splits into sentences: list items whole, paragraphs by sentence, Markdown marks removed', () => {
  assert.deepEqual(articleSentences(RETURNS), [
    'Returns.', 'You can return most items within 30 days of delivery, unused.',
    'Refunds go back to the original payment method within 5-7 business days after we receive the item.',
    'Exchanges for another size or colour are free.', 'Opened personal care products cannot be returned.',
  ]);
});

test('the sentences that answer a question lead: by its rarer words, and by what it asks (cost, time, place)', () => {
  assert.deepEqual(focusSentences(RETURNS, 'does an exchange for another size cost me anything?'), ['Exchanges for another size or colour are free.']);
  assert.deepEqual(focusSentences(RETURNS, 'how long until I get my refund?'), ['Refunds go back to the original payment method within 5-7 business days after we receive the item.']);
  assert.deepEqual(focusSentences(RETURNS, 'can I send back a face lotion I opened?'), ['Opened personal care products cannot be returned.']);
  assert.deepEqual(focusSentences(SHIPPING, 'can you ship to germany?'), ['We ship to the United States and Canada.']);
  assert.deepEqual(focusSentences(SHIPPING, 'what does express cost?'), ['Express shipping (1-2 business days): $14.99.']);
});

test('no focus when nothing in the article answers, or too many sentences tie', () => {
  assert.deepEqual(focusSentences(RETURNS, 'what is your phone number?'), []);
  assert.deepEqual(focusSentences('One sentence only about returns.', 'returns?'), []);
});

/** The demo store's articles with their translations (data/demo/knowledge.json). */
const DEMO = JSON.parse(readFileSync(new URL('../../data/demo/knowledge.json', import.meta.url), 'utf8')) as {
  articles: Array<{ slug: string; body: string; translations: Record<string, { title: string; body: string }> }>;
};
const demoBody = (slug: string, lang: string) => DEMO.articles.find((a) => a.slug === slug)!.translations[lang]!.body;

test("a translated article is focused with the shopper's own words, by that language's stems and asks", () => {
  // [language, article, question, what the answering sentence says]
  const cases: Array<[string, string, string, RegExp]> = [
    ['es', 'shipping', '¿Hacen envíos a México?', /^Enviamos a Estados Unidos y Canadá\./],
    ['fr', 'shipping', 'Vous livrez en Belgique ?', /^Nous livrons aux États-Unis et au Canada\./],
    ['de', 'shipping', 'Liefert ihr auch nach Österreich?', /^Wir liefern in die USA und nach Kanada\./],
    ['pt', 'shipping', 'Vocês enviam para Portugal?', /^Enviamos para os Estados Unidos e o Canadá\./],
    ['es', 'shipping', '¿Cuánto cuesta el envío exprés?', /^Envío exprés .*14,99/],
    ['de', 'shipping', 'Was kostet der Expressversand?', /^Expressversand .*14,99/],
    ['fr', 'returns', 'Combien de temps pour être remboursé ?', /^Les remboursements .*5-7 jours ouvrés/],
    ['it', 'returns', 'Quanto tempo ci vuole per il rimborso?', /^I rimborsi .*5-7 giorni lavorativi/],
    ['pt', 'returns', 'A troca por outro tamanho é grátis?', /^Trocas por outro tamanho ou cor são grátis\.$/],
    ['es', 'returns', '¿Puedo devolver una crema que ya abrí? Es un producto de cuidado personal', /^No se pueden devolver .*cuidado personal/],
    // A verb in the question, its participle in the article: both read as the verb (abrí, abierto → abrir).
    ['es', 'returns', 'Abrí un champú y no me gusta, ¿lo puedo devolver?', /^No se pueden devolver .*abierto\.$/],
    ['it', 'returns', 'Ho aperto una crema viso, posso restituirla?', /^Gli articoli in vendita finale.*aperti/],
    ['pt', 'returns', 'Abri um hidratante, posso devolver?', /^Itens de venda final.*abertos/],
    ['de', 'returns', 'Ich habe eine Gesichtscreme geöffnet, kann ich sie zurückgeben?', /^Final-Sale-Artikel.*geöffnete/],
  ];
  for (const [lang, slug, question, expected] of cases) {
    const focused = focusSentences(demoBody(slug, lang), question, lang);
    // The answering sentence, at most with one other that shares the question's words ("zurückgeben" is also in the
    // article's opening rule).
    assert.ok(focused.length >= 1 && focused.length <= 2 && focused.some((x) => expected.test(x)), `${question} → ${JSON.stringify(focused)}`);
  }
  assert.deepEqual(focusSentences(demoBody('shipping', 'it'), 'Spedite anche in Svizzera? Mia sorella abita a Lugano.', 'it'),
    ["Spediamo negli Stati Uniti e in Canada. Per ora non è possibile spedire ordini internazionali in altri paesi."]);
});
