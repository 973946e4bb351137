/**
 * What the fuzzer needs from a running Aisle (test/fuzz.test.ts, bench/fuzz.ts): credentials and real ids, made
 * through the public API, and a digest of every table to prove refused requests stored nothing.
 */
import type { Database } from '../../src/db/index.ts';
import type { AdminClient } from './admin-client.ts';
import type { FuzzContext } from './fuzz.ts';
import { openSession, sendMessage } from './widget-client.ts';

/**
 * Open a widget conversation with one turn, write a knowledge article and a webhook destination, and collect the
 * ids the fuzzer puts in paths where the path is not the defect.
 * @throws Error when a setup call fails
 */
export async function collectFuzzContext(baseUrl: string, owner: AdminClient): Promise<FuzzContext> {
  const shopper = await openSession(baseUrl);
  await sendMessage(baseUrl, shopper, 'do you have running shoes?');
  const ok = <T>(r: { status: number; body: T }, what: string): T => {
    if (r.status >= 300) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body;
  };
  const article = ok(await owner.json('/api/v1/admin/knowledge/articles', { method: 'POST', body: { title: 'Fuzz returns', body: 'Returns within 30 days.' } }), 'article') as { article: { id: string } };
  const dest = ok(await owner.json('/api/v1/admin/event-destinations', { method: 'POST', body: { kind: 'webhook', name: 'fuzz', url: 'https://hooks.example.com/aisle' } }), 'destination') as { destination: { id: string } };
  const products = await (await fetch(`${baseUrl}/api/v1/storefront/demo/products?limit=1`)).json() as { products: Array<{ id: string }> };
  const traces = ok(await owner.json('/api/v1/admin/traces?limit=1'), 'traces') as { traces?: Array<{ id: string }>; items?: Array<{ id: string }> };
  const trace = (traces.traces ?? traces.items ?? [])[0]?.id;
  return {
    staffCookie: owner.cookie, csrfToken: owner.session.csrf_token, widgetToken: shopper.token,
    ids: {
      handle: 'demo', id: crypto.randomUUID(),
      '/api/v1/admin/conversations/{id} id': shopper.conversation_id,
      '/api/v1/admin/conversations/{id}/runs id': shopper.conversation_id,
      '/api/v1/admin/knowledge/articles/{id} id': article.article.id,
      '/api/v1/admin/event-destinations/{id} id': dest.destination.id,
      '/api/v1/admin/products/{id} id': products.products[0]?.id ?? crypto.randomUUID(),
      '/api/v1/admin/staff/{id} id': owner.session.staff.id,
      ...(trace ? { traceId: trace } : {}),
      ...Object.fromEntries(['', '/messages', '/retry', '/handoff', '/end', '/events', '/rating', '/cart', '/cart/lines', '/checkout', '/cart/lines/{line_id}']
        .map((s) => [`/api/v1/widget/conversations/{id}${s} id`, shopper.conversation_id])),
    },
  };
}

/** Tables that reads legitimately touch (rate-limit counters, session last-seen times) and are left out of digests. */
const VOLATILE = new Set(['rate_limits', 'rate_buckets', 'staff_sessions']);

/**
 * md5 of every row (as JSON, sorted) of each table in the public schema, but {@link VOLATILE}, by table. `last_seen_at`
 * (staff presence, refreshed by any admin read) is left out of rows.
 */
export async function tableDigests(database: Database): Promise<Record<string, string>> {
  const { rows } = await database.pool.query<{ t: string }>(`SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
  const out: Record<string, string> = {};
  for (const { t } of rows) {
    if (VOLATILE.has(t)) continue;
    const r = await database.pool.query<{ d: string | null; n: number }>(
      `SELECT md5(string_agg((to_jsonb(x) - 'last_seen_at')::text, '|' ORDER BY (to_jsonb(x) - 'last_seen_at')::text)) AS d, count(*)::int AS n FROM "${t}" x`,
    );
    out[t] = `${r.rows[0]!.n}:${r.rows[0]!.d ?? ''}`;
  }
  return out;
}
