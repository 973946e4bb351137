/**
 * Shoppers in their own language (docs/languages.md): detect each turn's language, gloss it into English for the
 * English routes, and answer from the message catalog.
 */
export { SUPPORTED_LANGUAGES, DETECTOR_LANGUAGES, isSupportedLanguage, detectLanguage, loadLanguageDetector, localeLanguage, linguisticText } from './detect.ts';
export type { Language, Detection, DetectionPriors } from './detect.ts';
export { glossToEnglish, splitCompound } from './gloss.ts';
export type { Gloss } from './gloss.ts';
export { t, hasMessage, MESSAGE_IDS, languageName, formatList, formatMoney, formatDate, statusText } from './messages.ts';
export type { MessageId, MessageValues } from './messages.ts';
export { lexiconSize, LEXICON_LANGUAGES } from '../../shared/lexicon/index.ts';
export { describeAction, describeRefusal } from './actions.ts';
export type { ActionFacts } from './actions.ts';
