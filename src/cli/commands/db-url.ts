/**
 * `aisle db url [--superuser]`: print the connection URL of the database Aisle uses, for psql and developers'
 * scripts (`psql "$(npx aisle db url)"`). With `DATABASE_URL` set, that URL. Otherwise the embedded PostgreSQL of
 * `AISLE_DATA_DIR`, as the application role `aisle_app` (or, with `--superuser`, its superuser on database
 * `postgres`) — the passwords are random per install (docs/security.md §1), so the old `aisle`/`aisle` sign-in no
 * longer works. The embedded cluster answers only while an Aisle process runs on that data directory
 * (`npm start`); exit code 1 when none does, 2 on usage errors.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { readEmbeddedUrls } from '../../db/index.ts';
import type { CliIo } from '../io.ts';

/** Run the command. @returns exit code */
export async function run(argv: string[], io: CliIo): Promise<number> {
  let superuser: boolean | undefined;
  try {
    ({ values: { superuser } } = parseArgs({ args: argv, options: { superuser: { type: 'boolean' } } }));
  } catch {
    io.stderr.write('usage: aisle db url [--superuser]\n');
    return 2;
  }
  const config = loadConfig();
  if (config.DATABASE_URL) {
    if (superuser) { io.stderr.write('aisle db url: --superuser is for the embedded database; DATABASE_URL is set\n'); return 1; }
    io.stdout.write(`${config.DATABASE_URL}\n`);
    return 0;
  }
  const urls = await readEmbeddedUrls(config.dataDir);
  if (!urls) {
    io.stderr.write(`aisle db url: no Aisle is running on ${config.dataDir}; start it (npm start) and ask again\n`);
    return 1;
  }
  io.stdout.write(`${superuser ? urls.superuserUrl : urls.url}\n`);
  return 0;
}
