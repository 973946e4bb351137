/**
 * A small round-robin HTTP load balancer (`aisle balance`) on http-proxy-3: each request goes to the next upstream in
 * turn, with no stickiness, so consecutive requests of one shopper or one staff member land on different Aisle
 * processes (DESIGN.md scale-out: processes keep no session state). Streams (SSE) are piped as they come. An
 * upstream that refuses the connection is skipped for {@link DOWN_MS} and the request goes to the next one (it never
 * reached the refused process); any other proxy failure answers 502 `platform_unavailable` as problem+json.
 * Used by the scale-out test and by compose.yaml; production can use any HTTP load balancer instead (docs/deploy.md).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProxyServer } from 'http-proxy-3';
import { problemFor } from '../shared/errors.ts';

/** How long an upstream that refused a connection is left out of the rotation (ms). */
export const DOWN_MS = 2000;

/** A running balancer: its URL, and `close()`. `onPick` (option) sees every choice: method, path, upstream index. */
export type Balancer = { url: string; port: number; close: () => Promise<void> };

/** Options of {@link startBalancer}: upstream base URLs, the port (0 = any) and interface to listen on. */
export type BalancerOptions = {
  upstreams: string[]; port?: number; host?: string;
  onPick?: (pick: { method: string; path: string; upstream: number }) => void;
};

/**
 * Start the balancer.
 * @throws Error when no upstream is given or the port cannot be bound
 */
export async function startBalancer(opts: BalancerOptions): Promise<Balancer> {
  if (opts.upstreams.length === 0) throw new Error('at least one upstream is needed');
  // xfwd: X-Forwarded-For/-Proto/-Host for the upstream; no timeouts, so live streams stay open.
  const proxy = createProxyServer({ xfwd: true, proxyTimeout: 0 });
  const downUntil = opts.upstreams.map(() => 0);
  let turn = 0;

  const next = (): number => {
    const now = Date.now();
    for (let i = 0; i < opts.upstreams.length; i++) {
      const k = turn++ % opts.upstreams.length;
      if (downUntil[k]! <= now) return k;
    }
    return turn++ % opts.upstreams.length; // all down: try anyway
  };

  const fail = (res: http.ServerResponse) => {
    if (res.headersSent) { res.destroy(); return; }
    const body = JSON.stringify(problemFor('platform_unavailable', 'No Aisle process answered; retry shortly'));
    res.writeHead(502, { 'content-type': 'application/problem+json', 'retry-after': '1' }).end(body);
  };

  const forward = (req: http.IncomingMessage, res: http.ServerResponse, attempt: number) => {
    const k = next();
    opts.onPick?.({ method: req.method ?? 'GET', path: (req.url ?? '/').split('?')[0]!, upstream: k });
    proxy.web(req, res, { target: opts.upstreams[k]! }, (err: Error & { code?: string }) => {
      if (err.code === 'ECONNREFUSED' && !res.headersSent) {
        downUntil[k] = Date.now() + DOWN_MS;
        // The refused process never saw the request: another one may take it (once per upstream).
        if (attempt + 1 < opts.upstreams.length) return forward(req, res, attempt + 1);
      }
      fail(res);
    });
  };

  const server = http.createServer((req, res) => forward(req, res, 0));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${opts.host && opts.host !== '0.0.0.0' ? opts.host : '127.0.0.1'}:${port}`, port,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
      proxy.close();
    }),
  };
}
