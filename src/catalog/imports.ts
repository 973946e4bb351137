/**
 * Catalog imports started from the admin: the uploaded file is written to a private temporary folder, a
 * `catalog_imports` row records the import, and the import runs in the background in this process
 * ({@link importCatalogFile}), writing its progress (products done / total) and the row-error report to the row
 * after each batch. Progress is read from the row, so it survives a page reload and is visible from every process.
 *
 * One unfinished import per store (a partial unique index): a second upload while one runs is a `conflict`.
 * An import whose row has not moved for {@link STALE_AFTER_MS} (its process stopped) is marked failed when the
 * store's imports are next read or started.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { AppError } from '../shared/errors.ts';
import { importCatalogFile } from './import/import-catalog.ts';
import type { RowError } from './import/normalize.ts';
import { catalogImports } from './schema.ts';

/** A catalog import row. */
export type CatalogImport = typeof catalogImports.$inferSelect;
/** Import statuses: queued → running → succeeded | failed. */
export type CatalogImportStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/** Row errors kept on the import (the count in `failed` covers all of them). */
export const MAX_STORED_ROW_ERRORS = 1000;
/** An unfinished import whose row has not been updated for this long (ms) is reported as interrupted. */
export const STALE_AFTER_MS = 15 * 60_000;
/** File name extensions kept on the temporary copy (the importer picks the format from them). */
const KNOWN_EXTENSIONS = /\.(csv|jsonl|ndjson|json)(\.gz)?$/i;

/** What {@link startCatalogImport} needs: the file's original name and bytes, and who started it. */
export type StartImportInput = {
  storeId: string; staffId: string | null; fileName: string; bytes: Uint8Array;
  /** Unexpected failures (not AppErrors) of the background task are reported here with their stack. */
  log?: (msg: string, meta: Record<string, unknown>) => void;
};

/** Running background imports of this process, by import id (tests and shutdown can await them). */
const running = new Map<string, Promise<void>>();

/** Resolve when every background import this process started has finished. */
export async function whenImportsIdle(): Promise<void> {
  while (running.size) await Promise.allSettled([...running.values()]);
}

/** Mark a store's unfinished imports that stopped moving as failed (their process went away). */
async function failStaleImports(database: Database, storeId: string): Promise<void> {
  await database.db.update(catalogImports)
    .set({ status: 'failed', error: 'The import was interrupted (the server stopped). Upload the file again.', finishedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(catalogImports.storeId, storeId), inArray(catalogImports.status, ['queued', 'running']),
      lt(catalogImports.updatedAt, new Date(Date.now() - STALE_AFTER_MS))));
}

/**
 * Record an import and start it in the background; returns the queued row at once.
 * @throws AppError invalid_request (empty file), conflict (an import of this store is still running)
 */
export async function startCatalogImport(database: Database, input: StartImportInput): Promise<CatalogImport> {
  if (input.bytes.byteLength === 0) throw new AppError('invalid_request', 'The file is empty');
  await failStaleImports(database, input.storeId);
  const fileName = path.basename(input.fileName).slice(0, 200) || 'catalog';
  let row: CatalogImport;
  try {
    [row] = (await database.db.insert(catalogImports).values({
      storeId: input.storeId, staffId: input.staffId, fileName, fileBytes: input.bytes.byteLength,
    }).returning()) as [CatalogImport];
  } catch (e) {
    if ((e as { cause?: { code?: string } }).cause?.code === '23505' || (e as { code?: string }).code === '23505') {
      throw new AppError('conflict', 'Another catalog import of this store is still running; wait for it to finish');
    }
    throw e;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aisle-upload-'));
  const ext = KNOWN_EXTENSIONS.exec(fileName)?.[0] ?? '';
  const filePath = path.join(dir, `upload${ext.toLowerCase()}`);
  await writeFile(filePath, input.bytes, { mode: 0o600 });
  const task = runImport(database, row, filePath, input.log).finally(async () => {
    running.delete(row.id);
    await rm(dir, { recursive: true, force: true });
  });
  running.set(row.id, task);
  return row;
}

async function runImport(database: Database, row: CatalogImport, filePath: string, log?: StartImportInput['log']): Promise<void> {
  const set = (values: Partial<CatalogImport>) => database.db.update(catalogImports)
    .set({ ...values, updatedAt: new Date() }).where(eq(catalogImports.id, row.id));
  try {
    await set({ status: 'running', startedAt: new Date() });
    let writes = Promise.resolve();
    let parsed: number | null = null;
    const report = await importCatalogFile(database, {
      storeId: row.storeId, filePath,
      onProgress: (done, total) => {
        parsed = total ?? parsed;
        writes = writes.then(() => set({ done, total: total ?? null }).then(() => {}));
      },
    });
    await writes;
    await set({
      status: 'succeeded', total: parsed ?? report.products, done: parsed ?? report.products, created: report.created, updated: report.updated,
      variants: report.variants, failed: report.failed, errors: report.errors.slice(0, MAX_STORED_ROW_ERRORS),
      durationMs: report.durationMs, finishedAt: new Date(),
    });
  } catch (e) {
    const detail = e instanceof AppError ? e.detail : 'The import failed on our side';
    if (!(e instanceof AppError)) log?.('catalog import failed', { importId: row.id, err: (e as Error).stack ?? String(e) });
    await set({ status: 'failed', error: detail, finishedAt: new Date() }).catch(() => {});
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
