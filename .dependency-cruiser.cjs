/**
 * The import rules of ARCHITECTURE.md, checked by dependency-cruiser (`npm run check:imports`; in `npm run lint` and,
 * as test/architecture.test.ts, in `npm test`). Type-only imports count like any other (they are parsed by swc, so
 * `import type` and `import { type X }` are seen and known to be type-only). Known violations would live in
 * .dependency-cruiser-known-violations.json (`npx depcruise-baseline`); the file is empty and must stay so — circles
 * are never baselined.
 */
/** Folders of src/ that assemble the app and may import any file (besides src/*.ts). */
const WIRING = '^src/cli/';
/** Files of src/ that every folder may import: shared infrastructure and the public surfaces (index.ts). */
const OPEN = ['^src/shared/', '^src/[^/]+/index\\.ts$'];
const TEST_FILE = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circles, type-only imports included: a type both sides need lives below both of them.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'capability-through-index',
      severity: 'error',
      comment: 'Rule 1: code in src/A/ imports from src/B/ only src/B/index.ts (src/shared/ is open to all).',
      from: { path: '^src/([^/]+)/', pathNot: [WIRING, '/schema\\.ts$'] },
      to: { path: '^src/[^/]+/', pathNot: ['^src/$1/', ...OPEN] },
    },
    {
      name: 'tables-are-private',
      severity: 'error',
      comment: 'Rule 2: a schema.ts may import another folder\'s schema.ts (foreign keys), and otherwise only index.ts.',
      from: { path: '^src/([^/]+)/.*schema\\.ts$' },
      to: { path: '^src/[^/]+/', pathNot: ['^src/$1/', '^src/[^/]+/schema\\.ts$', ...OPEN] },
    },
    {
      name: 'wiring-files-as-types',
      severity: 'error',
      comment: 'Rule 3/4: capabilities import src/*.ts (config, server, app) only as types; tests may import them.',
      from: { path: '^src/[^/]+/', pathNot: [WIRING, TEST_FILE] },
      to: { path: '^src/[^/]+\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-imports-src-as-types',
      severity: 'error',
      comment: 'Rule 5: web/ imports src/ only as types, and src/shared/money.ts (the one money module).',
      from: { path: '^web/' },
      to: { path: '^src/', pathNot: '^src/shared/money\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'widget-and-admin-apart',
      severity: 'error',
      comment: 'Rule 5: web/widget and web/admin do not import each other.',
      from: { path: '^web/(widget|admin)/' },
      to: { path: '^web/(widget|admin)/', pathNot: '^web/$1/' },
    },
    {
      name: 'no-tests-benches-scripts-in-app',
      severity: 'error',
      comment: 'Rule 7: src/ and web/ never import tests, benches or scripts (tests use test/support; `aisle bench` runs bench/).',
      from: { path: '^(src|web)/', pathNot: TEST_FILE },
      to: { path: ['^test/', '^bench/', '^scripts/', TEST_FILE], pathNot: '^bench/[^/]+\\.ts$' },
    },
    {
      name: 'only-the-cli-runs-benches',
      severity: 'error',
      comment: 'Rule 7: of src/, only src/cli/ (`aisle bench …`) imports bench/.',
      from: { path: '^src/', pathNot: WIRING },
      to: { path: '^bench/' },
    },
    {
      name: 'tests-use-test-support',
      severity: 'error',
      comment: 'Rule 6: a test imports test/support/ (and the script it tests), never another test or a bench.',
      from: { path: TEST_FILE },
      to: { path: ['^bench/', TEST_FILE] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing (a typo, a moved file).',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '^src/db/migrations/'] },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'] },
    skipAnalysisNotInRules: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
