/**
 * `node bench/language-detect.ts --json [--failures]`: accuracy and speed of Aisle's language detection
 * (src/agent/language/detect.ts) on labelled messages, no priors (each message alone, as a first turn):
 * - `dev`: every shopper turn of data/conversations/conversations_languages_dev.jsonl (its `lang`);
 * - `shopper`: data/language_id/shopper_messages.csv (150 short shopper messages in es/fr/de/pt/it, written for Aisle);
 * - `languages_aisle`: shopper turns of data/conversations/conversations_languages_aisle.jsonl, when present;
 * - English, which must not be taken for another language: the turns of data/conversations/conversations_dev.jsonl,
 *   the ESCI dev queries (keyword queries), the Bitext dev utterances and every 9th CLINC150 dev utterance.
 * Prints `{"sets":{name:{"n","accuracy"}},"all":{"n","accuracy"},"us_per_message"}`; `--failures` adds the misses.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { detectLanguage, loadLanguageDetector } from '../src/agent/language/detect.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (p: string) => { const b = readFileSync(join(root, p)); return p.endsWith('.gz') ? gunzipSync(b).toString('utf8') : b.toString('utf8'); };
const csv = (p: string) => parse(read(p), { columns: true, skip_empty_lines: true }) as Record<string, string>[];
type Convo = { turns: { say: string; expect: { lang?: string } }[] };
const turns = (p: string, lang?: string) => read(p).split('\n').filter((l) => l.trim() && !l.startsWith('//'))
  .flatMap((l) => (JSON.parse(l) as Convo).turns.map((t) => [lang ?? t.expect.lang ?? 'en', t.say] as [string, string]));

const sets: Record<string, [string, string][]> = {
  dev: turns('data/conversations/conversations_languages_dev.jsonl'),
  shopper: csv('data/language_id/shopper_messages.csv').map((r) => [r.lang!, r.text!]),
  ...(existsSync(join(root, 'data/conversations/conversations_languages_aisle.jsonl')) ? { languages_aisle: turns('data/conversations/conversations_languages_aisle.jsonl') } : {}),
  en_conversations: turns('data/conversations/conversations_dev.jsonl', 'en'),
  en_esci_queries: csv('data/esci_relevance/queries_dev.csv').map((r) => ['en', r.query!]),
  en_bitext: csv('data/bitext_intents/bitext_customer_support_dev.csv.gz').map((r) => ['en', r.instruction!]),
  en_clinc: csv('data/clinc150/clinc150_dev.csv.gz').filter((_, i) => i % 9 === 0).map((r) => ['en', r.text!]),
};

await loadLanguageDetector();
const out: Record<string, { n: number; accuracy: number }> = {};
const failures: { set: string; lang: string; got: string; text: string }[] = [];
let n = 0, ok = 0;
const t0 = performance.now();
for (const [name, items] of Object.entries(sets)) {
  let good = 0;
  for (const [lang, text] of items) {
    const d = detectLanguage(text);
    if (d.lang === lang) good++;
    else failures.push({ set: name, lang, got: d.lang, text });
  }
  out[name] = { n: items.length, accuracy: Math.round((good / items.length) * 1000) / 1000 };
  n += items.length; ok += good;
}
const us = Math.round(((performance.now() - t0) * 1000) / n);
const report = { sets: out, all: { n, accuracy: Math.round((ok / n) * 1000) / 1000 }, us_per_message: us, ...(process.argv.includes('--failures') ? { failures } : {}) };
console.log(process.argv.includes('--json') ? JSON.stringify(report) : JSON.stringify(report, null, 2));
