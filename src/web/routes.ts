/**
 * Web sub-app: serves the built widget (`/widget.js`, `/widget/:file`) and the demo storefront
 * page (`/demo/:store`). Mount at the app root: `app.route('/', createWebRoutes({ distDir }))`.
 * Assets come from `scripts/build-web.ts`, which writes them to dist/web/widget.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { AppError } from '../shared/errors.ts';
import { renderDemoPage } from './demo-page.ts';

/** Options: `distDir` is the folder holding the built `widget.js` and `panel.js` (dist/web/widget). */
export type WebRoutesOptions = { distDir: string };

/** Cache lifetime of widget assets in seconds (not content-hashed, so kept short). */
export const WIDGET_CACHE_S = 300;

/** Widget asset names that may be served from dist/web/widget (no paths, no traversal). */
const ASSET = /^[a-z0-9-]+\.js(\.map)?$/;

/**
 * Create the web sub-app. Routes: GET /widget.js, GET /widget/:file (panel chunk), GET /demo/:store.
 * Throws `AppError('not_found')` for an unknown asset or one not built yet.
 */
export function createWebRoutes(opts: WebRoutesOptions): Hono {
  const app = new Hono();

  const serveAsset = async (name: string): Promise<Response> => {
    if (!ASSET.test(name)) throw new AppError('not_found', 'No such widget file.');
    let body: Buffer;
    try {
      body = await readFile(join(opts.distDir, name));
    } catch {
      throw new AppError('not_found', `Widget asset ${name} is not built (run: node scripts/build-web.ts).`);
    }
    return new Response(new Uint8Array(body), {
      headers: {
        'content-type': name.endsWith('.map') ? 'application/json' : 'application/javascript; charset=utf-8',
        'cache-control': `public, max-age=${WIDGET_CACHE_S}`,
        // Loaded by any merchant's page; panel.js is a cross-origin module import, which needs CORS.
        'access-control-allow-origin': '*',
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'cross-origin',
      },
    });
  };

  app.get('/widget.js', () => serveAsset('widget.js'));
  app.get('/widget/:file', (c) => serveAsset(c.req.param('file')));

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
