/**
 * A real server, real shopper turns: each turn's root run carries the intent, the model and the turn's
 * token/cost totals; the agent message's run_id opens its trace; admin responses carry Server-Timing.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { signInDemoOwner, signUp, type AdminClient } from '../../test/support/admin-client.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { openSession, sendMessage } from '../../test/support/widget-client.ts';
import type { TraceDetail, TraceList } from './schemas.ts';

describe('traces of real turns', () => {
  let srv: TestServer;
  let owner: AdminClient;
  before(async () => {
    srv = await startTestServer();
    owner = await signInDemoOwner(srv);
  });
  after(async () => { await srv?.stop(); });

  it('records intent, model and totals on the root; the agent message links to its trace', async () => {
    const session = await openSession(srv.url);
    const turn = await sendMessage(srv.url, session, 'I am looking for a red dress under $50');
    const done = turn.events.find((e) => e.event === 'done')!.data.message as { run_id: string };
    assert.ok(done.run_id);

    const list = await owner.json<TraceList>(`/api/v1/admin/traces?conversation_id=${session.conversation_id}`);
    assert.equal(list.status, 200);
    assert.equal(list.body.traces.length, 1);
    const t = list.body.traces[0]!;
    assert.equal(t.trace_id, done.run_id, 'the agent message run_id is the trace id');
    assert.equal(t.status, 'done');
    assert.equal(t.intent, 'search_products');
    assert.equal(t.model, 'aisle-local');
    assert.ok(t.total_tokens! > 0);
    assert.equal(t.cost_usd, 0);
    assert.match(t.input_preview, /red dress/);

    const byIntent = await owner.json<TraceList>('/api/v1/admin/traces?intent=search_products&model=aisle-local');
    assert.ok(byIntent.body.traces.some((x) => x.trace_id === done.run_id));

    const detail = await owner.json<TraceDetail>(`/api/v1/admin/traces/${done.run_id}`);
    assert.equal(detail.status, 200);
    const kinds = new Set(detail.body.runs.map((r) => r.kind));
    assert.ok(kinds.has('llm') && kinds.has('tool') && kinds.has('chain'), [...kinds].join());
    const llmTokens = detail.body.runs.filter((r) => r.kind === 'llm').reduce((s, r) => s + (r.input_tokens ?? 0) + (r.output_tokens ?? 0), 0);
    assert.equal(t.total_tokens, llmTokens, 'root totals = sum over the llm runs');
    assert.ok(detail.body.runs.every((r) => r.start_offset_ms >= 0 && (r.end_offset_ms === null || r.end_offset_ms >= r.start_offset_ms)));
    const ids = new Set(detail.body.runs.map((r) => r.id));
    assert.ok(detail.body.runs.every((r) => r.parent_id === null || ids.has(r.parent_id)), 'every parent is in the trace');

    const transcript = await owner.json<{ messages: { role: string; run_id: string | null }[] }>(`/api/v1/admin/conversations/${session.conversation_id}`);
    assert.equal(transcript.body.messages.find((m) => m.role === 'agent')!.run_id, done.run_id);
    const intents = await srv.database.pool.query<{ intent: string | null }>(`SELECT intent FROM messages WHERE conversation_id = $1 AND role = 'shopper'`, [session.conversation_id]);
    assert.equal(intents.rows[0]!.intent, 'search_products', 'the shopper message gets the intent too');
  });

  it("another store gets 404 for this store's traces and never lists them", async () => {
    const session = await openSession(srv.url);
    const turn = await sendMessage(srv.url, session, 'where is my order?');
    const runId = (turn.events.find((e) => e.event === 'done')!.data.message as { run_id: string }).run_id;
    const other = await signUp(srv.url, { store_name: 'Other', name: 'O', email: `o-${randomUUID()}@example.com`, password: 'other-password-123' });
    const res = await other.fetch(`/api/v1/admin/traces/${runId}`);
    assert.equal(res.status, 404);
    assert.equal(res.headers.get('content-type'), 'application/problem+json');
    const list = await other.json<TraceList>('/api/v1/admin/traces');
    assert.deepEqual(list.body.traces, []);
    assert.equal((await owner.fetch(`/api/v1/admin/traces/${runId}`)).status, 200);
  });

  it('admin responses carry Server-Timing', async () => {
    const res = await owner.fetch('/api/v1/admin/traces?limit=1');
    assert.match(res.headers.get('server-timing') ?? '', /total;dur=\d/);
  });
});
