/**
 * `aisle bench fuzz --requests 20000 --json [--url URL] [--concurrency 8] [--seed N]`: hostile requests generated from
 * /api/v1/openapi.json (test/support/fuzz.ts, fast-check) against a real server with valid staff and widget
 * credentials. Without --url it starts Aisle as a child process (fresh data dir under the OS temp folder, demo store;
 * loopback-only outbound allowed nowhere). With --url, the server must have the demo store and its owner's sign-in in
 * AISLE_BENCH_OWNER="email:password".
 * Output (stdout, one JSON object): {"requests","five_xx","findings","by_status","by_defect_5xx","seconds","seed"} —
 * `findings` counts every broken rule (5xx, a 4xx that is not problem+json with a stable code, a refused-but-stored
 * write), `five_xx` the 5xx among them; the first few findings go to stderr. Exit code 1 when any finding.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import type { CliIo } from '../src/cli/io.ts';
import { startChildServer, stopChildServer, type ChildServer } from '../src/cli/child-server.ts';
import { signIn } from '../test/support/admin-client.ts';
import { collectFuzzContext } from '../test/support/fuzz-context.ts';
import { describeRequest, requestsOf, sendAndJudge } from '../test/support/fuzz.ts';

/** Run the bench; prints one JSON object. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args: argv, options: {
    requests: { type: 'string', default: '20000' }, concurrency: { type: 'string', default: '8' }, url: { type: 'string' },
    seed: { type: 'string' }, json: { type: 'boolean', default: false },
  } });
  const total = Number(values.requests);
  const seed = values.seed ? Number(values.seed) : Date.now() % 2 ** 31;
  let child: ChildServer['child'] | null = null;
  let dataDir: string | null = null;
  let url = values.url;
  let owner: { email: string; password: string };
  try {
    if (!url) {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'aisle-fuzz-'));
      io.stderr.write(`starting Aisle (data in ${dataDir})...\n`);
      ({ url, child } = await startChildServer({ AISLE_DATA_DIR: dataDir, AISLE_OUTBOUND_ALLOW: '' }));
      const secrets = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8')) as { demoOwnerPassword: string };
      owner = { email: 'demo-owner@example.com', password: secrets.demoOwnerPassword };
    } else {
      const [email, password] = (process.env.AISLE_BENCH_OWNER ?? '').split(/:(.*)/s);
      if (!email || !password) throw new Error('with --url, set AISLE_BENCH_OWNER=email:password (the demo owner of that server)');
      owner = { email, password };
    }
    const staff = await signIn(url, owner.email, owner.password);
    const ctx = await collectFuzzContext(url, staff);
    const doc = await (await fetch(`${url}/api/v1/openapi.json`)).json();
    const requests = fc.sample(requestsOf(doc, ctx), { numRuns: total, seed });
    const byStatus: Record<string, number> = {};
    const byDefect5xx: Record<string, number> = {};
    let findings = 0;
    let fiveXx = 0;
    let next = 0;
    const started = performance.now();
    await Promise.all(Array.from({ length: Number(values.concurrency) }, async () => {
      while (next < requests.length) {
        const r = requests[next++]!;
        const v = await sendAndJudge(url!, r).catch((err: Error & { cause?: { code?: string; message?: string } }) => ({
          status: 0, problem: `request failed: ${err.message}${err.cause ? ` (${err.cause.code ?? ''} ${err.cause.message ?? ''})` : ''}`,
        }));
        byStatus[v.status] = (byStatus[v.status] ?? 0) + 1;
        if (v.problem) {
          findings++;
          if (v.status >= 500 || v.status === 0) { fiveXx++; byDefect5xx[r.defect] = (byDefect5xx[r.defect] ?? 0) + 1; }
          if (findings <= 10) io.stderr.write(`${v.problem}\n  ${describeRequest(r)}\n`);
        }
      }
    }));
    const up = (await fetch(`${url}/healthz`).catch(() => null))?.status === 200;
    const result = {
      requests: requests.length, five_xx: fiveXx, findings, server_up: up, by_status: byStatus, by_defect_5xx: byDefect5xx,
      seconds: Math.round((performance.now() - started) / 100) / 10, seed,
    };
    io.stdout.write(`${JSON.stringify(result)}\n`);
    return findings > 0 || !up ? 1 : 0;
  } finally {
    if (child) {
      await stopChildServer(child);
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

if (fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await run(process.argv.slice(2), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });
}
