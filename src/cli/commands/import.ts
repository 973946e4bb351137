/**
 * `aisle import <file> --store <handle> [--format shopify_csv|esci_jsonl] [--currency USD] [--language es] [--json]`:
 * import a Shopify product CSV or ESCI JSONL (gzip ok) into a store; `--language` names the language the products are
 * written in (en, es, fr, de, pt, it: the catalog's search stems them in that language; default: unchanged). When the
 * store has a provider model (its own, or the operator's), the catalog's new words are then translated into the
 * languages it serves (catalog/vocabulary.ts) and a line says how many. A progress bar is drawn when stdout is a TTY; the
 * summary and the rejected rows (with their file line numbers) follow. Exit code 0 when anything was imported
 * (some bad rows are fine), 1 when nothing could be imported, 2 on usage errors.
 */
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { importCatalogFile, translateCatalogVocabulary, VOCABULARY_TRACE_NAME, type CatalogFormat, type ImportReport, type VocabularyReport } from '../../catalog/index.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/index.ts';
import { AppError } from '../../shared/errors.ts';
import { createSecretBox } from '../../shared/secret-box.ts';
import { getStoreByHandle, loadSecrets, MODEL_KEY_PURPOSE, readStoreModel, type Store } from '../../stores/index.ts';
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

/**
 * The catalog's vocabulary translated by the store's provider model (its own, else the operator's from the
 * environment), as the admin's import does; null when the store has none.
 */
async function translateVocabulary(database: Database, config: Config, store: Store): Promise<VocabularyReport | null> {
  const keyBox = createSecretBox((await loadSecrets(config.dataDir, config.AISLE_SECRET)).widgetSecret, MODEL_KEY_PURPOSE);
  const saved = await readStoreModel(database, keyBox, store.id);
  const operatorSet = Boolean(config.OPENAI_API_KEY || config.OPENAI_BASE_URL || config.ANTHROPIC_API_KEY);
  // The agent's models load in seconds: only when there is a model to ask.
  if (saved?.provider === 'local' || (!operatorSet && !(saved && saved.provider !== 'default' && saved.model))) return null;
  const { createProviderModel, createVocabularyTranslatorFor } = await import('../../agent/index.ts');
  const operator = createProviderModel({
    openaiApiKey: config.OPENAI_API_KEY, openaiBaseUrl: config.OPENAI_BASE_URL, openaiModel: config.OPENAI_MODEL,
    anthropicApiKey: config.ANTHROPIC_API_KEY, anthropicModel: config.ANTHROPIC_MODEL, timeoutMs: config.AISLE_MODEL_TIMEOUT_MS,
  });
  const { startBackgroundTrace } = await import('../../observability/index.ts');
  const translator = await createVocabularyTranslatorFor({
    operator, readStore: async () => ({ languages: store.parsedSettings.languages, model: saved }),
    // The requests' tokens and cost are the store's usage, as after an admin import.
    trace: (storeId) => startBackgroundTrace(database, { storeId, name: VOCABULARY_TRACE_NAME }),
  })(store.id);
  return translator ? translateCatalogVocabulary(database, store.id, translator) : null;
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
    const vocabulary = report.products > 0 ? await translateVocabulary(cli.database, cli.config, store) : null;
    io.stdout.write(values.json ? `${JSON.stringify(vocabulary ? { ...report, vocabulary } : report)}\n` : formatImportReport(file, report));
    if (vocabulary && !values.json) {
      io.stdout.write(`vocabulary: ${vocabulary.translated} of ${vocabulary.asked} new words translated into ${vocabulary.languages.join(', ') || 'no other language'} by ${vocabulary.model}${vocabulary.failed ? ` (${vocabulary.failed} requests failed: ${vocabulary.errors[0] ?? ''})` : ''}${vocabulary.deferred ? `; ${vocabulary.deferred} words left for the next import` : ''}\n`);
    }
    return report.products > 0 || report.failed === 0 ? 0 : 1;
  } catch (e) {
    bar?.stop();
    if (e instanceof AppError) { io.stderr.write(`import failed: ${e.detail}\n`); return 1; }
    throw e;
  } finally {
    await cli.close();
  }
}
