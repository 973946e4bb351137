/**
 * Browser test of Settings → Event destinations against a real Aisle server (demo store, headless Chromium): an
 * owner adds a signed webhook (the secret is shown once and verifies the test event the receiver gets) and an
 * EventBridge bus (the real client against the local PutEvents stand-in), shopper traffic fills the delivery log,
 * a failing webhook shows in the Failed tab and is re-sent, a destination is paused with its Active toggle.
 * Screenshots: test-artifacts/.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { verifyWebhookSignature } from '../../src/events/index.ts';
import { signInDemoOwner } from '../support/admin-client.ts';
import { ARTIFACTS_DIR as OUT, chromiumSkip as skip, launchChromium, prepareWebAssets, signedInAdminPage } from '../support/browser.ts';
import { startFakeEventBridge, type FakeEventBridge } from '../support/fake-eventbridge.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { openSession, sendMessage } from '../support/widget-client.ts';

let server: TestServer | undefined;
let browser: Browser | undefined;
let fake: FakeEventBridge | undefined;
let receiver: http.Server | undefined;

after(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
  receiver?.closeAllConnections();
  receiver?.close();
});

type Hit = { path: string; type: string; id: string; header: string; body: string };

test('event destinations screen: add, secret once, test event, delivery log, re-send, pause', { skip, timeout: 300_000 }, async () => {
  await prepareWebAssets();
  const hits: Hit[] = [];
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const env = JSON.parse(body) as { id: string; type: string };
      hits.push({ path: req.url ?? '', type: env.type, id: env.id, header: String(req.headers['aisle-signature']), body });
      res.writeHead(req.url === '/down' ? 503 : 200).end();
    });
  });
  await new Promise<void>((r) => receiver!.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(receiver.address() as { port: number }).port}`;
  fake = await startFakeEventBridge();
  server = await startTestServer({ AISLE_EVENTS_POLL_MS: '200', AISLE_EVENTS_RETRY_BASE_MS: '60000' });
  const srv = server;
  const owner = await signInDemoOwner(srv);

  browser = await launchChromium();
  const { page, errors } = await signedInAdminPage(browser, srv, { viewport: { width: 1440, height: 1000 }, clipboard: true });
  await page.locator('nav').getByRole('link', { name: 'Settings', exact: true }).click();
  await page.locator('nav').getByRole('link', { name: 'Event destinations', exact: true }).click();
  await page.waitForURL(/\/admin\/settings\/events$/);
  await page.getByRole('heading', { name: 'Event destinations', level: 1 }).waitFor();
  await page.getByText('No destinations yet').waitFor();

  // A webhook for conversation and message events: the secret is shown once.
  await page.getByRole('button', { name: 'Add destination' }).click();
  await page.getByLabel('Name').fill('CRM');
  await page.getByLabel('URL').fill(`${base}/hook`);
  await page.getByRole('checkbox', { name: 'conversation.started' }).check();
  await page.getByRole('checkbox', { name: 'message.created' }).check();
  await page.getByRole('dialog').getByRole('button', { name: 'Add destination' }).click();
  const secret = (await page.getByTestId('webhook-secret').textContent())!.trim();
  assert.match(secret, /^whsec_/);
  await page.screenshot({ path: `${OUT}/events-secret-once.png` });
  await page.getByRole('button', { name: 'Copy secret' }).click();
  await page.getByRole('button', { name: 'Copied' }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), secret);
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByTestId('webhook-secret').waitFor({ state: 'detached' });
  const crmRow = page.getByRole('row').filter({ hasText: 'CRM' });
  await crmRow.filter({ hasText: '2 of 9' }).waitFor();
  assert.doesNotMatch(await page.content(), /whsec_/, 'the secret is gone from the page');

  // Send test: the receiver gets aisle.test, signed with the secret the page showed.
  await page.getByRole('button', { name: 'Send a test event to CRM' }).click();
  await page.getByText(/Test event accepted by CRM/).waitFor();
  const ping = hits.find((h) => h.type === 'aisle.test')!;
  assert.ok(verifyWebhookSignature(secret, ping.header, ping.body));

  // An EventBridge bus with its own keys (no secret panel).
  await page.getByRole('button', { name: 'Add destination' }).click();
  await page.getByRole('dialog').getByText('Amazon EventBridge', { exact: true }).click();
  await page.getByLabel('Name').fill('Analytics bus');
  await page.getByLabel('Event bus').fill('shop-events');
  await page.getByLabel('Endpoint (optional)').fill(fake.url);
  await page.getByLabel('Access key ID (optional)').fill('AKIAFAKEFAKEFAKE0001');
  await page.getByLabel('Secret access key').fill('fake-secret-access-key-000000');
  await page.getByRole('dialog').getByRole('button', { name: 'Add destination' }).click();
  await page.getByRole('row').filter({ hasText: 'Analytics bus' }).filter({ hasText: 'shop-events · us-east-1' }).waitFor();

  // A webhook that always fails (through the API): its deliveries land in the Failed tab.
  const down = await owner.json('/api/v1/admin/event-destinations', { method: 'POST', body: { kind: 'webhook', name: 'Legacy ERP', url: `${base}/down`, event_types: ['conversation.started'] } });
  assert.equal(down.status, 201);

  // Shopper traffic.
  const s = await openSession(srv.url);
  assert.equal((await sendMessage(srv.url, s, 'water bottle under $20')).status, 200);
  const started = () => fake!.received.filter((r) => r.detailType === 'conversation.started' && r.detail.data && (r.detail.data as { conversation_id?: string }).conversation_id === s.conversation_id);
  while (started().length === 0 || hits.filter((h) => h.path === '/down').length === 0) await new Promise((r) => setTimeout(r, 100));

  await page.reload();
  await page.getByRole('row').filter({ hasText: 'message.created' }).filter({ hasText: 'CRM' }).filter({ hasText: 'delivered' }).first().waitFor();
  await page.getByRole('row').filter({ hasText: 'Analytics bus' }).filter({ hasText: 'conversation.started' }).first().waitFor();
  await page.screenshot({ path: `${OUT}/events-destinations.png`, fullPage: true });

  await page.getByRole('tab', { name: 'Failed' }).click();
  const failedRow = page.getByRole('row').filter({ hasText: 'conversation.started' }).filter({ hasText: 'Legacy ERP' }).first();
  await failedRow.filter({ hasText: 'HTTP 503' }).waitFor();
  await page.screenshot({ path: `${OUT}/events-failed.png`, fullPage: true });
  const before = hits.filter((h) => h.path === '/down').length;
  await failedRow.getByRole('button', { name: /^Re-send conversation.started to Legacy ERP/ }).click();
  await page.getByText('conversation.started queued for Legacy ERP').waitFor();
  while (hits.filter((h) => h.path === '/down').length === before) await new Promise((r) => setTimeout(r, 100));
  const resent = hits.filter((h) => h.path === '/down');
  assert.equal(resent.at(-1)!.id, resent[0]!.id, 're-send keeps the event id');

  // Pause the CRM webhook.
  await crmRow.getByRole('checkbox', { name: 'CRM active' }).click(); // a controlled checkbox: its state follows the query data
  await page.getByRole('checkbox', { name: 'CRM active', checked: false }).waitFor();
  while ((await owner.json('/api/v1/admin/event-destinations')).body.destinations.find((d: { name: string }) => d.name === 'CRM').active) {
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.deepEqual(errors, []);
});
