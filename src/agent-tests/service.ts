/**
 * Agent tests (issue 10, "test before publishing"; the Test agent screen): a run replays a test set — recorded
 * conversations chosen by date, intent or staff flag, or a JSONL set uploaded or saved — in sandbox threads against
 * the live settings and, side by side, the store's settings draft (src/agent-tests/replay.ts: no order action, cart,
 * checkout, event, email or handoff takes effect). Runs are background jobs (pg-boss queue `agent-tests.run`); the
 * run row holds its input, progress and report, and stays readable at /admin/settings/test-agent/<id>.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { turnStoreOf, type AgentService } from '../agent/index.ts';
import { listReplayableConversations } from '../conversations/index.ts';
import type { Database } from '../db/index.ts';
import type { Jobs } from '../jobs/index.ts';
import { flaggedConversationIds } from '../observability/index.ts';
import { AppError } from '../shared/errors.ts';
import type { Logger } from '../shared/logger.ts';
import { findStoreById, type SettingsDraft } from '../stores/index.ts';
import { parseConversations } from './eval-format.ts';
import { durationMs, replayConversations, type ReplayConversation, type ReplayReport } from './replay.ts';
import { agentTestRuns, agentTestSets } from './schema.ts';
import { MAX_RUN_TURNS, type StartTestRun, type TestRun, type TestRunSummary } from './schemas.ts';

/** The pg-boss queue of test runs. */
export const AGENT_TEST_QUEUE = 'agent-tests.run';
/** Seconds a run may take before pg-boss gives up on it (1,000 turns × 2 versions on a slow provider). */
const RUN_EXPIRE_S = 3600;
/** Progress is written at most this often (ms): the screen polls it. */
const PROGRESS_EVERY_MS = 500;

/** Dependencies of the agent tests service. `readDraft`: the store's settings draft with its model key openable. */
export type AgentTestsDeps = {
  database: Database; agent: AgentService; jobs: Jobs; logger: Logger;
  readDraft: (storeId: string) => Promise<SettingsDraft | null>;
};

type RunRow = typeof agentTestRuns.$inferSelect;
type Source = TestRunSummary['source'];

const invalid = (path: string, code: string, message: string) => new AppError('invalid_request', message, { extra: { errors: [{ path, code, message }] } });

/** The conversations of an uploaded or saved JSONL set. @throws AppError invalid_request `invalid_test_set` naming the line */
function conversationsOfJsonl(jsonl: string, path: string): ReplayConversation[] {
  try {
    const parsed = parseConversations(jsonl).map((c) => ({ id: c.id, turns: c.turns.map((t) => ({ say: t.say, expect: t.expect })) }));
    if (!parsed.length) throw new Error('no conversation in the file');
    return parsed;
  } catch (err) {
    throw invalid(path, 'invalid_test_set', `The test set is not in the eval format: ${(err as Error).message}`);
  }
}

function summaryOf(row: RunRow): TestRunSummary {
  const report = row.report as ReplayReport | null;
  const draft = row.draft as { version: number; changes: { path: string; live: unknown; draft: unknown }[] } | null;
  return {
    id: row.id, status: row.status, source: row.source as Source,
    conversations: (row.conversations as unknown[]).length, total_turns: row.totalTurns, done_turns: row.doneTurns, draft,
    totals: report ? { changed: report.changed, duration_ms: report.duration_ms, live: report.live, draft: report.draft } : null,
    error: row.error, url: `/admin/settings/test-agent/${row.id}`,
    created_at: row.createdAt.toISOString(), started_at: row.startedAt?.toISOString() ?? null, finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Delete at most `limit` of a store's finished test runs (done or failed) asked for before `before`: their reports
 * hold the shopper turns they replayed, so they go with the store's traces (the daily trace retention job,
 * src/observability/retention.ts). Queued and running runs are kept whatever their age. Returns how many were deleted.
 */
export async function deleteTestRunsBefore(database: Database, storeId: string, before: Date, limit: number): Promise<number> {
  const r = await database.db.execute<{ n: number }>(sql`
    WITH gone AS (
      DELETE FROM agent_test_runs WHERE id IN (
        SELECT id FROM agent_test_runs WHERE store_id = ${storeId} AND created_at < ${before} AND status IN ('done', 'failed')
        ORDER BY created_at LIMIT ${limit}
      ) RETURNING 1
    )
    SELECT count(*)::int AS n FROM gone`);
  return r.rows[0]?.n ?? 0;
}

/** The agent tests service (routes and the job use it). */
export type AgentTests = {
  /**
   * Choose the conversations, store the run (queued) and queue its job; answers at once.
   * @throws AppError invalid_request (`errors[0].code`: `invalid_test_set` with the line, `jsonl_required`,
   *   `no_conversations` when the selection is empty, `too_many_turns` above {@link MAX_RUN_TURNS}), not_found
   *   (`no_saved_set`), conflict (`run_in_progress`: one unfinished run per store)
   */
  start(input: { storeId: string; staffId: string; request: StartTestRun }): Promise<TestRunSummary>;
  /** The store's runs, newest first (at most 50). */
  list(storeId: string): Promise<TestRunSummary[]>;
  /** One run with its per-turn report. @throws AppError not_found (also for another store's run) */
  get(storeId: string, id: string): Promise<TestRun>;
  /** The store's saved test set, or null. */
  testSet(storeId: string): Promise<{ name: string; conversations: number; turns: number; updated_at: string; jsonl: string } | null>;
  /** Run one queued run (the job handler). A run found `running` was cut short by a stopped process: failed, not re-run. */
  runJob(runId: string, storeId: string): Promise<void>;
};

/** Create the service and register the job queue (handlers run where jobs run). */
export async function createAgentTests(deps: AgentTestsDeps): Promise<AgentTests> {
  const { database } = deps;

  async function chooseConversations(storeId: string, staffId: string, r: StartTestRun): Promise<{ conversations: ReplayConversation[]; source: Source }> {
    const base: Source = { source: r.source, name: null, since: null, intent: null, flagged: false, limit: null };
    if (r.source === 'recent') {
      const since = new Date(Date.now() - durationMs(r.since));
      const ids = r.flagged ? await flaggedConversationIds(database, storeId, since) : undefined;
      const recorded = await listReplayableConversations(database, storeId, { since, intent: r.intent, limit: r.limit, ...(ids ? { ids } : {}) });
      const conversations = recorded.map((c) => ({ id: c.id, turns: c.turns.map((t) => ({ say: t.say, recorded: t.answer === null ? null : { text: t.answer } })) }));
      return { conversations, source: { ...base, since: r.since, intent: r.intent ?? null, flagged: r.flagged, limit: r.limit } };
    }
    if (r.source === 'upload') {
      if (!r.jsonl?.trim()) throw invalid('jsonl', 'jsonl_required', 'Upload a test set (JSONL) to run');
      const conversations = conversationsOfJsonl(r.jsonl, 'jsonl');
      const name = r.name ?? 'Uploaded test set';
      if (r.save) {
        const values = {
          name, jsonl: r.jsonl, conversations: conversations.length, turns: conversations.reduce((n, c) => n + c.turns.length, 0), updatedAt: new Date(), updatedBy: staffId,
        };
        await database.db.insert(agentTestSets).values({ storeId, ...values }).onConflictDoUpdate({ target: agentTestSets.storeId, set: values });
      }
      return { conversations, source: { ...base, name } };
    }
    const [set] = await database.db.select().from(agentTestSets).where(eq(agentTestSets.storeId, storeId)).limit(1);
    if (!set) throw new AppError('not_found', 'The store has no saved test set: upload one with "save"', { extra: { errors: [{ path: 'source', code: 'no_saved_set', message: 'no saved test set' }] } });
    return { conversations: conversationsOfJsonl(set.jsonl, 'source'), source: { ...base, name: set.name } };
  }

  const service: AgentTests = {
    async start({ storeId, staffId, request }) {
      const { conversations, source } = await chooseConversations(storeId, staffId, request);
      if (!conversations.length) throw invalid('source', 'no_conversations', 'No conversation matches: widen the time range or drop the intent or flag filter');
      const turns = conversations.reduce((n, c) => n + c.turns.length, 0);
      if (turns > MAX_RUN_TURNS) throw invalid('source', 'too_many_turns', `${turns} turns: a run replays at most ${MAX_RUN_TURNS}; choose fewer conversations`);
      const draft = await deps.readDraft(storeId);
      let row: RunRow;
      try {
        [row] = (await database.db.insert(agentTestRuns).values({
          storeId, source, conversations, totalTurns: turns * (draft ? 2 : 1), createdBy: staffId,
          draft: draft ? { version: draft.version, changes: draft.changes } : null,
        }).returning()) as [RunRow];
      } catch (err) {
        if ((err as { cause?: { code?: string } }).cause?.code === '23505' || (err as { code?: string }).code === '23505') {
          throw new AppError('conflict', 'A test run is already in progress for this store: wait for it to finish', { extra: { errors: [{ path: 'source', code: 'run_in_progress', message: 'a run is in progress' }] } });
        }
        throw err;
      }
      await deps.jobs.send(AGENT_TEST_QUEUE, { runId: row.id, storeId });
      return summaryOf(row);
    },

    async list(storeId) {
      const rows = await database.db.select().from(agentTestRuns).where(eq(agentTestRuns.storeId, storeId)).orderBy(desc(agentTestRuns.createdAt)).limit(50);
      return rows.map(summaryOf);
    },

    async get(storeId, id) {
      const [row] = await database.db.select().from(agentTestRuns).where(and(eq(agentTestRuns.storeId, storeId), eq(agentTestRuns.id, id))).limit(1);
      if (!row) throw new AppError('not_found', 'No such test run');
      return { ...summaryOf(row), results: ((row.report as ReplayReport | null)?.results ?? []) as TestRun['results'] };
    },

    async testSet(storeId) {
      const [set] = await database.db.select().from(agentTestSets).where(eq(agentTestSets.storeId, storeId)).limit(1);
      return set ? { name: set.name, conversations: set.conversations, turns: set.turns, updated_at: set.updatedAt.toISOString(), jsonl: set.jsonl } : null;
    },

    async runJob(runId, storeId) {
      const where = and(eq(agentTestRuns.id, runId), eq(agentTestRuns.storeId, storeId));
      const [row] = await database.db.select().from(agentTestRuns).where(where).limit(1);
      if (!row || row.status === 'done' || row.status === 'failed') return;
      const finish = (values: Partial<RunRow>) => database.db.update(agentTestRuns).set({ ...values, finishedAt: new Date() }).where(where);
      if (row.status === 'running') {
        await finish({ status: 'failed', error: 'The run was interrupted (the server stopped while it ran). Start it again.' });
        return;
      }
      const store = await findStoreById(database, storeId);
      if (!store) return;
      // The draft as it is now (it may have been saved again since the run was asked for): the report says which version.
      const draft = await deps.readDraft(storeId);
      const conversations = row.conversations as ReplayConversation[];
      const totalTurns = conversations.reduce((n, c) => n + c.turns.length, 0) * (draft ? 2 : 1);
      await database.db.update(agentTestRuns).set({
        status: 'running', startedAt: new Date(), draft: draft ? { version: draft.version, changes: draft.changes } : null, totalTurns,
      }).where(where);
      let lastWrite = 0;
      let pending: Promise<unknown> = Promise.resolve();
      try {
        const report = await replayConversations({
          database, agent: deps.agent, live: turnStoreOf(store), draft: draft ? turnStoreOf(store, draft) : null,
          conversations,
          onProgress: (done) => {
            const now = Date.now();
            if (now - lastWrite < PROGRESS_EVERY_MS) return;
            lastWrite = now;
            pending = pending.then(() => database.db.update(agentTestRuns).set({ doneTurns: done }).where(where)).catch(() => {});
          },
        });
        await pending;
        await finish({ status: 'done', report, doneTurns: totalTurns });
      } catch (err) {
        await pending;
        deps.logger.error({ err, runId }, 'agent test run failed');
        await finish({ status: 'failed', error: 'The run failed; see the server log.' });
      }
    },
  };

  await deps.jobs.register<{ runId: string; storeId: string }>(AGENT_TEST_QUEUE, async ([job]) => {
    await service.runJob(job!.data.runId, job!.data.storeId);
  }, { retryLimit: 1, retryDelay: 5, expireInSeconds: RUN_EXPIRE_S });
  return service;
}
