/**
 * `aisle eval replay --store demo --since 7d [--intent order_status] [--limit 50] [--data FILE.jsonl] [--draft FILE.json] --json`:
 * replay the shopper turns of the store's recent real conversations (started within `--since`: `30m`, `12h`, `7d`;
 * optionally only those with a shopper message of `--intent`; newest first, at most `--limit` conversations) — or the
 * conversations of an eval file (`--data`, the JSONL format of `aisle eval conversations`, with its expectations) —
 * against the live settings and, with `--draft`, against a draft: a JSON settings change in the shape of
 * `PATCH /api/v1/admin/settings` (`agent` and `guardrails` sections) applied over the live settings in memory.
 * Every turn runs in a sandbox thread (src/cli/replay.ts): nothing takes effect. Prints the report (one JSON object
 * with --json, else a summary and the turns that changed). Starts Aisle in this process (no HTTP port; the configured
 * database and model) and stops it after.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { turnStoreOf, type TurnStore } from '../../agent/index.ts';
import { loadConfig } from '../../config.ts';
import { listReplayableConversations } from '../../conversations/index.ts';
import { startAisle } from '../../server.ts';
import { findStoreByHandle } from '../../stores/index.ts';
import type { CliIo } from '../io.ts';
import { parseConversations } from '../conversation-eval.ts';
import { replayConversations, type ReplayConversation, type ReplayReport } from '../replay.ts';

/** A draft: the agent and guardrail fields of a settings change (PATCH /api/v1/admin/settings shape). */
export const DraftSchema = z.object({
  agent: z.object({ agent_name: z.string().min(1).max(60).optional(), tone: z.string().optional(), greeting: z.string().optional() }).partial().optional(),
  guardrails: z.object({ avoid_topics: z.array(z.string()).optional(), auto_approve_limit_cents: z.number().int().min(0).optional() }).optional(),
}).strict();

/** `30m`, `12h`, `7d` → ms. @throws Error on another form */
export function durationMs(s: string): number {
  const m = /^(\d+)\s*([mhd])$/.exec(s.trim());
  if (!m) throw new Error(`--since: expected a duration like 30m, 12h or 7d, got "${s}"`);
  return Number(m[1]) * { m: 60_000, h: 3_600_000, d: 86_400_000 }[m[2] as 'm' | 'h' | 'd'];
}

/** The live turn store with a draft applied. */
export function applyDraft(live: TurnStore, draft: z.infer<typeof DraftSchema>): TurnStore {
  return {
    ...live,
    ...(draft.agent?.agent_name !== undefined && { agentName: draft.agent.agent_name }),
    ...(draft.agent?.tone !== undefined && { tone: draft.agent.tone }),
    ...(draft.guardrails?.avoid_topics !== undefined && { avoidTopics: draft.guardrails.avoid_topics }),
    ...(draft.guardrails?.auto_approve_limit_cents !== undefined && { autoApproveLimitCents: draft.guardrails.auto_approve_limit_cents }),
  };
}

function summary(r: ReplayReport): string {
  const lines = [
    `${r.conversations} conversations, ${r.turns} turns replayed in ${(r.duration_ms / 1000).toFixed(1)} s (sandbox: nothing took effect)`,
    `live:  p50 ${r.live.p50_latency_ms} ms, p95 ${r.live.p95_latency_ms} ms, $${r.live.cost_usd.toFixed(4)}${r.live.passed !== null ? `, ${r.live.passed} passed` : ''}, ${r.live.errors} errors`,
  ];
  if (r.draft) {
    lines.push(`draft: p50 ${r.draft.p50_latency_ms} ms, p95 ${r.draft.p95_latency_ms} ms, $${r.draft.cost_usd.toFixed(4)}${r.draft.passed !== null ? `, ${r.draft.passed} passed` : ''}, ${r.draft.errors} errors`);
    lines.push(`${r.changed} turns answer differently:`);
    for (const t of r.results.filter((x) => x.changed)) lines.push(`- ${t.say}\n    live:  ${t.live.text.slice(0, 160)}\n    draft: ${t.draft!.text.slice(0, 160)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Run the command. Exit code 0, or 2 on usage errors. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args: argv, options: {
    store: { type: 'string', default: 'demo' }, since: { type: 'string', default: '7d' }, intent: { type: 'string' }, limit: { type: 'string', default: '50' },
    data: { type: 'string' }, draft: { type: 'string' }, json: { type: 'boolean', default: false }, concurrency: { type: 'string', default: '4' },
  } });
  let sinceMs: number;
  let draft: z.infer<typeof DraftSchema> | null = null;
  try {
    sinceMs = durationMs(values.since!);
    if (values.draft) {
      const parsed = DraftSchema.safeParse(JSON.parse(await readFile(values.draft, 'utf8')));
      if (!parsed.success) throw new Error(`--draft: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      draft = parsed.data;
    }
  } catch (err) {
    io.stderr.write(`${(err as Error).message}\n`);
    return 2;
  }
  const aisle = await startAisle({ config: loadConfig(), listen: false });
  try {
    const store = await findStoreByHandle(aisle.database, values.store!);
    if (!store) { io.stderr.write(`no store "${values.store}"\n`); return 2; }
    let conversations: ReplayConversation[];
    if (values.data) {
      conversations = parseConversations(await readFile(values.data, 'utf8')).map((c) => ({ id: c.id, turns: c.turns.map((t) => ({ say: t.say, expect: t.expect })) }));
    } else {
      const recorded = await listReplayableConversations(aisle.database, store.id, {
        since: new Date(Date.now() - sinceMs), intent: values.intent, limit: Number(values.limit),
      });
      conversations = recorded.map((c) => ({ id: c.id, turns: c.turns.map((t) => ({ say: t.say, recorded: t.answer === null ? null : { text: t.answer } })) }));
    }
    const live = turnStoreOf(store);
    const report = await replayConversations({
      database: aisle.database, agent: aisle.agent, live, draft: draft ? applyDraft(live, draft) : null, conversations, concurrency: Number(values.concurrency),
    });
    io.stdout.write(values.json ? `${JSON.stringify(report)}\n` : summary(report));
    return 0;
  } finally {
    await aisle.stop();
  }
}
