/**
 * Staff API client for tests: signs in through the real auth API (POST /api/v1/auth/signin), then sends the
 * session cookie on every request and the CSRF header on unsafe ones — exactly what the admin SPA does.
 * Works against a running server (base URL) or a Hono app (`(path, init) => app.request(path, init)`).
 */
import type { SessionView } from '../../src/stores/schemas.ts';
import type { TestServer } from './server.ts';

/** Something that answers HTTP requests: a base URL or an in-process fetch. */
export type Target = string | ((path: string, init?: RequestInit) => Promise<Response> | Response);

/** A signed-in staff client. `fetch` adds the cookie (and X-CSRF-Token on POST/PUT/PATCH/DELETE). */
export type AdminClient = {
  session: SessionView;
  cookie: string;
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  /** JSON request; returns status and parsed body (null for 204). */
  json: <T = any>(path: string, init?: Omit<RequestInit, 'body'> & { body?: unknown }) => Promise<{ status: number; body: T }>;
};

function send(target: Target, path: string, init?: RequestInit): Promise<Response> {
  return Promise.resolve(typeof target === 'string' ? fetch(`${target}${path}`, init) : target(path, init));
}

/** The session cookie pair (`name=value`) from a response's Set-Cookie. @throws when absent */
export function sessionCookieOf(res: Response): string {
  const raw = res.headers.getSetCookie?.() ?? [res.headers.get('set-cookie') ?? ''];
  const pair = raw.map((c) => c.split(';')[0]!).find((c) => /aisle_session=/.test(c));
  if (!pair) throw new Error(`no session cookie in ${JSON.stringify(raw)}`);
  return pair;
}

/** Wrap a cookie + CSRF token into a client. */
export function clientFor(target: Target, cookie: string, session: SessionView): AdminClient {
  const doFetch = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('cookie', cookie);
    if (init.method && !['GET', 'HEAD'].includes(init.method.toUpperCase())) headers.set('x-csrf-token', session.csrf_token);
    return send(target, path, { ...init, headers });
  };
  return {
    session, cookie, fetch: doFetch,
    json: async (path, init = {}) => {
      const headers = new Headers(init.headers);
      if (init.body !== undefined) headers.set('content-type', 'application/json');
      const res = await doFetch(path, { ...init, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
  };
}

/** Sign in with email and password. @throws with the problem document when sign-in fails */
export async function signIn(target: Target, email: string, password: string): Promise<AdminClient> {
  const res = await send(target, '/api/v1/auth/signin', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return clientFor(target, sessionCookieOf(res), (await res.json()) as SessionView);
}

/** Sign up a new store with its owner; returns the owner's client. */
export async function signUp(target: Target, input: { store_name: string; name: string; email: string; password: string; currency?: string }): Promise<AdminClient> {
  const res = await send(target, '/api/v1/auth/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return clientFor(target, sessionCookieOf(res), (await res.json()) as SessionView);
}

/** Sign in as the demo store's owner of a test server. */
export function signInDemoOwner(srv: Pick<TestServer, 'url' | 'demoOwner'>): Promise<AdminClient> {
  if (!srv.demoOwner) throw new Error('this server has no demo store');
  return signIn(srv.url, srv.demoOwner.email, srv.demoOwner.password);
}

/** Invite someone into the owner's store with `role` and accept the invitation; returns the new member's client. */
export async function addStaffMember(target: Target, owner: AdminClient, role: 'agent' | 'viewer' | 'owner', password = 'correct horse battery'): Promise<AdminClient> {
  const email = `${role}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const inv = await owner.json('/api/v1/admin/staff/invites', { method: 'POST', body: { email, role } });
  if (inv.status !== 201) throw new Error(`invite failed: ${inv.status} ${JSON.stringify(inv.body)}`);
  const token = String(inv.body.url).split('/admin/invite/')[1]!;
  const res = await send(target, `/api/v1/auth/invites/${token}/accept`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: `${role} person`, password }),
  });
  if (res.status !== 201) throw new Error(`accept failed: ${res.status} ${await res.text()}`);
  return clientFor(target, sessionCookieOf(res), (await res.json()) as SessionView);
}
