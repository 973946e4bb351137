/** Product-question passages: splitting products into passages and ranking them for a question. */
export { corpusOfTexts, corpusOfWordCounts, rankPassages, rankPassagesBm25, isMeasurementQuestion, passageFeatures, DEFAULT_RANKER_PARAMS, PASSAGE_FEATURES } from './rank.ts';
export type { PassageContext, PassageCorpus, PassageInput, RankedPassage, RankerParams } from './rank.ts';
export { splitProductIntoPassages, MAX_CHUNK_CHARS } from './split.ts';
export type { ProductText, ProductPassage } from './split.ts';
export { evaluateProductQa, groupQuestions } from './evaluate.ts';
export type { ProductQaRow, ProductQaScores } from './evaluate.ts';
export { getPassageCorpus } from './store-corpus.ts';
