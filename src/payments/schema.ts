/**
 * Tables of the payments capability: the cart of a conversation, checkouts (PRODUCT.md §3 "Checkout"),
 * refunds issued through a payment provider, and inbound webhook receipts (PRODUCT.md §3 "Inbound webhook
 * receipt"). Money in integer cents of `currency`.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { variants } from '../catalog/schema.ts';
import { conversations } from '../conversations/schema.ts';
import { stores } from '../stores/schema.ts';

/** Payment providers (PRODUCT.md §3 Checkout.provider). `test` = the built-in provider used without a Stripe key. */
export const PAYMENT_PROVIDERS = ['test', 'stripe', 'shopify'] as const;
/** Checkout states (PRODUCT.md §4): open → completed | expired. */
export const CHECKOUT_STATUSES = ['open', 'completed', 'expired'] as const;

/** The cart of one conversation (one per conversation; lines are cleared when its checkout completes). */
export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  conversationId: uuid('conversation_id').notNull().references(() => conversations.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('carts_store_conversation_uq').on(t.storeId, t.conversationId)]);

/** A cart line: a variant and a quantity. Prices are NOT stored: they are read from the variant when shown. */
export const cartLines = pgTable('cart_lines', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  cartId: uuid('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
  variantId: uuid('variant_id').notNull().references(() => variants.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull(),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('cart_lines_cart_variant_uq').on(t.cartId, t.variantId),
  check('cart_lines_quantity_ck', sql`${t.quantity} BETWEEN 1 AND 99`),
]);

/**
 * A checkout: the cart priced from the database at the time it was started (`line_items` snapshot), sent to a
 * payment provider (`external_id`/`url` = the provider's checkout session). `order_id` is set on completion.
 */
export const checkouts = pgTable('checkouts', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  conversationId: uuid('conversation_id').notNull().references(() => conversations.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
  externalId: text('external_id'),
  url: text('url'),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
  /** [{ variant_id, product_id, title, variant_title, quantity, unit_price_cents }] priced from the database. */
  lineItems: jsonb('line_items').notNull().default([]),
  orderId: uuid('order_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
}, (t) => [
  index('checkouts_store_conversation_idx').on(t.storeId, t.conversationId, t.createdAt),
  uniqueIndex('checkouts_provider_external_uq').on(t.provider, t.externalId),
]);

/**
 * A refund issued through a payment provider. `idempotency_key` (unique per store) makes a repeated request
 * return the first refund instead of issuing a second one; it is also sent to Stripe as `Idempotency-Key`.
 */
export const paymentRefunds = pgTable('payment_refunds', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  orderId: uuid('order_id').notNull(),
  provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
  externalId: text('external_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('payment_refunds_store_key_uq').on(t.storeId, t.idempotencyKey),
  index('payment_refunds_order_idx').on(t.storeId, t.orderId),
]);

/** Receipt states: received (being processed), processed, ignored (topic not handled), failed (will be retried). */
export const RECEIPT_STATUSES = ['received', 'processed', 'ignored', 'failed'] as const;

/**
 * An inbound webhook delivery (PRODUCT.md §3): one row per (source, delivery id) — Stripe's event id — so
 * each delivery is processed once.
 */
export const webhookReceipts = pgTable('webhook_receipts', {
  source: text('source').notNull(),
  deliveryId: text('delivery_id').notNull(),
  topic: text('topic').notNull(),
  status: text('status', { enum: RECEIPT_STATUSES }).notNull().default('received'),
  error: text('error'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
}, (t) => [primaryKey({ columns: [t.source, t.deliveryId] })]);
