/** Intent classification for the built-in local model: intents, classifier, slots, evaluation. */
export { INTENTS, BITEXT_INTENTS, SHOP_INTENTS, CONVERSATION_INTENTS } from './intents.ts';
export type { Intent, IntentClassifier, IntentResult, IntentSlots, LabelledUtterance } from './intents.ts';
export { loadIntentClassifier, trainIntentNetwork, createIntentClassifier, loadTrainingUtterances, MODEL_VERSION } from './classifier.ts';
export { extractSlots } from './slots.ts';
export { loadBitextUtterances, loadExtraUtterances, readCsv, hashUtterances } from './training-data.ts';
export { scoreIntents, crossValidateIntents, stratifiedFolds } from './evaluate.ts';
export type { IntentScores } from './evaluate.ts';
export { matchAvoidedTopic } from './topics.ts';
