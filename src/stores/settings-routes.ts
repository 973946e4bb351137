/**
 * Settings API (`/api/v1/admin/settings*`): any staff member reads, owners write (PRODUCT.md §6). Changes apply
 * without a redeploy: the widget reads its look and greeting from the config/session endpoints on every page load,
 * and the agent reads the store's persona, guardrails and model on every turn.
 */
import { createRoute, type z } from '@hono/zod-openapi';
import type { Database } from '../db/index.ts';
import { AppError } from '../shared/errors.ts';
import { createRouter, problemResponses } from '../shared/http.ts';
import { checkOutboundUrl, type OutboundPolicy } from '../shared/outbound.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import type { RequireStaff } from './auth.ts';
import type { CurrencyUsage } from './service.ts';
import { getSettings, installSnippet, updateSettings, type SettingsContext } from './settings.ts';
import { InstallSnippetSchema, SettingsPatchSchema, SettingsViewSchema } from './settings-schemas.ts';

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
  /** Which provider takes checkouts (payments service `checkoutProvider`), shown in the admin; default `off`. */
  checkout?: 'stripe' | 'test' | 'off';
};

const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });

/** Create the settings sub-app (mounted at the root). */
export function createSettingsRoutes(deps: SettingsRouteDeps) {
  const { database } = deps;
  const app = createRouter();
  const ctxFor = (requestUrl: string): SettingsContext => ({
    publicUrl: deps.publicUrl ?? new URL(requestUrl).origin, operatorDefault: deps.operatorDefault, currencyUsage: deps.currencyUsage,
    checkout: deps.checkout,
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
      + 'errors list each field with a stable `code`. The API key is write-only and stored encrypted (AES-256-GCM).',
    request: { body: { content: { 'application/json': { schema: SettingsPatchSchema } }, required: true } },
    responses: { 200: json(SettingsViewSchema, 'Saved settings'), ...problemResponses(400, 401, 403) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'owner');
    const patch = c.req.valid('json');
    if (patch.model?.base_url) {
      const checked = await checkOutboundUrl(patch.model.base_url, deps.outbound);
      if (!checked.ok) {
        throw new AppError('invalid_request', `model.base_url: ${checked.message}`, { extra: { errors: [{ path: 'model.base_url', code: checked.code, message: checked.message }] } });
      }
    }
    const view = await updateSettings(database, deps.keyBox, { storeId: me.storeId, staffId: me.staffId, patch }, ctxFor(c.req.url));
    return c.json(view, 200);
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
