/**
 * The Test agent screen and the Settings draft banner in headless Chromium (issue 10, "test before publishing"): an
 * owner saves an agent change (a draft), sees "Draft — not live yet" with what differs, opens Test agent, replays the
 * store's recent conversations against the draft and the live settings, watches the run finish, reads the side-by-side
 * report (a turn that changed: live would ask the store to approve the refund, the draft would do it at once — in the
 * sandbox), opens the report again by its URL, and sees a bad uploaded test set refused at its line. Screenshots in
 * test-artifacts/ (test-agent*.png, settings-draft-banner.png).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { appendMessage, createConversation } from '../../src/conversations/index.ts';
import { findStoreByHandle } from '../../src/stores/index.ts';
import { signInDemoOwner } from '../support/admin-client.ts';
import { ARTIFACTS_DIR as OUT, chromiumSkip as skip, launchChromium, prepareWebAssets, signedInAdminPage } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer | undefined;
let browser: Browser | undefined;
after(async () => {
  await browser?.close();
  await server?.stop();
});

const SCRIPTS = [
  ['I want a refund for order #1001', 'my email is jane.doe@example.com'],
  ['What is your return policy?'],
  ['Do you have scented candles?'],
];

test('draft banner, Test agent run and its side-by-side report', { skip, timeout: 300_000 }, async () => {
  await prepareWebAssets();
  server = await startTestServer();
  const srv = server;
  const store = (await findStoreByHandle(srv.database, 'demo'))!;
  for (const script of SCRIPTS) {
    const c = await createConversation(srv.database, { storeId: store.id, visitorId: randomUUID() });
    for (const say of script) {
      await appendMessage(srv.database, { storeId: store.id, conversationId: c.id, role: 'shopper', text: say });
      await appendMessage(srv.database, { storeId: store.id, conversationId: c.id, role: 'agent', text: `recorded answer to: ${say}` });
    }
  }
  const owner = await signInDemoOwner(srv);
  const saved = await owner.json('/api/v1/admin/settings', { method: 'PATCH', body: { agent: { agent_name: 'Robin' }, guardrails: { auto_approve_limit_cents: 100_000 } } });
  assert.equal(saved.body.draft.changes.length, 2);

  browser = await launchChromium();
  const { page, errors } = await signedInAdminPage(browser, srv, { viewport: { width: 1440, height: 1000 }, clipboard: true });
  await page.goto(`${srv.url}/admin/settings`);
  await page.getByText('Draft — not live yet').waitFor();
  const changes = await page.getByTestId('draft-changes').innerText();
  assert.match(changes, /Agent name: Aisle → Robin/);
  assert.match(changes, /Auto-approve limit: \$0\.00 → \$1,000\.00/);
  assert.equal(await page.getByLabel('Agent name').inputValue(), 'Robin', 'the form edits the draft');
  await page.screenshot({ path: `${OUT}/settings-draft-banner.png` });

  // Settings → Test agent (the banner's link); the draft being tested is named.
  await page.getByRole('link', { name: 'Test agent' }).first().click();
  await page.waitForURL(/\/admin\/settings\/test-agent$/);
  await page.getByText('Draft v1 against the live settings').waitFor();
  await page.getByText('No test runs yet').waitFor();
  await page.getByLabel('Started in the last').selectOption('24h');
  await page.getByRole('button', { name: 'Run test' }).click();
  await page.waitForURL(/\/admin\/settings\/test-agent\/[0-9a-f-]{36}$/);
  const reportUrl = page.url();
  await page.getByText(/turns answer differently/).waitFor({ timeout: 120_000 });
  await page.screenshot({ path: `${OUT}/test-agent-report.png`, fullPage: true });
  const refund = page.getByTestId('turn').filter({ hasText: 'Shopper: “my email is jane.doe@example.com”' });
  await refund.getByTestId('answer-live').getByText(/would have asked the store to approve/).waitFor();
  await refund.getByTestId('answer-draft').getByText(/would have done it at once/).waitFor();
  assert.match(await refund.innerText(), /Answer changed/);
  assert.match(await refund.innerText(), /refund\(/, 'the tool call with its arguments');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/test-agent-report.png`, fullPage: true });

  // Every turn, and the report again by its URL (kept, linkable).
  await page.getByRole('tab', { name: /All turns \(4\)/ }).click();
  await page.getByText('Shopper: “What is your return policy?”').waitFor();
  await page.goto(reportUrl);
  await page.getByText(/turns answer differently/).waitFor();
  const api = (await owner.json(`/api/v1/admin/agent-tests/runs/${reportUrl.split('/').at(-1)}`)).body;
  assert.equal(api.status, 'done');
  assert.equal(api.results.length, 4);

  // The list, and a bad uploaded set refused at its line.
  await page.getByRole('button', { name: 'Test agent' }).click();
  await page.waitForURL(/\/admin\/settings\/test-agent$/);
  await page.getByText('Conversations of the last 24h').waitFor();
  await page.getByText('Upload a test set (JSONL)').click();
  await page.getByLabel('Conversations (one JSON object per line)').fill('{"id": "x", "turns": [{"say": "hi", "expect": {"no_such_check": 1}}]}');
  await page.getByRole('button', { name: 'Run test' }).click();
  await page.getByText(/line 1: /).waitFor();
  await page.screenshot({ path: `${OUT}/test-agent.png`, fullPage: true });
  assert.deepEqual(errors, []);
});
