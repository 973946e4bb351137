/**
 * Shared set-up of the Shopify benchmarks: a fresh Aisle (its own embedded PostgreSQL in a temporary folder, no demo
 * store, workers on) configured as the Shopify app against the local Shopify stand-in, and one installed shop.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../src/config.ts';
import { startAisle, type Aisle } from '../src/server.ts';
import type { Logger } from '../src/shared/logger.ts';
import { startFakeShopify, type AddShopInput, type FakeShopify } from '../test/support/fake-shopify/index.ts';

/** A running bench environment. */
export type ShopifyBench = {
  aisle: Aisle; fake: FakeShopify; shop: string;
  /** GET/POST the admin API with an App Bridge ID token (as the embedded admin does). */
  admin: (p: string, init?: { method?: string; body?: unknown }) => Promise<{ status: number; body: any }>;
  /** Poll the latest catalog sync until it ends; returns it. */
  waitForSync: (timeoutMs?: number) => Promise<{ status: string; products: number; objects: number; started_at: string; finished_at: string | null; error: string | null }>;
  stop: () => Promise<void>;
};

/** Start the stand-in (one shop with `catalog`) and a fresh Aisle against it (`logger`: Aisle's; default silent). */
export async function startShopifyBench(catalog: AddShopInput['catalog'], opts: { logger?: Logger } = {}): Promise<ShopifyBench> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aisle-bench-shopify-'));
  const fake = await startFakeShopify({ bulkDelayMs: 0 });
  const shop = 'bench.myshopify.com';
  await fake.addShop({ domain: shop, name: 'Bench Shop', catalog });
  const config = loadConfig({
    PORT: '0', HOST: '127.0.0.1', AISLE_DATA_DIR: dir, AISLE_DEMO: '0', LOG_LEVEL: 'silent', AISLE_SECRET: 'bench-app-secret-0123456789abcdef',
    SHOPIFY_API_KEY: fake.apiKey, SHOPIFY_API_SECRET: fake.apiSecret, SHOPIFY_API_URL: fake.url,
    // Every simulated shopper connects from 127.0.0.1: the per-IP limits (issue 13) would shape the measurement.
    AISLE_WIDGET_SESSIONS_PER_IP_PER_MIN: '10000000', AISLE_RATE_STORE_IP_PER_MIN: '10000000',
  });
  const aisle = await startAisle({ config, logger: opts.logger });
  fake.setWebhookUrl(`${aisle.url}/webhooks/shopify`);
  const admin = async (p: string, init: { method?: string; body?: unknown } = {}) => {
    const res = await fetch(`${aisle.url}${p}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${await fake.mintIdToken({ shop })}`, ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  };
  return {
    aisle, fake, shop, admin,
    async waitForSync(timeoutMs = 600_000) {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const s = (await admin('/api/v1/admin/shopify')).body?.sync;
        if (s && (s.status === 'succeeded' || s.status === 'failed')) return s;
        if (Date.now() > end) throw new Error('the sync did not finish');
        await sleep(50);
      }
    },
    async stop() {
      await fake.idle().catch(() => {});
      await aisle.stop();
      await fake.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
