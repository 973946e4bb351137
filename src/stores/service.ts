/**
 * Stores (shops): creation, lookup by handle or id, and the settings the widget and agent read.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/index.ts';
import { AppError } from '../shared/errors.ts';
import { isCurrency } from '../shared/money.ts';
import { stores } from './schema.ts';

/** Store settings kept in `stores.settings` (PRODUCT.md §3 and §5: colours hex, greeting <= 200 chars). */
export const StoreSettingsSchema = z.object({
  agentName: z.string().min(1).max(60).default('Aisle'),
  greeting: z.string().max(200).default("Hi! I can help you find products, answer questions and track orders."),
  tone: z.enum(['friendly', 'neutral', 'formal']).default('friendly'),
  primaryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/).default('#1f6feb'),
  textColor: z.string().regex(/^#[0-9a-fA-F]{6}$/).nullable().default(null)
    .describe('Text and icons on the primary colour; null = black or white, whichever contrasts more'),
  launcherPosition: z.enum(['right', 'left']).default('right'),
  quickReplies: z.array(z.string().max(60)).max(6).default(['Find a gift under $30', 'Track my order', 'Shipping and returns']),
  staffAvailable: z.boolean().default(false).describe('Whether a person can take over now (set by the admin)'),
  avoidTopics: z.array(z.string().min(1).max(80)).max(50).default([]).describe('Guardrail: topics the agent declines to discuss'),
  languages: z.array(z.enum(['en', 'es', 'fr', 'de', 'pt', 'it'])).min(1).max(6).default(['en', 'es', 'fr', 'de', 'pt', 'it'])
    .describe('Languages the agent answers shoppers in (ISO 639-1; the built-in model knows these six); a message in another language gets an answer in the store language saying so'),
  autoApproveLimitCents: z.number().int().min(0).max(100_000_000).default(0)
    .describe('Guardrail: money-moving actions at or under this amount (cents) run without staff approval (PRODUCT.md §5: default 0)'),
  testPayments: z.boolean().default(false)
    .describe("Test-mode checkout for this store (owner; issue 13 item 10): without a Stripe key, checkouts use the TEST MODE page, no money moves"),
});
/** Parsed store settings with defaults applied. */
export type StoreSettings = z.infer<typeof StoreSettingsSchema>;

/** A store row as services use it. */
export type Store = typeof stores.$inferSelect & { parsedSettings: StoreSettings };

/** A store row with its settings parsed (defaults applied). */
export function withSettings(row: typeof stores.$inferSelect): Store {
  return { ...row, parsedSettings: StoreSettingsSchema.parse(row.settings ?? {}) };
}

/** Input of {@link createStore}. `allowedOrigins` are `scheme://host[:port]` strings. */
export type CreateStoreInput = {
  handle: string; name: string; domain?: string; currency?: string; demo?: boolean;
  allowedOrigins?: string[]; settings?: Partial<StoreSettings>;
  /** `local` (default) or `shopify`; timezone is an IANA name (default UTC), locale a BCP 47 tag (default en). */
  platform?: 'local' | 'shopify'; timezone?: string; locale?: string;
};

/**
 * Create a store. Handles are lower-case `[a-z0-9-]{2,60}`; `currency` an ISO 4217 code (default USD).
 * @throws AppError invalid_request for a bad handle or currency, conflict when the handle is taken.
 */
export async function createStore(database: Database, input: CreateStoreInput): Promise<Store> {
  if (!/^[a-z0-9][a-z0-9-]{1,59}$/.test(input.handle)) throw new AppError('invalid_request', 'Store handle must be 2-60 characters of a-z, 0-9 and -');
  if (input.currency !== undefined && !isCurrency(input.currency)) throw new AppError('invalid_request', `Currency "${input.currency}" is not an ISO 4217 code`);
  const rows = await database.db.insert(stores).values({
    handle: input.handle,
    name: input.name,
    domain: input.domain ?? null,
    currency: input.currency ?? 'USD',
    demo: input.demo ?? false,
    platform: input.platform ?? 'local',
    timezone: input.timezone ?? 'UTC',
    locale: input.locale ?? 'en',
    allowedOrigins: input.allowedOrigins ?? [],
    settings: StoreSettingsSchema.parse(input.settings ?? {}),
  }).onConflictDoNothing().returning();
  if (!rows[0]) throw new AppError('conflict', `A store with handle "${input.handle}" already exists`);
  return withSettings(rows[0]);
}

/**
 * What holds a store's currency in place: how many products and orders it has. Prices and totals are stored in the
 * currency's minor units, so they cannot be reinterpreted in another currency. The stores capability cannot read
 * those tables (ARCHITECTURE.md rule 1): server.ts wires this from the catalog and orders services.
 */
export type CurrencyUsage = (storeId: string) => Promise<{ products: number; orders: number }>;

/**
 * Refuse a currency change while products or orders exist.
 * @throws AppError conflict (`errors: [{ path: 'store.currency', code: 'currency_locked', message }]`)
 */
export async function assertCurrencyChangeable(storeId: string, usage: CurrencyUsage): Promise<void> {
  const { products, orders } = await usage(storeId);
  if (products === 0 && orders === 0) return;
  const what = [products ? `${products} product${products === 1 ? '' : 's'}` : '', orders ? `${orders} order${orders === 1 ? '' : 's'}` : ''].filter(Boolean).join(' and ');
  const message = `The currency cannot change: the store has ${what}, priced in its current currency. Change it before importing a catalog.`;
  throw new AppError('conflict', message, { extra: { errors: [{ path: 'store.currency', code: 'currency_locked', message }] } });
}

/**
 * Set a store's currency (ISO 4217), e.g. from a Shopify shop's `currencyCode` when the shop connects, or from
 * Settings. A no-op when it is already that currency.
 * @throws AppError invalid_request for a code that is not ISO 4217, conflict (see {@link assertCurrencyChangeable})
 *   when the store has products or orders, not_found when the store is gone
 */
export async function setStoreCurrency(database: Database, input: { storeId: string; currency: string; usage: CurrencyUsage }): Promise<Store> {
  const store = await findStoreById(database, input.storeId);
  if (!store) throw new AppError('not_found', 'No such store');
  if (!isCurrency(input.currency)) throw new AppError('invalid_request', `Currency "${input.currency}" is not an ISO 4217 code`, { extra: { errors: [{ path: 'store.currency', code: 'invalid_currency', message: 'must be an ISO 4217 currency code like USD, EUR or JPY' }] } });
  if (store.currency === input.currency) return store;
  await assertCurrencyChangeable(store.id, input.usage);
  const [row] = await database.db.update(stores).set({ currency: input.currency }).where(eq(stores.id, store.id)).returning();
  return withSettings(row!);
}

/**
 * Find a store by its public handle, or null. A Shopify store is also found by its shop domain
 * (`acme.myshopify.com`, what the theme app embed puts in `data-store`).
 */
export async function findStoreByHandle(database: Database, handle: string): Promise<Store | null> {
  const where = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/i.test(handle)
    ? and(eq(stores.platform, 'shopify'), eq(stores.domain, handle.toLowerCase()))
    : eq(stores.handle, handle);
  const rows = await database.db.select().from(stores).where(where).limit(1);
  return rows[0] ? withSettings(rows[0]) : null;
}

/** Find a store by id, or null. */
export async function findStoreById(database: Database, id: string): Promise<Store | null> {
  const rows = await database.db.select().from(stores).where(eq(stores.id, id)).limit(1);
  return rows[0] ? withSettings(rows[0]) : null;
}

/**
 * Find a store by handle (or Shopify shop domain) for its public surfaces: a store whose platform app was uninstalled
 * counts as missing (the widget goes off) unless `includeUninstalled`. @throws AppError not_found
 */
export async function getStoreByHandle(database: Database, handle: string, opts: { includeUninstalled?: boolean } = {}): Promise<Store> {
  const store = await findStoreByHandle(database, handle);
  if (!store || (store.installStatus === 'uninstalled' && !opts.includeUninstalled)) throw new AppError('not_found', 'No such store');
  return store;
}

/** List all stores (operator use: CLI, seeding). */
export async function listStores(database: Database): Promise<Store[]> {
  return (await database.db.select().from(stores)).map(withSettings);
}

/** What {@link updateStore} may change (platform installs and webhooks keep these current). */
export type StorePatch = {
  name?: string; domain?: string | null; currency?: string; timezone?: string; allowedOrigins?: string[];
  /** `installed` | `uninstalled` (PRODUCT.md §4 Store). */
  installStatus?: 'installed' | 'uninstalled';
  /** Plan key of plans.json (free, growth, pro). */
  plan?: string;
};

/** Change a store's profile, install status or plan. @throws AppError not_found */
export async function updateStore(database: Database, id: string, patch: StorePatch): Promise<Store> {
  const rows = await database.db.update(stores).set(patch).where(eq(stores.id, id)).returning();
  if (!rows[0]) throw new AppError('not_found', 'No such store');
  return withSettings(rows[0]);
}

/**
 * Delete a store and everything that references it (every table's `store_id` cascades). Used when a platform asks
 * for the shop's data to be erased (Shopify `shop/redact`). Unknown ids are ignored.
 */
export async function deleteStore(database: Database, id: string): Promise<void> {
  await database.db.delete(stores).where(eq(stores.id, id));
}
