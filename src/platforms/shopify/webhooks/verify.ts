/**
 * Verification of an inbound Shopify webhook (https://shopify.dev/docs/apps/build/webhooks/subscribe/https#step-5-verify-the-webhook):
 * `shopify.webhooks.validate` checks the base64 HMAC-SHA256 of the raw body under the app secret (constant-time) and
 * the required headers, in either header style — the classic `X-Shopify-Topic`, `X-Shopify-Hmac-Sha256`,
 * `X-Shopify-Shop-Domain`, `X-Shopify-API-Version`, `X-Shopify-Webhook-Id` (+ `X-Shopify-Event-Id`,
 * `X-Shopify-Triggered-At`) or the lowercase `shopify-*` event headers.
 */
import type { ShopifyApi } from '../shopify-api.ts';

/** A verified delivery: the shop, the topic as Shopify names it (`products/update`), the ids used to deduplicate. */
export type VerifiedWebhook = {
  shop: string; topic: string; webhookId: string; eventId: string | null; apiVersion: string; triggeredAt: string | null;
};

/** Why a delivery was refused: no/wrong HMAC (→ 401), or required headers missing (→ 400). */
export type WebhookRejection = { reason: 'invalid_hmac' | 'missing_hmac' | 'missing_body' | 'missing_headers'; missing?: string[] };

/**
 * Verify a delivery. `request` supplies the headers (its body is not read); `rawBody` is the exact bytes Shopify signed.
 * @returns the verified fields, or why it was refused
 */
export async function verifyShopifyWebhook(shopify: ShopifyApi, request: Request, rawBody: string): Promise<VerifiedWebhook | WebhookRejection> {
  const v = await shopify.webhooks.validate({ rawBody, rawRequest: request });
  if (!v.valid) {
    const missing = (v as { missingHeaders?: string[] }).missingHeaders;
    return { reason: v.reason as WebhookRejection['reason'], ...(missing ? { missing } : {}) };
  }
  const h = request.headers;
  return {
    shop: v.domain.toLowerCase(),
    topic: (h.get('x-shopify-topic') ?? h.get('shopify-topic') ?? v.topic).toLowerCase(),
    webhookId: v.webhookId,
    eventId: h.get('x-shopify-event-id') ?? h.get('shopify-event-id') ?? null,
    apiVersion: v.apiVersion,
    triggeredAt: h.get('x-shopify-triggered-at') ?? h.get('shopify-triggered-at') ?? null,
  };
}

/** Type guard: a verified delivery (not a rejection). */
export function isVerified(v: VerifiedWebhook | WebhookRejection): v is VerifiedWebhook {
  return 'webhookId' in v;
}
