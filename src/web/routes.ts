/**
 * Web sub-app: serves the built widget (`/widget.js`, `/widget/:file`) and the demo storefront
 * page (`/demo/:store`). Mount at the app root: `app.route('/', createWebRoutes({ distDir }))`.
 * Assets come from `scripts/build-web.ts`, which writes them to dist/web/widget.
 */
import { Hono } from 'hono';
import { builtFiles } from '../shared/static.ts';
import { renderDemoPage } from './demo-page.ts';

/** Options: `distDir` is the folder holding the built `widget.js`, `panel.js` and `shop.js` (dist/web/widget). */
export type WebRoutesOptions = { distDir: string };

/** Cache lifetime of widget assets in seconds (not content-hashed, so kept short; the ETag makes revalidation a 304). */
export const WIDGET_CACHE_S = 300;

/** Widget asset names that may be served from dist/web/widget (no paths, no traversal). */
const ASSET = /^[a-z0-9-]+\.js(\.map)?$/;

/**
 * Create the web sub-app. Routes: GET /widget.js, GET /widget/:file (panel and shop chunks), GET /demo/:store.
 * Assets go out precompressed (Brotli or gzip) with an ETag (shared/static.ts).
 * Throws `AppError('not_found')` for an unknown asset or one not built yet.
 */
export function createWebRoutes(opts: WebRoutesOptions): Hono {
  const app = new Hono();
  const widgetHeaders = () => ({
    'cache-control': `public, max-age=${WIDGET_CACHE_S}`,
    // Loaded by any merchant's page; panel.js is a cross-origin module import, which needs CORS.
    'access-control-allow-origin': '*',
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'cross-origin',
  });
  const notFound = 'No such widget file (or it is not built: run node scripts/build-web.ts).';

  app.get('/widget.js', builtFiles({ root: opts.distDir, file: () => 'widget.js', headers: widgetHeaders, notFound }));
  app.get('/widget/:file', builtFiles({
    root: opts.distDir, headers: widgetHeaders, notFound,
    file: (c) => { const name = c.req.param('file') ?? ''; return ASSET.test(name) ? name : null; },
  }));

  app.get('/demo/:store', (c) => {
    const nonce = crypto.randomUUID().replaceAll('-', '');
    const origin = new URL(c.req.url).origin;
    return c.html(renderDemoPage({ store: c.req.param('store'), origin, nonce }), 200, {
      'content-security-policy': [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'`,
        "style-src 'self' 'unsafe-inline'",
        'img-src * data:',
        "connect-src 'self'",
        "base-uri 'none'",
        "frame-ancestors 'self'",
      ].join('; '),
      'cache-control': 'no-store',
    });
  });

  return app;
}
