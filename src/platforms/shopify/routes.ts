/**
 * Admin API of the Shopify app: the store's Shopify connection, catalog sync and policy sync (`/api/v1/admin/shopify`), a manual
 * sync, customer data exports (customers/data_request, owners only) and billing (`/api/v1/admin/billing*`: plan,
 * usage against the allowance, choosing a plan). Every route is scoped to the signed-in staff member's store.
 * The routes are mounted whether or not the Shopify app is configured, so /api/v1/openapi.json always describes them
 * and a local store's billing screen works: without the app no store is a Shopify store (the Shopify routes answer
 * 404) and billing shows the store's plan and usage.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { countConversationsSince, monthStart } from '../../conversations/index.ts';
import type { Database } from '../../db/index.ts';
import { AppError } from '../../shared/errors.ts';
import { createRouter, problemResponses } from '../../shared/http.ts';
import { findStoreById, loadPlans, planOf, type RequireStaff } from '../../stores/index.ts';
import type { ShopifyBilling } from './billing.ts';
import type { Compliance } from './compliance.ts';
import type { ShopifyInstaller } from './install.ts';
import {
  BillingSchema, ChoosePlanResultSchema, ChoosePlanSchema, DataExportListSchema, IdParamSchema, type PolicySyncSchema, ShopifyStatusSchema, SyncSchema,
} from './schemas.ts';
import type { ShopifySessions } from './sessions.ts';
import type { CatalogSync, SyncView } from './sync/bulk.ts';
import type { PolicySync, PolicySyncStatus } from './sync/policies.ts';

/** The parts of the running Shopify app the admin routes call. */
export type ShopifyAdminApp = {
  installer: ShopifyInstaller; sessions: ShopifySessions; sync: CatalogSync; policies: Pick<PolicySync, 'status'>; compliance: Compliance; billing: ShopifyBilling; apiKey: string;
};

/** Dependencies of {@link createShopifyAdminRoutes}: `app` is null when the Shopify app is not configured. */
export type ShopifyAdminRouteDeps = { database: Database; requireStaff: RequireStaff; app: ShopifyAdminApp | null };

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const syncOut = (s: SyncView | null): z.infer<typeof SyncSchema> | null => s && ({
  id: s.id, reason: s.reason, status: s.status, objects: s.objects, products: s.products, removed: s.removed, error: s.error,
  started_at: s.startedAt, finished_at: s.finishedAt,
});
const iso = (d: Date | null) => d?.toISOString() ?? null;
const policiesOut = (p: PolicySyncStatus | null): z.infer<typeof PolicySyncSchema> | null => p && ({
  status: p.status, last_run_at: p.lastRunAt.toISOString(), synced_at: iso(p.syncedAt), locales: p.locales,
  imported: p.imported.articles, translations: p.imported.translations, outdated: p.imported.outdatedTranslations,
  last_change: p.lastChange && {
    at: p.lastChange.at.toISOString(), created: p.lastChange.created, updated: p.lastChange.updated, removed: p.lastChange.removed,
    translations_written: p.lastChange.translationsWritten, translations_removed: p.lastChange.translationsRemoved,
  },
  error: p.error, failed_at: iso(p.failedAt),
});

/**
 * The theme editor with Aisle's app embed ready to turn on: Shopify's `activateAppId=<client id>/<block handle>`
 * deep link (https://shopify.dev/docs/apps/build/online-store/theme-app-extensions/configuration#deep-linking).
 */
export function themeEditorUrl(shop: string, apiKey: string): string {
  return `https://${shop}/admin/themes/current/editor?context=apps&activateAppId=${encodeURIComponent(apiKey)}/app-embed`;
}

/** The admin routes. */
export function createShopifyAdminRoutes(deps: ShopifyAdminRouteDeps) {
  const { database } = deps;
  const app = createRouter();
  const tags = ['admin', 'shopify'];

  /** The store's shop and the app, or 404 when the store is not a Shopify store (always so without the app). */
  async function shopOf(storeId: string) {
    const app = deps.app;
    const shop = app ? await app.installer.shopOfStore(storeId) : null;
    if (!app || !shop) throw new AppError('not_found', 'This store is not a Shopify store');
    return { app, shop };
  }

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/shopify', tags, summary: "The store's Shopify connection, its latest catalog sync and its shop policies' sync",
    responses: { 200: json(ShopifyStatusSchema, 'Connection'), ...problemResponses(401, 404) },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'viewer');
    const { app, shop } = await shopOf(storeId);
    return c.json({
      shop: shop.shop, primary_domain: shop.primaryDomain, scopes: shop.scope.split(',').filter(Boolean), development: shop.development,
      installed_at: shop.installedAt.toISOString(), uninstalled_at: shop.uninstalledAt?.toISOString() ?? null,
      connected: !shop.uninstalledAt && await app.sessions.has(storeId), theme_editor_url: themeEditorUrl(shop.shop, app.apiKey),
      sync: syncOut(await app.sync.latest(storeId)),
      policies: policiesOut(await app.policies.status(storeId)),
    }, 200);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/admin/shopify/sync', tags, summary: 'Sync the catalog from Shopify now (owners)',
    responses: { 202: json(SyncSchema, 'Started'), ...problemResponses(401, 403, 404, 409, 503) },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'owner');
    const { app } = await shopOf(storeId);
    const s = await app.sync.start(storeId, 'manual');
    if (!s) throw new AppError('conflict', 'A catalog sync is already running');
    return c.json(syncOut(s)!, 202);
  });

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/shopify/data-exports', tags, summary: 'Customer data exports Shopify asked for (owners)',
    description: 'One per customers/data_request webhook: everything Aisle holds about that customer. Hand it to the customer within 30 days.',
    responses: { 200: json(DataExportListSchema, 'Exports'), ...problemResponses(401, 403) },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'owner');
    const rows = deps.app ? await deps.app.compliance.listExports(storeId) : [];
    return c.json({ exports: rows.map((r) => ({ id: r.id, customer_email: r.customerEmail, data_request_id: r.dataRequestId, created_at: r.createdAt, downloaded_at: r.downloadedAt, counts: r.counts })) }, 200);
  });

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/shopify/data-exports/{id}', tags, summary: 'Download one customer data export as JSON (owners)',
    request: { params: IdParamSchema },
    responses: { 200: json(z.record(z.string(), z.unknown()), 'The export (JSON attachment)'), ...problemResponses(401, 403, 404) },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'owner');
    if (!deps.app) throw new AppError('not_found', 'No such export');
    const e = await deps.app.compliance.getExport(storeId, c.req.valid('param').id);
    c.header('content-disposition', `attachment; filename="aisle-customer-data-${c.req.valid('param').id}.json"`);
    c.header('cache-control', 'no-store');
    return c.json(e.data as Record<string, unknown>, 200);
  });

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/billing', tags: ['admin', 'billing'], summary: 'Plan, subscription and usage against the allowance',
    responses: { 200: json(BillingSchema, 'Billing'), ...problemResponses(401, 404) },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'viewer');
    return c.json(await billingOut(storeId), 200);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/admin/billing/plan', tags: ['admin', 'billing'], summary: 'Choose a plan (owners): paid plans go through Shopify approval',
    request: { body: { content: { 'application/json': { schema: ChoosePlanSchema } }, required: true } },
    responses: { 200: json(ChoosePlanResultSchema, 'Approval page or done'), ...problemResponses(400, 401, 403, 404, 503) },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'owner');
    const { app } = await shopOf(storeId);
    const r = await app.billing.choose(storeId, c.req.valid('json').plan);
    return c.json({ confirmation_url: r.confirmationUrl }, 200);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/admin/billing/refresh', tags: ['admin', 'billing'], summary: 'Re-read the subscription from Shopify (after the approval page)',
    responses: { 200: json(BillingSchema, 'Billing'), ...problemResponses(401, 403, 404, 503) },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'owner');
    const { app } = await shopOf(storeId);
    await app.billing.refresh(storeId);
    return c.json(await billingOut(storeId), 200);
  });

  async function billingOut(storeId: string): Promise<z.infer<typeof BillingSchema>> {
    const store = await findStoreById(database, storeId);
    if (!store) throw new AppError('not_found', 'No such store');
    const since = monthStart();
    const used = await countConversationsSince(database, storeId, since);
    const shopify = store.platform === 'shopify' && deps.app ? await deps.app.billing.view(storeId) : null;
    const plans = loadPlans();
    const p = planOf(store.plan, plans);
    return {
      platform: store.platform, currency: plans.currency,
      plan: { key: p.key, name: p.name, conversations_per_month: p.conversationsPerMonth, price: p.price },
      usage: { conversations: used, period_start: since.toISOString(), over_allowance: used > p.conversationsPerMonth },
      subscription: shopify?.subscription ? {
        id: shopify.subscription.id, status: shopify.subscription.status, test: shopify.subscription.test, trial_days: shopify.subscription.trialDays,
        current_period_end: shopify.subscription.currentPeriodEnd,
      } : null,
      plans: plans.plans.map((x) => ({ key: x.key, name: x.name, conversations_per_month: x.conversationsPerMonth, price: x.price, trial_days: x.trialDays })),
    };
  }

  return app;
}
