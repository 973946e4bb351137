/**
 * The hard colour, size and brand filters of a search (search.ts `buildFilters`) checked in memory over the store
 * vocabulary's {@link FilterFields}: the same regexes (Postgres ARE, read as JavaScript regexes: see {@link jsRegex})
 * over the same texts, normalised by Postgres at load. Each (loaded vocabulary, constraint) is evaluated once over all
 * the store's products and variants; a search then passes Postgres the ids of the variants that pass, and Postgres
 * checks only what changes between loads (price, stock, the product still active). search.test.ts compares the
 * products that pass with the SQL regexes'.
 */
import type { FilterFields, StoreVocabulary } from './store-vocabulary.ts';

/**
 * A Postgres ARE of the filters as a JavaScript regex with the same matches: their only class escapes are `\s` and
 * `\d`, which the database's locale (C.UTF-8: glibc's `iswspace`, `iswdigit`) reads as below (JavaScript's `\s` also
 * takes no-break spaces and U+FEFF).
 */
export function jsRegex(are: string): RegExp {
  const js = are.replace(/\\\\|\\s|\\d/g, (m) => (m === '\\s' ? '[\\t\\n\\v\\f\\r \\u1680\\u2000-\\u2006\\u2008-\\u200a\\u2028\\u2029\\u205f\\u3000]' : m === '\\d' ? '[0-9]' : m));
  return new RegExp(js);
}

/** Per-constraint results of one loaded vocabulary (at most {@link MEMO_ENTRIES}, least recently used dropped). */
const memos = new WeakMap<FilterFields, Map<string, Uint8Array>>();
const MEMO_ENTRIES = 64;

function memo(f: FilterFields, key: string, compute: () => Uint8Array): Uint8Array {
  let m = memos.get(f);
  if (!m) { m = new Map(); memos.set(f, m); }
  let hit = m.get(key);
  if (hit) { m.delete(key); m.set(key, hit); return hit; }
  hit = compute();
  m.set(key, hit);
  if (m.size > MEMO_ENTRIES) m.delete(m.keys().next().value!);
  return hit;
}

/**
 * Variants (1 per index into `variantIds`) for which `productText(i)` matches for their product i, or one of their
 * option texts (`opt`: optColor or optSize) matches one of `optionRes`.
 */
function variantFlags(f: FilterFields, productMatch: (i: number) => boolean, opt: Int32Array, optionRes: RegExp[]): Uint8Array {
  const textHit = new Int8Array(f.optTexts.length).fill(-1);
  const hit = (t: number) => {
    if (textHit[t] === -1) textHit[t] = optionRes.some((re) => re.test(f.optTexts[t]!)) ? 1 : 0;
    return textHit[t] === 1;
  };
  const out = new Uint8Array(f.variantIds.length);
  for (let i = 0; i + 1 < f.variantStart.length; i++) {
    const from = f.variantStart[i]!;
    const to = f.variantStart[i + 1]!;
    if (from === to) continue;
    if (productMatch(i)) { out.fill(1, from, to); continue; }
    for (let k = from; k < to; k++) {
      for (let j = f.optStart[k]!; j < f.optStart[k + 1]!; j++) if (hit(opt[j]!)) { out[k] = 1; break; }
    }
  }
  return out;
}

/**
 * Variants that pass the colour filter (`pattern`: the colour regex): the product's unaccented title or Color
 * attribute matches, or one of the variant's unaccented option values.
 */
export function colorVariants(vocab: StoreVocabulary, pattern: string): Uint8Array {
  const f = vocab.filter;
  return memo(f, `c\u0000${pattern}`, () => {
    const re = jsRegex(pattern);
    return variantFlags(f, (i) => re.test(f.titleUnaccent[i]!) || re.test(f.colorAttr[i]!), f.optColor, [re]);
  });
}

/**
 * Variants that pass the size filter: the product's lower-cased title matches `titlePattern`, or one of the variant's
 * trimmed lower-cased option values matches one of `patterns`.
 */
export function sizeVariants(vocab: StoreVocabulary, titlePattern: string, patterns: string[]): Uint8Array {
  const f = vocab.filter;
  return memo(f, `s\u0000${titlePattern}\u0000${patterns.join('\u0000')}`, () => {
    const re = jsRegex(titlePattern);
    return variantFlags(f, (i) => re.test(f.titleLower[i]!), f.optSize, patterns.map(jsRegex));
  });
}

/**
 * Whether a vendor (its {@link vendorKey}) is a line a brand makes, named "<line> by <brand>" ("Simple Joys by Carter's"
 * is Carter's): a shopper who asks for the brand means it too. Both keys lower case, as vendorKey gives them.
 */
export function isLineOfBrand(vendor: string, brand: string): boolean {
  return brand.length > 0 && vendor.endsWith(` by ${brand}`);
}

/** Products (1 per index into `productIds`) whose vendor key is one of `keys`, or a line of one ({@link isLineOfBrand}). */
export function brandProducts(vocab: StoreVocabulary, keys: string[]): Uint8Array {
  const f = vocab.filter;
  return memo(f, `b\u0000${keys.join('\u0000')}`, () => {
    const set = new Set(keys);
    return Uint8Array.from(f.vendorKeys, (k) => (set.has(k) || keys.some((b) => isLineOfBrand(k, b)) ? 1 : 0));
  });
}

/**
 * Ids of the variants of `products` (indexes into `productIds`; all the store's products when null) that pass every
 * given filter (null = not applied): the product's brand, the variant's colour and size.
 */
export function passingVariantIds(vocab: StoreVocabulary, products: Iterable<number> | null, brand: Uint8Array | null, color: Uint8Array | null, size: Uint8Array | null): string[] {
  const f = vocab.filter;
  const out: string[] = [];
  const visit = (i: number) => {
    if (brand && !brand[i]) return;
    for (let k = f.variantStart[i]!; k < f.variantStart[i + 1]!; k++) if ((!color || color[k]) && (!size || size[k])) out.push(f.variantIds[k]!);
  };
  if (products) for (const i of products) visit(i);
  else for (let i = 0; i < vocab.productIds.length; i++) visit(i);
  return out;
}
