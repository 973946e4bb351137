/**
 * Staff authentication for the admin: the session cookie, {@link RequireStaff} (session → principal, CSRF token on
 * unsafe methods, role check), a same-origin guard for unsafe admin/auth requests, and brute-force protection of
 * sign-in (per account, per account+IP and per IP, kept in Postgres so several processes share it).
 */
import { timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/index.ts';
import { AppError } from '../shared/errors.ts';
import { resolveSession, type ResolvedSession } from './sessions.ts';
import { normalizeEmail, roleAtLeast, type StaffRole } from './staff.ts';

/** The signed-in staff member (session cookie). */
export type StaffPrincipal = { staffId: string; storeId: string; role: StaffRole; email: string; name: string };

/**
 * Resolve the caller of an admin endpoint. On POST/PUT/PATCH/DELETE the `X-CSRF-Token` header must equal the
 * session's CSRF token.
 * @throws AppError unauthorized (no or expired session), forbidden (CSRF token wrong, or role below `minRole`)
 */
export type RequireStaff = (c: Context, minRole: StaffRole) => Promise<StaffPrincipal>;

/** Cookie name over plain HTTP (development); over HTTPS the `__Host-` prefixed name is used (Secure, Path=/). */
export const SESSION_COOKIE = 'aisle_session';
/** Cookie name over HTTPS. */
export const SECURE_SESSION_COOKIE = '__Host-aisle_session';
/** Header carrying the CSRF token on unsafe requests. */
export const CSRF_HEADER = 'x-csrf-token';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Is the request served over HTTPS (directly, or per `publicUrl`)? */
function isHttps(c: Context, publicUrl?: string): boolean {
  return new URL(c.req.url).protocol === 'https:' || !!publicUrl?.startsWith('https:');
}

/** The caller's IP address (socket peer), or 'unknown' (e.g. `app.request()` in tests). */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Resolves an `Authorization: Bearer <token>` header to a session (a platform's signed-in user, e.g. a Shopify App
 * Bridge ID token), or null when the token is not valid. May throw AppError (e.g. platform_unavailable).
 */
export type BearerResolver = (token: string, c: Context) => Promise<ResolvedSession | null>;

/**
 * Options of {@link createStaffAuth}. `publicUrl` (AISLE_PUBLIC_URL) marks deployments served over HTTPS; `bearer`
 * authenticates requests that carry a bearer token instead of the session cookie (embedded admins: no cookies, so
 * no CSRF token either).
 */
export type StaffAuthOptions = { database: Database; publicUrl?: string; bearer?: BearerResolver };

/** Create the staff-auth helpers bound to one database. */
export function createStaffAuth(opts: StaffAuthOptions) {
  const { database } = opts;
  const SESSION_KEY = 'aisleStaffSession' as never;

  /** The session of this request (memoised per request), or null. */
  async function sessionOf(c: Context): Promise<ResolvedSession | null> {
    const cached = c.get(SESSION_KEY) as ResolvedSession | null | undefined;
    if (cached !== undefined) return cached;
    const auth = c.req.header('authorization');
    const bearer = auth && /^Bearer\s+/i.test(auth) ? auth.replace(/^Bearer\s+/i, '').trim() : null;
    const s = bearer !== null
      ? (opts.bearer && bearer ? await opts.bearer(bearer, c) : null)
      : await resolveSession(database, getCookie(c, SECURE_SESSION_COOKIE) ?? getCookie(c, SESSION_COOKIE));
    c.set(SESSION_KEY, s as never);
    return s;
  }

  const requireStaff: RequireStaff = async (c, minRole) => {
    const s = await sessionOf(c);
    if (!s) throw new AppError('unauthorized', 'Sign in to continue');
    if (UNSAFE.has(c.req.method) && s.via !== 'bearer') {
      const sent = c.req.header(CSRF_HEADER);
      if (!sent || !safeEqual(sent, s.csrfToken)) throw new AppError('forbidden', 'Missing or wrong CSRF token');
    }
    if (!roleAtLeast(s.staff.role, minRole)) throw new AppError('forbidden', `This needs the ${minRole} role`);
    return { staffId: s.staff.id, storeId: s.store.id, role: s.staff.role, email: s.staff.email, name: s.staff.name };
  };

  return {
    requireStaff,
    sessionOf,
    /** Set the session cookie (HttpOnly, SameSite=Lax, Path=/; Secure with the `__Host-` name over HTTPS). */
    setSessionCookie(c: Context, token: string, expiresAt: Date): void {
      const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
      if (isHttps(c, opts.publicUrl)) setCookie(c, SESSION_COOKIE, token, { httpOnly: true, secure: true, sameSite: 'Lax', path: '/', maxAge, prefix: 'host' });
      else setCookie(c, SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Lax', path: '/', maxAge });
    },
    /** Clear the session cookie. */
    clearSessionCookie(c: Context): void {
      if (isHttps(c, opts.publicUrl)) deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true, prefix: 'host' });
      deleteCookie(c, SESSION_COOKIE, { path: '/' });
    },
  };
}

/** The helpers returned by {@link createStaffAuth}. */
export type StaffAuth = ReturnType<typeof createStaffAuth>;

/**
 * Reject unsafe cross-site requests to the admin and auth APIs (login CSRF included): an `Origin` header must be
 * this server's origin (or `publicUrl`'s), and `Sec-Fetch-Site: cross-site` is refused. JSON bodies add a CORS
 * preflight that this API never grants.
 */
export function sameOriginGuard(publicUrl?: string): MiddlewareHandler {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : null;
  return async (c, next) => {
    if (UNSAFE.has(c.req.method)) {
      const origin = c.req.header('origin');
      const own = new URL(c.req.url).origin;
      if (origin && origin !== own && origin !== publicOrigin) throw new AppError('forbidden', 'Cross-site request refused');
      if (c.req.header('sec-fetch-site') === 'cross-site') throw new AppError('forbidden', 'Cross-site request refused');
    }
    await next();
  };
}

/**
 * Sign-in brute-force limits (OWASP Authentication Cheat Sheet "account lockout"; rate-limiter-flexible's login
 * protection pattern): after 10 failures per account+IP in 15 min, 30 per account in an hour, or 100 per IP in a
 * day, sign-in is refused (429) until that window ends. A success clears the account+IP counter.
 */
export const LOGIN_LIMITS = {
  accountIp: { points: 10, duration: 15 * 60 },
  account: { points: 30, duration: 3600 },
  ip: { points: 100, duration: 24 * 3600 },
} as const;

/** Create the sign-in limiter (tables: the shared `rate_limits`, created by the widget limiter on start). */
export function createLoginLimiter(database: Database) {
  const make = (keyPrefix: string, l: { points: number; duration: number }) => new RateLimiterPostgres({
    storeClient: database.pool, tableName: 'rate_limits', tableCreated: true, keyPrefix, points: l.points, duration: l.duration, blockDuration: l.duration,
  });
  const accountIp = make('login_account_ip', LOGIN_LIMITS.accountIp);
  const account = make('login_account', LOGIN_LIMITS.account);
  const ip = make('login_ip', LOGIN_LIMITS.ip);
  const keys = (email: string, addr: string) => [[accountIp, `${normalizeEmail(email)}|${addr}`], [account, normalizeEmail(email)], [ip, addr]] as const;
  return {
    /** @throws AppError rate_limited (with Retry-After) when any limit is exhausted for this account or IP */
    async check(email: string, addr: string): Promise<void> {
      for (const [limiter, key] of keys(email, addr)) {
        const res: RateLimiterRes | null = await limiter.get(key);
        if (res && res.consumedPoints >= limiter.points) {
          throw new AppError('rate_limited', 'Too many failed sign-in attempts; try again later', { retryAfterS: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) });
        }
      }
    },
    /** Count a failed attempt against every limit (a limit that is already exhausted stays blocked). */
    async fail(email: string, addr: string): Promise<void> {
      for (const [limiter, key] of keys(email, addr)) {
        // consume() rejects once a limit is exceeded (and starts its block); that rejection is the point, not an error.
        await limiter.consume(key).catch((e: unknown) => { if (e instanceof Error) throw e; });
      }
    },
    /** Forget the account+IP failures after a successful sign-in. */
    async succeed(email: string, addr: string): Promise<void> {
      await accountIp.delete(keys(email, addr)[0][1]);
    },
  };
}

/** The limiter returned by {@link createLoginLimiter}. */
export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
