import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ApiError, createClient, type StreamEvent } from './client.ts';
import { loadState, saveState } from './util.ts';

/** A tiny in-process stand-in for the widget API: records calls, answers per route. */
const fakeApi = (routes: Record<string, (init: RequestInit) => Response>) => {
  const calls: { url: string; init: RequestInit }[] = [];
  const f = (async (url: string | URL | Request, init: RequestInit = {}) => {
    const u = String(url);
    calls.push({ url: u, init });
    const key = Object.keys(routes).find((k) => u.endsWith(k));
    if (!key) throw new TypeError('fetch failed');
    return routes[key](init);
  }) as typeof fetch;
  return { f, calls };
};
const storage = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};
const session = (c: string, t: string) =>
  Response.json({ conversation_id: c, visitor_id: 'v1', token: t, expires_at: new Date(Date.now() + 3600e3).toISOString() }, { status: 201 });
const problem = (status: number, code: string, headers: Record<string, string> = {}) =>
  Response.json({ status, code }, { status, headers: { 'content-type': 'application/problem+json', ...headers } });
const sse = (body: string) => new Response(body, { headers: { 'content-type': 'text/event-stream' } });

test('first send opens a session, then streams parsed events; state is persisted', async () => {
  const s = storage();
  const { f, calls } = fakeApi({
    '/sessions': () => session('c1', 't1'),
    '/conversations/c1/messages': () => sse('event: delta\ndata: {"text":"Hi"}\n\n: ping\n\nevent: done\ndata: {"message":{"id":"m1"}}\n\n'),
  });
  const client = createClient({ base: 'http://h/', store: 'demo', storage: s, fetch: f });
  assert.equal(client.hasConversation(), false);
  const events: StreamEvent[] = [];
  await client.send('hello', (e) => events.push(e));
  assert.deepEqual(events, [
    { event: 'delta', data: { text: 'Hi' } },
    { event: 'done', data: { message: { id: 'm1' } } },
  ]);
  assert.equal(JSON.parse(String(calls[0].init.body)).store, 'demo');
  assert.equal((calls[1].init.headers as Record<string, string>).authorization, 'Bearer t1');
  assert.equal(JSON.parse(String(calls[1].init.body)).text, 'hello');
  assert.deepEqual({ ...loadState(s, 'demo'), exp: 0 }, { v: 'v1', c: 'c1', t: 't1', exp: 0 });
});

test('a 401 refreshes the token through sessions with visitor_id + conversation_id, once', async () => {
  const s = storage();
  saveState(s, 'demo', { v: 'v1', c: 'c1', t: 'old', exp: Date.now() + 3600e3 });
  const { f, calls } = fakeApi({
    '/sessions': () => session('c1', 'new'),
    '/conversations/c1/messages': (init) =>
      (init.headers as Record<string, string>).authorization === 'Bearer new'
        ? Response.json({ conversation: { id: 'c1', status: 'open' }, messages: [{ id: 'm1' }] })
        : problem(401, 'unauthorized'),
  });
  const client = createClient({ base: 'http://h/', store: 'demo', storage: s, fetch: f });
  assert.deepEqual(await client.history(), { messages: [{ id: 'm1' }], lastTurn: null });
  const body = JSON.parse(String(calls[1].init.body));
  assert.equal(body.visitor_id, 'v1');
  assert.equal(body.conversation_id, 'c1');
  assert.equal(loadState(s, 'demo').t, 'new');
});

test('an expired token is refreshed before the request; a refused resume starts a new conversation', async () => {
  const s = storage();
  saveState(s, 'demo', { v: 'v1', c: 'gone', t: 'old', exp: Date.now() - 1 });
  const { f } = fakeApi({
    '/sessions': (init) => (JSON.parse(String(init.body)).conversation_id ? problem(404, 'not_found') : session('c2', 't2')),
    '/conversations/c2/messages': () => Response.json({ conversation: { id: 'c2', status: 'open' }, messages: [] }),
  });
  const client = createClient({ base: 'http://h/', store: 'demo', storage: s, fetch: f });
  assert.deepEqual(await client.history(), { messages: [], lastTurn: null });
  assert.equal(loadState(s, 'demo').c, 'c2');
  assert.equal(loadState(s, 'demo').v, 'v1');
});

test('429 carries Retry-After seconds; network failures are status 0', async () => {
  const s = storage();
  saveState(s, 'demo', { v: 'v1', c: 'c1', t: 't1', exp: Date.now() + 3600e3 });
  const { f } = fakeApi({ '/conversations/c1/messages': () => problem(429, 'rate_limited', { 'retry-after': '12' }) });
  const client = createClient({ base: 'http://h/', store: 'demo', storage: s, fetch: f });
  await assert.rejects(client.send('hi', () => {}), (e: ApiError) => e.status === 429 && e.retryAfter === 12 && e.code === 'rate_limited');
  await assert.rejects(client.retry(() => {}), (e: ApiError) => e.status === 0 && e.code === 'network');
});

test('events: a GET with the token in the Authorization header and Last-Event-ID; rate posts once; end returns the rating notice', async () => {
  const s = storage();
  saveState(s, 'demo', { v: 'v1', c: 'c1', t: 't1', exp: Date.now() + 3600e3 });
  const { f, calls } = fakeApi({
    '/conversations/c1/events': () => sse('event: status\ndata: {"status":"human"}\n\nid: m9\nevent: message\ndata: {"message":{"id":"m9","role":"staff"}}\n\n'),
    '/conversations/c1/rating': () => Response.json({ rating: 1, rated_at: '2030-01-01T00:00:00.000Z' }),
    '/conversations/c1/end': () => Response.json({ status: 'resolved', message: { id: 'm10', role: 'system', parts: [{ type: 'rating', rating: null }] } }),
  });
  const client = createClient({ base: 'http://h/', store: 'demo', storage: s, fetch: f });
  const events: StreamEvent[] = [];
  await client.events('m8', (e) => events.push(e), new AbortController().signal);
  assert.deepEqual(events.map((e) => e.event), ['status', 'message']);
  assert.equal(calls[0].init.method, 'GET');
  const h = calls[0].init.headers as Record<string, string>;
  assert.equal(h.authorization, 'Bearer t1');
  assert.equal(h['last-event-id'], 'm8');
  assert.ok(!calls[0].url.includes('t1'), 'the token never goes into the URL');
  await client.rate(1);
  assert.equal(JSON.parse(String(calls[1].init.body)).rating, 1);
  const ended = await client.end();
  assert.equal(calls[2].init.method, 'POST');
  assert.ok(calls[2].url.endsWith('/conversations/c1/end'));
  assert.deepEqual(ended.parts, [{ type: 'rating', rating: null }]);
});

test('cart: add sends only the variant id; remove DELETEs the line; checkout returns the payment link; failures are ApiErrors', async () => {
  const s = storage();
  saveState(s, 'demo', { v: 'v1', c: 'c1', t: 't1', exp: Date.now() + 3600e3 });
  const cart = { itemCount: 1, subtotalText: '$60.00', lines: [] };
  const { f, calls } = fakeApi({
    '/conversations/c1/cart/lines': () => Response.json({ cart }),
    '/conversations/c1/cart/lines/l-1': () => Response.json({ cart: { itemCount: 0, subtotalText: '$0.00', lines: [] } }),
    '/conversations/c1/checkout': () => Response.json({ checkout: { status: 'open', url: 'http://h/checkout/test/x', totalText: '$60.00' } }),
    '/conversations/c1/cart': () => problem(404, 'not_found'),
  });
  const client = createClient({ base: 'http://h/', store: 'demo', storage: s, fetch: f });
  assert.deepEqual(await client.add('v-1'), cart);
  assert.equal(calls[0].init.method, 'POST');
  assert.deepEqual(JSON.parse(String(calls[0].init.body)), { variant_id: 'v-1' });
  assert.equal((await client.checkout()).url, 'http://h/checkout/test/x');
  await assert.rejects(client.cart(), (e: unknown) => e instanceof ApiError && e.status === 404 && e.code === 'not_found');
  assert.equal((await client.remove('l-1')).itemCount, 0);
  assert.equal(calls.at(-1)!.init.method, 'DELETE');
  assert.ok(calls.at(-1)!.url.endsWith('/conversations/c1/cart/lines/l-1'));
});
