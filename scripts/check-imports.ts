/**
 * Check the import rules of ARCHITECTURE.md: capabilities talk through `index.ts`; tables stay private (a
 * `schema.ts` may import another `schema.ts` for foreign keys); `src/shared` is open; the wiring (`src/*.ts`,
 * `src/cli/`) may import anything; `web/**` imports `src/` only as types and never the other front end; nothing
 * in `src/` or `web/` imports tests, benches or scripts. Imports are read by Vite's parser (oxc), so `import type`
 * and `import { type X }` are known to be type-only.
 *
 * Imports that broke a rule before the check existed are listed in {@link KNOWN_DEBT}; they are reported but do
 * not fail. Remove a line when its import is fixed (a stale line fails too, so the list only shrinks).
 *
 * Usage: `node scripts/check-imports.ts [--json]`. Exit code 1 on a new violation or a stale debt line (each printed
 * as `file → target: rule`), 0 otherwise. test/architecture.test.ts runs the same check in `npm test`.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ROOTS = ['src', 'web', 'test', 'bench', 'scripts'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'migrations']);
/** Folders of src/ whose every file may be imported from anywhere in src/. */
const OPEN_FOLDERS = new Set(['shared']);
/** Folders of src/ that assemble the app and may import any file. */
const WIRING_FOLDERS = new Set(['cli']);

/**
 * Imports that broke the rules when the check was introduced (`from → to`). Empty since src/agent and
 * src/conversations got their index.ts and the tool contracts moved to the capabilities that own the data.
 */
export const KNOWN_DEBT: ReadonlySet<string> = new Set<string>([]);

/** One import of a file: repo-relative target path and whether only types are imported. */
export type ImportEdge = { from: string; to: string; typeOnly: boolean };
/** A broken rule. */
export type Violation = ImportEdge & { rule: string };

async function listSources(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, e.name);
    if (e.isDirectory()) {
      if (!SKIP_DIRS.has(e.name)) out.push(...(await listSources(rel)));
    } else if (/\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

/** Relative imports (static, re-exports, dynamic with a string literal) of one source file. */
export function importsOf(file: string, source: string): ImportEdge[] {
  const { module } = parseSync(file, source);
  const edges: ImportEdge[] = [];
  const add = (spec: string | undefined, typeOnly: boolean) => {
    if (!spec?.startsWith('.')) return; // packages and node: builtins are not checked here
    edges.push({ from: file, to: path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)), typeOnly });
  };
  for (const i of module.staticImports) add(i.moduleRequest.value, i.entries.length > 0 && i.entries.every((e) => e.isType));
  for (const e of module.staticExports) {
    for (const entry of e.entries) if (entry.moduleRequest) add(entry.moduleRequest.value, entry.isType);
  }
  for (const d of module.dynamicImports) {
    const lit = source.slice(d.moduleRequest.start, d.moduleRequest.end).match(/^(['"`])([^'"`]+)\1$/);
    if (lit) add(lit[2], false);
  }
  return edges;
}

/** The rule an import breaks, or null. Paths are repo-relative with forward slashes. */
export function brokenRule({ from, to, typeOnly }: ImportEdge): string | null {
  const [fromRoot, fromTop = ''] = from.split('/');
  const [toRoot, toTop = ''] = to.split('/');
  const isTest = /\.test\.tsx?$/.test(from);
  if ((fromRoot === 'src' || fromRoot === 'web') && ['test', 'bench', 'scripts'].includes(toRoot!)) {
    if (isTest && to.startsWith('test/support/')) return null; // tests use the shared test helpers
    if (fromTop === 'cli' && toRoot === 'bench') return null; // `aisle bench …` runs the benchmarks
    return 'src/ and web/ never import tests, benches or scripts';
  }
  if (fromRoot === 'web') {
    if (toRoot === 'src' && !typeOnly && to !== 'src/shared/money.ts') return 'web/ imports src/ only as types (import type), and src/shared/money.ts';
    if (toRoot === 'web' && toTop !== fromTop) return 'web/widget and web/admin do not import each other';
    return null;
  }
  if (fromRoot !== 'src' || toRoot !== 'src') return null;
  const fromFolder = from.split('/').length > 2 ? fromTop : null; // null: src/*.ts (wiring)
  const toFolder = to.split('/').length > 2 ? toTop : null;
  if (fromFolder === null || WIRING_FOLDERS.has(fromFolder)) return null;
  if (toFolder === null) return typeOnly || isTest ? null : 'capabilities import src/*.ts (config, server, app) only as types';
  if (toFolder === fromFolder || OPEN_FOLDERS.has(toFolder)) return null;
  if (to === `src/${toFolder}/index.ts`) return null;
  if (from.endsWith('/schema.ts') && to.endsWith('/schema.ts')) return null; // foreign keys between tables
  return `another capability only through its index.ts (src/${toFolder}/index.ts)`;
}

/** Result of {@link checkImports}: new violations fail; `debt` are known ones; `stale` are debt lines no longer seen. */
export type ImportCheck = { files: number; edges: number; violations: Violation[]; debt: Violation[]; stale: string[] };

/** Every relative import of the repository checked against the rules. */
export async function checkImports(): Promise<ImportCheck> {
  const files = (await Promise.all(ROOTS.map((r) => listSources(r).catch(() => [])))).flat();
  const violations: Violation[] = [];
  const debt: Violation[] = [];
  let edges = 0;
  for (const file of files) {
    for (const edge of importsOf(file, await readFile(path.join(ROOT, file), 'utf8'))) {
      edges++;
      const rule = brokenRule(edge);
      if (rule) (KNOWN_DEBT.has(`${edge.from} → ${edge.to}`) ? debt : violations).push({ ...edge, rule });
    }
  }
  const seen = new Set(debt.map((d) => `${d.from} → ${d.to}`));
  return { files: files.length, edges, violations, debt, stale: [...KNOWN_DEBT].filter((k) => !seen.has(k)) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await checkImports();
  if (process.argv.includes('--json')) console.log(JSON.stringify(r));
  else {
    for (const v of r.violations) console.log(`${v.from} → ${v.to}: ${v.rule}`);
    for (const k of r.stale) console.log(`${k}: fixed — delete this line from KNOWN_DEBT in scripts/check-imports.ts`);
    console.log(`${r.files} files, ${r.edges} relative imports: ${r.violations.length} violation(s) of ARCHITECTURE.md, ${r.debt.length} known, ${r.stale.length} stale`);
  }
  process.exitCode = r.violations.length + r.stale.length > 0 ? 1 : 0;
}
