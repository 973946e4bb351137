/**
 * Footwear sizes in a shopper's query: whether the query asks for footwear, who wears it (women's or men's sizes), and
 * EU (continental European, Paris point) sizes as the US sizes a catalog that sizes its shoes in US sizes uses. Pure.
 */

/**
 * Kinds of footwear, English (plural forms only where the singular is another thing: "flats", "heels", "pumps",
 * "slides", "mules", "trainers"), and the words for shoes of the languages shoppers write in besides English
 * ("zapatos", "chaussures", "Schuhe"): a query holding one asks for footwear.
 */
const FOOTWEAR_RE = /(?<![a-z0-9-])(?:shoes?|sneakers?|trainers|boots?|booties|sandals?|slides|flats|heels|pumps|loafers?|slippers?|moccasins?|oxfords|clogs?|mules|wedges|espadrilles|flip[ -]?flops?|cleats|zapatos?|zapatillas?|botas|botines|sandalias|chaussures|baskets|bottes|schuhe|stiefel|sapatos|tenis|scarpe|stivali)(?![a-z0-9-])/;

/** Does this (lower-case, unaccented) query ask for footwear? */
export function isFootwearQuery(text: string): boolean {
  return FOOTWEAR_RE.test(text);
}

/** Who the sizes are for: words of women (and girls) and of men (and boys), English and a few shoppers' languages. */
const WOMEN_RE = /(?<![a-z])(?:women'?s?|woman'?s|womens|ladies|lady'?s|girls?'?|her|she|wife|mom|mum|mother|mujer|mujeres|dama|femme|femmes|damen|feminino)(?![a-z])/;
const MEN_RE = /(?<![a-z])(?:men'?s?|man'?s|mens|gents?|boys?'?|his|he|husband|dad|father|hombre|hombres|caballero|homme|hommes|herren|masculino)(?![a-z])/;

/** Whose sizes a (lower-case, unaccented) query asks for: 'women', 'men', or null when it says neither or both. */
export function wearerOf(text: string): 'women' | 'men' | null {
  const w = WOMEN_RE.test(text);
  const m = MEN_RE.test(text);
  return w === m ? null : w ? 'women' : 'men';
}

/**
 * US women's shoe size → EU size. Source: Blitzresults, "Euro Shoe Size to US Women's: Conversion Charts & FAQ"
 * (https://www.blitzresults.com/en/shoe-size-women/, its table of US women's sizes 4-11, read 2026-11).
 */
const US_WOMEN_TO_EU: ReadonlyArray<readonly [number, number]> = [
  [4, 34], [4.5, 34.5], [5, 35], [5.5, 35.5], [6, 36.5], [6.5, 37], [7, 37.5], [7.5, 38], [8, 39], [8.5, 39.5],
  [9, 40], [9.5, 40.5], [10, 41], [10.5, 41.5], [11, 42.5],
];
/**
 * US men's shoe size → EU size. Source: "US to EU Men's Shoe Size Conversion Chart"
 * (https://eatsip365.com/converting-the-average-mens-shoe-size-to-eu, read 2026-11; a range such as "39-40" is read as
 * 39.5), the common retail chart (US men's 10 = EU 43).
 */
const US_MEN_TO_EU: ReadonlyArray<readonly [number, number]> = [
  [6, 39], [6.5, 39.5], [7, 40], [7.5, 40.5], [8, 41], [8.5, 41.5], [9, 42], [9.5, 42.5], [10, 43], [10.5, 43.5],
  [11, 44], [11.5, 44.5], [12, 45], [13, 46], [14, 47], [15, 48],
];
/** EU sizes within this of the asked one count as the same size (the tables' EU sizes step by half sizes). */
const EU_TOLERANCE = 0.5;

/** Lowest and highest EU sizes read as adult shoe sizes (US adult sizes never reach these numbers). */
export const EU_SHOE_MIN = 30;
export const EU_SHOE_MAX = 50;

/**
 * The US sizes (as a catalog writes them: "7", "7.5") of an EU shoe size, for `who` (women's and men's both when
 * null), nearest first: the US sizes whose EU size is within {@link EU_TOLERANCE} of it. EU 38 → women's 7.5, 7;
 * EU 44 → men's 11, 10.5, 11.5.
 */
export function usSizesOfEu(eu: number, who: 'women' | 'men' | null): string[] {
  const out: { us: number; d: number }[] = [];
  const add = (table: ReadonlyArray<readonly [number, number]>) => {
    for (const [us, euSize] of table) if (Math.abs(euSize - eu) <= EU_TOLERANCE) out.push({ us, d: Math.abs(euSize - eu) });
  };
  if (who !== 'men') add(US_WOMEN_TO_EU);
  if (who !== 'women') add(US_MEN_TO_EU);
  return [...new Set(out.sort((a, b) => a.d - b.d || a.us - b.us).map((x) => String(x.us)))];
}

/** An EU size constraint as parsed ("EU 38", "EU 38.5"): its number, or null. */
export function euSizeOf(size: string): number | null {
  const m = /^EU (\d{2}(?:\.5)?)$/.exec(size);
  return m ? Number(m[1]) : null;
}
