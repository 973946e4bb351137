/**
 * The catalog's vocabulary translated once at import by a provider model (issue 16 item 2), with the real OpenAI
 * client (LangChain's ChatOpenAI, agent createChatModel) talking to a local stand-in that speaks the chat-completions
 * wire format (test/support/fake-openai.ts): which words are asked, what is kept, that a second run asks only for what
 * is new, that a failed request is skipped and asked again, and that search then maps a shopper's words the lexicon does
 * not know to the catalog's ("butcher block" → "Tabla de cortar de bambú").
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DICTIONARY, translationAnswer } from '../../test/support/catalog-translations.ts';
import { startFakeOpenAI } from '../../test/support/fake-openai.ts';
import { createTestDatabase } from '../../test/support/db.ts';
import { createChatModel, createVocabularyTranslatorFor } from '../agent/index.ts';
import { listTraces, modelUsage, startBackgroundTrace, TraceListQuerySchema } from '../observability/index.ts';
import { createStore } from '../stores/index.ts';
import { importCatalogFile } from './import/import-catalog.ts';
import { searchProducts } from './search/search.ts';
import { getStoreVocabulary } from './search/store-vocabulary.ts';
import { catalogTerms, parseTranslations, translateCatalogVocabulary, VOCABULARY_TRACE_NAME, type VocabularyTranslator } from './vocabulary.ts';

const SPANISH = fileURLToPath(new URL('../../data/spanish_catalog/tienda_es.csv', import.meta.url));

const fake = await startFakeOpenAI([], { respond: translationAnswer });
after(() => fake.close());
const database = await createTestDatabase('empty');
const store = await createStore(database, { handle: 'tienda-vocab', name: 'Tienda', currency: 'EUR', settings: { languages: ['es', 'en', 'fr'] } });
await importCatalogFile(database, { storeId: store.id, filePath: SPANISH, language: 'es' });

/** The store's translator as the wiring builds it: the store's saved OpenAI-compatible model, pointed at the stand-in. */
async function translator(): Promise<VocabularyTranslator> {
  const t = await createVocabularyTranslatorFor({
    operator: null,
    readStore: async () => ({ languages: ['es', 'en', 'fr'], model: { provider: 'openai', model: 'gpt-vocab', baseUrl: `${fake.url}/v1`, apiKey: () => 'sk-store-key' } }),
  })(store.id);
  assert.ok(t);
  return t;
}

const search = (query: string) => searchProducts(database, { storeId: store.id, currency: 'EUR', query, limit: 3 });

test('parseTranslations keeps the asked words and languages of the JSON object in an answer', () => {
  const got = parseTranslations('Sure! ```json\n{"Tabla": {"en": ["Board", " cutting  board ", "tabla"], "xx": ["?"]}, "other": {"en": ["x"]}, "cortar": {"fr": "découper"}}\n```',
    ['tabla', 'cortar'], ['en', 'fr']);
  assert.deepEqual([...got.get('tabla')!], [['en', ['board', 'cutting board']]], 'lower case, spaces, the word itself dropped; unknown language dropped');
  assert.deepEqual([...got.get('cortar')!], [['fr', ['découper']]], 'a single string is a list of one');
  assert.equal(got.has('other'), false, 'a word not asked');
  assert.throws(() => parseTranslations('I cannot help with that.', ['tabla'], ['en']), /no JSON object/);
  assert.throws(() => parseTranslations('{"tabla": ["board"]}', ['tabla'], ['en']), /not \{word/);
});

test('catalogTerms: the words the catalog names products with, most used first, without brands, numbers and function words', async () => {
  const terms = catalogTerms((await getStoreVocabulary(database, store.id)).products, 'es').map((t) => t.term);
  for (const w of ['auriculares', 'tabla', 'cortar', 'bambu', 'mochila', 'cocina']) assert.ok(terms.includes(w), w);
  for (const w of ['de', 'para', 'con', 'sonora', 'fogon', '1000', 'usb']) assert.ok(!terms.includes(w), w);
  assert.ok(terms.indexOf('cocina') < terms.indexOf('bambu'), 'a tag of many products before a word of one title');
});

test('translated once with the real client through the stand-in, kept with the catalog, used by search', async () => {
  const before = await search('butcher block');
  assert.notEqual(before.products[0]?.title, 'Tabla de cortar de bambú', 'the lexicon alone has no butcher block');

  const report = await translateCatalogVocabulary(database, store.id, await translator());
  assert.deepEqual(report.languages, ['en', 'fr']);
  assert.equal(report.failed, 0);
  assert.equal(report.translated, Object.keys(DICTIONARY).length);
  assert.ok(report.requests >= 2 && report.requests === fake.requests.length, 'the words go in batches');
  const first = fake.requests[0]!;
  assert.equal(first.headers.authorization, 'Bearer sk-store-key');
  assert.equal(first.body.model, 'gpt-vocab');
  assert.match(String(first.body.messages[0]!.content), /written in Spanish.*English \(en\), French \(fr\)/s);
  const asked = fake.requests.flatMap((r) => (JSON.parse(String(r.body.messages.at(-1)!.content)) as { words: { word: string; example: string }[] }).words);
  assert.deepEqual(asked.find((w) => w.word === 'tabla'), { word: 'tabla', example: 'Tabla de cortar de bambú' });

  const { rows } = await database.pool.query<{ language: string; term: string; translations: string[]; model: string }>(
    "SELECT language, term, translations, model FROM catalog_vocabulary WHERE store_id = $1 AND term = 'tabla' ORDER BY language", [store.id]);
  assert.deepEqual(rows, [
    { language: 'en', term: 'tabla', translations: ['board', 'cutting board', 'chopping board', 'butcher block'], model: 'openai:gpt-vocab' },
    { language: 'fr', term: 'tabla', translations: ['planche', 'planche à découper'], model: 'openai:gpt-vocab' },
  ]);

  const after = await search('butcher block');
  assert.equal(after.products[0]?.title, 'Tabla de cortar de bambú');
  assert.equal(after.partial, false);
  assert.equal((await search('bamboo chopping board')).products[0]?.title, 'Tabla de cortar de bambú');
  assert.equal((await search('planche à découper')).products[0]?.title, 'Tabla de cortar de bambú', 'French, from the same vocabulary');
  assert.equal((await search('heart rate monitor')).products[0]?.title, 'Reloj inteligente con pulsómetro');

  // Once: a second run (another import) asks for nothing already translated…
  const seen = fake.requests.length;
  const again = await translateCatalogVocabulary(database, store.id, await translator());
  assert.deepEqual([again.asked, again.requests, fake.requests.length - seen], [0, 0, 0], 'every word was asked once, translated or not');
  // …and a language the store starts serving later is asked for alone.
  const german = await translateCatalogVocabulary(database, store.id, { ...(await translator()), languages: ['es', 'en', 'fr', 'de'] });
  assert.deepEqual(german.languages, ['en', 'fr', 'de']);
  assert.equal(german.asked, report.asked);
  assert.match(String(fake.requests.at(-1)!.body.messages[0]!.content), /German \(de\)/);
  assert.doesNotMatch(String(fake.requests.at(-1)!.body.messages[0]!.content), /French/);
});

test('a request that fails is skipped, the others kept, and its words asked again next time', async () => {
  const other = await createStore(database, { handle: 'tienda-fails', name: 'Tienda 2', currency: 'EUR', settings: { languages: ['es', 'en'] } });
  await importCatalogFile(database, { storeId: other.id, filePath: SPANISH, language: 'es' });
  fake.enqueue({ status: 500, message: 'overloaded' });
  const t = await createVocabularyTranslatorFor({
    operator: createChatModel({ provider: 'openai', model: 'gpt-operator', baseUrl: `${fake.url}/v1`, apiKey: 'sk-operator', timeoutMs: 10_000 }),
    readStore: async () => ({ languages: ['es', 'en'], model: null }),
  })(other.id);
  assert.equal(t?.model, 'openai:gpt-operator', "without a model of its own, the operator's");
  const report = await translateCatalogVocabulary(database, other.id, t!);
  assert.equal(report.failed, 1);
  assert.match(report.errors[0]!, /overloaded|500/);
  const retry = await translateCatalogVocabulary(database, other.id, t!);
  assert.equal(retry.failed, 0);
  assert.ok(retry.asked > 0, 'the failed batch is asked again');
  const late = await translateCatalogVocabulary(database, other.id, { ...t!, languages: ['es', 'en', 'fr'] }, -1);
  assert.deepEqual([late.requests, late.deferred > 0], [0, true], 'past its time budget, nothing more is asked: the rest waits for the next import');
  const none = await createVocabularyTranslatorFor({ operator: null, readStore: async () => ({ languages: ['es', 'en'], model: null }) })(other.id);
  assert.equal(none, null, 'no provider model: nothing is translated');
  const local = await createVocabularyTranslatorFor({
    operator: t && createChatModel({ provider: 'openai', model: 'x', baseUrl: `${fake.url}/v1`, timeoutMs: 1000 }),
    readStore: async () => ({ languages: ['es', 'en'], model: { provider: 'local', model: null, baseUrl: null, apiKey: () => null } }),
  })(other.id);
  assert.equal(local, null, 'a store that chose the built-in model');
});

test("a translation's requests are one trace of the store, with their tokens and cost, counted in the store's model usage", async () => {
  const other = await createStore(database, { handle: 'tienda-usage', name: 'Tienda 3', currency: 'EUR', settings: { languages: ['es', 'en', 'fr'] } });
  await importCatalogFile(database, { storeId: other.id, filePath: SPANISH, language: 'es' });
  const seen = fake.requests.length;
  const traced = await createVocabularyTranslatorFor({
    operator: createChatModel({ provider: 'openai', model: 'gpt-4o-mini', baseUrl: `${fake.url}/v1`, apiKey: 'sk-operator', timeoutMs: 10_000 }),
    readStore: async () => ({ languages: ['es', 'en', 'fr'], model: null }),
    trace: (storeId) => startBackgroundTrace(database, { storeId, name: VOCABULARY_TRACE_NAME }),
  })(other.id);
  const report = await translateCatalogVocabulary(database, other.id, traced!);
  assert.ok(report.requests >= 2);

  const { rows: roots } = await database.pool.query<{ id: string; name: string; intent: string; conversation_id: string | null; status: string; model: string; total_input_tokens: number; total_output_tokens: number; total_cost_usd: string; metadata: Record<string, unknown> }>(
    'SELECT * FROM runs WHERE store_id = $1 AND parent_id IS NULL', [other.id]);
  assert.equal(roots.length, 1, 'one trace for the whole translation');
  const root = roots[0]!;
  assert.deepEqual([root.name, root.intent, root.conversation_id, root.status, root.model, root.metadata.background], [VOCABULARY_TRACE_NAME, VOCABULARY_TRACE_NAME, null, 'done', 'gpt-4o-mini', true]);
  const { rows: calls } = await database.pool.query<{ kind: string; input_tokens: number; output_tokens: number; cost_usd: string }>(
    'SELECT kind, input_tokens, output_tokens, cost_usd FROM runs WHERE trace_id = $1 AND id <> $1', [root.id]);
  assert.equal(calls.length, report.requests, 'one llm run per request');
  assert.ok(calls.every((c) => c.kind === 'llm' && c.input_tokens > 0 && c.output_tokens > 0));
  // The tokens the stand-in reported for each request (its usage block), summed on the root as a turn's are.
  const reported = fake.requests.slice(seen).length;
  assert.equal(reported, report.requests);
  assert.equal(root.total_input_tokens, calls.reduce((a, c) => a + c.input_tokens, 0));
  assert.equal(root.total_output_tokens, calls.reduce((a, c) => a + c.output_tokens, 0));
  assert.ok(Number(root.total_cost_usd) > 0, 'gpt-4o-mini has a list price');

  // The merchant sees it: the overview's model usage counts the tokens and cost (not as an agent turn)…
  const today = new Date().toISOString().slice(0, 10);
  const usage = await modelUsage(database, { storeId: other.id, from: today, to: today, timeZone: 'UTC' });
  assert.deepEqual(usage.models.map((m) => [m.model, m.turns, m.inputTokens, m.outputTokens]), [['gpt-4o-mini', 0, root.total_input_tokens, root.total_output_tokens]]);
  assert.ok((usage.models[0]!.costUsd ?? 0) > 0);
  // …and Traces lists it by its intent.
  const list = await listTraces(database, other.id, TraceListQuerySchema.parse({ intent: VOCABULARY_TRACE_NAME }));
  assert.equal(list.traces.length, 1);

  // Nothing asked, nothing traced: a second run adds no trace.
  await translateCatalogVocabulary(database, other.id, traced!);
  assert.equal((await database.pool.query('SELECT count(*)::int AS n FROM runs WHERE store_id = $1 AND parent_id IS NULL', [other.id])).rows[0].n, 1);
});
