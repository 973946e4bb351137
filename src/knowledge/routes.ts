/**
 * Admin API of knowledge articles (`/api/v1/admin/knowledge/*`): list and read for any staff member (viewer
 * and up); create, edit, delete and preview for agents and owners (PRODUCT.md §6). Scoped to the staff member's
 * store: another store's article ids answer 404. Each article carries its translations per locale (PUT/DELETE
 * `articles/{id}/translations/{locale}`), which the agent answers from in the shopper's language while they are up to
 * date (`outdated`: the article's text changed since). Articles imported from Shopify's shop policies are read-only
 * here but for their tags (409 `managed_by_platform`). The agent reads articles from the database on every get_policy
 * call, so an edit is used from the next turn on.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { renderMarkdown } from '../conversations/index.ts';
import type { Database } from '../db/index.ts';
import { AppError } from '../shared/errors.ts';
import { createRouter, problemResponses } from '../shared/http.ts';
import type { RequireStaff } from '../stores/index.ts';
import {
  ArticleBodySchema, ArticleItemSchema, ArticleListQuerySchema, ArticleParamSchema, ArticleSchema, ArticleUpdateSchema, PreviewBodySchema, PreviewSchema,
  TranslationBodySchema, TranslationParamSchema, TranslationSchema,
} from './schemas.ts';
import { createArticle, deleteArticle, excerptOf, getArticle, listArticles, updateArticle, type KnowledgeArticle } from './service.ts';
import { deleteTranslation, isOutdated, listTranslations, setTranslation, translatedLocales, type ArticleTranslation } from './translations.ts';

const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const jsonBody = <T extends z.ZodTypeAny>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

function translationView(tr: ArticleTranslation, article: Pick<KnowledgeArticle, 'digest'>) {
  return {
    locale: tr.locale, title: tr.title, body: tr.body, html: renderMarkdown(tr.body, 'article'), source: tr.source,
    outdated: isOutdated(tr, article), updated_at: tr.updatedAt.toISOString(),
  };
}

function articleView(a: KnowledgeArticle, translations: ArticleTranslation[]) {
  return {
    id: a.id, title: a.title, body: a.body, html: renderMarkdown(a.body, 'article'), tags: a.tags, demo: a.demo, source: a.source, url: a.url, language: a.language,
    updated_at: a.updatedAt.toISOString(), translations: translations.map((tr) => translationView(tr, a)),
  };
}

/** Create the knowledge admin sub-app (mounted at the root). */
export function createKnowledgeRoutes(deps: { database: Database; requireStaff: RequireStaff }) {
  const { database } = deps;
  const app = createRouter();
  const tags = ['admin', 'knowledge'];

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/knowledge/articles', tags, summary: "The store's knowledge articles, last edited first",
    request: { query: ArticleListQuerySchema },
    responses: { 200: json(z.object({ articles: z.array(ArticleItemSchema) }), 'Articles'), ...problemResponses(400, 401) },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'viewer');
    const { q, tag } = c.req.valid('query');
    const needle = q?.toLowerCase();
    const articles = (await listArticles(database, storeId))
      .filter((a) => (!needle || a.title.toLowerCase().includes(needle) || a.body.toLowerCase().includes(needle)) && (!tag || a.tags.includes(tag.toLowerCase())));
    const locales = await translatedLocales(database, storeId);
    return c.json({
      articles: articles.map((a) => ({
        id: a.id, title: a.title, tags: a.tags, demo: a.demo, source: a.source, url: a.url, language: a.language, updated_at: a.updatedAt.toISOString(), excerpt: excerptOf(a.body, 200),
        locales: locales.get(a.id)?.locales ?? [], outdated_locales: locales.get(a.id)?.outdated ?? [],
      })),
    }, 200);
  });

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/knowledge/articles/{id}', tags, summary: 'One article with its rendered body',
    request: { params: ArticleParamSchema },
    responses: { 200: json(z.object({ article: ArticleSchema }), 'Article'), ...problemResponses(401, 404) },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'viewer');
    const a = await getArticle(database, storeId, c.req.valid('param').id);
    if (!a) throw new AppError('not_found', 'No such article');
    return c.json({ article: articleView(a, await listTranslations(database, storeId, a.id)) }, 200);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/admin/knowledge/articles', tags, summary: 'Create an article (agent or owner)',
    description: 'The agent uses it from the next turn on (get_policy reads articles from the database each time).',
    request: { body: jsonBody(ArticleBodySchema) },
    responses: { 201: json(z.object({ article: ArticleSchema }), 'Created'), ...problemResponses(400, 401, 403) },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'agent');
    return c.json({ article: articleView(await createArticle(database, storeId, c.req.valid('json')), []) }, 201);
  });

  app.openapi(createRoute({
    method: 'put', path: '/api/v1/admin/knowledge/articles/{id}', tags, summary: "Change an article's title, body and tags (agent or owner)",
    description: 'A field left out keeps its value (`{"tags": [...]}` changes the tags alone); none at all is 400 `empty_update`. Its translations become outdated when the title or body changes (not when only the tags do). An article imported from Shopify (`source` shopify) takes new tags only: a different title, body or language is 409 `managed_by_platform` (edit the policy in Shopify). Its body comes whole from Shopify and may be longer than the 20,000 characters of the editor: leave it out to retag it (sent back, it is checked against the limit like any body).',
    request: { params: ArticleParamSchema, body: jsonBody(ArticleUpdateSchema) },
    responses: { 200: json(z.object({ article: ArticleSchema }), 'Updated'), ...problemResponses(400, 401, 403, 404, 409) },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'agent');
    const a = await updateArticle(database, storeId, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ article: articleView(a, await listTranslations(database, storeId, a.id)) }, 200);
  });

  app.openapi(createRoute({
    method: 'delete', path: '/api/v1/admin/knowledge/articles/{id}', tags, summary: 'Delete an article (agent or owner)',
    description: 'An article imported from Shopify is 409 `managed_by_platform`: it goes when the shop no longer has the policy.',
    request: { params: ArticleParamSchema },
    responses: { 204: { description: 'Deleted' }, ...problemResponses(401, 403, 404, 409) },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'agent');
    await deleteArticle(database, storeId, c.req.valid('param').id);
    return c.body(null, 204);
  });

  app.openapi(createRoute({
    method: 'put', path: '/api/v1/admin/knowledge/articles/{id}/translations/{locale}', tags,
    summary: "Create or replace an article's translation into a locale (agent or owner)",
    description: 'The agent answers shoppers who write in that language from it, from the next turn on. A new translation needs title and body (400 `required`); an existing one keeps the text of a field left out, so `{}` confirms an outdated translation as it is (it becomes up to date, and is the merchant\'s from then on). 400 `unknown_locale` for a locale the agent does not answer in.',
    request: { params: TranslationParamSchema, body: jsonBody(TranslationBodySchema) },
    responses: { 200: json(z.object({ translation: TranslationSchema }), 'Saved'), ...problemResponses(400, 401, 403, 404) },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'agent');
    const { id, locale } = c.req.valid('param');
    const tr = await setTranslation(database, storeId, id, locale, c.req.valid('json'));
    return c.json({ translation: translationView(tr, { digest: tr.sourceDigest ?? '' }) }, 200);
  });

  app.openapi(createRoute({
    method: 'delete', path: '/api/v1/admin/knowledge/articles/{id}/translations/{locale}', tags,
    summary: "Delete an article's translation into a locale (agent or owner)",
    description: 'Shoppers who write in that language get the article as written again, quoted with a note that says which language it is in.',
    request: { params: TranslationParamSchema },
    responses: { 204: { description: 'Deleted' }, ...problemResponses(400, 401, 403, 404) },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'agent');
    const { id, locale } = c.req.valid('param');
    await deleteTranslation(database, storeId, id, locale);
    return c.body(null, 204);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/admin/knowledge/preview', tags, summary: 'Render Markdown as the server will (sanitized HTML)',
    request: { body: jsonBody(PreviewBodySchema) },
    responses: { 200: json(PreviewSchema, 'Rendered'), ...problemResponses(400, 401, 403) },
  }), async (c) => {
    await deps.requireStaff(c, 'agent');
    return c.json({ html: renderMarkdown(c.req.valid('json').body, 'article') }, 200);
  });

  return app;
}
