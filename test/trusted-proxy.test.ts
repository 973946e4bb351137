/**
 * Trusted proxy (issue 13 item 5, docs/security.md "Behind a proxy"), against real servers over real HTTP on one
 * database: X-Forwarded-For and X-Forwarded-Proto count only with AISLE_TRUST_PROXY.
 * - without it, a client cannot dodge the per-IP sign-in limit by sending made-up X-Forwarded-For values, and
 *   X-Forwarded-Proto: https does not change the cookie;
 * - with a hop count, the address the trusted proxy saw counts (made-up entries to its left do not), and the
 *   cookie is Secure (`__Host-`) when the proxy says the client came over HTTPS;
 * - NODE_ENV=production refuses to start without AISLE_PUBLIC_URL; a bad AISLE_TRUST_PROXY refuses to start.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, test } from 'node:test';
import { loadConfig } from '../src/config.ts';
import { parseProxyTrust } from '../src/shared/client.ts';
import { startTestServer } from './support/server.ts';

const PER_IP = 3;
const direct = await startTestServer({ AISLE_SIGNIN_MAX_PER_IP: String(PER_IP) });
const proxied = await startTestServer({ AISLE_SIGNIN_MAX_PER_IP: String(PER_IP), AISLE_TRUST_PROXY: '1' }, { databaseUrl: direct.database.url });
after(async () => { await proxied.stop(); await direct.stop(); });

const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const wrongSignIn = (base: string, forwardedFor: string) =>
  post(base, '/api/v1/auth/signin', { email: `nobody-${randomUUID()}@example.com`, password: 'not-the-password' }, { 'x-forwarded-for': forwardedFor });
const signUp = (base: string, headers: Record<string, string>) =>
  post(base, '/api/v1/auth/signup', { store_name: 'Proxy Shop', name: 'Owner', email: `proxy-${randomUUID()}@example.com`, password: 'correct horse battery' }, headers);

test('without AISLE_TRUST_PROXY, made-up X-Forwarded-For values all count as the socket peer', async () => {
  for (let i = 0; i < PER_IP; i++) assert.equal((await wrongSignIn(direct.url, `198.51.100.${i}`)).status, 401);
  const res = await wrongSignIn(direct.url, '198.51.100.99');
  assert.equal(res.status, 429);
  assert.equal(res.headers.get('content-type'), 'application/problem+json');
  assert.equal((await res.json()).code, 'rate_limited');
});

test('without AISLE_TRUST_PROXY, X-Forwarded-Proto: https does not make the cookie Secure', async () => {
  const res = await signUp(direct.url, { 'x-forwarded-proto': 'https' });
  assert.equal(res.status, 201);
  const cookie = res.headers.get('set-cookie')!;
  assert.match(cookie, /^aisle_session=/);
  assert.doesNotMatch(cookie, /Secure/);
});

test('AISLE_TRUST_PROXY=1: the address the proxy saw counts; entries a client made up to its left do not', async () => {
  // The client sends "X-Forwarded-For: <made up>"; the one trusted proxy appends the address it saw (203.0.113.7).
  for (let i = 0; i < PER_IP; i++) assert.equal((await wrongSignIn(proxied.url, `192.0.2.${i}, 203.0.113.7`)).status, 401);
  assert.equal((await wrongSignIn(proxied.url, '192.0.2.200, 203.0.113.7')).status, 429, 'same client behind a made-up prefix');
  assert.equal((await wrongSignIn(proxied.url, '203.0.113.8')).status, 401, 'another client of the proxy has its own budget');
});

test('AISLE_TRUST_PROXY=1 with X-Forwarded-Proto: https: the session cookie is __Host- and Secure', async () => {
  const res = await signUp(proxied.url, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.50' });
  assert.equal(res.status, 201);
  const cookie = res.headers.get('set-cookie')!;
  assert.match(cookie, /^__Host-aisle_session=/);
  assert.match(cookie, /Secure/);
  const plain = await signUp(proxied.url, { 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.51' });
  assert.doesNotMatch(plain.headers.get('set-cookie')!, /Secure/);
});

test('AISLE_TRUST_PROXY accepts a hop count or addresses/CIDR ranges; anything else and a production start without AISLE_PUBLIC_URL are refused', () => {
  const list = parseProxyTrust('10.0.0.0/8, loopback');
  assert.equal(list('10.1.2.3', 0), true);
  assert.equal(list('127.0.0.1', 0), true);
  assert.equal(list('192.0.2.1', 0), false);
  assert.equal(parseProxyTrust(undefined)('127.0.0.1', 0), false);
  assert.throws(() => loadConfig({ AISLE_TRUST_PROXY: 'proxy.example.com' }), /AISLE_TRUST_PROXY/);
  assert.throws(() => loadConfig({ NODE_ENV: 'production' }), /AISLE_PUBLIC_URL: required when NODE_ENV=production/);
  assert.equal(loadConfig({ NODE_ENV: 'production', AISLE_PUBLIC_URL: 'https://shop.example.com' }).AISLE_PUBLIC_URL, 'https://shop.example.com');
});
