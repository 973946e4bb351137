/**
 * Second stage of product search: a learned linear re-ranker over cheap features of each shortlisted product.
 * Postgres gives field-level matches of the query's lexemes (title A, vendor/type B, tags/category/bullets/
 * options/attributes C, description D), ts_rank_cd, trigram similarity and ratings; this module adds what needs the
 * words in order: BM25 on the title with the store's document frequencies, adjacent query words in the title, the
 * query's head noun (the product kind: "bag" in "adidas gym bag for women") in the title, type and category,
 * negated words ("without a hood"), numbers and units, brand words, and pseudo-relevance feedback (how common a
 * product's category is among the first-pass top results).
 * Weights (search-weights.json) are learned by pairwise logistic regression on the ESCI dev queries only, with
 * cross-validation over queries: `node scripts/train-search-ranker.ts` (figures in src/catalog/README.md).
 */
import { stemmer } from 'stemmer';
import { LRUCache } from 'lru-cache';
import type { PassageCorpus } from '../passages/index.ts';
import weights from './search-weights.json' with { type: 'json' };

/** One shortlisted product as the candidate query returns it: SQL match features and its short fields. */
export type CandidateRow = {
  id: string;
  title: string;
  vendor: string;
  product_type: string;
  category: string[];
  tags: string[];
  /** IDF-weighted share of query lexemes anywhere (0-1) */
  cov: number;
  /** share of query lexemes in the title / vendor+type / tags+category+bullets+options+attributes / description */
  a_cov: number;
  b_cov: number;
  c_cov: number;
  d_cov: number;
  /** ts_rank_cd with weights {0.1, 0.2, 0.4, 1.0} */
  rank_cd: number;
  /** pg_trgm word_similarity(query, title vendor type); 0 for long queries */
  trigram: number;
  rating: number | null;
  rating_count: number | null;
  /** the product's type or category path holds a category named in the query */
  category_hit: boolean;
};

/** Prepositions and words that end the product-kind phrase of a query ("bag" in "gym bag for women"). */
const HEAD_STOP = new Set(['for', 'with', 'without', 'in', 'on', 'to', 'by', 'of', 'that', 'not', 'no', 'from', 'under', 'over', 'and', 'or', 'like', 'made']);
/** Words that negate the words after them ("without glass beads", "no wire"); "not" is left alone: it is often part of a title ("watch the game not your phone"). */
const NEGATORS = new Set(['without', 'no', 'except']);
/** Stems of words that say who a product is for ("womens", "men's", "girls", "kids"), never its kind after another word. */
const WEARER_STEMS = new Set(['women', 'woman', 'men', 'man', 'ladi', 'girl', 'boi', 'kid', 'unisex', 'adult', 'toddler', 'youth', 'teen']);
/** Words that carry no product meaning. */
const STOP = new Set(['one', 'a', 'an', 'the', 'for', 'with', 'in', 'on', 'to', 'by', 'of', 'and', 'or', 'that', 'is', 'are', 'my', 'your', 'me', 'i', 'it', 'this', 'from', 'like', 's']);

/** Words of a text: lower-case letter/digit runs (decimals and fractions kept: "1.75", "1/2"). */
export function rankWords(text: string): string[] {
  return text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').match(/[a-z0-9]+(?:[./][0-9]+)?/g) ?? [];
}

/** Stems remembered (distinct words; least recently used dropped first). */
const STEM_CACHE_WORDS = 100_000;
const stemCache = new LRUCache<string, string>({ max: STEM_CACHE_WORDS });
/** Porter stem (memoised, at most {@link STEM_CACHE_WORDS} words); numbers stay as they are. */
export function rankStem(w: string): string {
  let s = stemCache.get(w);
  if (s === undefined) {
    s = /\d/.test(w) ? w : stemmer(w);
    stemCache.set(w, s);
  }
  return s;
}

/** What the re-ranker needs of the query's ranking words. */
export type QueryAnalysis = {
  /** stems of the wanted words, in order, stop words and negated words removed */
  terms: string[];
  /** stems of negated words ("without X": X) */
  negated: string[];
  /** stem of the product-kind word (last wanted word before a preposition), or null */
  head: string | null;
  /** words with a digit ("1.75", "5m", "2") */
  numbers: string[];
};

/** Split ranking text into wanted terms, negated terms, the head noun and numbers. */
export function analyzeQuery(text: string): QueryAnalysis {
  // A particle joined to its word by a hyphen ("slip-on shoes", "built-in oven") is part of that word, not the start of
  // a phrase that would end the head noun's run.
  const tokens = text.split(/\s+/).flatMap((raw) => {
    const ws = rankWords(raw);
    return ws.map((w, i) => ({ w, joined: i > 0 && raw.includes('-') }));
  });
  const words = tokens.map((t) => t.w);
  const terms: string[] = [];
  const negated: string[] = [];
  let head: string | null = null;
  let headOpen = true;
  let negating = false;
  for (const { w, joined } of tokens) {
    if (joined && HEAD_STOP.has(w) && !NEGATORS.has(w)) continue;
    if (NEGATORS.has(w)) { negating = true; headOpen = false; continue; }
    if (HEAD_STOP.has(w)) { negating = negating && (w === 'and' || w === 'or'); headOpen = false; continue; }
    if (STOP.has(w)) continue;
    const s = rankStem(w);
    if (negating) { negated.push(s); continue; }
    terms.push(s);
    // Who the product is for ("flat shoes womens", "running shoes men") is not its kind: it is the head only alone.
    if (headOpen && !/\d/.test(w) && !(head !== null && WEARER_STEMS.has(s))) head = s;
  }
  return { terms: [...new Set(terms)], negated: [...new Set(negated)], head, numbers: words.filter((w) => /\d/.test(w)) };
}

/**
 * The ranking text without its negated words ("plain led strip lights without rgb colour changing" → "plain led strip
 * lights"), read as {@link analyzeQuery} reads them: "without" or "except" and the words after it up to a word that ends
 * a phrase.
 * Retrieval and match coverage count the words wanted; the re-ranker still sees the negation (`negated_in_title`).
 */
export function wantedText(text: string): string {
  let negating = false;
  const kept: string[] = [];
  for (const raw of text.split(/\s+/)) {
    const w = raw.toLowerCase();
    // "without" and "except" only: "no" often names the product ("no show socks", "no bake cheesecake mix").
    if (w === 'without' || w === 'except') { negating = true; continue; }
    if (negating && HEAD_STOP.has(w) && w !== 'and' && w !== 'or') negating = false;
    if (!negating) kept.push(raw);
  }
  return kept.join(' ').trim();
}

/** Names of the re-ranker's features, in vector order (search-weights.json is keyed by these). */
export const RERANK_FEATURES = [
  'cov', 'a_cov', 'b_cov', 'c_cov', 'd_cov', 'rank_cd', 'trigram', 'rating', 'category_hit',
  'title_bm25', 'title_all', 'title_bigrams', 'title_first_match', 'title_length',
  'head_in_title', 'head_in_type', 'head_in_category', 'head_last_in_title', 'kind_coverage',
  'negated_in_title', 'numbers_in_title', 'vendor_words', 'feedback_category', 'feedback_type',
] as const;

/** Index of the first pseudo-relevance-feedback feature (computed after a first pass). */
const FEEDBACK_START = RERANK_FEATURES.indexOf('feedback_category');
/** Products of the first pass whose categories count as feedback. */
export const FEEDBACK_DEPTH = 10;

const TITLE_K1 = 1.2;
const TITLE_B = 0.75;
/** Typical title length in words (ESCI and Shopify titles), the BM25 length norm's average. */
const AVG_TITLE_WORDS = 14;

/** A product's words as the re-ranker reads them (stems of its title, type, categories, tags and vendor). */
type ProductWords = {
  tw: string[]; tf: Map<string, number>; titleBigrams: Set<string>; typeWords: Set<string>; catWords: Set<string>;
  kindWords: Set<string>; vendorWords: Set<string>; titleText: string;
  /** The title's first clause ("Leather Belt, Black": the head noun late in it names the product; early it may modify). */
  clause: string[];
};

/** Products whose words stay analysed (least recently used dropped first), keyed by id and checked against their fields. */
const PRODUCT_WORDS_CACHE = 20_000;
const productWordsCache = new LRUCache<string, { fields: string; words: ProductWords }>({ max: PRODUCT_WORDS_CACHE });

/** {@link ProductWords} of a candidate, remembered per product while its fields stay the same. */
function productWords(r: CandidateRow): ProductWords {
  const fields = `${r.title}\u0000${r.product_type}\u0000${r.category.join('\u0001')}\u0000${r.tags.join('\u0001')}\u0000${r.vendor}`;
  const hit = productWordsCache.get(r.id);
  if (hit && hit.fields === fields) return hit.words;
  const tw = rankWords(r.title).map(rankStem);
  const tf = new Map<string, number>();
  for (const t of tw) tf.set(t, (tf.get(t) ?? 0) + 1);
  const typeWords = new Set(rankWords(r.product_type).map(rankStem));
  const catWords = new Set(rankWords(r.category.slice(1).join(' ')).map(rankStem));
  const words: ProductWords = {
    tw, tf, titleBigrams: new Set(tw.slice(1).map((t, i) => `${tw[i]} ${t}`)), typeWords, catWords,
    kindWords: new Set([...typeWords, ...catWords, ...rankWords(r.tags.join(' ')).map(rankStem)]),
    vendorWords: new Set(rankWords(r.vendor).map(rankStem)), titleText: r.title.toLowerCase(),
    clause: rankWords(r.title.split(/[,|(–-]/)[0] ?? r.title).map(rankStem),
  };
  productWordsCache.set(r.id, { fields, words });
  return words;
}

/** Title stems that negate the stem after them ("No Glass Beads", "Without Cord", "Non Slip"); "free" negates the one before ("Chicken Free", not "Cage Free Chicken"). */
const TITLE_NEGATORS = new Set(['no', 'without', 'non', 'zero']);

/**
 * Whether title stems `tw` name `t` other than as something left out: an occurrence not after a negator and not
 * before "free" ("Chicken Free", "No Chicken" leave chicken out).
 */
function namesUnnegated(tw: string[], t: string): boolean {
  return tw.some((w, k) => w === t && !TITLE_NEGATORS.has(tw[k - 1] ?? '') && tw[k + 1] !== 'free');
}

/** Feature vectors of candidates (order {@link RERANK_FEATURES}); feedback features are 0 until {@link addFeedback}. */
export function candidateFeatures(q: QueryAnalysis, rows: CandidateRow[], corpus: PassageCorpus): number[][] {
  const idf = (t: string) => Math.log(1 + (corpus.documents - corpus.df(t) + 0.5) / (corpus.df(t) + 0.5));
  const qIdf = q.terms.map(idf);
  const qIdfSum = qIdf.reduce((a, b) => a + b, 0) || 1;
  const pairs = q.terms.slice(1).map((t, i) => `${q.terms[i]} ${t}`);
  return rows.map((r) => {
    const { tw, tf, titleBigrams, typeWords, catWords, kindWords, vendorWords, titleText, clause } = productWords(r);
    const norm = TITLE_K1 * (1 - TITLE_B + TITLE_B * tw.length / AVG_TITLE_WORDS);
    let bm25 = 0;
    q.terms.forEach((t, i) => {
      const f = tf.get(t);
      if (f) bm25 += qIdf[i]! * (f * (TITLE_K1 + 1)) / (f + norm);
    });
    const firstMatch = tw.findIndex((t) => q.terms.includes(t));
    const head = q.head;
    return [
      Number(r.cov), Number(r.a_cov), Number(r.b_cov), Number(r.c_cov), Number(r.d_cov), Number(r.rank_cd) / (1 + Number(r.rank_cd)),
      Number(r.trigram), (r.rating ?? 0) / 5 * Math.log(1 + (r.rating_count ?? 0)) / Math.log(100001), r.category_hit ? 1 : 0,
      bm25 / qIdfSum,
      q.terms.length && q.terms.every((t) => tf.has(t)) ? 1 : 0,
      pairs.length ? pairs.filter((p) => titleBigrams.has(p)).length / pairs.length : 0,
      firstMatch < 0 ? 0 : 1 / (1 + firstMatch),
      Math.log(1 + tw.length),
      head && tf.has(head) ? 1 : 0,
      head && typeWords.has(head) ? 1 : 0,
      head && catWords.has(head) ? 1 : 0,
      head && clause.length && clause.lastIndexOf(head) >= clause.length - 2 ? 1 : 0,
      q.terms.length ? q.terms.filter((t) => kindWords.has(t)).length / q.terms.length : 0,
      q.negated.length ? q.negated.filter((t) => tf.has(t) && namesUnnegated(tw, t)).length / q.negated.length : 0,
      q.numbers.length ? q.numbers.filter((n) => titleText.includes(n)).length / q.numbers.length : 0,
      q.terms.length ? q.terms.filter((t) => vendorWords.has(t)).length / q.terms.length : 0,
      0, 0,
    ];
  });
}

/**
 * Pseudo-relevance feedback: with the first-pass `scores`, each candidate's share of the top {@link FEEDBACK_DEPTH}
 * that share its most specific category, and its product type. Mutates and returns `features`.
 */
export function addFeedback(rows: CandidateRow[], features: number[][], scores: number[]): number[][] {
  const order = scores.map((s, i) => ({ s, i })).sort((a, b) => b.s - a.s || a.i - b.i).slice(0, FEEDBACK_DEPTH).map((x) => x.i);
  const leaf = (r: CandidateRow) => r.category.at(-1) ?? '';
  const cats = new Map<string, number>();
  const types = new Map<string, number>();
  for (const i of order) {
    const c = leaf(rows[i]!);
    if (c) cats.set(c, (cats.get(c) ?? 0) + 1);
    const t = rows[i]!.product_type;
    if (t) types.set(t, (types.get(t) ?? 0) + 1);
  }
  const depth = Math.max(1, order.length);
  rows.forEach((r, i) => {
    features[i]![FEEDBACK_START] = (cats.get(leaf(r)) ?? 0) / depth;
    features[i]![FEEDBACK_START + 1] = (types.get(r.product_type) ?? 0) / depth;
  });
  return features;
}

/** The learned weights, in {@link RERANK_FEATURES} order. */
export const RERANK_WEIGHTS: readonly number[] = RERANK_FEATURES.map((f) => (weights as Record<string, number>)[f] ?? 0);

function dot(w: readonly number[], f: number[]): number {
  let s = 0;
  for (let j = 0; j < w.length; j++) s += w[j]! * f[j]!;
  return s;
}

/** Most wanted terms of a query whose head noun can be the kind of product asked for (see {@link queryKind}). */
export const KIND_QUERY_MAX_TERMS = 4;

/**
 * The kind of product a query asks for: its head noun when the query is a short product phrase that ends with it (only
 * who it is for may follow: "coffee grinder", "flat shoes womens"), else null — a need told in words ("silicone bathtub
 * and tiles removed with seal again": head "bathtub") or a phrase with a trailing qualifier does not say its kind so.
 * Used for the accessory penalty here and the kind's categories in search.ts.
 */
export function queryKind(q: QueryAnalysis): string | null {
  if (!q.head || q.terms.length > KIND_QUERY_MAX_TERMS) return null;
  const at = q.terms.indexOf(q.head);
  return at >= 0 && q.terms.slice(at + 1).every((t) => WEARER_STEMS.has(t)) ? q.head : null;
}
/** Title stems after which the product kind the title names is what the product serves ("Brush … for Coffee Grinder"). */
const SERVES = new Set(['for', 'compat']);
/**
 * Score taken from a product that names the query's kind only as what it serves (see {@link servesKindOnly}): more than
 * the learned score's spread between a title that says every query word and one that says half of them (the learned
 * weights cannot tell "Coffee Grinder" after "for" from a coffee grinder).
 */
export const SERVES_KIND_PENALTY = 0.5;

/**
 * Whether a product names the query's kind (`head`) only after "for" or "compatible" in its title ("for" a thing, not
 * "for Women"), and its type,
 * categories and tags do not name it: an accessory of the thing, not the thing ("Bottle Brush Set … for Straws, Baby
 * Bottle, Coffee Grinder" for "coffee grinder"; "Band Compatible with Galaxy Watch" for "watch").
 */
export function servesKindOnly(r: CandidateRow, head: string | null): boolean {
  if (!head) return false;
  const { tw, kindWords } = productWords(r);
  if (kindWords.has(head)) return false;
  let serving = false;
  let named = false;
  for (const [k, t] of tw.entries()) {
    // "for Women", "for Kids": who the product is for, not a thing it serves ("Lunch Tote Bag for Women, Large Lunch Box").
    if (SERVES.has(t)) serving = serving || !WEARER_STEMS.has(tw[k + 1] ?? '');
    else if (t === head) {
      if (!serving) return false;
      named = true;
    }
  }
  return named;
}

/**
 * Score candidates: first pass without feedback, then with it, less {@link SERVES_KIND_PENALTY} for a product that names
 * the query's `kind` (default {@link queryKind}; search.ts passes it only when the store sells that kind) only as what it
 * serves. Returns one score per row (same order). `w` defaults to the learned
 * {@link RERANK_WEIGHTS}.
 */
export function rerankScores(q: QueryAnalysis, rows: CandidateRow[], corpus: PassageCorpus, w: readonly number[] = RERANK_WEIGHTS, kind: string | null = queryKind(q)): number[] {
  const features = candidateFeatures(q, rows, corpus);
  const first = features.map((f) => dot(w, f));
  addFeedback(rows, features, first);
  return features.map((f, i) => dot(w, f) - (servesKindOnly(rows[i]!, kind) ? SERVES_KIND_PENALTY : 0));
}
