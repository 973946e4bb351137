/**
 * Run a catalog import in a child Node process (docs/security.md "Catalog uploads"): the web process only waits
 * for messages, so a file that defeats the import's limits can exhaust the child's heap (capped by
 * `--max-old-space-size`), stall its event loop or crash it, but never the server. The child opens its own small
 * pool on the same database and runs {@link importCatalogFile}; progress and the outcome come back over IPC.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { AppError, type ErrorCode } from '../../shared/errors.ts';
import type { ImportOptions, ImportReport } from './import-catalog.ts';
import type { ImportLimits } from './limits.ts';

/** Path of the child's entry module. */
const CHILD = fileURLToPath(new URL('./import-process.ts', import.meta.url));

/** What the child is asked to do (sent over IPC, never in argv or the environment: the URL holds a password). */
export type IsolatedImportJob = {
  databaseUrl: string; store: { id: string; currency: string }; filePath: string; format?: ImportOptions['format']; currency?: string; limits: ImportLimits;
};

/** Messages from the child. */
export type IsolatedImportMessage =
  | { type: 'progress'; done: number; total?: number }
  | { type: 'done'; report: ImportReport }
  | { type: 'rejected'; code: ErrorCode; detail: string }
  | { type: 'crashed'; error: string };

/** Options of {@link importInChildProcess}: the job, the child's heap limit (MiB) and a wall-time limit (ms). */
export type IsolatedImportOptions = IsolatedImportJob & {
  maxHeapMb: number;
  timeoutMs: number;
  onProgress?: (done: number, total?: number) => void;
};

/**
 * Import a catalog file in a child process.
 * @throws AppError with the child's code for bad input (invalid_request, payload_too_large, not_found), and
 *   payload_too_large when the child runs out of its heap; Error when the child crashes or exceeds `timeoutMs`
 *   (the message says which)
 */
export async function importInChildProcess(opts: IsolatedImportOptions): Promise<ImportReport> {
  const { maxHeapMb, timeoutMs, onProgress, ...job } = opts;
  const child = fork(CHILD, [], {
    execArgv: [`--max-old-space-size=${maxHeapMb}`], // not the parent's flags (--test, --inspect…)
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  let outOfMemory = false;
  child.stderr!.on('data', (d: Buffer) => {
    const text = d.toString('utf8');
    if (/out of memory|heap limit/i.test(text)) outOfMemory = true;
    stderr = (stderr + text).slice(-4000);
  });
  let outcome: IsolatedImportMessage | null = null;
  child.on('message', (m: IsolatedImportMessage) => {
    if (m.type === 'progress') onProgress?.(m.done, m.total);
    else outcome = m;
  });
  let timedOut = false;
  const timer = setTimeout(() => { timedOut = true; child.kill('SIGKILL'); }, timeoutMs);
  try {
    const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
      child.once('exit', (code, signal) => resolve({ code, signal }));
    });
    child.once('error', () => {}); // a failed spawn also emits exit
    child.send(job);
    const { code, signal } = await exit;
    const result = outcome as IsolatedImportMessage | null;
    if (result?.type === 'done') return result.report;
    if (result?.type === 'rejected') throw new AppError(result.code, result.detail);
    if (result?.type === 'crashed') throw new Error(`catalog import failed: ${result.error}`);
    if (timedOut) throw new AppError('payload_too_large', `The import took longer than ${timeoutMs >= 60_000 ? `${Math.round(timeoutMs / 60_000)} minutes` : `${Math.ceil(timeoutMs / 1000)} s`} (AISLE_IMPORT_TIMEOUT_MS) and was stopped. Split the file into smaller ones.`);
    if (outOfMemory) {
      throw new AppError('payload_too_large', `The file needs more memory than an import may use (${maxHeapMb} MB, AISLE_IMPORT_MAX_HEAP_MB). Split it into smaller files.`);
    }
    throw new Error(`catalog import process exited (${signal ?? `code ${code}`}) without a result: ${stderr.trim().split('\n').slice(-3).join(' | ')}`);
  } finally {
    clearTimeout(timer);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}
