/**
 * Shopify access sessions: the store's expiring offline access token and its refresh token (token exchange at
 * install), sealed at rest (AES-256-GCM, src/shared/secret-box.ts, bound to the session id).
 *
 * Refresh (https://shopify.dev/docs/apps/build/authentication-authorization/access-tokens/offline-access-tokens):
 * an access token lives 60 minutes and is refreshed {@link REFRESH_MARGIN_MS} before it expires. Each refresh rotates
 * the refresh token, so two processes must never spend the same one: the refresh runs while holding the session
 * row's lock (`SELECT … FOR UPDATE`), re-reads the row under the lock (another process may have refreshed
 * meanwhile — then its tokens are used), calls Shopify, and commits the new pair before anyone uses it.
 * Within a process, concurrent callers share one refresh.
 */
import { Session } from '@shopify/shopify-api';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { AppError } from '../../shared/errors.ts';
import type { SecretBox } from '../../shared/secret-box.ts';
import type { ShopifyApi } from './shopify-api.ts';
import { shopifySessions } from './schema.ts';

/** Refresh an access token this long before it expires: 5 minutes (ms). Shopify: "a few minutes before". */
export const REFRESH_MARGIN_MS = 5 * 60_000;

/** Secret-box purpose of sealed Shopify tokens. */
export const SHOPIFY_TOKEN_PURPOSE = 'shopify-token';

type Row = typeof shopifySessions.$inferSelect;

/** The session store of one process. */
export type ShopifySessions = {
  /** Keep a session (after token exchange), replacing the store's previous one with the same id. */
  save(storeId: string, session: Session): Promise<void>;
  /**
   * The store's offline session with an access token valid for at least {@link REFRESH_MARGIN_MS} (refreshed when
   * needed, see the file header).
   * @throws AppError platform_unavailable when the store has no session (uninstalled, never installed) or Shopify
   *   refused the refresh token (the merchant must open the app again)
   */
  offline(storeId: string): Promise<Session>;
  /** Whether the store has an offline session whose refresh token (or non-expiring token) is still usable. */
  has(storeId: string): Promise<boolean>;
  /** Delete every session of a store (app/uninstalled). */
  revoke(storeId: string): Promise<void>;
};

/** Options of {@link createShopifySessions}. `now` is for tests. */
export type ShopifySessionsOptions = { database: Database; shopify: ShopifyApi; box: SecretBox; now?: () => number };

/** Create the session store. */
export function createShopifySessions(opts: ShopifySessionsOptions): ShopifySessions {
  const { database, shopify, box } = opts;
  const now = opts.now ?? Date.now;
  const refreshing = new Map<string, Promise<Session>>();

  const toSession = (r: Row): Session => new Session({
    id: r.id, shop: r.shop, state: '', isOnline: r.isOnline, scope: r.scope,
    accessToken: box.open(r.accessTokenSealed, r.id),
    ...(r.expiresAt ? { expires: r.expiresAt } : {}),
    ...(r.refreshTokenSealed ? { refreshToken: box.open(r.refreshTokenSealed, r.id), refreshTokenExpires: r.refreshTokenExpiresAt ?? undefined } : {}),
  });
  const fresh = (r: Row) => !r.expiresAt || r.expiresAt.getTime() - now() > REFRESH_MARGIN_MS;
  const sealed = (s: Session) => ({
    scope: s.scope ?? '', accessTokenSealed: box.seal(s.accessToken ?? '', s.id), expiresAt: s.expires ?? null,
    refreshTokenSealed: s.refreshToken ? box.seal(s.refreshToken, s.id) : null, refreshTokenExpiresAt: s.refreshTokenExpires ?? null,
    updatedAt: new Date(now()),
  });

  async function offlineRow(storeId: string): Promise<Row | null> {
    const rows = await database.db.select().from(shopifySessions)
      .where(and(eq(shopifySessions.storeId, storeId), eq(shopifySessions.isOnline, false))).limit(1);
    return rows[0] ?? null;
  }

  async function refresh(storeId: string): Promise<Session> {
    return database.db.transaction(async (tx) => {
      const rows = await tx.select().from(shopifySessions)
        .where(and(eq(shopifySessions.storeId, storeId), eq(shopifySessions.isOnline, false))).for('update').limit(1);
      const r = rows[0];
      if (!r) throw new AppError('platform_unavailable', 'Aisle is not connected to this Shopify store; open Aisle in the Shopify admin to reconnect.');
      if (fresh(r)) return toSession(r); // another process refreshed while we waited for the lock
      const current = toSession(r);
      if (!current.refreshToken || (r.refreshTokenExpiresAt && r.refreshTokenExpiresAt.getTime() <= now())) {
        throw new AppError('platform_unavailable', 'Shopify access has expired; open Aisle in the Shopify admin to reconnect.');
      }
      let next: Session;
      try {
        ({ session: next } = await shopify.auth.refreshToken({ shop: r.shop, refreshToken: current.refreshToken }));
      } catch (err) {
        const status = (err as { response?: { code?: number } }).response?.code;
        throw new AppError('platform_unavailable', status === 400
          ? 'Shopify refused the refresh token; open Aisle in the Shopify admin to reconnect.'
          : 'Shopify could not be reached to refresh the access token.');
      }
      await tx.update(shopifySessions).set({ ...sealed(next), version: r.version + 1 }).where(eq(shopifySessions.id, r.id));
      return next;
    });
  }

  return {
    async save(storeId, session) {
      const values = { id: session.id, storeId, shop: session.shop, isOnline: session.isOnline, associatedUserId: session.onlineAccessInfo?.associated_user?.id?.toString() ?? null, ...sealed(session) };
      await database.db.insert(shopifySessions).values(values)
        .onConflictDoUpdate({ target: shopifySessions.id, set: { ...values, version: 1 } });
    },
    async offline(storeId) {
      const r = await offlineRow(storeId);
      if (!r) throw new AppError('platform_unavailable', 'Aisle is not connected to this Shopify store; open Aisle in the Shopify admin to reconnect.');
      if (fresh(r)) return toSession(r);
      let p = refreshing.get(storeId);
      if (!p) {
        p = refresh(storeId).finally(() => refreshing.delete(storeId));
        refreshing.set(storeId, p);
      }
      return p;
    },
    async has(storeId) {
      const r = await offlineRow(storeId);
      if (!r) return false;
      if (!r.expiresAt) return true;
      return fresh(r) || (!!r.refreshTokenSealed && (!r.refreshTokenExpiresAt || r.refreshTokenExpiresAt.getTime() > now()));
    },
    async revoke(storeId) {
      await database.db.delete(shopifySessions).where(eq(shopifySessions.storeId, storeId));
    },
  };
}
