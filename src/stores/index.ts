/** Public surface of the stores folder: stores, settings, staff, sessions, auth and their routes. */
export {
  assertCurrencyChangeable, createStore, deleteStore, findStoreByHandle, findStoreById, getStoreByHandle, listStores, setStoreCurrency, updateStore,
  StoreSettingsSchema, type CreateStoreInput, type CurrencyUsage, type Store, type StorePatch, type StoreSettings,
} from './service.ts';
export {
  createStaff, ensurePlatformStaff, findPlatformStaff, handleFromName, listStaff, normalizeEmail, roleAtLeast, type StaffInvite, type StaffMember, type StaffRole,
} from './staff.ts';
export { STAFF_ROLES } from './schema.ts';
export {
  createLoginLimiter, createStaffAuth, CSRF_HEADER, LOGIN_LIMITS, sameOriginGuard, SESSION_COOKIE,
  type BearerResolver, type LoginLimiter, type LoginLimits, type RequireStaff, type StaffAuth, type StaffPrincipal,
} from './auth.ts';
export { createAuthRoutes, type AuthRouteDeps } from './auth-routes.ts';
export { createStaffRoutes, type StaffRouteDeps } from './staff-routes.ts';
export { loadSecrets, type Secrets } from './secrets.ts';
export type { ResolvedSession } from './sessions.ts';
export { getStaffNames, isStaffAvailable, markStaffSeen, STAFF_PRESENCE_MS } from './presence.ts';
export {
  DEFAULT_MODELS, DRAFT_FIELDS, discardDraft, findStoreWithModel, getSettings, installSnippet, MODEL_KEY_PURPOSE, publishDraft, readSettingsDraft, readStoreModel,
  updateSettings, type DraftSettings, type ModelProvider, type SettingsContext, type SettingsDraft, type StoreModel,
} from './settings.ts';
export { createSettingsRoutes, type SettingsRouteDeps } from './settings-routes.ts';
export type { DraftView, SettingsPatch, SettingsView } from './settings-schemas.ts';
export { loadPlans, planOf, PLANS_FILE, type Plan, type Plans } from './plans.ts';
