/**
 * `node bench/replay.ts --turns 200 --json` (or `npx aisle bench replay …`): how long a Test agent replay of recorded
 * shopper turns takes on the local model, and that it takes no effect (issue 10 target: 200 turns ≤ 30 s, zero side
 * effects).
 *
 * Starts Aisle in this process (no HTTP port; the data dir of the environment, demo store, local model). The recorded
 * conversations are built in memory from a mix of shopper scripts (search → add to cart → check out, refund with the
 * order's email, ask for a person, policy questions), `--turns` turns in all, and replayed exactly as a test run does
 * (src/agent-tests/replay.ts, sandbox threads, `--concurrency` conversations at once) against the live settings and a
 * draft (auto-approve raised, so the refund would run at once). Every table a turn can write to is counted before and
 * after.
 *
 * Output (stdout, one JSON object), times in ms: `turns` (shopper turns), `answers` (turns × 2 versions),
 * `duration_ms`, `turns_per_s`, per version `{p50_latency_ms, p95_latency_ms, errors}`, `changed` (turns answered
 * differently), `changed_tables` (tables whose rows — count and content hash — differ after the replay: [] expected), `load_avg` (1-minute load
 * average at the start and the end; figures taken above 3 on 2 cores are not figures), `target_ms` (30 s per 200 turns), `ok`:
 * the target held (within `target_ms`, no table changed, no turn failed on either version). Exit code 1 when it did not.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { turnStoreOf } from '../src/agent/index.ts';
import { replayConversations, type ReplayConversation } from '../src/agent-tests/index.ts';
import type { CliIo } from '../src/cli/io.ts';
import { loadConfig } from '../src/config.ts';
import { startAisle } from '../src/server.ts';
import { findStoreByHandle } from '../src/stores/index.ts';

/** Shopper scripts (the turns of test/…/agent-tests.test.ts): 8 turns per round. */
const SCRIPTS: string[][] = [
  ['Do you have running shoes under $80?', 'add the first one to my cart', 'check out please'],
  ['I want a refund for order #1001', 'my email is jane.doe@example.com'],
  ['I need to talk to a person'],
  ['What is your return policy?', 'and how long does shipping take?'],
];

/** Tables a turn could write to (conversations, orders, carts, events, approvals, traces, checkpoints). */
const TABLES = [
  'conversations', 'messages', 'runs', 'approvals', 'order_actions', 'carts', 'cart_lines', 'checkouts', 'payment_refunds', 'domain_events',
  'langgraph.checkpoints', 'langgraph.checkpoint_writes',
];

/** Issue 10's target: 200 recorded turns replayed against both versions in 30 s (scaled for other `--turns`). */
const TARGET_MS_PER_TURN = 30_000 / 200;

/** Run the bench; prints one JSON object. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args: argv, options: {
    turns: { type: 'string', default: '200' }, concurrency: { type: 'string', default: '4' }, store: { type: 'string', default: 'demo' }, json: { type: 'boolean', default: false },
  } });
  const wanted = Math.max(1, Number(values.turns));
  const conversations: ReplayConversation[] = [];
  for (let n = 0, k = 0; n < wanted; k++) {
    const script = SCRIPTS[k % SCRIPTS.length]!.slice(0, wanted - n);
    conversations.push({ id: `bench-${k}`, turns: script.map((say) => ({ say, recorded: { text: `recorded answer to: ${say}` } })) });
    n += script.length;
  }
  const load0 = loadavg()[0]!;
  const aisle = await startAisle({ config: loadConfig(), listen: false });
  try {
    const store = await findStoreByHandle(aisle.database, values.store!);
    if (!store) { io.stderr.write(`no store "${values.store}"\n`); return 2; }
    const snapshot = async () => {
      const parts: string[] = [];
      for (const t of TABLES) parts.push(JSON.stringify((await aisle.database.pool.query(`SELECT md5(coalesce(string_agg(x::text, ',' ORDER BY x::text), '')) AS h, count(*)::int AS n FROM ${t} x`)).rows[0]));
      parts.push(JSON.stringify((await aisle.database.pool.query('SELECT md5(coalesce(string_agg(o::text, \',\' ORDER BY o.id), \'\')) AS h FROM orders o')).rows[0]));
      return parts;
    };
    const before = await snapshot();
    const live = turnStoreOf(store);
    const report = await replayConversations({
      database: aisle.database, agent: aisle.agent, live, draft: { ...live, autoApproveLimitCents: 1_000_000 }, conversations, concurrency: Number(values.concurrency),
    });
    const after = await snapshot();
    const out = {
      turns: report.turns, answers: report.turns * 2, duration_ms: report.duration_ms,
      turns_per_s: Math.round((report.turns / (report.duration_ms / 1000)) * 10) / 10,
      live: { p50_latency_ms: report.live.p50_latency_ms, p95_latency_ms: report.live.p95_latency_ms, errors: report.live.errors },
      draft: { p50_latency_ms: report.draft!.p50_latency_ms, p95_latency_ms: report.draft!.p95_latency_ms, errors: report.draft!.errors },
      changed: report.changed,
      changed_tables: [...TABLES, 'orders'].filter((_, i) => before[i] !== after[i]),
      load_avg: { start: Math.round(load0 * 100) / 100, end: Math.round(loadavg()[0]! * 100) / 100 },
      target_ms: Math.round(report.turns * TARGET_MS_PER_TURN),
    };
    const ok = out.duration_ms <= out.target_ms && out.changed_tables.length === 0 && out.live.errors === 0 && out.draft.errors === 0;
    io.stdout.write(`${JSON.stringify({ ...out, ok })}\n`);
    return ok ? 0 : 1;
  } finally {
    await aisle.stop();
  }
}

if (fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await run(process.argv.slice(2), process);
}
