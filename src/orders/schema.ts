/** Tables of the orders capability: customers and orders (mirrors of the platform's). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { stores } from '../stores/schema.ts';

/** A customer of a store. */
export const customers = pgTable('customers', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  externalId: text('external_id').notNull(),
  email: text('email').notNull(),
  name: text('name').notNull().default(''),
}, (t) => [uniqueIndex('customers_store_external_uq').on(t.storeId, t.externalId)]);

/** An order. Money in integer cents of `currency`. `name` is the shopper-facing number (#1001). */
export const orders = pgTable('orders', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  externalId: text('external_id').notNull(),
  name: text('name').notNull(),
  customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  customerEmail: text('customer_email').notNull(),
  financialStatus: text('financial_status').notNull().default('paid'),
  fulfillmentStatus: text('fulfillment_status').notNull().default('unfulfilled'),
  /** [{ id, product_id, variant_id, title, quantity, price_cents, refunded_quantity? }] */
  lineItems: jsonb('line_items').notNull().default([]),
  subtotalCents: integer('subtotal_cents').notNull().default(0),
  shippingCents: integer('shipping_cents').notNull().default(0),
  totalCents: integer('total_cents').notNull().default(0),
  refundedCents: integer('refunded_cents').notNull().default(0),
  currency: text('currency').notNull().default('USD'),
  /** [{ carrier, tracking_number, tracking_url, status, shipped_at, estimated_delivery }] */
  shipments: jsonb('shipments').notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  /** Who took the payment: `stripe`, `test` (built-in test provider), or null (platform mirror / demo seed). */
  paymentProvider: text('payment_provider'),
  /** The provider's payment reference: Stripe PaymentIntent id (`pi_...`), or the test provider's payment id. */
  paymentRef: text('payment_ref'),
  /** { name, line1, line2, city, region, postal_code, country } or null when unknown. */
  shippingAddress: jsonb('shipping_address'),
}, (t) => [
  index('orders_payment_ref_idx').on(t.paymentProvider, t.paymentRef),
  uniqueIndex('orders_store_external_uq').on(t.storeId, t.externalId),
  uniqueIndex('orders_store_name_uq').on(t.storeId, t.name),
]);

/**
 * Ledger of changes Aisle made to an order (refund, cancellation, shipping address change), one row per executed
 * action, written in the same transaction as the order update. `idempotency_key` is the approval's key: an action
 * executed twice would show as two rows with the same key (audited by tests and bench/approvals.ts).
 */
export const orderActions = pgTable('order_actions', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['refund', 'cancel_order', 'change_shipping_address'] }).notNull(),
  /** Money moved back to the shopper, in cents of the order's currency (0 for an address change). */
  amountCents: integer('amount_cents').notNull().default(0),
  /** What changed: refunded lines, the old and new address, … */
  details: jsonb('details').notNull().default({}),
  idempotencyKey: text('idempotency_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('order_actions_order_idx').on(t.orderId, t.createdAt), index('order_actions_key_idx').on(t.idempotencyKey)]);
