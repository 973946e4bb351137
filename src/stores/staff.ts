/**
 * Staff of a store: accounts (email + argon2id password), roles (PRODUCT.md §6: owner > agent > viewer),
 * one-time invitations, sign-up of a new store with its owner, and password changes. Every query is scoped
 * to one store; an id of another store answers `not_found`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { AppError } from '../shared/errors.ts';
import { hashPassword, PASSWORD_MAX, PASSWORD_MIN, verifyPassword } from './passwords.ts';
import { STAFF_ROLES, staffInvites, staffSessions, staffUsers, stores } from './schema.ts';
import { createStore, type Store } from './service.ts';

/** A staff role, lowest to highest: viewer, agent, owner. */
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A staff member as services return it (never the password hash). */
export type StaffMember = {
  id: string; storeId: string; email: string; name: string; role: StaffRole; createdAt: Date; lastSeenAt: Date | null;
};

/** A pending or accepted invitation (never its token). */
export type StaffInvite = {
  id: string; storeId: string; email: string; role: StaffRole; createdAt: Date; expiresAt: Date; acceptedAt: Date | null;
};

/** How long an invitation link stays valid: 7 days (ms). */
export const INVITE_TTL_MS = 7 * 24 * 3600 * 1000;

/** True when `role` grants at least `min` (viewer < agent < owner). */
export function roleAtLeast(role: StaffRole, min: StaffRole): boolean {
  return STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(min);
}

/** Emails are compared trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** SHA-256 hex of a secret token (sessions and invites store only this). */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new unguessable token: 32 random bytes, base64url (256 bits). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function assertPassword(password: string): void {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw new AppError('invalid_request', `Passwords are ${PASSWORD_MIN}-${PASSWORD_MAX} characters`, {
      extra: { errors: [{ path: 'password', message: `Use at least ${PASSWORD_MIN} characters` }] },
    });
  }
}

const memberColumns = {
  id: staffUsers.id, storeId: staffUsers.storeId, email: staffUsers.email, name: staffUsers.name, role: staffUsers.role,
  createdAt: staffUsers.createdAt, lastSeenAt: staffUsers.lastSeenAt,
};

/**
 * Create a staff account in a store.
 * @throws AppError invalid_request (password length), conflict (the email already has an account)
 */
export async function createStaff(database: Database, input: { storeId: string; email: string; name: string; role: StaffRole; password: string }): Promise<StaffMember> {
  assertPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const rows = await database.db.insert(staffUsers).values({
    storeId: input.storeId, email: normalizeEmail(input.email), name: input.name.trim(), role: input.role, passwordHash,
  }).onConflictDoNothing().returning(memberColumns);
  if (!rows[0]) throw new AppError('conflict', 'An account with this email already exists', { extra: { errors: [{ path: 'email', message: 'This email already has an account' }] } });
  return rows[0];
}

/** The account and password hash for an email, or null (sign-in only). */
export async function findStaffForSignIn(database: Database, email: string): Promise<(StaffMember & { passwordHash: string | null }) | null> {
  const rows = await database.db.select({ ...memberColumns, passwordHash: staffUsers.passwordHash }).from(staffUsers)
    .where(and(eq(staffUsers.email, normalizeEmail(email)), isNull(staffUsers.platformUserId))).limit(1);
  return rows[0] ?? null;
}

/**
 * The staff member behind a platform user (Shopify: the ID token's `sub`) in a store, created on first sight with
 * `roleIfNew` (the installing user is the owner; later users start as `agent` until an owner changes it). Name and
 * email are refreshed from the platform when given. Platform staff have no password (they sign in through the
 * platform). Safe under concurrency: two first requests of one user create one row.
 */
export async function ensurePlatformStaff(database: Database, input: {
  storeId: string; platformUserId: string; roleIfNew: StaffRole; name?: string | null; email?: string | null;
}): Promise<StaffMember & { created: boolean }> {
  const name = input.name?.trim() || 'Shopify staff';
  const email = normalizeEmail(input.email || `user-${input.platformUserId}@platform.invalid`);
  const inserted = await database.db.insert(staffUsers).values({
    storeId: input.storeId, email, name, role: input.roleIfNew, passwordHash: null, platformUserId: input.platformUserId,
  }).onConflictDoNothing().returning(memberColumns);
  if (inserted[0]) return { ...inserted[0], created: true };
  const where = and(eq(staffUsers.storeId, input.storeId), eq(staffUsers.platformUserId, input.platformUserId));
  const rows = input.name || input.email
    ? await database.db.update(staffUsers).set({ ...(input.name ? { name } : {}), ...(input.email ? { email } : {}) }).where(where).returning(memberColumns)
    : await database.db.select(memberColumns).from(staffUsers).where(where).limit(1);
  if (!rows[0]) throw new AppError('conflict', 'Could not create the staff member');
  return { ...rows[0], created: false };
}

/** The staff member of a store behind a platform user id, or null. */
export async function findPlatformStaff(database: Database, storeId: string, platformUserId: string): Promise<StaffMember | null> {
  const rows = await database.db.select(memberColumns).from(staffUsers)
    .where(and(eq(staffUsers.storeId, storeId), eq(staffUsers.platformUserId, platformUserId))).limit(1);
  return rows[0] ?? null;
}

/** Staff of a store, owners first, then by name. */
export async function listStaff(database: Database, storeId: string): Promise<StaffMember[]> {
  const rows = await database.db.select(memberColumns).from(staffUsers).where(eq(staffUsers.storeId, storeId)).orderBy(asc(staffUsers.createdAt));
  return rows.sort((a, b) => STAFF_ROLES.indexOf(b.role) - STAFF_ROLES.indexOf(a.role) || a.name.localeCompare(b.name));
}

/** One staff member of a store. @throws AppError not_found */
export async function getStaff(database: Database, storeId: string, staffId: string): Promise<StaffMember> {
  if (!/^[0-9a-f-]{36}$/i.test(staffId)) throw new AppError('not_found', 'No such staff member');
  const rows = await database.db.select(memberColumns).from(staffUsers).where(and(eq(staffUsers.storeId, storeId), eq(staffUsers.id, staffId))).limit(1);
  if (!rows[0]) throw new AppError('not_found', 'No such staff member');
  return rows[0];
}

/** Change a staff member's display name (trimmed, 1-80 characters: validated at the edge). @throws AppError not_found */
export async function setStaffName(database: Database, storeId: string, staffId: string, name: string): Promise<StaffMember> {
  const rows = await database.db.update(staffUsers).set({ name: name.trim() })
    .where(and(eq(staffUsers.storeId, storeId), eq(staffUsers.id, staffId))).returning(memberColumns);
  if (!rows[0]) throw new AppError('not_found', 'No such staff member');
  return rows[0];
}

/**
 * Change a staff member's role. The store keeps at least one owner (checked under a row lock of its owners).
 * @throws AppError not_found, conflict (would leave no owner)
 */
export async function setStaffRole(database: Database, storeId: string, staffId: string, role: StaffRole): Promise<StaffMember> {
  await getStaff(database, storeId, staffId);
  return database.db.transaction(async (tx) => {
    const owners = await tx.select({ id: staffUsers.id }).from(staffUsers)
      .where(and(eq(staffUsers.storeId, storeId), eq(staffUsers.role, 'owner'))).for('update');
    if (role !== 'owner' && owners.length === 1 && owners[0]!.id === staffId) throw new AppError('conflict', 'A store needs at least one owner');
    const rows = await tx.update(staffUsers).set({ role }).where(and(eq(staffUsers.storeId, storeId), eq(staffUsers.id, staffId))).returning(memberColumns);
    if (role !== 'owner') await tx.delete(staffSessions).where(eq(staffSessions.staffId, staffId)); // new role on next sign-in
    return rows[0]!;
  });
}

/**
 * Remove a staff member (their sessions end at once). Nobody removes themselves; the last owner stays.
 * @throws AppError not_found, conflict
 */
export async function removeStaff(database: Database, storeId: string, staffId: string, actorId: string): Promise<void> {
  if (staffId === actorId) throw new AppError('conflict', 'You cannot remove yourself');
  const member = await getStaff(database, storeId, staffId);
  await database.db.transaction(async (tx) => {
    if (member.role === 'owner') {
      const owners = await tx.select({ id: staffUsers.id }).from(staffUsers)
        .where(and(eq(staffUsers.storeId, storeId), eq(staffUsers.role, 'owner'))).for('update');
      if (owners.length <= 1) throw new AppError('conflict', 'A store needs at least one owner');
    }
    await tx.delete(staffUsers).where(and(eq(staffUsers.storeId, storeId), eq(staffUsers.id, staffId)));
  });
}

/**
 * Change one's password after checking the current one; every other session of the account ends.
 * @throws AppError unauthorized (wrong current password), invalid_request (length)
 */
export async function changePassword(database: Database, storeId: string, staffId: string, current: string, next: string, keepSessionId: string): Promise<void> {
  assertPassword(next);
  const rows = await database.db.select({ hash: staffUsers.passwordHash }).from(staffUsers)
    .where(and(eq(staffUsers.storeId, storeId), eq(staffUsers.id, staffId))).limit(1);
  if (!(await verifyPassword(rows[0]?.hash ?? null, current))) {
    throw new AppError('unauthorized', 'The current password is not right', { extra: { errors: [{ path: 'current_password', message: 'Not your current password' }] } });
  }
  const passwordHash = await hashPassword(next);
  await database.db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ passwordHash }).where(and(eq(staffUsers.storeId, storeId), eq(staffUsers.id, staffId)));
    await tx.delete(staffSessions).where(and(eq(staffSessions.staffId, staffId), sql`${staffSessions.id} <> ${keepSessionId}`));
  });
}

const inviteColumns = {
  id: staffInvites.id, storeId: staffInvites.storeId, email: staffInvites.email, role: staffInvites.role,
  createdAt: staffInvites.createdAt, expiresAt: staffInvites.expiresAt, acceptedAt: staffInvites.acceptedAt,
};

/**
 * Invite an email to a store's staff with a role. Returns the invite and its one-time token (shown once;
 * only its hash is stored). A pending invite for the same email is replaced.
 * @throws AppError conflict (the email already has an account)
 */
export async function createInvite(database: Database, input: { storeId: string; email: string; role: StaffRole; invitedBy: string }): Promise<{ invite: StaffInvite; token: string }> {
  const email = normalizeEmail(input.email);
  if (await findStaffForSignIn(database, email)) throw new AppError('conflict', 'This email already has an account', { extra: { errors: [{ path: 'email', message: 'Already has an account' }] } });
  const token = newToken();
  return database.db.transaction(async (tx) => {
    await tx.delete(staffInvites).where(and(eq(staffInvites.storeId, input.storeId), eq(staffInvites.email, email), isNull(staffInvites.acceptedAt)));
    const rows = await tx.insert(staffInvites).values({
      storeId: input.storeId, email, role: input.role, tokenHash: tokenHash(token), invitedBy: input.invitedBy,
      expiresAt: new Date(Date.now() + INVITE_TTL_MS),
    }).returning(inviteColumns);
    return { invite: rows[0]!, token };
  });
}

/** Pending (not accepted, not expired) invitations of a store, newest first. */
export async function listInvites(database: Database, storeId: string): Promise<StaffInvite[]> {
  const rows = await database.db.select(inviteColumns).from(staffInvites)
    .where(and(eq(staffInvites.storeId, storeId), isNull(staffInvites.acceptedAt), gt(staffInvites.expiresAt, new Date())));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** Revoke a pending invitation. @throws AppError not_found */
export async function revokeInvite(database: Database, storeId: string, inviteId: string): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(inviteId)) throw new AppError('not_found', 'No such invitation');
  const rows = await database.db.delete(staffInvites)
    .where(and(eq(staffInvites.storeId, storeId), eq(staffInvites.id, inviteId), isNull(staffInvites.acceptedAt))).returning({ id: staffInvites.id });
  if (!rows[0]) throw new AppError('not_found', 'No such invitation');
}

/** A valid (pending, unexpired) invitation by its link token, with its store. @throws AppError not_found */
export async function getInviteByToken(database: Database, token: string): Promise<StaffInvite & { store: { name: string; handle: string } }> {
  const rows = await database.db.select({ ...inviteColumns, storeName: stores.name, storeHandle: stores.handle }).from(staffInvites)
    .innerJoin(stores, eq(stores.id, staffInvites.storeId))
    .where(and(eq(staffInvites.tokenHash, tokenHash(token)), isNull(staffInvites.acceptedAt), gt(staffInvites.expiresAt, new Date()))).limit(1);
  const r = rows[0];
  if (!r) throw new AppError('not_found', 'This invitation link is not valid (used, revoked or expired)');
  const { storeName, storeHandle, ...invite } = r;
  return { ...invite, store: { name: storeName, handle: storeHandle } };
}

/**
 * Accept an invitation: the link works once (a concurrent second accept finds it used).
 * @throws AppError not_found (invalid link), conflict (email taken meanwhile), invalid_request (password)
 */
export async function acceptInvite(database: Database, token: string, input: { name: string; password: string }): Promise<StaffMember> {
  assertPassword(input.password);
  const invite = await getInviteByToken(database, token);
  const passwordHash = await hashPassword(input.password);
  return database.db.transaction(async (tx) => {
    const used = await tx.update(staffInvites).set({ acceptedAt: new Date() })
      .where(and(eq(staffInvites.id, invite.id), isNull(staffInvites.acceptedAt))).returning({ id: staffInvites.id });
    if (!used[0]) throw new AppError('not_found', 'This invitation link is not valid (used, revoked or expired)');
    const rows = await tx.insert(staffUsers).values({
      storeId: invite.storeId, email: invite.email, name: input.name.trim(), role: invite.role, passwordHash,
    }).onConflictDoNothing().returning(memberColumns);
    if (!rows[0]) throw new AppError('conflict', 'This email already has an account');
    return rows[0];
  });
}

/** A store handle from its name: lower-case a-z0-9 and dashes, 2-40 characters. */
export function handleFromName(name: string): string {
  const base = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40);
  return base.length >= 2 ? base : `store-${base}`.replace(/-+$/, '');
}

/**
 * Sign up: create a store and its owner. The handle comes from the store name (a random suffix when taken).
 * If the owner cannot be created, the new store is removed again (nothing half-made stays).
 * @throws AppError conflict (email has an account), invalid_request (password)
 */
export async function signUp(database: Database, input: { storeName: string; name: string; email: string; password: string; currency?: string }): Promise<{ store: Store; owner: StaffMember }> {
  assertPassword(input.password);
  if (await findStaffForSignIn(database, input.email)) {
    throw new AppError('conflict', 'An account with this email already exists', { extra: { errors: [{ path: 'email', message: 'This email already has an account' }] } });
  }
  const base = handleFromName(input.storeName);
  let store: Store | null = null;
  for (let attempt = 0; !store && attempt < 6; attempt++) {
    const handle = attempt === 0 ? base : `${base.slice(0, 33)}-${randomBytes(3).toString('hex')}`;
    try {
      store = await createStore(database, { handle, name: input.storeName.trim(), currency: input.currency });
    } catch (e) {
      if (!(e instanceof AppError && e.code === 'conflict')) throw e;
    }
  }
  if (!store) throw new AppError('conflict', 'Could not find a free store handle; try another store name');
  try {
    const owner = await createStaff(database, { storeId: store.id, email: input.email, name: input.name, role: 'owner', password: input.password });
    return { store, owner };
  } catch (e) {
    await database.db.delete(stores).where(eq(stores.id, store.id));
    throw e;
  }
}
