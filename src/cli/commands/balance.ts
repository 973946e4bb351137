/**
 * `aisle balance --port 8080 http://aisle-1:3000 http://aisle-2:3000`: a round-robin load balancer in front of several
 * Aisle processes (src/cli/balancer.ts). compose.yaml runs it; it stops on SIGINT/SIGTERM.
 */
import { parseArgs } from 'node:util';
import type { CliIo } from '../io.ts';
import { startBalancer } from '../balancer.ts';

/** Run the balancer until a signal; returns 2 on bad arguments. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: {
    port: { type: 'string', default: '8080' }, host: { type: 'string', default: '0.0.0.0' },
  } });
  const upstreams = positionals.filter((u) => /^https?:\/\//.test(u));
  if (upstreams.length === 0 || upstreams.length !== positionals.length) {
    io.stderr.write('usage: aisle balance [--port 8080] [--host 0.0.0.0] http://upstream-1:3000 http://upstream-2:3000 ...\n');
    return 2;
  }
  const balancer = await startBalancer({ upstreams, port: Number(values.port), host: values.host });
  io.stderr.write(`balancing ${upstreams.join(', ')} on port ${balancer.port}\n`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await balancer.close();
  return 0;
}
