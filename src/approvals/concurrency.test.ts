/**
 * 1,000 threads stopped at a refund approval (seeded through the real agent on the local model), all approved, then
 * resumed concurrently — each resume delivered TWICE at the same time, as a retried job or a second process would.
 * Side effects are counted in the database: exactly one order_actions row and one refund.issued event per approval,
 * every order refunded exactly once, zero double executions. Throughput is measured by bench/approvals.ts.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, test } from 'node:test';
import { cloneTestDatabase, testCacheDir } from '../../test/support/db.ts';
import { createLocalAgent, mapLimit, seedInterruptedThreads } from '../../test/support/approvals-seed.ts';
import { openDatabase } from '../db/index.ts';
import { countDuplicateOrderActions } from '../orders/index.ts';
import { findStoreByHandle } from '../stores/index.ts';
import { decideApproval, findOpenApprovalOnThread } from './service.ts';
import { createApprovalWorkflow } from './workflow.ts';
import { silentLogger } from '../shared/logger.ts';

const THREADS = 1000;

test(`${THREADS} concurrent resumes on distinct threads (each delivered twice): zero double executions`, { timeout: 1_800_000 }, async () => {
  const { database: small, drop } = await cloneTestDatabase('demo');
  after(drop);
  const database = openDatabase(small.url, 40);
  after(() => database.pool.end());
  const agent = await createLocalAgent(database, testCacheDir() ?? path.resolve('.aisle/test-cache'));
  const store = (await findStoreByHandle(database, 'demo'))!;
  const threads = await seedInterruptedThreads(database, agent, store, THREADS, { concurrency: 12 });
  const owner = (await database.pool.query<{ id: string }>(`SELECT id FROM staff_users WHERE store_id = $1 LIMIT 1`, [store.id])).rows[0]?.id
    ?? '00000000-0000-4000-8000-000000000000';

  // Decisions are stored before any resume starts (as staff would take them); 12 at a time, like the seeding.
  const approvals = await mapLimit(threads, 12, async (t) => {
    const open = await findOpenApprovalOnThread(database, t.conversationId);
    assert.ok(open, 'thread stopped at an approval');
    return decideApproval(database, store.id, open.id, { decision: 'approved', staffId: owner });
  });
  const workflow = createApprovalWorkflow({ database, agent, logger: silentLogger, maxConcurrentResumes: 12 });
  const outcomes = await Promise.all(approvals.flatMap((a) => [workflow.resume(a), workflow.resume(a)]));
  assert.equal(outcomes.filter(Boolean).length, THREADS, 'exactly one of the two deliveries resumed each thread');

  const q = async (sql: string, params: unknown[] = []) => Number((await database.pool.query(sql, params)).rows[0].n);
  assert.equal(await q(`SELECT count(*) AS n FROM approvals WHERE store_id = $1 AND status = 'executed'`, [store.id]), THREADS);
  assert.equal(await q(`SELECT count(*) AS n FROM order_actions WHERE store_id = $1`, [store.id]), THREADS);
  assert.equal(await countDuplicateOrderActions(database.db, store.id), 0);
  assert.equal(await q(`SELECT count(*) AS n FROM domain_events WHERE store_id = $1 AND type = 'refund.issued'`, [store.id]), THREADS);
  assert.equal(await q(`SELECT count(*) AS n FROM orders WHERE store_id = $1 AND name LIKE '#5%' AND refunded_cents = 1000`, [store.id]), THREADS);
  assert.equal(await q(`SELECT count(*) AS n FROM orders WHERE store_id = $1 AND refunded_cents > total_cents`, [store.id]), 0);
  // Every shopper was told: one "approved and done" agent message per conversation.
  assert.equal(await q(`SELECT count(*) AS n FROM messages WHERE store_id = $1 AND role = 'agent' AND text LIKE '%approved it and it''s done%'`, [store.id]), THREADS);
});
