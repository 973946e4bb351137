/**
 * Settings API (`/api/v1/admin/settings*`): any staff member reads, owners write and publish (PRODUCT.md §6: keys
 * and the agent are the owner's). Store, widget and domain changes apply without a redeploy on the next page load;
 * persona, guardrails and model changes go to the store's draft (stores/settings.ts) until an owner publishes it —
 * `?publish=true` saves and publishes at once. The agent reads the published settings on every turn.
 */
import { createRoute, type z } from '@hono/zod-openapi';
import type { Database } from '../db/index.ts';
import { AppError } from '../shared/errors.ts';
import { createRouter, problemResponses } from '../shared/http.ts';
import { checkOutboundUrl, type OutboundPolicy } from '../shared/outbound.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import type { RequireStaff } from './auth.ts';
import type { CurrencyUsage } from './service.ts';
import { discardDraft, getSettings, installSnippet, publishDraft, updateSettings, type SettingsContext } from './settings.ts';
import {
  InstallSnippetSchema, PublishDraftSchema, SettingsPatchQuerySchema, SettingsPatchSchema, SettingsViewSchema,
} from './settings-schemas.ts';

/**
 * Dependencies of {@link createSettingsRoutes}. `publicUrl` (AISLE_PUBLIC_URL) builds the install snippet (else the
 * request's origin); `operatorDefault` names the model `default` stands for (e.g. `openai:gpt-4o-mini`).
 */
export type SettingsRouteDeps = {
  database: Database; requireStaff: RequireStaff; keyBox: SecretBox; publicUrl?: string; operatorDefault: string;
  /** Products and orders of a store (they hold its currency in place); server.ts wires it from catalog and orders. */
  currencyUsage: CurrencyUsage;
  /** Where a store's model base URL may point (shared/outbound.ts; checked on save and on every call). */
  outbound: OutboundPolicy;
  /** Which provider takes a store's checkouts given its test-mode setting (payments service `checkoutModeOf`); default `off`. */
  checkoutMode?: (storeTestMode: boolean) => 'stripe' | 'test' | 'off';
};

const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });

/** Create the settings sub-app (mounted at the root). */
export function createSettingsRoutes(deps: SettingsRouteDeps) {
  const { database } = deps;
  const app = createRouter();
  const ctxFor = (requestUrl: string): SettingsContext => ({
    publicUrl: deps.publicUrl ?? new URL(requestUrl).origin, operatorDefault: deps.operatorDefault, currencyUsage: deps.currencyUsage,
    checkoutMode: deps.checkoutMode,
  });

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/settings', tags: ['admin', 'settings'], summary: "Your store's settings",
    description: 'Any staff member may read. The model API key is never returned: only `has_key` and `key_last4`.',
    responses: { 200: json(SettingsViewSchema, 'Settings'), ...problemResponses(401) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'viewer');
    return c.json(await getSettings(database, me.storeId, ctxFor(c.req.url)), 200);
  });

  app.openapi(createRoute({
    method: 'patch', path: '/api/v1/admin/settings', tags: ['admin', 'settings'], summary: 'Change settings (owner)',
    description: 'Send any subset of sections and fields. The whole request is validated before anything is saved; '
      + 'errors list each field with a stable `code`. The API key is write-only and stored encrypted (AES-256-GCM). '
      + '`store`, `widget`, `allowed_origins` and `payments` apply at once. `agent`, `guardrails` and `model` are saved to the draft: '
      + 'the answer\'s `draft` shows them and what differs, and the agent keeps the live settings until '
      + '`POST /api/v1/admin/settings/draft/publish` — or send `?publish=true` to make them live at once (pending draft included).',
    request: { query: SettingsPatchQuerySchema, body: { content: { 'application/json': { schema: SettingsPatchSchema } }, required: true } },
    responses: { 200: json(SettingsViewSchema, 'Saved settings (live sections) and the draft'), ...problemResponses(400, 401, 403, 409) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'owner');
    const patch = c.req.valid('json');
    if (patch.model?.base_url) {
      const checked = await checkOutboundUrl(patch.model.base_url, deps.outbound);
      if (!checked.ok) {
        throw new AppError('invalid_request', `model.base_url: ${checked.message}`, { extra: { errors: [{ path: 'model.base_url', code: checked.code, message: checked.message }] } });
      }
    }
    const publish = c.req.valid('query').publish === 'true';
    const view = await updateSettings(database, deps.keyBox, { storeId: me.storeId, staffId: me.staffId, patch, publish }, ctxFor(c.req.url));
    return c.json(view, 200);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/admin/settings/draft/publish', tags: ['admin', 'settings'], summary: 'Publish the draft (owner)',
    description: 'The draft\'s agent, guardrails and model become the live settings from the next shopper turn; the draft is gone. '
      + '409 `no_draft` when there is none; with `version`, 409 `draft_changed` when the draft was saved again since.',
    request: { body: { content: { 'application/json': { schema: PublishDraftSchema } }, required: false } },
    responses: { 200: json(SettingsViewSchema, 'Live settings'), ...problemResponses(400, 401, 403, 409) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'owner');
    const body = (c.req.valid('json') ?? {}) as z.infer<typeof PublishDraftSchema>;
    return c.json(await publishDraft(database, { storeId: me.storeId, staffId: me.staffId, version: body.version }, ctxFor(c.req.url)), 200);
  });

  app.openapi(createRoute({
    method: 'delete', path: '/api/v1/admin/settings/draft', tags: ['admin', 'settings'], summary: 'Discard the draft (owner)',
    description: 'The live settings stay as they are. Answers the settings (with `draft: null`) whether or not there was a draft.',
    responses: { 200: json(SettingsViewSchema, 'Live settings'), ...problemResponses(401, 403) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'owner');
    return c.json(await discardDraft(database, me.storeId, ctxFor(c.req.url)), 200);
  });

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/settings/install-snippet', tags: ['admin', 'settings'], summary: 'The script tag that installs the widget',
    responses: { 200: json(InstallSnippetSchema, 'Snippet'), ...problemResponses(401) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'viewer');
    const s = await getSettings(database, me.storeId, ctxFor(c.req.url));
    return c.json({ store_handle: s.store.handle, ...installSnippet(ctxFor(c.req.url).publicUrl, s.store.handle) }, 200);
  });

  return app;
}
