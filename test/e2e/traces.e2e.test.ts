/**
 * Browser test of the traces screen against a real Aisle server (demo store, local model, headless Chromium):
 * real shopper turns through the widget API plus one failed turn recorded by the real RunTracer; the list,
 * filtering (status, intent), a trace's tree (collapse/expand) and waterfall, the step panel (inputs, outputs,
 * tokens, error), and "View trace" from an agent message of the transcript.
 * Screenshots go to test-artifacts/ (gitignored).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { RunTracer } from '../../src/observability/index.ts';
import { signInDemoOwner } from '../support/admin-client.ts';
import { ARTIFACTS_DIR as OUT, chromiumSkip as skip, launchChromium, prepareWebAssets } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { openSession, sendMessage } from '../support/widget-client.ts';

let server: TestServer | undefined;
let browser: Browser | undefined;

before(async () => {
  if (!skip) await prepareWebAssets();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('traces: list, filters, tree + waterfall, step details, View trace from the transcript', { skip, timeout: 180_000 }, async () => {
  server = await startTestServer();
  const srv = server;
  browser = await launchChromium();

  // Real turns through the widget API.
  const search = await openSession(srv.url);
  const searchTurn = await sendMessage(srv.url, search, 'running shoes under $100');
  const searchRunId = searchTurn.events.find((e) => e.event === 'done')!.data.message.run_id as string;
  const other = await openSession(srv.url);
  await sendMessage(srv.url, other, 'what is your return policy?');

  // A failed turn, recorded by the real tracer: a model call, then a tool that failed.
  const owner = await signInDemoOwner(srv);
  const failedId = randomUUID();
  const t0 = Date.now() - 60_000;
  const tracer = new RunTracer({ database: srv.database, storeId: owner.session.store.id, conversationId: other.conversation_id, traceId: failedId });
  tracer.markRoot('error', { error: 'Error: the order platform did not answer' });
  tracer.setIntent('track_order');
  const agent = tracer.recordRun({ name: 'agent', startedAt: t0 + 5, endedAt: t0 + 900 });
  tracer.recordRun({ name: 'ChatOpenAI', kind: 'llm', parentId: agent, model: 'gpt-4o-mini', inputTokens: 812, outputTokens: 64, startedAt: t0 + 10, endedAt: t0 + 600,
    inputs: { messages: [{ role: 'human', content: 'where is order #1001? me@example.com' }] }, outputs: { message: { role: 'ai', tool_calls: [{ name: 'lookup_order' }] } } });
  tracer.recordRun({ name: 'lookup_order', kind: 'tool', parentId: agent, startedAt: t0 + 620, endedAt: t0 + 890, inputs: { input: { order_name: '#1001' } }, error: 'platform_unavailable: timeout after 5000 ms' });
  await tracer.flush();
  await srv.database.pool.query('UPDATE runs SET started_at = $2, ended_at = $3, inputs = $4 WHERE id = $1',
    [failedId, new Date(t0), new Date(t0 + 950), { messages: [{ role: 'human', content: 'where is order #1001? me@example.com' }] }]);

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const [name, value] = owner.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: srv.url }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  // The list: one row per turn, newest first.
  await page.goto(`${srv.url}/admin/traces`);
  await page.getByRole('heading', { name: 'Traces' }).waitFor();
  const rows = page.locator('.Polaris-IndexTable__TableRow');
  await rows.first().waitFor();
  assert.equal(await rows.count(), 3);
  assert.match(await rows.nth(0).innerText(), /return policy/);
  assert.match(await page.locator('nav').innerText(), /Traces/);
  await page.screenshot({ path: `${OUT}/traces-list.png`, fullPage: true });

  // Filter: status = Error → only the failed turn.
  await page.getByRole('button', { name: 'Status' }).click();
  await page.getByLabel('Error').click(); // the checkbox is controlled by the URL: wait for it, not for the click
  await page.waitForURL(/status=error/);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.querySelectorAll('.Polaris-IndexTable__TableRow').length === 1);
  assert.match(await rows.nth(0).innerText(), /order #1001/);
  await page.getByText('Status: Error').waitFor();
  await page.screenshot({ path: `${OUT}/traces-filtered-status.png`, fullPage: true });

  // Clear, then filter by intent.
  await page.getByRole('button', { name: 'Clear all' }).click();
  await page.waitForFunction(() => document.querySelectorAll('.Polaris-IndexTable__TableRow').length === 3);
  await page.getByRole('button', { name: 'Intent' }).click();
  await page.getByPlaceholder('e.g. search_products').fill('search_products');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.querySelectorAll('.Polaris-IndexTable__TableRow').length === 1);
  assert.match(await rows.nth(0).innerText(), /running shoes/);
  await page.screenshot({ path: `${OUT}/traces-filtered-intent.png`, fullPage: true });

  // Open the search turn: tree + waterfall + step panel.
  await rows.nth(0).click();
  await page.waitForURL(new RegExp(`/admin/traces/${searchRunId}$`));
  const tree = page.getByRole('tree', { name: 'Runs of this trace' });
  await tree.waitFor();
  const items = tree.getByRole('treeitem');
  const n = await items.count();
  assert.ok(n >= 4, `tree rows: ${n}`);
  assert.equal(await page.locator('.trace-bar').count(), n, 'one waterfall bar per run');
  assert.ok(await page.locator('.trace-bar.trace-bar-llm').count() >= 1);
  assert.ok(await page.locator('.trace-bar.trace-bar-tool').count() >= 1);
  // Bars sit on the time axis: the root starts at 0 and spans the whole axis; children start later.
  const root = await page.locator('.trace-bar').first().evaluate((el) => ({ left: (el as HTMLElement).style.left, width: (el as HTMLElement).style.width }));
  assert.equal(root.left, '0%');
  assert.equal(root.width, '100%');
  assert.ok(await page.locator('.trace-tick').count() >= 2, 'time axis ticks');
  await page.locator('.trace-bar.trace-bar-llm').first().click();
  const panel = page.locator('.trace-side');
  await panel.getByRole('heading', { name: 'Inputs' }).waitFor();
  assert.match(await panel.innerText(), /aisle-local/);
  assert.match(await panel.innerText(), /Tokens/);
  assert.match(await panel.locator('pre').first().innerText(), /running shoes/);
  await page.screenshot({ path: `${OUT}/trace-detail.png`, fullPage: true });

  // Collapse the root: only the root row remains; expand again.
  await tree.getByRole('button', { name: /^Collapse / }).first().click();
  assert.equal(await items.count(), 1);
  await tree.getByRole('button', { name: /^Expand / }).first().click();
  assert.equal(await items.count(), n);
  // Keyboard: ↓ from the root selects the next step and the panel follows.
  await items.first().locator('.trace-name').click();
  await items.first().focus();
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.querySelectorAll('[role=treeitem]')[1]?.getAttribute('aria-selected') === 'true');
  // focus follows the selection (moved on the next frame)
  await page.waitForFunction(() => document.activeElement === document.querySelectorAll('[role=treeitem]')[1]);

  // The failed turn: the failing step is red and selected, its error shown as text.
  await page.goto(`${srv.url}/admin/traces/${failedId}`);
  await tree.waitFor();
  await page.getByText('This turn failed').waitFor();
  assert.equal(await page.locator('.trace-bar.trace-bar-error').count(), 2, 'the failed root and the failed tool are red');
  assert.match(await panel.innerText(), /platform_unavailable: timeout after 5000 ms/);
  assert.match(await panel.innerText(), /lookup_order/);
  await page.screenshot({ path: `${OUT}/trace-detail-error.png`, fullPage: true });

  // "All its turns": the list filtered to this conversation (the policy question and the failed turn).
  await page.getByRole('link', { name: 'All its turns' }).click();
  await page.waitForURL(new RegExp(`/admin/traces\\?conversation_id=${other.conversation_id}$`));
  await page.waitForFunction(() => document.querySelectorAll('.Polaris-IndexTable__TableRow').length === 2);
  await page.getByText(/^Conversation: /).waitFor();

  // Another store's trace id is not found.
  await page.goto(`${srv.url}/admin/traces/${randomUUID()}`);
  await page.getByText('No such trace').waitFor();

  // From the transcript: "View trace" on the agent message opens its trace.
  await page.goto(`${srv.url}/admin/conversations/${search.conversation_id}`);
  await page.getByRole('link', { name: 'View trace' }).first().click();
  await page.waitForURL(new RegExp(`/admin/traces/${searchRunId}$`));
  await tree.waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});
