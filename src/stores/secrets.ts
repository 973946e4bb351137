/**
 * Process secrets kept in AISLE_DATA_DIR/secrets.json (mode 0600), created on first start: the widget token
 * key (unless AISLE_SECRET is set) and the demo owner's first password. Fields missing from an older file are
 * added. Secrets are never logged (`npm start` prints the demo owner's password for the operator).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Secrets of one installation. */
export type Secrets = { widgetSecret: string; demoOwnerPassword: string };

/** Load (or create) the secrets file under `dataDir`; `override` replaces the widget secret. */
export async function loadSecrets(dataDir: string, override?: string): Promise<Secrets> {
  const file = path.join(dataDir, 'secrets.json');
  const stored = existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as Partial<Secrets>) : {};
  const secrets: Secrets = {
    widgetSecret: stored.widgetSecret ?? randomBytes(32).toString('base64url'),
    demoOwnerPassword: stored.demoOwnerPassword ?? randomBytes(12).toString('base64url'),
  };
  if (stored.widgetSecret !== secrets.widgetSecret || stored.demoOwnerPassword !== secrets.demoOwnerPassword) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify({ ...stored, ...secrets }), { mode: 0o600 });
  }
  return override ? { ...secrets, widgetSecret: override } : secrets;
}
