/**
 * The Shopify admin routes without the Shopify app configured (no SHOPIFY_API_KEY): they are still mounted, so the
 * OpenAPI document describes them and a local store's Billing screen has its plan and usage; the Shopify-only
 * routes answer 404 (no store is a Shopify store). With the app configured: shopify.test.ts and billing.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { signInDemoOwner, type AdminClient } from '../../../test/support/admin-client.ts';
import { startTestServer, type TestServer } from '../../../test/support/server.ts';
import { loadPlans } from '../../stores/index.ts';

let srv: TestServer;
let owner: AdminClient;
before(async () => {
  srv = await startTestServer();
  owner = await signInDemoOwner(srv);
});
after(async () => { await srv?.stop(); });

test('a local store\'s billing: its plan, this month\'s usage and the plans, with no subscription', async () => {
  const { status, body } = await owner.json('/api/v1/admin/billing');
  assert.equal(status, 200);
  const plans = loadPlans();
  assert.equal(body.platform, 'local');
  assert.equal(body.currency, plans.currency);
  assert.equal(body.plan.key, 'free');
  assert.equal(body.subscription, null);
  assert.equal(typeof body.usage.conversations, 'number');
  assert.equal(body.usage.over_allowance, body.usage.conversations > body.plan.conversations_per_month);
  assert.deepEqual(body.plans.map((p: { key: string }) => p.key), plans.plans.map((p) => p.key));
});

test('without the Shopify app the Shopify routes answer 404 and there are no data exports', async () => {
  for (const [method, path, body] of [
    ['GET', '/api/v1/admin/shopify'], ['POST', '/api/v1/admin/shopify/sync'], ['POST', '/api/v1/admin/billing/plan', { plan: 'growth' }],
    ['POST', '/api/v1/admin/billing/refresh'], ['GET', '/api/v1/admin/shopify/data-exports/00000000-0000-4000-8000-000000000000'],
  ] as const) {
    const r = await owner.json(path, { method, body });
    assert.equal(r.status, 404, `${method} ${path}`);
    assert.equal(r.body.code, 'not_found', `${method} ${path}`);
  }
  assert.deepEqual((await owner.json('/api/v1/admin/shopify/data-exports')).body, { exports: [] });
});

test('the OpenAPI document describes the Shopify and billing routes', async () => {
  const doc = await (await fetch(`${srv.url}/api/v1/openapi.json`)).json() as { paths: Record<string, Record<string, unknown>> };
  for (const [path, methods] of Object.entries({
    '/api/v1/admin/shopify': ['get'], '/api/v1/admin/shopify/sync': ['post'], '/api/v1/admin/shopify/data-exports': ['get'],
    '/api/v1/admin/shopify/data-exports/{id}': ['get'], '/api/v1/admin/billing': ['get'], '/api/v1/admin/billing/plan': ['post'],
    '/api/v1/admin/billing/refresh': ['post'],
  })) assert.deepEqual(Object.keys(doc.paths[path] ?? {}), methods, path);
});
