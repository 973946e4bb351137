/**
 * Widget session and message-budget limits per client (issue 13 item 8, docs/security.md §12) against a real server
 * over real HTTP. Clients are told apart by X-Forwarded-For behind one trusted proxy (AISLE_TRUST_PROXY=1).
 * - new widget sessions are limited per address (AISLE_WIDGET_SESSIONS_PER_IP_PER_MIN): 429 problem+json with
 *   Retry-After past it, while another address still opens sessions;
 * - one address sending with a fresh visitor id per message spends only its share of the store's budget
 *   (AISLE_RATE_STORE_IP_PER_MIN), so a real shopper elsewhere can still chat.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { startTestServer } from './support/server.ts';
import { openSession, sendMessage } from './support/widget-client.ts';

const SESSIONS = 4;
const STORE_IP = 3;
const srv = await startTestServer({
  AISLE_TRUST_PROXY: '1', AISLE_WIDGET_SESSIONS_PER_IP_PER_MIN: String(SESSIONS), AISLE_RATE_STORE_IP_PER_MIN: String(STORE_IP), AISLE_RATE_STORE_PER_MIN: '600',
});
after(() => srv.stop());

const openFrom = (ip: string) => fetch(`${srv.url}/api/v1/widget/sessions`, {
  method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ store: 'demo' }),
});

test(`widget sessions: ${SESSIONS} a minute per address, then 429; other addresses unaffected`, async () => {
  const answers = await Promise.all(Array.from({ length: SESSIONS + 3 }, () => openFrom('203.0.113.10')));
  const statuses = answers.map((r) => r.status).sort();
  assert.equal(statuses.filter((s) => s === 201).length, SESSIONS, statuses.join(','));
  assert.equal(statuses.filter((s) => s === 429).length, 3, statuses.join(','));
  const refused = answers.find((r) => r.status === 429)!;
  assert.equal(refused.headers.get('content-type'), 'application/problem+json');
  assert.ok(Number(refused.headers.get('retry-after')) > 0);
  assert.equal((await refused.json()).code, 'rate_limited');
  assert.equal((await openFrom('203.0.113.11')).status, 201);
});

test("one address with a fresh visitor id per message spends only its share of the store's budget", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < STORE_IP + 1; i++) {
    const s = await openSession(srv.url, 'demo', {}, { 'x-forwarded-for': `198.51.100.${i + 1}` });
    // Every message comes from one address (203.0.113.20) under a new visitor id.
    statuses.push((await sendMessage(srv.url, s, 'hello', { 'x-forwarded-for': '203.0.113.20' })).status);
  }
  assert.deepEqual(statuses, [...Array(STORE_IP).fill(200), 429]);
  // The limiters are consumed side by side; the refused message's point of the store's budget is given back, as if the
  // per-address limit had been checked first.
  const storePoints = async () => (await srv.database.pool.query<{ points: number }>(
    `SELECT r.points FROM rate_limits r JOIN stores s ON r.key = 'store:' || s.id WHERE s.handle = 'demo'`)).rows[0]?.points;
  assert.equal(await storePoints(), STORE_IP);
  const shopper = await openSession(srv.url, 'demo', {}, { 'x-forwarded-for': '203.0.113.21' });
  assert.equal((await sendMessage(srv.url, shopper, 'do you sell water bottles?', { 'x-forwarded-for': '203.0.113.21' })).status, 200);
  assert.equal(await storePoints(), STORE_IP + 1);
});
