/**
 * Widget tokens: short-lived (1 h) HS256 JWTs (jose) that open exactly one conversation of one store
 * for one visitor (PRODUCT.md §6).
 */
import { jwtVerify, SignJWT } from 'jose';
import { AppError } from '../shared/errors.ts';

/** Token lifetime in seconds. */
export const WIDGET_TOKEN_TTL_S = 3600;

/**
 * What a widget token grants. `expiresAt` (verified tokens only): when the token stops opening it. `pageUrl` and
 * `locale`: where the session was opened, kept for the conversation row its first message creates (issue 13 item 8).
 */
export type WidgetGrant = { conversationId: string; storeId: string; visitorId: string; expiresAt?: Date; pageUrl?: string | null; locale?: string | null };

/** Sign and verify widget tokens with one secret (>= 32 bytes recommended). */
export function createTokenSigner(secret: string) {
  // Imported once: given raw bytes, jose imports an HMAC CryptoKey on every sign and verify (one more WebCrypto job
  // per widget request; seen in a turn's CPU profile).
  let imported: Promise<CryptoKey> | null = null;
  const hmacKey = () => (imported ??= crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']));
  return {
    /** Sign a grant; returns the token and its expiry. */
    async sign(grant: WidgetGrant): Promise<{ token: string; expiresAt: Date }> {
      const expiresAt = new Date(Date.now() + WIDGET_TOKEN_TTL_S * 1000);
      const claims = { sid: grant.storeId, vid: grant.visitorId, ...(grant.pageUrl ? { pu: grant.pageUrl } : {}), ...(grant.locale ? { lc: grant.locale } : {}) };
      const token = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' }).setSubject(grant.conversationId).setIssuer('aisle').setAudience('aisle-widget')
        .setIssuedAt().setExpirationTime(Math.floor(expiresAt.getTime() / 1000)).sign(await hmacKey());
      return { token, expiresAt };
    },
    /** Verify a bearer token. @throws AppError unauthorized (missing, bad signature, expired) */
    async verify(token: string | undefined): Promise<WidgetGrant> {
      if (!token) throw new AppError('unauthorized', 'Missing widget token');
      try {
        const { payload } = await jwtVerify(token, await hmacKey(), { issuer: 'aisle', audience: 'aisle-widget', algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.vid !== 'string') throw new Error('claims');
        return {
          conversationId: payload.sub, storeId: payload.sid, visitorId: payload.vid,
          ...(typeof payload.pu === 'string' ? { pageUrl: payload.pu } : {}), ...(typeof payload.lc === 'string' ? { locale: payload.lc } : {}),
          ...(typeof payload.exp === 'number' ? { expiresAt: new Date(payload.exp * 1000) } : {}),
        };
      } catch {
        throw new AppError('unauthorized', 'Widget token is invalid or expired');
      }
    },
  };
}

/** The signer type. */
export type TokenSigner = ReturnType<typeof createTokenSigner>;
