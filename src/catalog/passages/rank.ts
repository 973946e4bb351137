/**
 * Lexical passage ranker for product questions: a linear model over cheap features of (question, passage) —
 * BM25 over the product's own passages (Porter stems, stop words removed), query-term coverage and adjacency,
 * attribute-synonym matches, the answered question of a customer Q&A, question-type cues (measurement, yes/no,
 * options, price, material, compatibility), source priors and passage length. The weights
 * ({@link PASSAGE_WEIGHTS}) are learned by coordinate ascent on ePQA dev (data/product_qa) with 5-fold
 * cross-validation: `node scripts/train-passage-ranker.ts` (README.md has the measured figures).
 */
import { hasNumberWithUnit, stem, STOP_WORDS, synonymTermsOf, termsOf, wordsOf } from './text.ts';
import { wordnetSynonyms } from './wordnet.ts';
import weights from './passage-weights.json' with { type: 'json' };

/** A passage to rank. `source` is a PassageSchema source (title, attribute, ...) or ePQA's review / cqa. */
export type PassageInput<S extends string = string> = { text: string; source: S };
/** A ranked passage; higher `score` is better. Keeps the input's source type. */
export type RankedPassage<S extends string = string> = { text: string; source: S; score: number };

/** BM25 parameters of the plain baseline ({@link rankPassagesBm25}); Lucene's defaults. */
export type RankerParams = { k1: number; b: number };
/** Lucene's BM25 defaults (k1 1.2, b 0.75). */
export const DEFAULT_RANKER_PARAMS: RankerParams = { k1: 1.2, b: 0.75 };

const MEASURE_Q = /\b(how (long|big|tall|wide|deep|heavy|high|thick|large|small|much (does|do|did) (it|they|this|the \w+) weigh|many)|what (is the size|are the dimensions|dimensions|is the weight|weight|capacity|length|width|height)|dimensions?|weigh|measure|inches|wattage|voltage|mah|capacity)\b/i;
const YES_NO_Q = /^\s*(does|do|is|are|can|could|will|would|did|has|have|should)\b/i;
const OPTION_Q = /\b(sizes?|colou?rs?|come in|options?|variants?|available in)\b/i;
const PRICE_Q = /\b(price|cost|how much (is|are|does it cost)|cheap|expensive|\$)\b/i;
const MATERIAL_Q = /\b(made (of|from|in)|material|fabric|plastic|metal|steel|wood|cotton|leather|glass|bpa)\b/i;
const COMPAT_Q = /\b(fit|fits|compatible|work with|works with|use with|replace|replacement|model|part)\b/i;
const YES_NO_A = /^\s*(yes|no|nope|yep|yeah|it does|it is|it will|it can|they do|they are|not|correct|absolutely|definitely)\b/i;
const HOW_MANY_Q = /\b(how many|how much|how long|what size|what is the (size|weight|length|width|height))\b/i;
const FIRST_PERSON = /\b(i|my|me|we|our)\b/i;

/** True when the question asks for a measurement (size, weight, length, capacity, how many). */
export function isMeasurementQuestion(question: string): boolean {
  return MEASURE_Q.test(question);
}

/** Names of the features of {@link passageFeatures}, in vector order (passage-weights.json follows this order). */
export const PASSAGE_FEATURES = [
  'bm25', 'coverage', 'idf_coverage', 'synonyms', 'bigrams', 'cqa_question_coverage', 'cqa_answer_coverage',
  'src_cqa', 'src_review', 'src_bullet', 'src_description', 'src_attribute', 'src_option', 'src_title', 'src_price',
  'log_words', 'short', 'number_unit', 'measure_x_number_unit', 'measure_x_attribute', 'yes_no_x_yes_no_answer',
  'yes_no_x_review', 'yes_no_x_cqa', 'price_x_price', 'option_x_option', 'material_x_synonym', 'compat_x_synonym',
  'first_person', 'asks_question', 'question_numbers', 'attribute_key', 'non_title_coverage', 'passage_precision', 'max_idf_matched',
  'coverage_x_cqa', 'coverage_x_review', 'coverage_x_attribute', 'coverage_x_yes_no', 'how_many_x_number', 'what_x_short', 'wordnet', 'global_idf_coverage', 'global_bm25',
] as const;

/** What is known about the product besides its passages: its title (words of the title say little about an answer). */
export type PassageContext = { title?: string; corpus?: PassageCorpus };

/**
 * Collection statistics for IDF beyond the product's own passages: `df(term)` = documents holding the (stemmed)
 * term, out of `documents`. Without one, the "global" features fall back to the product's own passages.
 */
export type PassageCorpus = { df: (term: string) => number; documents: number };

/** Corpus statistics of a list of texts (each distinct text is one document). */
export function corpusOfTexts(texts: Iterable<string>): PassageCorpus {
  const df = new Map<string, number>();
  const seen = new Set<string>();
  for (const text of texts) {
    if (seen.has(text)) continue;
    seen.add(text);
    for (const t of new Set(termsOf(text))) df.set(t, (df.get(t) ?? 0) + 1);
  }
  return { df: (t) => df.get(t) ?? 0, documents: seen.size };
}

/** Corpus statistics from word → document counts (e.g. a store's lexicon): counts of words with one stem add up (at most `documents`). */
export function corpusOfWordCounts(counts: Iterable<[string, number]>, documents: number): PassageCorpus {
  const df = new Map<string, number>();
  for (const [w, n] of counts) {
    const t = stem(w);
    df.set(t, Math.min(documents, (df.get(t) ?? 0) + n));
  }
  return { df: (t) => df.get(t) ?? 0, documents };
}

type Doc = { tf: Map<string, number>; len: number; words: number; terms: string[] };

function docOf(text: string): Doc {
  const terms = termsOf(text);
  const tf = new Map<string, number>();
  for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
  for (const s of synonymTermsOf(terms)) tf.set(s, (tf.get(s) ?? 0) + 1);
  return { tf, len: terms.length, words: wordsOf(text).length, terms };
}

function coverageOf(qTerms: string[], text: string): number {
  if (!qTerms.length) return 0;
  const have = new Set(termsOf(text));
  return qTerms.filter((t) => have.has(t)).length / qTerms.length;
}

/**
 * Feature vectors of each passage for a question (order: {@link PASSAGE_FEATURES}). IDF is computed over the
 * given passages (one product's), so scores compare passages of one product only.
 */
export function passageFeatures(question: string, passages: PassageInput[], context: PassageContext = {}, params: RankerParams = DEFAULT_RANKER_PARAMS): number[][] {
  const qList = termsOf(question);
  const qTerms = [...new Set(qList)];
  const qSyn = synonymTermsOf(qTerms);
  const qBigrams = new Set(qList.slice(1).map((t, i) => `${qList[i]} ${t}`));
  const title = context.title ?? passages.find((p) => p.source === 'title')?.text ?? '';
  const titleTerms = new Set(termsOf(title));
  const infoTerms = qTerms.filter((t) => !titleTerms.has(t));
  const qWordnet = [...new Set(wordsOf(question).filter((w) => !STOP_WORDS.has(w) && /^[a-z]+$/.test(w)))]
    .map((w) => wordnetSynonyms(w).map(stem).filter((t) => !qTerms.includes(t)));
  const qNumbers = new Set(wordsOf(question).filter((w) => /\d/.test(w)));
  const docs = passages.map((p) => docOf(p.text));
  const n = docs.length;
  const avgLen = docs.reduce((a, d) => a + d.len, 0) / Math.max(1, n) || 1;
  const df = new Map<string, number>();
  for (const d of docs) for (const t of d.tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = (t: string) => Math.log(1 + (n - (df.get(t) ?? 0) + 0.5) / ((df.get(t) ?? 0) + 0.5));
  const idfSum = qTerms.reduce((s, t) => s + idf(t), 0) || 1;
  const corpus = context.corpus;
  const gidf = (t: string) => (corpus ? Math.log(1 + (corpus.documents - corpus.df(t) + 0.5) / (corpus.df(t) + 0.5)) : idf(t));
  const gidfSum = qTerms.reduce((s, t) => s + gidf(t), 0) || 1;
  const maxIdf = Math.max(1e-9, ...qTerms.map(idf));
  const measure = isMeasurementQuestion(question);
  const yesNo = YES_NO_Q.test(question);
  const priceQ = PRICE_Q.test(question);
  const optionQ = OPTION_Q.test(question);
  const materialQ = MATERIAL_Q.test(question);
  const compatQ = COMPAT_Q.test(question);
  return docs.map((d, i) => {
    const p = passages[i]!;
    const bm = (terms: string[]) => terms.reduce((s, t) => {
      const f = d.tf.get(t);
      return f ? s + idf(t) * (f * (params.k1 + 1)) / (f + params.k1 * (1 - params.b + params.b * d.len / avgLen)) : s;
    }, 0);
    const matched = qTerms.filter((t) => d.tf.has(t));
    const dBigrams = new Set(d.terms.slice(1).map((t, k) => `${d.terms[k]} ${t}`));
    const qa = p.source === 'cqa' ? /^(.*?)\s*Question:\s*(.*)$/s.exec(p.text) : null;
    const synMatched = qSyn.filter((t) => d.tf.has(t)).length;
    const numberUnit = hasNumberWithUnit(p.text) ? 1 : 0;
    const key = p.source === 'attribute' ? /^([^:]+):/.exec(p.text)?.[1] ?? '' : '';
    const keyTerms = termsOf(key);
    const src = (s: string) => (p.source === s ? 1 : 0);
    const cov = qTerms.length ? matched.length / qTerms.length : 0;
    return [
      bm(qTerms),
      qTerms.length ? matched.length / qTerms.length : 0,
      matched.reduce((s, t) => s + idf(t), 0) / idfSum,
      bm(qSyn),
      qBigrams.size ? [...qBigrams].filter((b) => dBigrams.has(b)).length / qBigrams.size : 0,
      qa ? coverageOf(qTerms, qa[2]!) : 0,
      qa ? coverageOf(qTerms, qa[1]!) : 0,
      src('cqa'), src('review'), src('bullet'), src('description'), src('attribute'), src('option'), src('title'), src('price'),
      Math.log(1 + d.words),
      d.words < 4 ? 1 : 0,
      numberUnit,
      measure ? numberUnit : 0,
      measure ? src('attribute') : 0,
      yesNo && YES_NO_A.test(qa ? qa[1]! : p.text) ? 1 : 0,
      yesNo ? src('review') : 0,
      yesNo ? src('cqa') : 0,
      priceQ ? src('price') : 0,
      optionQ ? src('option') : 0,
      materialQ && synMatched ? 1 : 0,
      compatQ && synMatched ? 1 : 0,
      FIRST_PERSON.test(qa ? qa[1]! : p.text) ? 1 : 0,
      (qa ? qa[1]! : p.text).includes('?') ? 1 : 0,
      qNumbers.size ? wordsOf(p.text).filter((w) => qNumbers.has(w)).length / qNumbers.size : 0,
      keyTerms.length ? keyTerms.filter((t) => qTerms.includes(t) || synonymTermsOf([t]).some((s) => qSyn.includes(s))).length / keyTerms.length : 0,
      infoTerms.length ? infoTerms.filter((t) => d.tf.has(t)).length / infoTerms.length : 0,
      d.len ? d.terms.filter((t) => qTerms.includes(t)).length / d.len : 0,
      matched.length ? Math.max(...matched.map(idf)) / maxIdf : 0,
      cov * src('cqa'),
      cov * src('review'),
      cov * src('attribute'),
      yesNo ? cov : 0,
      HOW_MANY_Q.test(question) && /\d/.test(p.text) ? 1 : 0,
      !yesNo && d.words < 8 ? 1 : 0,
      qWordnet.length ? qWordnet.filter((syns) => syns.some((t) => d.tf.has(t))).length / qWordnet.length : 0,
      matched.reduce((s, t) => s + gidf(t), 0) / gidfSum,
      qTerms.reduce((s, t) => {
        const f = d.tf.get(t);
        return f ? s + gidf(t) * (f * (params.k1 + 1)) / (f + params.k1 * (1 - params.b + params.b * d.len / avgLen)) : s;
      }, 0),
    ];
  });
}

/**
 * Hand-set weights of features that ePQA cannot teach (it has no option, price or title passages): a price or
 * options question should be answered by the price or options passage, and a title rarely answers anything.
 * The training script keeps these for features that are zero throughout its data.
 */
export const UNTRAINED_PRIORS: Partial<Record<(typeof PASSAGE_FEATURES)[number], number>> = {
  src_title: -0.5, src_price: -1, src_option: 0, price_x_price: 4, option_x_option: 3,
};

/** The learned weights, in {@link PASSAGE_FEATURES} order. */
export const PASSAGE_WEIGHTS: readonly number[] = PASSAGE_FEATURES.map((f) => (weights as Record<string, number>)[f] ?? 0);

/**
 * Rank passages for a question, best first, by the learned linear model. Ties keep input order. Never throws;
 * an empty question scores by source and length only.
 */
export function rankPassages<S extends string>(question: string, passages: PassageInput<S>[], context: PassageContext = {}, w: readonly number[] = PASSAGE_WEIGHTS): RankedPassage<S>[] {
  const feats = passageFeatures(question, passages, context);
  const scored = passages.map((p, i) => ({ text: p.text, source: p.source, score: Math.round(feats[i]!.reduce((s, f, j) => s + f * (w[j] ?? 0), 0) * 1000) / 1000, i }));
  scored.sort((a, b) => b.score - a.score || a.i - b.i);
  return scored.map(({ text, source, score }) => ({ text, source, score }));
}

/** A plain BM25 baseline (same tokenising, Lucene's k1/b; no synonyms, cues or priors), for comparison. */
export function rankPassagesBm25<S extends string>(question: string, passages: PassageInput<S>[]): RankedPassage<S>[] {
  const feats = passageFeatures(question, passages);
  const scored = passages.map((p, i) => ({ text: p.text, source: p.source, score: Math.round(feats[i]![0]! * 1000) / 1000, i }));
  scored.sort((a, b) => b.score - a.score || a.i - b.i);
  return scored.map(({ text, source, score }) => ({ text, source, score }));
}
