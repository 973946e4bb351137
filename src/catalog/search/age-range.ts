/**
 * How old the child a product is for is, as a query asks it ("a board game for a 4 year old", "puzzle for my 3yo", "age
 * 6") and as a title states it ("Ages 3-7", "Age 4 and Up", "8+ Years", "Toys for 1,2,3 Year Old Girl", "for Kids 5 to
 * 12 Years"). search.ts puts titles that state a fitting range first and those that state another after the rest.
 * Source: the ways the demo catalog's toy, game and children's titles state ages, written for Aisle (2026).
 */

/** Oldest age read (years); "and up" ranges end here. */
const MAX_AGE = 99;

/** An age asked in years: "4 year old", "4-year-old", "4 years old", "4yo", "4 y/o", "age 4", "aged 4". */
const ASKED_RE = /\b(\d{1,2})(?:[\s-]*(?:years?|yrs?)[\s-]*olds?\b|\s?yo\b|\s?y\/o\b)|\bage[ds]?\s+(\d{1,2})\b(?!\s*(?:-|to|–|\+|and up|& up|months?))/i;

/**
 * Title statements of an age range, each giving [low, high] from its groups: "Ages 3-7" / "Ages 3 to 7", "Age 4 and Up"
 * / "Ages 8+", "5 to 12 Years", "for 1,2,3 Year Old", "7 Year Old". Tried in this order; the first that matches counts.
 */
const TITLE_RES: [RegExp, (m: RegExpExecArray) => [number, number]][] = [
  [/\bages?\s*(\d{1,2})\s*(?:-|to|–)\s*(\d{1,2})\b/i, (m) => [Number(m[1]), Number(m[2])]],
  [/\bages?\s*(\d{1,2})\s*(?:\+|and up|& up|and older|years and up|years? & up|to adult)/i, (m) => [Number(m[1]), MAX_AGE]],
  [/\b(\d{1,2})\s*(?:\+|and up|& up)\s*(?:years?|yrs?)\b/i, (m) => [Number(m[1]), MAX_AGE]],
  [/\b(\d{1,2})\s*(?:-|to|–)\s*(\d{1,2})\s*(?:years?|yrs?)\b/i, (m) => [Number(m[1]), Number(m[2])]],
  [/\b(\d{1,2})(?:\s*,\s*\d{1,2})*\s*(?:,|and|&)\s*(\d{1,2})\s*(?:years?|yrs?)[\s-]*olds?\b/i, (m) => [Number(m[1]), Number(m[2])]],
  [/\bages?\s*(\d{1,2})\b/i, (m) => [Number(m[1]), MAX_AGE]],
  [/\b(\d{1,2})[\s-]*(?:years?|yrs?)[\s-]*olds?\b/i, (m) => [Number(m[1]), Number(m[1])]],
];

/** The age in years a query asks a product for, or null ("a board game for a 4 year old" → 4). */
export function askedAgeOf(text: string): number | null {
  const m = ASKED_RE.exec(text);
  if (!m) return null;
  const age = Number(m[1] ?? m[2]);
  return age >= 1 && age <= 17 ? age : null;
}

/** The age range in years a title states ([low, high]; "and up" ends at 99), or null when it states none. */
export function titleAgesOf(title: string): [number, number] | null {
  for (const [re, range] of TITLE_RES) {
    const m = re.exec(title);
    if (!m) continue;
    const [low, high] = range(m);
    if (low >= 0 && high >= low && low <= 17) return [low, high];
  }
  return null;
}
