/**
 * `.env` is read when present (issue 15 item 8): `npm start` passes `--env-file-if-exists=.env` to Node, and the
 * `aisle` command (bin/aisle.js) loads it with `process.loadEnvFile`; variables already in the environment win.
 * Every run has PORT=not-a-port in its environment, so it stops at configuration parsing (which reports every
 * invalid variable) whatever .env holds: no server or database ever starts.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(path.join(os.tmpdir(), 'aisle env '));
after(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(path.join(dir, '.env'), '# a comment\nAISLE_SIGNUP=from-the-file\n');

/** Run `aisle start` in `cwd` with PORT=not-a-port and `env` added to a copy of this process's environment; its stderr. */
function start(cwd: string, env: Record<string, string> = {}): string {
  const r = spawnSync(process.execPath, [path.join(ROOT, 'bin/aisle.js'), 'start'], { cwd, env: { ...process.env, PORT: 'not-a-port', ...env }, encoding: 'utf8', timeout: 30_000 });
  assert.match(r.stderr, /Invalid configuration:[\s\S]*PORT:/);
  assert.notEqual(r.status, 0);
  return r.stderr;
}

test('aisle reads .env from the working directory, and the environment wins over it', () => {
  assert.match(start(dir), /AISLE_SIGNUP: Invalid option/, 'the value came from .env');
  const stderr = start(dir, { AISLE_SIGNUP: 'open' });
  assert.doesNotMatch(stderr, /AISLE_SIGNUP/, 'the environment\'s AISLE_SIGNUP=open was kept');
});

test('aisle runs without a .env', () => {
  const empty = mkdtempSync(path.join(dir, 'none-'));
  assert.doesNotMatch(start(empty), /\.env|ENOENT|AISLE_SIGNUP/);
});

test('npm start passes --env-file-if-exists=.env to Node', () => {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const node = scripts.start!.split('&&').map((s) => s.trim()).find((s) => s.startsWith('node '));
  assert.ok(node, scripts.start);
  // The script's own arguments, its entry file made absolute: .env is looked up in the working directory.
  const args = node.split(/\s+/).slice(1).map((a) => (a.endsWith('.ts') ? path.join(ROOT, a) : a));
  const r = spawnSync(process.execPath, args, { cwd: dir, env: { ...process.env, PORT: 'not-a-port' }, encoding: 'utf8', timeout: 30_000 });
  assert.match(r.stderr, /PORT:/);
  assert.match(r.stderr, /AISLE_SIGNUP: Invalid option/);
});
