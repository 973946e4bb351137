/**
 * Entry of the child process that runs one catalog import (see isolated.ts): receives an
 * {@link IsolatedImportJob} over IPC, first checks the decompressed size with nothing but zlib loaded (a gzip bomb
 * is refused within a fraction of a second of the child starting), then loads the importer and the database
 * driver, imports with its own two-connection pool, reports progress and the outcome, and exits. Unknown failures
 * are sent back with their stack for the parent's log.
 */
import { AppError } from '../../shared/errors.ts';
import type { IsolatedImportJob, IsolatedImportMessage } from './isolated.ts';
import { isGzip, measureDecompressed } from './limits.ts';

function send(m: IsolatedImportMessage): Promise<void> {
  return new Promise((resolve) => { process.send!(m, undefined, {}, () => resolve()); });
}

async function run(job: IsolatedImportJob): Promise<IsolatedImportMessage> {
  await measureDecompressed(job.filePath, await isGzip(job.filePath), job.limits.maxBytes);
  const [{ openDatabase }, { importCatalogFile }] = await Promise.all([import('../../db/index.ts'), import('./import-catalog.ts')]);
  const database = openDatabase(job.databaseUrl, 2);
  try {
    const report = await importCatalogFile(database, {
      storeId: job.store.id, store: job.store, filePath: job.filePath, format: job.format, currency: job.currency, limits: job.limits,
      onProgress: (done, total) => { void send({ type: 'progress', done, total }); },
    });
    return { type: 'done', report };
  } finally {
    await database.pool.end().catch(() => {});
  }
}

process.once('message', async (job: IsolatedImportJob) => {
  let result: IsolatedImportMessage;
  try {
    result = await run(job);
  } catch (e) {
    result = e instanceof AppError ? { type: 'rejected', code: e.code, detail: e.detail } : { type: 'crashed', error: (e as Error).stack ?? String(e) };
  }
  await send(result);
  process.exit(0);
});
