/**
 * Hostile input (issue 11). No 5xx from bad input: a fast-check property over requests generated from
 * /api/v1/openapi.json (test/support/fuzz.ts) against a real server with valid staff and widget credentials. Every answer is < 500,
 * every error is problem+json with a stable code, every writing request with a defect is refused, the server stays
 * up, and the stored data is byte-for-byte what it was (digest of every table). `AISLE_FUZZ_RUNS` sets the sample
 * (default 400); bench/fuzz.ts runs ≥ 20,000. Then the reported NUL cases, and merchant-supplied URLs to internal
 * addresses (SSRF; the unit side is src/shared/outbound.test.ts).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import { signInDemoOwner } from './support/admin-client.ts';
import { collectFuzzContext, tableDigests } from './support/fuzz-context.ts';
import { describeRequest, operationsOf, requestsOf, sendAndJudge } from './support/fuzz.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let srv: TestServer;
// Loopback is not allowed here (the default of test servers): the SSRF test below needs production's rule.
before(async () => { srv = await startTestServer({ AISLE_OUTBOUND_ALLOW: '' }); });
after(async () => { await srv?.stop(); });

test('hostile requests to every operation of the OpenAPI document: no 5xx, problem+json, nothing stored changes', { timeout: 600_000 }, async () => {
  const doc = await (await fetch(`${srv.url}/api/v1/openapi.json`)).json();
  const ops = operationsOf(doc);
  assert.ok(ops.length > 50, `only ${ops.length} operations`);
  const owner = await signInDemoOwner(srv);
  const ctx = await collectFuzzContext(srv.url, owner);
  const before = await tableDigests(srv.database);

  const statuses = new Map<number, number>();
  await fc.assert(fc.asyncProperty(requestsOf(doc, ctx, ops), async (r) => {
    const v = await sendAndJudge(srv.url, r);
    statuses.set(v.status, (statuses.get(v.status) ?? 0) + 1);
    assert.equal(v.problem, null, `${v.problem}\n${describeRequest(r)}`);
  }), { numRuns: Number(process.env.AISLE_FUZZ_RUNS ?? 400), endOnFailure: true });

  assert.equal((await fetch(`${srv.url}/healthz`)).status, 200);
  assert.deepEqual(await tableDigests(srv.database), before, 'a refused request changed stored data');
  assert.ok([...statuses.keys()].some((s) => s >= 400), `statuses: ${JSON.stringify([...statuses])}`);
});

test('NUL in the reported places is a 400 with code nul_character, and a lone surrogate is stored as U+FFFD', { timeout: 120_000 }, async () => {
  const owner = await signInDemoOwner(srv);
  const ctx = await collectFuzzContext(srv.url, owner);
  const conversation = ctx.ids['/api/v1/admin/conversations/{id} id']!;
  const cases: Array<[string, RequestInit & { body?: string }]> = [
    [`/api/v1/admin/conversations/${conversation}/messages`, { method: 'POST', body: JSON.stringify({ text: '\u0000' }) }],
    ['/api/v1/admin/knowledge/articles', { method: 'POST', body: JSON.stringify({ title: 'Ret\u0000urns', body: 'x' }) }],
    ['/api/v1/storefront/demo/products?q=%00', {}],
    ['/api/v1/admin/conversations?q=%00', {}],
    ['/api/v1/admin/products?q=%00', {}],
  ];
  for (const [path, init] of cases) {
    const res = await owner.fetch(path, { ...init, headers: init.body ? { 'content-type': 'application/json' } : {} });
    const body = await res.json();
    assert.equal(res.status, 400, `${path}: ${JSON.stringify(body)}`);
    assert.equal(res.headers.get('content-type'), 'application/problem+json');
    assert.equal(body.errors[0].code, 'nul_character', path);
  }
  const made = await owner.json('/api/v1/admin/knowledge/articles', { method: 'POST', body: { title: 'Odd \ud800 title', body: 'Body \udfff.' } });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  assert.equal(made.body.article.title, 'Odd \ufffd title');
});

test('merchant-supplied URLs to internal addresses are refused: webhook destinations, EventBridge endpoints, store model base URLs', { timeout: 120_000 }, async () => {
  const owner = await signInDemoOwner(srv);
  const internal = ['https://169.254.169.254/', 'https://10.0.0.1/hook', 'https://127.0.0.1:1/x', 'https://[::1]/x', 'https://0x7f000001/x', 'https://[::ffff:a9fe:a9fe]/', 'https://100.64.0.1/'];
  const before = (await owner.json('/api/v1/admin/event-destinations')).body;
  for (const url of internal) {
    const hook = await owner.json('/api/v1/admin/event-destinations', { method: 'POST', body: { kind: 'webhook', name: 'internal', url } });
    assert.equal(hook.status, 400, `${url}: ${JSON.stringify(hook.body)}`);
    assert.equal(hook.body.errors[0].code, 'blocked_address', url);
    const bus = await owner.json('/api/v1/admin/event-destinations', { method: 'POST', body: { kind: 'eventbridge', name: 'b', region: 'us-east-1', event_bus_name: 'x', endpoint: url } });
    assert.equal(bus.status, 400, url);
    const model = await owner.json('/api/v1/admin/settings', { method: 'PATCH', body: { model: { provider: 'openai', model: 'm', base_url: url.replace(/\/$/, '') + '/v1', api_key: 'sk-internal-123' } } });
    assert.equal(model.status, 400, `${url}: ${JSON.stringify(model.body)}`);
    assert.equal(model.body.errors[0].code, 'blocked_address', url);
  }
  assert.deepEqual((await owner.json('/api/v1/admin/event-destinations')).body, before, 'nothing was stored');
  const ok = await owner.json('/api/v1/admin/event-destinations', { method: 'POST', body: { kind: 'webhook', name: 'public', url: 'https://hooks.example.com/aisle' } });
  assert.equal(ok.status, 201, JSON.stringify(ok.body));
});
