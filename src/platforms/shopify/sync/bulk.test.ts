/**
 * A Shopify catalog sync ends as a catalog import does: the catalog's vocabulary is translated by the store's provider
 * model (the operator's OpenAI-compatible model here: the real ChatOpenAI client against the local chat-completions
 * stand-in, test/support/fake-openai.ts, answering from test/support/catalog-translations.ts), once per sync, in
 * batches, and a second sync asks for nothing already asked. Then a Spanish word the catalog does not use finds the
 * product ("desplantador" → "Gardening hand trowel").
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ENGLISH_DICTIONARY, isTranslationRequest, translationAnswerFrom } from '../../../../test/support/catalog-translations.ts';
import { startFakeOpenAI, type FakeOpenAI } from '../../../../test/support/fake-openai.ts';
import { startShopifyHarness, type ShopifyHarness } from '../../../../test/support/shopify.ts';
import { TERMS_PER_REQUEST } from '../../../catalog/index.ts';

describe('Shopify catalog sync: the vocabulary translated as after an import', () => {
  let h: ShopifyHarness;
  let fake: FakeOpenAI;
  let storeId = '';
  const db = () => h.server.database.pool;
  const translations = () => fake.requests.filter((r) => isTranslationRequest(r.body));
  const syncDone = (id?: string) => h.until(async () => {
    const r = await h.admin('/api/v1/admin/shopify');
    const s = r.body.sync;
    if (s?.status === 'failed') assert.fail(s.error);
    return s?.status === 'succeeded' && (!id || s.id !== id) ? s : null;
  }, 'the catalog sync', 60_000);

  before(async () => {
    fake = await startFakeOpenAI([], { respond: translationAnswerFrom(ENGLISH_DICTIONARY) });
    h = await startShopifyHarness({ env: { OPENAI_API_KEY: 'sk-operator', OPENAI_BASE_URL: `${fake.url}/v1`, OPENAI_MODEL: 'gpt-4o-mini' } });
  });
  after(async () => {
    await h?.stop();
    await fake?.close();
  });

  test('the install sync translates the catalog words into the languages the store serves, in batches, once', async () => {
    await h.admin('/api/v1/admin/shopify');
    storeId = (await h.storeId())!;
    const first = await syncDone();
    const asked = translations();
    assert.ok(asked.length >= 1, 'the sync asked the provider');
    const words = asked.flatMap((r) => (JSON.parse(String(r.body.messages.at(-1)!.content)) as { words: { word: string }[] }).words.map((w) => w.word));
    assert.ok(asked.every((r) => (JSON.parse(String(r.body.messages.at(-1)!.content)) as { words: unknown[] }).words.length <= TERMS_PER_REQUEST));
    assert.equal(new Set(words).size, words.length, 'every word asked once');
    for (const w of ['trowel', 'beanbag', 'sofa']) assert.ok(words.includes(w), w);
    assert.match(String(asked[0]!.body.messages[0]!.content), /written in English.*Spanish \(es\)/s);

    const { rows } = await db().query<{ language: string; translations: string[]; model: string }>(
      "SELECT language, translations, model FROM catalog_vocabulary WHERE store_id = $1 AND term = 'trowel' ORDER BY language", [storeId]);
    assert.deepEqual(rows.map((r) => [r.language, r.translations]), [['de', ['pflanzkelle']], ['es', ['desplantador', 'paleta de jardín']], ['fr', ['transplantoir']], ['it', []], ['pt', []]]);
    assert.equal(rows[0]!.model, 'openai:gpt-4o-mini');
    const settings = await h.admin('/api/v1/admin/catalog-settings');
    assert.equal(settings.body.catalog.vocabulary_model, 'openai:gpt-4o-mini');
    assert.equal(settings.body.catalog.vocabulary_terms, Object.keys(ENGLISH_DICTIONARY).length);

    // Search reads it back: a Spanish word the catalog does not use finds the product.
    const found = await h.admin('/api/v1/admin/search-tester', { method: 'POST', body: { query: 'desplantador' } });
    assert.equal(found.status, 200, JSON.stringify(found.body));
    assert.equal(found.body.products[0]?.title, 'Gardening hand trowel');

    // A second sync (manual, as the admin's button starts it) asks for nothing already asked.
    const before = translations().length;
    const again = await h.admin('/api/v1/admin/shopify/sync', { method: 'POST' });
    assert.ok([200, 202].includes(again.status), JSON.stringify(again.body));
    await syncDone(first.id);
    assert.equal(translations().length, before, 'no word asked twice');
  });
});
