/** Public surface of the Shopify platform (wired by server.ts). */
export { createShopifyPlatform, type ShopifyPlatform, type ShopifyPlatformOptions } from './service.ts';
export { createShopifyAdminRoutes } from './routes.ts';
export { SHOPIFY_API_VERSION, SHOPIFY_SCOPES } from './shopify-api.ts';
export { MAX_SHOPIFY_WEBHOOK_BYTES } from './webhooks/ingest.ts';
