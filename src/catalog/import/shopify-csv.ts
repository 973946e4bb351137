/**
 * Shopify product CSV reader (the layout Shopify's admin exports and imports: help.shopify.com
 * "Using CSV files to import and export products"). Several rows per product: the first row of a Handle
 * carries the product fields; following rows with the same Handle add variants and/or images.
 */
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { storableText } from '../../shared/text.ts';
import {
  finishProductInput, htmlToText, parsePriceToCents,
  type ProductImage, type ProductInput, type ReadItem, type VariantInput,
} from './normalize.ts';
import { AppError } from '../../shared/errors.ts';
import { recordTooLarge, tooManyRows, type ImportLimits } from './limits.ts';

/** Columns a file must have (Shopify requires Handle on every row and Title to create a product). */
export const REQUIRED_SHOPIFY_COLUMNS = ['Handle', 'Title'] as const;

type Row = Record<string, string>;

/** One data record of the CSV: its fields by column name, the line where it starts, and its 0-based index. */
type CsvRecord = { header: string[]; row: Row; startLine: number; index: number };

/**
 * The data records of a Shopify product CSV (RFC 4180, multi-line quoted fields, optional BOM), blank records
 * skipped, with the file's limits enforced while reading.
 * @throws AppError invalid_request (missing required column, malformed CSV, no header), payload_too_large (a
 *   record over `limits.maxRecordChars`, more than `limits.maxRows` records)
 */
async function* csvRecords(input: Readable, limits: ImportLimits): AsyncGenerator<CsvRecord> {
  const parser = input.pipe(parse({ bom: true, raw: true, relax_column_count: true, info: false, max_record_size: limits.maxRecordChars }));
  input.on('error', (e) => parser.destroy(e));
  let header: string[] | null = null;
  let line = 1;
  let records = 0;
  let index = 0;
  try {
    for await (const rec of parser as AsyncIterable<{ record: string[]; raw: string }>) {
      const startLine = line;
      line += countNewlines(rec.raw);
      if (++records > limits.maxRows) throw tooManyRows(limits);
      if (!header) {
        header = rec.record.map((h) => h.trim());
        const missing = REQUIRED_SHOPIFY_COLUMNS.filter((c) => !header!.includes(c));
        if (missing.length) {
          throw new AppError('invalid_request', `Not a Shopify product CSV: missing required column(s) ${missing.join(', ')} in the header (line 1)`);
        }
        continue;
      }
      if (rec.record.every((v) => v.trim() === '')) continue;
      const row: Row = {};
      // NUL bytes and lone surrogates would make PostgreSQL refuse the whole batch: dropped from every cell.
      header.forEach((h, i) => { row[h] = storableText(rec.record[i] ?? '').trim(); });
      yield { header, row, startLine, index: index++ };
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    if ((e as { code?: string }).code === 'CSV_MAX_RECORD_SIZE') throw recordTooLarge(limits, line);
    throw new AppError('invalid_request', `Malformed CSV near line ${line}: ${(e as Error).message}`);
  }
  if (!header) throw new AppError('invalid_request', 'The file is empty: no header row');
}

/**
 * First pass over a Shopify product CSV: the index of the last record of each Handle, so the second pass
 * ({@link readShopifyCsv}) can write each product as soon as its last row is read, even when its rows are not
 * adjacent. Memory: one map entry per product. The map's size is the number of products in the file.
 * @throws AppError as {@link readShopifyCsv}
 */
export async function scanShopifyCsv(input: Readable, limits: ImportLimits): Promise<Map<string, number>> {
  const last = new Map<string, number>();
  for await (const r of csvRecords(input, limits)) {
    if (r.row.Handle) last.set(r.row.Handle, r.index);
  }
  return last;
}

/**
 * Read a Shopify product CSV stream: each product once its last row (per `lastRecordOf`, from
 * {@link scanShopifyCsv}) has been read, and each rejected row, in file order. Only products whose rows are
 * still to come are held in memory.
 * @throws AppError invalid_request when a required column is missing or the CSV is malformed; payload_too_large
 *   when a record or the row count exceeds `limits`
 */
export async function* readShopifyCsv(input: Readable, opts: { currency: string; limits: ImportLimits; lastRecordOf: Map<string, number> }): AsyncGenerator<ReadItem> {
  const open = new Map<string, Builder>();
  const failedHandles = new Set<string>();
  for await (const { header, row, startLine, index } of csvRecords(input, opts.limits)) {
    const handle = row.Handle ?? '';
    if (!handle) { yield { error: { line: startLine, reason: 'Handle is empty' } }; continue; }
    if (failedHandles.has(handle)) { yield { error: { line: startLine, handle, reason: "skipped: this product's first row was rejected" } }; continue; }
    const b = open.get(handle);
    if (!b) {
      const made = startProduct(row, handle, startLine, header);
      if ('error' in made) { failedHandles.add(handle); yield { error: { line: startLine, handle, reason: made.error } }; continue; }
      const err = addRow(made, row, opts.currency);
      if (err) { failedHandles.add(handle); yield { error: { line: startLine, handle, reason: err } }; continue; }
      open.set(handle, made);
    } else {
      const err = addRow(b, row, opts.currency);
      if (err) yield { error: { line: startLine, handle, reason: err } };
    }
    if ((opts.lastRecordOf.get(handle) ?? -1) <= index) {
      yield { product: finishProduct(open.get(handle)!) };
      open.delete(handle);
    }
  }
  for (const b of open.values()) yield { product: finishProduct(b) }; // rows the first pass did not see (changed file)
}

function countNewlines(s: string): number {
  let n = 0;
  for (let i = s.indexOf('\n'); i !== -1; i = s.indexOf('\n', i + 1)) n++;
  return n;
}

type Builder = {
  product: ProductInput;
  optionNames: string[];
  images: Map<string, ProductImage>;
  variantKeys: Map<string, number>;
};

function findColumn(header: string[], pattern: RegExp): string | undefined {
  return header.find((h) => pattern.test(h));
}

function parseRating(raw: string | undefined): number | null {
  if (!raw) return null;
  let v: unknown = raw;
  if (raw.startsWith('{')) {
    try { v = (JSON.parse(raw) as { value?: unknown }).value; } catch { return null; }
  }
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

function startProduct(row: Row, handle: string, line: number, header: string[]): Builder | { error: string } {
  const title = row.Title ?? '';
  if (!title) return { error: "Title is empty on the product's first row" };
  const status = (row.Status ?? '').toLowerCase();
  if (status && !['active', 'draft', 'archived'].includes(status)) return { error: `Status "${row.Status}" is not active, draft or archived` };
  const published = (row.Published ?? '').toLowerCase();
  const bodyHtml = row['Body (HTML)'] ?? '';
  const { text, prose, listItems } = htmlToText(bodyHtml);
  const categoryRaw = row['Product Category'] || row['Google Shopping / Google Product Category'] || '';
  const ratingCol = findColumn(header, /metafields\.reviews\.rating\)?$/i);
  const countCol = findColumn(header, /metafields\.reviews\.rating_count\)?$/i);
  const attributes: Record<string, string> = {};
  for (const [col, name] of [['Google Shopping / Gender', 'Gender'], ['Google Shopping / Age Group', 'Age group'], ['Google Shopping / Condition', 'Condition'], ['Google Shopping / MPN', 'MPN']] as const) {
    if (row[col]) attributes[name] = row[col];
  }
  const optionNames = [1, 2, 3].map((i) => row[`Option${i} Name`] ?? '').filter(Boolean);
  const ratingCount = countCol ? Number.parseInt(row[countCol] ?? '', 10) : Number.NaN;
  return {
    optionNames,
    images: new Map(),
    variantKeys: new Map(),
    product: {
      line, externalId: handle, handle, title, bodyHtml,
      descriptionText: listItems.length ? prose : text,
      bulletPoints: listItems,
      vendor: row.Vendor ?? '',
      productType: row.Type ?? '',
      category: categoryRaw ? categoryRaw.split('>').map((s) => s.trim()).filter(Boolean) : [],
      tags: (row.Tags ?? '').split(',').map((t) => t.trim()).filter(Boolean),
      status: status || (published === 'false' ? 'draft' : 'active'),
      options: optionNames.map((name) => ({ name, values: [] })),
      images: [],
      attributes,
      url: null,
      rating: ratingCol ? parseRating(row[ratingCol]) : null,
      ratingCount: Number.isFinite(ratingCount) && ratingCount >= 0 ? ratingCount : null,
      variants: [],
    },
  };
}

function addImage(b: Builder, src: string, alt: string | null, position: number | null): void {
  if (b.images.has(src)) return;
  b.images.set(src, { src, alt: alt || null, position: position ?? b.images.size + 1 });
}

/** Add one row's variant and/or image to a product. @returns a reason when the row is rejected */
function addRow(b: Builder, row: Row, currency: string): string | null {
  const imageSrc = row['Image Src'] ?? '';
  let imagePos: number | null = null;
  if (row['Image Position']) {
    imagePos = Number(row['Image Position']);
    if (!Number.isInteger(imagePos) || imagePos < 1) return `Image Position "${row['Image Position']}" is not a positive integer`;
  }
  const values = [1, 2, 3].map((i) => row[`Option${i} Value`] ?? '');
  const hasVariant = values.some(Boolean) || Boolean(row['Variant SKU']) || Boolean(row['Variant Price']);
  let variant: VariantInput | null = null;
  if (hasVariant) {
    const price = parsePriceToCents(row['Variant Price'], currency);
    if (price !== null && typeof price === 'object') return `Variant Price: ${price.error}`;
    const compare = parsePriceToCents(row['Variant Compare At Price'], currency);
    if (compare !== null && typeof compare === 'object') return `Variant Compare At Price: ${compare.error}`;
    const qtyRaw = row['Variant Inventory Qty'] ?? '';
    let qty: number | null = null;
    if (qtyRaw) {
      qty = Number(qtyRaw);
      if (!Number.isInteger(qty)) return `Variant Inventory Qty "${qtyRaw}" is not an integer`;
    }
    const policy = (row['Variant Inventory Policy'] || 'deny').toLowerCase();
    if (policy !== 'deny' && policy !== 'continue') return `Variant Inventory Policy "${row['Variant Inventory Policy']}" is not deny or continue`;
    const grams = row['Variant Grams'] ?? '';
    if (grams && !(Number(grams) >= 0)) return `Variant Grams "${grams}" is not a non-negative number`;
    const optionValues: Record<string, string> = {};
    b.optionNames.forEach((name, i) => { if (values[i]) optionValues[name] = values[i]!; });
    if (b.optionNames.length === 0 && values.some(Boolean)) return 'option values given but the product row names no options';
    const isDefault = b.optionNames.length === 1 && b.optionNames[0] === 'Title' && values[0] === 'Default Title';
    const title = isDefault ? 'Default Title' : (values.filter(Boolean).join(' / ') || 'Default Title');
    const seen = b.variantKeys.get(title) ?? 0;
    b.variantKeys.set(title, seen + 1);
    variant = {
      externalId: seen ? `${title}#${seen + 1}` : title,
      sku: row['Variant SKU'] || null,
      title,
      optionValues: isDefault ? {} : optionValues,
      priceCents: price,
      compareAtPriceCents: compare,
      inventoryAvailable: qty,
      inventoryPolicy: policy,
      position: b.product.variants.length + 1,
      imageSrc: row['Variant Image'] || null,
    };
  }
  if (imageSrc) addImage(b, imageSrc, row['Image Alt Text'] ?? null, imagePos);
  if (variant) {
    b.product.variants.push(variant);
    for (const [name, value] of Object.entries(variant.optionValues)) {
      const opt = b.product.options.find((o) => o.name === name);
      if (opt && !opt.values.includes(value)) opt.values.push(value);
    }
    if (variant.imageSrc) addImage(b, variant.imageSrc, null, null);
    const grams = Number(row['Variant Grams'] ?? '');
    if (b.product.variants.length === 1 && grams > 0) b.product.attributes.Weight = `${grams} g`;
  }
  return null;
}

function finishProduct(b: Builder): ProductInput {
  b.product.images = [...b.images.values()].sort((x, y) => x.position - y.position);
  return finishProductInput(b.product);
}
