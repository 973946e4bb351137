/**
 * Tokenising for the passage ranker: lower-case words, Porter stems (`stemmer` package), English
 * stop words removed, product-attribute synonyms, and "number with a unit" detection.
 */
import { stemmer } from 'stemmer';

/** English stop words (a short list in the spirit of Lucene's default set plus question words). */
export const STOP_WORDS = new Set(('a an and are as at be but by for if in into is it its of on or such that the their then there these they this to was will with ' +
  'do does did can could would should i me my you your we our he she his her them what which who whom how when where why ' +
  'have has had am been being any some so than too very just also about from up out not no yes there here get got one').split(' '));

/**
 * Synonym groups for common product attributes (hand-written by Aisle, from shoppers' wording in
 * ePQA dev questions and Amazon attribute names). Every member of a group expands to the group key.
 */
export const SYNONYM_GROUPS: Record<string, string[]> = {
  size: ['size', 'sizes', 'dimension', 'dimensions', 'big', 'large', 'small', 'wide', 'width', 'tall', 'height', 'high', 'long', 'length', 'deep', 'depth', 'measure', 'measurements', 'inch', 'inches', 'cm', 'mm', 'diameter', 'fit', 'fits'],
  weight: ['weight', 'weigh', 'weighs', 'heavy', 'light', 'lb', 'lbs', 'pound', 'pounds', 'kg', 'kilograms', 'grams', 'ounce', 'ounces', 'oz'],
  material: ['material', 'materials', 'made', 'fabric', 'plastic', 'metal', 'steel', 'stainless', 'wood', 'wooden', 'cotton', 'leather', 'aluminum', 'glass', 'silicone', 'polyester', 'nylon', 'rubber'],
  color: ['color', 'colour', 'colors', 'colours', 'white', 'black', 'red', 'blue', 'green', 'pink', 'grey', 'gray', 'silver', 'gold', 'brown', 'beige', 'yellow', 'purple', 'clear'],
  battery: ['battery', 'batteries', 'charge', 'charging', 'rechargeable', 'mah', 'hours', 'runtime', 'power', 'powered', 'usb', 'cordless'],
  water: ['waterproof', 'water', 'resistant', 'rain', 'submersible', 'wet', 'shower', 'swim', 'ipx', 'ip67', 'ip68', 'splash'],
  capacity: ['capacity', 'hold', 'holds', 'volume', 'gallon', 'gallons', 'liter', 'liters', 'quart', 'quarts', 'cup', 'cups', 'ml'],
  warranty: ['warranty', 'guarantee', 'guaranteed'],
  assembly: ['assembly', 'assemble', 'assembled', 'install', 'installation', 'setup'],
  compatible: ['compatible', 'compatibility', 'work', 'works', 'fit', 'fits', 'support', 'supports'],
  temperature: ['temperature', 'heat', 'hot', 'cold', 'degrees', 'oven', 'microwave', 'dishwasher', 'freezer'],
  origin: ['made', 'country', 'origin', 'manufactured', 'china', 'usa'],
  quantity: ['many', 'count', 'pack', 'pieces', 'pcs', 'quantity', 'number', 'set'],
};

const SYNONYM_OF = new Map<string, string[]>();
for (const [group, words] of Object.entries(SYNONYM_GROUPS)) {
  for (const w of words) {
    const s = stemmer(w);
    SYNONYM_OF.set(s, [...(SYNONYM_OF.get(s) ?? []), `syn:${group}`]);
  }
}

/** Raw lower-case word tokens (underscores and JSON-ish punctuation of attribute text become spaces). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().replace(/[_{}":;]/g, ' ').match(/[a-z0-9]+(?:\.[0-9]+)?/g) ?? [];
}

const STEM_CACHE = new Map<string, string>();
/** Porter stem with a small memo (stems are pure). */
export function stem(word: string): string {
  let s = STEM_CACHE.get(word);
  if (s === undefined) {
    s = stemmer(word);
    if (STEM_CACHE.size < 50_000) STEM_CACHE.set(word, s);
  }
  return s;
}

/** Index terms of a text: stems of non-stop words. */
export function termsOf(text: string): string[] {
  return wordsOf(text).filter((w) => !STOP_WORDS.has(w)).map(stem);
}

/** Synonym-group terms (`syn:<group>`) for the given stems. */
export function synonymTermsOf(stems: string[]): string[] {
  const out = new Set<string>();
  for (const s of stems) for (const g of SYNONYM_OF.get(s) ?? []) out.add(g);
  return [...out];
}

/** Units that make a number an answer to a measurement question. */
const UNIT_RE = /\b\d+(?:[.,]\d+)?\s*(?:-\s*)?(?:inch(?:es)?|in\b|"|ft|feet|foot|cm|mm|m\b|meters?|lbs?|pounds?|kg|kilograms?|g\b|grams?|oz|ounces?|mah|hours?|hrs?|minutes?|mins?|watts?|w\b|volts?|v\b|gallons?|liters?|litres?|l\b|ml|quarts?|qt|cups?|degrees?|°|x\s*\d)/i;

/** True when the text holds a number followed by a unit ("12 inches", "3.5 lbs", "10 x 12"). */
export function hasNumberWithUnit(text: string): boolean {
  return UNIT_RE.test(text) || /unit\s*:\s*[a-z]+/i.test(text);
}
