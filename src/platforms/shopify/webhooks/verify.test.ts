/**
 * Webhook verification with Shopify's library (no server): a body signed with the app secret passes in either header
 * style; a changed body, another secret, a missing HMAC or missing headers do not.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startFakeShopify } from '../../../../test/support/fake-shopify/index.ts';
import { loadPlans } from '../../../stores/index.ts';
import { createShopifyApi } from '../shopify-api.ts';
import { isVerified, verifyShopifyWebhook } from './verify.ts';

test('verifyShopifyWebhook: classic and event headers pass; tampering, another secret and missing headers fail', async () => {
  const fake = await startFakeShopify();
  try {
    const shopify = createShopifyApi({ apiKey: fake.apiKey, apiSecret: fake.apiSecret, appUrl: 'https://aisle.test', plans: loadPlans() });
    const body = JSON.stringify({ id: 1, title: 'Ocean Blue Shirt — “été” ✓' });
    const req = (headers: Record<string, string>) => new Request('https://aisle.test/webhooks/shopify', { method: 'POST', headers });
    const shop = 'verify.myshopify.com';

    const classic = await verifyShopifyWebhook(shopify, req(fake.webhookHeaders({ topic: 'products/update', shop, body, webhookId: 'w-1', eventId: 'e-1' })), body);
    assert.ok(isVerified(classic));
    assert.deepEqual({ ...classic, triggeredAt: null }, { shop, topic: 'products/update', webhookId: 'w-1', eventId: 'e-1', apiVersion: '2026-10', triggeredAt: null });

    const events = await verifyShopifyWebhook(shopify, req(fake.webhookHeaders({ topic: 'inventory_levels/update', shop, body, webhookId: 'w-2', style: 'events' })), body);
    assert.ok(isVerified(events));
    assert.equal(events.topic, 'inventory_levels/update');
    assert.equal(events.webhookId, 'w-2');

    const tampered = await verifyShopifyWebhook(shopify, req(fake.webhookHeaders({ topic: 'products/update', shop, body })), body.replace('Shirt', 'Shirts'));
    assert.deepEqual(tampered, { reason: 'invalid_hmac' });
    const forged = await verifyShopifyWebhook(shopify, req(fake.webhookHeaders({ topic: 'products/update', shop, body, secret: 'another-app-secret' })), body);
    assert.deepEqual(forged, { reason: 'invalid_hmac' });
    const noHmac = fake.webhookHeaders({ topic: 'products/update', shop, body });
    delete noHmac['X-Shopify-Hmac-Sha256'];
    assert.equal((await verifyShopifyWebhook(shopify, req(noHmac), body) as { reason: string }).reason, 'missing_hmac');
    const noTopic = fake.webhookHeaders({ topic: 'products/update', shop, body });
    delete noTopic['X-Shopify-Topic'];
    const missing = await verifyShopifyWebhook(shopify, req(noTopic), body);
    assert.equal((missing as { reason: string }).reason, 'missing_headers');
  } finally {
    await fake.stop();
  }
});
