/**
 * Auth API for standalone stores (`/api/v1/auth/*`): public options (is sign-up open), sign-up (new store + owner),
 * sign-in with brute-force limits, sign-out, the current session, your name, password change, and invitation links. Sessions are HttpOnly cookies
 * (see auth.ts); the response carries the CSRF token the admin sends back on unsafe requests.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Database } from '../db/index.ts';
import { AppError } from '../shared/errors.ts';
import { createRouter, problemResponses } from '../shared/http.ts';
import { clientIp } from '../shared/client.ts';
import { type LoginLimiter, type StaffAuth } from './auth.ts';
import { verifyPassword } from './passwords.ts';
import {
  AcceptInviteBodySchema, AuthOptionsSchema, InviteTokenParamSchema, InviteViewSchema, PasswordBodySchema, ProfileBodySchema,
  SessionViewSchema, SignInBodySchema, SignUpBodySchema, type SessionView,
} from './schemas.ts';
import { createSession, resolveSession, revokeSession, type ResolvedSession } from './sessions.ts';
import { acceptInvite, changePassword, findStaffForSignIn, getInviteByToken, setStaffName, signUp } from './staff.ts';

/** Dependencies of {@link createAuthRoutes}. `signupOpen` false answers sign-up with 403 (AISLE_SIGNUP=closed). */
export type AuthRouteDeps = { database: Database; auth: StaffAuth; limiter: LoginLimiter; signupOpen: boolean };

const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });

/** Shape a resolved session for the client. */
function view(s: Pick<ResolvedSession, 'staff' | 'store' | 'csrfToken'>): SessionView {
  return { staff: s.staff, store: s.store, csrf_token: s.csrfToken };
}

/** Create the auth sub-app (mounted at the root; paths are absolute). */
export function createAuthRoutes(deps: AuthRouteDeps) {
  const { database, auth } = deps;
  const app = createRouter();

  /** Start a session for a staff member, set the cookie, and return the session view. */
  async function startSession(c: Context, staff: { id: string; storeId: string }): Promise<SessionView> {
    const created = await createSession(database, staff, c.req.header('user-agent'));
    auth.setSessionCookie(c, created.token, created.expiresAt);
    const s = await resolveSession(database, created.token);
    if (!s) throw new Error('session vanished right after creation');
    return view(s);
  }

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/auth/options', tags: ['auth'], summary: 'What the sign-in screens may offer (public)',
    // 400: a %00 in the URL (refused before any route, like every operation's; shared/http.ts rejectUnstorableText).
    responses: { 200: json(AuthOptionsSchema, 'Options'), ...problemResponses(400) },
  }), (c) => c.json({ signup_open: deps.signupOpen }, 200));

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/auth/signup', tags: ['auth'], summary: 'Create a store and its owner, signed in',
    request: { body: { content: { 'application/json': { schema: SignUpBodySchema } }, required: true } },
    responses: { 201: json(SessionViewSchema, 'Signed in as the new owner'), ...problemResponses(400, 403, 409, 429) },
  }), async (c) => {
    if (!deps.signupOpen) throw new AppError('forbidden', 'Sign-up is closed on this Aisle; ask an owner for an invitation');
    await deps.limiter.signup(clientIp(c));
    const b = c.req.valid('json');
    const { owner } = await signUp(database, { storeName: b.store_name, name: b.name, email: b.email, password: b.password, currency: b.currency });
    return c.json(await startSession(c, owner), 201);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/auth/signin', tags: ['auth'], summary: 'Sign in with email and password',
    description: 'Attempts are counted before the password is checked, per account and IP and per IP (429 with Retry-After); an account with many failures from anywhere is slowed down, never locked.',
    request: { body: { content: { 'application/json': { schema: SignInBodySchema } }, required: true } },
    responses: { 200: json(SessionViewSchema, 'Signed in'), ...problemResponses(400, 401, 429) },
  }), async (c) => {
    const { email, password } = c.req.valid('json');
    const ip = clientIp(c);
    await deps.limiter.attempt(email, ip);
    const staff = await findStaffForSignIn(database, email);
    if (!(await verifyPassword(staff?.passwordHash ?? null, password)) || !staff) {
      await deps.limiter.fail(email);
      throw new AppError('unauthorized', 'Email or password is not right');
    }
    await deps.limiter.succeed(email, ip);
    return c.json(await startSession(c, staff), 200);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/auth/signout', tags: ['auth'], summary: 'Sign out (ends this session)',
    responses: { 204: { description: 'Signed out' }, ...problemResponses(401, 403) },
  }), async (c) => {
    await auth.requireStaff(c, 'viewer');
    const s = await auth.sessionOf(c);
    if (s) await revokeSession(database, s.sessionId);
    auth.clearSessionCookie(c);
    return c.body(null, 204);
  });

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/auth/session', tags: ['auth'], summary: 'The signed-in staff member, store and CSRF token',
    responses: { 200: json(SessionViewSchema, 'Session'), ...problemResponses(401) },
  }), async (c) => {
    const s = await auth.sessionOf(c);
    if (!s) throw new AppError('unauthorized', 'Sign in to continue');
    c.header('cache-control', 'no-store');
    return c.json(view(s), 200);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/auth/password', tags: ['auth'], summary: 'Change your password (other sessions end)',
    request: { body: { content: { 'application/json': { schema: PasswordBodySchema } }, required: true } },
    responses: { 204: { description: 'Changed' }, ...problemResponses(400, 401, 403, 429) },
  }), async (c) => {
    const me = await auth.requireStaff(c, 'viewer');
    const s = (await auth.sessionOf(c))!;
    const b = c.req.valid('json');
    // The current-password check is a sign-in attempt: same limits, counted before the check (docs/security.md §5).
    const ip = clientIp(c);
    await deps.limiter.attempt(me.email, ip);
    try {
      await changePassword(database, me.storeId, me.staffId, b.current_password, b.new_password, s.sessionId);
    } catch (e) {
      if (e instanceof AppError && e.code === 'unauthorized') await deps.limiter.fail(me.email);
      throw e;
    }
    await deps.limiter.succeed(me.email, ip);
    return c.body(null, 204);
  });

  app.openapi(createRoute({
    method: 'patch', path: '/api/v1/auth/profile', tags: ['auth'], summary: 'Change your name',
    request: { body: { content: { 'application/json': { schema: ProfileBodySchema } }, required: true } },
    responses: { 200: json(SessionViewSchema, 'The session with the new name'), ...problemResponses(400, 401, 403) },
  }), async (c) => {
    const me = await auth.requireStaff(c, 'viewer');
    const s = (await auth.sessionOf(c))!;
    const m = await setStaffName(database, me.storeId, me.staffId, c.req.valid('json').name);
    return c.json(view({ ...s, staff: { ...s.staff, name: m.name } }), 200);
  });

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/auth/invites/{token}', tags: ['auth'], summary: 'What an invitation link grants',
    request: { params: InviteTokenParamSchema },
    responses: { 200: json(InviteViewSchema, 'Invitation'), ...problemResponses(400, 404) },
  }), async (c) => {
    const inv = await getInviteByToken(database, c.req.valid('param').token);
    return c.json({ email: inv.email, role: inv.role, store: inv.store }, 200);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/auth/invites/{token}/accept', tags: ['auth'], summary: 'Accept an invitation: create the account, signed in',
    request: { params: InviteTokenParamSchema, body: { content: { 'application/json': { schema: AcceptInviteBodySchema } }, required: true } },
    responses: { 201: json(SessionViewSchema, 'Signed in as the new staff member'), ...problemResponses(400, 404, 409, 429) },
  }), async (c) => {
    await deps.limiter.signup(clientIp(c));
    const staff = await acceptInvite(database, c.req.valid('param').token, c.req.valid('json'));
    return c.json(await startSession(c, staff), 201);
  });

  return app;
}
