/**
 * HTTP plumbing shared by every capability: routers whose validation failures become `invalid_request`,
 * the single error handler that renders RFC 9457 problem+json, and OpenAPI response helpers.
 */
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context, Env, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError, problemFor, type ErrorCode } from './errors.ts';
import type { Logger } from './logger.ts';

/**
 * Stable code of one validation issue: a refinement's `params.code` (e.g. `invalid_color`, `https_required`), else
 * zod's issue code (`too_big`, `invalid_type`, `invalid_format`, …).
 */
export function issueCode(issue: { code: string; params?: Record<string, unknown> }): string {
  const own = issue.code === 'custom' ? issue.params?.code : undefined;
  return typeof own === 'string' ? own : issue.code;
}

/** A router for one capability. Invalid params/query/body throw `AppError('invalid_request')` with the zod issues as `errors: [{ path, code, message }]`. */
export function createRouter<E extends Env = Env>(): OpenAPIHono<E> {
  return new OpenAPIHono<E>({
    defaultHook: (result) => {
      if (!result.success) {
        const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), code: issueCode(i), message: i.message }));
        throw new AppError('invalid_request', issues.map((i) => `${i.path || 'body'}: ${i.message}`).join('; '), { extra: { errors: issues } });
      }
    },
  });
}

/** Render a problem+json response (with the request's `X-Request-Id`, so a reported error can be found in the log). */
export function problemResponse(c: Context, code: ErrorCode, detail?: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Response {
  const body = problemFor(code, detail, { instance: c.req.path, ...extra });
  const requestId = c.get('requestId' as never) as string | undefined;
  return new Response(JSON.stringify(body), {
    status: body.status,
    headers: { 'content-type': 'application/problem+json', ...(requestId ? { 'x-request-id': requestId } : {}), ...headers },
  });
}

/**
 * The request's logger (hono-pino's `c.var.logger`, bound to the request id by app.ts's request log), or `fallback`
 * outside a request that went through it (sub-apps tested alone).
 */
export function requestLogger(c: Context, fallback: Pick<Logger, 'error' | 'warn' | 'info' | 'debug'>): Pick<Logger, 'error' | 'warn' | 'info' | 'debug'> {
  return (c.get('logger' as never) as Pick<Logger, 'error' | 'warn' | 'info' | 'debug'> | undefined) ?? fallback;
}

/** Node socket errors of a database that is down or restarting. */
const DB_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * Whether `err` says PostgreSQL cannot be reached right now rather than that the request is wrong: connection
 * exceptions (SQLSTATE class 08), operator intervention (class 57: admin shutdown, crash shutdown, cannot connect
 * now — a restart), node-postgres's "Connection terminated" and pool connect timeouts, and socket errors (also
 * inside an AggregateError from a multi-address connect). Such a request is worth retrying in a moment.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown; errors?: unknown[]; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  const code = typeof e.code === 'string' ? e.code : '';
  if (/^(08|57P)/.test(code) || DB_DOWN_CODES.has(code)) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  if (/Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(message)) return true;
  if (Array.isArray(e.errors) && e.errors.some(isDatabaseUnavailable)) return true;
  return e.cause !== undefined && e.cause !== err && isDatabaseUnavailable(e.cause);
}

/**
 * The app's single error handler: AppError → its code; malformed JSON → invalid_request; Hono HTTP errors
 * mapped by status; the database down or restarting → 503 `platform_unavailable` with `Retry-After: 2` (logged at
 * `warn`: nothing is wrong with the request); anything else → 500 `internal` with a request id and no stack (the
 * stack is logged at `error`).
 */
export function handleError(logger: Logger) {
  return (err: Error, c: Context): Response => {
    if (err instanceof AppError) {
      const headers: Record<string, string> = err.retryAfterS ? { 'retry-after': String(err.retryAfterS) } : {};
      return problemResponse(c, err.code, err.detail, err.extra ?? {}, headers);
    }
    if (err instanceof HTTPException) {
      const code: ErrorCode = err.status === 413 ? 'payload_too_large' : err.status === 404 ? 'not_found' : err.status === 401 ? 'unauthorized' : err.status === 403 ? 'forbidden' : err.status < 500 ? 'invalid_request' : 'internal';
      return problemResponse(c, code, err.status < 500 ? err.message || undefined : undefined);
    }
    if (err instanceof SyntaxError) return problemResponse(c, 'invalid_request', 'Request body is not valid JSON');
    if (isDatabaseUnavailable(err)) {
      const log = (c.get('logger' as never) as Pick<Logger, 'warn'> | undefined) ?? logger;
      log.warn({ method: c.req.method, path: c.req.path, err }, 'database unavailable');
      return problemResponse(c, 'platform_unavailable', 'Temporarily unavailable; please retry in a moment', {}, { 'retry-after': '2' });
    }
    const requestId = (c.get('requestId' as never) as string | undefined) ?? crypto.randomUUID();
    const own = c.get('logger' as never) as Pick<Logger, 'error'> | undefined;
    if (own) own.error({ method: c.req.method, path: c.req.path, err }, 'unhandled error');
    else logger.error({ requestId, method: c.req.method, path: c.req.path, err }, 'unhandled error');
    return problemResponse(c, 'internal', 'Something went wrong on our side', { request_id: requestId });
  };
}

/** OpenAPI schema of a problem document. */
export const ProblemSchema = z.object({
  type: z.string(), title: z.string(), status: z.number().int(), code: z.string(),
  detail: z.string().optional(), instance: z.string().optional(), request_id: z.string().optional(),
}).openapi('Problem');

/** OpenAPI response entries for the given error statuses. */
export function problemResponses(...statuses: number[]) {
  const out: Record<number, { description: string; content: { 'application/problem+json': { schema: typeof ProblemSchema } } }> = {};
  for (const s of statuses) out[s] = { description: 'Problem', content: { 'application/problem+json': { schema: ProblemSchema } } };
  return out;
}

/** Bearer token from an Authorization header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const m = header?.match(/^Bearer\s+(\S+)$/i);
  return m?.[1];
}

/** `%00` in a raw URL (path or query), any case of the hex digits. */
const PERCENT_NUL = /%00/;
/** A `\u0000` escape in JSON text (or an escaped backslash before `u0000`: the parsed body decides); a raw NUL is not JSON. */
const JSON_NUL = /\\u0000/;
/** A UTF-16 surrogate escape in JSON text: the body is parsed and made well-formed when one is present. */
const JSON_SURROGATE = /\\u[dD][89a-fA-F][0-9a-fA-F]{2}/;
const JSON_MEDIA = /^application\/([\w.-]+\+)?json$/i;

/** Deepest nesting of arrays and objects a JSON body may have; no Aisle schema goes beyond 6. */
export const MAX_JSON_DEPTH = 32;

/** Whether JSON text nests arrays/objects deeper than `max` (a scan that skips strings; no parsing). */
function nestsDeeper(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92) i++; // backslash: skip the escaped character
      else if (ch === 34) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 91 || ch === 123) { if (++depth > max) return true; }
    else if (ch === 93 || ch === 125) depth--;
  }
  return false;
}

/**
 * Path of the first string (or object key) holding U+0000 in a parsed JSON value (`a.b.0`, `` for the root), or
 * null. Iterative, so a deeply nested body cannot overflow the stack.
 */
function findNul(root: unknown): string | null {
  const stack: Array<[unknown, string]> = [[root, '']];
  while (stack.length > 0) {
    const [v, at] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return at;
    } else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        const p = at ? `${at}.${k}` : k;
        if (k.includes('\u0000')) return p;
        stack.push([x, p]);
      }
    }
  }
  return null;
}

/** The value with every string and key made well-formed UTF-16 (a lone surrogate becomes U+FFFD). Iterative. */
function wellFormed(root: unknown): unknown {
  const fix = (v: unknown): unknown => (typeof v === 'string' ? v.toWellFormed() : v);
  const out = { v: fix(root) } as Record<string, unknown>;
  const stack: Array<Record<string, unknown> | unknown[]> = [];
  if (out.v && typeof out.v === 'object') stack.push(out.v as Record<string, unknown>);
  while (stack.length > 0) {
    const o = stack.pop()!;
    if (Array.isArray(o)) {
      for (let i = 0; i < o.length; i++) { o[i] = fix(o[i]); if (o[i] && typeof o[i] === 'object') stack.push(o[i] as Record<string, unknown>); }
    } else {
      for (const k of Object.keys(o)) {
        const x = fix(o[k]);
        const key = k.toWellFormed();
        if (key !== k) delete o[k];
        o[key] = x;
        if (x && typeof x === 'object') stack.push(x as Record<string, unknown>);
      }
    }
  }
  return out.v;
}

/**
 * Text that PostgreSQL cannot store never reaches a handler. PostgreSQL refuses U+0000 in `text` and `jsonb`, and
 * lone UTF-16 surrogates in `jsonb` (`\uD800` escapes), so without this a NUL in a query (`?q=%00`), a path or a
 * JSON body failed as a 500. Rule: a NUL anywhere in the URL or in a JSON body is refused with 400
 * `invalid_request` (`errors: [{ path, code: "nul_character" }]`; nothing is stored); lone surrogates in a JSON
 * body are replaced by U+FFFD before validation (what a UTF-8 decoder does with them), so the rest of the text
 * is kept. A JSON body nested deeper than {@link MAX_JSON_DEPTH} is refused (`code: "too_deep"`): V8's
 * `JSON.stringify` recurses and would overflow the stack on it. Bodies of other types are left to their routes
 * (multipart files are cleaned by the importer), and so are inbound webhooks (`/webhooks/*`), whose signature covers
 * the exact bytes.
 * @throws AppError invalid_request
 */
export function rejectUnstorableText(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    if (PERCENT_NUL.test(url)) {
      const inQuery = url.indexOf('?') >= 0 && url.indexOf('?') < url.search(PERCENT_NUL);
      throw nulError(inQuery ? 'query' : 'path');
    }
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim();
    if (!c.req.path.startsWith('/webhooks/') && c.req.method !== 'GET' && c.req.method !== 'HEAD' && JSON_MEDIA.test(type)) {
      const text = await c.req.text();
      if (nestsDeeper(text, MAX_JSON_DEPTH)) {
        throw new AppError('invalid_request', `body: nested deeper than ${MAX_JSON_DEPTH} levels`, {
          extra: { errors: [{ path: 'body', code: 'too_deep', message: `nested deeper than ${MAX_JSON_DEPTH} levels` }] },
        });
      }
      const nul = JSON_NUL.test(text);
      if (nul || JSON_SURROGATE.test(text)) {
        let value: unknown;
        try {
          value = JSON.parse(text);
        } catch {
          throw new AppError('invalid_request', 'Request body is not valid JSON');
        }
        const at = nul ? findNul(value) : null;
        if (at !== null) throw nulError(at ? `body.${at}` : 'body');
        const fixed = JSON.stringify(wellFormed(value));
        // Hono keeps the body it read as a promise per type; the validator parses the cached text.
        if (fixed !== text) (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve(fixed);
      }
    }
    await next();
  };
}

function nulError(path: string): AppError {
  return new AppError('invalid_request', `${path}: the NUL character (U+0000) is not allowed`, {
    extra: { errors: [{ path, code: 'nul_character', message: 'the NUL character (U+0000) is not allowed' }] },
  });
}
