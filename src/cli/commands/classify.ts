/**
 * `aisle classify [--json] < lines.txt`: classify each non-empty stdin line with the shipped intent
 * classifier; one JSON line per input line: {"text","intent","confidence","in_scope","slots"} (with --json; `in_scope`
 * is the probability that the line is a shop request, see IntentResult.inScope), or
 * "intent<TAB>confidence<TAB>text" without. The model is cached under <AISLE_DATA_DIR>/cache.
 */
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { loadIntentClassifier } from '../../agent/nlu/index.ts';
import type { CliIo } from '../io.ts';

/** Run the command. `cacheDir` overrides the configured cache folder (tests). @returns exit code */
export async function run(argv: string[], io: CliIo, opts: { cacheDir?: string } = {}): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { json: { type: 'boolean' } } });
  const classifier = await loadIntentClassifier({ cacheDir: opts.cacheDir ?? join(loadConfig().dataDir, 'cache') });
  const rl = createInterface({ input: io.stdin, crlfDelay: Infinity });
  for await (const line of rl) {
    const text = line.trim();
    if (!text) continue;
    const r = classifier.classify(text);
    io.stdout.write(values.json ? `${JSON.stringify({ text, intent: r.intent, confidence: r.confidence, in_scope: r.inScope, slots: r.slots })}\n` : `${r.intent}\t${r.confidence}\t${text}\n`);
  }
  return 0;
}

if (import.meta.main) process.exitCode = await run(process.argv.slice(2), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });
