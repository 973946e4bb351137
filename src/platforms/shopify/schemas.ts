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

/**
 * The shop policies' sync (Shopify Settings → Policies imported as knowledge articles): hourly, with every catalog
 * sync and on shop/update.
 */
export const PolicySyncSchema = z.object({
  status: z.enum(['succeeded', 'failed', 'scope_missing'])
    .describe("The last run: succeeded; failed (`error` says why; the articles stay as last synced and the run is retried); scope_missing (the shop has not granted read_legal_policies, so nothing was read)"),
  last_run_at: z.string().describe('When the last run ended'),
  synced_at: z.string().nullable().describe('When a run last succeeded; null if none has'),
  locales: z.array(z.string()).describe("Languages of the policies' translations the last successful run read (those the store serves and the shop publishes, the shop's own language aside)"),
  imported: z.number().int().describe('Policies imported as knowledge articles now (those with text in Shopify)'),
  translations: z.number().int().describe('Their translations now, imported from Shopify or written in Aisle'),
  outdated: z.number().int().describe('Those translations that are outdated (the policy changed after they were made): the agent answers from the policy as written until they are updated in Shopify or confirmed in Knowledge'),
  last_change: z.object({
    at: z.string(),
    created: z.number().int().describe('Policies imported for the first time'),
    updated: z.number().int().describe('Policies whose title, text or URL changed'),
    removed: z.number().int().describe('Policies Shopify no longer has (their articles deleted)'),
    translations_written: z.number().int(), translations_removed: z.number().int(),
  }).nullable().describe('The last run that changed anything, and what it changed; null if none has'),
  error: z.string().nullable().describe('Why the last failed run failed (shown while `status` is failed)'),
  failed_at: z.string().nullable(),
}).openapi('ShopifyPolicySync');

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
  policies: PolicySyncSchema.nullable().describe("The shop policies' sync; null before its first run"),
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
