/**
 * `aisle eval replay --store demo --since 7d [--intent order_status] [--flagged] [--limit 50] [--data FILE.jsonl]
 * [--draft | --draft-file FILE.json] --json`: replay the shopper turns of the store's recent real conversations
 * (started within `--since`: `30m`, `12h`, `7d`; optionally only those with a shopper message of `--intent`, or only
 * those staff flagged as a wrong answer with `--flagged`; newest first, at most `--limit` conversations) — or the
 * conversations of an eval file (`--data`, the JSONL format of `aisle eval conversations`, with its expectations) —
 * against the live settings and, side by side, against a draft: with `--draft` the store's saved draft (Settings →
 * Save; persona, guardrails and model, exactly what Publish would make live), with `--draft-file` a JSON settings
 * change in the shape of `PATCH /api/v1/admin/settings` (`agent` and `guardrails` sections) applied over the live
 * settings in memory. Every turn runs in a sandbox thread (src/agent-tests/replay.ts): nothing takes effect. Prints the report
 * (one JSON object with --json, else a summary and the turns that changed). Starts Aisle in this process (no HTTP
 * port; the configured database and model) and stops it after. Exit 2 on usage errors (and `--draft` without a draft).
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { turnStoreOf, type TurnStore } from '../../agent/index.ts';
import { loadConfig } from '../../config.ts';
import { listReplayableConversations } from '../../conversations/index.ts';
import { flaggedConversationIds } from '../../observability/index.ts';
import { startAisle } from '../../server.ts';
import { findStoreByHandle } from '../../stores/index.ts';
import type { CliIo } from '../io.ts';
import { durationMs, parseConversations, replayConversations, type ReplayConversation, type ReplayReport } from '../../agent-tests/index.ts';

/** A draft: the agent and guardrail fields of a settings change (PATCH /api/v1/admin/settings shape). */
export const DraftSchema = z.object({
  agent: z.object({ agent_name: z.string().min(1).max(60).optional(), tone: z.string().optional(), greeting: z.string().optional() }).partial().optional(),
  guardrails: z.object({ avoid_topics: z.array(z.string()).optional(), auto_approve_limit_cents: z.number().int().min(0).optional() }).optional(),
}).strict();

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
    data: { type: 'string' }, draft: { type: 'boolean', default: false }, 'draft-file': { type: 'string' }, flagged: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false }, concurrency: { type: 'string', default: '4' },
  } });
  let sinceMs: number;
  let draft: z.infer<typeof DraftSchema> | null = null;
  try {
    sinceMs = durationMs(values.since!);
    if (values.draft && values['draft-file']) throw new Error('--draft (the store\'s saved draft) and --draft-file: choose one');
    if (values['draft-file']) {
      const parsed = DraftSchema.safeParse(JSON.parse(await readFile(values['draft-file'], 'utf8')));
      if (!parsed.success) throw new Error(`--draft-file: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
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
      const since = new Date(Date.now() - sinceMs);
      const recorded = await listReplayableConversations(aisle.database, store.id, {
        since, intent: values.intent, limit: Number(values.limit),
        ...(values.flagged ? { ids: await flaggedConversationIds(aisle.database, store.id, since) } : {}),
      });
      conversations = recorded.map((c) => ({ id: c.id, turns: c.turns.map((t) => ({ say: t.say, recorded: t.answer === null ? null : { text: t.answer } })) }));
    }
    const live = turnStoreOf(store);
    let draftStore = draft ? applyDraft(live, draft) : null;
    if (values.draft) {
      const saved = await aisle.readSettingsDraft(store.id);
      if (!saved) { io.stderr.write(`store "${values.store}" has no saved draft (Settings → Save keeps agent changes as a draft)\n`); return 2; }
      draftStore = turnStoreOf(store, saved);
    }
    const report = await replayConversations({
      database: aisle.database, agent: aisle.agent, live, draft: draftStore, conversations, concurrency: Number(values.concurrency),
    });
    io.stdout.write(values.json ? `${JSON.stringify(report)}\n` : summary(report));
    return 0;
  } finally {
    await aisle.stop();
  }
}
