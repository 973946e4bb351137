/**
 * Widget cart/checkout calls for tests (real HTTP with the widget token), and a priced variant of the demo store.
 */
import type { Database } from '../../src/db/index.ts';
import type { WidgetSession } from './widget-client.ts';

/** JSON request on a conversation's widget endpoint; returns status and parsed body. */
export async function widgetCall(baseUrl: string, s: WidgetSession, path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await fetch(`${baseUrl}/api/v1/widget/conversations/${s.conversation_id}/${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { authorization: `Bearer ${s.token}`, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: res.status === 204 ? null : await res.json(), headers: res.headers };
}

/** Add a variant to the cart. */
export function addLine(baseUrl: string, s: WidgetSession, variantId: string, quantity = 1) {
  return widgetCall(baseUrl, s, 'cart/lines', { body: { variant_id: variantId, quantity } });
}

/** Start a checkout of the cart. */
export function checkout(baseUrl: string, s: WidgetSession) {
  return widgetCall(baseUrl, s, 'checkout', { method: 'POST' });
}

/** `n` priced, in-stock variants of the demo store (cheapest first from a stable order), with their product title. */
export async function pricedVariants(database: Database, n = 2): Promise<Array<{ id: string; productId: string; title: string; priceCents: number }>> {
  const r = await database.pool.query(
    `SELECT v.id, v.product_id, p.title, v.price_cents FROM variants v JOIN products p ON p.id = v.product_id JOIN stores s ON s.id = v.store_id
      WHERE s.handle = 'demo' AND v.price_cents BETWEEN 1000 AND 5000 ORDER BY p.external_id LIMIT $1`, [n]);
  return r.rows.map((x) => ({ id: x.id, productId: x.product_id, title: x.title, priceCents: Number(x.price_cents) }));
}
