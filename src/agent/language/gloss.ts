/**
 * Understanding a shopper's message in another language by glossing it into English with language resources — the
 * shopping lexicons (lexicon/), Snowball stemmers and German compound splitting — so that the SAME English routes
 * (classifier, anchors, follow-ups, needs, catalog search) read it. No translation service: a gloss is word and
 * phrase substitution, enough for routing and keyword search ("busco auriculares inalámbricos baratos" →
 * "i am looking for wireless cheap headphones"). What the lexicon does not know — brands, models, numbers, emails,
 * order numbers, English words — is kept as typed.
 */
import { germanCompoundHead, splitGermanCompound } from '../../shared/lexicon/compounds.ts';
import { foldText } from '../../shared/lexicon/fold.ts';
import { FUNCTION_WORDS } from '../../shared/lexicon/function-words.ts';
import { lexiconOf, LEXICON_LANGUAGES, stemPhrase, type Lexicon, type LexiconLanguage } from '../../shared/lexicon/index.ts';

/**
 * The gloss of one message: English `text`; `known` of `words` words were found in the lexicon; `unknown`: the words
 * kept as typed (brands, names, English words, and words the lexicon lacks).
 */
export type Gloss = { text: string; known: number; words: number; unknown: string[] };

type Token = { text: string; word: boolean };
/** A glossed piece: English text; a German clause-final verb; a product noun or an attribute of the lexicon. */
type Out = { text: string; word: boolean; known?: boolean; verbFinal?: boolean; noun?: boolean; content?: boolean; of?: boolean; attr?: boolean };

/**
 * English adjectives of quality that shoppers put on a product ("warm", "wireless", "cheap"), besides the lexicons'
 * colour, size and material sections: a closed list of English words, the same for every language.
 */
const QUALITIES = new Set(['warm', 'cold', 'hot', 'cool', 'wireless', 'rechargeable', 'electric', 'waterproof', 'comfortable',
  'soft', 'lightweight', 'light', 'heavy', 'durable', 'portable', 'long', 'short', 'new', 'nice', 'cheap', 'expensive',
  'good', 'pretty', 'elegant', 'simple', 'thin', 'thick', 'big', 'wide', 'narrow', 'tall', 'round', 'square', 'dry',
  'curly', 'oily', 'sensitive', 'organic', 'natural', 'vegan', 'ergonomic', 'foldable', 'adjustable', 'quiet', 'fast',
  'strong', 'warmest', 'cheapest', 'non-stick', 'stainless', 'insulated', 'reusable', 'washable', 'breathable', 'slip-on',
  'sleeveless', 'gentle', 'gentler', 'fragrance free', 'unscented', 'long sleeve', 'short sleeve']);

/** French and Italian elisions split off their word ("l'article" → "l'", "article"; "dov'è" → "dov'", "è"). */
const ELISION_RE = /^(l|d|j|n|s|c|m|t|qu|jusqu|lorsqu|puisqu|dov|un|nell|dell|all|sull|dall|quest|com|cos|po)(['’])(\p{L}.*)$/iu;
/**
 * Tokens: emails, URLs, sizes with a number ("3X", "2XL": one token, not "3" and "X"), amounts and order numbers, words
 * (letters/digits with inner ' - . as in "USB-C", "d'un"), other.
 */
const TOKEN_RE = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/\S+|\d{1,2}[xX]{1,3}[lL]?(?![\p{L}\p{N}])|[#$€£]?\d[\d.,]*(?:\s?[€$£%])?|[\p{L}\p{N}](?:[\p{L}\p{N}'’-]*[\p{L}\p{N}])?['’]?|[^\s\p{L}\p{N}]+/gu;

function tokenize(text: string, lang: LexiconLanguage): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN_RE)) {
    const t = m[0];
    const word = /^\p{L}/u.test(t);
    const el = word && (lang === 'fr' || lang === 'it') ? ELISION_RE.exec(t) : null;
    if (el) { out.push({ text: `${el[1]}'`, word: true }, { text: el[3]!, word: true }); continue; }
    out.push({ text: t, word });
  }
  return out;
}

/** Look one word or phrase up: as typed (lower case), folded, then (`guess`) by the stems of its words. */
function lookup(lex: Lexicon, key: string, single: boolean, guess = true): string | undefined {
  const lower = key.toLowerCase().replace(/[’‘]/g, "'");
  const folded = foldText(lower);
  const hit = lex.exact.get(lower) ?? lex.folded.get(folded);
  if (hit !== undefined) return hit;
  if (!single) return lex.stemPhrases.get(stemPhrase(lex, folded));
  return guess && folded.length > 3 ? lex.stems.get(lex.stem(folded)) : undefined;
}

/** A word the lexicon does not know, as the plain word it is a diminutive of when the lexicon knows that ("baratito" → "barato"). */
function undiminish(lex: Lexicon, word: string): string {
  if (lookup(lex, word, true) !== undefined) return word;
  return diminutiveBases(lex.lang, foldText(word.toLowerCase())).find((b) => lookup(lex, b, true) !== undefined) ?? word;
}

/**
 * Diminutive suffixes shoppers put on everyday words, and how the plain word ends (folded text): Spanish -ito/-ita/-cito/
 * -illo ("baratito" → barato, "añitos" → años, "cafecito" → cafe), Portuguese -inho/-zinho ("cestinha" → cesta),
 * Italian -ino/-etto/-ello/-cino ("poltroncina" → poltrona, "scarpette" → scarpe). From the grammar of each language
 * (regular derivational morphology); a base is used only when the lexicon knows it.
 */
const DIMINUTIVES: Partial<Record<LexiconLanguage, { re: RegExp; bases: (m: RegExpExecArray) => string[] }>> = {
  es: {
    re: /^(.{2,}?)(?:ec|c)?(?:it|ic|ill)([oa])(s?)$/,
    bases: ([, stem = '', g = '', pl = '']) => {
      const s = stem.replace(/qu$/, 'c').replace(/gu$/, 'g');
      return [`${s}${g}${pl}`, `${s}o${pl}`, `${s}a${pl}`, `${s}e${pl}`, `${s}${pl}`, `${s}es`];
    },
  },
  pt: { re: /^(.{2,}?)z?inh([oa])(s?)$/, bases: ([, stem = '', g = '', pl = '']) => [`${stem}${g}${pl}`, `${stem}o${pl}`, `${stem}a${pl}`, `${stem}e${pl}`, `${stem}${pl}`] },
  it: { re: /^(.{2,}?)c?(?:in|ett|ell)([oaie])$/, bases: ([, stem = '', e = '']) => [`${stem}${e}`, `${stem}o`, `${stem}a`, `${stem}e`, `${stem}i`] },
};

/** Plain words a folded word may be the diminutive of (see {@link DIMINUTIVES}), most likely first; empty when none. */
function diminutiveBases(lang: LexiconLanguage, folded: string): string[] {
  const d = DIMINUTIVES[lang];
  const m = d && folded.length > 5 ? d.re.exec(folded) : null;
  return m ? d!.bases(m).filter((b) => b.length >= 3 && b !== folded) : [];
}

/** Whether a folded German word is a compound part the lexicon knows (not a function word; a head also by its stem). */
function knownPart(lex: Lexicon, part: string, head: boolean): boolean {
  if (FUNCTION_WORDS.de?.has(foldText(part))) return false;
  return !!lookup(lex, part, true, head);
}

/** The English of known compound parts, modifiers first ("küche", "messer" → "kitchen knife"). */
function partsEnglish(lex: Lexicon, parts: string[]): string {
  return parts.map((p, i) => lookup(lex, p, true, i === parts.length - 1)!.replace(/^\^/, '')).join(' ');
}

/**
 * A German compound split into known parts by the shared splitter (compounds.ts: fewest parts, longest head, linking
 * elements), the parts known to the whole German lexicon: "küchenmesser" → küche + messer → "kitchen knife",
 * "handtücher" → hand + tücher. Returns the English of the parts, or undefined.
 */
export function splitCompound(lex: Lexicon, word: string): string | undefined {
  const parts = splitGermanCompound(word, (p, head) => knownPart(lex, p, head));
  return parts ? partsEnglish(lex, parts) : undefined;
}

/**
 * A German compound whose modifier the lexicon does not know, read by its head (German compounds are head-final: a
 * "Bratpfanne" is a pan, a "Wanderrucksack" a backpack): the English of the longest known head (compounds.ts), or
 * undefined. Used after {@link splitCompound} found no two known parts.
 */
export function compoundHead(lex: Lexicon, word: string): string | undefined {
  const head = germanCompoundHead(word, (p) => knownPart(lex, p, true));
  return head ? partsEnglish(lex, [head]) : undefined;
}

/** English glosses that open a German clause with a modal or auxiliary (a clause-final verb moves after it). */
const MODAL_RE = /^(?:i would like|i want|i want to buy|would like|want|can i|can you|can|could you|could|must|need|i need|i have|have|should|will|may)$/;

/** Gloss a message into English. English (or a language without a lexicon) is returned unchanged. */
export function glossToEnglish(text: string, lang: string): Gloss {
  if (!(lang in LEXICON_LANGUAGES)) return { text, known: 0, words: 0, unknown: [] };
  const l = lang as LexiconLanguage;
  const lex = lexiconOf(l);
  const tokens = tokenize(text, l).map((t) => (t.word && t.text.length > 5 ? { ...t, text: undiminish(lex, t.text) } : t));
  const out: Out[] = [];
  let known = 0, words = 0;
  const unknown: string[] = [];
  for (let i = 0; i < tokens.length;) {
    const t = tokens[i]!;
    if (!t.word) { out.push({ text: t.text, word: false }); i++; continue; }
    let matched = false;
    for (let n = Math.min(lex.maxWords, tokens.length - i); n >= 1 && !matched; n--) {
      const span = tokens.slice(i, i + n);
      if (!span.every((x) => x.word)) continue;
      const key = span.map((x) => x.text).join(' ').replace(/' /g, "'");
      const hit = lookup(lex, key, n === 1) ?? lookup(lex, span.map((x) => x.text).join(' '), false);
      if (hit === undefined) continue;
      words += n; known += n; matched = true; i += n;
      if (hit) out.push({ text: hit.replace(/^\^/, ''), word: true, known: true, verbFinal: hit.startsWith('^'), noun: lex.nouns.has(hit), content: lex.content.has(hit) && !hit.includes(' of'), of: /^(?:de|di|do|da|d')$/i.test(key), attr: lex.attributes.has(hit) || QUALITIES.has(hit) });
    }
    if (matched) continue;
    words++;
    const compound = l === 'de' && t.text.length >= 7 ? splitCompound(lex, t.text) ?? compoundHead(lex, t.text) : undefined;
    if (compound) { known++; out.push({ text: compound, word: true, known: true }); } else { unknown.push(t.text); out.push({ text: t.text, word: true }); }
    i++;
  }
  if (l === 'de') moveFinalVerbs(out);
  else {
    nounCompounds(out);
    adjectivesFirst(out);
  }
  const joined = out.map((o) => o.text).join(' ')
    .replace(/\b(a|an) (?=(\p{L}))/giu, (_, article: string, next: string) => `${article[0]}${/^[aeiou]/i.test(next) ? 'n' : ''} `)
    .replace(/\s+([,.;:!?)\]])/g, '$1').replace(/([¿¡([])\s+/g, '$1').replace(/[¿¡]/g, '').replace(/\s+/g, ' ').trim();
  return { text: joined, known, words, unknown };
}

/**
 * German puts the infinitive or participle at the end of its clause ("ich möchte mit einem Menschen sprechen"): a
 * clause-final verb (marked `^` in the lexicon) moves to right after the clause's modal ("i would like speak with a
 * person"), which is the order the English routes read.
 */
function moveFinalVerbs(out: Out[]): void {
  let clauseStart = 0;
  for (let i = 0; i <= out.length; i++) {
    const end = i === out.length || (!out[i]!.word && /[.,;!?]/.test(out[i]!.text));
    if (!end) continue;
    let last = i - 1;
    while (last >= clauseStart && !out[last]!.word) last--;
    if (last > clauseStart && out[last]!.verbFinal) {
      const modal = out.findIndex((o, j) => j >= clauseStart && j < last && o.word && MODAL_RE.test(o.text));
      if (modal >= 0 && modal < last - 1) {
        const [verb] = out.splice(last, 1);
        out.splice(modal + 1, 0, verb!);
      }
    }
    clauseStart = i + 1;
  }
}

/**
 * Spanish, French, Portuguese and Italian put most adjectives after their noun ("auriculares inalámbricos baratos",
 * "une couverture bien chaude"); English puts them before ("cheap wireless headphones"), and the English routes read a
 * query's head noun from that order. A run of attributes right after a product noun of the lexicon moves before it
 * ("headphones wireless cheap" → "wireless cheap headphones"; "chaussures en cuir" → "leather shoes"); "very", "well", "in"
 * and "of" inside the run are dropped. An English article before the moved words is then made to agree ("a"/"an").
 */
function adjectivesFirst(out: Out[]): void {
  for (let i = 0; i < out.length; i++) {
    if (!out[i]!.noun) continue;
    let j = i + 1;
    while (j < out.length && out[j]!.word && (out[j]!.attr || (/^(?:very|well|really|in|of)$/.test(out[j]!.text) && out[j + 1]?.attr))) j++;
    if (j === i + 1 || !out[j - 1]!.attr) continue;
    const run = out.splice(i + 1, j - i - 1);
    out.splice(i, 0, ...run.filter((o) => o.attr));
    i = j - 1;
  }
}

/**
 * Spanish, French, Portuguese and Italian name a kind of thing with "noun de noun" where English puts the modifier
 * first: "toallas de cocina" → "kitchen towels", "deberes de matemáticas" → "math homework", "política de
 * devoluciones" → "returns policy". Two content words of the lexicon joined by a bare "de"/"di"/"do"/"da" (no article:
 * "el precio de la segunda" stays) swap around it.
 */
function nounCompounds(out: Out[]): void {
  for (let i = 0; i + 2 < out.length; i++) {
    const [a, of, b] = [out[i]!, out[i + 1]!, out[i + 2]!];
    // A product noun also takes a word the lexicon does not know ("tappetino da yoga" → "yoga mat"), not a number.
    if (a.content && of.of && (b.content || (a.noun && b.word && !b.known && /^\p{L}+$/u.test(b.text)))) {
      out.splice(i, 3, { ...b, noun: false }, { ...a });
      i++;
    }
  }
}