/**
 * `POST /webhooks/shopify`: verify, persist, acknowledge. Shopify wants an answer within 5 seconds and retries
 * anything else (https://shopify.dev/docs/apps/build/webhooks/subscribe/https), so the request does only this:
 * read the raw body bytes, verify the HMAC over them (verify.ts; 401 `webhook_signature_invalid` when wrong, 400 when
 * headers are missing), and store the delivery — with the others that arrive at the same moment, in one statement
 * that also finds each shop's store and drops duplicates (unique webhook id; unique (event id, topic)) — before it
 * answers. The body is parsed once, by PostgreSQL's `jsonb` input (a body that is not JSON is a 400). The work runs
 * later in the `shopify.webhooks` job (process.ts), woken here. A delivery for a shop Aisle does not know (never
 * installed, or erased by shop/redact) is acknowledged and not kept.
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

/** A verified delivery to store (see verify.ts); `triggeredAt` as Shopify sent it (ISO 8601, or anything). */
export type Delivery = { shop: string; topic: string; webhookId: string; eventId: string | null; apiVersion: string; triggeredAt: string | null };

/** PostgreSQL's answer to a body `jsonb` refuses: not JSON (22P02), or `\u0000` / an escape it cannot store (22P05). */
const NOT_STORABLE_JSON = new Set(['22P02', '22P05']);

/** Most deliveries written by one statement. */
export const MAX_DELIVERY_BATCH = 64;
/** Statements of {@link createDeliveryWriter} in flight at once (per process). */
export const MAX_DELIVERY_WRITES = 2;

/** Stores verified deliveries before they are answered (see {@link createDeliveryWriter}). */
export type DeliveryWriter = {
  /**
   * Store one delivery, its body as Shopify sent it (`rawBody`, JSON text); resolves once it is committed (durable).
   * @returns what happened (see {@link IngestOutcome})
   * @throws AppError `invalid_request` (400) when the body is not JSON PostgreSQL can store; database errors as they come
   */
  store: (d: Delivery, rawBody: string) => Promise<IngestOutcome>;
};

type Pending = { d: Delivery; body: string; resolve: (o: IngestOutcome) => void; reject: (err: unknown) => void };

/**
 * The writer of this process's webhook endpoint. Deliveries that arrive together are written together: each waits for
 * the next statement (one `INSERT … SELECT … ON CONFLICT DO NOTHING` of up to {@link MAX_DELIVERY_BATCH} rows, in
 * autocommit, so it returns once the commit is flushed) and is answered from its result. At most
 * {@link MAX_DELIVERY_WRITES} statements run at once; what arrives meanwhile waits for the next one, so a busy endpoint
 * writes many rows per round trip and per WAL flush (the measured cost was one round trip per webhook: the socket
 * write to PostgreSQL alone took a third of the process's CPU at ~600 webhooks/s) and an idle one writes at once.
 * A statement refused because one body is not storable JSON is retried row by row, so only that delivery fails.
 */
export function createDeliveryWriter(database: Database, opts: { maxBatch?: number; maxWrites?: number } = {}): DeliveryWriter {
  const maxBatch = opts.maxBatch ?? MAX_DELIVERY_BATCH;
  const maxWrites = opts.maxWrites ?? MAX_DELIVERY_WRITES;
  let queue: Pending[] = [];
  let writing = 0;
  let scheduled = false;

  function schedule(): void {
    if (scheduled || writing >= maxWrites || !queue.length) return;
    scheduled = true;
    // After the I/O of this turn of the event loop: every request whose body arrived in it joins the statement.
    setImmediate(() => {
      scheduled = false;
      const batch = queue.length <= maxBatch ? queue : queue.slice(0, maxBatch);
      queue = batch === queue ? [] : queue.slice(maxBatch);
      writing++;
      schedule();
      void write(batch).finally(() => { writing--; schedule(); });
    });
  }

  async function write(batch: Pending[]): Promise<void> {
    try {
      const outcomes = await insertDeliveries(database, batch);
      for (const [i, p] of batch.entries()) p.resolve(outcomes[i]!);
    } catch (err) {
      if (batch.length > 1 && isNotStorableJson(err)) {
        for (const p of batch) await write([p]);
        return;
      }
      const mapped = isNotStorableJson(err) ? new AppError('invalid_request', 'The webhook body is not JSON') : err;
      for (const p of batch) p.reject(mapped);
    }
  }

  return {
    store(d, rawBody) {
      return new Promise<IngestOutcome>((resolve, reject) => {
        queue.push({ d, body: rawBody, resolve, reject });
        schedule();
      });
    },
  };
}

function isNotStorableJson(err: unknown): boolean {
  return NOT_STORABLE_JSON.has((err as { code?: string }).code ?? '');
}

const STATEMENTS = new Map<number, { name: string; text: string }>();

/**
 * The statement for `n` deliveries, prepared once per connection (named). Rows of shops Aisle knows are inserted in
 * arrival order (`received_at` = clock_timestamp(), so the job takes them in that order); a duplicate webhook id or
 * (event id, topic) inserts nothing. Returns the inserted webhook ids and the known shops, so duplicates and unknown
 * shops are told apart in the same round trip.
 */
function statementFor(n: number): { name: string; text: string } {
  let st = STATEMENTS.get(n);
  if (!st) {
    const rows = Array.from({ length: n }, (_, i) => {
      const p = (k: number) => `$${i * 7 + k}`;
      return `(${i}, ${p(1)}::text, ${p(2)}::text, ${p(3)}::text, ${p(4)}::text, ${p(5)}::text, ${p(6)}::timestamptz, ${p(7)}::jsonb)`;
    });
    st = {
      name: `shopify-webhooks-store-${n}`,
      text: `
WITH d (n, shop, topic, webhook_id, event_id, api_version, triggered_at, payload) AS (VALUES ${rows.join(', ')}),
ins AS (
  INSERT INTO shopify_webhooks (store_id, topic, webhook_id, event_id, api_version, triggered_at, payload, received_at)
  SELECT s.store_id, d.topic, d.webhook_id, d.event_id, d.api_version, d.triggered_at, d.payload, clock_timestamp()
    FROM d JOIN shopify_shops s ON s.shop = d.shop ORDER BY d.n
  ON CONFLICT DO NOTHING
  RETURNING webhook_id
)
SELECT ARRAY(SELECT webhook_id FROM ins) AS stored, ARRAY(SELECT DISTINCT s.shop FROM d JOIN shopify_shops s ON s.shop = d.shop) AS known`,
    };
    STATEMENTS.set(n, st);
  }
  return st;
}

/** One statement for the batch; the outcome of each delivery, in order (the first of a repeated webhook id is the stored one). */
async function insertDeliveries(database: Database, batch: Pending[]): Promise<IngestOutcome[]> {
  const values: unknown[] = [];
  for (const { d, body } of batch) {
    const triggered = d.triggeredAt ? new Date(d.triggeredAt) : null;
    values.push(d.shop, d.topic, d.webhookId, d.eventId, d.apiVersion, triggered && !Number.isNaN(triggered.getTime()) ? triggered : null, body);
  }
  const { rows } = await database.pool.query<{ stored: string[]; known: string[] }>({ ...statementFor(batch.length), values });
  const stored = new Set(rows[0]!.stored);
  const known = new Set(rows[0]!.known);
  return batch.map(({ d }) => (stored.delete(d.webhookId) ? 'stored' : known.has(d.shop) ? 'duplicate' : 'unknown_shop'));
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
  const writer = createDeliveryWriter(deps.database);
  const app = createRouter();
  app.openapi(createRoute({
    method: 'post', path: '/webhooks/shopify', tags: ['webhooks'], summary: 'Shopify webhook endpoint (every topic, compliance topics included)',
    description: 'HMAC-SHA256 of the raw body under the app secret, in the classic X-Shopify-* or the shopify-* event headers. Stored before the answer and processed by a background job; deduplicated by webhook id and by (event id, topic).',
    responses: {
      200: { description: 'Stored (or a duplicate, or a shop Aisle does not know)', content: { 'application/json': { schema: z.object({ received: z.literal(true), outcome: z.enum(['stored', 'duplicate', 'unknown_shop']) }) } } },
      ...problemResponses(400, 401, 413),
    },
  }), async (c) => {
    const raw = new Uint8Array(await c.req.arrayBuffer());
    const v = verify(c.req.raw.headers, raw);
    if (!isVerified(v)) {
      if (v.reason === 'missing_headers') throw new AppError('invalid_request', `Missing Shopify webhook headers: ${(v.missing ?? []).join(', ')}`);
      throw new AppError('webhook_signature_invalid', 'The webhook signature (HMAC) is missing or wrong');
    }
    let text: string;
    try {
      text = utf8.decode(raw);
    } catch {
      throw new AppError('invalid_request', 'The webhook body is not UTF-8');
    }
    const outcome = await writer.store(v, text);
    if (outcome === 'stored') deps.wake();
    return c.json({ received: true as const, outcome }, 200, { 'content-length': ANSWER_LENGTH[outcome] });
  });
  return app;
}
