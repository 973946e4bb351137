/**
 * Browser test of approval-gated refunds: a shopper asks for a refund in the storefront widget (order number, then
 * email), is told it waits for the store; the owner opens Approvals in the admin, sees the pending refund with the
 * order and amount, opens it (order lines, transcript), approves; the shopper's widget shows "approved and it's
 * done" with the amount; the History tab lists it as executed. Screenshots in test-artifacts/ (approvals-*.png).
 * Real server (demo store, local model), Debian's chromium.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS_DIR as OUT, chromiumSkip as skip, launchChromium, prepareWebAssets } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer | undefined;
let browser: Browser | undefined;

before(async () => {
  if (!skip) await prepareWebAssets();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Send a shopper message in the widget and wait for the agent's stored answer containing `expect`. */
async function ask(page: Page, text: string, expect: RegExp): Promise<void> {
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.fill(text);
  await composer.press('Enter');
  await page.locator('.m.a:not([aria-hidden])', { hasText: expect }).last().waitFor({ timeout: 60_000 });
}

test('refund in the widget → staff approve in Approvals → the shopper sees "approved and done"', { skip, timeout: 180_000 }, async () => {
  server = await startTestServer();
  browser = await launchChromium();
  const errors: string[] = [];

  // Shopper: the storefront widget.
  const shopperCtx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const shop = await shopperCtx.newPage();
  shop.on('pageerror', (e) => errors.push(e.message));
  await shop.goto(`${server.url}/demo/demo`);
  await shop.getByRole('button', { name: /^Chat with/ }).click();
  await shop.getByRole('dialog').waitFor();
  await ask(shop, 'I want a refund for order #1001', /email address/i);
  await ask(shop, 'jane.doe@example.com', /sent this to the store for approval/i);
  await shop.waitForTimeout(300);
  await shop.screenshot({ path: `${OUT}/approvals-widget-waiting.png` });

  // Staff: the Approvals screen.
  const staffCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await staffCtx.newPage();
  admin.on('pageerror', (e) => errors.push(e.message));
  await admin.goto(`${server.url}/admin/approvals`);
  await admin.getByLabel('Email').fill(server.demoOwner!.email);
  await admin.getByLabel('Password').fill(server.demoOwner!.password);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  const row = admin.getByRole('row').filter({ hasText: '#1001' });
  await row.waitFor();
  const rowText = await row.innerText();
  assert.match(rowText, /Refund/);
  assert.match(rowText, /\$\d+\.\d\d/);
  assert.match(rowText, /Pending/);
  await admin.screenshot({ path: `${OUT}/approvals-list.png` });

  await row.click();
  await admin.getByRole('heading', { name: /Refund · #1001/ }).waitFor();
  await admin.getByRole('heading', { name: 'Order #1001' }).first().waitFor();
  await admin.locator('.aisle-conv.transcript').getByText('I want a refund for order #1001').waitFor();
  await admin.screenshot({ path: `${OUT}/approvals-detail.png`, fullPage: true });
  await admin.getByRole('button', { name: 'Approve' }).click();
  await admin.locator('span', { hasText: /^Executed$/ }).first().waitFor({ timeout: 30_000 });
  await admin.screenshot({ path: `${OUT}/approvals-detail-executed.png`, fullPage: true });

  // The shopper is told in the open widget, without a reload: the live channel carries the agent's message.
  const told = shop.locator('.m.a', { hasText: /approved it and it's done/i });
  await told.last().waitFor({ timeout: 30_000 });
  assert.equal(await told.count(), 1, 'shown once');
  assert.match(await told.last().innerText(), /refunded \$\d+\.\d\d on order #1001/);
  await shop.waitForTimeout(300);
  await shop.screenshot({ path: `${OUT}/approvals-widget-done.png` });

  // History tab lists it.
  await admin.getByRole('button', { name: 'Approvals' }).first().click().catch(async () => { await admin.goto(`${server!.url}/admin/approvals`); });
  // The tab is in the address once chosen. A click that lands while the list mounts can be lost (1 run in ~15 under
  // load on 28 Nov, before the tabs array was made constant): a shopper would click again, and so does the test, at most
  // twice more; every try is kept in `tries` for the failure message.
  const tries: string[] = [];
  for (let i = 0; i < 3; i++) {
    await admin.getByRole('tab', { name: 'History' }).click();
    const chosen = await admin.waitForFunction(() => new URLSearchParams(location.search).get('tab') === 'history', undefined, { timeout: 10_000 }).then(() => true, () => false);
    tries.push(`${i + 1}: ${chosen ? 'chosen' : `not chosen (URL ${admin.url()})`}`);
    if (chosen) break;
  }
  assert.ok(tries.at(-1)!.endsWith('chosen') && !tries.at(-1)!.includes('not'), `History tab: ${tries.join('; ')}`);
  // The list polls every 5 s and shows the Pending tab's rows until History's first answer. It did not show the row in
  // 60 s in 1 of ~10 runs under load before the tab moved into the address (28 Nov); if it happens again, what the page
  // showed is kept for diagnosis.
  try {
    await admin.getByRole('row').filter({ hasText: '#1001' }).filter({ hasText: 'Executed' }).waitFor({ timeout: 60_000 });
  } catch (e) {
    await admin.screenshot({ path: `${OUT}/approvals-history-failed.png`, fullPage: true });
    const tabs = await admin.getByRole('tab').evaluateAll((els) => els.map((el) => `${el.textContent}:${el.getAttribute('aria-selected')}`));
    throw new Error(`History row not shown (tab tries: ${tries.join('; ')}). URL ${admin.url()}; tabs ${tabs.join(', ')}; rows ${JSON.stringify(await admin.getByRole('row').allInnerTexts())}; page errors ${JSON.stringify(errors)}`, { cause: e });
  }
  await admin.waitForTimeout(300);
  await admin.screenshot({ path: `${OUT}/approvals-history.png` });

  assert.deepEqual(errors, []);
});
