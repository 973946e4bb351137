/**
 * `aisle bench live-channels --json [--channels 1000] [--hold-s 60] [--messages N] [--data-dir DIR]`: widget live
 * channels (SSE, `GET /api/v1/widget/conversations/{id}/events`) held open on ONE Aisle process (issue 11 target:
 * 1,000 channels held 60 s, RSS ≤ 400 MB, every staff message delivered).
 *
 * Starts Aisle as a child process (the real server, `node src/main.ts`; a fresh data directory under the OS temp
 * folder with the demo store, or `--data-dir` to reuse one that no Aisle is using). The per-IP limit of new widget
 * sessions is raised by env (AISLE_WIDGET_SESSIONS_PER_IP_PER_MIN, as `aisle bench turns` does, src/cli/child-server.ts):
 * every simulated shopper connects from 127.0.0.1. Live channels themselves have no per-store or per-IP limit.
 * Then `channels` shoppers each open a widget session and ask for a person (`POST …/handoff`, which starts the
 * conversation without an agent turn), 20 at a time; then their live channels are opened, 50 at a time, and read with
 * fetch like the widget does; every channel must send its first `status` event. The channels are held `hold-s` seconds (RSS of the Aisle process sampled every
 * 250 ms, heartbeats counted), then the demo owner sends one staff message to each of `messages` conversations (default:
 * all of them; fewer = the first N, 20 at a time) and every one must arrive on its channel within 30 s.
 *
 * Output (stdout, one JSON object): {"channels","opened","held_s","open_after_hold","pings_min","staff_messages",
 * "delivered","delivery_p50_ms","delivery_p95_ms","delivery_max_ms","rss_mb_idle","rss_mb_started","rss_mb_open",
 * "rss_mb_max","rss_mb_run_max","errors","loadavg"} — RSS in MB of the Aisle process (not its embedded PostgreSQL): idle = signed in,
 * before any shopper; started = once the conversations exist; open = once all channels are open; max = the highest
 * sample from the first channel opened to the end (hold and staff messages included); run_max = the same over the
 * whole run, the set-up of the conversations included; delivery = staff POST sent → that message's
 * `message` event read from the shopper's channel (ms); pings_min = fewest `: ping` heartbeats any channel got during
 * the hold; loadavg = the machine's 1-minute load average at the end. Exit code 1 unless every channel opened,
 * stayed open and got its message.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { CliIo } from '../src/cli/io.ts';
import { startChildServer, stopChildServer, type ChildServer } from '../src/cli/child-server.ts';
import { openSession, type WidgetSession } from '../src/cli/widget-client.ts';
import { signIn } from '../test/support/admin-client.ts';
import { percentile } from './turns.ts';

/** Resident set size of a process, MB (Linux /proc); 0 once it is gone. */
function rssMb(pid: number): number {
  try {
    const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Run `work` over `items`, `concurrency` at a time. */
async function eachLimited<T>(items: T[], concurrency: number, work: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      await work(items[i]!, i);
    }
  }));
}

/** One shopper's open live channel: heartbeats seen, whether it is still open, and waiters for staff messages by text. */
type Channel = {
  session: WidgetSession;
  pings: number;
  open: boolean;
  /** Resolves with performance.now() when a `message` event with this text arrives. */
  arrival: (text: string) => Promise<number>;
  close: () => void;
};

/**
 * Open a shopper's live channel and resolve once its first `status` event arrived.
 * @throws Error when the answer is not an event stream or the stream ends before `status`
 */
async function openChannel(url: string, session: WidgetSession): Promise<Channel> {
  const ctrl = new AbortController();
  const res = await fetch(`${url}/api/v1/widget/conversations/${session.conversation_id}/events`, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${session.token}` }, signal: ctrl.signal,
  });
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) throw new Error(`live channel: ${res.status} ${await res.text()}`);
  const arrived = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  let statusSeen!: () => void;
  let failed!: (err: Error) => void;
  const ready = new Promise<void>((resolve, reject) => { statusSeen = resolve; failed = reject; });
  const channel: Channel = {
    session, pings: 0, open: true,
    arrival: (text) => {
      const at = arrived.get(text);
      return at !== undefined ? Promise.resolve(at) : new Promise((resolve) => waiting.set(text, resolve));
    },
    close: () => ctrl.abort(),
  };
  void (async () => {
    const parser = new EventSourceParserStream({ onComment: () => { channel.pings++; } });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).pipeThrough(parser).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        if (value.event === 'status') statusSeen();
        if (value.event === 'message') {
          const text = (JSON.parse(value.data) as { message: { text?: string } }).message.text ?? '';
          const at = performance.now();
          const w = waiting.get(text);
          if (w) { waiting.delete(text); w(at); } else arrived.set(text, at);
        }
      }
    } catch {
      // aborted by close(), or the connection failed
    } finally {
      channel.open = false;
      failed(new Error('the live channel ended before its status event'));
    }
  })();
  await ready;
  return channel;
}

/** Run the bench; prints one JSON object. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args: argv, options: {
    channels: { type: 'string', default: '1000' }, 'hold-s': { type: 'string', default: '60' }, messages: { type: 'string' },
    'data-dir': { type: 'string' }, json: { type: 'boolean', default: false },
  } });
  const total = Number(values.channels);
  const holdS = Number(values['hold-s']);
  const messages = Math.min(total, values.messages ? Number(values.messages) : total);
  let child: ChildServer['child'] | null = null;
  const fresh = !values['data-dir'];
  const dataDir = values['data-dir'] ?? await mkdtemp(path.join(os.tmpdir(), 'aisle-live-'));
  const channels: Channel[] = [];
  let rssMax = 0; // from the first channel opened to the end
  let rssRunMax = 0; // the whole run, set-up included
  let sampler: NodeJS.Timeout | null = null;
  try {
    io.stderr.write(`starting Aisle (data in ${dataDir})...\n`);
    let url: string;
    ({ url, child } = await startChildServer({ AISLE_DATA_DIR: dataDir }));
    const pid = child.pid!;
    sampler = setInterval(() => { const now = rssMb(pid); rssMax = Math.max(rssMax, now); rssRunMax = Math.max(rssRunMax, now); }, 250);
    const secrets = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8')) as { demoOwnerPassword: string };
    const staff = await signIn(url, 'demo-owner@example.com', secrets.demoOwnerPassword);
    const rssIdle = rssMb(pid);
    let errors = 0;
    const fail = (err: unknown) => { if (++errors <= 5) io.stderr.write(`${(err as Error).message}\n`); };
    // 1. The shoppers' conversations: a session and "talk to a person" each (written as they would come, 20 at a time).
    const sessions: WidgetSession[] = [];
    await eachLimited(Array.from({ length: total }, (_, i) => i), 20, async () => {
      try {
        const session = await openSession(url);
        const handoff = await fetch(`${url}/api/v1/widget/conversations/${session.conversation_id}/handoff`, {
          method: 'POST', headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' }, body: '{}',
        });
        if (handoff.status !== 200) throw new Error(`handoff: ${handoff.status} ${await handoff.text()}`);
        sessions.push(session);
      } catch (err) {
        fail(err);
      }
    });
    const rssStarted = rssMb(pid);
    // 2. Their live channels, 50 opening at a time.
    const t0 = performance.now();
    rssMax = 0;
    await eachLimited(sessions, 50, async (session) => {
      try {
        channels.push(await openChannel(url, session));
      } catch (err) {
        fail(err);
      }
    });
    const opened = channels.length;
    const rssOpen = rssMb(pid);
    io.stderr.write(`${opened} channels open in ${Math.round(performance.now() - t0)} ms; holding ${holdS} s...\n`);
    const pingsBefore = channels.map((c) => c.pings);
    await new Promise((r) => setTimeout(r, holdS * 1000));
    const openAfterHold = channels.filter((c) => c.open).length;
    const pingsMin = channels.reduce((m, c, i) => Math.min(m, c.pings - pingsBefore[i]!), Infinity);

    const delivery: number[] = [];
    let delivered = 0;
    await eachLimited(channels.slice(0, messages), 20, async (ch, i) => {
      const text = `bench staff message ${i} ${Math.random().toString(36).slice(2)}`;
      const sent = performance.now();
      const arrival = ch.arrival(text);
      const res = await staff.fetch(`/api/v1/admin/conversations/${ch.session.conversation_id}/messages`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text }),
      });
      if (res.status !== 201) {
        if (++errors <= 5) io.stderr.write(`staff POST: ${res.status} ${await res.text()}\n`);
        return;
      }
      const at = await Promise.race([arrival, new Promise<null>((r) => setTimeout(() => r(null), 30_000).unref())]);
      if (at === null) return;
      delivered++;
      delivery.push(at - sent);
    });
    rssMax = Math.max(rssMax, rssMb(pid));
    const sorted = delivery.sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 10) / 10;
    const result = {
      channels: total, opened, held_s: holdS, open_after_hold: openAfterHold, pings_min: Number.isFinite(pingsMin) ? pingsMin : 0,
      staff_messages: messages, delivered,
      delivery_p50_ms: round(percentile(sorted, 50)), delivery_p95_ms: round(percentile(sorted, 95)), delivery_max_ms: round(sorted.at(-1) ?? 0),
      rss_mb_idle: round(rssIdle), rss_mb_started: round(rssStarted), rss_mb_open: round(rssOpen), rss_mb_max: round(rssMax), rss_mb_run_max: round(Math.max(rssRunMax, rssMax)), errors,
      loadavg: round(os.loadavg()[0]!),
    };
    io.stdout.write(`${JSON.stringify(result)}\n`);
    return opened === total && openAfterHold === total && delivered === messages && errors === 0 ? 0 : 1;
  } finally {
    if (sampler) clearInterval(sampler);
    for (const c of channels) c.close();
    if (child) {
      await stopChildServer(child);
    }
    if (fresh) await rm(dataDir, { recursive: true, force: true });
  }
}

if (fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await run(process.argv.slice(2), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });
}
