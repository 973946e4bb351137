/**
 * `node bench/situation-coverage.ts [--json] [--min N] [--uncovered] [--thin] [--all]`: how many of the product kinds the demo
 * catalog names (data/esci_catalog/products.jsonl.gz, books left out) some situation of the commonsense table
 * (src/agent/shopping/situations.ts) reaches. A title's kind is read from its first phrase (up to the first comma, dash,
 * bar, bracket, colon, "for", "with", "of" …), trailing sizes, counts, colours and pack words dropped: its last word (the head
 * noun: "whisk") and its last two words ("balloon whisk"). A kind named by at least `--min` titles (default 5) is
 * reached when one of the table's kinds ends in its words (Porter stems: "trail running shoes" reaches "running shoes"
 * and "shoes"). Prints the figure, and with `--uncovered` the kinds not reached, most titles first; `--thin` lists the
 * kinds reached by one situation only, `--all` every kind with its titles and situations (with `--json`).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { SITUATIONS, stemWords } from '../src/agent/shopping/situations.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string) => { const i = process.argv.indexOf(name); return i >= 0 ? process.argv[i + 1] : undefined; };
const min = Number(arg('--min') ?? 5);

type Product = { title: string; is_book: boolean };
const products = gunzipSync(readFileSync(join(root, 'data/esci_catalog/products.jsonl.gz'))).toString('utf8').trim().split('\n')
  .map((l) => JSON.parse(l) as Product).filter((p) => !p.is_book);

/** Trailing words of a title's first phrase that say a size, a count, a colour or a pack, not the kind. */
const TRAILING = new Set(`set sets kit kits pack packs pcs pc piece pieces count ct pair pairs bundle combo value refill refills
  inch inches in ft feet foot mm cm oz ounce ounces fl lb lbs pound pounds qt quart quarts gallon gallons ml l liter x
  small medium large xl xxl xs s m plus size sizes regular big tall wide narrow
  black white red blue green yellow pink purple orange grey gray brown silver gold beige navy clear multicolor assorted
  new original classic premium edition version model series style design one two three four five six
  b w p v a us mg pk size x-large x-small x-large long short soft dark only brand women's men's womens mens adult months
  operated compatible fit fits replacement variety flavor finish`.split(/\s+/));
/** The first phrase of a title: what comes before the first comma, dash, bar, bracket, colon, "for" or "with". */
function firstPhrase(title: string): string[] {
  const head = title.toLowerCase().replace(/^(?:set|pack) of \d+\s/, '')
    .split(/\s[-–—]\s|[,|([:;]|\s(?:for|with|without|by|of|compatible|against|made|designed|to)\s/)[0] ?? '';
  const words = head.match(/[a-z][a-z'-]*[a-z]|[a-z]/g) ?? [];
  while (words.length && TRAILING.has(words.at(-1)!)) words.pop();
  return words;
}

/** Kinds (stems joined by a space) → titles that name them, and one surface form of each. */
const titles = new Map<string, number>();
const surface = new Map<string, string>();
for (const p of products) {
  const words = firstPhrase(p.title);
  if (!words.length) continue;
  const seen = new Set<string>();
  for (const n of [1, 2]) {
    if (words.length < n) continue;
    const kind = words.slice(-n);
    const key = kind.flatMap((w) => stemWords(w)).join(' ');
    if (!key || seen.has(key)) continue;
    seen.add(key);
    titles.set(key, (titles.get(key) ?? 0) + 1);
    if (!surface.has(key)) surface.set(key, kind.join(' '));
  }
}

/** The table's kinds as stems, and how many situations add each kind's last one and two words. */
const reached = new Map<string, number>();
for (const [, add] of Object.values(SITUATIONS).flat()) {
  const ends = new Set<string>();
  for (const kind of add.split(',')) {
    // The same trailing words dropped as of a title ("dinnerware set" reaches "dinnerware").
    const words = kind.trim().toLowerCase().split(/\s+/);
    while (words.length > 1 && TRAILING.has(words.at(-1)!)) words.pop();
    const stems = words.flatMap((w) => stemWords(w));
    for (const n of [1, 2]) if (stems.length >= n) ends.add(stems.slice(-n).join(' '));
  }
  for (const e of ends) reached.set(e, (reached.get(e) ?? 0) + 1);
}

const kinds = [...titles].filter(([, n]) => n >= min).sort((a, b) => b[1] - a[1]);
const covered = kinds.filter(([k]) => reached.has(k));
const uncovered = kinds.filter(([k]) => !reached.has(k)).map(([k, n]) => ({ kind: surface.get(k)!, titles: n }));
const all = kinds.map(([k, n]) => ({ kind: surface.get(k)!, titles: n, situations: reached.get(k) ?? 0 }));
const thin = kinds.filter(([k]) => reached.get(k) === 1).map(([k, n]) => ({ kind: surface.get(k)!, titles: n }));
const out = {
  products: products.length,
  min_titles: min,
  kinds: kinds.length,
  reached: covered.length,
  share: Math.round((covered.length / kinds.length) * 1000) / 1000,
  ...(process.argv.includes('--uncovered') ? { uncovered } : {}),
  ...(process.argv.includes('--thin') ? { thin } : {}),
  ...(process.argv.includes('--all') ? { all } : {}),
};
if (process.argv.includes('--json')) console.log(JSON.stringify(out, null, 1));
else {
  console.log(`${out.reached} of ${out.kinds} kinds named by ≥${min} titles reached (${out.share})`);
  for (const u of out.uncovered ?? []) console.log(`  ${String(u.titles).padStart(4)}  ${u.kind}`);
  if (out.thin) console.log('thin:');
  for (const u of out.thin ?? []) console.log(`  ${String(u.titles).padStart(4)}  ${u.kind}`);
}
