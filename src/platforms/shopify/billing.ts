/**
 * Billing through Shopify's Billing API (https://shopify.dev/docs/apps/launch/billing/subscription-billing): plans
 * from config/plans.json (one config file: allowance, price every 30 days, trial). An owner picks a paid plan →
 * `appSubscriptionCreate` through the library (`billing.request`, the plan's recurring line item and trial days, the
 * merchant's approval page, a return URL back into the embedded admin) → the merchant approves at Shopify →
 * `app_subscriptions/update` (and the return) make the store's plan the subscription's. Choosing Free cancels the
 * active subscription (prorated). A subscription that is cancelled, declined, expired or frozen puts the store back
 * on Free.
 *
 * Test charges (`isTest`) are never left at the library's default (true): they are decided per shop —
 * SHOPIFY_BILLING_TEST `auto` (default) makes them for development stores only (`shop.plan.partnerDevelopment`,
 * read at install), `always` / `never` force it.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { AppError } from '../../shared/errors.ts';
import { findStoreById, planOf, updateStore, type Plan, type Plans } from '../../stores/index.ts';
import type { AdminApi } from './admin-api.ts';
import type { ShopRow } from './install.ts';
import { planOfSubscription, subscriptionName } from './plans.ts';
import { shopifySubscriptions } from './schema.ts';
import type { ShopifySessions } from './sessions.ts';
import type { ShopifyApi } from './shopify-api.ts';
import type { HandlerOutcome } from './webhooks/process.ts';

/** Subscription statuses that end a paid plan (the store goes back to Free). */
const ENDED = new Set(['CANCELLED', 'DECLINED', 'EXPIRED', 'FROZEN']);

/** The billing state the admin shows. */
export type BillingView = {
  plan: { key: string; name: string; conversationsPerMonth: number; price: string; currency: string };
  subscription: { id: string; status: string; test: boolean; trialDays: number; currentPeriodEnd: string | null } | null;
  plans: { key: string; name: string; conversationsPerMonth: number; price: string; trialDays: number }[];
  currency: string;
};

/** Dependencies of {@link createShopifyBilling}. */
export type BillingDeps = {
  database: Database; shopify: ShopifyApi; sessions: ShopifySessions; admin: AdminApi; plans: Plans;
  billingTest: 'auto' | 'always' | 'never';
  shopOfStore: (storeId: string) => Promise<ShopRow | null>;
  /** The embedded admin's billing page for a shop (return URL after the merchant's approval). */
  returnUrl: (shop: string) => string;
};

/** Billing of Shopify stores. */
export type ShopifyBilling = {
  /** The store's plan, subscription and the plans on offer. @throws AppError not_found */
  view(storeId: string): Promise<BillingView>;
  /**
   * Choose a plan: a paid plan answers Shopify's approval page URL (the subscription is pending until the merchant
   * approves); Free cancels the active subscription and answers null.
   * @throws AppError invalid_request (unknown plan), platform_unavailable
   */
  choose(storeId: string, planKey: string): Promise<{ confirmationUrl: string | null }>;
  /** Re-read the active subscriptions from Shopify (after the merchant returns from the approval page). */
  refresh(storeId: string): Promise<BillingView>;
  /** The `app_subscriptions/update` webhook. */
  subscriptionUpdated(storeId: string, payload: Record<string, unknown>): Promise<HandlerOutcome>;
};

/** Create the billing service. */
export function createShopifyBilling(deps: BillingDeps): ShopifyBilling {
  const { database, shopify, sessions, admin, plans } = deps;

  async function isTest(storeId: string): Promise<boolean> {
    if (deps.billingTest !== 'auto') return deps.billingTest === 'always';
    return (await deps.shopOfStore(storeId))?.development ?? false;
  }

  async function record(storeId: string, s: { id: string; name: string; status: string; test?: boolean; trialDays?: number; currentPeriodEnd?: string | null }): Promise<void> {
    const plan = planOfSubscription(plans, s.name);
    const values = {
      id: s.id, storeId, plan: plan?.key ?? s.name, status: s.status.toUpperCase(), test: s.test ?? false, trialDays: s.trialDays ?? 0,
      currentPeriodEnd: s.currentPeriodEnd ? new Date(s.currentPeriodEnd) : null, updatedAt: new Date(),
    };
    await database.db.insert(shopifySubscriptions).values(values).onConflictDoUpdate({
      target: shopifySubscriptions.id,
      set: { status: values.status, updatedAt: values.updatedAt, ...(s.test !== undefined ? { test: s.test } : {}), ...(s.currentPeriodEnd !== undefined ? { currentPeriodEnd: values.currentPeriodEnd } : {}) },
    });
    if (values.status === 'ACTIVE' && plan) await updateStore(database, storeId, { plan: plan.key });
    else if (ENDED.has(values.status)) {
      const active = await database.db.select({ id: shopifySubscriptions.id }).from(shopifySubscriptions)
        .where(and(eq(shopifySubscriptions.storeId, storeId), eq(shopifySubscriptions.status, 'ACTIVE'))).limit(1);
      if (!active[0]) await updateStore(database, storeId, { plan: 'free' });
    }
  }

  async function view(storeId: string): Promise<BillingView> {
    const store = await findStoreById(database, storeId);
    if (!store) throw new AppError('not_found', 'No such store');
    const p: Plan = planOf(store.plan, plans);
    const subs = await database.db.select().from(shopifySubscriptions).where(eq(shopifySubscriptions.storeId, storeId)).orderBy(desc(shopifySubscriptions.updatedAt)).limit(5);
    const current = subs.find((s) => s.status === 'ACTIVE') ?? subs.find((s) => s.status === 'PENDING') ?? null;
    return {
      currency: plans.currency,
      plan: { key: p.key, name: p.name, conversationsPerMonth: p.conversationsPerMonth, price: p.price, currency: plans.currency },
      subscription: current ? { id: current.id, status: current.status, test: current.test, trialDays: current.trialDays, currentPeriodEnd: current.currentPeriodEnd?.toISOString() ?? null } : null,
      plans: plans.plans.map((x) => ({ key: x.key, name: x.name, conversationsPerMonth: x.conversationsPerMonth, price: x.price, trialDays: x.trialDays })),
    };
  }

  return {
    view,
    async choose(storeId, planKey) {
      const plan = plans.plans.find((p) => p.key === planKey);
      if (!plan) throw new AppError('invalid_request', `No plan "${planKey}"`);
      const shop = await deps.shopOfStore(storeId);
      if (!shop) throw new AppError('not_found', 'Not a Shopify store');
      const session = await sessions.offline(storeId);
      const test = await isTest(storeId);
      if (Number(plan.price) <= 0) {
        const active = await database.db.select().from(shopifySubscriptions).where(and(eq(shopifySubscriptions.storeId, storeId), eq(shopifySubscriptions.status, 'ACTIVE')));
        for (const s of active) {
          const cancelled = await admin.withThrottle(shop.shop, () => shopify.billing.cancel({ session, subscriptionId: s.id, prorate: true, isTest: s.test }));
          await record(storeId, { id: cancelled.id, name: cancelled.name, status: cancelled.status, test: cancelled.test });
        }
        await updateStore(database, storeId, { plan: 'free' });
        return { confirmationUrl: null };
      }
      const res = await admin.withThrottle(shop.shop, () => shopify.billing.request({
        session, plan: subscriptionName(plan), isTest: test, returnUrl: deps.returnUrl(shop.shop), returnObject: true,
      }));
      const sub = res.appSubscription;
      if (sub) await record(storeId, { id: sub.id, name: sub.name, status: sub.status, test: sub.test, trialDays: sub.trialDays, currentPeriodEnd: sub.currentPeriodEnd ?? null });
      return { confirmationUrl: res.confirmationUrl };
    },
    async refresh(storeId) {
      const shop = await deps.shopOfStore(storeId);
      if (!shop) throw new AppError('not_found', 'Not a Shopify store');
      const session = await sessions.offline(storeId);
      const { activeSubscriptions } = await admin.withThrottle(shop.shop, () => shopify.billing.subscriptions({ session }));
      for (const s of activeSubscriptions) await record(storeId, { id: s.id, name: s.name, status: s.status, test: s.test, trialDays: s.trialDays, currentPeriodEnd: s.currentPeriodEnd ?? null });
      const known = await database.db.select().from(shopifySubscriptions).where(and(eq(shopifySubscriptions.storeId, storeId), eq(shopifySubscriptions.status, 'ACTIVE')));
      for (const k of known) if (!activeSubscriptions.some((s) => s.id === k.id)) await record(storeId, { id: k.id, name: subscriptionNameOfKey(plans, k.plan), status: 'CANCELLED' });
      return view(storeId);
    },
    async subscriptionUpdated(storeId, payload) {
      const s = (payload as { app_subscription?: { admin_graphql_api_id?: string; name?: string; status?: string } }).app_subscription;
      if (!s?.admin_graphql_api_id || !s.name || !s.status) return 'ignored';
      await record(storeId, { id: s.admin_graphql_api_id, name: s.name, status: s.status });
      return 'processed';
    },
  };
}

function subscriptionNameOfKey(plans: Plans, key: string): string {
  const p = plans.plans.find((x) => x.key === key);
  return p ? subscriptionName(p) : key;
}
