/** Request and response schemas of the Shopify admin API (`/api/v1/admin/shopify*`, `/api/v1/admin/billing*`). */
import { z } from '@hono/zod-openapi';

/** A catalog sync. */
export const SyncSchema = z.object({
  id: z.string().uuid(),
  reason: z.string().describe('install, reinstall, nightly, manual, or currency (the shop currency changed)'),
  status: z.enum(['running', 'importing', 'succeeded', 'failed']).describe('running: Shopify is exporting; importing: Aisle is writing the catalog'),
  objects: z.number().int().describe('JSONL lines read so far (products, variants, images)'),
  products: z.number().int().describe('Products written so far'),
  removed: z.number().int().describe('Products removed because Shopify no longer has them'),
  error: z.string().nullable(),
  started_at: z.string(), finished_at: z.string().nullable(),
}).openapi('ShopifySync');

/** The store's Shopify connection. */
export const ShopifyStatusSchema = z.object({
  shop: z.string().describe('The myshopify domain'),
  primary_domain: z.string().nullable(),
  scopes: z.array(z.string()).describe('Access scopes granted'),
  development: z.boolean().describe('A development store (billing uses test charges)'),
  installed_at: z.string(), uninstalled_at: z.string().nullable(),
  connected: z.boolean().describe('Aisle holds a usable access token'),
  theme_editor_url: z.string().url().describe("The theme editor with Aisle's app embed ready to turn on (activateAppId deep link)"),
  sync: SyncSchema.nullable(),
}).openapi('ShopifyStatus');

/** One customer data export (customers/data_request). */
export const DataExportSchema = z.object({
  id: z.string().uuid(), customer_email: z.string(), data_request_id: z.string().nullable(), created_at: z.string(), downloaded_at: z.string().nullable(),
  counts: z.record(z.string(), z.number()).describe('Rows per kind: conversations, messages, orders, approvals, traces'),
}).openapi('ShopifyDataExport');
/** The store's customer data exports, newest first (at most 200). */
export const DataExportListSchema = z.object({ exports: z.array(DataExportSchema) });
/** Path parameter of one export. */
export const IdParamSchema = z.object({ id: z.string().uuid() });

/** Plan, subscription and usage. Money as decimal strings in `currency`. */
export const BillingSchema = z.object({
  platform: z.enum(['local', 'shopify']).describe('shopify: plans are billed through Shopify'),
  currency: z.string(),
  plan: z.object({ key: z.string(), name: z.string(), conversations_per_month: z.number().int(), price: z.string() }),
  usage: z.object({ conversations: z.number().int().describe('Conversations started this month (UTC)'), period_start: z.string(), over_allowance: z.boolean() }),
  subscription: z.object({ id: z.string(), status: z.string(), test: z.boolean(), trial_days: z.number().int(), current_period_end: z.string().nullable() }).nullable(),
  plans: z.array(z.object({ key: z.string(), name: z.string(), conversations_per_month: z.number().int(), price: z.string(), trial_days: z.number().int() })),
}).openapi('Billing');
/** The plan an owner chooses. */
export const ChoosePlanSchema = z.object({ plan: z.string().min(1).max(40).describe('Plan key of config/plans.json') });
/** Where to approve a paid plan, or null when no approval is needed. */
export const ChoosePlanResultSchema = z.object({
  confirmation_url: z.string().url().nullable().describe("Shopify's approval page for a paid plan (open it at the top level); null for Free"),
});
