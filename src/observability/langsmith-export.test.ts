/**
 * LangSmith export end to end: a real Aisle (widget turns through the real agent and LangChain's tracer) exporting
 * with the real `langsmith` client to a local LangSmith stand-in (test/support/fake-langsmith.ts). One server for the
 * file: the deployment-wide destination comes from the LANGSMITH_* variables (set in this process, so LangChain's own
 * tracer would send unredacted runs to the stand-in if Aisle did not take them away), the store's own destination is
 * set up through the settings API.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startFakeLangSmith, type FakeLangSmith, type ReceivedRun } from '../../test/support/fake-langsmith.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { openSession, sendMessage } from '../../test/support/widget-client.ts';
import { signInDemoOwner, type AdminClient } from '../../test/support/admin-client.ts';

const EMAIL = 'jane.doe+vip@example.com';
const PHONE = '+1 (415) 555-0132';
const STREET = '221B Baker Street';
const KEY = 'lsv2_pt_0123456789abcdef_store1234';
const DEPLOY_KEY = 'lsv2_pt_deployment_key_9876';

let deploy: FakeLangSmith;
let store: FakeLangSmith;
let srv: TestServer;
let owner: AdminClient;
const ENV_KEYS = ['LANGSMITH_TRACING', 'LANGSMITH_ENDPOINT', 'LANGSMITH_API_KEY', 'LANGSMITH_PROJECT'];

before(async () => {
  deploy = await startFakeLangSmith({ apiKey: DEPLOY_KEY });
  store = await startFakeLangSmith({ apiKey: KEY });
  const env = { LANGSMITH_TRACING: 'true', LANGSMITH_ENDPOINT: deploy.url, LANGSMITH_API_KEY: DEPLOY_KEY, LANGSMITH_PROJECT: 'operator' };
  Object.assign(process.env, env);
  srv = await startTestServer({ ...env, AISLE_TRACE_EXPORT_DELAY_MS: '20' });
  owner = await signInDemoOwner(srv);
});

after(async () => {
  for (const k of ENV_KEYS) delete process.env[k];
  await srv?.stop();
  await deploy?.close();
  await store?.close();
});

/** One widget turn; returns its trace id (the SSE `metadata` event's run_id) once its export was sent. */
async function turn(conversation: Awaited<ReturnType<typeof openSession>>, text: string): Promise<string> {
  const r = await sendMessage(srv.url, conversation, text);
  assert.equal(r.status, 200);
  const runId = r.events.find((e) => e.event === 'metadata')?.data.run_id as string;
  assert.ok(runId);
  await srv.traceExport.queue.idle();
  return runId;
}

/** Every run of the trace has its parent in the trace, dotted orders nest, and there is one root (the trace id). */
function assertTree(runs: ReceivedRun[], traceId: string): void {
  const byId = new Map(runs.map((r) => [r.id, r]));
  const roots = runs.filter((r) => !r.parent_run_id);
  assert.deepEqual(roots.map((r) => r.id), [traceId]);
  assert.equal(roots[0]!.name, 'turn');
  for (const r of runs) {
    assert.equal(r.trace_id, traceId);
    if (!r.parent_run_id) continue;
    const parent = byId.get(r.parent_run_id);
    assert.ok(parent, `parent of ${r.name} arrived`);
    assert.ok(r.dotted_order!.startsWith(`${parent.dotted_order}.`), `${r.name} nests under ${parent.name}`);
  }
}

describe('LangSmith export', () => {
  it('takes the tracing variables away from LangChain and sends the deployment-wide export redacted', async () => {
    for (const k of ENV_KEYS) assert.equal(process.env[k], undefined, `${k} removed from the environment`);
    const s = await openSession(srv.url);
    const traceId = await turn(s, `Hi, I'm ${EMAIL}, call me on ${PHONE} — can you ship running shoes to ${STREET}?`);
    const runs = deploy.trace(traceId);
    assertTree(runs, traceId);
    assert.ok(runs.length >= 3, 'root, graph nodes and the model call arrived');
    assert.ok(runs.every((r) => r.session_name === 'operator'));
    assert.ok(deploy.requests.every((q) => q.headers['x-api-key'] === DEPLOY_KEY));
    const all = deploy.raw.join('\n');
    for (const secret of [EMAIL, PHONE, '555-0132', 'Baker Street']) assert.ok(!all.includes(secret), `${secret} never reaches LangSmith`);
    assert.match(all, /\[email\]/);
    assert.match(all, /\[phone\]/);
    assert.match(all, /\[address\]/);
    // Every run arrived once: Aisle's exporter only (LangChain's env tracer would have created them a second time).
    for (const r of runs) assert.equal(deploy.creates.get(r.id), 1, `${r.name} created once`);
  });

  it('sets up a store destination: key sealed and shown as last 4, bad input refused with field codes', async () => {
    const bad = await owner.json('/api/v1/admin/trace-export/langsmith', { method: 'PUT', body: { project: 'shop' } });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.errors[0].code, 'api_key_required');
    const badPattern = await owner.json('/api/v1/admin/trace-export/redaction', { method: 'PUT', body: { order_numbers: true, patterns: ['LOY-('] } });
    assert.equal(badPattern.status, 400);
    assert.equal(badPattern.body.errors[0].code, 'invalid_pattern');

    const put = await owner.json('/api/v1/admin/trace-export/langsmith', { method: 'PUT', body: { endpoint: store.url, project: 'demo-shop', api_key: KEY } });
    assert.equal(put.status, 200, JSON.stringify(put.body));
    assert.equal(put.body.langsmith.key_last4, '1234');
    assert.equal(put.body.langsmith.has_key, true);
    assert.equal(put.body.deployment.langsmith.project, 'operator');
    assert.ok(!JSON.stringify(put.body).includes(KEY));
    const row = await srv.database.pool.query<{ api_key_ciphertext: string }>("SELECT api_key_ciphertext FROM trace_destinations WHERE kind = 'langsmith'");
    assert.ok(!row.rows[0]!.api_key_ciphertext.includes(KEY), 'sealed at rest');
    // A new endpoint needs the key again (never sent where it was not entered for).
    const moved = await owner.json('/api/v1/admin/trace-export/langsmith', { method: 'PUT', body: { endpoint: 'https://langsmith.internal.example', project: 'demo-shop' } });
    assert.equal(moved.status, 400);
    assert.equal(moved.body.errors[0].code, 'api_key_required');
    const red = await owner.json('/api/v1/admin/trace-export/redaction', { method: 'PUT', body: { order_numbers: true, patterns: ['LOY-\\d{6}'] } });
    assert.equal(red.status, 200);
    assert.deepEqual(red.body.redaction, { order_numbers: true, patterns: ['LOY-\\d{6}'] });
  });

  it("sends each turn to the store's project as LangGraph's run tree, tagged and redacted", async () => {
    const s = await openSession(srv.url);
    const first = await turn(s, `Where is my order #1001? My email is ${EMAIL} and loyalty card LOY-123456`);
    const second = await turn(s, 'Do you have running shoes under $80?');
    for (const traceId of [first, second]) {
      const runs = store.trace(traceId);
      assertTree(runs, traceId);
      const root = runs.find((r) => r.id === traceId)!;
      assert.ok(runs.every((r) => r.session_name === 'demo-shop'));
      const tags = root.tags ?? [];
      assert.ok(tags.some((t) => t.startsWith('store:')));
      assert.ok(tags.includes(`thread:${s.conversation_id}`));
      assert.ok(tags.some((t) => t.startsWith('intent:')), tags.join());
      assert.ok(tags.some((t) => t.startsWith('model:')), tags.join());
      const md = root.extra!.metadata!;
      assert.equal(md.conversation_id, s.conversation_id, 'thread id in metadata');
      assert.ok(md.intent);
      assert.ok(runs.some((r) => r.run_type === 'llm'), 'the model call is an llm run');
      for (const r of runs) assert.equal(store.creates.get(r.id), 1);
    }
    assert.ok(store.trace(second).some((r) => r.run_type === 'tool'), 'the search is a tool run');
    const all = store.raw.join('\n');
    for (const secret of [EMAIL, '#1001', 'LOY-123456']) assert.ok(!all.includes(secret), `${secret} never reaches LangSmith`);
    assert.match(all, /\[order\]/);
    assert.match(all, /\[redacted\]/);
    assert.ok(store.requests.some((q) => q.path === '/runs/multipart'), 'multipart ingest (what /info asks for)');
    assert.ok(store.requests.every((q) => q.headers['x-api-key'] === KEY));
  });

  it('turns thumbs and staff flags into feedback on the run, comments redacted', async () => {
    const s = await openSession(srv.url);
    const traceId = await turn(s, 'What is your return policy?');
    // The turn's trace rows are written after its answer: the rating may come first and waits for them.
    const ended = await fetch(`${srv.url}/api/v1/widget/conversations/${s.conversation_id}/end`, { method: 'POST', headers: { authorization: `Bearer ${s.token}` } });
    assert.equal(ended.status, 200, await ended.text());
    const rated = await fetch(`${srv.url}/api/v1/widget/conversations/${s.conversation_id}/rating`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${s.token}` }, body: JSON.stringify({ rating: -1 }),
    });
    assert.equal(rated.status, 200);
    const { rows: [agentMsg] } = await srv.database.pool.query<{ id: string }>(
      "SELECT id FROM messages WHERE conversation_id = $1 AND role = 'agent' ORDER BY created_at DESC LIMIT 1", [s.conversation_id]);
    const flag = await owner.json(`/api/v1/admin/conversations/${s.conversation_id}/messages/${agentMsg!.id}/flag`, {
      method: 'POST', body: { note: `Wrong policy; shopper ${EMAIL} complained` },
    });
    assert.equal(flag.status, 200, JSON.stringify(flag.body));
    assert.equal(flag.body.trace_id, traceId);
    const shopperMsg = await srv.database.pool.query<{ id: string }>("SELECT id FROM messages WHERE conversation_id = $1 AND role = 'shopper' LIMIT 1", [s.conversation_id]);
    const notAgent = await owner.json(`/api/v1/admin/conversations/${s.conversation_id}/messages/${shopperMsg.rows[0]!.id}/flag`, { method: 'POST', body: {} });
    assert.equal(notAgent.status, 400);
    // Feedback is recorded after the rating and the flag are answered: wait until both reached LangSmith (at most 10 s).
    for (let i = 0; i < 200 && store.feedback.filter((f) => f.run_id === traceId).length < 2; i++) {
      await new Promise((r) => setTimeout(r, 50));
      await srv.traceExport.queue.idle();
    }
    const fb = store.feedback.filter((f) => f.run_id === traceId);
    const csat = fb.find((f) => f.key === 'csat');
    const wrong = fb.find((f) => f.key === 'wrong_answer');
    assert.equal(csat?.score, 0);
    assert.equal(wrong?.score, 0);
    assert.equal(wrong?.trace_id, traceId);
    assert.equal(wrong?.comment, 'Wrong policy; shopper [email] complained');
    assert.ok(deploy.feedback.some((f) => f.run_id === traceId && f.key === 'csat'), 'the deployment project gets it too');
  });

  it('"Send test trace" reports success, and failure with the reason', async () => {
    const ok = await owner.json('/api/v1/admin/trace-export/langsmith/test', { method: 'POST' });
    assert.equal(ok.status, 200);
    assert.equal(ok.body.ok, true, ok.body.error);
    const runs = store.trace(ok.body.trace_id);
    assertTree(runs, ok.body.trace_id);
    assert.deepEqual(runs.map((r) => r.run_type).sort(), ['chain', 'llm', 'tool']);
    store.policy.failIngest = 503;
    try {
      const bad = await owner.json('/api/v1/admin/trace-export/langsmith/test', { method: 'POST' });
      assert.equal(bad.body.ok, false);
      assert.match(bad.body.error, /503/);
    } finally {
      store.policy.failIngest = null;
    }
    const view = await owner.json('/api/v1/admin/trace-export');
    assert.match(view.body.langsmith.status.last_error, /503/);
  });

  it('uses the batch endpoint when the server turns multipart off', async () => {
    store.policy.multipart = false;
    try {
      // Saving again gives the destination a new version, hence a new client that reads /info again.
      const put = await owner.json('/api/v1/admin/trace-export/langsmith', { method: 'PUT', body: { endpoint: store.url, project: 'demo-shop', sample_rate: 1 } });
      assert.equal(put.status, 200, JSON.stringify(put.body));
      const before = store.requests.filter((q) => q.path === '/runs/batch').length;
      const traceId = await turn(await openSession(srv.url), `Call me at ${PHONE}`);
      assertTree(store.trace(traceId), traceId);
      assert.ok(store.requests.filter((q) => q.path === '/runs/batch').length > before);
      assert.ok(!store.raw.join('\n').includes('555-0132'));
    } finally {
      store.policy.multipart = true;
    }
  });

  it('a backend that hangs costs turns nothing: they finish while their export waits', async () => {
    store.policy.hang = true;
    try {
      const s = await openSession(srv.url);
      const seen = store.requests.length;
      for (let i = 0; i < 3; i++) {
        const r = await sendMessage(srv.url, s, 'Do you have running shoes under $80?');
        assert.equal(r.status, 200);
        assert.ok(r.events.some((e) => e.event === 'done'));
      }
      // The turns finished while their export is still waiting on the hung backend.
      assert.ok(srv.traceExport.queue.queued > 0, 'export still pending');
      assert.equal(store.requests.length, seen, 'no request answered meanwhile');
    } finally {
      store.policy.hang = false;
    }
  });
});
