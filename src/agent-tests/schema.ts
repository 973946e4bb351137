/**
 * Tables of the agent tests capability (issue 10, "test before publishing"): test runs of the Test agent screen and
 * the store's saved test set.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { staffUsers, stores } from '../stores/schema.ts';

/**
 * One test run: a test set (uploaded or saved JSONL, or recorded conversations chosen by date, intent or flag)
 * replayed in sandbox threads against the live settings and the store's draft (src/agent-tests/replay.ts).
 * `status`: queued → running → done | failed. `conversations` is the input frozen when the run was asked for (so a
 * report can be re-read and a retry replays the same turns); `source` says how it was chosen (the API's request);
 * `draft` the draft tested (version and changes; null = no draft, live only); `report` the replay report when done.
 * Linkable at /admin/settings/test-agent/<id>; a finished run is kept as long as the store's traces (its trace retention:
 * the daily job deletes it with the turns it replayed, `deleteTestRunsBefore`).
 */
export const agentTestRuns = pgTable('agent_test_runs', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['queued', 'running', 'done', 'failed'] }).notNull().default('queued'),
  source: jsonb('source').notNull(),
  conversations: jsonb('conversations').notNull(),
  totalTurns: integer('total_turns').notNull(),
  doneTurns: integer('done_turns').notNull().default(0),
  draft: jsonb('draft'),
  report: jsonb('report'),
  error: text('error'),
  createdBy: uuid('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [
  index('agent_test_runs_store_created_idx').on(t.storeId, t.createdAt),
  // One unfinished run per store: a second request while one runs answers 409 (runs share the store's model budget).
  uniqueIndex('agent_test_runs_store_active_uq').on(t.storeId).where(sql`status IN ('queued', 'running')`),
]);

/** The store's saved test set: JSONL in the format of `aisle eval conversations` (docs/eval.md). One per store. */
export const agentTestSets = pgTable('agent_test_sets', {
  storeId: uuid('store_id').primaryKey().references(() => stores.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  jsonl: text('jsonl').notNull(),
  conversations: integer('conversations').notNull(),
  turns: integer('turns').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => staffUsers.id, { onDelete: 'set null' }),
});
