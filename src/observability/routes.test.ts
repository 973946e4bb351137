import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { OpenAPIHono } from '@hono/zod-openapi';
import { createTestDatabase } from '../../test/support/db.ts';
import { handleError } from '../shared/http.ts';
import { createAuthRoutes, createLoginLimiter, createStaff, createStaffAuth } from '../stores/index.ts';
import { stores } from '../stores/schema.ts';
import { signIn } from '../../test/support/admin-client.ts';
import { createRunRoutes } from './routes.ts';
import type { ConversationRuns, Run } from './schemas.ts';
import { buildRunTree } from './service.ts';
import { RunTracer } from './tracer.ts';

const database = await createTestDatabase('empty');
const [a, b] = await database.db.insert(stores).values([{ handle: `a-${randomUUID().slice(0, 8)}`, name: 'A' }, { handle: `b-${randomUUID().slice(0, 8)}`, name: 'B' }]).returning();
const storeA = a!.id;
const storeB = b!.id;

// Real staff sessions: one viewer per store, signed in through the auth API.
const auth = createStaffAuth({ database });
const app = new OpenAPIHono();
app.onError(handleError(() => {}));
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
