/**
 * Hono app assembly: health and readiness, the OpenAPI document, the error handler, and every capability's
 * sub-app. Built from ready dependencies (see server.ts), so HTTP tests can use `app.request()`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { Hono, MiddlewareHandler } from 'hono';
import { pinoHttp } from 'pino-http';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { timing } from 'hono/timing';
import { clientInfo, type ProxyTrust } from './shared/client.ts';
import { createRouter, handleError, problemResponse, rejectUnstorableText } from './shared/http.ts';
import { completeContract, type OpenApiDocument } from './shared/openapi-contract.ts';
import { AppError } from './shared/errors.ts';
import type { Logger } from './shared/logger.ts';

/** Readiness check result: each check true when satisfied. */
export type Readiness = { database: boolean; migrations: boolean; demo_catalog: boolean };

/** Dependencies of {@link createApp}. Sub-apps are mounted in order at the root (their paths are absolute). */
export type AppDeps = {
  readiness: () => Promise<Readiness>;
  subApps: Array<Hono<any, any, any>>;
  /** The `http` logger: one line per request, and unhandled errors with their stack. */
  logger: Logger;
  version: string;
  /** AISLE_PUBLIC_URL: the `servers` entry of the OpenAPI document (else the origin the document was asked on). */
  publicUrl?: string;
  /** Runs before every /api/v1/admin/* and /api/v1/auth/* route (the same-origin guard for unsafe requests). */
  adminGuard?: MiddlewareHandler;
  /**
   * Runs on every /api/v1/admin/* route after `adminGuard` and before the body limit, so an unauthenticated
   * request is refused (401) before anything reads or validates its body (StaffAuth.signedIn).
   */
  adminAuth?: MiddlewareHandler;
  /** Which reverse proxies' X-Forwarded-For/-Proto count (AISLE_TRUST_PROXY, shared/client.ts); default none. */
  trustProxy?: ProxyTrust;
  /** Largest request body any route reads, bytes (AISLE_MAX_BODY_BYTES); default {@link DEFAULT_MAX_BODY_BYTES}. */
  maxBodyBytes?: number;
  /** Routes (exact path) that accept more than `maxBodyBytes`: their own cap, and the setting that raises it. */
  bodyLimits?: Record<string, BodyLimit>;
};

/** One route's body cap: `maxBytes` (bytes) and the environment variable that sets it (named in the 413). */
export type BodyLimit = { maxBytes: number; setting?: string };

/**
 * Default largest request body, bytes (1 MiB, issue 13 "Bodies"; the figure nginx's `client_max_body_size` and
 * Express's body-parser default to the same order): chat messages, settings and knowledge articles are far smaller.
 */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/** Build the HTTP app. */
export function createApp(deps: AppDeps) {
  const app = createRouter();
  app.use('*', clientInfo(deps.trustProxy ?? (() => false)));
  app.use('*', requestId());
  app.use('*', readUnreadBody(deps.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES));
  app.use('*', requestLog(deps.logger));
  app.use('*', compress({ threshold: COMPRESS_MIN_BYTES, contentTypeFilter: JSON_TYPE }), jsonLength);
  app.use('/api/*', secureHeaders({ crossOriginResourcePolicy: false }));
  // Server-Timing: total;dur=<ms> on every admin response (bench/admin.ts reads it: server time without the network).
  app.use('/api/v1/admin/*', timing({ crossOrigin: false }));
  if (deps.adminGuard) {
    app.use('/api/v1/admin/*', deps.adminGuard);
    app.use('/api/v1/auth/*', deps.adminGuard);
  }
  if (deps.adminAuth) app.use('/api/v1/admin/*', deps.adminAuth);
  app.use('*', globalBodyLimit(deps.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES, deps.bodyLimits ?? {}));
  // NUL and lone surrogates: refused or cleaned before any handler (Postgres cannot store them; shared/http.ts),
  // after the session check and the body limit, since it reads the body.
  app.use('*', rejectUnstorableText());
  app.onError(handleError(deps.logger));
  app.notFound((c) => problemResponse(c, 'not_found', `No route for ${c.req.method} ${c.req.path}`));

  app.get('/healthz', (c) => c.json({ status: 'ok', version: deps.version }));
  app.get('/readyz', async (c) => {
    const checks = await deps.readiness().catch(() => ({ database: false, migrations: false, demo_catalog: false }));
    const ready = Object.values(checks).every(Boolean);
    return c.json({ status: ready ? 'ready' : 'not_ready', checks }, ready ? 200 : 503);
  });
  app.get('/', (c) => c.redirect('/demo/demo'));

  for (const sub of deps.subApps) app.route('/', sub);

  app.get('/api/v1/openapi.json', (c) => c.json(completeContract(app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: { title: 'Aisle API', version: deps.version, description: 'AI shopping and support agent. Errors are RFC 9457 application/problem+json with a stable `code`.' },
  }) as unknown as OpenApiDocument, { serverUrl: deps.publicUrl ?? new URL(c.req.url).origin })));
  return app;
}

/**
 * One body limit for every route: a declared `Content-Length` above the cap is refused before a byte is read; a
 * chunked body is counted as it streams (hono/body-limit) and refused as soon as it passes the cap, so at most the cap
 * is ever held (the rest is drained and the connection closed by @hono/node-server). 413 `payload_too_large`.
 * A declared length is checked here from the header alone: hono/body-limit asks for `c.req.raw.body` first, which
 * makes @hono/node-server build a web stream over the request and read every body through it instead of straight
 * from the socket (~8% of a webhook's CPU, bench/shopify-webhooks.ts).
 */
function globalBodyLimit(maxBytes: number, perRoute: Record<string, BodyLimit>): MiddlewareHandler {
  const tooLarge = ({ maxBytes: max, setting }: BodyLimit) => () => {
    throw new AppError('payload_too_large', `The request body is larger than ${formatMb(max)}, the most this endpoint accepts${setting ? ` (${setting})` : ''}`);
  };
  const make = (l: BodyLimit) => ({ max: l.maxBytes, onError: tooLarge(l), streamed: bodyLimit({ maxSize: l.maxBytes, onError: tooLarge(l) }) });
  const fallback = make({ maxBytes, setting: 'AISLE_MAX_BODY_BYTES' });
  const routes = new Map(Object.entries(perRoute).map(([p, l]) => [p, make(l)]));
  return (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next(); // no body (@hono/node-server gives them none)
    const limit = routes.get(c.req.path) ?? fallback;
    const headers = c.req.raw.headers;
    const declared = headers.get('content-length');
    if (declared !== null && !headers.has('transfer-encoding')) return Number.parseInt(declared, 10) > limit.max ? limit.onError() : next();
    return limit.streamed(c, next);
  };
}

/** Longest time a refused request's unread body is read before the answer goes anyway (ms). */
const UNREAD_BODY_TIMEOUT_MS = 10_000;

/**
 * A request refused before its body was read (401 before the session check passes, 403, 404, 413 from a chunked
 * count) still has bytes on the way. @hono/node-server drains them after answering, but closes the socket after 500 ms,
 * and a client still writing then loses the answer ("other side closed") — seen under load with 1 MB bodies. So the
 * rest of a body no larger than the cap (bytes) is read and dropped before the answer, at most for
 * {@link UNREAD_BODY_TIMEOUT_MS}; nothing is kept. A declared body over the cap is answered at once, as before.
 */
function readUnreadBody(maxBytes: number): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const req = c.req.raw;
    // `bodyUsed` before `body`: asking @hono/node-server for the body of a request read straight from the socket
    // builds a Request and a web stream for nothing.
    if (req.method === 'GET' || req.method === 'HEAD' || req.bodyUsed || !req.body) return;
    const declared = Number(req.headers.get('content-length') ?? Number.NaN);
    if (Number.isFinite(declared) && declared > maxBytes) return;
    const reader = req.body.getReader();
    let read = 0;
    const deadline = Date.now() + UNREAD_BODY_TIMEOUT_MS;
    try {
      while (read <= maxBytes && Date.now() < deadline) {
        const { done, value } = await reader.read();
        if (done) break;
        read += value.byteLength;
      }
    } catch {
      // The client went away: nothing to read.
    } finally {
      reader.releaseLock();
    }
  };
}

/** Bytes as MB (MiB) for messages: "1 MB", "0.5 MB". */
function formatMb(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 100) / 100} MB`;
}

/** JSON answers (`application/json`, `application/problem+json`, …); SSE (`text/event-stream`) never matches. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json(?:[;\s]|$)/i;

/**
 * JSON answers smaller than this go uncompressed (bytes): below ~1 KB gzip saves less than it costs, and a
 * response under one TCP segment gains nothing (the figure nginx's `gzip_min_length` guides and Hono's default).
 */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Give a JSON answer its Content-Length (Hono's `c.json` sets none), so hono/compress can leave answers under
 * {@link COMPRESS_MIN_BYTES} alone. JSON answers are built in memory, so reading them here buffers nothing that was
 * streaming; any other type (files, SSE) is untouched.
 */
const jsonLength: MiddlewareHandler = async (c, next) => {
  await next();
  // Headers before the body: asking @hono/node-server's response for its body builds a real Response, which is then
  // sent through a stream instead of written at once (the webhook route gives its length and stays on that path).
  if (c.req.method === 'HEAD' || c.res.headers.has('content-length') || c.res.headers.has('content-encoding')) return;
  if (!JSON_TYPE.test(c.res.headers.get('content-type') ?? '') || !c.res.body) return;
  const body = await c.res.arrayBuffer();
  c.res = new Response(body, c.res);
  c.res.headers.set('content-length', String(body.byteLength));
};

/** Paths probed by load balancers and orchestrators every few seconds: their request lines are `debug`. */
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * One log line per request (pino-http), written when the response has been sent or the client went away:
 * `method`, `path` (no query string: it may carry tokens), `status`, `responseTime` (ms, the whole response — an SSE
 * stream's line comes when it closes), `aborted` when the client left first, and `requestId` (hono/request-id:
 * the client's `X-Request-Id` or a new UUID). Level: `error` for 5xx, `debug` for health probes, else `info`.
 * Handlers log through `c.var.logger` (see `requestLogger` in shared/http.ts), which carries the same `requestId`.
 * Needs @hono/node-server's bindings (`c.env.incoming`/`outgoing`); `app.request()` in tests has none and logs no line,
 * nor does a `silent` logger.
 */
function requestLog(logger: Logger): MiddlewareHandler {
  const line = (req: IncomingMessage, res: ServerResponse, responseTime: number) => ({
    method: req.method, path: (req.url ?? '').split('?')[0], status: res.statusCode, responseTime,
    ...(res.writableEnded ? {} : { aborted: true }),
  });
  const http = pinoHttp({
    logger,
    quietReqLogger: true,
    quietResLogger: true,
    wrapSerializers: false,
    // pino-http binds the whole IncomingMessage to a child logger on every request (`req`), even with both quiet
    // options on, and pino serialises it at once — sockets and headers, sorted: about half of an info-level request
    // line's CPU (bench/shopify-webhooks.ts with an info logger). No line here carries `req`: it is dropped.
    serializers: { req: () => undefined },
    customAttributeKeys: { reqId: 'requestId' },
    customLogLevel: (req, res) => (res.statusCode >= 500 ? 'error' : PROBES.has((req.url ?? '').split('?')[0]!) ? 'debug' : 'info'),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
    customSuccessObject: (req, res, o) => line(req, res, o.responseTime as number),
    // The error itself was logged with its stack by handleError; the request line only says it happened.
    customErrorObject: (req, res, _err, o) => line(req, res, o.responseTime as number),
  });
  return async (c, next) => {
    const node = c.env as Partial<HttpBindings> | undefined;
    // A silent logger writes no line: pino-http's per-request child loggers would cost CPU for nothing.
    if (node?.incoming && node.outgoing && logger.level !== 'silent') {
      (node.incoming as IncomingMessage & { id?: string }).id = c.var.requestId;
      http(node.incoming, node.outgoing);
      c.set('logger' as never, (node.incoming as IncomingMessage & { log: Logger }).log as never);
    }
    await next();
  };
}
