/** Request and response schemas of the trace export settings API (Settings → Integrations; export-routes.ts). */
import { z } from '@hono/zod-openapi';
import { TRACE_RETENTION_LIMITS } from './retention.ts';

/** LangSmith's cloud API (the SDK's default `apiUrl`). */
export const LANGSMITH_CLOUD_URL = 'https://api.smith.langchain.com';

const httpUrl = z.string().trim().max(2000).url().refine((u) => /^https?:$/.test(new URL(u).protocol), { message: 'must be an http(s) URL' });
const sampleRate = z.number().min(0).max(1).describe('Share of turns exported, 0–1 (decided per trace id)');

/** Export status of one destination (counters since it was set up; `queued` in this process). */
export const DestinationStatusSchema = z.object({
  sent: z.number().int(), dropped: z.number().int(), queued: z.number().int(),
  last_success_at: z.string().nullable(), last_error: z.string().nullable(), last_error_at: z.string().nullable(),
}).openapi('TraceDestinationStatus');

/** A store's LangSmith destination as the admin sees it (the API key only as `key_last4`). */
export const LangSmithDestinationSchema = z.object({
  enabled: z.boolean(), endpoint: z.string(), project: z.string(), has_key: z.boolean(), key_last4: z.string().nullable(),
  sample_rate: z.number(), updated_at: z.string(), status: DestinationStatusSchema,
}).openapi('LangSmithDestination');

/** A store's OTLP destination as the admin sees it (header names only; values are sealed). */
export const OtlpDestinationSchema = z.object({
  enabled: z.boolean(), endpoint: z.string(), header_names: z.array(z.string()), include_content: z.boolean(),
  sample_rate: z.number(), updated_at: z.string(), status: DestinationStatusSchema,
}).openapi('OtlpDestination');

/** Trace export settings of a store, plus the deployment-wide destinations set by the operator (read-only). */
export const TraceExportViewSchema = z.object({
  langsmith: LangSmithDestinationSchema.nullable(),
  otlp: OtlpDestinationSchema.nullable(),
  redaction: z.object({
    order_numbers: z.boolean().describe('Replace order numbers (#1001, "order 1001") with [order]'),
    patterns: z.array(z.string()).describe('Extra regular expressions replaced with [redacted]'),
  }),
  retention_days: z.number().int(),
  deployment: z.object({
    langsmith: z.object({ endpoint: z.string(), project: z.string() }).nullable(),
    otlp: z.object({ endpoint: z.string() }).nullable(),
  }),
}).openapi('TraceExportSettings');

/** PUT body of the LangSmith destination. `api_key` is write-only; omitted = keep the saved one (same endpoint only). */
export const LangSmithDestinationInputSchema = z.object({
  enabled: z.boolean().default(true),
  endpoint: httpUrl.default(LANGSMITH_CLOUD_URL).describe('LangSmith API URL: cloud (default), EU cloud or a self-hosted instance'),
  project: z.string().trim().min(1).max(100).describe('LangSmith project (created on first trace)'),
  api_key: z.string().trim().min(1).max(500).nullable().optional().describe('Write-only; stored encrypted (AES-256-GCM)'),
  sample_rate: sampleRate.default(1),
}).strict().openapi('LangSmithDestinationInput');

/** PUT body of the OTLP destination. `headers` replace the saved ones when given (values write-only). */
export const OtlpDestinationInputSchema = z.object({
  enabled: z.boolean().default(true),
  endpoint: httpUrl.describe('OTLP/HTTP traces URL, e.g. https://otel.example.com/v1/traces'),
  headers: z.record(z.string().regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/, 'not an HTTP header name').max(100), z.string().max(4000)).optional()
    .describe('Request headers (e.g. authorization); write-only, stored encrypted'),
  include_content: z.boolean().default(false).describe('Send messages, tool arguments and results (redacted)'),
  sample_rate: sampleRate.default(1),
}).strict().openapi('OtlpDestinationInput');

/** PUT body of the redaction settings. */
export const RedactionInputSchema = z.object({
  order_numbers: z.boolean(),
  patterns: z.array(z.string().min(1).max(500)).max(50),
}).strict().openapi('RedactionInput');

/** PUT body of the trace retention: days runs and finished conversations' thread states are kept (retention.ts). */
export const RetentionInputSchema = z.object({
  days: z.number().int().min(TRACE_RETENTION_LIMITS.min).max(TRACE_RETENTION_LIMITS.max),
}).strict().openapi('RetentionInput');
/** A parsed {@link RetentionInputSchema} body. */
export type RetentionInput = z.infer<typeof RetentionInputSchema>;

/** `:kind` path parameter. */
export const DestinationKindParamsSchema = z.object({ kind: z.enum(['langsmith', 'otlp']) });

/** Outcome of "Send test trace". */
export const TestTraceResultSchema = z.object({
  ok: z.boolean(), trace_id: z.string(), latency_ms: z.number().int(), error: z.string().nullable(),
}).openapi('TestTraceResult');

/** Staff flag on an agent message ("wrong answer"). */
export const MessageFlagInputSchema = z.object({ note: z.string().trim().max(2000).default('') }).strict().openapi('MessageFlagInput');

/** A recorded flag. */
export const MessageFlagSchema = z.object({ id: z.string(), message_id: z.string(), trace_id: z.string(), note: z.string() }).openapi('MessageFlag');

/** `{id}/messages/{messageId}` path parameters. */
export const MessageFlagParamsSchema = z.object({ id: z.string().uuid(), messageId: z.string().uuid() });

/** Types. */
export type TraceExportView = z.infer<typeof TraceExportViewSchema>;
export type LangSmithDestinationInput = z.infer<typeof LangSmithDestinationInputSchema>;
export type OtlpDestinationInput = z.infer<typeof OtlpDestinationInputSchema>;
export type RedactionInput = z.infer<typeof RedactionInputSchema>;
