/**
 * Sign-in abuse against a real Aisle over real HTTP (docs/security.md "Sign-in"): clients connect from distinct
 * loopback addresses (127.0.0.x, all of which are this machine), so per-IP limits see real socket peers.
 * - 15 parallel wrong passwords from one address: the attempt is counted before the password is checked, so at
 *   most 10 get 401 and the rest 429;
 * - 30 failures from three other addresses cannot lock the owner out: the right password from a fresh address and
 *   from the owner's own address is accepted, only slowed down;
 * - the current-password check of a password change is limited like sign-in;
 * - sign-ups and invitation acceptances are limited per address.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, test } from 'node:test';
import { signUp } from './support/admin-client.ts';
import { startTestServer } from './support/server.ts';

const SLOW_MS = 1500;
const SIGNUPS_PER_IP = 3;
const server = await startTestServer({ AISLE_SIGNIN_SLOW_MS: String(SLOW_MS), AISLE_SIGNUP_MAX_PER_IP: String(SIGNUPS_PER_IP) });
after(() => server.stop());
const { hostname, port } = new URL(server.url);
const PASSWORD = 'the-right-password-1';

type Answer = { status: number; retryAfter: number | null; body: any; ms: number; cookie: string | undefined };

/** POST JSON from the local address `from` (a fresh connection each time, so the server sees that peer). */
function postFrom(from: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const text = JSON.stringify(body);
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request({
      hostname, port, path, method: 'POST', localAddress: from, agent: false,
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), ...headers },
    }, (res) => {
      let out = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => { out += d; });
      res.on('end', () => resolve({
        status: res.statusCode!, retryAfter: res.headers['retry-after'] ? Number(res.headers['retry-after']) : null,
        body: out ? JSON.parse(out) : null, ms: performance.now() - t0, cookie: res.headers['set-cookie']?.[0]?.split(';')[0],
      }));
    });
    req.on('error', reject);
    req.end(text);
  });
}

let n = 0;
/** A new store whose owner signs up from `from`. */
async function newOwner(from: string): Promise<{ email: string; cookie: string; csrf: string }> {
  const email = `limits-${++n}-${Date.now()}@example.com`;
  const res = await postFrom(from, '/api/v1/auth/signup', { store_name: `Limits ${n}`, name: 'Owner', email, password: PASSWORD });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return { email, cookie: res.cookie!, csrf: res.body.csrf_token };
}
const signIn = (from: string, email: string, password: string) => postFrom(from, '/api/v1/auth/signin', { email, password });

test('15 parallel wrong passwords from one address: at most 10 get 401, the rest 429', async () => {
  const owner = await newOwner('127.0.0.10');
  const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => signIn('127.0.0.11', owner.email, `wrong-guess-${i}`)));
  const statuses = answers.map((a) => a.status);
  assert.ok(statuses.every((s) => s === 401 || s === 429), statuses.join(','));
  assert.ok(statuses.filter((s) => s === 401).length <= 10, statuses.join(','));
  assert.equal(statuses.filter((s) => s === 429).length, 15 - statuses.filter((s) => s === 401).length);
  const limited = answers.find((a) => a.status === 429)!;
  assert.equal(limited.body.code, 'rate_limited');
  assert.ok(limited.retryAfter! > 0 && limited.retryAfter! <= 15 * 60, String(limited.retryAfter));
  // That address waits out the window even with the right password; the owner's own address does not.
  assert.equal((await signIn('127.0.0.11', owner.email, PASSWORD)).status, 429);
  assert.equal((await signIn('127.0.0.10', owner.email, PASSWORD)).status, 200);
});

test("30 failures from three other addresses do not lock the owner out: the right password works, only slowed down", async () => {
  const owner = await newOwner('127.0.0.20');
  for (const from of ['127.0.0.21', '127.0.0.22', '127.0.0.23']) {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(from, owner.email, `attacker-${i}`)));
    assert.deepEqual(answers.map((a) => a.status), Array(10).fill(401));
  }
  const fresh = await signIn('127.0.0.24', owner.email, PASSWORD);
  assert.equal(fresh.status, 200, JSON.stringify(fresh.body));
  assert.ok(fresh.ms >= SLOW_MS, `slowed down: ${Math.round(fresh.ms)} ms`);
  const own = await signIn('127.0.0.20', owner.email, PASSWORD);
  assert.equal(own.status, 200, JSON.stringify(own.body));
  // A wrong password from the owner's address is still only a 401 (slowed), not a lockout.
  assert.equal((await signIn('127.0.0.20', owner.email, 'typo-password')).status, 401);
});

test('the current password of a password change is guessed no faster than a sign-in', async () => {
  const owner = await newOwner('127.0.0.30');
  const change = (current: string) => postFrom('127.0.0.31', '/api/v1/auth/password',
    { current_password: current, new_password: 'a-brand-new-password' }, { cookie: owner.cookie, 'x-csrf-token': owner.csrf });
  const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => change(`guess-number-${i}`)));
  const statuses = answers.map((a) => a.status);
  assert.ok(statuses.filter((s) => s === 401).length <= 10, statuses.join(','));
  assert.ok(statuses.includes(429), statuses.join(','));
  assert.equal((await change(PASSWORD)).status, 429, 'that address waits, even with the right current password');
});

test(`sign-ups and invitation acceptances: ${SIGNUPS_PER_IP} per address per hour`, async () => {
  const owner = await newOwner('127.0.0.40'); // 1
  await newOwner('127.0.0.40'); // 2
  // An invitation accepted from the same address is the third new account.
  const inv = await postFrom('127.0.0.40', '/api/v1/admin/staff/invites', { email: `agent-${Date.now()}@example.com`, role: 'agent' }, { cookie: owner.cookie, 'x-csrf-token': owner.csrf });
  assert.equal(inv.status, 201, JSON.stringify(inv.body));
  const token = String(inv.body.url).split('/admin/invite/')[1]!;
  const accepted = await postFrom('127.0.0.40', `/api/v1/auth/invites/${token}/accept`, { name: 'Agent', password: PASSWORD });
  assert.equal(accepted.status, 201, JSON.stringify(accepted.body));
  const fourth = await postFrom('127.0.0.40', '/api/v1/auth/signup', { store_name: 'One too many', name: 'Owner', email: `fourth-${Date.now()}@example.com`, password: PASSWORD });
  assert.equal(fourth.status, 429);
  assert.equal(fourth.body.code, 'rate_limited');
  assert.ok(fourth.retryAfter! > 0);
  // Another address is not affected; signUp() of the test client (127.0.0.1) neither.
  await newOwner('127.0.0.41');
  await signUp(server.url, { store_name: 'Local', name: 'Owner', email: `local-${Date.now()}@example.com`, password: PASSWORD });
});
