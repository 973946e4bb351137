/**
 * Zod schemas of the settings API (`/api/v1/admin/settings`), which also document /api/v1/openapi.json.
 * Rules: PRODUCT.md §5 (colours are hex, URLs are https, greeting ≤ 200 characters). Failed checks carry a stable
 * per-field `code` in the problem document's `errors` (see `issueCode` in src/shared/http.ts):
 * `invalid_color`, `https_required`, `invalid_url`, `invalid_origin`, `invalid_model`, `invalid_time_zone`, or zod's own codes
 * (`too_big`, `too_small`, `invalid_value`, `invalid_type`, `unrecognized_keys`).
 */
import { z } from '@hono/zod-openapi';
import { MODEL_PROVIDERS } from './schema.ts';
import { currency } from './schemas.ts';

/** A `#rrggbb` colour. */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Greeting limit (PRODUCT.md §5). */
export const GREETING_MAX = 200;

/** Host names treated as this machine (http allowed for them: local model servers, local storefronts). */
export function isLocalHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/** Outcome of checking a URL-ish value: the normalized value, or a stable error code and message. */
export type UrlCheck = { ok: true; value: string } | { ok: false; code: string; message: string };

/**
 * Check a storefront origin: `scheme://host[:port]` (a trailing `/` is tolerated), https required except for
 * localhost, no path, query, fragment or credentials. Returns the normalized origin (lower-case host).
 */
export function checkOrigin(input: string): UrlCheck {
  let u: URL;
  try {
    u = new URL(input.trim());
  } catch {
    return { ok: false, code: 'invalid_origin', message: 'must be an origin like https://shop.example.com' };
  }
  if (u.protocol !== 'https:' && !(u.protocol === 'http:' && isLocalHost(u.hostname))) {
    return { ok: false, code: 'https_required', message: 'must use https (http only for localhost)' };
  }
  if (u.username || u.password || (u.pathname !== '/' && u.pathname !== '') || u.search || u.hash || input.trim().includes('?')) {
    return { ok: false, code: 'invalid_origin', message: 'must be just scheme://host[:port], without a path, query or credentials' };
  }
  return { ok: true, value: u.origin };
}

/** Check a model server base URL: https except localhost, no credentials, query or fragment. Returns it without a trailing `/`. */
export function checkBaseUrl(input: string): UrlCheck {
  let u: URL;
  try {
    u = new URL(input.trim());
  } catch {
    return { ok: false, code: 'invalid_url', message: 'must be a URL like https://api.example.com/v1' };
  }
  if (u.protocol !== 'https:' && !(u.protocol === 'http:' && isLocalHost(u.hostname))) {
    return { ok: false, code: 'https_required', message: 'must use https (http only for localhost)' };
  }
  if (u.username || u.password || u.search || u.hash) return { ok: false, code: 'invalid_url', message: 'must not carry credentials, a query or a fragment' };
  return { ok: true, value: u.href.replace(/\/+$/, '') };
}

/** Is `tz` an IANA time zone name this runtime (and so Postgres, which ships the same tz database) knows? */
export function isTimeZone(tz: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(tz) && tz !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** A zod string refined by a {@link UrlCheck} (failures carry the check's code). */
function checked(check: (s: string) => UrlCheck) {
  return z.string().max(500).superRefine((s, ctx) => {
    const r = check(s);
    if (!r.ok) ctx.addIssue({ code: 'custom', message: r.message, params: { code: r.code } });
  });
}

const hexColor = z.string().refine((s) => HEX_COLOR.test(s), { message: 'must be a hex colour like #1f6feb', params: { code: 'invalid_color' } })
  .openapi({ pattern: HEX_COLOR.source, example: '#1f6feb' });
const tone = z.enum(['friendly', 'neutral', 'formal']);
const provider = z.enum(MODEL_PROVIDERS).describe('`default`: the operator\'s configured provider (env), else the built-in local model; `local`: always the built-in local model');

const draftValue = z.union([z.string(), z.number(), z.array(z.string()), z.null()]);

/** The store's pending draft (issue 10): agent, guardrails and model as they will be once published, and what differs. */
export const DraftViewSchema = z.object({
  version: z.number().int().describe('Grows with every save of the draft; send it to publish to be sure you publish what you reviewed'),
  updated_at: z.string().describe('ISO 8601'),
  updated_by: z.string().nullable().describe('Staff id of the last editor'),
  agent: z.object({ agent_name: z.string(), greeting: z.string(), tone }),
  guardrails: z.object({ avoid_topics: z.array(z.string()), auto_approve_limit_cents: z.number().int() }),
  model: z.object({ provider, model: z.string().nullable(), base_url: z.string().nullable(), has_key: z.boolean(), key_last4: z.string().nullable() }),
  changes: z.array(z.object({
    path: z.string().describe('Field in the PATCH shape, e.g. `agent.tone`, `guardrails.avoid_topics`, `model.api_key`'),
    live: draftValue.describe('The published value (an API key as ••••1234)'),
    draft: draftValue.describe('The draft value'),
  })).describe('Fields whose draft value differs from the live one'),
}).openapi('SettingsDraft');
/** The draft as the admin reads it. */
export type DraftView = z.infer<typeof DraftViewSchema>;

/** The settings as the admin reads them. */
export const SettingsViewSchema = z.object({
  store: z.object({
    handle: z.string(), name: z.string(), domain: z.string().nullable(), timezone: z.string(),
    currency: z.string().describe('ISO 4217 code; prices are integers in its minor units (USD cents, JPY yen, KWD fils)'),
    currency_locked: z.boolean().describe('True once the store has products or orders, or when the platform sets it (Shopify: the shop currency): the currency cannot change here'),
  }),
  agent: z.object({ agent_name: z.string(), greeting: z.string(), tone }),
  widget: z.object({
    primary_color: z.string().describe('#rrggbb'),
    text_color: z.string().nullable().describe('#rrggbb on the primary colour; null = automatic contrast'),
    launcher_position: z.enum(['right', 'left']),
    quick_replies: z.array(z.string()),
  }),
  guardrails: z.object({
    avoid_topics: z.array(z.string()).describe('Topics the agent politely declines'),
    auto_approve_limit_cents: z.number().int().describe("Refunds need no staff approval while the order's total refunded stays at or under this amount (cents); cancellations and address changes always wait for staff"),
  }),
  allowed_origins: z.array(z.string()).describe('Storefront origins allowed to open widget sessions (besides the store domain)'),
  model: z.object({
    provider,
    model: z.string().nullable(),
    base_url: z.string().nullable(),
    has_key: z.boolean().describe('Whether an API key is saved (the key itself is never returned)'),
    key_last4: z.string().nullable().describe('Last 4 characters of the saved key, for recognition'),
    updated_at: z.string().nullable(),
    operator_default: z.string().describe('What `default` means on this installation, e.g. `openai:gpt-4o-mini` or `aisle-local`'),
  }),
  install: z.object({ script_url: z.string(), snippet: z.string().describe('The script tag to paste before </body>') }),
  payments: z.object({
    checkout: z.enum(['stripe', 'test', 'off']).describe('stripe: real payments (STRIPE_SECRET_KEY); test: TEST MODE, no money moves (AISLE_PAYMENTS=test or `test_mode`, without a Stripe key); off: shoppers cannot check out'),
    test_mode: z.boolean().describe("The store's test-mode setting: without a Stripe key, checkouts use the TEST MODE page and no money moves (the operator's AISLE_PAYMENTS=off still wins)"),
  }).describe('How shoppers pay in this store (the provider is set by the operator, docs/deploy.md)'),
  draft: DraftViewSchema.nullable().describe('Unpublished changes of agent, guardrails and model (null = none). The sections above are the live settings the agent answers with'),
}).openapi('Settings');
/** The settings as the admin reads them. */
export type SettingsView = z.infer<typeof SettingsViewSchema>;

/** PATCH /api/v1/admin/settings: any subset; unknown fields are refused. */
export const SettingsPatchSchema = z.object({
  store: z.object({
    currency: currency.describe('ISO 4217 code of the store\'s prices; refused (409 conflict, `errors[0].code` `currency_locked`) once the store has products or orders'),
    timezone: z.string().max(64).refine(isTimeZone, { message: 'must be an IANA time zone like America/New_York', params: { code: 'invalid_time_zone' } })
      .describe('IANA time zone: the overview counts days in it'),
  }).partial().strict().optional(),
  agent: z.object({
    agent_name: z.string().trim().min(1).max(60),
    greeting: z.string().trim().max(GREETING_MAX).describe(`At most ${GREETING_MAX} characters`),
    tone,
  }).partial().strict().optional(),
  widget: z.object({
    primary_color: hexColor,
    text_color: hexColor.nullable(),
    launcher_position: z.enum(['right', 'left']),
    quick_replies: z.array(z.string().trim().min(1).max(60)).max(6),
  }).partial().strict().optional(),
  guardrails: z.object({
    avoid_topics: z.array(z.string().trim().min(1).max(80)).max(50),
    auto_approve_limit_cents: z.number().int().min(0).max(100_000_000),
  }).partial().strict().optional(),
  allowed_origins: z.array(checked(checkOrigin)).max(50).optional()
    .describe('Replaces the list. https://host[:port]; http only for localhost'),
  payments: z.object({
    test_mode: z.boolean().describe('Test-mode checkout for this store (applies at once): without a Stripe key, shoppers "pay" on the TEST MODE page and no money moves; anyone with the link can mint a paid order, so turn it off before you sell'),
  }).partial().strict().optional(),
  model: z.object({
    provider,
    model: z.string().trim().max(100).refine((s) => /^[\w.:/@-]+$/.test(s), { message: 'letters, digits and . : / @ - _ only', params: { code: 'invalid_model' } }).nullable(),
    base_url: checked(checkBaseUrl).nullable().describe('OpenAI-compatible or Anthropic API base URL; https except localhost'),
    api_key: z.string().trim().min(8).max(500).nullable()
      .describe('Write-only. null removes the saved key. Changing provider or base_url while a key is saved needs the key again (or null): a saved key is never sent to an endpoint it was not entered for'),
  }).partial().strict().optional(),
}).strict().openapi('SettingsPatch');
/** PATCH body. */
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;

/** Query of PATCH /api/v1/admin/settings. */
export const SettingsPatchQuerySchema = z.object({
  publish: z.enum(['true', 'false']).optional()
    .describe('`true`: agent, guardrails and model changes (and any pending draft) go live at once instead of into the draft'),
});

/** POST /api/v1/admin/settings/draft/publish (body optional). */
export const PublishDraftSchema = z.object({
  version: z.number().int().min(1).optional().describe('The draft version you reviewed; 409 `draft_changed` when it was saved again since'),
}).strict().openapi('PublishDraft');

/** GET /api/v1/admin/settings/install-snippet */
export const InstallSnippetSchema = z.object({
  store_handle: z.string(), script_url: z.string(), snippet: z.string(),
}).openapi('InstallSnippet');
