/** Drizzle queries of the run store (`runs`). Every query is scoped to one store. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import type { Run } from './schemas.ts';
import { runs } from './schema.ts';

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
