/**
 * Build the storefront widget: web/widget/launcher.ts -> dist/web/widget/widget.js (IIFE, the
 * eager launcher) and web/widget/panel.tsx -> dist/web/widget/panel.js (ESM, loaded with a
 * dynamic import on first open). CSS files are minified and inlined as strings (they are put
 * into the widget's shadow root), so panel.js carries the panel's JS and CSS together.
 *
 * web/widget/shop.ts -> dist/web/widget/shop.js (ESM, the shopping UI: product cards, variant picker,
 * cart, checkout links), imported by the panel once it is open, using the panel's Preact.
 *
 * web/widget/locales/<lang>.ts -> dist/web/widget/locale-<lang>.js (ESM, the widget's words in es/fr/de/pt/it:
 * web/widget/strings.ts), loaded by the launcher beside panel.js when the widget's language is not English.
 *
 * Every file gets Brotli and gzip variants beside it (`.br`, `.gz`: scripts/precompress.ts), which the server sends
 * as they are. Prints a JSON size report (raw bytes, and bytes on the wire: Brotli, and gzip for clients without
 * it) and exits 1 when a budget is exceeded, counted in Brotli bytes — what a browser downloads: launcher > 4096 B,
 * panel (JS+CSS) > 12288 B (budgets: the widget brief, docs/widget-api.md; together ≤ 16 KB, issue 15), shop
 * (JS+CSS) > 3072 B, each locale chunk > 1024 B. test/bytes-on-the-wire.test.ts checks the same figures from a running server.
 * Run: `node scripts/build-web.ts [--out DIR]`.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { precompress } from './precompress.ts';
import { LOCALES } from '../web/widget/util.ts';

/** Budgets in bytes on the wire (Brotli). */
export const BUDGETS = { launcher: 4096, panel: 12288, shop: 3072, locale: 1024 } as const;


/** One built file's size in bytes: raw, Brotli and gzip (on the wire), its Brotli budget, and whether it fits. */
export type SizeEntry = { file: string; raw: number; br: number; gzip: number; budget: number; ok: boolean };

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** esbuild plugin: `import css from './x.css'` yields the minified CSS text. */
const cssText: esbuild.Plugin = {
  name: 'css-text',
  setup(b) {
    b.onLoad({ filter: /\.css$/ }, async (args) => {
      const src = await readFile(args.path, 'utf8');
      const out = await esbuild.transform(src, { loader: 'css', minify: true, target: ['chrome111', 'safari16.4', 'firefox113'] });
      return { contents: `export default ${JSON.stringify(out.code.trim())};`, loader: 'js' };
    });
  },
};

/** Build both bundles into `outDir` (default dist/web) and return the size report. */
export async function buildWeb(outDir = join(root, 'dist/web')): Promise<SizeEntry[]> {
  const dir = join(outDir, 'widget');
  await mkdir(dir, { recursive: true });
  const common: esbuild.BuildOptions = {
    bundle: true,
    minify: true,
    write: false,
    legalComments: 'none',
    target: ['chrome111', 'safari16.4', 'firefox113'],
    plugins: [cssText],
    logLevel: 'warning',
  };
  // Classic JSX with an injected `h` keeps preact/jsx-runtime out of the panel bundle.
  const jsx: esbuild.BuildOptions = {
    jsx: 'transform',
    tsconfigRaw: '{"compilerOptions":{"jsx":"react"}}',
    jsxFactory: 'h',
    jsxFragment: 'Fragment',
    inject: [join(root, 'web/widget/jsx-shim.ts')],
  };
  const builds = await Promise.all([
    esbuild.build({ ...common, entryPoints: [join(root, 'web/widget/launcher.ts')], format: 'iife', outfile: join(dir, 'widget.js') }),
    esbuild.build({ ...common, ...jsx, entryPoints: [join(root, 'web/widget/panel.tsx')], format: 'esm', outfile: join(dir, 'panel.js') }),
    // shop.ts uses the panel's Preact (passed at run time): no JSX shim, so no second Preact.
    esbuild.build({ ...common, entryPoints: [join(root, 'web/widget/shop.ts')], format: 'esm', outfile: join(dir, 'shop.js') }),
    // The widget's words in other languages: one small chunk per language (web/widget/strings.ts).
    ...LOCALES.map((l) => esbuild.build({ ...common, entryPoints: [join(root, `web/widget/locales/${l}.ts`)], format: 'esm', outfile: join(dir, `locale-${l}.js`) })),
  ]);
  const budgets = [BUDGETS.launcher, BUDGETS.panel, BUDGETS.shop, ...LOCALES.map(() => BUDGETS.locale)];
  const report: SizeEntry[] = [];
  for (const [i, b] of builds.entries()) {
    const f = b.outputFiles![0];
    await writeFile(f.path, f.contents);
    const budget = budgets[i]!;
    const size = await precompress(f.path);
    report.push({ file: `widget/${f.path.split('/').pop()}`, ...size, budget, ok: size.br <= budget });
  }
  return report;
}

if (fileURLToPath(import.meta.url) === process.argv[1]) {
  const i = process.argv.indexOf('--out');
  const report = await buildWeb(i > 0 ? resolve(process.argv[i + 1]) : undefined);
  console.log(JSON.stringify({ widget: report }, null, 2));
  const over = report.filter((r) => !r.ok);
  if (over.length) {
    console.error(`build-web: over budget: ${over.map((r) => `${r.file} ${r.br} > ${r.budget} B brotli`).join(', ')}`);
    process.exit(1);
  }
}
