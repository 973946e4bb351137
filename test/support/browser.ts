/**
 * Headless Chromium for browser tests: Debian's chromium (never a downloaded build) with the flags every e2e test
 * uses (no network side traffic, no sandbox in containers), the screenshots folder, and built front ends.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { buildAdmin } from '../../scripts/build-admin.ts';
import { buildWeb } from '../../scripts/build-web.ts';

/** Debian's chromium (`apt-get install -y chromium`). */
export const CHROMIUM = '/usr/bin/chromium';
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Screenshots of browser tests (gitignored; kept as CI artifacts). */
export const ARTIFACTS_DIR = `${ROOT}test-artifacts`;
/** `skip` option for browser tests: the reason when Chromium is missing, else false. */
export const chromiumSkip: string | false = existsSync(CHROMIUM) ? false : `${CHROMIUM} missing (apt-get install -y chromium)`;

/** Build the admin and the widget when dist/ lacks them, and create {@link ARTIFACTS_DIR}. */
export async function prepareWebAssets(): Promise<void> {
  if (!existsSync(`${ROOT}dist/web/admin/index.html`)) await buildAdmin();
  if (!existsSync(`${ROOT}dist/web/widget/panel.js`) || !existsSync(`${ROOT}dist/web/widget/shop.js`)) await buildWeb();
  await mkdir(ARTIFACTS_DIR, { recursive: true });
}

/** Launch headless Chromium. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
