/**
 * Lexical passage ranker for product questions: BM25 over the product's own passages (Porter
 * stems, stop words removed), plus attribute-synonym matching, a question-type cue (measurement
 * questions favour passages with a number and a unit), source priors and a short-passage penalty.
 * Weights were tuned on ePQA dev (data/product_qa) only; see README.md for the measured numbers.
 */
import { hasNumberWithUnit, synonymTermsOf, termsOf, wordsOf } from './text.ts';

/** A passage to rank. `source` is a PassageSchema source (title, attribute, ...) or ePQA's review / cqa. */
export type PassageInput<S extends string = string> = { text: string; source: S };
/** A ranked passage; higher `score` is better. Keeps the input's source type. */
export type RankedPassage<S extends string = string> = { text: string; source: S; score: number };

/** Ranker weights. Defaults are the values tuned on ePQA dev. */
export type RankerParams = {
  k1: number;
  b: number;
  synonymWeight: number;
  numericBonus: number;
  yesNoBonus: number;
  shortPenalty: number;
  /** Bonus × share of the question's distinct terms found in the passage. */
  coverageWeight: number;
  sourcePrior: Record<string, number>;
};

/** Tuned defaults (grid search on ePQA dev, see README.md). */
export const DEFAULT_RANKER_PARAMS: RankerParams = {
  k1: 0.6,
  b: 0.75,
  synonymWeight: 0.6,
  numericBonus: 2.0,
  yesNoBonus: 0.3,
  shortPenalty: 2.0,
  coverageWeight: 2.0,
  // ePQA dev share of label-2 candidates by source: cqa 43%, review 29%, bullet 20%, description 11%, attribute 7%
  sourcePrior: { cqa: 1.0, review: 0.7, bullet: 0.4, description: 0.2, attribute: 0.2, option: 0.3, title: 0.1, price: 0 },
};

const MEASURE_Q = /\b(how (long|big|tall|wide|deep|heavy|high|thick|large|small|much (does|do|did) (it|they|this|the \w+) weigh|many)|what (is the size|are the dimensions|dimensions|is the weight|weight|capacity|length|width|height)|dimensions?|weigh|measure|inches|wattage|voltage|mah|capacity)\b/i;
const YES_NO_Q = /^\s*(does|do|is|are|can|could|will|would|did|has|have|should)\b/i;
const OPTION_Q = /\b(sizes?|colou?rs?|come in|options?|variants?|available in)\b/i;
const PRICE_Q = /\b(price|cost|how much (is|are|does it cost)|cheap|expensive|\$)\b/i;

/** True when the question asks for a measurement (size, weight, length, capacity, how many). */
export function isMeasurementQuestion(question: string): boolean {
  return MEASURE_Q.test(question);
}

/**
 * Rank passages for a question, best first. Ties keep input order. Never throws; an empty
 * question scores by priors only.
 */
export function rankPassages<S extends string>(question: string, passages: PassageInput<S>[], params: RankerParams = DEFAULT_RANKER_PARAMS): RankedPassage<S>[] {
  const qTerms = [...new Set(termsOf(question))];
  const qSyn = synonymTermsOf(qTerms);
  const docs = passages.map((p) => {
    const terms = termsOf(p.text);
    const tf = new Map<string, number>();
    for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
    for (const s of synonymTermsOf(terms)) tf.set(s, (tf.get(s) ?? 0) + 1);
    return { p, tf, len: terms.length, words: wordsOf(p.text).length };
  });
  const n = docs.length;
  const avgLen = docs.reduce((a, d) => a + d.len, 0) / Math.max(1, n) || 1;
  const df = new Map<string, number>();
  for (const d of docs) for (const t of d.tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = (t: string) => Math.log(1 + (n - (df.get(t) ?? 0) + 0.5) / ((df.get(t) ?? 0) + 0.5));
  const measure = isMeasurementQuestion(question);
  const yesNo = YES_NO_Q.test(question);
  const priceQ = PRICE_Q.test(question);
  const optionQ = OPTION_Q.test(question);
  const scored = docs.map((d, i) => {
    let s = 0;
    const bm = (t: string, w: number) => {
      const f = d.tf.get(t);
      if (!f) return;
      s += w * idf(t) * (f * (params.k1 + 1)) / (f + params.k1 * (1 - params.b + params.b * d.len / avgLen));
    };
    for (const t of qTerms) bm(t, 1);
    if (qTerms.length) s += params.coverageWeight * qTerms.filter((t) => d.tf.has(t)).length / qTerms.length;
    for (const t of qSyn) bm(t, params.synonymWeight);
    s += params.sourcePrior[d.p.source] ?? 0;
    if (measure && hasNumberWithUnit(d.p.text)) s += params.numericBonus;
    if (yesNo && /^\s*(yes|no|nope|yep|it does|it is|they do|they are)\b/i.test(d.p.text)) s += params.yesNoBonus;
    if (priceQ && d.p.source === 'price') s += 2;
    if (optionQ && d.p.source === 'option') s += 1.5;
    if (d.words < 4 && (d.p.source === 'review' || d.p.source === 'cqa')) s -= params.shortPenalty; // ePQA: such reviews never answer
    return { text: d.p.text, source: d.p.source, score: Math.round(s * 1000) / 1000, i };
  });
  scored.sort((a, b) => b.score - a.score || a.i - b.i);
  return scored.map(({ text, source, score }) => ({ text, source, score }));
}

/** A plain BM25 baseline (same tokenising, no synonyms, cues or priors), for comparison. */
export function rankPassagesBm25<S extends string>(question: string, passages: PassageInput<S>[]): RankedPassage<S>[] {
  return rankPassages(question, passages, { k1: 1.2, b: 0.75, synonymWeight: 0, numericBonus: 0, yesNoBonus: 0, shortPenalty: 0, coverageWeight: 0, sourcePrior: {} });
}
