/** Shapes of the admin conversation and run APIs, shared by the transcript and run-tree components. */

/** One row of GET /api/v1/admin/conversations. */
export type ConversationItem = { id: string; status: string; started_at: string; last_message_at: string; preview: string; message_count: number };
/** A grounded part (product, order, quick_replies, handoff, notice; see docs/widget-api.md). */
export type Part = { type: string; [k: string]: unknown };
/** A stored message as rendered by the server (cards grounded from the database). */
export type Message = {
  id: string; role: 'shopper' | 'agent' | 'staff' | 'system'; text: string; html: string | null; parts: Part[]; created_at: string;
  run_id?: string | null;
  /** Staff messages: the staff member's name. */
  author?: string | null;
};
/** GET /api/v1/admin/conversations/{id}. */
export type ConversationDetail = {
  conversation: { id: string; status: string; started_at?: string; last_message_at?: string; page_url?: string | null; locale?: string | null };
  messages: Message[];
};
/** A run tree node (GET /api/v1/admin/conversations/{id}/runs). Durations in ms, cost in USD. */
export type RunNode = {
  id: string; trace_id: string; parent_id: string | null; kind: 'chain' | 'llm' | 'tool' | 'retriever'; name: string; status: string;
  inputs: unknown; outputs: unknown; error: string | null; started_at: string; ended_at: string | null; duration_ms: number | null;
  model: string | null; input_tokens: number | null; output_tokens: number | null; cost_usd: number | null; metadata: Record<string, unknown>; children: RunNode[];
};
/** One agent turn (trace) with its root run. */
export type Trace = { trace_id: string; run_id: string; started_at: string; duration_ms: number | null; status: string; tokens: { input: number; output: number }; cost_usd: number | null; root: RunNode };
