/**
 * Staff presence for handoffs (PRODUCT.md §2 "talk to a person"; issue 3 "a shopper who asked for a person sees
 * that one is coming, and is told when none is available").
 *
 * Definition: staff are AVAILABLE for a store when its `staffAvailable` setting is on (a store that always
 * staffs its inbox), or when a staff member who may take over (role `agent` or `owner`) was seen within
 * {@link STAFF_PRESENCE_MS}. "Seen" = `staff_users.last_seen_at`, bumped by sign-in, by session use (at most
 * once a minute) and every minute while the admin's inbox stream is open ({@link markStaffSeen}).
 */
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { staffUsers } from './schema.ts';

/** A staff member seen within this window counts as available: 5 minutes (ms). */
export const STAFF_PRESENCE_MS = 5 * 60_000;

/** Record that a staff member is present now (inbox stream heartbeat). Scoped to the store. */
export async function markStaffSeen(database: Database, storeId: string, staffId: string, now = new Date()): Promise<void> {
  await database.db.update(staffUsers).set({ lastSeenAt: now }).where(and(eq(staffUsers.storeId, storeId), eq(staffUsers.id, staffId)));
}

/**
 * Is a person available to take over a conversation of the store now? See the file header for the rule.
 * @param settingOn the store's `staffAvailable` setting
 */
export async function isStaffAvailable(database: Database, storeId: string, settingOn: boolean, now = new Date()): Promise<boolean> {
  if (settingOn) return true;
  const rows = await database.db.select({ id: staffUsers.id }).from(staffUsers).where(and(
    eq(staffUsers.storeId, storeId), inArray(staffUsers.role, ['agent', 'owner']),
    gt(staffUsers.lastSeenAt, new Date(now.getTime() - STAFF_PRESENCE_MS)),
  )).limit(1);
  return rows.length > 0;
}

/** Display names of staff members of a store by id (unknown or other stores' ids are absent). */
export async function getStaffNames(database: Database, storeId: string, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await database.db.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers)
    .where(and(eq(staffUsers.storeId, storeId), inArray(staffUsers.id, unique)));
  return new Map(rows.map((r) => [r.id, r.name]));
}
