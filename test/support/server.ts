/**
 * A real Aisle server for HTTP and browser tests: its own database cloned from the demo template, real HTTP
 * on a free port (port 0), the built-in local model.
 *
 * Several processes sharing one database (DESIGN.md scale-out): pass `{ databaseUrl }` of a running test
 * server to start a second Aisle in this process on the same database, or use {@link spawnTestServer} to
 * start one in a separate Node process.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../src/config.ts';
import { startAisle, type Aisle } from '../../src/server.ts';
import { cloneTestDatabase, testCacheDir } from './db.ts';
import { testLogger } from './logger.ts';

/** A running test server. */
export type TestServer = Aisle;

/** Options of {@link startTestServer}: `databaseUrl` = share that database (not dropped by this server's stop). */
export type TestServerOptions = { databaseUrl?: string };

/** Configuration of a test server on `url`, with `env` overrides (loopback outbound calls allowed unless overridden). */
function testConfig(url: string, env: Record<string, string>) {
  return loadConfig({
    PORT: '0', HOST: '127.0.0.1', DATABASE_URL: url, AISLE_DATA_DIR: path.dirname(testCacheDir()), LOG_LEVEL: 'silent',
    // Tests' receivers (fake webhooks, model servers, EventBridge) listen on loopback: allowed, as an operator would.
    AISLE_OUTBOUND_ALLOW: '127.0.0.0/8,::1/128',
    AISLE_SIGNUP_MAX_PER_IP: '10000', // every test signs its stores up from 127.0.0.1; test/sign-in-limits.test.ts sets its own
    // Every test looks orders up from 127.0.0.1, wrong pairs included; test/order-lookup-limits.test.ts sets its own.
    AISLE_ORDER_LOOKUP_MAX_FAILS: '10000', AISLE_ORDER_LOOKUP_MAX_FAILS_PER_STORE: '10000',
    // Tests check out with the built-in test provider; test/payments-off.test.ts turns it off ('').
    AISLE_PAYMENTS: 'test',
    // The warm-up after start (search tagger, every language's lexicons, the language detector: ~3-4 s of CPU) is
    // skipped: most test servers never use it, and those that do load the same data on first use. Servers started as
    // `node src/main.ts` (embedded, env-file, two-process tests) keep the default and run it.
    AISLE_WARM_UP: '0',
    // Every test opens its widget sessions and sends its messages from 127.0.0.1; test/widget-limits.test.ts sets its own.
    AISLE_WIDGET_SESSIONS_PER_IP_PER_MIN: '100000', AISLE_RATE_STORE_IP_PER_MIN: '100000',
    ...env,
  });
}

/** Start Aisle on a fresh clone of the demo database; `env` overrides configuration (e.g. OPENAI_BASE_URL). */
export async function startTestServer(env: Record<string, string> = {}, opts: TestServerOptions = {}): Promise<TestServer> {
  let url = opts.databaseUrl;
  let drop = async () => {};
  if (!url) {
    const clone = await cloneTestDatabase('demo');
    url = clone.database.url;
    drop = clone.drop;
    await clone.database.pool.end().catch(() => {});
  }
  // Unexpected server errors are printed so a failing test shows why.
  const aisle = await startAisle({ config: testConfig(url, env), logger: testLogger.child({ server: 'test' }) });
  const stop = aisle.stop;
  return { ...aisle, stop: async () => { await stop(); await drop(); } };
}

/** An Aisle running in a child Node process: its URL, the demo owner's sign-in, and a stop function (SIGTERM, then wait for exit). */
export type SpawnedServer = { url: string; pid: number; demoOwner: { email: string; password: string } | null; stop: () => Promise<void> };

const CHILD = fileURLToPath(new URL('./server-process.ts', import.meta.url));

/**
 * Start Aisle in a separate Node process on `databaseUrl` (a database some test server already uses).
 * @throws Error when the child exits before printing its URL
 */
export async function spawnTestServer(databaseUrl: string, env: Record<string, string> = {}): Promise<SpawnedServer> {
  const child = spawn(process.execPath, [CHILD], {
    env: { ...process.env, AISLE_CHILD_DATABASE_URL: databaseUrl, AISLE_CHILD_ENV: JSON.stringify(env), AISLE_TEST_CACHE_DIR: testCacheDir() },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const { url, demoOwner } = await new Promise<{ url: string; demoOwner: SpawnedServer['demoOwner'] }>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (l) => { const m = /^AISLE_URL=(\S+) (.*)$/.exec(l); if (m) resolve({ url: m[1]!, demoOwner: JSON.parse(m[2]!) }); });
    child.once('exit', (code) => reject(new Error(`server process exited with ${code} before starting`)));
  });
  return { url, pid: child.pid!, demoOwner, stop: async () => { if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM'); await exited; } };
}

/** Child-process entry (spawnTestServer): start Aisle from the env, print `AISLE_URL=<url> <demo owner JSON>`, stop on SIGTERM. */
export async function runChildServer(): Promise<void> {
  const env = JSON.parse(process.env.AISLE_CHILD_ENV ?? '{}') as Record<string, string>;
  const aisle = await startAisle({ config: testConfig(process.env.AISLE_CHILD_DATABASE_URL!, env), logger: testLogger.child({ server: 'child' }) });
  process.stdout.write(`AISLE_URL=${aisle.url} ${JSON.stringify(aisle.demoOwner)}\n`);
  process.once('SIGTERM', () => { void aisle.stop().then(() => process.exit(0)); });
}
