/** Tables of the stores capability: the store (shop) itself and its settings. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A store (Shopify: shop). `handle` is the public name used by `data-store`. */
export const stores = pgTable('stores', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  handle: text('handle').notNull().unique(),
  name: text('name').notNull(),
  domain: text('domain'),
  platform: text('platform', { enum: ['local', 'shopify'] }).notNull().default('local'),
  currency: text('currency').notNull().default('USD'),
  locale: text('locale').notNull().default('en'),
  timezone: text('timezone').notNull().default('UTC'),
  plan: text('plan').notNull().default('free'),
  installStatus: text('install_status').notNull().default('installed'),
  /** Persona, greeting, colours, guardrails: see stores/service.ts StoreSettings. */
  settings: jsonb('settings').notNull().default({}),
  /** Origins (scheme://host[:port]) allowed to open widget sessions. */
  allowedOrigins: text('allowed_origins').array().notNull().default(sql`'{}'::text[]`),
  demo: boolean('demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Staff roles (PRODUCT.md §6), lowest to highest. */
export const STAFF_ROLES = ['viewer', 'agent', 'owner'] as const;

/**
 * A staff user of one store. Standalone stores' staff sign in with email and password: one account per email
 * (emails are stored lower-cased and unique across stores). Staff of a platform store (Shopify) sign in through the
 * platform: `platformUserId` is the platform's user id, there is no password, and the same person may be staff of
 * several shops (one row per store, unique per store and user id).
 */
export const staffUsers = pgTable('staff_users', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  name: text('name').notNull(),
  role: text('role', { enum: STAFF_ROLES }).notNull(),
  /** argon2id PHC string (see passwords.ts); null for platform staff, who cannot sign in with a password. */
  passwordHash: text('password_hash'),
  /** The platform's user id (Shopify: the ID token's `sub`); null for standalone staff. */
  platformUserId: text('platform_user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('staff_users_email_uq').on(t.email).where(sql`platform_user_id IS NULL`),
  uniqueIndex('staff_users_platform_user_uq').on(t.storeId, t.platformUserId),
  index('staff_users_store_idx').on(t.storeId),
]);

/**
 * A signed-in staff session, kept server-side. `id` is the SHA-256 (hex) of the cookie token, so a database
 * read never yields a usable cookie. `csrfToken` must accompany unsafe requests (X-CSRF-Token).
 */
export const staffSessions = pgTable('staff_sessions', {
  id: text('id').primaryKey(),
  staffId: uuid('staff_id').notNull().references(() => staffUsers.id, { onDelete: 'cascade' }),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  csrfToken: text('csrf_token').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  userAgent: text('user_agent'),
}, (t) => [index('staff_sessions_staff_idx').on(t.staffId)]);

/** A one-time invitation to join a store's staff with a role. `tokenHash` = SHA-256 (hex) of the link token. */
export const staffInvites = pgTable('staff_invites', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  role: text('role', { enum: STAFF_ROLES }).notNull(),
  tokenHash: text('token_hash').notNull(),
  invitedBy: uuid('invited_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('staff_invites_token_uq').on(t.tokenHash),
  index('staff_invites_store_idx').on(t.storeId),
]);

/** Chat-model providers a store can choose (Settings → Model). `default` = the operator's env provider, else local. */
export const MODEL_PROVIDERS = ['default', 'local', 'openai', 'anthropic'] as const;

/**
 * A store's chosen chat model. No row = `default`. `apiKeyCiphertext` is the API key sealed with AES-256-GCM
 * (src/shared/secret-box.ts, purpose `store-model-api-key`, bound to the store id); the key itself is never
 * stored or returned, only its last 4 characters. `version` goes up on every change: the agent caches provider
 * clients by store id + version, so a change applies on the store's next turn in every process.
 */
export const storeModelSettings = pgTable('store_model_settings', {
  storeId: uuid('store_id').primaryKey().references(() => stores.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: MODEL_PROVIDERS }).notNull().default('default'),
  model: text('model'),
  baseUrl: text('base_url'),
  apiKeyCiphertext: text('api_key_ciphertext'),
  apiKeyLast4: text('api_key_last4'),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => staffUsers.id, { onDelete: 'set null' }),
});

/**
 * A store's unpublished settings draft (issue 10 "test before publishing"): at most one per store. Edits of the
 * agent-affecting settings (persona, guardrails, model) land here; the live agent keeps reading `stores.settings` and
 * `store_model_settings` until an owner publishes (stores/settings.ts `publishDraft`). `settings` holds only the
 * draftable fields that differ from the live ones (camelCase, see `DRAFT_FIELDS`); `model` the whole draft model row
 * (API key sealed like the live one) or null when the model is unchanged. `version` grows with every save (the draft
 * model's client cache key, and publish's "the draft you tested" check).
 */
export const storeSettingsDrafts = pgTable('store_settings_drafts', {
  storeId: uuid('store_id').primaryKey().references(() => stores.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull().default({}),
  model: jsonb('model'),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => staffUsers.id, { onDelete: 'set null' }),
});
