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
