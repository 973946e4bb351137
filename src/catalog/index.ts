/** Public surface of the catalog capability: import, search, product reads, money formatting. */
export { importCatalogFile, type CatalogFormat, type ImportOptions, type ImportReport } from './import/import-catalog.ts';
export type { ProductImage, ProductInput, ProductOption, RowError, VariantInput } from './import/normalize.ts';
export { finishProductInput, htmlToText, parsePriceToCents } from './import/normalize.ts';
export type { BatchResult } from './repository.ts';
export {
  finishCatalogWrite, getProductRatings, removeCatalogProducts, removeProductsNotIn, setVariantInventory, upsertCatalogProducts,
} from './sync.ts';
export { formatPrice } from './format.ts';
export {
  getProductDetail, getProductSummaries, getVariants, getVariantsOfProducts, shopifyVariantId, type ProductDetail, type PurchasableVariant, type VariantDetail,
} from './products.ts';
export { digitsForSpelledAmounts, digitsForSpelledMoney, parseConstraints, type ConstraintVocabulary } from './search/constraints.ts';
export { applyDefaults, explainSearch, RELAX_ORDER, searchProducts, storyStrength, type SearchExplanation, type SearchOptions, type SearchScore } from './search/search.ts';
export { namingWords, softWordPlans, warmSoftWords, withoutWords } from './search/soft-words.ts';
export { editDistance, getStoreVocabulary, invalidateStoreVocabulary, VOCABULARY_CACHE_STORES, VOCABULARY_CACHE_WORDS, vocabularyCacheStats } from './search/store-vocabulary.ts';
export { isEnglishWord } from './passages/wordnet.ts';
export { evaluateSearch, readEvalJudgments, readEvalQueries, type EvalJudgment, type EvalQuery, type EvalResult } from './search/evaluate.ts';
export { createCatalogAdminRoutes, DEFAULT_MAX_UPLOAD_BYTES, type CatalogAdminDeps } from './admin-routes.ts';
export { CATALOG_IMPORT_QUEUE, getCatalogImport, listCatalogImports, registerCatalogImportJobs, startCatalogImport, type CatalogImport } from './imports.ts';
export { countProducts, getProductFacets, listProducts, PRODUCT_STATUSES, type ProductListItem, type ProductListPage, type ProductListQuery } from './product-list.ts';
export * from './contracts.ts';
export { getPassageCorpus, rankPassages, splitProductIntoPassages } from './passages/index.ts';
export { CATALOG_LANGUAGES, isCatalogLanguage, type CatalogLanguage } from './search/catalog-language.ts';
export { getCatalogLanguage, getCatalogSettings, setCatalogLanguage, type CatalogSettingsView } from './catalog-settings.ts';
export {
  MAX_VOCABULARY_TERMS, TERMS_PER_REQUEST, translateCatalogVocabulary, translateNewVocabulary, VOCABULARY_TRACE_NAME, type ChatMessage, type CompleteText, type VocabularyReport, type VocabularyTranslator,
  type VocabularyTranslatorFor,
} from './vocabulary.ts';
/** Porter stem of one lower-case word, memoised (the search re-ranker's own stemmer). */
export { rankStem, rankWords } from './search/rerank.ts';
