/**
 * The sending side of bench/shopify-webhooks.ts, run in a worker thread so that, as with Shopify, the client does not
 * share the server's event loop (on one thread the client's own HTTP work delayed the server's, and its latencies
 * counted the server's work as its own queueing). It sends the prepared deliveries over keep-alive HTTP/1.1
 * connections, `concurrency` in flight for the whole run, and posts back {@link ClientResult}.
 */
import http from 'node:http';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';

/** What the worker is given: the endpoint, the signed deliveries (headers and exact body), how many in flight. */
export type ClientInput = { url: string; deliveries: { headers: Record<string, string>; body: string }[]; concurrency: number };

/**
 * What the worker posts back: `latencies` (ms, request sent → answer read, one per delivery), answers that were not
 * 200 or failed (`errors`), 200 answers saying `duplicate`, the sending time (s) and the worker's own CPU time (µs).
 */
export type ClientResult = { latencies: number[]; errors: number; duplicates: number; seconds: number; cpuUs: number };

/** Send every delivery; resolves when all were answered. */
export async function sendAll(input: ClientInput): Promise<ClientResult> {
  const url = new URL(input.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: input.concurrency });
  const latencies: number[] = [];
  let errors = 0;
  let duplicates = 0;
  const send = (d: ClientInput['deliveries'][number]) => new Promise<void>((resolve) => {
    const t = performance.now();
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: d.headers, agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { text += c; });
      res.on('end', () => {
        latencies.push(performance.now() - t);
        if (res.statusCode !== 200) errors++;
        else if (text.includes('"duplicate"')) duplicates++;
        resolve();
      });
    });
    req.on('error', () => { errors++; resolve(); });
    req.end(d.body);
  });
  let next = 0;
  const cpu0 = process.threadCpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: input.concurrency }, async () => {
    while (next < input.deliveries.length) await send(input.deliveries[next++]!);
  }));
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.threadCpuUsage(cpu0);
  agent.destroy();
  return { latencies, errors, duplicates, seconds, cpuUs: cpu.user + cpu.system };
}

if (!isMainThread && parentPort && (workerData as { shopifyWebhooksClient?: ClientInput } | null)?.shopifyWebhooksClient) {
  parentPort.postMessage(await sendAll((workerData as { shopifyWebhooksClient: ClientInput }).shopifyWebhooksClient));
}
