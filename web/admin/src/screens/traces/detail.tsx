/**
 * One trace (`/traces/:traceId`): the turn's summary, its runs as a collapsible tree aligned with a waterfall on
 * a time axis (bars placed by start offset and duration, coloured by kind, errors in red), and a side panel with
 * the selected step's inputs, outputs, tokens, cost and error — JSON as text in a <pre>, never HTML.
 */
import { Badge, Banner, BlockStack, Box, Card, DescriptionList, EmptyState, InlineStack, Layout, Link, Page, SkeletonBodyText, Text } from '@shopify/polaris';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../api.ts';
import { formatDuration, formatUsd, toJsonText } from '../../format.ts';
import { RunKindTag, RunStatusBadge } from './badges.tsx';
import { useTrace } from './queries.ts';
import { axisLengthMs, axisTicks, barGeometry, buildTraceTree, visibleNodes, type TraceNode } from './tree.ts';
import type { TraceDetail, TraceRun } from './types.ts';

const KINDS = ['chain', 'llm', 'tool', 'retriever'] as const;

function tokensText(input: number | null, output: number | null): string {
  if (input === null && output === null) return '–';
  return `${(input ?? 0) + (output ?? 0)} (${input ?? 0} in / ${output ?? 0} out)`;
}

/** The tree (left) and the waterfall (right), one row per visible run. */
function TraceTimeline({ runs, selectedId, onSelect }: { runs: TraceRun[]; selectedId: string; onSelect: (id: string) => void }) {
  const roots = useMemo(() => buildTraceTree(runs), [runs]);
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const rows = visibleNodes(roots, collapsed);
  const total = axisLengthMs(runs);
  const ticks = axisTicks(total);
  const toggle = (id: string) => setCollapsed((prev) => {
    const next = new Set(prev);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });
  const treeRef = useRef<HTMLDivElement>(null);
  const focusRun = (id: string) => {
    onSelect(id);
    requestAnimationFrame(() => treeRef.current?.querySelector<HTMLElement>(`[data-run-id="${id}"]`)?.focus());
  };
  // Keyboard (WAI-ARIA tree): ↑/↓ move, → expands, ← collapses or goes to the parent, Home/End.
  const onKey = (e: KeyboardEvent, n: TraceNode) => {
    if (e.target !== e.currentTarget) return;
    const i = rows.indexOf(n);
    const open = n.children.length > 0 && !collapsed.has(n.run.id);
    let to: TraceNode | undefined;
    if (e.key === 'ArrowDown') to = rows[i + 1];
    else if (e.key === 'ArrowUp') to = rows[i - 1];
    else if (e.key === 'Home') to = rows[0];
    else if (e.key === 'End') to = rows.at(-1);
    else if (e.key === 'ArrowRight' && n.children.length > 0 && !open) toggle(n.run.id);
    else if (e.key === 'ArrowLeft' && open) toggle(n.run.id);
    else if (e.key === 'ArrowLeft') to = rows.find((x) => x.run.id === n.run.parent_id);
    else return;
    e.preventDefault();
    if (to) focusRun(to.run.id);
  };
  // Vertical gridlines at every tick, drawn as the bar cells' background.
  const stepPct = ticks.length > 1 ? ((ticks[1]! - ticks[0]!) / total) * 100 : 100;
  const grid = { backgroundImage: `repeating-linear-gradient(to right, #e8e8e8 0 1px, transparent 1px ${stepPct}%)` };
  const row = (n: TraceNode) => {
    const r = n.run;
    const { left, width } = barGeometry(r, total);
    const failed = r.status === 'error' || !!r.error;
    const open = !collapsed.has(r.id);
    return (
      <div key={r.id} role="treeitem" tabIndex={r.id === selectedId ? 0 : -1} onKeyDown={(e) => onKey(e, n)} aria-level={n.depth + 1} aria-selected={r.id === selectedId} aria-expanded={n.children.length ? open : undefined}
        className={`trace-row${r.id === selectedId ? ' is-selected' : ''}${failed ? ' is-error' : ''}`} data-run-id={r.id}>
        <div className="trace-tree-cell" style={{ paddingLeft: `${n.depth * 16 + 4}px` }}>
          {n.children.length > 0 ? (
            <button type="button" className="trace-toggle" aria-label={`${open ? 'Collapse' : 'Expand'} ${r.name}`} onClick={() => toggle(r.id)}>{open ? '▾' : '▸'}</button>
          ) : <span className="trace-toggle-space" />}
          <button type="button" className="trace-name" onClick={() => onSelect(r.id)} title={r.name}>
            <RunKindTag kind={r.kind} /> <span className="trace-name-text">{r.name}</span>
            {n.children.length > 0 && !open && <span className="trace-hidden-count"> +{n.children.length}</span>}
          </button>
        </div>
        <button type="button" className="trace-bar-cell" style={grid} onClick={() => onSelect(r.id)} aria-label={`${r.name}: starts at ${r.start_offset_ms} ms, ${formatDuration(r.duration_ms)}`}>
          <span className={`trace-bar trace-bar-${r.kind}${failed ? ' trace-bar-error' : ''}`} style={{ left: `${left}%`, width: `${width}%` }}
            data-start-ms={r.start_offset_ms} data-duration-ms={r.duration_ms ?? ''} />
          <span className="trace-bar-label" style={left > 70 ? { right: `${100 - left + 0.5}%` } : { left: `calc(${left + width}% + 4px)` }}>{formatDuration(r.duration_ms)}</span>
        </button>
      </div>
    );
  };
  return (
    <div className="trace-timeline">
      <div className="trace-legend">
        {KINDS.map((k) => <span key={k} className="trace-legend-item"><span className={`trace-swatch trace-bar-${k}`} />{k}</span>)}
        <span className="trace-legend-item"><span className="trace-swatch trace-bar-error" />error</span>
      </div>
      <div className="trace-head">
        <div className="trace-tree-cell trace-head-label">Run tree</div>
        <div className="trace-axis">
          {ticks.map((t) => <span key={t} className="trace-tick" style={{ left: `${(t / total) * 100}%` }}>{formatDuration(t)}</span>)}
        </div>
      </div>
      <div role="tree" aria-label="Runs of this trace" className="trace-rows" ref={treeRef}>
        {rows.map(row)}
      </div>
    </div>
  );
}

/** A JSON field as text, with a "truncated" badge when the server cut it. */
function JsonBlock({ title, value, truncated }: { title: string; value: unknown; truncated?: boolean }) {
  return (
    <BlockStack gap="100">
      <InlineStack gap="200" blockAlign="center">
        <Text as="h3" variant="headingSm">{title}</Text>
        {truncated && <Badge tone="warning">truncated</Badge>}
      </InlineStack>
      <pre className="trace-json">{value === null || value === undefined ? '—' : toJsonText(value)}</pre>
    </BlockStack>
  );
}

/** The selected step's details. */
function StepPanel({ run }: { run: TraceRun }) {
  const items = [
    { term: 'Kind', description: run.kind },
    { term: 'Start', description: `+${run.start_offset_ms} ms` },
    { term: 'Duration', description: formatDuration(run.duration_ms) },
    { term: 'Model', description: run.model ?? '–' },
    { term: 'Tokens', description: tokensText(run.input_tokens, run.output_tokens) },
    { term: 'Cost', description: formatUsd(run.cost_usd) },
  ];
  const meta = Object.keys(run.metadata).length ? run.metadata : null;
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack gap="200" blockAlign="center" wrap>
          <Text as="h2" variant="headingMd"><span className="trace-step-title">{run.name}</span></Text>
          <RunKindTag kind={run.kind} />
          <RunStatusBadge status={run.status} />
        </InlineStack>
        <DescriptionList gap="tight" items={items} />
        {run.error && (
          <Banner tone="critical" title="Error">
            <pre className="trace-json trace-error">{run.error}</pre>
          </Banner>
        )}
        <JsonBlock title="Inputs" value={run.inputs} truncated={run.truncated.inputs} />
        <JsonBlock title="Outputs" value={run.outputs} truncated={run.truncated.outputs} />
        {meta && <JsonBlock title="Metadata" value={meta} />}
        <Text as="p" variant="bodySm" tone="subdued">Run {run.id}</Text>
      </BlockStack>
    </Card>
  );
}

/** The loaded trace. */
function TraceBody({ data }: { data: TraceDetail }) {
  const { trace, runs } = data;
  const firstError = runs.find((r) => r.status === 'error' && r.id !== trace.trace_id);
  const [selectedId, setSelectedId] = useState(firstError?.id ?? trace.trace_id);
  const selected = runs.find((r) => r.id === selectedId) ?? runs[0];
  const summary = [
    { term: 'Started', description: new Date(trace.started_at).toLocaleString() },
    { term: 'Duration', description: formatDuration(trace.duration_ms) },
    { term: 'Tokens', description: tokensText(trace.input_tokens, trace.output_tokens) },
    { term: 'Cost', description: formatUsd(trace.cost_usd) },
    { term: 'Model', description: trace.model ?? '–' },
    { term: 'Intent', description: trace.intent ?? '–' },
    { term: 'Steps', description: String(trace.run_count) },
    {
      term: 'Conversation',
      description: trace.conversation_id ? (
        <InlineStack gap="300">
          <Link url={`/conversations/${trace.conversation_id}`}>Open the conversation</Link>
          <Link url={`/traces?conversation_id=${trace.conversation_id}`}>All its turns</Link>
        </InlineStack>
      ) : '–',
    },
  ];
  return (
    <Layout>
      {trace.error && (
        <Layout.Section>
          <Banner tone={trace.status === 'error' ? 'critical' : 'warning'} title={trace.status === 'error' ? 'This turn failed' : 'Note on this turn'}>
            <p className="trace-prewrap">{trace.error}</p>
          </Banner>
        </Layout.Section>
      )}
      <Layout.Section>
        <BlockStack gap="400">
          <Card>
            <BlockStack gap="200">
              <Text as="h2" variant="headingSm">Shopper message</Text>
              <p className="trace-prewrap">{trace.input_preview || '—'}</p>
              <DescriptionList gap="tight" items={summary} />
            </BlockStack>
          </Card>
          <Card padding="0">
            <Box padding="400" paddingBlockEnd="200"><Text as="h2" variant="headingSm">Steps</Text></Box>
            <TraceTimeline runs={runs} selectedId={selected?.id ?? ''} onSelect={setSelectedId} />
          </Card>
        </BlockStack>
      </Layout.Section>
      <Layout.Section variant="oneThird">
        <div className="trace-side">{selected ? <StepPanel run={selected} /> : null}</div>
      </Layout.Section>
    </Layout>
  );
}

/** The trace page. */
export function TraceDetailPage() {
  const traceId = useParams().traceId ?? '';
  const location = useLocation();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const trace = useTrace(traceId);
  const notFound = trace.error instanceof ApiError && (trace.error.status === 404 || trace.error.status === 400);
  return (
    <Page fullWidth backAction={{ content: 'Traces', url: `/traces${listSearch}` }} title="Trace"
      titleMetadata={trace.data ? <RunStatusBadge status={trace.data.trace.status} /> : undefined}
      subtitle={trace.data ? `${trace.data.trace.name} · ${new Date(trace.data.trace.started_at).toLocaleString()}` : undefined}>
      {trace.isPending && <Card><SkeletonBodyText lines={8} /></Card>}
      {notFound && (
        <Card><EmptyState heading="No such trace" image="" action={{ content: 'All traces', url: '/traces' }}><p>It may belong to another store, or it was deleted after 30 days.</p></EmptyState></Card>
      )}
      {trace.isError && !notFound && <Banner tone="critical" title="The trace could not be loaded">{errorMessage(trace.error)}</Banner>}
      {trace.data && <TraceBody data={trace.data} />}
    </Page>
  );
}
