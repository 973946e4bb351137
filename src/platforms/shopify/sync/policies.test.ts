/**
 * The shop's policies become the store's knowledge articles, over real HTTP against the local Shopify stand-in (its
 * Admin GraphQL `shop { shopPolicies }`, `shopLocales` and `translatableResources(resourceType: SHOP_POLICY)`) and a real
 * Aisle server on real Postgres: the install imports them (topic tags, plain-text Markdown bodies, public URLs) with
 * their translations into the languages the store serves (a `pt-BR` shop locale as `pt`; a language it does not serve
 * skipped); `shop/update` re-syncs in place by Shopify id — a changed policy updated, a removed one deleted, Shopify's
 * `outdated` translation shown outdated and not answered from, the merchant's own articles, tags and translations
 * kept — and a second run changes nothing; the admin refuses to edit or delete an imported policy (409
 * `managed_by_platform`); a shop without the policy scope is skipped.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startShopifyHarness, type ShopifyHarness } from '../../../../test/support/shopify.ts';
import { findPolicyArticles } from '../../../knowledge/index.ts';
import { translationLocales } from './policies.ts';

const ARTICLES = '/api/v1/admin/knowledge/articles';
const REFUND = '<h2>Returns</h2><p>We accept returns within <strong>30 days</strong> of delivery.</p><ul><li>Items must be unused, with their tags.</li><li>Refunds go back to the original payment method within 5 business days.</li></ul>';
const REFUND_FR = '<h2>Retours</h2><p>Nous acceptons les retours dans les <strong>30 jours</strong> suivant la livraison.</p><ul><li>Les articles doivent être inutilisés.</li></ul>';
const SHIPPING = '<p>We ship to the United States and Canada.</p><p>Orders leave our warehouse within 2 business days.</p>';

type Item = { id: string; title: string; tags: string[]; source: string; url: string | null; updated_at: string; locales: string[]; outdated_locales: string[] };

describe('Shopify shop policies → knowledge articles', () => {
  let h: ShopifyHarness;
  let storeId = '';
  const list = async () => (await h.admin(ARTICLES)).body.articles as Item[];
  const imported = async () => (await list()).filter((a) => a.source === 'shopify');
  const article = async (id: string) => (await h.admin(`${ARTICLES}/${id}`)).body.article;

  before(async () => {
    h = await startShopifyHarness({
      shop: {
        locales: ['en', 'fr', 'pt-BR', 'nl'],
        policies: [
          { type: 'REFUND_POLICY', body: REFUND }, { type: 'SHIPPING_POLICY', body: SHIPPING },
          { type: 'PRIVACY_POLICY', body: '<p>We collect your name, email and address to deliver your order.</p>' },
          { type: 'CONTACT_INFORMATION', body: '<p>Aisle Test Shop<br>12 Main St, Springfield<br>Email: help@aisle-test.example</p>' },
          { type: 'TERMS_OF_SERVICE', body: '' }, // listed by Shopify, not written by the merchant
        ],
      },
    });
    h.fake.translatePolicy(h.shop, 'REFUND_POLICY', 'fr', REFUND_FR);
    h.fake.translatePolicy(h.shop, 'REFUND_POLICY', 'pt-BR', '<p>Aceitamos devoluções em até 30 dias após a entrega.</p>');
    h.fake.translatePolicy(h.shop, 'REFUND_POLICY', 'nl', '<p>Retourneren kan binnen 30 dagen.</p>');
    await h.admin('/api/v1/admin/shopify'); // installs the app (token exchange) and starts the sync
    storeId = (await h.storeId())!;
  });
  after(async () => { await h?.stop(); });

  test('the install imports the policies with topic tags, Markdown bodies, URLs and translations into the served languages', async () => {
    const items = (await h.until(async () => { const a = await imported(); return a.length === 4 ? a : null; }, 'the imported policies'))!;
    const byTitle = new Map(items.map((a) => [a.title, a]));
    assert.deepEqual([...byTitle.keys()].sort(), ['Contact information', 'Privacy policy', 'Refund policy', 'Shipping policy']);
    assert.deepEqual(byTitle.get('Refund policy')!.tags, ['returns']);
    assert.deepEqual(byTitle.get('Shipping policy')!.tags, ['shipping']);
    assert.deepEqual(byTitle.get('Contact information')!.tags, ['contact']);
    assert.deepEqual(byTitle.get('Privacy policy')!.tags, ['privacy']);
    assert.equal(byTitle.get('Refund policy')!.url, 'https://aisle-test.myshopify.com/policies/refund-policy');
    assert.deepEqual(byTitle.get('Refund policy')!.locales, ['fr', 'pt'], 'fr and pt-BR as pt; nl is not a language the store serves');
    assert.deepEqual(byTitle.get('Refund policy')!.outdated_locales, []);

    const refund = await article(byTitle.get('Refund policy')!.id);
    assert.equal(refund.body, '## Returns\n\nWe accept returns within 30 days of delivery.\n\n- Items must be unused, with their tags.\n- Refunds go back to the original payment method within 5 business days.');
    assert.equal(refund.source, 'shopify');
    const fr = refund.translations.find((t: { locale: string }) => t.locale === 'fr');
    assert.equal(fr.title, 'Politique de remboursement');
    assert.equal(fr.body, '## Retours\n\nNous acceptons les retours dans les 30 jours suivant la livraison.\n\n- Les articles doivent être inutilisés.');
    assert.equal(fr.source, 'shopify');
    assert.equal(fr.outdated, false);
    const contact = await article(byTitle.get('Contact information')!.id);
    assert.equal(contact.body, 'Aisle Test Shop\n\n12 Main St, Springfield\n\nEmail: help@aisle-test.example');

    // The agent's lookup answers a French returns question from the French page.
    const answer = await findPolicyArticles(h.server.database, storeId, { topic: 'returns: how many days do I have?', lang: 'fr', question: 'Combien de jours pour un retour ?' });
    assert.equal(answer.articles[0]?.lang, 'fr');
    assert.match(answer.articles[0]!.body, /30 jours/);
  });

  test('the admin keeps an imported policy as Shopify has it: title and body edits and deletes are 409, tags may change', async () => {
    const refund = (await imported()).find((a) => a.title === 'Refund policy')!;
    const full = await article(refund.id);
    const edit = await h.admin(`${ARTICLES}/${refund.id}`, { method: 'PUT', body: { title: full.title, body: `${full.body}\n\nFinal sale items cannot be returned.`, tags: full.tags } });
    assert.equal(edit.status, 409);
    assert.equal(edit.headers.get('content-type'), 'application/problem+json');
    assert.equal(edit.body.code, 'conflict');
    assert.deepEqual(edit.body.errors.map((e: { path: string; code: string }) => [e.path, e.code]), [['body', 'managed_by_platform']]);
    assert.match(edit.body.detail, /Shopify/);
    const del = await h.admin(`${ARTICLES}/${refund.id}`, { method: 'DELETE' });
    assert.equal(del.status, 409);
    assert.equal(del.body.errors[0].code, 'managed_by_platform');
    const retag = await h.admin(`${ARTICLES}/${refund.id}`, { method: 'PUT', body: { title: full.title, body: full.body, tags: ['returns', 'refunds'] } });
    assert.equal(retag.status, 200, JSON.stringify(retag.body));
    assert.deepEqual(retag.body.article.tags, ['returns', 'refunds']);
    assert.equal(retag.body.article.translations.find((t: { locale: string }) => t.locale === 'fr').outdated, false, 'a tag edit does not outdate translations');
  });

  test('a re-sync updates in place by Shopify id, removes what Shopify removed, marks outdated translations and keeps the merchant\'s work', async () => {
    const before = new Map((await imported()).map((a) => [a.title, a]));
    const refundId = before.get('Refund policy')!.id;
    // The merchant's own work in Aisle: an article, and an Italian translation of the refund policy.
    const own = await h.admin(ARTICLES, { method: 'POST', body: { title: 'Gift wrapping', body: 'We gift wrap any order for $5.', tags: ['gifts'] } });
    assert.equal(own.status, 201, JSON.stringify(own.body));
    const it = await h.admin(`${ARTICLES}/${refundId}/translations/it`, { method: 'PUT', body: { title: 'Resi', body: 'Accettiamo resi entro 30 giorni dalla consegna.' } });
    assert.equal(it.status, 200, JSON.stringify(it.body));

    // In Shopify: the refund window shrinks (its translations are now outdated there), the privacy policy goes, the
    // shipping policy gets a French translation. Then the shop's details change (shop/update).
    h.fake.setPolicy(h.shop, 'REFUND_POLICY', REFUND.replace('30 days', '14 days'));
    h.fake.setPolicy(h.shop, 'PRIVACY_POLICY', null);
    h.fake.translatePolicy(h.shop, 'SHIPPING_POLICY', 'fr', '<p>Nous livrons aux États-Unis et au Canada.</p>');
    await h.fake.updateShop(h.shop, { name: 'Aisle Test Shop' });
    const refund = await h.until(async () => { const a = await article(refundId); return /14 days/.test(a.body) ? a : null; }, 'the refund policy updated');

    const after = await imported();
    assert.deepEqual(after.map((a) => a.title).sort(), ['Contact information', 'Refund policy', 'Shipping policy'], 'updated in place, privacy removed, no duplicates');
    assert.equal(after.find((a) => a.title === 'Shipping policy')!.id, before.get('Shipping policy')!.id);
    assert.equal(after.find((a) => a.title === 'Contact information')!.updated_at, before.get('Contact information')!.updated_at, 'an unchanged policy is not rewritten');
    assert.ok((await list()).some((a) => a.title === 'Gift wrapping' && a.source === 'aisle'), "the merchant's article stays");
    assert.deepEqual(refund.tags, ['returns', 'refunds'], "the merchant's tags stay");
    const state = Object.fromEntries(refund.translations.map((t: { locale: string; source: string; outdated: boolean }) => [t.locale, [t.source, t.outdated]]));
    assert.deepEqual(state, { fr: ['shopify', true], it: ['aisle', true], pt: ['shopify', true] }, "Shopify's outdated flag kept; the merchant's Italian kept, outdated by the change");
    assert.deepEqual(after.find((a) => a.title === 'Refund policy')!.outdated_locales, ['fr', 'it', 'pt']);
    assert.deepEqual(after.find((a) => a.title === 'Shipping policy')!.locales, ['fr']);

    // The agent does not state the old 30 days in French: it answers from the current English page.
    const answer = await findPolicyArticles(h.server.database, storeId, { topic: 'returns: how many days do I have?', lang: 'fr', question: 'Combien de jours pour un retour ?' });
    assert.equal(answer.articles[0]?.id, refundId);
    assert.equal(answer.articles[0]?.lang, undefined);
    assert.equal(answer.articles[0]?.translationOutdated, true);
    assert.match(answer.articles[0]!.body, /14 days/);
    assert.doesNotMatch(JSON.stringify(answer), /30 jours/);

    // Shopify's translator catches up: the French page is current again. A second run with nothing new writes nothing.
    h.fake.translatePolicy(h.shop, 'REFUND_POLICY', 'fr', REFUND_FR.replace('30 jours', '14 jours'));
    const first = await h.server.shopify!.policies.syncNow(storeId);
    assert.ok(!('skipped' in first) && first.translationsWritten === 1 && first.updated === 0, JSON.stringify(first));
    const second = await h.server.shopify!.policies.syncNow(storeId);
    assert.deepEqual(second, { created: 0, updated: 0, unchanged: 3, removed: 0, translationsWritten: 0, translationsRemoved: 0, policies: 4, language: 'en', locales: ['fr', 'pt'] });
    const fr = await findPolicyArticles(h.server.database, storeId, { topic: 'returns', lang: 'fr', question: 'Combien de jours pour un retour ?' });
    assert.equal(fr.articles[0]?.lang, 'fr');
    assert.match(fr.articles[0]!.body, /14 jours/);
  });

  test('a shop that has not granted read_legal_policies is skipped, its articles left as they are', async () => {
    const count = (await imported()).length;
    await h.server.database.pool.query("UPDATE shopify_shops SET scope = 'read_products,read_inventory,read_orders,write_orders' WHERE store_id = $1", [storeId]);
    assert.deepEqual(await h.server.shopify!.policies.syncNow(storeId), { skipped: 'scope_missing' });
    assert.equal((await imported()).length, count);
  });
});

test('translationLocales: the shop locales of the served languages, primary language left out, exact before regional', () => {
  const shop = [{ locale: 'en', primary: true }, { locale: 'pt-PT', primary: false }, { locale: 'pt', primary: false }, { locale: 'fr-CA', primary: false }, { locale: 'nl', primary: false }];
  assert.deepEqual(translationLocales(['en', 'es', 'fr', 'de', 'pt', 'it'], shop), [['fr', 'fr-CA'], ['pt', 'pt']]);
  assert.deepEqual(translationLocales(['en', 'fr'], [{ locale: 'fr', primary: true }, { locale: 'en', primary: false }]), [['en', 'en']]);
});
