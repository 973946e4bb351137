/**
 * Staff management API for owners (`/api/v1/admin/staff*`): list staff and pending invitations, invite by email
 * with a role (the one-time link is returned once), revoke an invitation, change a role, remove a member.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Database } from '../db/index.ts';
import { createRouter, problemResponses } from '../shared/http.ts';
import type { RequireStaff } from './auth.ts';
import { IdParamSchema, InviteBodySchema, InviteSchema, RoleBodySchema, StaffMemberSchema } from './schemas.ts';
import { createInvite, listInvites, listStaff, removeStaff, revokeInvite, setStaffRole, type StaffInvite, type StaffMember } from './staff.ts';

/** Dependencies of {@link createStaffRoutes}. `publicUrl` (AISLE_PUBLIC_URL) builds invitation links; else the request origin. */
export type StaffRouteDeps = { database: Database; requireStaff: RequireStaff; publicUrl?: string };

const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });

/** A staff member for the API. */
export function staffView(m: StaffMember) {
  return { id: m.id, email: m.email, name: m.name, role: m.role, created_at: m.createdAt.toISOString(), last_seen_at: m.lastSeenAt?.toISOString() ?? null };
}

function inviteView(i: StaffInvite) {
  return { id: i.id, email: i.email, role: i.role, created_at: i.createdAt.toISOString(), expires_at: i.expiresAt.toISOString(), accepted_at: i.acceptedAt?.toISOString() ?? null };
}

/** Create the staff sub-app (mounted at the root). Every route needs the owner role. */
export function createStaffRoutes(deps: StaffRouteDeps) {
  const { database } = deps;
  const app = createRouter();

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/staff', tags: ['admin', 'staff'], summary: 'Staff and pending invitations of your store',
    responses: { 200: json(z.object({ staff: z.array(StaffMemberSchema), invites: z.array(InviteSchema) }), 'Staff'), ...problemResponses(401, 403) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'owner');
    const [staff, invites] = await Promise.all([listStaff(database, me.storeId), listInvites(database, me.storeId)]);
    return c.json({ staff: staff.map(staffView), invites: invites.map(inviteView) }, 200);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/admin/staff/invites', tags: ['admin', 'staff'], summary: 'Invite someone by email with a role',
    description: 'Returns the one-time invitation link once; only its hash is stored. It expires after 7 days.',
    request: { body: { content: { 'application/json': { schema: InviteBodySchema } }, required: true } },
    responses: { 201: json(z.object({ invite: InviteSchema, url: z.string() }), 'Invitation'), ...problemResponses(400, 401, 403, 409) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'owner');
    const b = c.req.valid('json');
    const { invite, token } = await createInvite(database, { storeId: me.storeId, email: b.email, role: b.role, invitedBy: me.staffId });
    const base = deps.publicUrl?.replace(/\/$/, '') ?? new URL(c.req.url).origin;
    return c.json({ invite: inviteView(invite), url: `${base}/admin/invite/${token}` }, 201);
  });

  app.openapi(createRoute({
    method: 'delete', path: '/api/v1/admin/staff/invites/{id}', tags: ['admin', 'staff'], summary: 'Revoke a pending invitation',
    request: { params: IdParamSchema },
    responses: { 204: { description: 'Revoked' }, ...problemResponses(401, 403, 404) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'owner');
    await revokeInvite(database, me.storeId, c.req.valid('param').id);
    return c.body(null, 204);
  });

  app.openapi(createRoute({
    method: 'patch', path: '/api/v1/admin/staff/{id}', tags: ['admin', 'staff'], summary: "Change a staff member's role",
    request: { params: IdParamSchema, body: { content: { 'application/json': { schema: RoleBodySchema } }, required: true } },
    responses: { 200: json(z.object({ staff: StaffMemberSchema }), 'Updated'), ...problemResponses(400, 401, 403, 404, 409) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'owner');
    const m = await setStaffRole(database, me.storeId, c.req.valid('param').id, c.req.valid('json').role);
    return c.json({ staff: staffView(m) }, 200);
  });

  app.openapi(createRoute({
    method: 'delete', path: '/api/v1/admin/staff/{id}', tags: ['admin', 'staff'], summary: 'Remove a staff member (their sessions end)',
    request: { params: IdParamSchema },
    responses: { 204: { description: 'Removed' }, ...problemResponses(401, 403, 404, 409) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'owner');
    await removeStaff(database, me.storeId, c.req.valid('param').id, me.staffId);
    return c.body(null, 204);
  });

  return app;
}
