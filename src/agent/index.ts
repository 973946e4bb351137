/**
 * Public surface of the agent capability: the agent service (one shopper turn through the LangGraph graph on the
 * conversation's thread), the built-in local model and its intent classifier, provider models, the tools, and the
 * grounded parts a turn produces. Tool contracts live with the capability that owns the data (catalog, knowledge,
 * orders, payments, conversations) and are re-exported here for the agent's callers.
 */
export {
  catalogProbe, createAgentService, languageMetadata, languageOfTurn, MODEL_CACHE_SIZE, STEP_LIMIT, stillWaitingText, turnStoreOf, waitingText,
  type AgentService, type AgentServiceOptions, type ResumeInput, type StoreModelChoice, type TurnEvent, type TurnInput, type TurnLanguage, type TurnResult,
  type TurnStore, type TurnTracer,
} from './service.ts';
export { CONTEXT_MESSAGES, type AgentGraph, type AgentStateValue, type ModelChoice, type VerifiedOrder } from './graph.ts';
export { createChatModel, createProviderModel, type ChatModelSpec, type ProviderModel, type ProviderSettings } from './models/providers.ts';
export { createVocabularyTranslatorFor, VOCABULARY_TIMEOUT_MS, type VocabularyTranslatorOptions } from './models/vocabulary-translator.ts';
export { LocalChatModel, LOCAL_MODEL_NAME, type LocalChatModelCallOptions, type LocalChatModelFields } from './models/local/index.ts';
export {
  crossValidateIntents, INTENTS, loadBitextUtterances, loadIntentClassifier, loadTrainingUtterances, memoizeClassifier, readCsv, scoreIntents,
  type Intent, type IntentClassifier, type IntentResult, type IntentScores,
} from './nlu/index.ts';
export { createTools, toolContextOf, type CreateToolsOptions, type ToolContext } from './tools/index.ts';
export { TOOL_NAMES, type ToolName } from './tools/contracts.ts';
export { mergeTurnParts, partsFromToolMessage, MAX_PRODUCT_CARDS, StoredPartSchema, type StoredPart } from './parts.ts';
export {
  describeAction, formatMoney, isSupportedLanguage, localeLanguage, SUPPORTED_LANGUAGES, t, warmLanguages, type Language, type MessageId, type MessageValues,
} from './language/index.ts';
