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
  /** [{ id, product_id, variant_id, title, quantity, price_cents }] */
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
}, (t) => [
  index('orders_payment_ref_idx').on(t.paymentProvider, t.paymentRef),
  uniqueIndex('orders_store_external_uq').on(t.storeId, t.externalId),
  uniqueIndex('orders_store_name_uq').on(t.storeId, t.name),
]);
