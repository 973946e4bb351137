/**
 * Staff auth over HTTP (app.request, real Postgres): sign-up, sign-in, cookie flags, CSRF, same-origin guard,
 * brute-force limits, roles, invitations, last-owner rules, password change, and store scoping.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { createApp } from '../app.ts';
import { createTestDatabase } from '../../test/support/db.ts';
import { clientFor, sessionCookieOf, signIn, signUp, type AdminClient } from '../../test/support/admin-client.ts';
import { createAuthRoutes, createLoginLimiter, createStaffAuth, createStaffRoutes, LOGIN_LIMITS, sameOriginGuard } from './index.ts';
import { silentLogger } from '../shared/logger.ts';

const database = await createTestDatabase('empty');
await database.pool.query('CREATE TABLE IF NOT EXISTS rate_limits (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)');
const auth = createStaffAuth({ database });
const app = createApp({
  version: 'test', logger: silentLogger, readiness: async () => ({ database: true, migrations: true, demo_catalog: true }),
  adminGuard: sameOriginGuard(),
  subApps: [
    // This file signs up more stores than one address may in an hour (test/sign-in-limits.test.ts tests that limit).
    createAuthRoutes({ database, auth, limiter: createLoginLimiter(database, { ...LOGIN_LIMITS, signupIp: { points: 10_000, duration: 3600 } }), signupOpen: true }),
    createStaffRoutes({ database, requireStaff: auth.requireStaff }),
  ],
});
const target = (path: string, init?: RequestInit) => app.request(path.startsWith('http') ? path : `http://aisle.test${path}`, init);
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  target(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const PASSWORD = 'correct horse battery';
const unique = () => randomUUID().slice(0, 8);

async function newOwner(storeName = `Shop ${unique()}`): Promise<AdminClient & { email: string }> {
  const email = `owner-${unique()}@example.com`;
  const c = await signUp(target, { store_name: storeName, name: 'Olive Owner', email, password: PASSWORD });
  return Object.assign(c, { email });
}

/** Invite `role` into the owner's store and accept; returns the new member's client. */
async function addMember(owner: AdminClient, role: 'agent' | 'viewer' | 'owner'): Promise<AdminClient & { id: string; email: string }> {
  const email = `${role}-${unique()}@example.com`;
  const inv = await owner.json('/api/v1/admin/staff/invites', { method: 'POST', body: { email, role } });
  assert.equal(inv.status, 201, JSON.stringify(inv.body));
  const token = String(inv.body.url).split('/admin/invite/')[1]!;
  const res = await post(`/api/v1/auth/invites/${token}/accept`, { name: `${role} person`, password: PASSWORD });
  assert.equal(res.status, 201);
  const c = clientFor(target, sessionCookieOf(res), await res.json());
  return Object.assign(c, { id: c.session.staff.id, email });
}

describe('sign-up and sign-in', () => {
  test('sign-up creates the store and its owner, signed in with an HttpOnly SameSite cookie', async () => {
    const res = await post('/api/v1/auth/signup', { store_name: 'Crème Brûlée Co', name: 'Ana', email: `Ana-${unique()}@Example.com`, password: PASSWORD });
    assert.equal(res.status, 201);
    const cookie = res.headers.get('set-cookie')!;
    assert.match(cookie, /^aisle_session=[A-Za-z0-9_-]{43};/);
    assert.match(cookie, /HttpOnly/);
    assert.match(cookie, /SameSite=Lax/);
    assert.doesNotMatch(cookie, /Secure/, 'plain HTTP in development');
    const body = await res.json();
    assert.equal(body.staff.role, 'owner');
    assert.match(body.store.handle, /^creme-brulee-co/);
    assert.match(body.staff.email, /^ana-.*@example\.com$/, 'emails are lower-cased');
    const me = await target('/api/v1/auth/session', { headers: { cookie: sessionCookieOf(res) } });
    assert.equal(me.status, 200);
    assert.equal((await me.json()).store.id, body.store.id);
    // The same email cannot sign up twice.
    const again = await post('/api/v1/auth/signup', { store_name: 'Other', name: 'Ana', email: body.staff.email, password: PASSWORD });
    assert.equal(again.status, 409);
    assert.equal((await again.json()).code, 'conflict');
  });

  test('over HTTPS the cookie is __Host- prefixed and Secure', async () => {
    const o = await newOwner();
    const res = await target('https://aisle.test/api/v1/auth/signin', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: o.email, password: PASSWORD }) });
    assert.equal(res.status, 200);
    const cookie = res.headers.get('set-cookie')!;
    assert.match(cookie, /^__Host-aisle_session=/);
    assert.match(cookie, /Secure/);
    assert.match(cookie, /Path=\//);
  });

  test('a wrong password and an unknown email get the same 401', async () => {
    const o = await newOwner();
    const wrong = await post('/api/v1/auth/signin', { email: o.email, password: 'not the password' });
    const unknown = await post('/api/v1/auth/signin', { email: `nobody-${unique()}@example.com`, password: 'whatever it is' });
    assert.equal(wrong.status, 401);
    assert.equal(unknown.status, 401);
    assert.equal((await wrong.json()).detail, (await unknown.json()).detail);
    assert.equal(wrong.headers.get('content-type'), 'application/problem+json');
  });

  test('short passwords are refused with field errors; no session without sign-in', async () => {
    const res = await post('/api/v1/auth/signup', { store_name: 'Shop', name: 'A', email: `a-${unique()}@example.com`, password: 'short' });
    assert.equal(res.status, 400);
    const p = await res.json();
    assert.equal(p.code, 'invalid_request');
    assert.ok(p.errors.some((e: { path: string }) => e.path === 'password'));
    assert.equal((await target('/api/v1/auth/session')).status, 401);
    assert.equal((await target('/api/v1/admin/staff')).status, 401);
  });
});

describe('CSRF and same-origin', () => {
  test('unsafe requests need the session CSRF token', async () => {
    const o = await newOwner();
    const bare = await target('/api/v1/auth/signout', { method: 'POST', headers: { cookie: o.cookie } });
    assert.equal(bare.status, 403);
    const wrongToken = await target('/api/v1/auth/signout', { method: 'POST', headers: { cookie: o.cookie, 'x-csrf-token': 'nope' } });
    assert.equal(wrongToken.status, 403);
    const ok = await o.fetch('/api/v1/auth/signout', { method: 'POST' });
    assert.equal(ok.status, 204);
    assert.equal((await o.fetch('/api/v1/auth/session')).status, 401, 'the session ended server-side');
  });

  test('cross-site requests are refused, even sign-in (login CSRF)', async () => {
    const o = await newOwner();
    const evil = await post('/api/v1/auth/signin', { email: o.email, password: PASSWORD }, { origin: 'https://evil.example' });
    assert.equal(evil.status, 403);
    const site = await post('/api/v1/auth/signin', { email: o.email, password: PASSWORD }, { 'sec-fetch-site': 'cross-site' });
    assert.equal(site.status, 403);
    const same = await post('/api/v1/auth/signin', { email: o.email, password: PASSWORD }, { origin: 'http://aisle.test' });
    assert.equal(same.status, 200);
  });
});

describe('brute force', () => {
  test(`after ${LOGIN_LIMITS.accountIp.points} failures the account is locked from that IP (429 + Retry-After), other accounts are not`, async () => {
    const o = await newOwner();
    const other = await newOwner();
    for (let i = 0; i < LOGIN_LIMITS.accountIp.points; i++) {
      assert.equal((await post('/api/v1/auth/signin', { email: o.email, password: `guess-${i}-guess` })).status, 401);
    }
    const locked = await post('/api/v1/auth/signin', { email: o.email, password: PASSWORD });
    assert.equal(locked.status, 429, 'even the right password waits');
    assert.equal((await locked.json()).code, 'rate_limited');
    const retry = Number(locked.headers.get('retry-after'));
    assert.ok(retry > 0 && retry <= LOGIN_LIMITS.accountIp.duration, String(retry));
    assert.equal((await post('/api/v1/auth/signin', { email: other.email, password: PASSWORD })).status, 200);
  });
});

describe('roles, invitations and staff', () => {
  test('an invitation link works once and gives its role; roles are enforced on the server', async () => {
    const owner = await newOwner();
    const inv = await owner.json('/api/v1/admin/staff/invites', { method: 'POST', body: { email: `Agent-${unique()}@example.com`, role: 'agent' } });
    assert.equal(inv.status, 201);
    assert.match(inv.body.url, /^http:\/\/aisle\.test\/admin\/invite\/[A-Za-z0-9_-]{43}$/);
    const token = inv.body.url.split('/admin/invite/')[1];
    const view = await target(`/api/v1/auth/invites/${token}`);
    assert.equal(view.status, 200);
    assert.deepEqual((await view.json()).role, 'agent');
    const listed = await owner.json('/api/v1/admin/staff');
    assert.equal(listed.body.invites.length, 1);
    assert.equal(JSON.stringify(listed.body).includes(token), false, 'the token is never listed');

    const accepted = await post(`/api/v1/auth/invites/${token}/accept`, { name: 'Agent A', password: PASSWORD });
    assert.equal(accepted.status, 201);
    const agent = clientFor(target, sessionCookieOf(accepted), await accepted.json());
    assert.equal(agent.session.staff.role, 'agent');
    assert.equal(agent.session.store.id, owner.session.store.id);
    assert.equal((await post(`/api/v1/auth/invites/${token}/accept`, { name: 'Again', password: PASSWORD })).status, 404, 'one-time');

    // Agents and viewers cannot manage staff.
    assert.equal((await agent.json('/api/v1/admin/staff')).status, 403);
    const viewer = await addMember(owner, 'viewer');
    assert.equal((await viewer.json(`/api/v1/admin/staff/${agent.session.staff.id}`, { method: 'PATCH', body: { role: 'owner' } })).status, 403);
    // The owner can.
    const promoted = await owner.json(`/api/v1/admin/staff/${viewer.id}`, { method: 'PATCH', body: { role: 'agent' } });
    assert.equal(promoted.status, 200);
    assert.equal(promoted.body.staff.role, 'agent');
    assert.equal((await viewer.fetch('/api/v1/auth/session')).status, 401, 'a role change ends their sessions');
    assert.equal((await owner.fetch(`/api/v1/admin/staff/${viewer.id}`, { method: 'DELETE' })).status, 204);
    assert.equal((await signIn(target, viewer.email, PASSWORD).catch((e: Error) => e)) instanceof Error, true, 'removed staff cannot sign in');
  });

  test('the last owner cannot be demoted or removed; nobody removes themselves', async () => {
    const owner = await newOwner();
    const me = owner.session.staff.id;
    const demote = await owner.json(`/api/v1/admin/staff/${me}`, { method: 'PATCH', body: { role: 'agent' } });
    assert.equal(demote.status, 409);
    assert.equal((await owner.fetch(`/api/v1/admin/staff/${me}`, { method: 'DELETE' })).status, 409);
    const second = await addMember(owner, 'owner');
    assert.equal((await second.fetch(`/api/v1/admin/staff/${me}`, { method: 'DELETE' })).status, 204, 'with two owners one may go');
    assert.equal((await second.json(`/api/v1/admin/staff/${second.id}`, { method: 'PATCH', body: { role: 'viewer' } })).status, 409);
  });

  test("another store's staff and invitations answer 404", async () => {
    const a = await newOwner();
    const b = await newOwner();
    const bAgent = await addMember(b, 'agent');
    const bInvite = await b.json('/api/v1/admin/staff/invites', { method: 'POST', body: { email: `x-${unique()}@example.com`, role: 'viewer' } });
    assert.equal((await a.json(`/api/v1/admin/staff/${bAgent.id}`, { method: 'PATCH', body: { role: 'viewer' } })).status, 404);
    assert.equal((await a.fetch(`/api/v1/admin/staff/${bAgent.id}`, { method: 'DELETE' })).status, 404);
    assert.equal((await a.fetch(`/api/v1/admin/staff/invites/${bInvite.body.invite.id}`, { method: 'DELETE' })).status, 404);
    const list = await a.json('/api/v1/admin/staff');
    assert.deepEqual(list.body.staff.map((s: { id: string }) => s.id), [a.session.staff.id]);
    assert.equal((await b.json('/api/v1/admin/staff')).body.staff.length, 2, 'nothing of B changed');
  });

  test('changing the password checks the current one and ends the other sessions', async () => {
    const o = await newOwner();
    const elsewhere = await signIn(target, o.email, PASSWORD);
    const wrong = await o.json('/api/v1/auth/password', { method: 'POST', body: { current_password: 'not it at all', new_password: 'a new long password' } });
    assert.equal(wrong.status, 401);
    const ok = await o.json('/api/v1/auth/password', { method: 'POST', body: { current_password: PASSWORD, new_password: 'a new long password' } });
    assert.equal(ok.status, 204);
    assert.equal((await o.fetch('/api/v1/auth/session')).status, 200, 'this session stays');
    assert.equal((await elsewhere.fetch('/api/v1/auth/session')).status, 401, 'other sessions end');
    assert.equal((await post('/api/v1/auth/signin', { email: o.email, password: PASSWORD })).status, 401);
    assert.equal((await post('/api/v1/auth/signin', { email: o.email, password: 'a new long password' })).status, 200);
  });
});

describe('profile and public options', () => {
  test('a staff member changes their own name (session view and staff list follow); an empty name is refused', async () => {
    const o = await newOwner();
    const agent = await addMember(o, 'agent');
    const res = await agent.json('/api/v1/auth/profile', { method: 'PATCH', body: { name: '  Ada Agent ' } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.staff.name, 'Ada Agent');
    assert.equal(res.body.csrf_token, agent.session.csrf_token);
    assert.equal((await agent.json('/api/v1/auth/session')).body.staff.name, 'Ada Agent');
    const list = await o.json('/api/v1/admin/staff');
    assert.equal(list.body.staff.find((m: any) => m.id === agent.id).name, 'Ada Agent');
    const empty = await agent.json('/api/v1/auth/profile', { method: 'PATCH', body: { name: '   ' } });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.errors[0].path, 'name');
    const noCsrf = await target('/api/v1/auth/profile', { method: 'PATCH', headers: { cookie: agent.cookie, 'content-type': 'application/json' }, body: '{"name":"X"}' });
    assert.equal(noCsrf.status, 403);
  });

  test('GET /api/v1/auth/options tells the admin whether sign-up is open (no session needed)', async () => {
    const open = await target('/api/v1/auth/options');
    assert.equal(open.status, 200);
    assert.deepEqual(await open.json(), { signup_open: true });
    const closedApp = createApp({
      version: 'test', logger: silentLogger, readiness: async () => ({ database: true, migrations: true, demo_catalog: true }),
      subApps: [createAuthRoutes({ database, auth, limiter: createLoginLimiter(database), signupOpen: false })],
    });
    assert.deepEqual(await (await closedApp.request('http://aisle.test/api/v1/auth/options')).json(), { signup_open: false });
  });
});
