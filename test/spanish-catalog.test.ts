/**
 * A store whose catalog is in Spanish (issue 16 item 3), through the real admin and widget APIs of a real server with
 * the built-in model: the owner uploads data/spanish_catalog/tienda_es.csv with `language=es`, and a Spanish shopper
 * and an English shopper both find the right products — headphones, a blanket under a price, a black backpack, a yoga
 * mat, running shoes in a size — each answer in the shopper's language (the eval's `lang` check).
 *
 * And a store with a provider model of its own (issue 16 item 2): its import translates the catalog's vocabulary once
 * with that model — the real OpenAI client against a local stand-in of the chat-completions API — and a shopper's
 * "butcher block", which the shopping lexicon does not know, then finds "Tabla de cortar de bambú".
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { checkTurn, type TurnAnswer, type TurnExpect } from '../src/agent-tests/index.ts';
import { signUp, type AdminClient } from './support/admin-client.ts';
import { isTranslationRequest, translationAnswer } from './support/catalog-translations.ts';
import { startFakeOpenAI, type RecordedBody } from './support/fake-openai.ts';
import { startTestServer } from './support/server.ts';
import { openSession, sendMessage } from './support/widget-client.ts';

const FIXTURE = fileURLToPath(new URL('../data/spanish_catalog/tienda_es.csv', import.meta.url));

const srv = await startTestServer();
after(() => srv.stop());

/**
 * The stand-in provider: translation requests answered from a small dictionary; a shopper's turn answered as a model
 * would, by searching the catalog with the shopper's words and then saying a sentence about what came back.
 */
function respond(body: RecordedBody) {
  if (isTranslationRequest(body)) return translationAnswer(body);
  const last = body.messages.at(-1)!;
  if (last.role === 'tool') return { text: 'Here is what the store has.' };
  return { toolCalls: [{ name: 'search_products', arguments: { query: String(last.content).replace(/^(i need|i'm looking for) (a |an )?/i, '') } }] };
}
const fake = await startFakeOpenAI([], { respond });
after(() => fake.close());

/** Upload the Spanish catalog as the store's owner and wait for the background import (and the vocabulary it translates). */
async function importSpanishCatalog(owner: AdminClient, created = 80): Promise<void> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(await readFile(FIXTURE))], 'tienda_es.csv', { type: 'text/csv' }));
  form.set('language', 'es');
  const res = await owner.fetch('/api/v1/admin/catalog-imports', { method: 'POST', body: form });
  const started = await res.json() as { import: { id: string } };
  assert.equal(res.status, 202, JSON.stringify(started));
  for (;;) {
    const { body } = await owner.json<{ import: { status: string; products?: number; created: number; error: string | null } }>(`/api/v1/admin/catalog-imports/${started.import.id}`);
    if (body.import.status === 'succeeded') { assert.equal(body.import.created, created); return; }
    assert.notEqual(body.import.status, 'failed', body.import.error ?? '');
    await sleep(100);
  }
}

const owner = await signUp(srv.url, { store_name: 'Tienda Lucía', name: 'Lucía', email: `lucia-${Date.now()}@tienda.example`, password: 'correct horse battery', currency: 'EUR' });
await importSpanishCatalog(owner);
const handle = owner.session.store.handle;

/** One shopper turn: what they say and what the answer must show (the `aisle eval conversations` expectations). */
type Turn = { say: string; expect: TurnExpect };

/** Play turns in `store` (default: the one without a model), each in a new conversation; why each failed (empty = all passed). */
async function play(locale: string, turns: Turn[], store = handle): Promise<string[]> {
  const failures: string[] = [];
  for (const turn of turns) {
    const session = await openSession(srv.url, store, { locale });
    const r = await sendMessage(srv.url, session, turn.say);
    const done = r.events.find((e) => e.event === 'done');
    assert.ok(done, `no answer to ${turn.say}: ${JSON.stringify(r.events).slice(0, 300)}`);
    const message = done.data.message as { text: string; parts: { type: string; product?: { id: string; title: string; priceCents: number | null } }[] };
    const answer: TurnAnswer = {
      text: message.text,
      cards: message.parts.filter((p) => p.type === 'product' && p.product).map((p) => ({ id: p.product!.id, title: p.product!.title, priceCents: p.product!.priceCents })),
    };
    const why = checkTurn(turn.expect, answer, null);
    if (why.length) failures.push(`${turn.say}: ${why.join('; ')} → ${answer.text.slice(0, 160)} [${answer.cards.map((c) => c.title).join(' | ')}]`);
  }
  return failures;
}

test('a Spanish shopper finds products in the Spanish catalog, answered in Spanish', async () => {
  const failures = await play('es-ES', [
    { say: 'busco auriculares inalámbricos', expect: { products: true, title_re: '^Auriculares .*inalámbricos', lang: 'es' } },
    { say: '¿tenéis mantas por menos de 30 euros?', expect: { products: true, all_title_re: '^Manta polar', max_price: 30, lang: 'es' } },
    { say: 'quiero una mochila negra', expect: { products: true, title_re: '^Mochila para portátil', lang: 'es' } },
    { say: 'necesito una esterilla de yoga', expect: { products: true, title_re: '^Esterilla de yoga', lang: 'es' } },
    { say: 'zapatillas de running en la talla 42', expect: { products: true, all_title_re: 'running para hombre', lang: 'es' } },
    { say: 'un hervidor de agua', expect: { products: true, title_re: '^Hervidor', lang: 'es' } },
  ]);
  assert.deepEqual(failures, []);
});

test('an English shopper finds the same products in the Spanish catalog, answered in English', async () => {
  const failures = await play('en-US', [
    { say: "I'm looking for wireless headphones", expect: { products: true, title_re: '^Auriculares .*inalámbricos', lang: 'en' } },
    { say: 'do you have a blanket under 30 euros?', expect: { products: true, all_title_re: '^Manta polar', max_price: 30, lang: 'en' } },
    { say: 'black backpack', expect: { products: true, title_re: '^Mochila para portátil', lang: 'en' } },
    { say: 'I need a yoga mat', expect: { products: true, title_re: '^Esterilla de yoga', lang: 'en' } },
    { say: 'running shoes in size 42', expect: { products: true, all_title_re: 'running para hombre', lang: 'en' } },
    { say: 'an electric kettle', expect: { products: true, title_re: '^Hervidor', lang: 'en' } },
  ]);
  assert.deepEqual(failures, []);
});

test("a store's provider model translates its catalog's vocabulary once at import, and search uses it", async () => {
  const withModel = await signUp(srv.url, { store_name: 'Tienda Modelo', name: 'Marta', email: `marta-${Date.now()}@tienda.example`, password: 'correct horse battery', currency: 'EUR' });
  const saved = await withModel.json('/api/v1/admin/settings?publish=true', {
    method: 'PATCH', body: { model: { provider: 'openai', model: 'gpt-store', base_url: `${fake.url}/v1`, api_key: 'sk-store-vocab' } },
  });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  await importSpanishCatalog(withModel);
  const translations = fake.requests.filter((r) => isTranslationRequest(r.body));
  assert.ok(translations.length > 0, 'the import asked the store model');
  assert.ok(translations.every((r) => r.headers.authorization === 'Bearer sk-store-vocab' && r.body.model === 'gpt-store'));
  assert.match(String(translations[0]!.body.messages[0]!.content), /written in Spanish.*English \(en\), French \(fr\), German \(de\), Portuguese \(pt\), Italian \(it\)/s,
    'into every language the store serves but the catalog\'s');

  const tester = (client: AdminClient) => client.json<{ products: { title: string }[]; ranking_text: string }>('/api/v1/admin/search-tester', { method: 'POST', body: { query: 'butcher block' } });
  assert.notEqual((await tester(owner)).body.products[0]?.title, 'Tabla de cortar de bambú', 'the store without a model: the lexicon has no butcher block');
  const found = await tester(withModel);
  assert.equal(found.body.products[0]?.title, 'Tabla de cortar de bambú', JSON.stringify(found.body));
  assert.equal(found.body.ranking_text, 'tabla');

  // The provider drives the turn: it searches with the shopper's English words, which reach the Spanish catalog.
  const failures = await play('en-US', [
    { say: 'I need a butcher block', expect: { products: true, title_re: '^Tabla de cortar de bambú' } },
    { say: "I'm looking for a heart rate monitor", expect: { products: true, title_re: '^Reloj inteligente con pulsómetro' } },
  ], withModel.session.store.handle);
  assert.deepEqual(failures, []);
  const turns = fake.requests.filter((r) => !isTranslationRequest(r.body));
  assert.equal(turns.length, 4, 'the provider answered both turns (a search, then its words), no fallback');
  assert.ok(turns.every((r) => r.body.tools?.some((t) => 'function' in t && t.function.name === 'search_products')));

  // Once: importing the file again asks the model nothing new.
  const before = fake.requests.filter((r) => isTranslationRequest(r.body)).length;
  await importSpanishCatalog(withModel, 0);
  assert.equal(fake.requests.filter((r) => isTranslationRequest(r.body)).length, before);
});
