/**
 * The agent answers a shopper from the store's translation of a policy article in the shopper's language: the demo
 * store's articles carry es/fr/de/pt/it translations (data/demo/knowledge.json). An Italian shipping question gets the
 * Italian sentence about countries, with no English sentence and no "written in English" note; once the merchant
 * deletes the Italian translation (admin API), the same question falls back to the English article, quoted with the
 * note and its key points. Once the merchant edits the English returns page, its translations are outdated and a Spanish
 * question gets the current English page with the note, not the old Spanish one. The get_policy tool gives a provider
 * model the translation too, from the turn's language.
 * Real server (demo store, local model), real admin and widget APIs over HTTP; the tool on a clone of the demo database.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { StructuredToolInterface } from '@langchain/core/tools';
import { signInDemoOwner } from '../../test/support/admin-client.ts';
import { cloneTestDatabase } from '../../test/support/db.ts';
import { startTestServer } from '../../test/support/server.ts';
import { openSession, sendMessage } from '../../test/support/widget-client.ts';
import { createTools, type ToolContext } from '../agent/index.ts';
import { GetPolicyResultSchema } from './contracts.ts';

const srv = await startTestServer();
after(() => srv.stop());
const owner = await signInDemoOwner(srv);
const ARTICLES = '/api/v1/admin/knowledge/articles';

/** Ask in a fresh conversation; returns the agent's stored reply text. */
async function ask(text: string): Promise<string> {
  const session = await openSession(srv.url, 'demo');
  const r = await sendMessage(srv.url, session, text);
  assert.equal(r.status, 200);
  const done = r.events.find((e) => e.event === 'done');
  assert.ok(done?.data.message, JSON.stringify(r.events.slice(-3)));
  return done.data.message.text as string;
}

const ENGLISH_SENTENCE = /\b(?:we ship|orders ship|business days|free on orders|here is what)\b/i;

test('an Italian shipping question is answered from the Italian article; without it, the English one is quoted with the note', async () => {
  const question = 'Consegnate anche in Austria? Ci vive mio fratello.';
  const italian = await ask(question);
  assert.match(italian, /^\*\*Spedizioni e consegne\*\*/, italian);
  assert.match(italian, /Spediamo negli Stati Uniti e in Canada\./, italian);
  assert.doesNotMatch(italian, ENGLISH_SENTENCE, italian);
  assert.doesNotMatch(italian, /inglese/, 'no note that the page is in English');

  // A Spanish question about returns, answered from the Spanish article.
  const spanish = await ask('¿Cuántos días tengo para devolver algo que no me gustó?');
  assert.match(spanish, /^\*\*Devoluciones, cambios y reembolsos\*\*/, spanish);
  assert.match(spanish, /30 días/);
  assert.doesNotMatch(spanish, /\byou can return\b|\bwithin\b/i, spanish);

  // The merchant removes the Italian translation of the shipping page: the answer falls back to today's behaviour.
  const list = (await owner.json(`${ARTICLES}?tag=shipping`)).body.articles as Array<{ id: string; locales: string[] }>;
  assert.deepEqual(list[0]!.locales, ['de', 'es', 'fr', 'it', 'pt']);
  assert.equal((await owner.fetch(`${ARTICLES}/${list[0]!.id}/translations/it`, { method: 'DELETE' })).status, 204);
  const fallback = await ask(question);
  assert.match(fallback, /^Ecco cosa dice la nostra pagina \*\*Shipping and delivery\*\* \(è scritta in inglese\):/, fallback);
  assert.match(fallback, /> .*We ship to the United States and Canada/, fallback);
  assert.match(fallback, /In breve: Stati Uniti e Canada/, fallback);
});

test('once the merchant changes the English returns page, the Spanish translation is outdated: the agent quotes the current page with the note', async () => {
  const question = '¿Cuántos días tengo para devolver algo que no me gustó?';
  const list = (await owner.json(`${ARTICLES}?tag=returns`)).body.articles as Array<{ id: string; outdated_locales: string[] }>;
  assert.deepEqual(list[0]!.outdated_locales, []);
  const article = (await owner.json(`${ARTICLES}/${list[0]!.id}`)).body.article as { title: string; body: string; tags: string[] };
  const saved = await owner.json(`${ARTICLES}/${list[0]!.id}`, { method: 'PUT', body: { ...article, body: article.body.replace('**30 days**', '**14 days**') } });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  assert.deepEqual(saved.body.article.translations.filter((t: { outdated: boolean }) => t.outdated).map((t: { locale: string }) => t.locale), ['de', 'es', 'fr', 'it', 'pt']);
  assert.deepEqual((await owner.json(`${ARTICLES}?tag=returns`)).body.articles[0].outdated_locales, ['de', 'es', 'fr', 'it', 'pt']);

  const reply = await ask(question);
  assert.match(reply, /^Esto es lo que dice nuestra página \*\*Returns, exchanges and refunds\*\* \(está escrita en inglés\):/, reply);
  assert.match(reply, /14 days/, reply);
  assert.doesNotMatch(reply, /30 días|30 days/, 'the old window is not stated');
});

test("get_policy gives a provider model the translation in the turn's language, and the article as written otherwise", async () => {
  const { database, drop } = await cloneTestDatabase('demo');
  after(drop);
  const store = await database.pool.query<{ id: string }>(`SELECT id FROM stores WHERE handle = 'demo'`);
  const getPolicy = createTools(database).find((t) => t.name === 'get_policy') as StructuredToolInterface;
  const run = async (lang: string | undefined, args: Record<string, unknown>) => {
    const aisle: ToolContext = {
      storeId: store.rows[0]!.id, currency: 'USD', conversationId: 'c1', staffAvailable: false, autoApproveLimitCents: 0,
      requestHandoff: async () => 'handoff_requested', ...(lang ? { lang } : {}),
    };
    return GetPolicyResultSchema.parse(JSON.parse(String(await getPolicy.invoke(args, { configurable: { aisle } }))));
  };
  const fr = await run('fr', { topic: 'retours' });
  assert.equal(fr.articles[0]?.lang, 'fr');
  assert.equal(fr.articles[0]?.title, 'Retours, échanges et remboursements');
  assert.match(fr.articles[0]!.body, /30 jours/);
  // The model's own `lang` wins over the turn's; no language: the article as written.
  assert.equal((await run('fr', { topic: 'shipping', lang: 'de' })).articles[0]?.title, 'Versand und Lieferung');
  assert.equal((await run(undefined, { topic: 'payment', lang: 'pt-BR' })).articles[0]?.title, 'Formas de pagamento', 'a region is ignored');
  const en = await run(undefined, { topic: 'shipping' });
  assert.equal(en.articles[0]?.title, 'Shipping and delivery');
  assert.equal(en.articles[0]?.lang, undefined);
});
