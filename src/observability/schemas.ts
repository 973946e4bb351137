/** Zod schemas (and OpenAPI docs) of the run store's API shapes. */
import { z } from '@hono/zod-openapi';

/** Kind of a run (PRODUCT.md §3). */
export const RunKindSchema = z.enum(['chain', 'llm', 'tool', 'retriever']).describe('chain = graph or node; llm = chat model call; tool; retriever');
/** Status of a run (PRODUCT.md §4: a turn is pending → done | interrupted | out_of_steps | error). */
export const RunStatusSchema = z.enum(['pending', 'done', 'error', 'interrupted', 'out_of_steps']);

/** One stored run (span), as the API returns it. Times are ISO 8601 with ms; money in USD. */
export const RunSchema = z.object({
  id: z.string().uuid().describe('Run id; the root run of a turn has id = trace_id'),
  trace_id: z.string().uuid().describe('Id of the root run of the turn'),
  parent_id: z.string().uuid().nullable().describe('Parent run id; null for the root'),
  conversation_id: z.string().uuid().nullable(),
  kind: RunKindSchema,
  name: z.string().describe('Graph node, model, tool or retriever name'),
  status: RunStatusSchema,
  inputs: z.unknown().describe('JSON inputs, at most 16 KiB (larger values become { _truncated, size_bytes, preview })'),
  outputs: z.unknown().describe('JSON outputs, same limits as inputs'),
  error: z.string().nullable().describe('Error message (or, on a root, why it ended as it did, e.g. a provider fallback)'),
  started_at: z.string().describe('ISO 8601 start time (ms precision)'),
  ended_at: z.string().nullable().describe('ISO 8601 end time; null while pending'),
  duration_ms: z.number().int().nullable().describe('ended_at - started_at in milliseconds'),
  model: z.string().nullable().describe('Model name reported by the provider (llm runs)'),
  input_tokens: z.number().int().nullable(),
  output_tokens: z.number().int().nullable(),
  cost_usd: z.number().nullable().describe('Cost in US dollars from list prices (null when unknown)'),
  feedback: z.unknown().nullable(),
  metadata: z.record(z.string(), z.unknown()).describe('LangGraph node/step, provider, tool_call_id, first_token_ms, fallback notes'),
});
/** One stored run (span). */
export type Run = z.infer<typeof RunSchema>;

/** A run with its children (ordered by start). */
export type RunTreeNode = Run & { children: RunTreeNode[] };

/** OpenAPI/zod schema of a run tree node (recursive). */
export const RunTreeNodeSchema: z.ZodType<RunTreeNode> = RunSchema.extend({
  get children(): z.ZodArray<z.ZodType<RunTreeNode>> {
    return z.array(RunTreeNodeSchema);
  },
}).openapi('RunTreeNode');

/** Token totals of a trace (sum over its llm runs). */
export const TokenTotalsSchema = z.object({
  input: z.number().int().describe('Input (prompt) tokens'),
  output: z.number().int().describe('Output (completion) tokens'),
});

/** Summary of one agent turn plus its run tree. */
export const TraceSchema = z.object({
  trace_id: z.string().uuid(),
  run_id: z.string().uuid().describe('Root run id (= trace_id; the id stored on the agent message)'),
  started_at: z.string().describe('ISO 8601 start of the turn'),
  duration_ms: z.number().int().nullable().describe('Duration of the root run in ms (null while pending)'),
  status: RunStatusSchema,
  tokens: TokenTotalsSchema,
  cost_usd: z.number().nullable().describe('Sum of the llm runs\' costs in USD (null when none is known)'),
  root: RunTreeNodeSchema,
}).openapi('Trace');
/** Summary of one agent turn plus its run tree. */
export type Trace = z.infer<typeof TraceSchema>;

/** Response of GET /api/v1/conversations/{id}/runs. */
export const ConversationRunsSchema = z.object({
  traces: z.array(TraceSchema).describe('One entry per agent turn, newest first'),
}).openapi('ConversationRuns');
/** Response of GET /api/v1/conversations/{id}/runs. */
export type ConversationRuns = z.infer<typeof ConversationRunsSchema>;

/** Path params of the runs route. */
export const ConversationRunsParamsSchema = z.object({
  id: z.string().uuid().describe('Conversation id').openapi({ param: { name: 'id', in: 'path' } }),
});

const STATUS_LIST = /^(pending|done|error|interrupted|out_of_steps)(,(pending|done|error|interrupted|out_of_steps))*$/;

/** Query of GET /api/v1/admin/traces. Every bound is inclusive; a bound on a value the trace lacks excludes it. */
export const TraceListQuerySchema = z.object({
  status: z.string().regex(STATUS_LIST, 'comma-separated statuses: pending, done, error, interrupted, out_of_steps').optional()
    .describe('Root run status, one or several comma-separated (e.g. `error,out_of_steps`)'),
  min_duration_ms: z.coerce.number().int().min(0).optional().describe('Turn duration ≥ this many ms (pending turns excluded)'),
  max_duration_ms: z.coerce.number().int().min(0).optional().describe('Turn duration ≤ this many ms'),
  min_tokens: z.coerce.number().int().min(0).optional().describe('Input + output tokens of the turn ≥ this'),
  max_tokens: z.coerce.number().int().min(0).optional(),
  min_cost_usd: z.coerce.number().min(0).optional().describe('Turn cost in USD ≥ this (turns of unknown cost excluded)'),
  max_cost_usd: z.coerce.number().min(0).optional(),
  model: z.string().min(1).max(200).optional().describe('Exact model name (the model of the turn\'s last llm run)'),
  intent: z.string().min(1).max(100).optional().describe('Exact intent of the shopper message (e.g. `search_products`)'),
  conversation_id: z.string().uuid().optional(),
  from: z.string().datetime({ offset: true }).optional().describe('Turns started at or after this ISO time'),
  to: z.string().datetime({ offset: true }).optional().describe('Turns started before this ISO time'),
  cursor: z.string().max(200).optional().describe('`next_cursor` of the previous page'),
  limit: z.coerce.number().int().min(1).max(200).optional().describe('Page size, default 50'),
});
/** Parsed query of the traces list. */
export type TraceListQuery = z.infer<typeof TraceListQuerySchema>;

/** One turn (root run) in the traces list. Tokens and cost are totals over the turn's llm runs. */
export const TraceListItemSchema = z.object({
  trace_id: z.string().uuid().describe('Root run id (= the agent message\'s run_id)'),
  conversation_id: z.string().uuid().nullable(),
  name: z.string(),
  status: RunStatusSchema,
  started_at: z.string().describe('ISO 8601'),
  ended_at: z.string().nullable(),
  duration_ms: z.number().int().nullable(),
  model: z.string().nullable(),
  intent: z.string().nullable(),
  input_tokens: z.number().int().nullable(),
  output_tokens: z.number().int().nullable(),
  total_tokens: z.number().int().nullable(),
  cost_usd: z.number().nullable().describe('USD; null when unknown'),
  error: z.string().nullable(),
  input_preview: z.string().describe('Start of the shopper message that started the turn (plain text, ≤ 200 chars)'),
  run_count: z.number().int().describe('Runs (spans) in the trace'),
}).openapi('TraceListItem');
/** One turn in the traces list. */
export type TraceListItem = z.infer<typeof TraceListItemSchema>;

/** Response of GET /api/v1/admin/traces. */
export const TraceListSchema = z.object({
  traces: z.array(TraceListItemSchema).describe('Newest first'),
  next_cursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page'),
}).openapi('TraceList');
/** Response of GET /api/v1/admin/traces. */
export type TraceList = z.infer<typeof TraceListSchema>;

/** One run of a trace, positioned on the trace's time axis. */
export const TraceRunSchema = z.object({
  id: z.string().uuid(),
  parent_id: z.string().uuid().nullable(),
  kind: RunKindSchema,
  name: z.string(),
  status: RunStatusSchema,
  started_at: z.string(),
  ended_at: z.string().nullable(),
  start_offset_ms: z.number().int().describe('started_at − trace start, ms'),
  end_offset_ms: z.number().int().nullable().describe('ended_at − trace start, ms; null while pending'),
  duration_ms: z.number().int().nullable(),
  model: z.string().nullable(),
  input_tokens: z.number().int().nullable(),
  output_tokens: z.number().int().nullable(),
  cost_usd: z.number().nullable(),
  error: z.string().nullable(),
  inputs: z.unknown().describe('JSON; when too large `{ _truncated: true, size_bytes, preview }`'),
  outputs: z.unknown(),
  truncated: z.object({ inputs: z.boolean(), outputs: z.boolean() }).describe('Whether inputs/outputs were cut (at record time or for this response)'),
  metadata: z.record(z.string(), z.unknown()),
}).openapi('TraceRun');
/** One run of a trace view. */
export type TraceRun = z.infer<typeof TraceRunSchema>;

/** Response of GET /api/v1/admin/traces/{traceId}. */
export const TraceDetailSchema = z.object({
  trace: TraceListItemSchema,
  runs: z.array(TraceRunSchema).describe('Every run of the trace, by start time; build the tree from parent_id'),
}).openapi('TraceDetail');
/** Response of GET /api/v1/admin/traces/{traceId}. */
export type TraceDetail = z.infer<typeof TraceDetailSchema>;

/** Path params of the trace view. */
export const TraceParamsSchema = z.object({
  traceId: z.string().uuid().describe('Trace id (root run id)').openapi({ param: { name: 'traceId', in: 'path' } }),
});
