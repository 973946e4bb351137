/**
 * Plans (PRODUCT.md §9: Free 100 conversations a month, Growth 2,000, Pro 10,000), read once from the one config
 * file `config/plans.json` and validated with zod. A store's `plan` column holds a plan key; its allowance is the
 * plan's `conversationsPerMonth`. Prices are what the Shopify Billing API charges every 30 days (decimal strings in
 * `currency`); `free` costs nothing and needs no subscription.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** One plan of config/plans.json. */
export const PlanSchema = z.object({
  key: z.string().regex(/^[a-z][a-z0-9-]{1,30}$/).describe('Stored in stores.plan'),
  name: z.string().min(1).max(40),
  conversationsPerMonth: z.number().int().positive().describe('Conversations a month included (PRODUCT.md §9)'),
  price: z.string().regex(/^\d+\.\d{2}$/).describe('Price every 30 days, decimal, in the file currency'),
  trialDays: z.number().int().min(0).max(365),
});
/** A plan. */
export type Plan = z.infer<typeof PlanSchema>;

/** config/plans.json. */
export const PlansFileSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/).describe('ISO 4217 code of every price'),
  plans: z.array(PlanSchema).min(1).refine((ps) => ps.some((p) => p.key === 'free'), 'a "free" plan is required (new stores start on it)'),
});
/** The plans file. */
export type Plans = z.infer<typeof PlansFileSchema>;

/** Path of the plans file. */
export const PLANS_FILE = new URL('../../config/plans.json', import.meta.url);

let cached: Plans | null = null;

/** The plans (read and validated on first use). @throws Error when config/plans.json is missing or invalid */
export function loadPlans(): Plans {
  if (!cached) cached = PlansFileSchema.parse(JSON.parse(readFileSync(PLANS_FILE, 'utf8')));
  return cached;
}

/** The plan with this key, or the free plan when the key is unknown. */
export function planOf(key: string | null | undefined, plans: Plans = loadPlans()): Plan {
  return plans.plans.find((p) => p.key === key) ?? plans.plans.find((p) => p.key === 'free')!;
}
