/**
 * Shopify-managed install and the embedded admin's authentication
 * (https://shopify.dev/docs/apps/build/authentication-authorization/set-embedded-app-authorization).
 *
 * Shopify installs the app itself (managed install: the scopes come from shopify.app.toml) and opens it in the
 * admin; App Bridge then gives the page an ID token (a JWT signed with the app secret) that the admin sends as
 * `Authorization: Bearer` on every API call. For each call Aisle:
 * 1. verifies the token (`session.decodeSessionToken`: HS256 with the client secret, `aud` = client id, exp/nbf
 *    with 10 s leeway) — an invalid, forged or expired token is a 401;
 * 2. finds the store of the token's shop (`dest`): one Aisle store per `*.myshopify.com` domain;
 * 3. when the store has no usable offline session (first open, reinstall, dead refresh token), exchanges the ID
 *    token for an expiring offline access token (`auth.tokenExchange`, `expiring: true`), reads the shop (name,
 *    currency, time zone, primary domain, development store?), creates or updates the store, keeps the session and
 *    queues the catalog sync — once, under a per-shop advisory lock;
 * 4. finds the staff member for the token's `sub`; on first sight an online token exchange tells the user's name
 *    and email (the online token itself is not kept) and the member is created: `owner` for the installing user
 *    (the store's first staff member), `agent` for everyone after until an owner changes it.
 */
import type { Logger } from '../../shared/logger.ts';
import { RequestedTokenType, type JwtPayload, type Session } from '@shopify/shopify-api';
import { eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { AppError } from '../../shared/errors.ts';
import {
  createStore, ensurePlatformStaff, findPlatformStaff, findStoreById, handleFromName, listStaff, markStaffSeen, updateStore,
  type BearerResolver, type ResolvedSession, type Store,
} from '../../stores/index.ts';
import type { AdminApi } from './admin-api.ts';
import { shopifyShops } from './schema.ts';
import type { ShopifySessions } from './sessions.ts';
import type { ShopifyApi } from './shopify-api.ts';

/** GraphQL: the shop facts a store is made from. */
export const SHOP_QUERY = `#graphql
query AisleShop {
  shop { id name myshopifyDomain currencyCode ianaTimezone primaryDomain { host } plan { partnerDevelopment } }
}`;

/** `shop` of {@link SHOP_QUERY}. */
export type ShopFacts = {
  id: string; name: string; myshopifyDomain: string; currencyCode: string; ianaTimezone: string;
  primaryDomain: { host: string }; plan: { partnerDevelopment: boolean };
};

/** A Shopify store's shop row. */
export type ShopRow = typeof shopifyShops.$inferSelect;

/** Dependencies of {@link createShopifyInstaller}. `onInstalled` runs after a (re)install committed (queue the sync). */
export type InstallerDeps = {
  database: Database; shopify: ShopifyApi; sessions: ShopifySessions; admin: AdminApi;
  onInstalled: (storeId: string, reason: 'install' | 'reinstall') => Promise<void>;
  logger: Logger;
};

/** The installer: the bearer resolver for the admin API and the shop lookups other parts use. */
export type ShopifyInstaller = {
  /** Resolve an App Bridge ID token to a staff session (installing when needed). See the file header. */
  bearer: BearerResolver;
  /** The shop row of a store, or null (not a Shopify store). */
  shopOfStore: (storeId: string) => Promise<ShopRow | null>;
  /** The shop row of a `*.myshopify.com` domain, or null. */
  findShop: (shop: string) => Promise<ShopRow | null>;
  /** app/uninstalled: remember when (the store row is marked by the caller). */
  markUninstalled: (storeId: string) => Promise<void>;
  /** app/scopes_update: the scopes now granted (comma-separated). */
  setScopes: (storeId: string, scopes: string) => Promise<void>;
  /** Stores of installed shops (nightly reconcile). */
  installedStores: () => Promise<string[]>;
};

/** Create the installer. */
export function createShopifyInstaller(deps: InstallerDeps): ShopifyInstaller {
  const { database, shopify, sessions } = deps;
  const seen = new Map<string, number>();

  async function findShop(shop: string): Promise<ShopRow | null> {
    const rows = await database.db.select().from(shopifyShops).where(eq(shopifyShops.shop, shop)).limit(1);
    return rows[0] ?? null;
  }

  async function uniqueHandle(shop: string): Promise<string> {
    return handleFromName(shop.replace(/\.myshopify\.com$/, ''));
  }

  /** Create or update the store of `shop` from its facts and keep the session. Returns the store and whether it is new. */
  async function upsertStore(shop: string, facts: ShopFacts, session: Session): Promise<{ store: Store; created: boolean }> {
    const origins = [...new Set([`https://${facts.primaryDomain.host}`, `https://${shop}`])];
    const existing = await findShop(shop);
    let store: Store;
    let created = false;
    if (existing) {
      store = await updateStore(database, existing.storeId, {
        name: facts.name, currency: facts.currencyCode, timezone: facts.ianaTimezone, domain: shop,
        allowedOrigins: origins, installStatus: 'installed',
      });
      await database.db.update(shopifyShops).set({
        scope: session.scope ?? '', development: facts.plan.partnerDevelopment, primaryDomain: facts.primaryDomain.host, shopGid: facts.id,
        uninstalledAt: null,
      }).where(eq(shopifyShops.storeId, store.id));
    } else {
      const base = await uniqueHandle(shop);
      let handle = base;
      for (let i = 2; ; i++) {
        try {
          store = await createStore(database, {
            handle, name: facts.name, platform: 'shopify', currency: facts.currencyCode, timezone: facts.ianaTimezone,
            domain: shop, allowedOrigins: origins,
          });
          break;
        } catch (err) {
          if (!(err instanceof AppError) || err.code !== 'conflict' || i > 50) throw err;
          handle = `${base.slice(0, 50)}-${i}`;
        }
      }
      await database.db.insert(shopifyShops).values({
        storeId: store.id, shop, shopGid: facts.id, scope: session.scope ?? '', development: facts.plan.partnerDevelopment, primaryDomain: facts.primaryDomain.host,
      });
      created = true;
    }
    await sessions.save(store.id, session);
    return { store, created };
  }

  /** Token exchange + store upsert, once per shop at a time (advisory lock), skipped when another caller did it. */
  async function install(shop: string, idToken: string): Promise<Store> {
    const lock = await database.pool.connect();
    try {
      await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`aisle:shopify-install:${shop}`]);
      const row = await findShop(shop);
      if (row && !row.uninstalledAt && await sessions.has(row.storeId)) {
        const store = await findStoreById(database, row.storeId);
        if (store) return store;
      }
      let session: Session;
      try {
        ({ session } = await shopify.auth.tokenExchange({ shop, sessionToken: idToken, requestedTokenType: RequestedTokenType.OfflineAccessToken, expiring: true }));
      } catch (err) {
        const code = (err as { response?: { code?: number } }).response?.code;
        if (code === 400 || code === 401) throw new AppError('unauthorized', 'Shopify did not accept the session token; reload the app.');
        throw new AppError('platform_unavailable', 'Shopify could not be reached to install Aisle; try again shortly.');
      }
      const { shop: facts } = await deps.admin.graphqlWith<{ shop: ShopFacts }>(session, SHOP_QUERY);
      const { store, created } = await upsertStore(shop, facts, session);
      deps.logger.info({ shop, store_id: store.id, reinstall: !created }, 'shopify app installed');
      await deps.onInstalled(store.id, created ? 'install' : 'reinstall');
      return store;
    } finally {
      await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [`aisle:shopify-install:${shop}`]).catch(() => {});
      lock.release();
    }
  }

  /** Name and email of a user from an online token exchange (the token is dropped). */
  async function userFacts(shop: string, idToken: string): Promise<{ name: string | null; email: string | null }> {
    try {
      const { session } = await shopify.auth.tokenExchange({ shop, sessionToken: idToken, requestedTokenType: RequestedTokenType.OnlineAccessToken });
      const u = session.onlineAccessInfo?.associated_user;
      return { name: [u?.first_name, u?.last_name].filter(Boolean).join(' ') || null, email: u?.email ?? null };
    } catch {
      return { name: null, email: null }; // identity is a nicety: the member is created without it
    }
  }

  const bearer: BearerResolver = async (token) => {
    let payload: JwtPayload;
    try {
      payload = await shopify.session.decodeSessionToken(token);
    } catch {
      return null; // forged, expired, wrong audience: 401 (the error text holds the token, so it is not kept)
    }
    let shop: string;
    try {
      shop = new URL(String(payload.dest)).host;
    } catch {
      return null;
    }
    if (!/^[a-z0-9][a-z0-9-]*\.myshopify\.com$/i.test(shop) || !payload.sub) return null;
    const row = await findShop(shop);
    const store = row && !row.uninstalledAt && await sessions.has(row.storeId) ? await findStoreById(database, row.storeId) : await install(shop, token);
    if (!store) return null;
    let staff = await findPlatformStaff(database, store.id, String(payload.sub));
    if (!staff) {
      const facts = await userFacts(shop, token);
      const hasOwner = (await listStaff(database, store.id)).some((s) => s.role === 'owner');
      staff = await ensurePlatformStaff(database, { storeId: store.id, platformUserId: String(payload.sub), roleIfNew: hasOwner ? 'agent' : 'owner', ...facts });
    }
    if ((seen.get(staff.id) ?? 0) < Date.now() - 60_000) { // presence, at most once a minute per member
      seen.set(staff.id, Date.now());
      await markStaffSeen(database, store.id, staff.id);
    }
    const session: ResolvedSession = {
      sessionId: `shopify:${String(payload.sid ?? payload.jti ?? '')}`, csrfToken: '', expiresAt: new Date(Number(payload.exp) * 1000), via: 'bearer',
      staff: { id: staff.id, email: staff.email, name: staff.name, role: staff.role },
      store: { id: store.id, handle: store.handle, name: store.name, currency: store.currency, platform: 'shopify' },
    };
    return session;
  };

  return {
    bearer, findShop,
    async markUninstalled(storeId) {
      await database.db.update(shopifyShops).set({ uninstalledAt: new Date() }).where(eq(shopifyShops.storeId, storeId));
    },
    async setScopes(storeId, scopes) {
      await database.db.update(shopifyShops).set({ scope: scopes }).where(eq(shopifyShops.storeId, storeId));
    },
    async installedStores() {
      return (await database.db.select({ storeId: shopifyShops.storeId }).from(shopifyShops).where(isNull(shopifyShops.uninstalledAt))).map((r) => r.storeId);
    },
    async shopOfStore(storeId) {
      const rows = await database.db.select().from(shopifyShops).where(eq(shopifyShops.storeId, storeId)).limit(1);
      return rows[0] ?? null;
    },
  };
}
