/**
 * Browser tests of the admin shell against a real Aisle server (demo store, local model, headless Chromium):
 * sign in as the demo owner, the conversations screen with a real conversation (made through the widget API)
 * and its transcript + runs, account (rename), staff (invite an agent → open the one-time link in a fresh
 * context → accept → the agent's navigation has no Staff item → the owner changes their role, then removes them),
 * sign out; sign-up of a new store; and a 401 in the middle of a session
 * sends the browser to sign-in, which returns to the page that was asked for.
 * Screenshots go to test-artifacts/ (gitignored).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ARTIFACTS_DIR as OUT, chromiumSkip as skip, launchChromium, prepareWebAssets } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { openSession, sendMessage } from '../support/widget-client.ts';

let server: TestServer | undefined;
let browser: Browser | undefined;

// The server and the browser start here, under their own time limit, not inside the first test: a slow start on a
// loaded machine (13 s here alone, several times that under a full suite) used to eat the 180 s of the long first
// test, which then timed out mid-flow with nothing wrong.
before(async () => {
  if (skip) return;
  await prepareWebAssets();
  server = await startTestServer();
  browser = await launchChromium();
}, { timeout: 300_000 });

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** The server and browser started by `before`. */
async function setUp(): Promise<{ srv: TestServer; browser: Browser }> {
  return { srv: server!, browser: browser! };
}

/** A fresh browser context (own cookies) with a page that records uncaught errors. */
async function newPage(b: Browser): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await b.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const navLink = (page: Page, name: string) => page.locator('nav').getByRole('link', { name, exact: true });

test('admin shell: sign in, conversations with a real transcript, account, staff invitation accepted by a new agent, sign out', { skip, timeout: 180_000 }, async () => {
  const { srv, browser } = await setUp();
  const owner = srv.demoOwner!;

  // A real conversation through the widget API.
  const ws = await openSession(srv.url);
  const turn = await sendMessage(srv.url, ws, 'water bottle under $20');
  assert.equal(turn.status, 200);

  const { context, page, errors } = await newPage(browser);
  await page.goto(`${srv.url}/admin`);
  await page.waitForURL(/\/admin\/signin$/);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.screenshot({ path: `${OUT}/admin-signin.png` });
  await signInThroughForm(page, owner.email, owner.password);

  // Home is the first screen of the navigation (the overview); the inbox lists the widget conversation.
  await page.waitForURL(/\/admin\/overview$/);
  await navLink(page, 'Inbox').click();
  await page.waitForURL(/\/admin\/inbox$/);
  const row = page.locator('.inbox-row').filter({ hasText: 'water bottle under $20' });
  await row.waitFor();
  assert.match(await row.innerText(), /\b2 msg\b/, 'two messages (shopper + agent)');
  await page.screenshot({ path: `${OUT}/admin-conversations.png` });

  await row.click();
  await page.waitForURL(new RegExp(`/admin/inbox/${ws.conversation_id}$`));
  await page.locator('.msg-shopper', { hasText: 'water bottle under $20' }).waitFor();
  await page.locator('.msg-agent .product-card').first().waitFor();
  await page.locator('.trace .run-tree').first().waitFor();
  await page.screenshot({ path: `${OUT}/admin-conversation.png`, fullPage: true });

  // Account from the user menu: rename, visible in the top bar.
  await page.getByRole('button', { name: /Demo/ }).first().click();
  await page.getByText('Account', { exact: true }).click();
  await page.waitForURL(/\/admin\/account$/);
  const nameField = page.getByLabel('Name', { exact: true });
  await nameField.fill('Demo Owner Renamed');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Name saved').first().waitFor();
  await page.screenshot({ path: `${OUT}/admin-account.png` });

  // Staff: invite an agent and read the one-time link.
  await navLink(page, 'Staff').click();
  await page.waitForURL(/\/admin\/staff$/);
  await page.getByRole('row').filter({ hasText: owner.email }).waitFor();
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const agentEmail = `agent-${Date.now()}@example.com`;
  await page.getByRole('dialog').getByLabel('Email').fill(agentEmail);
  await page.getByRole('dialog').getByLabel('Role').selectOption('agent');
  await page.getByRole('button', { name: 'Create invitation link' }).click();
  const link = (await page.getByTestId('invite-link').innerText()).trim();
  assert.match(link, /\/admin\/invite\/[A-Za-z0-9_-]{20,}$/);
  await page.screenshot({ path: `${OUT}/admin-staff-invite.png` });
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('row').filter({ hasText: agentEmail }).waitFor(); // pending invitation listed

  // The invitee opens the link in a fresh context, accepts, and is signed in as an agent: no Staff in the nav.
  const invitee = await newPage(browser);
  await invitee.page.goto(link);
  await invitee.page.getByRole('heading', { name: /^Join / }).waitFor();
  await invitee.page.getByLabel('Your name').fill('Ada Agent');
  await invitee.page.getByLabel('Password').fill('a long agent password');
  await invitee.page.screenshot({ path: `${OUT}/admin-invite.png` });
  await invitee.page.getByRole('button', { name: 'Accept invitation' }).click();
  await invitee.page.waitForURL(/\/admin\/overview$/);
  await navLink(invitee.page, 'Inbox').click();
  await invitee.page.waitForURL(/\/admin\/inbox$/);
  await invitee.page.locator('.inbox-row').filter({ hasText: 'water bottle under $20' }).waitFor();
  assert.equal(await navLink(invitee.page, 'Staff').count(), 0, 'agents do not see Staff');
  await invitee.page.screenshot({ path: `${OUT}/admin-agent.png` });
  await invitee.page.setViewportSize({ width: 390, height: 844 }); // phone: navigation behind the menu button
  await invitee.page.screenshot({ path: `${OUT}/admin-agent-phone.png` });
  await invitee.page.setViewportSize({ width: 1280, height: 860 });
  // A direct URL to an owner screen explains instead of failing.
  await invitee.page.goto(`${srv.url}/admin/staff`);
  await invitee.page.getByText("You don't have access to this page").waitFor();
  // The invitee signs out, then signs in again with the new password.
  await invitee.page.getByRole('button', { name: /Ada Agent/ }).first().click();
  await invitee.page.getByText('Sign out').click();
  await invitee.page.waitForURL(/\/admin\/signin$/);
  await signInThroughForm(invitee.page, agentEmail, 'a long agent password');
  await invitee.page.waitForURL(/\/admin\/overview$/);
  assert.deepEqual(invitee.errors, []);
  await invitee.context.close();

  // The owner sees the new agent as staff; an unknown address shows the empty state; sign out.
  await page.reload();
  const ada = page.getByRole('row').filter({ hasText: 'Ada Agent' });
  await ada.waitFor();
  await page.screenshot({ path: `${OUT}/admin-staff.png` });
  // Change the agent's role, then remove them.
  await ada.getByLabel('Role of Ada Agent').selectOption('viewer');
  await page.getByText(/^Role changed/).first().waitFor();
  assert.equal(await ada.getByLabel('Role of Ada Agent').inputValue(), 'viewer');
  await ada.getByRole('button', { name: 'Remove Ada Agent' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await page.getByText('Staff member removed').first().waitFor();
  await ada.waitFor({ state: 'detached' });
  await page.goto(`${srv.url}/admin/no-such-screen`);
  await page.getByText("There's no page at this address").waitFor();
  await page.screenshot({ path: `${OUT}/admin-not-found.png` });
  await page.getByRole('button', { name: /Demo Owner Renamed/ }).first().click();
  await page.getByText('Sign out').click();
  await page.waitForURL(/\/admin\/signin$/);
  assert.equal((await (await context.request.get(`${srv.url}/api/v1/auth/session`)).status()), 401, 'the session ended on the server');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a 401 in the middle of a session shows sign-in, which returns to the page asked for', { skip, timeout: 120_000 }, async () => {
  const { srv, browser } = await setUp();
  const { context, page, errors } = await newPage(browser);
  await page.goto(`${srv.url}/admin/account`);
  await page.waitForURL(/\/admin\/signin$/);
  await signInThroughForm(page, srv.demoOwner!.email, srv.demoOwner!.password);
  await page.waitForURL(/\/admin\/account$/); // back where it started
  await page.getByRole('heading', { name: 'Account' }).waitFor();

  await context.clearCookies(); // the session cookie is gone (expired, revoked elsewhere…)
  await navLink(page, 'Staff').click(); // GET /api/v1/admin/staff answers 401
  await page.waitForURL(/\/admin\/signin$/);
  await signInThroughForm(page, srv.demoOwner!.email, srv.demoOwner!.password);
  await page.waitForURL(/\/admin\/staff$/);
  await page.getByRole('row').filter({ hasText: srv.demoOwner!.email }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('sign-up from the sign-in screen creates a store and opens its (empty) admin as owner', { skip, timeout: 120_000 }, async () => {
  const { srv, browser } = await setUp();
  const { context, page, errors } = await newPage(browser);
  await page.goto(`${srv.url}/admin/signin`);
  await page.getByRole('link', { name: 'Create a store' }).click();
  await page.waitForURL(/\/admin\/signup$/);
  await page.getByLabel('Store name').fill('Trail Goods');
  await page.getByLabel('Your name').fill('Tess Owner');
  await page.getByLabel('Email').fill(`tess-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create store' }).click();
  await page.getByText('Use at least 10 characters').waitFor(); // the server's field error under Password
  await page.screenshot({ path: `${OUT}/admin-signup.png` });
  await page.getByLabel('Password').fill('a long owner password');
  assert.equal(await page.getByText('Use at least 10 characters').count(), 0, 'the error goes once the field changes');
  await page.getByRole('button', { name: 'Create store' }).click();
  await page.waitForURL(/\/admin\/overview$/);
  await navLink(page, 'Inbox').click();
  await page.waitForURL(/\/admin\/inbox$/);
  await page.getByText('No conversations here.').waitFor(); // a new store sees none of the demo store's data
  await page.getByText('Trail Goods').first().waitFor();
  await navLink(page, 'Staff').waitFor();
  await page.screenshot({ path: `${OUT}/admin-new-store.png` });
  assert.deepEqual(errors, []);
  await context.close();
});
