/**
 * `node bench/gloss-coverage.ts [--json] [--unknown] [--show] [--split dev|held-out|sense]`: how much of ordinary shopper
 * language the gloss into English (src/agent/language/gloss.ts) leaves untranslated. Reads
 * data/gloss_coverage/shopper_sentences.csv (220 shopper messages per language in es/fr/de/pt/it — dev, held-out and sense
 * splits —, written for Aisle; see
 * its PROVENANCE.md) and reports, per language and split, the words glossed (`words`), the words passed through as
 * typed (`unglossed`) and their share. Brands, names and English words in the messages are passed through by design
 * and count as unglossed, so the share never reaches 0.
 * `--unknown` adds the words passed through with their counts (of the `--split` given, default dev); `--show` prints
 * each message of that split with its gloss.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { glossToEnglish } from '../src/agent/language/gloss.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const rows = parse(readFileSync(join(root, 'data/gloss_coverage/shopper_sentences.csv'), 'utf8'), { columns: true, skip_empty_lines: true }) as { lang: string; split: string; text: string }[];
const arg = (name: string) => { const i = process.argv.indexOf(name); return i >= 0 ? process.argv[i + 1] : undefined; };
const listSplit = arg('--split') ?? 'dev';

type Tally = { words: number; unglossed: number; share: number };
const report: Record<string, Record<string, Tally>> = {};
const unknown: Record<string, Map<string, number>> = {};
const shown: string[] = [];
const t0 = performance.now();
for (const { lang, split, text } of rows) {
  const g = glossToEnglish(text, lang);
  const byLang = report[lang] ?? {};
  report[lang] = byLang;
  for (const key of [split, 'all']) {
    const t = byLang[key] ?? { words: 0, unglossed: 0, share: 0 };
    byLang[key] = t;
    t.words += g.words;
    t.unglossed += g.words - g.known;
  }
  if (split !== listSplit) continue;
  const counts = unknown[lang] ?? new Map<string, number>();
  unknown[lang] = counts;
  for (const w of g.unknown) counts.set(w.toLowerCase(), (counts.get(w.toLowerCase()) ?? 0) + 1);
  if (process.argv.includes('--show')) shown.push(`${lang}  ${text}\n    → ${g.text}${g.unknown.length ? `   [${g.unknown.join(', ')}]` : ''}`);
}
const ms = performance.now() - t0;
for (const byLang of Object.values(report)) for (const t of Object.values(byLang)) t.share = Math.round((t.unglossed / t.words) * 1000) / 1000;
const out = {
  languages: report,
  us_per_message: Math.round((ms * 1000) / rows.length),
  ...(process.argv.includes('--unknown') ? { unknown: Object.fromEntries(Object.entries(unknown).map(([l, m]) => [l, Object.fromEntries([...m].sort((a, b) => b[1] - a[1]))])) } : {}),
};
if (shown.length) console.log(shown.join('\n'));
console.log(process.argv.includes('--json') ? JSON.stringify(out) : JSON.stringify(out, null, 2));
