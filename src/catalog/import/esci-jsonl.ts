/**
 * ESCI catalog JSONL reader (data/esci_catalog/products.jsonl.gz, fields described in its PROVENANCE.md):
 * one product with one variant per line. The ASIN is the external id and the SKU; the handle is built as
 * data/esci_catalog/shopify_products.csv.gz builds it, except that accented letters are transliterated (`slugify`).
 */
import { storableText } from '../../shared/text.ts';
import type { Readable } from 'node:stream';
import split2 from 'split2';
import {
  escapeHtml, esciHandle, numberToCents, type ProductInput, type ReadItem,
} from './normalize.ts';
import { AppError } from '../../shared/errors.ts';
import { recordTooLarge, tooManyRows, type ImportLimits } from './limits.ts';

/** Fields an ESCI record must carry. */
export const REQUIRED_ESCI_FIELDS = ['product_id', 'title'] as const;

type EsciRecord = {
  product_id?: unknown; title?: unknown; brand?: unknown; color?: unknown; category?: unknown;
  description?: unknown; bullet_points?: unknown; price_usd?: unknown; rating?: unknown;
  rating_count?: unknown; image_url?: unknown; is_book?: unknown;
};

function str(v: unknown): string {
  return typeof v === 'string' ? v.trim() : '';
}

function num(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null;
}

/** Convert one ESCI record to a product. @returns the product or a reason it is rejected */
export function esciToProduct(rec: EsciRecord, line: number, currency: string): ProductInput | { error: string } {
  const asin = str(rec.product_id);
  const title = str(rec.title);
  if (!asin) return { error: 'product_id is missing' };
  if (!title) return { error: 'title is missing' };
  const price = numberToCents(rec.price_usd, currency);
  if (price !== null && typeof price === 'object') return { error: `price_usd: ${price.error}` };
  const description = str(rec.description);
  const bullets = str(rec.bullet_points).split('\n').map((b) => b.trim()).filter(Boolean);
  const category = Array.isArray(rec.category) ? rec.category.filter((c): c is string => typeof c === 'string' && c.trim() !== '').map((c) => c.trim()) : [];
  const color = str(rec.color);
  const brand = str(rec.brand);
  const image = str(rec.image_url);
  const bodyHtml = (description ? `<p>${escapeHtml(description)}</p>` : '')
    + (bullets.length ? `<ul>${bullets.map((b) => `<li>${escapeHtml(b)}</li>`).join('')}</ul>` : '');
  const attributes: Record<string, string> = {};
  if (color) attributes.Color = color;
  if (brand) attributes.Brand = brand;
  if (rec.is_book === true) attributes.Format = 'Book';
  const ratingCount = num(rec.rating_count);
  return {
    line,
    externalId: asin,
    handle: esciHandle(title, asin),
    title,
    bodyHtml,
    descriptionText: description,
    bulletPoints: bullets,
    vendor: brand,
    productType: category.at(-1) ?? '',
    category,
    tags: [],
    status: 'active',
    options: color ? [{ name: 'Color', values: [color] }] : [],
    images: image ? [{ src: image, alt: title, position: 1 }] : [],
    attributes,
    url: null,
    rating: num(rec.rating),
    ratingCount: ratingCount === null ? null : Math.round(ratingCount),
    variants: [{
      externalId: asin, sku: asin, title: color || 'Default Title', optionValues: color ? { Color: color } : {},
      priceCents: price, compareAtPriceCents: null, inventoryAvailable: null, inventoryPolicy: 'deny', position: 1,
      imageSrc: null,
    }],
  };
}

/** Each line of a UTF-8 stream split on "\n" only (readline would also split inside strings at U+2028/U+2029),
 * by split2: linear in the input, and a line longer than `maxChars` is an error rather than a growing buffer. */
function splitLines(input: Readable, maxChars: number): AsyncIterable<string> {
  // maxLength bounds the buffered partial line; a complete line is checked here (split2 only checks the remainder).
  const splitter = split2('\n', (line: string) => {
    if (line.length > maxChars) throw new Error('maximum buffer reached');
    return line;
  }, { maxLength: maxChars });
  input.on('error', (e) => splitter.destroy(e));
  return input.pipe(splitter) as AsyncIterable<string>;
}

/**
 * Read an ESCI JSONL stream (one JSON object a line; blank lines ignored), one item per line, in file order.
 * @throws AppError invalid_request when the first record lacks the required fields (not an ESCI file) or the
 *   stream breaks; payload_too_large when a line exceeds `limits.maxRecordChars` or the file `limits.maxRows`
 */
export async function* readEsciJsonl(input: Readable, opts: { currency: string; limits: ImportLimits }): AsyncGenerator<ReadItem> {
  const { limits } = opts;
  let line = 0;
  let checked = false;
  try {
    for await (const raw of splitLines(input, limits.maxRecordChars)) {
      line++;
      if (line > limits.maxRows) throw tooManyRows(limits);
      const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      if (!text.trim()) continue;
      let rec: EsciRecord;
      try {
        // NUL and lone surrogates dropped from every string (PostgreSQL refuses them).
        rec = JSON.parse(text, (_k, v: unknown) => (typeof v === 'string' ? storableText(v) : v)) as EsciRecord;
      } catch (e) {
        yield { error: { line, reason: `invalid JSON: ${(e as Error).message}` } };
        continue;
      }
      if (!rec || typeof rec !== 'object' || Array.isArray(rec)) { yield { error: { line, reason: 'line is not a JSON object' } }; continue; }
      if (!checked) {
        const missing = REQUIRED_ESCI_FIELDS.filter((f) => !(f in rec));
        if (missing.length) throw new AppError('invalid_request', `Not an ESCI catalog JSONL: missing required field(s) ${missing.join(', ')} (line ${line})`);
        checked = true;
      }
      const p = esciToProduct(rec, line, opts.currency);
      if ('error' in p) yield { error: { line, handle: typeof rec.product_id === 'string' ? rec.product_id : undefined, reason: p.error } };
      else yield { product: p };
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    if ((e as Error).message === 'maximum buffer reached') throw recordTooLarge(limits, line + 1);
    throw new AppError('invalid_request', `The file could not be read near line ${line + 1}: ${(e as Error).message}`);
  }
}
