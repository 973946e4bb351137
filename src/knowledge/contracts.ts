/** Contracts of the knowledge capability's agent tool (get_policy): arguments and result. */
import { z } from 'zod';

/** get_policy arguments. */
export const GetPolicyArgsSchema = z.object({
  topic: z.string().min(1).max(500).describe('What the shopper asks about: shipping, returns, payment, contact, ...'),
});
export type GetPolicyArgs = z.infer<typeof GetPolicyArgsSchema>;

/** get_policy result: matching knowledge articles, best first. */
export const GetPolicyResultSchema = z.object({
  articles: z.array(z.object({
    id: z.string(), title: z.string(), body: z.string(), excerpt: z.string(),
    answer: z.string().optional().describe('The sentences of the article that answer the question (knowledge/focus.ts); absent when none clearly does'),
  })),
});
export type GetPolicyResult = z.infer<typeof GetPolicyResultSchema>;
