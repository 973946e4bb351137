/**
 * `aisle bench turns --concurrency 20 --seconds 20 --json [--url URL]`: closed-loop load of shopper turns over
 * real HTTP + SSE. Each of `concurrency` virtual shoppers opens a widget session and sends a mix of real
 * shopper utterances from the dev data (ESCI search queries, Bitext support requests, ePQA product questions),
 * waiting for `done` before the next; a shopper starts a new session every 10 turns. Without --url the bench
 * starts Aisle as a child process (real server, local model, per-visitor and per-store limits raised so the
 * limiter does not cap the measurement) and samples that process's RSS from /proc.
 * Output (stdout, one JSON object): {"turns","turns_per_s","p50_ms","p95_ms","p99_ms","rss_mb"} plus
 * "errors", "concurrency" and "think_ms". Turn time = POST sent → `done` event received (ms).
 * `--think-ms N`: each shopper pauses 0.5–1.5 × N ms after an answer before the next message (real shoppers read
 * and type), and starts after a 0–1 × N ms offset (shoppers arrive at different moments, in the warm-up and again in
 * the measured phase); the default 0 is a closed loop that measures saturation throughput, not shopper-perceived
 * latency. Run through npm/npx, the child server gets the project's `.npmrc` node-options (V8 young generation size).
 */
import { readFileSync } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { createReadStream } from 'node:fs';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse';
import type { CliIo } from '../src/cli/io.ts';
import { startChildServer, stopChildServer, type ChildServer } from '../src/cli/child-server.ts';
import { openSession, sendMessage, type WidgetSession } from '../src/cli/widget-client.ts';

const DATA = (p: string) => fileURLToPath(new URL(`../data/${p}`, import.meta.url));

/** Read rows of a (possibly gzipped) CSV with csv-parse. */
async function readCsv(file: string): Promise<Record<string, string>[]> {
  const input = createReadStream(file);
  const stream = file.endsWith('.gz') ? input.pipe(createGunzip()) : input;
  const rows: Record<string, string>[] = [];
  for await (const r of stream.pipe(parse({ columns: true, bom: true }))) rows.push(r as Record<string, string>);
  return rows;
}

/** The utterance mix: ~50% product searches, ~30% support requests, ~20% product questions (real dev data). */
export async function loadUtteranceMix(): Promise<string[]> {
  const queries = (await readCsv(DATA('esci_relevance/queries_dev.csv'))).map((r) => r.query!).filter(Boolean);
  const bitext = (await readCsv(DATA('bitext_intents/bitext_customer_support_dev.csv.gz'))).map((r) => r.instruction!).filter(Boolean);
  const qa = (await readCsv(DATA('product_qa/epqa_dev.csv.gz'))).map((r) => r.question!).filter(Boolean);
  const pick = (xs: string[], n: number) => Array.from({ length: n }, (_, i) => xs[(i * 7919) % xs.length]!);
  const mix = [...pick(queries, 50), ...pick(bitext, 30), ...pick([...new Set(qa)], 20)];
  return mix.map((t) => t.slice(0, 2000));
}

/** Percentile (nearest-rank) of sorted numbers. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function rssMb(pid: number): number {
  const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return m ? Number(m[1]) / 1024 : 0;
}

/** Run the bench; prints one JSON object. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args: argv, options: {
    concurrency: { type: 'string', default: '20' }, seconds: { type: 'string', default: '20' },
    json: { type: 'boolean', default: false }, url: { type: 'string' }, warmup: { type: 'string', default: '3' },
    'think-ms': { type: 'string', default: '0' },
  } });
  const concurrency = Number(values.concurrency);
  const seconds = Number(values.seconds);
  const thinkMs = Number(values['think-ms']);
  const mix = await loadUtteranceMix();
  let child: ChildServer['child'] | null = null;
  let url = values.url;
  if (!url) {
    io.stderr.write('starting Aisle...\n');
    ({ url, child } = await startChildServer());
  }
  const latencies: number[] = [];
  let errors = 0;
  let maxRss = 0;
  const rssTimer = child?.pid ? setInterval(() => { maxRss = Math.max(maxRss, rssMb(child!.pid!)); }, 250) : null;

  async function shopper(id: number, until: number, record: boolean): Promise<void> {
    let session: WidgetSession | null = null;
    // Arrivals: shoppers who read before typing do not all send their first message in the same millisecond; each
    // starts after a uniform 0-1 × think-ms offset (a closed loop, think-ms 0, starts them together).
    if (thinkMs > 0) await new Promise((r) => setTimeout(r, thinkMs * (((id * 37) % 100) / 100)));
    for (let i = 0; Date.now() < until; i++) {
      if (i % 10 === 0) session = await openSession(url!);
      const text = mix[(id * 31 + i) % mix.length]!;
      const t0 = performance.now();
      const r = await sendMessage(url!, session!, text).catch(() => null);
      // Until the `done` event (what the shopper waits for), not the stream's end (the server then writes the trace).
      const ms = (r?.doneAt ?? performance.now()) - t0;
      const ok = r && r.status === 200 && r.events.at(-1)?.event === 'done';
      if (record) {
        if (ok) latencies.push(ms); else errors++;
      }
      // Think time: a shopper reads the answer before typing again (uniform 0.5–1.5 × think-ms; 0 = closed loop).
      if (thinkMs > 0) await new Promise((r) => setTimeout(r, thinkMs * (0.5 + ((id * 7 + i * 13) % 100) / 100)));
    }
  }

  try {
    const warm = Date.now() + Number(values.warmup) * 1000;
    await Promise.all(Array.from({ length: concurrency }, (_, i) => shopper(i + 1000, warm, false)));
    const start = performance.now();
    const until = Date.now() + seconds * 1000;
    await Promise.all(Array.from({ length: concurrency }, (_, i) => shopper(i, until, true)));
    const elapsedS = (performance.now() - start) / 1000;
    if (child?.pid) maxRss = Math.max(maxRss, rssMb(child.pid));
    const sorted = [...latencies].sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 10) / 10;
    const result = {
      turns: latencies.length,
      turns_per_s: round(latencies.length / elapsedS),
      p50_ms: round(percentile(sorted, 50)),
      p95_ms: round(percentile(sorted, 95)),
      p99_ms: round(percentile(sorted, 99)),
      rss_mb: child ? round(maxRss) : null,
      errors,
      concurrency,
      think_ms: thinkMs,
    };
    io.stdout.write(`${JSON.stringify(result)}\n`);
    return errors > 0 && latencies.length === 0 ? 1 : 0;
  } finally {
    if (rssTimer) clearInterval(rssTimer);
    if (child) {
      await stopChildServer(child);
    }
  }
}
