/**
 * The Shopify platform of one process: the library instance, sessions, the Admin API client, install and the
 * embedded admin's bearer authentication, webhooks, catalog and policy sync, orders, compliance and billing — assembled from
 * the configuration and handed to the server as routes, job registrations and the seams other capabilities call
 * (staff auth's bearer resolver, orders' platform).
 */
import type { Logger } from '../../shared/logger.ts';
import type { Hono } from 'hono';
import type { VocabularyTranslatorFor } from '../../catalog/index.ts';
import type { Database } from '../../db/index.ts';
import type { Jobs } from '../../jobs/index.ts';
import type { AdminEmbed } from '../../observability/index.ts';
import type { OrderPlatform } from '../../orders/index.ts';
import { createSecretBox } from '../../shared/secret-box.ts';
import type { BearerResolver, Plans, RequireStaff } from '../../stores/index.ts';
import { createAdminApi, type AdminApi } from './admin-api.ts';
import { createShopifyBilling, type ShopifyBilling } from './billing.ts';
import { createCompliance, type Compliance } from './compliance.ts';
import { shopifyAdminEmbed } from './embed.ts';
import { createShopifyInstaller, type ShopifyInstaller } from './install.ts';
import { createShopifyOrders } from './orders.ts';
import { createShopifyAdminRoutes } from './routes.ts';
import { createShopifySessions, SHOPIFY_TOKEN_PURPOSE, type ShopifySessions } from './sessions.ts';
import { createShopifyApi, type ShopifyApi } from './shopify-api.ts';
import { createCatalogSync, type CatalogSync } from './sync/bulk.ts';
import { createPolicySync, type PolicySync } from './sync/policies.ts';
import { createShopifyWebhookRoutes } from './webhooks/ingest.ts';
import { createWebhookProcessor, type WebhookProcessor } from './webhooks/process.ts';
import { createBatchTopicHandlers, createTopicHandlers } from './webhooks/topics.ts';

/** Options of {@link createShopifyPlatform}. */
export type ShopifyPlatformOptions = {
  database: Database;
  jobs: Jobs;
  /** The installation's app secret (seals tokens at rest). */
  appSecret: string;
  apiKey: string;
  apiSecret: string;
  /** Public URL of the app (application_url origin). */
  appUrl: string;
  /** A local stand-in's base URL (tests); unset in production. */
  apiUrl?: string;
  plans: Plans;
  /** `auto`: test charges for development stores only. */
  billingTest: 'auto' | 'always' | 'never';
  /** Delete agent threads' checkpoints (customers/redact, shop/redact). */
  deleteThreads: (threadIds: string[]) => Promise<void>;
  /** Forget rows keyed by a store outside its tables (rate-limit buckets) — shop/redact. */
  forgetStore: (storeId: string) => Promise<void>;
  /** The store's provider model that translates the catalog's vocabulary after a catalog sync, as after an import. */
  vocabulary?: VocabularyTranslatorFor;
  logger: Logger;
};

/** The running Shopify platform. */
export type ShopifyPlatform = {
  shopify: ShopifyApi;
  sessions: ShopifySessions;
  admin: AdminApi;
  installer: ShopifyInstaller;
  sync: CatalogSync;
  /** The shop's policies imported as knowledge articles (with every catalog sync, on shop/update, hourly). */
  policies: PolicySync;
  webhooks: WebhookProcessor;
  compliance: Compliance;
  billing: ShopifyBilling;
  /** Orders of Shopify stores (the orders capability's platform seam). */
  orders: OrderPlatform;
  /** Staff auth's bearer resolver (App Bridge ID tokens). */
  bearer: BearerResolver;
  /** The admin page's embedded variant (App Bridge, frame-ancestors): observability's admin routes option. */
  adminEmbed: AdminEmbed;
  /** The webhook endpoint and the admin API (the admin API needs staff auth, which needs {@link bearer} first). */
  routes: (requireStaff: RequireStaff) => Hono<any, any, any>[];
};

/** Assemble the Shopify platform and register its jobs. */
export async function createShopifyPlatform(opts: ShopifyPlatformOptions): Promise<ShopifyPlatform> {
  const { database, jobs, logger } = opts;
  const shopify = createShopifyApi({ apiKey: opts.apiKey, apiSecret: opts.apiSecret, appUrl: opts.appUrl, apiUrl: opts.apiUrl, plans: opts.plans }, logger);
  const sessions = createShopifySessions({ database, shopify, box: createSecretBox(opts.appSecret, SHOPIFY_TOKEN_PURPOSE) });
  const admin = createAdminApi({ shopify, sessions, logger });
  let sync: CatalogSync | null = null;
  const installer = createShopifyInstaller({
    database, shopify, sessions, admin, logger,
    onInstalled: async (storeId, reason) => {
      await sync!.start(storeId, reason).catch((err: unknown) => logger.warn({ store_id: storeId, err: err instanceof Error ? err.message : String(err) }, 'shopify catalog sync did not start'));
    },
  });
  const policies = createPolicySync({ database, admin, jobs, logger, shopOfStore: installer.shopOfStore, listInstalledStores: installer.installedStores });
  sync = createCatalogSync({
    database, admin, jobs, logger, listInstalledStores: installer.installedStores, onStart: policies.queue, ...(opts.vocabulary ? { vocabulary: opts.vocabulary } : {}),
  });
  const isShopifyStore = async (storeId: string) => (await installer.shopOfStore(storeId)) !== null;
  const orders = createShopifyOrders({ database, admin, isShopifyStore });
  const compliance = createCompliance({
    database, deleteThreads: opts.deleteThreads, logger,
    forgetStore: async (storeId) => { await policies.forget(storeId); await opts.forgetStore(storeId); },
  });
  const billing = createShopifyBilling({
    database, shopify, sessions, admin, plans: opts.plans, billingTest: opts.billingTest, shopOfStore: installer.shopOfStore,
    // Back into the embedded admin's billing screen (Shopify opens it inside the admin).
    returnUrl: (shop) => `https://admin.shopify.com/store/${shop.replace(/\.myshopify\.com$/, '')}/apps/${encodeURIComponent(opts.apiKey)}/billing`,
  });
  const handlers = createTopicHandlers({
    database, admin, sessions, sync, policies, shopOfStore: installer.shopOfStore, markUninstalled: installer.markUninstalled, setScopes: installer.setScopes,
    orders, billing, compliance,
  });
  const batchHandlers = createBatchTopicHandlers({ database, shopOfStore: installer.shopOfStore });
  const webhooks = createWebhookProcessor({ database, jobs, handlers, batchHandlers, logger });
  await webhooks.register(jobs);
  await sync.register(jobs);
  await policies.register(jobs);
  return {
    shopify, sessions, admin, installer, sync, policies, webhooks, compliance, billing, orders, bearer: installer.bearer, adminEmbed: shopifyAdminEmbed(opts.apiKey),
    routes: (requireStaff) => [
      createShopifyWebhookRoutes({ database, apiSecret: opts.apiSecret, wake: webhooks.wake }),
      createShopifyAdminRoutes({ database, requireStaff, app: { installer, sessions, sync: sync!, policies, compliance, billing, apiKey: opts.apiKey } }),
    ],
  };
}
