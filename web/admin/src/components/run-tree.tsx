/** A trace (agent turn) and its run tree: kind badge, name, waterfall bar, duration, tokens, status; JSON details on click. */
import { useState } from 'react';
import type { RunNode, Trace } from './conversation-types.ts';
import { formatDuration, formatTime, formatUsd, toJsonText } from '../format.ts';

function Details({ run }: { run: RunNode }) {
  return (
    <div className="run-details">
      {run.error && (
        <>
          <div className="detail-label">error</div>
          <pre className="json error-text">{run.error}</pre>
        </>
      )}
      {run.model && <div className="small">model <code>{run.model}</code>{run.cost_usd != null && <> · {formatUsd(run.cost_usd)}</>}</div>}
      <div className="detail-label">inputs</div>
      <pre className="json">{toJsonText(run.inputs)}</pre>
      <div className="detail-label">outputs</div>
      <pre className="json">{toJsonText(run.outputs)}</pre>
      {Object.keys(run.metadata).length > 0 && (
        <>
          <div className="detail-label">metadata</div>
          <pre className="json">{toJsonText(run.metadata)}</pre>
        </>
      )}
    </div>
  );
}

function RunRow({ run, depth, t0, total }: { run: RunNode; depth: number; t0: number; total: number }) {
  const [open, setOpen] = useState(depth < 4);
  const [details, setDetails] = useState(false);
  const start = Date.parse(run.started_at) - t0;
  const dur = run.duration_ms ?? Math.max(0, total - start);
  const left = total > 0 ? Math.min(100, (start / total) * 100) : 0;
  const width = total > 0 ? Math.max(0.8, Math.min(100 - left, (dur / total) * 100)) : 100;
  const tokens = run.input_tokens != null || run.output_tokens != null ? `${run.input_tokens ?? 0}→${run.output_tokens ?? 0} tok` : '';
  return (
    <li>
      <div className={`run-row${details ? ' expanded' : ''}`} style={{ paddingLeft: 6 + depth * 14 }}>
        <button type="button" className="caret" aria-label={open ? 'Collapse' : 'Expand'} disabled={run.children.length === 0} onClick={() => setOpen(!open)}>
          {run.children.length === 0 ? '' : open ? '▾' : '▸'}
        </button>
        <button type="button" className="run-main" onClick={() => setDetails(!details)} aria-expanded={details}>
          <span className={`kind kind-${run.kind}`}>{run.kind}</span>
          <span className="run-name" title={run.name}>{run.name}</span>
          <span className="bar-track" aria-hidden="true"><span className={`bar bar-${run.kind}`} style={{ left: `${left}%`, width: `${width}%` }} /></span>
          <span className="run-num">{formatDuration(run.duration_ms)}</span>
          <span className="run-num muted">{tokens}</span>
          <span className={`dot dot-${run.status}`} title={run.status} />
        </button>
      </div>
      {details && <Details run={run} />}
      {open && run.children.length > 0 && (
        <ul className="run-children">
          {run.children.map((c) => <RunRow key={c.id} run={c} depth={depth + 1} t0={t0} total={total} />)}
        </ul>
      )}
    </li>
  );
}

/** One agent turn: status, time, duration (ms), tokens, cost (USD), and its run tree. */
export function TraceView({ trace, focused }: { trace: Trace; focused: boolean }) {
  const t0 = Date.parse(trace.root.started_at);
  const total = trace.duration_ms ?? 0;
  return (
    <div id={`trace-${trace.run_id}`} className={`trace card${focused ? ' focused' : ''}`}>
      <div className="trace-head">
        <span className={`status status-${trace.status}`}>{trace.status.replaceAll('_', ' ')}</span>
        <span className="small">{formatTime(trace.started_at)}</span>
        <span className="small muted">{formatDuration(trace.duration_ms)}</span>
        <span className="small muted">{trace.tokens.input + trace.tokens.output} tokens</span>
        <span className="small muted">{formatUsd(trace.cost_usd)}</span>
      </div>
      {trace.root.error && <div className={`small trace-error ${trace.status === 'done' ? 'warn-text' : 'error-text'}`}>{trace.root.error}</div>}
      <ul className="run-tree">
        <RunRow run={trace.root} depth={0} t0={t0} total={total} />
      </ul>
    </div>
  );
}
