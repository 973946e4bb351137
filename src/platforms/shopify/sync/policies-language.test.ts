/**
 * A Shopify store whose policies are written in Spanish (the shop's primary language), end to end against the local
 * Shopify stand-in and a real Aisle server (real HTTP, real Postgres, the local model through the widget API): the
 * imported policy is in Spanish (its `language` is read-only in the admin, 409 `managed_by_platform`); a French shopper
 * gets the Spanish page quoted with a note, in French, that it is written in Spanish — never "in English"; a Spanish
 * shopper gets the page as it is, with no note; an English shopper gets Shopify's English translation.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startShopifyHarness, type ShopifyHarness } from '../../../../test/support/shopify.ts';
import { openSession, sendMessage } from '../../../../test/support/widget-client.ts';

const ARTICLES = '/api/v1/admin/knowledge/articles';
const REFUND_ES = '<p>Aceptamos devoluciones dentro de los 30 días posteriores a la entrega.</p><p>Los reembolsos se hacen al método de pago original en 5 días hábiles.</p>';
const REFUND_EN = '<p>We accept returns within 30 days of delivery.</p><p>Refunds go back to the original payment method within 5 business days.</p>';

describe('policies written in Spanish', () => {
  let h: ShopifyHarness;
  let refundId = '';
  const ask = async (text: string) => {
    const s = await openSession(h.server.url, h.shop, {}, { origin: `https://${h.shop}` });
    const r = await sendMessage(h.server.url, s, text);
    const done = r.events.find((e) => e.event === 'done');
    assert.ok(done?.data.message, JSON.stringify(r.events.slice(-2)));
    return String(done.data.message.text);
  };

  before(async () => {
    h = await startShopifyHarness({ shop: { catalog: 'none', locales: ['es', 'en', 'fr'], policies: [{ type: 'REFUND_POLICY', body: REFUND_ES }] } });
    h.fake.translatePolicy(h.shop, 'REFUND_POLICY', 'en', REFUND_EN);
    await h.admin('/api/v1/admin/shopify'); // installs the app and starts the sync
    refundId = (await h.until(async () => (await h.admin(ARTICLES)).body.articles.find((a: { source: string }) => a.source === 'shopify')?.id as string | undefined, 'the imported policy'))!;
  });
  after(async () => { await h?.stop(); });

  test("the imported policy is in the shop's primary language, Spanish, and only Shopify changes that", async () => {
    const refund = (await h.admin(`${ARTICLES}/${refundId}`)).body.article;
    assert.equal(refund.language, 'es');
    assert.match(refund.body, /Aceptamos devoluciones/);
    assert.deepEqual(refund.translations.map((t: { locale: string }) => t.locale), ['en'], 'fr has no translation; es is the page itself');
    const change = await h.admin(`${ARTICLES}/${refundId}`, { method: 'PUT', body: { language: 'en' } });
    assert.equal(change.status, 409);
    assert.equal(change.headers.get('content-type'), 'application/problem+json');
    assert.deepEqual(change.body.errors.map((e: { path: string; code: string }) => [e.path, e.code]), [['language', 'managed_by_platform']]);
    assert.equal((await h.admin(`${ARTICLES}/${refundId}`, { method: 'PUT', body: { language: 'es', tags: ['returns', 'refunds'] } })).status, 200, 'the same language, sent back, is fine');
  });

  test('a French shopper is told, in French, that the page is in Spanish', async () => {
    const reply = await ask('Combien de jours ai-je pour retourner un article ?');
    assert.match(reply, /^Voici ce que dit notre page \*\*Refund policy\*\* \(elle est rédigée en espagnol\) :\n\n> /, reply);
    assert.match(reply, /Aceptamos devoluciones dentro de los 30 días/, reply);
    assert.doesNotMatch(reply, /anglais/, reply);
  });

  test('a Spanish shopper gets the page as written, with no note; an English shopper gets the English translation', async () => {
    const es = await ask('¿Cuántos días tengo para devolver un artículo?');
    assert.match(es, /^\*\*Refund policy\*\*\n\n/, es);
    assert.match(es, /30 días/, es);
    assert.doesNotMatch(es, /escrita en/, es);
    const en = await ask('How many days do I have to return an item?');
    assert.match(en, /^\*\*Refund policy\*\*\n\n/, en);
    assert.match(en, /30 days/, en);
    assert.doesNotMatch(en, /written in|Aceptamos/, en);
  });
});
