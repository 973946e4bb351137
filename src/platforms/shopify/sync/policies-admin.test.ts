/**
 * Imported shop policies in the admin, over real HTTP against the local Shopify stand-in and a real Aisle server on
 * real Postgres: a policy longer than the 20,000 characters an article written in Aisle may have is imported whole and
 * can be retagged (PUT with the tags alone), and its long translation confirmed as it is (PUT `{}`); sending the long
 * body back, or nothing at all, is a 400 problem+json with a stable code. The Shopify screen's status
 * (`GET /api/v1/admin/shopify` `policies`) says when the policies were last synced, how many are imported, what the
 * last change did, how many translations are outdated, and why the last run failed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startShopifyHarness, type ShopifyHarness } from '../../../../test/support/shopify.ts';

const ARTICLES = '/api/v1/admin/knowledge/articles';
/** A Terms of service page of about 29,000 characters once turned into Markdown. */
const LONG_TERMS = Array.from({ length: 200 }, (_, i) => `<h2>Section ${i + 1}</h2><p>These terms govern your use of the store and every purchase made in it. Section ${i + 1} applies to all customers, everywhere we sell.</p>`).join('');
const LONG_TERMS_FR = Array.from({ length: 200 }, (_, i) => `<h2>Article ${i + 1}</h2><p>Les présentes conditions régissent l'utilisation de la boutique et chaque achat qui y est fait. L'article ${i + 1} s'applique à tous les clients, partout où nous vendons.</p>`).join('');

type Item = { id: string; title: string; tags: string[]; source: string };

describe('imported shop policies in the admin', () => {
  let h: ShopifyHarness;
  let termsId = '';

  before(async () => {
    h = await startShopifyHarness({ shop: { locales: ['en', 'fr'], policies: [{ type: 'TERMS_OF_SERVICE', body: LONG_TERMS }] } });
    h.fake.translatePolicy(h.shop, 'TERMS_OF_SERVICE', 'fr', LONG_TERMS_FR);
    await h.admin('/api/v1/admin/shopify'); // installs the app and starts the sync
    const items = await h.until(async () => {
      const a = ((await h.admin(ARTICLES)).body.articles as Item[]).filter((x) => x.source === 'shopify');
      return a.length ? a : null;
    }, 'the imported terms');
    termsId = items![0]!.id;
  });
  after(async () => { await h?.stop(); });

  test('a policy longer than an article written here is imported whole and retagged with its tags alone', async () => {
    const terms = (await h.admin(`${ARTICLES}/${termsId}`)).body.article;
    assert.ok(terms.body.length > 20_000, `imported whole: ${terms.body.length} characters`);
    assert.deepEqual(terms.tags, ['terms']);

    const retag = await h.admin(`${ARTICLES}/${termsId}`, { method: 'PUT', body: { tags: ['terms', 'legal'] } });
    assert.equal(retag.status, 200, JSON.stringify(retag.body));
    assert.deepEqual(retag.body.article.tags, ['terms', 'legal']);
    assert.equal(retag.body.article.body, terms.body, 'the body is kept as imported');
    assert.equal(retag.body.article.translations.find((t: { locale: string }) => t.locale === 'fr').outdated, false, 'a tag edit does not outdate its translations');
    assert.deepEqual((await h.admin(`${ARTICLES}/${termsId}`)).body.article.tags, ['terms', 'legal']);

    // The same title alone is accepted too (it is Shopify's); another one is the platform's to change.
    assert.equal((await h.admin(`${ARTICLES}/${termsId}`, { method: 'PUT', body: { title: terms.title } })).status, 200);
    const retitle = await h.admin(`${ARTICLES}/${termsId}`, { method: 'PUT', body: { title: 'Our terms' } });
    assert.equal(retitle.status, 409);
    assert.equal(retitle.body.errors[0].code, 'managed_by_platform');
  });

  test('bad input is a 400 problem+json with a stable code: the long body sent back, or nothing to change', async () => {
    const terms = (await h.admin(`${ARTICLES}/${termsId}`)).body.article;
    const whole = await h.admin(`${ARTICLES}/${termsId}`, { method: 'PUT', body: { title: terms.title, body: terms.body, tags: terms.tags } });
    assert.equal(whole.status, 400);
    assert.equal(whole.headers.get('content-type'), 'application/problem+json');
    assert.equal(whole.body.code, 'invalid_request');
    assert.deepEqual(whole.body.errors.map((e: { path: string; code: string }) => [e.path, e.code]), [['body', 'too_big']]);

    const empty = await h.admin(`${ARTICLES}/${termsId}`, { method: 'PUT', body: {} });
    assert.equal(empty.status, 400);
    assert.equal(empty.headers.get('content-type'), 'application/problem+json');
    assert.equal(empty.body.code, 'invalid_request');
    assert.deepEqual(empty.body.errors.map((e: { code: string }) => e.code), ['empty_update']);
  });

  test('its long translation, outdated by a change in Shopify, is confirmed as it is with an empty PUT', async () => {
    h.fake.setPolicy(h.shop, 'TERMS_OF_SERVICE', LONG_TERMS.replace('Section 1 applies', 'Section 1 now applies'));
    const storeId = (await h.storeId())!;
    await h.server.shopify!.policies.syncNow(storeId);
    const before = (await h.admin(`${ARTICLES}/${termsId}`)).body.article;
    const fr = before.translations.find((t: { locale: string }) => t.locale === 'fr');
    assert.equal(fr.outdated, true, 'Shopify marks it outdated');
    assert.ok(fr.body.length > 20_000);

    const confirm = await h.admin(`${ARTICLES}/${termsId}/translations/fr`, { method: 'PUT', body: {} });
    assert.equal(confirm.status, 200, JSON.stringify(confirm.body));
    assert.equal(confirm.body.translation.outdated, false);
    assert.equal(confirm.body.translation.source, 'aisle', "confirmed here, it is the merchant's (a sync keeps it)");
    assert.equal(confirm.body.translation.body, fr.body);

    // A translation that does not exist yet needs its text.
    const none = await h.admin(`${ARTICLES}/${termsId}/translations/de`, { method: 'PUT', body: { title: 'Nutzungsbedingungen' } });
    assert.equal(none.status, 400);
    assert.equal(none.headers.get('content-type'), 'application/problem+json');
    assert.deepEqual(none.body.errors.map((e: { path: string; code: string }) => [e.path, e.code]), [['body', 'required']]);
  });

  test('the Shopify status tells when the policies were synced, what changed, what is outdated and why a run failed', async () => {
    const storeId = (await h.storeId())!;
    const status = async () => {
      const res = await h.admin('/api/v1/admin/shopify');
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.body.policies;
    };
    const first = await status();
    assert.equal(first.status, 'succeeded');
    assert.ok(first.synced_at && first.last_run_at >= first.synced_at);
    assert.deepEqual(first.locales, ['fr']);
    assert.deepEqual([first.imported, first.translations, first.outdated], [1, 1, 0], 'the terms page and its French translation, confirmed above');
    assert.deepEqual({ ...first.last_change, at: undefined }, { at: undefined, created: 0, updated: 1, removed: 0, translations_written: 1, translations_removed: 0 }, 'the run after the terms changed in Shopify (its French page rewritten as outdated)');
    assert.equal(first.error, null);

    // A run with nothing new keeps the last change; a change in Shopify outdates the merchant's French translation.
    await h.server.shopify!.policies.syncNow(storeId);
    const quiet = await status();
    assert.ok(quiet.synced_at > first.synced_at);
    assert.deepEqual(quiet.last_change, first.last_change);
    h.fake.setPolicy(h.shop, 'TERMS_OF_SERVICE', LONG_TERMS.replace('Section 2 applies', 'Section 2 now applies'));
    await h.server.shopify!.policies.syncNow(storeId);
    const changed = await status();
    assert.equal(changed.outdated, 1);
    assert.equal(changed.last_change.updated, 1);
    assert.ok(changed.last_change.at > first.last_change.at);

    // Shopify refuses (the merchant took the policy access back there): the run fails, the reason is shown, the
    // articles stay as last synced.
    const fakeShop = h.fake.shops.get(h.shop)!;
    const granted = fakeShop.scopes;
    fakeShop.scopes = granted.split(',').filter((x) => x !== 'read_legal_policies').join(',');
    await assert.rejects(h.server.shopify!.policies.syncNow(storeId), { code: 'platform_unavailable' });
    const failed = await status();
    assert.equal(failed.status, 'failed');
    assert.match(failed.error, /read_legal_policies/);
    assert.ok(failed.failed_at >= failed.last_run_at && failed.synced_at === changed.synced_at);
    assert.equal(failed.imported, 1);
    fakeShop.scopes = granted;
    await h.server.shopify!.policies.syncNow(storeId);
    const recovered = await status();
    assert.equal(recovered.status, 'succeeded');
    assert.ok(recovered.synced_at > recovered.failed_at, 'the failure is older than the last success');

    // Aisle does not hold the scope at all: nothing is read, and the status says so.
    await h.server.database.pool.query("UPDATE shopify_shops SET scope = 'read_products,read_inventory,read_orders,write_orders' WHERE store_id = $1", [storeId]);
    assert.deepEqual(await h.server.shopify!.policies.syncNow(storeId), { skipped: 'scope_missing' });
    assert.equal((await status()).status, 'scope_missing');
    await h.server.database.pool.query('UPDATE shopify_shops SET scope = $2 WHERE store_id = $1', [storeId, granted]);

    const doc = (await (await fetch(`${h.server.url}/api/v1/openapi.json`)).json()) as { components: { schemas: Record<string, { properties: Record<string, unknown> }> } };
    assert.ok(doc.components.schemas.ShopifyStatus!.properties.policies, 'documented in the OpenAPI document');
    assert.ok(doc.components.schemas.ShopifyPolicySync!.properties.outdated);
  });
});
