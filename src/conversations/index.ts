/** Public surface of the conversations capability (other folders still import service.ts directly: see KNOWN_DEBT in scripts/check-imports.ts). */
export { ASSUMED_IDLE_HOURS, conversationMetrics, type CohortRange, type ConversationDay, type ConversationMetrics } from './metrics.ts';
