/**
 * Request and response schemas of the agent tests API (`/api/v1/admin/agent-tests/*`; zod, they also document
 * /api/v1/openapi.json). Shapes of the report: src/agent-tests/replay.ts (times in ms, cost in USD).
 */
import { z } from '@hono/zod-openapi';

/** Most conversations a "recent" run replays; most turns any run replays (each runs once per version). */
export const MAX_RUN_CONVERSATIONS = 200;
/** Most shopper turns one run replays (bounds a run's model cost and time; 200 turns take ≤ 30 s on the local model). */
export const MAX_RUN_TURNS = 1000;
/** Largest uploaded test set (characters of JSONL). */
export const MAX_TEST_SET_CHARS = 512_000;

/** POST /api/v1/admin/agent-tests/runs: what to replay. */
export const StartTestRunSchema = z.object({
  source: z.enum(['recent', 'upload', 'saved'])
    .describe('`recent`: shopper turns of the store\'s recent real conversations; `upload`: a JSONL test set in the request; `saved`: the store\'s saved test set'),
  since: z.string().refine((s) => /^\d{1,4}[mhd]$/.test(s), { message: 'a duration like 30m, 12h or 7d', params: { code: 'invalid_duration' } }).default('7d')
    .describe('`recent`: conversations started within this long (30m, 12h, 7d)'),
  intent: z.string().trim().min(1).max(64).optional().describe('`recent`: only conversations with a shopper message of this intent (e.g. `order_status`)'),
  flagged: z.boolean().default(false).describe('`recent`: only conversations staff flagged "wrong answer" (since `since`)'),
  limit: z.number().int().min(1).max(MAX_RUN_CONVERSATIONS).default(50).describe('`recent`: at most this many conversations, newest first'),
  jsonl: z.string().max(MAX_TEST_SET_CHARS).optional()
    .describe('`upload`: conversations in the JSONL format of `aisle eval conversations` (`{"id","turns":[{"say","expect"}]}` per line; docs/eval.md)'),
  name: z.string().trim().min(1).max(120).optional().describe('`upload`: a name for the set (default: "Uploaded test set")'),
  save: z.boolean().default(false).describe('`upload`: also save it as the store\'s test set (replacing the saved one)'),
}).strict().openapi('StartTestRun');
/** Start request (defaults applied). */
export type StartTestRun = z.infer<typeof StartTestRunSchema>;

const totals = z.object({
  turns: z.number().int(), passed: z.number().int().nullable().describe('Turns whose expectations all held (null: no expectations)'),
  p50_latency_ms: z.number().int(), p95_latency_ms: z.number().int(), cost_usd: z.number(), errors: z.number().int(),
});

const answer = z.object({
  text: z.string(),
  cards: z.array(z.object({ id: z.string(), title: z.string(), priceCents: z.number().int().nullable() })).describe('Product cards, in order (price in minor units)'),
  tools: z.array(z.object({ name: z.string(), args: z.unknown() })).describe('Tool calls with their arguments (in the sandbox, side-effect tools answered "would have …")'),
  status: z.string(), model: z.string(), latency_ms: z.number().int(), input_tokens: z.number().int(), output_tokens: z.number().int(),
  cost_usd: z.number().nullable(), error: z.string().nullable(), failed: z.array(z.string()).describe('Expectations not met (empty = pass)'),
});

/** One replayed turn of a report. */
export const TestTurnSchema = z.object({
  conversation_id: z.string(), index: z.number().int(), say: z.string().describe('What the shopper wrote'),
  recorded: z.string().nullable().describe('The answer the shopper got then (recorded conversations)'),
  expect: z.record(z.string(), z.unknown()).nullable().describe('The test set\'s expectations for the turn'),
  live: answer, draft: answer.optional(), changed: z.boolean(), changes: z.array(z.enum(['text', 'cards', 'tools'])),
}).openapi('TestTurn');

/** A test run as listed (no per-turn results). */
export const TestRunSummarySchema = z.object({
  id: z.string().uuid(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  source: z.object({
    source: z.enum(['recent', 'upload', 'saved']), name: z.string().nullable(),
    since: z.string().nullable(), intent: z.string().nullable(), flagged: z.boolean(), limit: z.number().int().nullable(),
  }).describe('How the conversations were chosen'),
  conversations: z.number().int(), total_turns: z.number().int().describe('Shopper turns × versions'), done_turns: z.number().int(),
  draft: z.object({
    version: z.number().int(),
    changes: z.array(z.object({ path: z.string(), live: z.unknown(), draft: z.unknown() })),
  }).nullable().describe('The draft tested (null: no draft, the live settings only)'),
  totals: z.object({ changed: z.number().int(), duration_ms: z.number().int(), live: totals, draft: totals.nullable() }).nullable()
    .describe('Set when done'),
  error: z.string().nullable(),
  url: z.string().describe('The report in the admin'),
  created_at: z.string(), started_at: z.string().nullable(), finished_at: z.string().nullable(),
}).openapi('TestRunSummary');
/** A listed run. */
export type TestRunSummary = z.infer<typeof TestRunSummarySchema>;

/** GET /api/v1/admin/agent-tests/runs/{id}: the run with every turn. */
export const TestRunSchema = TestRunSummarySchema.extend({ results: z.array(TestTurnSchema).describe('Every turn (empty until done)') }).openapi('TestRun');
/** A run with its report. */
export type TestRun = z.infer<typeof TestRunSchema>;

/** GET /api/v1/admin/agent-tests/runs */
export const TestRunListSchema = z.object({ runs: z.array(TestRunSummarySchema) }).openapi('TestRunList');

/** GET /api/v1/admin/agent-tests/test-set: the saved set (null when none). */
export const TestSetSchema = z.object({
  test_set: z.object({
    name: z.string(), conversations: z.number().int(), turns: z.number().int(), updated_at: z.string(), jsonl: z.string(),
  }).nullable(),
}).openapi('TestSet');

/** Path parameter of one run. */
export const TestRunParamSchema = z.object({ id: z.string().uuid().describe('Run id') });
