/**
 * Staff authentication for the admin: the session cookie, {@link RequireStaff} (session → principal, CSRF token on
 * unsafe methods, role check), a same-origin guard for unsafe admin/auth requests, and brute-force protection of
 * sign-in (per account, per account+IP and per IP, kept in Postgres so several processes share it).
 */
import { timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/index.ts';
import { isHttpsRequest, requestOrigin } from '../shared/client.ts';
import { AppError } from '../shared/errors.ts';
import { resolveSession, type ResolvedSession } from './sessions.ts';
import { normalizeEmail, roleAtLeast, type StaffRole } from './staff.ts';

/** The signed-in staff member (session cookie). */
export type StaffPrincipal = { staffId: string; storeId: string; role: StaffRole; email: string; name: string };

/**
 * Resolve the caller of an admin endpoint. On POST/PUT/PATCH/DELETE the `X-CSRF-Token` header must equal the
 * session's CSRF token. The session is read once per request; `{ fresh: true }` reads it again (long-lived
 * streams re-checking that their session still holds: signed out, removed, role changed).
 * @throws AppError unauthorized (no or expired session), forbidden (CSRF token wrong, or role below `minRole`)
 */
export type RequireStaff = (c: Context, minRole: StaffRole, opts?: { fresh?: boolean }) => Promise<StaffPrincipal>;

/** Cookie name over plain HTTP (development); over HTTPS the `__Host-` prefixed name is used (Secure, Path=/). */
export const SESSION_COOKIE = 'aisle_session';
/** Cookie name over HTTPS. */
export const SECURE_SESSION_COOKIE = '__Host-aisle_session';
/** Header carrying the CSRF token on unsafe requests. */
export const CSRF_HEADER = 'x-csrf-token';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Is the request served over HTTPS: directly, through a trusted proxy's `X-Forwarded-Proto` (AISLE_TRUST_PROXY,
 * shared/client.ts), or per `publicUrl`?
 */
function isHttps(c: Context, publicUrl?: string): boolean {
  return isHttpsRequest(c) || !!publicUrl?.startsWith('https:');
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
  async function sessionOf(c: Context, fresh = false): Promise<ResolvedSession | null> {
    const cached = c.get(SESSION_KEY) as ResolvedSession | null | undefined;
    if (cached !== undefined && !fresh) return cached;
    const auth = c.req.header('authorization');
    const bearer = auth && /^Bearer\s+/i.test(auth) ? auth.replace(/^Bearer\s+/i, '').trim() : null;
    const s = bearer !== null
      ? (opts.bearer && bearer ? await opts.bearer(bearer, c) : null)
      : await resolveSession(database, getCookie(c, SECURE_SESSION_COOKIE) ?? getCookie(c, SESSION_COOKIE));
    c.set(SESSION_KEY, s as never);
    return s;
  }

  const requireStaff: RequireStaff = async (c, minRole, o) => {
    const s = await sessionOf(c, o?.fresh === true);
    if (!s) throw new AppError('unauthorized', 'Sign in to continue');
    if (UNSAFE.has(c.req.method) && s.via !== 'bearer') {
      const sent = c.req.header(CSRF_HEADER);
      if (!sent || !safeEqual(sent, s.csrfToken)) throw new AppError('forbidden', 'Missing or wrong CSRF token');
    }
    if (!roleAtLeast(s.staff.role, minRole)) throw new AppError('forbidden', `This needs the ${minRole} role`);
    return { staffId: s.staff.id, storeId: s.store.id, role: s.staff.role, email: s.staff.email, name: s.staff.name };
  };

  /**
   * Middleware for every admin API route: answer 401 `unauthorized` unless the request carries a live session
   * (cookie or bearer), before anything reads or validates its body (docs/security.md "Request bodies"). CSRF and
   * role are still checked by {@link RequireStaff} in the handler.
   */
  const signedIn: MiddlewareHandler = async (c, next) => {
    if (c.req.method !== 'OPTIONS' && !(await sessionOf(c))) throw new AppError('unauthorized', 'Sign in to continue');
    await next();
  };

  return {
    requireStaff,
    sessionOf,
    signedIn,
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
      const own = requestOrigin(c);
      if (origin && origin !== own && origin !== publicOrigin) throw new AppError('forbidden', 'Cross-site request refused');
      if (c.req.header('sec-fetch-site') === 'cross-site') throw new AppError('forbidden', 'Cross-site request refused');
    }
    await next();
  };
}

/**
 * Sign-in brute-force limits (OWASP Authentication Cheat Sheet "account lockout" and "login throttling";
 * rate-limiter-flexible's login-protection pattern). Every attempt is counted atomically BEFORE the password is
 * checked (`consume`, never check-then-increment), so a burst cannot slip past a limit:
 * - `accountIp`: 10 attempts per account and IP in 15 min (a success clears it), then 429 for the rest of the window;
 * - `ip`: 100 attempts per IP in a day (successes given back), then 429;
 * - `account`: failures per account from every address; past 30 in an hour each further attempt on that account is
 *   only slowed down by `slowMs` (3 s), never refused, so nobody else can lock a staff member out.
 * The current-password check of a password change goes through the same limits. Each is an environment variable
 * (README "Configuration"; docs/security.md §5).
 */
export type LoginLimits = {
  accountIp: { points: number; duration: number };
  ip: { points: number; duration: number };
  account: { points: number; duration: number };
  /** Delay of an attempt on an account past its `account` failures, ms. */
  slowMs: number;
  /** Sign-ups and invitation acceptances per IP per `duration` (s). */
  signupIp: { points: number; duration: number };
};

/** Default {@link LoginLimits}; durations in seconds. */
export const LOGIN_LIMITS: LoginLimits = {
  accountIp: { points: 10, duration: 15 * 60 },
  ip: { points: 100, duration: 24 * 3600 },
  account: { points: 30, duration: 3600 },
  slowMs: 3000,
  signupIp: { points: 10, duration: 3600 },
};

/** Create the sign-in limiter (tables: the shared `rate_limits`, created by the widget limiter on start). */
export function createLoginLimiter(database: Database, limits: LoginLimits = LOGIN_LIMITS) {
  const make = (keyPrefix: string, l: { points: number; duration: number }, blockDuration = l.duration) => new RateLimiterPostgres({
    storeClient: database.pool, tableName: 'rate_limits', tableCreated: true, keyPrefix, points: l.points, duration: l.duration, blockDuration,
  });
  const accountIp = make('login_account_ip', limits.accountIp);
  const ip = make('login_ip', limits.ip);
  const account = make('login_account_fails', limits.account, 0);
  const signupIp = make('signup_ip', limits.signupIp);
  const refused = (res: RateLimiterRes, what: string) => new AppError('rate_limited', what, { retryAfterS: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) });
  /** consume() rejects with a RateLimiterRes once a limit is spent; anything else (an Error) is a real failure. */
  async function spend(limiter: RateLimiterPostgres, key: string, what: string): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (e) {
      if (e instanceof Error) throw e;
      throw refused(e as RateLimiterRes, what);
    }
  }
  return {
    /**
     * Count one sign-in (or current-password) attempt before the password is checked; waits `slowMs` when the
     * account has had many failures from anywhere.
     * @throws AppError rate_limited (with Retry-After) when this account+IP or this IP has no attempts left
     */
    async attempt(email: string, addr: string): Promise<void> {
      const who = normalizeEmail(email);
      await spend(accountIp, `${who}|${addr}`, 'Too many failed sign-in attempts; try again later');
      await spend(ip, addr, 'Too many sign-in attempts from this address; try again later');
      const fails = await account.get(who);
      if (fails && fails.consumedPoints >= limits.account.points) await sleep(limits.slowMs);
    },
    /** Count a failed attempt against the account (from any address): past the limit, attempts are slowed down. */
    async fail(email: string): Promise<void> {
      await account.consume(normalizeEmail(email)).catch((e: unknown) => { if (e instanceof Error) throw e; });
    },
    /** After a right password: forget this account+IP's attempts and give the IP its attempt back. */
    async succeed(email: string, addr: string): Promise<void> {
      await accountIp.delete(`${normalizeEmail(email)}|${addr}`);
      await ip.reward(addr, 1);
    },
    /**
     * Count one sign-up or invitation acceptance from `addr`.
     * @throws AppError rate_limited (with Retry-After) past `signupIp`
     */
    async signup(addr: string): Promise<void> {
      await spend(signupIp, addr, 'Too many new accounts from this address; try again later');
    },
  };
}

/** The limiter returned by {@link createLoginLimiter}. */
export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
