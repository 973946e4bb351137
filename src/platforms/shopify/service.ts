/**
 * The Shopify platform of one process: the library instance, sessions, the Admin API client, install and the
 * embedded admin's bearer authentication, webhooks, catalog sync, orders, compliance and billing — assembled from
 * the configuration and handed to the server as routes, job registrations and the seams other capabilities call
 * (staff auth's bearer resolver, orders' platform).
 */
import type { Hono } from 'hono';
import type { Database } from '../../db/index.ts';
import type { Jobs } from '../../jobs/index.ts';
import { createSecretBox } from '../../shared/secret-box.ts';
import type { BearerResolver, Plans } from '../../stores/index.ts';
import { createAdminApi, type AdminApi } from './admin-api.ts';
import { createShopifyInstaller, type ShopifyInstaller } from './install.ts';
import { createShopifySessions, SHOPIFY_TOKEN_PURPOSE, type ShopifySessions } from './sessions.ts';
import { createShopifyApi, type ShopifyApi } from './shopify-api.ts';

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
  log: (msg: string, meta?: Record<string, unknown>) => void;
};

/** The running Shopify platform. */
export type ShopifyPlatform = {
  shopify: ShopifyApi;
  sessions: ShopifySessions;
  admin: AdminApi;
  installer: ShopifyInstaller;
  /** Staff auth's bearer resolver (App Bridge ID tokens). */
  bearer: BearerResolver;
  /** Sub-apps to mount. */
  routes: Hono<any, any, any>[];
};

/** Assemble the Shopify platform (routes are mounted by the server; jobs are registered here). */
export async function createShopifyPlatform(opts: ShopifyPlatformOptions): Promise<ShopifyPlatform> {
  const { database, log } = opts;
  const shopify = createShopifyApi({ apiKey: opts.apiKey, apiSecret: opts.apiSecret, appUrl: opts.appUrl, apiUrl: opts.apiUrl, plans: opts.plans }, log);
  const sessions = createShopifySessions({ database, shopify, box: createSecretBox(opts.appSecret, SHOPIFY_TOKEN_PURPOSE) });
  const admin = createAdminApi({ shopify, sessions, log });
  const installer = createShopifyInstaller({
    database, shopify, sessions, admin, log,
    onInstalled: async () => {},
  });
  return { shopify, sessions, admin, installer, bearer: installer.bearer, routes: [] };
}
