/**
 * `node bench/trace-export-volume.ts --turns 10000 --json` (or `npx aisle bench trace-export-volume …`): trace export
 * at volume (issue 10 target: 10,000 turns exported to the LangSmith stand-in, every run arriving once, with its
 * parent, redacted), and the bounded export queue past its bound.
 *
 * Starts Aisle in this process (no HTTP port; the data dir of the environment, demo store), a local LangSmith stand-in
 * (test/support/fake-langsmith.ts: `GET /info`, multipart run ingest, decoded) and a local OTLP/HTTP receiver
 * (test/support/fake-otlp.ts: `POST /v1/traces`, decoded), both speaking the real wire formats to the real clients,
 * and a trace export built as server.ts builds it with both as deployment destinations (default queue: 10,000 items,
 * batches of 100, 1 s delay). Each turn is a LangGraph run of a small graph shaped like the agent's turn (model → tool
 * → model: the graph, its nodes, LangGraph's hidden `__start__`, two chat-model runs and a tool run) carrying an
 * e-mail, a phone number and a street address in the shopper's message and in the tool's result; the shop's own agent
 * is not run here (bench/trace-export.ts measures its turns). `--concurrency` turns run at once, started at `--rate`
 * turns per second (default 50, about what one process serves at 20 concurrent shoppers with the local model —
 * bench/trace-export.ts; 0 = as fast as they run, which outruns the export on purpose: the bound then drops and
 * counts); each is captured and queued exactly as a shopper's turn is (`createTracer`, the graph run with its
 * handlers, `markRoot`, `queueExport`).
 *
 * Phase 1 — volume: `--turns` turns exported; then every run LangChain started (recorded by a handler of the bench)
 * must be held once at the stand-in, in its turn's trace, its parent there too; every turn must have its 4 GenAI spans
 * (invoke_agent, 2 × chat, execute_tool) at the receiver once, parents resolved; no request body may hold the personal
 * data. Delivery to LangSmith is at-least-once (docs/traces-export.md): a batch whose answer did not come in time is
 * sent again, and LangSmith — like the stand-in — keeps one run per id and answers a request it already has with 409,
 * which Aisle counts as delivered. Runs delivered more than once are reported (`runs_resent`, `langsmith_conflicts`),
 * not failed; a run held twice or missing fails. The OTLP receiver keeps every span it gets: a span delivered twice
 * fails (`spans_duplicated`).
 * Phase 2 — the bound: a second export with `--bound` items (default 1,000) and backends that hang for 1 s; 3 × bound
 * finished turns queued at once: each enqueue returns at once, the first bound items are kept, every later one is
 * dropped and counted, and once the backends answer again every kept turn arrives (nothing lost within the bound).
 *
 * Output (stdout, one JSON object), times in ms: `volume` {turns, rate_per_s, delivery ("at-least-once"), runs_expected,
 * runs_received (distinct runs held by the stand-in), runs_missing, runs_resent (runs whose create arrived more than
 * once: held once), run_creates_received (every create that arrived), langsmith_conflicts (ingest requests answered
 * 409: all already received), runs_without_parent, spans_expected, spans_received, spans_missing, spans_duplicated,
 * spans_without_parent, personal_data_leaked (request bodies holding any of the shopper's e-mail, phone or street;
 * bodies are checked as they arrive, then let go),
 * redaction_markers (request bodies with `[email]`), langsmith_requests, otlp_requests, dropped, last_error (per
 * destination: the last failed attempt, retried or not; null when none failed), queue_max,
 * duration_ms (first turn to last run received), turns_per_s, queue_ms {p50, p95, p99, max}: queueing one finished
 * turn on the main thread}, `bound` {max_queued, turns, kept_turns, dropped (per destination), delivered (turns per
 * destination), lost_within_bound, enqueue_max_ms}, `ok` (every check above held), `load_avg` {start, end}.
 * Exit code 1 when a check fails.
 */
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import { HumanMessage } from '@langchain/core/messages';
import { tool } from '@langchain/core/tools';
import { FakeListChatModel } from '@langchain/core/utils/testing';
import { MessagesAnnotation, StateGraph } from '@langchain/langgraph';
import { z } from 'zod';
import type { CliIo } from '../src/cli/io.ts';
import { loadConfig } from '../src/config.ts';
import { createTraceExport, DESTINATION_SECRET_PURPOSE, type ExportingTracer, type TraceExport } from '../src/observability/index.ts';
import { traceIdOf } from '../src/observability/otlp.ts';
import { startAisle } from '../src/server.ts';
import { createSecretBox } from '../src/shared/secret-box.ts';
import { findStoreByHandle } from '../src/stores/index.ts';
import { startFakeLangSmith, type FakeLangSmith } from '../test/support/fake-langsmith.ts';
import { startFakeOtlp, type FakeOtlp } from '../test/support/fake-otlp.ts';
import { percentile } from './turns.ts';

const EMAIL = 'maria.gonzalez+orders@example.com';
const PHONE = '+1 (415) 555-0199';
const STREET = '742 Evergreen Terrace';
const PERSONAL = [EMAIL, PHONE, '555-0199', 'Evergreen Terrace'];
/** GenAI spans of one turn: invoke_agent, chat × 2, execute_tool. */
const SPANS_PER_TURN = 4;

/** Records the id of every run LangChain starts in a turn (what LangSmith must receive). */
class RunIds extends BaseCallbackHandler {
  name = 'bench_run_ids';
  override awaitHandlers = true;
  readonly ids: string[] = [];
  override handleChainStart(_c: unknown, _i: unknown, runId: string): void { this.ids.push(runId); }
  override handleChatModelStart(_l: unknown, _m: unknown, runId: string): void { this.ids.push(runId); }
  override handleLLMStart(_l: unknown, _p: unknown, runId: string): void { this.ids.push(runId); }
  override handleToolStart(_t: unknown, _i: unknown, runId: string): void { this.ids.push(runId); }
}

/** The graph of a turn: model (decides) → tool (order lookup, its result holds the shopper's address) → model (answers). */
function turnGraph() {
  const lookup = tool(async ({ email }) => JSON.stringify({ order: '#1042', email, phone: PHONE, ship_to: `${STREET}, Springfield`, status: 'shipped' }), {
    name: 'lookup_order', description: 'Find the shopper\'s order.', schema: z.object({ email: z.string() }),
  });
  const model = new FakeListChatModel({ responses: ['Let me look that order up.', 'Your order #1042 has shipped to your address.'] });
  return new StateGraph(MessagesAnnotation)
    .addNode('agent', async (state, config) => ({ messages: [await model.invoke(state.messages, config)] }))
    .addNode('tools', async (_state, config) => ({ messages: [new HumanMessage(String(await lookup.invoke({ email: EMAIL }, config)))] }))
    .addNode('respond', async (state, config) => ({ messages: [await model.invoke(state.messages, config)] }))
    .addEdge('__start__', 'agent').addEdge('agent', 'tools').addEdge('tools', 'respond').addEdge('respond', '__end__')
    .compile();
}

type Graph = ReturnType<typeof turnGraph>;
type Turn = { traceId: string; tracer: ExportingTracer; ids: string[] };

/** Run one turn through `exporter`'s tracer; returns it finished but not queued. */
async function runTurn(exporter: TraceExport, graph: Graph, storeId: string): Promise<Turn> {
  const traceId = randomUUID();
  const conversationId = randomUUID();
  const tracer = await exporter.createTracer({ storeId, conversationId, traceId });
  const ids = new RunIds();
  await graph.invoke({ messages: [new HumanMessage(`Hi, I'm ${EMAIL}, call me on ${PHONE}. Where is my order to ${STREET}?`)] }, {
    callbacks: [tracer.handler, ...tracer.extraHandlers, ids], runId: traceId, runName: 'turn', configurable: { thread_id: conversationId },
    metadata: { store_id: storeId, conversation_id: conversationId },
  });
  tracer.setIntent('order_status');
  tracer.markRoot('done', { metadata: { model: 'fake-list' } });
  return { traceId, tracer, ids: ids.ids };
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const r = (v: number) => Math.round(v * 1000) / 1000;
  return { p50: r(percentile(s, 50)), p95: r(percentile(s, 95)), p99: r(percentile(s, 99)), max: r(s.at(-1) ?? 0) };
};

async function until(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

/** Run the bench; prints one JSON object. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args: argv, options: {
    turns: { type: 'string', default: '10000' }, concurrency: { type: 'string', default: '20' }, bound: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '50' },
    json: { type: 'boolean', default: false },
  } });
  const turns = Number(values.turns);
  const concurrency = Number(values.concurrency);
  const bound = Number(values.bound);
  const rate = Number(values.rate); // turns started per second (0: as fast as they run)
  const load0 = loadavg()[0]!;
  const ls = await startFakeLangSmith();
  const otlp = await startFakeOtlp();
  io.stderr.write('starting Aisle...\n');
  const aisle = await startAisle({ config: loadConfig({ ...process.env, PORT: '0', LOG_LEVEL: 'silent' }), listen: false });
  const box = createSecretBox('bench-app-secret-0123456789abcdef', DESTINATION_SECRET_PURPOSE);
  const deployment = (l: FakeLangSmith, o: FakeOtlp) => ({
    langsmith: { apiUrl: l.url, apiKey: 'lsv2_bench', project: 'volume', sampleRate: 1, workspaceId: null },
    otlp: { url: `${o.url}/v1/traces`, headers: {}, includeContent: true },
  });
  const exporters: TraceExport[] = [];
  try {
    const store = (await findStoreByHandle(aisle.database, 'demo'))!;
    const graph = turnGraph();

    // Phase 1: volume.
    const exporter = createTraceExport({ database: aisle.database, box, deployment: deployment(ls, otlp) });
    exporters.push(exporter);
    let queueMax = 0;
    const enqueue = exporter.queue.enqueue.bind(exporter.queue);
    exporter.queue.enqueue = (key, sink, item) => {
      const kept = enqueue(key, sink, item);
      queueMax = Math.max(queueMax, exporter.queue.queued);
      return kept;
    };
    const expected = new Map<string, string[]>(); // trace id → run ids
    const queueMs: number[] = [];
    // Request bodies are checked for personal data as they arrive, then let go (10,000 turns of bodies would hold GBs).
    let leaked = 0;
    let markers = 0;
    const scan = () => {
      for (const raw of [ls.raw, otlp.raw]) {
        for (const b of raw.splice(0)) {
          if (PERSONAL.some((p) => b.includes(p))) leaked++;
          if (b.includes('[email]')) markers++;
        }
      }
    };
    const scanner = setInterval(scan, 250);
    const started = performance.now();
    let next = 0;
    await Promise.all(Array.from({ length: concurrency }, async () => {
      while (next < turns) {
        const n = next++;
        const wait = rate > 0 ? started + (n * 1000) / rate - performance.now() : 0;
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const t = await runTurn(exporter, graph, store.id);
        expected.set(t.traceId, t.ids);
        const q = performance.now();
        t.tracer.queueExport();
        queueMs.push(performance.now() - q);
      }
    }));
    io.stderr.write(`${turns} turns queued; waiting for the backends...\n`);
    const runsExpected = [...expected.values()].reduce((n, ids) => n + ids.length, 0);
    await exporter.queue.idle();
    await until(() => ls.runs.size >= runsExpected && otlp.spans.length >= turns * SPANS_PER_TURN, 10_000);
    const durationMs = performance.now() - started;
    clearInterval(scanner);
    scan();

    let runsMissing = 0;
    let runsResent = 0;
    let createsReceived = 0;
    for (const n of ls.creates.values()) createsReceived += n;
    let runsWithoutParent = 0;
    for (const [traceId, ids] of expected) {
      for (const id of ids) {
        const r = ls.runs.get(id);
        const n = ls.creates.get(id) ?? 0;
        if (!r || n === 0 || r.trace_id !== traceId) { runsMissing++; continue; }
        if (n > 1) runsResent++;
        if (r.parent_run_id && !ls.runs.has(r.parent_run_id)) runsWithoutParent++;
        if (!r.parent_run_id && id !== traceId) runsWithoutParent++;
      }
    }
    const spansByTrace = new Map<string, number>();
    const spanIds = new Set<string>();
    let spansDuplicated = 0;
    for (const s of otlp.spans) {
      spansByTrace.set(s.traceId, (spansByTrace.get(s.traceId) ?? 0) + 1);
      if (spanIds.has(`${s.traceId}/${s.spanId}`)) spansDuplicated++;
      spanIds.add(`${s.traceId}/${s.spanId}`);
    }
    let spansMissing = 0;
    for (const traceId of expected.keys()) spansMissing += Math.max(0, SPANS_PER_TURN - (spansByTrace.get(traceIdOf(traceId)) ?? 0));
    const spansWithoutParent = otlp.spans.filter((s) => s.parentSpanId && !spanIds.has(`${s.traceId}/${s.parentSpanId}`)).length;
    const status = exporter.deploymentStatus();
    const volume = {
      turns, rate_per_s: rate || null, delivery: 'at-least-once', runs_expected: runsExpected, runs_received: ls.runs.size, runs_missing: runsMissing,
      runs_resent: runsResent, run_creates_received: createsReceived, langsmith_conflicts: ls.conflicts, runs_without_parent: runsWithoutParent, spans_expected: turns * SPANS_PER_TURN, spans_received: otlp.spans.length, spans_missing: spansMissing,
      spans_duplicated: spansDuplicated, spans_without_parent: spansWithoutParent, personal_data_leaked: leaked, redaction_markers: markers,
      langsmith_requests: ls.requests.filter((r) => r.path.startsWith('/runs')).length, otlp_requests: otlp.requests.length,
      dropped: (status.langsmith?.dropped ?? 0) + (status.otlp?.dropped ?? 0),
      last_error: { langsmith: status.langsmith?.lastError ?? null, otlp: status.otlp?.lastError ?? null }, queue_max: queueMax,
      duration_ms: Math.round(durationMs), turns_per_s: Math.round((turns / (durationMs / 1000)) * 10) / 10, queue_ms: stats(queueMs),
    };
    const volumeOk = runsMissing === 0 && runsWithoutParent === 0 && ls.runs.size === runsExpected && spansMissing === 0
      && spansDuplicated === 0 && spansWithoutParent === 0 && otlp.spans.length === turns * SPANS_PER_TURN && leaked === 0 && markers > 0 && volume.dropped === 0;
    await exporter.close(2000);
    ls.runs.clear();
    otlp.spans.length = 0;
    expected.clear();

    // Phase 2: the bound, with backends that hang for a second.
    io.stderr.write('phase 2: the bound...\n');
    const ls2 = await startFakeLangSmith();
    const otlp2 = await startFakeOtlp();
    const bounded = createTraceExport({
      database: aisle.database, box, deployment: deployment(ls2, otlp2), timeoutMs: 2000,
      queue: { maxQueued: bound, delayMs: 50, retries: 6, minBackoffMs: 300, maxBackoffMs: 2000 },
    });
    exporters.push(bounded);
    const burst: Turn[] = [];
    for (let i = 0; i < bound * 3; i++) burst.push(await runTurn(bounded, graph, store.id));
    ls2.policy.hang = true;
    otlp2.policy.hang = true;
    let enqueueMax = 0;
    for (const t of burst) {
      const q = performance.now();
      t.tracer.queueExport();
      enqueueMax = Math.max(enqueueMax, performance.now() - q);
    }
    const queuedAtBurst = bounded.queue.queued;
    await new Promise((r) => setTimeout(r, 1000));
    ls2.policy.hang = false;
    otlp2.policy.hang = false;
    await bounded.queue.idle();
    const s2 = bounded.deploymentStatus();
    const lsTraces = new Set([...ls2.runs.values()].map((r) => r.trace_id));
    const otlpTraces = new Set(otlp2.spans.map((s) => s.traceId));
    // Items are kept in arrival order: a turn's LangSmith item, then its OTLP item.
    const kept = burst.slice(0, Math.floor(bound / 2));
    const lost = kept.filter((t) => !lsTraces.has(t.traceId) || !otlpTraces.has(traceIdOf(t.traceId))).length;
    const boundOut = {
      max_queued: bound, turns: burst.length, queued_after_burst: queuedAtBurst, kept_turns: kept.length,
      dropped: { langsmith: s2.langsmith?.dropped ?? 0, otlp: s2.otlp?.dropped ?? 0 },
      last_error: { langsmith: s2.langsmith?.lastError ?? null, otlp: s2.otlp?.lastError ?? null },
      delivered: { langsmith: lsTraces.size, otlp: otlpTraces.size }, lost_within_bound: lost, enqueue_max_ms: Math.round(enqueueMax * 1000) / 1000,
    };
    const boundOk = queuedAtBurst === bound && lost === 0 && lsTraces.size === kept.length && otlpTraces.size === kept.length
      && boundOut.dropped.langsmith === burst.length - kept.length && boundOut.dropped.otlp === burst.length - kept.length;
    await bounded.close(0);
    await ls2.close();
    await otlp2.close();

    const out = { volume, bound: boundOut, ok: volumeOk && boundOk, load_avg: { start: Math.round(load0 * 100) / 100, end: Math.round(loadavg()[0]! * 100) / 100 } };
    io.stdout.write(values.json ? `${JSON.stringify(out)}\n` : `${JSON.stringify(out, null, 2)}\n`);
    return out.ok ? 0 : 1;
  } finally {
    for (const e of exporters) await e.close(0).catch(() => {});
    await aisle.stop();
    await ls.close();
    await otlp.close();
  }
}

if (fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await run(process.argv.slice(2), process);
}
