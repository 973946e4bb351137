/** The import rules of ARCHITECTURE.md hold for the whole repository (scripts/check-imports.ts), and the rule table itself. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brokenRule, checkImports, importsOf } from '../scripts/check-imports.ts';

test('no import breaks ARCHITECTURE.md (known debt aside), and no debt line is stale', async () => {
  const r = await checkImports();
  assert.ok(r.edges > 100, 'the check saw the repository');
  assert.deepEqual(r.violations.map((v) => `${v.from} → ${v.to}: ${v.rule}`), []);
  assert.deepEqual(r.stale, [], 'fixed imports: delete their KNOWN_DEBT lines in scripts/check-imports.ts');
});

test('rules: index.ts between capabilities, schema FKs, shared, wiring, web types only, tests use test/support', () => {
  const rule = (from: string, to: string, typeOnly = false) => brokenRule({ from, to, typeOnly });
  assert.equal(rule('src/knowledge/service.ts', 'src/stores/index.ts'), null);
  assert.match(rule('src/knowledge/service.ts', 'src/stores/staff.ts')!, /index\.ts/);
  assert.match(rule('src/knowledge/service.ts', 'src/stores/schema.ts')!, /index\.ts/);
  assert.equal(rule('src/knowledge/schema.ts', 'src/stores/schema.ts'), null);
  assert.equal(rule('src/knowledge/routes.ts', 'src/shared/http.ts'), null);
  assert.equal(rule('src/knowledge/routes.ts', 'src/knowledge/service.ts'), null);
  assert.equal(rule('src/server.ts', 'src/conversations/routes.ts'), null);
  assert.equal(rule('src/knowledge/service.ts', 'src/config.ts', true), null);
  assert.match(rule('src/knowledge/service.ts', 'src/config.ts')!, /only as types/);
  assert.equal(rule('web/admin/src/api.ts', 'src/stores/schemas.ts', true), null);
  assert.match(rule('web/admin/src/api.ts', 'src/stores/schemas.ts')!, /only as types/);
  assert.match(rule('web/admin/src/api.ts', 'web/widget/src/panel.tsx')!, /each other/);
  assert.equal(rule('src/stores/auth.test.ts', 'test/support/db.ts'), null);
  assert.match(rule('src/stores/auth.ts', 'test/support/db.ts')!, /never import tests/);
});

test('importsOf: type-only imports and re-exports are known; dynamic imports count', () => {
  const edges = importsOf('web/admin/src/x.tsx', [
    "import type { A } from '../../../src/a.ts';",
    "import { type B } from '../../../src/b.ts';",
    "import { c } from './c.ts';",
    "import './d.css';",
    "export type { E } from '../../../src/e.ts';",
    "const F = () => import('./screens/f/index.tsx');",
  ].join('\n'));
  assert.deepEqual(edges.map((e) => [e.to, e.typeOnly]), [
    ['src/a.ts', true], ['src/b.ts', true], ['web/admin/src/c.ts', false], ['web/admin/src/d.css', false],
    ['src/e.ts', true], ['web/admin/src/screens/f/index.tsx', false],
  ]);
});
