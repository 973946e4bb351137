/**
 * Store settings as the admin edits them (Settings screen): persona, widget look, guardrails, allowed storefront
 * origins, the store's chat model (API key sealed at rest) and the install snippet. Also the per-turn read of the
 * store's model for the agent ({@link readStoreModel}).
 *
 * A PATCH is validated completely before anything is written, then applied in one transaction with the store row
 * locked (`FOR UPDATE`), so concurrent edits do not lose each other's fields.
 *
 * **Drafts** (issue 10, "test before publishing"; the draft → test → publish flow of Intercom Fin and Zendesk AI
 * agents): the settings that change what the agent says — persona (`agent`), `guardrails` and `model` — are saved to
 * the store's draft (`store_settings_drafts`), which the live agent never reads; the Test agent screen replays
 * conversations against it, and an owner publishes it ({@link publishDraft}) or discards it ({@link discardDraft}).
 * Store, widget look, storefront domains and payments test mode apply at once (they change no answer). `publish: true` (the API's
 * `?publish=true`) saves and publishes in one step, pending draft included — the old behaviour, for scripts.
 */
import { eq, sql } from 'drizzle-orm';
import { preparedPerDatabase, type Database } from '../db/index.ts';
import { AppError } from '../shared/errors.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import { type MODEL_PROVIDERS, storeModelSettings, storeSettingsDrafts, stores } from './schema.ts';
import { assertCurrencyChangeable, findStoreById, StoreSettingsSchema, withSettings, type CurrencyUsage, type Store, type StoreSettings } from './service.ts';
import type { DraftView, SettingsPatch, SettingsView } from './settings-schemas.ts';

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
  /**
   * Which provider takes a store's checkouts given its test-mode setting (payments service `checkoutModeOf`);
   * absent = `off`.
   */
  checkoutMode?: (storeTestMode: boolean) => 'stripe' | 'test' | 'off';
};

type ModelRow = typeof storeModelSettings.$inferSelect;
/** The model fields a draft or a patch sets (no bookkeeping columns). */
type ModelValues = Omit<ModelRow, 'storeId' | 'version' | 'updatedAt' | 'updatedBy'>;
type DraftRow = typeof storeSettingsDrafts.$inferSelect;

/**
 * The store settings a draft holds: they change what the agent answers, so they wait for Publish (issue 10). The
 * model (provider, model, base URL, key) is drafted too, as a whole row.
 */
export const DRAFT_FIELDS = ['agentName', 'greeting', 'tone', 'avoidTopics', 'autoApproveLimitCents'] as const;
/** The draftable settings a draft changes (camelCase, only the fields that differ from the live ones). */
export type DraftSettings = Partial<Pick<StoreSettings, (typeof DRAFT_FIELDS)[number]>>;

/** API path of each draftable field (the PATCH and view shape). */
const DRAFT_PATHS: Record<(typeof DRAFT_FIELDS)[number], string> = {
  agentName: 'agent.agent_name', greeting: 'agent.greeting', tone: 'agent.tone',
  avoidTopics: 'guardrails.avoid_topics', autoApproveLimitCents: 'guardrails.auto_approve_limit_cents',
};

const NO_MODEL: ModelValues = { provider: 'default', model: null, baseUrl: null, apiKeyCiphertext: null, apiKeyLast4: null };
const modelValuesOf = (m: ModelValues | undefined | null): ModelValues => (m ? {
  provider: m.provider, model: m.model, baseUrl: m.baseUrl, apiKeyCiphertext: m.apiKeyCiphertext, apiKeyLast4: m.apiKeyLast4,
} : NO_MODEL);
const sameModel = (a: ModelValues, b: ModelValues) => a.provider === b.provider && a.model === b.model && a.baseUrl === b.baseUrl
  && a.apiKeyCiphertext === b.apiKeyCiphertext;
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const draftSettingsOf = (d: DraftRow | undefined): DraftSettings => (d?.settings ?? {}) as DraftSettings;
const draftModelOf = (d: DraftRow | undefined): ModelValues | null => (d?.model ?? null) as ModelValues | null;
const keyShown = (m: ModelValues) => (m.apiKeyCiphertext ? `••••${m.apiKeyLast4 ?? ''}` : null);

/** The draft as the admin reads it: its values, and each field that differs from the live settings. */
function draftView(live: StoreSettings, liveModel: ModelValues, d: DraftRow): DraftView {
  const s = { ...live, ...draftSettingsOf(d) };
  const m = draftModelOf(d) ?? liveModel;
  const changes: DraftView['changes'] = [];
  for (const f of DRAFT_FIELDS) if (!sameValue(s[f], live[f])) changes.push({ path: DRAFT_PATHS[f], live: live[f], draft: s[f] });
  if (!sameModel(m, liveModel)) {
    for (const [path, a, b] of [['model.provider', liveModel.provider, m.provider], ['model.model', liveModel.model, m.model], ['model.base_url', liveModel.baseUrl, m.baseUrl]] as const) {
      if (a !== b) changes.push({ path, live: a, draft: b });
    }
    if (liveModel.apiKeyCiphertext !== m.apiKeyCiphertext) changes.push({ path: 'model.api_key', live: keyShown(liveModel), draft: keyShown(m) });
  }
  return {
    version: d.version, updated_at: d.updatedAt.toISOString(), updated_by: d.updatedBy,
    agent: { agent_name: s.agentName, greeting: s.greeting, tone: s.tone },
    guardrails: { avoid_topics: s.avoidTopics, auto_approve_limit_cents: s.autoApproveLimitCents },
    model: { provider: m.provider, model: m.model, base_url: m.baseUrl, has_key: !!m.apiKeyCiphertext, key_last4: m.apiKeyCiphertext ? m.apiKeyLast4 : null },
    changes,
  };
}

/** The script tag a merchant pastes (README "Install the widget"). `publicUrl` without a trailing slash is fine. */
export function installSnippet(publicUrl: string, handle: string): { script_url: string; snippet: string } {
  const scriptUrl = `${publicUrl.replace(/\/+$/, '')}/widget.js`;
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return { script_url: scriptUrl, snippet: `<script src="${esc(scriptUrl)}" data-store="${esc(handle)}" async></script>` };
}

async function view(store: typeof stores.$inferSelect, model: ModelRow | undefined, draft: DraftRow | undefined, ctx: SettingsContext): Promise<SettingsView> {
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
    payments: { checkout: ctx.checkoutMode?.(s.testPayments) ?? 'off', test_mode: s.testPayments },
    draft: draft ? draftView(s, modelValuesOf(model), draft) : null,
  };
}

/** The settings of a store. @throws AppError not_found when the store is gone */
export async function getSettings(database: Database, storeId: string, ctx: SettingsContext): Promise<SettingsView> {
  const [store] = await database.db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
  if (!store) throw new AppError('not_found', 'No such store');
  const [model] = await database.db.select().from(storeModelSettings).where(eq(storeModelSettings.storeId, storeId)).limit(1);
  const [draft] = await database.db.select().from(storeSettingsDrafts).where(eq(storeSettingsDrafts.storeId, storeId)).limit(1);
  return view(store, model, draft, ctx);
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
    ...(p.payments?.test_mode !== undefined && { testPayments: p.payments.test_mode }),
  });
}

/** The model row a patch leads to, or field errors. The sealed key is kept only while provider and base URL stay. */
function mergeModel(box: SecretBox, storeId: string, current: ModelValues | undefined, m: NonNullable<SettingsPatch['model']>):
  { row: ModelValues } | { errors: FieldError[] } {
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

/** Upsert the live model row (version + 1: the agent's provider client cache key changes). */
async function writeLiveModel(tx: Tx, storeId: string, staffId: string, row: ModelValues): Promise<ModelRow> {
  const values = { ...row, updatedAt: new Date(), updatedBy: staffId };
  const [written] = await tx.insert(storeModelSettings).values({ storeId, ...values })
    .onConflictDoUpdate({ target: storeModelSettings.storeId, set: { ...values, version: sql`${storeModelSettings.version} + 1` } })
    .returning();
  return written!;
}

type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

/** Lock the store row and read its model and draft (inside `tx`). @throws AppError not_found when the store is gone */
async function lockSettings(tx: Tx, storeId: string) {
  const [store] = await tx.select().from(stores).where(eq(stores.id, storeId)).for('update').limit(1);
  if (!store) throw new AppError('not_found', 'No such store');
  const [model] = await tx.select().from(storeModelSettings).where(eq(storeModelSettings.storeId, storeId)).limit(1);
  const [draft] = await tx.select().from(storeSettingsDrafts).where(eq(storeSettingsDrafts.storeId, storeId)).limit(1);
  return { store, model, draft };
}

/**
 * Apply a settings patch (owner). Nothing is written unless the whole patch is valid. Store, widget and domain
 * fields apply at once; persona, guardrails and model go to the store's draft (edited over the pending draft), unless
 * `publish` is true: then they, and the rest of the pending draft, go live now. A draft equal to the live settings is
 * dropped.
 * @throws AppError invalid_request (with `errors: [{ path, code, message }]`), not_found when the store is gone, conflict
 *   when the currency cannot change (`currency_locked`: products or orders exist; `currency_from_platform`: a Shopify store)
 */
export async function updateSettings(
  database: Database, box: SecretBox, input: { storeId: string; staffId: string; patch: SettingsPatch; publish?: boolean }, ctx: SettingsContext,
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
    const { store, model, draft } = await lockSettings(tx, storeId);
    const liveModel = modelValuesOf(model);
    const editedModel = draftModelOf(draft) ?? (model ? liveModel : undefined);
    const merged = patch.model ? mergeModel(box, storeId, editedModel, patch.model) : null;
    if (merged && 'errors' in merged) throw invalid(merged.errors);
    const nextModel = merged ? merged.row : editedModel ?? NO_MODEL;

    const live = StoreSettingsSchema.parse(store.settings ?? {});
    const next = mergeSettings({ ...live, ...draftSettingsOf(draft) }, patch);
    const kept = Object.fromEntries(DRAFT_FIELDS.map((f) => [f, live[f]]));
    const settings = input.publish ? next : { ...next, ...kept };
    const origins = patch.allowed_origins ? [...new Set(patch.allowed_origins.map((o) => new URL(o.trim()).origin))] : store.allowedOrigins;
    const timezone = patch.store?.timezone ?? store.timezone;
    const currency = patch.store?.currency ?? store.currency;
    const [updatedStore] = await tx.update(stores).set({ settings, allowedOrigins: origins, timezone, currency }).where(eq(stores.id, storeId)).returning();
    let liveRow = model;
    let draftRow: DraftRow | undefined;
    if (input.publish) {
      if (merged || !sameModel(nextModel, liveModel)) liveRow = await writeLiveModel(tx, storeId, input.staffId, nextModel);
      await tx.delete(storeSettingsDrafts).where(eq(storeSettingsDrafts.storeId, storeId));
    } else {
      const changed = Object.fromEntries(DRAFT_FIELDS.filter((f) => !sameValue(next[f], live[f])).map((f) => [f, next[f]]));
      const modelDraft = sameModel(nextModel, liveModel) ? null : nextModel;
      if (!Object.keys(changed).length && !modelDraft) {
        await tx.delete(storeSettingsDrafts).where(eq(storeSettingsDrafts.storeId, storeId));
      } else {
        const values = { settings: changed, model: modelDraft, updatedAt: new Date(), updatedBy: input.staffId };
        [draftRow] = await tx.insert(storeSettingsDrafts).values({ storeId, ...values })
          .onConflictDoUpdate({ target: storeSettingsDrafts.storeId, set: { ...values, version: sql`${storeSettingsDrafts.version} + 1` } })
          .returning();
      }
    }
    return { store: updatedStore!, model: liveRow, draft: draftRow };
  });
  return view(updated.store, updated.model, updated.draft, ctx);
}

/**
 * Publish the store's draft (owner): its settings and model become the live ones, from the agent's next turn.
 * `version`, when given, must be the draft's current version (the one the owner reviewed or tested).
 * @throws AppError conflict (`errors[0].code` `no_draft`: nothing to publish; `draft_changed`: the draft was saved again
 *   since `version`), not_found when the store is gone
 */
export async function publishDraft(
  database: Database, input: { storeId: string; staffId: string; version?: number }, ctx: SettingsContext,
): Promise<SettingsView> {
  const updated = await database.db.transaction(async (tx) => {
    const { store, model, draft } = await lockSettings(tx, input.storeId);
    if (!draft) {
      const message = 'There is no draft to publish: the live settings are already the latest.';
      throw new AppError('conflict', message, { extra: { errors: [{ path: 'draft', code: 'no_draft', message }] } });
    }
    if (input.version !== undefined && input.version !== draft.version) {
      const message = `The draft changed since version ${input.version} (now ${draft.version}): review it again before publishing.`;
      throw new AppError('conflict', message, { extra: { errors: [{ path: 'version', code: 'draft_changed', message }] } });
    }
    const settings = StoreSettingsSchema.parse({ ...StoreSettingsSchema.parse(store.settings ?? {}), ...draftSettingsOf(draft) });
    const [updatedStore] = await tx.update(stores).set({ settings }).where(eq(stores.id, input.storeId)).returning();
    const draftModel = draftModelOf(draft);
    const liveRow = draftModel ? await writeLiveModel(tx, input.storeId, input.staffId, draftModel) : model;
    await tx.delete(storeSettingsDrafts).where(eq(storeSettingsDrafts.storeId, input.storeId));
    return { store: updatedStore!, model: liveRow };
  });
  return view(updated.store, updated.model, undefined, ctx);
}

/** Drop the store's draft (owner); the live settings stay. Idempotent. @throws AppError not_found when the store is gone */
export async function discardDraft(database: Database, storeId: string, ctx: SettingsContext): Promise<SettingsView> {
  await database.db.delete(storeSettingsDrafts).where(eq(storeSettingsDrafts.storeId, storeId));
  return getSettings(database, storeId, ctx);
}

/**
 * A store's pending draft as the agent would run it (Test agent, `aisle eval replay --draft`): the draftable settings
 * it changes, and its model (null = the model is unchanged: the live one). The draft model's `cacheKey`
 * (`<store>:draft:<version>`) never collides with the live one's.
 */
export type SettingsDraft = {
  version: number; updatedAt: Date; settings: DraftSettings; model: StoreModel | null;
  /** What differs from the live settings (as in the settings view's `draft.changes`; keys as ••••1234). */
  changes: DraftView['changes'];
};

/** Read the store's draft, or null when there is none. */
export async function readSettingsDraft(database: Database, box: SecretBox, storeId: string): Promise<SettingsDraft | null> {
  const [d] = await database.db.select().from(storeSettingsDrafts).where(eq(storeSettingsDrafts.storeId, storeId)).limit(1);
  if (!d) return null;
  const [store] = await database.db.select({ settings: stores.settings }).from(stores).where(eq(stores.id, storeId)).limit(1);
  const [live] = await database.db.select().from(storeModelSettings).where(eq(storeModelSettings.storeId, storeId)).limit(1);
  const m = draftModelOf(d);
  return {
    version: d.version, updatedAt: d.updatedAt, settings: draftSettingsOf(d),
    model: m ? storeModelOf(box, storeId, `${storeId}:draft:${d.version}`, m) : null,
    changes: draftView(StoreSettingsSchema.parse(store?.settings ?? {}), modelValuesOf(live), d).changes,
  };
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
  return row ? storeModelOf(box, storeId, `${storeId}:${row.version}`, row) : null;
}

/**
 * A store by id with its model choice (as {@link readStoreModel} reads it) in one statement, or null: what a widget
 * request reads before an agent turn, which then needs no read of its own for the model.
 */
export async function findStoreWithModel(database: Database, box: SecretBox, storeId: string): Promise<{ store: Store; model: StoreModel | null } | null> {
  const [row] = await storeWithModel(database.db).execute({ storeId });
  if (!row) return null;
  return { store: withSettings(row.store), model: row.model ? storeModelOf(box, storeId, `${storeId}:${row.model.version}`, row.model) : null };
}

/** {@link findStoreWithModel}'s statement, named (every shopper message reads it). */
const storeWithModel = preparedPerDatabase((db) => db.select({ store: stores, model: storeModelSettings }).from(stores)
  .leftJoin(storeModelSettings, eq(storeModelSettings.storeId, stores.id)).where(eq(stores.id, sql.placeholder('storeId'))).limit(1)
  .prepare('aisle_store_with_model'));

function storeModelOf(box: SecretBox, storeId: string, cacheKey: string, row: ModelValues): StoreModel {
  return {
    cacheKey, provider: row.provider, model: row.model, baseUrl: row.baseUrl,
    apiKey: () => (row.apiKeyCiphertext ? box.open(row.apiKeyCiphertext, storeId) : null),
  };
}
