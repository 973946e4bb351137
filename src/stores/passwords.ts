/**
 * Staff passwords: argon2id through `@node-rs/argon2`, with the OWASP Password Storage Cheat Sheet's minimum
 * parameters (m = 19 MiB, t = 2, p = 1). Hashes are PHC strings, so parameters can be raised later and old
 * hashes still verify.
 */
import { hash, type Options, verify } from '@node-rs/argon2';

/** argon2id parameters (OWASP Password Storage Cheat Sheet: m=19456 KiB, t=2, p=1). */
// `Algorithm` is an ambient const enum (not importable under verbatimModuleSyntax): 2 = Algorithm.Argon2id.
export const ARGON2_OPTIONS: Options = { algorithm: 2 as Options['algorithm'], memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Password length bounds in characters (NIST SP 800-63B allows long passphrases; 10 is our floor). */
export const PASSWORD_MIN = 10;
/** Upper bound keeps hashing cost bounded for hostile input. */
export const PASSWORD_MAX = 200;

/** Hash a password (argon2id PHC string, ~50 ms on the dev box). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash of a random password, verified against when the email is unknown so timing does not reveal accounts. */
let decoy: Promise<string> | undefined;

/**
 * Verify a password against a PHC hash; with `hashed` null, burn the same time against a decoy and return false.
 * Never throws for a malformed hash (returns false).
 */
export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  try {
    if (hashed === null) {
      await verify(await decoy, password);
      return false;
    }
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
