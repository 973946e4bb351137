/**
 * Catalog import: read a Shopify product CSV or an ESCI JSONL file (optionally gzip-compressed), validate
 * it (PRODUCT.md §5: required columns, non-negative decimal prices, ISO 4217 currency; bad rows reported with
 * their line numbers while the rest imports) and upsert it into one store in batches.
 *
 * Memory stays bounded whatever the file (docs/security.md "Catalog uploads"): the file is streamed three times —
 * (1) decompressed and counted, refused past `limits.maxBytes` before any parser sees it; (2) parsed to count the
 * products (and, for CSV, where each product's last row is), refusing records over `limits.maxRecordChars` and
 * files over `limits.maxRows`; (3) parsed again, each product written in batches of {@link BATCH_SIZE} as soon as
 * it is complete. Nothing is written when (1) or (2) refuses the file. The admin runs this in a child process
 * (./isolated.ts), so even an input that defeats these limits cannot take the web process down.
 */
import type { Database } from '../../db/index.ts';
import { AppError } from '../../shared/errors.ts';
import { setCatalogLanguage } from '../catalog-settings.ts';
import { upsertProductBatch } from '../repository.ts';
import { CATALOG_LANGUAGES, isCatalogLanguage } from '../search/catalog-language.ts';
import { invalidateStoreVocabulary } from '../search/store-vocabulary.ts';
import { readEsciJsonl } from './esci-jsonl.ts';
import { DEFAULT_IMPORT_LIMITS, isGzip, measureDecompressed, openStream, type ImportLimits } from './limits.ts';
import { isCurrencyCode, type ProductInput, type ReadItem, type RowError } from './normalize.ts';
import { readShopifyCsv, scanShopifyCsv } from './shopify-csv.ts';

/** Supported catalog file formats. */
export type CatalogFormat = 'shopify_csv' | 'esci_jsonl';

/** Options of {@link importCatalogFile}. `currency` defaults to the store's currency. */
export type ImportOptions = {
  storeId: string;
  filePath: string;
  format?: CatalogFormat;
  currency?: string;
  /**
   * The language the file's products are written in (ISO 639-1, one of {@link CATALOG_LANGUAGES}): it becomes the
   * catalog's language (catalog-settings.ts) once the file has been checked, before any product is written; omitted,
   * the catalog keeps its language (English for a new store).
   */
  language?: string;
  /** Called after each written batch with products done and the total (products in the file). */
  onProgress?: (done: number, total?: number) => void;
  /** Size limits (default {@link DEFAULT_IMPORT_LIMITS}). */
  limits?: ImportLimits;
  /** The store's id and currency when the caller already has them (the import child process: it never loads the
   * stores capability, whose dependencies take seconds to load); else read by `storeId`. */
  store?: { id: string; currency: string };
};

/**
 * What an import did. `products` = products written (created + updated); `variants` = variants written;
 * `failed` = rejected records (CSV rows / JSONL lines, or products the database refused); `errors` lists the
 * first {@link MAX_REPORTED_ERRORS} of them by line, with the file line where the record starts;
 * `durationMs` = wall time in milliseconds.
 */
export type ImportReport = {
  products: number;
  created: number;
  updated: number;
  variants: number;
  failed: number;
  errors: RowError[];
  durationMs: number;
};

/** Products per write batch (one transaction, a handful of statements). */
const BATCH_SIZE = 500;
/** Rejected records listed in a report (all are counted in `failed`). */
export const MAX_REPORTED_ERRORS = 1000;

/**
 * Import a catalog file into a store. Re-importing updates products in place (matched by external id, else
 * handle): no duplicates, and variants missing from the new file are removed. Products not in the file are
 * kept (a file may be partial).
 * @throws AppError not_found (no such store), invalid_request (unknown format, bad currency, unknown language, missing
 *   required columns/fields, malformed CSV, unreadable file)
 */
export async function importCatalogFile(database: Database, opts: ImportOptions): Promise<ImportReport> {
  const started = performance.now();
  const limits = opts.limits ?? DEFAULT_IMPORT_LIMITS;
  const store = opts.store ?? await (await import('../../stores/index.ts')).findStoreById(database, opts.storeId);
  if (!store) throw new AppError('not_found', 'No such store');
  if (opts.language !== undefined && !isCatalogLanguage(opts.language)) {
    throw new AppError('invalid_request', `Catalog language "${opts.language}" is not one of ${CATALOG_LANGUAGES.join(', ')}`);
  }
  const currency = (opts.currency ?? store.currency).toUpperCase();
  if (!isCurrencyCode(currency)) throw new AppError('invalid_request', `Currency "${opts.currency}" is not an ISO 4217 code`);
  if (currency !== store.currency.toUpperCase()) {
    throw new AppError('invalid_request', `The file's currency ${currency} differs from the store's currency ${store.currency}; prices are not converted`);
  }
  const gz = await isGzip(opts.filePath);
  await measureDecompressed(opts.filePath, gz, limits.maxBytes);
  const format = opts.format ?? await sniffFormat(opts.filePath, gz);
  const open = () => openStream(opts.filePath, gz);

  // Pass 2: count the products (first occurrence of each external id / handle), validating limits and structure.
  let read: () => AsyncGenerator<ReadItem>;
  let total = 0;
  if (format === 'shopify_csv') {
    const lastRecordOf = await scanShopifyCsv(open(), limits);
    total = lastRecordOf.size;
    read = () => readShopifyCsv(open(), { currency, limits, lastRecordOf });
  } else {
    read = () => readEsciJsonl(open(), { currency, limits });
    const seen = new Set<string>();
    for await (const item of read()) if ('product' in item) seen.add(item.product.externalId);
    total = seen.size;
  }

  if (opts.language) await setCatalogLanguage(database, store.id, opts.language);

  // Pass 3: write complete products in batches.
  const errors: RowError[] = [];
  let failed = 0;
  const reject = (e: RowError) => { failed++; if (errors.length < MAX_REPORTED_ERRORS) errors.push(e); };
  const report: ImportReport = { products: 0, created: 0, updated: 0, variants: 0, failed: 0, errors, durationMs: 0 };
  const firstLineOf = { ext: new Map<string, number>(), handle: new Map<string, number>() };
  let batch: ProductInput[] = [];
  let done = 0;
  const flush = async () => {
    const r = await upsertProductBatch(database, store.id, batch);
    report.created += r.created;
    report.updated += r.updated;
    report.variants += r.variants;
    for (const e of r.errors) reject(e);
    done += batch.length;
    batch = [];
    opts.onProgress?.(Math.min(done, total), total);
  };
  opts.onProgress?.(0, total);
  for await (const item of read()) {
    if ('error' in item) { reject(item.error); continue; }
    const p = item.product;
    const first = firstLineOf.ext.get(p.externalId) ?? firstLineOf.handle.get(p.handle);
    if (first !== undefined) { reject({ line: p.line, handle: p.handle, reason: `duplicate of the product on line ${first}` }); continue; }
    firstLineOf.ext.set(p.externalId, p.line);
    firstLineOf.handle.set(p.handle, p.line);
    batch.push(p);
    if (batch.length >= BATCH_SIZE) await flush();
  }
  if (batch.length) await flush();
  // After bulk writes: VACUUM sets the visibility map and hint bits, ANALYZE refreshes planner statistics. Without
  // the VACUUM a freshly imported catalog searched ~6x slower until autovacuum came by (eval search p50 66 → 10 ms,
  // p95 97 → 22 ms on the demo store). VACUUM cannot run in a transaction: pool.query is autocommit.
  if (report.created + report.updated > 0) await database.pool.query('VACUUM (ANALYZE) products, variants');
  invalidateStoreVocabulary(store.id);
  errors.sort((a, b) => a.line - b.line);
  report.products = report.created + report.updated;
  report.failed = failed;
  report.durationMs = Math.round(performance.now() - started);
  return report;
}

/** Decide the format from the name (.csv / .jsonl / .ndjson / .json, before .gz), else from the first non-blank character. */
async function sniffFormat(filePath: string, gz: boolean): Promise<CatalogFormat> {
  const name = filePath.toLowerCase().replace(/\.gz$/, '');
  if (name.endsWith('.csv')) return 'shopify_csv';
  if (/\.(jsonl|ndjson|json)$/.test(name)) return 'esci_jsonl';
  const stream = openStream(filePath, gz);
  let first: string | undefined;
  try {
    for await (const chunk of stream) {
      first = /[^\s\uFEFF]/.exec((chunk as Buffer).toString('utf8'))?.[0];
      if (first !== undefined) break;
    }
  } finally {
    stream.destroy();
  }
  if (first === '{') return 'esci_jsonl';
  if (first === undefined) throw new AppError('invalid_request', 'The file is empty');
  return 'shopify_csv';
}
