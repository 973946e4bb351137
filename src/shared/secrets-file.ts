/**
 * The installation's secrets file, `<dataDir>/secrets.json` (mode 0600, in the 0700 data directory): a flat JSON
 * object of named secrets. Several owners keep fields in it — the stores capability (widget token key, the demo
 * owner's first password) and the embedded database (its superuser and application-role passwords) — so each
 * reads the file, adds only its own fields, and writes the whole object back atomically (temporary file + rename),
 * never leaving a torn file behind a crash. Secrets are never logged.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Name of the secrets file inside the data directory. */
export const SECRETS_FILE = 'secrets.json';

/** Fields of the secrets file (every value a string; unknown fields are kept as they are). */
export type SecretsRecord = Record<string, string>;

/**
 * Read `<dataDir>/secrets.json`; `{}` when it does not exist yet.
 * @throws Error when the file exists but is not a JSON object (a corrupt file is never silently replaced)
 */
export async function readSecretsFile(dataDir: string): Promise<SecretsRecord> {
  let text: string;
  try {
    text = await readFile(path.join(dataDir, SECRETS_FILE), 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw e;
  }
  const parsed: unknown = JSON.parse(text);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`${path.join(dataDir, SECRETS_FILE)} is not a JSON object`);
  return parsed as SecretsRecord;
}

/**
 * Merge `fields` into `<dataDir>/secrets.json` and write it atomically with mode 0600 (the data directory is
 * created 0700 when missing). Returns the merged record.
 */
export async function updateSecretsFile(dataDir: string, fields: SecretsRecord): Promise<SecretsRecord> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const merged = { ...(await readSecretsFile(dataDir)), ...fields };
  const file = path.join(dataDir, SECRETS_FILE);
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(tmp, JSON.stringify(merged), { mode: 0o600 });
  await chmod(tmp, 0o600); // the umask may have narrowed it further, never widened — but be explicit
  await rename(tmp, file);
  return merged;
}

/** A new random secret: `bytes` random bytes (default 24, 192 bits) as base64url (URL- and shell-safe). */
export function newSecret(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}
