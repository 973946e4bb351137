/**
 * Corpus statistics of a store for the passage ranker's IDF: the store vocabulary's word → product counts
 * (title, vendor, type, category, tags, bullets; see ../search/store-vocabulary.ts), stemmed like passages are.
 */
import type { Database } from '../../db/index.ts';
import { getStoreVocabulary, type StoreVocabulary } from '../search/store-vocabulary.ts';
import { corpusOfWordCounts, type PassageCorpus } from './rank.ts';

const corpora = new WeakMap<StoreVocabulary, PassageCorpus>();

/** The store's passage corpus (built once per loaded vocabulary, so it follows catalog imports). */
export async function getPassageCorpus(database: Database, storeId: string): Promise<PassageCorpus> {
  const vocab = await getStoreVocabulary(database, storeId);
  let corpus = corpora.get(vocab);
  if (!corpus) {
    corpus = corpusOfWordCounts(vocab.lexicon, vocab.productCount);
    corpora.set(vocab, corpus);
  }
  return corpus;
}
