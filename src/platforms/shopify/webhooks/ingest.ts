/**
 * `POST /webhooks/shopify`: verify, persist, acknowledge. Shopify wants an answer within 5 seconds and retries
 * anything else (https://shopify.dev/docs/apps/build/webhooks/subscribe/https), so the request does only this:
 * read the raw body bytes, verify the HMAC over them (verify.ts; 401 `webhook_signature_invalid` when wrong, 400 when
 * headers are missing), and store the delivery with one INSERT that also finds the shop's store and drops
 * duplicates (unique webhook id; unique (event id, topic)). The work runs later in the `shopify.webhooks` job
 * (process.ts), woken here. A delivery for a shop Aisle does not know (never installed, or erased by shop/redact) is
 * acknowledged and not kept.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Database } from '../../../db/index.ts';
import { AppError } from '../../../shared/errors.ts';
import { createRouter, problemResponses } from '../../../shared/http.ts';
import { createWebhookVerifier, isVerified } from './verify.ts';

/** Largest accepted webhook body: 5 MiB (an order with hundreds of lines stays far below). app.ts enforces it. */
export const MAX_SHOPIFY_WEBHOOK_BYTES = 5 * 1024 * 1024;

/** What happened to a delivery. */
export type IngestOutcome = 'stored' | 'duplicate' | 'unknown_shop';

/**
 * Dependencies of {@link createShopifyWebhookRoutes}: `apiSecret` is the app's client secret (SHOPIFY_API_SECRET),
 * `wake` is called after a delivery was stored.
 */
export type WebhookRouteDeps = { database: Database; apiSecret: string; wake: () => void };

const INSERT = `
INSERT INTO shopify_webhooks (store_id, topic, webhook_id, event_id, api_version, triggered_at, payload)
SELECT s.store_id, $2, $3, $4, $5, $6, $7::jsonb FROM shopify_shops s WHERE s.shop = $1
ON CONFLICT DO NOTHING
RETURNING id`;

/** Store a verified delivery. Returns what happened (see {@link IngestOutcome}). */
export async function storeDelivery(database: Database, d: { shop: string; topic: string; webhookId: string; eventId: string | null; apiVersion: string; triggeredAt: string | null }, rawBody: string): Promise<IngestOutcome> {
  const res = await database.pool.query(INSERT, [d.shop, d.topic, d.webhookId, d.eventId, d.apiVersion, d.triggeredAt ? new Date(d.triggeredAt) : null, rawBody]);
  if (res.rowCount) return 'stored';
  const known = await database.pool.query('SELECT 1 FROM shopify_shops WHERE shop = $1', [d.shop]);
  return known.rowCount ? 'duplicate' : 'unknown_shop';
}

/**
 * Byte length of each answer's JSON: given as Content-Length, so app.ts does not re-read the answer to learn it (Hono's
 * `c.json` sets none).
 */
const ANSWER_LENGTH = Object.fromEntries((['stored', 'duplicate', 'unknown_shop'] as const).map((o) => [o, String(Buffer.byteLength(JSON.stringify({ received: true, outcome: o })))])) as Record<IngestOutcome, string>;

/** Bodies are UTF-8 JSON (RFC 8259); anything else is refused rather than stored with replacement characters. */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The webhook endpoint. */
export function createShopifyWebhookRoutes(deps: WebhookRouteDeps) {
  const verify = createWebhookVerifier(deps.apiSecret);
  const app = createRouter();
  app.openapi(createRoute({
    method: 'post', path: '/webhooks/shopify', tags: ['webhooks'], summary: 'Shopify webhook endpoint (every topic, compliance topics included)',
    description: 'HMAC-SHA256 of the raw body under the app secret, in the classic X-Shopify-* or the shopify-* event headers. Stored before the answer and processed by a background job; deduplicated by webhook id and by (event id, topic).',
    responses: {
      200: { description: 'Stored (or a duplicate, or a shop Aisle does not know)', content: { 'application/json': { schema: z.object({ received: z.literal(true), outcome: z.enum(['stored', 'duplicate', 'unknown_shop']) }) } } },
      ...problemResponses(400, 401, 413),
    },
  }), async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const v = verify(c.req.raw.headers, bytes);
    if (!isVerified(v)) {
      if (v.reason === 'missing_headers') throw new AppError('invalid_request', `Missing Shopify webhook headers: ${(v.missing ?? []).join(', ')}`);
      throw new AppError('webhook_signature_invalid', 'The webhook signature (HMAC) is missing or wrong');
    }
    let raw: string;
    try {
      raw = utf8.decode(bytes);
      JSON.parse(raw);
    } catch {
      throw new AppError('invalid_request', 'The webhook body is not JSON');
    }
    const outcome = await storeDelivery(deps.database, v, raw);
    if (outcome === 'stored') deps.wake();
    return c.json({ received: true as const, outcome }, 200, { 'content-length': ANSWER_LENGTH[outcome] });
  });
  return app;
}
