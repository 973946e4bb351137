/**
 * Build the admin SPA (web/admin, React + Polaris + Vite) into dist/web/admin: index.html plus content-hashed
 * files under assets/, served at /admin by src/observability/admin-routes.ts.
 *
 * Every file gets Brotli and gzip variants beside it (`.br`, `.gz`: scripts/precompress.ts), which the server sends
 * as they are. First-load budget, in bytes on the wire (Brotli): index.html plus every script and stylesheet it
 * names (the entry chunk, its modulepreloads, the stylesheet) must stay at or below {@link FIRST_LOAD_BUDGET_BYTES};
 * above it the build fails. Screens are lazy (web/admin/src/routes.tsx), so they do not count.
 * test/bytes-on-the-wire.test.ts checks the same figure from a running server.
 * Usage: `node scripts/build-admin.ts [--out-dir DIR] [--json]` (prints each file and the first-load figure).
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompress } from './precompress.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** First-load budget: 200,000 bytes on the wire (Brotli), issue 15. */
export const FIRST_LOAD_BUDGET_BYTES = 200_000;

/** A built file: path under the out dir; raw, Brotli and gzip bytes. */
export type BuiltFile = { name: string; bytes: number; brBytes: number; gzipBytes: number };
/** Result of {@link buildAdmin}: every file, the first-load files and their Brotli total, all JS+CSS in Brotli (bytes). */
export type AdminBuild = { files: BuiltFile[]; firstLoad: { files: string[]; brBytes: number }; brTotal: number };

/** The files index.html loads at once: its scripts, modulepreloads and stylesheets, as paths under the out dir. */
export function firstLoadFiles(indexHtml: string): string[] {
  const refs = [...indexHtml.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/admin\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  return ['index.html', ...new Set(refs)];
}

/**
 * Build the admin into `outDir` (default dist/web/admin).
 * @throws Error when the first-load JS is above {@link FIRST_LOAD_BUDGET_BYTES} gzip bytes (the build output stays for inspection)
 */
export async function buildAdmin(outDir = path.join(ROOT, 'dist/web/admin')): Promise<AdminBuild> {
  await build({
    root: path.join(ROOT, 'web/admin'),
    base: '/admin/',
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir, emptyOutDir: true, assetsDir: 'assets', sourcemap: false, target: 'es2022', modulePreload: { polyfill: false },
      chunkSizeWarningLimit: 2000,
    },
  });

  const files: BuiltFile[] = [];
  for (const name of ['index.html', ...(await readdir(path.join(outDir, 'assets'))).map((f) => `assets/${f}`)]) {
    const full = path.join(outDir, name);
    if (!(await stat(full)).isFile()) continue;
    const size = await precompress(full);
    files.push({ name, bytes: size.raw, brBytes: size.br, gzipBytes: size.gzip });
  }
  const first = firstLoadFiles(await readFile(path.join(outDir, 'index.html'), 'utf8'));
  const firstLoad = { files: first, brBytes: files.filter((f) => first.includes(f.name)).reduce((s, f) => s + f.brBytes, 0) };
  const brTotal = files.filter((f) => /\.(js|css)$/.test(f.name)).reduce((s, f) => s + f.brBytes, 0);
  if (firstLoad.brBytes > FIRST_LOAD_BUDGET_BYTES) {
    throw new Error(`admin first load is ${firstLoad.brBytes} B on the wire (brotli), above the ${FIRST_LOAD_BUDGET_BYTES} B budget (${first.join(', ')}): make heavy screens lazy in web/admin/src/routes.tsx`);
  }
  return { files, firstLoad, brTotal };
}

if (fileURLToPath(import.meta.url) === process.argv[1]) {
  const i = process.argv.indexOf('--out-dir');
  try {
    const out = await buildAdmin(i > 0 ? path.resolve(process.argv[i + 1]!) : undefined);
    if (process.argv.includes('--json')) {
      console.log(JSON.stringify({ first_load_wire_bytes: out.firstLoad.brBytes, budget_bytes: FIRST_LOAD_BUDGET_BYTES, first_load_files: out.firstLoad.files, total_js_css_wire_bytes: out.brTotal }));
    } else {
      for (const f of out.files) console.log(`${f.name.padEnd(48)} ${String(f.bytes).padStart(9)} B  br ${String(f.brBytes).padStart(8)} B  gzip ${String(f.gzipBytes).padStart(8)} B${out.firstLoad.files.includes(f.name) ? '  (first load)' : ''}`);
      console.log(`admin first load: ${out.firstLoad.brBytes} B on the wire (brotli; budget ${FIRST_LOAD_BUDGET_BYTES} B); all JS+CSS: ${out.brTotal} B`);
    }
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
