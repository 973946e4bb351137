/**
 * An in-process admin API for HTTP tests (`app.request()`, no port): the real auth routes plus the sub-apps
 * under test, the app's error handler, and staff of any role signed in through the real sign-in API.
 */
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { Database } from '../../src/db/index.ts';
import { createRouter, handleError } from '../../src/shared/http.ts';
import { createAuthRoutes, createLoginLimiter, createStaff, createStaffAuth, createStore, type RequireStaff } from '../../src/stores/index.ts';
import { signIn, type AdminClient } from './admin-client.ts';
import { testLogger } from './logger.ts';

/** The test app: `target` for admin-client, `request` = app.request, `signInAs` creates a staff member and signs in. */
export type AdminTestApp = {
  target: (path: string, init?: RequestInit) => Promise<Response>;
  signInAs: (storeId: string, role: 'owner' | 'agent' | 'viewer') => Promise<AdminClient>;
  /** Create a store (currency USD) with a random handle. */
  newStore: (prefix?: string) => Promise<string>;
  /** The OpenAPI document of the mounted routes. */
  openapi: () => Promise<any>;
};

/** Build the app from sub-app factories that need `requireStaff`. Unexpected errors are printed to stderr. */
export async function createAdminTestApp(database: Database, subApps: (requireStaff: RequireStaff) => Array<Hono<any, any, any>>): Promise<AdminTestApp> {
  const auth = createStaffAuth({ database });
  const app = createRouter();
  app.onError(handleError(testLogger));
  app.route('/', createAuthRoutes({ database, auth, limiter: createLoginLimiter(database), signupOpen: false }));
  for (const sub of subApps(auth.requireStaff)) app.route('/', sub);
  app.doc31('/api/v1/openapi.json', { openapi: '3.1.0', info: { title: 'test', version: '0' } });
  await database.pool.query('CREATE TABLE IF NOT EXISTS rate_limits (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)');
  const target = async (path: string, init?: RequestInit) => app.request(path, init);
  const password = `pw-${randomUUID()}`;
  return {
    target,
    signInAs: async (storeId, role) => {
      const email = `${role}-${randomUUID()}@example.com`;
      await createStaff(database, { storeId, email, name: role, role, password });
      return signIn(target, email, password);
    },
    newStore: async (prefix = 's') => (await createStore(database, { handle: `${prefix}-${randomUUID().slice(0, 8)}`, name: prefix, currency: 'USD' })).id,
    openapi: async () => (await app.request('/api/v1/openapi.json')).json(),
  };
}
