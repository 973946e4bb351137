/**
 * Accessibility (issue 15 item 7; the European Accessibility Act makes WCAG-level accessibility a legal duty for EU
 * online shops since June 2025): axe-core's WCAG 2.0/2.1/2.2 A and AA rules, run in headless Chromium
 * (@axe-core/playwright), find no violation on the demo storefront with the widget closed and open with product
 * cards and a cart, on the sign-in and sign-up pages, and on every admin screen of a local store (the Shopify screen,
 * which only Shopify stores have, in shopify-embedded.e2e.test.ts). The widget is used by keyboard alone: open, type,
 * choose a card, add to cart, close with Escape, focus back on the launcher.
 * Screenshots of each page go to test-artifacts/a11y-*.png.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { axeViolations as violations } from '../support/axe.ts';
import { chromiumSkip, launchChromium, prepareWebAssets, signedInAdminPage } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/**
 * Admin screens of a local store (web/admin/src/routes.tsx). Shopify's screen only shows on Shopify stores: the
 * embedded e2e (test/e2e/shopify-embedded.e2e.test.ts) runs axe on it.
 */
const ADMIN_SCREENS = [
  '/overview', '/inbox', '/approvals', '/traces', '/catalog', '/catalog/import', '/knowledge', '/settings', '/settings/events', '/settings/test-agent',
  '/settings/integrations', '/billing', '/staff', '/account',
];

let srv: TestServer;
let browser: Browser;
before(async () => {
  await prepareWebAssets();
  srv = await startTestServer();
  browser = await launchChromium();
});
after(async () => { await browser?.close(); await srv?.stop(); });

/** The widget's element focused inside its shadow root, as "TAG" or "TAG.class" (or null). */
const widgetFocus = (page: Page) => page.evaluate(() => {
  const a = document.getElementById('aisle-widget')?.shadowRoot?.activeElement;
  return a ? `${a.tagName}${a.className ? `.${a.className}` : ''}` : null;
});

test('storefront and widget: no axe violation, closed and open with cards and a cart; usable by keyboard alone', { skip: chromiumSkip, timeout: 180_000 }, async () => {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const found: string[] = [];
  await page.goto(`${srv.url}/demo/demo`);
  await page.locator('#grid .card').first().waitFor();
  found.push(...await violations(page, 'storefront'));

  // Keyboard only: focus the launcher by Tab, open with Enter, type and send with Enter.
  const launcher = page.getByRole('button', { name: /^Chat with/ });
  for (let i = 0; i < 200 && !(await launcher.evaluate((el) => el.matches(':focus')).catch(() => false)); i++) await page.keyboard.press('Tab');
  assert.ok(await launcher.evaluate((el) => el.matches(':focus')), 'Tab reaches the launcher');
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').waitFor();
  await page.waitForFunction(() => document.getElementById('aisle-widget')?.shadowRoot?.activeElement?.tagName === 'TEXTAREA');
  await page.keyboard.type('water bottle under $20');
  await page.keyboard.press('Enter');
  await page.locator('.m.a:not([aria-hidden]) .pc').first().waitFor({ timeout: 60_000 });
  found.push(...await violations(page, 'widget-cards'));

  // Tab to the first card's "Add to cart" and press Enter: the cart bar shows one item.
  const add = page.locator('.pc button').first();
  for (let i = 0; i < 40 && !(await add.evaluate((el) => el.matches(':focus'))); i++) await page.keyboard.press('Tab');
  assert.ok(await add.evaluate((el) => el.matches(':focus')), 'Tab reaches the first card\'s Add to cart');
  await page.keyboard.press('Enter');
  await page.locator('.cb summary').waitFor();
  assert.match(await page.locator('.cb summary').innerText(), /1 item/);
  await page.locator('.cb summary').focus();
  await page.keyboard.press('Enter'); // open the cart lines
  found.push(...await violations(page, 'widget-cart'));

  // Escape closes the panel and gives focus back to the launcher.
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  assert.equal(await widgetFocus(page), 'BUTTON.b');
  assert.deepEqual(found, []);
});

test('sign-in, sign-up and every admin screen: no axe violation', { skip: chromiumSkip, timeout: 240_000 }, async () => {
  const found: string[] = [];
  const anon = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  for (const p of ['signin', 'signup']) {
    await anon.goto(`${srv.url}/admin/${p}`);
    await anon.getByRole('button').first().waitFor();
    found.push(...await violations(anon, p));
  }
  const { page, errors } = await signedInAdminPage(browser, srv);
  for (const screen of ADMIN_SCREENS) {
    await page.goto(`${srv.url}/admin${screen}`);
    await page.locator('main h1, [class*="Polaris-Header-Title"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    found.push(...await violations(page, `admin${screen.replaceAll('/', '-')}`));
    if (screen === '/inbox') {
      // The status tabs by keyboard: → selects and focuses the next tab.
      await page.getByRole('tab', { name: 'All conversations' }).focus();
      await page.keyboard.press('ArrowRight');
      const waiting = page.getByRole('tab', { name: 'Waiting for a person' });
      assert.equal(await waiting.getAttribute('aria-selected'), 'true');
      assert.ok(await waiting.evaluate((el) => el.matches(':focus')));
    }
    if (screen === '/catalog') {
      // A product row by keyboard: Tab reaches its primary link, Enter opens the product; Back returns to the list
      // in one step (the link is followed once, not again through the row).
      const link = page.locator('.Polaris-IndexTable__TableRow [data-primary-link]').first();
      for (let i = 0; i < 60 && !(await link.evaluate((el) => el.matches(':focus'))); i++) await page.keyboard.press('Tab');
      assert.ok(await link.evaluate((el) => el.matches(':focus')), 'Tab reaches the first product row link');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/admin\/catalog\/products\/[0-9a-f-]{36}$/);
      await page.goBack();
      await page.waitForURL(/\/admin\/catalog(\/products)?$/);
    }
  }
  assert.deepEqual(errors, []);
  assert.deepEqual(found, []);
});
