/**
 * Process entry (`npm start`): parse config, start Aisle, print where to look, stop cleanly on SIGINT/SIGTERM
 * (which also stops the embedded Postgres it started).
 */
import pino from 'pino';
import { loadConfig } from './config.ts';
import { startAisle } from './server.ts';

const config = loadConfig();
const logger = pino({ level: config.LOG_LEVEL, redact: ['*.token', '*.apiKey', '*.password', '*.secret'] });
const log = (msg: string, meta: Record<string, unknown> = {}) => logger.info(meta, msg);

const started = Date.now();
let lastPct = -1;
let aisle: Awaited<ReturnType<typeof startAisle>>;
try {
  aisle = await startAisle({
    config, log,
    onSeedProgress: (done, total) => {
      const pct = total ? Math.floor((done / total) * 10) * 10 : -1;
      if (pct !== lastPct) { lastPct = pct; logger.info({ done, total }, 'loading demo catalog'); }
    },
  });
} catch (err) {
  // One clear line (e.g. "the data directory … is in use by another Aisle process (pid 123)"), a non-zero exit;
  // the stack only at debug level.
  logger.debug({ err }, 'start failed');
  process.stderr.write(`aisle: cannot start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
const base = config.AISLE_PUBLIC_URL ?? `http://localhost:${aisle.port}`;
process.stdout.write([
  '',
  `  Aisle is running (${Date.now() - started} ms)`,
  `  Demo storefront:  ${base}/demo/demo`,
  `  Admin:             ${base}/admin${aisle.demoOwner ? `   sign in as ${aisle.demoOwner.email} / ${aisle.demoOwner.password} (demo owner, first password)` : ''}`,
  `  API docs:          ${base}/api/v1/openapi.json`,
  '',
].join('\n') + '\n');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  await aisle.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
