/**
 * How many people a product is for, as a query asks it ("a picnic hamper for 4 people", "dinnerware, service for 4",
 * "a 2 person tent", "a game for 6 players") and as a title states it ("Picnic Basket Set for 4 Persons", "Service for
 * 8", "2-4 Players", "3-Seater Sofa"). A title that states another count than the one asked is not what was asked for:
 * search.ts puts those after the rest. Source: the ways catalog titles state a head count (the demo catalog's picnic
 * sets, dinnerware, tents, sofas and games), written for Aisle (2026).
 */

/** A count of people, players, guests or seats (1-99) after a number: "4 people", "2-person", "6 players", "3-seater". */
const COUNT_AFTER = String.raw`(\d{1,2})(?:\s*(?:-|to|–)\s*(\d{1,2}))?\s*-?\s*(?:people|persons?|players?|guests?|seaters?|place settings?|adults?)\b`;
/** "service for 4", "serves 6", "seats 4", "set for 2" (the "for" may have been dropped from a refined query). */
const COUNT_FOR = String.raw`\b(?:(?:service|serves?|seats?)\s+(?:for\s+)?|sets?\s+for\s+)(\d{1,2})(?:\s*(?:-|to|–)\s*(\d{1,2}))?\b(?!\s*(?:pcs|pieces?|pc|pack|packs|inch|in|x|ft|cm|mm|oz|lbs?|qt|quarts?|cups?|%))`;
const COUNT_RE = new RegExp(`\\b${COUNT_AFTER}|${COUNT_FOR}`, 'i');

/** The head count a text states: [low, high] (the same for one number; "2-4 players" is [2, 4]); null when none. */
export function headCountOf(text: string): [number, number] | null {
  const m = COUNT_RE.exec(text);
  if (!m) return null;
  const low = Number(m[1] ?? m[3]);
  const high = Number(m[2] ?? m[4] ?? low);
  return low >= 1 && high >= low ? [low, high] : null;
}

/**
 * Whether a title fits the head count asked (`wanted`, from {@link headCountOf} of the query): it states none, or a
 * range that holds the count asked.
 */
export function fitsHeadCount(title: string, wanted: [number, number]): boolean {
  const stated = headCountOf(title);
  return !stated || (wanted[0] >= stated[0] && wanted[0] <= stated[1]);
}
