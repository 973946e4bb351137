/** Public surface of the catalog capability: import, search, product reads, money formatting. */
export { importCatalogFile, type CatalogFormat, type ImportOptions, type ImportReport } from './import/import-catalog.ts';
export type { ProductImage, ProductOption, RowError } from './import/normalize.ts';
export { formatPrice } from './format.ts';
export {
  getProductDetail, getProductSummaries, getVariants, getVariantsOfProducts, type ProductDetail, type PurchasableVariant, type VariantDetail,
} from './products.ts';
export { parseConstraints, type ConstraintVocabulary } from './search/constraints.ts';
export { RELAX_ORDER, searchProducts, type SearchOptions } from './search/search.ts';
export { invalidateStoreVocabulary } from './search/store-vocabulary.ts';
export { evaluateSearch, readEvalJudgments, readEvalQueries, type EvalJudgment, type EvalQuery, type EvalResult } from './search/evaluate.ts';
