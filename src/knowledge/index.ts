/** Public surface of the knowledge folder. */
export {
  ARTICLE_LIMITS, createArticle, deleteArticle, excerptOf, findPolicyArticles, getArticle, listArticles, normalizeTags, searchArticles, updateArticle,
  upsertArticle, type ArticleEdit, type ArticleInput, type KnowledgeArticle,
} from './service.ts';
export { articleSentences, focusSentences } from './focus.ts';
export {
  deleteTranslation, isTranslationLocale, listTranslations, setTranslation, TRANSLATION_LOCALES, translatedLocales, translationsOf,
  type ArticleTranslation, type TranslationInput,
} from './translations.ts';
export { createKnowledgeRoutes } from './routes.ts';
export * from './contracts.ts';
