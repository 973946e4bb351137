/**
 * Trace retention (issue 10 item 6; PRODUCT.md §9): a store's traces are kept `retention_days` (trace_settings;
 * default {@link DEFAULT_TRACE_RETENTION_DAYS}), then a daily job deletes
 * - runs: every run of a turn whose root started before the cutoff (with the turn's feedback), and
 * - LangGraph checkpoints of conversations that are over (resolved or closed) and have had no message since the
 *   cutoff: the agent's saved thread state. The conversation and its messages stay (the inbox and analytics read
 *   them); a shopper who writes again later starts from a fresh thread state with the transcript still shown;
 * - Test agent reports (`agent_test_runs`, src/agent-tests) asked for before the cutoff and finished: they hold the
 *   shopper turns they replayed and both versions' answers.
 *
 * Work is done in batches ({@link RETENTION_BATCH} turns or threads per statement) so no transaction grows with the
 * backlog, store by store, every query scoped to one store.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import type { Jobs } from '../jobs/index.ts';
import type { Logger } from '../shared/logger.ts';

/** Days a store's traces are kept unless it says otherwise (PRODUCT.md §9). */
export const DEFAULT_TRACE_RETENTION_DAYS = 30;
/** Shortest and longest retention a store may set (days). */
export const TRACE_RETENTION_LIMITS = { min: 1, max: 3650 } as const;
/** Turns (or threads) deleted per statement. */
export const RETENTION_BATCH = 500;
/** pg-boss queue of the daily job (cron `RETENTION_CRON`, UTC). */
export const TRACE_RETENTION_QUEUE = 'traces.retention';
/** When the daily job runs (UTC; off the hour, away from the events prune at 03:17). */
export const RETENTION_CRON = '41 3 * * *';

/** How the job reaches the conversations and the agent's checkpoints (wired by server.ts). */
export type RetentionDeps = {
  database: Database;
  /**
   * Thread ids of a store's conversations that are over (resolved or closed), had their last message before `before`
   * and still have checkpoints to delete; at most `limit`.
   */
  staleThreads: (storeId: string, before: Date, limit: number) => Promise<string[]>;
  /** Delete the checkpoints of these threads and remember that they are gone. */
  forgetThreads: (storeId: string, threadIds: string[]) => Promise<void>;
  /**
   * Delete at most `limit` of a store's finished Test agent runs asked for before `before` (src/agent-tests
   * `deleteTestRunsBefore`); returns how many were deleted.
   */
  pruneTestRuns: (storeId: string, before: Date, limit: number) => Promise<number>;
  /** The clock (tests). */
  now?: () => Date;
};

/** What one pass deleted: runs, feedback rows, thread states and Test agent runs, over `stores` stores. */
export type RetentionResult = { stores: number; runs: number; feedback: number; threads: number; testRuns: number };

/** Every store and its trace retention (days). */
async function storesWithRetention(database: Database): Promise<{ storeId: string; days: number }[]> {
  const r = await database.pool.query<{ store_id: string; days: number }>(
    `SELECT s.id AS store_id, coalesce(t.retention_days, $1)::int AS days FROM stores s LEFT JOIN trace_settings t ON t.store_id = s.id`,
    [DEFAULT_TRACE_RETENTION_DAYS],
  );
  return r.rows.map((x) => ({ storeId: x.store_id, days: x.days }));
}

/** Delete one batch of a store's turns whose root started before `before`: their runs and feedback. */
async function deleteOldTurns(database: Database, storeId: string, before: Date): Promise<{ turns: number; runs: number; feedback: number }> {
  const r = await database.db.execute<{ turns: number; runs: number; feedback: number }>(sql`
    WITH roots AS (
      SELECT id FROM runs WHERE store_id = ${storeId} AND parent_id IS NULL AND started_at < ${before}
      ORDER BY started_at LIMIT ${RETENTION_BATCH}
    ), gone_feedback AS (
      DELETE FROM run_feedback WHERE store_id = ${storeId} AND trace_id IN (SELECT id FROM roots) RETURNING 1
    ), gone_runs AS (
      DELETE FROM runs WHERE store_id = ${storeId} AND trace_id IN (SELECT id FROM roots) RETURNING 1
    )
    SELECT (SELECT count(*) FROM roots)::int AS turns, (SELECT count(*) FROM gone_runs)::int AS runs,
           (SELECT count(*) FROM gone_feedback)::int AS feedback`);
  return r.rows[0] ?? { turns: 0, runs: 0, feedback: 0 };
}

/**
 * One retention pass over every store (the daily job). Never deletes a turn, thread or test run newer than its
 * store's cutoff. @throws what a deletion throws (pg-boss retries the job; what was deleted stays deleted)
 */
export async function pruneTraces(deps: RetentionDeps): Promise<RetentionResult> {
  const now = deps.now?.() ?? new Date();
  const result: RetentionResult = { stores: 0, runs: 0, feedback: 0, threads: 0, testRuns: 0 };
  for (const { storeId, days } of await storesWithRetention(deps.database)) {
    const before = new Date(now.getTime() - days * 86_400_000);
    result.stores++;
    for (;;) {
      const gone = await deleteOldTurns(deps.database, storeId, before);
      result.runs += gone.runs;
      result.feedback += gone.feedback;
      if (gone.turns < RETENTION_BATCH) break;
    }
    for (;;) {
      const threads = await deps.staleThreads(storeId, before, RETENTION_BATCH);
      if (!threads.length) break;
      await deps.forgetThreads(storeId, threads);
      result.threads += threads.length;
      if (threads.length < RETENTION_BATCH) break;
    }
    for (;;) {
      const gone = await deps.pruneTestRuns(storeId, before, RETENTION_BATCH);
      result.testRuns += gone;
      if (gone < RETENTION_BATCH) break;
    }
  }
  return result;
}

/** Register the daily retention job ({@link TRACE_RETENTION_QUEUE}, cron {@link RETENTION_CRON} UTC; retried twice). */
export async function registerTraceRetentionJob(jobs: Jobs, deps: RetentionDeps, logger?: Logger): Promise<void> {
  await jobs.register(TRACE_RETENTION_QUEUE, async () => {
    const r = await pruneTraces(deps);
    if (r.runs || r.threads || r.testRuns) logger?.info(r, 'trace retention: deleted old runs, thread states and test runs');
  }, { cron: RETENTION_CRON, policy: 'short', retryLimit: 2 });
}
