/**
 * Headless Chromium for browser tests: Debian's `/usr/bin/chromium` driven by playwright-core (never a downloaded
 * build), with the flags every e2e test uses, and the folder screenshots go to (test-artifacts/, gitignored).
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

/** The system Chromium. */
export const CHROMIUM = '/usr/bin/chromium';
/** Repository root (ends with "/"). */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Where browser tests write screenshots. */
export const ARTIFACTS = `${ROOT}test-artifacts`;
/** `skip` value for node:test: false when Chromium is installed, else the reason. */
export const BROWSER_SKIP: string | false = existsSync(CHROMIUM) ? false : `${CHROMIUM} missing (apt-get install -y chromium)`;

/** Launch headless Chromium (and create the screenshot folder). */
export async function launchBrowser(): Promise<Browser> {
  await mkdir(ARTIFACTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
