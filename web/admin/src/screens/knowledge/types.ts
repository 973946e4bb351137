/** Shapes and limits of the knowledge admin API (server: src/knowledge/schemas.ts). */

import type { Schemas } from '../../../../api/index.ts';

/** A row of GET /api/v1/admin/knowledge/articles. */
export type ArticleItem = Schemas['ArticleItem'];
/** GET /api/v1/admin/knowledge/articles/{id}: `html` is the server-sanitized rendering of `body`. */
export type Article = Schemas['Article'];
/** Limits the server enforces (src/knowledge/service.ts ARTICLE_LIMITS). */
export const LIMITS = { titleMax: 200, bodyMax: 20_000, tagsMax: 20, tagMax: 40 } as const;
/** Locales an article can be translated into, the five other languages first (server: src/knowledge/translations.ts TRANSLATION_LOCALES). */
export const TRANSLATION_LOCALES = ['es', 'fr', 'de', 'pt', 'it', 'en'] as const;
/** Query key prefix of knowledge data. */
export const KNOWLEDGE_KEY = ['knowledge'] as const;
