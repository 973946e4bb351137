/**
 * Browser test of the live takeover: staff sign in to the admin Inbox; a shopper on the demo storefront asks the
 * widget for a person and is told one is coming; the conversation appears in the open Inbox without a reload,
 * highlighted; staff take over and reply; the reply shows in the shopper's open widget with the staff name; the
 * shopper's next message reaches the Inbox while the agent stays silent; staff resolve and the shopper rates
 * thumbs up. Screenshots in test-artifacts/ (inbox-*.png). Real server (demo store, local model), Debian's chromium.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
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

test('shopper asks for a person → staff take over in the Inbox and reply → the reply shows in the open widget', { skip, timeout: 180_000 }, async () => {
  server = await startTestServer();
  browser = await launchChromium();
  const errors: string[] = [];

  // Staff: signed in, the Inbox open (this also makes the store's staff "available").
  const staffCtx = await browser.newContext({ viewport: { width: 1360, height: 900 } });
  const admin = await staffCtx.newPage();
  admin.on('pageerror', (e) => errors.push(`admin: ${e.message}`));
  await admin.goto(`${server.url}/admin/inbox`);
  await admin.getByLabel('Email').fill(server.demoOwner!.email);
  await admin.getByLabel('Password').fill(server.demoOwner!.password);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await admin.waitForURL(/\/admin\/inbox$/);
  await admin.getByText('Live', { exact: true }).waitFor();

  // Shopper: the storefront widget; asks for a person.
  const shopperCtx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const shop = await shopperCtx.newPage();
  shop.on('pageerror', (e) => errors.push(`shop: ${e.message}`));
  await shop.goto(`${server.url}/demo/demo`);
  await shop.getByRole('button', { name: /^Chat with/ }).click();
  await shop.getByRole('dialog').waitFor();
  const composer = shop.getByRole('textbox', { name: 'Message' });
  await composer.fill('Do you have trail running shoes?');
  await composer.press('Enter');
  await shop.locator('.m.a:not([aria-hidden])').nth(1).waitFor({ timeout: 60_000 }); // greeting + the agent's answer
  await shop.getByRole('button', { name: 'Talk to a person' }).click();
  await shop.locator('.m.sy', { hasText: /asked a person from the team to join/ }).waitFor();
  await shop.screenshot({ path: `${OUT}/inbox-widget-handoff.png` });

  // The request appears in the open Inbox (live), first and highlighted.
  const row = admin.locator('.inbox-row.is-waiting', { hasText: 'Do you have trail running shoes?' });
  await row.waitFor({ timeout: 15_000 });
  assert.match(await admin.locator('.inbox-row').first().innerText(), /Needs a person/);
  await admin.screenshot({ path: `${OUT}/inbox-list-handoff.png` });

  await row.click();
  await admin.getByRole('button', { name: 'Take over' }).click();
  await admin.getByRole('button', { name: 'Hand back to agent' }).waitFor();
  await shop.locator('.m.sy', { hasText: /Demo Owner from the team joined the chat/ }).waitFor({ timeout: 10_000 });

  // Staff reply → the shopper's open widget shows it with the staff name.
  const reply = admin.getByRole('textbox', { name: 'Reply to the shopper' });
  await reply.fill('Hi! I am Demo from the store. Which size do you need?');
  await admin.getByRole('button', { name: 'Send' }).click();
  const staffMsg = shop.locator('.m.a', { hasText: 'Which size do you need?' });
  await staffMsg.waitFor({ timeout: 10_000 });
  assert.equal(await staffMsg.locator('.st').innerText(), 'Demo Owner');
  await shop.waitForTimeout(200);
  await shop.screenshot({ path: `${OUT}/inbox-widget-staff-reply.png` });

  // The shopper answers: no agent turn; the Inbox transcript shows it live.
  const agentBubbles = await shop.locator('.m.a:not([aria-hidden])').count();
  await composer.fill('Size 10 please');
  await composer.press('Enter');
  await admin.locator('.msg-shopper', { hasText: 'Size 10 please' }).waitFor({ timeout: 10_000 });
  assert.equal(await shop.locator('.m.a:not([aria-hidden])').count(), agentBubbles, 'the agent stays silent');
  await admin.screenshot({ path: `${OUT}/inbox-conversation.png`, fullPage: true });

  // Resolve → the shopper is asked for a rating and gives a thumbs up; the Inbox shows it.
  await admin.getByRole('button', { name: 'Resolve' }).click();
  await shop.getByRole('button', { name: 'Helpful', exact: true }).click();
  await shop.getByText('Thanks for your feedback!').waitFor();
  await shop.screenshot({ path: `${OUT}/inbox-widget-rated.png` });
  await admin.getByText('Rated helpful').first().waitFor({ timeout: 10_000 });
  await admin.screenshot({ path: `${OUT}/inbox-resolved.png` });

  assert.deepEqual(errors, []);
});
