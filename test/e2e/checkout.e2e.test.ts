/**
 * Browser test of cart and checkout in the demo storefront widget (no Stripe key: the built-in TEST MODE provider):
 * ask for a product, pick a variant on its card, add to cart, the cart bar shows the database price, Checkout →
 * the TEST MODE page → Pay → back on the store with a confirmation; the paid order exists in the database.
 * The demo store gets Shopify's sample apparel (real size variants). Screenshots in test-artifacts/ (checkout-*.png).
 * Real server (local model), Debian's chromium.
 */
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { after, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { importCatalogFile } from '../../src/catalog/index.ts';
import { ARTIFACTS_DIR as OUT, chromiumSkip as skip, launchChromium, prepareWebAssets } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const APPAREL = fileURLToPath(new URL('../../data/shopify_samples/apparel.csv', import.meta.url));

let server: TestServer | undefined;
let browser: Browser | undefined;

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('widget: pick a variant, add to cart, checkout on the TEST MODE page, pay, back on the store with the order', { skip, timeout: 180_000 }, async () => {
  await prepareWebAssets();
  server = await startTestServer();
  const store = (await server.database.pool.query(`SELECT id FROM stores WHERE handle = 'demo'`)).rows[0];
  await importCatalogFile(server.database, { storeId: store.id, filePath: APPAREL, format: 'shopify_csv' });
  browser = await launchChromium();
  const errors: string[] = [];
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));

  await page.goto(`${server.url}/demo/demo`);
  await page.getByRole('button', { name: /^Chat with/ }).click();
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.fill('classic varsity top');
  await composer.press('Enter');

  // The first card is the varsity top, with its size picker (prices from the database).
  const card = page.locator('.m.a:not([aria-hidden]) .pc').first();
  await card.waitFor({ timeout: 60_000 });
  assert.equal(await card.locator('.pt').textContent(), 'Classic Varsity Top');
  const picker = card.getByRole('combobox', { name: 'Option of Classic Varsity Top' });
  assert.deepEqual(await picker.locator('option').allTextContents(), ['Small · $60.00', 'Medium · $60.00', 'Large · $60.00']);
  await picker.selectOption({ label: 'Medium · $60.00' });
  await card.getByRole('button', { name: 'Add to cart: Classic Varsity Top' }).click();

  const bar = page.locator('.cb');
  await bar.locator('summary', { hasText: 'Cart: 1 item · $60.00' }).waitFor();
  // A second line (Small), then remove it from the cart bar.
  await picker.selectOption({ label: 'Small · $60.00' });
  await card.getByRole('button', { name: 'Add to cart: Classic Varsity Top' }).click();
  await bar.locator('summary', { hasText: 'Cart: 2 items · $120.00' }).waitFor();
  await bar.locator('summary').click();
  assert.equal(await bar.locator('li').count(), 2);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/checkout-cart-two-lines.png` });
  await bar.getByRole('button', { name: 'Remove Classic Varsity Top (Small)' }).click();
  await bar.locator('summary', { hasText: 'Cart: 1 item · $60.00' }).waitFor();
  assert.equal(await bar.locator('li').count(), 1);
  assert.equal(await bar.locator('li span').first().textContent(), '1 × Classic Varsity Top (Medium) · $60.00');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/checkout-cart.png` });

  // Checkout → the test provider's page, clearly marked.
  await bar.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
  await page.getByText('TEST MODE', { exact: false }).first().waitFor();
  assert.match(await page.locator('table').textContent() ?? '', /1 × Classic Varsity Top\s*Medium\s*\$60\.00/);
  await page.screenshot({ path: `${OUT}/checkout-test-page.png` });

  await page.getByLabel('Email for the receipt').fill('tess@example.com');
  await page.getByRole('button', { name: 'Pay $60.00 (test)' }).click();
  await page.waitForURL(/\/demo\/demo\?checkout=success&order=%23\d+$/);
  const note = page.locator('#checkout');
  await note.waitFor();
  const orderName = new URL(page.url()).searchParams.get('order')!;
  assert.equal(await note.textContent(), `Thank you! Your order ${orderName} is confirmed.`);
  // The panel reopens with the conversation; the bought item left the cart, so no cart bar.
  await page.locator('.m.u', { hasText: 'classic varsity top' }).waitFor();
  assert.equal(await page.locator('.cb').count(), 0);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/checkout-back-on-store.png` });

  const order = (await server.database.pool.query(
    `SELECT name, total_cents, financial_status, payment_provider, customer_email, line_items FROM orders WHERE store_id = $1 AND name = $2`,
    [store.id, orderName])).rows[0];
  assert.ok(order, `order ${orderName} exists`);
  assert.equal(order.total_cents, 6000);
  assert.equal(order.financial_status, 'paid');
  assert.equal(order.payment_provider, 'test');
  assert.equal(order.customer_email, 'tess@example.com');
  assert.deepEqual(order.line_items.map((l: { title: string; quantity: number }) => [l.title, l.quantity]), [['Classic Varsity Top — Medium', 1]]);
  assert.deepEqual(errors, []);
  await context.close();
});
