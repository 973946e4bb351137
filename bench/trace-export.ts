/**
 * `node bench/trace-export.ts --concurrency 20 --turns 200 --json` (or `npx aisle bench trace-export …`): what trace
 * export adds to a shopper's turn when the backends never answer.
 *
 * Starts Aisle in this process (no HTTP port; the data dir of the environment, demo store, local model) and a local
 * LangSmith stand-in that accepts connections and never answers (test/support/fake-langsmith.ts, `hang`), used as both
 * the LangSmith endpoint and the OTLP/HTTP endpoint of a trace export built exactly as server.ts builds it. Then
 * `--concurrency` virtual shoppers run real turns (`agent.runTurn`, the real graph and local model, the shopper
 * utterance mix of bench/turns.ts) in alternating rounds without export (Aisle's run tracer alone) and with export to
 * both backends (LangSmith's recorder during the turn, queueing after it, serialising after that), `--turns` turns per
 * mode in all.
 *
 * Output (stdout, one JSON object), times in ms (wall clock: this thread's CPU clock counts in 4 ms scheduler ticks here,
 * too coarse for these sections; time the OS gives other processes inside a section is counted, so figures taken
 * under load err high — note the load average):
 * - `export_ms`: the export's own time on each turn's path, all of it on the thread that answers shoppers, as
 *   {p50, p95, p99, max}, and `export_ms_mean`; the sum of
 *   - `capture_ms`: the destination lookup when the tracer is made (its synchronous part) and every call into LangSmith's
 *     recorder — the `handle*` callbacks and the `_createRunFor*` calls LangChain's callback manager makes directly —,
 *     and
 *   - `queue_ms`: queueing the finished turn (a reference to it pushed on each destination's lane);
 * - `deferred_ms_per_turn` (and `deferred_ms_per_batch`, `deferred_batches`): serialising the queued turns (LangSmith:
 *   the recorded calls, each message once; OTLP: the run tracer's runs) on the thread that answers shoppers but after
 *   the turns that queued them have answered (a `setImmediate`, batched: `prepareQueued`); per turn = their sum over the
 *   turns serialised. Not on any turn's path, but CPU of that thread: it shows in `main_thread_cpu_ms_per_turn`;
 * - `handoff_ms_per_batch` (and `handoff_batches`), `handoff_ms_per_turn`: the synchronous part of each batch's
 *   hand-off to the export worker thread (its turns' JSON joined, posted to the thread); per turn = their sum over the
 *   turns handed off (few here: the hung backends hold each lane's first batch until it times out);
 * - `turn_ms_without` / `turn_ms_with`: the whole turn (graph run + run-store write) as {p50, p95, p99, max}; at 20
 *   shoppers in a closed loop the thread is saturated, so every ms of CPU per turn shows here about 20 times;
 * - `main_thread_cpu_ms_per_turn`: CPU time of the thread that serves shoppers (`process.threadCpuUsage`) per turn,
 *   {without, with}: what export costs that thread in all (recording, queueing, serialising, hand-off, LangChain's
 *   callback manager calling one more handler); building LangSmith's runs, redaction, SDK serialisation and HTTP run
 *   on the export worker thread;
 * - `event_loop_delay_ms`: {without, with} as {p50, p95, max} (`monitorEventLoopDelay`, 10 ms resolution): how long
 *   anything ready to run on that thread had to wait;
 * - `queued`, `dropped`: the export queue after the run (the hung backends received everything and answered nothing);
 * - `load_avg`: 1-minute load average at the start and the end (figures taken above 3 on 2 cores are not figures).
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

type IntervalHistogram = ReturnType<typeof monitorEventLoopDelay>;
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { CliIo } from '../src/cli/io.ts';
import { loadConfig } from '../src/config.ts';
import { startAisle } from '../src/server.ts';
import { findStoreByHandle } from '../src/stores/index.ts';
import { turnStoreOf } from '../src/agent/index.ts';
import { createTraceExport, DESTINATION_SECRET_PURPOSE, RunTracer, type ExportingTracer } from '../src/observability/index.ts';
import { createSecretBox } from '../src/shared/secret-box.ts';
import { startFakeLangSmith } from '../test/support/fake-langsmith.ts';
import { loadUtteranceMix, percentile } from './turns.ts';

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const r = (v: number) => Math.round(v * 1000) / 1000;
  return { p50: r(percentile(s, 50)), p95: r(percentile(s, 95)), p99: r(percentile(s, 99)), max: r(s.at(-1) ?? 0) };
};

/**
 * Time spent in a section of code (ms, wall clock: this thread's CPU time counts in scheduler ticks of 4 ms here, too
 * coarse for sections of microseconds; time the OS gives other processes meanwhile is counted, so figures taken under
 * load err high).
 */
type Cost = number;
/** Start timing; the function returned gives the time since (ms). */
function section(): () => Cost {
  const t = performance.now();
  return () => performance.now() - t;
}
const mean = (xs: number[]): number => Math.round((xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)) * 1000) / 1000;

/** Depth of timed calls in progress (a call inside a timed call is not counted twice). */
let timedDepth = 0;

/**
 * `handler` with every method call timed (synchronous part, handed to `add`): the `handle*` callbacks, the
 * `_createRunFor*` methods LangChain's callback manager calls directly, and every method the handler calls on itself
 * (methods run with the proxy as `this`, so the handler must not use `#private` fields), so the work a callback does after an `await` — LangChain's tracer ends a run
 * in `_endTrace` / `onRunUpdate` after awaiting — is counted too, and so are copies the handler makes of itself. Time
 * a callback spends awaiting is not counted:
 * other turns' work runs then. The proxy's own overhead is counted (the figure errs high); LangChain's own work for
 * one more handler (its callback manager) is not, and shows in `main_thread_cpu_ms_per_turn`.
 */
function timed<T extends object>(handler: T, add: (cost: Cost) => void): T {
  const proxies = new WeakSet<object>();
  const wrap = <U extends object>(target: U): U => {
    const proxy = new Proxy(target, {
      get(t, prop, receiver) {
        const v = Reflect.get(t, prop, receiver);
        if (typeof v !== 'function' || prop === 'constructor') return v;
        return function (this: unknown, ...args: unknown[]) {
          const done = timedDepth === 0 ? section() : null;
          timedDepth++;
          try {
            const out = v.apply(this, args);
            // A copy of the handler (LangChain's tracer copies itself per child run) is timed the same way.
            const isCopy = out !== null && typeof out === 'object' && !proxies.has(out) && typeof (out as { handleChainStart?: unknown }).handleChainStart === 'function';
            return isCopy ? wrap(out as object) : out;
          } finally {
            timedDepth--;
            if (done) add(done());
          }
        };
      },
    });
    proxies.add(proxy);
    return proxy;
  };
  return wrap(handler);
}

const delayStats = (h: IntervalHistogram) => {
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  return { p50: ms(h.percentile(50)), p95: ms(h.percentile(95)), max: ms(h.max) };
};

/** Run the bench; prints one JSON object. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args: argv, options: {
    concurrency: { type: 'string', default: '20' }, turns: { type: 'string', default: '200' }, json: { type: 'boolean', default: false },
  } });
  const concurrency = Number(values.concurrency);
  const perMode = Number(values.turns);
  const load0 = loadavg()[0]!;
  const hung = await startFakeLangSmith({ hang: true });
  io.stderr.write('starting Aisle...\n');
  const aisle = await startAisle({ config: loadConfig({ ...process.env, PORT: '0', LOG_LEVEL: 'silent' }), listen: false });
  const exporter = createTraceExport({
    database: aisle.database, box: createSecretBox('bench-app-secret-0123456789abcdef', DESTINATION_SECRET_PURPOSE),
    deployment: {
      langsmith: { apiUrl: hung.url, apiKey: 'lsv2_bench', project: 'bench', sampleRate: 1, workspaceId: null },
      otlp: { url: `${hung.url}/v1/traces`, headers: {}, includeContent: true },
    },
  });
  try {
    const store = (await findStoreByHandle(aisle.database, 'demo'))!;
    const ts = turnStoreOf(store);
    const mix = await loadUtteranceMix();
    const costs: { capture: Cost; queue: Cost }[] = [];
    const turnMs: Record<'without' | 'with', number[]> = { without: [], with: [] };
    const cpuMs: Record<'without' | 'with', number> = { without: 0, with: 0 };
    const delay: Record<'without' | 'with', IntervalHistogram> = {
      without: monitorEventLoopDelay({ resolution: 10 }), with: monitorEventLoopDelay({ resolution: 10 }),
    };
    // Serialising queued turns runs on this thread after the turns (a setImmediate): time every batch of it.
    const deferredMs: number[] = [];
    let deferredTurns = 0;
    const prepareQueued = exporter.prepareQueued.bind(exporter);
    exporter.prepareQueued = () => {
      const done = section();
      const n = prepareQueued();
      if (n) { deferredMs.push(done()); deferredTurns += n; }
      return n;
    };
    // The batch hand-off (JSON once per batch, then to the worker thread) also runs on this thread, after the turns:
    // time the synchronous part of every lane's send.
    const handoffMs: number[] = [];
    let handoffTurns = 0;
    const enqueue = exporter.queue.enqueue.bind(exporter.queue);
    exporter.queue.enqueue = (key, sink, item) => enqueue(key, () => {
      const inner = sink();
      return {
        send: (items) => {
          const done = section();
          try { return inner.send(items); } finally { handoffMs.push(done()); handoffTurns += items.length; }
        },
      };
    }, item);
    let next = 0;

    async function oneTurn(mode: 'without' | 'with'): Promise<void> {
      const text = mix[next++ % mix.length]!;
      const conversationId = randomUUID();
      const traceId = randomUUID();
      const started = performance.now();
      const spent = { capture: 0, queue: 0 };
      let tracer: ExportingTracer | RunTracer;
      if (mode === 'with') {
        const done = section();
        const pending = exporter.createTracer({ storeId: store.id, conversationId, traceId });
        spent.capture += done(); // its synchronous part; the rest is a cache hit awaited below
        const x = await pending;
        tracer = { ...x, extraHandlers: x.extraHandlers.map((h) => timed(h, (c) => { spent.capture += c; })) };
      } else {
        tracer = new RunTracer({ database: aisle.database, storeId: store.id, conversationId, traceId });
      }
      await aisle.agent.runTurn({ store: ts, conversationId, text, traceId, tracer, requestHandoff: async () => 'handoff_requested' });
      if (mode === 'with') {
        const x = tracer as ExportingTracer;
        await x.handler.flush(); // the run store write (not export)
        const done = section();
        x.queueExport(); // queue the turn (a reference) on every destination; serialised after it, in a setImmediate
        spent.queue += done();
        await x.flush(); // nothing left to do: written and queued
        costs.push(spent);
      } else {
        await (tracer as RunTracer).flush();
      }
      turnMs[mode].push(performance.now() - started);
    }

    // Warm up both paths, then alternate rounds so both modes see the same machine load.
    await Promise.all(Array.from({ length: concurrency }, () => oneTurn('without')));
    await Promise.all(Array.from({ length: concurrency }, () => oneTurn('with')));
    costs.length = 0;
    handoffMs.length = 0;
    handoffTurns = 0;
    deferredMs.length = 0;
    deferredTurns = 0;
    turnMs.without.length = turnMs.with.length = 0;
    const round = Math.max(concurrency, 40);
    for (let done = 0; done < perMode; done += round) {
      for (const mode of ['without', 'with'] as const) {
        let left = Math.min(round, perMode - done);
        const cpu = process.threadCpuUsage();
        delay[mode].enable();
        await Promise.all(Array.from({ length: concurrency }, async () => { while (left-- > 0) await oneTurn(mode); }));
        await new Promise((r) => setImmediate(r)); // the round's turns serialised (setImmediate) are charged to it
        delay[mode].disable();
        const used = process.threadCpuUsage(cpu);
        cpuMs[mode] += (used.user + used.system) / 1000;
      }
    }
    const status = exporter.deploymentStatus();
    const result = {
      concurrency, turns_per_mode: perMode, backend: 'never answers',
      load_avg: { start: Math.round(load0 * 100) / 100, end: Math.round(loadavg()[0]! * 100) / 100 },
      export_ms: stats(costs.map((c) => c.capture + c.queue)), export_ms_mean: mean(costs.map((c) => c.capture + c.queue)),
      capture_ms: stats(costs.map((c) => c.capture)), queue_ms: stats(costs.map((c) => c.queue)),
      deferred_ms_per_turn: Math.round((deferredMs.reduce((a, b) => a + b, 0) / Math.max(1, deferredTurns)) * 1000) / 1000,
      deferred_ms_per_batch: stats(deferredMs), deferred_batches: deferredMs.length,
      handoff_ms_per_batch: stats(handoffMs), handoff_batches: handoffMs.length,
      handoff_ms_per_turn: Math.round((handoffMs.reduce((a, b) => a + b, 0) / Math.max(1, handoffTurns)) * 1000) / 1000,
      turn_ms_without: stats(turnMs.without), turn_ms_with: stats(turnMs.with),
      main_thread_cpu_ms_per_turn: {
        without: Math.round((cpuMs.without / turnMs.without.length) * 1000) / 1000, with: Math.round((cpuMs.with / turnMs.with.length) * 1000) / 1000,
      },
      event_loop_delay_ms: { without: delayStats(delay.without), with: delayStats(delay.with) },
      queued: exporter.queue.queued, dropped: (status.langsmith?.dropped ?? 0) + (status.otlp?.dropped ?? 0),
    };
    io.stdout.write(values.json ? `${JSON.stringify(result)}\n` : `${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } finally {
    await exporter.close(0);
    await aisle.stop();
    await hung.close();
  }
}

if (fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await run(process.argv.slice(2), process);
}
