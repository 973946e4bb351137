/**
 * Build the admin SPA (web/admin, React + Polaris + Vite) into dist/web/admin: index.html plus content-hashed
 * files under assets/, served at /admin by src/observability/admin-routes.ts.
 *
 * First-load JS budget: the entry chunk plus every chunk it imports statically (transitively, from Vite's
 * manifest), each gzipped at level 9, must stay at or below {@link FIRST_LOAD_BUDGET_BYTES}; above it the build
 * fails. Screens are lazy (web/admin/src/routes.tsx), so they do not count.
 * Usage: `node scripts/build-admin.ts [--out-dir DIR] [--json]` (prints each file and the first-load figure).
 */
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Manifest } from 'vite';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** First-load JS budget: 250,000 bytes gzip (level 9). */
export const FIRST_LOAD_BUDGET_BYTES = 250_000;

/** A built file: path under the out dir, raw and gzip (level 9) bytes. */
export type BuiltFile = { name: string; bytes: number; gzipBytes: number };
/** Result of {@link buildAdmin}: every file, the first-load chunks and their gzip total (bytes). */
export type AdminBuild = { files: BuiltFile[]; firstLoad: { files: string[]; gzipBytes: number }; gzipTotal: number };

/** The entry chunk and its static imports (transitively), as asset paths, from a Vite manifest. @throws without an entry */
export function firstLoadChunks(manifest: Manifest): string[] {
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('Vite manifest has no entry chunk');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  visit(entry);
  return [...seen].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
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
      manifest: 'manifest.json', chunkSizeWarningLimit: 2000,
    },
  });
  const manifestPath = path.join(outDir, 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
  await rm(manifestPath); // not served

  const files: BuiltFile[] = [];
  for (const name of ['index.html', ...(await readdir(path.join(outDir, 'assets'))).map((f) => `assets/${f}`)]) {
    const full = path.join(outDir, name);
    if (!(await stat(full)).isFile()) continue;
    const body = await readFile(full);
    files.push({ name, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
  }
  const first = firstLoadChunks(manifest);
  const firstLoad = { files: first, gzipBytes: files.filter((f) => first.includes(f.name)).reduce((s, f) => s + f.gzipBytes, 0) };
  const gzipTotal = files.filter((f) => /\.(js|css)$/.test(f.name)).reduce((s, f) => s + f.gzipBytes, 0);
  if (firstLoad.gzipBytes > FIRST_LOAD_BUDGET_BYTES) {
    throw new Error(`admin first-load JS is ${firstLoad.gzipBytes} B gzip, above the ${FIRST_LOAD_BUDGET_BYTES} B budget (${first.join(', ')}): make heavy screens lazy in web/admin/src/routes.tsx`);
  }
  return { files, firstLoad, gzipTotal };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf('--out-dir');
  try {
    const out = await buildAdmin(i > 0 ? path.resolve(process.argv[i + 1]!) : undefined);
    if (process.argv.includes('--json')) {
      console.log(JSON.stringify({ first_load_js_gzip_bytes: out.firstLoad.gzipBytes, budget_bytes: FIRST_LOAD_BUDGET_BYTES, first_load_files: out.firstLoad.files, total_js_css_gzip_bytes: out.gzipTotal }));
    } else {
      for (const f of out.files) console.log(`${f.name.padEnd(48)} ${String(f.bytes).padStart(9)} B  gzip ${String(f.gzipBytes).padStart(8)} B${out.firstLoad.files.includes(f.name) ? '  (first load)' : ''}`);
      console.log(`admin first-load JS: ${out.firstLoad.gzipBytes} B gzip (budget ${FIRST_LOAD_BUDGET_BYTES} B); all JS+CSS: ${out.gzipTotal} B gzip`);
    }
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
