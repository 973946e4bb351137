/**
 * Secrets of event destinations and webhook signatures, with node:crypto only.
 *
 * - Destination secrets are sealed with the shared secret box (AES-256-GCM under a key derived with HKDF-SHA256
 *   from the app secret — AISLE_SECRET or the generated one in secrets.json — for this purpose only); the
 *   destination id is the additional authenticated data, so a ciphertext copied onto another row does not open.
 * - Webhooks are signed like Stripe's: `Aisle-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createSecretBox, type SecretBox } from '../shared/secret-box.ts';

/** Seals destination secrets (shared/secret-box.ts: AES-256-GCM, HKDF key from the app secret; AAD = destination id). */
export type SecretKey = SecretBox;

/** HKDF purpose label of destination secrets. */
export const DESTINATION_SECRET_PURPOSE = 'event-destination-secret';

/** The box that seals event destination secrets, from the installation's app secret. @throws Error when shorter than 16 characters */
export function deriveSecretKey(appSecret: string): SecretKey {
  return createSecretBox(appSecret, DESTINATION_SECRET_PURPOSE);
}

/** A new webhook signing secret: `whsec_` + 32 random bytes (base64url). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** The `Aisle-Signature` header value for `body` sent at `timestampS` (unix seconds). */
export function signWebhook(secret: string, timestampS: number, body: string): string {
  const v1 = createHmac('sha256', secret).update(`${timestampS}.${body}`).digest('hex');
  return `t=${timestampS},v1=${v1}`;
}

/**
 * Verify an `Aisle-Signature` header the way a receiver should (the README's recipe): the HMAC of
 * `"<t>.<raw body>"` must equal one of the `v1` values (constant-time), and `t` must be within `toleranceS`
 * (default 300 s) of `nowS`.
 * @returns true when valid
 */
export function verifyWebhookSignature(secret: string, header: string, body: string, opts: { toleranceS?: number; nowS?: number } = {}): boolean {
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const sigs = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
  if (!Number.isInteger(t) || sigs.length === 0) return false;
  const now = opts.nowS ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - t) > (opts.toleranceS ?? 300)) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  return sigs.some((s) => s.length === expected.length && timingSafeEqual(Buffer.from(s), expected));
}
