/**
 * Built static files (widget, admin) as they should go on the wire: `serveStatic` from @hono/node-server with
 * `precompressed`, so the `.br`/`.gz` written beside each file by the build (scripts/precompress.ts) are sent with
 * `Content-Encoding` and `Vary: Accept-Encoding`; a strong ETag per variant and `304 Not Modified` on a matching
 * `If-None-Match` (hono/etag), keeping the caller's own headers (CORS, CSP, Cache-Control) on 200s and 304s alike.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import { AppError } from './errors.ts';

/** Options of {@link builtFiles}. */
export type BuiltFilesOptions = {
  /** Folder the files are served from (e.g. dist/web/widget). */
  root: string;
  /** The file to serve for this request, relative to `root`, or null when the request names no valid file (404). */
  file: (c: Context) => string | null;
  /** Headers every answer carries (200 and 304), e.g. Cache-Control, CORS, CSP. */
  headers: (file: string) => Record<string, string>;
  /** Detail of the `not_found` problem when the file is missing (not built, or no such name). */
  notFound: string;
};

/**
 * A GET handler serving one built file per request (see the module comment). Files that are not compressible, or
 * requests without `Accept-Encoding: br`/`gzip`, get the file itself; `Vary: Accept-Encoding` is on every answer of
 * a compressible file so shared caches keep the variants apart.
 * @throws AppError `not_found` (problem+json) when `file` gives null or the file does not exist
 */
export function builtFiles(opts: BuiltFilesOptions): MiddlewareHandler {
  const serve = serveStatic({ root: opts.root, precompressed: true, rewriteRequestPath: (_p, c) => c.get('builtFile' as never) });
  const tag = etag({ retainedHeaders: [...RETAINED_304_HEADERS, ...RETAINED_EXTRA] });
  const send = async (c: Context): Promise<Response> => {
    const file = opts.file(c);
    if (file === null) throw new AppError('not_found', opts.notFound);
    c.set('builtFile' as never, file as never);
    const res = await serve(c, async () => { throw new AppError('not_found', opts.notFound); });
    if (!(res instanceof Response)) throw new AppError('not_found', opts.notFound);
    // Content-Length and Last-Modified are those of the variant sent, so each encoding has its own validator.
    const length = res.headers.get('content-length');
    const modified = Date.parse(res.headers.get('last-modified') ?? '');
    if (length && Number.isFinite(modified)) {
      res.headers.set('etag', `"${res.headers.get('content-encoding') ?? 'identity'}-${Number(length).toString(16)}-${(modified / 1000).toString(16)}"`);
    }
    if (!res.headers.has('vary') && res.headers.get('content-type')?.match(/javascript|css|html|json|svg|text/)) res.headers.set('vary', 'Accept-Encoding');
    for (const [k, v] of Object.entries(opts.headers(file))) res.headers.set(k, v);
    return res;
  };
  return async (c) => {
    await tag(c, async () => { c.res = await send(c); });
    return c.res;
  };
}

/** Headers a 304 keeps besides RFC 9110's list: a cross-origin module revalidated without CORS headers may be refused. */
const RETAINED_EXTRA = ['access-control-allow-origin', 'cross-origin-resource-policy', 'x-content-type-options', 'content-security-policy', 'referrer-policy'];
