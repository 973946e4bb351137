/** Run-store logic without HTTP: run trees and per-turn trace summaries. */
import type { Database } from '../db/index.ts';
import { listRuns } from './repository.ts';
import type { Run, RunTreeNode, Trace } from './schemas.ts';

/**
 * Nest flat runs into trees: one root per trace (a run whose parent is null or not in `runs`
 * becomes a root). Children and roots are ordered by `started_at` (ties: input order).
 * Pure; does not mutate its input.
 */
export function buildRunTree(runs: readonly Run[]): RunTreeNode[] {
  const nodes = new Map<string, RunTreeNode>();
  for (const r of runs) nodes.set(r.id, { ...r, children: [] });
  const roots: RunTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id !== null && node.parent_id !== node.id ? nodes.get(node.parent_id) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const byStart = (a: RunTreeNode, b: RunTreeNode) => Date.parse(a.started_at) - Date.parse(b.started_at);
  const sortDeep = (list: RunTreeNode[], depth: number): void => {
    list.sort(byStart);
    if (depth < 100) for (const n of list) sortDeep(n.children, depth + 1);
  };
  sortDeep(roots, 0);
  return roots;
}

/**
 * One trace summary per root of `buildRunTree(runs)`, newest first: token and cost totals are
 * sums over the tree's llm runs (cost null when no llm run has a known cost).
 */
export function summarizeTraces(runs: readonly Run[]): Trace[] {
  const traces = buildRunTree(runs).map((root): Trace => {
    let input = 0;
    let output = 0;
    let cost: number | null = null;
    const stack: RunTreeNode[] = [root];
    while (stack.length > 0) {
      const n = stack.pop()!;
      if (n.kind === 'llm') {
        input += n.input_tokens ?? 0;
        output += n.output_tokens ?? 0;
        if (n.cost_usd !== null) cost = (cost ?? 0) + n.cost_usd;
      }
      stack.push(...n.children);
    }
    return {
      trace_id: root.trace_id,
      run_id: root.id,
      started_at: root.started_at,
      duration_ms: root.duration_ms,
      status: root.status,
      tokens: { input, output },
      cost_usd: cost === null ? null : Math.round(cost * 1e6) / 1e6,
      root,
    };
  });
  return traces.sort((a, b) => Date.parse(b.started_at) - Date.parse(a.started_at));
}

/** The traces (agent turns) of a conversation, newest first, with their run trees. */
export async function listConversationTraces(database: Database, storeId: string, conversationId: string): Promise<Trace[]> {
  return summarizeTraces(await listRuns(database, storeId, conversationId));
}
