/**
 * Process entry (`npm start`): parse config, start Aisle, print where to look, stop cleanly on SIGINT/SIGTERM
 * (which also stops the embedded Postgres it started).
 */
import { setFlagsFromString } from 'node:v8';
import { loadConfig } from './config.ts';
import { createLogger, defaultLogFormat } from './shared/logger.ts';

const config = loadConfig();
// Set before the first request (V8 reads it at every full collection). V8's own growth let a burst of 1,000 widget
// requests leave ~100 MB of garbage-grown heap that it never gave back; a fixed, small growth keeps the process
// smaller at the cost of more collections (README design notes, "more shoppers per core").
if (config.AISLE_HEAP_GROWING_PERCENT > 0) setFlagsFromString(`--heap-growing-percent=${config.AISLE_HEAP_GROWING_PERCENT}`);
const logger = createLogger({ level: config.LOG_LEVEL, format: defaultLogFormat(config, Boolean(process.stdout.isTTY)) });
// The server's modules (most of src/ and its libraries: seconds of CPU) load once the configuration is known to be
// valid, so an invalid one is reported at once.
const { startAisle } = await import('./server.ts');

const started = Date.now();
let lastPct = -1;
let aisle: Awaited<ReturnType<typeof startAisle>>;
try {
  aisle = await startAisle({
    config, logger,
    onSeedProgress: (done, total) => {
      const pct = total ? Math.floor((done / total) * 10) * 10 : -1;
      if (pct !== lastPct) { lastPct = pct; logger.info({ module: 'demo', done, total }, 'loading demo catalog'); }
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
process.on('uncaughtException', (err) => { logger.fatal({ err }, 'uncaught exception'); process.exit(1); });
process.on('unhandledRejection', (err) => { logger.fatal({ err }, 'unhandled promise rejection'); process.exit(1); });
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
