/**
 * Start Aisle as a child process (the real server: `node src/main.ts`, local model unless the environment names a
 * provider) for commands that measure it over HTTP: `aisle bench turns` and `aisle eval conversations`. The shopper
 * rate limits are raised so that the limiter does not shape the measurement; `env` adds or overrides variables.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A started child server: its base URL (`http://127.0.0.1:PORT`) and process (kill it when done). */
export type ChildServer = { url: string; child: ChildProcess };

/**
 * Spawn the server on a free port and wait until it prints its demo storefront URL.
 * @throws Error when the process exits before it is up
 */
export async function startChildServer(env: Record<string, string> = {}): Promise<ChildServer> {
  const child = spawn(process.execPath, [fileURLToPath(new URL('../main.ts', import.meta.url))], {
    env: {
      ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', AISLE_RATE_VISITOR_PER_MIN: '100000', AISLE_RATE_STORE_PER_MIN: '10000000',
      AISLE_ORDER_LOOKUP_MAX_FAILS: '100000', AISLE_ORDER_LOOKUP_MAX_FAILS_PER_STORE: '100000', AISLE_PAYMENTS: 'test',
      AISLE_RATE_STORE_IP_PER_MIN: '10000000', AISLE_WIDGET_SESSIONS_PER_IP_PER_MIN: '10000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = out.match(/Demo storefront:\s+(http:\/\/[^/\s]+)/);
      if (m) resolve(m[1]!.replace('localhost', '127.0.0.1'));
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { url, child };
}

/** Stop a child server started by {@link startChildServer}: SIGTERM, then wait for it to exit (at once if it already has). */
export async function stopChildServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}
