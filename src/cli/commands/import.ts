/**
 * `aisle import <file> --store <handle> [--format shopify_csv|esci_jsonl] [--currency USD] [--language es] [--json]`:
 * import a Shopify product CSV or ESCI JSONL (gzip ok) into a store; `--language` names the language the products are
 * written in (en, es, fr, de, pt, it: the catalog's search stems them in that language; default: unchanged). A progress bar is drawn when stdout is a TTY; the
 * summary and the rejected rows (with their file line numbers) follow. Exit code 0 when anything was imported
 * (some bad rows are fine), 1 when nothing could be imported, 2 on usage errors.
 */
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { importCatalogFile, type CatalogFormat, type ImportReport } from '../../catalog/index.ts';
import { AppError } from '../../shared/errors.ts';
import { getStoreByHandle } from '../../stores/index.ts';
import type { CliIo } from '../io.ts';

const MAX_LISTED_ERRORS = 50;

/** Human summary of an import report (at most 50 bad rows listed). */
export function formatImportReport(file: string, r: ImportReport): string {
  const lines = [
    `${file}: ${r.products} products (${r.created} created, ${r.updated} updated), ${r.variants} variants, ${r.failed} rejected, ${(r.durationMs / 1000).toFixed(1)} s`,
  ];
  for (const e of r.errors.slice(0, MAX_LISTED_ERRORS)) lines.push(`  line ${e.line}${e.handle ? ` (${e.handle})` : ''}: ${e.reason}`);
  const listed = Math.min(r.errors.length, MAX_LISTED_ERRORS);
  if (r.failed > listed) lines.push(`  ... and ${r.failed - listed} more`);
  return `${lines.join('\n')}\n`;
}

/** Run the command. @returns exit code */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv, allowPositionals: true,
    options: { store: { type: 'string' }, format: { type: 'string' }, currency: { type: 'string' }, language: { type: 'string' }, json: { type: 'boolean' } },
  });
  const file = positionals[0];
  if (!file || !values.store || (values.format && values.format !== 'shopify_csv' && values.format !== 'esci_jsonl')) {
    io.stderr.write('usage: aisle import <file> --store <handle> [--format shopify_csv|esci_jsonl] [--currency CODE] [--language en|es|fr|de|pt|it] [--json]\n');
    return 2;
  }
  const { openCliDatabase } = await import('../io.ts');
  const cli = await openCliDatabase(io);
  const tty = Boolean((io.stdout as NodeJS.WriteStream).isTTY) && !values.json;
  const bar = tty ? new cliProgress.SingleBar({ stream: io.stdout as NodeJS.WriteStream, format: 'importing [{bar}] {value}/{total} products' }, cliProgress.Presets.shades_classic) : null;
  try {
    const store = await getStoreByHandle(cli.database, values.store);
    let started = false;
    const report = await importCatalogFile(cli.database, {
      storeId: store.id, filePath: file, format: values.format as CatalogFormat | undefined, currency: values.currency, language: values.language,
      limits: { maxBytes: cli.config.AISLE_IMPORT_MAX_BYTES, maxRecordChars: cli.config.AISLE_IMPORT_MAX_RECORD_CHARS, maxRows: cli.config.AISLE_IMPORT_MAX_ROWS },
      onProgress: (done, total) => {
        if (!bar) return;
        if (!started) { bar.start(total ?? 0, done); started = true; } else bar.update(done);
      },
    });
    bar?.stop();
    io.stdout.write(values.json ? `${JSON.stringify(report)}\n` : formatImportReport(file, report));
    return report.products > 0 || report.failed === 0 ? 0 : 1;
  } catch (e) {
    bar?.stop();
    if (e instanceof AppError) { io.stderr.write(`import failed: ${e.detail}\n`); return 1; }
    throw e;
  } finally {
    await cli.close();
  }
}
