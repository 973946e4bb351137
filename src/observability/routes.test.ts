import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { OpenAPIHono } from '@hono/zod-openapi';
import { createTestDatabase } from '../../test/support/db.ts';
import { handleError } from '../shared/http.ts';
import { createAuthRoutes, createLoginLimiter, createStaff, createStaffAuth, createStore } from '../stores/index.ts';
import { signIn } from '../../test/support/admin-client.ts';
import { createRunRoutes } from './routes.ts';
import type { ConversationRuns, Run, TraceDetail, TraceList } from './schemas.ts';
import { buildRunTree } from './service.ts';
import { RunTracer } from './tracer.ts';
import { silentLogger } from '../shared/logger.ts';

const database = await createTestDatabase('empty');
const a = await createStore(database, { handle: `a-${randomUUID().slice(0, 8)}`, name: 'A' });
const b = await createStore(database, { handle: `b-${randomUUID().slice(0, 8)}`, name: 'B' });
const storeA = a!.id;
const storeB = b!.id;

// Real staff sessions: one viewer per store, signed in through the auth API.
const auth = createStaffAuth({ database });
const app = new OpenAPIHono();
app.onError(handleError(silentLogger));
app.route('/', createAuthRoutes({ database, auth, limiter: createLoginLimiter(database), signupOpen: false }));
app.route('/', createRunRoutes({ database, requireStaff: auth.requireStaff }));
app.doc('/api/v1/openapi.json', { openapi: '3.1.0', info: { title: 'test', version: '0' } });
await database.pool.query('CREATE TABLE IF NOT EXISTS rate_limits (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)');
const password = 'viewer-password-1';
for (const [storeId, email] of [[storeA, `a-${randomUUID()}@example.com`], [storeB, `b-${randomUUID()}@example.com`]] as const) {
  await createStaff(database, { storeId, email, name: 'V', role: 'viewer', password });
}
const staffEmails = (await database.pool.query<{ store_id: string; email: string }>('SELECT store_id, email FROM staff_users')).rows;
const target = (path: string, init?: RequestInit) => app.request(path, init);
const viewerA = await signIn(target, staffEmails.find((r) => r.store_id === storeA)!.email, password);
const viewerB = await signIn(target, staffEmails.find((r) => r.store_id === storeB)!.email, password);

/** Record one turn of `conversationId` with a root, a node and an llm child. */
async function recordTurn(storeId: string, conversationId: string, startedAt: number): Promise<string> {
  const traceId = randomUUID();
  const t = new RunTracer({ database, storeId, conversationId, traceId });
  t.markRoot('done', { outputs: { text: 'hi' } });
  const node = t.recordRun({ name: 'agent', startedAt, endedAt: startedAt + 40 });
  t.recordRun({ name: 'ChatOpenAI', kind: 'llm', parentId: node, model: 'gpt-4o-mini', inputTokens: 1000, outputTokens: 100, startedAt: startedAt + 1, endedAt: startedAt + 39 });
  t.annotateRun(traceId, { metadata: { note: 'x' } });
  await t.flush();
  // root times: make them deterministic for ordering
  await database.pool.query('UPDATE runs SET started_at = $2, ended_at = $3 WHERE id = $1', [traceId, new Date(startedAt), new Date(startedAt + 50)]);
  return traceId;
}

describe('GET /api/v1/admin/conversations/{id}/runs', () => {
  it('returns the traces of the store\'s conversation, newest first, with totals and trees', async () => {
    const conv = randomUUID();
    const older = await recordTurn(storeA, conv, Date.parse('2026-01-01T10:00:00.000Z'));
    const newer = await recordTurn(storeA, conv, Date.parse('2026-01-01T10:05:00.000Z'));
    const res = await viewerA.fetch(`/api/v1/admin/conversations/${conv}/runs`);
    assert.equal(res.status, 200);
    const body = (await res.json()) as ConversationRuns;
    assert.deepEqual(body.traces.map((t) => t.trace_id), [newer, older]);
    const t = body.traces[0]!;
    assert.equal(t.run_id, newer);
    assert.equal(t.duration_ms, 50);
    assert.equal(t.status, 'done');
    assert.deepEqual(t.tokens, { input: 1000, output: 100 });
    assert.equal(t.cost_usd, 0.00021);
    assert.equal(t.root.children[0]!.name, 'agent');
    assert.equal(t.root.children[0]!.children[0]!.kind, 'llm');
    assert.equal(t.root.metadata.note, 'x');
  });

  it('answers 404 for another store\'s conversation, 400 for a bad id, 401 without a token', async () => {
    const conv = randomUUID();
    await recordTurn(storeB, conv, Date.now());
    const res = await viewerA.fetch(`/api/v1/admin/conversations/${conv}/runs`);
    assert.equal(res.status, 404);
    assert.equal(res.headers.get('content-type'), 'application/problem+json');
    assert.equal(((await res.json()) as { code: string }).code, 'not_found');
    assert.equal((await viewerB.fetch(`/api/v1/admin/conversations/${conv}/runs`)).status, 200);
    assert.equal((await viewerA.fetch('/api/v1/admin/conversations/nope/runs')).status, 400);
    assert.equal((await app.request(`/api/v1/admin/conversations/${conv}/runs`)).status, 401);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await (await app.request('/api/v1/openapi.json')).json()) as { paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } };
    assert.ok(doc.paths['/api/v1/admin/conversations/{id}/runs']);
    assert.ok(doc.components.schemas.RunTreeNode);
    assert.ok(doc.components.schemas.Trace);
    assert.ok(doc.paths['/api/v1/admin/traces']);
    assert.ok(doc.paths['/api/v1/admin/traces/{traceId}']);
    assert.ok(doc.components.schemas.TraceDetail);
  });
});

type TurnSpec = {
  conv?: string; store?: string; startedAt: number; durationMs: number; status?: 'done' | 'error' | 'out_of_steps';
  model?: string; inputTokens?: number; outputTokens?: number; intent?: string; text?: string; bigOutput?: boolean;
};

/** Record one turn through the tracer (root + agent node + llm + tool) with fixed times, tokens, model and intent. */
async function seedTurn(spec: TurnSpec): Promise<string> {
  const traceId = randomUUID();
  const t0 = spec.startedAt;
  const t = new RunTracer({ database, storeId: spec.store ?? storeA, conversationId: spec.conv ?? randomUUID(), traceId });
  if (spec.status === 'error') t.markRoot('error', { error: 'Error: platform down' });
  else t.markRoot(spec.status ?? 'done', { outputs: { text: 'ok' } });
  if (spec.intent) t.setIntent(spec.intent);
  const node = t.recordRun({ name: 'agent', startedAt: t0 + 2, endedAt: t0 + spec.durationMs - 5 });
  t.recordRun({ name: 'ChatOpenAI', kind: 'llm', parentId: node, model: spec.model ?? 'gpt-4o-mini', inputTokens: spec.inputTokens ?? 1000, outputTokens: spec.outputTokens ?? 100, startedAt: t0 + 3, endedAt: t0 + 20, inputs: { messages: [{ role: 'human', content: spec.text ?? 'hello' }] } });
  t.recordRun({ name: 'search_products', kind: 'tool', parentId: node, startedAt: t0 + 21, endedAt: t0 + 30, inputs: { input: { query: 'shoes' } }, outputs: spec.bigOutput ? { output: 'x'.repeat(40_000) } : { output: '[]' }, ...(spec.status === 'error' ? { error: 'platform down' } : {}) });
  await t.flush();
  await database.pool.query('UPDATE runs SET started_at = $2, ended_at = $3, inputs = $4 WHERE id = $1', [traceId, new Date(t0), new Date(t0 + spec.durationMs), { messages: [{ role: 'human', content: spec.text ?? 'hello' }] }]);
  return traceId;
}

describe('GET /api/v1/admin/traces', () => {
  // A store of its own, so these tests see exactly the turns they seed.
  const base = Date.parse('2026-02-01T12:00:00.000Z');
  let ids: Record<string, string>;
  let client: Awaited<ReturnType<typeof signIn>>;
  const conv = randomUUID();
  const list = async (query: string) => {
    const res = await client.fetch(`/api/v1/admin/traces${query}`);
    assert.equal(res.status, 200, await res.clone().text());
    return (await res.json()) as TraceList;
  };
  const names = (l: TraceList) => l.traces.map((t) => Object.keys(ids).find((k) => ids[k] === t.trace_id));

  it('seeds', async () => {
    const c = await createStore(database, { handle: `c-${randomUUID().slice(0, 8)}`, name: 'C' });
    const email = `c-${randomUUID()}@example.com`;
    await createStaff(database, { storeId: c!.id, email, name: 'V', role: 'viewer', password });
    client = await signIn(target, email, password);
    const store = c!.id;
    ids = {
      fast: await seedTurn({ store, startedAt: base, durationMs: 100, intent: 'search_products', model: 'gpt-4o-mini', inputTokens: 500, outputTokens: 50, text: 'red running shoes', conv }),
      slow: await seedTurn({ store, startedAt: base + 60_000, durationMs: 9000, intent: 'track_order', model: 'claude-3-5-haiku', inputTokens: 4000, outputTokens: 400, conv }),
      failed: await seedTurn({ store, startedAt: base + 120_000, durationMs: 500, status: 'error', intent: 'search_products', model: 'gpt-4o-mini', inputTokens: 100, outputTokens: 0 }),
      local: await seedTurn({ store, startedAt: base + 180_000, durationMs: 50, status: 'out_of_steps', intent: 'small_talk', model: 'aisle-local', inputTokens: 20, outputTokens: 10, bigOutput: true }),
      old: await seedTurn({ store, startedAt: base - 86_400_000, durationMs: 300, intent: 'get_refund', model: 'gpt-4o', inputTokens: 2000, outputTokens: 1000 }),
    };
    // noise in store A that store C must never see
    await seedTurn({ startedAt: base + 1000, durationMs: 100, intent: 'search_products' });
  });

  it('lists one root per turn, newest first, with totals, model, intent and the shopper text', async () => {
    const l = await list('');
    assert.deepEqual(names(l), ['local', 'failed', 'slow', 'fast', 'old']);
    assert.equal(l.next_cursor, null);
    const fast = l.traces.find((t) => t.trace_id === ids.fast)!;
    assert.equal(fast.model, 'gpt-4o-mini');
    assert.equal(fast.intent, 'search_products');
    assert.equal(fast.input_tokens, 500);
    assert.equal(fast.output_tokens, 50);
    assert.equal(fast.total_tokens, 550);
    assert.equal(fast.cost_usd, 0.000105);
    assert.equal(fast.duration_ms, 100);
    assert.equal(fast.input_preview, 'red running shoes');
    assert.equal(fast.run_count, 4);
    assert.equal(fast.conversation_id, conv);
    assert.equal(l.traces.find((t) => t.trace_id === ids.local)!.cost_usd, 0, 'the local model is free');
  });

  it('filters by status, duration, tokens, cost, model, intent, conversation and date range', async () => {
    assert.deepEqual(names(await list('?status=error')), ['failed']);
    assert.deepEqual(names(await list('?status=error,out_of_steps')), ['local', 'failed']);
    assert.deepEqual(names(await list('?min_duration_ms=400')), ['failed', 'slow']);
    assert.deepEqual(names(await list('?max_duration_ms=100')), ['local', 'fast']);
    assert.deepEqual(names(await list('?min_duration_ms=300&max_duration_ms=500')), ['failed', 'old']);
    assert.deepEqual(names(await list('?min_tokens=3000')), ['slow', 'old']);
    assert.deepEqual(names(await list('?max_tokens=100')), ['local', 'failed']);
    assert.deepEqual(names(await list('?min_cost_usd=0.001')), ['slow', 'old']);
    assert.deepEqual(names(await list('?max_cost_usd=0.0001')), ['local', 'failed']);
    assert.deepEqual(names(await list('?model=gpt-4o-mini')), ['failed', 'fast']);
    assert.deepEqual(names(await list('?intent=search_products')), ['failed', 'fast']);
    assert.deepEqual(names(await list(`?conversation_id=${conv}`)), ['slow', 'fast']);
    assert.deepEqual(names(await list(`?from=${new Date(base).toISOString()}&to=${new Date(base + 120_000).toISOString()}`)), ['slow', 'fast']);
    assert.deepEqual(names(await list('?intent=search_products&min_duration_ms=200')), ['failed']);
    assert.deepEqual(names(await list('?model=nope')), []);
  });

  it('pages with a keyset cursor: every turn once, in order', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const l: TraceList = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      assert.ok(l.traces.length <= 2);
      seen.push(...(names(l) as string[]));
      cursor = l.next_cursor;
      pages++;
    } while (cursor);
    assert.equal(pages, 3);
    assert.deepEqual(seen, ['local', 'failed', 'slow', 'fast', 'old']);
    const filtered = await list('?limit=1&intent=search_products');
    assert.deepEqual(names(filtered), ['failed']);
    assert.deepEqual(names(await list(`?limit=1&intent=search_products&cursor=${filtered.next_cursor}`)), ['fast']);
  });

  it('rejects bad filters and cursors with 400 problem+json', async () => {
    for (const q of ['?status=nope', '?min_tokens=-1', '?cursor=garbage', '?from=yesterday', '?limit=0', '?conversation_id=x']) {
      const res = await client.fetch(`/api/v1/admin/traces${q}`);
      assert.equal(res.status, 400, q);
      assert.equal(res.headers.get('content-type'), 'application/problem+json');
    }
    assert.equal((await app.request('/api/v1/admin/traces')).status, 401);
  });

  it('GET /traces/{id}: every run with parents, offsets, tokens, cost, errors and capped fields', async () => {
    const res = await client.fetch(`/api/v1/admin/traces/${ids.failed}`);
    assert.equal(res.status, 200);
    const d = (await res.json()) as TraceDetail;
    assert.equal(d.trace.trace_id, ids.failed);
    assert.equal(d.trace.status, 'error');
    assert.equal(d.trace.error, 'Error: platform down');
    assert.deepEqual(d.runs.map((r) => [r.kind, r.name, r.start_offset_ms, r.end_offset_ms]), [
      ['chain', 'turn', 0, 500], ['chain', 'agent', 2, 495], ['llm', 'ChatOpenAI', 3, 20], ['tool', 'search_products', 21, 30],
    ]);
    const [root, agent, llm, tool] = d.runs;
    assert.equal(root!.parent_id, null);
    assert.equal(agent!.parent_id, root!.id);
    assert.equal(llm!.parent_id, agent!.id);
    assert.equal(tool!.parent_id, agent!.id);
    assert.equal(llm!.model, 'gpt-4o-mini');
    assert.equal(llm!.input_tokens, 100);
    assert.equal(tool!.error, 'platform down');
    assert.equal(tool!.status, 'error');
    assert.deepEqual(tool!.truncated, { inputs: false, outputs: false });
    const big = (await (await client.fetch(`/api/v1/admin/traces/${ids.local}`)).json()) as TraceDetail;
    const bigTool = big.runs.find((r) => r.kind === 'tool')!;
    assert.equal(bigTool.truncated.outputs, true);
    assert.ok(JSON.stringify(bigTool.outputs).length <= 16 * 1024);
  });

  it("answers 404 for another store's trace, a child run id and an unknown id; 400 for a bad id", async () => {
    const foreign = await seedTurn({ startedAt: base, durationMs: 10 });
    assert.equal((await viewerA.fetch(`/api/v1/admin/traces/${foreign}`)).status, 200);
    const res = await client.fetch(`/api/v1/admin/traces/${foreign}`);
    assert.equal(res.status, 404);
    assert.equal(((await res.json()) as { code: string }).code, 'not_found');
    assert.equal((await viewerB.fetch(`/api/v1/admin/traces/${ids.fast}`)).status, 404);
    const child = ((await (await client.fetch(`/api/v1/admin/traces/${ids.fast}`)).json()) as TraceDetail).runs[1]!.id;
    assert.equal((await client.fetch(`/api/v1/admin/traces/${child}`)).status, 404);
    assert.equal((await client.fetch(`/api/v1/admin/traces/${randomUUID()}`)).status, 404);
    assert.equal((await client.fetch('/api/v1/admin/traces/nope')).status, 400);
    const listed = (await (await viewerB.fetch('/api/v1/admin/traces')).json()) as TraceList;
    assert.ok(!listed.traces.some((t) => Object.values(ids).includes(t.trace_id)));
  });
});

describe('buildRunTree', () => {
  const run = (id: string, parent: string | null, startedAt: string, trace = 'T'): Run => ({
    id, trace_id: trace, parent_id: parent, conversation_id: null, kind: 'chain', name: id, status: 'done', inputs: null, outputs: null, error: null,
    started_at: startedAt, ended_at: null, duration_ms: null, model: null, input_tokens: null, output_tokens: null, cost_usd: null, feedback: null, metadata: {},
  });

  it('nests by parent id, orders children by start, and keeps orphans and several traces as roots', () => {
    const runs = [
      run('c2', 'root', '2026-01-01T00:00:00.300Z'),
      run('root', null, '2026-01-01T00:00:00.000Z'),
      run('c1', 'root', '2026-01-01T00:00:00.100Z'),
      run('g1', 'c1', '2026-01-01T00:00:00.150Z'),
      run('orphan', 'missing', '2026-01-01T00:00:00.200Z'),
      run('root2', null, '2026-01-01T00:00:01.000Z', 'T2'),
      run('self', 'self', '2026-01-01T00:00:02.000Z', 'T3'),
    ];
    const copy = structuredClone(runs);
    const trees = buildRunTree(runs);
    assert.deepEqual(trees.map((t) => t.id), ['root', 'orphan', 'root2', 'self']);
    assert.deepEqual(trees[0]!.children.map((c) => c.id), ['c1', 'c2']);
    assert.deepEqual(trees[0]!.children[0]!.children.map((c) => c.id), ['g1']);
    assert.deepEqual(runs, copy, 'input not mutated');
    assert.deepEqual(buildRunTree([]), []);
  });
});
