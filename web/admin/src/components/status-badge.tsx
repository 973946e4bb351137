/** Conversation status as a Polaris Badge (open, handoff_requested, human, resolved, closed). */
import { Badge, type BadgeProps } from '@shopify/polaris';

const TONES: Record<string, BadgeProps['tone']> = { open: 'success', handoff_requested: 'attention', human: 'info', resolved: undefined, closed: undefined };

/** "handoff_requested" → "Handoff requested". */
export function statusLabel(status: string): string {
  const s = status.replaceAll('_', ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The status badge of a conversation. */
export function ConversationStatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status]}>{statusLabel(status)}</Badge>;
}
