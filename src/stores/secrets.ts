/**
 * Process secrets kept in AISLE_DATA_DIR/secrets.json (mode 0600; see shared/secrets-file.ts), created on first
 * start: the widget token key (unless AISLE_SECRET is set) and the demo owner's first password. Fields missing
 * from an older file are added; fields of other owners (the embedded database's passwords) are kept. Secrets are
 * never logged (`npm start` prints the demo owner's password for the operator).
 */
import { newSecret, readSecretsFile, updateSecretsFile } from '../shared/secrets-file.ts';

/** Secrets of one installation. */
export type Secrets = { widgetSecret: string; demoOwnerPassword: string };

/** Load (or create) the secrets file under `dataDir`; `override` replaces the widget secret. */
export async function loadSecrets(dataDir: string, override?: string): Promise<Secrets> {
  const stored = await readSecretsFile(dataDir);
  const secrets: Secrets = {
    widgetSecret: stored.widgetSecret ?? newSecret(32),
    demoOwnerPassword: stored.demoOwnerPassword ?? newSecret(12),
  };
  if (stored.widgetSecret !== secrets.widgetSecret || stored.demoOwnerPassword !== secrets.demoOwnerPassword) {
    await updateSecretsFile(dataDir, secrets);
  }
  return override ? { ...secrets, widgetSecret: override } : secrets;
}
