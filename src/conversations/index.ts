/**
 * Public surface of the conversations capability: conversations and messages (stored parts, rendering), the
 * request_handoff tool contract, the message Markdown sanitizer, and the inbox metrics. The HTTP route factories
 * (routes.ts, admin-routes.ts) and the realtime fan-out are wired by src/server.ts, not exported here: the widget
 * routes run agent turns, and the agent imports this surface (no import circle).
 */
export { ASSUMED_IDLE_HOURS, conversationMetrics, type CohortRange, type ConversationDay, type ConversationMetrics } from './metrics.ts';
export * from './contracts.ts';
export {
  appendMessage, cleanShopperText, createConversation, findConversation, findMessage, listReplayableConversations, getConversation, listMessages, renderMessages, requestHandoff,
  setConversationStatus,
  type Conversation, type ConversationStatus, type ReplayableConversation, type MessageRow, type NewMessage, type RenderedMessage, type RenderedPart,
} from './service.ts';
export { MAX_MESSAGE_CHARS, MessageSchema } from './schemas.ts';
export { renderMarkdown } from './markdown.ts';
export {
  conversationThreadIds, deleteConversations, exportConversations, findCustomerConversations, markThreadsPruned, staleConversationThreads,
} from './privacy.ts';
export { countConversationsSince, isOverAllowance, monthStart } from './usage.ts';
