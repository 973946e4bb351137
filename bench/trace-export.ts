/**
 * `node bench/trace-export.ts --concurrency 20 --turns 200 --json` (or `npx aisle bench trace-export …`): what trace
 * export adds to a shopper's turn when the backends never answer.
 *
 * Starts Aisle in this process (no HTTP port; the data dir of the environment, demo store, local model) and a local
 * LangSmith stand-in that accepts connections and never answers (test/support/fake-langsmith.ts, `hang`), used as both
 * the LangSmith endpoint and the OTLP/HTTP endpoint of a trace export built exactly as server.ts builds it. Then
 * `--concurrency` virtual shoppers run real turns (`agent.runTurn`, the real graph and local model, the shopper
 * utterance mix of bench/turns.ts) in alternating rounds without export (Aisle's run tracer alone) and with export to
 * both backends (LangSmith capture during the turn, queueing after it), `--turns` turns per mode in all.
 *
 * Output (stdout, one JSON object), times in ms:
 * - `export_ms`: the export's own time on each turn's path, measured directly — destination lookup when the tracer is
 *   made, LangChain's tracer capturing the run tree (the synchronous part of every callback: other turns' work that
 *   runs while a callback awaits is theirs, not the export's), and queueing the finished turn — as {p50, p95, p99, max};
 * - `turn_ms_without` / `turn_ms_with`: the whole turn (graph run + run-store write) as {p50, p95, p99, max};
 * - `main_thread_cpu_ms_per_turn`: CPU time of the thread that serves shoppers (`process.threadCpuUsage`) per turn,
 *   {without, with}: what export costs that thread in all (capture, queueing, the JSON hand-off of batches); the
 *   redaction, serialisation and HTTP of the senders run on the export worker thread (export-worker.ts);
 * - `event_loop_delay_ms`: {without, with} as {p50, p95, max} (`monitorEventLoopDelay`, 10 ms resolution): how long
 *   anything ready to run on that thread had to wait;
 * - `queued`, `dropped`: the export queue after the run (the hung backends received everything and answered nothing).
 */
import { randomUUID } from 'node:crypto';
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
 * Time the synchronous part of every `handle*` callback of a handler (LangChain awaits them inline: `awaitHandlers`).
 * The capture client's calls resolve at once, so that part is the callback's work; timing up to the awaited promise's
 * settling would also count every other turn's work that ran in between.
 */
function timed<T extends object>(handler: T, add: (ms: number) => void): T {
  return new Proxy(handler, {
    get(target, prop, receiver) {
      const v = Reflect.get(target, prop, receiver);
      if (typeof v !== 'function' || !String(prop).startsWith('handle')) return v;
      return (...args: unknown[]) => {
        const t = performance.now();
        try { return v.apply(target, args); } finally { add(performance.now() - t); }
      };
    },
  });
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
    const exportMs: number[] = [];
    const turnMs: Record<'without' | 'with', number[]> = { without: [], with: [] };
    const cpuMs: Record<'without' | 'with', number> = { without: 0, with: 0 };
    const delay: Record<'without' | 'with', IntervalHistogram> = {
      without: monitorEventLoopDelay({ resolution: 10 }), with: monitorEventLoopDelay({ resolution: 10 }),
    };
    let next = 0;

    async function oneTurn(mode: 'without' | 'with'): Promise<void> {
      const text = mix[next++ % mix.length]!;
      const conversationId = randomUUID();
      const traceId = randomUUID();
      const started = performance.now();
      let spent = 0;
      let tracer: ExportingTracer | RunTracer;
      if (mode === 'with') {
        const t = performance.now();
        const pending = exporter.createTracer({ storeId: store.id, conversationId, traceId });
        spent += performance.now() - t; // its synchronous part; the rest is a cache hit awaited below
        const x = await pending;
        tracer = { ...x, extraHandlers: x.extraHandlers.map((h) => timed(h, (ms) => { spent += ms; })) };
      } else {
        tracer = new RunTracer({ database: aisle.database, storeId: store.id, conversationId, traceId });
      }
      await aisle.agent.runTurn({ store: ts, conversationId, text, traceId, tracer, requestHandoff: async () => 'handoff_requested' });
      if (mode === 'with') {
        const x = tracer as ExportingTracer;
        await x.handler.flush(); // the run store write (not export)
        const t = performance.now();
        const queued = x.flush(); // queue the turn for export (synchronously, once the run store write above is done)
        spent += performance.now() - t;
        await queued;
        exportMs.push(spent);
      } else {
        await (tracer as RunTracer).flush();
      }
      turnMs[mode].push(performance.now() - started);
    }

    // Warm up both paths, then alternate rounds so both modes see the same machine load.
    await Promise.all(Array.from({ length: concurrency }, () => oneTurn('without')));
    await Promise.all(Array.from({ length: concurrency }, () => oneTurn('with')));
    exportMs.length = 0;
    turnMs.without.length = turnMs.with.length = 0;
    const round = Math.max(concurrency, 40);
    for (let done = 0; done < perMode; done += round) {
      for (const mode of ['without', 'with'] as const) {
        let left = Math.min(round, perMode - done);
        const cpu = process.threadCpuUsage();
        delay[mode].enable();
        await Promise.all(Array.from({ length: concurrency }, async () => { while (left-- > 0) await oneTurn(mode); }));
        delay[mode].disable();
        const used = process.threadCpuUsage(cpu);
        cpuMs[mode] += (used.user + used.system) / 1000;
      }
    }
    const status = exporter.deploymentStatus();
    const result = {
      concurrency, turns_per_mode: perMode, backend: 'never answers',
      export_ms: stats(exportMs),
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
