/** Shapes and limits of the knowledge admin API (server: src/knowledge/schemas.ts). */

/** A row of GET /api/v1/admin/knowledge/articles. */
export type ArticleItem = { id: string; title: string; tags: string[]; demo: boolean; updated_at: string; excerpt: string };
/** GET /api/v1/admin/knowledge/articles/{id}: `html` is the server-sanitized rendering of `body`. */
export type Article = { id: string; title: string; body: string; html: string; tags: string[]; demo: boolean; updated_at: string };
/** Limits the server enforces (src/knowledge/service.ts ARTICLE_LIMITS). */
export const LIMITS = { titleMax: 200, bodyMax: 20_000, tagsMax: 20, tagMax: 40 } as const;
/** Query key prefix of knowledge data. */
export const KNOWLEDGE_KEY = ['knowledge'] as const;
