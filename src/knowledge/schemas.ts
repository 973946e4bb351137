/** Request and response schemas of the knowledge admin API (zod; they also document /api/v1/openapi.json). */
import { z } from '@hono/zod-openapi';
import { ARTICLE_SOURCES } from './schema.ts';
import { ARTICLE_LIMITS } from './service.ts';
import { isTranslationLocale, TRANSLATION_LOCALES } from './translations.ts';

const L = ARTICLE_LIMITS;

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
/** An ISO 639-1 code CLDR knows ("es", "nl"; case-insensitive): the language an article is written in. */
const LanguageSchema = z.string().trim().toLowerCase()
  .refine((c) => /^[a-z]{2}$/.test(c) && LANGUAGE_NAMES.of(c) !== undefined, { message: 'must be an ISO 639-1 language code such as en, es or fr', params: { code: 'unknown_language' } });

/** POST / PUT body of an article. Limits: title 1-200 characters, body 1-20,000, at most 20 tags of 1-40. */
export const ArticleBodySchema = z.object({
  title: z.string().trim().min(1).max(L.titleMax).describe(`Title, 1-${L.titleMax} characters after trimming`),
  body: z.string().trim().min(1).max(L.bodyMax).describe(`Markdown body, 1-${L.bodyMax.toLocaleString('en')} characters after trimming`),
  tags: z.array(z.string().trim().min(1).max(L.tagMax)).max(L.tagsMax).default([])
    .describe(`Up to ${L.tagsMax} tags of 1-${L.tagMax} characters (stored lower-case). shipping, returns, payment and contact also match the words shoppers use for those topics`),
  language: LanguageSchema.optional()
    .describe("The language title and body are written in (ISO 639-1); default the store's language. A shopper writing another language, answered from the article as written, is told which language it is in"),
}).openapi('ArticleInput');
/** ArticleBody type. */
export type ArticleBody = z.infer<typeof ArticleBodySchema>;

/**
 * PUT body of an article: the fields to change, each with the limits of {@link ArticleBodySchema}; a field left out keeps
 * its value, so tags can be changed without the body — an imported Shopify policy's body may be longer than the 20,000
 * characters an article written here may have, and is never sent back. At least one field (else 400 `empty_update`).
 */
export const ArticleUpdateSchema = z.object({
  title: ArticleBodySchema.shape.title.optional(),
  body: ArticleBodySchema.shape.body.optional()
    .describe(`Markdown body, 1-${L.bodyMax.toLocaleString('en')} characters after trimming; left out, the body stays as it is (the way to retag an imported policy whose body is longer)`),
  tags: z.array(z.string().trim().min(1).max(L.tagMax)).max(L.tagsMax).optional()
    .describe(`Up to ${L.tagsMax} tags of 1-${L.tagMax} characters (stored lower-case); left out, the tags stay as they are`),
  language: LanguageSchema.optional().describe('The language title and body are written in (ISO 639-1); left out, it stays as it is. An imported policy\'s is the shop\'s'),
}).refine((b) => b.title !== undefined || b.body !== undefined || b.tags !== undefined || b.language !== undefined, {
  message: 'give at least one of title, body, tags and language', params: { code: 'empty_update' },
}).openapi('ArticleUpdate');
/** ArticleUpdate type. */
export type ArticleUpdate = z.infer<typeof ArticleUpdateSchema>;

/**
 * PUT body of a translation: title and Markdown body in the translation's language, with the limits of an article. A new
 * translation needs both; for an existing one, a field left out keeps its text — `{}` re-saves it as it is, which marks
 * an outdated translation up to date (its body may be an imported one longer than the limit).
 */
export const TranslationBodySchema = z.object({
  title: z.string().trim().min(1).max(L.titleMax).optional()
    .describe(`Title in the locale's language, 1-${L.titleMax} characters after trimming; left out, the saved translation's title (required for a new translation)`),
  body: z.string().trim().min(1).max(L.bodyMax).optional()
    .describe(`Markdown body in the locale's language, 1-${L.bodyMax.toLocaleString('en')} characters after trimming; left out, the saved translation's body (required for a new translation)`),
}).openapi('ArticleTranslationInput');
/** TranslationBody type. */
export type TranslationBody = z.infer<typeof TranslationBodySchema>;

/** A translation as the admin API returns it (`html`: its body rendered by the server's Markdown sanitizer). */
export const TranslationSchema = z.object({
  locale: z.string().describe(`One of ${TRANSLATION_LOCALES.join(', ')}`),
  title: z.string(),
  body: z.string().describe('Markdown'),
  html: z.string().describe('The body as sanitized HTML (server-rendered; safe to insert)'),
  source: z.enum(ARTICLE_SOURCES).describe('aisle: saved by staff here (a sync never replaces it); shopify: imported from the shop policy\'s translation, replaced at each sync'),
  outdated: z.boolean().describe("The article's title or body changed after this translation was saved (or Shopify marks it outdated): it may no longer say the same, so the agent answers from the article as written until it is saved again"),
  updated_at: z.string(),
}).openapi('ArticleTranslation');

/** An article as the admin API returns it. `html` = the body rendered by the server's Markdown sanitizer. */
export const ArticleSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  body: z.string().describe('Markdown'),
  html: z.string().describe('The body as sanitized HTML (server-rendered; safe to insert)'),
  tags: z.array(z.string()),
  demo: z.boolean().describe('Seeded demo content, not edited since'),
  source: z.enum(ARTICLE_SOURCES).describe("aisle: written here; shopify: one of the shop's policies, imported and kept equal to it by the sync (only its tags can be changed here)"),
  url: z.string().nullable().describe("The policy's public URL at the platform (imported articles); null for articles written here"),
  language: z.string().describe("The language title and body are written in (ISO 639-1): the store's language unless staff chose another; an imported policy's is the shop's primary language"),
  updated_at: z.string(),
  translations: z.array(TranslationSchema).describe('Its translations, by locale (the agent answers a shopper in one of these languages from it)'),
}).openapi('Article');
/** An article in the list (no body HTML; `excerpt` is plain text, at most 200 characters; `locales`: its translations). */
export const ArticleItemSchema = ArticleSchema.omit({ html: true, body: true, translations: true })
  .extend({
    excerpt: z.string(), locales: z.array(z.string()).describe('Locales it is translated into, a-z'),
    outdated_locales: z.array(z.string()).describe('Those of `locales` whose translation is outdated (the article changed since), a-z'),
  }).openapi('ArticleItem');

/** GET /api/v1/admin/knowledge/articles query. */
export const ArticleListQuerySchema = z.object({
  q: z.string().trim().max(200).optional().describe('Words in the title or body (case-insensitive substring)'),
  tag: z.string().trim().max(L.tagMax).optional().describe('Only articles with this tag'),
});

/** POST /api/v1/admin/knowledge/preview body and reply. */
export const PreviewBodySchema = z.object({ body: z.string().max(L.bodyMax).describe('Markdown to render') });
/** Preview reply. */
export const PreviewSchema = z.object({ html: z.string().describe('Sanitized HTML (the same renderer as saved articles)') });

/** Path id of an article. */
export const ArticleParamSchema = z.object({ id: z.string().describe('Article id (uuid)') });

/** Path of a translation: the article id and the locale (case-insensitive; not one of the served languages → `unknown_locale`). */
export const TranslationParamSchema = ArticleParamSchema.extend({
  locale: z.string().trim().toLowerCase()
    .refine(isTranslationLocale, { message: `must be one of ${TRANSLATION_LOCALES.join(', ')}`, params: { code: 'unknown_locale' } })
    .describe(`Locale of the translation: ${TRANSLATION_LOCALES.join(', ')} (the languages the agent answers in)`),
});
