/**
 * HTTP plumbing shared by every capability: routers whose validation failures become `invalid_request`,
 * the single error handler that renders RFC 9457 problem+json, and OpenAPI response helpers.
 */
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context, Env } from 'hono';
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

/**
 * The app's single error handler: AppError → its code; malformed JSON → invalid_request; Hono HTTP errors
 * mapped by status; anything else → 500 `internal` with a request id and no stack (the stack is logged at `error`).
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
