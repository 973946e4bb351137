/**
 * Payments HTTP routes:
 * - widget cart and checkout (`/api/v1/widget/conversations/{id}/cart…`, `/checkout`), authorized by the widget
 *   token like every widget endpoint (the authorizer comes from conversations through server.ts);
 * - the built-in test provider's payment page `/checkout/test/{checkoutId}` (TEST MODE; "Pay" completes the
 *   checkout through the same code path as Stripe's webhook);
 * - `POST /webhooks/stripe` (raw body, signature verified, each event processed once).
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { html } from 'hono/html';
import type { Database } from '../db/index.ts';
import { AppError } from '../shared/errors.ts';
import { createRouter, problemResponses, requestLogger } from '../shared/http.ts';
import type { Logger } from '../shared/logger.ts';
import { findStoreById, type Store } from '../stores/index.ts';
import { formatPrice } from '../catalog/index.ts';
import { checkoutView, completeCheckout, findCheckoutForPaymentPage, returnUrls, type CheckoutLine, type CheckoutRow } from './checkout.ts';
import { testPaymentRef } from './providers/test-provider.ts';
import {
  AddCartLineBodySchema, CartLineParamSchema, CartResponseSchema, CheckoutResponseSchema, WebhookAckSchema,
} from './schemas.ts';
import type { PaymentService } from './service.ts';

/** Largest accepted webhook body: 1 MiB (Stripe events are far smaller). */
export const MAX_WEBHOOK_BYTES = 1024 * 1024;

/**
 * Authorizes a widget request for conversation `id` by its bearer widget token (conversations' widget-auth.ts,
 * injected by server.ts) and returns the store and conversation.
 * @throws AppError unauthorized | forbidden | not_found
 */
export type WidgetAuthorizer = (c: Context, id: string) => Promise<{ store: Store; conversation: { id: string }; start: () => Promise<{ id: string }> }>;

/** Dependencies of {@link createPaymentRoutes}. `publicUrl`: AISLE_PUBLIC_URL (else the request's origin). */
export type PaymentRouteDeps = {
  database: Database;
  payments: PaymentService;
  authorize: WidgetAuthorizer;
  publicUrl?: string;
  logger: Logger;
};

const ConversationParam = z.object({ id: z.string().uuid().describe('Conversation id') });
const CheckoutParam = z.object({ checkout_id: z.string().uuid().describe('Checkout id') });

function checkoutStore(store: Store) {
  return { id: store.id, currency: store.currency, handle: store.handle, domain: store.domain };
}

/** Create the payments sub-app (mounted at the root; paths are absolute). */
export function createPaymentRoutes(deps: PaymentRouteDeps) {
  const { database, payments, authorize } = deps;
  const app = createRouter();
  const baseUrl = (c: Context) => (deps.publicUrl ?? new URL(c.req.url).origin).replace(/\/$/, '');

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/widget/conversations/{id}/cart', tags: ['widget'], summary: "The conversation's cart (prices from the catalog now)",
    request: { params: ConversationParam },
    responses: { 200: { description: 'Cart', content: { 'application/json': { schema: CartResponseSchema } } }, ...problemResponses(401, 403, 404) },
  }), async (c) => {
    const { store, conversation } = await authorize(c, c.req.valid('param').id);
    return c.json({ cart: await payments.getCart(store, conversation.id) }, 200);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/widget/conversations/{id}/cart/lines', tags: ['widget'], summary: 'Add a product variant to the cart',
    description: 'The price is read from the catalog; a line for the same variant grows (at most 99). 409 when the variant has no price or is out of stock.',
    request: { params: ConversationParam, body: { content: { 'application/json': { schema: AddCartLineBodySchema } }, required: true } },
    responses: { 200: { description: 'Cart after the change', content: { 'application/json': { schema: CartResponseSchema } } }, ...problemResponses(400, 401, 403, 404, 409) },
  }), async (c) => {
    const { store, start } = await authorize(c, c.req.valid('param').id);
    const body = c.req.valid('json');
    // A cart line is the first thing stored for a chat that has no message yet: it needs the conversation's row.
    const conversation = await start();
    const { cart } = await payments.addToCart(store, conversation.id, { variantId: body.variant_id, quantity: body.quantity });
    return c.json({ cart }, 200);
  });

  app.openapi(createRoute({
    method: 'delete', path: '/api/v1/widget/conversations/{id}/cart/lines/{line_id}', tags: ['widget'], summary: 'Remove a line from the cart',
    request: { params: CartLineParamSchema },
    responses: { 200: { description: 'Cart after the change', content: { 'application/json': { schema: CartResponseSchema } } }, ...problemResponses(401, 403, 404) },
  }), async (c) => {
    const p = c.req.valid('param');
    const { store, conversation } = await authorize(c, p.id);
    return c.json({ cart: await payments.setCartLineQuantity(store, conversation.id, p.line_id, 0) }, 200);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/widget/conversations/{id}/checkout', tags: ['widget'], summary: 'Check out the cart',
    description: 'Creates a Stripe Checkout Session (or, with no STRIPE_SECRET_KEY and AISLE_PAYMENTS=test or the store test-mode setting, a TEST MODE checkout page; with neither, 503 `platform_unavailable`: checkout is off) with line items priced from the catalog; `checkout.url` is where the shopper pays. Repeating it with an unchanged cart returns the same open checkout.',
    request: { params: ConversationParam },
    responses: { 200: { description: 'Checkout', content: { 'application/json': { schema: CheckoutResponseSchema } } }, ...problemResponses(401, 403, 404, 409, 503) },
  }), async (c) => {
    const { store, conversation } = await authorize(c, c.req.valid('param').id);
    const checkout = await payments.startCheckout({ store: checkoutStore(store), conversationId: conversation.id, baseUrl: baseUrl(c) });
    return c.json({ checkout }, 200);
  });

  // --- The test provider's payment page -------------------------------------------------------------------------
  async function testCheckout(id: string): Promise<{ row: CheckoutRow; store: Store }> {
    // Only while test mode is explicitly on for the checkout's store (AISLE_PAYMENTS=test or the store's test-mode
    // setting, no Stripe key): otherwise anyone could "pay" here.
    const row = await findCheckoutForPaymentPage(database, id);
    const store = row && row.provider === 'test' ? await findStoreById(database, row.storeId) : null;
    if (!row || !store || payments.checkoutModeOf(store.parsedSettings.testPayments) !== 'test') {
      throw new AppError('not_found', 'No such test checkout (or test-mode checkout is not enabled for this store)');
    }
    return { row, store };
  }

  app.use('/checkout/test/*', csrf());
  app.openapi(createRoute({
    method: 'get', path: '/checkout/test/{checkout_id}', tags: ['checkout'], summary: 'TEST MODE payment page of the built-in test provider',
    request: { params: CheckoutParam },
    responses: { 200: { description: 'HTML page', content: { 'text/html': { schema: z.string() } } }, ...problemResponses(404) },
  }), async (c) => {
    const { row, store } = await testCheckout(c.req.valid('param').checkout_id);
    const view = await checkoutView(database.db, row);
    setPageHeaders(c);
    return c.html(testCheckoutPage({ store, row, status: view.status, orderName: view.orderName, urls: returnUrls(store, baseUrl(c)) }), 200);
  });

  // The test page's own form post, answered by a 303 redirect to the store: a browser flow, not an API operation, so it
  // stays out of the OpenAPI document (Redocly's operation-2xx-response; clients never call it).
  app.openapi(createRoute({
    hide: true,
    method: 'post', path: '/checkout/test/{checkout_id}', tags: ['checkout'], summary: 'Pay a TEST MODE checkout (no money moves)',
    description: 'Form post from the test page (field `email`). Completes the checkout and creates the paid order through the same code path as Stripe `checkout.session.completed`, then redirects (303) to the store with `?checkout=success`.',
    request: { params: CheckoutParam, body: { content: { 'application/x-www-form-urlencoded': { schema: z.object({ email: z.string().max(320).optional() }) } } } },
    responses: { 303: { description: 'Back to the store' }, ...problemResponses(403, 404, 409) },
  }), async (c) => {
    const { row, store } = await testCheckout(c.req.valid('param').checkout_id);
    const email = String(c.req.valid('form').email ?? '').trim();
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new AppError('invalid_request', 'Enter a valid email address');
    const urls = returnUrls(store, baseUrl(c));
    if (row.status === 'expired' || (row.status === 'open' && row.expiresAt && row.expiresAt.getTime() <= Date.now())) {
      throw new AppError('conflict', 'This checkout has expired; start a new one from the chat');
    }
    const done = await database.db.transaction((tx) => completeCheckout(tx, {
      storeId: store.id, checkoutId: row.id, provider: 'test', externalId: row.externalId ?? '', paymentRef: testPaymentRef(row.id), email,
    }));
    requestLogger(c, deps.logger).info({ storeId: store.id, checkoutId: row.id, orderId: done.order.orderId, completedNow: done.completedNow }, 'test checkout paid');
    return c.redirect(`${urls.successUrl}&order=${encodeURIComponent(done.order.name)}`, 303);
  });

  // --- Stripe webhooks ---------------------------------------------------------------------------------------
  app.use('/webhooks/stripe', bodyLimit({ maxSize: MAX_WEBHOOK_BYTES, onError: () => { throw new AppError('payload_too_large', 'Webhook body too large'); } }));
  app.openapi(createRoute({
    method: 'post', path: '/webhooks/stripe', tags: ['webhooks'], summary: 'Stripe webhook endpoint',
    description: 'Verified with the `Stripe-Signature` header over the raw body (STRIPE_WEBHOOK_SECRET, 300 s tolerance); each event id is processed once. Handles checkout.session.completed / async_payment_succeeded / expired and charge.refunded; other types are acknowledged and ignored. A failure answers 500 so Stripe retries.',
    responses: { 200: { description: 'Acknowledged', content: { 'application/json': { schema: WebhookAckSchema } } }, ...problemResponses(401, 413, 500, 503) },
  }), async (c) => {
    const raw = Buffer.from(await c.req.arrayBuffer());
    const r = await payments.handleStripeWebhook(raw, c.req.header('stripe-signature'));
    if (r.outcome !== 'duplicate') requestLogger(c, deps.logger).info({ eventId: r.eventId, type: r.type, outcome: r.outcome }, 'stripe webhook');
    return c.json({ received: true as const, event_id: r.eventId, outcome: r.outcome }, 200);
  });

  return app;
}

function setPageHeaders(c: Context): void {
  c.header('cache-control', 'no-store');
  c.header('referrer-policy', 'no-referrer');
  c.header('x-frame-options', 'DENY');
  c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src https: http: data:; frame-ancestors 'none'; base-uri 'none'");
}

/** The TEST MODE payment page. Every value is escaped by hono's `html` template. */
function testCheckoutPage(p: { store: Store; row: CheckoutRow; status: string; orderName: string | null; urls: { successUrl: string; cancelUrl: string } }) {
  const lines = p.row.lineItems as CheckoutLine[];
  const money = (cents: number) => formatPrice(cents, p.row.currency);
  const total = money(p.row.amountCents);
  const body = p.status === 'completed'
    ? html`<p class="state">This checkout is paid${p.orderName ? html` — order <strong>${p.orderName}</strong>` : ''}.</p><p><a class="btn" href="${p.urls.successUrl}">Return to the store</a></p>`
    : p.status === 'expired'
      ? html`<p class="state">This checkout has expired. Start a new one from the chat.</p><p><a class="btn" href="${p.urls.cancelUrl}">Return to the store</a></p>`
      : html`<form method="post">
<label for="email">Email for the receipt</label>
<input id="email" name="email" type="email" autocomplete="email" placeholder="you@example.com">
<button type="submit" class="btn pay">Pay ${total} (test)</button>
</form>
<p><a href="${p.urls.cancelUrl}">Cancel and return to the store</a></p>`;
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>TEST MODE checkout — ${p.store.name}</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#f4f5f7}
.test{background:repeating-linear-gradient(45deg,#ffd43b,#ffd43b 12px,#fcc419 12px,#fcc419 24px);color:#1a1a1a;text-align:center;padding:10px;font-weight:700;letter-spacing:.06em}
.test small{display:block;font-weight:400;letter-spacing:0}
main{max-width:520px;margin:24px auto;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:24px}
h1{font-size:20px;margin:0 0 16px}table{width:100%;border-collapse:collapse;margin-bottom:16px}
td{padding:8px 0;border-bottom:1px solid #e5e7eb;vertical-align:top}td.n{text-align:right;white-space:nowrap;padding-left:12px}
.v{color:#555;font-size:14px}tfoot td{font-weight:700;border:0}
label{display:block;font-size:14px;margin-bottom:4px}input{width:100%;box-sizing:border-box;padding:10px;font:inherit;border:1px solid #8a9099;border-radius:8px;margin-bottom:16px}
.btn{display:inline-block;border:0;border-radius:8px;padding:12px 18px;font:inherit;font-weight:600;background:#1a1a1a;color:#fff;text-decoration:none;cursor:pointer}
.pay{width:100%}.state{font-size:18px}:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
</style></head>
<body>
<div class="test" role="note">TEST MODE<small>No real payment is taken. This page stands in for Stripe Checkout because no Stripe key is configured.</small></div>
<main>
<h1>${p.store.name}</h1>
<table aria-label="Order summary"><tbody>
${lines.map((l) => html`<tr><td>${l.quantity} × ${l.title}${l.variant_title ? html`<div class="v">${l.variant_title}</div>` : ''}</td><td class="n">${money(l.unit_price_cents * l.quantity)}</td></tr>`)}
</tbody><tfoot><tr><td>Total</td><td class="n">${total}</td></tr></tfoot></table>
${body}
</main>
</body></html>`;
}
