/** Drizzle queries of the run store (`runs`). Every query is scoped to one store. */
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import type { Run, TraceListItem } from './schemas.ts';
import type { RunStatus } from './tracer.ts';
import { runFeedback, runs } from './schema.ts';

type RunRow = typeof runs.$inferSelect;

/** Map a `runs` row to the API shape (ISO times, duration in ms, cost as a number). */
export function toRun(row: RunRow): Run {
  return {
    id: row.id,
    trace_id: row.traceId,
    parent_id: row.parentId,
    conversation_id: row.conversationId,
    kind: row.kind,
    name: row.name,
    status: row.status,
    inputs: row.inputs ?? null,
    outputs: row.outputs ?? null,
    error: row.error,
    started_at: row.startedAt.toISOString(),
    ended_at: row.endedAt ? row.endedAt.toISOString() : null,
    duration_ms: row.endedAt ? row.endedAt.getTime() - row.startedAt.getTime() : null,
    model: row.model,
    input_tokens: row.inputTokens,
    output_tokens: row.outputTokens,
    cost_usd: row.costUsd === null ? null : Number(row.costUsd),
    feedback: row.feedback ?? null,
    metadata: (row.metadata ?? {}) as Record<string, unknown>,
  };
}

/**
 * Every run of a conversation, flat, ordered by start time (then id). Uses index
 * `runs_conversation_idx (store_id, conversation_id, started_at)`.
 */
export async function listRuns(database: Database, storeId: string, conversationId: string): Promise<Run[]> {
  const rows = await database.db
    .select()
    .from(runs)
    .where(and(eq(runs.storeId, storeId), eq(runs.conversationId, conversationId)))
    .orderBy(asc(runs.startedAt), asc(runs.id));
  return rows.map(toRun);
}

/** Every run of one trace in a store, ordered by start (for a trace view / export). */
export async function listTraceRuns(database: Database, storeId: string, traceId: string): Promise<Run[]> {
  const rows = await database.db
    .select()
    .from(runs)
    .where(and(eq(runs.storeId, storeId), eq(runs.traceId, traceId)))
    .orderBy(asc(runs.startedAt), asc(runs.id));
  return rows.map(toRun);
}

/** True when the store has at least one run in this conversation. */
export async function hasConversationRuns(database: Database, storeId: string, conversationId: string): Promise<boolean> {
  const r = await database.db.execute<{ exists: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM ${runs} WHERE ${runs.storeId} = ${storeId} AND ${runs.conversationId} = ${conversationId}) AS exists`,
  );
  return Boolean(r.rows[0]?.exists);
}

/** Delete runs that started before `before` (retention, PRODUCT.md §9: 30 days). @returns rows deleted */
export async function deleteRunsBefore(database: Database, storeId: string, before: Date): Promise<number> {
  const r = await database.db.delete(runs).where(and(eq(runs.storeId, storeId), sql`${runs.startedAt} < ${before}`));
  return r.rowCount ?? 0;
}

/** Filters of {@link listTraceRoots}; every bound is inclusive except `to`. Durations in ms, cost in USD. */
export type TraceFilters = {
  status?: RunStatus[];
  minDurationMs?: number; maxDurationMs?: number;
  minTokens?: number; maxTokens?: number;
  minCostUsd?: number; maxCostUsd?: number;
  model?: string; intent?: string; conversationId?: string;
  from?: Date; to?: Date;
};

/** Keyset position: the last row seen (started_at, id). */
export type TraceCursor = { startedAt: Date; id: string };
/** A page request: size and the position after which it starts (null = newest). */
export type TracePage = { limit: number; cursor: TraceCursor | null };

const durationMs = sql`(extract(epoch from (${runs.endedAt} - ${runs.startedAt})) * 1000)`;
const totalTokens = sql`(coalesce(${runs.totalInputTokens}, 0) + coalesce(${runs.totalOutputTokens}, 0))`;

/** WHERE conditions of a filtered traces list (root runs of one store). */
function traceConditions(storeId: string, f: TraceFilters, cursor: TraceCursor | null): SQL[] {
  const c: SQL[] = [eq(runs.storeId, storeId), isNull(runs.parentId)];
  if (f.status?.length) c.push(inArray(runs.status, f.status));
  if (f.minDurationMs !== undefined) c.push(sql`${durationMs} >= ${f.minDurationMs}`);
  if (f.maxDurationMs !== undefined) c.push(sql`${durationMs} <= ${f.maxDurationMs}`);
  if (f.minTokens !== undefined) c.push(sql`${totalTokens} >= ${f.minTokens}`);
  if (f.maxTokens !== undefined) c.push(sql`${totalTokens} <= ${f.maxTokens}`);
  if (f.minCostUsd !== undefined) c.push(gte(runs.totalCostUsd, f.minCostUsd.toFixed(6)));
  if (f.maxCostUsd !== undefined) c.push(lte(runs.totalCostUsd, f.maxCostUsd.toFixed(6)));
  if (f.model !== undefined) c.push(eq(runs.model, f.model));
  if (f.intent !== undefined) c.push(eq(runs.intent, f.intent));
  if (f.conversationId !== undefined) c.push(eq(runs.conversationId, f.conversationId));
  if (f.from !== undefined) c.push(gte(runs.startedAt, f.from));
  if (f.to !== undefined) c.push(lt(runs.startedAt, f.to));
  if (cursor) c.push(sql`(${runs.startedAt}, ${runs.id}) < (${cursor.startedAt}, ${cursor.id})`);
  return c;
}

const traceColumns = {
  id: runs.id, conversationId: runs.conversationId, name: runs.name, status: runs.status,
  startedAt: runs.startedAt, endedAt: runs.endedAt, model: runs.model, intent: runs.intent,
  inputTokens: runs.totalInputTokens, outputTokens: runs.totalOutputTokens, costUsd: runs.totalCostUsd, error: runs.error,
  inputPreview: sql<string | null>`left(${runs.inputs} #>> '{messages,0,content}', 200)`,
  // Written out: drizzle renders `${runs.id}` unqualified, which inside this subquery would mean r.id.
  runCount: sql<number>`(SELECT count(*)::int FROM runs AS r WHERE r.trace_id = runs.id AND r.store_id = runs.store_id)`,
};

/** Root runs matching `where`, newest first (one query). */
function queryRoots(database: Database, where: SQL | undefined, limit: number) {
  return database.db.select(traceColumns).from(runs).where(where).orderBy(desc(runs.startedAt), desc(runs.id)).limit(limit);
}
type TraceRootRow = Awaited<ReturnType<typeof queryRoots>>[number];

function toTraceListItem(r: TraceRootRow): TraceListItem {
  const known = r.inputTokens !== null || r.outputTokens !== null;
  return {
    trace_id: r.id,
    conversation_id: r.conversationId,
    name: r.name,
    status: r.status,
    started_at: r.startedAt.toISOString(),
    ended_at: r.endedAt ? r.endedAt.toISOString() : null,
    duration_ms: r.endedAt ? r.endedAt.getTime() - r.startedAt.getTime() : null,
    model: r.model,
    intent: r.intent,
    input_tokens: r.inputTokens,
    output_tokens: r.outputTokens,
    total_tokens: known ? (r.inputTokens ?? 0) + (r.outputTokens ?? 0) : null,
    cost_usd: r.costUsd === null ? null : Number(r.costUsd),
    error: r.error,
    input_preview: r.inputPreview ?? '',
    run_count: r.runCount,
  };
}

/**
 * The (unexecuted) query of one page of a store's traces: root runs newest first, `limit + 1` rows (one more tells
 * whether a next page exists). Exposed so bench/admin.ts can EXPLAIN exactly what the API runs.
 */
export function traceRootsQuery(database: Database, storeId: string, filters: TraceFilters, page: TracePage) {
  return queryRoots(database, and(...traceConditions(storeId, filters, page.cursor)), page.limit + 1);
}

/**
 * One page of a store's traces (root runs), newest first, keyset-paginated on (started_at, id).
 * Uses the partial index `runs_store_roots_idx (store_id, started_at, id) WHERE parent_id IS NULL`
 * (scanned backwards), or for a status, intent or model filter its own partial index; the other filters are
 * checked on the rows it yields.
 * @returns up to `limit` items and the cursor of the next page (null when there is none)
 */
export async function listTraceRoots(database: Database, storeId: string, filters: TraceFilters, page: TracePage): Promise<{ items: TraceListItem[]; next: TraceCursor | null }> {
  const rows = await traceRootsQuery(database, storeId, filters, page);
  const more = rows.length > page.limit;
  const items = rows.slice(0, page.limit).map((r) => toTraceListItem(r));
  const last = rows[page.limit - 1];
  return { items, next: more && last ? { startedAt: last.startedAt, id: last.id } : null };
}

/** The root run of a store's trace as a list item, or null (unknown id, another store's, or not a root). */
export async function findTraceRoot(database: Database, storeId: string, traceId: string): Promise<TraceListItem | null> {
  const rows = await queryRoots(database, and(eq(runs.storeId, storeId), eq(runs.id, traceId), isNull(runs.parentId)), 1);
  return rows[0] ? toTraceListItem(rows[0]) : null;
}

/**
 * Conversations of the store with a staff "wrong answer" flag (run_feedback `wrong_answer`) made at or after `since`,
 * most recently flagged first, at most 1,000 (the Test agent's and `aisle eval replay --flagged`'s selection).
 */
export async function flaggedConversationIds(database: Database, storeId: string, since: Date): Promise<string[]> {
  const rows = await database.db.select({ id: runFeedback.conversationId, last: sql<Date>`max(${runFeedback.createdAt})` }).from(runFeedback)
    .where(and(eq(runFeedback.storeId, storeId), eq(runFeedback.key, 'wrong_answer'), gte(runFeedback.createdAt, since)))
    .groupBy(runFeedback.conversationId).orderBy(desc(sql`max(${runFeedback.createdAt})`)).limit(1000);
  return rows.map((r) => r.id);
}
