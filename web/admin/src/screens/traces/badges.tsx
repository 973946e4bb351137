/** Badges of the traces screen: run status and run kind. */
import { Badge, type BadgeProps } from '@shopify/polaris';
import type { RunKind, RunStatus } from './types.ts';

const STATUS_TONE: Record<RunStatus, BadgeProps['tone']> = { done: 'success', error: 'critical', out_of_steps: 'warning', interrupted: 'attention', pending: 'info' };
const STATUS_LABEL: Record<RunStatus, string> = { done: 'Done', error: 'Error', out_of_steps: 'Out of steps', interrupted: 'Interrupted', pending: 'Pending' };

/** A run's status as a Badge. */
export function RunStatusBadge({ status }: { status: RunStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{STATUS_LABEL[status] ?? status}</Badge>;
}

/** A run's kind (chain, llm, tool, retriever) as a small coloured tag matching its waterfall bar. */
export function RunKindTag({ kind }: { kind: RunKind }) {
  return <span className={`trace-kind trace-kind-${kind}`}>{kind}</span>;
}
