/**
 * Soft words of a search: the shopper's words that describe rather than name the product ("cozy" in "cozy blanket",
 * "womens" in "womens slippers", "for school" in "backpack for school"). When nothing matches every word together
 * with every hard constraint (price, size, colour, brand, in stock), search leaves soft words out before it relaxes
 * any hard constraint (issue 8: a shopper who asks for a cozy blanket under $30 wants blankets under $30).
 * Parts of speech come from `compromise` (loaded on first use: most searches never need it).
 */

type Term = { text: string; tags: string[] };
type Nlp = (text: string) => { json: () => { terms: Term[] }[] };
let nlp: Promise<Nlp> | null = null;

function loadNlp(): Promise<Nlp> {
  nlp ??= import('compromise').then((m) => m.default as unknown as Nlp);
  return nlp;
}

/** Describing parts of speech: dropped in the first plan. */
const DESCRIBING = ['Adjective', 'Adverb', 'Verb', 'Comparable', 'Superlative'];
/** Words that start a trailing phrase ("for school", "with a hood"), dropped in the second plan. */
const PHRASE_START = new Set(['for', 'with', 'without', 'except', 'to', 'in', 'on', 'from', 'by', 'of', 'at', 'like']);

/**
 * Plans of words to leave out of ranking text, each a superset of the one before: (0) the adjectives and adverbs
 * among (1) when it also holds words tagged as verbs, (1) describing words before the
 * trailing phrase (adjectives, adverbs, words tagged as verbs such as "womens", but not gerunds: "running shoes")
 * other than the head noun, (2) plus
 * the trailing phrase, when a noun comes before it. The head noun (the last noun before the trailing phrase, else the last word) is never
 * left out. Plans that leave nothing out, or nothing in, are skipped.
 */
export async function softWordPlans(text: string): Promise<string[][]> {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return [];
  const doc = (await loadNlp())(text);
  const terms: Term[] = doc.json().flatMap((s) => s.terms);
  // compromise's terms follow the words; fall back to "no tags" when it split them differently.
  const tagsOf = (i: number): string[] => (terms.length === words.length ? terms[i]!.tags : []);
  let phrase = words.findIndex((w, i) => i > 0 && PHRASE_START.has(w.toLowerCase()));
  if (phrase < 0) phrase = words.length;
  let head = phrase - 1;
  for (let i = phrase - 1; i >= 0; i--) if (tagsOf(i).includes('Noun')) { head = i; break; }
  // Gerunds before the head name a kind ("running shoes", "sleeping bag"): not describing words.
  const describing = words.filter((_, i) => i < phrase && i !== head && !tagsOf(i).includes('Noun') && !tagsOf(i).includes('Gerund')
    && tagsOf(i).some((t) => DESCRIBING.includes(t)));
  const trailing = words.slice(phrase);
  const plans: string[][] = [];
  const keptAfter = (drop: string[]) => words.length - drop.length;
  // Adjectives and adverbs alone first: a word tagged as a verb may be a noun of the kind ("led light strips": "led"
  // and "strips" read as verbs), which the first plan keeps.
  const qualities = describing.filter((w) => { const i = words.indexOf(w); return !tagsOf(i).includes('Verb'); });
  if (qualities.length && qualities.length < describing.length && keptAfter(qualities) > 0) plans.push(qualities);
  if (describing.length && keptAfter(describing) > 0) plans.push(describing);
  const second = [...describing, ...trailing];
  // The trailing phrase is only left out when a noun comes before it: "better at putting" would keep "better" alone.
  const nounBefore = words.slice(0, phrase).some((_, i) => tagsOf(i).includes('Noun'));
  if (trailing.length && keptAfter(second) > 0 && nounBefore) plans.push(second);
  return plans;
}

/** Indefinite pronouns compromise tags as nouns ("owns everything"): they name nothing. */
const NOT_NAMING = new Set(['everything', 'anything', 'something', 'nothing', 'stuff', 'things', 'thing', 'everyone', 'anyone', 'someone']);

/**
 * The lower-case words of a text that name something: compromise's nouns and gerunds ("golf", "candles", "fishing"),
 * not pronouns, numbers or indefinite pronouns ("everything"). Loads compromise on first use (see {@link warmSoftWords}).
 */
export async function namingWords(text: string): Promise<Set<string>> {
  const terms: Term[] = (await loadNlp())(text).json().flatMap((s) => s.terms);
  const out = new Set<string>();
  for (const t of terms) {
    const w = t.text.toLowerCase().replace(/[^\p{L}\p{N}'-]/gu, '');
    if (!w || NOT_NAMING.has(w) || t.tags.includes('Pronoun') || t.tags.includes('Value')) continue;
    if (t.tags.includes('Noun') || t.tags.includes('Gerund')) out.add(w);
  }
  return out;
}

/** The text without the plan's words (first occurrence of each). */
export function withoutWords(text: string, drop: string[]): string {
  const left = [...drop];
  return text.trim().split(/\s+/).filter((w) => {
    const i = left.indexOf(w);
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  }).join(' ');
}

/**
 * Load `compromise` and tag one phrase now (its import and first call take ~300 ms of CPU), so that the first search
 * that needs soft words — often a shopper's first refinement — does not pay for it. The server calls it in the
 * background once it listens; a search arriving meanwhile waits for the same load.
 */
export async function warmSoftWords(): Promise<void> {
  await softWordPlans('cozy warm blanket for school');
}
