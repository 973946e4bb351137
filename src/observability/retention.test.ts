/**
 * Trace retention against a real Aisle (demo store, local model, real turns through the widget API, LangGraph's
 * Postgres checkpoints): old turns' runs and feedback go, finished conversations' thread states go, old finished Test
 * agent reports go, conversations and messages stay, recent and open ones (and unfinished test runs) are untouched; the
 * store's retention is set over the API; the daily job is scheduled.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { openSession, sendMessage, type WidgetSession } from '../../test/support/widget-client.ts';
import { signInDemoOwner, type AdminClient } from '../../test/support/admin-client.ts';
import { deleteTestRunsBefore } from '../agent-tests/index.ts';
import { markThreadsPruned, staleConversationThreads } from '../conversations/index.ts';
import { pruneTraces, TRACE_RETENTION_QUEUE, type RetentionDeps } from './retention.ts';

let srv: TestServer;
let owner: AdminClient;
const DAY = 86_400_000;

before(async () => {
  srv = await startTestServer();
  owner = await signInDemoOwner(srv);
});

after(async () => {
  await srv?.stop();
});

function deps(): RetentionDeps {
  return {
    database: srv.database,
    staleThreads: (storeId, b, limit) => staleConversationThreads(srv.database, storeId, b, limit),
    forgetThreads: async (storeId, ids) => { await srv.agent.deleteThreads(ids); await markThreadsPruned(srv.database, storeId, ids); },
    pruneTestRuns: (storeId, b, limit) => deleteTestRunsBefore(srv.database, storeId, b, limit),
  };
}

/** A conversation with one real turn, its status and every timestamp moved `ageDays` into the past. */
async function conversation(status: 'open' | 'resolved' | 'closed', ageDays: number): Promise<WidgetSession> {
  const s = await openSession(srv.url);
  const r = await sendMessage(srv.url, s, 'water bottle under $20');
  assert.equal(r.status, 200);
  const q = srv.database.pool;
  const ago = new Date(Date.now() - ageDays * DAY);
  await q.query('UPDATE conversations SET status = $2, last_message_at = $3 WHERE id = $1', [s.conversation_id, status, ago]);
  await q.query('UPDATE messages SET created_at = $2 WHERE conversation_id = $1', [s.conversation_id, ago]);
  await q.query('UPDATE runs SET started_at = $2 WHERE conversation_id = $1', [s.conversation_id, ago]);
  return s;
}

async function counts(s: WidgetSession): Promise<{ runs: number; messages: number; checkpoints: number; conversations: number; feedback: number }> {
  const r = await srv.database.pool.query(`SELECT
      (SELECT count(*) FROM runs WHERE conversation_id = $1)::int AS runs,
      (SELECT count(*) FROM messages WHERE conversation_id = $1)::int AS messages,
      (SELECT count(*) FROM run_feedback WHERE conversation_id = $1)::int AS feedback,
      (SELECT count(*) FROM conversations WHERE id = $1)::int AS conversations,
      (SELECT count(*) FROM langgraph.checkpoints WHERE thread_id = (SELECT thread_id FROM conversations WHERE id = $1))::int AS checkpoints`,
  [s.conversation_id]);
  return r.rows[0];
}

describe('trace retention', () => {
  it('deletes old runs, feedback and finished threads\' checkpoints; keeps conversations, recent and open ones', async () => {
    const oldClosed = await conversation('resolved', 40);
    const oldOpen = await conversation('open', 40);
    const recentClosed = await conversation('closed', 5);
    // Thumbs down on the old turn: feedback that must go with it.
    const root = await srv.database.pool.query<{ id: string; store_id: string }>('SELECT id, store_id FROM runs WHERE conversation_id = $1 AND parent_id IS NULL', [oldClosed.conversation_id]);
    await srv.traceExport.recordFeedback({ storeId: root.rows[0]!.store_id, conversationId: oldClosed.conversation_id, traceId: root.rows[0]!.id, key: 'csat', score: 0 });
    const before = await Promise.all([oldClosed, oldOpen, recentClosed].map(counts));
    for (const c of before) assert.ok(c.runs > 1 && c.checkpoints > 0 && c.messages === 2, JSON.stringify(c));
    assert.equal(before[0]!.feedback, 1);

    const first = await pruneTraces(deps());
    const [a, b, c] = await Promise.all([oldClosed, oldOpen, recentClosed].map(counts));
    assert.deepEqual(a, { runs: 0, messages: 2, checkpoints: 0, conversations: 1, feedback: 0 }, 'old and over: runs, feedback and thread state gone');
    assert.deepEqual(b, { ...before[1]!, runs: 0 }, 'old but open: runs gone, thread state kept');
    assert.deepEqual(c, before[2], 'recent: untouched');
    assert.ok(first.runs >= before[0]!.runs + before[1]!.runs && first.feedback >= 1 && first.threads >= 1);
    // A second pass finds nothing left to do for those threads.
    const again = await pruneTraces(deps());
    assert.equal(again.threads, 0);
    assert.equal(again.runs, 0);
  });

  it('follows the store\'s retention set over the API; bad values are refused', async () => {
    const bad = await owner.json('/api/v1/admin/trace-export/retention', { method: 'PUT', body: { days: 0 } });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.code, 'invalid_request');
    const week = await conversation('closed', 8);
    assert.equal((await pruneTraces(deps())).threads, 0, 'kept 30 days by default');
    const ok = await owner.json('/api/v1/admin/trace-export/retention', { method: 'PUT', body: { days: 7 } });
    assert.equal(ok.status, 200);
    assert.equal(ok.body.retention_days, 7);
    await pruneTraces(deps());
    const c = await counts(week);
    assert.equal(c.runs, 0);
    assert.equal(c.checkpoints, 0);
    assert.equal(c.messages, 2);
  });

  it('deletes old finished Test agent reports with the traces, store by store; keeps recent and unfinished ones', async () => {
    const q = srv.database.pool;
    const demo = (await q.query<{ id: string }>("SELECT id FROM stores WHERE handle = 'demo'")).rows[0]!.id;
    // A second store whose retention is longer: its 40-day-old report stays.
    const other = (await q.query<{ id: string }>(
      "INSERT INTO stores (name, handle) VALUES ('Keeps long', 'retention-' || substr(md5(random()::text), 1, 8)) RETURNING id",
    )).rows[0]!.id;
    await q.query('INSERT INTO trace_settings (store_id, retention_days) VALUES ($1, 90)', [other]);
    const add = async (storeId: string, status: string, ageDays: number) => (await q.query<{ id: string }>(
      `INSERT INTO agent_test_runs (store_id, status, source, conversations, total_turns, report, created_at)
       VALUES ($1, $2, '{"source":"recent"}', '[{"id":"c1","turns":[{"say":"my email is jane@example.com"}]}]', 1, '{}', $3) RETURNING id`,
      [storeId, status, new Date(Date.now() - ageDays * DAY)],
    )).rows[0]!.id;
    const oldDone = await add(demo, 'done', 40);
    const oldFailed = await add(demo, 'failed', 40);
    const oldRunning = await add(demo, 'running', 40);
    const recentDone = await add(demo, 'done', 2);
    const otherOld = await add(other, 'done', 40);

    const r = await pruneTraces(deps());
    const left = new Set((await q.query<{ id: string }>('SELECT id FROM agent_test_runs')).rows.map((x) => x.id));
    assert.ok(!left.has(oldDone) && !left.has(oldFailed), 'old finished reports deleted');
    assert.ok(left.has(oldRunning), 'a run still in progress is kept');
    assert.ok(left.has(recentDone), 'a recent report is kept');
    assert.ok(left.has(otherOld), "another store's report follows that store's retention");
    assert.equal(r.testRuns, 2);
    assert.equal((await pruneTraces(deps())).testRuns, 0, 'nothing left to delete');
  });

  it('runs daily as a pg-boss cron job', async () => {
    const r = await srv.database.pool.query<{ cron: string; timezone: string }>('SELECT cron, timezone FROM pgboss.schedule WHERE name = $1', [TRACE_RETENTION_QUEUE]);
    assert.equal(r.rows.length, 1);
    assert.match(r.rows[0]!.cron, /^\d+ \d+ \* \* \*$/);
  });
});
