/**
 * Test runs end to end (issue 10, "test before publishing"), on a real Aisle (local model, demo store, real Postgres,
 * real HTTP, the pg-boss job): 200 recorded shopper turns — stored messages, as the widget leaves them — that ask for
 * a refund, add to the cart, check out and ask for a person are replayed against the live settings and, side by
 * side, the store's saved draft (auto-approve raised: the refund would run at once). Nothing may take effect: every
 * table a turn can write to is counted before and after, and the sandbox threads' checkpoints are gone. Also uploaded
 * and saved JSONL test sets with expectations, roles, store isolation and the problem codes.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { appendMessage, createConversation, listReplayableConversations } from '../conversations/index.ts';
import { findStoreByHandle, type Store } from '../stores/index.ts';
import { addStaffMember, signInDemoOwner, signUp, type AdminClient } from '../../test/support/admin-client.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { durationMs } from './replay.ts';
import type { TestRun } from './schemas.ts';

const SCRIPTS: string[][] = [
  ['Do you have running shoes under $80?', 'add the first one to my cart', 'check out please'],
  ['I want a refund for order #1001', 'my email is jane.doe@example.com'],
  ['I need to talk to a person'],
  ['What is your return policy?', 'and how long does shipping take?'],
];
const COPIES = 25; // 100 conversations, 200 turns

const TABLES = [
  'conversations', 'messages', 'runs', 'run_feedback', 'approvals', 'order_actions', 'carts', 'cart_lines', 'checkouts', 'payment_refunds', 'domain_events',
  'langgraph.checkpoints', 'langgraph.checkpoint_writes',
];

let srv: TestServer;
let store: Store;
let owner: AdminClient;

async function counts(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const t of TABLES) out[t] = (await srv.database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`)).rows[0]!.n;
  out.orders = (await srv.database.pool.query('SELECT name, financial_status, fulfillment_status, refunded_cents, cancelled_at, shipping_address FROM orders ORDER BY name')).rows;
  out.conversation_states = (await srv.database.pool.query('SELECT id, status, last_message_at FROM conversations ORDER BY id')).rows;
  return out;
}

/** Poll a run until it is done or failed. */
async function finished(client: AdminClient, id: string): Promise<TestRun> {
  for (let i = 0; i < 1200; i++) {
    const r = await client.json(`/api/v1/admin/agent-tests/runs/${id}`);
    assert.equal(r.status, 200);
    if (r.body.status === 'done' || r.body.status === 'failed') return r.body as TestRun;
    await new Promise((res) => setTimeout(res, 250));
  }
  throw new Error('the run did not finish');
}

before(async () => {
  srv = await startTestServer();
  store = (await findStoreByHandle(srv.database, 'demo'))!;
  owner = await signInDemoOwner(srv);
  for (let k = 0; k < COPIES; k++) {
    for (const script of SCRIPTS) {
      const c = await createConversation(srv.database, { storeId: store.id, visitorId: randomUUID() });
      for (const say of script) {
        await appendMessage(srv.database, { storeId: store.id, conversationId: c.id, role: 'shopper', text: say });
        await appendMessage(srv.database, { storeId: store.id, conversationId: c.id, role: 'agent', text: `recorded answer to: ${say}` });
      }
    }
  }
});

after(async () => { await srv?.stop(); });

describe('test runs in a sandbox', () => {
  it('selects recent recorded conversations with their shopper turns and recorded answers', async () => {
    const all = await listReplayableConversations(srv.database, store.id, { since: new Date(Date.now() - durationMs('1h')), limit: 1000 });
    assert.equal(all.length, SCRIPTS.length * COPIES);
    const refund = all.find((c) => c.turns[0]?.say === SCRIPTS[1]![0])!;
    assert.deepEqual(refund.turns.map((t) => [t.say, t.answer]), SCRIPTS[1]!.map((s) => [s, `recorded answer to: ${s}`]));
    assert.equal((await listReplayableConversations(srv.database, store.id, { since: new Date(Date.now() + 60_000), limit: 10 })).length, 0);
    assert.equal((await listReplayableConversations(srv.database, store.id, { since: new Date(0), limit: 10, ids: [] })).length, 0);
    assert.deepEqual((await listReplayableConversations(srv.database, store.id, { since: new Date(0), limit: 10, ids: [refund.id] })).map((c) => c.id), [refund.id]);
  });

  it('200 recorded turns against the live settings and the draft, side by side: a kept, linkable report, and nothing took effect', { timeout: 600_000 }, async () => {
    const draft = await owner.json('/api/v1/admin/settings', { method: 'PATCH', body: { guardrails: { auto_approve_limit_cents: 1_000_000 } } });
    assert.equal(draft.body.draft.version, 1);
    const beforeCounts = await counts();

    const started = await owner.json('/api/v1/admin/agent-tests/runs', { method: 'POST', body: { source: 'recent', since: '1h', limit: 200 } });
    assert.equal(started.status, 202, JSON.stringify(started.body));
    assert.equal(started.body.status, 'queued');
    assert.equal(started.body.conversations, SCRIPTS.length * COPIES);
    assert.equal(started.body.total_turns, 400, '200 turns × 2 versions');
    assert.deepEqual(started.body.draft.changes, [{ path: 'guardrails.auto_approve_limit_cents', live: 0, draft: 1_000_000 }]);
    assert.equal(started.body.url, `/admin/settings/test-agent/${started.body.id}`);
    const second = await owner.json('/api/v1/admin/agent-tests/runs', { method: 'POST', body: { source: 'recent', since: '1h' } });
    assert.equal(second.status, 409);
    assert.equal(second.body.errors[0].code, 'run_in_progress');

    const run = await finished(owner, started.body.id);
    assert.equal(run.status, 'done', run.error ?? '');
    assert.deepEqual(await counts(), beforeCounts, 'no row written anywhere, no order or conversation changed, sandbox checkpoints deleted');
    assert.equal(run.done_turns, 400);
    assert.equal(run.results.length, 200);
    assert.equal(run.totals!.live.errors, 0);
    assert.equal(run.totals!.draft!.errors, 0);

    // The refund: live would ask the store, the draft (auto-approve) would do it at once; neither did anything.
    const refunds = run.results.filter((r) => r.say === 'my email is jane.doe@example.com');
    assert.equal(refunds.length, COPIES);
    for (const r of refunds) {
      assert.ok(r.live.tools.some((t) => t.name === 'refund'), JSON.stringify(r.live.tools));
      assert.match(r.live.text, /would have asked the store to approve/);
      assert.match(r.draft!.text, /would have done it at once/);
      assert.equal(r.changed, true);
      assert.ok(r.changes.includes('text'));
      assert.equal(r.recorded, 'recorded answer to: my email is jane.doe@example.com');
    }
    assert.ok(run.results.some((r) => r.live.tools.some((t) => t.name === 'add_to_cart')), 'the cart turn reached add_to_cart');
    for (const r of run.results.filter((x) => x.say === 'check out please')) {
      if (r.live.tools.some((t) => t.name === 'checkout')) assert.match(r.live.text, /Checkout isn't available|would have started a checkout/);
    }
    for (const r of run.results.filter((x) => x.say === 'What is your return policy?')) assert.equal(r.changed, false, 'unchanged where the draft does not matter');
    assert.ok(run.totals!.changed >= COPIES && run.totals!.changed < 200);
    assert.ok(run.results.every((r) => r.live.latency_ms >= 0 && r.live.model));

    // Kept and listed; every role reads it; another store cannot.
    const viewer = await addStaffMember(srv.url, owner, 'viewer');
    const list = await viewer.json('/api/v1/admin/agent-tests/runs');
    assert.equal(list.body.runs[0].id, run.id);
    assert.equal(list.body.runs[0].totals.changed, run.totals!.changed);
    assert.equal((await viewer.json(`/api/v1/admin/agent-tests/runs/${run.id}`)).body.results.length, 200);
    const denied = await viewer.json('/api/v1/admin/agent-tests/runs', { method: 'POST', body: { source: 'saved' } });
    assert.equal(denied.status, 403);
    const other = await signUp(srv.url, { store_name: `Other ${randomUUID().slice(0, 8)}`, name: 'O', email: `o-${randomUUID().slice(0, 8)}@example.com`, password: 'correct horse battery' });
    assert.equal((await other.json(`/api/v1/admin/agent-tests/runs/${run.id}`)).status, 404);
    assert.deepEqual((await other.json('/api/v1/admin/agent-tests/runs')).body.runs, []);
    await owner.json('/api/v1/admin/settings/draft', { method: 'DELETE' });
  });

  it('uploaded and saved JSONL test sets: expectations checked on each version; bad input is a problem with a stable code', { timeout: 300_000 }, async () => {
    const bad = await owner.json('/api/v1/admin/agent-tests/runs', { method: 'POST', body: { source: 'upload', jsonl: '{"id":"a","turns":[{"say":"hi"}]}\nnot json' } });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.errors[0].code, 'invalid_test_set');
    assert.match(bad.body.errors[0].message, /line 2/);
    const missing = await owner.json('/api/v1/admin/agent-tests/runs', { method: 'POST', body: { source: 'upload' } });
    assert.equal(missing.body.errors[0].code, 'jsonl_required');
    const none = await owner.json('/api/v1/admin/agent-tests/runs', { method: 'POST', body: { source: 'recent', since: '1h', intent: 'no_such_intent' } });
    assert.equal(none.status, 400);
    assert.equal(none.body.errors[0].code, 'no_conversations');
    const since = await owner.json('/api/v1/admin/agent-tests/runs', { method: 'POST', body: { source: 'recent', since: 'last week' } });
    assert.equal(since.status, 400);
    assert.equal(since.body.errors[0].code, 'invalid_duration');
    assert.equal((await owner.json('/api/v1/admin/agent-tests/test-set')).body.test_set, null);
    const noSet = await owner.json('/api/v1/admin/agent-tests/runs', { method: 'POST', body: { source: 'saved' } });
    assert.equal(noSet.status, 404);
    assert.equal(noSet.body.errors[0].code, 'no_saved_set');

    // No draft: the live settings only. One expectation holds, one cannot.
    const jsonl = [
      JSON.stringify({ id: 'candles', turns: [{ say: 'scented candles', expect: { products: true, title_re: 'candle' } }] }),
      JSON.stringify({ id: 'impossible', turns: [{ say: 'hi there', expect: { text_re: 'no such words here' } }] }),
    ].join('\n');
    const up = await owner.json('/api/v1/admin/agent-tests/runs', { method: 'POST', body: { source: 'upload', jsonl, name: 'Smoke', save: true } });
    assert.equal(up.status, 202, JSON.stringify(up.body));
    assert.equal(up.body.draft, null);
    const run = await finished(owner, up.body.id);
    assert.equal(run.status, 'done');
    assert.deepEqual(run.results.map((r) => [r.conversation_id, r.live.failed.length, r.draft === undefined]), [['candles', 0, true], ['impossible', 1, true]]);
    assert.equal(run.totals!.live.passed, 1);
    assert.equal(run.totals!.draft, null);
    const saved = (await owner.json('/api/v1/admin/agent-tests/test-set')).body.test_set;
    assert.deepEqual([saved.name, saved.conversations, saved.turns, saved.jsonl], ['Smoke', 2, 2, jsonl]);
    const again = await owner.json('/api/v1/admin/agent-tests/runs', { method: 'POST', body: { source: 'saved' } });
    assert.equal(again.status, 202);
    assert.equal(again.body.source.name, 'Smoke');
    assert.equal((await finished(owner, again.body.id)).results.length, 2);
  });
});
