/** Types for `snowball-stemmers` (JS port of the Snowball stemmers; the package ships none). */
declare module 'snowball-stemmers' {
  /** A stemmer of one language: `stem("baratos")` → "barat". */
  export type Stemmer = { stem(word: string): string };
  const snowball: { newStemmer(algorithm: string): Stemmer; algorithms(): string[] };
  export default snowball;
}
