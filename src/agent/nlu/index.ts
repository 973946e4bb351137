/** Intent classification for the built-in local model: intents, classifier, slots, evaluation. */
export { INTENTS, BITEXT_INTENTS, SHOP_INTENTS, CONVERSATION_INTENTS } from './intents.ts';
export type { Intent, IntentClassifier, IntentResult, IntentSlots, LabelledUtterance } from './intents.ts';
export {
  loadIntentClassifier, trainIntentModel, createIntentClassifier, decideIntent, loadTrainingUtterances, MODEL_VERSION, OFFTOPIC_THRESHOLD,
} from './classifier.ts';
export { extractSlots, withoutYears } from './slots.ts';
export { CLASSIFIER_MEMO_SIZE, memoizeClassifier } from './memo.ts';
export {
  loadBitextUtterances, loadExtraUtterances, loadAisleUtterances, loadClincRows, isOffTopicClinc, CLINC_NOT_OFFTOPIC, readCsv, hashUtterances,
} from './training-data.ts';
export type { ClincRow } from './training-data.ts';
export { calibrateOffTopic, OFFTOPIC_TARGET } from './calibrate.ts';
export type { Calibration, CalibrationPoint } from './calibrate.ts';
export { scoreIntents, crossValidateIntents, stratifiedFolds, scoreOffTopic, scoreShopChecks } from './evaluate.ts';
export type { IntentScores, OffTopicReport, OffTopicMiss, ShopCheckReport } from './evaluate.ts';
export { matchAvoidedTopic } from './topics.ts';
export { expandChatSpeak } from './chat-speak.ts';
export { supersensesOf } from './wordnet.ts';
