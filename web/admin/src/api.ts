/** Typed client of the JSON API the admin page reads (admin bearer token from sessionStorage). */

/** One row of GET /api/v1/admin/conversations. */
export type ConversationItem = { id: string; status: string; started_at: string; last_message_at: string; preview: string; message_count: number };
/** A grounded part (see /tmp widget contract): product, order, quick_replies, handoff, notice. */
export type Part = { type: string; [k: string]: unknown };
/** A stored message. */
export type Message = { id: string; role: 'shopper' | 'agent' | 'staff' | 'system'; text: string; html: string | null; parts: Part[]; created_at: string; run_id?: string | null };
/** GET /api/v1/admin/conversations/{id}. */
export type ConversationDetail = { conversation: { id: string; status: string; started_at?: string; last_message_at?: string; page_url?: string | null }; messages: Message[] };
/** A run tree node (GET /api/v1/conversations/{id}/runs). */
export type RunNode = {
  id: string; trace_id: string; parent_id: string | null; kind: 'chain' | 'llm' | 'tool' | 'retriever'; name: string; status: string;
  inputs: unknown; outputs: unknown; error: string | null; started_at: string; ended_at: string | null; duration_ms: number | null;
  model: string | null; input_tokens: number | null; output_tokens: number | null; cost_usd: number | null; metadata: Record<string, unknown>; children: RunNode[];
};
/** One agent turn. */
export type Trace = { trace_id: string; run_id: string; started_at: string; duration_ms: number | null; status: string; tokens: { input: number; output: number }; cost_usd: number | null; root: RunNode };

const TOKEN_KEY = 'aisle.adminToken';

/** The admin token kept for this tab, or null. */
export function getToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}
/** Keep (or forget, with null) the admin token for this tab. */
export function setToken(token: string | null): void {
  if (token) sessionStorage.setItem(TOKEN_KEY, token);
  else sessionStorage.removeItem(TOKEN_KEY);
}

/** An API failure: HTTP status plus the problem document's detail. */
export class ApiError extends Error {
  status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(path, { headers: { authorization: `Bearer ${getToken() ?? ''}`, accept: 'application/json' }, signal });
  if (!res.ok) {
    let detail = res.statusText;
    try {
      const p = (await res.json()) as { detail?: string; title?: string };
      detail = p.detail ?? p.title ?? detail;
    } catch {
      // not JSON
    }
    throw new ApiError(res.status, detail);
  }
  return (await res.json()) as T;
}

/** Conversations, newest activity first; `before` = last_message_at of the last row seen. */
export function fetchConversations(before: string | undefined, signal?: AbortSignal) {
  const q = new URLSearchParams({ limit: '50' });
  if (before) q.set('before', before);
  return getJson<{ conversations: ConversationItem[] }>(`/api/v1/admin/conversations?${q}`, signal);
}
/** One conversation with its transcript. */
export function fetchConversation(id: string, signal?: AbortSignal) {
  return getJson<ConversationDetail>(`/api/v1/admin/conversations/${encodeURIComponent(id)}`, signal);
}
/** The traces of a conversation (404 = no agent turn recorded yet). */
export function fetchRuns(id: string, signal?: AbortSignal) {
  return getJson<{ traces: Trace[] }>(`/api/v1/conversations/${encodeURIComponent(id)}/runs`, signal);
}
