/**
 * Events admin API on a real server (real HTTP, real Postgres): destinations CRUD (owner only, secret shown once
 * and sealed at rest), test-send, the delivery log filled by a real widget conversation, manual re-send (agent),
 * store scoping (another store's ids answer 404), and the routes in the OpenAPI document.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import { clientFor, sessionCookieOf, signInDemoOwner, signUp, type AdminClient } from '../../test/support/admin-client.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { openSession, sendMessage } from '../../test/support/widget-client.ts';
import { verifyWebhookSignature } from './crypto.ts';

let srv: TestServer;
let owner: AdminClient;
let receiver: http.Server;
let hookUrl = '';
const received: { id: string; type: string; valid: boolean; data: Record<string, unknown> }[] = [];
let secret = '';

async function member(role: 'agent' | 'viewer'): Promise<AdminClient> {
  const inv = await owner.json('/api/v1/admin/staff/invites', { method: 'POST', body: { email: `${role}-${randomUUID().slice(0, 8)}@example.com`, role } });
  assert.equal(inv.status, 201);
  const token = String(inv.body.url).split('/admin/invite/')[1]!;
  const res = await fetch(`${srv.url}/api/v1/auth/invites/${token}/accept`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: `${role} person`, password: 'correct horse battery' }),
  });
  assert.equal(res.status, 201);
  return clientFor(srv.url, sessionCookieOf(res), await res.json());
}

async function until(check: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, 50));
}

before(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const env = JSON.parse(body) as { id: string; type: string; data: Record<string, unknown> };
      received.push({ id: env.id, type: env.type, data: env.data, valid: verifyWebhookSignature(secret, String(req.headers['aisle-signature']), body) });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  hookUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/aisle`;
  srv = await startTestServer({ AISLE_EVENTS_POLL_MS: '200', AISLE_EVENTS_RETRY_BASE_MS: '50' });
  owner = await signInDemoOwner(srv);
});
after(async () => {
  await srv?.stop();
  receiver.closeAllConnections();
  await new Promise<void>((r) => receiver.close(() => r()));
});

describe('event destinations', () => {
  let destId = '';

  test('an owner adds a webhook: the secret is returned once, sealed at rest, never listed', async () => {
    const created = await owner.json('/api/v1/admin/event-destinations', {
      method: 'POST', body: { kind: 'webhook', name: 'CRM', url: hookUrl, event_types: ['conversation.started', 'message.created'] },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    secret = created.body.secret;
    assert.match(secret, /^whsec_[A-Za-z0-9_-]{43}$/);
    destId = created.body.destination.id;
    assert.equal(created.body.destination.url, hookUrl);
    assert.equal(created.body.destination.has_secret, true);

    const list = await owner.json('/api/v1/admin/event-destinations');
    assert.equal(list.status, 200);
    assert.ok(list.body.event_types.includes('refund.issued'));
    assert.doesNotMatch(JSON.stringify(list.body), /whsec_/);
    const one = await owner.json(`/api/v1/admin/event-destinations/${destId}`);
    assert.doesNotMatch(JSON.stringify(one.body), /whsec_/);
    const { rows } = await srv.database.pool.query<{ secret_ciphertext: string }>('SELECT secret_ciphertext FROM event_destinations WHERE id = $1', [destId]);
    assert.match(rows[0]!.secret_ciphertext, /^v1\./);
    assert.ok(!rows[0]!.secret_ciphertext.includes(secret.slice(6)));
  });

  test('validation: http to a non-loopback host, unknown types and half an AWS key pair are refused', async () => {
    const bad = [
      { kind: 'webhook', name: 'x', url: 'http://example.com/hook' },
      { kind: 'webhook', name: 'x', url: 'https://example.com/hook', event_types: ['nope.nope'] },
      { kind: 'eventbridge', name: 'x', region: 'us-east-1', event_bus_name: 'b', access_key_id: 'AKIAFAKEFAKEFAKE0001' },
      { kind: 'eventbridge', name: 'x', region: 'not a region', event_bus_name: 'b' },
    ];
    for (const body of bad) {
      const r = await owner.json('/api/v1/admin/event-destinations', { method: 'POST', body });
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.equal(r.body.code, 'invalid_request');
    }
  });

  test('test-send reaches the receiver, signed with the secret', async () => {
    const r = await owner.json(`/api/v1/admin/event-destinations/${destId}/test`, { method: 'POST' });
    assert.equal(r.status, 200);
    assert.deepEqual({ ok: r.body.ok, status: r.body.status_code }, { ok: true, status: 200 });
    const got = received.find((x) => x.id === r.body.envelope.id);
    assert.equal(got?.type, 'aisle.test');
    assert.equal(got?.valid, true);
  });

  test('a widget conversation is delivered as conversation.started and message.created; agents read the log and re-send', async () => {
    const s = await openSession(srv.url);
    const turn = await sendMessage(srv.url, s, 'do you have running shoes?');
    assert.equal(turn.status, 200);
    await until(() => received.filter((x) => x.data.conversation_id === s.conversation_id).length >= 3); // started, shopper, agent
    const mine = received.filter((x) => x.data.conversation_id === s.conversation_id);
    assert.deepEqual([...new Set(mine.map((x) => x.type))].sort(), ['conversation.started', 'message.created']);
    assert.ok(mine.every((x) => x.valid), 'every delivery is signed');

    const agent = await member('agent');
    const log = await agent.json(`/api/v1/admin/event-deliveries?destination_id=${destId}&status=delivered&limit=50`);
    assert.equal(log.status, 200);
    const started = log.body.deliveries.find((d: { event: { type: string } }) => d.event.type === 'conversation.started');
    assert.ok(started);
    assert.equal(started.destination.name, 'CRM');
    assert.equal(started.attempts, 1);
    const detail = await agent.json(`/api/v1/admin/event-deliveries/${started.id}`);
    assert.equal(detail.body.envelope.data.conversation_id, s.conversation_id);

    const before = received.filter((x) => x.id === started.event.id).length;
    const resend = await agent.json(`/api/v1/admin/event-deliveries/${started.id}/resend`, { method: 'POST' });
    assert.equal(resend.status, 202);
    await until(() => received.filter((x) => x.id === started.event.id).length > before);
    await until(async () => (await agent.json(`/api/v1/admin/event-deliveries/${started.id}`)).body.delivery.status === 'delivered');
    const after = await agent.json(`/api/v1/admin/event-deliveries/${started.id}`);
    assert.equal(after.body.delivery.attempts, 2);

    const filtered = await agent.json(`/api/v1/admin/event-deliveries?event_type=message.created&limit=200`);
    assert.ok(filtered.body.deliveries.length >= 2);
    assert.ok(filtered.body.deliveries.every((d: { event: { type: string } }) => d.event.type === 'message.created'));
  });

  test('roles: agents and viewers cannot manage destinations; viewers cannot read the log', async () => {
    const agent = await member('agent');
    const viewer = await member('viewer');
    assert.equal((await agent.json('/api/v1/admin/event-destinations')).status, 403);
    assert.equal((await agent.json('/api/v1/admin/event-destinations', { method: 'POST', body: { kind: 'webhook', name: 'x', url: hookUrl } })).status, 403);
    assert.equal((await viewer.json('/api/v1/admin/event-deliveries')).status, 403);
  });

  test("another store sees none of this store's destinations or deliveries (404)", async () => {
    const other = await signUp(srv.url, { store_name: `Other ${randomUUID().slice(0, 6)}`, name: 'Otto', email: `otto-${randomUUID().slice(0, 8)}@example.com`, password: 'correct horse battery' });
    const [delivery] = (await owner.json(`/api/v1/admin/event-deliveries?destination_id=${destId}&limit=1`)).body.deliveries;
    assert.equal((await other.json(`/api/v1/admin/event-destinations/${destId}`)).status, 404);
    assert.equal((await other.json(`/api/v1/admin/event-destinations/${destId}`, { method: 'PATCH', body: { active: false } })).status, 404);
    assert.equal((await other.json(`/api/v1/admin/event-destinations/${destId}/test`, { method: 'POST' })).status, 404);
    assert.equal((await other.json(`/api/v1/admin/event-destinations/${destId}`, { method: 'DELETE' })).status, 404);
    assert.equal((await other.json(`/api/v1/admin/event-deliveries/${delivery.id}`)).status, 404);
    assert.equal((await other.json(`/api/v1/admin/event-deliveries/${delivery.id}/resend`, { method: 'POST' })).status, 404);
    assert.deepEqual((await other.json('/api/v1/admin/event-deliveries')).body.deliveries, []);
    assert.deepEqual((await other.json('/api/v1/admin/event-destinations')).body.destinations, []);
  });

  test('update, rotate the secret, deactivate, EventBridge destination with keys, delete', async () => {
    const patched = await owner.json(`/api/v1/admin/event-destinations/${destId}`, { method: 'PATCH', body: { name: 'CRM 2', active: false, event_types: [] } });
    assert.equal(patched.status, 200);
    assert.deepEqual({ name: patched.body.destination.name, active: patched.body.destination.active }, { name: 'CRM 2', active: false });
    const rotated = await owner.json(`/api/v1/admin/event-destinations/${destId}/rotate-secret`, { method: 'POST' });
    assert.match(rotated.body.secret, /^whsec_/);
    assert.notEqual(rotated.body.secret, secret);

    const eb = await owner.json('/api/v1/admin/event-destinations', {
      method: 'POST', body: { kind: 'eventbridge', name: 'Bus', region: 'eu-central-1', event_bus_name: 'shop-events', access_key_id: 'AKIAFAKEFAKEFAKE0001', secret_access_key: 'fake-secret-access-key-000000' },
    });
    assert.equal(eb.status, 201);
    assert.equal(eb.body.secret, null);
    assert.equal(eb.body.destination.has_secret, true);
    assert.doesNotMatch(JSON.stringify(eb.body), /fake-secret-access-key/);
    const wrongKind = await owner.json(`/api/v1/admin/event-destinations/${eb.body.destination.id}`, { method: 'PATCH', body: { url: hookUrl } });
    assert.equal(wrongKind.status, 400);
    const dflt = await owner.json(`/api/v1/admin/event-destinations/${eb.body.destination.id}`, { method: 'PATCH', body: { use_default_credentials: true } });
    assert.equal(dflt.body.destination.has_secret, false);
    assert.equal((await owner.json(`/api/v1/admin/event-destinations/${eb.body.destination.id}`, { method: 'DELETE' })).status, 204);
    assert.equal((await owner.json(`/api/v1/admin/event-destinations/${eb.body.destination.id}`)).status, 404);
  });

  test('the routes are in the OpenAPI document', async () => {
    const doc = await (await fetch(`${srv.url}/api/v1/openapi.json`)).json() as { paths: Record<string, unknown> };
    for (const p of ['/api/v1/admin/event-destinations', '/api/v1/admin/event-destinations/{id}/test', '/api/v1/admin/event-deliveries', '/api/v1/admin/event-deliveries/{id}/resend']) {
      assert.ok(doc.paths[p], p);
    }
  });
});
