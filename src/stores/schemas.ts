/** Request and response schemas of the auth and staff APIs (zod; they also document /api/v1/openapi.json). */
import { z } from '@hono/zod-openapi';
import { isCurrency } from '../shared/money.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from './passwords.ts';
import { STAFF_ROLES } from './schema.ts';

const email = z.string().trim().toLowerCase().email().max(254).describe('Email address (compared case-insensitively)');
const password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX).describe(`Password, ${PASSWORD_MIN}-${PASSWORD_MAX} characters`);
/** An ISO 4217 currency code (upper case) this runtime can format; else `invalid_currency`. */
export const currency = z.string().trim().toUpperCase().refine(isCurrency, { message: 'must be an ISO 4217 currency code like USD, EUR or JPY', params: { code: 'invalid_currency' } });
const role = z.enum(STAFF_ROLES).describe('owner: everything; agent: inbox, take over, approvals, knowledge; viewer: read only');

/** The signed-in session as the admin sees it. `csrf_token` goes in X-CSRF-Token on unsafe requests. */
export const SessionViewSchema = z.object({
  staff: z.object({ id: z.string().uuid(), email: z.string(), name: z.string(), role }),
  store: z.object({ id: z.string().uuid(), handle: z.string(), name: z.string(), currency: z.string(), platform: z.enum(['local', 'shopify']).describe('shopify: a Shopify store (its admin runs embedded in Shopify)') }),
  csrf_token: z.string(),
}).openapi('Session');
/** The SessionView type. */
export type SessionView = z.infer<typeof SessionViewSchema>;

/** POST /api/v1/auth/signup */
export const SignUpBodySchema = z.object({
  store_name: z.string().trim().min(2).max(80).describe('Name of the new store'),
  name: z.string().trim().min(1).max(80).describe("The owner's name"),
  email,
  password,
  currency: currency.default('USD').describe('ISO 4217 code of the prices the store sells in (USD, EUR, JPY, KWD…); default USD. It can change in Settings until the store has products or orders'),
});
/** POST /api/v1/auth/signin (no length rule here: a wrong password is just wrong). */
export const SignInBodySchema = z.object({ email, password: z.string().min(1).max(PASSWORD_MAX) });
/** POST /api/v1/auth/password */
export const PasswordBodySchema = z.object({ current_password: z.string().min(1).max(PASSWORD_MAX), new_password: password });
/** PATCH /api/v1/auth/profile */
export const ProfileBodySchema = z.object({ name: z.string().trim().min(1).max(80).describe('Your name as other staff see it') });
/** GET /api/v1/auth/options: what the public admin screens may offer. */
export const AuthOptionsSchema = z.object({
  signup_open: z.boolean().describe('Whether new stores may sign up here (AISLE_SIGNUP); when false the admin hides sign-up'),
}).openapi('AuthOptions');
/** Invitation link token. */
export const InviteTokenParamSchema = z.object({ token: z.string().min(20).max(100).describe('The token from the invitation link') });
/** GET /api/v1/auth/invites/{token} */
export const InviteViewSchema = z.object({ email: z.string(), role, store: z.object({ name: z.string(), handle: z.string() }) });
/** POST /api/v1/auth/invites/{token}/accept */
export const AcceptInviteBodySchema = z.object({ name: z.string().trim().min(1).max(80), password });

/** A staff member in the admin's staff list. */
export const StaffMemberSchema = z.object({
  id: z.string().uuid(), email: z.string(), name: z.string(), role, created_at: z.string(), last_seen_at: z.string().nullable(),
}).openapi('StaffMember');
/** A pending invitation. */
export const InviteSchema = z.object({
  id: z.string().uuid(), email: z.string(), role, created_at: z.string(), expires_at: z.string(), accepted_at: z.string().nullable(),
}).openapi('StaffInvite');
/** POST /api/v1/admin/staff/invites */
export const InviteBodySchema = z.object({ email, role });
/** PATCH /api/v1/admin/staff/{id} */
export const RoleBodySchema = z.object({ role });
/** Path id of a staff member or invitation. */
export const IdParamSchema = z.object({ id: z.string().describe('Id (uuid)') });
