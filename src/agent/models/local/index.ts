/** Aisle's built-in local chat model (no network): LocalChatModel plus its policy and reply helpers. */
export { LocalChatModel, LOCAL_MODEL_NAME, estimateTokens, splitIntoChunks } from './local-chat-model.ts';
export type { LocalChatModelFields, LocalChatModelCallOptions } from './local-chat-model.ts';
export { decideNextMessage, decideForHuman, decideAfterTools, lastShownProducts, resolveProduct, shoppingOf, NEED_EVIDENCE_MIN, POLICY_TOPICS, ORDER_INTENTS } from './policy.ts';
export type { AisleTurnInfo, CatalogEvidence, CatalogProbe, LanguageSettings, LocalDecision } from './policy.ts';
export { ORDER_NOT_FOUND, formatCents, describeConstraints } from './format.ts';
