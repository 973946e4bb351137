/** Text folding shared by language detection and glossing. */

/**
 * Fold text for lexicon lookups: lower case, accents and other combining marks removed (NFD), `ß` → `ss`, curly
 * apostrophes straight. "Küchenmesser" → "kuchenmesser", "été" → "ete". Lexicon keys are folded the same way, so a
 * shopper who types without accents is understood too.
 */
export function foldText(text: string): string {
  return text.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}+/gu, '').replace(/[’‘`´]/g, "'");
}
