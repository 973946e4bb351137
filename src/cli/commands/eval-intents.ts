/**
 * `aisle eval intents --data D.csv [--json]` (columns `instruction`, `intent`; .gz ok) ->
 * {"n","accuracy","macro_f1"}.
 *
 * Honesty rule: when more than 5% of D's utterances occur in the classifier's training data (e.g. D is
 * the Bitext dev file itself), the shipped model has seen the answers, so the command runs stratified
 * 5-fold cross-validation over D instead (each fold trained on D's other folds plus the non-Bitext extra
 * data). Otherwise it scores the shipped model (trained on all dev data). The mode goes to stderr.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import {
  crossValidateIntents, loadBitextUtterances, loadExtraUtterances, loadIntentClassifier, readCsv, scoreIntents,
  type Intent, type LabelledUtterance,
} from '../../agent/nlu/index.ts';
import type { CliIo } from '../io.ts';

/** Share of D's utterances found in the training data above which cross-validation is used. */
export const OVERLAP_CV_THRESHOLD = 0.05;

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** Run the command. @returns exit code (0 ok, 2 usage error) */
export async function run(argv: string[], io: CliIo, opts: { cacheDir?: string } = {}): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { data: { type: 'string' }, json: { type: 'boolean' }, folds: { type: 'string' } } });
  if (!values.data) {
    io.stderr.write('usage: aisle eval intents --data D.csv [--json] [--folds 5]\n');
    return 2;
  }
  const rows: LabelledUtterance[] = readCsv(values.data)
    .filter((r) => r.instruction?.trim() && r.intent?.trim())
    .map((r) => ({ text: r.instruction.trim(), intent: r.intent.trim() as Intent, source: 'eval' }));
  const extra = loadExtraUtterances();
  const trainTexts = new Set([...loadBitextUtterances(), ...extra].map((r) => norm(r.text)));
  const overlap = rows.filter((r) => trainTexts.has(norm(r.text))).length;
  const t0 = performance.now();
  let result: ReturnType<typeof scoreIntents>;
  if (rows.length && overlap / rows.length > OVERLAP_CV_THRESHOLD) {
    const k = Number(values.folds ?? 5);
    io.stderr.write(`mode: ${k}-fold stratified cross-validation over ${rows.length} rows (${overlap} of them are in the training data)\n`);
    const { predicted: _p, ...scores } = crossValidateIntents(rows, extra, k);
    result = scores;
  } else {
    io.stderr.write(`mode: shipped model (trained on all dev data); ${overlap} of ${rows.length} rows overlap the training data\n`);
    const clf = await loadIntentClassifier({ cacheDir: opts.cacheDir ?? join(loadConfig().dataDir, 'cache') });
    result = scoreIntents(rows.map((r) => r.intent), rows.map((r) => clf.classify(r.text).intent));
  }
  io.stderr.write(`took ${Math.round(performance.now() - t0)} ms\n`);
  io.stdout.write(values.json ? `${JSON.stringify(result)}\n` : `n: ${result.n}\naccuracy: ${result.accuracy}\nmacro_f1: ${result.macro_f1}\n`);
  return 0;
}

if (import.meta.main) process.exitCode = await run(process.argv.slice(2), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });
