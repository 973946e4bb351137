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
 *   made, LangChain's tracer capturing the run tree (every callback timed), and queueing the finished turn — as
 *   {p50, p95, p99, max};
 * - `turn_ms_without` / `turn_ms_with`: the whole turn (graph run + run-store write) as {p50, p95}, for context (on a
 *   shared machine their difference is mostly noise; `export_ms` is the figure);
 * - `queued`, `dropped`: the export queue after the run (the hung backends received everything and answered nothing).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
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

/** Time every `handle*` callback of a handler (LangChain awaits them inline: `awaitHandlers`). */
function timed<T extends object>(handler: T, add: (ms: number) => void): T {
  return new Proxy(handler, {
    get(target, prop, receiver) {
      const v = Reflect.get(target, prop, receiver);
      if (typeof v !== 'function' || !String(prop).startsWith('handle')) return v;
      return async (...args: unknown[]) => {
        const t = performance.now();
        try { return await v.apply(target, args); } finally { add(performance.now() - t); }
      };
    },
  });
}

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
        const x = await exporter.createTracer({ storeId: store.id, conversationId, traceId });
        spent += performance.now() - t;
        tracer = { ...x, extraHandlers: x.extraHandlers.map((h) => timed(h, (ms) => { spent += ms; })) };
      } else {
        tracer = new RunTracer({ database: aisle.database, storeId: store.id, conversationId, traceId });
      }
      await aisle.agent.runTurn({ store: ts, conversationId, text, traceId, tracer, requestHandoff: async () => 'handoff_requested' });
      if (mode === 'with') {
        const x = tracer as ExportingTracer;
        await x.handler.flush(); // the run store write (not export)
        const t = performance.now();
        await x.flush(); // queue the turn for export
        spent += performance.now() - t;
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
        await Promise.all(Array.from({ length: concurrency }, async () => { while (left-- > 0) await oneTurn(mode); }));
      }
    }
    const status = exporter.deploymentStatus();
    const result = {
      concurrency, turns_per_mode: perMode, backend: 'never answers',
      export_ms: stats(exportMs),
      turn_ms_without: stats(turnMs.without), turn_ms_with: stats(turnMs.with),
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

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await run(process.argv.slice(2), process);
}
