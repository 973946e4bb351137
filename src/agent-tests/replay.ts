/**
 * Replay (issue 10, "test before publishing"): run shopper turns again — recorded conversations or an eval test set —
 * against the live settings and, side by side, against a draft, in sandbox threads.
 *
 * - **Sandbox**: every turn runs with `sandbox: true` in a fresh LangGraph thread (a new id per conversation and
 *   version): order actions, cart and checkout answer "would have …" and change nothing (src/agent/tools), a handoff
 *   request only answers, nothing is written to the conversation, messages, runs, events or approvals; the threads'
 *   checkpoints are deleted at the end. The run tracer records each turn in memory only (tool calls, tokens, cost).
 * - **Report**: per turn, each version's answer text, product cards, tool calls (name and arguments), latency (ms),
 *   tokens and cost (USD), whether the two versions differ (text, cards or tool calls), and for a test set the
 *   expectations of `aisle eval conversations` (src/agent-tests/eval-format.ts) checked on both.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { AgentService, TurnStore } from '../agent/index.ts';
import { getProductSummaries } from '../catalog/index.ts';
import type { Database } from '../db/index.ts';
import { RunTracer } from '../observability/index.ts';
import { checkTurn, type ShownCard, type TurnExpect } from './eval-format.ts';

/** One conversation to replay: its shopper turns in order (with the recorded answer, and expectations of a test set). */
export type ReplayConversation = {
  id: string;
  turns: { say: string; expect?: TurnExpect; recorded?: { text: string } | null }[];
};

/** What one version answered on one turn. Times in ms, cost in USD. */
export type VersionAnswer = {
  text: string; cards: ShownCard[]; tools: { name: string; args: unknown }[]; status: string; model: string;
  latency_ms: number; input_tokens: number; output_tokens: number; cost_usd: number | null; error: string | null;
  /** Expectations not met (test sets only; empty = pass). */
  failed: string[];
};

/** One replayed turn. `draft` is absent without a draft; `changed` = text, cards or tool calls differ (`changes` says which). */
export type ReplayTurn = {
  conversation_id: string; index: number; say: string; recorded: string | null; expect: TurnExpect | null;
  live: VersionAnswer; draft?: VersionAnswer; changed: boolean; changes: ('text' | 'cards' | 'tools')[];
};

/** Totals of one version over the replay. */
export type VersionTotals = { turns: number; passed: number | null; p50_latency_ms: number; p95_latency_ms: number; cost_usd: number; errors: number };

/** The replay report. */
export type ReplayReport = {
  conversations: number; turns: number; changed: number; duration_ms: number;
  live: VersionTotals; draft: VersionTotals | null; results: ReplayTurn[];
};

/**
 * Options of {@link replayConversations}. `concurrency`: conversations replayed at once (default 4). `onProgress` is
 * called after each turn of each version with the turns done and the total (turns × versions).
 */
export type ReplayOptions = {
  database: Database; agent: AgentService; live: TurnStore; draft?: TurnStore | null; conversations: ReplayConversation[]; concurrency?: number;
  onProgress?: (done: number, total: number) => void;
};

/** `30m`, `12h`, `7d` → ms. @throws Error on another form */
export function durationMs(s: string): number {
  const m = /^(\d+)\s*([mhd])$/.exec(s.trim());
  if (!m) throw new Error(`--since: expected a duration like 30m, 12h or 7d, got "${s}"`);
  return Number(m[1]) * { m: 60_000, h: 3_600_000, d: 86_400_000 }[m[2] as 'm' | 'h' | 'd'];
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function totalsOf(answers: VersionAnswer[], hasExpect: boolean[]): VersionTotals {
  const lat = answers.map((a) => a.latency_ms).sort((a, b) => a - b);
  const checked = answers.filter((_, i) => hasExpect[i]);
  return {
    turns: answers.length, passed: checked.length ? checked.filter((a) => !a.failed.length).length : null,
    p50_latency_ms: Math.round(percentile(lat, 50)), p95_latency_ms: Math.round(percentile(lat, 95)),
    cost_usd: answers.reduce((n, a) => n + (a.cost_usd ?? 0), 0), errors: answers.filter((a) => a.error).length,
  };
}

/** What differs between two versions' answers to one turn: `text`, `cards` (ids, in order), `tools` (names and arguments). */
function differences(a: VersionAnswer, b: VersionAnswer): ('text' | 'cards' | 'tools')[] {
  const out: ('text' | 'cards' | 'tools')[] = [];
  if (a.text !== b.text) out.push('text');
  if (JSON.stringify(a.cards.map((c) => c.id)) !== JSON.stringify(b.cards.map((c) => c.id))) out.push('cards');
  if (JSON.stringify(a.tools) !== JSON.stringify(b.tools)) out.push('tools');
  return out;
}

/**
 * Replay `conversations` against the live settings (and the draft). Never throws for a turn: a failed turn is
 * recorded with its error. The sandbox threads are deleted before it returns.
 */
export async function replayConversations(opts: ReplayOptions): Promise<ReplayReport> {
  const { database, agent } = opts;
  const started = performance.now();
  const threads: string[] = [];
  const total = opts.conversations.reduce((n, c) => n + c.turns.length, 0) * (opts.draft ? 2 : 1);
  let done = 0;

  async function playVersion(store: TurnStore, c: ReplayConversation): Promise<VersionAnswer[]> {
    const threadId = randomUUID();
    threads.push(threadId);
    const out: VersionAnswer[] = [];
    let prevCards: ShownCard[] | null = null;
    for (const turn of c.turns) {
      const traceId = randomUUID();
      const tracer = new RunTracer({ database, storeId: store.id, conversationId: null, traceId });
      const t0 = performance.now();
      let answer: VersionAnswer;
      try {
        const r = await agent.runTurn({
          store, conversationId: threadId, text: turn.say, traceId, tracer, sandbox: true,
          requestHandoff: async () => ({ status: 'handoff_requested', staffAvailable: store.staffAvailable }),
        });
        const latency = performance.now() - t0;
        const ids = r.parts.flatMap((p) => (p.type === 'product' ? [p.product_id] : []));
        const summaries = new Map((await getProductSummaries(database, store.id, ids, store.currency)).map((s) => [s.id, s]));
        const cards = ids.flatMap((id) => { const s = summaries.get(id); return s ? [{ id, title: s.title, priceCents: s.priceCents }] : []; });
        const snap = tracer.snapshot();
        answer = {
          text: r.text, cards, status: r.status, model: r.model, latency_ms: Math.round(latency),
          tools: snap.runs.filter((x) => x.kind === 'tool').map((x) => ({ name: x.name, args: (x.inputs as { input?: unknown } | null)?.input ?? x.inputs })),
          input_tokens: snap.totals.inputTokens, output_tokens: snap.totals.outputTokens, cost_usd: snap.totals.costUsd, error: null,
          failed: turn.expect ? checkTurn(turn.expect, { text: r.text, cards }, prevCards) : [],
        };
        if (cards.length) prevCards = cards;
      } catch (err) {
        answer = {
          text: '', cards: [], tools: [], status: 'error', model: '', latency_ms: Math.round(performance.now() - t0), input_tokens: 0, output_tokens: 0,
          cost_usd: null, error: (err as Error).message.slice(0, 500), failed: turn.expect ? ['the turn failed'] : [],
        };
      }
      out.push(answer);
      opts.onProgress?.(++done, total);
    }
    return out;
  }

  try {
    // `concurrency` workers take the next conversation until none is left; results keep the input order.
    const perConversation: ReplayTurn[][] = new Array(opts.conversations.length);
    let next = 0;
    const worker = async () => {
      for (let k = next++; k < opts.conversations.length; k = next++) {
        const c = opts.conversations[k]!;
        const live = await playVersion(opts.live, c);
        const draft = opts.draft ? await playVersion(opts.draft, c) : null;
        perConversation[k] = c.turns.map((t, i): ReplayTurn => {
          const changes = draft ? differences(live[i]!, draft[i]!) : [];
          return {
            conversation_id: c.id, index: i, say: t.say, recorded: t.recorded?.text ?? null, expect: t.expect ?? null,
            live: live[i]!, ...(draft ? { draft: draft[i]! } : {}), changed: changes.length > 0, changes,
          };
        });
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 4) }, worker));
    const results = perConversation.flat();
    const hasExpect = results.map((r) => r.expect !== null && Object.keys(r.expect).length > 0);
    return {
      conversations: opts.conversations.length, turns: results.length, changed: results.filter((r) => r.changed).length,
      duration_ms: Math.round(performance.now() - started),
      live: totalsOf(results.map((r) => r.live), hasExpect),
      draft: opts.draft ? totalsOf(results.map((r) => r.draft!), hasExpect) : null,
      results,
    };
  } finally {
    await agent.deleteThreads(threads);
  }
}
