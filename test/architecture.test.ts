/**
 * The import rules of ARCHITECTURE.md (.dependency-cruiser.cjs, run by dependency-cruiser) hold for the whole
 * repository with an empty known-violations baseline, and each rule fires on a small tree that breaks it.
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseOptions, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');
const options = await extractDepcruiseOptions(CONFIG);

/** Violations of the rules in `baseDir` (repo-relative paths), as `rule: from → to` lines, sorted. */
async function violations(baseDir: string, roots: string[]): Promise<string[]> {
  const res = await cruise(roots, { ...options, baseDir } as ICruiseOptions);
  const output = res.output as { summary: { violations: IViolation[] } };
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

test('no import breaks ARCHITECTURE.md, there are no circles, and the known-violations baseline is empty', async () => {
  const known = JSON.parse(await readFile(path.join(ROOT, '.dependency-cruiser-known-violations.json'), 'utf8')) as unknown[];
  assert.deepEqual(known, [], 'the baseline only shrinks, and circles are never baselined');
  assert.deepEqual(await violations(ROOT, ['src', 'web', 'test', 'bench', 'scripts']), []);
});

test('each rule fires: index.ts between capabilities, schema FKs, wiring, web types only, no circles, tests apart', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aisle-arch-'));
  after(() => rm(dir, { recursive: true, force: true }));
  const files: Record<string, string> = {
    'src/config.ts': 'export type Config = { a: number };\nexport const x = 1;\n',
    'src/shared/http.ts': 'export const h = 1;\n',
    'src/stores/index.ts': "export { s } from './staff.ts';\n",
    'src/stores/staff.ts': 'export const s = 1;\n',
    'src/stores/schema.ts': 'export const stores = 1;\n',
    'src/knowledge/schema.ts': "import { stores } from '../stores/schema.ts';\nexport const k = stores;\n",
    'src/knowledge/service.ts': [
      "import { s } from '../stores/index.ts';", // allowed: index.ts
      "import { h } from '../shared/http.ts';", // allowed: shared
      "import { x } from '../config.ts';", // broken: a value from the wiring
      "import { stores } from '../stores/schema.ts';", // broken: another folder's table
      "import { s as t } from '../stores/staff.ts';", // broken: internal file
      "import { helper } from '../../test/support/db.ts';", // broken: test support from app code
      'export const k = [s, h, x, stores, t, helper];',
    ].join('\n'),
    // allowed: type-only, whether `import type` or every specifier a type
    'src/knowledge/types.ts': "import type { Config } from '../config.ts';\nimport { type Config as C2 } from '../config.ts';\nexport type K = Config | C2;\n",
    'src/knowledge/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
    'src/knowledge/b.ts': "import type { A } from './c.ts';\nexport const b = 1;\nexport type B = A;\n",
    'src/knowledge/c.ts': "import { a } from './a.ts';\nexport type A = typeof a;\n", // a → b → (type) c → a: a circle
    'src/knowledge/service.test.ts': "import { helper } from '../../test/support/db.ts';\nimport { x } from '../config.ts';\nexport const t = [helper, x];\n",
    'src/cli/main.ts': "import { s } from '../stores/staff.ts';\nexport const run = () => import('../../bench/turns.ts').then(() => s);\n",
    'bench/turns.ts': 'export const run = 1;\n',
    'test/support/db.ts': 'export const helper = 1;\n',
    'web/admin/src/api.ts': [
      "import { format } from '../../../src/shared/money.ts';", // allowed: the money module
      "import { k } from '../../../src/knowledge/service.ts';", // broken: server code in the browser
      "import { panel } from '../../widget/panel.ts';", // broken: the other front end
      'export const y = [format, k, panel];',
    ].join('\n'),
    'web/admin/src/types.ts': "import type { K } from '../../../src/knowledge/types.ts';\nexport type X = K;\n", // allowed: type-only
    'src/shared/money.ts': 'export const format = 1;\n',
    'web/widget/panel.ts': 'export const panel = 1;\n',
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.join(dir, path.dirname(file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  assert.deepEqual(await violations(dir, ['src', 'web', 'test', 'bench']), [
    'capability-through-index: src/knowledge/service.ts → src/stores/schema.ts',
    'capability-through-index: src/knowledge/service.ts → src/stores/staff.ts',
    'no-circular: src/knowledge/a.ts → src/knowledge/b.ts', // reported once per circle
    'no-tests-benches-scripts-in-app: src/knowledge/service.ts → test/support/db.ts',
    'web-imports-src-as-types: web/admin/src/api.ts → src/knowledge/service.ts',
    'widget-and-admin-apart: web/admin/src/api.ts → web/widget/panel.ts',
    'wiring-files-as-types: src/knowledge/service.ts → src/config.ts',
  ]);
});
