/**
 * `node bench/situations-multilingual.ts [--json] [--unknown] [--show] [--misses] [--split train|held-out] [--select]`:
 * how much of the situation table (src/agent/shopping/situations.ts) a shopper reaches in Spanish, French, German,
 * Portuguese and Italian. Reads data/gloss_coverage/situations_multilingual.csv (68 situation rows, two of each
 * department of the table picked by {@link pickRows}; for each one shopper sentence per language and one English
 * reference sentence, written for Aisle — see PROVENANCE.md) and, as the local model does with a turn
 * (models/local/policy.ts), detects its language with no priors (a first turn, store default English), glosses it into
 * English when it is another served language (language/gloss.ts) and writes chat shorthand out (nlu/chat-speak.ts);
 * then asks {@link findSituations} for the situations the English tells.
 *
 * Per language and split: `n`, `found` (the expected row is among the situations found) and its `share`, `top` (the
 * expected row is among the most specific ones, those whose kinds situationWords adds), `detected` (the language was
 * detected right). `reference`: the same for the English sentences, the ceiling the table itself sets. `--unknown`
 * adds the words the gloss left as typed (train split unless `--split` says otherwise: the held-out split's words are
 * not listed while the lexicon is tuned); `--misses` the sentences whose row was not found, with their gloss; `--show`
 * every sentence of the split with its gloss. `--select` prints the rows {@link pickRows} picks from the table.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { detectLanguage, loadLanguageDetector } from '../src/agent/language/detect.ts';
import { glossToEnglish } from '../src/agent/language/gloss.ts';
import { expandChatSpeak } from '../src/agent/nlu/chat-speak.ts';
import { findSituations, MAX_SITUATIONS, SITUATIONS } from '../src/agent/shopping/situations.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string) => { const i = process.argv.indexOf(name); return i >= 0 ? process.argv[i + 1] : undefined; };
const flag = (name: string) => process.argv.includes(name);

/**
 * The rows the data file covers: of each department of the table, the rows at a quarter and at three quarters of its
 * length (deterministic, every department twice, whatever its rows say), numbered in table order.
 */
export function pickRows(): { pick: number; department: string; row: number; on: string }[] {
  const out: { pick: number; department: string; row: number; on: string }[] = [];
  for (const [department, rows] of Object.entries(SITUATIONS)) {
    for (const row of [...new Set([Math.floor(rows.length / 4), Math.floor((3 * rows.length) / 4)])]) out.push({ pick: out.length, department, row, on: rows[row]![0] });
  }
  return out;
}

if (flag('--select')) {
  for (const p of pickRows()) console.log(`${p.pick}\t${p.department}[${p.row}]\t${p.on}`);
  process.exit(0);
}

type Line = { pick: string; split: string; department: string; row: string; situation_key: string; lang: string; variety: string; sentence: string };
const lines = parse(readFileSync(join(root, 'data/gloss_coverage/situations_multilingual.csv'), 'utf8'), { columns: true, skip_empty_lines: true }) as Line[];
const listSplit = arg('--split') ?? 'train';

/** The expected row's kinds, found by department and index, checked against its first trigger phrase. */
function expectedKinds(l: Line): string {
  const row = SITUATIONS[l.department]?.[Number(l.row)];
  const found = row && row[0].split('|')[0] === l.situation_key ? row : Object.values(SITUATIONS).flat().find((r) => r[0].split('|')[0] === l.situation_key);
  if (!found) throw new Error(`no situation row "${l.situation_key}" (${l.department}[${l.row}])`);
  return found[1].split(',').map((k) => k.trim()).filter(Boolean).join(',');
}

await loadLanguageDetector();
type Tally = { n: number; found: number; share: number; top: number; top_share: number; detected: number };
const report: Record<string, Record<string, Tally>> = {};
const unknown: Record<string, Map<string, number>> = {};
const misses: { lang: string; pick: number; situation: string; sentence: string; gloss: string }[] = [];
const shown: string[] = [];
const t0 = performance.now();
for (const l of lines) {
  const d = detectLanguage(l.sentence, { previous: null, locale: null, fallback: 'en' });
  const glossed = d.lang !== 'en' && d.lang in { es: 1, fr: 1, de: 1, pt: 1, it: 1 } ? glossToEnglish(l.sentence, d.lang) : null;
  const english = expandChatSpeak(glossed ? glossed.text : l.sentence);
  const want = expectedKinds(l);
  const matches = findSituations(english);
  const hit = matches.find((m) => m.add.join(',') === want);
  const best = Math.max(0, ...matches.map((m) => m.specificity));
  const top = !!hit && matches.filter((m) => m.specificity === best).slice(0, MAX_SITUATIONS).includes(hit);
  const split = l.split === 'reference' ? 'reference' : l.split;
  const lang = l.lang;
  const byLang = report[lang] ?? {};
  report[lang] = byLang;
  for (const key of [split, 'all']) {
    const t = byLang[key] ?? { n: 0, found: 0, share: 0, top: 0, top_share: 0, detected: 0 };
    byLang[key] = t;
    t.n++;
    if (hit) t.found++;
    if (top) t.top++;
    if (d.lang === lang) t.detected++;
  }
  if (split !== listSplit && !(lang === 'en' && listSplit === 'reference')) continue;
  if (glossed) {
    const counts = unknown[lang] ?? new Map<string, number>();
    unknown[lang] = counts;
    for (const w of glossed.unknown) counts.set(w.toLowerCase(), (counts.get(w.toLowerCase()) ?? 0) + 1);
  }
  if (!hit) misses.push({ lang, pick: Number(l.pick), situation: l.situation_key, sentence: l.sentence, gloss: english });
  if (flag('--show')) shown.push(`${lang} ${l.pick} [${l.situation_key}] ${hit ? 'ok' : 'MISS'}  ${l.sentence}\n    → ${english}${glossed?.unknown.length ? `   [${glossed.unknown.join(', ')}]` : ''}`);
}
const ms = performance.now() - t0;
for (const byLang of Object.values(report)) {
  for (const t of Object.values(byLang)) {
    t.share = Math.round((t.found / t.n) * 1000) / 1000;
    t.top_share = Math.round((t.top / t.n) * 1000) / 1000;
  }
}
const foreign = Object.entries(report).filter(([l]) => l !== 'en');
const total = (split: string) => {
  const n = foreign.reduce((a, [, b]) => a + (b[split]?.n ?? 0), 0);
  const found = foreign.reduce((a, [, b]) => a + (b[split]?.found ?? 0), 0);
  return { n, found, share: Math.round((found / n) * 1000) / 1000 };
};
const out = {
  summary: Object.fromEntries(foreign.map(([l, b]) => [l, { train: b.train?.share, 'held-out': b['held-out']?.share }])),
  languages: Object.fromEntries(foreign),
  reference: report.en?.reference,
  all_languages: { train: total('train'), 'held-out': total('held-out') },
  us_per_sentence: Math.round((ms * 1000) / lines.length),
  ...(flag('--unknown') ? { unknown: Object.fromEntries(Object.entries(unknown).map(([l, m]) => [l, Object.fromEntries([...m].sort((a, b) => b[1] - a[1]))])) } : {}),
  ...(flag('--misses') ? { misses } : {}),
};
if (shown.length) console.log(shown.join('\n'));
console.log(flag('--json') ? JSON.stringify(out) : JSON.stringify(out, null, 2));
