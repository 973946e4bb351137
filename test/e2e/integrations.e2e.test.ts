/**
 * Browser test of Settings → Integrations against a real Aisle server (demo store, headless Chromium): an owner sets up
 * LangSmith (the real client against the local LangSmith stand-in) and an OTLP endpoint (the real exporter against the
 * local receiver), sends test traces, sees the key only as ••••last4, sees a shopper turn counted in the status, and
 * a failing backend shown with its error. Screenshots: test-artifacts/.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { ARTIFACTS_DIR as OUT, chromiumSkip as skip, launchChromium, prepareWebAssets, signedInAdminPage } from '../support/browser.ts';
import { startFakeLangSmith, type FakeLangSmith } from '../support/fake-langsmith.ts';
import { startFakeOtlp, type FakeOtlp } from '../support/fake-otlp.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { openSession, sendMessage } from '../support/widget-client.ts';

let server: TestServer | undefined;
let browser: Browser | undefined;
let langsmith: FakeLangSmith | undefined;
let otlp: FakeOtlp | undefined;

after(async () => {
  await browser?.close();
  await server?.stop();
  await langsmith?.close();
  await otlp?.close();
});

const KEY = 'lsv2_pt_e2e_secret_key_5678';

test('integrations screen: LangSmith and OTLP set up, test traces, status, key never shown', { skip, timeout: 300_000 }, async () => {
  await prepareWebAssets();
  langsmith = await startFakeLangSmith({ apiKey: KEY });
  otlp = await startFakeOtlp();
  server = await startTestServer({ AISLE_TRACE_EXPORT_DELAY_MS: '50' });
  const srv = server;
  browser = await launchChromium();
  const { page, errors } = await signedInAdminPage(browser, srv, { viewport: { width: 1440, height: 1100 } });
  await page.locator('nav').getByRole('link', { name: 'Settings', exact: true }).click();
  await page.locator('nav').getByRole('link', { name: 'Integrations', exact: true }).click();
  await page.waitForURL(/\/admin\/settings\/integrations$/);
  await page.getByRole('heading', { name: 'Integrations', level: 1 }).waitFor();

  // LangSmith: project, key, self-hosted endpoint.
  await page.screenshot({ path: `${OUT}/integrations-empty.png`, fullPage: true });
  const ls = page.getByRole('region', { name: 'LangSmith export' });
  await ls.getByLabel('Project').fill('demo-shop');
  await ls.getByLabel('API key').fill(KEY);
  await ls.getByLabel('Endpoint').fill(langsmith.url);
  await ls.getByRole('button', { name: 'Save' }).click();
  await page.getByText('LangSmith export saved').waitFor();
  await ls.getByPlaceholder('Saved ••••5678').waitFor();
  assert.ok(!(await page.content()).includes(KEY), 'the key is not on the page');
  await ls.getByRole('button', { name: 'Send test trace' }).click();
  await page.getByText(/Test trace sent/).waitFor();
  assert.ok(langsmith.runs.size >= 3, 'the test trace arrived');

  // OTLP with a header and content.
  const ot = page.getByRole('region', { name: 'OpenTelemetry export' });
  await ot.getByLabel('Traces endpoint').fill(`${otlp.url}/v1/traces`);
  await ot.getByLabel('Headers').fill('x-api-key: otlp-e2e-secret');
  await ot.getByLabel('Include message and tool content (redacted)').check();
  await ot.getByRole('button', { name: 'Save' }).click();
  await page.getByText('OpenTelemetry export saved').waitFor();
  await ot.getByText('Saved: x-api-key (values hidden)', { exact: false }).waitFor();
  await ot.getByRole('button', { name: 'Send test trace' }).click();
  await page.getByText(/Test trace sent/).first().waitFor();
  assert.ok(otlp.requests.every((r) => r.headers['x-api-key'] === 'otlp-e2e-secret'));

  // A shopper turn shows in the counters.
  const s = await openSession(srv.url);
  await sendMessage(srv.url, s, 'Do you have running shoes under $80? My email is e2e@example.com');
  await srv.traceExport.queue.idle();
  await srv.traceExport.queue.persistNow();
  await page.reload();
  await ls.getByText(/1 sent/).waitFor();
  await ot.getByText(/1 sent/).waitFor();
  await page.screenshot({ path: `${OUT}/integrations.png`, fullPage: true });

  // A failing backend: the test trace reports the error and the status shows it.
  langsmith.policy.failIngest = 503;
  await ls.getByRole('button', { name: 'Send test trace' }).click();
  await page.getByText(/Test trace failed: .*503/).waitFor();
  await ls.getByText(/Last error .*503/).waitFor();
  await page.screenshot({ path: `${OUT}/integrations-failing.png`, fullPage: true });

  // Retention: 0 days is refused on the field, 14 is saved.
  const ret = page.getByRole('region', { name: 'Trace retention' });
  await ret.getByLabel('Keep traces for').fill('0');
  await ret.getByRole('button', { name: 'Save' }).click();
  await ret.getByText(/greater than or equal to 1|at least 1|too small/i).waitFor();
  await ret.getByLabel('Keep traces for').fill('14');
  await ret.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Retention saved').waitFor();
  const saved = await srv.database.pool.query<{ retention_days: number }>('SELECT retention_days FROM trace_settings');
  assert.deepEqual(saved.rows.map((r) => r.retention_days), [14]);
  await ret.screenshot({ path: `${OUT}/integrations-retention.png` });
  assert.deepEqual(errors, []);
});
