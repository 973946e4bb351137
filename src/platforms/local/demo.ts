/**
 * The demo store: loaded on first start (and into the test template). Real catalog (ESCI, 6,764 products,
 * data/esci_catalog/products.jsonl.gz), demo knowledge articles (data/demo/knowledge.json, marked demo, with their es/fr/de/pt/it translations) and a
 * few demo orders of demo customers (example.com emails) built from real catalog products.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { AppError } from '../../shared/errors.ts';
import { importCatalogFile } from '../../catalog/index.ts';
import { setTranslation, upsertArticle } from '../../knowledge/index.ts';
import { upsertOrder, type OrderLine } from '../../orders/index.ts';
import { createStaff, createStore, findStoreByHandle, listStaff, type Store } from '../../stores/index.ts';

/** Handle of the demo store. */
export const DEMO_STORE_HANDLE = 'demo';
/** The demo catalog file (real ESCI products, see data/esci_catalog/PROVENANCE.md). */
export const DEMO_CATALOG_FILE = fileURLToPath(new URL('../../../data/esci_catalog/products.jsonl.gz', import.meta.url));
const KNOWLEDGE_FILE = fileURLToPath(new URL('../../../data/demo/knowledge.json', import.meta.url));

/** Demo orders: emails are example.com (RFC 2606). Products are picked from the real catalog at seed time. */
export const DEMO_ORDERS = [
  { name: '#1001', email: 'jane.doe@example.com', customerName: 'Jane Doe', fulfillment: 'fulfilled', daysAgo: 6,
    shipment: { carrier: 'UPS', tracking_number: '1Z999AA10123456784', tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784', status: 'delivered', estimated_delivery: null } },
  { name: '#1002', email: 'sam.lee@example.com', customerName: 'Sam Lee', fulfillment: 'partial', daysAgo: 3,
    shipment: { carrier: 'USPS', tracking_number: '9400100000000000000000', tracking_url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000', status: 'in_transit', estimated_delivery: 'in 2 days' } },
  { name: '#1003', email: 'alex.kim@example.com', customerName: 'Alex Kim', fulfillment: 'unfulfilled', daysAgo: 1, shipment: null },
] as const;

/** Email of the demo store's owner (example.com: RFC 2606). */
export const DEMO_OWNER_EMAIL = 'demo-owner@example.com';

/**
 * Give the demo store its owner when it has no staff yet (idempotent: a password changed in the admin stays).
 * @returns true when the owner was created now
 */
export async function ensureDemoOwner(database: Database, password: string): Promise<boolean> {
  const store = await findStoreByHandle(database, DEMO_STORE_HANDLE);
  if (!store || (await listStaff(database, store.id)).length > 0) return false;
  try {
    await createStaff(database, { storeId: store.id, email: DEMO_OWNER_EMAIL, name: 'Demo Owner', role: 'owner', password });
    return true;
  } catch (e) {
    if (e instanceof AppError && e.code === 'conflict') return false; // another process created it first
    throw e;
  }
}

/**
 * Create and load the demo store when it does not exist yet (idempotent: a second call does nothing).
 * @returns the demo store and whether it was created now
 */
export async function seedDemoStore(database: Database, opts: { cacheDir?: string; onProgress?: (done: number, total?: number) => void } = {}): Promise<{ store: Store; created: boolean }> {
  const existing = await findStoreByHandle(database, DEMO_STORE_HANDLE);
  if (existing) return { store: existing, created: false };
  const store = await createStore(database, {
    handle: DEMO_STORE_HANDLE, name: 'Aisle Demo Store', currency: 'USD', demo: true,
    settings: { agentName: 'Aisle', staffAvailable: false },
  });
  await importCatalogFile(database, { storeId: store.id, filePath: DEMO_CATALOG_FILE, format: 'esci_jsonl', onProgress: opts.onProgress });
  const knowledge = JSON.parse(await readFile(KNOWLEDGE_FILE, 'utf8')) as {
    articles: Array<{ slug: string; title: string; body: string; tags: string[]; translations?: Record<string, { title: string; body: string }> }>;
  };
  for (const { translations, ...a } of knowledge.articles) {
    const article = await upsertArticle(database, store.id, { ...a, demo: true });
    for (const [locale, tr] of Object.entries(translations ?? {})) await setTranslation(database, store.id, article.id, locale, tr);
  }
  await seedDemoOrders(database, store);
  return { store, created: true };
}

async function seedDemoOrders(database: Database, store: Store): Promise<void> {
  const priced = await database.db.execute<{ product_id: string; variant_id: string; title: string; price_cents: number }>(sql`
    SELECT p.id AS product_id, v.id AS variant_id, p.title, v.price_cents
      FROM products p JOIN variants v ON v.product_id = p.id
     WHERE p.store_id = ${store.id} AND v.price_cents IS NOT NULL AND v.price_cents BETWEEN 800 AND 8000
     ORDER BY p.external_id LIMIT 6`);
  const items = priced.rows;
  let i = 0;
  for (const o of DEMO_ORDERS) {
    const picks = items.slice(i, i + 2);
    i += 2;
    const lines: OrderLine[] = picks.map((p, k) => ({
      id: `${o.name}-${k + 1}`, product_id: p.product_id, variant_id: p.variant_id,
      title: p.title.length > 80 ? `${p.title.slice(0, 77)}...` : p.title, quantity: k + 1, price_cents: Number(p.price_cents),
    }));
    await upsertOrder(database, store.id, {
      externalId: `demo-${o.name.slice(1)}`, name: o.name, email: o.email, customerName: o.customerName,
      fulfillmentStatus: o.fulfillment, lineItems: lines, shippingCents: 599, currency: store.currency,
      shipments: o.shipment ? [o.shipment] : [], createdAt: new Date(Date.now() - o.daysAgo * 86_400_000),
    });
  }
}
