/**
 * Build the language detector's n-gram table: the `large` database of `eld` (Efficient Language Detector, Apache-2.0,
 * npm `eld`, © Nito T.M.) cut to the languages Aisle serves and their closest Latin-script neighbours (so a Dutch or
 * Catalan message is recognised as such rather than forced into German or Spanish), written as gzip JSON in eld's
 * own ngrams format to `data/language_id/eld-ngrams.json.gz`. Measured reason (docs/languages.md): the whole large
 * table is a 4.5 MB JS module that took 17-31 s to import and ~400 MB on this machine; the cut table is ~360 KB gzip,
 * parses in tens of ms and scores the kept languages exactly as the full table (scores are per language).
 * Run after upgrading eld: `node scripts/build-language-ngrams.ts`.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { DETECTOR_LANGUAGES } from '../src/agent/language/detect.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const eldDir = dirname(dirname(dirname(fileURLToPath(import.meta.resolve('eld')))));
type NgramsData = { type: string; languages: Record<string, string>; ngrams: Record<string, Record<string, number>> };
const { ngramsData } = await import(pathToFileURL(join(eldDir, 'src/ngrams/large.js')).href) as { ngramsData: NgramsData };
const keep = new Set(Object.entries(ngramsData.languages).filter(([, l]) => (DETECTOR_LANGUAGES as readonly string[]).includes(l)).map(([i]) => i));
const ngrams: NgramsData['ngrams'] = {};
for (const [gram, weights] of Object.entries(ngramsData.ngrams)) {
  const kept = Object.fromEntries(Object.entries(weights).filter(([i]) => keep.has(i)));
  if (Object.keys(kept).length) ngrams[gram] = kept;
}
const out = join(root, 'data/language_id/eld-ngrams.json.gz');
const body = gzipSync(JSON.stringify({ type: ngramsData.type, languages: ngramsData.languages, isSubset: true, ngrams }), { level: 9 });
writeFileSync(out, body);
console.log(JSON.stringify({ out, ngrams: Object.keys(ngrams).length, languages: DETECTOR_LANGUAGES.length, gzip_bytes: body.length }));
