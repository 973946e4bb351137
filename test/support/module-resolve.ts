/**
 * Module resolution hook of the test run (`node --import ./test/support/module-resolve.ts --test …`, package.json):
 * a relative `.js` import between two files of a package in node_modules is resolved here instead of by Node's
 * default resolver, with the same URL and format.
 *
 * Why: for every `.js` file it loads, Node 24 reads the package scope's "type" through getPackageScopeConfig, which
 * spreads the package.json's data and so calls its lazy `exports` getter — a fresh JSON.parse of the whole `exports`
 * field each time (node:internal/modules/package_json_reader). drizzle-orm's is 137 KB for 108 modules the server
 * imports: ~1 s of CPU in each test process (import of src/server.ts 4.2 → 3.0 s CPU). Here the scope's type is
 * read once per package.json.
 *
 * Same result as Node's: the file URL relative to its parent, checked to exist and made real (realpath(3), as fs.realpathSync finds it), with the
 * "type" of the nearest package.json at or above it (not looking past a node_modules folder, as Node does). Anything
 * else — bare specifiers, query strings, encoded separators, a missing file, a package without "type" (Node reads
 * the source to tell), a package.json that does not parse — is left to Node.
 */
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** "type" of the package scope of each folder looked at: 'module', 'commonjs', or null (no "type", or left to Node). */
const scopeTypes = new Map<string, 'module' | 'commonjs' | null>();

/** The "type" of the package scope that holds folder `dir`, as Node reads it for a `.js` file; null = left to Node. */
function scopeType(dir: string): 'module' | 'commonjs' | null {
  const known = scopeTypes.get(dir);
  if (known !== undefined) return known;
  let type: 'module' | 'commonjs' | null = null;
  let text: string | undefined;
  const file = path.join(dir, 'package.json');
  if (path.basename(dir) !== 'node_modules' && existsSync(file)) {
    try { text = readFileSync(file, 'utf8'); } catch { text = undefined; }
  }
  if (text !== undefined) {
    try {
      const t = (JSON.parse(text) as { type?: unknown }).type;
      type = t === 'module' || t === 'commonjs' ? t : null;
    } catch { type = null; }
  } else if (path.basename(dir) !== 'node_modules' && path.dirname(dir) !== dir) {
    type = scopeType(path.dirname(dir));
  }
  scopeTypes.set(dir, type);
  return type;
}

/**
 * URL and format of a relative `.js` specifier imported by a file in node_modules, or null to let Node resolve it.
 * @param specifier as written in the import
 * @param parentURL the importing module's URL
 */
export function resolvePackageFile(specifier: string, parentURL: string | undefined): { url: string; format: 'module' | 'commonjs' } | null {
  if (!parentURL?.startsWith('file:') || !parentURL.includes('/node_modules/')) return null;
  if (!(specifier.startsWith('./') || specifier.startsWith('../')) || !specifier.endsWith('.js') || /[%?#\\]/.test(specifier)) return null;
  const file = fileURLToPath(new URL(specifier, parentURL));
  const format = scopeType(path.dirname(file));
  if (!format || !statSync(file, { throwIfNoEntry: false })?.isFile()) return null;
  return { url: pathToFileURL(realpathSync.native(file)).href, format };
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    // import only: require() reads a package's type through a cache of its own
    const found = context.conditions.includes('import') ? resolvePackageFile(specifier, context.parentURL) : null;
    return found ? { ...found, shortCircuit: true } : nextResolve(specifier, context);
  },
});
