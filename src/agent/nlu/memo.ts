/**
 * A classifier that remembers its last answers. One shopper message is classified more than once per turn: the agent
 * service labels the turn's intent, the local model classifies the same words when it routes, and it classifies the
 * conversation's earlier messages again when an order action needs their details. The classifier is deterministic, so
 * each text is classified once while it is remembered; every caller gets its own copy of the answer.
 */
import { LRUCache } from 'lru-cache';
import type { IntentClassifier, IntentResult } from './intents.ts';

/** Texts remembered (least recently used dropped first): a few turns of every conversation running at once. */
export const CLASSIFIER_MEMO_SIZE = 2000;

/** `classifier` with `classify` and `rank` answered from memory for texts it saw recently (same answers, as copies). */
export function memoizeClassifier(classifier: IntentClassifier, max = CLASSIFIER_MEMO_SIZE): IntentClassifier {
  const classified = new LRUCache<string, IntentResult>({ max });
  const ranked = new LRUCache<string, ReturnType<IntentClassifier['rank']>>({ max });
  return {
    offTopicThreshold: classifier.offTopicThreshold,
    classify(text) {
      let r = classified.get(text);
      if (r === undefined) {
        r = classifier.classify(text);
        classified.set(text, r);
      }
      return structuredClone(r);
    },
    rank(text) {
      let r = ranked.get(text);
      if (r === undefined) {
        r = classifier.rank(text);
        ranked.set(text, r);
      }
      return r.map((x) => ({ ...x }));
    },
  };
}
