/**
 * Process secrets kept in AISLE_DATA_DIR/secrets.json (mode 0600), created on first start: the widget token
 * key (unless AISLE_SECRET is set) and the operator's admin token for the read-only /admin page.
 * Secrets are never logged (the admin token is printed once by `npm start` for the operator).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Secrets of one installation. */
export type Secrets = { widgetSecret: string; adminToken: string };

/** Load (or create) the secrets file under `dataDir`; `override` replaces the widget secret. */
export async function loadSecrets(dataDir: string, override?: string): Promise<Secrets> {
  const file = path.join(dataDir, 'secrets.json');
  let secrets: Secrets;
  if (existsSync(file)) {
    secrets = JSON.parse(await readFile(file, 'utf8')) as Secrets;
  } else {
    secrets = { widgetSecret: randomBytes(32).toString('base64url'), adminToken: randomBytes(24).toString('base64url') };
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(secrets), { mode: 0o600 });
  }
  return override ? { ...secrets, widgetSecret: override } : secrets;
}
