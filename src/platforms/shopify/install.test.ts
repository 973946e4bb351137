/**
 * Install and sessions against the local Shopify stand-in, through real HTTP and the real `@shopify/shopify-api`:
 * an App Bridge ID token on an admin API call installs the shop (token exchange for an expiring offline token,
 * stored sealed), makes the installing user the owner and later users agents; expired, forged and wrong-audience
 * tokens are 401; two processes refreshing the same expired token at once spend its refresh token once.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openDatabase, type Database } from '../../db/index.ts';
import { startFakeShopify, type FakeShopify } from '../../../test/support/fake-shopify/index.ts';
import { startTestServer, type TestServer } from '../../../test/support/server.ts';
import { createSecretBox } from '../../shared/secret-box.ts';
import { createShopifySessions, SHOPIFY_TOKEN_PURPOSE } from './sessions.ts';
import { createShopifyApi } from './shopify-api.ts';
import { loadPlans } from '../../stores/index.ts';

const SHOP = 'install-test.myshopify.com';
const APP_SECRET = 'install-test-app-secret-0123456789';

describe('Shopify install and sessions', () => {
  let fake: FakeShopify;
  let server: TestServer;
  const call = (path: string, token: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) } });

  before(async () => {
    fake = await startFakeShopify();
    await fake.addShop({ domain: SHOP, name: 'Install Test', currencyCode: 'EUR', primaryDomain: 'shop.install-test.example', catalog: 'none', users: [
      { id: 101, first_name: 'Olivia', last_name: 'Owner', email: 'olivia@install-test.example' },
      { id: 102, first_name: 'Arlo', last_name: 'Agent', email: 'arlo@install-test.example' },
    ] });
    server = await startTestServer({ SHOPIFY_API_KEY: fake.apiKey, SHOPIFY_API_SECRET: fake.apiSecret, SHOPIFY_API_URL: fake.url, AISLE_SECRET: APP_SECRET });
  });
  after(async () => {
    await server?.stop();
    await fake?.stop();
  });

  test('an ID token installs the shop: store from the shop, sealed expiring offline token, installing user is the owner', async () => {
    const res = await call('/api/v1/auth/session', await fake.mintIdToken({ shop: SHOP, sub: '101' }));
    assert.equal(res.status, 200);
    const s = await res.json() as { staff: { role: string; name: string; email: string }; store: { id: string; name: string; currency: string; handle: string } };
    assert.equal(s.staff.role, 'owner');
    assert.equal(s.staff.name, 'Olivia Owner');
    assert.equal(s.staff.email, 'olivia@install-test.example');
    assert.deepEqual([s.store.name, s.store.currency, s.store.handle], ['Install Test', 'EUR', 'install-test']);
    const db = server.database.pool;
    const store = (await db.query('SELECT platform, timezone, domain, allowed_origins, install_status FROM stores WHERE id = $1', [s.store.id])).rows[0];
    assert.deepEqual(store, { platform: 'shopify', timezone: 'America/New_York', domain: SHOP, allowed_origins: ['https://shop.install-test.example', `https://${SHOP}`], install_status: 'installed' });
    const row = (await db.query('SELECT * FROM shopify_sessions WHERE store_id = $1', [s.store.id])).rows[0];
    assert.equal(row.id, `offline_${SHOP}`);
    assert.match(row.access_token_sealed, /^v1\./);
    assert.match(row.refresh_token_sealed, /^v1\./);
    assert.ok(row.expires_at > new Date(Date.now() + 50 * 60_000), 'an expiring offline token (60 minutes)');
    assert.ok(row.refresh_token_expires_at > new Date(Date.now() + 80 * 86_400_000));
    const dump = JSON.stringify((await db.query('SELECT * FROM shopify_sessions')).rows);
    assert.doesNotMatch(dump, /shpat_|shprt_/, 'no token in plain text');
    const exchanges = fake.requests.filter((r) => r.path === '/admin/oauth/access_token');
    assert.equal(exchanges.length, 2, 'one offline exchange (install) and one online exchange (who is the user)');
  });

  test('later calls reuse the session; another user starts as agent', async () => {
    const before = fake.requests.filter((r) => r.path === '/admin/oauth/access_token').length;
    const again = await call('/api/v1/auth/session', await fake.mintIdToken({ shop: SHOP, sub: '101' }));
    assert.equal(again.status, 200);
    const other = await call('/api/v1/auth/session', await fake.mintIdToken({ shop: SHOP, sub: '102' }));
    const body = await other.json() as { staff: { role: string; name: string } };
    assert.equal(body.staff.role, 'agent');
    assert.equal(body.staff.name, 'Arlo Agent');
    assert.equal(fake.requests.filter((r) => r.path === '/admin/oauth/access_token').length, before + 1, 'only the new user needed an exchange');
    // A bearer call needs no CSRF token (no cookie, nothing ambient to forge).
    const staff = await call('/api/v1/admin/staff', await fake.mintIdToken({ shop: SHOP, sub: '101' }));
    assert.equal(staff.status, 200);
  });

  test('expired, forged and wrong-audience ID tokens are 401 problem documents', async () => {
    for (const token of [
      await fake.mintIdToken({ shop: SHOP, sub: '101', expiresInS: -60 }),
      await fake.mintIdToken({ shop: SHOP, sub: '101', secret: 'not-the-app-secret-at-all' }),
      await fake.mintIdToken({ shop: SHOP, sub: '101', aud: 'another-app' }),
      'not.a.jwt',
    ]) {
      const res = await call('/api/v1/auth/session', token);
      assert.equal(res.status, 401);
      assert.equal(res.headers.get('content-type'), 'application/problem+json');
      assert.equal((await res.json() as { code: string }).code, 'unauthorized');
    }
  });

  test('two processes refreshing the same expired token at once spend the refresh token once', async () => {
    const pool = server.database.pool;
    const { rows: [store] } = await pool.query('SELECT store_id FROM shopify_shops WHERE shop = $1', [SHOP]);
    await pool.query("UPDATE shopify_sessions SET expires_at = now() - interval '1 second' WHERE store_id = $1", [store.store_id]);
    // Two independent session stores with their own connection pools: each stands for one process.
    const plans = loadPlans();
    const make = (database: Database) => createShopifySessions({
      database, box: createSecretBox(APP_SECRET, SHOPIFY_TOKEN_PURPOSE),
      shopify: createShopifyApi({ apiKey: fake.apiKey, apiSecret: fake.apiSecret, appUrl: 'https://aisle.test', apiUrl: fake.url, plans }),
    });
    const dbA = openDatabase(server.database.url, 2);
    const dbB = openDatabase(server.database.url, 2);
    try {
      const refreshesBefore = fake.refreshes.length;
      const [a, b] = await Promise.all([make(dbA).offline(store.store_id), make(dbB).offline(store.store_id)]);
      assert.equal(a.accessToken, b.accessToken, 'both use the one refreshed token');
      const spent = fake.refreshes.slice(refreshesBefore);
      assert.deepEqual(spent.map((r) => r.ok), [true], 'exactly one refresh, and it succeeded');
      const row = (await pool.query('SELECT version, expires_at FROM shopify_sessions WHERE store_id = $1', [store.store_id])).rows[0];
      assert.equal(row.version, 2, 'the rotated pair was written once');
      assert.ok(row.expires_at > new Date());
      // The stored token works: the next admin call needs no new exchange.
      const res = await call('/api/v1/admin/staff', await fake.mintIdToken({ shop: SHOP, sub: '101' }));
      assert.equal(res.status, 200);
    } finally {
      await dbA.pool.end();
      await dbB.pool.end();
    }
  });
});

