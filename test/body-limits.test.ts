/**
 * Request bodies against a running Aisle in its own process (docs/security.md "Request bodies"): one global body
 * limit (AISLE_MAX_BODY_BYTES, 1 MB) read as a stream, and admin routes that refuse a caller without a session
 * before reading a byte of the body. A 20 MB body from nobody — declared with Content-Length or sent chunked —
 * answers 401 (admin) or 413 (public routes) with problem+json, and the server's RSS grows ≤ 10 MB (the unread rest
 * is drained and dropped by @hono/node-server, at most 64 MB or 500 ms, then the connection is closed).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { signUp } from './support/admin-client.ts';
import { cloneTestDatabase } from './support/db.ts';
import { spawnTestServer } from './support/server.ts';

const MB = 1024 * 1024;
const { database, drop } = await cloneTestDatabase('demo');
const server = await spawnTestServer(database.url, {});
after(async () => { await server.stop(); await database.pool.end(); await drop(); });

/** Resident set size of the server process, bytes (Linux /proc). */
function rssOf(pid: number): number {
  return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024;
}

type Answer = { status: number; type: string | undefined; body: { code?: string; detail?: string } };

/**
 * POST `bytes` of JSON-looking bytes to `path` with node:http, in 64 KiB writes (respecting backpressure), either
 * with a Content-Length or chunked; stops writing as soon as the answer arrives (the server may answer early).
 */
function post(path: string, bytes: number, opts: { chunked?: boolean; headers?: Record<string, string> } = {}): Promise<Answer> {
  const { hostname, port } = new URL(server.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise<Answer>((resolve, reject) => {
    let answered = false;
    const req = http.request({
      // A fresh keep-alive connection per request. Keep-alive matters: to a client that says `Connection: close`, Node
      // closes the socket right after the answer, with the body unread, and the reset can swallow the answer itself.
      hostname, port, path, method: 'POST', agent,
      headers: { 'content-type': 'application/json', ...(opts.chunked ? {} : { 'content-length': String(bytes) }), ...opts.headers },
    }, (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => { text += d; });
      res.on('end', () => { req.destroy(); resolve({ status: res.statusCode!, type: res.headers['content-type'], body: text ? JSON.parse(text) : {} }); });
    });
    req.on('error', (e) => { if (!answered) reject(e); });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    chunk.write('{"text":"');
    let sent = 0;
    const pump = (): void => {
      while (!answered && sent < bytes) {
        const n = Math.min(chunk.length, bytes - sent);
        sent += n;
        if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) { req.once('drain', pump); return; }
      }
      if (!answered) req.end();
    };
    pump();
  }).finally(() => agent.destroy());
}

const owner = await signUp(server.url, { store_name: 'Body limits', name: 'Owner', email: `bodies-${Date.now()}@example.com`, password: 'a-long-password-1' });

test('an unauthenticated 20 MB body: 401 on admin routes before the body is read, 413 on public routes; RSS grows ≤ 10 MB', async (t) => {
  const cases: Array<[string, { chunked?: boolean }, number, string]> = [
    ['/api/v1/admin/knowledge/articles', {}, 401, 'unauthorized'],
    ['/api/v1/admin/knowledge/articles', { chunked: true }, 401, 'unauthorized'],
    ['/api/v1/admin/catalog-imports', { chunked: true }, 401, 'unauthorized'], // its own cap is 50 MB: auth comes first
    ['/api/v1/auth/signin', {}, 413, 'payload_too_large'],
    ['/api/v1/auth/signin', { chunked: true }, 413, 'payload_too_large'],
    ['/api/v1/widget/sessions', { chunked: true }, 413, 'payload_too_large'],
  ];
  for (const [path, opts] of cases) await post(path, 1000, opts); // warm every path up before the baseline
  // The server has just started: let its RSS settle (two readings 250 ms apart within 1 MB, at most 10 s).
  for (let i = 0, last = rssOf(server.pid); i < 40; i++) {
    await sleep(250);
    const now = rssOf(server.pid);
    if (Math.abs(now - last) < MB) break;
    last = now;
  }
  // Each request is measured from the RSS just before it: the unread rest of a body is drained through 64 KiB buffers
  // that are garbage at once, and V8 frees them at its next GC, so readings across requests add up until then.
  const baseline = rssOf(server.pid);
  const steps: string[] = [];
  let worstMb = 0;
  for (const [path, opts, status, code] of cases) {
    const before = rssOf(server.pid);
    let max = before;
    const sampler = setInterval(() => { max = Math.max(max, rssOf(server.pid)); }, 5);
    try {
      const res = await post(path, 20 * MB, opts);
      assert.equal(res.status, status, `${path} ${JSON.stringify(opts)}: ${JSON.stringify(res.body)}`);
      assert.equal(res.type, 'application/problem+json');
      assert.equal(res.body.code, code);
    } finally {
      clearInterval(sampler);
    }
    max = Math.max(max, rssOf(server.pid));
    const grew = (max - before) / MB;
    worstMb = Math.max(worstMb, grew);
    steps.push(`${path}${opts.chunked ? ' (chunked)' : ''} ${status} +${grew.toFixed(1)} MB`);
  }
  const total = (rssOf(server.pid) - baseline) / MB;
  t.diagnostic(`server RSS ${Math.round(baseline / MB)} MB; per 20 MB body: ${steps.join('; ')}; after all ${cases.length}: +${total.toFixed(1)} MB`);
  assert.ok(worstMb <= 10, `RSS grew ${worstMb.toFixed(1)} MB for one 20 MB body`);
  // The server is still there for everyone.
  assert.equal((await fetch(`${server.url}/readyz`)).status, 200);
});

test('signed in, the 1 MB limit still holds (413 naming AISLE_MAX_BODY_BYTES); a body under it reaches validation', async () => {
  const headers = { cookie: owner.cookie, 'x-csrf-token': owner.session.csrf_token };
  const big = await post('/api/v1/admin/knowledge/articles', 2 * MB, { headers });
  assert.equal(big.status, 413);
  assert.equal(big.body.code, 'payload_too_large');
  assert.match(big.body.detail!, /larger than 1 MB.*\(AISLE_MAX_BODY_BYTES\)/);
  const bigChunked = await post('/api/v1/admin/knowledge/articles', 2 * MB, { headers, chunked: true });
  assert.equal(bigChunked.status, 413);
  // Just under the limit: read and parsed (this filler is not JSON, so the answer is a 400 about the body).
  const under = await post('/api/v1/admin/knowledge/articles', MB - 1, { headers, chunked: true });
  assert.equal(under.status, 400);
  assert.equal(under.body.code, 'invalid_request');
  // A real article is still accepted.
  const ok = await owner.json('/api/v1/admin/knowledge/articles', { method: 'POST', body: { title: 'Returns', body: 'Thirty days.' } });
  assert.equal(ok.status, 201, JSON.stringify(ok.body));
});

test('a request line over 16 KB: 400 problem+json, and the client may finish writing it without a reset (lingering close)', async () => {
  const { hostname, port } = new URL(server.url);
  // Half-open: the server's FIN after its answer does not end our side, so we can go on writing as fetch would.
  const socket = net.connect({ port: Number(port), host: hostname, allowHalfOpen: true });
  await new Promise<void>((resolve, reject) => { socket.once('connect', resolve); socket.once('error', reject); });
  let answer = '';
  let failed: Error | null = null;
  socket.on('data', (d: Buffer) => { answer += d.toString('latin1'); });
  socket.on('error', (e) => { failed = e; });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const head = `GET /api/v1/admin/products?q=${'x'.repeat(64 * 1024)}`;
  socket.write(head);
  for (let i = 0; i < 50 && !answer.includes('\r\n\r\n{'); i++) await sleep(20);
  assert.match(answer, /^HTTP\/1\.1 400 /);
  assert.match(answer, /content-type: application\/problem\+json/i);
  assert.match(answer, /"code":"invalid_request"/);
  // The rest of a 1 MB request line, written after the answer came (fetch and undici write it as one piece): the
  // server reads and drops it (it used to close at once, so these writes failed with EPIPE / ECONNRESET).
  for (let i = 0; i < 16; i++) {
    socket.write('x'.repeat(64 * 1024));
    await sleep(10);
  }
  socket.end(' HTTP/1.1\r\n\r\n');
  await closed;
  assert.equal(failed, null, `the client's writes failed: ${failed}`);
  assert.equal(socket.bytesWritten, head.length + 16 * 64 * 1024 + 13, 'every byte of the request was taken');
});
