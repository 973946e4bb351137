/**
 * Encryption at rest for secrets kept in the database (a store's model API key; PRODUCT.md §6 "keys").
 *
 * AES-256-GCM (node:crypto) with a 256-bit key derived by HKDF-SHA256 from the installation's app secret
 * (`AISLE_SECRET`, or the one generated into `AISLE_DATA_DIR/secrets.json`) and a `purpose` label, so keys for
 * different uses never coincide. Every seal uses a fresh random 96-bit IV; the 128-bit tag authenticates the
 * ciphertext and the caller's `aad` (e.g. the store id), so a ciphertext copied to another row does not open.
 *
 * Sealed format (ASCII, safe in a text column): `v1.<iv>.<tag>.<ciphertext>`, each part base64url.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Seals and opens strings for one purpose. */
export type SecretBox = {
  /** Encrypt `plaintext` bound to `aad`; returns the sealed string. */
  seal: (plaintext: string, aad: string) => string;
  /** Decrypt a sealed string. @throws Error when it was altered, sealed under another key/purpose, or `aad` differs */
  open: (sealed: string, aad: string) => string;
};

const VERSION = 'v1';
const HKDF_SALT = 'aisle/secret-box';

/**
 * Create a {@link SecretBox}.
 * @param appSecret the installation's secret (at least 16 characters)
 * @param purpose HKDF info label, e.g. `store-model-api-key`
 * @throws Error when the secret is too short
 */
export function createSecretBox(appSecret: string, purpose: string): SecretBox {
  if (appSecret.length < 16) throw new Error('app secret must be at least 16 characters');
  const key = Buffer.from(hkdfSync('sha256', appSecret, HKDF_SALT, `aisle/${purpose}/${VERSION}`, 32));
  return {
    seal: (plaintext, aad) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(aad, 'utf8'));
      const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
    },
    open: (sealed, aad) => {
      const [version, iv, tag, ct] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || ct === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: 16 });
      decipher.setAAD(Buffer.from(aad, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
