/**
 * Per-store search vocabulary, loaded once and cached in memory (an `lru-cache`: at most
 * {@link VOCABULARY_CACHE_STORES} stores and {@link VOCABULARY_CACHE_WORDS} lexicon words, checked every 5 minutes,
 * concurrent loads of one store shared; dropped at once by an
 * import in this process): unambiguous brand names,
 * category names, and a word lexicon with document frequencies used to correct typos in query words
 * ("runing" -> "running").
 */
/// <reference path="../../shared/lexicon/snowball-stemmers.d.ts" />
import { LRUCache } from 'lru-cache';
import snowball from 'snowball-stemmers';
import { isEnglishWord, wordnetSynonyms } from '../passages/wordnet.ts';
import type { Database } from '../../db/index.ts';
import { catalogColorWords, foreignTableOf, isCatalogLanguage, type CatalogLanguage, type ForeignTable } from './catalog-language.ts';
import { COLOR_VOCABULARY, normalizeText, vendorKey, type ConstraintVocabulary } from './constraints.ts';

/** Everything search needs about a store's words. */
export type StoreVocabulary = ConstraintVocabulary & {
  /** word -> number of products whose title/vendor/type/category/tags/bullets contain it */
  lexicon: Map<string, number>;
  /** lexicon words grouped by length, for bounded edit-distance lookups */
  byLength: Map<number, string[]>;
  productCount: number;
  /**
   * The store's search index in memory, for stage 1 of a search (search.ts): `productIds` = the active products'
   * ids in ascending order (uuid order, Postgres's tie-break), `postings` = search-vector lexeme (english stem, as
   * `tsvector_to_array(search_vector)` gives it) -> indexes into `productIds` of the products that contain it,
   * ascending. Same rows as `productCount`.
   */
  productIds: string[];
  postings: Map<string, Int32Array>;
  /** The same for the naming fields only (title, vendor, product type: the search vector's weights A and B). */
  namingPostings: Map<string, Int32Array>;
  /**
   * The search vector's positions of each posting (what Postgres's `@@ 'word:A'` and `ts_rank_cd` read), for the
   * match features of stage 2 in memory (search/features.ts): see {@link PostingPositions}.
   */
  positions: PostingPositions;
  /** Short fields of each active product, in `productIds` order (the candidate rows stage 2 ranks). */
  products: ProductFields[];
  /** Each active product's `search_text` (what pg_trgm's word similarity reads), in `productIds` order. */
  searchTexts: string[];
  /**
   * The characters beyond ASCII in those texts that pg_trgm reads as word separators in this database (its locale's
   * `iswalnum`, asked of Postgres at load: `show_trgm(c)` is empty), so that a text whose other characters are ASCII
   * has its trigrams read in memory too (search/features.ts).
   */
  trigramSeparators: Set<string>;
  /** Entries over all posting lists (the cache's size accounting). */
  postingEntries: number;
  /** Distinct per load (the typo-correction memo is keyed by it, so a reloaded vocabulary starts afresh). */
  loadId: number;
  /** The catalog's {@link catalogSignature} read just before the load: an unchanged one means nothing to reload. */
  signature: string;
  /** The language the catalog is written in (catalog_settings; English without a row): search/catalog-language.ts. */
  language: CatalogLanguage;
  /** The catalog's vocabulary as the store's provider model translated it at import (catalog_vocabulary), read back. */
  translated: ForeignTable;
  /** Rows of catalog_vocabulary behind `translated` (the cache's size accounting). */
  translatedRows: number;
  /** The texts the colour, size and brand filters read, as Postgres normalises them (search/constraint-filter.ts). */
  filter: FilterFields;
};

/**
 * What the hard colour, size and brand filters read of each active product (in `productIds` order) and its variants,
 * normalised by Postgres itself at load (`lower`, `unaccent`, `trim`: the SQL filters' expressions), so that
 * search/constraint-filter.ts checks them in memory with the same result. Product i's variants are
 * `variantIds[variantStart[i]] .. variantIds[variantStart[i + 1] - 1]`; variant k's option values are
 * `optTexts[optColor[j]]` (`lower(unaccent(value))`) and `optTexts[optSize[j]]` (`lower(trim(value))`) for j in
 * `optStart[k] .. optStart[k + 1] - 1` (distinct texts stored once).
 */
export type FilterFields = {
  /** `lower(title)` (the title size filter). */
  titleLower: string[];
  /** `lower(unaccent(title))` (the colour filter). */
  titleUnaccent: string[];
  /** `lower(unaccent(coalesce(attributes->>'Color', '')))`. */
  colorAttr: string[];
  /** The brand filter's vendor key: `trim(regexp_replace(lower(unaccent(vendor)), '[^a-z0-9]+', ' ', 'g'))`. */
  vendorKeys: string[];
  variantStart: Int32Array;
  variantIds: string[];
  optStart: Int32Array;
  optColor: Int32Array;
  optSize: Int32Array;
  optTexts: string[];
};

/**
 * Positions of the postings: the positions of product `postings.get(l)[k]`'s lexeme `l` are
 * `data[starts[base + k]] .. data[starts[base + k + 1] - 1]` with `base = bases.get(l)`, each a tsvector `WordEntryPos`
 * (weight in the top two bits, A = 3 … D = 0; position in the low 14). A lexeme stored without positions has none
 * (Postgres: it matches every weight and adds nothing to ts_rank_cd).
 */
export type PostingPositions = { bases: Map<string, number>; starts: Int32Array; data: Uint16Array };

/** The fields of a product the re-ranker reads (search/rerank.ts `CandidateRow`), as Postgres returns them. */
export type ProductFields = {
  title: string; vendor: string; product_type: string; category: string[]; tags: string[]; rating: number | null; rating_count: number | null;
};

/** Stores whose vocabulary stays in memory (least recently searched dropped first). */
export const VOCABULARY_CACHE_STORES = 1000;
/**
 * Lexicon words held over all cached stores: ~200 bytes of heap each with their maps (bench/stores.ts: 1,000 stores of
 * 20 ESCI products hold 1.05 M words in 203 MB), so about 100 MB at most. A store with more words is not kept.
 */
export const VOCABULARY_CACHE_WORDS = 500_000;
/**
 * How long a loaded vocabulary is used before the catalog is checked for changes (ms): a search after that still uses
 * it while {@link revalidateStoreVocabulary} runs in the background, which reloads only a changed catalog. Imports in
 * this process drop it at once; other processes' changes are seen within this time and one load.
 */
export const VOCABULARY_TTL_MS = 5 * 60_000;

let loads = 0;
const cache = new LRUCache<string, StoreVocabulary, Database>({
  max: VOCABULARY_CACHE_STORES,
  maxSize: VOCABULARY_CACHE_WORDS,
  // A posting entry (4 bytes) weighs ~1/50 of a lexicon word (~200 bytes with its maps).
  // Positions (2 bytes) and per-product fields are counted with the postings.
  // A variant (its id and option texts) weighs about half a lexicon word.
  sizeCalculation: (v) => v.lexicon.size + Math.ceil((v.postingEntries + v.positions.data.length / 2) / 50) + v.products.length + Math.ceil(v.filter.variantIds.length / 2)
    + v.translatedRows + 1,
  ttl: VOCABULARY_TTL_MS,
  // Past its TTL a vocabulary still answers (fetch returns it and revalidates in the background): a search never waits
  // for the check or the reload, and an unchanged catalog is not rebuilt (~1.1 s of CPU for the demo store's 6,764 products).
  allowStale: true,
  // A load that is invalidated or evicted while in flight still answers its callers; it is just not kept.
  ignoreFetchAbort: true,
  fetchMethod: (storeId, stale, { context }) => (stale ? revalidateStoreVocabulary(context, storeId, stale) : loadStoreVocabulary(context, storeId)),
});

/** Vendor names that never act as a brand constraint. */
const GENERIC_VENDORS = new Set(['generic', 'unknown', 'unbranded', 'none', 'n/a', 'na', 'various', 'no brand', 'other', 'default']);
/** Minimum products for a category value to be recognised in queries. */
const MIN_CATEGORY_PRODUCTS = 3;

/** Forget a store's cached vocabulary (call after its catalog changed). */
export function invalidateStoreVocabulary(storeId: string): void {
  cache.delete(storeId);
}

/**
 * Get (load or reuse) a store's vocabulary. Concurrent calls for a store share one load; a failed load is not
 * kept (the next call tries again).
 * @throws what {@link loadStoreVocabulary} throws (database errors)
 */
export async function getStoreVocabulary(database: Database, storeId: string): Promise<StoreVocabulary> {
  return (await cache.fetch(storeId, { context: database }))!;
}

/** What the vocabulary and typo-correction caches hold now (entries; `words` = lexicon words of cached stores). */
export function vocabularyCacheStats(): { stores: number; words: number; corrections: number } {
  return { stores: cache.size, words: cache.calculatedSize, corrections: corrections.size };
}

/**
 * A fingerprint of every row a store's vocabulary is built from (products, variants, catalog_settings,
 * catalog_vocabulary): per table the row count and a sum of hashes of each row version's `ctid` and `xmin`. Any insert,
 * update or delete gives a row version a new place and transaction id, so the fingerprint changes (a VACUUM FULL or
 * CLUSTER too, which only costs a reload); it reads the store's rows in Postgres, a few ms, instead of rebuilding in
 * Node.
 */
export async function catalogSignature(database: Database, storeId: string): Promise<string> {
  const part = (table: string) => `(SELECT count(*) || ':' || coalesce(sum(hashtextextended(ctid::text || xmin::text, 0)), 0) FROM ${table} WHERE store_id = $1)`;
  const { rows } = await database.pool.query<{ sig: string }>(
    `SELECT ${['products', 'variants', 'catalog_settings', 'catalog_vocabulary'].map(part).join(` || '/' || `)} AS sig`, [storeId]);
  return rows[0]!.sig;
}

/**
 * The vocabulary to use after `stale`'s TTL: `stale` itself when the catalog's {@link catalogSignature} is the one it
 * was loaded at (nothing it is built from changed), else a new load.
 * @throws database errors
 */
export async function revalidateStoreVocabulary(database: Database, storeId: string, stale: StoreVocabulary): Promise<StoreVocabulary> {
  return (await catalogSignature(database, storeId)) === stale.signature ? stale : loadStoreVocabulary(database, storeId);
}

/** Split normalized text into words (letters/digits runs). */
export function tokenize(s: string): string[] {
  return normalizeText(s).match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? [];
}

/**
 * Load a store's vocabulary from its active products. A vendor counts as a brand when its name is not
 * generic, not a colour word, and names more of the vendor's own products than other vendors' titles
 * mention it (so a vendor called "Dog" does not turn "dog bed" into a brand filter).
 */
export async function loadStoreVocabulary(database: Database, storeId: string): Promise<StoreVocabulary> {
  // Read before the rows: a change that commits in between makes the next check reload, never keeps an old load.
  const signature = await catalogSignature(database, storeId);
  const [res, catalog, variants, separators] = await Promise.all([database.pool.query<{
    id: string; sv: string | null; naming: string[]; title: string; vendor: string; product_type: string; category: string[]; tags: string[]; bullets: string;
    rating: number | null; rating_count: number | null; search_text: string; title_lower: string; title_ua: string; color_attr: string; vendor_key: string;
  }>(
    `SELECT id, search_vector::text AS sv, tsvector_to_array(ts_filter(search_vector, '{a,b}')) AS naming, title, vendor, product_type, category, tags,
            left(array_to_string(bullet_points, ' '), 1500) AS bullets, rating, rating_count, search_text,
            lower(title) AS title_lower, lower(unaccent(title)) AS title_ua, lower(unaccent(coalesce(attributes->>'Color', ''))) AS color_attr,
            trim(regexp_replace(lower(unaccent(vendor)), '[^a-z0-9]+', ' ', 'g')) AS vendor_key
       FROM products WHERE store_id = $1 AND status = 'active' ORDER BY id`, [storeId]), loadCatalogLanguage(database, storeId),
  database.pool.query<{ id: string; product_id: string; cv: string[]; zv: string[] }>(
    `SELECT v.id, v.product_id, ARRAY(SELECT lower(unaccent(o.value)) FROM jsonb_each_text(v.option_values) o ORDER BY o.key) AS cv,
            ARRAY(SELECT lower(trim(o.value)) FROM jsonb_each_text(v.option_values) o ORDER BY o.key) AS zv
       FROM variants v JOIN products p ON p.id = v.product_id AND p.store_id = v.store_id
      WHERE v.store_id = $1 AND p.status = 'active' ORDER BY v.product_id, v.id`, [storeId]),
  database.pool.query<{ c: string }>(
    `SELECT c FROM (SELECT DISTINCT c FROM products p, regexp_split_to_table(p.search_text, '') c
      WHERE p.store_id = $1 AND p.status = 'active' AND p.search_text ~ '[^\x01-\x7f]' AND c ~ '[^\x01-\x7f]') x WHERE show_trgm(c) = '{}'`, [storeId])]);
  const vectors = res.rows.map((r) => parseTsvector(r.sv ?? ''));
  const { postings, entries, positions } = buildPostings(vectors.map((v) => v.lexemes), vectors);
  const naming = buildPostings(res.rows.map((r) => r.naming));
  const lexicon = new Map<string, number>();
  const titleWords = new Map<string, Set<number>>();
  const vendorCount = new Map<string, { name: string; count: number }>();
  const categoryCount = new Map<string, { name: string; count: number }>();
  res.rows.forEach((r, i) => {
    const words = new Set(tokenize(`${r.title} ${r.vendor} ${r.product_type} ${r.category.join(' ')} ${r.tags.join(' ')} ${r.bullets}`));
    for (const w of words) lexicon.set(w, (lexicon.get(w) ?? 0) + 1);
    for (const w of new Set(tokenize(r.title))) {
      let set = titleWords.get(w);
      if (!set) {
        set = new Set();
        titleWords.set(w, set);
      }
      set.add(i);
    }
    const vk = vendorKey(r.vendor);
    if (vk) {
      const v = vendorCount.get(vk) ?? { name: r.vendor, count: 0 };
      v.count++;
      vendorCount.set(vk, v);
    }
    for (const c of new Set([r.product_type, ...r.category].filter(Boolean))) {
      const ck = tokenize(c).join(' ');
      if (!ck) continue;
      const e = categoryCount.get(ck) ?? { name: c, count: 0 };
      e.count++;
      categoryCount.set(ck, e);
    }
  });
  const vendorKeyOf = res.rows.map((r) => vendorKey(r.vendor));
  const colorWords = new Set(Object.values(COLOR_VOCABULARY).flat());
  const brands: StoreVocabulary['brands'] = [];
  for (const [key, v] of vendorCount) {
    if (key.length < 2 || GENERIC_VENDORS.has(key) || colorWords.has(key)) continue;
    const words = tokenize(key);
    let mentions: number[] | null = null;
    for (const w of words) {
      const posting = titleWords.get(w) ?? new Set<number>();
      mentions = mentions === null ? [...posting] : mentions.filter((x) => posting.has(x));
    }
    let others = 0;
    for (const i of mentions ?? []) if (vendorKeyOf[i] !== key) others++;
    if (v.count >= others) brands.push({ name: v.name, key });
  }
  const categories: StoreVocabulary['categories'] = [];
  for (const [key, c] of categoryCount) {
    if (c.count >= MIN_CATEGORY_PRODUCTS && key.length >= 3) categories.push({ name: c.name, key });
  }
  const byLength = new Map<number, string[]>();
  for (const w of lexicon.keys()) {
    if (!/^[a-z]+$/.test(w)) continue;
    const list = byLength.get(w.length) ?? [];
    list.push(w);
    byLength.set(w.length, list);
  }
  const { language, rows: translatedRows } = catalog;
  return {
    language, translated: foreignTableOf(translatedRows), translatedRows: translatedRows.length, colorWords: catalogColorWords(language),
    brands, categories, lexicon, byLength, productCount: res.rows.length, loadId: ++loads, signature,
    productIds: res.rows.map((r) => r.id), postings, namingPostings: naming.postings, postingEntries: entries + naming.entries, positions,
    searchTexts: res.rows.map((r) => r.search_text), trigramSeparators: new Set(separators.rows.map((r) => r.c)),
    products: res.rows.map((r) => ({ title: r.title, vendor: r.vendor, product_type: r.product_type, category: r.category, tags: r.tags, rating: r.rating, rating_count: r.rating_count })),
    filter: filterFieldsOf(res.rows, variants.rows),
  };
}

/** {@link FilterFields} of the products (ascending ids) and their variants (ordered by product id). */
function filterFieldsOf(
  products: { id: string; title_lower: string; title_ua: string; color_attr: string; vendor_key: string }[],
  variants: { id: string; product_id: string; cv: string[]; zv: string[] }[],
): FilterFields {
  const indexOf = new Map(products.map((p, i) => [p.id, i]));
  const byProduct: (typeof variants)[] = products.map(() => []);
  // A variant of a product that became active after the products were read is left out (as the product is).
  for (const v of variants) byProduct[indexOf.get(v.product_id) ?? -1]?.push(v);
  const texts = new Map<string, number>();
  const textId = (t: string) => {
    let id = texts.get(t);
    if (id === undefined) { id = texts.size; texts.set(t, id); }
    return id;
  };
  const variantStart = new Int32Array(products.length + 1);
  const variantIds: string[] = [];
  const optStart: number[] = [0];
  const optColor: number[] = [];
  const optSize: number[] = [];
  byProduct.forEach((list, i) => {
    for (const v of list) {
      variantIds.push(v.id);
      v.cv.forEach((t, j) => { optColor.push(textId(t)); optSize.push(textId(v.zv[j]!)); });
      optStart.push(optColor.length);
    }
    variantStart[i + 1] = variantIds.length;
  });
  return {
    titleLower: products.map((p) => p.title_lower),
    titleUnaccent: products.map((p) => (p.title_ua === p.title_lower ? p.title_lower : p.title_ua)),
    colorAttr: products.map((p) => p.color_attr),
    vendorKeys: products.map((p) => p.vendor_key),
    variantStart, variantIds, optStart: Int32Array.from(optStart), optColor: Int32Array.from(optColor), optSize: Int32Array.from(optSize), optTexts: [...texts.keys()],
  };
}

/** The catalog's language and its translated vocabulary (read beside the products, on another connection). */
async function loadCatalogLanguage(database: Database, storeId: string): Promise<{ language: CatalogLanguage; rows: { language: string; term: string; translations: string[] }[] }> {
  const [settings, vocabulary] = await Promise.all([
    database.pool.query<{ language: string }>('SELECT language FROM catalog_settings WHERE store_id = $1', [storeId]),
    database.pool.query<{ language: string; term: string; translations: string[] }>(
      'SELECT language, term, translations FROM catalog_vocabulary WHERE store_id = $1 ORDER BY language, term', [storeId]),
  ]);
  const language = settings.rows[0]?.language ?? 'en';
  return { language: isCatalogLanguage(language) ? language : 'en', rows: vocabulary.rows };
}

/** A weight letter of tsvector text → its `WordEntryPos` weight bits (D, the default, is written without a letter). */
const WEIGHT_BITS: Record<string, number> = { A: 3 << 14, B: 2 << 14, C: 1 << 14, D: 0 };

/**
 * A parsed tsvector: its lexemes in the tsvector's order; lexeme j's `WordEntryPos` values (see
 * {@link PostingPositions}) are `data[starts[j]] .. data[starts[j + 1] - 1]`.
 */
export type ParsedTsvector = { lexemes: string[]; starts: number[]; data: number[] };

/**
 * Parse Postgres's text form of a tsvector (`'lexeme':1A,5 'other'`; quotes and backslashes doubled in lexemes).
 * @throws Error on text that is not a tsvector's output
 */
export function parseTsvector(text: string): ParsedTsvector {
  const lexemes: string[] = [];
  const starts: number[] = [0];
  const data: number[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    if (text[i] === ' ') { i++; continue; }
    if (text[i] !== "'") throw new Error(`not a tsvector at ${i}: ${text.slice(i, i + 20)}`);
    // Fast path: a lexeme without doubled quotes or backslashes is the text up to the next quote.
    const end = text.indexOf("'", i + 1);
    if (end < 0) throw new Error('unterminated lexeme in tsvector');
    let lex = text.slice(i + 1, end);
    if (text[end + 1] !== "'" && !lex.includes('\\')) i = end + 1;
    else {
      lex = '';
      for (i++; ; i++) {
        if (i >= n) throw new Error('unterminated lexeme in tsvector');
        const ch = text[i]!;
        if (ch === "'" && text[i + 1] === "'") { lex += "'"; i++; } else if (ch === '\\') { lex += text[i + 1] ?? ''; i++; } else if (ch === "'") { i++; break; } else lex += ch;
      }
    }
    if (text[i] === ':') {
      i++;
      for (;;) {
        let p = 0;
        const from = i;
        while (i < n && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) p = p * 10 + text.charCodeAt(i++) - 48;
        if (i === from) throw new Error('bad position in tsvector');
        const w = WEIGHT_BITS[text[i]!];
        if (w !== undefined) i++;
        data.push(p | (w ?? 0));
        if (text[i] !== ',') break;
        i++;
      }
    }
    lexemes.push(lex);
    starts.push(data.length);
  }
  return { lexemes, starts, data };
}

/**
 * Inverted index of products' lexeme lists (product i = `lexemes[i]`): lexeme -> ascending product indexes; with
 * `vectors` (the products' parsed search vectors, whose lexemes these are), the postings' positions too.
 */
function buildPostings(lexemes: string[][], vectors?: ParsedTsvector[]): { postings: Map<string, Int32Array>; entries: number; positions: PostingPositions } {
  // Per lexeme: its products, and (with vectors) the index of the lexeme within each product's vector.
  const lists = new Map<string, { products: number[]; at: number[] }>();
  let entries = 0;
  lexemes.forEach((lex, i) => {
    lex.forEach((l, j) => {
      const list = lists.get(l);
      if (list) { list.products.push(i); list.at.push(j); } else lists.set(l, { products: [i], at: [j] });
      entries++;
    });
  });
  const postings = new Map<string, Int32Array>();
  const bases = new Map<string, number>();
  const starts = new Int32Array(vectors ? entries + lists.size : 0);
  const data = new Uint16Array(vectors ? vectors.reduce((n, v) => n + v.data.length, 0) : 0);
  let s = 0;
  let d = 0;
  for (const [l, list] of lists) {
    postings.set(l, Int32Array.from(list.products));
    if (!vectors) continue;
    bases.set(l, s);
    list.products.forEach((i, k) => {
      const v = vectors[i]!;
      const j = list.at[k]!;
      starts[s++] = d;
      for (let x = v.starts[j]!; x < v.starts[j + 1]!; x++) data[d++] = v.data[x]!;
    });
    starts[s++] = d;
  }
  return { postings, entries, positions: { bases, starts, data } };
}

/** The catalog's spelling of a word is used at least this many times as often as the word's (see {@link catalogSpelling}). */
const VARIANT_RATIO = 3;
/** ... and by at least this many products. */
const VARIANT_MIN_PRODUCTS = 3;
/** Largest edit distance between a word and the catalog's spelling of it ("jewellery" → "jewelry" is 2). */
const VARIANT_MAX_EDITS = 2;

/**
 * A word's consonants in order, doubled letters once and "z" as "s" ("jewellery", "jewelry" → "jwlr"; "organiser",
 * "organizer" → "rgnsr"): spelling variants share it ("duffle", "duffel"; "colour", "color"), other synonyms near in
 * spelling do not ("strip", "slip"; "suit", "fit"; "inch", "in").
 */
function consonantKey(word: string): string {
  return word.replace(/z/g, 's').replace(/(.)\1+/g, '$1').replace(/[aeiouy]/g, '');
}

/**
 * Shoppers' words for whom clothing is for and the word catalogs sort it by ("ladies flats" are women's flats): the
 * catalog's word when it uses it {@link VARIANT_RATIO} times as often (see {@link catalogSpelling}).
 */
const WEARER_WORDS: Record<string, string> = { ladies: 'women', ladys: 'women', lady: 'women', gents: 'men', gentlemens: 'men' };

/**
 * The catalog's spelling of a query word it spells otherwise, or null: "duffle" → "duffel", "colour" → "color",
 * "jewellery" → "jewelry", "pyjamas" → "pajamas", "cosy" → "cozy", "aluminium" → "aluminum". A spelling variant is a
 * WordNet synonym of the word (WordNet lists spelling variants as lemmas of one synset: "duffel, duffle") within
 * {@link VARIANT_MAX_EDITS} edits of it and with its {@link consonantKey} (other synonyms are other words: "sofa",
 * "couch"; "strip", "slip"), with the word's
 * plural ending kept; the store must use it {@link VARIANT_RATIO} times as often as the word, in
 * {@link VARIANT_MIN_PRODUCTS} products at least (a catalog that says both "grey" and "gray" keeps each). English
 * catalogs only (WordNet is English). A wearer word is the catalog's word for that wearer ({@link WEARER_WORDS}: "ladies"
 * → "women").
 */
export function catalogSpelling(vocab: StoreVocabulary, word: string): string | null {
  if (vocab.language !== 'en' || word.length < 4 || !/^[a-z]+$/.test(word)) return null;
  const own = vocab.lexicon.get(word) ?? 0;
  const wearer = WEARER_WORDS[word];
  if (wearer) return (vocab.lexicon.get(wearer) ?? 0) >= Math.max(VARIANT_MIN_PRODUCTS, own * VARIANT_RATIO) ? wearer : null;
  let best: string | null = null;
  let bestCount = Math.max(VARIANT_MIN_PRODUCTS, own * VARIANT_RATIO) - 1;
  const plural = word.endsWith('s') && !word.endsWith('ss');
  const key = consonantKey(word);
  for (const syn of wordnetSynonyms(word)) {
    if (!/^[a-z]+$/.test(syn)) continue;
    for (const form of plural ? [`${syn}s`, `${syn}es`, syn] : [syn]) {
      const count = vocab.lexicon.get(form) ?? 0;
      if (count > bestCount && form !== word && consonantKey(form) === key && editDistance(word, form, VARIANT_MAX_EDITS) <= VARIANT_MAX_EDITS) {
        best = form;
        bestCount = count;
      }
    }
  }
  return best;
}

/** Damerau-Levenshtein (optimal string alignment) distance, stopping early above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const prev2 = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    for (let j = 0; j <= b.length; j++) prev2[j] = prev[j]!;
    prev = cur;
  }
  return prev[b.length]!;
}

/**
 * Correct a query word the store has never used: a hyphenated store word written without its hyphens, else two store
 * words run together, else the store word within edit distance 1 (words of 4-7 letters) or 2 (8+ letters) that the
 * query's other words back ({@link closestStoreWord}), else the most frequent one. Known words, short words and
 * numbers are returned unchanged. May return two words ("fire stick").
 * @param context the query's other words the store knows ("edamame" for "edamame snak"): lower-case, in any order
 */
export function correctWord(vocab: StoreVocabulary, word: string, context: readonly string[] = []): string {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  // A verb form the store hardly knows (at most two products) is its base word when the store says that at least three
  // times as often ("djing" → "dj"). ESCI dev nDCG@10 unchanged at 0.6998 (without the two-product bound: 0.6992).
  const base = /^(.{2,}?)(?:ing|ed)$/.exec(word)?.[1];
  const seen = vocab.lexicon.get(word) ?? 0;
  const baseWord = base && seen <= 2 ? [base, `${base}e`].find((b) => (vocab.lexicon.get(b) ?? 0) > 3 * seen) : undefined;
  if (baseWord) return baseWord;
  if (vocab.lexicon.has(word)) return word;
  if (vocab.lexicon.has(word.replace(/(?:es|s)$/, '')) || vocab.lexicon.has(`${word}s`)) return word;
  // A word English knows is not a typo of a store word ("allowance" is not "alliance").
  if (isEnglishWord(word)) return word;
  // The scan below compares the word with every store word of a similar length: remember its answer for this
  // load of the vocabulary (a reloaded vocabulary starts afresh).
  const key = `${vocab.loadId}:${word}:${[...new Set(context)].sort().join(' ')}`;
  const hit = corrections.get(key);
  if (hit !== undefined) return hit;
  const best = joinedCompound(vocab, word) ?? splitCompound(vocab, word) ?? closestStoreWord(vocab, word, context);
  corrections.set(key, best);
  return best;
}

/**
 * A hyphenated word of the store written without its hyphen ("ecloth" for "E-Cloth", "tshirt" for "T-Shirt"): the
 * search index's hyphenated lexeme (Postgres's parser keeps the whole hyphenated word as well as its parts), or null.
 * When several match, the one in most products.
 */
function joinedCompound(vocab: StoreVocabulary, word: string): string | null {
  let best: string | null = null;
  let bestCount = 0;
  for (const [lexeme, list] of vocab.postings) {
    if (!lexeme.includes('-') || lexeme.length !== word.length + (lexeme.split('-').length - 1)) continue;
    if (lexeme.replaceAll('-', '') !== word || list.length <= bestCount) continue;
    best = lexeme;
    bestCount = list.length;
  }
  return best;
}

/** Parts of a run-together compound are English words of at least this many letters. */
const MIN_COMPOUND_PART = 3;
/** ... each used by at least this many of the store's products. */
const MIN_COMPOUND_PART_PRODUCTS = 3;
/**
 * A two-letter part ("tv" of "firetv", "dj" of "djstand", "hd" of "hdtv") counts only when at least this many of the
 * store's products use it: common abbreviations are, while rare two-letter lexemes (units, codes) stay out.
 */
const MIN_SHORT_PART_PRODUCTS = 20;

/**
 * Two words run together ("firestick" → "fire stick", "wallart" → "wall art", "firetv" → "fire tv"): the split whose
 * parts are both English words (WordNet) the store uses in at least {@link MIN_COMPOUND_PART_PRODUCTS} products (a
 * two-letter part in {@link MIN_SHORT_PART_PRODUCTS}), the rarer part as common as
 * possible; null when none. ESCI dev: "firestick" had been corrected to a rare brand name at edit distance 2.
 */
function splitCompound(vocab: StoreVocabulary, word: string): string | null {
  let best: string | null = null;
  let bestCount = 0;
  for (let i = MIN_COMPOUND_PART - 1; i <= word.length - MIN_COMPOUND_PART + 1; i++) {
    const a = word.slice(0, i);
    const b = word.slice(i);
    const short = a.length < MIN_COMPOUND_PART || b.length < MIN_COMPOUND_PART;
    if (short && (a.length < MIN_COMPOUND_PART - 1 || b.length < MIN_COMPOUND_PART - 1 || word.length < 2 * MIN_COMPOUND_PART)) continue;
    const count = Math.min(vocab.lexicon.get(a) ?? 0, vocab.lexicon.get(b) ?? 0);
    if (count < (short ? MIN_SHORT_PART_PRODUCTS : MIN_COMPOUND_PART_PRODUCTS) || count <= bestCount || !isEnglishWord(a) || !isEnglishWord(b)) continue;
    best = `${a} ${b}`;
    bestCount = count;
  }
  return best;
}

/** Typo corrections remembered over all stores (least recently used dropped first). */
const MAX_CORRECTIONS = 50_000;
const corrections = new LRUCache<string, string>({ max: MAX_CORRECTIONS });

/** Snowball stemmer names of the catalog languages (the search vector's lexemes are these stems). */
const SNOWBALL: Record<CatalogLanguage, string> = { en: 'english', es: 'spanish', fr: 'french', de: 'german', pt: 'portuguese', it: 'italian' };
const stemmers = new Map<CatalogLanguage, { stem(w: string): string }>();
/** The search-vector lexeme of a word in the catalog's language (Postgres's text search configurations are Snowball's). */
function lexemeOf(vocab: StoreVocabulary, word: string): string {
  let s = stemmers.get(vocab.language);
  if (!s) { s = snowball.newStemmer(SNOWBALL[vocab.language] ?? 'english'); stemmers.set(vocab.language, s); }
  return s.stem(word);
}

/** Products (indexes into `productIds`) that have a lexeme of one of `words`. */
function productsWithAny(vocab: StoreVocabulary, words: readonly string[]): Set<number> {
  const out = new Set<number>();
  for (const w of words) for (const i of vocab.postings.get(lexemeOf(vocab, w)) ?? []) out.add(i);
  return out;
}

/** How many of `among` have the lexeme of `word`. */
function productsWithBoth(vocab: StoreVocabulary, word: string, among: ReadonlySet<number>): number {
  let n = 0;
  for (const i of vocab.postings.get(lexemeOf(vocab, word)) ?? []) if (among.has(i)) n++;
  return n;
}

/**
 * The store word within the allowed edit distance of `word` (itself when none): the one that most products share with
 * the query's other words, each product weighed by 1/d² (d = edit distance) — "edamame snak" is an edamame snack, not
 * a snap, though the catalog says "snap" more often — else the most frequent one by frequency/d². Without context a
 * four-letter word is corrected only by a changed or swapped letter, since a letter more or less makes another word
 * ("redo" is not a typo of "red", nor "cart" of "care"); with context a letter more or less counts when the other words
 * back it.
 */
function closestStoreWord(vocab: StoreVocabulary, word: string, context: readonly string[] = []): string {
  const max = word.length >= 8 ? 2 : 1;
  let best = word;
  let bestScore = 0;
  let backed = word;
  let backedScore = 0;
  const spread = word.length <= 4 ? 0 : max;
  const contextSpread = context.length ? max : spread;
  const among = context.length ? productsWithAny(vocab, context) : new Set<number>();
  for (let len = word.length - contextSpread; len <= word.length + contextSpread; len++) {
    const inSpread = Math.abs(len - word.length) <= spread;
    for (const cand of vocab.byLength.get(len) ?? []) {
      if (cand[0] !== word[0] && max === 1) continue;
      const d = editDistance(word, cand, max);
      if (d > max) continue;
      const score = (vocab.lexicon.get(cand) ?? 0) / (d * d);
      if (inSpread && score > bestScore) { bestScore = score; best = cand; }
      if (among.size) {
        const shared = productsWithBoth(vocab, cand, among) / (d * d);
        if (shared > backedScore || (shared === backedScore && shared > 0 && score > (vocab.lexicon.get(backed) ?? 0))) { backedScore = shared; backed = cand; }
      }
    }
  }
  return backedScore > 0 ? backed : best;
}
