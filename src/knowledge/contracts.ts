/** Contracts of the knowledge capability's agent tool (get_policy): arguments and result. */
import { z } from 'zod';

/**
 * get_policy arguments. `topic` ranks the store's articles; `lang` picks their translation into the shopper's language
 * when the store has one (else the turn's language the agent set, else none); `question` is what the answering
 * sentences of a translation are found with (the shopper's own words, in `lang`; default the topic after its colon).
 */
export const GetPolicyArgsSchema = z.object({
  topic: z.string().min(1).max(500).describe('What the shopper asks about: shipping, returns, payment, contact, ...'),
  lang: z.string().regex(/^[A-Za-z]{2}(?:[-_][A-Za-z0-9]{2,8})?$/).optional()
    .describe("Language of the shopper, ISO 639-1 (en, es, fr, de, pt, it; a region such as pt-BR is ignored): the article's translation into it is returned when the store has one. Default: the conversation's language"),
  question: z.string().min(1).max(2000).optional().describe("The shopper's question in their own words and language (finds the sentences of a translated article that answer it)"),
});
/** See {@link GetPolicyArgsSchema}. */
export type GetPolicyArgs = z.infer<typeof GetPolicyArgsSchema>;

/**
 * get_policy result: matching knowledge articles, best first. Each article's `title`, `body`, `excerpt` and `answer`
 * are in one language: the translation into `lang` when the article has one (`lang` present), else the article as the
 * store wrote it (`lang` absent), in `writtenIn`. `id` is always the article's own id (the same page in every language).
 */
export const GetPolicyResultSchema = z.object({
  articles: z.array(z.object({
    id: z.string(), title: z.string(), body: z.string(), excerpt: z.string(),
    answer: z.string().optional().describe('The sentences of the article that answer the question (knowledge/focus.ts); absent when none clearly does'),
    lang: z.string().optional().describe('Locale of the translation the text is in; absent = the article as written, in `writtenIn`'),
    writtenIn: z.string().optional()
      .describe("The language the store wrote the article in (ISO 639-1; absent in older results = en): the language of the text when `lang` is absent. When it is not the shopper's, quote the article and say which language it is in"),
    translationOutdated: z.boolean().optional()
      .describe("true: the store has a translation into the shopper's language, but the article changed after it was made (it may state an old policy), so the article comes as written; quote it, do not use an old translation"),
  })),
});
/** See {@link GetPolicyResultSchema}. */
export type GetPolicyResult = z.infer<typeof GetPolicyResultSchema>;
