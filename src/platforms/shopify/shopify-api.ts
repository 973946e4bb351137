/**
 * The `@shopify/shopify-api` instance of this process (Shopify's own library: ID tokens, token exchange, refresh,
 * webhook validation, GraphQL Admin client, Billing API) and its HTTP plumbing.
 *
 * The library always calls `https://{shop}/…`. When `apiUrl` is set (SHOPIFY_API_URL: a local stand-in in tests and
 * benchmarks), the fetch function given to the library (`setAbstractFetchFunc`) sends every request for a
 * `*.myshopify.com` host to that base URL instead, with the original host in `X-Forwarded-Host` (what a reverse
 * proxy does), so the stand-in knows the shop. The fetch function is process-wide (the library keeps one).
 */
import { silentLogger, type Logger } from '../../shared/logger.ts';
import '@shopify/shopify-api/adapters/web-api';
import { ApiVersion, LogSeverity, shopifyApi, type Shopify } from '@shopify/shopify-api';
import { setAbstractFetchFunc } from '@shopify/shopify-api/runtime';
import { billingConfigOf, type Plans } from './plans.ts';

/**
 * The Admin API version Aisle calls and subscribes webhooks with: the newest stable quarterly version
 * `@shopify/shopify-api` 15 knows (`ApiVersion.October26`, released 2026-10-01). shopify.app.toml pins the same.
 */
export const SHOPIFY_API_VERSION = ApiVersion.October26;

/**
 * Access scopes Aisle asks for (shopify.app.toml `access_scopes`): the catalog (products, inventory) and orders;
 * refunds, cancellations and address changes need `write_orders` (refundCreate, orderCancel, orderUpdate); the shop's
 * policies (`shopPolicies`: read_legal_policies), its languages (`shopLocales`: read_locales) and the policies'
 * translations (`translatableResources`: read_translations) feed the knowledge articles (sync/policies.ts).
 */
export const SHOPIFY_SCOPES = ['read_products', 'read_inventory', 'read_orders', 'write_orders', 'read_legal_policies', 'read_locales', 'read_translations'] as const;

/** Configuration of the Shopify app (from the environment, see config.ts). */
export type ShopifyAppConfig = {
  /** Client id (SHOPIFY_API_KEY). */
  apiKey: string;
  /** Client secret (SHOPIFY_API_SECRET): verifies ID tokens and webhook HMACs. */
  apiSecret: string;
  /** The app's public URL (application_url's origin), e.g. https://aisle.example.com. */
  appUrl: string;
  /** Base URL that replaces https://{shop} (a local stand-in); unset in production. */
  apiUrl?: string;
  /** Billing API plans (plans.json). */
  plans: Plans;
};

/** The library instance Aisle uses. */
export type ShopifyApi = Shopify;

let rewriteBase: string | null = null;

/**
 * Fetch for the library: requests to `https://<shop>.myshopify.com/...` go to `rewriteBase` when one is set (see the
 * file header); everything else is the platform fetch.
 */
const shopifyFetch: typeof fetch = (input, init) => {
  if (rewriteBase) {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.protocol === 'https:' && url.hostname.endsWith('.myshopify.com')) {
      const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
      headers.set('x-forwarded-host', url.host);
      return fetch(`${rewriteBase}${url.pathname}${url.search}`, { ...init, headers });
    }
  }
  return fetch(input, init);
};

/**
 * Build the library instance: embedded app, expiring offline tokens, API version {@link SHOPIFY_API_VERSION},
 * billing plans from plans.json. Log lines above `Error` are dropped (the library's debug logs can carry URLs).
 */
export function createShopifyApi(config: ShopifyAppConfig, logger: Logger = silentLogger): ShopifyApi {
  rewriteBase = config.apiUrl ? config.apiUrl.replace(/\/+$/, '') : null;
  setAbstractFetchFunc(shopifyFetch);
  const app = new URL(config.appUrl);
  return shopifyApi({
    apiKey: config.apiKey,
    apiSecretKey: config.apiSecret,
    scopes: [...SHOPIFY_SCOPES],
    hostName: app.host,
    hostScheme: app.protocol === 'http:' ? 'http' : 'https',
    apiVersion: SHOPIFY_API_VERSION,
    isEmbeddedApp: true,
    billing: billingConfigOf(config.plans),
    logger: { level: LogSeverity.Error, httpRequests: false, timestamps: false, log: async (_severity, message) => { logger.error({ message: message.slice(0, 300) }, 'shopify library'); } },
  }) as unknown as ShopifyApi;
}
