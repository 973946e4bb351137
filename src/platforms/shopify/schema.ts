/**
 * Tables of the Shopify platform: the shop behind each Shopify store, its access sessions (tokens encrypted at
 * rest), inbound webhooks (persisted first, processed by a job), catalog
 * syncs, resource versions (stale-update checks), customer data exports and app subscriptions (billing).
 * Every table names its store and is deleted with it (`ON DELETE CASCADE`): `shop/redact` removes a store and
 * with it everything here.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { stores } from '../../stores/schema.ts';

/**
 * The shop of a Shopify store: one Aisle store per `*.myshopify.com` domain. `scope` = granted access scopes;
 * `development` = a development store (test charges only); `uninstalledAt` set by app/uninstalled (data kept until
 * shop/redact).
 */
export const shopifyShops = pgTable('shopify_shops', {
  storeId: uuid('store_id').primaryKey().references(() => stores.id, { onDelete: 'cascade' }),
  shop: text('shop').notNull(),
  shopGid: text('shop_gid'),
  scope: text('scope').notNull().default(''),
  development: boolean('development').notNull().default(false),
  primaryDomain: text('primary_domain'),
  installedAt: timestamp('installed_at', { withTimezone: true }).notNull().defaultNow(),
  uninstalledAt: timestamp('uninstalled_at', { withTimezone: true }),
}, (t) => [uniqueIndex('shopify_shops_shop_uq').on(t.shop)]);

/**
 * An access session (PRODUCT.md §3 "Platform session"). `id` = the library's session id (`offline_<shop>`).
 * Tokens are sealed with AES-256-GCM (src/shared/secret-box.ts, purpose `shopify-token`, bound to the session id).
 * `version` goes up on every rotation: a refresh writes only over the version it read.
 */
export const shopifySessions = pgTable('shopify_sessions', {
  id: text('id').primaryKey(),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  shop: text('shop').notNull(),
  isOnline: boolean('is_online').notNull().default(false),
  scope: text('scope').notNull().default(''),
  accessTokenSealed: text('access_token_sealed').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  refreshTokenSealed: text('refresh_token_sealed'),
  refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
  associatedUserId: text('associated_user_id'),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('shopify_sessions_store_idx').on(t.storeId)]);

/** Statuses of an inbound webhook. */
export const WEBHOOK_STATUSES = ['received', 'processed', 'ignored', 'stale', 'failed'] as const;

/**
 * An inbound webhook (PRODUCT.md §3 "Inbound webhook receipt"), persisted before the 200 and processed by the
 * `shopify.webhooks` job. Deduplicated by Shopify's webhook id and by (event id, topic).
 */
export const shopifyWebhooks = pgTable('shopify_webhooks', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  topic: text('topic').notNull(),
  webhookId: text('webhook_id').notNull(),
  eventId: text('event_id'),
  apiVersion: text('api_version'),
  triggeredAt: timestamp('triggered_at', { withTimezone: true }),
  payload: jsonb('payload').notNull(),
  status: text('status', { enum: WEBHOOK_STATUSES }).notNull().default('received'),
  attempts: integer('attempts').notNull().default(0),
  /** Not before this time (retry backoff, or the lease of a claimed delivery). */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  error: text('error'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('shopify_webhooks_webhook_uq').on(t.webhookId),
  uniqueIndex('shopify_webhooks_event_uq').on(t.eventId, t.topic),
  index('shopify_webhooks_pending_idx').on(t.receivedAt).where(sql`status = 'received'`),
  index('shopify_webhooks_store_idx').on(t.storeId),
]);

/**
 * A catalog sync: `bulk` (bulkOperationRunQuery on install, and the nightly reconcile). status: running →
 * importing → succeeded | failed. `objects` = JSONL lines read; `products` = products written so far.
 */
export const shopifySyncs = pgTable('shopify_syncs', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  bulkOperationId: text('bulk_operation_id'),
  status: text('status').notNull().default('running'),
  objects: integer('objects').notNull().default(0),
  products: integer('products').notNull().default(0),
  removed: integer('removed').notNull().default(0),
  error: text('error'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [
  index('shopify_syncs_store_idx').on(t.storeId, t.startedAt),
  uniqueIndex('shopify_syncs_store_active_uq').on(t.storeId).where(sql`status IN ('running', 'importing')`),
]);

/** Outcomes of a shop policy sync run: `scope_missing` = the shop has not granted read_legal_policies (nothing was read). */
export const POLICY_SYNC_STATUSES = ['succeeded', 'failed', 'scope_missing'] as const;

/**
 * The shop policies' sync of a store (sync/policies.ts), one row per store, written by every run: its outcome
 * (`status`, `last_run_at`), when one last succeeded (`synced_at`), what the last run that changed anything did
 * (`changed_at` and its counts of policies created, updated and removed and of translations written and removed: an
 * hourly run with nothing new keeps them), and the last failure (`error`, `failed_at`; kept after a later success, which
 * the admin tells by the times). The articles themselves are the knowledge capability's.
 */
export const shopifyPolicySyncs = pgTable('shopify_policy_syncs', {
  storeId: uuid('store_id').primaryKey().references(() => stores.id, { onDelete: 'cascade' }),
  status: text('status', { enum: POLICY_SYNC_STATUSES }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  syncedAt: timestamp('synced_at', { withTimezone: true }),
  locales: text('locales').array().notNull().default(sql`'{}'::text[]`),
  changedAt: timestamp('changed_at', { withTimezone: true }),
  created: integer('created').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  removed: integer('removed').notNull().default(0),
  translationsWritten: integer('translations_written').notNull().default(0),
  translationsRemoved: integer('translations_removed').notNull().default(0),
  error: text('error'),
  failedAt: timestamp('failed_at', { withTimezone: true }),
});

/** Last `updated_at` seen per Shopify resource (global id): an update older than this is stale and ignored. */
export const shopifyResourceVersions = pgTable('shopify_resource_versions', {
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  resourceId: text('resource_id').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.storeId, t.resourceId] })]);

/**
 * A `customers/data_request` export: everything Aisle holds about one customer, as JSON, downloadable by the
 * store's owners. `customerEmail` is kept so owners can tell exports apart.
 */
export const shopifyDataExports = pgTable('shopify_data_exports', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  dataRequestId: text('data_request_id'),
  customerEmail: text('customer_email').notNull(),
  data: jsonb('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
}, (t) => [index('shopify_data_exports_store_idx').on(t.storeId, t.createdAt)]);

/** An app subscription (Billing API `AppSubscription`): one row per subscription Shopify created for the shop. */
export const shopifySubscriptions = pgTable('shopify_subscriptions', {
  id: text('id').primaryKey(),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  plan: text('plan').notNull(),
  status: text('status').notNull(),
  test: boolean('test').notNull(),
  trialDays: integer('trial_days').notNull().default(0),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('shopify_subscriptions_store_idx').on(t.storeId)]);
