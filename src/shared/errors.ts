/**
 * One application error type with a closed set of codes (PRODUCT.md §8), rendered as
 * RFC 9457 `application/problem+json` by the app's single error handler.
 */

/** Stable error codes and their HTTP statuses (PRODUCT.md §8). */
export const ERROR_STATUS = {
  invalid_request: 400,
  unauthorized: 401,
  webhook_signature_invalid: 401,
  quota_exceeded: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  platform_unavailable: 503,
} as const;

/** One of the stable error codes. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/** Human titles used in problem documents, one per code. */
export const ERROR_TITLE: Record<ErrorCode, string> = {
  invalid_request: 'Invalid request',
  unauthorized: 'Unauthorized',
  webhook_signature_invalid: 'Webhook signature invalid',
  quota_exceeded: 'Quota exceeded',
  forbidden: 'Forbidden',
  not_found: 'Not found',
  conflict: 'Conflict',
  payload_too_large: 'Payload too large',
  rate_limited: 'Too many requests',
  internal: 'Internal error',
  platform_unavailable: 'Platform unavailable',
};

/**
 * An operational error with a stable code. `detail` is safe to show to the caller;
 * `extra` is merged into the problem document (e.g. `{ errors: [...] }`).
 * `retryAfterS` sets the `Retry-After` header (seconds) for `rate_limited`.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly detail: string;
  readonly extra: Record<string, unknown> | undefined;
  readonly retryAfterS: number | undefined;
  constructor(code: ErrorCode, detail: string, opts: { extra?: Record<string, unknown>; retryAfterS?: number } = {}) {
    super(detail);
    this.name = 'AppError';
    this.code = code;
    this.detail = detail;
    this.extra = opts.extra;
    this.retryAfterS = opts.retryAfterS;
  }
  /** HTTP status for this error's code. */
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** RFC 9457 problem document as Aisle renders it. */
export type Problem = {
  type: string;
  title: string;
  status: number;
  code: ErrorCode;
  detail?: string;
  instance?: string;
  request_id?: string;
  [k: string]: unknown;
};

/** Build the problem document for a code (type URI is a stable, documented tag). */
export function problemFor(code: ErrorCode, detail?: string, extra: Record<string, unknown> = {}): Problem {
  return {
    type: `https://aisle.dev/problems/${code}`,
    title: ERROR_TITLE[code],
    status: ERROR_STATUS[code],
    code,
    ...(detail ? { detail } : {}),
    ...extra,
  };
}
