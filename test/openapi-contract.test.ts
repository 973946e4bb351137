/**
 * The API contract a merchant's developer generates a client from (issue 15 item 4): the document a running Aisle
 * serves at /api/v1/openapi.json passes Redocly's `recommended` rules (redocly.yaml) with no error and no warning,
 * declares its security schemes, gives every operation an operationId and a security requirement, and names its server.
 * The admin's and widget's wire types (web/api/openapi.ts) are generated from that document by openapi-typescript:
 * the test fails when the checked-in file is stale; `npm run api:types` rewrites it.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS from 'openapi-typescript';
import { startTestServer, type TestServer } from './support/server.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REDOCLY = fileURLToPath(import.meta.resolve('@redocly/cli/bin/cli.js'));
/** The generated wire types the admin and the widget import (through web/api/index.ts). */
const API_TYPES = path.join(ROOT, 'web/api/openapi.ts');

type Operation = { operationId?: string; security?: Record<string, string[]>[] };
type Doc = {
  servers?: { url: string }[];
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string }> };
  paths: Record<string, Record<string, Operation>>;
};

let srv: TestServer;
let doc: Doc;
let dir: string;
before(async () => {
  srv = await startTestServer();
  doc = await (await fetch(`${srv.url}/api/v1/openapi.json`)).json() as Doc;
  dir = await mkdtemp(path.join(tmpdir(), 'aisle-openapi-'));
});
after(async () => { await srv?.stop(); if (dir) await rm(dir, { recursive: true, force: true }); });

test('Redocly recommended lint: 0 errors and 0 warnings on the served document', async () => {
  const file = path.join(dir, 'openapi.json');
  await writeFile(file, JSON.stringify(doc));
  const { stdout } = await promisify(execFile)(process.execPath, [
    REDOCLY, 'lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format', 'json',
  ], { cwd: dir, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }, maxBuffer: 64 << 20 })
    .catch((e: { stdout?: string }) => ({ stdout: e.stdout ?? '' })); // exit 1 on errors: the JSON still tells which
  const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string; location: { pointer: string }[] }[] };
  const lines = report.problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
  console.log(JSON.stringify({ redocly_errors: report.totals.errors, redocly_warnings: report.totals.warnings, operations: countOperations() }));
  assert.deepEqual(lines, []);
  assert.equal(report.totals.errors + report.totals.warnings, 0);
});

test('security schemes: staff session cookie with CSRF header, Shopify ID token, widget bearer token, Stripe signature', () => {
  const s = doc.components.securitySchemes;
  assert.deepEqual({ in: s.staffSession?.in, name: s.staffSession?.name }, { in: 'cookie', name: 'aisle_session' });
  assert.deepEqual({ in: s.csrfToken?.in, name: s.csrfToken?.name }, { in: 'header', name: 'X-CSRF-Token' });
  assert.equal(s.widgetToken?.scheme, 'bearer');
  assert.equal(s.shopifyIdToken?.scheme, 'bearer');
  assert.equal(s.stripeSignature?.name, 'Stripe-Signature');
  assert.equal(doc.servers?.[0]?.url, srv.url, 'servers: the origin the document was asked on (no AISLE_PUBLIC_URL here)');
});

test('every operation: a unique operationId and the security its route family takes', () => {
  const ids = new Set<string>();
  const sec = (p: string, m: string) => JSON.stringify(doc.paths[p]?.[m]?.security);
  for (const [p, ops] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(ops)) {
      assert.ok(op.operationId && !ids.has(op.operationId), `${m} ${p}: operationId ${op.operationId}`);
      ids.add(op.operationId);
      assert.ok(Array.isArray(op.security), `${m} ${p}: security declared`);
    }
  }
  assert.equal(sec('/api/v1/admin/conversations', 'get'), JSON.stringify([{ staffSession: [] }, { shopifyIdToken: [] }]));
  assert.ok(sec('/api/v1/admin/settings', 'patch')?.includes('"csrfToken"'), 'unsafe staff calls need the CSRF header');
  assert.equal(sec('/api/v1/widget/sessions', 'post'), '[]', 'opening a widget session is public');
  assert.equal(sec('/api/v1/auth/signin', 'post'), '[]');
  const widgetOp = Object.entries(doc.paths).find(([p]) => p.startsWith('/api/v1/widget/conversations/'));
  assert.ok(widgetOp, 'a widget conversation route');
  for (const op of Object.values(widgetOp[1])) assert.deepEqual(op.security, [{ widgetToken: [] }]);
});

test('web/api/openapi.ts is what openapi-typescript generates from the served document (npm run api:types)', async () => {
  const generated = await openapiTS(doc as never);
  if (process.env.AISLE_WRITE_API_TYPES === '1') await writeFile(API_TYPES, generated);
  const checkedIn = await readFile(API_TYPES, 'utf8').catch(() => '');
  assert.ok(checkedIn === generated, 'web/api/openapi.ts is stale: run `npm run api:types` and commit it');
});

/** Operations in the document. */
function countOperations(): number {
  return Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
}
