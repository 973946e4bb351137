/**
 * The sentences of a store article that answer a question ("can I swap the shoes for another size for free?" →
 * "Exchanges for another size or colour are free."), so an answer leads with them instead of the article's opening.
 *
 * Scoring: each sentence (a Markdown list item or a sentence of a paragraph) by the question's words it contains —
 * English Snowball stems (npm `snowball-stemmers`), English function words left out (shared/lexicon/function-words.ts) —
 * each weighted by its inverse document frequency over the article's sentences (a word every sentence has, like
 * "shipping" on the shipping page, says little), plus a word the store's policies use for what the question asks
 * ({@link ASKS}: a question about cost prefers a sentence with a price or "free"). The question is English: other
 * languages are glossed before a policy is looked up.
 */
/// <reference path="../shared/lexicon/snowball-stemmers.d.ts" />
import snowball from 'snowball-stemmers';
import { FUNCTION_WORDS } from '../shared/lexicon/function-words.ts';

const stemmer = snowball.newStemmer('english');
const STOP = FUNCTION_WORDS.en!;

/**
 * What a question asks, by its words, and how a sentence that answers it reads: cost (a price or "free"), time (a
 * number of days or hours), place (countries). General English question words; a store's own words come from its
 * article.
 */
const ASKS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/\b(?:cost|costs|pay|paying|charge|charged|fee|fees|price|free|how much|expensive|cheap)\b|\$\s?\d/, /\$\s?\d|\bfree\b|\bno (?:charge|cost|fee)\b/],
  [/\b(?:how long|when|days?|weeks?|hours?|time|quick|quickest|fast|fastest|soon|till|until)\b/, /\b\d+(?:\s*[-–]\s*\d+)?\s*(?:business |working )?(?:days?|hours?|weeks?)\b/],
  [/\b(?:countr(?:y|ies)|international|abroad|overseas|(?:ship|deliver|send|sent|mail)\w*(?:\s+\w+){0,2}\s+(?:to|in)|live[sd]? (?:in|to))\b/, /\b(?:united states|canada|countr(?:y|ies)|international)\b/],
];

/**
 * Everyday words for what store policies name otherwise (general English): "send it back" is a return, "swap" an
 * exchange, "money back" a refund.
 */
const POLICY_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:send|sending|sent|bring|take|ship|mail)(?:\s+(?:it|them|this|that|these|those|one|something))?\s+back\b/g, 'return'],
  [/\b(?:swap|switch|trade)(?:ped|ping|s)?\b/g, 'exchange'],
  [/\b(?:money|cash)\s+back\b/g, 'refund'],
];

/** Minimum score (sum of matched idf weights) for a sentence to count as the answer. */
const FOCUS_MIN_SCORE = 1;

/** An article's plain text split into sentences: list items whole, paragraphs by sentence ends. Markdown marks removed. */
export function articleSentences(markdown: string): string[] {
  const plain = markdown.replace(/^#+\s*/gm, '').replace(/\*\*|__|`/g, '');
  return plain.split(/\n+/).flatMap((line) => {
    const item = line.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '').trim();
    if (!item) return [];
    return /^\s*(?:[-*+]|\d+[.)])\s/.test(line) ? [item] : item.split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/);
  }).map((s) => s.trim()).filter((s) => s.length > 2);
}

const stemsOf = (text: string): Set<string> =>
  new Set((text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []).filter((w) => !STOP.has(w) && w.length > 1).map((w) => stemmer.stem(w.replace(/'s$/, ''))));

/**
 * The one to three sentences of `markdown` that best answer `question` (English), in article order; [] when no sentence
 * clearly does (nothing scores {@link FOCUS_MIN_SCORE}, or the best ties with more than two other sentences).
 * Another sentence is kept when it scores at least 0.8 of the best.
 */
export function focusSentences(markdown: string, question: string): string[] {
  const sentences = articleSentences(markdown);
  if (sentences.length < 2) return [];
  const q = stemsOf(POLICY_WORDS.reduce((text, [re, word]) => text.replace(re, word), question.toLowerCase()));
  const stems = sentences.map(stemsOf);
  const idf = (w: string) => Math.log((sentences.length + 1) / (stems.filter((s) => s.has(w)).length + 0.5));
  const asks = ASKS.filter(([asked]) => asked.test(question.toLowerCase()));
  const scores = sentences.map((s, i) => {
    let score = 0;
    for (const w of q) if (stems[i]!.has(w)) score += idf(w);
    for (const [, answers] of asks) if (answers.test(s.toLowerCase())) score += 1;
    return score;
  });
  const best = Math.max(...scores);
  if (best < FOCUS_MIN_SCORE) return [];
  const near = scores.map((s, i) => [s, i] as const).filter(([s]) => s >= best * 0.8).sort((a, b) => b[0] - a[0]);
  if (near.length > 3) return [];
  return near.map(([, i]) => i).sort((a, b) => a - b).map((i) => sentences[i]!);
}
