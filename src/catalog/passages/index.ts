/** Product-question passages: splitting products into passages and ranking them for a question. */
export { rankPassages, rankPassagesBm25, isMeasurementQuestion, DEFAULT_RANKER_PARAMS } from './rank.ts';
export type { PassageInput, RankedPassage, RankerParams } from './rank.ts';
export { splitProductIntoPassages, MAX_CHUNK_CHARS } from './split.ts';
export type { ProductText, ProductPassage } from './split.ts';
export { evaluateProductQa } from './evaluate.ts';
export type { ProductQaRow, ProductQaScores } from './evaluate.ts';
