/**
 * German compound splitting (Komposita-Zerlegung): "Küchenmesser" → küche + messer, "Arbeitshandschuhe" → arbeit +
 * handschuhe, "Kinderzimmerlampe" → kinder + zimmer + lampe. German writes a noun's modifiers into one word with it,
 * so a catalog that lists a "Küchenmesser" is not found by "Messer für die Küche" (nor by an English shopper's
 * "kitchen knife", mapped to küche and messer) unless the compound is read as its parts.
 *
 * No well-kept npm library does this (npm has `compound-split`, last published 2020, and `compound-word-splitter`,
 * 2017), so it is lexicon-driven, the classic approach (Koehn & Knight 2003, "Empirical methods for compound
 * splitting"): a word is split into the fewest parts that are all known words, each modifier optionally followed by a
 * linking element (Fugenelement: -s-, -n-, -en-, -es-, -e-, -er-; or a dropped -e: "Schulbus" → schule + bus), the
 * head last; among splits of as many parts the
 * longest head wins (German compounds are head-final), and a modifier is read as written when that is a word, else
 * without its linking element ("Hundeleine" → hunde + leine, "Küchenmesser" → küche + n + messer when the lexicon does
 * not list "küchen"; "Reisetasche" stays reise + tasche, never reis + e + tasche). Parts are at least {@link MIN_PART}
 * letters. What is "known" is the caller's: {@link germanCompoundParts} uses the German shopping lexicon's words that
 * name things, as written, and a head of four letters or more also by its Snowball stem ("tassen" is a form of
 * "tasse").
 */
import { foldText } from './fold.ts';
import { FUNCTION_WORDS } from './function-words.ts';
import { lexiconEntries, lexiconOf } from './index.ts';

/** German linking elements between compound parts (Fugenelemente): none first, then the common ones first. */
export const GERMAN_LINKS: readonly string[] = ['', 's', 'es', 'n', 'en', 'e', 'er'];
/** Fewest letters of a compound part ("Tee", "Hut", "Eis" are parts; two-letter words are not). */
export const MIN_PART = 3;
/** Longest word split (longer strings are codes or run-together text, not compounds). */
const MAX_WORD = 48;

/**
 * Split a German word into known parts, modifiers first, as written (lower case): "küchenmesser" → ["küche",
 * "messer"]. `isKnown` says whether a part (lower case, as written) is a word — `head`: as the last part, which carries
 * the compound's inflection ("Kaffeetassen"); a modifier is uninflected. The word itself being known is no reason not
 * to split it. Returns undefined when the word is not a compound of known parts (a single known word included).
 */
export function splitGermanCompound(word: string, isKnown: (part: string, head: boolean) => boolean): string[] | undefined {
  const w = word.toLowerCase();
  if (w.length < 2 * MIN_PART || w.length > MAX_WORD || !/^\p{L}+$/u.test(w)) return undefined;
  const memo = new Map<number, string[] | null>();
  const known = new Map<string, boolean>();
  const isPart = (p: string, head: boolean) => {
    const key = `${head ? 'h' : 'm'}:${p}`;
    let k = known.get(key);
    if (k === undefined) { k = p.length >= MIN_PART && isKnown(p, head); known.set(key, k); }
    return k;
  };
  /** The best split of w.slice(from) into known parts (one part when it is a known word), or null. */
  const splitFrom = (from: number): string[] | null => {
    const hit = memo.get(from);
    if (hit !== undefined) return hit;
    const rest = w.slice(from);
    let best: string[] | null = isPart(rest, true) ? [rest] : null;
    if (!best || from === 0) {
      // a modifier w.slice(from, cut), then a linking element, then the rest split again
      for (let cut = from + MIN_PART; cut <= w.length - MIN_PART; cut++) {
        const tail = splitFrom(cut);
        if (!tail) continue;
        const left = w.slice(from, cut);
        const link = GERMAN_LINKS.find((l) => left.length - l.length >= MIN_PART && left.endsWith(l) && isPart(left.slice(0, left.length - l.length), false));
        // A modifier that dropped its final -e (subtractive linking: "Schulbus" → schule + bus, "Kirchturm",
        // "Sprachkurs"), read as the word only when it is not read as written.
        const dropped = link === undefined && !left.endsWith('e') && isPart(`${left}e`, false) ? `${left}e` : undefined;
        if (link === undefined && dropped === undefined) continue;
        const candidate = [dropped ?? left.slice(0, left.length - link!.length), ...tail];
        // fewest parts; then the longest head (the first found: cuts go left to right)
        if (!best || (from === 0 && best.length === 1) || candidate.length < best.length) best = candidate;
      }
    }
    memo.set(from, best);
    return best;
  };
  const parts = splitFrom(0);
  return parts && parts.length > 1 ? parts : undefined;
}

/** Fewest letters of a head read alone ({@link germanCompoundHead}). */
const MIN_HEAD = 4;

/**
 * The head of a German compound whose modifier is not known: the longest known last part of at least {@link MIN_HEAD}
 * letters after at least {@link MIN_PART} letters (German compounds are head-final: a "Bratpfanne" is a pan, a
 * "Wanderrucksack" a backpack), lower case as written; undefined when none. `isKnown` says whether a head is a word.
 */
export function germanCompoundHead(word: string, isKnown: (head: string) => boolean): string | undefined {
  const w = word.toLowerCase();
  if (w.length > MAX_WORD || !/^\p{L}+$/u.test(w)) return undefined;
  for (let cut = MIN_PART; cut <= w.length - MIN_HEAD; cut++) if (isKnown(w.slice(cut))) return w.slice(cut);
  return undefined;
}

/** Lexicon sections whose words name things (the parts compounds are made of). */
const PART_SECTIONS = /^(product nouns|materials|colours|sizes|situations|everyday words|people a gift is for)/;
/** Fewest letters of a part known by its stem only. */
const MIN_STEMMED_PART = 4;
let lexiconParts: { words: Set<string>; stems: Set<string>; stem: (word: string) => string } | null = null;

/** The German shopping lexicon's single words that name things, folded (not function words), and their stems; built once. */
function germanPartWords(): NonNullable<typeof lexiconParts> {
  if (lexiconParts) return lexiconParts;
  const stop = FUNCTION_WORDS.de ?? new Set<string>();
  const { stem } = lexiconOf('de');
  const words = new Set<string>();
  for (const [key, , section] of lexiconEntries('de')) {
    const folded = foldText(key.replace(/^\^/, ''));
    if (PART_SECTIONS.test(section) && /^\p{L}+$/u.test(folded) && folded.length >= MIN_PART && !stop.has(folded)) words.add(folded);
  }
  lexiconParts = { words, stems: new Set([...words].filter((w) => w.length >= MIN_STEMMED_PART).map(stem)), stem };
  return lexiconParts;
}

/**
 * A German word split into words of the German shopping lexicon (src/shared/lexicon/de.ts: product nouns, materials,
 * colours, everyday words): "Küchenmesser" → ["küche", "messer"], "Hundeleine" → ["hund", "leine"]; `extra` adds
 * words known elsewhere (a catalog's own words, folded). Undefined when it is not such a compound.
 */
export function germanCompoundParts(word: string, extra?: (folded: string) => boolean): string[] | undefined {
  const { words, stems, stem } = germanPartWords();
  return splitGermanCompound(word, (p, head) => {
    const f = foldText(p);
    return words.has(f) || (head && f.length >= MIN_STEMMED_PART && stems.has(stem(f))) || (extra?.(f) ?? false);
  });
}

/**
 * The compound parts of a German text's words, as one string of extra words for a search document ("Küchenmesser aus
 * Holz" → "küche messer"), each compound's parts once; '' when none.
 */
export function germanCompoundPartsText(text: string): string {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const word of text.match(/\p{L}+/gu) ?? []) {
    if (word.length < 2 * MIN_PART || seen.has(word)) continue;
    seen.add(word);
    const parts = germanCompoundParts(word);
    if (parts) out.push(...parts);
  }
  return out.join(' ');
}
