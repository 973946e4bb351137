/**
 * `node bench/gloss-coverage.ts [--json] [--unknown] [--show] [--split dev|held-out|sense|blind] [--file long_messages.csv]`:
 * how much of ordinary shopper language the gloss into English (src/agent/language/gloss.ts) leaves untranslated. Reads
 * data/gloss_coverage/shopper_sentences.csv (220 shopper messages per language in es/fr/de/pt/it — dev, held-out and sense
 * splits —, written for Aisle; see its PROVENANCE.md), or with `--file` another file of that folder
 * (`long_messages.csv`: 60 long natural messages per language, dev, held-out and blind splits), and reports, per
 * language and split, the words glossed (`words`), the words passed through as typed (`unglossed`) and their share,
 * and the same for content words (`content`, `content_unglossed`, `content_share`: words that are not function words
 * of the language, function-words.ts). Brands, names and English words in the messages are passed through by design
 * and count as unglossed, so the share never reaches 0.
 * `--unknown` adds the words passed through with their counts (of the `--split` given, default dev); `--show` prints
 * each message of that split with its gloss.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { glossToEnglish } from '../src/agent/language/gloss.ts';
import { foldText } from '../src/shared/lexicon/fold.ts';
import { FUNCTION_WORDS } from '../src/shared/lexicon/function-words.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string) => { const i = process.argv.indexOf(name); return i >= 0 ? process.argv[i + 1] : undefined; };
const file = arg('--file') ?? 'shopper_sentences.csv';
const rows = parse(readFileSync(join(root, 'data/gloss_coverage', file), 'utf8'), { columns: true, skip_empty_lines: true }) as { lang: string; split: string; text: string }[];
const listSplit = arg('--split') ?? 'dev';

type Tally = { words: number; unglossed: number; share: number; content: number; content_unglossed: number; content_share: number };
/** A word of the message that is no function word of its language (nor of English: "me", "a", "no"). */
const isContent = (lang: string, word: string) => { const f = foldText(word); return !FUNCTION_WORDS[lang]?.has(f) && !FUNCTION_WORDS.en!.has(f); };
const report: Record<string, Record<string, Tally>> = {};
const unknown: Record<string, Map<string, number>> = {};
const shown: string[] = [];
const t0 = performance.now();
for (const { lang, split, text } of rows) {
  const g = glossToEnglish(text, lang);
  const byLang = report[lang] ?? {};
  report[lang] = byLang;
  for (const key of [split, 'all']) {
    const t = byLang[key] ?? { words: 0, unglossed: 0, share: 0, content: 0, content_unglossed: 0, content_share: 0 };
    byLang[key] = t;
    t.words += g.words;
    t.unglossed += g.words - g.known;
    t.content += (text.match(/\p{L}[\p{L}'’-]*/gu) ?? []).filter((w) => isContent(lang, w)).length;
    t.content_unglossed += g.unknown.filter((w) => isContent(lang, w)).length;
  }
  if (split !== listSplit) continue;
  const counts = unknown[lang] ?? new Map<string, number>();
  unknown[lang] = counts;
  for (const w of g.unknown) counts.set(w.toLowerCase(), (counts.get(w.toLowerCase()) ?? 0) + 1);
  if (process.argv.includes('--show')) shown.push(`${lang}  ${text}\n    → ${g.text}${g.unknown.length ? `   [${g.unknown.join(', ')}]` : ''}`);
}
const ms = performance.now() - t0;
for (const byLang of Object.values(report)) {
  for (const t of Object.values(byLang)) {
    t.share = Math.round((t.unglossed / t.words) * 1000) / 1000;
    t.content_share = Math.round((t.content_unglossed / t.content) * 1000) / 1000;
  }
}
const out = {
  languages: report,
  us_per_message: Math.round((ms * 1000) / rows.length),
  ...(process.argv.includes('--unknown') ? { unknown: Object.fromEntries(Object.entries(unknown).map(([l, m]) => [l, Object.fromEntries([...m].sort((a, b) => b[1] - a[1]))])) } : {}),
};
if (shown.length) console.log(shown.join('\n'));
console.log(process.argv.includes('--json') ? JSON.stringify(out) : JSON.stringify(out, null, 2));
