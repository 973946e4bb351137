/** Public surface of the knowledge folder. */
export {
  ARTICLE_LIMITS, createArticle, deleteArticle, excerptOf, findPolicyArticles, getArticle, listArticles, normalizeTags, searchArticles, storeLanguageOf, updateArticle,
  upsertArticle, type ArticleEdit, type ArticleInput, type KnowledgeArticle,
} from './service.ts';
export { articleSentences, focusSentences } from './focus.ts';
export { setTranslation, TRANSLATION_LOCALES, type ArticleTranslation, type TranslationInput } from './translations.ts';
export { countImportedArticles, syncImportedArticles, type ImportedCounts, type ImportedPage, type ImportedTranslation, type ImportSummary } from './imports.ts';
export { createKnowledgeRoutes } from './routes.ts';
export * from './contracts.ts';
