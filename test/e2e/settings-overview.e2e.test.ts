/**
 * Browser test of the Overview and Settings screens against a real Aisle server (demo store, local model, headless
 * Chromium). Real traffic first: shoppers talk to the agent through the widget API (product searches, one that finds
 * nothing, a policy question, a request for a person); a few of those conversations are moved to earlier days and
 * rated with SQL (the widget's rating and the inbox's resolve are other screens) so the charts have a week to show.
 * Overview: KPI cards equal the API's numbers, charts drawn (recharts loaded only on this screen), tables, the range
 * picker. Settings: live colour preview, a server field error with nothing saved, a model with a write-only key
 * ("Saved ••••WXYZ", never in the page), the install snippet copied, and the storefront widget showing the new look
 * and answering from the newly configured model (a fake OpenAI server) without a restart. Screenshots: test-artifacts/.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { signInDemoOwner } from '../support/admin-client.ts';
import { ARTIFACTS_DIR as OUT, chromiumSkip as skip, launchChromium, prepareWebAssets } from '../support/browser.ts';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { openSession, sendMessage } from '../support/widget-client.ts';

let server: TestServer | undefined;
let browser: Browser | undefined;
let fake: FakeOpenAI | undefined;

after(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

/** Shoppers' conversations through the widget API (the 4th asks for a person with the widget's button); their ids. */
async function realTraffic(srv: TestServer): Promise<string[]> {
  const scripts = [
    ['water bottle under $20', 'is the first one insulated?'],
    ['show me plutonium'],
    ['what is your return policy?'],
    ['running shoes size 10'],
    ['show me plutonium'],
    ['hello'],
    ['I want to talk to a person'], // the agent's request_handoff tool
  ];
  const ids: string[] = [];
  for (const [i, lines] of scripts.entries()) {
    const s = await openSession(srv.url);
    for (const line of lines) assert.equal((await sendMessage(srv.url, s, line)).status, 200);
    if (i === 3) {
      const res = await fetch(`${srv.url}/api/v1/widget/conversations/${s.conversation_id}/handoff`, {
        method: 'POST', headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' }, body: '{}',
      });
      assert.equal(res.status, 200);
    }
    ids.push(s.conversation_id);
  }
  return ids;
}

/** Move a conversation (its messages and runs too) `days` back, and set outcome columns. */
async function backdate(srv: TestServer, id: string, days: number, set: string): Promise<void> {
  const q = (sql: string) => srv.database.pool.query(sql, [id, days]);
  await q(`UPDATE conversations SET started_at = started_at - make_interval(days => $2), last_message_at = last_message_at - make_interval(days => $2)${set} WHERE id = $1`);
  await q(`UPDATE messages SET created_at = created_at - make_interval(days => $2) WHERE conversation_id = $1`);
  await q(`UPDATE runs SET started_at = started_at - make_interval(days => $2), ended_at = ended_at - make_interval(days => $2) WHERE conversation_id = $1`);
}

const percent = (x: number | null) => (x === null ? '–' : `${(x * 100).toFixed(x === 0 || x === 1 ? 0 : 1)}%`);
const navLink = (page: Page, name: string) => page.locator('nav').getByRole('link', { name, exact: true });

test('overview and settings screens with real data', { skip, timeout: 300_000 }, async () => {
  await prepareWebAssets();
  fake = await startFakeOpenAI();
  server = await startTestServer();
  const srv = server;

  const ids = await realTraffic(srv);
  await backdate(srv, ids[0]!, 5, `, rating = 1, status = 'resolved', resolution = 'confirmed', resolved_at = now()`);
  await backdate(srv, ids[1]!, 4, ', rating = -1');
  await backdate(srv, ids[2]!, 2, ''); // idle for days: an assumed resolution
  await backdate(srv, ids[3]!, 1, ', rating = 1');

  const owner = await signInDemoOwner(srv);
  const api = (await owner.json('/api/v1/admin/overview')).body;
  assert.equal(api.totals.conversations, 7);
  assert.equal(api.totals.handoffs, 2, JSON.stringify(api.totals));
  // The local model searches the words that name the product ("show me" is how the shopper asked, not what for).
  assert.deepEqual(api.zero_result_searches.map((s: { query: string; count: number }) => [s.query, s.count]), [['plutonium', 2]]);

  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: srv.url });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const scripts: string[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname); });

  // Sign in: home is the overview. Before it, no chart code was fetched.
  await page.goto(`${srv.url}/admin/signin`);
  await page.getByLabel('Email').fill(srv.demoOwner!.email);
  await page.getByLabel('Password').fill(srv.demoOwner!.password);
  assert.ok(!scripts.some((s) => /charts|recharts/.test(s)), `first load: ${scripts.join(', ')}`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin\/overview$/);

  // KPI cards show the API's numbers; charts are drawn from a lazily fetched chunk.
  await page.getByTestId('kpi-conversations').getByText(String(api.totals.conversations), { exact: true }).waitFor();
  assert.equal(await page.getByTestId('kpi-handoff').textContent(), percent(api.totals.handoff_rate));
  assert.equal(await page.getByTestId('kpi-csat').textContent(), percent(api.totals.csat.score));
  await page.locator('[data-testid="chart-conversations"] .recharts-bar-rectangle').first().waitFor();
  await page.locator('[data-testid="chart-usage"] .recharts-line-curve').first().waitFor();
  assert.ok(scripts.some((s) => /\/assets\/charts-/.test(s)), 'the chart chunk loads with the overview');
  await page.getByRole('row').filter({ hasText: 'plutonium' }).filter({ hasText: '2' }).waitFor();
  await page.getByRole('row').filter({ hasText: 'Search products' }).waitFor();
  await page.waitForTimeout(300); // tooltips/legend layout settle for the screenshot
  await page.screenshot({ path: `${OUT}/overview.png`, fullPage: true });

  // Range picker: the last 7 days, kept in the URL.
  await page.getByRole('button', { name: /–/ }).first().click();
  await page.getByRole('button', { name: 'Last 7 days', exact: true }).waitFor();
  await page.screenshot({ path: `${OUT}/overview-range-picker.png` });
  await page.getByRole('button', { name: 'Last 7 days', exact: true }).click();
  await page.waitForURL(/\/admin\/overview\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  const url = new URL(page.url());
  const week = (await owner.json(`/api/v1/admin/overview${url.search}`)).body;
  assert.equal(week.range.days, 7);
  await page.getByTestId('kpi-conversations').getByText(String(week.totals.conversations), { exact: true }).waitFor();
  await page.reload();
  await page.getByTestId('kpi-conversations').getByText(String(week.totals.conversations), { exact: true }).waitFor();

  // Settings.
  await navLink(page, 'Settings').click();
  await page.waitForURL(/\/admin\/settings$/);
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  await page.getByTestId('install-snippet').waitFor();
  await page.screenshot({ path: `${OUT}/settings.png`, fullPage: true });

  // Live preview follows the colour field before saving.
  await page.getByLabel('Primary colour', { exact: true }).fill('#aa3300');
  const header = page.getByTestId('widget-preview').locator('.wp-header');
  await page.waitForFunction(() => getComputedStyle(document.querySelector('.wp-header')!).backgroundColor === 'rgb(170, 51, 0)');
  assert.equal(await header.evaluate((el) => getComputedStyle(el).color), 'rgb(255, 255, 255)', 'automatic contrast');
  await page.getByLabel('Greeting').fill('Welcome to the demo store! Ask me about any product.');
  await page.getByText('Bottom left', { exact: true }).click();

  // An http domain: the server refuses the whole save and the field says why.
  const domains = page.getByLabel('Allowed domains');
  await domains.fill('http://shop.example.com');
  await domains.press('Enter');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Nothing was saved').waitFor();
  await page.getByText(/must use https/).waitFor();
  await page.screenshot({ path: `${OUT}/settings-error.png`, fullPage: true });
  assert.equal((await owner.json('/api/v1/admin/settings')).body.widget.primary_color, '#1f6feb', 'nothing saved');

  await page.getByRole('button', { name: 'Remove http://shop.example.com' }).click();
  await domains.fill('https://shop.example.com');
  await domains.press('Enter');
  // The model: an OpenAI-compatible server with a key.
  const key = 'sk-browser-test-0123456789WXYZ';
  await page.getByLabel('Provider').selectOption('openai');
  await page.getByLabel('Model', { exact: true }).fill('gpt-browser');
  await page.getByLabel('Base URL').fill(`${fake.url}/v1`);
  await page.getByLabel('API key').fill(key);
  await page.getByRole('button', { name: 'Save' }).click();
  // Greeting and model are the agent's: saved as a draft ("Draft — not live yet", what differs); the look is live.
  await page.getByText('Saved as a draft: not live yet').waitFor();
  await page.getByText('Draft — not live yet').waitFor();
  await page.getByText('Saved ••••WXYZ').waitFor();
  assert.equal(await page.getByLabel('API key').inputValue(), '', 'the key field empties after saving');
  assert.ok(!(await page.content()).includes(key), 'the key is not in the page');
  const changes = await page.getByTestId('draft-changes').innerText();
  assert.match(changes, /Greeting: .+ → Welcome to the demo store! Ask me about any product\./);
  assert.match(changes, /Model provider: default → openai/);
  assert.match(changes, /API key: none → ••••WXYZ/);
  const drafted = (await owner.json('/api/v1/admin/settings')).body;
  assert.deepEqual([drafted.widget.primary_color, drafted.model.provider, drafted.draft.model.provider], ['#aa3300', 'default', 'openai']);
  await page.screenshot({ path: `${OUT}/settings-draft.png`, fullPage: true });
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Published: the agent uses these settings from the next message').waitFor();
  await page.getByText('Draft — not live yet').waitFor({ state: 'detached' });
  const saved = (await owner.json('/api/v1/admin/settings')).body;
  assert.deepEqual([saved.widget.primary_color, saved.widget.launcher_position, saved.allowed_origins, saved.model.provider, saved.model.key_last4],
    ['#aa3300', 'left', ['https://shop.example.com'], 'openai', 'WXYZ']);

  await page.reload();
  await page.getByText('Saved ••••WXYZ').waitFor();
  await page.getByRole('button', { name: 'Copy snippet' }).click();
  await page.getByText('Snippet copied').waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), saved.install.snippet);
  assert.match(saved.install.snippet, /^<script src="http:\/\/127\.0\.0\.1:\d+\/widget\.js" data-store="demo" async><\/script>$/);
  await page.screenshot({ path: `${OUT}/settings-saved.png`, fullPage: true });
  assert.deepEqual(errors, []);

  // The storefront picks up the new look on its next page load, and the agent answers from the new model.
  const shop = await context.newPage();
  await shop.goto(`${srv.url}/demo/demo`);
  const launcher = shop.getByRole('button', { name: /^Chat with/ });
  await launcher.waitFor();
  assert.equal(await launcher.evaluate((el) => getComputedStyle(el).backgroundColor), 'rgb(170, 51, 0)');
  const box = await launcher.boundingBox();
  assert.ok(box && box.x < 200, `launcher on the left (x=${box?.x})`);
  await launcher.click();
  await shop.getByText('Welcome to the demo store! Ask me about any product.').waitFor();
  fake.enqueue({ text: 'Hello from the model you just configured.' });
  const composer = shop.getByRole('textbox', { name: 'Message' });
  await composer.fill('hello!');
  await composer.press('Enter');
  await shop.getByText('Hello from the model you just configured.').waitFor();
  assert.equal(fake.requests.at(-1)!.headers.authorization, `Bearer ${key}`);
  await shop.waitForTimeout(400);
  await shop.screenshot({ path: `${OUT}/settings-storefront-widget.png` });
});
