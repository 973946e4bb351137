/**
 * Understanding a shopper's message in another language by glossing it into English with language resources — the
 * shopping lexicons (lexicon/), Snowball stemmers and German compound splitting — so that the SAME English routes
 * (classifier, anchors, follow-ups, needs, catalog search) read it. No translation service: a gloss is word and
 * phrase substitution, enough for routing and keyword search ("busco auriculares inalámbricos baratos" →
 * "i am looking for wireless cheap headphones"). What the lexicon does not know — brands, models, numbers, emails,
 * order numbers, English words — is kept as typed.
 */
import { germanCompoundHead, splitGermanCompound } from '../../shared/lexicon/compounds.ts';
import { inflectGloss, inflectVerb, pastOfParticiple, thirdPersonGloss, verbOfPastime } from '../../shared/lexicon/english.ts';
import { markSenses } from './senses.ts';
import { foldText } from '../../shared/lexicon/fold.ts';
import { FUNCTION_WORDS } from '../../shared/lexicon/function-words.ts';
import { bareContraction, lexiconOf, LEXICON_LANGUAGES, stemPhrase, type Lexicon, type LexiconLanguage } from '../../shared/lexicon/index.ts';
import { analyzeWord, diminutiveBases, type Analysis } from '../../shared/lexicon/morphology.ts';
import { markMeasures, withDigitHeights } from './measures.ts';

/**
 * The gloss of one message: English `text`; `known` of `words` words were found in the lexicon; `unknown`: the words
 * kept as typed (brands, names, English words, and words the lexicon lacks).
 */
export type Gloss = { text: string; known: number; words: number; unknown: string[] };

/**
 * A token; `plain`: the plain word of a diminutive ("baratito" → "barato"), tried in phrases after the word as typed;
 * `gloss`: its English set by a construction around it ('' drops it), and `after`: English written after it (see
 * {@link markTimeSpans}); `sense`: its English when read alone, set by its neighbours, which a phrase of the lexicon
 * that takes the word still wins over (see {@link markContextWords}); `added`: a word the gloss supplied (a subject the
 * verb's ending holds: {@link withFirstPersonSubjects}); `clitic`: a pronoun moved after its verb, and `object`: the
 * English object pronoun written after the verb (see {@link moveCliticsAfterVerbs}).
 */
type Token = { text: string; word: boolean; plain?: string; gloss?: string; after?: string; sense?: string; added?: boolean; clitic?: boolean; object?: string };
/** A glossed piece: English text; a German clause-final verb; a product noun or an attribute of the lexicon. */
/**
 * `thing`: a noun of the general vocabulary said alone ("ropa", "vacanze", "pastor"), and `adj`: one of its adjectives
 * ("nuevo", "estive"): see {@link adjectivesFirst} and {@link nounCompounds}.
 */
type Out = { text: string; word: boolean; known?: boolean; verbFinal?: boolean; noun?: boolean; content?: boolean; of?: boolean; attr?: boolean; thing?: boolean; adj?: boolean };

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
const ELISION_RE = /^(l|d|j|n|s|c|m|t|qu|jusqu|lorsqu|puisqu|dov|un|nell|dell|all|sull|dall|quest|quell|com|cos|po|bell|buon|sant|nessun|qualcun|mezz|tutt|vent|trent|quarant|cinquant|sessant|settant|ottant|novant)(['’])(\p{L}.*)$/iu;
/**
 * Tokens: emails, URLs, sizes with a number ("3X", "2XL": one token, not "3" and "X"), amounts and order numbers, words
 * (letters/digits with inner ' - . as in "USB-C", "d'un"), dimensions ("45x45", "20x30x10"), fractions ("1/2", "3-1/4"), other.
 */
const TOKEN_RE = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/\S+|\d{1,2}[xX]{1,3}[lL]?(?![\p{L}\p{N}])|\d+(?:[.,]\d+)?[xX×]\d+(?:[.,]\d+)?(?:[xX×]\d+(?:[.,]\d+)?)?(?![\p{L}\p{N}])|\d+(?:-\d+)?\/\d+(?![\p{L}\p{N}\/])|[#$€£]?\d[\d.,]*(?:\s?[€$£%])?|[\p{L}\p{N}](?:[\p{L}\p{N}'’-]*[\p{L}\p{N}])?['’]?|[^\s\p{L}\p{N}]+/gu;

function tokenize(text: string, lex: Lexicon): Token[] {
  const lang = lex.lang;
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN_RE)) {
    let t = m[0];
    // A word before a closing quote ("'en préparation'", "'objeto postado'"): the quote is punctuation, not an
    // elided word ("pa'", "be'", "po'" are known as typed).
    if (/\p{L}{3}['’]$/u.test(t) && !lex.exact.has(t.toLowerCase().replace(/’/g, "'")) && !lex.folded.has(foldText(t.toLowerCase().replace(/’/g, "'")))) {
      t = t.slice(0, -1);
      const word = /^\p{L}/u.test(t);
      const el = word && (lang === 'fr' || lang === 'it') ? ELISION_RE.exec(t) : null;
      if (el) out.push({ text: `${el[1]}'`, word: true }, { text: el[3]!, word: true });
      else out.push({ text: t, word });
      out.push({ text: "'", word: false });
      continue;
    }
    const word = /^\p{L}/u.test(t);
    const el = word && (lang === 'fr' || lang === 'it') ? ELISION_RE.exec(t) : null;
    if (el) { out.push({ text: `${el[1]}'`, word: true }, { text: el[3]!, word: true }); continue; }
    out.push({ text: t, word });
  }
  return out;
}

/**
 * Look one word or phrase up: as typed (lower case), folded, then (a word) as a form of a lemma, then by the stems of
 * its words. `guess`: a word may be read as a form or by its stem (not a name); `verbFirst`: it follows a pronoun or
 * a negation, so a verb reading comes first; `afterPronoun`: the same in a Romance language, where a verb reading also
 * beats a noun the lexicon lists for the word as typed.
 */
function lookup(lex: Lexicon, key: string, single: boolean, guess = true, verbFirst = false, afterPronoun = false): string | undefined {
  const lower = key.toLowerCase().replace(/[’‘]/g, "'");
  const folded = foldText(lower);
  const hit = lex.exact.get(lower) ?? lex.folded.get(folded);
  // After a pronoun or a negation a verb follows: "se casa" (marries), "no recuerdo", not the nouns "casa", "recuerdo".
  // (An entry of the weather, "piove" → "it rains", stays: it is a verb already.)
  if (hit !== undefined && afterPronoun && single && lex.nounish.has(folded) && !/^it /.test(hit)) return inflected(lex, folded, lower, true, true) ?? hit;
  if (hit !== undefined) return hit;
  if (!single) {
    // Short words are kept as they are in a stem phrase: one typed without its accent must not be another word of the
    // lexicon ("e mancavano", and were missing, is not "è mancato", passed away; "mas barato" is "más barato").
    const k = stemPhrase(lex, folded);
    const entry = lex.stemPhraseKeys.get(k)?.split(/\s+/);
    const typed = lower.split(/\s+/);
    // (A preposition fused with its article is the bare one: "horário do atendimento" is "horário de atendimento".)
    if (entry?.some((e, j) => e.length <= 3 && e !== typed[j] && bareContraction(lex.lang, foldText(typed[j]!)) !== foldText(e) && lex.exact.has(typed[j]!) && lex.exact.get(typed[j]!) !== lex.exact.get(e))) return undefined;
    // Nor a word the lexicon knows as another word with the same stem ("noch ändern", still change, is not "noch andere",
    // any others: "ändern" = change, "andere" = other).
    if (entry?.some((e, j) => otherWordOfStem(lex, foldText(e), foldText(typed[j]!)))) return undefined;
    return lex.stemPhrases.get(k);
  }
  if (!guess) return undefined;
  return inflected(lex, folded, lower, verbFirst) ?? (folded.length > 3 ? lex.stems.get(lex.stem(folded)) : undefined) ?? misspelt(lex, folded, verbFirst);
}

/**
 * Spellings a shopper writes by ear, each one letter or pair for another that sounds the same in the language: Spanish
 * b/v, s/z/c before e and i (seseo), ll/y (yeísmo), a silent h, k for qu/c ("varato" → barato, "nesesito" → necesito,
 * "kiero" → quiero, "aser" → hacer); Portuguese ss/ç/s and x/ch ("preso" stays, "asim" → assim); Italian k and x
 * for ch and per ("ke", "xké" are in the lexicon). Tried only on words of four letters or more that the lexicon does
 * not know otherwise.
 */
const SOUNDALIKES: Partial<Record<LexiconLanguage, [RegExp, string][]>> = {
  es: [[/v/g, 'b'], [/b/g, 'v'], [/s(?=[ei])/g, 'c'], [/z/g, 's'], [/s/g, 'z'], [/c(?=[ei])/g, 's'], [/y/g, 'll'], [/ll/g, 'y'], [/^(?=[aeiou])/, 'h'],
    [/^h/, ''], [/k(?=[ei])/g, 'qu'], [/k/g, 'c'], [/j(?=[ei])/g, 'g'], [/g(?=[ei])/g, 'j'], [/^rr/, 'r']],
  pt: [[/ss/g, 'ç'], [/ç/g, 'ss'], [/s(?=[aeiou])/g, 'ss'], [/x/g, 'ch'], [/ch/g, 'x'], [/k(?=[ei])/g, 'qu'], [/k/g, 'c']],
};

/** The respellings of a word by each of the {@link SOUNDALIKES}: every occurrence at once, then each one alone. */
function respellings(lang: LexiconLanguage, word: string): string[] {
  const out = new Set<string>();
  for (const [re, to] of SOUNDALIKES[lang] ?? []) {
    out.add(foldText(word.replace(re, to)));
    for (const m of word.matchAll(new RegExp(re.source, 'g'))) out.add(foldText(`${word.slice(0, m.index)}${to}${word.slice(m.index + m[0].length)}`));
  }
  out.delete(word);
  return [...out];
}

/**
 * A word read through one or two of its language's {@link SOUNDALIKES} (a spelling by ear: "nesesito" → necesito, "aser"
 * → hacer), when the respelt word is known: as a form of a lemma after one respelling, as a word of the lexicon after two.
 */
function misspelt(lex: Lexicon, folded: string, verbFirst: boolean): string | undefined {
  if (folded.length < 4 || !SOUNDALIKES[lex.lang]) return undefined;
  const once = respellings(lex.lang, folded);
  for (const w of once) {
    const hit = lex.folded.get(w) ?? inflected(lex, w, w, verbFirst);
    if (hit !== undefined) return hit;
  }
  for (const w of once) {
    for (const w2 of respellings(lex.lang, w)) {
      const hit = lex.folded.get(w2);
      if (hit !== undefined) return hit;
    }
  }
  return undefined;
}

/** Whether two folded words of one stem are both in the lexicon with English that is not one word's forms ("ändern" change, "andere" other). */
function otherWordOfStem(lex: Lexicon, entry: string, typed: string): boolean {
  if (entry === typed || entry.length <= 3 || typed.length <= 3) return false;
  // (Their English without a subject: "enviam" = do you ship and "enviar" = ship are one verb.)
  const english = (w: string) => lex.folded.get(w)?.replace(/^\^/, '').replace(/^(?:(?:do|does|can|could|will|would) you |i'll |i'm |i |you |we |he |she |they |it )/, '');
  const a = english(entry);
  const b = english(typed);
  return !!a && !!b && a.slice(0, 4) !== b.slice(0, 4);
}

/**
 * A word the lexicon does not list, read as a form of a lemma it does (morphology.ts: "corten" → cortar = cut,
 * "vecchie" → vecchio = old, "cobraron" → cobrar = charge → "charged", "ponérmelo" → poner + me + lo = "put me it",
 * "gekauft" → kaufen = ^buy → "^bought"): the first reading whose lemma the lexicon has (a verb reading: as a verb).
 * The English verb takes the form of the word (english.ts); a German finite verb loses its clause-final mark.
 */
function inflected(lex: Lexicon, folded: string, lower: string, verbFirst = false, verbOnly = false): string | undefined {
  const reading = readingOf(lex, folded, lower, verbFirst, verbOnly);
  if (!reading) return undefined;
  const [a, english] = reading;
  // (An adjective or a colour has no English plural: "brillantes" → shiny, "gialli" → yellow.)
  if (!a.verb) return a.plural && lex.nounish.has(a.lemma) && !lex.attributes.has(english) && !lex.adjectives.has(english) && !QUALITIES.has(english) ? pluralGloss(english) : english;
  // A pastime ("escribir" = writing) read through pronouns or a past is the verb: "escríbeme" → "write me", "escribí" → "wrote".
  let verb = inflectGloss(a.clitics?.length || a.form === 'past' || a.form === 'participle' ? verbOfPastime(english) : english, a.form);
  if (a.negated) verb = /^[a-z]+$/.test(verb) ? `un${verb}` : '';
  if (!verb) return undefined;
  if (lex.lang === 'de' && !a.final) verb = verb.replace(/^\^/, '');
  return [verb, ...(a.clitics ?? [])].filter(Boolean).join(' ');
}

/**
 * The English of a noun read through a plural ending, as a plural ("opções" → opção = option → "options", "amici" →
 * "friends", "idées" → "ideas"): the last word of a gloss of one or two plain words takes the English plural (spelling
 * rules and the common irregular nouns); a gloss that is already plural or names a mass ("hair", "furniture") stays.
 */
export function pluralGloss(english: string): string {
  const m = /^((?:[a-z]+ )?)([a-z][a-z-]*[a-z])$/.exec(english);
  if (!m) return english;
  const word = m[2]!;
  if (/(?:s|ss|us|is)$/.test(word) || MASS_NOUNS.has(word)) return english;
  const irregular = IRREGULAR_PLURALS[word];
  const plural = irregular ?? (/(?:x|z|ch|sh)$/.test(word) ? `${word}es`
    : /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies`
      : `${word}s`);
  return `${m[1]}${plural}`;
}

/** English nouns whose plural is irregular. */
const IRREGULAR_PLURALS: Record<string, string> = { child: 'children', person: 'people', man: 'men', woman: 'women', foot: 'feet',
  tooth: 'teeth', mouse: 'mice', goose: 'geese', knife: 'knives', leaf: 'leaves', life: 'lives', wife: 'wives', wolf: 'wolves',
  shelf: 'shelves', half: 'halves', loaf: 'loaves', thief: 'thieves', calf: 'calves', scarf: 'scarves', sheep: 'sheep', fish: 'fish',
  deer: 'deer', series: 'series', potato: 'potatoes', tomato: 'tomatoes', hero: 'heroes', echo: 'echoes' };
/** English mass nouns and words used without a plural, which a plural in another language does not make plural ("capelli" → hair). */
const MASS_NOUNS = new Set(['hair', 'furniture', 'clothing', 'luggage', 'baggage', 'equipment', 'information', 'advice', 'news', 'money',
  'homework', 'housework', 'jewelry', 'jewellery', 'software', 'hardware', 'music', 'bread', 'rice', 'water', 'milk', 'coffee', 'tea',
  'food', 'meat', 'fruit', 'stuff', 'mail', 'traffic', 'weather', 'underwear', 'footwear', 'sportswear', 'knitwear', 'lingerie',
  'makeup', 'skincare', 'haircare', 'bedding', 'cookware', 'dinnerware', 'glassware', 'silverware', 'flatware', 'tableware', 'gear',
  'work', 'help', 'fun', 'love', 'health', 'pain', 'sleep', 'heat', 'cold', 'rain', 'snow', 'wind', 'sun', 'time', 'dinner', 'lunch',
  'breakfast', 'shopping', 'shipping', 'delivery', 'stock', 'feedback', 'wood', 'leather', 'cotton', 'wool', 'silk', 'plastic', 'glass',
  'metal', 'paper', 'sand', 'grass', 'ice', 'air', 'trash', 'garbage', 'laundry', 'dust', 'mud', 'pasta', 'cheese', 'chocolate', 'sugar',
  'salt', 'butter', 'oil', 'soap', 'shampoo', 'toothpaste', 'glue', 'paint', 'wine', 'beer', 'juice', 'people', 'police', 'staff']);

/** The first reading of a word whose lemma the lexicon has (a verb reading: as a verb), with the lemma's English. */
function readingOf(lex: Lexicon, folded: string, lower: string, verbFirst = false, verbOnly = false): [Analysis, string] | undefined {
  for (const a of analyzeWord(lex.lang, folded, lower, verbFirst)) {
    // A verb read through a privative prefix is only its participle, as an English "un-" one ("desconocidos" → unknown).
    if (a.negated && a.form !== 'participle') continue;
    const english = lex.folded.get(a.lemma);
    if (english !== undefined && (a.verb ? lex.verbs.has(a.lemma) : !verbOnly)) return [a, english];
  }
  return undefined;
}

/**
 * A word the lexicon does not list, as the plain word it is a diminutive of when that is its first reading
 * ("baratito" → "barato", so that "algo más baratito" is also tried as the phrase "algo más barato"); a word read
 * otherwise first ("bonita" → bonito, a feminine) stays as typed.
 */
function undiminish(lex: Lexicon, word: string): string {
  const lower = word.toLowerCase();
  const folded = foldText(lower);
  if (lex.exact.has(lower) || lex.folded.has(folded)) return word;
  const bases = diminutiveBases(lex.lang, folded);
  if (!bases.length) return word;
  const reading = readingOf(lex, folded, lower);
  if (reading ? !bases.includes(reading[0].lemma) : lex.stems.has(lex.stem(folded))) return word;
  return bases.find((b) => lookup(lex, b, true) !== undefined) ?? word;
}

/**
 * English glosses no part of a German compound has: a pronoun, an auxiliary or a verb of liking is a chat form or a
 * verb read inside an adjective or a noun ("höllisch" is not höll + "isch" = i, "Vermögen" not ver + "mögen" = like).
 */
const NOT_A_PART = /^(?:i|me|you|he|she|it|we|they|us|him|her|them|is|are|am|be|have|has|do|like|so|a|the|not|no)$/;

/** Whether a folded German word is a compound part the lexicon knows (not a function word; a head also as an inflected form). */
function knownPart(lex: Lexicon, part: string, head: boolean): boolean {
  if (FUNCTION_WORDS.de?.has(foldText(part))) return false;
  const english = lookup(lex, part, true, head);
  return !!english && !NOT_A_PART.test(english.replace(/^\^/, ''));
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

/**
 * A capitalised word inside a sentence of Spanish, French, Portuguese or Italian is most likely a name ("Madrid",
 * "Canadá", "Valencia"): it is looked up as written, never read as a form or by its stem ("Madrid" is not "madre").
 * German capitalises every noun, so there it says nothing.
 */
function likelyName(lang: LexiconLanguage, tokens: Token[], i: number): boolean {
  if (lang === 'de' || !/^\p{Lu}/u.test(tokens[i]!.text)) return false;
  for (let j = i - 1; j >= 0; j--) {
    const t = tokens[j]!;
    if (t.added) continue;
    if (t.word) return true;
    if (/[.!?¿¡:;\n]/.test(t.text)) return false;
  }
  return false;
}

/** Prepositions of where to (lower case as typed) after which a capitalised word is a place: see glossToEnglish. */
const PLACE_PREPOSITIONS_TO = new Set(['a', 'à', 'para', 'pra', 'pro', 'em', 'en', 'in', 'nach', 'hasta', 'até', 'jusqu\'à', 'fino a']);

/** The word before token `i` (skipping punctuation), lower case; '' at the start. */
function previousWord(tokens: Token[], i: number): string {
  for (let j = i - 1; j >= 0; j--) if (tokens[j]!.word) return tokens[j]!.text.toLowerCase();
  return '';
}

/** Words per language, each list written as one string of words separated by spaces. */
function wordSets(lists: Record<LexiconLanguage, string>): Record<LexiconLanguage, ReadonlySet<string>> {
  const sets = {} as Record<LexiconLanguage, ReadonlySet<string>>;
  for (const lang of Object.keys(lists) as LexiconLanguage[]) sets[lang] = new Set(lists[lang].split(' ').filter(Boolean));
  return sets;
}

/**
 * Words after which a verb is likely (subject and object pronouns, negation, "when" without a subject: "quando gioco" is
 * "when i play", not "toy"; folded): the word after them is read as
 * a verb form first ("je tousse" → tousser, not "tous"; "no corten" → cortar), and in Spanish, French, Portuguese and
 * Italian a verb reading also beats a noun the word is ("no recuerdo" → remember, not "keepsake"; "si sposa" → marry,
 * not "bride"). Articles that are also pronouns ("la", "le", "lo") are left out: a noun follows them more often.
 */
const VERB_CUES = wordSets({
  es: 'yo tu el ella nosotros nosotras ustedes usted ellos ellas me te se nos os le les no ya nunca cuando',
  fr: "je j' tu il elle on nous vous ils elles me m' te t' se s' lui leur ne n' y",
  pt: 'eu voce ele ela nos eles elas me te se lhe lhes nao nunca ja quando',
  it: 'io tu lui lei noi voi loro mi ti si ci vi gli ne non mai quando',
  de: 'ich du er wir ihr man',
});


/**
 * Accent twins: a phrase of the lexicon found only by folding accents, where a word typed without its accent is
 * another word of the lexicon as typed — "no se pegue" (it doesn't stick) is not "no sé" (I don't know), "mon fils a
 * bientôt ses examens" (he soon has) is not "à bientôt" (see you). Shoppers often type without accents ("no se que
 * regalarle", "a bientot !"), so the folded phrase is refused only in a verb context: after a subject (a pronoun, a
 * noun of the lexicon, a name) or before a word read as a verb form.
 */
function accentTwinInVerbContext(lex: Lexicon, tokens: Token[], i: number, n: number): boolean {
  const typed = tokens.slice(i, i + n).map((t) => t.text.toLowerCase().replace(/[’‘]/g, "'"));
  const entry = lex.foldedKeys.get(foldText(typed.join(' ').replace(/' /g, "'")))?.split(/\s+/);
  if (!entry || entry.length !== n) return false;
  const twin = typed.some((w, k) => w !== entry[k] && foldText(w) === foldText(entry[k]!) && lex.exact.has(w) && foldText(w) === w);
  if (!twin) return false;
  // A pronoun of the verb after it: "que no se me caigan" (that they don't fall on me) is not "no sé".
  if (lex.lang === 'es' && /^(?:me|te|nos|os|le|les)$/.test(foldText(tokens[i + n]?.word ? tokens[i + n]!.text : ''))) return true;
  const prev = i > 0 && tokens[i - 1]!.word ? tokens[i - 1]! : undefined;
  if (prev && (VERB_CUES[lex.lang].has(foldText(prev.text)) || lex.nounish.has(foldText(prev.text)) || /^\p{Lu}/u.test(prev.text))) return true;
  const next = tokens[i + n];
  if (!next?.word) return false;
  const lower = next.text.toLowerCase();
  const folded = foldText(lower);
  const verb = inflected(lex, folded, lower, true, true);
  if (verb === undefined) return false;
  // A word the lexicon lists is a verb here when its entry is that verb ("puede" can, "pegue" sticks; not "nada" nothing).
  const own = lex.exact.get(lower) ?? lex.folded.get(folded);
  return own === undefined || own.replace(/^\^/, '').startsWith(verb.split(' ')[0]!);
}

/**
 * French "ne … plus" and Italian "non … più" after a verb mean "no longer" ("il ne voit plus très bien", "non riconosce
 * più le cartucce"), not "more": "plus"/"più" within three words after the negation, with no "pas" between and not
 * before "que"/"di" (a comparison), is glossed "no longer" ("no more" before "de": "il n'y a plus de stock") and the
 * negation dropped.
 */
function markNoLonger(lang: LexiconLanguage, tokens: Token[], lex?: Lexicon): void {
  const neg = lang === 'fr' ? /^(?:ne|n')$/ : /^non$/;
  const more = lang === 'fr' ? 'plus' : 'piu';
  for (let i = 0; i < tokens.length; i++) {
    if (!tokens[i]!.word || !neg.test(foldText(tokens[i]!.text)) || tokens[i]!.gloss !== undefined) continue;
    for (let j = i + 1, seen = 0; j < tokens.length && tokens[j]!.word && seen < 4; j++, seen++) {
      const w = foldText(tokens[j]!.text);
      if (w === 'pas' || w === 'mai' || w === 'niente' || w === 'rien' || w === 'jamais') break;
      if (w !== more || seen === 0) continue;
      const next = foldText(tokens[j + 1]?.word ? tokens[j + 1]!.text : '');
      if (/^(?:que|qu'|di|del|della|che)$/.test(next) || tokens[j]!.gloss !== undefined) break;
      // A phrase of the lexicon around them is its own ("je n'en veux plus", "non lo voglio più": i don't want it anymore).
      const phrase = (from: number, to: number) => from >= 0 && to < tokens.length && tokens.slice(from, to + 1).every((t) => t.word) && lex !== undefined && lookup(lex, tokens.slice(from, to + 1).map((t) => t.text).join(' ').replace(/' /g, "'"), false) !== undefined;
      if ([j, j + 1].some((to) => phrase(i, to) || phrase(i - 1, to))) break;
      tokens[i]!.gloss = '';
      // Not knowing any more, said by the shopper ("non so più cosa regalare", "je ne sais plus quoi prendre", "non so
      // più"): "i don't know what to gift", as English says being unsure; "anymore" where the clause ends.
      if (seen === 1 && /^(?:so|sais)$/.test(foldText(tokens[i + 1]!.text)) && tokens[i + 1]!.gloss === undefined) {
        tokens[i + 1]!.gloss = "i don't know";
        tokens[j]!.gloss = tokens[j + 1]?.word ? '' : 'anymore';
        break;
      }
      // "il n'y a plus de stock": no more stock.
      const of = lang === 'fr' && /^(?:de|d')$/.test(next) && tokens[j + 1]!.gloss === undefined;
      tokens[j]!.gloss = of ? 'no more' : 'no longer';
      if (of) tokens[j + 1]!.gloss = '';
      break;
    }
  }
}

/** Words after which a German "welche" stands for things already named ("nur welche", "haben Sie welche", "auch welche"). */
const WELCHE_CUES = new Set(['nur', 'auch', 'noch', 'sie', 'ihr', 'du', 'schon', 'andere', 'gunstigere', 'billigere']);

/**
 * German "welche" as a pronoun — "ones", not the question word "which": after "nur", "auch", "noch" or the subject of
 * "haben Sie / habt ihr / hast du" and not before a noun ("Haben Sie nur welche von Nike?" → "only ones from Nike";
 * "Welche Farbe?" stays "which"). "gibt es welche" is a phrase of the lexicon ("do you have any").
 */
function markGermanPronounWelche(tokens: Token[]): void {
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!t.word || t.gloss !== undefined || !/^welche[sn]?$/i.test(t.text)) continue;
    const prev = foldText(previousWord(tokens, i));
    const next = tokens[i + 1];
    if (WELCHE_CUES.has(prev) && !(next?.word && /^\p{Lu}/u.test(next.text))) t.gloss = 'ones';
  }
}

/** Last parts of German place names (folded): lakes, mountains, castles, villages, valleys ("Bodensee", "Zugspitze"). */
const PLACE_HEAD_RE = /(?:see|berg|burg|stein|spitze|dorf|tal|bach|wald|feld|horn|hausen|heim|ingen|reich|stadt)$/;
/** German prepositions of place and direction, and their contractions with an article ("am", "zum", "ins"). */
const PLACE_PREPOSITIONS = new Set(['an', 'am', 'auf', 'nach', 'in', 'im', 'ins', 'zum', 'zur', 'bei', 'beim', 'vom', 'von', 'um', 'uber', 'aus']);
/** German articles between a preposition and a place ("auf die Zugspitze", "an den Bodensee"). */
const GERMAN_ARTICLES = new Set(['der', 'die', 'das', 'den', 'dem', 'des']);

/**
 * Whether a capitalised German word inside a sentence, unknown to the lexicon as a whole, is a name (a mountain, a
 * lake, a town) rather than a compound to split: it ends like a place name (-see, -berg, -spitze, -stein, -reich…)
 * and either its head read alone is not a thing ("Zugspitze" → zug + spitze, "great"; "Österreich" → "reach") or it
 * follows a preposition of place ("an den Bodensee", "am Wendelstein"). Parts that make no sense
 * together ("train great", "floor lake") are what this keeps out; product compounds keep a thing as their head
 * ("Kaffeetassen", "Rahmengröße") and are rarely the object of "am" or "auf die".
 */
function germanPlaceName(lex: Lexicon, tokens: Token[], i: number): boolean {
  const t = tokens[i]!;
  if (!/^\p{Lu}/u.test(t.text) || !tokens.slice(0, i).some((x) => x.word)) return false;
  const parts = splitGermanCompound(t.text, (p, head) => knownPart(lex, p, head));
  const head = parts?.at(-1) ?? germanCompoundHead(t.text, (p) => knownPart(lex, p, true));
  if (!head || !PLACE_HEAD_RE.test(foldText(t.text))) return false;
  const english = lookup(lex, head, true)!.replace(/^\^/, '');
  const thing = lex.nounish.has(foldText(head)) || lex.nouns.has(english) || lex.content.has(english) || lex.attributes.has(english) || lex.nounish.has(lex.stem(foldText(head)));
  if (!thing) return true;
  let j = i - 1;
  while (j >= 0 && !tokens[j]!.word) j--;
  if (j >= 0 && GERMAN_ARTICLES.has(foldText(tokens[j]!.text))) j--;
  return j >= 0 && PLACE_PREPOSITIONS.has(foldText(tokens[j]!.text));
}

/**
 * Pronoun cues typed as their unaccented twin, a determiner ("el abrigo" the coat, not "él abrigo" he wraps up; "tu
 * pedido" your order): not a cue for a verb.
 */
const ARTICLE_TWINS = wordSets({ es: 'el tu', fr: '', de: '', pt: '', it: '' });

/** German verbs in -ieren ("renovieren", "repariert") are loans, never compounds ("renovieren" is not reno + vier). */
const GERMAN_VERB_RE = /ier(?:en|e|st|t|te|ten|test|tet)$/i;

/**
 * A word joined by hyphens that the lexicon does not know as a whole ("montre-moi", "ceux-là", "fera-t-il",
 * "ajude-me"), glossed part by part (a French elision inside a part split off, the French euphonic "t" dropped); the
 * English of the parts when every part is known or all but one (kept as typed, lower-case: "Queen-Größe" → queen
 * size), else undefined (codes such as "USB-C" stay as typed).
 */
function hyphenated(lex: Lexicon, word: string): string | undefined {
  if (!word.includes('-')) return undefined;
  const parts = word.split('-').filter(Boolean).flatMap((p) => {
    const el = lex.lang === 'fr' || lex.lang === 'it' ? ELISION_RE.exec(p) : null;
    return el ? [`${el[1]}'`, el[3]!] : [p];
  });
  if (parts.length < 2 || !parts.every((p) => /^\p{L}+'?$/u.test(p))) return undefined;
  const english: string[] = [];
  // One part the lexicon does not know is kept as typed when another is known: a name or an English word joined to a
  // word of the language ("Queen-Größe" → queen size, "Nike-Schuhe" → nike shoes).
  let unknownParts = 0;
  for (const p of parts) {
    if (lex.lang === 'fr' && p === 't') continue;
    const hit = lookup(lex, p, true);
    if (hit === undefined) { unknownParts++; english.push(p.toLowerCase()); continue; }
    // A verb with its pronouns joined ("écris-moi", "escreve-me"): a pastime is the verb ("write me", not "writing me").
    if (hit) english.push((english.length === 0 && parts.length > 1 ? verbOfPastime(hit) : hit).replace(/^\^/, ''));
  }
  return unknownParts === 0 || (unknownParts === 1 && parts.length - unknownParts >= 1 && english.length > 1) ? english.join(' ') : undefined;
}

/** Words of a time span ("dos semanas", "un an", "drei Tage", "dieci giorni"), folded: the units. */
const TIME_UNITS = wordSets({
  es: 'ano anos mes meses semana semanas dia dias hora horas rato ratos minuto minutos',
  fr: 'an ans annee annees mois semaine semaines jour jours heure heures minute minutes',
  de: 'jahr jahre jahren monat monate monaten woche wochen tag tage tagen stunde stunden minute minuten',
  pt: 'ano anos mes meses semana semanas dia dias hora horas minuto minutos',
  it: 'anno anni mese mesi settimana settimane giorno giorni ora ore minuto minuti',
});
/** English glosses of the words that count a time span ("un" → "a", "dos" → "two", "unos" → "some", "varios"). */
const SPAN_COUNTS = /^(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|some|several|many|a few|few|more than|over|almost|half|a couple of|a lot of)$/;
/** Words that make a time span approximate before its count ("hace como tres semanas", "há uns dois meses"), folded. */
const SPAN_APPROX = wordSets({ es: 'como unos unas casi', fr: 'environ presque', de: 'etwa ungefahr fast knapp', pt: 'uns umas quase cerca', it: 'circa quasi' });
/** Plural units a time span may have without a count ("da settimane", "há meses": for weeks, for months), folded. */
const BARE_UNITS = wordSets({ es: 'anos meses semanas dias horas', fr: '', de: '', pt: 'anos meses semanas dias horas', it: 'anni mesi settimane giorni ore' });

/**
 * The index of the unit ending a time span that starts at token `i` (an approximation, one or two count words, then a
 * unit; `bare`: a plural unit alone), or -1. A number in words already written as digits (measures.ts:
 * "veinticinco", "treinta y dos") counts as one word, and so does a number typed in digits.
 */
function timeSpanEnd(lex: Lexicon, tokens: Token[], i: number, bare = false): number {
  let j = i;
  if (bare && BARE_UNITS[lex.lang].has(foldText(tokens[j]?.text ?? '')) && tokens[j]!.gloss === undefined) return j;
  if (tokens[j]?.word && SPAN_APPROX[lex.lang].has(foldText(tokens[j]!.text)) && tokens[j]!.gloss === undefined) j++;
  for (let counted = 0; counted < 2 && j < tokens.length && (tokens[j]!.word || /^\d+$/.test(tokens[j]!.text)); counted++, j++) {
    const t = tokens[j]!;
    if (TIME_UNITS[lex.lang].has(foldText(t.text))) return counted ? j : -1;
    if (/^\d+(?:\.\d+)?$/.test(t.gloss ?? '')) { while (tokens[j + 1]?.gloss === '') j++; continue; }
    if (!/^\d+$/.test(t.text) && !SPAN_COUNTS.test(lookup(lex, t.text, true, false) ?? '')) return -1;
  }
  return j < tokens.length && TIME_UNITS[lex.lang].has(foldText(tokens[j]!.text)) ? j : -1;
}

/**
 * Constructions around a time span, which word-by-word glossing gets wrong: Spanish "llevo dos semanas con tos" ("I
 * have been … for two weeks"; "llevar" is otherwise "carry"), "hace tres días" and Portuguese "há três dias", "faz um
 * mês" ("three days ago"), French "il y a dix jours" ("ten days ago"), German "vor zwei Wochen" ("two weeks ago") and
 * "nach fünf Minuten" ("after five minutes"), Italian "due settimane fa" ("two weeks ago") and "da due settimane", "da
 * settimane" ("for two weeks", "for weeks").
 * A span then "que"/"che" is how long something has lasted ("hace tres semanas que espero", "faz um mês que", "sono tre
 * settimane che aspetto": "for three weeks"), and so is a Portuguese "há" with no count ("sem dormir há semanas").
 * Sets the English of the words around the span on the tokens.
 */
function markTimeSpans(lex: Lexicon, tokens: Token[]): void {
  const lang = lex.lang;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!t.word || t.gloss !== undefined) continue;
    const w = foldText(t.text);
    const start = i + 1;
    const bare = (lang === 'it' && w === 'da') || (lang === 'pt' && t.text.toLowerCase() === 'há');
    const end = timeSpanEnd(lex, tokens, start, bare);
    const that = end > 0 && tokens[end + 1]?.word && tokens[end + 1]!.gloss === undefined && foldText(tokens[end + 1]!.text) === (lang === 'it' ? 'che' : 'que');
    if (lang === 'es' && end > 0 && /^llev(?:o|as|a|amos|ais|an|aba|abas|abamos|aban)$/.test(w)) {
      const who = { o: 'i have', as: 'you have', a: 'has', amos: 'we have', ais: 'you have', an: 'they have' }[w.slice(4)] ?? 'had';
      t.gloss = `${who} been for`;
    } else if (end > 0 && ((lang === 'es' && /^(?:hace|hacia)$/.test(w)) || (lang === 'pt' && (/^(?:faz|fazia)$/.test(w) || t.text.toLowerCase() === 'há')))) {
      // Inside a clause after a verb in the present or a gerund the span is how long it has gone on ("tô dormindo no sofá
      // faz um mês", "tô com tosse há duas semanas": for …); after a past verb, or opening its clause, it is "ago"
      // ("comprei há duas semanas", "hace tres días se rompió").
      let k = i - 1;
      while (k >= 0 && (tokens[k]!.word || !/[.!?¡¿;:\n]/.test(tokens[k]!.text))) k--;
      const before = tokens.slice(k + 1, i).filter((x) => x.word);
      const past = before.some((x) => { const r = readingOf(lex, foldText(x.text), x.text.toLowerCase(), true, true); return !!r && (r[0].form === 'past' || r[0].form === 'participle'); });
      const ongoing = before.some((x) => /ndo$/i.test(x.text)) || (!past && before.length > 0);
      if (that) { t.gloss = 'for'; tokens[end + 1]!.gloss = ''; } else if (end === start || ongoing) t.gloss = 'for';
      else { t.gloss = ''; tokens[end]!.after = 'ago'; }
    } else if (lang === 'de' && w === 'nach' && end > 0) {
      t.gloss = 'after';
    } else if (lang === 'de' && w === 'vor' && end > 0) {
      t.gloss = '';
      tokens[end]!.after = 'ago';
    } else if (lang === 'fr' && w === 'a' && i >= 2 && foldText(`${tokens[i - 2]!.text} ${tokens[i - 1]!.text}`) === 'il y' && end > 0) {
      tokens[i - 2]!.gloss = ''; tokens[i - 1]!.gloss = ''; t.gloss = '';
      tokens[end]!.after = 'ago';
    } else if (lang === 'it' && w === 'da' && end > 0) {
      t.gloss = 'for';
    } else if (lang === 'it' && /^(?:sono|e)$/.test(w) && that && !(i > 0 && tokens[i - 1]!.word)) {
      t.gloss = 'for'; tokens[end + 1]!.gloss = '';
    }
    // ("6 mesi fa cadere il ciuccio": "fa" before an infinitive makes, it is not "ago".)
    if (lang === 'it' && TIME_UNITS.it.has(w) && foldText(tokens[i + 1]?.text ?? '') === 'fa' && !lex.verbs.has(foldText(tokens[i + 2]?.text ?? ''))) tokens[i + 1]!.gloss = 'ago';
  }
}

/** Days a deadline names (folded): the days of the week, tomorrow, the weekend (not a feast: "per Natale" is for Christmas). */
const DEADLINE_DAYS = wordSets({
  es: 'lunes martes miercoles jueves viernes sabado domingo manana finde',
  fr: 'lundi mardi mercredi jeudi vendredi samedi dimanche demain week-end weekend',
  de: 'montag dienstag mittwoch donnerstag freitag samstag sonntag morgen ubermorgen wochenende',
  pt: 'segunda terca quarta quinta sexta sabado domingo amanha',
  it: 'lunedi martedi mercoledi giovedi venerdi sabato domenica domani weekend',
});
/** Words between a deadline's preposition and its day that English does not say (articles), folded. */
const DEADLINE_ARTICLES = wordSets({ es: 'el la', fr: 'le', de: 'zum am den', pt: 'o a', it: 'il la' });
/** Words between a deadline's preposition and its day that English keeps ("next", "this"), folded. */
const DEADLINE_KEPT = wordSets({ es: 'este esta proximo', fr: 'ce cette prochain', de: 'nachsten nachster kommenden diesen spatestens', pt: 'esta este proxima proximo', it: 'questo questa prossimo prossima' });
/** Prepositions that set a deadline before a day (folded, one or two words) and their English. */
const DEADLINE_PREPOSITIONS: Record<LexiconLanguage, Record<string, string>> = {
  es: { para: 'by', 'antes de': 'before', 'antes del': 'before', 'a mas tardar': 'by', 'a mas tardar el': 'by' },
  fr: { pour: 'by', "d' ici": 'by', avant: 'before', 'au plus tard': 'by' },
  de: { bis: 'by', 'bis zum': 'by', 'bis spatestens': 'by', vor: 'before', 'spatestens bis': 'by', spatestens: 'by' },
  pt: { ate: 'by', para: 'by', pra: 'by', 'antes de': 'before', 'antes da': 'before', 'antes do': 'before' },
  it: { per: 'by', entro: 'by', 'prima di': 'before', 'prima del': 'before', 'prima della': 'before' },
};

/**
 * A deadline before a day ("bis Freitag", "até sexta-feira", "d'ici vendredi", "para el viernes", "antes del lunes",
 * "per domani"): the preposition is "by" (or "before"), not "up to", "until" or "for", and the day takes no article
 * ("by friday", "before monday"), which is how the English routes read a question of delivery by a date. A preposition
 * that opens the message is left to the lexicon ("Bis morgen!", "Até sexta!": see you).
 */
function markDeadlines(lex: Lexicon, tokens: Token[]): void {
  const lang = lex.lang;
  const preps = DEADLINE_PREPOSITIONS[lang];
  const f = (k: number) => (tokens[k]?.word && tokens[k]!.gloss === undefined ? foldText(tokens[k]!.text.toLowerCase().replace(/’/g, "'")) : '');
  for (let i = 1; i < tokens.length; i++) {
    if (!tokens.slice(0, i).some((t) => t.word)) continue;
    for (const n of [3, 2, 1]) {
      const key = Array.from({ length: n }, (_, k) => f(i + k)).join(' ');
      const english = preps[key];
      if (!english || key.split(' ').some((w) => !w)) continue;
      let j = i + n;
      const dropped: number[] = [];
      while (j < tokens.length && (DEADLINE_ARTICLES[lang].has(f(j)) || DEADLINE_KEPT[lang].has(f(j))) && j < i + n + 2) { if (DEADLINE_ARTICLES[lang].has(f(j))) dropped.push(j); j++; }
      const day = f(j).replace(/-feira$/, '');
      if (!DEADLINE_DAYS[lang].has(day)) continue;
      // "For" after a thing is what it is for ("un regalo para el domingo", a gift for Sunday), not a deadline.
      if (/^(?:para|pra|pour|per)$/.test(key) && lex.nounish.has(foldText(previousWord(tokens, i)))) continue;
      tokens[i]!.gloss = english;
      for (let k = 1; k < n; k++) tokens[i + k]!.gloss = '';
      for (const k of dropped) tokens[k]!.gloss = '';
      i = j;
      break;
    }
  }
}

/** "Still" or "yet" beside a negation (folded): Spanish todavía/aún, Portuguese ainda, Italian ancora, French toujours/encore. */
const NOT_YET_ADVERBS = wordSets({ es: 'todavia aun', fr: 'toujours encore', de: '', pt: 'ainda', it: 'ancora' });
/** The negation that goes with them (folded). */
const NOT_YET_NEGATIONS = wordSets({ es: 'no', fr: "ne n'", de: '', pt: 'nao', it: 'non' });
/** Object pronouns between the negation and the verb (folded): "todavía no me llega", "ainda não me chegou". */
const NOT_YET_CLITICS = wordSets({ es: 'me te le les nos lo la los las', fr: "me m' te t' lui leur nous vous l'", de: '', pt: 'me te lhe nos o a os as', it: 'mi ti ci gli le lo la li' });
/** Auxiliaries of a compound past (folded) and their English: the verb after them is a participle. */
const NOT_YET_AUXILIARIES: Partial<Record<LexiconLanguage, Record<string, string>>> = {
  es: { he: 'i have', has: 'you have', ha: 'has', hemos: 'we have', han: 'have' },
  pt: { tenho: 'i have', tem: 'has', temos: 'we have', tem_: 'have' },
  fr: { ai: 'have', as: 'have', a: 'has', avons: 'have', avez: 'have', ont: 'have', suis: 'have', es: 'have', est: 'has', sommes: 'have', etes: 'have', sont: 'have' },
  it: { ho: 'i have', hai: 'you have', ha: 'has', abbiamo: 'we have', avete: 'you have', hanno: 'have', sono: 'have', e: 'has', sei: 'you have', siamo: 'we have', siete: 'you have' },
};

/**
 * The subject and "have"/"has" a Spanish or Portuguese verb's ending holds, for a present perfect ("llegan" → "they
 * have", "recibí" → "i have", "chegou" → "has"); `told`: the clause names its subject before, so only "have"/"has".
 */
function perfectSubject(lang: LexiconLanguage, lower: string, told: boolean): string {
  const plural = lang === 'es' ? /(?:an|en|aron|ieron|eron)$/.test(lower) : /(?:am|em|aram|eram|iram|ão)$/.test(lower);
  const first = lang === 'es' ? /(?:[eé]|í|o)$/.test(lower) && !/(?:ó|ió)$/.test(lower) && !/[^i]e$/.test(lower) : /(?:ei|i|o)$/.test(lower) && !/(?:ou|eu|iu)$/.test(lower);
  if (first) return 'i have';
  if (told) return plural ? 'have' : 'has';
  return plural ? 'they have' : 'it has';
}

/**
 * "Not yet" with a verb says that something has not happened so far, which English says in the present perfect: Spanish
 * "todavía no llegan" / "aún no me llega", Portuguese "ainda não chegaram" / "não recebi ainda", Italian "non sono
 * ancora arrivati", French "elle n'est toujours pas arrivée" / "je n'ai toujours rien reçu" → "they haven't arrived
 * yet", "it hasn't arrived yet", "i haven't received yet", "she still hasn't arrived", "i still haven't received
 * anything" — the words (contracted, as shoppers write them) the English routes read of an order that has not come. The verb takes the English participle,
 * its subject from its ending where the clause does not name one; the negation, the adverb and an object pronoun of the
 * receiver ("me") are dropped. A compound past already read by the lexicon ("aún no ha llegado") is left to it.
 */
function markNotYet(lex: Lexicon, tokens: Token[]): void {
  const lang = lex.lang;
  if (lang === 'de') { markGermanNotYet(lex, tokens); return; }
  if (!NOT_YET_ADVERBS[lang].size) return;
  const f = (k: number) => (tokens[k]?.word && tokens[k]!.gloss === undefined ? foldText(tokens[k]!.text.toLowerCase().replace(/’/g, "'")) : '');
  const participleOf = (k: number, participleOnly = false): string | undefined => {
    const t = tokens[k]!;
    const folded = foldText(t.text.toLowerCase());
    // (A participle may read first as another form: "arrivate" is also "arrive" with "te".)
    const p = participleOnly ? analyzeWord(lang, folded, t.text.toLowerCase(), true).find((x) => x.form === 'participle' && lex.verbs.has(x.lemma) && !x.clitics?.length) : undefined;
    const r: [Analysis, string] | undefined = p ? [p, lex.folded.get(p.lemma)!] : readingOf(lex, folded, t.text.toLowerCase(), true, true);
    if (!r?.[0].verb || r[0].clitics?.length) return undefined;
    const english = verbOfPastime(r[1].replace(/^\^/, ''));
    if (!/^[a-z]+(?: [a-z]+)?$/.test(english) || /^(?:i|you|he|she|it|we|they|can|do|does)\b/.test(english)) return undefined;
    return inflectGloss(english, 'participle');
  };
  const formOf = (k: number) => readingOf(lex, foldText(tokens[k]!.text.toLowerCase()), tokens[k]!.text.toLowerCase(), true, true)?.[0].form;
  for (let i = 0; i < tokens.length; i++) {
    if (!NOT_YET_NEGATIONS[lang].has(f(i))) continue;
    // The subject is told before the negation ("mi pedido todavía no llega", "elle n'est …") unless a clause opens there.
    let b = i - 1;
    if (b >= 0 && NOT_YET_ADVERBS[lang].has(f(b))) b--;
    while (b >= 0 && !tokens[b]!.word && !/[.!?¿¡;:,\n]/.test(tokens[b]!.text)) b--;
    const told = b >= 0 && tokens[b]!.word && !CLAUSE_OPENERS[lang].has(foldText(tokens[b]!.text.toLowerCase()));
    if (lang === 'es' || lang === 'pt') {
      // todavía no (me) VERB, or no (me) VERB todavía.
      const before = i > 0 && NOT_YET_ADVERBS[lang].has(f(i - 1));
      let v = i + 1;
      const clitic = NOT_YET_CLITICS[lang].has(f(v)) ? v : -1;
      if (clitic >= 0) v++;
      if (!tokens[v]?.word || tokens[v]!.gloss !== undefined) continue;
      const after = NOT_YET_ADVERBS[lang].has(f(v + 1));
      if (!before && !after) continue;
      const lower = tokens[v]!.text.toLowerCase();
      // (A compound past is the lexicon's: "aún no ha llegado" → still has not arrived.)
      if (NOT_YET_AUXILIARIES[lang]![foldText(lower)] !== undefined || /^(?:tem|tinha|habia|había)$/.test(lower)) continue;
      const form = formOf(v);
      if (form !== 'base' && form !== 'past') continue;
      const participle = participleOf(v);
      if (!participle) continue;
      tokens[v]!.gloss = `${perfectSubject(lang, lower, told)}n't ${participle} yet`;
      tokens[i]!.gloss = '';
      if (before) tokens[i - 1]!.gloss = ''; else tokens[v + 1]!.gloss = '';
      if (clitic >= 0) tokens[clitic]!.gloss = '';
      continue;
    }
    // Italian "non (mi) è/sono/ho ancora VERB-ato", French "n'est toujours pas arrivée", "n'ai toujours rien reçu".
    let a = i + 1;
    const clitic = NOT_YET_CLITICS[lang].has(f(a)) ? a : -1;
    if (clitic >= 0) a++;
    const aux = NOT_YET_AUXILIARIES[lang]![f(a)];
    if (aux === undefined) continue;
    // The adverbs between the auxiliary and the participle: "ancora"; "toujours pas", "toujours rien", "pas encore".
    let v = a + 1;
    const between: string[] = [];
    while (between.length < 3 && /^(?:ancora|toujours|encore|pas|rien)$/.test(f(v))) between.push(f(v++));
    if (!between.some((w) => NOT_YET_ADVERBS[lang].has(w)) || (lang === 'fr' && !between.some((w) => w === 'pas' || w === 'rien'))) continue;
    const nothing = between.includes('rien');
    if (!tokens[v]?.word || tokens[v]!.gloss !== undefined) continue;
    const participle = participleOf(v, true);
    if (!participle) continue;
    const plural = /^(?:have|we have|you have)$/.test(aux);
    const subject = aux.includes(' ') || told || lang === 'fr' ? aux : `${plural ? 'they' : 'it'} ${aux}`;
    const still = between.includes('toujours');
    tokens[a]!.gloss = still ? `${subject.replace(/(have|has)$/, 'still $1')}n't` : `${subject}n't`;
    tokens[i]!.gloss = '';
    for (let k = a + 1; k < v; k++) tokens[k]!.gloss = '';
    if (clitic >= 0) tokens[clitic]!.gloss = '';
    tokens[v]!.gloss = still ? (nothing ? `${participle} anything` : participle) : `${participle} yet${nothing ? ' anything' : ''}`;
  }
}

/** The verbs of pain of one's own body after "me"/"mi"/"mir" (folded): the part of the body is their subject. */
const PAIN_VERBS = wordSets({ es: 'duele duelen dolia dolian', fr: '', de: 'tut tun tat taten', pt: 'doi doem doia doiam', it: 'fa fanno faceva facevano' });
/** Adverbs of degree between the verb of pain and the part of the body (folded), kept after "hurt". */
const PAIN_ADVERBS = wordSets({ es: 'mucho muchisimo bastante tanto siempre', fr: '', de: 'so sehr total immer ganz echt richtig', pt: 'muito tanto sempre demais', it: 'tanto molto sempre proprio parecchio' });
/** Articles before the part of the body (folded, elisions with their apostrophe). */
const PAIN_ARTICLES = wordSets({ es: 'el la los las', fr: "au aux l' la", de: 'der die das den', pt: 'o a os as', it: "il lo la i gli le l'" });

/**
 * Pain of one's own body said with the part of the body as the subject of a verb of the receiver, which word-by-word
 * glossing turns around ("me does my feet hurts", "hurt my feet", "it hurts to the back"): Spanish "me duele mucho la
 * espalda", German "mir tun die Füße weh", Italian "mi fanno male i piedi", Portuguese "me dói o joelho", French "j'ai
 * mal au dos" / "mes pieds me font mal" → "my back hurts a lot", "my feet hurt", "my knee hurts": the English of a
 * situation of the body. Only a part of the body (the English BODY_PARTS) after its article is read so.
 */
function markPainOfBody(lex: Lexicon, tokens: Token[]): void {
  const lang = lex.lang;
  const f = (k: number) => (tokens[k]?.word && tokens[k]!.gloss === undefined ? foldText(tokens[k]!.text.toLowerCase().replace(/’/g, "'")) : '');
  const bodyAt = (k: number) => {
    if (!tokens[k]?.word || tokens[k]!.gloss !== undefined) return undefined;
    const english = (lookup(lex, tokens[k]!.text, true) ?? '').replace(/^\^/, '');
    return BODY_PARTS.test(english) || english === 'back' ? english : undefined;
  };
  const hurt = (part: string, plural = false) => (plural || (/(?:s|feet|teeth)$/.test(part) && !/^(?:lower back|neck|chest)$/.test(part)) ? 'hurt' : 'hurts');
  for (let i = 0; i + 2 < tokens.length; i++) {
    if (lang === 'fr') {
      // j'ai mal au dos / aux pieds / à la tête / à l'épaule; mes pieds me font mal.
      if ((f(i) === 'ai' || f(i) === "j'ai") && f(i + 1) === 'mal') {
        let k = i + 2;
        if (f(k) === 'a' && (f(k + 1) === 'la' || f(k + 1) === "l'")) k++;
        if (!PAIN_ARTICLES.fr.has(f(k))) continue;
        const part = bodyAt(k + 1);
        if (!part) continue;
        const j = f(i - 1) === "j'" ? i - 1 : i;
        for (let m = j; m <= k; m++) tokens[m]!.gloss = '';
        tokens[k]!.gloss = 'my';
        tokens[k + 1]!.after = hurt(part);
        i = k + 1;
      } else if ((f(i) === 'me' || f(i) === "m'") && /^(?:fait|font|faisait|faisaient)$/.test(f(i + 1)) && f(i + 2) === 'mal') {
        const plural = /^(?:font|faisaient)$/.test(f(i + 1));
        tokens[i]!.gloss = ''; tokens[i + 1]!.gloss = ''; tokens[i + 2]!.gloss = plural ? 'hurt' : 'hurts';
      }
      continue;
    }
    if (f(i) !== (lang === 'de' ? 'mir' : lang === 'it' ? 'mi' : 'me') || !PAIN_VERBS[lang].has(f(i + 1))) continue;
    let k = i + 2;
    const adverbs: number[] = [];
    while (PAIN_ADVERBS[lang].has(f(k)) && adverbs.length < 2) adverbs.push(k++);
    if (lang === 'it') { if (f(k) !== 'male') continue; k++; }
    while (PAIN_ADVERBS[lang].has(f(k)) && adverbs.length < 2) adverbs.push(k++);
    if (!PAIN_ARTICLES[lang].has(f(k))) continue;
    const part = bodyAt(k + 1);
    if (!part) continue;
    let end = k + 1;
    if (lang === 'de') {
      // "weh" closes the clause, after the part of the body and its adverbs.
      let w = k + 2;
      while (w < tokens.length && tokens[w]!.word && f(w) !== 'weh' && PAIN_ADVERBS.de.has(f(w))) adverbs.push(w++);
      if (f(w) !== 'weh') continue;
      tokens[w]!.gloss = '';
      end = w;
    }
    // (Degree is "a lot"; "always" stays.)
    const degrees = adverbs.map((a) => (lookup(lex, tokens[a]!.text, true) ?? '').replace(/^\^/, ''));
    const degree = degrees.includes('always') ? 'always' : degrees.length ? 'a lot' : '';
    // A plural verb has a plural part ("mir tun die Knie weh": my knees), save what English says in the singular (back, hair).
    const massPart = /^(?:back|hair|skin|scalp|lower back)$/.test(part);
    const plural = /(?:n|m|en|on|no)$/.test(f(i + 1)) && !massPart;
    for (let m = i; m < k; m++) tokens[m]!.gloss = '';
    tokens[k]!.gloss = 'my';
    const said = degree ? `${hurt(part, plural)} ${degree}` : hurt(part, plural);
    if (plural && !/(?:s|feet|teeth)$/.test(part)) tokens[k + 1]!.gloss = `${pluralGloss(part)} ${said}`;
    else tokens[k + 1]!.after = said;
    for (const a of adverbs) tokens[a]!.gloss = '';
    i = end;
  }
}

/** Verbs of liking whose subject is the thing liked and whose liker is a dative pronoun (folded): singular, plural. */
const LIKE_VERBS: Partial<Record<LexiconLanguage, [ReadonlySet<string>, ReadonlySet<string>]>> = {
  es: [new Set(['gusta', 'gusto', 'convence', 'queda', 'encanta']), new Set(['gustan', 'gustaron', 'convencen', 'quedan', 'encantan'])],
  it: [new Set(['piace', 'piaciuto', 'piaciuta', 'convince', 'sta']), new Set(['piacciono', 'piaciuti', 'piaciute', 'convincono', 'stanno'])],
  fr: [new Set(['plait', 'convient', 'va']), new Set(['plaisent', 'conviennent', 'vont'])],
  de: [new Set(['gefallt', 'passt', 'gefiel']), new Set(['gefallen', 'passen', 'gefielen'])],
};
/** Dative pronouns of the liker (folded) and the English subject each is. */
const LIKERS: Partial<Record<LexiconLanguage, Record<string, string>>> = {
  es: { me: 'i', te: 'you', le: 'they', nos: 'we', les: 'they' },
  it: { mi: 'i', ti: 'you', gli: 'they', le: 'she', ci: 'we', vi: 'you' },
  fr: { me: 'i', "m'": 'i', te: 'you', lui: 'they', nous: 'we', vous: 'you', leur: 'they' },
  de: { mir: 'i', dir: 'you', ihm: 'he', ihr: 'she', uns: 'we', euch: 'you', ihnen: 'they' },
};

/**
 * "It does not please her" is how these languages say "she doesn't like it": Spanish "si no le gusta", Italian "se non
 * le piace", French "si ça ne lui plaît pas", German "wenn es ihr nicht gefällt" — word by word "if not she likes", "if
 * that doesn't like it", "if it doesn't like your". A negated verb of liking (or of fitting: "no me queda", "non mi
 * sta", "ça ne me va pas", "passt mir nicht") with its dative liker and no object after it is glossed with the liker as
 * the subject: "if they don't like it", "if she doesn't like it", "if it doesn't fit me" — how the English routes read a
 * question of returning a gift or a size. A subject told before it ("a mi madre no le gusta") needs no pronoun.
 */
function markDativeLikes(lex: Lexicon, tokens: Token[]): void {
  const verbs = LIKE_VERBS[lex.lang];
  const likers = LIKERS[lex.lang];
  if (!verbs || !likers) return;
  const f = (k: number) => (tokens[k]?.word && tokens[k]!.gloss === undefined ? foldText(tokens[k]!.text.toLowerCase().replace(/’/g, "'")) : '');
  const negation = lex.lang === 'de' ? 'nicht' : lex.lang === 'fr' ? /^(?:ne|n')$/ : /^(?:no|non)$/;
  const isNeg = (w: string) => (typeof negation === 'string' ? w === negation : negation.test(w));
  for (let i = 0; i + 1 < tokens.length; i++) {
    // Romance: NEG DATIVE VERB (pas); German: (es) DATIVE nicht VERB, or VERB (es) DATIVE nicht.
    let neg = -1, dat = -1, verb = -1, pas = -1;
    if (lex.lang === 'de') {
      if (likers[f(i)] !== undefined && isNeg(f(i + 1)) && (verbs[0].has(f(i + 2)) || verbs[1].has(f(i + 2)))) { dat = i; neg = i + 1; verb = i + 2; }
      else continue;
    } else {
      if (!isNeg(f(i)) || likers[f(i + 1)] === undefined || !(verbs[0].has(f(i + 2)) || verbs[1].has(f(i + 2)))) continue;
      neg = i; dat = i + 1; verb = i + 2;
      // (French "pas", unless "aucun", "rien" or "personne" already says none: "aucun ne me plaît".)
      if (lex.lang === 'fr') { if (f(i + 3) === 'pas') pas = i + 3; else if (!/^(?:aucun|aucune|rien|personne)$/.test(foldText(previousWord(tokens, i)))) continue; }
    }
    let last = Math.max(verb, pas);
    // ("non mi sta bene", "no me queda bien", "passt mir nicht gut": the verb of fitting with its adverb.)
    if (/^(?:bene|bien|gut|bem)$/.test(f(last + 1))) tokens[++last]!.gloss = '';
    // No object after it ("no me gusta el rojo" is the lexicon's): the clause ends or goes on with no article or noun.
    const next = tokens[last + 1];
    const nextWord = next?.word ? foldText(next.text.toLowerCase()) : '';
    if (nextWord && (/^(?:el|la|los|las|il|lo|i|gli|le|l'|un|una|uno|une|des|du|les|der|die|das|den|dem|ein|eine|einen|nada|niente|rien|nichts)$/.test(nextWord) || lex.nounish.has(nextWord))) continue;
    const fits = /^(?:queda|quedan|sta|stanno|va|vont|passt|passen|convient|conviennent)$/.test(f(verb));
    const plural = verbs[1].has(f(verb));
    // A subject told before ("a mi madre no le gusta", "la talla no me queda"): no pronoun.
    let b = Math.min(neg, dat) - 1;
    while (b >= 0 && !tokens[b]!.word && !/[.!?¿¡;:,\n]/.test(tokens[b]!.text)) b--;
    const before = b >= 0 && tokens[b]!.word ? foldText(tokens[b]!.text.toLowerCase()) : '';
    // (German "es" or French "ça" before is the thing: "wenn es ihr nicht gefällt", "si ça ne lui plaît pas".)
    const thing = (/^(?:es|ca|cela)$/.test(before) && lex.lang !== 'es') || (lex.lang === 'de' && /^(?:sie|er)$/.test(before)) || (lex.lang === 'fr' && /^(?:il|elle|ils|elles)$/.test(before));
    if (thing) tokens[b]!.gloss = '';
    const told = !thing && !!before && (lex.nounish.has(before) || /^\p{Lu}/u.test(tokens[b]!.text)) && !CLAUSE_OPENERS[lex.lang].has(before);
    const who = likers[f(dat)]!;
    // After a relative pronoun the thing is already said ("etwas, das mir nicht gefällt": something that i don't like).
    const relative = /^(?:que|che|qui|das|die|der|was)$/.test(before) && !told && !thing;
    let english: string;
    if (fits) {
      const object = who === 'i' ? 'me' : who === 'we' ? 'us' : who === 'they' ? 'them' : who === 'she' ? 'her' : who === 'he' ? 'him' : 'you';
      english = told ? `${plural ? "don't" : "doesn't"} fit ${object}` : `${plural ? "they don't" : "it doesn't"} fit ${object}`;
    } else {
      const third = /^(?:he|she)$/.test(who);
      english = told ? `${plural ? "don't" : "doesn't"} like it` : `${who} ${third ? "doesn't" : "don't"} like${relative ? '' : plural ? ' them' : ' it'}`;
      // ("aucun ne me plaît": none i like — the "none" says the negation.)
      if (lex.lang === 'fr' && pas < 0) english = `${who} ${third ? 'likes' : 'like'}`;
    }
    // The thing told first with its article at the clause's start is what is liked, not who likes ("la plastica non mi
    // piace", "el plástico no me gusta", "las botas no me gustan"): "i don't like the plastic" — the liker and the verb
    // before it, written on the article ("a mi madre no le gusta" names the liker, with "a").
    const article = b - 1;
    const opensClause = article === 0 || (article > 0 && !tokens[article - 1]!.word && /[.!?¿¡;:,\n]/.test(tokens[article - 1]!.text));
    if (told && !fits && lex.lang !== 'de' && opensClause && tokens[article]!.gloss === undefined && /^(?:el|la|los|las|il|lo|i|gli|le|l'|o|a|os|as|le|les)$/.test(foldText(tokens[article]!.text.toLowerCase()))) {
      const third = /^(?:he|she)$/.test(who);
      tokens[article]!.gloss = `${who} ${third ? "doesn't" : "don't"} like the`;
      english = '';
    }
    tokens[neg]!.gloss = ''; tokens[dat]!.gloss = ''; tokens[verb]!.gloss = english;
    if (pas >= 0) tokens[pas]!.gloss = '';
    // German order: "es ihr nicht gefällt" — the negation came second; already dropped.
    i = last;
  }
}

/** German object pronouns (folded) between an auxiliary and "nicht", with their English. */
const GERMAN_OBJECT_PRONOUNS: Record<string, string> = { es: 'it', ihn: 'it', sie: 'them', das: 'that' };
/** English words of a time, which a sentence may open with but nobody owns ("ayer se me fue la luz"). */
const TIME_NOUN_RE = /^(?:yesterday|today|tomorrow|tonight|now|morning|evening|night|week|month|year|day|weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day)s?$/;
/** Dative pronouns of the first and second persons (folded) and the English possessive of each, by language. */
const DATIVE_OWNERS: Partial<Record<LexiconLanguage, Record<string, string>>> = {
  es: { me: 'my', te: 'your', nos: 'our' }, it: { mi: 'my', ti: 'your', ci: 'our' }, pt: { me: 'my', nos: 'our' },
};

/**
 * A thing told first, then a dative pronoun and a verb of the third person, says what happens to one's own thing
 * ("las camisas me llegan arrugadas", "las plantas me duran poco", "le scarpe mi fanno male"): English says it with a
 * possessive, "my shirts arrive wrinkled" — a need, not a question about an order. The article (or the noun, when it
 * has none) takes the possessive, the pronoun is dropped and the verb is glossed without a subject pronoun. Verbs of
 * liking and fitting are {@link markDativeLikes}'s.
 */
function markDativeOwners(lex: Lexicon, tokens: Token[]): void {
  const owners = DATIVE_OWNERS[lex.lang];
  if (!owners) return;
  const f = (k: number) => (tokens[k]?.word && tokens[k]!.gloss === undefined ? foldText(tokens[k]!.text.toLowerCase()) : '');
  // (A clause opens after punctuation, or after "and", "but" or "now": "y ahora todos los vaqueros se me bajan".)
  const opens = (k: number) => k === 0 || (!tokens[k - 1]!.word && /[.!?¿¡;:,\n]/.test(tokens[k - 1]!.text))
    || (tokens[k - 1]!.word && /^(?:y|e|pero|ma|mas|ahora|ora|adesso|agora|ya|ja|gia)$/.test(foldText(tokens[k - 1]!.text.toLowerCase())));
  const likes = LIKE_VERBS[lex.lang];
  for (let n = 0; n + 2 < tokens.length; n++) {
    // ("todos los vaqueros", "tutti i pantaloni": all of them, the quantifier kept.)
    const all = /^(?:todos|todas|tutti|tutte)$/.test(f(n)) && opens(n);
    const a = all ? n + 1 : n;
    const art = /^(?:el|la|los|las|il|lo|i|gli|le|l'|o|a|os|as)$/.test(f(a)) && (all || opens(a)) ? a : -1;
    const noun = art >= 0 ? a + 1 : a;
    if (art < 0 && (all || !opens(noun))) continue;
    // (Spanish and Portuguese say it with "se" first: "se me bajan", "se me rompen".)
    const se = (lex.lang === 'es' || lex.lang === 'pt') && f(noun + 1) === 'se' && owners[f(noun + 2)] ? noun + 1 : -1;
    const dative = se >= 0 ? noun + 2 : noun + 1;
    // (A noun: "¿cuándo me llega?" asks when, its word no thing.)
    const thing = lookup(lex, tokens[noun]!.text, true) ?? '';
    if (!f(noun) || !lex.nounish.has(f(noun)) || !owners[f(dative)] || FUNCTION_WORDS.en!.has(thing) || TIME_NOUN_RE.test(thing)) continue;
    const v = dative + 1;
    // (A phrase of the lexicon from the pronoun on past the verb is its own: "se me fue la luz", the power went out.)
    const from = se >= 0 ? se : dative;
    if ([2, 3, 4].some((m) => v + m <= tokens.length && tokens.slice(from, v + m).every((t) => t.word) && lookup(lex, tokens.slice(from, v + m).map((t) => t.text).join(' '), false) !== undefined)) continue;
    const verb = f(v);
    if (!verb || likes?.[0].has(verb) || likes?.[1].has(verb) || !/(?:a|e|an|en|ano|ono|am|em)$/.test(verb) || !readsAsVerb(lex, tokens[v]!.text, false)) continue;
    const english = lookup(lex, tokens[v]!.text, true, true, true)?.replace(/^\^/, '').replace(/^(?:they|he|she|it) /, '');
    if (!english || !/^[a-z]+(?: [a-z]+)?$/.test(english)) continue;
    const own = owners[f(dative)]!;
    if (art >= 0) tokens[art]!.gloss = own;
    else tokens[noun]!.gloss = `${own} ${lookup(lex, tokens[noun]!.text, true) ?? tokens[noun]!.text}`;
    tokens[dative]!.gloss = '';
    if (se >= 0) tokens[se]!.gloss = '';
    // (A verb of the singular takes the English third person: "il pacco mi arriva" → my package arrives.)
    const singular = /(?:a|e)$/.test(verb) && /^[a-z]+$/.test(english);
    tokens[v]!.gloss = !singular ? english : /(?:s|sh|ch|x|z|o)$/.test(english) ? `${english}es` : /[^aeiou]y$/.test(english) ? `${english.slice(0, -1)}ies` : `${english}s`;
    n = v;
  }
}

/** German auxiliaries of the perfect (folded) and whether each is plural. */
const GERMAN_PERFECT_AUXILIARIES: Record<string, boolean> = { ist: false, sind: true, hat: false, haben: true, habe: false, hab: false, bin: false, seid: true, habt: true };

/**
 * German "(immer) noch nicht" with a perfect ("sie ist noch nicht angekommen", "ich habe die Lieferung noch nicht
 * bekommen"): the English present perfect with "yet" — "it hasn't arrived yet", "i haven't got the delivery yet". The
 * auxiliary takes the negation, "noch nicht" is "yet", and the participle at the clause's end stays a clause-final verb
 * (moved after the auxiliary with the others: {@link moveFinalVerbs}); "sie"/"er" before a singular auxiliary is "it",
 * the thing that has not come.
 */
function markGermanNotYet(lex: Lexicon, tokens: Token[]): void {
  const f = (k: number) => (tokens[k]?.word && tokens[k]!.gloss === undefined ? foldText(tokens[k]!.text.toLowerCase()) : '');
  for (let i = 0; i + 1 < tokens.length; i++) {
    // A perfect negated with "nicht" alone ("ich habe es nicht gefunden", "wir haben ihn nicht bekommen"): "i haven't
    // found it", an object pronoun between the auxiliary and "nicht" written after the participle.
    if (f(i) === 'nicht' && f(i - 1) !== 'noch') {
      const pronoun = GERMAN_OBJECT_PRONOUNS[f(i - 1)];
      // (The auxiliary, then a pronoun or a short object: "ich habe das Paket nicht bekommen".)
      let a = i - 1;
      while (a > i - 4 && a > 0 && GERMAN_PERFECT_AUXILIARIES[f(a)] === undefined && tokens[a]!.word) a--;
      const plural = GERMAN_PERFECT_AUXILIARIES[f(a)];
      if (plural === undefined || /^(?:ist|sind|bin|seid)$/.test(f(a))) continue;
      let v = i + 1;
      while (v < tokens.length && tokens[v]!.word) v++;
      v--;
      if (v <= i || tokens[v]!.gloss !== undefined) continue;
      // (A verb with an unstressed prefix has its infinitive as participle: "bekommen", "erhalten", "verstanden" aside.)
      const r = analyzeWord('de', f(v), tokens[v]!.text.toLowerCase(), true).find((x) => x.form === 'participle' && lex.verbs.has(x.lemma))
        ?? (/^(?:be|er|ver|ent|zer|emp|miss)[a-z]+en$/.test(f(v)) && lex.verbs.has(f(v)) ? { lemma: f(v) } : undefined);
      const english = r ? lex.folded.get(r.lemma)?.replace(/^\^/, '') : undefined;
      if (!r || !english || !/^[a-z]+$/.test(english)) continue;
      tokens[a]!.gloss = /^(?:habe|hab)$/.test(f(a)) || plural ? "haven't" : "hasn't";
      if (pronoun) tokens[i - 1]!.gloss = '';
      tokens[i]!.gloss = '';
      tokens[v]!.gloss = `^${inflectGloss(verbOfPastime(english), 'participle')}${pronoun ? ` ${pronoun}` : ''}`;
      i = v;
      continue;
    }
    if (f(i) !== 'noch' || f(i + 1) !== 'nicht') continue;
    const still = f(i - 1) === 'immer';
    // (The auxiliary, then perhaps a short object: "ich habe die Lieferung noch nicht bekommen".)
    let a = still ? i - 2 : i - 1;
    for (let k = a; k > a - 3 && k > 0 && tokens[k]!.word && GERMAN_PERFECT_AUXILIARIES[f(k)] === undefined; k--) if (GERMAN_PERFECT_AUXILIARIES[f(k - 1)] !== undefined) a = k - 1;
    const plural = GERMAN_PERFECT_AUXILIARIES[f(a)];
    if (plural === undefined) continue;
    // The participle: the last word of the clause, read as a participle of a verb of the lexicon.
    let v = i + 2;
    while (v < tokens.length && tokens[v]!.word) v++;
    v--;
    if (v <= i + 1 || tokens[v]!.gloss !== undefined) continue;
    const r = analyzeWord('de', f(v), tokens[v]!.text.toLowerCase(), true).find((x) => x.form === 'participle' && lex.verbs.has(x.lemma))
      ?? (/^(?:be|er|ver|ent|zer|emp|miss)[a-z]+en$/.test(f(v)) && lex.verbs.has(f(v)) ? { lemma: f(v) } : undefined);
    // (A participle the lexicon lists as such, "bestellt" → ^ordered, is one too; "bekommen", "erhalten": see above.)
    const listed = lex.folded.get(f(v));
    const english = r ? lex.folded.get(r.lemma)?.replace(/^\^/, '') : listed?.startsWith('^') && pastOfParticiple(listed.slice(1)) ? listed.slice(1) : undefined;
    if (!english || !/^[a-z]+(?: [a-z]+)?$/.test(english)) continue;
    const have = plural ? "haven't" : "hasn't";
    const subject = f(a - 1);
    if (/^(?:sie|er|es)$/.test(subject) && !plural) tokens[a - 1]!.gloss = 'it';
    tokens[a]!.gloss = `${still ? 'still ' : ''}${/^(?:habe|hab|bin)$/.test(f(a)) ? "haven't" : have}`;
    if (still) { tokens[i - 1]!.gloss = ''; tokens[i]!.gloss = ''; tokens[i + 1]!.gloss = ''; } else { tokens[i]!.gloss = ''; tokens[i + 1]!.gloss = 'yet'; }
    tokens[v]!.gloss = `^${r ? inflectGloss(verbOfPastime(english), 'participle') : english}`;
    i = v;
  }
}

/** The words of "more" before an adjective (folded), and the articles that make it "the most". */
const MORE_WORDS = wordSets({ es: 'mas', fr: 'plus', de: '', pt: 'mais', it: 'piu' });
const SUPERLATIVE_ARTICLES = wordSets({ es: 'el la los las lo', fr: 'le la les', de: 'der die das den dem', pt: 'o a os as', it: 'il lo la i gli le' });

/** An English comparative as a superlative ("lighter" → "lightest", "more durable" → "most durable"); undefined for none. */
function superlativeOf(comparative: string): string | undefined {
  if (/^more [a-z-]+$/.test(comparative)) return comparative.replace(/^more/, 'most');
  if (/^(?:better)$/.test(comparative)) return 'best';
  if (/^(?:worse)$/.test(comparative)) return 'worst';
  if (/^[a-z]{3,}er$/.test(comparative) && !/^(?:other|never|over|under|either|neither|whether|rather|leather|rubber|paper|silver|copper|water|summer|winter|computer|after|ever|later|super)$/.test(comparative)) return comparative.replace(/er$/, 'est');
  return undefined;
}

/** An English adjective as a superlative ("strong" → "strongest", "big" → "biggest", "durable" → "most durable"). */
function superlativeOfAdjective(adjective: string): string {
  if (!/^[a-z]+$/.test(adjective)) return `most ${adjective}`;
  if (/^[^aeiou]*[aeiou][bdgmnpt]$/.test(adjective)) return `${adjective}${adjective.at(-1)}est`;
  if (/[^aeiou]y$/.test(adjective) && adjective.length <= 6) return `${adjective.slice(0, -1)}iest`;
  if (/^[^aeiou]*[aeiou]{1,2}[^aeiouy]{1,2}e?$/.test(adjective)) return adjective.endsWith('e') ? `${adjective}st` : `${adjective}est`;
  return `most ${adjective}`;
}

/**
 * A superlative after its article: Spanish "el más ligero", French "le plus léger", Italian "il più resistente",
 * Portuguese "a mais confortável", German "das leichteste" → "the lightest", "the most durable" (word by word "the
 * lighter", "the more durable", which the English routes read as a comparison, not as the one that is most so). The
 * lexicon's comparative of "más X" is made a superlative; without one, the adjective's own ("fuerte" → strongest);
 * German strips -(e)ste(n) and its umlaut to find the adjective.
 */
function markSuperlatives(lex: Lexicon, tokens: Token[]): void {
  const f = (k: number) => (tokens[k]?.word && tokens[k]!.gloss === undefined ? foldText(tokens[k]!.text.toLowerCase()) : '');
  const adjectiveOf = (word: string): string | undefined => {
    const english = lookup(lex, word, true)?.replace(/^\^/, '');
    return english && /^[a-z-]+$/.test(english) && (lex.adjectives.has(english) || lex.attributes.has(english) || QUALITIES.has(english)) ? english : undefined;
  };
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (!SUPERLATIVE_ARTICLES[lex.lang].has(f(i))) continue;
    // A phrase of the lexicon from the article is its own ("el más barato" the cheapest one, "los más vendidos").
    const phrase = (n: number) => tokens.slice(i, i + n).length === n && tokens.slice(i, i + n).every((t) => t.word && t.gloss === undefined) && lookup(lex, tokens.slice(i, i + n).map((t) => t.text).join(' '), false) !== undefined;
    if (phrase(3) || phrase(4) || (lex.lang === 'de' && phrase(2))) continue;
    if (lex.lang === 'de') {
      const w = f(i + 1);
      if (!/[a-z]{3,}e?sten?$/.test(w) || !/^\p{Ll}/u.test(tokens[i + 1]!.text)) continue;
      const base = w.replace(/e?sten?$/, '');
      // (Folding took the umlaut and ß: "größte" → gross, "wärmste" → warm.)
      const english = adjectiveOf(base) ?? adjectiveOf(`${base}s`) ?? adjectiveOf(base.replace(/a/g, 'ä').replace(/o/g, 'ö').replace(/u/g, 'ü'));
      if (!english) continue;
      tokens[i]!.gloss = 'the';
      tokens[i + 1]!.gloss = superlativeOf(english) ?? superlativeOfAdjective(english);
      continue;
    }
    if (!MORE_WORDS[lex.lang].has(f(i + 1)) || !tokens[i + 2]?.word || tokens[i + 2]!.gloss !== undefined) continue;
    const comparative = lookup(lex, `${tokens[i + 1]!.text} ${tokens[i + 2]!.text}`, false)?.replace(/^\^/, '');
    // (Price is the lexicon's and the refinement routes': "las más baratas" are cheaper ones to show.)
    if (comparative && /\b(?:cheaper|expensive)\b/.test(comparative)) continue;
    const adjective = adjectiveOf(tokens[i + 2]!.text);
    const superlative = (comparative ? superlativeOf(comparative.replace(/ ones?$/, '')) : undefined) ?? (adjective ? superlativeOfAdjective(adjective) : undefined);
    if (!superlative) continue;
    // (Plural: "las más baratas" are the cheapest ones.)
    const plural = /^(?:los|las|les|i|gli|le|os|as)$/.test(f(i)) && !(lex.lang === 'it' && f(i) === 'le' && !/[ei]$/.test(f(i + 2)));
    tokens[i]!.gloss = 'the'; tokens[i + 1]!.gloss = ''; tokens[i + 2]!.gloss = plural ? `${superlative} ones` : superlative;
  }
}

/**
 * French "est-ce que" asks a yes-or-no question of a statement ("est-ce que Google Pay marche chez vous ?", "est-ce que
 * le colis arrive avant samedi ?"): English asks it with "does" and the verb's base ("does Google Pay work …?", "does
 * the package arrive …?") — the gloss without it is a statement the English routes do not read as a question. The
 * first verb of the third person (its English in -s) within four words after "est-ce que" takes its base, "est-ce"
 * becomes "does", and "ça"/"il"/"elle" before it is "it". The lexicon's own phrases ("est-ce que vous avez", "est-ce
 * que je peux") are left to it.
 */
function markEstCeQue(lex: Lexicon, tokens: Token[]): void {
  if (lex.lang !== 'fr') return;
  const f = (k: number) => (tokens[k]?.word && tokens[k]!.gloss === undefined ? foldText(tokens[k]!.text.toLowerCase().replace(/’/g, "'")) : '');
  for (let i = 0; i + 2 < tokens.length; i++) {
    if (f(i) !== 'est-ce' || !/^(?:que|qu')$/.test(f(i + 1))) continue;
    const phrase = (n: number) => tokens.slice(i, i + n).every((t) => t.word && t.gloss === undefined) && lookup(lex, tokens.slice(i, i + n).map((t) => t.text).join(' ').replace(/' /g, "'"), false) !== undefined;
    if (phrase(3) || phrase(4) || phrase(5)) continue;
    for (let j = i + 3; j < Math.min(tokens.length, i + 7) && tokens[j]!.word; j++) {
      const english = lookup(lex, tokens[j]!.text, true, true, true)?.replace(/^\^/, '');
      const base = english && /^[a-z]{3,}s$/.test(english) ? (/(?:sses|ches|shes|xes|oes)$/.test(english) ? english.slice(0, -2) : english.slice(0, -1)) : undefined;
      if (!base || thirdPersonGloss(base) !== english) continue;
      tokens[i]!.gloss = 'does';
      tokens[i + 1]!.gloss = '';
      tokens[j]!.gloss = base;
      for (let k = i + 2; k < j; k++) if (/^(?:ca|il|elle|cela)$/.test(f(k))) tokens[k]!.gloss = 'it';
      break;
    }
  }
}

/** English verbs that take no object: "me llegaron" (they arrived for me) is not something done to the shopper. */
const INTRANSITIVE = /^(?:arrive|come|go|fit|stay|happen|fall|seem|look|last|remain|work|like|love|hurt|be|get|become|leave|return|break|run|appear)$/;

/**
 * Spanish and Portuguese tell what the store did to the shopper with a plural past and no subject ("me mandaron otro
 * color", "me cobraram duas vezes", "nos enviaron otra talla"): "you sent me another color", "you charged me twice" —
 * not the present question the same stem has ("¿me mandan …?": can you send me). A past in -aron/-ieron (-aram/-eram/
 * -iram) right after "me"/"nos" at the start of its clause, of a verb that takes an object, is glossed so.
 */
function markTheyDidToMe(lex: Lexicon, tokens: Token[]): void {
  if (lex.lang !== 'es' && lex.lang !== 'pt') return;
  const plural = lex.lang === 'es' ? /(?:aron|ieron|eron)$/ : /(?:aram|eram|iram)$/;
  for (let i = 0; i + 1 < tokens.length; i++) {
    const [clitic, v] = [tokens[i]!, tokens[i + 1]!];
    if (!clitic.word || !v.word || clitic.gloss !== undefined || v.gloss !== undefined) continue;
    const object = { me: 'me', nos: 'us' }[foldText(clitic.text.toLowerCase())];
    const lower = v.text.toLowerCase();
    if (!object || !plural.test(foldText(lower))) continue;
    // At the start of its clause (not "se me rompieron", nor after a subject).
    const prev = foldText(previousWord(tokens, i));
    if (prev && !CLAUSE_OPENERS[lex.lang].has(prev) && !(i > 0 && !tokens[i - 1]!.word)) continue;
    const r = readingOf(lex, foldText(lower), lower, true, true);
    if (!r?.[0].verb || r[0].form !== 'past' || r[0].clitics?.length) continue;
    const english = verbOfPastime(r[1].replace(/^\^/, ''));
    if (!/^[a-z]+$/.test(english) || INTRANSITIVE.test(english)) continue;
    clitic.gloss = '';
    v.gloss = `you ${inflectGloss(english, 'past')} ${object}`;
  }
}

/** Forms of "have" that make a compound past with a participle (folded), and the subject each holds when none is told. */
const PAST_AUXILIARIES: Partial<Record<LexiconLanguage, Record<string, string>>> = {
  fr: { ai: '', as: '', a: '', avons: '', avez: '', ont: '' },
  it: { ho: 'i', hai: 'you', ha: '', abbiamo: 'we', avete: 'you', hanno: 'they' },
};

/**
 * The French passé composé and the Italian passato prossimo are the everyday past ("j'ai commandé des bottes lundi",
 * "ho comprato una lampada la settimana scorsa"): English says it in the simple past, "i ordered", "i bought", which is how the English routes read the
 * shopper's own purchase. An affirmative "have" right before a participle of the lexicon becomes the subject it holds
 * (none after a told subject: "mio figlio ha rotto") and the participle the English past. A negated one stays a present
 * perfect ("je n'ai pas reçu" → i have not received), and so do "être"/"essere" (it has arrived) and the Spanish "he"
 * (its phrases are the lexicon's).
 */
function markCompoundPast(lex: Lexicon, tokens: Token[]): void {
  const auxiliaries = PAST_AUXILIARIES[lex.lang];
  if (!auxiliaries) return;
  for (let i = 0; i + 1 < tokens.length; i++) {
    const [aux, v] = [tokens[i]!, tokens[i + 1]!];
    if (!aux.word || !v.word || aux.gloss !== undefined || v.gloss !== undefined) continue;
    const subject = auxiliaries[foldText(aux.text.toLowerCase())];
    if (subject === undefined) continue;
    let prev = foldText(previousWord(tokens, i));
    // A pronoun of the person it was done to, before the auxiliary ("mi avete mandato", "on m'a envoyé", "vous m'avez
    // envoyé"): the English object after the verb ("you sent me").
    let object = '';
    let objectAt = -1;
    const OBJECTS: Record<string, string> = { mi: 'me', me: 'me', "m'": 'me', ci: 'us', nous: 'us', ti: 'you', te: 'you', "t'": 'you', gli: 'him', lui: 'them', le: 'her' };
    if (OBJECTS[prev] !== undefined && (lex.lang === 'it' || lex.lang === 'fr')) {
      objectAt = i - 1;
      while (objectAt >= 0 && !tokens[objectAt]!.word) objectAt--;
      object = OBJECTS[prev]!;
      const before = foldText(previousWord(tokens, objectAt));
      if (NOT_YET_NEGATIONS[lex.lang].has(before)) continue;
      prev = before;
      // French "on" (they, someone: the store) and "vous": the shopper was sent something by the store.
      if (lex.lang === 'fr' && !/^(?:on|vous|ils|elles|il|elle|tu)$/.test(prev)) continue;
    }
    if (NOT_YET_NEGATIONS[lex.lang].has(prev) || /^(?:lo|la|los|las|le|les|l'|y|en|ne|ci|gli|mi|ti|vi|me|te|se|si)$/.test(prev)) continue;
    // (French "a" is also the preposition "à" typed without its accent: only after a subject.)
    if (lex.lang === 'fr' && !/^(?:j'|je|tu|il|elle|on|nous|vous|ils|elles)$/.test(prev)) continue;
    const r = readingOf(lex, foldText(v.text.toLowerCase()), v.text.toLowerCase(), true, true);
    if (!r?.[0].verb || r[0].form !== 'participle' || r[0].clitics?.length || r[0].negated) continue;
    // A phrase of the lexicon around them is its own ("passé commande" placed an order, "che fine ha fatto").
    const phrase = (from: number, n: number) => from >= 0 && tokens.slice(from, from + n).length === n && tokens.slice(from, from + n).every((t) => t.word && t.gloss === undefined)
      && lookup(lex, tokens.slice(from, from + n).map((t) => t.text).join(' ').replace(/' /g, "'"), false) !== undefined;
    if ([2, 3, 4].some((n) => phrase(i, n) || phrase(i + 1, n) || phrase(i - 1, n + 1) || phrase(i - 2, n + 2))) continue;
    const english = verbOfPastime(r[1].replace(/^\^/, ''));
    if (!/^[a-z]+(?: [a-z]+)?$/.test(english) || /^(?:i|you|he|she|it|we|they|can|do|does|be|have)\b/.test(english) || /^[a-z]+ing\b/.test(english)) continue;
    // The subject the verb holds, unless the clause names its own ("mio figlio ha rotto", "he pedido").
    const told = lex.nounish.has(prev) || /^(?:io|tu|lui|lei|noi|voi|loro)$/.test(prev) || /^\p{Lu}/u.test(previousWord(tokens, i) && tokens.slice(0, i).reverse().find((t) => t.word)!.text) && tokens.slice(0, i).filter((t) => t.word).length > 1;
    aux.gloss = told ? '' : subject;
    v.gloss = object ? `${inflectGloss(english, 'past')} ${object}` : inflectGloss(english, 'past');
    if (objectAt >= 0) tokens[objectAt]!.gloss = '';
    // ("on m'a envoyé": you sent me — the store.)
    if (object && lex.lang === 'fr' && prev === 'on') { const on = tokens.slice(0, objectAt).findLastIndex((t) => t.word); if (on >= 0) tokens[on]!.gloss = 'you'; }
    // An Italian partitive after it is "some" ("ho ordinato degli stivali"), not "of the".
    const next = tokens[i + 2];
    if (lex.lang === 'it' && next?.word && next.gloss === undefined && /^(?:dei|degli|delle)$/i.test(next.text)) next.gloss = 'some';
  }
}

/**
 * Italian and French verbs of motion and change whose compound past takes "be" (essere, être), by the stem of their
 * participle (folded; the ending says gender and number: "arrivato/a/i/e", "arrivé/e/s/es") and their English past.
 * Source: the lists of any grammar of the two languages (Italian "verbi con l'ausiliare essere", French "DR MRS VANDERTRAMP").
 */
const BE_PARTICIPLES: Partial<Record<LexiconLanguage, Record<string, string>>> = {
  it: { arrivat: 'arrived', partit: 'left', venut: 'came', andat: 'went', tornat: 'came back', uscit: 'went out', entrat: 'came in', cadut: 'fell',
    nat: 'was born', mort: 'died', cresciut: 'grew', diventat: 'became', rimast: 'stayed', success: 'happened', scivolat: 'slipped', salit: 'went up',
    sces: 'went down', ingrassat: 'gained weight', dimagrit: 'lost weight', invecchiat: 'got old', restat: 'stayed', sparit: 'disappeared',
    scappat: 'ran away', svenut: 'fainted', guarit: 'recovered', giunt: 'arrived', rientrat: 'came back' },
  fr: { arrive: 'arrived', parti: 'left', venu: 'came', alle: 'went', revenu: 'came back', rentre: 'came home', retourne: 'went back', sorti: 'went out',
    entre: 'came in', tombe: 'fell', ne: 'was born', mort: 'died', devenu: 'became', reste: 'stayed', monte: 'went up', descendu: 'went down', parvenu: 'arrived' },
};
/** The auxiliary "be" of those (folded) and the subject it holds when none is told ('' for the third person). */
const BE_AUXILIARIES: Partial<Record<LexiconLanguage, Record<string, string>>> = {
  it: { sono: 'i', sei: 'you', è: '', siamo: 'we', siete: 'you' },
  fr: { suis: '', es: '', est: '', sommes: '', etes: '', sont: '' },
};

/**
 * The compound past with "be" of a verb of motion or change ("è arrivato", "sono caduta", "siamo partiti", "le colis est
 * arrivé", "je suis tombée"): word by word "is arrived", "am fallen"; English says the simple past ("arrived", "i
 * fell"). The auxiliary holds the subject when none is told (Italian "sono" with a singular participle: i; a plural one
 * has its subject elsewhere: "sono arrivati i bicchieri"); after "non" the English negation ("non è arrivato" → hasn't
 * arrived). A phrase of the lexicon around them wins ("è andato storto").
 */
function markBeCompoundPast(lex: Lexicon, tokens: Token[]): void {
  const stems = BE_PARTICIPLES[lex.lang], auxiliaries = BE_AUXILIARIES[lex.lang];
  if (!stems || !auxiliaries) return;
  for (let i = 0; i + 1 < tokens.length; i++) {
    const [aux, v] = [tokens[i]!, tokens[i + 1]!];
    if (!aux.word || !v.word || aux.gloss !== undefined || v.gloss !== undefined) continue;
    const a = aux.text.toLowerCase() === 'è' ? 'è' : foldText(aux.text.toLowerCase());
    const subject = auxiliaries[a];
    if (subject === undefined) continue;
    const f = foldText(v.text.toLowerCase());
    const m = lex.lang === 'it' ? /^(.+?)([oaie])$/.exec(f) : /^(.+?)(e?s?)$/.exec(f);
    let english: string | undefined;
    let plural = false;
    if (m) {
      if (lex.lang === 'it') { english = stems[m[1]!]; plural = /[ie]$/.test(m[2]!); }
      else for (let cut = 0; cut <= 2 && english === undefined; cut++) { const stem = f.slice(0, f.length - cut); if (/^(?:|e|s|es)$/.test(f.slice(f.length - cut))) english = stems[stem]; }
    }
    if (english === undefined) continue;
    // (A phrase of the lexicon that takes them is its own: "è andato storto", "est parti en".)
    const phrase = (from: number, n: number) => tokens.slice(from, from + n).length === n && tokens.slice(from, from + n).every((t) => t.word && t.gloss === undefined)
      && lookup(lex, tokens.slice(from, from + n).map((t) => t.text).join(' ').replace(/' /g, "'"), false) !== undefined;
    if ([2, 3, 4].some((n) => phrase(i, n) || phrase(i + 1, n) || (i > 0 && phrase(i - 1, n + 1)))) continue;
    const prevAt = tokens.slice(0, i).findLastIndex((t) => t.word);
    const prev = prevAt >= 0 ? foldText(tokens[prevAt]!.text.toLowerCase()) : '';
    // (Not after a pronoun of the person, a reflexive one, nor in French after "ne": "mi è caduto", "si è rotto", "n'est pas".)
    if (/^(?:mi|ti|ci|vi|gli|le|si|se|me|te|ne|n'|s'|m'|t'|lui|leur|y|en)$/.test(prev)) continue;
    const negated = lex.lang === 'it' && prev === 'non' && tokens[prevAt]!.gloss === undefined;
    const told = lex.lang === 'fr' || (plural && a === 'sono') || (prevAt >= 0 && (lex.nounish.has(prev) || /^(?:io|tu|lui|lei|noi|voi|loro)$/.test(prev)));
    const who = told || (negated && subject === '') ? '' : subject;
    aux.gloss = who;
    if (negated) {
      tokens[prevAt]!.gloss = '';
      const base = english.split(' ');
      v.gloss = `${who === 'i' || who === 'you' || who === 'we' ? "haven't" : "hasn't"} ${participleOfPast(base[0]!)}${base.length > 1 ? ` ${base.slice(1).join(' ')}` : ''}`;
    } else v.gloss = english;
  }
}

/** The English participle of a past of {@link BE_PARTICIPLES} ("came" → "come", "fell" → "fallen"); the others are the same. */
function participleOfPast(past: string): string {
  return ({ came: 'come', went: 'gone', fell: 'fallen', grew: 'grown', became: 'become', was: 'been', ran: 'run', got: 'gotten' } as Record<string, string>)[past] ?? past;
}

/**
 * Whether a word reads as a verb form here (a form the lexicon has a verb for, whose own entry, if any, is a verb with
 * its subject: "calme" calms, "usó" used, "puedo" can i; not "compra" purchase, "commande" order): see
 * {@link markContextWords}. Not `strict`: any verb reading ("sais" → savoir, though its entry is "know").
 */
function readsAsVerb(lex: Lexicon, text: string, strict = true): boolean {
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  const folded = foldText(lower);
  const reading = readingOf(lex, folded, lower, true, true);
  // (An irregular first person the rules do not analyse, listed with its subject: "voglio" → i want, "so" → i know.)
  if (!reading && /^(?:i|we) [a-z]|^i'/.test((lex.exact.get(lower) ?? lex.folded.get(folded) ?? '').replace(/^\^/, ''))) return true;
  if (!reading || !strict) return !!reading;
  // An accent the entry lacks makes another word ("usó" used, not the noun "uso").
  const own = lex.exact.get(lower) ?? (lower === folded ? lex.folded.get(folded) : undefined);
  // A word the lexicon does not list is a verb here when its first reading is one ("calme", not "bonitas" → bonito).
  if (own === undefined) return !!readingOf(lex, folded, lower)?.[0].verb;
  // A word the lexicon lists only counts as a verb when its entry has a subject ("puedo" → "can i", "prendo" → "i'll
  // take"); "commande" (order), "facture" (invoice) or "cuesta" may be nouns after "la".
  const entry = own.replace(/^\^/, '');
  return /^(?:i|you|he|she|we|they|can i|can you|do you) /.test(entry) || /^i'/.test(entry);
}

/** Forms of the verbs that say "again" before "a" and an infinitive (Spanish volver, Portuguese voltar, Italian tornare), folded. */
const AGAIN_VERBS: Partial<Record<LexiconLanguage, RegExp>> = {
  es: /^(?:volver|vuelvo|vuelves|vuelve|volvemos|volveis|vuelven|volvi|volviste|volvio|volvimos|volvieron|volveria|volveras|volvera|vuelva|vuelvan|volviendo)$/,
  pt: /^(?:voltar|volto|voltas|volta|voltamos|voltam|voltei|voltou|voltaram|voltaria|voltaria|volte|voltem|voltando)$/,
  it: /^(?:tornare|torno|torni|torna|torniamo|tornate|tornano|tornato|tornata|tornerei|tornera|torni|tornando)$/,
};

/**
 * Spanish "volver a", Portuguese "voltar a" and Italian "tornare a" before an infinitive say the act happens again
 * ("volver a usarla" → "use it again", "quero voltar a dormir" → "i want sleep again", "tornare a usare"), not
 * "come back to": the verb of returning and its "a" are dropped and "again" is written after the infinitive. Also the
 * Portuguese "a" of an infinitive (below).
 */
function markAgain(lex: Lexicon, tokens: Token[]): void {
  const again = AGAIN_VERBS[lex.lang];
  if (!again) return;
  for (let i = 0; i + 2 < tokens.length; i++) {
    const [v, a, inf] = [tokens[i]!, tokens[i + 1]!, tokens[i + 2]!];
    if (!v.word || !a.word || !inf.word || v.gloss !== undefined || a.gloss !== undefined || !again.test(foldText(v.text)) || a.text.toLowerCase() !== 'a') continue;
    // An infinitive: a verb of the lexicon as typed ("usar"), or one with its object pronouns ("usarla" → usar + la).
    const f = foldText(inf.text);
    const reading = lex.verbs.has(f) ? undefined : readingOf(lex, f, inf.text.toLowerCase(), true, true);
    if (!lex.verbs.has(f) && !(reading?.[0].clitics?.length && f.startsWith(reading[0].lemma))) continue;
    // (A phrase of the lexicon that starts with the verb wins: "vuelve a estar disponible" = is back in stock.)
    const phrase = (n: number) => tokens.slice(i, i + n).every((t) => t.word) && lookup(lex, tokens.slice(i, i + n).map((t) => t.text).join(' '), false) !== undefined;
    if (phrase(4) || phrase(5)) continue;
    v.gloss = ''; a.gloss = ''; inf.after = inf.after ? `${inf.after} again` : 'again';
  }
  // Portuguese "a" between a verb and an infinitive is "to", not the article "the" ("ajude a refrescar" helps to cool
  // off, "aprender a nadar"); after "estar", "andar", "ficar" or "continuar" it is the progressive of Portugal ("estão
  // sempre a pedir"), which the lexicon reads.
  if (lex.lang !== 'pt') return;
  for (let i = 1; i + 1 < tokens.length; i++) {
    const [prev, a, inf] = [tokens[i - 1]!, tokens[i]!, tokens[i + 1]!];
    if (!prev.word || !a.word || !inf.word || a.gloss !== undefined || a.text.toLowerCase() !== 'a') continue;
    if (!readsAsVerb(lex, prev.text, false) || /^(?:est|and|fic|contin)/.test(foldText(prev.text.toLowerCase()))) continue;
    // An indefinite pronoun the lexicon lists is not the verb it looks like ("nada a ver": nothing to do, not "swims to").
    const prevLower = prev.text.toLowerCase();
    if (/^(?:nothing|something|anything|everything|all|nobody|someone|much|little)$/.test(lex.exact.get(prevLower) ?? lex.folded.get(foldText(prevLower)) ?? '')) continue;
    const f = foldText(inf.text);
    const reading = lex.verbs.has(f) ? undefined : readingOf(lex, f, inf.text.toLowerCase(), true, true);
    if (lex.verbs.has(f) || (reading?.[0].clitics?.length && f.startsWith(reading[0].lemma))) a.gloss = 'to';
  }
}

/** Prepositions before a relative pronoun and its article (folded), with their English. */
const RELATIVE_PREPOSITIONS: Record<LexiconLanguage, Record<string, string>> = {
  es: { con: 'with', en: 'in', a: 'to', de: 'of', por: 'through', para: 'for', sobre: 'on', sin: 'without', desde: 'from', hacia: 'toward', entre: 'between', bajo: 'under', tras: 'behind', segun: 'according to' },
  fr: { dans: 'in', avec: 'with', sur: 'on', sous: 'under', pour: 'for', par: 'through', sans: 'without', chez: 'at', entre: 'between', contre: 'against', vers: 'toward', derriere: 'behind', devant: 'in front of', selon: 'according to', parmi: 'among', a: 'to', de: 'of' },
  de: {},
  pt: { com: 'with', em: 'in', de: 'of', por: 'through', para: 'for', sobre: 'on', sem: 'without', entre: 'between', ate: 'up to', contra: 'against', sob: 'under' },
  it: { in: 'in', con: 'with', di: 'of', a: 'to', da: 'from', su: 'on', per: 'for', tra: 'between', fra: 'between', senza: 'without', verso: 'toward', sotto: 'under' },
};
/** A preposition and an article written as one word (folded), with the English of the preposition. */
const RELATIVE_CONTRACTIONS: Record<LexiconLanguage, Record<string, string>> = {
  es: { del: 'of', al: 'to' },
  fr: {},
  de: {},
  pt: { no: 'in', na: 'in', nos: 'in', nas: 'in', do: 'of', da: 'of', dos: 'of', das: 'of', ao: 'to', a: 'to', aos: 'to', as: 'to', pelo: 'through', pela: 'through', pelos: 'through', pelas: 'through' },
  it: { nel: 'in', nello: 'in', nella: 'in', nei: 'in', negli: 'in', nelle: 'in', "nell'": 'in', del: 'of', dello: 'of', della: 'of', dei: 'of', degli: 'of', delle: 'of', "dell'": 'of', al: 'to', allo: 'to', alla: 'to', ai: 'to', agli: 'to', alle: 'to', "all'": 'to', dal: 'from', dallo: 'from', dalla: 'from', dai: 'from', dagli: 'from', dalle: 'from', "dall'": 'from', sul: 'on', sullo: 'on', sulla: 'on', sui: 'on', sugli: 'on', sulle: 'on', "sull'": 'on', col: 'with' },
};
/** Articles a relative pronoun takes after a preposition (folded). */
const RELATIVE_ARTICLES = wordSets({ es: 'el la los las lo', fr: '', de: '', pt: 'o a os as', it: "il lo la i gli le l'" });
/** Relative pronouns that take an article after a preposition (folded); French ones hold their article. */
const RELATIVES = wordSets({ es: 'que cual cuales', fr: 'lequel laquelle lesquels lesquelles', de: '', pt: 'qual quais', it: 'quale quali' });
/** Relative pronouns that follow a preposition without an article (folded): Portuguese "em que", Italian "in cui". */
const BARE_RELATIVES = wordSets({ es: '', fr: '', de: '', pt: 'que', it: 'cui' });

/** Pronouns of things that a relative clause says more of ("algo con lo que", "qualcosa con cui"), folded. */
const THING_PRONOUNS = new Set(['algo', 'alguno', 'alguna', 'uno', 'una', 'algum', 'alguma', 'qualcosa', 'qualcuno', 'uno']);

/** Whether a word is a noun of the lexicon, as typed or through a plural ending, or a pronoun of things ("algo"). */
function nounLike(lex: Lexicon, text: string): boolean {
  const lower = text.toLowerCase();
  const folded = foldText(lower);
  if (THING_PRONOUNS.has(folded)) return true;
  // (A noun the lexicon lists with its English noun, though a rule could read it as a participle: "pedido" = order.)
  const own = lex.exact.get(lower) ?? lex.folded.get(folded);
  if (own !== undefined && lex.nouns.has(own)) return true;
  // (Not an adjective, which a noun before it may be read as: "agujeros nuevos al que llevo".)
  const english = lookup(lex, text, true) ?? '';
  if (lex.adjectives.has(english) || lex.attributes.has(english) || QUALITIES.has(english)) return false;
  if (lex.nounish.has(folded)) return true;
  const reading = readingOf(lex, folded, lower);
  return !!reading && !reading[0].verb && lex.nounish.has(reading[0].lemma);
}

/**
 * A relative clause opened by a preposition ("el correo con el que la hice", "una bolsa en la que quepa", "la caja en
 * la cual guardo", "un sac dans lequel je peux mettre", "una borsa nella quale", "un gioco con cui giocare", "uma
 * mochila com a qual eu possa", "uma bolsa em que caiba"): word by word it read "with the one that", "in the which",
 * "in which one", "with cui". The preposition, its article (or the two as one word: "del", "nella", "na") and the
 * relative pronoun read "with which", "in which", "of which". Only after a word that is not a verb (the noun or
 * "algo" the clause says more of), so "hablo del que compré" stays; a relative pronoun of the lexicon's phrases wins.
 * Italian "cui" and French "dont" and "auquel" are words of the lexicon.
 */
function markRelativeClauses(lex: Lexicon, tokens: Token[]): void {
  const lang = lex.lang;
  if (!RELATIVES[lang].size) return;
  const word = (i: number) => (tokens[i]?.word && tokens[i]!.gloss === undefined ? foldText(tokens[i]!.text.toLowerCase()) : '');
  for (let i = 1; i < tokens.length; i++) {
    const w = word(i);
    const bare = BARE_RELATIVES[lang].has(w);
    if (!RELATIVES[lang].has(w) && !bare) continue;
    // [preposition, article] before it, or a contraction of the two, or (French, bare) a preposition alone.
    let prep = -1, article = -1, english: string | undefined;
    const before = word(i - 1);
    if (lang === 'fr' || bare) {
      english = RELATIVE_PREPOSITIONS[lang][before];
      prep = i - 1;
    } else if (RELATIVE_CONTRACTIONS[lang][before] !== undefined && tokens[i - 1]!.text.toLowerCase() !== 'a') {
      english = RELATIVE_CONTRACTIONS[lang][before];
      prep = i - 1;
    } else if (RELATIVE_ARTICLES[lang].has(before) && RELATIVE_PREPOSITIONS[lang][word(i - 2)] !== undefined) {
      english = RELATIVE_PREPOSITIONS[lang][word(i - 2)];
      prep = i - 2;
      article = i - 1;
    }
    if (english === undefined || prep < 1) continue;
    // The word the clause tells more of: a word, not a verb ("un sac dans lequel", "algo con lo que"; not "sueño con el que").
    const antecedent = tokens[prep - 1]!;
    if (!antecedent.word || readsAsVerb(lex, antecedent.text)) continue;
    // (Spanish "que" with its article after a word that is no noun is "the one that": "tres agujeros al que llevo" is
    // "to the one i wear".)
    if (lang === 'es' && w === 'que' && !nounLike(lex, antecedent.text)) continue;
    // (Portuguese "que" after a preposition: only after a noun — "tenho certeza de que" is "that".)
    if (bare && lang === 'pt' && !nounLike(lex, antecedent.text)) continue;
    if (bare && lang === 'pt' && english === 'of') continue;
    tokens[prep]!.gloss = english;
    if (article >= 0) tokens[article]!.gloss = '';
    tokens[i]!.gloss = 'which';
  }
}

/** The preposition that says what one works as, after the verb "to work" (folded): "trabajo de/como", "arbeite als". */
const WORKING_AS = wordSets({ es: 'de como', fr: 'comme', de: 'als', pt: 'como de', it: 'come da' });
/** English names of occupations (the gloss of the noun after "work as" or Italian "fare il"). */
const OCCUPATION_RE = /^(?:[a-z-]+(?:er|or|ist|ian|ant|ent|ess)|nurse|chef|cook|nanny|mechanic|secretary|clerk|guard|pilot|vet|dj|model|dentist|barber|hairdresser|housekeeper|nun|priest|judge|coach|farmer|doctor|surgeon|midwife|maid|cashier|babysitter|tailor|plumber|carpenter|electrician|waiter|waitress|butcher|baker|lifeguard|paramedic|firefighter|mail carrier)$/;
/** Italian suffixes of occupations ("parrucchiera", "idraulico", "parquettista", "cameriere"), folded. */
const ITALIAN_OCCUPATION_RE = /(?:ista|iere|iera|aio|aia|tore|trice|ico|ica|ante|ente)$/;

/**
 * What a shopper works as ("Trabajo de enfermera", "trabaja como mesero", "Trabalho como motorista", "Lavoro come
 * cameriere", "Je travaille comme serveur", "Ich arbeite als Krankenschwester", Italian "Faccio il cuoco", "mia moglie
 * fa la parrucchiera"): word by word "i nurse work", "work how driver", "i do the cook". The preposition after a form
 * of the verb whose English is "work" — or the article after a form of Italian "fare" — reads "as a" before a noun of
 * an occupation (an English gloss of one, or an Italian occupation suffix), and the verb "work" in its person ("faccio"
 * → i work, "fa" → works). Not before other nouns: "trabajo de oficina", "faccio il reso" (i make the return) stay.
 */
function markWorkingAs(lex: Lexicon, tokens: Token[]): void {
  const word = (k: number) => (tokens[k]?.word ? foldText(tokens[k]!.text.toLowerCase()) : '');
  const free = (k: number) => !!tokens[k]?.word && tokens[k]!.gloss === undefined;
  const occupation = (k: number) => {
    if (!free(k)) return false;
    const english = lookup(lex, tokens[k]!.text, true) ?? '';
    return OCCUPATION_RE.test(english) || (lex.lang === 'it' && (ITALIAN_OCCUPATION_RE.test(word(k)) || /^\p{Lu}{2,}$/u.test(tokens[k]!.text)));
  };
  for (let i = 0; i + 2 < tokens.length; i++) {
    if (!free(i)) continue;
    const lower = tokens[i]!.text.toLowerCase();
    const reading = readingOf(lex, word(i), lower, true, true);
    const lemmaEnglish = reading ? lex.folded.get(reading[0].lemma)?.replace(/^\^/, '') : undefined;
    const italianFare = lex.lang === 'it' && /^(?:faccio|fai|fa|facciamo|fate|fanno|facevo|faceva)$/.test(word(i));
    if (lemmaEnglish !== 'work' && !italianFare) continue;
    const p = i + 1;
    if (italianFare ? !/^(?:il|lo|la|l')$/.test(word(p)) : !WORKING_AS[lex.lang].has(word(p))) continue;
    // (The noun of an occupation right after it.)
    if (!free(p) || !occupation(p + 1)) continue;
    // The verb in its person: a first person opening its sentence takes "i" (Spanish, Portuguese, Italian drop it).
    const first = /o$/.test(word(i)) && !(lex.lang === 'fr' || lex.lang === 'de');
    const plural = /(?:an|en|am|em|ano|ono|ent|en)$/.test(word(i)) && !first;
    const after = tokens[i - 1]?.word ? word(i - 1) : '';
    const own = /^(?:i|je|ich|eu|io|yo|we|nous|wir|nos|noi|nosotros|you|tu|du)$/.test(after);
    tokens[i]!.gloss = first && !own ? 'i work' : own || plural ? 'work' : 'works';
    tokens[p]!.gloss = 'as a';
  }
}

/** Irregular first persons singular of the present that open a sentence without their subject (folded). */
const IRREGULAR_FIRST_PERSONS = wordSets({
  es: 'voy hago salgo pongo digo vengo traigo doy conozco', fr: '', de: '',
  pt: 'faco saio ponho digo venho trago dou',
  it: 'faccio devo vado esco vengo dico bevo',
});

/** Words after which a clause starts without its subject (folded): the start of a sentence, conjunctions, "when", "if". */
const CLAUSE_OPENERS = wordSets({
  es: 'y e pero cuando si porque mientras aunque pues así donde', fr: '', de: '',
  pt: 'e mas quando se porque enquanto embora pois onde',
  it: 'e ma quando se perché perche mentre anche dove così',
});

/**
 * Spanish, Portuguese and Italian drop the subject: the first person singular is in the verb's ending ("organizo una
 * noche de juegos", "trabalho instalando telhados", "quando esco in kayak"). English needs it, and without it a clause
 * reads as a question or a command ("when go out in kayak"). A word in -o that opens its clause (at the start of a
 * sentence or after "y", "cuando", "quando", "se" …) and that is a verb form there — not a noun the lexicon lists — gets
 * an "i" before it. Returns the tokens with the subjects added.
 */
function withFirstPersonSubjects(lex: Lexicon, tokens: Token[]): Token[] {
  if (!(lex.lang === 'es' || lex.lang === 'pt' || lex.lang === 'it')) return tokens;
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    let k = i - 1;
    while (k >= 0 && ((!tokens[k]!.word && !/[.!?¿¡;:\n]/.test(tokens[k]!.text)) || tokens[k]!.clitic)) k--;
    // (As typed: "è mancato" is "is", not the "e" of "and".)
    // (A relative pronoun read "which" opens its clause too: "la caja en la cual guardo" → in which i store.)
    const opens = k < 0 || !tokens[k]!.word || CLAUSE_OPENERS[lex.lang].has(tokens[k]!.text.toLowerCase()) || tokens[k]!.gloss === 'which';
    const f = foldText(t.text.toLowerCase());
    // (Not a participle: "ado", "ido", "ato", "uto" end no first person of the present.)
    // (Nor an infinitive with its object pronouns: "ponérmelo".)
    const clitics = readingOf(lex, f, t.text.toLowerCase(), true, true)?.[0].clitics?.length;
    // After "if" or "when" a verb comes ("si hago el pedido", "si vivo en Canarias", "si lo pido"): a word the lexicon
    // lists as a bare verb ("hago" make, "vivo" live) counts, and "-ido" is a participle only where one reads so.
    // (Not where the lexicon reads the pair: "cuando paso" = when i walk by.)
    const condition = k >= 0 && /^(?:si|se|cuando|quando)$/.test(foldText(tokens[k]!.text.toLowerCase())) && (tokens[k]!.sense ?? 'if') === 'if'
      && (k !== i - 1 || lookup(lex, `${tokens[k]!.text} ${t.text}`, false) === undefined);
    // (A noun of the lexicon counts after "if" only when its entry is the verb's own English: "hago" make, not "pago" payment.)
    const ownVerb = () => (lex.exact.get(t.text.toLowerCase()) ?? lex.folded.get(f))?.replace(/^\^/, '');
    const sameVerb = () => ownVerb() !== undefined && ownVerb() === readingOf(lex, f, t.text.toLowerCase(), true, true)?.[1].replace(/^\^/, '');
    const participle = () => /(?:ad|at|it|ut)o$/.test(f) || (/ido$/.test(f) && analyzeWord(lex.lang, f, t.text.toLowerCase(), true).some((a) => a.form === 'participle' && lex.verbs.has(a.lemma)));
    // At the start of a sentence a word the lexicon lists with its bare English verb counts when it reads so by rule too
    // ("Pulisco gli occhiali" = i clean, "Corro todos los días"), and the irregular first persons ("faccio", "voy").
    const sentenceStart = k < 0 || !tokens[k]!.word;
    const pastimeVerb = () => ownVerb() !== undefined && ownVerb() === verbOfPastime(readingOf(lex, f, t.text.toLowerCase(), true, true)?.[1].replace(/^\^/, '') ?? '');
    const firstPerson = () => sentenceStart && (sameVerb() || pastimeVerb() || IRREGULAR_FIRST_PERSONS[lex.lang].has(f));
    const verb = () => readsAsVerb(lex, t.text) || (condition && readsAsVerb(lex, t.text, false) && (ownVerb() === undefined || sameVerb())) || firstPerson();
    // (A noun that is also the verb opens a sentence as the verb before a preposition: "Lavoro in farmacia".)
    // (Not before "de"/"di", which make a noun of two: "Trabajo de oficina" is office work.)
    const nounAsVerb = () => sentenceStart && sameVerb() && PREPOSITIONS[lex.lang].has(foldText((tokens[i + 1]?.text ?? '').toLowerCase())) && !/^(?:de|di|do|da)$/i.test(tokens[i + 1]?.text ?? '');
    // (Nor the first word of a phrase of the lexicon: "fino a quando" is until when.)
    const phrase = () => [3, 2].some((n) => tokens.slice(i, i + n).length === n && tokens.slice(i, i + n).every((x) => x.word && x.gloss === undefined) && lookup(lex, tokens.slice(i, i + n).map((x) => x.text).join(' '), false) !== undefined);
    if (t.word && t.gloss === undefined && opens && !clitics && (/\p{L}{3,}o$/u.test(f) || IRREGULAR_FIRST_PERSONS[lex.lang].has(f)) && (!participle() || IRREGULAR_FIRST_PERSONS[lex.lang].has(f)) && !likelyName(lex.lang, tokens, i) && verb() && (!lex.nounish.has(f) || (condition && sameVerb()) || nounAsVerb() || (sentenceStart && IRREGULAR_FIRST_PERSONS[lex.lang].has(f))) && !phrase()) {
      const own = lex.exact.get(t.text.toLowerCase()) ?? lex.folded.get(f);
      if (own === undefined || !/^(?:i|i'm|i'll|i'd|can i|do i)\b/.test(own.replace(/^\^/, ''))) out.push({ text: 'i', word: true, gloss: 'i', added: true });
    }
    out.push(t);
  }
  return out;
}

/**
 * Whose thing a Spanish dative pronoun after "se" says ("se me rompió la pantalla": my screen broke; "se le caen los
 * dientes": his or her teeth fall out — "their" stands for both). Spanish grammar's "dativo de interés".
 */
const DATIVE_POSSESSIVES: Readonly<Record<string, string>> = { me: 'my', te: 'your', le: 'their', nos: 'our', les: 'their' };
/** Adverbs of time, place and manner that open a clause in Spanish, Portuguese and Italian (folded). */
const ROMANCE_FRONTED_ADVERBS = wordSets({
  es: 'ayer hoy ahora anoche siempre luego despues entonces aqui alli alla aca ya todavia tambien nunca cada', fr: '', de: '',
  pt: 'ontem hoje agora sempre depois entao aqui ali la ja tambem nunca cada',
  it: 'ieri oggi ora adesso sempre poi dopo qui qua li la gia anche mai ogni stanotte stamattina',
});
/** Prepositions that open an adverbial put first in Spanish, Portuguese and Italian ("En invierno", "No inverno", "Di notte"), folded. */
const ROMANCE_FRONTED_PREPOSITIONS = wordSets({
  es: 'en por de a al del con desde durante tras', fr: '', de: '',
  pt: 'em no na nos nas de do da por pelo pela a ao com desde durante',
  it: "in nel nella nei nelle di del della a al alla da dal dalla con per su sul sulla d' nell' dell' all' dall' sull'",
});
/** Determiners that open a subject after its verb, singular and plural (folded). */
const ROMANCE_SUBJECT_DETERMINERS: Partial<Record<LexiconLanguage, [ReadonlySet<string>, ReadonlySet<string>]>> = {
  es: [new Set(['el', 'la', 'mi', 'tu', 'su', 'nuestro', 'nuestra']), new Set(['los', 'las', 'mis', 'tus', 'sus', 'nuestros', 'nuestras'])],
  pt: [new Set(['o', 'a', 'meu', 'minha', 'teu', 'tua', 'seu', 'sua', 'nosso', 'nossa']), new Set(['os', 'as', 'meus', 'minhas', 'teus', 'tuas', 'seus', 'suas', 'nossos', 'nossas'])],
  it: [new Set(['il', 'lo', 'la', "l'", 'mio', 'mia', 'tuo', 'tua', 'suo', 'sua', 'nostro', 'nostra']), new Set(['i', 'gli', 'le', 'miei', 'mie', 'tuoi', 'tue', 'suoi', 'sue', 'nostri', 'nostre'])],
};
/** Endings of the third person, singular and plural, of the present and the preterite (folded, as typed). */
const THIRD_PERSON_ENDINGS: Partial<Record<LexiconLanguage, [RegExp, RegExp]>> = {
  es: [/(?:[^i]a|e|ó|io)$/, /(?:an|en|aron|ieron)$/],
  pt: [/(?:a|e|ou|eu|iu)$/, /(?:am|em|aram|eram|iram)$/],
  it: [/(?:a|e|ò|ì|é)$/, /(?:ano|ono|arono|erono|irono)$/],
};
/** Adverbs between a verb and its subject after it ("suda mucho mi hijo"), folded. */
const BETWEEN_ADVERBS = wordSets({ es: 'mucho muchisimo siempre bastante tanto poco ya todavia aun', fr: '', de: '', pt: 'muito sempre bastante tanto pouco ja ainda', it: 'molto sempre tanto poco gia ancora troppo' });
/** Verbs a shopper asks the store with, whose third person plural is "you" or "they" and no subject follows (folded lemmas). */
const STORE_VERBS = /^(?:tener|vender|haber|hacer|mandar|enviar|ter|vender|fazer|mandar|enviar|avere|vendere|fare|mandare|spedire|tenere)$/;

/**
 * Spanish, Portuguese and Italian put the subject after its verb when an adverbial opens the clause ("En invierno
 * tiembla mi perro", "Por las noches ladra el perro del vecino", "No inverno treme o meu cachorro", "Di notte abbaia il
 * mio cane"): word by word "in winter shake my dog". English keeps the adverbial first and puts the subject before
 * the verb, which takes -s in the singular present ("in winter my dog shakes"). The adverbial is one adverb of time or
 * place, or a preposition with at most three words; the verb (with the object pronouns before it) is a word read as a
 * verb, in a third-person ending that agrees with the subject; the subject a definite article or a possessive, at most
 * two words and a noun. Not in a question ("¿En la tienda venden las fundas?" asks the store), nor with the verbs a
 * shopper asks the store with (tener, vender). Returns the tokens reordered.
 */
function withSubjectsBeforeVerbs(lex: Lexicon, tokens: Token[]): Token[] {
  const determiners = ROMANCE_SUBJECT_DETERMINERS[lex.lang];
  const endings = THIRD_PERSON_ENDINGS[lex.lang];
  if (!determiners || !endings) return tokens;
  const out = tokens.slice();
  const word = (k: number) => (out[k]?.word ? foldText(out[k]!.text.toLowerCase()) : '');
  const free = (k: number) => !!out[k]?.word && out[k]!.gloss === undefined;
  const stop = (k: number) => k >= out.length || (!out[k]!.word && /[.,;!?:\n]/.test(out[k]!.text));
  // (A verb form by rule or by its own entry — "llegó", "ladra" — that is no noun of the lexicon.)
  const verbLike = (k: number) => {
    const own = lex.exact.get(out[k]!.text.toLowerCase()) ?? lex.folded.get(word(k));
    // (Or a word the lexicon lists as an English verb of the third person: "ladra" = barks.)
    if (own !== undefined && /^[a-z]+s$/.test(own) && !lex.nouns.has(own) && !lex.nouns.has(own.replace(/s$/, '')) && endings[0].test(word(k))) return true;
    return readsAsVerb(lex, out[k]!.text, false) && !nounLike(lex, out[k]!.text);
  };
  const clitic = (k: number) => free(k) && (INDIRECT_CLITICS[lex.lang].has(word(k)) || /^(?:lo|la|los|las|si|lhe)$/.test(word(k))) && k + 1 < out.length && out[k + 1]!.word;
  for (let start = 0; start < out.length; start++) {
    if (!(start === 0 || (!out[start - 1]!.word && /[.;!?:\n¿¡]/.test(out[start - 1]!.text)) || CLAUSE_OPENERS[lex.lang].has(word(start - 1))) || !out[start]!.word) continue;
    let end = start;
    while (!stop(end)) end++;
    if ((out[end]?.text ?? '').includes('?') || out.slice(Math.max(0, start - 1), start).some((t) => t.text.includes('¿'))) continue;
    // The adverbial and, after it, the first word that reads as a verb (after object pronouns).
    let v = -1;
    if (ROMANCE_FRONTED_ADVERBS[lex.lang].has(word(start))) v = start + 1;
    // Spanish "se" with a dative pronoun opens the clause itself: what happens to one's own things ("se me cae el pelo",
    // "se le rompen los pantalones").
    else if (lex.lang === 'es' && word(start) === 'se' && DATIVE_POSSESSIVES[word(start + 1)] !== undefined) v = start;
    else if (ROMANCE_FRONTED_PREPOSITIONS[lex.lang].has(word(start))) {
      for (let k = start + 1; k < end && k <= start + 3; k++) if (free(k) && k > start + 1 && (clitic(k) || verbLike(k))) { v = k; break; }
    }
    if (v < 0) continue;
    let c = v;
    while (c < end && clitic(c)) c++;
    // A phrase of the lexicon with "se" and the verb, the dative left out, is what happens to one's own things: "se me
    // fue la luz" is "se fue la luz" (the power went out), "se me empañan los lentes" "se empañan" (fog up) said of them.
    const dative = lex.lang === 'es' && word(v) === 'se' && DATIVE_POSSESSIVES[word(v + 1)] !== undefined && c === v + 2;
    const withSe = (n: number) => (out.slice(c, c + n).length === n && out.slice(c, c + n).every((x) => x.word && x.gloss === undefined) ? lex.folded.get(foldText(['se', ...out.slice(c, c + n).map((x) => x.text)].join(' ').toLowerCase())) : undefined);
    const whole = dative ? [4, 3, 2].find((n) => withSe(n) !== undefined && !(n === 2 && /^(?:el|la|los|las)$/.test(word(c + 1)))) : undefined;
    if (dative && whole !== undefined && lookup(lex, out.slice(v, c + 1).map((x) => x.text).join(' '), false) === undefined) {
      out[v]!.gloss = withSe(whole)!;
      for (let k = v + 1; k < c + whole; k++) out[k]!.gloss = '';
      start = c + whole - 1;
      continue;
    }
    const seVerb = dative && c < end && free(c) && !verbLike(c) ? withSe(1) : undefined;
    if (c >= end || !free(c) || (!verbLike(c) && seVerb === undefined)) continue;
    // (A phrase of the lexicon with its pronouns stays: "se me olvida" = i forget.)
    if (c > v && lookup(lex, out.slice(v, c + 1).map((x) => x.text).join(' '), false) !== undefined) continue;
    const verb = out[c]!;
    const lower = verb.text.toLowerCase();
    const reading: [Analysis, string] | undefined = readingOf(lex, foldText(lower), lower, true, true) ?? (seVerb === undefined ? undefined : [{ lemma: lower, verb: true, form: 'past' }, seVerb]);
    if (!reading || STORE_VERBS.test(reading[0].lemma)) continue;
    // The subject: a determiner (Portuguese and Italian may put an article before the possessive), words, a noun; an
    // adverb between it and the verb stays with the verb ("suda mucho mi hijo" → my son sweats a lot).
    let s = c + 1;
    while (s < end && free(s) && BETWEEN_ADVERBS[lex.lang].has(word(s))) s++;
    const subjectStart = s;
    const plural = determiners[1].has(word(s));
    if (!determiners[0].has(word(s)) && !plural) continue;
    if (lex.lang !== 'es' && (determiners[0].has(word(s + 1)) || determiners[1].has(word(s + 1)))) s++;
    let subjectEnd = -1;
    // (After the determiner, a word the lexicon lists that is no adjective is the noun: "mi pedido" = my order.)
    const listedNoun = (k: number) => {
      const own = lex.exact.get(out[k]!.text.toLowerCase()) ?? lex.folded.get(word(k));
      return own !== undefined && /^[a-z][a-z -]*$/.test(own) && !lex.adjectives.has(own) && !lex.attributes.has(own) && !QUALITIES.has(own) && !FUNCTION_WORDS.en!.has(own);
    };
    for (let k = s + 1; k < end && k <= s + 3; k++) {
      if (!out[k]!.word) break;
      if (nounLike(lex, out[k]!.text) || listedNoun(k)) { subjectEnd = k + 1; break; }
    }
    if (subjectEnd < 0 || !endings[plural ? 1 : 0].test(lower) || (plural ? false : endings[1].test(lower))) continue;
    // (A complement of the noun goes with it: "el grifo de la cocina", "o cachorro do vizinho".)
    if (/^(?:de|del|do|da|dos|das|di|dello|della|dei|degli|delle)$/.test(word(subjectEnd))) {
      for (let k = subjectEnd + 1; k < end && k <= subjectEnd + 2; k++) if (free(k) && nounLike(lex, out[k]!.text)) { subjectEnd = k + 1; break; }
    }
    // The verb's English, in the third person when it is a present form (a phrase with "se": its own English).
    const english = seVerb ?? lookup(lex, verb.text, true, true, true);
    if (!english || /^(?:i|you|we|they|can i|do you)\b/.test(english) || /ing$/.test(english)) continue;
    const listed = seVerb !== undefined || (lex.exact.get(lower) ?? lex.folded.get(foldText(lower))) === english;
    verb.gloss = !plural && !listed && reading[0].form === 'base' && /^[a-z]+$/.test(english) ? thirdPersonGloss(english) : english;
    // "se me cae el pelo" is "my hair falls out": the dative says whose, the reflexive nothing.
    if (lex.lang === 'es' && word(v) === 'se' && DATIVE_POSSESSIVES[word(v + 1)] !== undefined) {
      if (/^(?:el|la|los|las)$/.test(word(subjectStart))) out[subjectStart]!.gloss = DATIVE_POSSESSIVES[word(v + 1)]!;
      out[v]!.gloss = '';
      out[v + 1]!.gloss = '';
    }
    const moved = out.splice(v, subjectStart - v);
    out.splice(subjectEnd - moved.length, 0, ...moved);
    start = subjectEnd - 1;
  }
  return out;
}

/** English verbs whose subject in a question is a thing, not the store ("¿Llegan en dos días?": do they arrive). */
const THING_VERBS = /^(?:arrive|come|cost|costs|fit|last|work|take|include|serve|stay|be|is|are|seem|look|break|fall|happen|go|get|remain|sell out)\b/;
/** English modals, which ask with the subject after them ("can you", "could you"). */
const MODALS = /^(?:can|could|will|would|should|must|may|might)$/;

/**
 * Spanish "ustedes" and Portuguese "vocês" ask the store in the third person plural, with the subject left out:
 * "¿Pueden mandar un pedido a Bogotá?", "¿Abren los domingos?", "Entregam no Porto?". English needs the "you": a verb
 * in -an/-en (-am/-em) that opens a question and reads as a verb is "can you send", "do you open". Verbs whose
 * subject is a thing ("¿Llegan en dos días?", "cuestan") and entries that already have a subject are left alone.
 */
function markQuestionsToTheStore(lex: Lexicon, tokens: Token[]): void {
  if (lex.lang !== 'es' && lex.lang !== 'pt') return;
  const plural = lex.lang === 'es' ? /\p{L}{2,}(?:an|en)$/u : /\p{L}{2,}(?:am|em)$/u;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!t.word || t.gloss !== undefined || t.sense !== undefined || !plural.test(foldText(t.text.toLowerCase()))) continue;
    let k = i - 1;
    while (k >= 0 && ((!tokens[k]!.word && !/[.!?¿;:\n]/.test(tokens[k]!.text)) || tokens[k]!.clitic)) k--;
    if (k >= 0 && tokens[k]!.word) continue;
    // A question: opened by "¿" or ended by "?".
    let e = i + 1;
    while (e < tokens.length && !(!tokens[e]!.word && /[.!?;\n]/.test(tokens[e]!.text))) e++;
    if (!((k >= 0 && tokens[k]!.text.includes('¿')) || tokens[e]?.text.includes('?'))) continue;
    const lower = t.text.toLowerCase();
    const folded = foldText(lower);
    const reading = readingOf(lex, folded, lower, true, true);
    if (!reading || likelyName(lex.lang, tokens, i) || lex.nounish.has(folded)) continue;
    // A word the lexicon lists is that verb's form ("pueden" = can), not another word ending the same way ("quem" = who).
    const own = (lex.exact.get(lower) ?? lex.folded.get(folded))?.replace(/^\^/, '');
    if (own !== undefined && own.split(' ')[0] !== inflectGloss(reading[1], reading[0].form).replace(/^\^/, '').split(' ')[0]) continue;
    // A phrase of the lexicon that starts with the verb and asks the store already wins ("reciben de vuelta" = do you take back).
    let phrase = false;
    for (let n = 2; n <= 3 && !phrase; n++) {
      const span = tokens.slice(i, i + n);
      phrase = span.length === n && span.every((x) => x.word && x.gloss === undefined) && /^(?:do|can|could|will|would) you\b/.test(lookup(lex, span.map((x) => x.text).join(' '), false) ?? '');
    }
    if (phrase) continue;
    const english = lookup(lex, t.text, true, true, true, true)?.replace(/^\^/, '');
    if (!english || /^(?:i|you|he|she|it|we|they|do|does|did|are|is|can you|could you|will you|would you)\b/.test(english) || THING_VERBS.test(english)) continue;
    const [first = '', ...rest] = english.split(' ');
    if (!/^[a-z]+$/.test(first) || (rest.length && !/^(?:up|out|back|in|on|off|down|away|over|through|for|to|with|about|me|us|it|them)$/.test(rest[0]!))) continue;
    t.gloss = MODALS.test(first) ? [first, 'you', ...rest].join(' ') : `do you ${english}`;
  }
}

/** Spanish and Portuguese "have" of the third person, which the lexicons read as the store's ("¿tiene …?": do you have), folded. */
const STATED_HAVE: Partial<Record<LexiconLanguage, Record<string, string>>> = { es: { tiene: 'has', tienen: 'have' }, pt: { tem: 'has', tem_: 'have', teem: 'have' } };
/** Subject pronouns of the third person, as typed ("él", not the article "el"). */
const THIRD_PERSON_SUBJECTS = wordSets({ es: 'él ella ellos ellas', fr: '', de: '', pt: 'ele ela eles elas', it: '' });
/** Determiners before a noun that is then the subject ("mi jefe tiene", "o carro tem"), folded. */
const SUBJECT_DETERMINERS = wordSets({
  es: 'mi mis tu tus su sus el la los las este esta estos estas ese esa esos esas nuestro nuestra nuestros nuestras', fr: '', de: '',
  pt: 'meu minha meus minhas teu tua seu sua seus suas o a os as este esta estes estas esse essa esses essas nosso nossa nossos nossas', it: '',
});
/** Adverbs between a subject and its verb ("mi jefe nomás tiene", "ele também tem"), folded. */
const SUBJECT_ADVERBS = wordSets({ es: 'nomas solo solamente tambien ya no siempre nunca todavia aun casi apenas', fr: '', de: '', pt: 'so tambem ja nao sempre nunca ainda quase apenas', it: '' });

/**
 * Spanish "tiene"/"tienen" and Portuguese "tem"/"têm" are the store's "do you have" in a shopper's question ("¿tienen
 * bermudas?"), but after their own subject they say what someone has: a third-person pronoun ("ella tiene"), a noun with
 * its determiner ("mi jefe nomás tiene bermudas", "o carro tem"), or a noun then "que" ("uns amigos que têm um humor
 * pesado": friends who have), or anywhere but first in a sentence that asks nothing ("… y nomás tiene bermudas de
 * mezclilla."). Sets "has"/"have" as those words' sense.
 */
function markStatedHave(lex: Lexicon, tokens: Token[]): void {
  const forms = STATED_HAVE[lex.lang];
  if (!forms) return;
  const words = tokens.map((t, i) => [t, i] as const).filter(([t]) => t.word && !t.added);
  const isNoun = (t: Token) => {
    const f = foldText(t.text.toLowerCase());
    const english = lookup(lex, t.text, true) ?? '';
    return !likelyName(lex.lang, tokens, tokens.indexOf(t)) && (lex.nounish.has(f) || lex.content.has(english) || lex.content.has(english.replace(/s$/, '')));
  };
  for (let w = 1; w < words.length; w++) {
    const [t] = words[w]!;
    const lower = t.text.toLowerCase();
    const english = forms[lower === 'têm' ? 'tem_' : foldText(lower)];
    if (!english || t.gloss !== undefined || t.sense !== undefined) continue;
    let k = w - 1;
    while (k > 0 && SUBJECT_ADVERBS[lex.lang].has(foldText(words[k]![0].text.toLowerCase()))) k--;
    // (Only within the clause: no punctuation between the subject and the verb.)
    if (tokens.slice(words[k]![1] + 1, words[w]![1]).some((x) => !x.word && /[,.!?¿¡;:\n]/.test(x.text))) continue;
    const before = words[k]![0];
    const prior = words[k - 1]?.[0];
    const subject = THIRD_PERSON_SUBJECTS[lex.lang].has(before.text.toLowerCase())
      || (!!prior && SUBJECT_DETERMINERS[lex.lang].has(foldText(prior.text.toLowerCase())) && isNoun(before))
      || (foldText(before.text.toLowerCase()) === 'que' && before.text.toLowerCase() !== 'qué' && !!prior && isNoun(prior));
    // (A sense, so that a phrase of the lexicon still wins: "tiene que" has to, "tiene frío" is cold.)
    // Inside a sentence that asks nothing, after its first word, the subject is someone told of ("… y nomás tiene bermudas").
    let a = words[w]![1], b = a;
    while (a > 0 && !/[.!?¿¡\n]/.test(tokens[a - 1]!.word ? '' : tokens[a - 1]!.text)) a--;
    while (b < tokens.length && !/[.!?\n]/.test(tokens[b]!.word ? '' : tokens[b]!.text)) b++;
    const statement = a < words[w]![1] - 1 && !/^(?:si|se)$/.test(foldText(before.text.toLowerCase())) && !/[¿?]/.test(tokens[a - 1]?.text ?? '') && !/[?]/.test(tokens[b]?.text ?? '');
    if (subject || statement) t.sense = english;
  }
}

/** Object pronouns before a verb, folded, with their English ("la calme" calms her, "je l'ai achetée", "l'ho comprata"). */
const OBJECT_PRONOUNS: Partial<Record<LexiconLanguage, Record<string, string>>> = {
  es: { lo: 'it', la: 'it', los: 'them', las: 'them' },
  fr: { "l'": 'it', le: 'it', la: 'it', les: 'them' },
  it: { "l'": 'it', lo: 'it', la: 'it', li: 'them' },
};
/** Forms of "have" after an elided object pronoun ("je l'ai", "l'ho", "l'avete"), folded. */
const HAVE_AFTER_PRONOUN = /^(?:ai|as|a|avons|avez|ont|avais|avait|avaient|aurais|aurait|ho|hai|ha|abbiamo|avete|hanno|avevo|aveva|avrei)$/;
/** Prepositions before which an article, not a pronoun, stands ("de la", "a la", "pour le"), folded. */
const PREPOSITIONS = wordSets({
  es: 'a de en para por con sin sobre hasta desde entre hacia contra segun',
  fr: 'a de en pour par avec sans sur sous dans chez vers entre contre',
  de: '', pt: 'para pra pro de em com sem sobre ate desde entre',
  it: 'a di da in per con su tra fra',
});
/**
 * A word alone at the start of a clause, before a comma or a stop, that means something else there: Spain's "vale"
 * (okay, not "costs"), Italian "senta" (excuse me, not "hear"), folded; a word a shopper calls the assistant by ("tío",
 * "güey", "parce", "cara", "mano", "wesh", "Alter", "raga": dude, bro) says nothing to route or search and is dropped ('').
 */
const INTERJECTIONS: Partial<Record<LexiconLanguage, Record<string, string>>> = {
  es: { vale: 'okay', tio: '', tia: '', venga: 'come on', chale: 'ugh', orale: 'okay', compa: '', wey: '', guey: '', carnal: '', parce: '', pana: '', loco: '', boludo: '', che: 'hey' },
  pt: { cara: '', mano: '', vei: '', veio: '', parca: '' },
  fr: { wesh: '', mec: '', frere: '', gars: '', frerot: '' },
  de: { alter: '', digga: '', digger: '' },
  it: { senta: 'excuse me', scusi: 'excuse me', guarda: 'look', raga: '', fra: '', zio: '' },
};
/** Subject pronouns (folded) before which "se" is reflexive ("ele se machucou", "lei se lo mette"). */
const SUBJECT_PRONOUNS = wordSets({ es: '', fr: '', de: '', pt: 'eu ele ela eles elas voce voces nos gente', it: 'io lui lei noi voi loro' });
/** What one asks for rather than orders after "pedir" (folded starts): help, pardon, leave, advice, a refund, a swap. */
const ASKED_FOR = /^(?:ayud|ajud|perdo|perda|disculp|descul|permis|permiss|consej|consel|opini|reembols|devoluc|reclam|inform|favor|prestad|emprestad|explicac|cita|turno|presupuest|orcament|factur|nota|cambio|troca)/;
/** Words after "se" that make it "if": a subject, a negation, a form of the future subjunctive or imperfect (folded). */
const IF_NEXT: Partial<Record<LexiconLanguage, RegExp>> = {
  pt: /^(?:eu|voce|voces|ele|ela|eles|elas|nos|nao|tiver|tivesse|for|fosse|puder|quiser|der|vier|fizer|estiver|houver|precisar)$/,
  it: /^(?:io|tu|lui|lei|noi|voi|non|fosse|avessi|potessi|volessi)$/,
};

/** Whether "se" at `i` opens a condition (see {@link markContextWords}). */
function conditionalSe(lex: Lexicon, tokens: Token[], i: number): boolean {
  const word = (k: number) => (tokens[k]?.word ? foldText(tokens[k]!.text) : '');
  const next = word(i + 1);
  if (!next) return false;
  if (IF_NEXT[lex.lang]?.test(next)) return true;
  if (lex.lang === 'pt') return lex.verbs.has(next) && !lex.nounish.has(next);
  // Italian: a verb of the first person in -o, alone or after its pronouns ("se ordino", "se lo prendo", "se me lo mandate").
  let v = i + 1;
  while (v < i + 3 && /^(?:lo|la|li|le|ne|mi|ti|ci|vi|me|te|ce|ve|gli|l')$/.test(word(v))) v++;
  const verb = word(v);
  return v > i + 1 ? /\p{L}{2,}(?:o|ate|ete|ite)$/u.test(verb) && readsAsVerb(lex, tokens[v]!.text, false) : /\p{L}{3,}o$/u.test(verb) && readsAsVerb(lex, tokens[v]!.text);
}
/**
 * Words of chat after which one of the {@link INTERJECTIONS} is still said alone ("pues vale", "gracias tío", "ok
 * güey", "valeu mano"), folded; after any other word it is the word of the lexicon ("mi tío" is an uncle).
 */
const INTERJECTION_AFTER = wordSets({
  es: 'pues bueno vale venga gracias oye ok okey si no y hola buenas genial perfecto claro dale listo', fr: 'merci ok ouais oui non salut bon allez',
  de: 'danke ok okay ja nein hallo na', pt: 'valeu obrigado obrigada ok beleza oi ola sim nao e entao', it: 'grazie ok si no ciao dai allora',
});
/**
 * Greetings asked as a question, said as the whole clause ("hola, ¿qué tal?", "oi, tudo bem?", "salut, ça va ?",
 * "ciao, come va?"): "how are you", not the words' own sense ("¿qué tal el segundo?" stays "how is"), folded.
 */
const GREETING_QUESTIONS = greetingsLongestFirst({
  es: 'que tal|como vas|como va todo|todo bien|todo bien por ahi|todo bien por alla|que tal todo|como andas|como andan|como estan|como estas|que onda|que hubo|quiubo', fr: 'ca va|comment ca va|ca roule|tu vas bien|vous allez bien',
  de: 'wie gehts|wie geht es dir|wie geht es ihnen|alles gut|alles klar', pt: 'tudo bem|tudo bom|tudo certo|como vai|como vai voce|beleza',
  it: 'come va|come stai|come sta|tutto bene|tutto ok',
});

/** Each language's greeting questions (phrases separated by "|"), the longest first, so "todo bien por ahí" beats "todo bien". */
function greetingsLongestFirst(lists: Record<LexiconLanguage, string>): Record<LexiconLanguage, string[][]> {
  const out = {} as Record<LexiconLanguage, string[][]>;
  for (const lang of Object.keys(lists) as LexiconLanguage[]) out[lang] = lists[lang].split('|').filter(Boolean).sort((a, b) => b.length - a.length).map((g) => g.split(' '));
  return out;
}
/** The word that multiplies two numbers ("15 por 12", "17 mal 23", "6 fois 7"), folded. */
const TIMES_WORDS: Record<LexiconLanguage, string> = { es: 'por', fr: 'fois', de: 'mal', pt: 'vezes', it: 'per' };
/** Intensifiers read "very" before an adjective ("bien friolento", "bem quentinha", "super sombre"), folded. */
const INTENSIFIERS = wordSets({ es: 'bien', fr: 'super', de: '', pt: 'bem super', it: '' });
/**
 * An ordinal that is also a room (Spanish "el cuarto", Portuguese "o quarto"): the article, the word and the room's
 * English. The lexicon reads "the fourth one" (a result pointed at); see {@link markContextWords}.
 */
const ROOM_ORDINALS: Partial<Record<LexiconLanguage, [string, string, string]>> = { es: ['el', 'cuarto', 'room'], pt: ['o', 'quarto', 'room'] };
/** French subject pronouns before a verb (a "plus" after the verb without "ne" is "no longer" in chat), folded. */
const FRENCH_SUBJECTS = new Set(['je', "j'", 'tu', "t'", 'il', 'elle', 'on', 'nous', 'vous', 'ils', 'elles', 'ca']);

/**
 * Words whose sense depends on their neighbours, which word-by-word glossing reads wrong in long natural messages (set
 * as the word's `sense`: a phrase of the lexicon that takes the word, "a rendu l'âme", "me queda bien", still wins):
 *
 * - an object pronoun that looks like an article before a verb ("que la calme" → "that it calms", "je l'ai achetée" →
 *   "i it have bought", "l'ho comprata"), when no phrase of the lexicon starts with the two words;
 * - a word alone at the start of a clause ({@link INTERJECTIONS}: "Vale, me lo llevo" → "okay, …");
 * - "bien"/"bem"/"super" before an adjective of the lexicon → "very" ("bien friolento" → "very always cold", "bem
 *   simples" → "very simple"; "me queda bien", "tapen bien la luz" stay "well");
 * - French chat drops the "ne" of "ne … plus": a "plus" after a subject and its verb, before the end, "à", "du tout",
 *   "rien", a question word or an infinitive, is "no longer" ("je sais plus où", "elle arrive plus à lire");
 * - German "sein" ending a clause is the verb "be" ("schnell erklärt sein"), not "his"; French "du" after a noun is "of
 *   the" ("la fumée du couloir"), not "some";
 * - "el cuarto" / "o quarto" is the room, not the fourth result, after a preposition ("para el cuarto") or inside a
 *   message of more than eight words ("le estamos arreglando el cuarto, …"), unless a phrase takes "de" after it.
 */
function markContextWords(lex: Lexicon, tokens: Token[]): void {
  const lang = lex.lang;
  const word = (i: number) => (tokens[i]?.word ? foldText(tokens[i]!.text) : '');
  const free = (i: number) => !!tokens[i]?.word && tokens[i]!.gloss === undefined && tokens[i]!.sense === undefined;
  const clauseStart = (i: number) => i === 0 || (!tokens[i - 1]!.word && /[.!?¡¿:;\n]/.test(tokens[i - 1]!.text));
  const clauseEnd = (i: number) => i >= tokens.length || (!tokens[i]!.word && /[.,;:!?)]/.test(tokens[i]!.text));
  const long = tokens.filter((t) => t.word).length > 8;
  const room = ROOM_ORDINALS[lang];
  for (let i = 0; i < tokens.length; i++) {
    if (!free(i)) continue;
    const w = word(i);
    if (room && w === room[0] && word(i + 1) === room[1] && free(i + 1) && !/^(?:de|del|do|da|dos|das)$/.test(word(i + 2))
      && (long || PREPOSITIONS[lang].has(word(i - 1)))) {
      tokens[i]!.gloss = 'the'; tokens[i + 1]!.gloss = room[2];
      continue;
    }
    const pronoun = OBJECT_PRONOUNS[lang]?.[w];
    // (Capitalised only where a sentence opens: "L'ho comprato", "La tienen en azul?".)
    // (After a French preposition only before an infinitive: "pour les renvoyer", to return them.)
    const infinitiveNext = lex.verbs.has(word(i + 1)) && !lex.nounish.has(word(i + 1));
    if (pronoun && free(i + 1) && (tokens[i]!.text === tokens[i]!.text.toLowerCase() || clauseStart(i)) && (!PREPOSITIONS[lang].has(word(i - 1)) || (lang === 'fr' && infinitiveNext))
      && lookup(lex, `${tokens[i]!.text} ${tokens[i + 1]!.text}`.replace(/' /, "'"), false) === undefined
      && ((w === "l'" && HAVE_AFTER_PRONOUN.test(word(i + 1))) || readsAsVerb(lex, tokens[i + 1]!.text)
        // An infinitive the lexicon lists, not a noun ("je peux encore le retourner": return it).
        || infinitiveNext
        // After "if" a verb follows ("se lo compro oggi", "si la pido"), the lexicon's entry a bare verb or not.
        || (/^(?:si|se)$/.test(word(i - 1)) && (tokens[i - 1]!.sense ?? 'if') === 'if' && readsAsVerb(lex, tokens[i + 1]!.text, false)))) {
      tokens[i]!.sense = pronoun;
      continue;
    }
    // A product of two numbers ("¿Cuánto es 15 por 12?", "Was ist 17 mal 23?", "quanto fa 13 per 7"): "times" (not
    // before a unit: "50 por 70 cm" is a size, which measures.ts reads).
    // German "wird 16", "werde 40 (Jahre)": an age reached, "turns" (not the future's "will").
    if (lang === 'de' && /^(?:wird|werde|wirst|werden)$/.test(w) && /^\d{1,3}[.,]?$/.test(tokens[i + 1]?.text ?? '') && (/[.,]$/.test(tokens[i + 1]!.text) || !tokens[i + 2]?.word || /^jahre?$/i.test(tokens[i + 2]!.text))) { tokens[i]!.sense = w === 'wird' ? 'turns' : 'turn'; continue; }
    if (TIMES_WORDS[lang] === w && /^\d+(?:[.,]\d+)?$/.test(tokens[i - 1]?.text ?? '') && /^\d+(?:[.,]\d+)?$/.test(tokens[i + 1]?.text ?? '') && !tokens[i + 2]?.word) { tokens[i]!.sense = 'times'; continue; }
    // Portuguese and Italian "se" before a subject, a negation or a verb of the first person (or, Portuguese, the
    // future subjunctive, which looks like the infinitive) is "if" ("se eu pedir hoje", "se não servir", "se lo
    // ordino oggi"), not the reflexive pronoun the lexicon drops ("ele se machucou").
    if ((lang === 'pt' || lang === 'it') && w === 'se' && !SUBJECT_PRONOUNS[lang].has(word(i - 1)) && conditionalSe(lex, tokens, i)) { tokens[i]!.sense = 'if'; continue; }
    // Spanish and Portuguese "pedir" of a thing is to order it ("si lo pido hoy", "pedí unas botas", "se eu pedir
    // hoje"); of a person ("le pedí", "lhe pedi") or for help, a refund or leave it is to ask.
    if ((lang === 'es' || lang === 'pt') && tokens[i]!.text.length >= 4 && /^(?:ped|pid|pec)/.test(w)) {
      const reading: [Analysis, string] | undefined = w === 'pedir' ? [{ lemma: w, verb: true, form: 'base' }, 'ask'] : readingOf(lex, w, tokens[i]!.text.toLowerCase(), true, true);
      // (The shopper's own ordering: a first person, or the infinitive after "if I", "I want", "can I", "I'm going to";
      // "os miúdos estão sempre a pedir doces" is asking for sweets.)
      const mine = /^(?:pido|pedi|pedimos|peco|pedire|pedirei|pediremos|pediria|pidiera|pidiese|pidiendo)$/.test(w)
        || (/^pedir/.test(w) && /^(?:eu|se|si|quiero|quisiera|queria|quero|puedo|podria|posso|poderia|voy|vou|vamos|necesito|preciso|tengo|tenho|acabo|acabei|prefiero|prefiro|mejor|melhor)$/.test(word(i - 1)));
      if (reading?.[0].lemma === 'pedir' && mine && (lex.exact.get(tokens[i]!.text.toLowerCase()) ?? 'ask') === 'ask' && !/^(?:le|les|te|os|lhe|lhes)$/.test(word(i - 1))
        && ![1, 2, 3].some((k) => ASKED_FOR.test(word(i + k)))) {
        tokens[i]!.sense = [inflectGloss('order', reading[0].form), ...(reading[0].clitics ?? [])].join(' ');
        continue;
      }
    }
    // German "das" standing for a thing ("wann kommt das an?", "kann ich das zurückschicken?"), before the end of its
    // clause, a separable verb's particle, an adverb or a verb that ends the clause: "it", not the article "the" (German
    // nouns and the adjectives and ordinals before them follow an article: "das Paket", "das zweite").
    if (lang === 'de' && w === 'das' && i > 0 && tokens[i - 1]!.word && (clauseEnd(i + 1) || tokens[i + 1]!.gloss === ''
      || /^(?:auch|noch|nicht|schon|bitte|wirklich|mal|denn|eigentlich|heute|morgen|gern|gerne|sofort|zuruck|bis|vor|nach|mit|fur|am|im|per|so|wieder|ein|aus)$/.test(word(i + 1))
      || (tokens[i + 1]!.text === tokens[i + 1]!.text.toLowerCase() && lex.verbs.has(word(i + 1)) && clauseEnd(i + 2)))) {
      tokens[i]!.sense = 'it';
      continue;
    }
    // Spanish "algo más" and Portuguese "algo mais" before an adjective are "something more" ("algo más decente", "algo
    // mais confortável"), not "anything else"; a phrase of the lexicon with the three words wins ("algo más barato").
    if ((lang === 'es' || lang === 'pt') && w === 'algo' && /^(?:mas|mais)$/.test(word(i + 1)) && free(i + 1) && free(i + 2)
      && [tokens[i + 2]!.text, tokens[i + 2]!.plain].every((x) => !x || lookup(lex, `${tokens[i]!.text} ${tokens[i + 1]!.text} ${x}`, false) === undefined)) {
      const next = lookup(lex, tokens[i + 2]!.text, true);
      if (next !== undefined && (lex.adjectives.has(next) || QUALITIES.has(next) || lex.attributes.has(next)) && !readsAsVerb(lex, tokens[i + 2]!.text)) {
        tokens[i]!.gloss = 'something'; tokens[i + 1]!.gloss = 'more';
        i++;
        continue;
      }
    }
    const interjection = INTERJECTIONS[lang]?.[w];
    const afterChat = i > 0 && (tokens[i - 1]!.text.trim() === ',' || INTERJECTION_AFTER[lang].has(word(i - 1)));
    if (interjection !== undefined && (clauseStart(i) || afterChat) && clauseEnd(i + 1)) { tokens[i]!.sense = interjection; continue; }
    // A greeting asked as the whole clause ("hola, ¿qué tal?", "oi, tudo bem?"): how are you.
    const greeting = GREETING_QUESTIONS[lang].find((g) => g.every((x, k) => word(i + k) === x && free(i + k)));
    if (greeting) {
      const n = greeting.length;
      const end = tokens[i + n];
      if (end && !end.word && end.text.includes('?') && (clauseStart(i) || tokens[i - 1]!.text.trim() === ',' || /^(?:hola|buenas|oi|ola|salut|bonjour|coucou|hallo|hi|hey|servus|moin|ciao|salve|e|y|und|et)$/.test(word(i - 1)))) {
        tokens[i]!.gloss = 'how are you';
        for (let k = 1; k < n; k++) tokens[i + k]!.gloss = '';
        i += n - 1;
        continue;
      }
    }
    if (INTENSIFIERS[lang].has(w) && free(i + 1)) {
      const next = lookup(lex, tokens[i + 1]!.text, true);
      if (next !== undefined && (lex.adjectives.has(next) || QUALITIES.has(next)) && !readsAsVerb(lex, tokens[i + 1]!.text)) tokens[i]!.sense = 'very';
      continue;
    }
    if (lang === 'fr' && w === 'plus' && i >= 2 && tokens[i - 1]!.word && readsAsVerb(lex, tokens[i - 1]!.text, false)) {
      let s = i - 2;
      while (s >= 0 && /^(?:m'|t'|s'|l'|y|en|me|te|se|le|la|les|lui|leur)$/.test(word(s))) s--;
      const next = word(i + 1);
      const before = tokens.slice(Math.max(0, s - 3), i).map((t) => foldText(t.text));
      if (s >= 0 && FRENCH_SUBJECTS.has(word(s)) && !before.some((b) => b === 'ne' || b === "n'")
        && (clauseEnd(i + 1) || /^(?:a|du|rien|ou|quoi|comment|jamais|personne|trop|vraiment|tellement|tres|bien)$/.test(next) || (lex.verbs.has(next) && free(i + 1)))) {
        tokens[i]!.sense = 'no longer';
      }
      continue;
    }
    // German "ihr" after the verb that opens a question, before an article or a pronoun, is the subject "you" ("Nehmt ihr
    // die noch zurück?", "Holt ihr das Paket ab?"), not the possessive "your", which stands right before its noun.
    if (lang === 'de' && w === 'ihr' && i > 0 && tokens[i - 1]!.word && clauseStart(i - 1) && /^(?:der|die|das|den|dem|des|ein|eine|einen|einem|es|sie|ihn|ihm|auch|noch|schon|mir|uns|mich|bitte|denn|so|nach|in|an|auf|am|im|zu)$/.test(word(i + 1))) {
      const verb = tokens[i - 1]!;
      const english = (verb.gloss ?? lookup(lex, verb.text, true, true, true) ?? '').replace(/^\^/, '');
      // (A phrase of the lexicon, "habt ihr" = do you have, reads the pair, unless a separable verb took the verb.)
      if ((verb.gloss !== undefined || lookup(lex, `${verb.text} ihr`, false) === undefined) && /^[a-z]+(?: [a-z]+)?$/.test(english) && !/\byou\b/.test(english)) {
        const [first = ''] = english.split(' ');
        if (MODALS.test(first)) tokens[i]!.sense = 'you';
        else if (!/^(?:do|does|is|are|have|has|be|i|we|they|he|she|it)$/.test(first)) { verb.gloss = `do you ${english}`; tokens[i]!.sense = ''; }
      }
      continue;
    }
    // German "dabei" ending a clause of "sein"/"haben" is what comes with a thing ("Ist eine Tasche dabei?": included).
    if (lang === 'de' && w === 'dabei' && (clauseEnd(i + 1) || /^(?:und|oder|aber)$/.test(word(i + 1))) && tokens.slice(Math.max(0, i - 8), i).some((t) => t.word && /^(?:ist|sind|war|waren|hat|haben)$/i.test(t.text))) { tokens[i]!.sense = 'included'; continue; }
    // German "einfach" inside a clause, not before "zu" nor after an intensifier, is the adverb "just" ("er schläft einfach
    // durch", "ich brauche einfach etwas Warmes"), not "simple" ("das ist einfach.", "einfach zu bedienen", "ganz einfach").
    if (lang === 'de' && w === 'einfach' && i > 0 && tokens[i - 1]!.word && !clauseEnd(i + 1) && tokens[i + 1]?.word && word(i + 1) !== 'zu'
      && !/^(?:ganz|sehr|so|zu|nicht|recht|ziemlich|total|echt|super|wirklich|besonders|relativ|eher|am|ist|sind|war|waren|sein|wird|werden|klingt|wirkt)$/.test(word(i - 1))) { tokens[i]!.sense = 'just'; continue; }
    // Italian "perché" inside a statement is "because" ("mi fa male la schiena perché sto seduto"), not "why": not at
    // the start of its clause, not after a verb of knowing or asking ("non so perché"), not in a question.
    if (lang === 'it' && w === 'perche' && i > 0 && tokens[i - 1]!.word && !/^(?:so|sai|sa|sapere|sappiamo|capisco|capire|chiedo|chiedere|mi chiedo|spiegare|spiegami|dimmi|ecco|e|ma|o)$/.test(word(i - 1))) {
      let e = i + 1;
      while (e < tokens.length && !(!tokens[e]!.word && /[.!?\n]/.test(tokens[e]!.text))) e++;
      if (!(tokens[e]?.text ?? '').includes('?')) { tokens[i]!.sense = 'because'; continue; }
    }
    // French "du" right after a noun is "of the" ("le détecteur de fumée du couloir"), not the partitive "some".
    // (So is "de la", "de l'": "la poignée de la porte" is the handle of the door, not "the handle some door".)
    const determiner = (k: number) => /^(?:le|la|les|l'|un|une|des|de|d'|du|au|aux|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|votre|leur|ce|cet|cette|ces)$/.test(word(k));
    // (An adjective may stand between the determiner and the noun: "la vraie recette de la tourtière" → the real recipe of the.)
    const afterNoun = lang === 'fr' && i > 1 && tokens[i - 1]!.word && lex.nounish.has(word(i - 1))
      && (determiner(i - 2) || (i > 2 && tokens[i - 2]!.word && !lex.nounish.has(word(i - 2)) && determiner(i - 3)));
    if (afterNoun && w === 'du') { tokens[i]!.sense = 'of the'; continue; }
    if (afterNoun && w === 'de' && /^(?:la|l')$/.test(word(i + 1)) && free(i + 1) && tokens[i + 2]?.word && lookup(lex, `${tokens[i]!.text} ${tokens[i + 1]!.text}${tokens[i + 1]!.text.endsWith("'") ? '' : ' '}${tokens[i + 2]!.text}`.replace(/' /g, "'"), false) === undefined) {
      tokens[i]!.gloss = 'of';
      // (A phrase of the lexicon with the article reads it: "la porte" = the door.)
      if (lookup(lex, `${tokens[i + 1]!.text}${tokens[i + 1]!.text.endsWith("'") ? '' : ' '}${tokens[i + 2]!.text}`, false) === undefined) tokens[i + 1]!.gloss = 'the';
      i++;
      continue;
    }
    if (lang === 'de' && w === 'sein' && i > 0 && tokens[i - 1]!.word && (clauseEnd(i + 1) || /^(?:und|oder|aber)$/.test(word(i + 1)))) tokens[i]!.sense = 'be';
  }
}

/**
 * The irregular preterites of Spanish and Portuguese (folded) and their English past; the person is in the ending: "1"
 * the first singular, "we" the first plural, "3" the third singular, "they" the third plural. Their stems are not the
 * infinitive's ("hice" of hacer, "trouxe" of trazer), so morphology.ts reads them as other words: "traje" a suit, "dije"
 * a pendant. Source: the conjugation tables of any grammar of the two languages.
 */
const IRREGULAR_PRETERITES: Partial<Record<LexiconLanguage, Record<string, [string, string]>>> = {
  es: Object.fromEntries(([
    ['made', 'hice hicimos hizo hicieron'], ['put', 'puse pusimos puso pusieron'], ['said', 'dije dijimos dijo dijeron'],
    ['brought', 'traje trajimos trajo trajeron'], ['had', 'tuve tuvimos tuvo tuvieron'], ['could', 'pude pudimos pudo pudieron'],
    ['came', 'vine vinimos vino vinieron'], ['was', 'estuve estuvimos estuvo estuvieron'], ['wanted', 'quise quisimos quiso quisieron'],
    ['found out', 'supe supimos supo supieron'], ['gave', 'di dimos dio dieron'], ['saw', 'vi vimos vio vieron'],
    ['drove', 'conduje condujimos condujo condujeron'], ['translated', 'traduje tradujimos tradujo tradujeron'],
  ] as const).flatMap(([en, forms]) => forms.split(' ').map((f, k) => [f, [en, ['1', 'we', '3', 'they'][k]!]]))),
  pt: Object.fromEntries(([
    ['made', 'fiz fizemos fez fizeram'], ['put', 'pus pusemos pos puseram'], ['said', 'disse dissemos - disseram'],
    ['brought', 'trouxe trouxemos - trouxeram'], ['had', 'tive tivemos teve tiveram'], ['could', 'pude pudemos - puderam'],
    ['came', 'vim viemos veio vieram'], ['was', 'estive estivemos esteve estiveram'], ['gave', 'dei demos deu deram'],
    ['saw', 'vi vimos viu viram'],
  ] as const).flatMap(([en, forms]) => forms.split(' ').map((f, k) => [f, [en, ['1', 'we', '3', 'they'][k]!]]))),
};
/** The English base of the pasts of {@link IRREGULAR_PRETERITES} that are not their own base, for "didn't". */
const PAST_BASES: Record<string, string> = { made: 'make', said: 'say', told: 'tell', brought: 'bring', had: 'have', came: 'come', wanted: 'want', 'found out': 'find out', gave: 'give', saw: 'see', drove: 'drive', translated: 'translate' };
/** Object pronouns before a Spanish verb and their English after it ("se" of "se lo dije" is the person: dropped). */
const PRETERITE_OBJECTS: Record<string, string> = { lo: 'it', la: 'it', los: 'them', las: 'them' };
/** Pronouns of the person before a Spanish verb (folded) and their English when no object pronoun comes with them. */
const PRETERITE_PERSONS: Record<string, string> = { me: 'me', te: 'you', nos: 'us', le: 'them', les: 'them', se: '' };

/**
 * An irregular preterite after its object pronouns ("lo hice", "me lo trajeron", "se lo dije") or opening its clause
 * ("Hice una tarta", "Fiz um bolo", "Pus na máquina") is the verb, with the subject its ending holds and the pronouns
 * after it: "i made it", "they brought it", "i said it", "i made a cake", "i put". (A noun the word also is — "traje"
 * a suit, "vino" wine, "dije" a pendant — stays unless a pronoun stands before it; a phrase of the lexicon that takes
 * the word wins: "traje de baño". "tuve que" with a pronoun is "had to", the pronoun going after the infinitive.)
 */
function markIrregularPreterites(lex: Lexicon, tokens: Token[]): void {
  const table = IRREGULAR_PRETERITES[lex.lang];
  if (!table) return;
  const word = (i: number) => (tokens[i]?.word ? foldText(tokens[i]!.text.toLowerCase()) : '');
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const entry = table[word(i)];
    if (!entry || t.gloss !== undefined) continue;
    let k = i - 1;
    const objects: string[] = [];
    let person: string | undefined;
    while (k >= 0 && tokens[k]!.word && tokens[k]!.gloss === undefined && k >= i - 2) {
      const w = word(k);
      if (lex.lang === 'es' && PRETERITE_OBJECTS[w] !== undefined && objects.length === 0 && person === undefined) objects.unshift(PRETERITE_OBJECTS[w]!);
      else if (lex.lang === 'es' && PRETERITE_PERSONS[w] !== undefined && person === undefined) person = PRETERITE_PERSONS[w]!;
      else break;
      k--;
    }
    const clitics = i - 1 - k;
    // (A negation before them: "no lo hice" → i didn't make it, "no pude" → i couldn't.)
    const negated = k >= 0 && tokens[k]!.word && tokens[k]!.gloss === undefined && /^(?:no|nao)$/.test(word(k));
    if (negated) k--;
    const opens = k < 0 || (!tokens[k]!.word && /[.!?¿¡;:,\n]/.test(tokens[k]!.text)) || CLAUSE_OPENERS[lex.lang].has(word(k)) || ROMANCE_FRONTED_ADVERBS[lex.lang].has(word(k));
    // (An article, not a pronoun, before a noun the word also is: "la traje" is not "i brought it" after a preposition.)
    if (clitics > 0 && PREPOSITIONS[lex.lang].has(word(k))) continue;
    const own = lex.folded.get(word(i));
    const noun = own !== undefined && (lex.nouns.has(own) || lex.content.has(own));
    if (clitics === 0 && ((!opens && !negated) || (noun && !negated) || tokens[i]!.text.length < 3)) continue;
    // (A phrase of the lexicon that takes the word wins: "traje de baño", "me puse".)
    if ([2, 3].some((n) => tokens.slice(i, i + n).length === n && tokens.slice(i, i + n).every((x) => x.word) && lookup(lex, tokens.slice(i, i + n).map((x) => x.text).join(' '), false) !== undefined)) continue;
    if (clitics > 0 && lookup(lex, tokens.slice(k + 1, i + 1).map((x) => x.text).join(' '), false) !== undefined) continue;
    const [tablePast, who] = entry;
    // (The lexicon's own English of the form, where it is a verb, wins: "fez" = did.)
    const entryPast = own !== undefined && !noun && /^[a-z]+$/.test(own) ? own : tablePast;
    // ("decir" to a person is to tell: "me dijo que" → told me that.)
    const past = entryPast === 'said' && !objects.length && person ? 'told' : entryPast;
    const english = !negated ? past : past === 'could' ? "couldn't" : past === 'was' ? "wasn't" : `didn't ${PAST_BASES[past] ?? past}`;
    const subject = who === '1' ? 'i ' : who === 'we' ? 'we ' : who === 'they' && opens ? 'they ' : '';
    const object = objects.length ? objects.join(' ') : (person ?? '');
    for (let c = k + 1; c < i; c++) { tokens[c]!.gloss = ''; tokens[c]!.clitic = !negated || c > k + 1; }
    if (past === 'had' && word(i + 1) === 'que' && tokens[i + 2]?.word && tokens[i + 2]!.gloss === undefined) {
      t.gloss = `${subject}${negated ? "didn't have" : 'had'} to`;
      tokens[i + 1]!.gloss = '';
      if (object) tokens[i + 2]!.object = object;
      i += 2;
      continue;
    }
    t.gloss = `${subject}${english}`;
    if (object) t.object = object;
  }
}

/** Spanish and Italian articles (folded) and the object pronouns that take up a noun phrase each opens. */
const DISLOCATION_CLITICS: Partial<Record<LexiconLanguage, Record<string, string[]>>> = {
  es: { el: ['lo'], la: ['la'], los: ['los'], las: ['las'] },
  it: { il: ['lo', "l'"], lo: ['lo', "l'"], "l'": ["l'", 'lo', 'la'], la: ['la', "l'"], i: ['li'], gli: ['li'], le: ['le'] },
};

/**
 * Spanish and Italian name a thing first and take it up again with an object pronoun before the verb ("la catenella
 * la odio", "la borsa la voglio nera", "la camisa la quiero en azul", "il rosso non lo voglio"); English names it once,
 * after the verb. A clause that opens with an article, a noun and at most one more word, then the pronoun that agrees
 * with the article (after a negation or not) and a verb of the first person singular (its ending "-o", or an entry with
 * "i"), is reordered: the negation and the verb first, the noun phrase after them, the pronoun dropped ("odio la
 * catenella" → i hate the chain). A verb of another person keeps the order ("la tienda la tiene": the store has it).
 */
function withDislocatedObjectsMoved(lex: Lexicon, tokens: Token[]): Token[] {
  const clitics = DISLOCATION_CLITICS[lex.lang];
  if (!clitics) return tokens;
  const out = [...tokens];
  const f = (k: number) => (out[k]?.word ? foldText(out[k]!.text.toLowerCase().replace(/[’‘]/g, "'")) : '');
  const noun = (k: number) => out[k]?.word === true && (lex.nounish.has(f(k)) || lex.nouns.has(lookup(lex, out[k]!.text, true) ?? ''));
  const firstPerson = (k: number) => out[k]?.word === true && readsAsVerb(lex, out[k]!.text, false)
    && (/o$/.test(f(k)) || /^(?:i|we) [a-z]|^i'/.test((lex.folded.get(f(k)) ?? '').replace(/^\^/, '')));
  for (let s = 0; s + 3 < out.length; s++) {
    if (s > 0 && (out[s - 1]!.word || !/[.!?¡¿:;,\n]/.test(out[s - 1]!.text))) continue;
    const agree = clitics[f(s)];
    if (!agree || !noun(s + 1)) continue;
    for (const c of [s + 2, s + 3]) {
      const neg = /^(?:no|non)$/.test(f(c)) ? c : -1;
      const p = neg >= 0 ? c + 1 : c;
      if (!agree.includes(f(p)) || !firstPerson(p + 1) || (c === s + 3 && !out[s + 2]!.word)) continue;
      const phrase = out.slice(s, c);
      const moved = [...(neg >= 0 ? [out[neg]!] : []), out[p + 1]!, ...phrase];
      out.splice(s, p + 2 - s, ...moved);
      break;
    }
  }
  return out;
}

/** Pronouns of the person a thing goes to or comes from, before an object pronoun ("me lo", "se la", "te li"), folded. */
const INDIRECT_CLITICS = wordSets({ es: 'me te se nos os le les', fr: '', de: '', pt: '', it: 'me te se ce ve mi ti ci vi gli' });
/** How an infinitive ends (folded), in the languages whose object pronouns {@link moveCliticsAfterVerbs} moves. */
const INFINITIVE_ENDINGS: Record<LexiconLanguage, RegExp> = { es: /(?:ar|er|ir)$/, fr: /(?:er|ir|re)$/, de: /^$/, pt: /(?:ar|er|ir)$/, it: /(?:are|ere|ire)$/ };
/** Pronouns of the object that {@link moveCliticsAfterVerbs} moves, folded. */
const MOVED_CLITICS = wordSets({ es: 'lo la los las', fr: "l' le la les", de: '', pt: '', it: "l' lo la li le" });

/**
 * Spanish, French and Italian put object pronouns before the verb ("¿me lo pueden enviar?", "si lo pido hoy", "¿Me la
 * reciben de vuelta?", "me lo potete spedire", "je peux le renvoyer", "l'ho comprata"); English puts the object after
 * it, and after the participle of "have" ("i have bought it"). An object pronoun that {@link
 * markContextWords} read before a verb ("it", "them") moves after the verb — after the infinitive that follows a verb
 * of the lexicon ("pueden enviar": can you ship it) — and a pronoun of the person before it ("me", "se") is dropped,
 * so the verb reads as it would alone ("¿me lo pueden enviar?" → "can you ship it?", "si lo pido" → "if i order it").
 */
function moveCliticsAfterVerbs(lex: Lexicon, tokens: Token[]): void {
  if (!MOVED_CLITICS[lex.lang].size) return;
  const inPhrase = (i: number) => {
    for (let s = Math.max(0, i - 2); s <= i; s++) {
      for (let e = i + 1; e <= Math.min(tokens.length, s + 4); e++) {
        const span = tokens.slice(s, e);
        if (span.length >= 2 && span.every((x) => x.word && x.gloss === undefined) && lookup(lex, span.map((x) => x.text).join(' ').replace(/' /g, "'"), false) !== undefined) return true;
      }
    }
    return false;
  };
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i]!;
    const w = t.word ? foldText(t.text.toLowerCase()) : '';
    if (!MOVED_CLITICS[lex.lang].has(w) || !tokens[i + 1]!.word || tokens[i + 1]!.gloss !== undefined) continue;
    const before = tokens[i - 1];
    const opens = i < 2 || (!tokens[i - 2]!.word && /[.!?¡¿:;\n]/.test(tokens[i - 2]!.text));
    const indirect = !!before?.word && before.gloss === undefined && before.sense !== 'if' && (before.text === before.text.toLowerCase() || opens) && INDIRECT_CLITICS[lex.lang].has(foldText(before.text.toLowerCase()));
    // (A phrase of the lexicon that takes the pronoun wins: "me la paso", "lo siento", "rendu l'âme" — unless an
    // infinitive follows the verb, whose object the pronoun is: "lo quiero llevar" is "i want to carry it", not "i want it".)
    const after = tokens[i + 2];
    const infinitiveAfter = !!after?.word && after.gloss === undefined && INFINITIVE_ENDINGS[lex.lang].test(foldText(after.text.toLowerCase()))
      && lex.verbs.has(foldText(after.text.toLowerCase())) && readsAsVerb(lex, tokens[i + 1]!.text, false);
    if (!infinitiveAfter && inPhrase(i)) continue;
    // (After a pronoun of the person, or before a verb and its infinitive, "lo" and "la" are pronouns, not articles:
    // "me lo pueden enviar", "lo quiero llevar".)
    const sense = t.sense ?? ((indirect || infinitiveAfter) && readsAsVerb(lex, tokens[i + 1]!.text, false) ? OBJECT_PRONOUNS[lex.lang]?.[w] : undefined);
    if (!sense || !/^(?:it|them)$/.test(sense)) continue;
    let v = i + 1;
    const next = tokens[i + 2];
    if (infinitiveAfter || next?.word && next.gloss === undefined && ((lex.verbs.has(foldText(next.text.toLowerCase())) && !lex.nounish.has(foldText(next.text.toLowerCase())))
      || (HAVE_AFTER_PRONOUN.test(foldText(tokens[i + 1]!.text.toLowerCase())) && readsAsVerb(lex, next.text, false)))) v = i + 2;
    const verb = tokens[v]!;
    verb.object = verb.object ? `${verb.object} ${sense}` : sense;
    t.gloss = ''; t.clitic = true;
    if (indirect) { before!.gloss = ''; before!.clitic = true; }
  }
}

/**
 * A verb's English with an object pronoun moved after it (see {@link moveCliticsAfterVerbs}), before the particle or
 * preposition the verb's gloss ends with ("calm down" → "calm it down", "ship to" → "ship it to", "take back").
 */
function withObject(english: string, object: string): string {
  const m = /^(.*?)((?: (?:to|for|with|back|up|out|off|on|in|from|about|over|down|away))*)$/.exec(english)!;
  return `${m[1]} ${object}${m[2]}`;
}

/** Words for "better"/"rather" that open a sentence of preference (folded). */
const PREFERENCE_OPENERS = wordSets({ es: 'mejor', fr: 'plutot', de: 'lieber', pt: 'melhor', it: 'meglio' });
/** Words after which those say a comparison or a condition instead (folded). */
const PREFERENCE_NOT_BEFORE = new Set(['que', 'qu', 'che', 'se', 'si', 'als', 'wenn', 'di', 'de', 'do', 'du', 'no', 'non', 'nicht', 'pas', 'nao']);
/** German subject pronouns that follow their verb in verb-second order, with their English (not "sie": she, they or you). */
const GERMAN_SUBJECTS: Record<string, string> = { ich: 'i', wir: 'we', du: 'you' };
/** German question words that open a clause (folded). */
const GERMAN_QUESTION_WORDS = new Set(['was', 'wie', 'wo', 'wohin', 'woher', 'wann', 'warum', 'wieso', 'weshalb', 'wozu', 'womit', 'wofur', 'welche', 'welcher', 'welches', 'welchen', 'welchem', 'wer', 'wen', 'wem', 'wieviel', 'wieviele']);
/** German subject pronouns after a form of "wissen" (folded), with their English. */
const GERMAN_KNOWERS: Record<string, string> = { ich: 'i', du: 'you', wir: 'we', man: 'you' };
/** German verb and subject pronoun in verb-second order (folded), with their English in English order. */
const GERMAN_INVERSION: Record<string, string> = {
  'ist es': 'it is', 'war es': 'it was', 'wird es': 'it gets', 'bin ich': 'i am', 'war ich': 'i was', 'hab ich': 'i have', 'habe ich': 'i have',
  'hatte ich': 'i had', 'sind wir': 'we are', 'haben wir': 'we have', 'hatten wir': 'we had', 'ist er': 'he is', 'hat er': 'he has', 'hat sie': 'she has',
};
/** English of the people and animals an age is said of after "de"/"di" ("un bebé de 6 meses", "mio figlio di 8 anni"). */
const AGED_RE = /^(?:baby|babies|son|sons|daughter|daughters|kid|kids|child|children|boy|boys|girl|girls|toddler|toddlers|nephew|niece|grandson|granddaughter|grandchild|brother|sister|puppy|puppies|dog|cat|kitten|little one)$/;
/** Units of an age after "de"/"di" (folded); months say "months old". */
const AGE_UNIT_RE = /^(?:ano|anos|ans|an|anno|anni|mes|meses|mois|mese|mesi)$/;
/** English of parts of the body, which a reflexive verb's article makes one's own ("me rompí el brazo": my arm). */
const BODY_RE = /^(?:hair|finger|fingers|hand|hands|knee|knees|arm|arms|leg|legs|foot|feet|back|face|skin|nail|nails|tooth|teeth|head|neck|shoulder|shoulders|ankle|ankles|wrist|wrists|toe|toes|eye|eyes|lip|lips|nose|ear|ears|elbow|elbows|hip|hips|stomach|belly|thumb|heel|heels)$/;
/** Articles before a part of the body (folded). */
const BODY_ARTICLES = wordSets({ es: 'el la los las un una', fr: "le la les l' un une", de: '', pt: 'o a os as um uma', it: "il lo la i gli le l' un una uno" });
/** Reflexive pronouns of the first and second person (folded), and whose body part they make it. */
const REFLEXIVE_OWNER: Partial<Record<LexiconLanguage, Record<string, string>>> = {
  es: { me: 'my', te: 'your', nos: 'our' }, fr: { me: 'my', "m'": 'my', te: 'your', "t'": 'your', nous: 'our' },
  pt: { me: 'my', te: 'your', nos: 'our' }, it: { mi: 'my', ti: 'your', ci: 'our' },
};
/** An infinitive with a reflexive pronoun joined to it ("lavarme", "lavarmi", "lavar-me"), and whose the body part is then. */
const JOINED_REFLEXIVE_RE = /(?:ar|er|ir|re)-?(me|mi|te|ti|nos|ci)$/;
/** Words that ask where, what or how (folded): before an infinitive they take "to" ("no sé dónde colgarlas": where to hang them). */
const WH_WORDS = wordSets({ es: 'donde adonde que como', fr: 'ou quoi comment', de: '', pt: 'onde que como', it: 'dove cosa come' });
/** Portuguese verbs of an ongoing action before "a" and an infinitive ("estou a trabalhar": I am working; "passa o dia a jogar"), folded. */
const PT_ONGOING = new Set(['estou', 'esta', 'estas', 'estamos', 'estao', 'estava', 'estavas', 'estavamos', 'estavam', 'ando', 'anda', 'andas', 'andamos', 'andam', 'continuo', 'continua', 'continuam', 'fico', 'fica', 'ficam', 'passo', 'passa', 'passam', 'passamos']);
/** Portuguese "ficar" forms (folded): before a gerund "keep(s)" ("ficam escorregando"), before an adjective "get(s)" ("fica oleoso"). */
const PT_FICAR: Record<string, [string, string]> = { fico: ['keep', 'get'], fica: ['keeps', 'gets'], ficam: ['keep', 'get'], ficamos: ['keep', 'get'], ficou: ['kept', 'got'], ficaram: ['kept', 'got'], ficava: ['kept', 'got'], ficavam: ['kept', 'got'] };
/** Portuguese forms of "ir" before an infinitive (folded), as the English near future. */
const PT_GOING: Record<string, string> = { vou: 'i am going', vai: 'is going', vais: 'are going', vamos: 'we are going', vao: 'are going' };
/** Adjectives of fit after "ficar", which say how a thing is on one, not what it becomes ("fica grande": is big on me). */
const FIT_RE = /^(?:big|small|large|tight|loose|long|short|wide|narrow|good|great|nice|perfect|well|bad|ugly|pretty|beautiful|cute)$/;

/**
 * Turns of a situation told that word-by-word glossing reads wrong (set on the tokens as `gloss`, or `sense` where a
 * phrase of the lexicon may still win):
 * - an age after "de"/"di"/"da" and a person or an animal ("mi bebé de 6 meses", "la bimba di 10 mesi", "mon fils de 6
 *   ans") is the person's age: "6 months old", "6 years old";
 * - the article of a part of the body after a reflexive verb of the first or second person is a possessive ("me
 *   fracturé un dedo" → my finger, "je me suis cassé le doigt", "mi sono rotto un dito", "lavarme el pelo");
 * - a word asking where, what or how before an infinitive takes "to" ("no hay dónde colgar" → where to hang, "je sais
 *   pas quoi offrir", "non so cosa regalare");
 * - Portuguese "estar/andar/passar o dia a" + infinitive is an ongoing action ("estão sempre a cair" → are always
 *   falling), "ficar" + gerund is "keep" ("ficam escorregando" → keep slipping) and "ficar" + an adjective "get" ("fica
 *   oleoso" → gets oily); Spanish "se la pasa" + gerund is "keeps" ("se la pasan cayéndose");
 * - Spanish "se me" between a thing and its verb says whom it happens to, which English leaves out ("los calcetines se
 *   me bajan" → the socks go down);
 * - Italian "fa" after a span of time and before an infinitive is "makes", not "ago" ("6 mesi fa cadere"), and "da"
 *   before an infinitive is "to" ("regali da incartare": gifts to wrap);
 * - German verb-second order puts the subject after its verb ("Im Büro ist es so kalt"): English order again.
 */
function markSituationTurns(lex: Lexicon, tokens: Token[]): void {
  const lang = lex.lang;
  const word = (i: number) => (tokens[i]?.word ? foldText(tokens[i]!.text.toLowerCase().replace(/[’‘]/g, "'")) : '');
  const free = (i: number) => !!tokens[i]?.word && tokens[i]!.gloss === undefined && tokens[i]!.sense === undefined;
  const english = (i: number) => (tokens[i]?.word ? lookup(lex, tokens[i]!.plain ?? tokens[i]!.text, true) ?? '' : '');
  const infinitive = (i: number) => free(i) && (lex.verbs.has(word(i)) || (/(?:ar|er|ir|re)(?:-?(?:me|te|se|le|les|lo|la|los|las|nos|mi|ti|si|gli|ci|li|ne|lhe))+$/.test(word(i)) && !!readingOf(lex, word(i), tokens[i]!.text.toLowerCase(), true, true)));
  const number = (i: number) => !!tokens[i] && (/^\d+$/.test(tokens[i]!.text) || /^\d+(?:\.\d+)?$/.test(tokens[i]!.gloss ?? ''));
  for (let i = 0; i < tokens.length; i++) {
    const w = word(i);
    if (!w) continue;
    // "Better"/"rather" opening a sentence before what is wanted is a preference ("Mejor amarillo", "Plutôt un modèle
    // qui …", "Lieber die knusprige Sorte", "Meglio quelli in cotone"): "preferably", as the English routes read it; not
    // before a comparison or a condition ("mejor que", "meglio se", "lieber als").
    if (PREFERENCE_OPENERS[lang].has(w) && free(i) && free(i + 1) && !tokens.slice(0, i).some((t) => t.word) && !PREFERENCE_NOT_BEFORE.has(word(i + 1))) { tokens[i]!.gloss = 'preferably'; continue; }
    // ("Meglio di vetro", "mejor de cuero", "melhor de algodão": "of" before a material or a colour says what it is made
    // of, not a comparison — preferably glass.)
    if (PREFERENCE_OPENERS[lang].has(w) && free(i) && free(i + 1) && free(i + 2) && !tokens.slice(0, i).some((t) => t.word) && /^(?:di|de|do|da)$/.test(word(i + 1))
      && lex.attributes.has(english(i + 2))) { tokens[i]!.gloss = 'preferably'; tokens[i + 1]!.gloss = ''; continue; }
    // French "ne … que" is "only", not a negation ("je n'ai que des mugs": i have only mugs; "il ne reste qu'une
    // taille"): "que" one or two words after the "ne" (its verb, an object pronoun), with no "pas", "plus", "jamais".
    if (lang === 'fr' && /^n(?:e|')$/.test(w) && free(i)) {
      for (let k = i + 2; k <= i + 4 && k < tokens.length && tokens[k - 1]!.word; k++) {
        if (/^(?:pas|plus|jamais|rien|personne|guere|point|aucun|aucune|ni)$/.test(word(k - 1)) && k - 1 > i) break;
        if (/^qu(?:e|')$/.test(word(k)) && free(k)) { tokens[i]!.gloss = ''; tokens[k]!.gloss = 'only'; break; }
      }
    }
    // French "qui" after a word is the relative "that" ("un modèle qui s'allonge", "une qui …"); opening a question it is
    // "who" ("Qui a gagné ?"). (A sense: a phrase of the lexicon with it still wins.)
    if (lang === 'fr' && w === 'qui' && free(i) && i > 0 && tokens[i - 1]!.word && !/^(?:a|de|pour|avec|chez|par|sur|est|c'est|et)$/.test(word(i - 1))) tokens[i]!.sense = 'that';
    // Italian "quelli"/"quelle" before an adjective are "the … ones" ("solo quelli lunghi": only the long ones).
    if (lang === 'it' && /^quell[ie]$/.test(w) && free(i) && free(i + 1) && (lex.attributes.has(english(i + 1)) || lex.adjectives.has(english(i + 1)) || QUALITIES.has(english(i + 1)))) { tokens[i]!.gloss = 'the'; tokens[i + 1]!.after = 'ones'; continue; }
    // An age after "de"/"di" and a person or an animal.
    if (lang !== 'de' && /^(?:de|di|da|do|d')$/.test(w) && free(i) && i > 0 && number(i + 1) && AGED_RE.test(english(i - 1))) {
      let n = i + 1;
      while (n < tokens.length && number(n) && tokens[n + 1]?.gloss === '') n++;
      if (number(i + 1) && AGE_UNIT_RE.test(word(n + 1)) && free(n + 1)) {
        tokens[i]!.gloss = '';
        tokens[n + 1]!.gloss = /^(?:mes|meses|mois|mese|mesi)$/.test(word(n + 1)) ? 'months old' : 'years old';
        continue;
      }
    }
    // The article of a part of the body after a reflexive verb of the first or second person.
    if (BODY_ARTICLES[lang].has(w) && free(i) && tokens.slice(Math.max(0, i - 5), i).some((t) => t.word && (REFLEXIVE_OWNER[lang]?.[foldText(t.text.toLowerCase())] || JOINED_REFLEXIVE_RE.test(foldText(t.text.toLowerCase())))) && BODY_RE.test(english(i + 1))) {
      let owner: string | undefined;
      let at = -1;
      for (let j = i - 1; j >= Math.max(0, i - 4) && !owner; j--) {
        if (!tokens[j]!.word) { if (/[.,;:!?]/.test(tokens[j]!.text)) break; continue; }
        owner = REFLEXIVE_OWNER[lang]?.[word(j)];
        at = j;
        const joined = JOINED_REFLEXIVE_RE.exec(word(j));
        if (!owner && joined && j === i - 1) {
          // "lavarme el pelo": wash my hair (the verb without its pronoun).
          const reading = readingOf(lex, word(j), tokens[j]!.text.toLowerCase(), true, true);
          owner = reading ? { me: 'my', mi: 'my', te: 'your', ti: 'your', nos: 'our', ci: 'our' }[joined[1]!] : undefined;
          if (owner && reading && free(j)) tokens[j]!.gloss = inflectGloss(reading[1], reading[0].form);
          at = -1;
        }
      }
      if (owner) {
        tokens[i]!.sense = owner;
        // The reflexive pronoun says no more in English ("me fracturé un dedo": fractured my finger), and the French and
        // Italian auxiliary of a reflexive verb is "have" ("je me suis cassé le doigt", "mi sono rotto un dito").
        // (As senses: a phrase of the lexicon that takes them still wins, "me duele la espalda" → my back hurts.)
        if (at >= 0 && free(at)) {
          tokens[at]!.sense = '';
          const aux = { suis: 'have', es: 'have', est: 'has', sommes: 'have', etes: 'have', sono: 'have', sei: 'have', e: 'has', siamo: 'have', siete: 'have' }[word(at + 1)];
          if (aux && (lang === 'fr' || lang === 'it') && free(at + 1)) tokens[at + 1]!.sense = lang === 'it' && word(at + 1) === 'sono' && word(at) === 'mi' && word(at - 1) !== 'io' ? 'i have' : aux;
        }
        continue;
      }
    }
    // "where / what / how" before an infinitive: "where to".
    // (A Spanish "que" asks only when it is written "qué" or follows a verb of knowing: "tengo que lavar" is have to.)
    const asks = w !== 'que' || (lang === 'es' ? tokens[i]!.text.toLowerCase() === 'qué' || /^(?:se|sabe|sabes|sabemos|saben|sabia|idea)$/.test(word(i - 1)) : word(i - 1) === 'o');
    if (WH_WORDS[lang].has(w) && asks && infinitive(i + 1)) {
      if (tokens[i]!.gloss === undefined) tokens[i]!.after = 'to';
      continue;
    }
    if (lang === 'pt') {
      // "estar a" + infinitive, "passar o dia a" + infinitive: an ongoing action.
      if (PT_ONGOING.has(w) && free(i)) {
        let a = i + 1;
        while (a < i + 5 && /^(?:sempre|o|dia|todo|toda|a|vida|tarde|manha|noite|semana|inteiro|inteira)$/.test(word(a)) && !(word(a) === 'a' && infinitive(a + 1))) a++;
        if (word(a) === 'a' && free(a) && infinitive(a + 1)) {
          const verb = english(a + 1);
          if (verb && !/^\^|^(?:i|you|he|she|we|they|it) /.test(verb)) {
            tokens[a]!.gloss = '';
            tokens[a + 1]!.gloss = inflectGloss(verb, 'ing');
            if (w.startsWith('pass') && a > i + 1) tokens[i]!.gloss = w === 'passo' || w === 'passamos' || w === 'passam' ? 'spend' : 'spends';
            else if (!w.startsWith('pass') && !w.startsWith('fic') && !w.startsWith('and') && !w.startsWith('contin')) tokens[i]!.gloss = { estou: 'i am', estamos: 'we are', estao: 'are', estava: 'was', estavam: 'were', estavamos: 'we were', estas: 'are', estavas: 'were' }[w] ?? 'is';
            continue;
          }
        }
      }
      // "ir" + infinitive is the near future ("vou comprar", "vai chover", "meu filho vai começar"): "going to", and
      // "going" before a pastime ("vou acampar" → "i am going camping"), not "go".
      const going = PT_GOING[w];
      // (A phrase of the lexicon that takes both words wins: "vou levar" = i'll take.)
      if (going && free(i) && infinitive(i + 1) && lookup(lex, `${tokens[i]!.text} ${tokens[i + 1]!.text}`, false) === undefined) {
        const next = english(i + 1).replace(/^\^/, '');
        tokens[i]!.gloss = next && verbOfPastime(next) !== next ? going : `${going} to`;
        continue;
      }
      // "viver" + gerund is what keeps happening ("o ralo vive entupindo": the drain keeps clogging), not living.
      const viver = ({ vivo: 'keep', vive: 'keeps', vivem: 'keep', vivemos: 'keep', vivia: 'kept', viviam: 'kept' } as Record<string, string>)[w];
      if (viver && free(i) && tokens[i + 1]?.word && /ndo$/.test(word(i + 1))) { tokens[i]!.gloss = viver; continue; }
      const ficar = PT_FICAR[w];
      if (ficar && free(i) && tokens[i + 1]?.word) {
        const next = english(i + 1);
        if (/ndo$/.test(word(i + 1))) { tokens[i]!.gloss = ficar[0]; continue; }
        if (next && lex.adjectives.has(next) && !lex.attributes.has(next) && !FIT_RE.test(next) && !readsAsVerb(lex, tokens[i + 1]!.text)) { tokens[i]!.gloss = ficar[1]; continue; }
      }
    }
    // Italian "da" before an infinitive is "to" ("regali da incartare": gifts to wrap, "impossibile da lavare").
    // (A sense: a phrase of the lexicon that takes it still wins, "macchina da cucire".)
    if (lang === 'it' && w === 'da' && free(i) && infinitive(i + 1)) { tokens[i]!.sense = 'to'; continue; }
    // German "weiß" before its subject is the verb "know", not the colour ("Das weiß ich nicht", "weiß ich nicht", "Weißt
    // du, ob …"): the subject first, the negation on the verb, a "das"/"es" that opens the clause its object ("i don't
    // know that").
    if (lang === 'de' && /^(?:weiss|weisst|wissen)$/.test(w) && free(i) && free(i + 1) && GERMAN_KNOWERS[word(i + 1)]) {
      const opens = (k: number) => k === 0 || (!tokens[k - 1]!.word && /[.!?¿¡:;,\n]/.test(tokens[k - 1]!.text));
      const object = i > 0 && free(i - 1) && /^(?:das|es)$/.test(word(i - 1)) && opens(i - 1) ? ' that' : '';
      const not = word(i + 2) === 'nicht' && free(i + 2);
      if (object) tokens[i - 1]!.gloss = '';
      if (not) tokens[i + 2]!.gloss = '';
      tokens[i]!.gloss = `${GERMAN_KNOWERS[word(i + 1)]} ${not ? "don't " : ''}know${object}`;
      tokens[i + 1]!.gloss = '';
      i += not ? 2 : 1;
      continue;
    }
    // German verb-second order after a word that opens the clause ("Im Büro ist es so kalt", "Jeden Morgen hab ich …"):
    // the subject before its verb, as English has it (a clause opening with the verb asks: "Ist es wasserdicht?").
    if (lang === 'de' && free(i) && free(i + 1) && i > 0 && tokens.slice(0, i).some((t) => t.word) && !/[.!?¿¡:;\n]/.test(tokens[i - 1]!.word ? '' : tokens[i - 1]!.text)) {
      const inverted = GERMAN_INVERSION[`${w} ${word(i + 1)}`];
      if (inverted) { tokens[i]!.gloss = inverted; tokens[i + 1]!.gloss = ''; i++; continue; }
    }
    // Any other German verb before "ich", "wir" or "du" (verb-second order, or a question opening with its verb): the
    // subject before it ("Jetzt brauche ich einen Gürtel" → now i need), and in a question "do" ("Was brauche ich da?" →
    // what do i need, "Brauche ich eine Jacke?"); a modal asks with its subject after it ("Was kann ich tun?" → what can i).
    const subject = GERMAN_SUBJECTS[word(i + 1)];
    if (lang === 'de' && subject && free(i) && free(i + 1) && !GERMAN_PRONOUNS.test(w) && !/^(?:und|oder|aber|dass|ob|wenn|weil)$/.test(w)) {
      const verb = lookup(lex, tokens[i]!.text, true, true, true)?.replace(/^\^/, '');
      if (verb && /^[a-z]+(?: [a-z]+)?$/.test(verb) && !/^(?:i|you|we|the|a|an|my|your|our|to|of|in|on|and|or|not|no)$/.test(verb) && (readsAsVerb(lex, tokens[i]!.text, false) || lex.verbs.has(w) || GERMAN_AUXILIARIES.test(w))) {
        let a = i;
        while (a > 0 && !(!tokens[a - 1]!.word && /[.!?¿¡:;,\n]/.test(tokens[a - 1]!.text))) a--;
        let b = i + 2;
        while (b < tokens.length && !(!tokens[b]!.word && /[.!?\n]/.test(tokens[b]!.text))) b++;
        const question = (tokens[b]?.text ?? '').includes('?') && (a === i || tokens.slice(a, i).some((t) => t.word && GERMAN_QUESTION_WORDS.has(foldText(t.text.toLowerCase()))));
        const modal = /^(?:can|could|must|should|will|would|may|might|want|would like)$/.test(verb);
        if (question || a < i) {
          tokens[i]!.gloss = question ? (modal ? `${verb} ${subject}` : `do ${subject} ${verb}`) : `${subject} ${verb}`;
          tokens[i + 1]!.gloss = '';
          i++;
          continue;
        }
      }
    }
    // A German question word, a verb and "es" or a "das" standing for a thing ("Wann kommt das an?", "Wie lange hält es?"):
    // "when does it arrive", the English order of a question, with the verb's plain form.
    if (lang === 'de' && i > 0 && (word(i + 1) === 'es' || (word(i + 1) === 'das' && tokens[i + 1]!.sense === 'it')) && tokens[i + 1]!.gloss === undefined && GERMAN_QUESTION_WORDS.has(word(i - 1))) {
      const verb = (tokens[i]!.gloss ?? (free(i) ? lookup(lex, tokens[i]!.text, true, true, true) : undefined))?.replace(/^\^/, '');
      if (verb && /^[a-z]+$/.test(verb) && !MODALS.test(verb) && !/^(?:is|was|has|had|it|the|a|an|to|of|in|and|or|not|no|do|does)$/.test(verb) && (tokens[i]!.gloss !== undefined || readsAsVerb(lex, tokens[i]!.text, false) || lex.verbs.has(w))) {
        const plain = /(?:ss|sh|ch|x|o)es$/.test(verb) ? verb.slice(0, -2) : /[^aeiou]ies$/.test(verb) ? `${verb.slice(0, -3)}y` : /[^su]s$/.test(verb) ? verb.slice(0, -1) : verb;
        tokens[i]!.gloss = `does it ${plain}`;
        tokens[i + 1]!.gloss = '';
        i++;
        continue;
      }
    }
    // Spanish "se la pasa(n)" + gerund: "keeps".
    if (lang === 'es' && w === 'se' && word(i + 1) === 'la' && /^pas(?:a|an|aba|aban)$/.test(word(i + 2)) && /ndo(?:se|me|te|le|les|lo|la|los|las|nos)?$/.test(word(i + 3)) && [i, i + 1, i + 2].every((k) => tokens[k]!.gloss === undefined)) {
      tokens[i]!.gloss = ''; tokens[i + 1]!.gloss = ''; tokens[i + 2]!.gloss = /an$/.test(word(i + 2)) ? 'keep' : 'keeps';
      i += 2;
      continue;
    }
    // Spanish "se me" between a thing and its verb (not after an adverb of time that opens the clause, "hoy", "ayer":
    // withSubjectsBeforeVerbs reads those).
    if (lang === 'es' && w === 'se' && /^(?:me|te|le|nos|les)$/.test(word(i + 1)) && free(i) && free(i + 1) && i > 0 && lex.nounish.has(word(i - 1)) && !ROMANCE_FRONTED_ADVERBS.es!.has(word(i - 1)) && readsAsVerb(lex, tokens[i + 2]?.text ?? '', false)) {
      tokens[i]!.gloss = ''; tokens[i + 1]!.gloss = '';
      i++;
    }
  }
}

/**
 * German separable particles that end a clause after a finite verb ("fasst alles an", "bewahre ich es auf", "schläft
 * nachts nicht durch", "schaut zu viel fern"): the prefixes of the separable verbs of general German grammar (the verbs
 * themselves are in the lexicon, de.ts "separable verbs"), folded.
 */
const PARTICLES = new Set(['ab', 'an', 'auf', 'aus', 'bei', 'durch', 'ein', 'fern', 'mit', 'nach', 'vor', 'weg', 'zu', 'zuruck', 'los', 'fest',
  'her', 'hin', 'raus', 'rein', 'runter', 'rauf', 'hoch', 'weiter', 'zusammen', 'vorbei', 'heim', 'fort', 'um', 'nieder', 'wieder',
  'kaputt', 'heraus', 'herunter', 'hinaus', 'hinein', 'herum', 'rum', 'auseinander', 'dazu', 'hinzu', 'entgegen']);

/** A German finite verb of the third person singular present, folded ("ruft", "schlaft", "fasst"; "du rufst" has its "du"). */
const GERMAN_THIRD_PERSON_RE = /t$/;

/**
 * The English of a German finite verb form `folded` read as `english` (the lexicon's infinitive gloss): the third
 * person singular takes -s ("er ruft … an" → "calls"); after "nicht" it is negated the English way ("er schläft nachts
 * nicht durch" → "doesn't sleep through"). `subject` is the folded subject before or after it, when one is known.
 */
function germanFiniteGloss(english: string, folded: string, negated: boolean, subject = ''): string {
  const bare = english.replace(/^\^/, '');
  const third = !/^(?:ich|du|wir|ihr)$/.test(subject) && GERMAN_THIRD_PERSON_RE.test(folded);
  if (negated) return `${third ? "doesn't" : "don't"} ${bare}`;
  return third ? thirdPersonGloss(bare) : bare;
}

/**
 * German separable verbs split around their clause ("Mein Baby fasst alle Steckdosen an" = anfassen, touch; "Wie
 * bewahre ich es auf?" = aufbewahren, keep; "Zieh mir 20 % ab" = abziehen): a particle that ends a clause and a verb
 * form earlier in it that, with the particle in front, is a verb of the lexicon (the nearest such form before the
 * particle; an imperative stem counts: "zieh", "trag") are read as that verb, in the form it has (the third person
 * takes -s), and the particle is dropped; "nicht" right before the particle negates it ("er schläft nachts nicht durch"
 * → "doesn't sleep through"). A particle that is also the clause's preposition ("durch den Wecker durch") is dropped
 * with the verb read alone when the joined verb is unknown. Particles of verbs the lexicon does not know stay as they are.
 */
function markSeparableVerbs(lex: Lexicon, tokens: Token[]): void {
  let start = 0;
  for (let i = 0; i <= tokens.length; i++) {
    // A particle also ends its clause before "und"/"oder"/"aber" ("Wir ziehen nächsten Monat um und brauchen …").
    const end = i === tokens.length || (!tokens[i]!.word && /[.,;!?:]/.test(tokens[i]!.text))
      || (tokens[i]!.word && /^(?:und|oder|aber|denn|sondern)$/i.test(tokens[i]!.text) && i > start && PARTICLES.has(foldText(tokens[i - 1]!.text)));
    if (!end) continue;
    let last = i - 1;
    while (last >= start && !tokens[last]!.word) last--;
    const particle = last > start ? foldText(tokens[last]!.text) : '';
    if (PARTICLES.has(particle) && tokens[last]!.gloss === undefined) {
      // "durch den Wecker durch": the particle repeats the clause's preposition, the verb is read alone.
      if (tokens.slice(start, last).some((t) => t.word && foldText(t.text.toLowerCase()) === particle)) { tokens[last]!.gloss = ''; start = i + 1; continue; }
      const negation = last - 1 > start && tokens[last - 1]!.word && tokens[last - 1]!.gloss === undefined && foldText(tokens[last - 1]!.text) === 'nicht' ? last - 1 : -1;
      for (let j = last - 1; j >= start; j--) {
        const t = tokens[j]!;
        if (!t.word || t.gloss !== undefined || /^\p{Lu}/u.test(t.text) && j > start) continue;
        const w = foldText(t.text);
        const readings = [{ lemma: w, form: 'base' as const }, ...analyzeWord('de', w, t.text.toLowerCase(), true).filter((a) => a.verb && !a.final),
          ...(j === start ? [{ lemma: `${w}en`, form: 'base' as const }, { lemma: `${w}n`, form: 'base' as const }] : [])];
        const verb = readings.find((a) => lex.verbs.has(`${particle}${a.lemma}`));
        if (!verb) continue;
        const english = lex.folded.get(`${particle}${verb.lemma}`)!;
        const subject = foldText((tokens[j - 1]?.word ? tokens[j - 1]!.text : '').toLowerCase());
        const after = foldText((tokens[j + 1]?.word ? tokens[j + 1]!.text : '').toLowerCase());
        const pronoun = /^(?:ich|du|er|sie|es|wir|ihr|man)$/.test(subject) ? subject : /^(?:ich|du|er|sie|es|wir|ihr|man)$/.test(after) ? after : '';
        t.gloss = verb.form === 'base' && j > start ? germanFiniteGloss(english, w, negation >= 0, pronoun)
          : inflectGloss(english, verb.form).replace(/^\^/, '');
        if (negation >= 0 && verb.form === 'base' && j > start) tokens[negation]!.gloss = '';
        tokens[last]!.gloss = '';
        break;
      }
    }
    start = i + 1;
  }
}

/** German subject pronouns after a fronted object (verb-second order), with their English ("Sie" capitalised mid-clause). */
const FRONTED_SUBJECTS: Record<string, string> = { ich: 'i', du: 'you', ihr: 'you', wir: 'we', Sie: 'you' };
/** German determiners that open a noun phrase put first in its clause ("Den Rucksack", "Die blaue Jacke", "Das zweite"), folded. */
const GERMAN_DETERMINERS = /^(?:der|die|das|den|dem|ein|eine|einen|einem|mein|meine|meinen|meinem|dein|deine|deinen|euer|eure|euren|unser|unsere|unseren|diese|diesen|dieses|dieser)$/;
/** German dative pronouns that follow the subject ("schickt ihr mir …"), which stay before the moved object. */
const GERMAN_DATIVES = /^(?:mir|dir|uns|euch|ihm|ihnen)$/;

/** German modal verbs, finite (folded), that an infinitive opening the clause goes with ("Löten kann ich nicht"). */
const GERMAN_MODALS = new Set(['kann', 'konnen', 'kannst', 'konnt', 'konnte', 'konnten', 'konnte', 'mag', 'mogen', 'magst', 'will', 'wollen', 'willst',
  'wollte', 'muss', 'mussen', 'musst', 'musste', 'darf', 'durfen', 'darfst', 'soll', 'sollen', 'sollte', 'mochte', 'mochten', 'wurde', 'wurden']);
/** German subject pronouns after a modal in verb-second order (folded). */
const GERMAN_SUBJECT_PRONOUNS = new Set(['ich', 'wir', 'du', 'man', 'er', 'sie', 'ihr', 'es']);

/**
 * A German clause opened by an infinitive, its modal and subject after it ("Löten kann ich nicht", "Kochen mag ich gar
 * nicht", "Schlafen kann ich seit Wochen kaum"): the infinitive is the topic, put first. English puts the subject, the
 * modal and the verb in that order ("i can not solder", "i can hardly sleep for weeks"): the infinitive moves to the end
 * of its clause, where {@link moveFinalVerbs} reads it after the modal, and the subject before the modal. An infinitive
 * the lexicon lists as a verb (`^`), as typed or folded; not a question ("Kochen kann ich?" stays).
 */
function withFrontedInfinitivesMoved(lex: Lexicon, tokens: Token[]): Token[] {
  const out = tokens.slice();
  const word = (k: number) => (out[k]?.word ? foldText(out[k]!.text.toLowerCase()) : '');
  for (let i = 0; i + 2 < out.length; i++) {
    if (!(i === 0 || (!out[i - 1]!.word && /[.!?;:\n–—-]/.test(out[i - 1]!.text)))) continue;
    const inf = out[i]!;
    if (!inf.word || inf.gloss !== undefined || !/en$|ern$|eln$/.test(word(i)) || !(lex.folded.get(word(i)) ?? '').startsWith('^')) continue;
    if (!GERMAN_MODALS.has(word(i + 1)) || !GERMAN_SUBJECT_PRONOUNS.has(word(i + 2)) || out[i + 1]!.gloss !== undefined || out[i + 2]!.gloss !== undefined) continue;
    let end = i + 3;
    while (end < out.length && !( !out[end]!.word && /[.,;!?:\n–—]/.test(out[end]!.text))) end++;
    if ((out[end]?.text ?? '').includes('?')) continue;
    const [infinitive, modal, subject] = out.splice(i, 3);
    out.splice(i, 0, subject!, modal!);
    out.splice(end - 1, 0, { ...infinitive!, text: infinitive!.text.toLowerCase() });
    i = end;
  }
  return out;
}

/**
 * German verb-second order with the object first ("Den Rucksack schickt ihr mir bis Freitag?", "Die Hose schicke ich
 * zurück", "Das zweite nehme ich") or the participle first ("Bestellt habe ich am Montag"): English puts the subject
 * first, then the verb, then the object ("you send me the backpack by friday", "i return the pants", "i ordered on
 * monday"). The noun phrase that opens the clause (a determiner, its adjectives or ordinal, the noun) moves after the
 * verb, its subject pronoun and a dative pronoun; the verb takes the subject ("do" before it in a question). Returns
 * the tokens reordered.
 */
function withFrontedObjectsMoved(lex: Lexicon, tokens: Token[]): Token[] {
  const out = tokens.slice();
  const word = (k: number) => (out[k]?.word ? foldText(out[k]!.text) : '');
  for (let start = 0; start < out.length; start++) {
    if (!(start === 0 || (!out[start - 1]!.word && /[.,;!?:\n]/.test(out[start - 1]!.text))) || !out[start]!.word) continue;
    let end = start;
    while (end < out.length && !(!out[end]!.word && /[.,;!?:\n]/.test(out[end]!.text))) end++;
    const question = (out[end]?.text ?? '').includes('?');
    // The participle first: "Bestellt habe ich am Montag" → "i ordered on monday".
    const first = out[start]!;
    const aux = word(start + 1);
    const pronoun = out[start + 2]?.word ? out[start + 2]!.text : '';
    const subject = FRONTED_SUBJECTS[pronoun === 'Sie' ? pronoun : pronoun.toLowerCase()];
    if (first.gloss === undefined && subject && /^(?:habe|hab|hast|haben|habt|bin|bist|sind|seid)$/.test(aux) && out[start + 1]!.gloss === undefined && out[start + 2]!.gloss === undefined) {
      // (A participle the lexicon lists with its clause-final mark, "bestellt" = ^ordered, or one read by rule.)
      const own = lex.exact.get(first.text.toLowerCase()) ?? lex.folded.get(foldText(first.text));
      const reading = analyzeWord('de', foldText(first.text), first.text.toLowerCase(), true).find((a) => a.verb && a.form === 'participle' && lex.verbs.has(a.lemma));
      const english = own?.startsWith('^') && /^\^[a-z]+ed$/.test(own) ? own.slice(1) : reading ? inflectGloss(lex.folded.get(reading.lemma)!.replace(/^\^/, ''), 'past') : undefined;
      if (english && /^[a-z]+(?: [a-z]+)?$/.test(english)) {
        first.gloss = `${subject} ${english}`;
        out[start + 1]!.gloss = ''; out[start + 2]!.gloss = '';
        continue;
      }
    }
    // The object first: a determiner, lower-case words (adjectives, an ordinal), at most one capitalised noun.
    if (!GERMAN_DETERMINERS.test(word(start)) || first.gloss !== undefined) continue;
    // (The verb is the word before the subject pronoun; the words between the determiner and it are lower case but
    // for the noun, which ends the phrase.)
    let v = start + 2;
    while (v + 1 < end && v < start + 5 && !(out[v + 1]!.word && FRONTED_SUBJECTS[out[v + 1]!.text === 'Sie' ? 'Sie' : out[v + 1]!.text.toLowerCase()])) v++;
    if (v + 1 >= end || v >= start + 5) continue;
    const inner = out.slice(start + 1, v);
    if (!inner.every((t, k) => t.word && t.gloss === undefined && (t.text === t.text.toLowerCase() || k === inner.length - 1))) continue;
    const verb = out[v]!;
    const p = out[v + 1]!;
    const who = p.word ? FRONTED_SUBJECTS[p.text === 'Sie' ? p.text : p.text.toLowerCase()] : undefined;
    if (!who || !verb.word || /^\p{Lu}/u.test(verb.text) || p.gloss !== undefined) continue;
    const english = (verb.gloss ?? lookup(lex, verb.text, true, true, true))?.replace(/^\^/, '');
    if (!english || !/^[a-z]+(?: [a-z]+)?$/.test(english) || /^(?:i|you|we|he|she|it|they|the|a|an|my|your|to|of|in|and|not|no|is|are|am)\b/.test(english) || (!readsAsVerb(lex, verb.text, false) && !lex.verbs.has(word(v)) && verb.gloss === undefined && !MODALS.test(english.split(' ')[0]!))) continue;
    const modal = MODALS.test(english.split(' ')[0]!);
    verb.gloss = question ? (modal ? `${english.split(' ')[0]} ${who}${english.includes(' ') ? english.slice(english.indexOf(' ')) : ''}` : `do ${who} ${english}`) : `${who} ${english}`;
    p.gloss = '';
    let after = v + 2;
    if (after < end && out[after]!.word && GERMAN_DATIVES.test(word(after))) after++;
    const phrase = out.splice(start, v - start);
    out.splice(after - phrase.length, 0, ...phrase);
    start = end - 1;
  }
  return out;
}

/** German prepositions that open an adverbial put first in its clause ("Im Keller", "Am Wochenende", "Nach fünf Stunden"), folded. */
const FRONTED_PREPOSITIONS = new Set(['in', 'im', 'am', 'an', 'auf', 'aus', 'bei', 'beim', 'mit', 'nach', 'seit', 'vor', 'zum', 'zur', 'fur', 'unter', 'uber', 'um', 'ohne', 'wahrend', 'vom', 'von', 'ins', 'hinter', 'neben', 'zwischen', 'gegen']);
/** German adverbs of time, place and manner that open a clause in verb-second order ("Jetzt rutscht mir die Hose"), folded. */
const FRONTED_ADVERBS = new Set(['heute', 'morgen', 'gestern', 'jetzt', 'nun', 'abends', 'morgens', 'nachts', 'mittags', 'nachmittags', 'tagsuber', 'dann', 'danach', 'hier', 'dort', 'drinnen', 'draußen', 'draussen', 'oft', 'manchmal', 'immer', 'leider', 'zuhause', 'deshalb', 'deswegen', 'daher', 'ausserdem', 'trotzdem', 'sonst', 'bald', 'inzwischen', 'mittlerweile', 'seitdem', 'damals', 'fruher', 'endlich', 'jeden', 'neulich', 'letztens', 'bisher', 'zuerst', 'meistens', 'standig', 'plotzlich', 'taglich', 'wochentags', 'unterwegs']);
/** German coordinating conjunctions after which a clause in verb-second order starts ("und jetzt rutscht …"), folded. */
const GERMAN_COORDINATORS = new Set(['und', 'aber', 'denn', 'doch', 'oder']);

/**
 * German verb-second order after an adverbial put first ("Im Winter friert mein Hund draußen", "Nach fünf Stunden ist
 * mein Rücken hinüber", "Jetzt rutscht mir die Hose", "Im Sommer schwitze ich sehr"): word by word it read "in the
 * winter is cold my dog", "now slips me the pants". English keeps the adverbial first and puts the subject before the
 * verb ("in the winter my dog is cold", "now the pants slip"). The adverbial is a preposition with its noun phrase (up
 * to its capitalised noun) or one adverb of time, place or manner; the verb is the lower-case word after it; the subject
 * a pronoun or a noun phrase (a determiner, lower-case words, its capitalised noun and a genitive after it: "das Kabel
 * meiner Kopfhörer"), with a dative or reflexive pronoun before it kept after the verb. A full verb the lexicon does not list in that form takes the person of its subject; a pair the
 * lexicon reads as a phrase ("gibt es" = is there) stays. Returns the tokens reordered.
 */
function withFrontedAdverbialsMoved(lex: Lexicon, tokens: Token[]): Token[] {
  const out = tokens.slice();
  const word = (k: number) => (out[k]?.word ? foldText(out[k]!.text.toLowerCase()) : '');
  const free = (k: number) => !!out[k]?.word && out[k]!.gloss === undefined;
  const capital = (k: number) => !!out[k]?.word && /^\p{Lu}/u.test(out[k]!.text);
  for (let start = 0; start < out.length; start++) {
    const opens = start === 0 || (!out[start - 1]!.word && /[.;!?:\n–—-]/.test(out[start - 1]!.text)) || GERMAN_COORDINATORS.has(word(start - 1));
    // (The adverbial may be read already: "Nach fünf Stunden" is a span of time.)
    if (!opens || !out[start]!.word) continue;
    // The adverbial: an adverb, or a preposition, a determiner or number and lower-case words, and its noun.
    let v = -1;
    // (An adverb with its part of the day: "Heute Abend", "Morgen früh".)
    if (FRONTED_ADVERBS.has(word(start))) v = /^(?:abend|morgen|nachmittag|mittag|nacht|fruh)$/.test(word(start + 1)) ? start + 2 : start + 1;
    else if (FRONTED_PREPOSITIONS.has(word(start))) {
      for (let k = start + 1; k < out.length && k <= start + 4; k++) {
        if (!out[k]!.word) break;
        if (capital(k)) { v = k + 1; break; }
      }
    }
    if (v < 0 || !free(v) || capital(v)) continue;
    const verb = out[v]!;
    const folded = word(v);
    // The subject after the verb (a dative pronoun may come first: "rutscht mir die Hose").
    let s = v + 1;
    if (/^(?:mir|dir|uns|euch|ihm|ihnen|sich|mich|dich)$/.test(word(s))) s++;
    if (!free(s)) continue;
    let subjectEnd = -1;
    const pronoun = word(s);
    const pronounSubject0 = (end: number) => end === s + 1;
    if (GERMAN_PRONOUNS.test(pronoun) && !(pronoun === 'sie' && capital(s) && s !== start)) subjectEnd = s + 1;
    else if (GERMAN_DETERMINERS.test(pronoun)) {
      for (let k = s + 1; k < out.length && k <= s + 3; k++) {
        if (!out[k]!.word) break;
        if (capital(k)) { subjectEnd = k + 1; break; }
      }
    }
    if (subjectEnd < 0) continue;
    // (A genitive after the noun goes with it: "das Kabel meiner Kopfhörer".)
    if (!pronounSubject0(subjectEnd) && /^(?:des|der|meiner|meines|deiner|deines|seiner|seines|ihrer|ihres|unserer|eines|einer)$/.test(word(subjectEnd))) {
      for (let k = subjectEnd + 1; k < out.length && k <= subjectEnd + 3; k++) {
        if (!out[k]!.word) break;
        if (capital(k)) { subjectEnd = k + 1; break; }
      }
    }
    // (A pair the lexicon reads as one phrase stays: "gibt es" = is there, "geht es" = is it possible.)
    if (lookup(lex, `${verb.text} ${out[v + 1]!.text}`, false) !== undefined) continue;
    const aux = GERMAN_AUXILIARIES.test(folded);
    const own = lex.exact.get(verb.text.toLowerCase()) ?? lex.folded.get(folded);
    const reading = analyzeWord('de', folded, verb.text.toLowerCase(), true).find((a) => a.verb && !a.final && a.form === 'base' && lex.verbs.has(a.lemma));
    // The lexicon's own English when it is a finite verb ("friert" = is cold, "hält" = keeps), or any plain English
    // before a pronoun subject, where the word between the adverbial and the pronoun is the verb ("schwitze ich").
    const pronounSubject = subjectEnd === s + 1;
    const finite = own !== undefined && !own.startsWith('^') && (/^(?:is|are|am|has|have|gets|[a-z]+s)(?: [a-z]+)*$/.test(own) || (pronounSubject && /^[a-z]+(?: [a-z]+)*$/.test(own) && !FUNCTION_WORDS.en!.has(own)));
    if (!aux && !finite && !reading) continue;
    if (!aux && !finite && reading) {
      const english = lex.folded.get(reading.lemma)!;
      verb.gloss = germanFiniteGloss(english, folded, false, pronounSubject ? (pronoun === 'man' ? 'du' : pronoun) : 'er');
    }
    // (The pronoun moved before its verb is read alone, not as a phrase with the noun before it, unless it makes one
    // with its verb: "ich suche" = i am looking for.)
    const english = pronounSubject ? ({ ich: 'i', du: 'you', er: 'he', es: 'it', wir: 'we', man: 'you' } as Record<string, string>)[pronoun] : undefined;
    if (english !== undefined && lookup(lex, `${out[s]!.text} ${verb.text}`, false) === undefined) out[s]!.gloss = english;
    // Verb (and dative) after the subject.
    const moved = out.splice(v, s - v);
    out.splice(subjectEnd - moved.length, 0, ...moved);
    start = subjectEnd - 1;
  }
  return out;
}

/** German conjunctions that open a clause with its finite verb at the end ("weil er nachts nicht durchschläft"), folded. */
const SUBORDINATORS = new Set(['weil', 'dass', 'dass', 'wenn', 'ob', 'obwohl', 'damit', 'bevor', 'nachdem', 'falls', 'sobald', 'sodass', 'solange', 'seitdem', 'wahrend', 'bis']);
/** German auxiliaries and modals a subordinate clause ends with (folded): "nicht" follows them in English ("is not"). */
const GERMAN_AUXILIARIES = /^(?:ist|sind|bin|bist|war|waren|wird|werden|hat|habe|haben|hast|hatte|hatten|kann|kannst|konnen|konnte|will|willst|wollen|muss|musst|mussen|soll|sollen|darf|durfen|mochte|mochten|wurde|wurden)$/;
/** German subject pronouns (folded). */
const GERMAN_PRONOUNS = /^(?:ich|du|er|sie|es|wir|ihr|man)$/;

/** Prepositions before a German relative pronoun after a comma (", mit dem er spielen kann"), folded. */
const GERMAN_PREPOSITIONS_BEFORE_RELATIVES: Record<string, true> = Object.fromEntries(['mit', 'auf', 'in', 'an', 'aus', 'bei', 'von', 'zu', 'fur', 'uber', 'unter', 'um', 'durch', 'ohne', 'gegen', 'hinter', 'neben', 'vor', 'zwischen', 'nach'].map((p) => [p, true]));
/** German relative pronouns that can be the subject of their clause (folded): der, die, das; "was" after "etwas". */
const GERMAN_SUBJECT_RELATIVES = new Set(['der', 'die', 'das', 'was']);
/** German relative pronouns that are never its subject (folded). */
const GERMAN_OBJECT_RELATIVES = new Set(['den', 'dem', 'denen']);

/**
 * Whether the word at `c` opens a German relative clause: der/die/das/den/dem/denen/deren/dessen/was right after a
 * comma (or after a comma and a preposition: ", mit dem er draußen spielen kann"), after a word it tells more of, and
 * not an article — the next word is no noun (capitalised) and no adjective before one (", die Hose passt", ", die
 * kleine Tasche passt" are clauses of their own). 'subject': a pronoun that can be the clause's subject ("eine Jacke,
 * die wasserdicht ist"); 'object': one that cannot ("der Pullover, den ich bestellt habe"); 'whose': deren, dessen;
 * 'main': a pronoun followed by its verb, a clause in main-clause order ("die zerläuft nicht": that melts not);
 * undefined: no relative pronoun.
 */
function germanRelative(lex: Lexicon, tokens: Token[], c: number): 'subject' | 'object' | 'whose' | 'main' | undefined {
  const t = tokens[c]!;
  if (!t.word || t.gloss !== undefined || /^\p{Lu}/u.test(t.text)) return undefined;
  const w = foldText(t.text.toLowerCase());
  const whose = w === 'deren' || w === 'dessen';
  if (!GERMAN_SUBJECT_RELATIVES.has(w) && !GERMAN_OBJECT_RELATIVES.has(w) && !whose) return undefined;
  const comma = (k: number) => k >= 1 && !tokens[k]!.word && tokens[k]!.text.trim() === ',' && !!tokens[k - 1]!.word;
  const afterPreposition = c >= 2 && tokens[c - 1]!.word && GERMAN_PREPOSITIONS_BEFORE_RELATIVES[foldText(tokens[c - 1]!.text.toLowerCase())] !== undefined && comma(c - 2);
  if (!comma(c - 1) && !afterPreposition) return undefined;
  // ("was" only after a pronoun of things: "etwas, was lange hält", "alles, was".)
  if (w === 'was' && !/^(?:etwas|alles|nichts|vieles|einiges|das)$/i.test(tokens[c - 2]!.text)) return undefined;
  const next = tokens[c + 1];
  if (!next?.word) return undefined;
  if (whose) return 'whose';
  if (/^\p{Lu}/u.test(next.text)) return undefined;
  const after = tokens[c + 2];
  const english = lookup(lex, next.text, true);
  if (after?.word && /^\p{Lu}/u.test(after.text) && english !== undefined && (lex.adjectives.has(english) || lex.attributes.has(english) || QUALITIES.has(english))) return undefined;
  // A finite verb right after it: the clause is in main-clause order.
  if (!afterPreposition && GERMAN_SUBJECT_RELATIVES.has(w) && w !== 'was' && !GERMAN_PRONOUNS.test(foldText(next.text.toLowerCase())) && analyzeWord('de', foldText(next.text.toLowerCase()), next.text.toLowerCase(), true).some((a) => a.verb && a.form === 'base' && lex.verbs.has(a.lemma)) && GERMAN_THIRD_PERSON_RE.test(foldText(next.text.toLowerCase()))) return 'main';
  return GERMAN_SUBJECT_RELATIVES.has(w) && !afterPreposition ? 'subject' : 'object';
}

/**
 * A German subordinate clause puts its finite verb last ("weil er nachts nicht durchschläft", "dass das Paket schon
 * angekommen ist"); English puts it after the subject. The last word of a clause opened by a subordinating
 * conjunction, when it reads as a verb, moves right after the clause's subject (a pronoun, or the first capitalised
 * noun after an article), with a "nicht" before it: a full verb is negated the English way ("because he doesn't sleep
 * through at night"), an auxiliary or modal keeps "not" after it ("because it is not …"). A clause-final participle or
 * infinitive left at the end then moves after its auxiliary as in a main clause ({@link moveFinalVerbs}).
 */
function reorderSubordinateClauses(lex: Lexicon, tokens: Token[]): void {
  for (let c = 0; c < tokens.length; c++) {
    const relative = germanRelative(lex, tokens, c);
    if (relative === 'main') { tokens[c]!.gloss = 'that'; continue; }
    if (!tokens[c]!.word || (!relative && !SUBORDINATORS.has(foldText(tokens[c]!.text.toLowerCase())))) continue;
    let end = c + 1;
    while (end < tokens.length && !(!tokens[end]!.word && /[.,;!?:()]/.test(tokens[end]!.text)) && !(tokens[end]!.word && /^(?:und|oder|aber|sondern)$/i.test(tokens[end]!.text))) end++;
    const last = end - 1;
    if (last - c < (relative ? 2 : 3) || !tokens[last]!.word || tokens[last]!.gloss !== undefined || /^\p{Lu}/u.test(tokens[last]!.text)) continue;
    const verbText = tokens[last]!.text;
    const folded = foldText(verbText.toLowerCase());
    const aux = GERMAN_AUXILIARIES.test(folded);
    // (A finite verb the lexicon lists in its third person, "hält" = keeps, which inflection does not read.)
    const own = lex.exact.get(verbText.toLowerCase());
    const listed = !aux && own !== undefined && /^[a-z]+s$/.test(own) && GERMAN_THIRD_PERSON_RE.test(folded);
    if (!aux && !listed && !readsAsVerb(lex, verbText, false)) continue;
    if (!aux && !listed && !analyzeWord('de', folded, verbText.toLowerCase(), true).some((a) => a.verb && !a.final && lex.verbs.has(a.lemma))) continue;
    // The subject: a pronoun right after the conjunction, else a capitalised noun (after its article and adjectives).
    const first = foldText(tokens[c + 1]!.text.toLowerCase());
    let subject = -1;
    if (tokens[c + 1]!.word && GERMAN_PRONOUNS.test(first)) subject = c + 1;
    // (A relative pronoun of the subject's case is the subject: "eine Jacke, die wasserdicht ist" → that is waterproof.)
    // (Also before an object with its article: "eine Flasche, die das Wasser kalt hält" → that keeps the water cold.)
    else if (relative === 'subject') subject = c;
    else {
      for (let k = c + 1; k < last && k <= c + 4; k++) if (tokens[k]!.word && /^\p{Lu}/u.test(tokens[k]!.text)) { subject = k; break; }
    }
    if (subject < 0 || subject >= last - (relative ? 0 : 1) || (relative && subject === last)) continue;
    if (relative) tokens[c]!.gloss = relative === 'whose' ? 'whose' : GERMAN_PREPOSITIONS_BEFORE_RELATIVES[foldText(tokens[c - 1]!.text.toLowerCase())] !== undefined ? 'which' : 'that';
    const negated = tokens[last - 1]!.word && foldText(tokens[last - 1]!.text.toLowerCase()) === 'nicht' && last - 1 > subject + 1;
    const verb = tokens[last]!;
    // (A separable particle before it makes one verb with it, which markSeparableVerbs reads once the verb is moved:
    // "das nicht kaputt geht" → "das geht nicht kaputt" → doesn't break.)
    const particle = foldText(tokens[last - 1]!.text.toLowerCase());
    const separable = !aux && PARTICLES.has(particle) && analyzeWord('de', folded, verbText.toLowerCase(), true).some((a) => a.verb && lex.verbs.has(`${particle}${a.lemma}`));
    // (A particle and the verb the lexicon has as one phrase stay as they are: "kaputt geht" = breaks.)
    if (lookup(lex, `${tokens[last - 1]!.text} ${verbText}`, false) !== undefined) continue;
    // ("schläft" = sleeps, after "man", "ich", "wir" or "du": sleep.)
    if (listed && !negated) verb.gloss = subject === c + 1 && /^(?:man|ich|du|wir|ihr)$/.test(first) ? own.replace(/ies$/, 'y').replace(/(ss|sh|ch|x|o)es$/, '$1').replace(/s$/, '') : own;
    else if (listed) continue;
    else if (!aux && !separable) {
      // The English of the verb's lemma, so that it takes the person and negation of the clause ("schläft" → sleep).
      const lemma = analyzeWord('de', folded, verbText.toLowerCase(), true).find((a) => a.verb && !a.final && lex.verbs.has(a.lemma))?.lemma;
      const english = lemma === undefined ? undefined : lex.folded.get(lemma);
      if (!english) continue;
      // ("man" is the English "you": "die man einfach aufsteckt" → that you simply push on.)
      const pronoun = subject === c + 1 ? (first === 'man' ? 'du' : first) : 'er';
      verb.gloss = germanFiniteGloss(english, folded, negated, pronoun);
    }
    const moved = negated ? (aux ? [verb, tokens[last - 1]!] : [verb]) : [verb];
    if (negated && !aux) tokens[last - 1]!.gloss = '';
    tokens.splice(negated && aux ? last - 1 : last, negated && aux ? 2 : 1);
    tokens.splice(subject + 1, 0, ...moved);
    c = end - 1;
  }
}

/**
 * English negation in the order English reads it: a Romance "no quiero" glossed "not i want" becomes "i don't want",
 * "not i can" "i can't", "not i am" "i am not"; a French or German verb before its negation ("je sais pas", "ich weiß
 * nicht": "i know not") becomes "i don't know".
 */
function withNegation(text: string): string {
  return text
    .replace(/\bnot (i|we|you|they) (am|are|can)\b/g, (_, who: string, verb: string) => (verb === 'can' ? `${who} can't` : `${who} ${verb} not`))
    .replace(/\bnot (i|we|you|they) (?!(?:am|are|can|could|will|would|should|must|do|don't|did|have to|had)\b)([a-z]+)/g, "$1 don't $2")
    .replace(/\b(i|we|you|they) (?!(?:am|are|can|could|will|would|should|must|do|have|had|was|were)\b)([a-z]+) not\b/g, "$1 don't $2");
}

/** Portuguese spoken contractions of "para" (with an article), and the written words the lexicon's phrases have. */
const PT_PARA: Record<string, string> = { pra: 'para', pras: 'para as', pro: 'para o', pros: 'para os' };

/** Contractions of "of" with an article ("del", "della", "du"), folded as typed, whose English is "of the". */
const OF_THE_RE = /^(?:del|dello|della|dell'|dei|degli|delle|du)$/i;

/** English adjectives of a season, which go before any noun they qualify ("vacanze estive", "guardaroba autunnale"). */
const SEASON_RE = /^(?:summer|winter|fall|spring|autumn)$/;

/** English glosses that open a German clause with a modal or auxiliary (a clause-final verb moves after it). */
const MODAL_RE = /^(?:i would like|i want|i want to buy|would like|want|(?:can|could|may|must|should|shall|will|would) (?:i|we|you)|can|could|must|need|i need|i have|have|should|will|may|(?:(?:i|we|you|they|it) )?(?:still )?(?:haven't|hasn't)|(?:we|they|you) have|(?:he|she) has)$/;

/** Gloss a message into English. English (or a language without a lexicon) is returned unchanged. */
export function glossToEnglish(text: string, lang: string): Gloss {
  if (!(lang in LEXICON_LANGUAGES)) return { text, known: 0, words: 0, unknown: [] };
  const l = lang as LexiconLanguage;
  // (German compounds would split an English name again: "Switzerland" → switzer + land.)
  if (l !== 'de') text = withEnglishCountryNames(text, l, lexiconOf(l));
  // A decimal comma ("1,5 pulgadas", "1,98 m", "25,50 €"): these languages write thousands with a dot or a space, so a
  // comma between digits is the decimal point English search and constraint parsing read.
  text = withDigitHeights(text.replace(/(\d),(\d{1,2})(?![\d,])/g, '$1.$2'));
  const lex = lexiconOf(l);
  let tokens = tokenize(text, lex).map((t) => {
    const plain = t.word && t.text.length > 5 ? undiminish(lex, t.text) : t.text;
    return plain === t.text ? t : { ...t, plain };
  });
  const out: Out[] = [];
  let known = 0, words = 0;
  const unknown: string[] = [];
  // (A phrase of the lexicon with the number and its unit, from the number or the word before it, keeps its words:
  // "de duas peças" is two-piece; a span of time stays in digits for markTimeSpans: "nach zwei Wochen".)
  const phraseAt = (from: number, n: number) => {
    const span = tokens.slice(Math.max(0, from), from + n);
    const english = from >= 0 && span.length === n && span.every((t) => t.word) ? lex.folded.get(foldText(span.map((t) => t.text).join(' ').toLowerCase())) : undefined;
    return english !== undefined && !/\b(?:second|minute|hour|day|week|month|year)s?\b/.test(english);
  };
  if (l === 'es' || l === 'it') tokens = withDislocatedObjectsMoved(lex, tokens);
  markMeasures(l, tokens, (i, n) => phraseAt(i, n) || phraseAt(i - 1, n + 1));
  markTimeSpans(lex, tokens);
  markDeadlines(lex, tokens);
  markNotYet(lex, tokens);
  markCompoundPast(lex, tokens);
  markBeCompoundPast(lex, tokens);
  markTheyDidToMe(lex, tokens);
  markSuperlatives(lex, tokens);
  markEstCeQue(lex, tokens);
  markPainOfBody(lex, tokens);
  markDativeLikes(lex, tokens);
  markDativeOwners(lex, tokens);
  markAgain(lex, tokens);
  markRelativeClauses(lex, tokens);
  markWorkingAs(lex, tokens);
  if (l === 'de') markGermanPronounWelche(tokens);
  if (l === 'fr' || l === 'it') markNoLonger(l, tokens, lex);
  if (l === 'de') reorderSubordinateClauses(lex, tokens);
  if (l === 'de') markSeparableVerbs(lex, tokens);
  if (l === 'de') tokens = withFrontedInfinitivesMoved(lex, tokens);
  if (l === 'de') tokens = withFrontedObjectsMoved(lex, tokens);
  if (l === 'de') tokens = withFrontedAdverbialsMoved(lex, tokens);
  markIrregularPreterites(lex, tokens);
  markSenses(l, tokens);
  markContextWords(lex, tokens);
  moveCliticsAfterVerbs(lex, tokens);
  markSituationTurns(lex, tokens);
  tokens = withSubjectsBeforeVerbs(lex, tokens);
  tokens = withFirstPersonSubjects(lex, tokens);
  markQuestionsToTheStore(lex, tokens);
  markStatedHave(lex, tokens);
  for (let i = 0; i < tokens.length;) {
    const t = tokens[i]!;
    if (!t.word) { out.push({ text: t.text, word: false }); i++; continue; }
    if (t.gloss !== undefined) {
      words++; known++; i++;
      // (A gloss set with a leading ^ is a German clause-final verb, as in the lexicon.)
      const final = t.gloss.startsWith('^');
      const text = t.gloss.replace(/^\^/, '');
      // (A French "de" set to "of" after a noun joins a compound as the lexicon's "de" does: see nounCompounds.)
      if (text) out.push({ text: t.object ? withObject(text, t.object) : text, word: true, known: true, ...(final ? { verbFinal: true } : {}), ...(text === 'of' && /^de$/i.test(t.text) ? { of: true } : {}) });
      continue;
    }
    if (likelyName(l, tokens, i) && /^\p{Lu}/u.test(tokens[i + 1]?.text ?? '') && !lex.folded.has(foldText(`${t.text} ${tokens[i + 1]!.text}`.toLowerCase()))) {
      // Two capitalised words inside a sentence are a name ("São Paulo", "Buenos Aires"), kept as typed.
      for (const name of [t, tokens[i + 1]!]) { words++; unknown.push(name.text); out.push({ text: name.text, word: true }); }
      i += 2;
      continue;
    }
    // A capitalised word after a preposition of where to ("pra Recife", "nach Hamburg", "a Salamanca", "à Nice") is a
    // place, kept as typed, not the common noun it also is (reef, hamburger).
    if ((likelyName(l, tokens, i) || (l === 'de' && /^\p{Lu}/u.test(t.text) && tokens[i - 1]?.word && tokens[i - 1]!.text === 'nach')) && PLACE_PREPOSITIONS_TO.has(previousWord(tokens, i))
      && !(tokens[i + 1]?.word && lex.folded.has(foldText(`${t.text} ${tokens[i + 1]!.text}`.toLowerCase()))) && !lex.folded.has(foldText(`${previousWord(tokens, i)} ${t.text}`.toLowerCase()))
      && !lex.attributes.has(lookup(lex, t.text, true) ?? '') && (lookup(lex, t.text, true) !== undefined || (l === 'de' && splitCompound(lex, t.text) !== undefined))) {
      words++; unknown.push(t.text); out.push({ text: t.text, word: true }); i++;
      continue;
    }
    if (likelyName(l, tokens, i) && englishRegionNames().has(t.text.toLowerCase())) {
      // A country whose name is the English one ("a Chile", "en Jordan"): a name, not the word it also is ("chile" pepper).
      words++; unknown.push(t.text); out.push({ text: t.text, word: true }); i++;
      continue;
    }
    let matched = false;
    const cue = foldText(previousWord(tokens, i));
    const verbFirst = VERB_CUES[l].has(cue) && !ARTICLE_TWINS[l].has(previousWord(tokens, i));
    const afterPronoun = verbFirst && l !== 'de';
    for (let n = Math.min(lex.maxWords, tokens.length - i); n >= 1 && !matched; n--) {
      const span = tokens.slice(i, i + n);
      if (!span.every((x) => x.word && x.gloss === undefined)) continue;
      const key = span.map((x) => x.text).join(' ').replace(/' /g, "'");
      const plainKey = n > 1 && span.some((x) => x.plain) ? span.map((x) => x.plain ?? x.text).join(' ') : undefined;
      const hit = (n === 1 ? t.sense : undefined) ?? lookup(lex, key, n === 1, n > 1 || !likelyName(l, tokens, i), verbFirst, afterPronoun) ?? lookup(lex, span.map((x) => x.text).join(' '), false)
        ?? (plainKey === undefined ? undefined : lookup(lex, plainKey, false))
        // (Portuguese "pra", "pro", "pras", "pros" are spoken "para", "para o", … : "prazo pra devolver" is "prazo para devolver".)
        ?? (l === 'pt' && n > 1 && /(?:^| )pr[ao]s?(?: |$)/i.test(key) ? lookup(lex, key.toLowerCase().split(' ').map((x) => PT_PARA[x] ?? x).join(' '), false) : undefined);
      if (hit === undefined) continue;
      if (n > 1 && accentTwinInVerbContext(lex, tokens, i, n)) continue;
      if (n > 1 && longerPhraseInside(lex, tokens, i, n)) continue;
      words += n; known += n; matched = true; i += n;
      if (hit) out.push({ text: hit.replace(/^\^/, ''), word: true, known: true, verbFinal: hit.startsWith('^'), noun: lex.nouns.has(hit), content: lex.content.has(hit) && !hit.includes(' of'), of: /^(?:de|di|do|da|d')$/i.test(key) || (OF_THE_RE.test(key) && hit === 'of the'), attr: lex.attributes.has(hit) || QUALITIES.has(hit), thing: n === 1 && !verbFirst && lex.nounish.has(foldText(key.toLowerCase())) && /^[a-z][a-z' -]*$/.test(hit) && !FUNCTION_WORDS.en!.has(hit), adj: lex.adjectives.has(hit) && !readsAsVerb(lex, key) });
      const object = span.map((x) => x.object).filter(Boolean).join(' ');
      if (object && hit) out.at(-1)!.text = withObject(out.at(-1)!.text, object);
      const after = span.at(-1)!.after;
      if (after) out.push({ text: after, word: true, known: true });
    }
    if (matched) continue;
    words++;
    const compound = l === 'de' && t.text.length >= 7 && !GERMAN_VERB_RE.test(t.text) && !germanPlaceName(lex, tokens, i);
    const english = hyphenated(lex, t.text) ?? (compound ? splitCompound(lex, t.text) ?? compoundHead(lex, t.text) : undefined);
    if (english !== undefined) { known++; if (english) out.push({ text: english, word: true, known: true }); } else { unknown.push(t.text); out.push({ text: t.text, word: true }); }
    i++;
  }
  ordinalsBeforeNouns(out);
  subjectsOfShortQuestions(out);
  ownBodyParts(out);
  if (l === 'de') { moveFinalVerbs(out); moveFinalNegations(out); }
  else {
    nounCompounds(out);
    adjectivesFirst(out);
  }
  // Portuguese and Italian put an article before a possessive ("o meu filho", "às minhas damas"): English has none.
  const texts = out.map((o) => o.text).filter((x, k, all) => !(x === 'the' && /^(?:my|your|his|her|our|their)$/.test(all[k + 1] ?? '')));
  const joined = withNegation(texts.join(' '))
    // A question asked twice by the gloss ("est-ce que vous acceptez" → "do you do you accept", "vocês aceitam" → "you do you accept").
    .replace(/\b((?:can|could|will|would) you) do you\b/g, '$1')
    // A subject said twice ("eu tenho" → "i i have": the lexicon's verb holds its own).
    .replace(/\b(i|we) \1\b/g, '$1')
    // A relative clause states, it does not ask: "algo que pueda llevar", "con la que pueda ir" (the lexicon's "can i")
    // → "that i can carry", "with which i can go"; not a question "which": "¿cuál puedes recomendarme?").
    .replace(/\b((?:with|in|of|to|on|for|from|through|without|between|under) which|that) (can|could) (i|we|you) (?!\?)/g, '$1 $3 $2 ').replace(/\b(?:do you |you )(?=do you\b)/g, '')
    .replace(/\b(a|an) (?=(\p{L}+))/giu, (_, article: string, next: string) => `${article[0]}${/^(?:[aeiou]|hour|honest|honou?r|heir)/i.test(next) ? 'n' : ''} `)
    // A verb after "want", "would like", "need" or "prefer" takes "to" ("quiero hablar con" → "i want to talk to",
    // "je voudrais parler à", "preciso trocar"): the infinitive these languages write without it.
    .replace(/\b(want|wanted|would like|need|needed|prefer|hope|try|tried) (talk|speak|buy|know|return|exchange|cancel|change|order|send|see|ask|pay|get|find|give|keep|make|use|wear|track|check|receive|solve|ship|replace|chat|contact|call|write|leave|sleep|sit|walk|run|cook|clean|carry|put|take|bring|gift|go)\b/g, '$1 to $2')
    // "others" before a plural noun is "other" ("vous avez d'autres idées" → "do you have other ideas").
    .replace(/\bothers (?=([a-z]{3,}s)\b)/g, (all, next: string) => (QUALITIES.has(next) ? all : 'other '))
    // A person's role said of someone ("el entrenador de mi hija", "l'entraîneur de ma fille", "il maestro di mio figlio"
    // → the coach of my daughter): English says whose first, "my daughter's coach", as the gift and recipient routes read it.
    .replace(l === 'de' ? ROLE_OF_SOMEONE_DE_RE : ROLE_OF_SOMEONE_RE, (_, role: string, owner: string, who: string) => `${owner} ${who}${who.endsWith('s') ? "'" : "'s"} ${role}`)
    // One's own device is said with the article ("dal telefono", "desde el celular", "depuis le téléphone", "vom Handy",
    // "pelo celular"): English says "from my phone".
    .replace(/\b(from|with|on|via|using|through) the (phone|cellphone|cell phone|mobile|smartphone|tablet|laptop|computer)\b/g, '$1 my $2')
    // "come", "wie", "como" between "more"/"others" and a card's place compare with it, they ask no "how": "altre come la
    // seconda" → others like the second one, "mehr in der Art wie das zweite" → more like the second one ("come la seconda
    // si lava?" still asks how).
    .replace(/\b(more|others?|ones?|something|anything|things|products|items|models)(?: in the (?:way|style|kind|sort))? how (?=the (?:first|second|third|fourth|fifth|sixth|last|other|same)\b)/g, '$1 like ')
    .replace(/\s+([,.;:!?)\]])/g, '$1').replace(/([¿¡([])\s+/g, '$1').replace(/[¿¡]/g, '').replace(/\s+/g, ' ').trim()
    // (A word dropped at the start, "Tío, …", leaves its comma.)
    .replace(/^[,;:]\s*/, '')
    // "hay", "il y a", "c'è" in a sentence that ends with a full stop or "!" states what there is ("Il y a un courant d'air
    // sous la porte." → there is a draft under the door); the lexicon's "is there" is the question, kept where a "?"
    // ends the sentence or nothing does ("il y a moins cher").
    .replace(/\bis there\b(?=[^?.!]*[.!](?:\s|$))/g, 'there is')
    // A unit of time after a number above one, or a range, is plural: French "mois" and "jours" have one form for both
    // ("3 mois" → 3 months, "en 3-6 mois" → in 3-6 months); "1 mois" stays one month.
    .replace(/\b(\d+) ?- ?(\d+) (day|week|month|year|hour|minute)\b/g, '$1-$2 $3s')
    .replace(/\b((?:[2-9]|\d{2,})(?:[.,]\d+)?) (day|week|month|year|hour|minute)\b(?!-)/g, '$1 $2s');
  // German "man" after the verb of a question is the generic "one" ("was bringt man da mit?", "was kauft man einem
  // Kollegen?"), which the lexicon's "you" turns into "what brings you": what does one bring, buy, take along.
  const generic = l === 'de' ? joined.replace(/\b(what|which|where|how much|how) ([a-z]+?)(?:(?<=(?:sh|ch|ss|x))es|s) (along |with )?you\b/g, (_, wh: string, verb: string, along = '') => `${wh} does one ${verb} ${along}`.replace(/\s+$/, '')) : joined;
  return { text: generic, known, words, unknown };
}

/**
 * "the <role> of my <person>" in a gloss (Romance and German genitives): a role of everyday life (coach, teacher,
 * instructor, nanny, boss …, after at most two describing words: "the volleyball coach") and a person of the family or
 * circle whose it is. General English, written for Aisle; see {@link glossToEnglish}.
 */
const ROLE_OF_SOMEONE = String.raw`\bthe ((?:[a-z-]+ ){0,2}?(?:coach|teacher|instructor|trainer|tutor|nanny|babysitter|sitter|boss|manager|doctor|nurse|dentist|vet|pediatrician|therapist|caregiver|neighbou?r|landlord|landlady|godmother|godfather|godparent|best friend|friend|girlfriend|boyfriend|partner|teammates?|classmates?|colleagues?|principal|mentor|bus driver|driver|hairdresser|barber|mailman|postman|cleaner|housekeeper))s? OF(my|our|his|her|their) ((?:[a-z]+-in-law)|daughters?|sons?|kids?|children|child|wife|husband|mom|mum|mother|dad|father|sisters?|brothers?|parents|grandma|grandmother|grandpa|grandfather|grandparents|nephews?|nieces?|cousins?|aunt|uncle|baby|girlfriend|boyfriend|partner|friends?|team|class|school|family)\b`;
const ROLE_OF_SOMEONE_RE = new RegExp(ROLE_OF_SOMEONE.replace('OF', 'of (?:the )?'), 'g');
/** German puts the genitive right after the noun ("den Trainer meiner Tochter" → the coach my daughter): no "of". */
const ROLE_OF_SOMEONE_DE_RE = new RegExp(ROLE_OF_SOMEONE.replace('OF', '(?:of (?:the )?)?'), 'g');

/**
 * Whether a longer phrase of the lexicon starts inside the phrase of `n` words at token `i` and runs past its end: the
 * longer phrase is the one meant ("in camera da letto" is "in" + "camera da letto", bedroom, not "in camera", in the
 * room, + "da letto"; "en la sala de estar"), so the shorter one at `i` gives way to its first words alone.
 */
function longerPhraseInside(lex: Lexicon, tokens: Token[], i: number, n: number): boolean {
  for (let j = i + 1; j < i + n; j++) {
    for (let m = Math.min(lex.maxWords, tokens.length - j); m > n && j + m > i + n; m--) {
      const span = tokens.slice(j, j + m);
      if (!span.every((x) => x.word && x.gloss === undefined)) continue;
      const key = span.map((x) => x.text).join(' ').replace(/' /g, "'").toLowerCase();
      if (lex.exact.has(key) || lex.folded.has(foldText(key))) return true;
    }
  }
  return false;
}

/**
 * A question about the thing in view leaves its subject out in Spanish, Portuguese and Italian ("¿es impermeable?", "é
 * resistente?", "quanto costa?") and German says it with a demonstrative ("ist der wasserdicht?", "was kostet die?"):
 * English needs "it" ("is it waterproof?", "how much is it?"), which is how the English routes read a question about a
 * product shown. A question that opens with "is"/"are" right before an attribute (or "the" and an attribute that ends
 * it) takes "it"/"they"; "how much is" or "how much does cost" that ends its question takes "it".
 */
function subjectsOfShortQuestions(out: Out[]): void {
  let start = 0;
  for (let i = 0; i <= out.length; i++) {
    const end = i === out.length || (!out[i]!.word && /[.!?;]/.test(out[i]!.text));
    if (!end) continue;
    const question = i < out.length && out[i]!.text.includes('?');
    const words = out.slice(start, i).map((o, k) => [o, start + k] as const).filter(([o]) => o.word);
    if (question && words.length >= 1) {
      const first = words[0]![0].text === 'and' || words[0]![0].text === 'but' ? 1 : 0;
      const [copula, ci] = words[first] ?? [];
      const next = words[first + 1]?.[0];
      if (copula && ci !== undefined && /^(?:is|are)$/.test(copula.text) && next) {
        const attribute = (o: Out | undefined) => !!o && (!!o.attr || !!o.adj);
        if (attribute(next)) out[ci] = { ...copula, text: copula.text === 'is' ? 'is it' : 'are they' };
        else if (next.text === 'the' && attribute(words[first + 2]?.[0]) && words.length === first + 3) {
          out[ci] = { ...copula, text: copula.text === 'is' ? 'is it' : 'are they' };
          out[words[first + 1]![1]] = { ...next, text: '' };
        }
      }
      // "how much is?", "how much does cost?", "how much is the?" (German "was kostet die?").
      const tail = words.map(([o]) => o.text).join(' ');
      const m = /(?:^|\s)how much (is|does cost|do cost|costs?)(?: the)?$/.exec(tail);
      if (m) {
        const last = words.at(-1)!;
        const verb = m[1] === 'is' || m[1] === 'costs' || m[1] === 'cost' ? 'is it' : m[1] === 'does cost' ? 'does it cost' : 'do they cost';
        if (last[0].text === 'the') out[last[1]] = { ...last[0], text: '' };
        const at = words.findLastIndex(([o]) => /(?:^|\s)much\b/.test(o.text));
        if (at >= 0) {
          for (let k = at + 1; k < words.length; k++) out[words[k]![1]] = { ...words[k]![0], text: '' };
          const [muchOut, mi] = words[at]!;
          out[mi] = { ...muchOut, text: muchOut.text.replace(/\bmuch\b.*$/, `much ${verb}`) };
        }
      }
    }
    start = i + 1;
  }
}

/** English parts of the body (singular and plural) that these languages name with a definite article, not a possessive. */
const BODY_PARTS = /^(?:hair|head|face|eyes?|ears?|nose|mouth|lips?|teeth|tooth|neck|shoulders?|arms?|hands?|fingers?|nails?|legs?|knees?|feet|foot|ankles?|wrists?|hips?|skin|scalp|stomach|belly|chest|heels?|toes?|elbows?|thighs?|gums|throat|lower back|forehead|cheeks?|eyelids?|eyebrows?|eyelashes|beard|armpits?|calf|calves)$/;
/** English words of the first person singular in a gloss. */
const FIRST_PERSON = /(?:^|\s)(?:i|me|my|myself|i'm|i've|i'll|i'd)(?=\s|$)/;

/**
 * Spanish, French, German, Portuguese and Italian name one's own body with a definite article where English says "my"
 * ("i capelli si spezzano appena li pettino", "mi lacrimano gli occhi", "me duelen las rodillas", "j'ai froid aux
 * mains", "reißt sie mir aus den Ohren"): the English routes read a situation of the body from "my hair", "my eyes". In
 * a sentence told in the first person singular (an "i", "me" or "my" in its gloss), "the" before a part of the body
 * becomes "my" ("on the arm" → "on my arm"); a sentence about someone else ("ses pantalons … la cheville") keeps it.
 */
function ownBodyParts(out: Out[]): void {
  let start = 0;
  for (let i = 0; i <= out.length; i++) {
    const end = i === out.length || (!out[i]!.word && /[.!?;:]/.test(out[i]!.text));
    if (!end) continue;
    const sentence = out.slice(start, i);
    if (sentence.some((o) => o.word && FIRST_PERSON.test(o.text))) {
      for (let k = start; k + 1 < i; k++) {
        const [a, b] = [out[k]!, out[k + 1]!];
        if (a.word && /(?:^|\s)the$/.test(a.text) && b.word && BODY_PARTS.test(b.text)) out[k] = { ...a, text: a.text.replace(/the$/, 'my') };
      }
    }
    start = i + 1;
  }
}

/** Store nouns an ordinal may qualify, besides the lexicon's product and content nouns ("el primer pedido"). */
const ORDINAL_NOUNS = /^(?:order|color|colour|size|model|option|item|product|photo|picture|time|purchase)s?$/;

/**
 * An ordinal the lexicon reads as a reference ("el segundo" → "the second one", "il primo" → "the first one") before a
 * noun qualifies the noun: "la primera vez" → "the first time", "il primo ordine" → "the first order".
 */
function ordinalsBeforeNouns(out: Out[]): void {
  for (let i = 0; i + 1 < out.length; i++) {
    const [a, b] = [out[i]!, out[i + 1]!];
    if (a.word && / one$/.test(a.text) && /\b(?:first|second|third|fourth|fifth|last|next|other)\b/.test(a.text) && b.word && b.known && !/\s/.test(b.text) && (b.noun || b.content || b.attr || ORDINAL_NOUNS.test(b.text))) {
      out[i] = { ...a, text: a.text.replace(/ one$/, '') };
    }
  }
}

/**
 * German puts the infinitive or participle at the end of its clause ("ich möchte mit einem Menschen sprechen"): a
 * clause-final verb (marked `^` in the lexicon) moves to right after the clause's modal ("i would like speak with a
 * person"), which is the order the English routes read.
 */
function moveFinalVerbs(out: Out[]): void {
  let clauseStart = 0;
  for (let i = 0; i <= out.length; i++) {
    // A clause also ends at "und", "aber", "oder" right after its final verb ("ich habe … bestellt und sie ist …").
    const end = i === out.length || (!out[i]!.word && /[.,;!?]/.test(out[i]!.text)) || (out[i]!.word && /^(?:and|but|or)$/.test(out[i]!.text) && (!!out[i - 1]?.verbFinal || (!!out[i - 1]?.known && /^[a-z]{3,}ed$/.test(out[i - 1]!.text))));
    if (!end) continue;
    let last = i - 1;
    while (last >= clauseStart && !out[last]!.word) last--;
    // (A participle in -ed the lexicon does not mark ends a clause of "have" too: "hat er den Bus verpasst" → missed.)
    const perfectAt = out.findIndex((o, j) => j >= clauseStart && j < last && o.word && /^(?:(?:i|we|you|they) )?have$|^(?:he|she) has$/.test(o.text));
    if (last > clauseStart && (out[last]!.verbFinal || (perfectAt >= 0 && out[last]!.known && /^[a-z]{3,}ed$/.test(out[last]!.text)))) {
      const modal = out.findIndex((o, j) => j >= clauseStart && j < last && o.word && MODAL_RE.test(o.text));
      // Another clause-final verb between them belongs to the modal ("ich habe … bestellt und er ist … angekommen").
      if (modal >= 0 && modal < last - 1 && !out.slice(modal + 1, last).some((o) => o.verbFinal)) {
        // (With a "not" right before it: "kann das Paket nicht finden" → can not find the package.)
        const negated = last - 1 > modal + 1 && out[last - 1]!.word && out[last - 1]!.text === 'not';
        const [verb] = out.splice(last, 1);
        if (negated) { out.splice(last - 1, 1); out.splice(modal + 1, 0, { ...out[modal]!, text: 'not', verbFinal: false }); }
        // The German perfect with "haben" is the everyday past: "ich habe … eine Lampe gekauft" → "i bought a lamp".
        // (So with "hat er", "hat sie": "hat er … verpasst" → "he missed"; a participle the lexicon glosses as its
        // infinitive's English, "bekommen" get, takes its past: "got".)
        const perfect = /^(?:(?:i|we|you|they) )?have$|^(?:he|she) has$/.test(out[modal]!.text);
        const past = perfect ? pastOfParticiple(verb!.text) ?? (/^[a-z]+$/.test(verb!.text) && !negated ? inflectVerb(verb!.text, 'past') : undefined) : undefined;
        if (past) {
          const subject = out[modal]!.text.replace(/ ?(?:have|has)$/, '');
          out.splice(modal, 1, ...(subject ? [{ ...out[modal]!, text: subject }] : []));
          out.splice(subject ? modal + 1 : modal, 0, { ...verb!, text: past });
        } else {
          // (A negation or an adverb of degree right after the modal stays before the verb: "kann nicht löten" → can not
          // solder, "kann kaum schlafen" → can hardly sleep.)
          let at = modal + 1;
          while (at < out.length && out[at]!.word && /^(?:not|hardly|barely|never|no longer|really|also|only|still)$/.test(out[at]!.text)) at++;
          out.splice(at, 0, verb!);
        }
      }
    }
    clauseStart = i + 1;
  }
}

/**
 * German "nicht" ends a clause of a verb and its object ("ich finde die Größe nicht", "wir brauchen den Deckel nicht"):
 * English negates the verb ("i don't find the size"). A clause that opens with a subject pronoun and its verb and ends
 * with "not" gets the "not" after the verb, which {@link withNegation} reads as "don't". Modals, "be" and "have" keep
 * theirs (the final verb is read after them).
 */
function moveFinalNegations(out: Out[]): void {
  let clauseStart = 0;
  for (let i = 0; i <= out.length; i++) {
    const end = i === out.length || (!out[i]!.word && /[.,;!?–—]/.test(out[i]!.text));
    if (!end) continue;
    let last = i - 1;
    while (last >= clauseStart && !out[last]!.word) last--;
    // (The subject and its verb as one piece of the lexicon too: "ich mag" → "i like".)
    const joined = /^(?:i|we|you|they) [a-z]+$/.test(out[clauseStart]?.text ?? '') ? 1 : 0;
    const [subject, verb] = joined ? [out[clauseStart], { ...out[clauseStart]!, text: out[clauseStart]!.text.split(' ')[1]! }] : [out[clauseStart], out[clauseStart + 1]];
    const after = clauseStart + 2 - joined;
    if (last > after && out[last]!.text === 'not' && subject?.word && /^(?:i|we|you|they)\b/.test(subject.text) && verb?.word && /^[a-z]+$/.test(verb.text)
      && !/^(?:am|are|is|was|were|be|have|has|had|do|does|did|can|could|will|would|should|must|may|might|not)$/.test(verb.text)
      && !/ed$/.test(verb.text) && !out.slice(after, last).some((o) => o.verbFinal || o.text === 'not' || /^(?:and|but|or)$/.test(o.text))) {
      const [not] = out.splice(last, 1);
      out.splice(after, 0, not!);
    }
    clauseStart = i + 1;
  }
}

let regionNames: Set<string> | undefined;
/** The English names of the countries and regions (CLDR through Intl.DisplayNames), lower case, built once. */
function englishRegionNames(): Set<string> {
  if (regionNames) return regionNames;
  const en = new Intl.DisplayNames(['en'], { type: 'region' });
  regionNames = new Set();
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const name = en.of(String.fromCharCode(a, b));
      if (name && !/^[A-Z]{2}$/.test(name) && !/unknown/i.test(name)) regionNames.add(name.toLowerCase());
    }
  }
  return regionNames;
}

const countryNames = new Map<LexiconLanguage, { re: RegExp; english: Map<string, string> }>();
/**
 * Country names in the language replaced by their English names ("Svizzera" → "Switzerland", "Estados Unidos" → "United
 * States"): CLDR's region names through Intl.DisplayNames, every two-letter region code, built once per language. Names
 * that are ordinary words of the language elsewhere are left out when they are shorter than four letters. A name that
 * is also a word of the lexicon ("bermudas" bermuda shorts, "Granada" the city and grenade) is the word unless it is
 * written as a name: capitalised inside its sentence ("nos vamos a las Bermudas" is the islands; "nomás tiene bermudas
 * de mezclilla" and "Bermudas de mezclilla, ¿tienen?" are the shorts).
 */
function withEnglishCountryNames(text: string, lang: LexiconLanguage, lex: Lexicon): string {
  let table = countryNames.get(lang);
  if (!table) {
    const local = new Intl.DisplayNames([lang], { type: 'region' });
    const en = new Intl.DisplayNames(['en'], { type: 'region' });
    const english = new Map<string, string>();
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        const name = local.of(code);
        const inEnglish = en.of(code);
        if (!name || !inEnglish || name === code || name.length < 4 || /\d|unknown|desconocid|inconnu|unbekannt|sconosciut/i.test(name)) continue;
        if (name.toLowerCase() !== inEnglish.toLowerCase()) english.set(name.toLowerCase(), inEnglish);
      }
    }
    const names = [...english.keys()].sort((x, y) => y.length - x.length).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    table = { re: new RegExp(`(?<![\\p{L}])(?:${names.join('|')})(?![\\p{L}])`, 'giu'), english };
    countryNames.set(lang, table);
  }
  const t = table;
  return text.replace(t.re, (m, at: number) => {
    const lower = m.toLowerCase();
    const word = lex.exact.has(lower) || lex.folded.has(foldText(lower));
    const insideSentence = /\p{L}[^\p{L}.!?¿¡:;\n]*$/u.test(text.slice(0, at));
    return word && !(/^\p{Lu}/u.test(m) && insideSentence) ? m : (t.english.get(lower) ?? m);
  });
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
    if (!out[i]!.noun && !out[i]!.thing) continue;
    // After a noun of the general vocabulary, its adjectives too ("pastor nuevo" → new pastor, "vacanze estive" →
    // summer vacation, "madera gruesa" → thick wood), unless an intensifier says they are what is told of it ("tengo
    // la piel muy seca": the skin is very dry); after a product noun, adjectives of a season ("guardaroba autunnale").
    // ("only", "alone" are adjectives of the general vocabulary too, but never move: "un mes nomás" is a month only.)
    const isAttr = (o: Out | undefined) => !!o && (!!o.attr || (!!o.adj && !FUNCTION_WORDS.en!.has(o.text) && (!out[i]!.noun || SEASON_RE.test(o.text))));
    let j = i + 1;
    while (j < out.length && out[j]!.word && (isAttr(out[j]) || (/^(?:very|well|really|in|of)$/.test(out[j]!.text) && isAttr(out[j + 1])))) j++;
    if (j === i + 1 || !isAttr(out[j - 1])) continue;
    if (!out[i]!.noun && out.slice(i + 1, j).some((o) => /^(?:very|really)$/.test(o.text))) continue;
    const run = out.splice(i + 1, j - i - 1);
    out.splice(i, 0, ...run.filter((o) => isAttr(o)));
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
    // With the article ("la pantalla del celular" → the phone screen, "lo schermo del portatile" → the laptop screen,
    // "la tapa de la olla" → the pot lid): two nouns of the general vocabulary or of the lexicon's content, the second
    // ending the phrase (not a name, a number or a size after it: "ropa de la talla M" stays; nor another "of").
    const article = of.of && (of.text === 'of the' || (of.text === 'of' && b.text === 'the' && b.known));
    // (The first a noun of one word, or a product noun: not a phrase with a verb, "talk to someone", nor a pronoun,
    // "alguien de la tienda" is someone from the store.)
    const single = (o: Out) => (!o.text.includes(' ') || !!o.noun) && !FUNCTION_WORDS.en!.has(o.text) && !/^(?:some|any|every|no)(?:one|body|thing)$|^one$/.test(o.text);
    if (article && (a.content || a.thing) && single(a) && !/^(?:a|an|the|some|my|your) /.test(a.text)) {
      const k = of.text === 'of the' ? i + 2 : i + 3;
      const c = out[k], next = out[k + 1];
      if (c && (c.content || c.thing) && c.known && single(c) && /^[a-z][a-z -]*$/.test(c.text) && !(next?.word && (!next.known || /^(?:of|of the|\d.*)$/.test(next.text)))) {
        // (The modifier is no noun an adjective after it goes before, the head no adjective: "café de la calle" → street
        // coffee, not back to "coffee street" by adjectivesFirst.)
        out.splice(i, k - i + 1, { ...c, noun: false, thing: false }, { ...a, adj: false, attr: false });
        i++;
        continue;
      }
    }
    // A product noun also takes a word the lexicon does not know ("tappetino da yoga" → "yoga mat"), not a number.
    // (Nouns of the general vocabulary too: "ropa de otoño" → autumn clothes, "dolor de espalda" → back pain. An unknown
    // word after a product noun is not a name: "fan de Taylor Swift" stays.)
    if ((a.content || a.thing) && of.of && !article && (b.content || b.thing || (a.noun && b.word && !b.known && /^\p{Ll}+$/u.test(b.text)))) {
      out.splice(i, 3, { ...b, noun: false }, { ...a });
      i++;
    }
  }
}