/**
 * Numbers, heights, weights, ages and shoe sizes in a message of Spanish, French, German, Portuguese or Italian, as
 * people write them ("mide uno ochenta", "un metro e cinquanta", "einen Meter neunzig", "1 mètre 75", "cinquanta
 * chili", "tres años y medio", "dreieinhalb", "calzo un cuarenta y tres"), set as the English the routes read: digits
 * ("1.80 m", "50 kg", "3.5 years old", "wear shoe size 43"). Word-by-word glossing read them as other words: "un metro
 * e cinquanta" (a height) was "a subway and fifty", "soixante-douze" "sixty twelve", "fünfundsiebzig" "seventy".
 *
 * Number words come from numbers.ts (n2words' spellings read the other way). A number is written as digits when it is
 * compound ("treinta y ocho", "quatre-vingt-quinze") or 11 or more, and a smaller one ("dos", "sei", "neuf") only
 * before a unit or a counted noun ("dos meses", "sei persone", "neuf ans"), where it cannot be another word ("sei" you
 * are, "neuf" new) nor part of a phrase of the lexicon ("los dos" both). "One" is a number only in a height.
 */
import { foldText } from '../../shared/lexicon/fold.ts';
import type { LexiconLanguage } from '../../shared/lexicon/languages.ts';
import { readNumber } from '../../shared/lexicon/numbers.ts';

/** The part of a gloss token this module reads and sets (gloss.ts): `gloss` '' drops the word. */
export type MeasureToken = { text: string; word: boolean; gloss?: string };

/** Folded words per language, written as one string separated by spaces. */
function sets(lists: Record<LexiconLanguage, string>): Record<LexiconLanguage, ReadonlySet<string>> {
  return Object.fromEntries(Object.entries(lists).map(([l, s]) => [l, new Set(s.split(/\s+/).filter(Boolean))])) as unknown as Record<LexiconLanguage, ReadonlySet<string>>;
}

/** "One" before a height's metre or its centimetres ("un metro ochenta", "uno ochenta", "eins fünfundsiebzig"). */
const ONE = sets({ es: 'un uno una', fr: 'un', de: 'ein einen eins', pt: 'um', it: 'un uno' });
/** The metre of a height ("un metro ochenta"). */
const METRE = sets({ es: 'metro', fr: 'metre', de: 'meter', pt: 'metro', it: 'metro' });
/** The "and" inside a height or before a half ("un metro y ochenta", "tres años y medio"). */
const AND = sets({ es: 'y', fr: 'et', de: 'und', pt: 'e', it: 'e' });
/** A half after "and" ("y medio", "et demi", "e meio", "e mezzo"). */
const HALF = sets({ es: 'medio media', fr: 'demi demie', de: 'halb', pt: 'meio meia', it: 'mezzo mezza' });
/**
 * Words before a height said without "metre" ("mide uno setenta", "ich bin eins fünfundsiebzig", "sono alta uno e
 * sessantadue", "tenho um e sessenta", "está com um e setenta"): verbs of measuring and being, "tall".
 */
const HEIGHT_CUES = sets({
  es: 'mide mido mides miden medir mida',
  fr: 'mesure mesures mesurent fais fait font',
  de: 'bin ist bist sind jetzt schon nur gerade',
  pt: 'mede meco medem medir tenho tem tens com',
  it: 'alto alta alti alte misura misuro misurano',
});
/**
 * Units and counted nouns after a number, folded, with their English ('' keeps the word to the lexicon): a number
 * from 2 to 10 is written as digits only before one of these.
 */
const UNITS: Record<LexiconLanguage, Record<string, string>> = {
  es: { kilo: 'kg', kilos: 'kg', kg: 'kg', gramos: 'grams', metro: 'meter', metros: 'meters', centimetros: 'cm', cm: 'cm', litros: 'liters', ano: '', anos: '', mes: '', meses: '', semana: '', semanas: '', dia: '', dias: '', hora: '', horas: '', minutos: '', euros: '', dolares: '', pesos: '', personas: '', ninos: '', piezas: 'pieces', plazas: 'seats', tallas: '' },
  fr: { kilo: 'kg', kilos: 'kg', kg: 'kg', grammes: 'grams', metre: 'meter', metres: 'meters', centimetres: 'cm', cm: 'cm', litres: 'liters', an: '', ans: '', mois: '', semaine: '', semaines: '', jour: '', jours: '', heures: '', minutes: '', euros: '', balles: '', personnes: '', enfants: '', pieces: 'pieces', places: 'seats', tailles: '' },
  de: { kilo: 'kg', kilogramm: 'kg', kg: 'kg', gramm: 'grams', meter: 'meters', zentimeter: 'cm', cm: 'cm', liter: 'liters', jahr: '', jahre: '', jahren: '', monat: '', monate: '', monaten: '', woche: '', wochen: '', tag: '', tage: '', tagen: '', stunden: '', minuten: '', euro: '', personen: '', kinder: '', stuck: 'pieces', grossen: '' },
  pt: { quilo: 'kg', quilos: 'kg', kilo: 'kg', kilos: 'kg', kg: 'kg', gramas: 'grams', metro: 'meter', metros: 'meters', centimetros: 'cm', cm: 'cm', litros: 'liters', ano: '', anos: '', mes: '', meses: '', semana: '', semanas: '', dia: '', dias: '', horas: '', minutos: '', reais: '', euros: '', pessoas: '', criancas: '', pecas: 'pieces', lugares: 'seats' },
  it: { chilo: 'kg', chili: 'kg', kg: 'kg', grammi: 'grams', metro: 'meter', metri: 'meters', centimetri: 'cm', cm: 'cm', litri: 'liters', anno: '', anni: '', mese: '', mesi: '', settimana: '', settimane: '', giorno: '', giorni: '', ore: '', minuti: '', euro: '', persone: '', bambini: '', pezzi: 'pieces', posti: 'seats' },
};
/** "Square" after metres ("metros cuadrados", "mètres carrés", "metri quadri"). */
const SQUARE = sets({ es: 'cuadrados', fr: 'carres', de: '', pt: 'quadrados', it: 'quadri quadrati' });
/** Units of an age ("tiene tres años", "ha otto mesi"). */
const AGE_UNITS = sets({ es: 'ano anos mes meses', fr: 'an ans mois', de: 'jahr jahre monat monate', pt: 'ano anos mes meses', it: 'anno anni mese mesi' });
/**
 * Verbs of having before an age, folded, with the English of being ("mi madre tiene 75 años" → "is 75 years old", "ma
 * grand-mère a 91 ans", "ha otto mesi"), or of turning ("cumple 32" → "turns 32").
 */
const AGE_VERBS: Record<LexiconLanguage, Record<string, string>> = {
  es: { tiene: 'is', tengo: 'am', tienes: 'are', tenemos: 'are', tienen: 'are', tenia: 'was', cumple: 'turns', cumplo: 'turn', cumplen: 'turn', cumplimos: 'turn', cumplira: 'will turn' },
  fr: { a: 'is', ai: 'am', as: 'are', avons: 'are', ont: 'are', avait: 'was' },
  de: { wird: 'turns', werde: 'turn', werden: 'turn' },
  pt: { tem: 'is', tenho: 'am', tens: 'are', temos: 'are', tinha: 'was', faz: 'turns', fazem: 'turn', completa: 'turns' },
  it: { ha: 'is', ho: 'am', hai: 'are', abbiamo: 'are', hanno: 'are', aveva: 'was', compie: 'turns', compio: 'turn', compiono: 'turn' },
};
/** Verbs of weighing before a number ("peso noventa kilos": weigh, not the noun "weight"; "ich wiege": not "cradle"). */
const WEIGH_VERBS: Record<LexiconLanguage, Record<string, string>> = {
  es: { peso: 'weigh', pesa: 'weighs', pesas: 'weigh', pesamos: 'weigh', pesan: 'weigh' },
  fr: { pese: 'weigh', peses: 'weigh', pesent: 'weigh', pesons: 'weigh' },
  de: { wiege: 'weigh', wiegt: 'weighs', wiegst: 'weigh', wiegen: 'weigh' },
  pt: { peso: 'weigh', pesa: 'weighs', pesam: 'weigh', pesamos: 'weigh' },
  it: { peso: 'weigh', pesa: 'weighs', pesano: 'weigh', pesiamo: 'weigh' },
};
/** Verbs of wearing a shoe or clothes size before a number ("calzo un 43", "je chausse du 42", "porto la 42", "calço 41"). */
const SIZE_VERBS: Record<LexiconLanguage, Record<string, string>> = {
  es: { calzo: 'wear shoe size', calza: 'wears shoe size', calzas: 'wear shoe size', calzamos: 'wear shoe size' },
  fr: { chausse: 'wear shoe size', chausses: 'wear shoe size', chaussent: 'wear shoe size' },
  de: {},
  pt: { calco: 'wear shoe size', calca: 'wears shoe size', calcam: 'wear shoe size', visto: 'wear size', veste: 'wears size' },
  it: { porto: 'wear size', porta: 'wears size', calzo: 'wear shoe size', calza: 'wears shoe size' },
};
/** Articles between a size verb and its number ("calzo un 43", "chausse du 42", "porto il 43"), dropped. */
const SIZE_ARTICLES = sets({ es: 'un el la', fr: 'du un le la', de: '', pt: 'o a um', it: 'il la un' });

/** A German number word with a half ("dreieinhalb" 3.5, "anderthalb" 1.5). */
function germanHalf(word: string): number | undefined {
  const w = foldText(word);
  if (w === 'anderthalb' || w === 'eineinhalb') return 1.5;
  const m = /^(.+)einhalb$/.exec(w);
  const n = m ? readNumber('de', [m[1]!]) : undefined;
  return n && n.value > 1 ? n.value + 0.5 : undefined;
}

/** The word tokens from `i` on while they are words, as typed (a number's words, a height's words). */
function wordsFrom(tokens: readonly MeasureToken[], i: number, max = 8): string[] {
  const out: string[] = [];
  for (let j = i; j < tokens.length && out.length < max && tokens[j]!.word && tokens[j]!.gloss === undefined; j++) out.push(tokens[j]!.text);
  return out;
}

/** A height's centimetres as two digits ("1.05", "1.80"). */
const heightText = (cm: number) => `1.${String(cm).padStart(2, '0')} m`;

/**
 * Heights written with digits and a metre ("1 mètre 75", "1 metro 80", "1m80"), written "1.75 m" before glossing:
 * the English rules read a decimal height.
 */
export function withDigitHeights(text: string): string {
  return text.replace(/(?<![\d.,])1\s*(?:m|mt|metros?|m[eè]tres?|meter|metri)\s*([0-9]{2})(?![\d.,]|\s*(?:cm|centim))/giu, '1.$1 m');
}

/**
 * Mark the numbers, heights, weights, ages and sizes of a tokenized message (see the file comment): sets `gloss` on
 * the tokens they cover (the English on the first, '' on the rest). `phrase(i, n)`: whether the `n` words at token `i`
 * are in a phrase of the lexicon, which a number and its unit are left to ("duas peças": two-piece, not "2 pieces").
 */
export function markMeasures(lang: LexiconLanguage, tokens: MeasureToken[], phrase: (i: number, n: number) => boolean = () => false): void {
  const fold = (i: number) => (tokens[i]?.word ? foldText(tokens[i]!.text) : '');
  const free = (i: number) => !!tokens[i]?.word && tokens[i]!.gloss === undefined;
  const drop = (from: number, to: number) => { for (let j = from; j < to; j++) tokens[j]!.gloss = ''; };
  // A first person of "have" ("tengo", "ho", "tenho") leaves its subject out: "i am" unless a pronoun says it ("yo tengo").
  const withSubject = (verb: string, at: number) => (verb === 'am' && !/^(?:yo|io|eu|je|j'|ich)$/.test(prevWord(at)) ? 'i am' : verb);
  // Years of something, not of a person: "tiene 2 años de garantía" (a warranty), "faz 3 anos que comprei" (a span).
  const notAnAge = (unit: number) => AGE_UNITS[lang].has(fold(unit)) && /^(?:de|del|di|da|do|d'|des|du|von|of|que|che|qu'|sin|sem|senza|sans|ohne)$/.test(fold(unit + 1));
  const prevWord = (i: number) => (i > 0 && tokens[i - 1]!.word ? foldText(tokens[i - 1]!.text) : '');
  /** A number of at least `min` starting at token i: value and tokens taken, a German "-einhalb" word included. */
  const numberAt = (i: number, min = 0): { value: number; length: number } | undefined => {
    if (!free(i)) return undefined;
    if (lang === 'de') {
      // German numbers are written in lower case; a capitalised "Elf" or "Hundert" inside a sentence is a noun.
      if (/^\p{Lu}/u.test(tokens[i]!.text) && i > 0 && tokens[i - 1]!.word) return undefined;
      const half = germanHalf(tokens[i]!.text);
      if (half !== undefined) return { value: half, length: 1 };
    }
    const n = readNumber(lang, wordsFrom(tokens, i));
    return n && n.value >= min ? n : undefined;
  };
  for (let i = 0; i < tokens.length; i++) {
    if (!free(i)) continue;
    const w = fold(i);
    // A height: "un metro (y) ochenta", "einen Meter neunzig", "uno (e) sessantadue" after a verb of height.
    if (ONE[lang].has(w)) {
      let j = i + 1;
      const metre = METRE[lang].has(fold(j));
      if (metre) j++;
      if (metre || HEIGHT_CUES[lang].has(prevWord(i)) || (lang === 'it' && /^(?:è|sono|sei)$/i.test(tokens[i - 1]?.text ?? ''))) {
        if (AND[lang].has(fold(j)) && lang !== 'de') j++;
        const cm = numberAt(j, metre ? 0 : 40);
        if (cm && cm.value < 100 && Number.isInteger(cm.value)) {
          tokens[i]!.gloss = heightText(cm.value);
          // "tiene un metro cuarenta", "tenho um e sessenta": a height one has is one's height ("is 1.45 m").
          const have = AGE_VERBS[lang][prevWord(i)];
          if (have && !/turn/.test(have) && free(i - 1)) tokens[i - 1]!.gloss = have;
          drop(i + 1, j + cm.length);
          i = j + cm.length - 1;
          continue;
        }
      }
    }
    // "año y medio" (a year and a half) with no number before it.
    if (AGE_UNITS[lang].has(w) && AND[lang].has(fold(i + 1)) && HALF[lang].has(fold(i + 2)) && !tokens[i - 1]?.gloss && readNumber(lang, [tokens[i - 1]?.text ?? '']) === undefined) {
      const have = AGE_VERBS[lang][prevWord(i)];
      tokens[i]!.gloss = have && free(i - 1) ? '1.5 years old' : '1.5 years';
      if (have && free(i - 1)) tokens[i - 1]!.gloss = have;
      drop(i + 1, i + 3);
      i += 2;
      continue;
    }
    const n = numberAt(i);
    if (!n || phrase(i, n.length + 1)) continue;
    let end = i + n.length;
    let value = n.value;
    const unit = fold(end);
    if (value < 2 || (value <= 10 && Number.isInteger(value) && !(unit in UNITS[lang]))) continue;
    // A half after the number or after its unit: "tres y medio", "tres años y medio" → 3.5.
    if (AND[lang].has(fold(end)) && HALF[lang].has(fold(end + 1))) { value += 0.5; drop(end, end + 2); end += 2; }
    else if (unit in UNITS[lang] && AND[lang].has(fold(end + 1)) && HALF[lang].has(fold(end + 2))) { value += 0.5; drop(end + 1, end + 3); }
    tokens[i]!.gloss = String(value);
    drop(i + 1, i + n.length);
    // What the number is: an age after a verb of having ("tiene 75 años" → "is 75 years old"), a weight, a shoe size.
    const before = i - 1;
    const verb = prevWord(i);
    const ageVerb = AGE_VERBS[lang][verb];
    const u = fold(end);
    // (French "il y a deux ans" is "two years ago": gloss.ts reads that time span.)
    const ago = lang === 'fr' && verb === 'a' && prevWord(before) === 'y';
    if (ageVerb && !ago && !notAnAge(end) && free(before) && (AGE_UNITS[lang].has(u) || (/^(?:turn|will turn)/.test(ageVerb) && !(u in UNITS[lang])))) {
      tokens[before]!.gloss = withSubject(ageVerb, before);
      if (AGE_UNITS[lang].has(u) && free(end)) tokens[end]!.gloss = /^(?:mes|meses|mois|monat|monate|mese|mesi)$/.test(u) ? 'months old' : 'years old';
    } else if (WEIGH_VERBS[lang][verb] && free(before)) {
      tokens[before]!.gloss = WEIGH_VERBS[lang][verb];
    } else if (SIZE_ARTICLES[lang].has(verb) && SIZE_VERBS[lang][prevWord(before)] && free(before - 1)) {
      tokens[before - 1]!.gloss = SIZE_VERBS[lang][prevWord(before)]!;
      tokens[before]!.gloss = '';
    } else if (SIZE_VERBS[lang][verb] && free(before)) {
      tokens[before]!.gloss = SIZE_VERBS[lang][verb];
    }
    const english = UNITS[lang][u];
    if (english && free(end)) {
      const square = SQUARE[lang].has(fold(end + 1));
      tokens[end]!.gloss = square ? 'square meters' : value === 1 && english === 'meters' ? 'meter' : english;
      if (square) tokens[end + 1]!.gloss = '';
    }
    i = end - 1;
  }
  // An age or a birthday written in digits ("tiene 82 años" → "is 82 years old", "cumple 60 el sábado" → "turns 60",
  // "tem 5 anos", "ha 3 anni"), as in words above; French "il y a 2 ans" is a time span (gloss.ts).
  for (let i = 1; i < tokens.length; i++) {
    if (tokens[i]!.word || !/^\d{1,3}$/.test(tokens[i]!.text) || !free(i - 1)) continue;
    const ageVerb = AGE_VERBS[lang][fold(i - 1)];
    const u = fold(i + 1);
    // (A plural "you" asks the store — "¿tienen 12 meses sin intereses?" —: only a singular's digits are an age.)
    if (!ageVerb || /^(?:are|turn)$/.test(ageVerb) || (lang === 'fr' && fold(i - 2) === 'y') || notAnAge(i + 1)) continue;
    if (AGE_UNITS[lang].has(u) && free(i + 1)) {
      tokens[i - 1]!.gloss = withSubject(ageVerb, i - 1);
      // (A birthday keeps the lexicon's unit, "compie 8 anni" → "turns 8 year": measured, "turns 8 years old" did worse.)
      if (/turn/.test(ageVerb)) continue;
      tokens[i + 1]!.gloss = /^(?:mes|meses|mois|monat|monate|mese|mesi)$/.test(u) ? 'months old' : 'years old';
    } else if (/^(?:turn|will turn)/.test(ageVerb) && !(u in UNITS[lang])) {
      tokens[i - 1]!.gloss = ageVerb;
    }
  }
  // Units after a number written in digits ("90 kilos", "50 chili", "60 metros", "1.75 m").
  for (let i = 1; i < tokens.length; i++) {
    const english = free(i) ? (fold(i) === 'm' ? 'm' : UNITS[lang][fold(i)]) : undefined;
    if (english && /^\d+(?:\.\d+)?$/.test(tokens[i - 1]!.text)) {
      const square = SQUARE[lang].has(fold(i + 1));
      tokens[i]!.gloss = square ? 'square meters' : english;
      if (square) tokens[i + 1]!.gloss = '';
    }
  }
}
