/**
 * `node bench/approvals.ts --json [--resumes 1000] [--concurrency 12] [--latency-samples 100]`: approval resumes.
 * Postgres: DATABASE_URL, else an embedded server in a temporary folder (migrations applied, one bare store).
 * 1. Seeds `resumes` threads through the real agent on the local model until each stops at a refund approval
 *    (LangGraph interrupt), approves them all, then resumes them all at once (each resume delivered twice, as a
 *    retried job would) through the approval workflow with `concurrency` resumes in flight: `resumes_per_s`.
 *    `double_executions` counts order_actions rows beyond one per idempotency key plus executions beyond one per
 *    approval (both must be 0).
 * 2. Decision → shopper told: `latency-samples` more threads, decided one at a time through the workflow (as the
 *    admin API does); the time from the decision call to the agent's answer being stored and published to the
 *    conversation (the realtime hook). p50/p95 in ms.
 * Output (stdout, one JSON object): {"resumes","resumes_per_s","double_executions","decision_to_shopper_p50_ms","p95_ms"}.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createApprovalWorkflow } from '../src/approvals/workflow.ts';
import { decideApproval, findOpenApprovalOnThread, type Approval } from '../src/approvals/service.ts';
import { applyMigrations, openDatabase, startEmbeddedPostgres, type Database, type EmbeddedServer } from '../src/db/index.ts';
import { countDuplicateOrderActions } from '../src/orders/index.ts';
import { createStore } from '../src/stores/index.ts';
import { createLocalAgent, seedInterruptedThreads } from '../test/support/approvals-seed.ts';
import { testLogger } from '../test/support/logger.ts';
import { percentile } from './turns.ts';

const { values } = parseArgs({ options: {
  json: { type: 'boolean', default: false }, resumes: { type: 'string', default: '1000' },
  concurrency: { type: 'string', default: '12' }, 'latency-samples': { type: 'string', default: '100' },
} });
const N = Number(values.resumes);
const CONCURRENCY = Number(values.concurrency);
const SAMPLES = Number(values['latency-samples']);
const log = (msg: string) => { if (!values.json) process.stderr.write(`${msg}\n`); };

let embedded: EmbeddedServer | null = null;
let dir: string | null = null;
let database: Database;
if (process.env.DATABASE_URL) {
  database = openDatabase(process.env.DATABASE_URL, 40);
} else {
  dir = await mkdtemp(path.join(os.tmpdir(), 'aisle-bench-approvals-'));
  embedded = await startEmbeddedPostgres(path.join(dir, 'pg'));
  database = openDatabase(embedded.url, 40);
}
try {
  await applyMigrations(database);
  const store = await createStore(database, { handle: `bench-approvals-${Date.now().toString(36)}`, name: 'Bench approvals' });
  const agent = await createLocalAgent(database, path.resolve('.aisle/cache'));
  const told = new Map<string, () => void>();
  const workflow = createApprovalWorkflow({
    database, agent, logger: testLogger, maxConcurrentResumes: CONCURRENCY,
    publish: (_storeId, conversationId) => { told.get(conversationId)?.(); },
  });
  const staffId = '00000000-0000-4000-8000-000000000001';
  const pendingOf = async (conversationId: string): Promise<Approval> => (await findOpenApprovalOnThread(database, conversationId))!;

  log(`seeding ${N} interrupted threads…`);
  const threads = await seedInterruptedThreads(database, agent, store, N, { concurrency: CONCURRENCY, firstNumber: 100_000 });
  const decided: Approval[] = [];
  for (const t of threads) decided.push(await decideApproval(database, store.id, (await pendingOf(t.conversationId)).id, { decision: 'approved', staffId }));
  log('resuming…');
  const t0 = performance.now();
  const resumed = await Promise.all(decided.flatMap((a) => [workflow.resume(a), workflow.resume(a)]));
  const elapsedS = (performance.now() - t0) / 1000;
  const executedTwice = resumed.filter(Boolean).length - N;
  const dupRows = await countDuplicateOrderActions(database.db, store.id);

  log(`latency: ${SAMPLES} decisions one at a time…`);
  const lat = await seedInterruptedThreads(database, agent, store, SAMPLES, { concurrency: CONCURRENCY, firstNumber: 900_000 });
  const ms: number[] = [];
  for (const t of lat) {
    const a = await pendingOf(t.conversationId);
    const done = new Promise<void>((resolve) => told.set(t.conversationId, resolve));
    const start = performance.now();
    await workflow.decide(store.id, a.id, { decision: 'approved', staffId });
    await done;
    ms.push(performance.now() - start);
  }
  await workflow.idle();
  ms.sort((a, b) => a - b);
  const out = {
    resumes: N,
    resumes_per_s: Math.round((N / elapsedS) * 10) / 10,
    double_executions: dupRows + Math.max(0, executedTwice),
    decision_to_shopper_p50_ms: Math.round(percentile(ms, 50) * 10) / 10,
    p95_ms: Math.round(percentile(ms, 95) * 10) / 10,
    concurrency: CONCURRENCY,
    latency_samples: SAMPLES,
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
} finally {
  await database.pool.end().catch(() => {});
  await embedded?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
}
