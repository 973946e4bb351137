/**
 * Model prices used to put a USD cost on each llm run.
 *
 * Source: the vendors' public list prices per million tokens (standard tier, no batch or cache
 * discounts) — https://openai.com/api/pricing and https://www.anthropic.com/pricing — as written
 * down on 2025-06-01. Prices change: the table is a default that operators override through
 * `RunTracer`'s `prices` option; a model that matches no entry gets a `null` cost (unknown),
 * never a guess. The embedded local model runs on the operator's own CPU: cost 0.
 */

/** USD per one million tokens, input (prompt) and output (completion). */
export type ModelPrice = { inputPerMTok: number; outputPerMTok: number };

/**
 * Default price table, keyed by model-name prefix (the longest matching prefix wins, so
 * `gpt-4o-mini-2024-07-18` is priced as `gpt-4o-mini`, not `gpt-4o`).
 */
export const DEFAULT_MODEL_PRICES: Readonly<Record<string, ModelPrice>> = {
  // OpenAI (openai.com/api/pricing, 2025-06-01)
  'gpt-4o': { inputPerMTok: 2.5, outputPerMTok: 10 },
  'gpt-4o-mini': { inputPerMTok: 0.15, outputPerMTok: 0.6 },
  'gpt-4.1': { inputPerMTok: 2, outputPerMTok: 8 },
  'gpt-4.1-mini': { inputPerMTok: 0.4, outputPerMTok: 1.6 },
  'gpt-4.1-nano': { inputPerMTok: 0.1, outputPerMTok: 0.4 },
  'o3': { inputPerMTok: 2, outputPerMTok: 8 },
  'o4-mini': { inputPerMTok: 1.1, outputPerMTok: 4.4 },
  'gpt-3.5-turbo': { inputPerMTok: 0.5, outputPerMTok: 1.5 },
  // Anthropic (anthropic.com/pricing, 2025-06-01)
  'claude-opus-4': { inputPerMTok: 15, outputPerMTok: 75 },
  'claude-sonnet-4': { inputPerMTok: 3, outputPerMTok: 15 },
  'claude-3-7-sonnet': { inputPerMTok: 3, outputPerMTok: 15 },
  'claude-3-5-sonnet': { inputPerMTok: 3, outputPerMTok: 15 },
  'claude-3-5-haiku': { inputPerMTok: 0.8, outputPerMTok: 4 },
  'claude-3-haiku': { inputPerMTok: 0.25, outputPerMTok: 1.25 },
  // Aisle's embedded local model (and test fakes): free to run.
  'local': { inputPerMTok: 0, outputPerMTok: 0 },
  'aisle-local': { inputPerMTok: 0, outputPerMTok: 0 },
  'fake': { inputPerMTok: 0, outputPerMTok: 0 },
};

/**
 * Cost in USD of one model call, rounded to 6 decimals (the `runs.cost_usd` scale).
 * @param model model name as the provider reports it (case-insensitive; a `provider/` prefix is ignored)
 * @returns the cost, or `null` when the model is unknown or no token counts are known
 */
export function computeCostUsd(
  model: string | null | undefined,
  inputTokens: number | null | undefined,
  outputTokens: number | null | undefined,
  prices: Readonly<Record<string, ModelPrice>> = DEFAULT_MODEL_PRICES,
): number | null {
  if (!model || (inputTokens == null && outputTokens == null)) return null;
  const price = findModelPrice(model, prices);
  if (!price) return null;
  const usd = ((inputTokens ?? 0) * price.inputPerMTok + (outputTokens ?? 0) * price.outputPerMTok) / 1_000_000;
  return Math.round(usd * 1e6) / 1e6;
}

/** The price entry whose key is the longest prefix of `model` (lower-cased, `provider/` stripped), or undefined. */
export function findModelPrice(model: string, prices: Readonly<Record<string, ModelPrice>> = DEFAULT_MODEL_PRICES): ModelPrice | undefined {
  const name = model.toLowerCase().replace(/^[a-z0-9_-]+\//, '');
  let best: string | undefined;
  for (const key of Object.keys(prices)) {
    if (name.startsWith(key) && (best === undefined || key.length > best.length)) best = key;
  }
  return best === undefined ? undefined : prices[best];
}
