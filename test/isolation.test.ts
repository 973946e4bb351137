/**
 * Store isolation over the whole admin API (issue 3 item 8, PRODUCT.md §6 "every read and write is scoped to one
 * store"). Store A (the demo store) gets one of each resource through the real APIs; store B's owner then calls
 * EVERY admin endpoint that takes a path parameter — read from the live OpenAPI document, so new endpoints are
 * covered without editing this file — with A's ids, and must get 404 `not_found` each time. Afterwards A's
 * resources are unchanged. A path parameter this test cannot fill fails the test (add its resource to `ids`).
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { signInDemoOwner, signUp, type AdminClient } from './support/admin-client.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { openSession, sendMessage } from './support/widget-client.ts';

let srv: TestServer;
let receiver: http.Server;
let ownerA: AdminClient;
let ownerB: AdminClient;

before(async () => {
  srv = await startTestServer();
  receiver = http.createServer((_req, res) => res.writeHead(200).end('ok'));
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  ownerA = await signInDemoOwner(srv);
  ownerB = await signUp(srv.url, { store_name: 'Other Store', name: 'Bea', email: 'bea@other.example.com', password: 'correct horse battery staple' });
});

after(async () => {
  await new Promise((r) => receiver.close(r));
  await srv?.stop();
});

/** First value of `key` found walking a JSON body depth-first (arrays in order). */
function firstValue(body: unknown, key: string): string | undefined {
  if (Array.isArray(body)) {
    for (const x of body) {
      const v = firstValue(x, key);
      if (v) return v;
    }
  } else if (body && typeof body === 'object') {
    const o = body as Record<string, unknown>;
    if (typeof o[key] === 'string') return o[key] as string;
    for (const v of Object.values(o)) {
      const found = firstValue(v, key);
      if (found) return found;
    }
  }
  return undefined;
}

/** GET as A and pull the first `key`. @throws when A has none (the fixture below did not create it) */
async function idFrom(path: string, key = 'id'): Promise<string> {
  const r = await ownerA.json(path);
  assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
  const id = firstValue(r.body, key);
  assert.ok(id, `no ${key} in ${path}: ${JSON.stringify(r.body).slice(0, 300)}`);
  return id;
}

/** Minimal valid bodies for unsafe admin calls, by the resource segment and last path segment. */
function bodyFor(method: string, path: string): unknown {
  if (method === 'get' || method === 'delete') return undefined;
  if (/\/deny$/.test(path)) return { reason: 'Not eligible' };
  if (/\/messages$/.test(path)) return { text: 'Hello from another store' };
  if (/\/staff\/\{[^}]+\}$/.test(path)) return { role: 'viewer' };
  if (/\/knowledge\/articles\/\{[^}]+\}$/.test(path)) return { title: 'Hijacked', body: 'Nope', tags: [] };
  if (/\/translations\/\{locale\}$/.test(path)) return { title: 'Hijacked', body: 'Nope' };
  if (/\/event-destinations\/\{[^}]+\}$/.test(path)) return { active: false };
  if (/\/products\/\{[^}]+\}$/.test(path)) return { status: 'draft' };
  return {};
}

test('store B gets 404 for every one of store A\'s resources on every admin endpoint', async () => {
  // --- store A's resources, made through the real APIs ---
  const s = await openSession(srv.url);
  await sendMessage(srv.url, s, 'I want a refund for order #1001');
  await sendMessage(srv.url, s, 'my email is jane.doe@example.com');
  const dest = await ownerA.json('/api/v1/admin/event-destinations', {
    method: 'POST', body: { kind: 'webhook', name: 'A hook', url: `http://127.0.0.1:${(receiver.address() as { port: number }).port}/a`, event_types: ['message.created'] },
  });
  assert.equal(dest.status, 201, JSON.stringify(dest.body));
  await sendMessage(srv.url, s, 'thanks'); // a message.created event for A's destination → a delivery row
  const invite = await ownerA.json('/api/v1/admin/staff/invites', { method: 'POST', body: { email: 'new.agent@example.com', role: 'agent' } });
  assert.equal(invite.status, 201, JSON.stringify(invite.body));
  const form = new FormData();
  form.set('file', new File(['Handle,Title,Variant Price\nisolation-tee,Isolation Tee,10.00\n'], 'one.csv', { type: 'text/csv' }));
  const imp = await ownerA.fetch('/api/v1/admin/catalog-imports', { method: 'POST', body: form });
  assert.equal(imp.status, 202, await imp.clone().text());

  const testRun = await ownerA.json('/api/v1/admin/agent-tests/runs', {
    method: 'POST', body: { source: 'upload', jsonl: JSON.stringify({ id: 'a', turns: [{ say: 'hello' }] }) },
  });
  assert.equal(testRun.status, 202, JSON.stringify(testRun.body));

  let deliveryId: string | undefined;
  for (let i = 0; i < 100 && !deliveryId; i++) {
    deliveryId = firstValue((await ownerA.json('/api/v1/admin/event-deliveries')).body, 'id');
    if (!deliveryId) await new Promise((r) => setTimeout(r, 100));
  }
  assert.ok(deliveryId, 'store A has an event delivery');

  const ids: Record<string, string> = {
    conversations: s.conversation_id,
    traces: await idFrom('/api/v1/admin/traces', 'trace_id'),
    approvals: await idFrom('/api/v1/admin/approvals'),
    products: await idFrom('/api/v1/admin/products?limit=1'),
    'knowledge/articles': await idFrom('/api/v1/admin/knowledge/articles'),
    'catalog-imports': firstValue(await imp.json(), 'id')!,
    'staff/invites': firstValue(invite.body, 'id')!,
    staff: ownerA.session.staff.id,
    'event-destinations': firstValue(dest.body, 'id')!,
    'event-deliveries': deliveryId,
    'agent-tests/runs': firstValue(testRun.body, 'id')!,
    // A customer data export Shopify asked for (written by the compliance webhook; stored directly here because this
    // server has no Shopify app): store B must not download it.
    'shopify/data-exports': (await srv.database.pool.query<{ id: string }>(
      "INSERT INTO shopify_data_exports (store_id, customer_email, data) VALUES ($1, 'jane.doe@example.com', '{}'::jsonb) RETURNING id", [ownerA.session.store.id],
    )).rows[0]!.id,
  };
  // Second path parameters, by name: a resource of store A inside the first one.
  const agentMessage = await srv.database.pool.query<{ id: string }>("SELECT id FROM messages WHERE conversation_id = $1 AND role = 'agent' LIMIT 1", [s.conversation_id]);
  // An article's translation by locale: store A's article has one in Spanish (added here if the demo did not).
  await ownerA.json(`/api/v1/admin/knowledge/articles/${ids['knowledge/articles']}/translations/es`, { method: 'PUT', body: { title: 'Artículo de A', body: 'Solo para A.' } });
  const inner: Record<string, string> = { messageId: agentMessage.rows[0]!.id, locale: 'es' };

  // --- every admin endpoint with a path parameter, from the OpenAPI document ---
  type Operation = { parameters?: Array<{ in: string; schema?: { enum?: unknown[] } }> };
  const doc = (await (await fetch(`${srv.url}/api/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, Operation>> };
  /** Path parameters that are a closed list of names (e.g. `{kind}`: langsmith | otlp) address the caller's own store, not a resource of another. */
  const namesOnly = (op: Operation) => (op.parameters ?? []).filter((p) => p.in === 'path').every((p) => Array.isArray(p.schema?.enum));
  const calls: Array<{ method: string; path: string; url: string }> = [];
  const unknown: string[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/v1/admin/') || !path.includes('{')) continue;
    const resource = Object.keys(ids).sort((x, y) => y.length - x.length).find((k) => path.startsWith(`/api/v1/admin/${k}/{`));
    for (const method of Object.keys(ops)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      if (namesOnly(ops[method]!)) continue;
      if (!resource) { unknown.push(`${method.toUpperCase()} ${path}`); continue; }
      const first = path.replace(/\{[^}]+\}/, ids[resource]!);
      if (/\{([^}]+)\}/.test(first) && !inner[/\{([^}]+)\}/.exec(first)![1]!]) { unknown.push(`${method.toUpperCase()} ${path}`); continue; }
      calls.push({ method, path, url: first.replace(/\{([^}]+)\}/g, (_, name: string) => inner[name]!) });
    }
  }
  assert.deepEqual(unknown, [], 'admin endpoints whose path parameter this test cannot fill');
  assert.ok(calls.length >= 20, `only ${calls.length} endpoints found`);

  const wrong: string[] = [];
  for (const c of calls) {
    const r = await ownerB.json(c.url, { method: c.method.toUpperCase(), body: bodyFor(c.method, c.path) });
    if (r.status !== 404 || r.body?.code !== 'not_found') wrong.push(`${c.method.toUpperCase()} ${c.path} → ${r.status} ${JSON.stringify(r.body).slice(0, 160)}`);
  }
  assert.deepEqual(wrong, [], 'store B reached store A\'s resources');

  // --- nothing of A's changed ---
  const approval = await ownerA.json(`/api/v1/admin/approvals/${ids.approvals}`);
  assert.equal(firstValue(approval.body, 'status'), 'pending');
  const article = await ownerA.json(`/api/v1/admin/knowledge/articles/${ids['knowledge/articles']}`);
  assert.equal(article.status, 200);
  assert.equal(article.body.article.translations.find((t: { locale: string }) => t.locale === 'es')?.title, 'Artículo de A');
  assert.equal((await ownerA.json(`/api/v1/admin/event-destinations/${ids['event-destinations']}`)).status, 200);
  const staff = await ownerA.json('/api/v1/admin/staff');
  assert.ok(JSON.stringify(staff.body).includes(ownerA.session.staff.email));
  const conv = await ownerA.json(`/api/v1/admin/conversations/${s.conversation_id}`);
  assert.ok(!JSON.stringify(conv.body).includes('Hello from another store'));
});
