/**
 * Serves the built admin SPA (web/admin, built by scripts/build-admin.ts into dist/web/admin): `/admin` and
 * every `/admin/*` path that is not an asset get index.html (SPA fallback, so /admin/signin, /admin/invite/<token>
 * and deep links work); `/admin/assets/<hashed file>` are served immutable. The page talks to the JSON API with
 * the staff session cookie and CSRF header; nothing here is authenticated (it is static code, no data).
 */
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { Hono } from 'hono';
import { AppError } from '../shared/errors.ts';

/** Options: `distDir` holds index.html and assets/ (dist/web/admin). */
export type AdminRoutesOptions = { distDir: string };

/** Hashed asset names (Vite: `name-<hash>.ext`); no paths, no traversal. */
const ASSET = /^[A-Za-z0-9_.-]+\.(js|css|svg|png|ico|woff2|map)$/;
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

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
 * Routes: GET /admin, GET /admin/assets/:file, GET /admin/* (index.html).
 * @throws AppError not_found for an unknown asset, or when the admin is not built yet
 */
export function createAdminRoutes(opts: AdminRoutesOptions): Hono {
  const app = new Hono();
  const assets = new Map<string, Uint8Array<ArrayBuffer>>(); // hashed files never change: cache them in memory

  const serveIndex = async (): Promise<Response> => {
    let html: string;
    try {
      html = await readFile(join(opts.distDir, 'index.html'), 'utf8');
    } catch {
      throw new AppError('not_found', 'The admin is not built (run: node scripts/build-admin.ts).');
    }
    return new Response(html, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        'content-security-policy': ADMIN_CSP,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      },
    });
  };

  app.get('/admin/assets/:file', async (c) => {
    const name = c.req.param('file');
    if (!ASSET.test(name) || name.startsWith('.')) throw new AppError('not_found', 'No such admin file.');
    let body = assets.get(name);
    if (!body) {
      try {
        body = new Uint8Array(await readFile(join(opts.distDir, 'assets', name)));
      } catch {
        throw new AppError('not_found', 'No such admin file.');
      }
      assets.set(name, body);
    }
    return new Response(body, {
      headers: {
        'content-type': TYPES[extname(name)] ?? 'application/octet-stream',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      },
    });
  });
  app.get('/admin', serveIndex);
  app.get('/admin/*', serveIndex);
  return app;
}
