/**
 * Webhook verification (no server): a body signed with the app secret passes in either header style; a changed body,
 * another secret, a missing HMAC or missing headers do not — and on every case the verifier's verdict is the one
 * Shopify's own `shopify.webhooks.validate` gives (same valid/invalid, same reason, same missing header names).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startFakeShopify } from '../../../../test/support/fake-shopify/index.ts';
import { loadPlans } from '../../../stores/index.ts';
import { createShopifyApi } from '../shopify-api.ts';
import { createWebhookVerifier, isVerified } from './verify.ts';

test('verifier: classic and event headers pass; tampering, another secret and missing headers fail', async () => {
  const fake = await startFakeShopify();
  try {
    const verify = createWebhookVerifier(fake.apiSecret);
    const body = JSON.stringify({ id: 1, title: 'Ocean Blue Shirt — “été” ✓' });
    const bytes = (s: string) => new TextEncoder().encode(s);
    const shop = 'verify.myshopify.com';

    const classic = verify(new Headers(fake.webhookHeaders({ topic: 'products/update', shop, body, webhookId: 'w-1', eventId: 'e-1' })), bytes(body));
    assert.ok(isVerified(classic));
    assert.deepEqual({ ...classic, triggeredAt: null }, { shop, topic: 'products/update', webhookId: 'w-1', eventId: 'e-1', apiVersion: '2026-10', triggeredAt: null });

    const events = verify(new Headers(fake.webhookHeaders({ topic: 'inventory_levels/update', shop, body, webhookId: 'w-2', eventId: 'e-2', style: 'events' })), bytes(body));
    assert.ok(isVerified(events));
    assert.equal(events.topic, 'inventory_levels/update');
    assert.equal(events.webhookId, 'w-2');
    assert.equal(events.eventId, 'e-2');
    assert.ok(events.triggeredAt);

    const tampered = verify(new Headers(fake.webhookHeaders({ topic: 'products/update', shop, body })), bytes(body.replace('Shirt', 'Shirts')));
    assert.deepEqual(tampered, { reason: 'invalid_hmac' });
    const forged = verify(new Headers(fake.webhookHeaders({ topic: 'products/update', shop, body, secret: 'another-app-secret' })), bytes(body));
    assert.deepEqual(forged, { reason: 'invalid_hmac' });
    const noHmac = fake.webhookHeaders({ topic: 'products/update', shop, body });
    delete noHmac['X-Shopify-Hmac-Sha256'];
    assert.deepEqual(verify(new Headers(noHmac), bytes(body)), { reason: 'missing_hmac' });
    const noTopic = fake.webhookHeaders({ topic: 'products/update', shop, body });
    delete noTopic['X-Shopify-Topic'];
    assert.deepEqual(verify(new Headers(noTopic), bytes(body)), { reason: 'missing_headers', missing: ['X-Shopify-Topic'] });
  } finally {
    await fake.stop();
  }
});

test('verifier: the same verdict as shopify.webhooks.validate on every case', async () => {
  const fake = await startFakeShopify();
  try {
    const shopify = createShopifyApi({ apiKey: fake.apiKey, apiSecret: fake.apiSecret, appUrl: 'https://aisle.test', plans: loadPlans() });
    const verify = createWebhookVerifier(fake.apiSecret);
    const shop = 'Verify.myshopify.com';
    const body = JSON.stringify({ id: 7, body_html: '<p>Ünïcödé — 日本語 ✓</p>', tags: 'a, b' });
    const signed = (style: 'classic' | 'events', over: { body?: string; secret?: string } = {}) =>
      fake.webhookHeaders({ topic: 'products/update', shop, body: over.body ?? body, webhookId: 'w-9', eventId: 'e-9', style, secret: over.secret });
    const without = (h: Record<string, string>, ...names: string[]) => Object.fromEntries(Object.entries(h).filter(([k]) => !names.includes(k)));
    const cases: Array<{ name: string; headers: Record<string, string>; body: string }> = [];
    for (const style of ['classic', 'events'] as const) {
      const h = signed(style);
      const names = Object.keys(h).filter((k) => k !== 'content-type');
      cases.push({ name: `${style}: signed`, headers: h, body });
      cases.push({ name: `${style}: upper-cased names`, headers: Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toUpperCase(), v])), body });
      cases.push({ name: `${style}: tampered body`, headers: h, body: body.replace('7', '8') });
      cases.push({ name: `${style}: another secret`, headers: signed(style, { secret: 'not-the-app-secret' }), body });
      cases.push({ name: `${style}: empty body`, headers: signed(style, { body: '' }), body: '' });
      cases.push({ name: `${style}: HMAC of another body`, headers: signed(style, { body: '{}' }), body });
      cases.push({ name: `${style}: HMAC in hex`, headers: { ...h, [names.find((n) => /hmac/i.test(n))!]: 'ab'.repeat(32) }, body });
      for (const n of names) cases.push({ name: `${style}: without ${n}`, headers: without(h, n), body });
      cases.push({ name: `${style}: without topic and webhook id`, headers: without(h, ...names.filter((n) => /topic|webhook-id/i.test(n))), body });
    }
    cases.push({ name: 'both styles, event HMAC wrong', headers: { ...signed('classic'), 'shopify-hmac-sha256': 'AAAA' }, body });
    cases.push({ name: 'both styles, both right', headers: { ...signed('classic'), ...signed('events') }, body });
    cases.push({ name: 'no headers at all', headers: {}, body });
    assert.ok(cases.length > 30);
    for (const c of cases) {
      const req = new Request('https://aisle.test/webhooks/shopify', { method: 'POST', headers: c.headers });
      const lib = await shopify.webhooks.validate({ rawBody: c.body, rawRequest: req });
      const ours = verify(req.headers, new TextEncoder().encode(c.body));
      if (lib.valid) {
        assert.ok(isVerified(ours), `${c.name}: the library accepts, the verifier refuses (${JSON.stringify(ours)})`);
        assert.equal(ours.shop, lib.domain.toLowerCase(), c.name);
        assert.equal(ours.webhookId, lib.webhookId, c.name);
        assert.equal(ours.apiVersion, lib.apiVersion, c.name);
        assert.equal(ours.topic.toUpperCase().replace(/\//g, '_'), lib.topic, c.name);
      } else {
        assert.ok(!isVerified(ours), `${c.name}: the library refuses (${lib.reason}), the verifier accepts`);
        assert.equal(ours.reason, lib.reason, c.name);
        assert.deepEqual(ours.missing, (lib as { missingHeaders?: string[] }).missingHeaders, c.name);
      }
    }
  } finally {
    await fake.stop();
  }
});
