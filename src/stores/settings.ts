/**
 * Store settings as the admin edits them (Settings screen): persona, widget look, guardrails, allowed storefront
 * origins, the store's chat model (API key sealed at rest) and the install snippet. Also the per-turn read of the
 * store's model for the agent ({@link readStoreModel}).
 *
 * A PATCH is validated completely before anything is written, then applied in one transaction with the store row
 * locked (`FOR UPDATE`), so concurrent edits do not lose each other's fields.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { AppError } from '../shared/errors.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import { type MODEL_PROVIDERS, storeModelSettings, stores } from './schema.ts';
import { assertCurrencyChangeable, findStoreById, StoreSettingsSchema, type CurrencyUsage, type StoreSettings } from './service.ts';
import type { SettingsPatch, SettingsView } from './settings-schemas.ts';

/** Purpose label of the secret box that seals model API keys (HKDF info). */
export const MODEL_KEY_PURPOSE = 'store-model-api-key';

/** A store's model provider choice. */
export type ModelProvider = (typeof MODEL_PROVIDERS)[number];

/** Model used when a store picks a provider without naming a model. */
export const DEFAULT_MODELS: Record<'openai' | 'anthropic', string> = { openai: 'gpt-4o-mini', anthropic: 'claude-3-5-haiku-latest' };

/**
 * Context of the settings view: the public base URL (install snippet), what `default` means here, and what holds
 * the currency (products and orders; see stores `CurrencyUsage`).
 */
export type SettingsContext = {
  publicUrl: string; operatorDefault: string; currencyUsage: CurrencyUsage;
  /** Which provider takes checkouts on this installation (payments service); default `off`. */
  checkout?: 'stripe' | 'test' | 'off';
};

type ModelRow = typeof storeModelSettings.$inferSelect;

/** The script tag a merchant pastes (README "Install the widget"). `publicUrl` without a trailing slash is fine. */
export function installSnippet(publicUrl: string, handle: string): { script_url: string; snippet: string } {
  const scriptUrl = `${publicUrl.replace(/\/+$/, '')}/widget.js`;
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return { script_url: scriptUrl, snippet: `<script src="${esc(scriptUrl)}" data-store="${esc(handle)}" async></script>` };
}

async function view(store: typeof stores.$inferSelect, model: ModelRow | undefined, ctx: SettingsContext): Promise<SettingsView> {
  const s = StoreSettingsSchema.parse(store.settings ?? {});
  const usage = await ctx.currencyUsage(store.id);
  return {
    store: {
      handle: store.handle, name: store.name, domain: store.domain, timezone: store.timezone, currency: store.currency,
      // A platform store's currency is the platform's (Shopify: the shop currency, kept by the shop/update webhook).
      currency_locked: store.platform !== 'local' || usage.products > 0 || usage.orders > 0,
    },
    agent: { agent_name: s.agentName, greeting: s.greeting, tone: s.tone },
    widget: { primary_color: s.primaryColor, text_color: s.textColor, launcher_position: s.launcherPosition, quick_replies: s.quickReplies },
    guardrails: { avoid_topics: s.avoidTopics, auto_approve_limit_cents: s.autoApproveLimitCents },
    allowed_origins: store.allowedOrigins,
    model: {
      provider: model?.provider ?? 'default',
      model: model?.model ?? null,
      base_url: model?.baseUrl ?? null,
      has_key: !!model?.apiKeyCiphertext,
      key_last4: model?.apiKeyCiphertext ? model.apiKeyLast4 : null,
      updated_at: model?.updatedAt.toISOString() ?? null,
      operator_default: ctx.operatorDefault,
    },
    install: installSnippet(ctx.publicUrl, store.handle),
    payments: { checkout: ctx.checkout ?? 'off' },
  };
}

/** The settings of a store. @throws AppError not_found when the store is gone */
export async function getSettings(database: Database, storeId: string, ctx: SettingsContext): Promise<SettingsView> {
  const [store] = await database.db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
  if (!store) throw new AppError('not_found', 'No such store');
  const [model] = await database.db.select().from(storeModelSettings).where(eq(storeModelSettings.storeId, storeId)).limit(1);
  return view(store, model, ctx);
}

/** One field error of a PATCH (same shape as the route validator's `errors`). */
type FieldError = { path: string; code: string; message: string };

function invalid(errors: FieldError[]): AppError {
  return new AppError('invalid_request', errors.map((e) => `${e.path}: ${e.message}`).join('; '), { extra: { errors } });
}

/** Persona, widget and guardrail fields of a patch merged over the stored settings (camelCase, defaults applied). */
function mergeSettings(current: StoreSettings, p: SettingsPatch): StoreSettings {
  return StoreSettingsSchema.parse({
    ...current,
    ...(p.agent?.agent_name !== undefined && { agentName: p.agent.agent_name }),
    ...(p.agent?.greeting !== undefined && { greeting: p.agent.greeting }),
    ...(p.agent?.tone !== undefined && { tone: p.agent.tone }),
    ...(p.widget?.primary_color !== undefined && { primaryColor: p.widget.primary_color.toLowerCase() }),
    ...(p.widget?.text_color !== undefined && { textColor: p.widget.text_color?.toLowerCase() ?? null }),
    ...(p.widget?.launcher_position !== undefined && { launcherPosition: p.widget.launcher_position }),
    ...(p.widget?.quick_replies !== undefined && { quickReplies: p.widget.quick_replies }),
    ...(p.guardrails?.avoid_topics !== undefined && { avoidTopics: [...new Set(p.guardrails.avoid_topics)] }),
    ...(p.guardrails?.auto_approve_limit_cents !== undefined && { autoApproveLimitCents: p.guardrails.auto_approve_limit_cents }),
  });
}

/** The model row a patch leads to, or field errors. The sealed key is kept only while provider and base URL stay. */
function mergeModel(box: SecretBox, storeId: string, current: ModelRow | undefined, m: NonNullable<SettingsPatch['model']>):
  { row: Omit<ModelRow, 'storeId' | 'version' | 'updatedAt' | 'updatedBy'> } | { errors: FieldError[] } {
  const provider = m.provider ?? current?.provider ?? 'default';
  if (provider === 'default' || provider === 'local') {
    const stray = (['model', 'base_url', 'api_key'] as const).filter((k) => m[k] !== undefined && m[k] !== null);
    if (stray.length) return { errors: stray.map((k) => ({ path: `model.${k}`, code: 'invalid_value', message: `not used with provider "${provider}"` })) };
    return { row: { provider, model: null, baseUrl: null, apiKeyCiphertext: null, apiKeyLast4: null } };
  }
  const sameEndpoint = current?.provider === provider && (m.base_url === undefined || m.base_url === current?.baseUrl);
  const baseUrl = m.base_url !== undefined ? m.base_url : sameEndpoint ? (current?.baseUrl ?? null) : null;
  const model = m.model ?? (current?.provider === provider ? current.model : null) ?? DEFAULT_MODELS[provider];
  if (!sameEndpoint && current?.apiKeyCiphertext && m.api_key === undefined) {
    // Never send a saved key to a new endpoint the owner did not enter it for.
    return { errors: [{ path: 'model.api_key', code: 'api_key_required', message: 'the saved key was for another provider or base URL: enter the key again (or null for none)' }] };
  }
  let sealed: string | null = sameEndpoint ? (current?.apiKeyCiphertext ?? null) : null;
  let last4: string | null = sameEndpoint ? (current?.apiKeyLast4 ?? null) : null;
  if (m.api_key === null) sealed = last4 = null;
  else if (m.api_key !== undefined) {
    if (/\s/.test(m.api_key)) return { errors: [{ path: 'model.api_key', code: 'invalid_value', message: 'must not contain spaces' }] };
    sealed = box.seal(m.api_key, storeId);
    last4 = m.api_key.slice(-4);
  }
  // Anthropic always needs a key; OpenAI itself does too, a self-hosted OpenAI-compatible server (base URL) may not.
  if (!sealed && (provider === 'anthropic' || !baseUrl)) {
    return { errors: [{ path: 'model.api_key', code: 'api_key_required', message: `an API key is required for ${provider}${baseUrl ? '' : ' without a base URL'}` }] };
  }
  return { row: { provider, model, baseUrl, apiKeyCiphertext: sealed, apiKeyLast4: last4 } };
}

/**
 * Apply a settings patch (owner). Nothing is written unless the whole patch is valid.
 * @throws AppError invalid_request (with `errors: [{ path, code, message }]`), not_found when the store is gone, conflict
 *   when the currency cannot change (`currency_locked`: products or orders exist; `currency_from_platform`: a Shopify store)
 */
export async function updateSettings(
  database: Database, box: SecretBox, input: { storeId: string; staffId: string; patch: SettingsPatch }, ctx: SettingsContext,
): Promise<SettingsView> {
  const { storeId, patch } = input;
  const before = await findStoreById(database, storeId);
  if (patch.store?.currency && before && patch.store.currency !== before.currency) {
    if (before.platform !== 'local') {
      const message = `The currency is your ${before.platform === 'shopify' ? 'Shopify' : before.platform} store's: change it there and Aisle follows.`;
      throw new AppError('conflict', message, { extra: { errors: [{ path: 'store.currency', code: 'currency_from_platform', message }] } });
    }
    await assertCurrencyChangeable(storeId, ctx.currencyUsage);
  }
  const updated = await database.db.transaction(async (tx) => {
    const [store] = await tx.select().from(stores).where(eq(stores.id, storeId)).for('update').limit(1);
    if (!store) throw new AppError('not_found', 'No such store');
    let [model] = await tx.select().from(storeModelSettings).where(eq(storeModelSettings.storeId, storeId)).limit(1);
    const merged = patch.model ? mergeModel(box, storeId, model, patch.model) : null;
    if (merged && 'errors' in merged) throw invalid(merged.errors);

    const settings = mergeSettings(StoreSettingsSchema.parse(store.settings ?? {}), patch);
    const origins = patch.allowed_origins ? [...new Set(patch.allowed_origins.map((o) => new URL(o.trim()).origin))] : store.allowedOrigins;
    const timezone = patch.store?.timezone ?? store.timezone;
    const currency = patch.store?.currency ?? store.currency;
    const [updated] = await tx.update(stores).set({ settings, allowedOrigins: origins, timezone, currency }).where(eq(stores.id, storeId)).returning();
    if (merged) {
      const values = { ...merged.row, updatedAt: new Date(), updatedBy: input.staffId };
      [model] = await tx.insert(storeModelSettings).values({ storeId, ...values })
        .onConflictDoUpdate({ target: storeModelSettings.storeId, set: { ...values, version: sql`${storeModelSettings.version} + 1` } })
        .returning();
    }
    return { store: updated!, model };
  });
  return view(updated.store, updated.model, ctx);
}

/**
 * The store's model for one agent turn. `cacheKey` changes whenever the settings change (store id + version).
 * `apiKey` is decrypted on demand; it returns null when no key is saved and throws when the saved key cannot be
 * opened (the app secret changed). null = no row: the operator's default.
 */
export type StoreModel = {
  cacheKey: string; provider: ModelProvider; model: string | null; baseUrl: string | null; apiKey: () => string | null;
};

/** Read a store's model choice (one primary-key lookup), or null when the store never chose one. */
export async function readStoreModel(database: Database, box: SecretBox, storeId: string): Promise<StoreModel | null> {
  const [row] = await database.db.select().from(storeModelSettings).where(eq(storeModelSettings.storeId, storeId)).limit(1);
  if (!row) return null;
  return {
    cacheKey: `${storeId}:${row.version}`,
    provider: row.provider,
    model: row.model,
    baseUrl: row.baseUrl,
    apiKey: () => (row.apiKeyCiphertext ? box.open(row.apiKeyCiphertext, storeId) : null),
  };
}
