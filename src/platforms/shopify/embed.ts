/**
 * The admin page as an embedded Shopify app (https://shopify.dev/docs/api/app-bridge-library): when Shopify's admin
 * loads `application_url` in its iframe (`?shop=<shop>&host=…&embedded=1&id_token=…`), the same admin SPA is served
 * with App Bridge — `<meta name="shopify-api-key">` and Shopify's CDN script as the first elements of `<head>`, as
 * Shopify requires — and a Content-Security-Policy whose `frame-ancestors` names the shop and `admin.shopify.com`
 * (https://shopify.dev/docs/apps/build/security/set-up-iframe-protection). A page framed without a known shop (a
 * reload deeper in the app) allows any `*.myshopify.com` and `admin.shopify.com`. Everything else keeps the
 * standalone admin's `frame-ancestors 'none'`.
 */
import type { AdminEmbed } from '../../observability/index.ts';

/** App Bridge's script, loaded from Shopify's CDN (Shopify serves the current version there; it may not be bundled). */
export const APP_BRIDGE_SRC = 'https://cdn.shopify.com/shopifycloud/app-bridge.js';

const SHOP = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/i;

/** CSP of the embedded admin page: the standalone admin's, plus App Bridge's CDN and Shopify as the only framers. */
export function embeddedCsp(frameAncestors: string): string {
  return [
    "default-src 'self'",
    "script-src 'self' https://cdn.shopify.com",
    "style-src 'self' 'unsafe-inline' https://cdn.shopify.com",
    "img-src 'self' https: data:",
    "connect-src 'self' https://*.shopify.com",
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors}`,
    "form-action 'self'",
  ].join('; ');
}

/** The embed decision for the admin page routes (observability's AdminEmbed hook). */
export function shopifyAdminEmbed(apiKey: string): AdminEmbed {
  const head = `<meta name="shopify-api-key" content="${apiKey.replace(/[^A-Za-z0-9_-]/g, '')}" />\n    <script src="${APP_BRIDGE_SRC}"></script>`;
  return (req) => {
    const url = new URL(req.url);
    const shop = url.searchParams.get('shop');
    if (shop && SHOP.test(shop)) return { head, csp: embeddedCsp(`https://${shop.toLowerCase()} https://admin.shopify.com`) };
    if (url.searchParams.get('embedded') === '1' || req.headers.get('sec-fetch-dest') === 'iframe') {
      return { head, csp: embeddedCsp('https://*.myshopify.com https://admin.shopify.com') };
    }
    return null;
  };
}
