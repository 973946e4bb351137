/**
 * Headless Chromium for browser tests: Debian's chromium (never a downloaded build) with the flags every e2e test
 * uses (no network side traffic, no sandbox in containers), the screenshots folder, and built front ends.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildAdmin } from '../../scripts/build-admin.ts';
import { buildWeb } from '../../scripts/build-web.ts';

/** Debian's chromium (`apt-get install -y chromium`). */
export const CHROMIUM = '/usr/bin/chromium';
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Screenshots of browser tests (gitignored; kept as CI artifacts). */
export const ARTIFACTS_DIR = `${ROOT}test-artifacts`;
/** `skip` option for browser tests: the reason when Chromium is missing, else false. */
export const chromiumSkip: string | false = existsSync(CHROMIUM) ? false : `${CHROMIUM} missing (apt-get install -y chromium)`;

/** Build the admin and the widget when dist/ lacks them (or their precompressed variants), and create {@link ARTIFACTS_DIR}. */
export async function prepareWebAssets(): Promise<void> {
  if (!existsSync(`${ROOT}dist/web/admin/index.html.br`)) await buildAdmin();
  if (!existsSync(`${ROOT}dist/web/widget/panel.js.br`) || !existsSync(`${ROOT}dist/web/widget/shop.js.br`)) await buildWeb();
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

/**
 * A new browser context signed in to the admin as the demo owner of `srv` (through the sign-in form), with the
 * page's uncaught errors collected in `errors`. `clipboard: true` grants clipboard read/write for the server's origin.
 */
export async function signedInAdminPage(b: Browser, srv: { url: string; demoOwner: { email: string; password: string } | null },
  opts: { viewport?: { width: number; height: number }; clipboard?: boolean } = {}): Promise<{ page: Page; errors: string[] }> {
  const context = await b.newContext({ viewport: opts.viewport ?? { width: 1280, height: 900 } });
  if (opts.clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: srv.url });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${srv.url}/admin/signin`);
  await page.getByLabel('Email').fill(srv.demoOwner!.email);
  await page.getByLabel('Password').fill(srv.demoOwner!.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin\/(?!signin)/);
  return { page, errors };
}
