/**
 * Aisle's plans (config/plans.json, read by the stores capability) as the billing configuration of
 * `@shopify/shopify-api`: one recurring plan per paid plan, billed every 30 days, with its trial. Shopify shows the
 * plan's library name ("Aisle Growth") on the merchant's approval page.
 */
import { BillingInterval, BillingReplacementBehavior, type BillingConfig } from '@shopify/shopify-api';
import type { Plan, Plans } from '../../stores/index.ts';

export type { Plans } from '../../stores/index.ts';

/** The name a plan has at Shopify (the appSubscriptionCreate `name`, and the library's billing key). */
export function subscriptionName(plan: Pick<Plan, 'name'>): string {
  return `Aisle ${plan.name}`;
}

/** The plan a Shopify subscription name stands for, or null. */
export function planOfSubscription(plans: Plans, name: string): Plan | null {
  return plans.plans.find((p) => subscriptionName(p) === name) ?? null;
}

/** Library billing config: every paid plan as a recurring line item (EVERY_30_DAYS) with its trial days. */
export function billingConfigOf(plans: Plans): BillingConfig {
  const config: Record<string, unknown> = {};
  for (const p of plans.plans) {
    if (Number(p.price) <= 0) continue;
    config[subscriptionName(p)] = {
      trialDays: p.trialDays,
      replacementBehavior: BillingReplacementBehavior.ApplyImmediately,
      lineItems: [{ amount: Number(p.price), currencyCode: plans.currency, interval: BillingInterval.Every30Days }],
    };
  }
  return config as BillingConfig;
}
