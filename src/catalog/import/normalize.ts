/**
 * Pure helpers shared by the catalog importers: handles, money, HTML to text, currencies.
 */
import slugifyWords from '@sindresorhus/slugify';
import { Parser } from 'htmlparser2';
import { isCurrency, majorToMinor, minorDigits, parseMoney } from '../../shared/money.ts';

/** One product image as stored in `products.images`. */
export type ProductImage = { src: string; alt: string | null; position: number };
/** One product option as stored in `products.options` (values in first-seen order). */
export type ProductOption = { name: string; values: string[] };

/** A variant ready to be written (money in minor units, "cents"; null price = not listed). */
export type VariantInput = {
  externalId: string;
  sku: string | null;
  title: string;
  optionValues: Record<string, string>;
  priceCents: number | null;
  compareAtPriceCents: number | null;
  /** null = inventory not tracked */
  inventoryAvailable: number | null;
  inventoryPolicy: 'deny' | 'continue';
  position: number;
  imageSrc: string | null;
};

/** A product ready to be written, with the file line where its record starts. */
export type ProductInput = {
  line: number;
  externalId: string;
  handle: string;
  title: string;
  bodyHtml: string;
  descriptionText: string;
  bulletPoints: string[];
  vendor: string;
  productType: string;
  category: string[];
  tags: string[];
  status: string;
  options: ProductOption[];
  images: ProductImage[];
  attributes: Record<string, string>;
  url: string | null;
  rating: number | null;
  ratingCount: number | null;
  variants: VariantInput[];
};

/** A rejected record: file line where it starts, its handle when known, and why. */
export type RowError = { line: number; handle?: string; reason: string };

/** One record read from a catalog file by a streaming reader: a product, or a rejected row. */
export type ReadItem = { product: ProductInput } | { error: RowError };

/**
 * Slug of a title for a handle: letters transliterated by `@sindresorhus/slugify` ("Crème brûlée" → `creme-brulee`,
 * "Wüsthof" → `wuesthof`), lower-case, every run of other characters (punctuation, spaces, "&", apostrophes) one "-",
 * trimmed, cut to `maxLength` characters with no trailing "-". Letters with no Latin transliteration (CJK) drop out.
 * Apart from transliteration this is how data/esci_catalog/shopify_products.csv.gz built its handles: the two agree
 * on 6,730 of its 6,764 titles; the 34 others hold accented letters, which that file turned into "-"
 * (`w-sthof-…` there, `wuesthof-…` here).
 */
export function slugify(text: string, maxLength = 60): string {
  const words = text.replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ');
  return slugifyWords(words, { decamelize: false }).slice(0, maxLength).replace(/-+$/, '');
}

/** Handle of an ESCI product: slug of the title + "-" + lower-case ASIN (as shopify_products.csv.gz, see `slugify`). */
export function esciHandle(title: string, asin: string): string {
  const slug = slugify(title);
  return slug ? `${slug}-${asin.toLowerCase()}` : asin.toLowerCase();
}

/** Whether `code` is an ISO 4217 currency code known to this runtime's Intl data (shared/money.ts). */
export const isCurrencyCode = isCurrency;

/**
 * Parse a non-negative decimal price ("19.99", "20", "1,299.00" with thousands commas) into integer minor units
 * of `currency` (shared/money.ts `parseMoney`: JPY "1500" → 1500, KWD "1.250" → 1250). Empty -> null (price not listed).
 * @returns minor units, null for empty, or an error string describing why the value is invalid
 */
export function parsePriceToCents(raw: string | undefined, currency = 'USD'): number | null | { error: string } {
  const s = (raw ?? '').trim();
  if (s === '') return null;
  if (/^-/.test(s)) return { error: `negative price "${s}"` };
  const minor = parseMoney(s, currency);
  if (minor === null) {
    const digits = minorDigits(currency);
    return /^[\d,]*\.\d+$/.test(s) ? { error: `price "${s}" has more than ${digits} decimals for ${currency}` } : { error: `price "${s}" is not a decimal number` };
  }
  if (minor > 2_147_483_647) return { error: `price "${s}" is too large` };
  return minor;
}

/** A JSON number price (e.g. ESCI `price_usd`) to minor units of `currency`, rounded; null stays null. */
export function numberToCents(value: unknown, currency = 'USD'): number | null | { error: string } {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) return { error: `price ${JSON.stringify(value)} is not a number` };
  if (value < 0) return { error: `negative price ${value}` };
  return majorToMinor(value, currency);
}

const BLOCK_TAGS = new Set(['p', 'div', 'br', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'table', 'section', 'blockquote']);

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * Convert HTML (a product body, a store policy) to plain text with htmlparser2 (block elements become line breaks,
 * entities decoded, scripts and styles dropped) and collect the `<li>` items (Shopify bodies carry bullet points as
 * lists). `prose` = the text outside lists. `markdown` = the same text as plain Markdown: one paragraph per block
 * (blank lines between), list items as `- item`, headings as `## heading`, `<br>` ending a line; no inline markup.
 */
export function htmlToText(html: string): { text: string; prose: string; listItems: string[]; markdown: string } {
  if (!html) return { text: '', prose: '', listItems: [], markdown: '' };
  let out = '';
  let prose = '';
  const items: string[] = [];
  let li: string | null = null;
  let skip = 0;
  // Markdown blocks: the text of the block being read, what it is, and the blocks done.
  const blocks: { kind: 'p' | 'li' | 'h'; text: string }[] = [];
  let block = '';
  let kind: 'p' | 'li' | 'h' = 'p';
  const endBlock = (next: 'p' | 'li' | 'h') => {
    const text = collapse(block);
    if (text) blocks.push({ kind, text });
    block = '';
    kind = next;
  };
  const parser = new Parser({
    onopentag(name) {
      if (name === 'script' || name === 'style') skip++;
      if (BLOCK_TAGS.has(name)) { out += '\n'; prose += '\n'; }
      if (name === 'br' && li !== null) block += ' ';
      else if (BLOCK_TAGS.has(name)) endBlock(name === 'li' || li !== null ? 'li' : HEADINGS.has(name) ? 'h' : 'p');
      if (name === 'li') li = '';
    },
    ontext(t) {
      if (skip) return;
      out += t;
      block += t;
      if (li !== null) li += t;
      else prose += t;
    },
    onclosetag(name) {
      if (name === 'script' || name === 'style') skip = Math.max(0, skip - 1);
      if (BLOCK_TAGS.has(name)) { out += '\n'; prose += '\n'; }
      if (BLOCK_TAGS.has(name) && name !== 'br') endBlock(li !== null && name !== 'li' ? 'li' : 'p');
      if (name === 'li' && li !== null) {
        const item = collapse(li);
        if (item) items.push(item);
        li = null;
      }
    },
  }, { decodeEntities: true });
  parser.write(html);
  parser.end();
  endBlock('p');
  const lines = (s: string) => s.split('\n').map(collapse).filter(Boolean).join('\n');
  const markdown = blocks.map((b, i) => {
    const line = b.kind === 'li' ? `- ${b.text}` : b.kind === 'h' ? `## ${b.text}` : b.text;
    return i === 0 ? line : `${b.kind === 'li' && blocks[i - 1]!.kind === 'li' ? '\n' : '\n\n'}${line}`;
  }).join('');
  return { text: lines(out), prose: lines(prose), listItems: items, markdown };
}

function collapse(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/**
 * The last normalisation step every source shares (CSV import, platform syncs): a product without variants gets one
 * unpriced "Default Title" variant; options that carry no values, and Shopify's implicit `Title: Default Title`
 * option, are dropped; an option with a single value also becomes an attribute (colour, material…) unless one of that
 * name exists. Mutates and returns `p`.
 */
export function finishProductInput(p: ProductInput): ProductInput {
  if (p.variants.length === 0) {
    p.variants.push({ externalId: 'Default Title', sku: null, title: 'Default Title', optionValues: {}, priceCents: null,
      compareAtPriceCents: null, inventoryAvailable: null, inventoryPolicy: 'deny', position: 1, imageSrc: null });
  }
  p.options = p.options.filter((o) => o.values.length > 0 && !(o.name === 'Title' && o.values.every((v) => v === 'Default Title')));
  for (const o of p.options) {
    if (o.values.length === 1 && !p.attributes[o.name]) p.attributes[o.name] = o.values[0]!;
  }
  return p;
}

/** Escape text for HTML element content. */
export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
