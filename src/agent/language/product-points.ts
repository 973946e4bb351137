/**
 * The facts of a product page that read the same in every language — counts ("8-pack", "set of 4"), measures with
 * their units ("12 x 8 x 4 inches", "30 oz", "9-volt", "5000mAh") and its colours and materials ("stainless steel",
 * "walnut", "black") — said in the shopper's language, so that a shopper who writes Spanish is not answered with an
 * English sentence of the page (format.ts: product answers). Counts are named with the message catalog (CLDR plural
 * rules), numbers formatted for the locale (Intl), units written as their international symbols, and colours,
 * materials and a closed list of properties ("waterproof", "dishwasher safe") put back into the language through its
 * shopping lexicon (the first word the lexicon gives for the English: "acero inoxidable", "nogal", "negro").
 */
import { lexiconEntries, type LexiconLanguage, LEXICON_LANGUAGES } from '../../shared/lexicon/index.ts';
import { t } from './messages.ts';

/** Units of measure (a word of a product page, lower case) and the symbol written after the number in every language. */
const UNITS: [RegExp, string][] = [
  [/^(?:inches|inch|in|")$/, 'in'], [/^(?:cm|centimeters?|centimetres?)$/, 'cm'], [/^(?:mm|millimeters?|millimetres?)$/, 'mm'],
  [/^(?:m|meters?|metres?)$/, 'm'], [/^(?:ft|feet|foot|')$/, 'ft'], [/^(?:oz|ounces?|fl oz|fl\.? ?oz)$/, 'oz'],
  [/^(?:lbs?|pounds?)$/, 'lb'], [/^(?:kg|kilograms?|kilos?)$/, 'kg'], [/^(?:g|grams?)$/, 'g'], [/^(?:ml|milliliters?|millilitres?)$/, 'ml'],
  [/^(?:l|liters?|litres?)$/, 'l'], [/^(?:qt|quarts?)$/, 'qt'], [/^(?:gal|gallons?)$/, 'gal'], [/^(?:w|watts?)$/, 'W'],
  [/^(?:v|volts?)$/, 'V'], [/^mah$/, 'mAh'], [/^(?:gb)$/, 'GB'], [/^(?:tb)$/, 'TB'], [/^(?:hours?|hrs?)$/, 'h'],
];
const UNIT_WORDS = 'inches|inch|in|cm|centimeters?|centimetres?|mm|millimeters?|millimetres?|meters?|metres?|m|ft|feet|foot|fl\\.? ?oz|oz|ounces?|lbs?|pounds?|kg|kilograms?|g|grams?|ml|milliliters?|millilitres?|liters?|litres?|l|qt|quarts?|gal|gallons?|w|watts?|v|volts?|mah|gb|tb';
/** A number, or two or three joined by "x" (dimensions), then a unit ("12 x 8 inches", "9-volt", "30oz", `10"`). */
const MEASURE_RE = new RegExp(`(?<![\\w.])(\\d+(?:\\.\\d+)?(?:\\s*(?:"|in)?\\s*[x×]\\s*\\d+(?:\\.\\d+)?){0,2})\\s*-?\\s*(${UNIT_WORDS}|")(?![\\w])`, 'gi');
/** A count of pieces ("8-pack", "pack of 6", "set of 4", "24 count", "12 pcs", "2 pairs"). */
const COUNT_RE = /(?<![\w.])(?:(\d+)\s*-?\s*(?:pack|pk|pcs|pieces?|count|ct|pairs?)\b|(?:pack|set|box|bundle) of (\d+)\b|(\d+)\s*-?\s*piece set\b)/gi;

/** Properties a product page states that a shopper asks about ("is it waterproof?"), read from any section of the lexicon. */
const PROPERTIES = new Set(['waterproof', 'water resistant', 'wireless', 'rechargeable', 'dishwasher safe', 'machine washable',
  'washable', 'non-stick', 'nonstick', 'adjustable', 'foldable', 'breathable', 'insulated', 'cordless', 'portable', 'hypoallergenic',
  'unscented', 'fragrance free', 'organic', 'vegan', 'gluten-free', 'handmade', 'reusable', 'biodegradable', 'lightweight', 'bpa free']);

let words: Map<LexiconLanguage, Map<string, string>> | undefined;
/**
 * English colour, material and property words → the first word the lexicon gives for each in its colour and material
 * sections (any section for a property), written without a preposition ("algodón", not "de algodón"); German materials
 * are nouns and take their capital ("Edelstahl").
 */
function attributeWords(lang: LexiconLanguage): Map<string, string> {
  words ??= new Map();
  let map = words.get(lang);
  if (!map) {
    map = new Map();
    for (const [foreign, english, section] of lexiconEntries(lang)) {
      const material = /^materials\b/.test(section);
      if (!(material || /^colours\b/.test(section) || PROPERTIES.has(english)) || !/^[a-z][a-z -]*[a-z]$/.test(english) || map.has(english)) continue;
      // (A key as typed with its accents, no abbreviation or preposition: the word a shopper reads.)
      if (/[.']/.test(foreign) || foreign.length < 3 || english.length < 3 || /^(?:in|of|on|with|color|colour)\b/.test(english)) continue;
      if (/^(?:de|del|en|na|no|di|da|in|aus|à|a|au|com|con|mit|em|tipo|color|colore|cor|couleur|farbe)\s/.test(foreign)) continue;
      map.set(english, lang === 'de' && material ? foreign.replace(/^\p{L}/u, (c) => c.toUpperCase()) : foreign);
    }
    words.set(lang, map);
  }
  return map;
}

/** A number as the locale writes it ("1.5" → "1,5" in Spanish). */
function localNumber(n: string, lang: string): string {
  return n.replace(/\d+(?:\.\d+)?/g, (d) => new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(Number(d)));
}

/**
 * The key points of a product page's passage in `lang` (see the file comment), in the order the passage gives them, at
 * most six; [] for English or a language without a lexicon, or a passage with none.
 */
export function productKeyPoints(text: string, lang: string): string[] {
  if (lang === 'en' || !(lang in LEXICON_LANGUAGES)) return [];
  const found: [number, string][] = [];
  for (const m of text.matchAll(COUNT_RE)) {
    const count = Number(m[1] ?? m[2] ?? m[3]);
    if (count > 0 && count < 10000) found.push([m.index, t(lang, 'product.count', { count })]);
  }
  for (const m of text.matchAll(MEASURE_RE)) {
    const unit = UNITS.find(([re]) => re.test(m[2]!.toLowerCase().replace(/\s+/g, ' ')))?.[1];
    if (!unit) continue;
    // ("in" alone after a bare number is a preposition: "fits 2 in a drawer".)
    if (unit === 'in' && /^in$/i.test(m[2]!) && !/[x×]/.test(m[1]!)) continue;
    const number = localNumber(m[1]!.replace(/\s*(?:"|in)?\s*[x×]\s*/g, ' × ').replace(/\s+/g, ' '), lang);
    found.push([m.index, `${number} ${unit}`]);
  }
  const map = attributeWords(lang as LexiconLanguage);
  const lower = text.toLowerCase();
  const taken: [number, number][] = [];
  // Longer English phrases first ("stainless steel" before "steel"), each place in the text read once.
  for (const english of [...map.keys()].sort((a, b) => b.length - a.length)) {
    const re = new RegExp(`(?<![a-z-])${english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z-])`, 'g');
    for (const m of lower.matchAll(re)) {
      const end = m.index + english.length;
      if (taken.some(([a, b]) => m.index < b && end > a)) continue;
      taken.push([m.index, end]);
      found.push([m.index, map.get(english)!]);
      break;
    }
  }
  const points: string[] = [];
  for (const [, p] of found.sort((a, b) => a[0] - b[0])) if (!points.includes(p)) points.push(p);
  return points.slice(0, 6);
}
