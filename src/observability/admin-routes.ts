/**
 * Serves the built admin SPA (web/admin, built by scripts/build-admin.ts into dist/web/admin): `/admin` and
 * every `/admin/*` path that is not an asset get index.html (SPA fallback, so /admin/signin, /admin/invite/<token>
 * and deep links work); `/admin/assets/<hashed file>` are served immutable. The page talks to the JSON API with
 * the staff session cookie and CSRF header; nothing here is authenticated (it is static code, no data). Embedded in a
 * platform's admin (`embed`, the Shopify app) the page gets the platform's head elements and frame-ancestors.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { AppError } from '../shared/errors.ts';
import { builtFiles } from '../shared/static.ts';

/**
 * Decides whether a request for the admin page is a platform embedding it (Shopify's admin loading the app in its
 * iframe) and then what the page needs: `head` (HTML put first in `<head>`, e.g. App Bridge's meta and script) and
 * its Content-Security-Policy (whose frame-ancestors name the platform). null = the standalone admin.
 */
export type AdminEmbed = (req: Request) => { head: string; csp: string } | null;

/** Options: `distDir` holds index.html and assets/ (dist/web/admin); `embed` (Shopify app) serves the embedded variant. */
export type AdminRoutesOptions = { distDir: string; embed?: AdminEmbed };

/** Hashed asset names (Vite: `name-<hash>.ext`); no paths, no traversal. */
const ASSET = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*\.(js|css|svg|png|ico|woff2|map)$/;

/** Content-Security-Policy of the admin page: own scripts only; product images may come from any https host. */
export const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' https: data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'none'",
].join('; ');

/**
 * Create the admin static sub-app; mount at the root (`app.route('/', createAdminRoutes({ distDir }))`).
 * Routes: GET /admin, GET /admin/assets/:file, GET /admin/* (index.html). Files go out precompressed (Brotli or
 * gzip) with an ETag (shared/static.ts): hashed assets cached for a year, index.html revalidated every time (a 304).
 * @throws AppError not_found for an unknown asset, or when the admin is not built yet
 */
export function createAdminRoutes(opts: AdminRoutesOptions): Hono {
  const app = new Hono();
  const index = builtFiles({
    root: opts.distDir, file: () => 'index.html', notFound: 'The admin is not built (run: node scripts/build-admin.ts).',
    headers: () => ({
      'cache-control': 'no-cache',
      'content-security-policy': ADMIN_CSP,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    }),
  });
  app.get('/admin/assets/:file', builtFiles({
    root: opts.distDir, notFound: 'No such admin file.',
    file: (c) => { const name = c.req.param('file') ?? ''; return ASSET.test(name) ? `assets/${name}` : null; },
    headers: () => ({ 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' }),
  }));
  const page: MiddlewareHandler = async (c, next) => {
    const e = opts.embed?.(c.req.raw);
    if (!e) return index(c, next);
    let html: string;
    try {
      html = await readFile(join(opts.distDir, 'index.html'), 'utf8');
    } catch {
      throw new AppError('not_found', 'The admin is not built (run: node scripts/build-admin.ts).');
    }
    return new Response(html.replace(/<head>/i, `<head>\n    ${e.head}`), {
      headers: {
        'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', 'content-security-policy': e.csp,
        'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin',
      },
    });
  };
  app.get('/admin', page);
  app.get('/admin/*', page);
  return app;
}
