/**
 * Secrets of event destinations and webhook signatures, with node:crypto only.
 *
 * - Destination secrets are sealed with AES-256-GCM under a key derived from the app secret (AISLE_SECRET or the
 *   generated one in secrets.json) with HKDF-SHA256; the destination id is the additional authenticated data, so
 *   a ciphertext copied onto another row does not open.
 * - Webhooks are signed like Stripe's: `Aisle-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** A 32-byte AES key for destination secrets. */
export type SecretKey = Buffer;

/** Derive the destination-secret key from the app secret (HKDF-SHA256, fixed salt and info). */
export function deriveSecretKey(appSecret: string): SecretKey {
  return Buffer.from(hkdfSync('sha256', appSecret, 'aisle', 'aisle event destination secrets v1', 32));
}

/** Seal `plaintext` for the destination `destinationId`: `v1.<iv>.<tag>.<ciphertext>` (base64url parts). */
export function sealSecret(key: SecretKey, destinationId: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(destinationId));
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
}

/**
 * Open a sealed secret.
 * @throws Error when the format is unknown, or the key, destination id or ciphertext do not match (GCM tag check)
 */
export function openSecret(key: SecretKey, destinationId: string, sealed: string): string {
  const [v, iv, tag, ct] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || ct === undefined) throw new Error('unknown sealed secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(destinationId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
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
