/**
 * The shop policies' sync on the embedded admin's Shopify screen, in headless Chromium against a real Aisle configured
 * as the Shopify app and the local Shopify stand-in (App Bridge stubbed as in shopify-embedded.e2e.test.ts): after the
 * install the "Shop policies" card says how many policies and translations were imported and when; a policy changed in
 * Shopify shows as the last change, with its translations outdated and a way to Knowledge; a run Shopify refuses shows
 * why it failed. The card passes axe (WCAG A and AA). Screenshots: test-artifacts/shopify-policies*.png.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { axeViolations } from '../support/axe.ts';
import { ARTIFACTS_DIR as OUT, chromiumSkip as skip, launchChromium, prepareWebAssets } from '../support/browser.ts';
import { startShopifyHarness, type ShopifyHarness } from '../support/shopify.ts';

const REFUND = '<p>We accept returns within 30 days of delivery.</p><p>Refunds go back to the original payment method within 5 business days.</p>';

let h: ShopifyHarness | undefined;
let browser: Browser | undefined;
after(async () => {
  await browser?.close();
  await h?.stop();
});

test('Shopify screen: the shop policies were synced when, how many, what changed, what is outdated, why a run failed', { skip, timeout: 300_000 }, async () => {
  await prepareWebAssets();
  h = await startShopifyHarness({
    shop: {
      locales: ['en', 'fr', 'de'],
      policies: [
        { type: 'REFUND_POLICY', body: REFUND }, { type: 'SHIPPING_POLICY', body: '<p>We ship to the United States and Canada.</p>' },
        { type: 'CONTACT_INFORMATION', body: '<p>Email: help@aisle-test.example</p>' },
      ],
    },
  });
  const harness = h;
  h.fake.translatePolicy(h.shop, 'REFUND_POLICY', 'fr', '<p>Nous acceptons les retours dans les 30 jours suivant la livraison.</p>');
  h.fake.translatePolicy(h.shop, 'REFUND_POLICY', 'de', '<p>Rücksendungen sind innerhalb von 30 Tagen nach der Lieferung möglich.</p>');
  h.fake.translatePolicy(h.shop, 'SHIPPING_POLICY', 'fr', '<p>Nous livrons aux États-Unis et au Canada.</p>');

  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.exposeBinding('__aisleTestIdToken', () => harness.fake.mintIdToken({ shop: harness.shop }));
  await context.route('https://cdn.shopify.com/shopifycloud/app-bridge.js', (route) => route.fulfill({
    contentType: 'application/javascript',
    body: 'window.shopify = { idToken: () => window.__aisleTestIdToken(), config: { apiKey: document.querySelector("meta[name=shopify-api-key]")?.content } };'
      + 'customElements.define("ui-nav-menu", class extends HTMLElement { connectedCallback() { this.style.display = "none"; } });',
  }));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const open = async () => {
    await page.goto(`${harness.server.url}/admin/shopify?shop=${harness.shop}&host=YWRtaW4uc2hvcGlmeS5jb20vc3RvcmUvYWlzbGUtdGVzdA&embedded=1`);
    await page.getByRole('heading', { name: 'Shop policies' }).waitFor();
  };
  const card = page.locator('.Polaris-ShadowBevel').filter({ has: page.getByRole('heading', { name: 'Shop policies' }) });
  /** The card's text as shown (line breaks between blocks). */
  const shown = () => card.innerText();

  // The install (first API call) syncs the catalog and the policies.
  await open();
  const storeId = await h.until(() => harness.storeId(), 'the install');
  await h.until(async () => (await (await harness.admin('/api/v1/admin/shopify')).body.policies?.imported) === 3, 'the imported policies');
  await open();
  await card.getByText('3 policies', { exact: true }).waitFor();
  assert.match(await shown(), /Synced/);
  assert.match(await shown(), /Translations \(French, German\)\s*3/);
  assert.match(await shown(), /Outdated translations\s*0/);
  assert.match(await shown(), /Last synced just now\./);
  assert.match(await shown(), /Last change from Shopify just now: 3 policies imported, 3 translations updated\./);

  // The merchant shortens the refund window in Shopify: the next run updates the page, and its two translations are
  // outdated until Shopify's translator (or the merchant in Knowledge) catches up.
  h.fake.setPolicy(h.shop, 'REFUND_POLICY', REFUND.replace('30 days', '14 days'));
  await h.server.shopify!.policies.syncNow(storeId!);
  await open();
  await card.getByText('2 translations are outdated').waitFor();
  assert.match(await shown(), /Last change from Shopify just now: 1 policy updated, 2 translations updated\./);
  assert.match(await shown(), /Outdated translations\s*2/);
  await card.screenshot({ path: `${OUT}/shopify-policies.png` });
  await page.screenshot({ path: `${OUT}/shopify-policies-page.png`, fullPage: true });
  assert.deepEqual(await axeViolations(page, 'admin-shopify-policies'), []);

  // Shopify refuses the next run (the policy access taken back there): the card says why; the policies stay.
  const fakeShop = h.fake.shops.get(h.shop)!;
  fakeShop.scopes = fakeShop.scopes.split(',').filter((s) => s !== 'read_legal_policies').join(',');
  await assert.rejects(h.server.shopify!.policies.syncNow(storeId!));
  await open();
  await card.getByText(/The last sync failed just now/).waitFor();
  assert.match(await shown(), /Access denied for shopPolicies field\. Required access: `read_legal_policies` access scope\./);
  assert.match(await shown(), /Failed/);
  assert.match(await shown(), /3 policies/);
  await card.screenshot({ path: `${OUT}/shopify-policies-failed.png` });

  // "Review in Knowledge" goes to the articles.
  await card.getByRole('button', { name: 'Review in Knowledge' }).click();
  await page.getByRole('heading', { name: 'Knowledge', level: 1 }).waitFor();
  assert.deepEqual(errors, []);
});
