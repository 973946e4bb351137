/**
 * An offline stand-in for the Stripe API, for tests: a real HTTP server on a free port speaking Stripe's wire
 * format, driven by the real `stripe` SDK pointed at it (`host`, `port`, `protocol: 'http'` — Aisle's
 * STRIPE_API_URL). What it speaks (https://docs.stripe.com/api):
 * - requests: `application/x-www-form-urlencoded` bodies with Stripe's bracket notation (parsed with `qs`),
 *   `Authorization: Bearer <secret key>`, `Idempotency-Key`;
 * - responses: Stripe JSON objects (`{ id, object: 'checkout.session', url, … }`, `object: 'refund'`) and Stripe's
 *   error shape `{ error: { type, code, message, param } }` with its HTTP statuses (400, 401, 404, 500);
 * - idempotency: a key replays the first response (header `Idempotent-Replayed: true`); the same key with other
 *   parameters answers 400 `idempotency_error` (https://docs.stripe.com/api/idempotent_requests).
 * Endpoints: POST/GET /v1/checkout/sessions[/:id], POST /v1/refunds. "Dashboard" helpers pay or expire a
 * session and build events; {@link FakeStripe.deliver} signs them with the SDK's `generateTestHeaderString`
 * and POSTs them to a webhook URL.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';
import Stripe from 'stripe';

/** Stripe API version the stand-in reports in events. */
export const FAKE_API_VERSION = '2026-10-28.endive';

type Json = Record<string, unknown>;
type PaymentIntentState = { id: string; amount: number; amountRefunded: number; currency: string; chargeId: string; metadata: Json };
type Stored = { path: string; params: string; status: number; body: Json };
/** One request the stand-in received (for assertions). */
export type FakeStripeRequest = { method: string; path: string; params: Json; idempotencyKey: string | null; replayed: boolean };

function id(prefix: string): string {
  return `${prefix}${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

function stripeError(status: number, type: string, message: string, extra: { code?: string; param?: string } = {}): { status: number; body: Json } {
  return { status, body: { error: { type, message, ...extra } } };
}

/** A running stand-in. */
export type FakeStripe = {
  /** Base URL, e.g. http://127.0.0.1:PORT (use as STRIPE_API_URL). */
  url: string;
  /** The secret key it accepts. */
  secretKey: string;
  /** Every API request, in order. */
  requests: FakeStripeRequest[];
  /** Checkout sessions by id (Stripe objects). */
  sessions: Map<string, Json>;
  /** Refunds created (Stripe objects), in order. */
  refunds: Json[];
  /** Answer the next `n` API requests with 500 `api_error` (before idempotency is recorded). */
  failNext(n: number): void;
  /** "The shopper paid": session → complete/paid with a PaymentIntent and a charge. Returns the session. */
  paySession(sessionId: string, customer?: { email?: string; name?: string }): Json;
  /** "The session expired": status → expired. Returns the session. */
  expireSession(sessionId: string): Json;
  /** The charge of a PaymentIntent as Stripe shows it now (amount_refunded, refunded). */
  charge(paymentIntentId: string): Json;
  /** A Stripe event object wrapping `object`. */
  event(type: string, object: Json): Json;
  /**
   * POST an event to a webhook URL, signed with `secret` (SDK `generateTestHeaderString`). `timestamp` (seconds)
   * signs as of another time; `tamper` changes the body after signing.
   */
  deliver(url: string, event: Json, secret: string, opts?: { timestamp?: number; tamper?: (body: string) => string }): Promise<Response>;
  close(): Promise<void>;
};

/** Start the stand-in on a free port. `secretKey` defaults to a random `sk_test_…`. */
export async function startFakeStripe(opts: { secretKey?: string } = {}): Promise<FakeStripe> {
  const secretKey = opts.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  const sessions = new Map<string, Json>();
  const intents = new Map<string, PaymentIntentState>();
  const refunds: Json[] = [];
  const idempotency = new Map<string, Stored>();
  const requests: FakeStripeRequest[] = [];
  let failures = 0;
  let base = '';
  const now = () => Math.floor(Date.now() / 1000);

  function createSession(p: Json): { status: number; body: Json } {
    for (const key of ['mode', 'success_url'] as const) {
      if (!p[key]) return stripeError(400, 'invalid_request_error', `Missing required param: ${key}.`, { code: 'parameter_missing', param: key });
    }
    const raw = p.line_items;
    const items = (Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? Object.values(raw) : []) as Json[];
    if (!items.length) return stripeError(400, 'invalid_request_error', 'Missing required param: line_items.', { code: 'parameter_missing', param: 'line_items' });
    let total = 0;
    let currency = '';
    for (const [i, item] of items.entries()) {
      const pd = item.price_data as Json | undefined;
      const amount = Number(pd?.unit_amount);
      const quantity = Number(item.quantity);
      if (!pd || !Number.isInteger(amount) || amount < 0 || !pd.currency || !(pd.product_data as Json | undefined)?.name) {
        return stripeError(400, 'invalid_request_error', `Invalid line_items[${i}]: price_data with currency, unit_amount and product_data[name] is required.`, { code: 'parameter_invalid', param: `line_items[${i}]` });
      }
      if (!Number.isInteger(quantity) || quantity < 1) return stripeError(400, 'invalid_request_error', `Invalid integer: line_items[${i}][quantity]`, { code: 'parameter_invalid_integer', param: `line_items[${i}][quantity]` });
      total += amount * quantity;
      currency = String(pd.currency);
    }
    const sid = id('cs_test_');
    const session: Json = {
      id: sid, object: 'checkout.session', mode: p.mode, status: 'open', payment_status: 'unpaid', url: `${base}/c/pay/${sid}`,
      amount_subtotal: total, amount_total: total, currency, client_reference_id: p.client_reference_id ?? null,
      metadata: p.metadata ?? {}, success_url: p.success_url, cancel_url: p.cancel_url ?? null, payment_intent: null,
      customer_details: null, customer_email: p.customer_email ?? null, expires_at: now() + 86_400, created: now(), livemode: false,
    };
    sessions.set(sid, session);
    return { status: 200, body: session };
  }

  function createRefund(p: Json): { status: number; body: Json } {
    const pi = p.payment_intent ? intents.get(String(p.payment_intent)) : undefined;
    if (!p.payment_intent) return stripeError(400, 'invalid_request_error', 'One of the following params should be provided for this request: payment_intent or charge.', { code: 'parameter_missing', param: 'payment_intent' });
    if (!pi) return stripeError(404, 'invalid_request_error', `No such payment_intent: '${p.payment_intent}'`, { code: 'resource_missing', param: 'payment_intent' });
    const left = pi.amount - pi.amountRefunded;
    const amount = p.amount === undefined ? left : Number(p.amount);
    if (left <= 0) return stripeError(400, 'invalid_request_error', `Charge ${pi.chargeId} has already been refunded.`, { code: 'charge_already_refunded' });
    if (!Number.isInteger(amount) || amount < 1) return stripeError(400, 'invalid_request_error', 'Invalid positive integer', { code: 'parameter_invalid_integer', param: 'amount' });
    if (amount > left) return stripeError(400, 'invalid_request_error', `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, { code: 'amount_too_large', param: 'amount' });
    pi.amountRefunded += amount;
    const refund: Json = {
      id: id('re_'), object: 'refund', amount, currency: pi.currency, charge: pi.chargeId, payment_intent: pi.id, status: 'succeeded',
      metadata: p.metadata ?? {}, created: now(),
    };
    refunds.push(refund);
    return { status: 200, body: refund };
  }

  function route(method: string, path: string, p: Json): { status: number; body: Json } {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(p);
    const m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (method === 'GET' && m) {
      const s = sessions.get(m[1]!);
      return s ? { status: 200, body: s } : stripeError(404, 'invalid_request_error', `No such checkout.session: '${m[1]}'`, { code: 'resource_missing', param: 'id' });
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund(p);
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? '/', 'http://x');
    const method = req.method ?? 'GET';
    const raw = method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8');
    const params = qs.parse(raw, { depth: 10, arrayLimit: 100 }) as Json;
    const key = method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) ?? null : null;
    const send = (status: number, body: Json, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req_'), ...headers });
      res.end(JSON.stringify(body));
    };
    const entry: FakeStripeRequest = { method, path: url.pathname, params, idempotencyKey: key, replayed: false };
    requests.push(entry);
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      const e = stripeError(401, 'invalid_request_error', 'Invalid API Key provided: sk_test_****');
      return send(e.status, e.body);
    }
    if (failures > 0) {
      failures--;
      const e = stripeError(500, 'api_error', 'An unknown error occurred on Stripe’s end.');
      return send(e.status, e.body, { 'stripe-should-retry': 'false' });
    }
    const fingerprint = JSON.stringify(params);
    if (key) {
      const prior = idempotency.get(key);
      if (prior) {
        if (prior.path !== url.pathname || prior.params !== fingerprint) {
          const e = stripeError(400, 'idempotency_error', `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`);
          return send(e.status, e.body);
        }
        entry.replayed = true;
        return send(prior.status, prior.body, { 'idempotent-replayed': 'true', 'idempotency-key': key });
      }
    }
    const out = route(method, url.pathname, params);
    if (key && out.status < 500) idempotency.set(key, { path: url.pathname, params: fingerprint, status: out.status, body: out.body });
    send(out.status, out.body, key ? { 'idempotency-key': key } : {});
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(err) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signer = new Stripe(secretKey);

  function requireSession(sessionId: string): Json {
    const s = sessions.get(sessionId);
    if (!s) throw new Error(`fake-stripe: no session ${sessionId}`);
    return s;
  }

  return {
    url: base, secretKey, requests, sessions, refunds,
    failNext: (n) => { failures = n; },
    paySession: (sessionId, customer = {}) => {
      const s = requireSession(sessionId);
      const pi: PaymentIntentState = {
        id: id('pi_'), amount: Number(s.amount_total), amountRefunded: 0, currency: String(s.currency), chargeId: id('ch_'), metadata: (s.metadata as Json) ?? {},
      };
      intents.set(pi.id, pi);
      Object.assign(s, {
        status: 'complete', payment_status: 'paid', payment_intent: pi.id,
        customer_details: { email: customer.email ?? 'buyer@example.com', name: customer.name ?? null, address: null, phone: null, tax_exempt: 'none', tax_ids: [] },
      });
      return s;
    },
    expireSession: (sessionId) => Object.assign(requireSession(sessionId), { status: 'expired', url: null }),
    charge: (paymentIntentId) => {
      const pi = intents.get(paymentIntentId);
      if (!pi) throw new Error(`fake-stripe: no payment intent ${paymentIntentId}`);
      return {
        id: pi.chargeId, object: 'charge', amount: pi.amount, amount_captured: pi.amount, amount_refunded: pi.amountRefunded,
        refunded: pi.amountRefunded >= pi.amount, currency: pi.currency, payment_intent: pi.id, paid: true, status: 'succeeded',
        metadata: pi.metadata, livemode: false, created: now(),
      };
    },
    event: (type, object) => ({
      id: id('evt_'), object: 'event', api_version: FAKE_API_VERSION, created: now(), data: { object }, livemode: false,
      pending_webhooks: 1, request: { id: null, idempotency_key: null }, type,
    }),
    deliver: async (url, event, secret, o = {}) => {
      const payload = JSON.stringify(event);
      const header = signer.webhooks.generateTestHeaderString({ payload, secret, ...(o.timestamp ? { timestamp: o.timestamp } : {}) });
      const body = o.tamper ? o.tamper(payload) : payload;
      return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body });
    },
    close: () => new Promise<void>((resolve) => { server.close(() => resolve()); server.closeAllConnections(); }),
  };
}
