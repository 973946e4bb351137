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
export { productKeyPoints } from './product-points.ts';
export type { ActionFacts } from './actions.ts';

import { detectLanguage } from './detect.ts';
import { glossToEnglish } from './gloss.ts';
import { LEXICON_LANGUAGES } from '../../shared/lexicon/index.ts';

/**
 * Build what the first shopper turn in another language would otherwise build (the five shopping lexicons, with their
 * Snowball stemmers, and the language detector's tables: ~0.5-1 s on a 2-core machine) by detecting and glossing one
 * message per language. Synchronous; call it off the request path (after the server listens).
 */
export function warmLanguages(): void {
  for (const lang of Object.keys(LEXICON_LANGUAGES)) glossToEnglish('hola', lang);
  detectLanguage('hello, i am looking for a gift', { previous: null, locale: null, fallback: 'en' });
}
