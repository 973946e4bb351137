/** Run-store logic without HTTP: run trees and per-turn trace summaries. */
import type { Database } from '../db/index.ts';
import { AppError } from '../shared/errors.ts';
import { hasTruncationMarker, MAX_FIELD_BYTES, toJsonSafe } from './json-safe.ts';
import { findTraceRoot, listRuns, listTraceRoots, listTraceRuns, type TraceCursor, type TraceFilters, type TracePage } from './repository.ts';
import type { Run, RunTreeNode, Trace, TraceDetail, TraceList, TraceListQuery, TraceRun } from './schemas.ts';
import type { RunStatus } from './tracer.ts';

/**
 * Nest flat runs into trees: one root per trace (a run whose parent is null or not in `runs`
 * becomes a root). Children and roots are ordered by `started_at` (ties: input order).
 * Pure; does not mutate its input.
 */
export function buildRunTree(runs: readonly Run[]): RunTreeNode[] {
  const nodes = new Map<string, RunTreeNode>();
  for (const r of runs) nodes.set(r.id, { ...r, children: [] });
  const roots: RunTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id !== null && node.parent_id !== node.id ? nodes.get(node.parent_id) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const byStart = (a: RunTreeNode, b: RunTreeNode) => Date.parse(a.started_at) - Date.parse(b.started_at);
  const sortDeep = (list: RunTreeNode[], depth: number): void => {
    list.sort(byStart);
    if (depth < 100) for (const n of list) sortDeep(n.children, depth + 1);
  };
  sortDeep(roots, 0);
  return roots;
}

/**
 * One trace summary per root of `buildRunTree(runs)`, newest first: token and cost totals are
 * sums over the tree's llm runs (cost null when no llm run has a known cost).
 */
export function summarizeTraces(runs: readonly Run[]): Trace[] {
  const traces = buildRunTree(runs).map((root): Trace => {
    let input = 0;
    let output = 0;
    let cost: number | null = null;
    const stack: RunTreeNode[] = [root];
    while (stack.length > 0) {
      const n = stack.pop()!;
      if (n.kind === 'llm') {
        input += n.input_tokens ?? 0;
        output += n.output_tokens ?? 0;
        if (n.cost_usd !== null) cost = (cost ?? 0) + n.cost_usd;
      }
      stack.push(...n.children);
    }
    return {
      trace_id: root.trace_id,
      run_id: root.id,
      started_at: root.started_at,
      duration_ms: root.duration_ms,
      status: root.status,
      tokens: { input, output },
      cost_usd: cost === null ? null : Math.round(cost * 1e6) / 1e6,
      root,
    };
  });
  return traces.sort((a, b) => Date.parse(b.started_at) - Date.parse(a.started_at));
}

/** The traces (agent turns) of a conversation, newest first, with their run trees. */
export async function listConversationTraces(database: Database, storeId: string, conversationId: string): Promise<Trace[]> {
  return summarizeTraces(await listRuns(database, storeId, conversationId));
}

/** Encode a keyset position as an opaque URL-safe cursor. */
export function encodeTraceCursor(c: TraceCursor): string {
  return Buffer.from(JSON.stringify([c.startedAt.toISOString(), c.id])).toString('base64url');
}

/** Decode a cursor from {@link encodeTraceCursor}. @throws AppError invalid_request when it is not one */
export function decodeTraceCursor(cursor: string): TraceCursor {
  try {
    const [iso, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    const startedAt = new Date(String(iso));
    if (typeof iso === 'string' && typeof id === 'string' && !Number.isNaN(startedAt.getTime()) && /^[0-9a-f-]{36}$/i.test(id)) return { startedAt, id };
  } catch {
    // fall through
  }
  throw new AppError('invalid_request', 'cursor: not a cursor from this API');
}

/** The repository filters and page of a traces-list query. @throws AppError invalid_request for a bad cursor */
export function traceQueryOf(q: TraceListQuery): { filters: TraceFilters; page: TracePage } {
  return {
    filters: {
      status: q.status ? (q.status.split(',') as RunStatus[]) : undefined,
      minDurationMs: q.min_duration_ms, maxDurationMs: q.max_duration_ms,
      minTokens: q.min_tokens, maxTokens: q.max_tokens,
      minCostUsd: q.min_cost_usd, maxCostUsd: q.max_cost_usd,
      model: q.model, intent: q.intent, conversationId: q.conversation_id,
      from: q.from ? new Date(q.from) : undefined, to: q.to ? new Date(q.to) : undefined,
    },
    page: { limit: q.limit ?? 50, cursor: q.cursor ? decodeTraceCursor(q.cursor) : null },
  };
}

/**
 * A page of the store's traces (one per agent turn), newest first, filtered as `q` says (see
 * TraceListQuerySchema). @throws AppError invalid_request for a bad cursor
 */
export async function listTraces(database: Database, storeId: string, q: TraceListQuery): Promise<TraceList> {
  const { filters, page } = traceQueryOf(q);
  const { items, next } = await listTraceRoots(database, storeId, filters, page);
  return { traces: items, next_cursor: next ? encodeTraceCursor(next) : null };
}

/** Response budget of a trace view: per-field caps shrink so a huge trace stays ≤ ~4 MiB of inputs+outputs. */
const TRACE_VIEW_BUDGET_BYTES = 4 * 1024 * 1024;

/** A stored inputs/outputs value capped at `maxBytes` of JSON, with whether it was cut (now or when recorded). */
export function capTraceField(value: unknown, maxBytes: number): { value: unknown; truncated: boolean } {
  if (value === null || value === undefined) return { value: null, truncated: false };
  const json = JSON.stringify(value);
  if (Buffer.byteLength(json) <= maxBytes) return { value, truncated: hasTruncationMarker(json) };
  return { value: toJsonSafe(value, maxBytes), truncated: true };
}

/**
 * Every run of one of the store's traces, by start time, with ms offsets from the trace start (the root's
 * start, or the earliest run's) for a waterfall. Inputs/outputs are capped at 16 KiB each (less when the
 * trace has more than 128 runs: ≤ 4 MiB in all, ≥ 1 KiB per field).
 * @throws AppError not_found for an unknown id, another store's trace, or a non-root run id
 */
export async function getTraceDetail(database: Database, storeId: string, traceId: string): Promise<TraceDetail> {
  const [trace, runs] = await Promise.all([findTraceRoot(database, storeId, traceId), listTraceRuns(database, storeId, traceId)]);
  if (!trace) throw new AppError('not_found', 'No such trace');
  const t0 = Math.min(Date.parse(trace.started_at), ...runs.map((r) => Date.parse(r.started_at)));
  const cap = Math.max(1024, Math.min(MAX_FIELD_BYTES, Math.floor(TRACE_VIEW_BUDGET_BYTES / Math.max(1, 2 * runs.length))));
  return {
    trace,
    runs: runs.map((r): TraceRun => {
      const inputs = capTraceField(r.inputs, cap);
      const outputs = capTraceField(r.outputs, cap);
      return {
        id: r.id, parent_id: r.parent_id, kind: r.kind, name: r.name, status: r.status,
        started_at: r.started_at, ended_at: r.ended_at,
        start_offset_ms: Date.parse(r.started_at) - t0,
        end_offset_ms: r.ended_at ? Date.parse(r.ended_at) - t0 : null,
        duration_ms: r.duration_ms, model: r.model, input_tokens: r.input_tokens, output_tokens: r.output_tokens,
        cost_usd: r.cost_usd, error: r.error,
        inputs: inputs.value, outputs: outputs.value, truncated: { inputs: inputs.truncated, outputs: outputs.truncated },
        metadata: r.metadata,
      };
    }),
  };
}
