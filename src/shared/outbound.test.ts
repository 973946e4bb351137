/**
 * SSRF guard (issue 11 item 3): address ranges, save-time checks, the connect-time check after DNS resolution with a
 * resolver that changes its answer (DNS rebinding), the operator's allow-list, and redirects left unfollowed — against
 * a real local HTTP server.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import {
  checkOutboundUrl, createGuardedAgents, createGuardedFetch, isAllowedAddress, parseOutboundAllow, PUBLIC_ONLY, type Resolver,
} from './outbound.ts';

let server: http.Server;
let port = 0;
const hits: string[] = [];
before(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/redirect') { res.writeHead(302, { location: `http://127.0.0.1:${port}/after-redirect` }).end(); return; }
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
after(() => new Promise<void>((r) => server.close(() => r())));

/** A resolver whose answer changes: the first `publicCalls` lookups give a public address, later ones 127.0.0.1. */
function rebinding(publicCalls: number): Resolver & { calls: number } {
  const r = Object.assign(async () => {
    r.calls++;
    return [{ address: r.calls <= publicCalls ? '93.184.216.34' : '127.0.0.1', family: 4 }];
  }, { calls: 0 });
  return r;
}

test('ranges: loopback, private, link-local, CGNAT, multicast, reserved and mapped forms are refused; public unicast passes', () => {
  const refused = [
    '127.0.0.1', '127.255.0.9', '0.0.0.0', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '224.0.0.1',
    '255.255.255.255', '192.0.2.1', '198.18.0.1', '240.0.0.1', '::1', '::', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe',
    'fe80::1', 'fc00::1', 'fd12::1', 'ff02::1', '2002:7f00:1::', '64:ff9b::7f00:1', '2001::1', '2001:db8::1', '[::1]', 'not-an-ip',
  ];
  for (const a of refused) assert.equal(isAllowedAddress(a, PUBLIC_ONLY), false, a);
  for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '[2a00:1450:4001::1]']) assert.equal(isAllowedAddress(a, PUBLIC_ONLY), true, a);
  const loopback = parseOutboundAllow('127.0.0.0/8, ::1');
  for (const a of ['127.0.0.1', '::ffff:127.0.0.1', '::1']) assert.equal(isAllowedAddress(a, loopback), true, a);
  assert.equal(isAllowedAddress('10.0.0.1', loopback), false);
  assert.throws(() => parseOutboundAllow('10.0.0.0/8,nonsense'), /nonsense/);
});

test('save time: literal, numeric and localhost forms are refused; names are resolved; unresolvable names wait for connect time', async () => {
  for (const url of ['https://169.254.169.254/', 'https://10.0.0.1/hook', 'https://127.0.0.1:1/x', 'https://[::1]/x', 'https://0x7f000001/x',
    'https://2130706433/', 'https://017700000001/', 'https://127.1/', 'https://[::ffff:127.0.0.1]/', 'https://localhost/x', 'https://a.localhost/']) {
    const r = await checkOutboundUrl(url, PUBLIC_ONLY);
    assert.equal(r.ok, false, url);
    assert.equal(!r.ok && r.code, 'blocked_address');
  }
  const internal = { allow: [], resolve: async () => [{ address: '93.184.216.34', family: 4 }, { address: '10.1.2.3', family: 4 }] };
  assert.equal((await checkOutboundUrl('https://intranet.example.com/', internal)).ok, false);
  const nowhere = { allow: [], resolve: async () => { throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }); } };
  assert.deepEqual(await checkOutboundUrl('https://hooks.example.com/a', nowhere), { ok: true, value: 'https://hooks.example.com/a' });
  assert.equal((await checkOutboundUrl('https://10.0.0.1/', parseOutboundAllow('10.0.0.0/8'))).ok, true);
});

test('DNS rebinding: a name that was public when saved and resolves to 127.0.0.1 when connecting is refused', async () => {
  const resolve = rebinding(1);
  const policy = parseOutboundAllow('', resolve);
  const url = `http://rebind.example.com:${port}/hook`;
  assert.equal((await checkOutboundUrl(url, policy)).ok, true, 'public at save time');
  const before = hits.length;
  const f = createGuardedFetch(policy);
  await assert.rejects(f(url, { method: 'POST', body: '{}' }), (err: Error & { cause?: { code?: string } }) => err.cause?.code === 'EOUTBOUND');
  // The AWS SDK's node:http path too.
  const { httpAgent } = createGuardedAgents(policy);
  await assert.rejects(new Promise((resolveGet, reject) => http.get(url, { agent: httpAgent }, resolveGet).on('error', reject)), { code: 'EOUTBOUND' });
  await assert.rejects(new Promise((resolveGet, reject) => http.get(`http://127.0.0.1:${port}/literal`, { agent: httpAgent }, resolveGet).on('error', reject)), { code: 'EOUTBOUND' });
  await assert.rejects(f(`http://[::ffff:127.0.0.1]:${port}/x`), { code: 'EOUTBOUND' });
  assert.equal(hits.length, before, 'the local server was never reached');
  assert.ok(resolve.calls >= 3);
});

test('an allowed range reaches the local receiver, and a redirect is returned, not followed', async () => {
  const policy = parseOutboundAllow('127.0.0.0/8', rebinding(0));
  const f = createGuardedFetch(policy);
  const ok = await f(`http://receiver.example.com:${port}/hook`, { method: 'POST', body: '{}' });
  assert.equal(ok.status, 200);
  assert.equal(await ok.text(), 'ok');
  const moved = await f(`http://127.0.0.1:${port}/redirect`);
  assert.equal(moved.status, 302);
  await moved.body?.cancel();
  assert.ok(hits.includes('/redirect'));
  assert.ok(!hits.includes('/after-redirect'), 'the redirect was not followed');
});
