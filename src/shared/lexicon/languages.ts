/** The languages with a lexicon, below the modules that need them (index.ts, general.ts, morphology.ts). */

/** Languages with a lexicon (ISO 639-1) and their Snowball algorithm names. */
export const LEXICON_LANGUAGES = { es: 'spanish', fr: 'french', de: 'german', pt: 'portuguese', it: 'italian' } as const;
/** A language with a lexicon. */
export type LexiconLanguage = keyof typeof LEXICON_LANGUAGES;
