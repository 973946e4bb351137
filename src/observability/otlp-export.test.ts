/**
 * OpenTelemetry export end to end: a real Aisle exporting with `@opentelemetry/exporter-trace-otlp-http` to local OTLP
 * receivers (test/support/fake-otlp.ts) that decode every span. The deployment-wide destination comes from the
 * OTEL_EXPORTER_OTLP_* variables (also set in this process: a store's exporter must not pick up the operator's
 * headers), the store's own destination is set up through the settings API.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startFakeOtlp, type FakeOtlp, type ReceivedSpan } from '../../test/support/fake-otlp.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { openSession, sendMessage } from '../../test/support/widget-client.ts';
import { signInDemoOwner, type AdminClient } from '../../test/support/admin-client.ts';
import { OtlpSender, otlpTurnOf, spanIdOf, type OtlpTurn } from './otlp.ts';
import type { TraceRunSnapshot } from './tracer.ts';

const EMAIL = 'sam.shopper@example.org';
const PHONE = '(212) 555-0199';

let deploy: FakeOtlp;
let store: FakeOtlp;
let srv: TestServer;
let owner: AdminClient;
const ENV_KEYS = ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_HEADERS'];

before(async () => {
  deploy = await startFakeOtlp();
  store = await startFakeOtlp();
  const env = { OTEL_EXPORTER_OTLP_ENDPOINT: deploy.url, OTEL_EXPORTER_OTLP_HEADERS: 'authorization=Bearer%20operator-token', OTEL_SERVICE_NAME: 'aisle-test' };
  Object.assign(process.env, env);
  srv = await startTestServer({ ...env, AISLE_TRACE_EXPORT_DELAY_MS: '20' });
  owner = await signInDemoOwner(srv);
  const put = await owner.json('/api/v1/admin/trace-export/otlp', {
    method: 'PUT', body: { endpoint: `${store.url}/v1/traces`, headers: { 'x-api-key': 'store-otlp-secret-42' }, include_content: true },
  });
  assert.equal(put.status, 200, JSON.stringify(put.body));
  assert.deepEqual(put.body.otlp.header_names, ['x-api-key']);
  assert.ok(!JSON.stringify(put.body).includes('store-otlp-secret-42'), 'header values never shown');
});

after(async () => {
  for (const k of ENV_KEYS) delete process.env[k];
  await srv?.stop();
  await deploy?.close();
  await store?.close();
});

const hex = (uuid: string) => uuid.replace(/-/g, '');

async function turn(text: string): Promise<string> {
  const s = await openSession(srv.url);
  const r = await sendMessage(srv.url, s, text);
  assert.equal(r.status, 200);
  await srv.traceExport.queue.idle();
  return r.events.find((e) => e.event === 'metadata')!.data.run_id as string;
}

function byOp(spans: ReceivedSpan[], op: string): ReceivedSpan[] {
  return spans.filter((s) => s.attributes['gen_ai.operation.name'] === op);
}

describe('OpenTelemetry export', () => {
  it('gives runs started in the same millisecond different span ids (UUIDv7 run ids share their first half)', () => {
    const a = '01a22258-6bb0-7289-adf6-c1ee04865d09';
    const b = '01a22258-6bb0-7289-adf6-c4f8026889de';
    assert.notEqual(spanIdOf(a), spanIdOf(b));
    for (const id of [a, b]) assert.match(spanIdOf(id), /^[0-9a-f]{16}$/);
    assert.equal(spanIdOf(a), spanIdOf(a.toUpperCase()), 'deterministic');
  });

  it('makes the same spans from the part of a turn export serialises (otlpTurnOf), with content and without', async () => {
    const run = (id: string, parentId: string | null, kind: TraceRunSnapshot['kind'], name: string, inputs: unknown, outputs: unknown, extra: Partial<TraceRunSnapshot> = {}): TraceRunSnapshot => ({
      id, parentId, kind, name, status: 'done', inputs, outputs, error: null, startedAt: 1_760_000_000_000, endedAt: 1_760_000_000_050, model: null,
      inputTokens: null, outputTokens: null, costUsd: null, metadata: {}, ...extra,
    });
    const state = { messages: [{ role: 'human', content: `I'm ${EMAIL}` }], shopping: { seen: ['p1', 'p2'] } };
    const turn: OtlpTurn = {
      traceId: '01a22258-6bb0-7289-adf6-c1ee04865d09', storeId: 's1', conversationId: 'c1', intent: 'search_products', status: 'done',
      runs: [
        run('01a22258-6bb0-7289-adf6-c1ee04865d09', null, 'chain', 'turn', state, { text: 'Here you go' }),
        run('01a22258-6bb0-7289-adf6-c1ee04865d10', '01a22258-6bb0-7289-adf6-c1ee04865d09', 'chain', 'agent', state, state),
        run('01a22258-6bb0-7289-adf6-c1ee04865d11', '01a22258-6bb0-7289-adf6-c1ee04865d10', 'llm', 'local', { messages: state.messages },
          { message: { role: 'ai', content: 'Searching' } }, { model: 'aisle-local', inputTokens: 12, outputTokens: 3 }),
        run('01a22258-6bb0-7289-adf6-c1ee04865d12', '01a22258-6bb0-7289-adf6-c1ee04865d10', 'tool', 'search_products', { input: { q: 'shoes' } },
          { output: { content: '[]' } }, { status: 'error', error: `ToolError: no shoes for ${PHONE}`, metadata: { tool_call_id: 'call_1' } }),
        run('01a22258-6bb0-7289-adf6-c1ee04865d13', '01a22258-6bb0-7289-adf6-c1ee04865d12', 'retriever', 'policies', { query: 'returns' }, { documents: [] }),
      ],
    };
    for (const includeContent of [true, false]) {
      const sender = new OtlpSender({ url: 'http://127.0.0.1:9/v1/traces', headers: {}, includeContent, redact: null });
      const view = (t: OtlpTurn) => sender.spansOf(t).map((sp) => ({
        name: sp.name, id: sp.spanContext().spanId, parent: sp.parentSpanContext?.spanId, attributes: sp.attributes, status: sp.status,
      }));
      const trimmed = JSON.parse(JSON.stringify(otlpTurnOf(turn, includeContent))) as OtlpTurn;
      assert.deepEqual(view(trimmed), view(turn), `includeContent ${includeContent}`);
      const node = trimmed.runs.find((r) => r.name === 'agent')!;
      assert.ok(node.inputs === null && node.outputs === null, 'a chain run below the root keeps no graph state');
      if (!includeContent) assert.ok(trimmed.runs.every((r) => r.inputs === null && r.outputs === null));
      await sender.shutdown();
    }
  });

  it('sends a turn as invoke_agent → chat / execute_tool spans with GenAI attributes', async () => {
    const traceId = await turn('Do you have running shoes under $80?');
    for (const fake of [deploy, store]) {
      const spans = fake.trace(hex(traceId));
      const [root, ...others] = byOp(spans, 'invoke_agent');
      assert.ok(root, 'an invoke_agent span');
      assert.equal(others.length, 0);
      assert.equal(root.name, 'invoke_agent Aisle');
      assert.equal(root.parentSpanId, null);
      assert.equal(root.spanId, spanIdOf(traceId));
      assert.equal(root.attributes['gen_ai.agent.name'], 'Aisle');
      assert.ok(root.attributes['gen_ai.conversation.id']);
      assert.equal(root.resource['service.name'], 'aisle-test');
      const chats = byOp(spans, 'chat');
      const tools = byOp(spans, 'execute_tool');
      assert.ok(chats.length >= 1, 'a chat span per model call');
      assert.ok(tools.length >= 1, 'the catalog search is an execute_tool span');
      assert.equal(chats.length + tools.length + 1, spans.length, 'LangGraph plumbing is left out');
      const ids = new Set(spans.map((s) => s.spanId));
      assert.equal(ids.size, spans.length, 'one span id per span');
      for (const s of [...chats, ...tools]) assert.ok(s.parentSpanId && ids.has(s.parentSpanId), `${s.name} hangs from a span of the trace`);
      for (const c of chats) {
        assert.equal(c.kind, 3, 'chat spans are CLIENT');
        assert.match(c.name, /^chat /);
        assert.ok(c.attributes['gen_ai.provider.name']);
        assert.ok(c.attributes['gen_ai.request.model']);
        assert.ok(c.attributes['gen_ai.response.model']);
        assert.equal(typeof c.attributes['gen_ai.usage.input_tokens'], 'number');
        assert.equal(typeof c.attributes['gen_ai.usage.output_tokens'], 'number');
      }
      for (const t of tools) {
        assert.equal(t.name, `execute_tool ${t.attributes['gen_ai.tool.name']}`);
        assert.ok(t.attributes['gen_ai.tool.call.id'], 'tool call id');
        assert.ok(t.startNs >= root.startNs && t.endNs <= root.endNs, 'inside the turn');
      }
      const hasContent = fake === store;
      assert.equal('gen_ai.input.messages' in root.attributes || chats.some((c) => 'gen_ai.input.messages' in c.attributes), hasContent,
        hasContent ? 'content where the store allows it' : 'no content by default');
      assert.equal(tools.some((t) => 'gen_ai.tool.call.result' in t.attributes), hasContent);
    }
  });

  it('redacts content and keeps each destination to its own headers', async () => {
    await turn(`My email is ${EMAIL} and phone ${PHONE}, where is my order #1001?`);
    for (const fake of [deploy, store]) {
      const all = fake.raw.join('\n');
      for (const secret of [EMAIL, PHONE, '555-0199']) assert.ok(!all.includes(secret), `${secret} never reaches the collector`);
    }
    assert.match(store.raw.join('\n'), /\[email\]/, 'the content is there, redacted');
    assert.ok(deploy.requests.every((r) => r.headers.authorization === 'Bearer operator-token'));
    assert.ok(store.requests.every((r) => r.headers['x-api-key'] === 'store-otlp-secret-42'));
    assert.ok(store.requests.every((r) => r.headers.authorization === undefined), "the operator's headers never go to a store's endpoint");
  });

  it('"Send test trace" and the export status in Settings', async () => {
    const ok = await owner.json('/api/v1/admin/trace-export/otlp/test', { method: 'POST' });
    assert.equal(ok.body.ok, true, ok.body.error);
    const spans = store.trace(hex(ok.body.trace_id));
    assert.deepEqual(spans.map((s) => s.attributes['gen_ai.operation.name']).sort(), ['chat', 'execute_tool', 'invoke_agent']);
    store.policy.failStatus = 401;
    try {
      const bad = await owner.json('/api/v1/admin/trace-export/otlp/test', { method: 'POST' });
      assert.equal(bad.body.ok, false);
      assert.match(bad.body.error, /401|Unauthorized/);
    } finally {
      store.policy.failStatus = null;
    }
    await srv.traceExport.queue.persistNow();
    const view = await owner.json('/api/v1/admin/trace-export');
    assert.ok(view.body.otlp.status.sent >= 2, JSON.stringify(view.body.otlp.status));
    assert.ok(view.body.otlp.status.last_success_at);
    assert.match(view.body.otlp.status.last_error, /401|Unauthorized/);
    assert.deepEqual(view.body.deployment.otlp, { endpoint: `${deploy.url}/v1/traces` });
  });
});
