/** Zod schemas of the overview API (`GET /api/v1/admin/overview`), documented in /api/v1/openapi.json. */
import { z } from '@hono/zod-openapi';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD');

/** Query: an inclusive range of calendar days in the store's time zone. */
export const OverviewQuerySchema = z.object({
  from: day.optional().describe('First day (YYYY-MM-DD, store time zone); default: 29 days before `to`'),
  to: day.optional().describe('Last day, inclusive; default: today in the store time zone. At most 366 days in all'),
});

const usage = {
  turns: z.number().int().describe('Agent turns (root runs). Tokens and cost also count model calls outside turns (the catalog vocabulary translated after an import or a Shopify sync)'),
  input_tokens: z.number().int(),
  output_tokens: z.number().int(),
  cost_usd: z.number().nullable().describe('US dollars from list prices; null when no cost is known'),
};

/** The overview of a range. Rates are 0..1 (4 decimals) or null when their denominator is 0. */
export const OverviewSchema = z.object({
  range: z.object({ from: z.string(), to: z.string(), days: z.number().int(), time_zone: z.string() }),
  totals: z.object({
    conversations: z.number().int().describe('Conversations started in the range'),
    resolutions: z.object({
      confirmed: z.number().int().describe('Resolution confirmed by the shopper or by staff'),
      assumed: z.number().int().describe('Idle 24 h without asking for a person or a thumbs down (see docs/overview.md)'),
      unresolved: z.number().int(),
    }),
    handoffs: z.number().int().describe('Conversations that asked for (or got) a person'),
    handoff_rate: z.number().nullable(),
    csat: z.object({ rated: z.number().int(), thumbs_up: z.number().int(), thumbs_down: z.number().int(), score: z.number().nullable().describe('thumbs up / rated') }),
    first_response: z.object({
      median_ms: z.number().int().nullable().describe('Median time from the first shopper message to the first agent or staff reply'),
      conversations: z.number().int().describe('Conversations with a first reply (the median\'s population)'),
    }),
    model: z.object(usage),
  }),
  daily: z.array(z.object({
    date: z.string(), conversations: z.number().int(), confirmed: z.number().int(), assumed: z.number().int(), handoffs: z.number().int(), ...usage,
  })).describe('Every day of the range, oldest first (zeros included)'),
  models: z.array(z.object({ model: z.string(), ...usage })).describe('Usage per model, most tokens first'),
  top_intents: z.array(z.object({ intent: z.string(), count: z.number().int() })).describe('Shopper message intents, most frequent first (10)'),
  languages: z.array(z.object({ language: z.string().nullable(), count: z.number().int() }))
    .describe('Conversations of the range per language the shopper wrote in (ISO 639-1; null: not detected — no shopper turn yet, or a conversation older than language detection), most first'),
  zero_result_searches: z.array(z.object({ query: z.string(), count: z.number().int(), last_at: z.string() }))
    .describe('Searches that found no product at all, most frequent first (10)'),
}).openapi('Overview');
/** The overview. */
export type Overview = z.infer<typeof OverviewSchema>;
