/**
 * A Shopify harness for tests and benchmarks: the local Shopify stand-in with one shop, and a real Aisle server
 * configured as the Shopify app against it (SHOPIFY_API_URL), its webhooks pointed back at the server. `admin()` calls
 * the admin API the way the embedded admin does (App Bridge ID token as Bearer).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { startFakeShopify, type AddShopInput, type FakeShopify, type FakeShopifyOptions } from './fake-shopify/index.ts';
import { startTestServer, type TestServer, type TestServerOptions } from './server.ts';

/** A running harness. */
export type ShopifyHarness = {
  fake: FakeShopify;
  server: TestServer;
  shop: string;
  /** An ID token of a user of the shop (default: the owner, the first user). */
  idToken: (sub?: string) => Promise<string>;
  /** Call the admin API as the embedded admin does; JSON in and out. */
  admin: (path: string, init?: { method?: string; body?: unknown; sub?: string }) => Promise<{ status: number; body: any; headers: Headers }>;
  /** The store id of the shop (after install), or null. */
  storeId: () => Promise<string | null>;
  /** Wait until `check` is truthy (polling every 50 ms, up to `timeoutMs`). */
  until: <T>(check: () => Promise<T>, what: string, timeoutMs?: number) => Promise<T>;
  stop: () => Promise<void>;
};

/** Options: the shop, stand-in options, extra server env. */
export type ShopifyHarnessOptions = { shop?: Partial<AddShopInput>; fake?: FakeShopifyOptions; env?: Record<string, string>; server?: TestServerOptions };

/** Start the stand-in and a server configured against it. */
export async function startShopifyHarness(opts: ShopifyHarnessOptions = {}): Promise<ShopifyHarness> {
  const fake = await startFakeShopify(opts.fake);
  const shop = opts.shop?.domain ?? 'aisle-test.myshopify.com';
  await fake.addShop({ domain: shop, name: 'Aisle Test Shop', catalog: 'samples', ...opts.shop });
  const server = await startTestServer({
    SHOPIFY_API_KEY: fake.apiKey, SHOPIFY_API_SECRET: fake.apiSecret, SHOPIFY_API_URL: fake.url, AISLE_SECRET: 'shopify-harness-secret-0123456789', ...opts.env,
  }, opts.server);
  fake.setWebhookUrl(`${server.url}/webhooks/shopify`);
  const idToken = (sub?: string) => fake.mintIdToken({ shop, sub });
  async function until<T>(check: () => Promise<T>, what: string, timeoutMs = 30_000): Promise<T> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const v = await check();
      if (v) return v;
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await sleep(50);
    }
  }
  return {
    fake, server, shop, idToken, until,
    async admin(path, init = {}) {
      const res = await fetch(`${server.url}${path}`, {
        method: init.method ?? 'GET',
        headers: { authorization: `Bearer ${await idToken(init.sub)}`, ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}) },
        body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      });
      const text = await res.text();
      let body: unknown = text;
      try { body = JSON.parse(text); } catch { /* not JSON */ }
      return { status: res.status, body, headers: res.headers };
    },
    async storeId() {
      const r = await server.database.pool.query('SELECT store_id FROM shopify_shops WHERE shop = $1', [shop]);
      return (r.rows[0]?.store_id as string | undefined) ?? null;
    },
    async stop() {
      await fake.idle().catch(() => {});
      await server.stop();
      await fake.stop();
    },
  };
}

/**
 * Every table of every schema of the database (pg_catalog and information_schema aside) scanned for rows whose text
 * mentions any of `needles`. Returns "schema.table: needle (n rows)" lines.
 */
export async function scanAllTables(h: ShopifyHarness, needles: string[]): Promise<string[]> {
  const pool = h.server.database.pool;
  const tables = (await pool.query<{ s: string; t: string }>(
    `SELECT table_schema AS s, table_name AS t FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`)).rows;
  const found: string[] = [];
  for (const { s, t } of tables) {
    for (const n of needles) {
      const r = await pool.query(`SELECT count(*)::int AS n FROM "${s}"."${t}" x WHERE x::text ILIKE $1`, [`%${n}%`]);
      if (r.rows[0].n > 0) found.push(`${s}.${t}: ${n} (${r.rows[0].n} rows)`);
    }
  }
  return found;
}
