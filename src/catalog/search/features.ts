/**
 * Stage 2 match features of shortlisted products computed from the store's index in memory (store-vocabulary.ts:
 * postings with their tsvector positions) instead of in SQL: the same values Postgres gives for
 *
 * - `x_cov` = `(sv @@ 'lexeme:X'::tsquery)::int` summed over the query's lexemes, over their count (float8), and
 * - `rank_cd` = `ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', sv, 'l1' | 'l2' | …)` (float4, no normalization): for an OR
 *   query every matching position is a cover of its own, so the rank is the sum, in position order, of the weights
 *   of the positions of the query's distinct lexemes (PostgreSQL's tsrank.c `calc_rank_cd`; lexemes stored without
 *   positions add nothing),
 * - `category_hit` = the product type or a category equals a category word of the query (lower case).
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

/** Postgres's order of tsvector entries (bytes, shorter first on a common prefix): ties of one position only. */
function compareLexemes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

/**
 * Candidate rows (without `trigram`, which stays Postgres's `word_similarity`) for products `indexes` of the store's
 * index with their stage 1 coverages. `lexemes`: the query's ranking lexemes (at most MAX_TERMS, the `x_cov`
 * denominators); `rankLexemes`: every distinct lexeme of the OR tsquery (ts_rank_cd); `categories`: category words
 * of the query.
 */
export function memoryCandidateRows(
  vocab: StoreVocabulary, rows: { index: number; cov: number }[], lexemes: string[], rankLexemes: string[], categories: string[],
): Omit<CandidateRow, 'trigram'>[] {
  const cats = categories.map((c) => c.toLowerCase());
  const distinctRank = [...new Set(rankLexemes)];
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
    const hits: { pos: number; weight: number; lexeme: string }[] = [];
    for (const l of distinctRank) {
      const pos = positionsOf(vocab, l, i);
      if (pos) for (const x of pos) hits.push({ pos: x & POS_MASK, weight: x >> 14, lexeme: l });
    }
    hits.sort((a, b) => a.pos - b.pos || a.weight - b.weight || compareLexemes(a.lexeme, b.lexeme));
    let rank = 0;
    for (const h of hits) rank += 1.0 / INV_WEIGHTS[h.weight]!;
    const n = lexemes.length;
    return {
      id: vocab.productIds[i]!, cov, ...fields,
      a_cov: n ? covs[3]! / n : 0, b_cov: n ? covs[2]! / n : 0, c_cov: n ? covs[1]! / n : 0, d_cov: n ? covs[0]! / n : 0,
      rank_cd: n ? float4Value(rank) : 0,
      category_hit: cats.length > 0 && [...fields.category, fields.product_type].some((c) => cats.includes(c.toLowerCase())),
    };
  });
}
