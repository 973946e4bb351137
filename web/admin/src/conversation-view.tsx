/** One conversation: the transcript beside the run trees of its agent turns. */
import { useEffect, useState } from 'react';
import { ApiError, fetchConversation, fetchRuns, type ConversationDetail, type Trace } from './api.ts';
import { formatTime } from './format.ts';
import { MessageView } from './message-view.tsx';
import { TraceView } from './run-tree.tsx';

export function ConversationView({ id, onAuthFailure }: { id: string; onAuthFailure: (err: unknown) => boolean }) {
  const [detail, setDetail] = useState<ConversationDetail | null>(null);
  const [traces, setTraces] = useState<Trace[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [focus, setFocus] = useState<string | null>(null);

  useEffect(() => {
    const ac = new AbortController();
    fetchConversation(id, ac.signal).then(setDetail, (err) => {
      if (ac.signal.aborted || onAuthFailure(err)) return;
      setError(err instanceof ApiError && err.status === 404 ? 'This conversation does not exist in your store.' : String(err.message ?? err));
    });
    fetchRuns(id, ac.signal).then((r) => setTraces(r.traces), (err) => {
      if (ac.signal.aborted || onAuthFailure(err)) return;
      setTraces([]); // 404: no agent turn recorded yet
    });
    return () => ac.abort();
  }, [id, onAuthFailure]);

  const showTrace = (runId: string) => {
    setFocus(runId);
    document.getElementById(`trace-${runId}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  if (error) return <p className="error-text pad">{error}</p>;
  return (
    <div className="conversation">
      <section className="transcript" aria-label="Transcript">
        <h2>
          Transcript {detail && <span className={`status status-${detail.conversation.status}`}>{detail.conversation.status.replace('_', ' ')}</span>}
        </h2>
        {detail?.conversation.started_at && <p className="muted small">Started {new Date(detail.conversation.started_at).toLocaleString()}{detail.conversation.page_url ? ` on ${detail.conversation.page_url}` : ''}</p>}
        {!detail && <p className="muted">Loading…</p>}
        {detail?.messages.map((m) => (
          <MessageView key={m.id} message={m} hasTrace={!!m.run_id && !!traces?.some((t) => t.run_id === m.run_id)} onShowTrace={showTrace} />
        ))}
      </section>
      <section className="runs" aria-label="Runs">
        <h2>Runs {traces && <span className="muted small">{traces.length} turn{traces.length === 1 ? '' : 's'}</span>}</h2>
        {!traces && <p className="muted">Loading…</p>}
        {traces?.length === 0 && <p className="muted">No agent runs recorded for this conversation.</p>}
        {traces?.map((t) => (
          <TraceView key={t.trace_id} trace={t} focused={focus === t.run_id} />
        ))}
        {traces && traces.length > 0 && <p className="muted small">Times are local ({formatTime(traces[0]!.started_at)} is the latest turn).</p>}
      </section>
    </div>
  );
}
