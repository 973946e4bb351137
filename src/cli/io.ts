/**
 * What every `aisle` command shares, below src/cli/main.ts (which dispatches to the commands and benches, so they
 * must not import it): the standard streams and the configured database with the demo store.
 */
import { loadConfig, type Config } from '../config.ts';
import { openConfiguredDatabase } from '../server.ts';
import type { Database } from '../db/index.ts';
import { seedDemoStore } from '../platforms/local/index.ts';
import type { Store } from '../stores/index.ts';

/** Standard streams a command writes to (injectable for tests). */
export type CliIo = { stdin: NodeJS.ReadableStream; stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream };

/** A database with the demo store loaded, for commands that need it; `close()` stops what was started. */
export type CliDatabase = { database: Database; demo: Store; config: Config; close: () => Promise<void> };

/** Open the configured database (embedded unless DATABASE_URL), migrate, load the demo store when new. */
export async function openCliDatabase(io: CliIo, config: Config = loadConfig()): Promise<CliDatabase> {
  const { database, embedded } = await openConfiguredDatabase(config);
  const { store, created } = await seedDemoStore(database);
  if (created) io.stderr.write('loaded the demo store\n');
  return { database, demo: store, config, close: async () => { await database.pool.end(); await embedded?.stop(); } };
}

