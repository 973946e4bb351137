/**
 * Build the read-only admin SPA (web/admin, React + Vite) into dist/web/admin: index.html plus
 * content-hashed files under assets/, served at /admin by src/observability/admin-routes.ts.
 * Prints each file's raw and gzip size. Usage: `node scripts/build-admin.ts [--out-dir DIR]`.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Build the admin into `outDir` (default dist/web/admin). @returns total gzip bytes of the JS and CSS */
export async function buildAdmin(outDir = path.join(ROOT, 'dist/web/admin')): Promise<{ files: { name: string; bytes: number; gzipBytes: number }[]; gzipTotal: number }> {
  await build({
    root: path.join(ROOT, 'web/admin'),
    base: '/admin/',
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, assetsDir: 'assets', sourcemap: false, target: 'es2022', modulePreload: { polyfill: false } },
  });
  const files: { name: string; bytes: number; gzipBytes: number }[] = [];
  for (const name of ['index.html', ...(await readdir(path.join(outDir, 'assets'))).map((f) => `assets/${f}`)]) {
    const full = path.join(outDir, name);
    if (!(await stat(full)).isFile()) continue;
    const body = await readFile(full);
    files.push({ name, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
  }
  const gzipTotal = files.filter((f) => /\.(js|css)$/.test(f.name)).reduce((s, f) => s + f.gzipBytes, 0);
  return { files, gzipTotal };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf('--out-dir');
  const { files, gzipTotal } = await buildAdmin(i > 0 ? path.resolve(process.argv[i + 1]!) : undefined);
  for (const f of files) console.log(`${f.name.padEnd(40)} ${String(f.bytes).padStart(8)} B  gzip ${String(f.gzipBytes).padStart(7)} B`);
  console.log(`admin JS+CSS gzip total: ${(gzipTotal / 1024).toFixed(1)} KiB`);
}
