/** Pure helpers of the trace view: the run tree, the rows a collapsed tree shows, and the time axis. */
import type { TraceRun } from './types.ts';

/** A run with its children (by start time) and depth (root = 0). */
export type TraceNode = { run: TraceRun; children: TraceNode[]; depth: number };

/**
 * Nest runs by `parent_id` (a run whose parent is missing becomes a root); children keep the input order
 * (the API sends runs by start time). Pure.
 */
export function buildTraceTree(runs: readonly TraceRun[]): TraceNode[] {
  const nodes = new Map<string, TraceNode>();
  for (const run of runs) nodes.set(run.id, { run, children: [], depth: 0 });
  const roots: TraceNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.run.parent_id && node.run.parent_id !== node.run.id ? nodes.get(node.run.parent_id) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const setDepth = (list: TraceNode[], depth: number) => {
    for (const n of list) {
      n.depth = depth;
      if (depth < 200) setDepth(n.children, depth + 1);
    }
  };
  setDepth(roots, 0);
  return roots;
}

/** Nodes in tree order (depth first), skipping the descendants of collapsed nodes. */
export function visibleNodes(roots: readonly TraceNode[], collapsed: ReadonlySet<string>): TraceNode[] {
  const out: TraceNode[] = [];
  const walk = (list: readonly TraceNode[]) => {
    for (const n of list) {
      out.push(n);
      if (!collapsed.has(n.run.id)) walk(n.children);
    }
  };
  walk(roots);
  return out;
}

/** Length of the time axis: the latest end (or start) offset, at least 1 ms. */
export function axisLengthMs(runs: readonly TraceRun[]): number {
  return Math.max(1, ...runs.map((r) => r.end_offset_ms ?? r.start_offset_ms));
}

/** Tick positions (ms) for an axis of `totalMs`: a 1/2/5 × 10^n step giving at most `maxTicks` intervals. */
export function axisTicks(totalMs: number, maxTicks = 5): number[] {
  const raw = totalMs / maxTicks;
  const pow = 10 ** Math.floor(Math.log10(Math.max(raw, 1e-9)));
  const step = [1, 2, 5, 10].map((m) => m * pow).find((s) => s >= raw) ?? 10 * pow;
  const ticks: number[] = [];
  for (let t = 0; t <= totalMs + 1e-9; t += step) ticks.push(Math.round(t * 1000) / 1000);
  return ticks;
}

/** A bar's left and width in % of the axis; a pending run (no end) runs to the end; bars are at least 0.4% wide. */
export function barGeometry(run: TraceRun, totalMs: number): { left: number; width: number } {
  const left = (run.start_offset_ms / totalMs) * 100;
  const end = run.end_offset_ms ?? totalMs;
  const width = Math.max(0.4, ((end - run.start_offset_ms) / totalMs) * 100);
  return { left: Math.min(left, 99.6), width: Math.min(width, 100 - Math.min(left, 99.6)) };
}
