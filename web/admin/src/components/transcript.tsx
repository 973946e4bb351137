/**
 * Reusable conversation pieces: the transcript (messages with grounded part cards) and the list of agent turns
 * (run trees), plus the TanStack Query hooks that load them. Model text is rendered as React text, never HTML.
 */
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../api.ts';
import type { ApiResponse } from '../../../api/index.ts';
import type { ConversationDetail, Message, Trace } from './conversation-types.ts';
import { MessageView } from './message-view.tsx';
import { TraceView } from './run-tree.tsx';

/** Query keys of a conversation and its runs (invalidate them after changing the conversation). */
export const conversationKeys = {
  detail: (id: string) => ['conversation', id] as const,
  runs: (id: string) => ['conversation', id, 'runs'] as const,
};

/** GET /api/v1/admin/conversations/{id} (404 → ApiError not_found). */
export function useConversation(id: string) {
  return useQuery({
    queryKey: conversationKeys.detail(id),
    queryFn: ({ signal }) => api.get<ConversationDetail>(`/api/v1/admin/conversations/${encodeURIComponent(id)}`, signal),
  });
}

/** GET /api/v1/admin/conversations/{id}/runs; a conversation without agent turns (404) gives an empty list. */
export function useConversationRuns(id: string) {
  return useQuery({
    queryKey: conversationKeys.runs(id),
    queryFn: async ({ signal }) => {
      try {
        return (await api.get<ApiResponse<'/api/v1/admin/conversations/{id}/runs', 'get'>>(`/api/v1/admin/conversations/${encodeURIComponent(id)}/runs`, signal)).traces;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return [];
        throw err;
      }
    },
  });
}

/** Scroll a trace card into view (its id is `trace-<run id>`). */
export function scrollToTrace(runId: string): void {
  document.getElementById(`trace-${runId}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * The messages of a conversation. `traces` (optional) enables "show run" on agent messages that have a recorded
 * run; `onShowTrace` receives that message's run id.
 */
export function Transcript({ messages, traces, onShowTrace }: { messages: Message[]; traces?: Trace[]; onShowTrace?: (runId: string) => void }) {
  const withTrace = new Set(traces?.map((t) => t.run_id));
  return (
    <div className="aisle-conv transcript">
      {messages.length === 0 && <p className="muted">No messages yet.</p>}
      {messages.map((m) => (
        <MessageView key={m.id} message={m} hasTrace={!!m.run_id && withTrace.has(m.run_id) && !!onShowTrace} onShowTrace={(id) => onShowTrace?.(id)} />
      ))}
    </div>
  );
}

/** The agent turns of a conversation, newest last; `focusedRunId` outlines one. */
export function TraceList({ traces, focusedRunId }: { traces: Trace[]; focusedRunId?: string | null }) {
  return (
    <div className="aisle-conv runs">
      {traces.length === 0 && <p className="muted">No agent runs recorded for this conversation.</p>}
      {traces.map((t) => <TraceView key={t.trace_id} trace={t} focused={focusedRunId === t.run_id} />)}
    </div>
  );
}
