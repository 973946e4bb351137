/**
 * Stage 2 match features of shortlisted products computed from the store's index in memory (store-vocabulary.ts:
 * postings with their tsvector positions) instead of in SQL: the same values Postgres gives for
 *
 * - `x_cov` = `(sv @@ 'lexeme:X'::tsquery)::int` summed over the query's lexemes, over their count (float8), and
 * - `rank_cd` = `ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', sv, 'l1' | 'l2' | …)` (float4, no normalization): for an OR
 *   query every matching position is a cover of its own, so the rank is the sum, in position order, of the weights
 *   of the positions of the query's distinct lexemes (PostgreSQL's tsrank.c `calc_rank_cd`; lexemes stored without
 *   positions add nothing),
 * - `category_hit` = the product type or a category equals a category word of the query (lower case),
 * - `trigram` = pg_trgm's `word_similarity(query, search_text)` for ASCII texts ({@link wordSimilarity}).
 *
 * Values go through the same text round trip node-postgres applies (float4 printed shortest, parsed as a double), so
 * the re-ranker sees identical numbers (search.test.ts compares both on a store).
 */
import type { PostingPositions, StoreVocabulary } from './store-vocabulary.ts';
import type { CandidateRow } from './rerank.ts';

/** ts_rank_cd's weights by `WordEntryPos` weight (D, C, B, A), as Postgres holds them (float4). */
const RANK_WEIGHTS = [0.1, 0.2, 0.4, 1.0].map(Math.fround);
/** Their inverses as calc_rank_cd computes them (double). */
const INV_WEIGHTS = RANK_WEIGHTS.map((w) => 1.0 / w);
const POS_MASK = 0x3fff;

/** A float4 as node-postgres returns it: printed with the fewest digits that read back to it, parsed as a double. */
export function float4Value(x: number): number {
  const f = Math.fround(x);
  if (f === 0 || !Number.isFinite(f)) return f;
  for (let p = 1; p < 10; p++) {
    const v = Number(f.toPrecision(p));
    if (Math.fround(v) === f) return v;
  }
  return f;
}

/** Index of `x` in the ascending `list`, or -1. */
function indexOf(list: Int32Array, x: number): number {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = list[mid]!;
    if (v === x) return mid;
    if (v < x) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** The positions of `lexeme` in product `i` (a subarray; empty = present without positions), or null when absent. */
function positionsOf(vocab: StoreVocabulary, lexeme: string, i: number): Uint16Array | null {
  const list = vocab.postings.get(lexeme);
  if (!list) return null;
  const k = indexOf(list, i);
  if (k < 0) return null;
  const p: PostingPositions = vocab.positions;
  const base = p.bases.get(lexeme)!;
  return p.data.subarray(p.starts[base + k]!, p.starts[base + k + 1]!);
}

/**
 * Candidate rows (without `trigram`: {@link wordSimilarity}) for products `indexes` of the store's
 * index with their stage 1 coverages. `lexemes`: the query's ranking lexemes (at most MAX_TERMS, the `x_cov`
 * denominators); `rankLexemes`: every distinct lexeme of the OR tsquery (ts_rank_cd); `categories`: category words
 * of the query.
 */
export function memoryCandidateRows(
  vocab: StoreVocabulary, rows: { index: number; cov: number }[], lexemes: string[], rankLexemes: string[], categories: string[],
): Omit<CandidateRow, 'trigram'>[] {
  const cats = categories.map((c) => c.toLowerCase());
  const distinctRank = [...new Set(rankLexemes)];
  const hits: number[] = [];
  return rows.map(({ index: i, cov }) => {
    const fields = vocab.products[i]!;
    const covs = [0, 0, 0, 0]; // by weight bits: D, C, B, A
    for (const l of lexemes) {
      const pos = positionsOf(vocab, l, i);
      if (!pos) continue;
      if (pos.length === 0) { for (let w = 0; w < 4; w++) covs[w]!++; continue; }
      let mask = 0;
      for (const x of pos) mask |= 1 << (x >> 14);
      for (let w = 0; w < 4; w++) if (mask & (1 << w)) covs[w]!++;
    }
    // Each matching position as position * 4 + weight: summed in position order, then weight (ties of both add equal
    // terms, so the order among them — Postgres's lexeme order — leaves the sum unchanged).
    hits.length = 0;
    for (const l of distinctRank) {
      const pos = positionsOf(vocab, l, i);
      if (pos) for (const x of pos) hits.push((x & POS_MASK) * 4 + (x >> 14));
    }
    if (hits.length > 1) hits.sort((a, b) => a - b);
    let rank = 0;
    for (const h of hits) rank += 1.0 / INV_WEIGHTS[h & 3]!;
    const n = lexemes.length;
    return {
      id: vocab.productIds[i]!, cov, ...fields,
      a_cov: n ? covs[3]! / n : 0, b_cov: n ? covs[2]! / n : 0, c_cov: n ? covs[1]! / n : 0, d_cov: n ? covs[0]! / n : 0,
      rank_cd: n ? float4Value(rank) : 0,
      category_hit: cats.length > 0 && [...fields.category, fields.product_type].some((c) => cats.includes(c.toLowerCase())),
    };
  });
}

/** Words as pg_trgm reads ASCII text (runs of letters and digits). */
const TRGM_WORD = /[A-Za-z0-9]+/g;
const NON_ASCII = /[^\p{ASCII}]/u;
const NON_ASCII_ALL = /[^\p{ASCII}]/gu;

/**
 * pg_trgm's trigrams of a text in order (`generate_trgm_only`: each word lower-cased, padded with two spaces before and
 * one after), each as its three ASCII codes in one number (so numbers order as pg_trgm orders trigrams), or null when
 * the text is not ASCII (pg_trgm's word characters and case folding then follow the database's locale: such texts
 * are left to Postgres) — unless each of its other characters is one of `separators`, characters pg_trgm reads as
 * word separators (StoreVocabulary `trigramSeparators`): they split words as a space does.
 */
export function trigramsOf(text: string, separators?: ReadonlySet<string>): Int32Array | null {
  if (NON_ASCII.test(text)) {
    let words = true;
    const spaced = text.replace(NON_ASCII_ALL, (c) => { if (!separators?.has(c)) words = false; return ' '; });
    if (!words) return null;
    text = spaced;
  }
  const out: number[] = [];
  for (const m of text.matchAll(TRGM_WORD)) {
    const w = `  ${m[0].toLowerCase()} `;
    for (let i = 0; i + 3 <= w.length; i++) out.push((w.charCodeAt(i) << 16) | (w.charCodeAt(i + 1) << 8) | w.charCodeAt(i + 2));
  }
  return Int32Array.from(out);
}

/** pg_trgm's CALCSML: count / (len1 + len2 - count) in float4. */
function calcSml(count: number, len1: number, len2: number): number {
  return Math.fround(count / (len1 + len2 - count));
}

/**
 * A text's trigrams ({@link trigramsOf}) as {@link wordSimilarityOf} reads them: `distinct` holds each trigram once, and
 * `at[i]` is the index in `distinct` of the trigram at position i. Computed once per product text (pg_trgm sorts the
 * query's and the text's trigrams together on every call only to give equal trigrams one index).
 */
export type TextTrigrams = { distinct: Int32Array; at: Int32Array };

/** {@link TextTrigrams} of a text's trigrams. */
export function textTrigrams(trigrams: Int32Array): TextTrigrams {
  const index = new Map<number, number>();
  const at = new Int32Array(trigrams.length);
  for (let i = 0; i < trigrams.length; i++) {
    const t = trigrams[i]!;
    let k = index.get(t);
    if (k === undefined) {
      k = index.size;
      index.set(t, k);
    }
    at[i] = k;
  }
  return { distinct: Int32Array.from(index.keys()), at };
}

/**
 * pg_trgm's `word_similarity(query, text)` (trgm_op.c `calc_word_similarity` and `iterate_word_similarity`, not strict)
 * over the two texts' trigrams ({@link trigramsOf}): the greatest similarity between the query's trigram set and a
 * continuous extent of the text's trigrams. Returned as node-postgres reads the float4 ({@link float4Value}).
 */
export function wordSimilarity(query: Int32Array, text: Int32Array): number {
  return wordSimilarityOf(new Set(query), textTrigrams(text));
}

/**
 * {@link wordSimilarity} of the query's distinct trigrams and a text's {@link TextTrigrams}: the same steps as
 * `calc_word_similarity`, whose merged sort only numbers equal trigrams alike (any such numbering gives the same result)
 * and counts the query's distinct trigrams (`ulen1`).
 */
export function wordSimilarityOf(query: ReadonlySet<number>, text: TextTrigrams): number {
  return float4Value(iterateWordSimilarity(query, text, Infinity));
}

/**
 * pg_trgm's `iterate_word_similarity` (float4, as Postgres holds it), stopping as soon as an extent reaches `stopAt`
 * (then the result is at least `stopAt`, though maybe not the maximum: what `<%` asks; Infinity = the maximum).
 */
function iterateWordSimilarity(query: ReadonlySet<number>, text: TextTrigrams, stopAt: number): number {
  const ulen1 = query.size;
  const trg2indexes = text.at;
  const len2 = trg2indexes.length;
  const len = text.distinct.length;
  const found = new Uint8Array(len);
  for (let k = 0; k < len; k++) if (query.has(text.distinct[k]!)) found[k] = 1;
  const lastpos = new Int32Array(len).fill(-1);
  let ulen2 = 0;
  let count = 0;
  let lower = -1;
  let smlrMax = 0;
  for (let i = 0; i < len2; i++) {
    const trgindex = trg2indexes[i]!;
    if (lower >= 0 || found[trgindex]) {
      if (lastpos[trgindex]! < 0) {
        ulen2++;
        if (found[trgindex]) count++;
      }
      lastpos[trgindex] = i;
    }
    if (!found[trgindex]) continue;
    const upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let smlrCur = calcSml(count, ulen1, ulen2);
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const prevLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
      const smlrTmp = calcSml(tmpCount, ulen1, tmpUlen2);
      if (smlrTmp > smlrCur) {
        smlrCur = smlrTmp;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      const tmpTrgindex = trg2indexes[tmpLower]!;
      if (lastpos[tmpTrgindex] === tmpLower) {
        tmpUlen2--;
        if (found[tmpTrgindex]) tmpCount--;
      }
    }
    smlrMax = Math.max(smlrMax, smlrCur);
    if (smlrMax >= stopAt) return smlrMax;
    for (let tmpLower = prevLower; tmpLower < lower; tmpLower++) {
      const tmpTrgindex = trg2indexes[tmpLower]!;
      if (lastpos[tmpTrgindex] === tmpLower) lastpos[tmpTrgindex] = -1;
    }
  }
  return smlrMax;
}

/** Each product's trigrams (null: not ASCII), computed on first use per loaded vocabulary. */
const productTrigrams = new WeakMap<StoreVocabulary, (TextTrigrams | null | undefined)[]>();

/**
 * The trigrams of product `i`'s search text ({@link trigramsOf} with the store's separators, {@link textTrigrams}),
 * remembered with the vocabulary.
 */
export function productTrigramsOf(vocab: StoreVocabulary, i: number): TextTrigrams | null {
  let list = productTrigrams.get(vocab);
  if (!list) {
    list = new Array(vocab.productIds.length);
    productTrigrams.set(vocab, list);
  }
  let t = list[i];
  if (t === undefined) {
    const trigrams = trigramsOf(vocab.searchTexts[i]!, vocab.trigramSeparators);
    list[i] = t = trigrams && textTrigrams(trigrams);
  }
  return t;
}

/**
 * pg_trgm's default `pg_trgm.word_similarity_threshold` (the bound of the `<%` operator; Aisle never sets it: see the
 * pg_trgm documentation, "GUC parameters"), as pg_trgm compares it with a float4 similarity.
 */
const WORD_SIMILARITY_THRESHOLD = Math.fround(0.6);

/**
 * The store's ASCII product texts by trigram ({@link trigramsOf}): `postings` = trigram -> indexes into `productIds` of
 * the products whose search text has it, ascending; `nonAscii` = the products whose text has characters beyond ASCII
 * that are not separators (left to Postgres), ascending. What pg_trgm's GIN index holds, in memory.
 */
type TrigramIndex = { postings: Map<number, Int32Array>; nonAscii: Int32Array };

/** Each loaded vocabulary's {@link TrigramIndex}, built on first use. */
const trigramIndexes = new WeakMap<StoreVocabulary, TrigramIndex>();

function trigramIndexOf(vocab: StoreVocabulary): TrigramIndex {
  let index = trigramIndexes.get(vocab);
  if (index) return index;
  const lists = new Map<number, number[]>();
  const nonAscii: number[] = [];
  for (let i = 0; i < vocab.productIds.length; i++) {
    const own = productTrigramsOf(vocab, i);
    if (!own) { nonAscii.push(i); continue; }
    for (const t of own.distinct) {
      const list = lists.get(t);
      if (list) list.push(i); else lists.set(t, [i]);
    }
  }
  index = { postings: new Map([...lists].map(([t, list]) => [t, Int32Array.from(list)])), nonAscii: Int32Array.from(nonAscii) };
  trigramIndexes.set(vocab, index);
  return index;
}

/**
 * pg_trgm's `query <% search_text` (word similarity at least {@link WORD_SIMILARITY_THRESHOLD}) over the store's active
 * products, as its GIN index answers it: the products sharing enough of the query's distinct trigrams (similarity is at
 * most shared / the query's count), then the similarity itself on those, stopping at the threshold as pg_trgm's
 * check does. `matches`: indexes into `productIds`, ascending, of texts read in memory that pass; `unknown`: the
 * products whose text is not ({@link productTrigramsOf} null), for Postgres to check. Null when the query is not ASCII
 * (the whole check is then Postgres's).
 */
export function trigramMatches(vocab: StoreVocabulary, query: string): { matches: number[]; unknown: Int32Array } | null {
  const trigrams = trigramsOf(query);
  if (!trigrams) return null;
  const index = trigramIndexOf(vocab);
  const distinct = new Set(trigrams);
  const matches: number[] = [];
  if (distinct.size === 0) return { matches, unknown: index.nonAscii };
  const shared = new Uint16Array(vocab.productIds.length);
  const touched: number[] = [];
  for (const t of distinct) {
    for (const i of index.postings.get(t) ?? []) {
      if (shared[i] === 0) touched.push(i);
      shared[i]!++;
    }
  }
  for (const i of touched) {
    // A continuous extent with `count` of the query's trigrams and `ulen2 >= count` distinct ones scores at most
    // count / ulen1 (float4, as calcSml); below the threshold no extent of this text can reach it.
    if (calcSml(shared[i]!, distinct.size, shared[i]!) < WORD_SIMILARITY_THRESHOLD) continue;
    if (iterateWordSimilarity(distinct, productTrigramsOf(vocab, i)!, WORD_SIMILARITY_THRESHOLD) >= WORD_SIMILARITY_THRESHOLD) matches.push(i);
  }
  return { matches: matches.sort((a, b) => a - b), unknown: index.nonAscii };
}
