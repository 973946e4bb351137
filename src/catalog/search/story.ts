/**
 * Ranking by a shopper's story: when a shopper tells what is happening instead of naming a product ("my old great dane
 * has arthritis and bending down to eat hurts his neck"), the products whose whole text — bullet points and
 * description too, not only the title — tells the same situation ("raised bowls ease strain on the neck and joints of
 * large and senior dogs") serve it. The catalog itself is the evidence: no table of situations, nothing per product.
 *
 * The score is BM25 (Robertson and Zaragoza, "The Probabilistic Relevance Framework: BM25 and Beyond", 2009) over the
 * product's search document with per-field weights in the term frequency, the BM25F simplification: each occurrence of
 * a lexeme counts its field's weight ({@link STORY}.fieldWeights), a document's length is the sum of those weights over
 * all its lexeme occurrences. search.ts fuses this order with the learned re-ranker's order by reciprocal rank fusion
 * (Cormack, Clarke and Büttcher, SIGIR 2009: score = Σ 1 / (k + rank)).
 */
import type { StoreVocabulary } from './store-vocabulary.ts';

/**
 * Constants of the story ranking. `k1`, `b`: BM25's usual values (Robertson and Zaragoza 2009). `fieldWeights`: weight
 * of an occurrence in the search vector's field D (description), C (bullets, category, tags, options), B (vendor and
 * type) and A (title), Postgres's order — the title counts most, as in the search vector's own ts_rank weights
 * (search.ts RANKING.fieldWeights), the description least. `depth`: story-ranked products that join the fusion.
 * `rrfK`: the reciprocal rank fusion constant (60, Cormack et al. 2009). `minLexemes`: fewer distinct known lexemes
 * than this are keywords, not a story (the learned ranker alone orders them). Tried on the conversation sets (46 files,
 * `aisle eval conversations`): title weight 1.5 instead of 3 lost 2 turns of needs told as situations; the story's order
 * weighing twice the words' lost 5 turns of the probe files for 1 of the situations.
 * `seat`, `seatStrength`: the story's best product, when the catalog tells the story at least this well
 * ({@link storyStrengthOf}: about two of the store's rarest words), is shown at this position at the latest, whatever the
 * words' order — the catalog's own reading of the need beside the agent's. Measured with `aisle eval conversations`
 * (2026-12-01): +2 turns over the 53 conversation files read before, and +2 over four batteries written blind and never
 * read (blind7, blind8, languages_blind3, languages_blind4: 513 turns), none lost there.
 */
export const STORY = { k1: 1.2, b: 0.75, fieldWeights: [0.6, 1, 1.5, 3] as const, depth: 20, rrfK: 60, minLexemes: 5, seat: 3, seatStrength: 2 };

/** Each product's weighted length (see the module comment), in `productIds` order, and their mean. */
type Lengths = { len: Float64Array; avg: number };

/** Weighted lengths per loaded vocabulary, dropped with it. */
const lengthCache = new WeakMap<StoreVocabulary['postings'], Lengths>();

/** A `WordEntryPos`'s field weight: its top two bits are the weight letter, A = 3 … D = 0 (see PostingPositions). */
function weightOf(pos: number): number {
  return STORY.fieldWeights[pos >> 14]!;
}

/**
 * The weighted term frequency of posting `k` of lexeme `lexeme` (product `postings.get(lexeme)[k]`): the sum of its
 * occurrences' field weights; a lexeme stored without positions counts once, as description text.
 */
function weightedTf(vocab: StoreVocabulary, lexeme: string, k: number): number {
  const { bases, starts, data } = vocab.positions;
  const base = bases.get(lexeme);
  if (base === undefined) return STORY.fieldWeights[0];
  let tf = 0;
  for (let j = starts[base + k]!; j < starts[base + k + 1]!; j++) tf += weightOf(data[j]!);
  return tf || STORY.fieldWeights[0];
}

function lengthsOf(vocab: StoreVocabulary): Lengths {
  let cached = lengthCache.get(vocab.postings);
  if (cached) return cached;
  const len = new Float64Array(vocab.productIds.length);
  for (const [lexeme, list] of vocab.postings) {
    for (let k = 0; k < list.length; k++) len[list[k]!]! += weightedTf(vocab, lexeme, k);
  }
  let sum = 0;
  for (const x of len) sum += x;
  cached = { len, avg: Math.max(sum / Math.max(len.length, 1), 1e-9) };
  lengthCache.set(vocab.postings, cached);
  return cached;
}

/**
 * The products that best tell a story, best first: at most {@link STORY}.depth of them, each with its index into
 * `vocab.productIds` and its BM25 score (over the story's distinct `lexemes`, stems of the catalog's text-search
 * configuration as search.ts's prepareText gives them). Lexemes no product has are ignored; empty when fewer than
 * {@link STORY}.minLexemes are known to the store (keywords, not a story) or nothing matches. Ties: the lower index.
 */
export function storyRanking(vocab: StoreVocabulary, lexemes: readonly string[], depth: number = STORY.depth): { index: number; score: number }[] {
  const terms = [...new Set(lexemes)].map((l) => ({ l, list: vocab.postings.get(l) })).filter((t): t is { l: string; list: Int32Array } => !!t.list?.length);
  if (terms.length < STORY.minLexemes) return [];
  const n = vocab.productIds.length;
  const { len, avg } = lengthsOf(vocab);
  const score = new Float64Array(n);
  const touched: number[] = [];
  const { k1, b } = STORY;
  for (const { l, list } of terms) {
    const idf = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5));
    for (let k = 0; k < list.length; k++) {
      const i = list[k]!;
      const tf = weightedTf(vocab, l, k);
      if (score[i] === 0) touched.push(i);
      score[i]! += idf * (tf * (k1 + 1)) / (tf + k1 * (1 - b + b * len[i]! / avg));
    }
  }
  touched.sort((x, y) => score[y]! - score[x]! || x - y);
  return touched.slice(0, depth).map((index) => ({ index, score: score[index]! }));
}

/**
 * How well a story is told by its best product ({@link storyRanking}'s first score): that score over the IDF of a word
 * only one of `n` products has (BM25's IDF, ln(1 + (n - 0.5) / 1.5)), so that stores of any size compare — about how
 * many of the store's rarest words the best product's text matches. 0 for a store of fewer than two products.
 */
export function storyStrengthOf(score: number, n: number): number {
  return n > 1 ? score / Math.log(1 + (n - 0.5) / 1.5) : 0;
}

/**
 * Reciprocal rank fusion of two orders of product ids (best first): each id scores Σ 1 / ({@link STORY}.rrfK + rank),
 * rank from 1, over the orders that hold it; best first, ties in `first`'s order, then `second`'s.
 */
export function fuseOrders(first: readonly string[], second: readonly string[]): { id: string; score: number }[] {
  const score = new Map<string, number>();
  const at = new Map<string, number>();
  for (const [o, order] of [first, second].entries()) {
    for (const [r, id] of order.entries()) {
      score.set(id, (score.get(id) ?? 0) + 1 / (STORY.rrfK + r + 1));
      if (!at.has(id)) at.set(id, o * 1e6 + r);
    }
  }
  return [...score].map(([id, s]) => ({ id, score: s })).sort((x, y) => y.score - x.score || at.get(x.id)! - at.get(y.id)!);
}
