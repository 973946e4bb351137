/**
 * Catalog imports started from the admin: the upload is stored with a `catalog_imports` row (the file itself in
 * `catalog_import_files`, so any process can run it) and a pg-boss job (`catalog.import`) runs
 * {@link importCatalogFile} in the background, writing progress (products done / total) and the row-error report to
 * the row after each batch. Progress is read from the row: it survives a page reload and is the same from every
 * process. The stored file is deleted when the import ends.
 *
 * The import itself runs in a child process with its own heap limit and a wall-time limit (import/isolated.ts),
 * so no file can stall or exhaust the web process; bad input — a file over a limit, malformed, out of memory, too
 * slow — fails the import at once with a clear message and is never retried (docs/security.md "Catalog uploads").
 *
 * One unfinished import per store (a partial unique index): a second upload while one runs is a `conflict`.
 * A process that dies mid-import leaves the job active; when pg-boss hands it out again after
 * {@link JOB_EXPIRE_S}, the row is already `running`, and the import is marked interrupted (the merchant uploads
 * again) rather than re-run on a file that may be what killed the process. An unfinished import whose row has not
 * moved for {@link STALE_AFTER_MS} is marked failed when the store's imports are next read or started (no worker
 * ever took it).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from '@hono/zod-openapi';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import type { Jobs } from '../jobs/index.ts';
import { AppError } from '../shared/errors.ts';
import type { Logger } from '../shared/logger.ts';
import { findStoreById } from '../stores/index.ts';
import { setCatalogLanguage } from './catalog-settings.ts';
import { importInChildProcess } from './import/isolated.ts';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from './import/limits.ts';
import type { RowError } from './import/normalize.ts';
import { CATALOG_LANGUAGES, type CatalogLanguage } from './search/catalog-language.ts';
import { invalidateStoreVocabulary } from './search/store-vocabulary.ts';
import { translateNewVocabulary, type VocabularyTranslatorFor } from './vocabulary.ts';
import { catalogImportFiles, catalogImports } from './schema.ts';

/** A catalog import row. */
export type CatalogImport = typeof catalogImports.$inferSelect;
/** Import statuses: queued → running → succeeded | failed. */
export type CatalogImportStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/** Row errors kept on the import (the count in `failed` covers all of them). */
export const MAX_STORED_ROW_ERRORS = 1000;
/** Seconds an import job may stay active before pg-boss hands it to another worker (a crashed process). */
export const JOB_EXPIRE_S = 15 * 60;
/** An unfinished import whose row has not been updated for this long (ms) is reported as interrupted. */
export const STALE_AFTER_MS = 60 * 60_000;
/** File name extensions kept on the temporary copy (the importer picks the format from them). */
const KNOWN_EXTENSIONS = /\.(csv|jsonl|ndjson|json)(\.gz)?$/i;

/** The pg-boss queue of catalog imports. */
export const CATALOG_IMPORT_QUEUE = 'catalog.import';
/** Payload of a `catalog.import` job (producer and consumer parse with it). */
export const CatalogImportJobSchema = z.object({
  importId: z.string().uuid(), storeId: z.string().uuid(),
  /** The language of the file's products (set as the catalog's language before the import runs); absent = unchanged. */
  language: z.enum(CATALOG_LANGUAGES).optional(),
});
/** CatalogImportJob type. */
export type CatalogImportJob = z.infer<typeof CatalogImportJobSchema>;

/** What {@link startCatalogImport} needs: the file's original name and bytes, who started it, and the products' language. */
export type StartImportInput = { storeId: string; staffId: string | null; fileName: string; bytes: Uint8Array; language?: CatalogLanguage };

/** Mark a store's unfinished imports that stopped moving as failed (no worker took them). */
async function failStaleImports(database: Database, storeId: string): Promise<void> {
  await database.db.update(catalogImports)
    .set({ status: 'failed', error: 'The import was interrupted (no worker finished it). Upload the file again.', finishedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(catalogImports.storeId, storeId), inArray(catalogImports.status, ['queued', 'running']),
      lt(catalogImports.updatedAt, new Date(Date.now() - STALE_AFTER_MS))));
}

/**
 * Store the upload, record the import and queue its job; returns the queued row at once.
 * @throws AppError invalid_request (empty file), conflict (an import of this store is still running)
 */
export async function startCatalogImport(database: Database, jobs: Jobs, input: StartImportInput): Promise<CatalogImport> {
  if (input.bytes.byteLength === 0) throw new AppError('invalid_request', 'The file is empty');
  await failStaleImports(database, input.storeId);
  const fileName = path.basename(input.fileName).slice(0, 200) || 'catalog';
  let row: CatalogImport;
  try {
    row = await database.db.transaction(async (tx) => {
      const [r] = await tx.insert(catalogImports).values({
        storeId: input.storeId, staffId: input.staffId, fileName, fileBytes: input.bytes.byteLength,
      }).returning();
      await tx.insert(catalogImportFiles).values({ importId: r!.id, data: Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength) });
      return r!;
    });
  } catch (e) {
    if ((e as { cause?: { code?: string } }).cause?.code === '23505' || (e as { code?: string }).code === '23505') {
      throw new AppError('conflict', 'Another catalog import of this store is still running; wait for it to finish');
    }
    throw e;
  }
  try {
    await jobs.send<CatalogImportJob>(CATALOG_IMPORT_QUEUE, { importId: row.id, storeId: row.storeId, ...(input.language ? { language: input.language } : {}) });
  } catch (e) {
    await finishImport(database, row.id, { status: 'failed', error: 'The import could not be queued' });
    throw e;
  }
  return row;
}

/**
 * How imports run: the file limits, the child process's heap (MiB) and wall time (ms; below {@link JOB_EXPIRE_S}).
 * Env: AISLE_IMPORT_MAX_BYTES, AISLE_IMPORT_MAX_RECORD_CHARS, AISLE_IMPORT_MAX_ROWS, AISLE_IMPORT_MAX_HEAP_MB,
 * AISLE_IMPORT_TIMEOUT_MS. `vocabulary`: the store's provider model that translates the catalog's vocabulary once the
 * products are written (vocabulary.ts); without one, or when it answers null, nothing is translated.
 */
export type CatalogImportOptions = { limits: ImportLimits; maxHeapMb: number; timeoutMs: number; vocabulary?: VocabularyTranslatorFor };

/** Defaults of {@link CatalogImportOptions}: {@link DEFAULT_IMPORT_LIMITS}, a 512 MiB heap, 10 minutes. */
export const DEFAULT_CATALOG_IMPORT_OPTIONS: CatalogImportOptions = { limits: DEFAULT_IMPORT_LIMITS, maxHeapMb: 512, timeoutMs: 10 * 60_000 };

/** Register the `catalog.import` queue and its worker (call once per process at start). */
export async function registerCatalogImportJobs(jobs: Jobs, database: Database, logger: Logger, options: CatalogImportOptions = DEFAULT_CATALOG_IMPORT_OPTIONS): Promise<void> {
  await jobs.register<CatalogImportJob>(CATALOG_IMPORT_QUEUE, async ([job]) => {
    const data = CatalogImportJobSchema.parse(job!.data);
    await runImport(database, data, logger, options);
  }, { retryLimit: 2, retryDelay: 5, expireInSeconds: JOB_EXPIRE_S });
}

/** End an import: final values, `finished_at`, and the stored file deleted. */
async function finishImport(database: Database, id: string, values: Partial<CatalogImport>): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.update(catalogImports).set({ ...values, finishedAt: new Date(), updatedAt: new Date() }).where(eq(catalogImports.id, id));
    await tx.delete(catalogImportFiles).where(eq(catalogImportFiles.importId, id));
  });
}

/**
 * Run one import job. Finished imports are skipped (a duplicate or late retry); one already `running` was cut
 * short by a process that died and is failed, not re-run; failures end the import as failed.
 */
async function runImport(database: Database, job: CatalogImportJob, logger: Logger, options: CatalogImportOptions): Promise<void> {
  const [row] = await database.db.select().from(catalogImports)
    .where(and(eq(catalogImports.id, job.importId), eq(catalogImports.storeId, job.storeId))).limit(1);
  if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
  if (row.status === 'running') {
    return finishImport(database, row.id, { status: 'failed', error: 'The import was interrupted (the server stopped while it ran). Upload the file again.' });
  }
  const [file] = await database.db.select().from(catalogImportFiles).where(eq(catalogImportFiles.importId, row.id)).limit(1);
  if (!file) return finishImport(database, row.id, { status: 'failed', error: 'The uploaded file is gone. Upload it again.' });
  const set = (values: Partial<CatalogImport>) => database.db.update(catalogImports)
    .set({ ...values, updatedAt: new Date() }).where(eq(catalogImports.id, row.id));
  const store = await findStoreById(database, row.storeId);
  if (!store) return finishImport(database, row.id, { status: 'failed', error: 'The store is gone.' });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aisle-import-'));
  try {
    const filePath = path.join(dir, `upload${(KNOWN_EXTENSIONS.exec(row.fileName)?.[0] ?? '').toLowerCase()}`);
    await writeFile(filePath, file.data, { mode: 0o600 });
    await set({ status: 'running', startedAt: new Date(), done: 0, total: null });
    // The catalog's language before the child writes a product (its search vectors are stemmed in that language).
    if (job.language) await setCatalogLanguage(database, row.storeId, job.language);
    let writes = Promise.resolve();
    let parsed: number | null = null;
    const report = await importInChildProcess({
      databaseUrl: database.url, store: { id: store.id, currency: store.currency }, filePath, limits: options.limits, maxHeapMb: options.maxHeapMb, timeoutMs: options.timeoutMs,
      onProgress: (done, total) => {
        parsed = total ?? parsed;
        // Progress is best effort: a write that fails (the pool closing as the server stops) must not become an
        // unhandled rejection; the outcome is written by finishImport below.
        writes = writes.then(() => set({ done, total: total ?? null }).then(() => {}))
          .catch((e: unknown) => logger.warn({ storeId: row.storeId, importId: row.id, err: e }, 'catalog import progress not saved'));
      },
    });
    await writes;
    invalidateStoreVocabulary(row.storeId); // the child's cache is not this process's
    await translateNewVocabulary(database, row.storeId, options.vocabulary, logger);
    await finishImport(database, row.id, {
      status: 'succeeded', total: parsed ?? report.products, done: parsed ?? report.products, created: report.created, updated: report.updated,
      variants: report.variants, failed: report.failed, errors: report.errors.slice(0, MAX_STORED_ROW_ERRORS), durationMs: report.durationMs,
    });
  } catch (e) {
    if (!(e instanceof AppError)) logger.error({ storeId: row.storeId, importId: row.id, err: e }, 'catalog import failed');
    await finishImport(database, row.id, { status: 'failed', error: e instanceof AppError ? e.detail : 'The import failed on our side' });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One import of a store, or null (unknown id, another store's import, non-uuid id). */
export async function getCatalogImport(database: Database, storeId: string, id: string): Promise<CatalogImport | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  await failStaleImports(database, storeId);
  const rows = await database.db.select().from(catalogImports)
    .where(and(eq(catalogImports.storeId, storeId), eq(catalogImports.id, id))).limit(1);
  return rows[0] ?? null;
}

/** A store's most recent imports, newest first (at most `limit`, default 20). */
export async function listCatalogImports(database: Database, storeId: string, limit = 20): Promise<CatalogImport[]> {
  await failStaleImports(database, storeId);
  return database.db.select().from(catalogImports).where(eq(catalogImports.storeId, storeId))
    .orderBy(desc(catalogImports.createdAt), sql`${catalogImports.id}`).limit(limit);
}

/** The stored row errors of an import, typed. */
export function rowErrorsOf(row: CatalogImport): RowError[] {
  return row.errors as RowError[];
}
