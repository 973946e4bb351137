/**
 * Guardrail topic matching for the local model (Settings → Guardrails → topics to avoid).
 *
 * Rule (simple on purpose, so merchants can predict it): the topic and the message are both tokenized like the
 * intent classifier's input (`tokenizeUtterance`: lower case, numbers/emails/prices replaced by placeholders)
 * and each word is reduced to its Porter stem (`stemmer`). Stop words are dropped from the topic. A message is
 * about a topic when EVERY remaining topic stem occurs in the message, in any order: "politics" matches
 * "what are your political views?" (polit), "competitor prices" matches "are you cheaper than the competitor's
 * price?" but not "what's the price?". A topic made only of stop words never matches.
 */
import { stemmer } from 'stemmer';
import { tokenizeUtterance } from './features.ts';

const STOP_WORDS = new Set(
  'a an the and or of to in on at for with about from by is are be my your our their me you it this that these those any some how what who why when do does did i we they'.split(' '),
);

/** Stems of a text: tokenized as the classifier does, placeholders and `?` dropped. */
function stemsOf(text: string, dropStopWords: boolean): string[] {
  return tokenizeUtterance(text)
    .filter((w) => w !== '?' && !/^x(email|price|ordernum|num)$/.test(w) && !(dropStopWords && STOP_WORDS.has(w)))
    .map((w) => stemmer(w));
}

/**
 * The first of `topics` the message is about (see the file comment for the rule), or null.
 * @param text the shopper's message
 * @param topics the store's topics to avoid, as the merchant typed them
 */
export function matchAvoidedTopic(text: string, topics: readonly string[]): string | null {
  if (!topics.length) return null;
  const words = new Set(stemsOf(text, false));
  for (const topic of topics) {
    const need = stemsOf(topic, true);
    if (need.length && need.every((s) => words.has(s))) return topic;
  }
  return null;
}
