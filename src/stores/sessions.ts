/**
 * Server-side staff sessions. The cookie holds a random 256-bit token; the database keeps only its SHA-256, the
 * staff member, the store, a CSRF token and the expiry. Sessions slide: each use (at most once a minute) pushes
 * the expiry to now + {@link SESSION_IDLE_MS}, never past created + {@link SESSION_MAX_MS}.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { staffSessions, staffUsers, stores } from './schema.ts';
import { newToken, tokenHash, type StaffRole } from './staff.ts';

/** Idle lifetime of a session: 12 h (ms). */
export const SESSION_IDLE_MS = 12 * 3600 * 1000;
/** Absolute lifetime of a session: 7 days (ms). */
export const SESSION_MAX_MS = 7 * 24 * 3600 * 1000;
/** Sessions are touched (last seen, expiry) at most this often: 60 s (ms). */
const TOUCH_EVERY_MS = 60_000;

/** A live session with its staff member and store. */
export type ResolvedSession = {
  sessionId: string; csrfToken: string; expiresAt: Date;
  /** How the request authenticated: the session cookie (default) or a platform's bearer token (no CSRF token). */
  via?: 'cookie' | 'bearer';
  staff: { id: string; email: string; name: string; role: StaffRole };
  store: { id: string; handle: string; name: string; currency: string; platform: 'local' | 'shopify' };
};

/** Start a session for a staff member. @returns the cookie token (shown once), its CSRF token and expiry */
export async function createSession(database: Database, staff: { id: string; storeId: string }, userAgent?: string | null): Promise<{ token: string; sessionId: string; csrfToken: string; expiresAt: Date }> {
  const token = newToken();
  const csrfToken = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_IDLE_MS);
  const sessionId = tokenHash(token);
  await database.db.insert(staffSessions).values({
    id: sessionId, staffId: staff.id, storeId: staff.storeId, csrfToken, expiresAt, userAgent: userAgent?.slice(0, 300) ?? null,
  });
  await database.db.update(staffUsers).set({ lastSeenAt: new Date() }).where(eq(staffUsers.id, staff.id));
  return { token, sessionId, csrfToken, expiresAt };
}

/** The live session for a cookie token, or null (unknown, expired, or its staff member removed). */
export async function resolveSession(database: Database, token: string | undefined): Promise<ResolvedSession | null> {
  if (!token || token.length > 100) return null;
  const now = new Date();
  const rows = await database.db.select({
    sessionId: staffSessions.id, csrfToken: staffSessions.csrfToken, expiresAt: staffSessions.expiresAt,
    createdAt: staffSessions.createdAt, lastSeenAt: staffSessions.lastSeenAt,
    staffId: staffUsers.id, email: staffUsers.email, name: staffUsers.name, role: staffUsers.role,
    storeId: stores.id, handle: stores.handle, storeName: stores.name, currency: stores.currency, platform: stores.platform,
  }).from(staffSessions)
    .innerJoin(staffUsers, and(eq(staffUsers.id, staffSessions.staffId), eq(staffUsers.storeId, staffSessions.storeId)))
    .innerJoin(stores, eq(stores.id, staffSessions.storeId))
    .where(and(eq(staffSessions.id, tokenHash(token)), gt(staffSessions.expiresAt, now))).limit(1);
  const r = rows[0];
  if (!r) return null;
  let expiresAt = r.expiresAt;
  if (now.getTime() - r.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    expiresAt = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, r.createdAt.getTime() + SESSION_MAX_MS));
    await database.db.update(staffSessions).set({ lastSeenAt: now, expiresAt }).where(eq(staffSessions.id, r.sessionId));
    await database.db.update(staffUsers).set({ lastSeenAt: now }).where(eq(staffUsers.id, r.staffId));
  }
  return {
    sessionId: r.sessionId, csrfToken: r.csrfToken, expiresAt,
    staff: { id: r.staffId, email: r.email, name: r.name, role: r.role },
    store: { id: r.storeId, handle: r.handle, name: r.storeName, currency: r.currency, platform: r.platform },
  };
}

/** End one session (sign-out). Unknown ids are ignored. */
export async function revokeSession(database: Database, sessionId: string): Promise<void> {
  await database.db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
}

/** Delete expired sessions (housekeeping). @returns how many were removed */
export async function deleteExpiredSessions(database: Database): Promise<number> {
  const rows = await database.db.delete(staffSessions).where(lt(staffSessions.expiresAt, sql`now()`)).returning({ id: staffSessions.id });
  return rows.length;
}
