/** Shapes of the traces API (server: src/observability/schemas.ts — TraceListItem, TraceList, TraceRun, TraceDetail). */

/** Run status (PRODUCT.md §4). */
export type RunStatus = 'pending' | 'done' | 'error' | 'interrupted' | 'out_of_steps';
/** Run kind (PRODUCT.md §3). */
export type RunKind = 'chain' | 'llm' | 'tool' | 'retriever';

/** One turn (root run) in GET /api/v1/admin/traces. Durations in ms, cost in USD. */
export type TraceListItem = {
  trace_id: string; conversation_id: string | null; name: string; status: RunStatus;
  started_at: string; ended_at: string | null; duration_ms: number | null;
  model: string | null; intent: string | null;
  input_tokens: number | null; output_tokens: number | null; total_tokens: number | null; cost_usd: number | null;
  error: string | null; input_preview: string; run_count: number;
};

/** GET /api/v1/admin/traces. */
export type TraceList = { traces: TraceListItem[]; next_cursor: string | null };

/** One run of GET /api/v1/admin/traces/{traceId}; offsets are ms from the trace start. */
export type TraceRun = {
  id: string; parent_id: string | null; kind: RunKind; name: string; status: RunStatus;
  started_at: string; ended_at: string | null; start_offset_ms: number; end_offset_ms: number | null; duration_ms: number | null;
  model: string | null; input_tokens: number | null; output_tokens: number | null; cost_usd: number | null; error: string | null;
  inputs: unknown; outputs: unknown; truncated: { inputs: boolean; outputs: boolean }; metadata: Record<string, unknown>;
};

/** GET /api/v1/admin/traces/{traceId}. */
export type TraceDetail = { trace: TraceListItem; runs: TraceRun[] };
