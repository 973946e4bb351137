/**
 * The sentences of a store article that answer a question ("can I swap the shoes for another size for free?" →
 * "Exchanges for another size or colour are free."), so an answer leads with them instead of the article's opening.
 *
 * Scoring: each sentence (a Markdown list item or a sentence of a paragraph) by the question's words it contains —
 * Snowball stems of the article's language (npm `snowball-stemmers`: English, or Spanish, French, German, Portuguese,
 * Italian for an article's translation), that language's function words left out (shared/lexicon/function-words.ts) —
 * each weighted by its inverse document frequency over the article's sentences (a word every sentence has, like
 * "shipping" on the shipping page, says little), plus a word the store's policies use for what the question asks
 * ({@link ASKS}: a question about cost prefers a sentence with a price or "free"). The question and the article are in
 * the same language: an English article with an English question (other languages glossed before a policy is looked
 * up), a translation with the shopper's own words.
 */
/// <reference path="../shared/lexicon/snowball-stemmers.d.ts" />
import snowball from 'snowball-stemmers';
import { foldText } from '../shared/lexicon/fold.ts';
import { FUNCTION_WORDS } from '../shared/lexicon/function-words.ts';
import { LEXICON_LANGUAGES, lexiconOf, type Lexicon, type LexiconLanguage } from '../shared/lexicon/index.ts';
import { analyzeWord } from '../shared/lexicon/morphology.ts';

const STEMMERS = new Map<string, { stem: (w: string) => string }>();
/** The Snowball stemmer of `lang` (English for a language without one). */
function stemmerOf(lang: string): { stem: (w: string) => string } {
  const algo = LEXICON_LANGUAGES[lang as LexiconLanguage] ?? 'english';
  let s = STEMMERS.get(algo);
  if (!s) {
    s = snowball.newStemmer(algo);
    STEMMERS.set(algo, s);
  }
  return s;
}

/**
 * What a question asks, by its words, and how a sentence that answers it reads: cost (a price or "free"), time (a
 * number of days or hours), place (countries). General English question words; a store's own words come from its
 * article.
 */
const ASKS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/\b(?:cost|costs|pay|paying|charge|charged|fee|fees|price|free|how much|expensive|cheap)\b|\$\s?\d/, /\$\s?\d|\bfree\b|\bno (?:charge|cost|fee)\b/],
  [/\b(?:how long|when|days?|weeks?|hours?|time|quick|quickest|fast|fastest|soon|till|until)\b/, /\b\d+(?:\s*[-–]\s*\d+)?\s*(?:business |working )?(?:days?|hours?|weeks?)\b/],
  [/\b(?:countr(?:y|ies)|international|abroad|overseas|(?:ship|deliver|send|sent|mail)\w*(?:\s+\w+){0,2}\s+(?:to|in)|live[sd]? (?:in|to))\b/, /\b(?:united states|canada|countr(?:y|ies)|international)\b/],
];

/**
 * The same three asks in Spanish, French, German, Portuguese and Italian, as word alternatives (matched whole, on
 * lower-case text, accents as written): the question's words for cost, time and place, and the words of a sentence that
 * answers it (free, days/hours/weeks after a number, country words). Prices ("$5.99", "5,99 $", "€") and country
 * names (CLDR region names in the language, through Intl.DisplayNames) are added by {@link asksOf}. General vocabulary
 * of each language, written for Aisle; no entry was taken from an evaluation file.
 */
const ASK_WORDS: Record<LexiconLanguage, { cost: [string, string]; time: [string, string]; place: [string, string] }> = {
  es: {
    cost: ['cuesta|cuestan|costar|costo|coste|costos|precio|precios|pagar|pago|pagos|cobr\\p{L}*|gratis|gratuit[oa]s?|cuánto|cuanto|tarifa|cargo|caro|barato', 'gratis|gratuit[oa]s?|sin (?:costo|coste|cargo)'],
    time: ['cuándo|cuando|tarda\\p{L}*|demora\\p{L}*|días?|semanas?|horas?|rápid[oa]s?|pronto|plazos?|cuánto tiempo', 'días?(?: hábiles| laborables)?|horas?|semanas?'],
    place: ['país|países|extranjero|internacional(?:es)?|fuera de|env[ií]\\p{L}* (?:a|al|en)|viv[eo] en|vive en', 'país|países|internacional(?:es)?'],
  },
  fr: {
    cost: ['coût\\p{L}*|coûte\\p{L}*|coute\\p{L}*|prix|payer|pay\\p{L}*|frais|gratuit\\p{L}*|combien|tarifs?|cher|chère', 'gratuit\\p{L}*|offert\\p{L}*|sans frais'],
    time: ['quand|combien de temps|délais?|jours?|semaines?|heures?|rapide\\p{L}*|vite|bientôt|tôt', 'jours?(?: ouvrés| ouvrables)?|heures?|semaines?'],
    place: ['pays|étranger|international\\p{L}*|hors (?:de|du|des)|(?:livr|envo[iy]|expédi)\\p{L}* (?:en|au|aux|à|vers)|habit\\p{L}* (?:en|au|aux|à)|vi[st] (?:en|au|aux|à)', 'pays|international\\p{L}*'],
  },
  de: {
    cost: ['kostet|kosten|kostenlos|preis\\p{L}*|zahl\\p{L}*|bezahl\\p{L}*|gebühr\\p{L}*|gratis|wie ?viel|teuer|billig\\p{L}*|versandkosten', 'kostenlos|kostenfrei|gratis|versandkostenfrei|ohne (?:aufpreis|kosten|gebühr)'],
    time: ['wann|wie lange|dauer\\p{L}*|tage?n?|werktage?n?|wochen?|stunden?|schnell\\p{L}*|bald|lieferzeit\\p{L}*', '(?:werk|arbeits|geschäfts)?tage?n?|stunden?|wochen?'],
    place: ['land|länder\\p{L}*|ausland|international\\p{L}*|(?:liefer|versend|schick)\\p{L}* (?:auch )?(?:nach|in)|wohn\\p{L}* in|lebt in', 'land|länder\\p{L}*|international\\p{L}*'],
  },
  pt: {
    cost: ['custa\\p{L}*|custo|custos|preço|preços|pagar|pag\\p{L}*|cobr\\p{L}*|grátis|gratuit[oa]s?|quanto|taxas?|tarifas?|caro|barato', 'grátis|gratuit[oa]s?|sem (?:custo|taxa|cobrança)'],
    time: ['quando|quanto tempo|demora\\p{L}*|prazos?|dias?|semanas?|horas?|rápid[oa]s?|logo|cedo', 'dias?(?: úteis)?|horas?|semanas?'],
    place: ['país|países|exterior|estrangeiro|internaciona(?:l|is)|fora d[oae]s?|(?:envi|entreg|mand)\\p{L}* (?:para|pra|ao|à|a|em|no|na)|mora\\p{L}* (?:em|no|na)|vive (?:em|no|na)', 'país|países|internaciona(?:l|is)'],
  },
  it: {
    cost: ['costa\\p{L}*|costo|costi|prezzo|prezzi|pagare|pag\\p{L}*|gratis|gratuit[oaie]|quanto|spese|tariff[ae]|caro|economic\\p{L}*', 'gratis|gratuit[oaie]|senza (?:costi|spese)'],
    time: ['quando|quanto tempo|ci vuole|ci vogliono|tempi|giorni|giorno|settiman[ae]|ore|veloc\\p{L}*|rapid[oaie]|presto', 'giorni(?: lavorativi)?|giorno|ore|settiman[ae]'],
    place: ['paese|paesi|estero|internazional[ei]|fuori d\\p{L}*|(?:sped|invi|consegn|mand)\\p{L}* (?:anche )?(?:in|a|verso|nel|nella)|abit\\p{L}* (?:in|a)|viv\\p{L}* (?:in|a)', 'paese|paesi|internazional[ei]'],
  },
};

/** Names of every region in `lang` (CLDR through Intl.DisplayNames), lower-case, longest first, as a regex alternative. */
function countryNames(lang: string): string {
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  const out = new Set<string>();
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = names.of(code);
      if (name && name !== code && !/\d|unknown|desconocid|inconnu|unbekannt|desconhecid|sconosciut/i.test(name)) out.add(name.toLowerCase());
    }
  }
  return [...out].sort((x, y) => y.length - x.length).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
}

const ASKS_BY_LANG = new Map<string, ReadonlyArray<readonly [RegExp, RegExp]>>();
/** {@link ASKS} for `lang`: English as written, the other languages from {@link ASK_WORDS} plus prices and country names. */
function asksOf(lang: string): ReadonlyArray<readonly [RegExp, RegExp]> {
  const words = ASK_WORDS[lang as LexiconLanguage];
  if (!words) return ASKS;
  let asks = ASKS_BY_LANG.get(lang);
  if (!asks) {
    const whole = (alternatives: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'u');
    const price = '\\$\\s?\\d|\\d(?:[.,]\\d+)?\\s?(?:US)?\\$|€\\s?\\d|\\d(?:[.,]\\d+)?\\s?€';
    const countries = countryNames(lang);
    const number = '\\d+(?:\\s*[-–]\\s*\\d+)?\\s*';
    asks = [
      [new RegExp(`${whole(words.cost[0]).source}|${price}`, 'u'), new RegExp(`${price}|${whole(words.cost[1]).source}`, 'u')],
      [whole(words.time[0]), new RegExp(`(?<![\\p{L}\\p{N}])${number}(?:${words.time[1]})(?![\\p{L}])`, 'u')],
      [whole(`${words.place[0]}|${countries}`), whole(`${words.place[1]}|${countries}`)],
    ];
    ASKS_BY_LANG.set(lang, asks);
  }
  return asks;
}

/**
 * Everyday words for what store policies name otherwise (general English): "send it back" is a return, "swap" an
 * exchange, "money back" a refund.
 */
const POLICY_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:send|sending|sent|bring|take|ship|mail)(?:\s+(?:it|them|this|that|these|those|one|something))?\s+back\b/g, 'return'],
  [/\b(?:swap|switch|trade)(?:ped|ping|s)?\b/g, 'exchange'],
  [/\b(?:money|cash)\s+back\b/g, 'refund'],
];

/** Minimum score (sum of matched idf weights) for a sentence to count as the answer. */
const FOCUS_MIN_SCORE = 1;

/** An article's plain text split into sentences: list items whole, paragraphs by sentence ends. Markdown marks removed. */
export function articleSentences(markdown: string): string[] {
  const plain = markdown.replace(/^#+\s*/gm, '').replace(/\*\*|__|`/g, '');
  return plain.split(/\n+/).flatMap((line) => {
    const item = line.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '').trim();
    if (!item) return [];
    return /^\s*(?:[-*+]|\d+[.)])\s/.test(line) ? [item] : item.split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"“«¿¡(])/u);
  }).map((s) => s.trim()).filter((s) => s.length > 2);
}

/**
 * The infinitive a word is a form of, when the lexicon knows it: read directly ("ouvre" → ouvrir) or through the word's
 * plain form ("aperti" → aperto → aprire, a participle used as an adjective).
 */
function verbOf(lex: Lexicon, folded: string, accented: string): string | undefined {
  const readings = analyzeWord(lex.lang, folded, accented);
  const direct = readings.find((a) => a.verb && lex.verbs.has(a.lemma));
  if (direct) return direct.lemma;
  if (lex.verbs.has(folded)) return folded;
  const plain = readings.find((a) => !a.verb);
  return plain ? analyzeWord(lex.lang, plain.lemma).find((a) => a.verb && lex.verbs.has(a.lemma))?.lemma : undefined;
}

/**
 * The terms of the words of `text` in `lang`, function words of that language left out: each word's Snowball stem or,
 * in the five lexicon languages, the stem of the verb it is a form of when the lexicon knows that verb's infinitive
 * (shared/lexicon morphology: "ouvre" and "ouverts" are both forms of "ouvrir", which Snowball alone keeps apart).
 */
function stemsOf(text: string, lang: string): Set<string> {
  const stop = FUNCTION_WORDS[lang] ?? FUNCTION_WORDS.en!;
  const stemmer = stemmerOf(lang);
  const lex = lang in LEXICON_LANGUAGES ? lexiconOf(lang as LexiconLanguage) : null;
  // French and Italian elisions ("l'article", "dov'è") are split; English keeps "'s" for the possessive cut below.
  const words = text.toLowerCase().match(lang === 'en' ? /[\p{L}\p{N}']+/gu : /[\p{L}\p{N}]+/gu) ?? [];
  const out = new Set<string>();
  for (const w of words) {
    const folded = foldText(w);
    if (stop.has(folded) || w.length < 2) continue;
    // A verb form stands for its verb, stemmed like the nouns made from it ("remboursé" → rembourser → "rembours", as
    // "remboursements").
    const verb = lex && w.length > 3 ? verbOf(lex, folded, w) : undefined;
    out.add(stemmer.stem(verb ?? w.replace(/'s$/, '')));
  }
  return out;
}

/**
 * The one to three sentences of `markdown` that best answer `question`, in article order; [] when no sentence
 * clearly does (nothing scores {@link FOCUS_MIN_SCORE}, or the best ties with more than two other sentences).
 * Another sentence is kept when it scores at least 0.8 of the best. `lang` (ISO 639-1, default 'en') is the language
 * of both the article and the question: en, es, fr, de, pt or it (another language is read with the English rules).
 */
export function focusSentences(markdown: string, question: string, lang = 'en'): string[] {
  const sentences = articleSentences(markdown);
  if (sentences.length < 2) return [];
  const lowered = question.toLowerCase();
  const q = stemsOf(lang === 'en' ? POLICY_WORDS.reduce((text, [re, word]) => text.replace(re, word), lowered) : lowered, lang);
  const stems = sentences.map((s) => stemsOf(s, lang));
  const idf = (w: string) => Math.log((sentences.length + 1) / (stems.filter((s) => s.has(w)).length + 0.5));
  const asks = asksOf(lang).filter(([asked]) => asked.test(lowered));
  const scores = sentences.map((s, i) => {
    let score = 0;
    for (const w of q) if (stems[i]!.has(w)) score += idf(w);
    for (const [, answers] of asks) if (answers.test(s.toLowerCase())) score += 1;
    return score;
  });
  const best = Math.max(...scores);
  if (best < FOCUS_MIN_SCORE) return [];
  const near = scores.map((s, i) => [s, i] as const).filter(([s]) => s >= best * 0.8).sort((a, b) => b[0] - a[0]);
  if (near.length > 3) return [];
  return near.map(([, i]) => i).sort((a, b) => a - b).map((i) => sentences[i]!);
}
