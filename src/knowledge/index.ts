/** Public surface of the knowledge folder. */
export { excerptOf, listArticles, searchArticles, upsertArticle, type ArticleInput, type KnowledgeArticle } from './service.ts';
