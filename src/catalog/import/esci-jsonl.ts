/**
 * ESCI catalog JSONL reader (data/esci_catalog/products.jsonl.gz, fields described in its PROVENANCE.md):
 * one product with one variant per line. The ASIN is the external id and the SKU; the handle is built
 * exactly as data/esci_catalog/shopify_products.csv.gz builds it, so both files address the same products.
 */
import { storableText } from '../../shared/text.ts';
import type { Readable } from 'node:stream';
import {
  escapeHtml, esciHandle, numberToCents, type ProductInput, type RowError,
} from './normalize.ts';
import { AppError } from '../../shared/errors.ts';

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

/** Split a UTF-8 stream on "\n" only (readline would also split inside strings at U+2028/U+2029). */
async function* splitLines(input: Readable): AsyncGenerator<string> {
  input.setEncoding('utf8');
  let rest = '';
  for await (const chunk of input as AsyncIterable<string>) {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop()!;
    for (const line of parts) yield line.replace(/\r$/, '');
  }
  if (rest) yield rest.replace(/\r$/, '');
}

/**
 * Read an ESCI JSONL stream (one JSON object a line; blank lines ignored).
 * @throws AppError invalid_request when the first record lacks the required fields (not an ESCI file)
 */
export async function readEsciJsonl(input: Readable, opts: { currency: string }): Promise<{ products: ProductInput[]; errors: RowError[]; rows: number }> {
  const products: ProductInput[] = [];
  const errors: RowError[] = [];
  let line = 0;
  let rows = 0;
  let checked = false;
  for await (const text of splitLines(input)) {
    line++;
    if (!text.trim()) continue;
    rows++;
    let rec: EsciRecord;
    try {
      // NUL and lone surrogates dropped from every string (PostgreSQL refuses them).
      rec = JSON.parse(text, (_k, v: unknown) => (typeof v === 'string' ? storableText(v) : v)) as EsciRecord;
    } catch (e) {
      errors.push({ line, reason: `invalid JSON: ${(e as Error).message}` });
      continue;
    }
    if (!rec || typeof rec !== 'object' || Array.isArray(rec)) { errors.push({ line, reason: 'line is not a JSON object' }); continue; }
    if (!checked) {
      const missing = REQUIRED_ESCI_FIELDS.filter((f) => !(f in rec));
      if (missing.length) throw new AppError('invalid_request', `Not an ESCI catalog JSONL: missing required field(s) ${missing.join(', ')} (line ${line})`);
      checked = true;
    }
    const p = esciToProduct(rec, line, opts.currency);
    if ('error' in p) errors.push({ line, handle: typeof rec.product_id === 'string' ? rec.product_id : undefined, reason: p.error });
    else products.push(p);
  }
  return { products, errors, rows };
}
