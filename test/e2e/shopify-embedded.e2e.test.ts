/**
 * The embedded admin in headless Chromium, against a real Aisle configured as the Shopify app and the local Shopify
 * stand-in. Shopify's admin opens `application_url?shop=…&embedded=1`; the page loads App Bridge from Shopify's CDN
 * (stubbed here: the stub's `window.shopify.idToken()` returns ID tokens the stand-in mints with the app secret).
 * Checked: the page carries App Bridge first in <head> and a CSP whose frame-ancestors names the shop and
 * admin.shopify.com; every API call carries the ID token as Bearer and no cookie; the install happens on the first
 * call and the Shopify screen shows the synced catalog and the app-embed deep link; no TopBar or sidebar of Aisle's own
 * (Shopify's admin shows them), the menu goes to App Bridge's <ui-nav-menu>; Billing: choosing Growth opens
 * Shopify's approval page at the top level, and coming back (Shopify reloads the app with `charge_id`) shows the
 * Growth plan as a test charge. Then the storefront (the stand-in's theme with the app embed's script tag): the widget
 * answers from the synced catalog, "Add to cart" puts the variant into the theme's cart through the AJAX Cart API
 * (`/cart/add.js` on the storefront's origin; Aisle keeps no cart), the cart bar shows `/cart.js`, Remove uses
 * `/cart/change.js`, and Checkout opens the store's own `/checkout`. The Shopify screen, with a customer data request listed, passes axe (WCAG A and AA). Screenshots: test-artifacts/shopify-*.png and a11y-admin-shopify.png.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { axeViolations } from '../support/axe.ts';
import { ARTIFACTS_DIR as OUT, chromiumSkip as skip, launchChromium, prepareWebAssets } from '../support/browser.ts';
import { startShopifyHarness, type ShopifyHarness } from '../support/shopify.ts';

let h: ShopifyHarness | undefined;
let browser: Browser | undefined;
after(async () => {
  await browser?.close();
  await h?.stop();
});

test('embedded admin: App Bridge ID tokens on every call, onboarding, billing approval', { skip, timeout: 300_000 }, async () => {
  await prepareWebAssets();
  h = await startShopifyHarness();
  const harness = h;
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // App Bridge from Shopify's CDN is not reachable offline: a stub with the same global, whose ID tokens come from the
  // stand-in (signed with the app secret, as Shopify's are).
  await context.exposeBinding('__aisleTestIdToken', () => harness.fake.mintIdToken({ shop: harness.shop }));
  await context.route('https://cdn.shopify.com/shopifycloud/app-bridge.js', (route) => route.fulfill({
    contentType: 'application/javascript',
    // Like App Bridge, the stub defines <ui-nav-menu> (Shopify draws its entries in the admin's sidebar, outside the
    // iframe: nothing of it shows on the app's page).
    body: 'window.shopify = { idToken: () => window.__aisleTestIdToken(), config: { apiKey: document.querySelector("meta[name=shopify-api-key]")?.content } };'
      + 'customElements.define("ui-nav-menu", class extends HTMLElement { connectedCallback() { this.style.display = "none"; } });',
  }));
  // After the approval page, Shopify reloads the app inside its admin at the return URL's path.
  await context.route('https://admin.shopify.com/**', (route) => {
    const u = new URL(route.request().url());
    const path = u.pathname.split('/apps/')[1]?.split('/').slice(1).join('/') ?? '';
    return route.fulfill({ status: 302, headers: { location: `${harness.server.url}/admin/${path}?shop=${harness.shop}&embedded=1&${u.searchParams}` } });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const apiCalls: { url: string; auth: string | null; cookie: string | null }[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/')) apiCalls.push({ url: r.url(), auth: r.headers().authorization ?? null, cookie: r.headers().cookie ?? null });
  });

  const res = await page.goto(`${h.server.url}/admin/shopify?shop=${h.shop}&host=YWRtaW4uc2hvcGlmeS5jb20vc3RvcmUvYWlzbGUtdGVzdA&embedded=1`);
  assert.ok(res);
  const csp = res.headers()['content-security-policy'] ?? '';
  assert.match(csp, new RegExp(`frame-ancestors https://${h.shop} https://admin\\.shopify\\.com`));
  const head = await page.evaluate(() => [...document.head.children].slice(0, 2).map((e) => e.outerHTML).join(''));
  assert.match(head, /<meta name="shopify-api-key" content="[^"]+"><script src="https:\/\/cdn\.shopify\.com\/shopifycloud\/app-bridge\.js"><\/script>/);

  await page.getByRole('heading', { name: 'Shopify', level: 1 }).waitFor();
  await page.getByText(/products synced/).waitFor({ timeout: 60_000 });
  const deepLink = await page.getByRole('link', { name: 'Turn on in the theme editor' }).getAttribute('href');
  assert.equal(deepLink, `https://${h.shop}/admin/themes/current/editor?context=apps&activateAppId=${h.fake.apiKey}/app-embed`);
  await page.screenshot({ path: `${OUT}/shopify-onboarding.png`, fullPage: true });
  // Accessibility (issue 15 item 7): the Shopify screen, which only Shopify stores have, passes axe's WCAG A and AA
  // rules, with its customer data requests table filled (a customers/data_request webhook, then a reload).
  assert.equal((await h.fake.deliver({ topic: 'customers/data_request', shop: h.shop, webhookId: 'a11y-dr', payload: {
    shop_id: 1, shop_domain: h.shop, orders_requested: [], customer: { id: 555, email: 'casey@example.com', phone: null }, data_request: { id: 9 },
  } })).status, 200);
  await page.reload();
  // Each row's button names its customer; the actions column has a header for screen readers (visually hidden).
  await page.getByRole('button', { name: 'Download JSON for casey@example.com' }).waitFor({ timeout: 30_000 });
  assert.equal(await page.getByRole('columnheader', { name: 'Actions' }).count(), 1);
  await page.getByText(/products synced/).waitFor();
  assert.deepEqual(await axeViolations(page, 'admin-shopify'), []);
  assert.ok(apiCalls.length >= 2);
  for (const c of apiCalls) {
    assert.match(c.auth ?? '', /^Bearer ey/, `${c.url} carries the ID token`);
    assert.equal(c.cookie, null, `${c.url} sends no cookie`);
  }
  // Inside Shopify's admin, Shopify shows the shop, the person and the app's menu: no TopBar, user menu or sidebar of
  // Aisle's own; the menu entries go to App Bridge's <ui-nav-menu> (home first), flat.
  assert.equal(await page.getByRole('button', { name: /Olivia Owner/ }).count(), 0);
  assert.equal(await page.getByText('Sign out').count(), 0);
  assert.equal(await page.locator('nav').count(), 0, 'no in-frame navigation');
  const menu = await page.locator('ui-nav-menu a').evaluateAll((as) => as.map((a) => `${a.getAttribute('rel') ?? ''} ${a.textContent} ${a.getAttribute('href')}`.trim()));
  assert.deepEqual(menu.slice(0, 2), ['home Aisle /admin', 'Overview /admin/overview']);
  assert.ok(menu.includes('Shopify /admin/shopify') && menu.includes('Event destinations /admin/settings/events'), menu.join(', '));

  // Choosing an entry in Shopify's sidebar: App Bridge clicks the matching anchor of the menu.
  await page.locator('ui-nav-menu a', { hasText: 'Billing' }).dispatchEvent('click');
  await page.getByText(/of 100 conversations this month/).waitFor();
  await page.screenshot({ path: `${OUT}/shopify-billing-free.png`, fullPage: true });
  await page.getByRole('button', { name: 'Choose Growth' }).click();
  await page.waitForURL(/\/admin\/charges\/\d+\/confirm/);
  await page.getByText('$49.00 USD every 30 days, 14-day free trial (test charge)').waitFor();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/admin\/billing/);
  await page.getByRole('heading', { name: 'Growth plan' }).waitFor({ timeout: 30_000 });
  await page.getByText('Test charge').waitFor();
  await page.screenshot({ path: `${OUT}/shopify-billing-growth.png`, fullPage: true });
  const store = (await h.server.database.pool.query('SELECT plan FROM stores WHERE id = $1', [await h.storeId()])).rows[0];
  assert.equal(store.plan, 'growth');
  assert.deepEqual(errors, []);
});

test('storefront widget: the theme cart through the AJAX Cart API, checkout at the store\'s /checkout', { skip, timeout: 300_000 }, async () => {
  assert.ok(h && browser, 'the embedded admin test installed the shop');
  const harness = h;
  const sf = await harness.fake.startStorefront(harness.shop, `${harness.server.url}/widget.js`);
  try {
    // The storefront runs on loopback here (the real one is https://<shop>): allow its origin like a custom domain.
    await harness.server.database.pool.query('UPDATE stores SET allowed_origins = array_append(allowed_origins, $2) WHERE id = $1', [await harness.storeId(), sf.url]);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(sf.url);
    await page.getByRole('button', { name: /^Chat with/ }).click();
    const composer = page.getByRole('textbox', { name: 'Message' });
    await composer.fill('classic varsity top');
    await composer.press('Enter');
    const card = page.locator('.m.a:not([aria-hidden]) .pc', { hasText: 'Classic Varsity Top' }).first();
    await card.waitFor({ timeout: 60_000 });
    await card.getByRole('combobox', { name: 'Option of Classic Varsity Top' }).selectOption({ label: 'Medium · $60.00' });
    await card.getByRole('button', { name: 'Add to cart: Classic Varsity Top' }).click();
    const bar = page.locator('.cb');
    await bar.locator('summary', { hasText: 'Cart: 1 item · $60.00' }).waitFor();
    const medium = harness.fake.shops.get(harness.shop)!.products.find((p) => p.title === 'Classic Varsity Top')!.variants.find((v) => v.title === 'Medium')!;
    assert.deepEqual([...sf.carts.values()].flat().map((l) => [l.variantId, l.quantity]), [[medium.legacyResourceId, 1]], "the theme's cart holds the variant");
    assert.ok(sf.requests.some((r) => r.method === 'POST' && r.path === '/cart/add.js'));
    const aisleCarts = (await harness.server.database.pool.query('SELECT count(*)::int AS n FROM carts WHERE store_id = $1', [await harness.storeId()])).rows[0].n;
    assert.equal(aisleCarts, 0, 'Aisle keeps no cart for a Shopify store');
    await card.getByRole('button', { name: 'Add to cart: Classic Varsity Top' }).click();
    await bar.locator('summary', { hasText: 'Cart: 2 items · $120.00' }).waitFor();
    await bar.locator('summary').click();
    await page.screenshot({ path: `${OUT}/shopify-storefront-cart.png` });
    await bar.getByRole('button', { name: /^Remove Classic Varsity Top/ }).click();
    await bar.waitFor({ state: 'detached' });
    assert.equal([...sf.carts.values()].flat().length, 0);
    await card.getByRole('button', { name: 'Add to cart: Classic Varsity Top' }).click();
    await bar.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(`${sf.url}/checkout`);
    assert.match(await page.locator('body').textContent() ?? '', /1 × Classic Varsity Top/);
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    await sf.stop();
  }
});
