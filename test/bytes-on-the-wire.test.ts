/**
 * Bytes on the wire, measured from a running server as a browser asks (`Accept-Encoding: br, gzip`), counting the
 * raw bytes received (no client-side decoding): the admin's first load (index.html and every script and stylesheet
 * it names) ≤ 200 KB, the widget's launcher + panel ≤ 16 KB, every JS/CSS file over 1 KB compressed, ETag/304,
 * JSON answers over 1 KB compressed, and SSE never compressed or buffered (issue 15's targets).
 */
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, test } from 'node:test';
import { prepareWebAssets } from './support/browser.ts';
import { KEEP_ALIVE_MS } from '../src/server.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { openSession } from './support/widget-client.ts';

/** Admin first load budget (bytes on the wire). */
const ADMIN_FIRST_LOAD_MAX = 200_000;
/** Widget launcher + panel budget (bytes on the wire). */
const WIDGET_MAX = 16_384;

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; bytes: number; body: Buffer };

/** GET with node:http, which does not decode: `bytes` is what crossed the wire (body only). */
function get(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'br, gzip', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => { const body = Buffer.concat(chunks); resolve({ status: res.statusCode!, headers: res.headers, bytes: body.length, body }); });
      res.on('error', reject);
    }).on('error', reject).end();
  });
}

let srv: TestServer;
before(async () => {
  await prepareWebAssets();
  srv = await startTestServer();
});
after(() => srv?.stop());

test('admin first load: index.html and the files it names come precompressed, within budget; hashed assets are immutable', async () => {
  const index = await get(`${srv.url}/admin/`);
  assert.equal(index.status, 200);
  assert.equal(index.headers['content-encoding'], 'br');
  assert.match(String(index.headers['content-security-policy']), /script-src 'self'/);
  assert.equal(index.headers['cache-control'], 'no-cache');
  const html = (await get(`${srv.url}/admin/`, { 'accept-encoding': 'identity' })).body.toString();
  const names = [...html.matchAll(/(?:src|href)="(\/admin\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  assert.ok(names.some((n) => n.endsWith('.css')) && names.some((n) => n.endsWith('.js')), 'the page names its scripts and stylesheet');
  let total = index.bytes;
  for (const name of names) {
    const r = await get(srv.url + name);
    assert.equal(r.status, 200, name);
    assert.equal(r.headers['content-encoding'], 'br', name);
    assert.equal(r.headers.vary, 'Accept-Encoding', name);
    assert.equal(r.headers['cache-control'], 'public, max-age=31536000, immutable', name);
    total += r.bytes;
  }
  console.log(JSON.stringify({ admin_first_load_wire_bytes: total, files: names.length + 1 }));
  assert.ok(total <= ADMIN_FIRST_LOAD_MAX, `admin first load ${total} B > ${ADMIN_FIRST_LOAD_MAX} B`);
  // Revalidating index.html costs a 304 and no body.
  const again = await get(`${srv.url}/admin/`, { 'if-none-match': String(index.headers.etag) });
  assert.equal(again.status, 304);
  assert.equal(again.bytes, 0);
  assert.match(String(again.headers['content-security-policy']), /script-src 'self'/);
});

test('widget: launcher + panel within budget, gzip for clients without Brotli, 304 keeps CORS', async () => {
  let total = 0;
  for (const path of ['/widget.js', '/widget/panel.js']) {
    const br = await get(srv.url + path);
    assert.equal(br.headers['content-encoding'], 'br', path);
    assert.equal(br.headers['access-control-allow-origin'], '*', path);
    assert.equal(br.headers['cache-control'], 'public, max-age=300', path);
    total += br.bytes;
    const gz = await get(srv.url + path, { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip', path);
    assert.notEqual(gz.headers.etag, br.headers.etag, 'each encoding has its own ETag');
    const revalidated = await get(srv.url + path, { 'if-none-match': String(br.headers.etag) });
    assert.equal(revalidated.status, 304, path);
    assert.equal(revalidated.headers['access-control-allow-origin'], '*', path);
  }
  console.log(JSON.stringify({ widget_launcher_panel_wire_bytes: total }));
  assert.ok(total <= WIDGET_MAX, `widget launcher + panel ${total} B > ${WIDGET_MAX} B`);
});

test('every admin and widget JS/CSS file over 1 KB is sent compressed', async () => {
  const html = (await get(`${srv.url}/admin/`, { 'accept-encoding': 'identity' })).body.toString();
  const entry = /src="(\/admin\/assets\/index-[^"]+\.js)"/.exec(html)![1]!;
  const js = (await get(srv.url + entry, { 'accept-encoding': 'identity' })).body.toString();
  // Lazy screens are named in the entry chunk (dynamic imports and their preload lists).
  const lazy = [...js.matchAll(/"(?:\.\/|assets\/)?([\w.-]+\.(?:js|css))"/g)].map((m) => `/admin/assets/${m[1]}`);
  const files = [...new Set([...lazy, '/widget.js', '/widget/panel.js', '/widget/shop.js'])];
  let checked = 0;
  for (const f of files) {
    const plain = await get(srv.url + f, { 'accept-encoding': 'identity' });
    if (plain.status !== 200 || plain.bytes <= 1024) continue;
    const r = await get(srv.url + f);
    assert.equal(r.headers['content-encoding'], 'br', f);
    assert.ok(r.bytes < plain.bytes, f);
    checked++;
  }
  assert.ok(checked >= 10, `only ${checked} files checked`);
});

test('JSON over 1 KB is compressed, small JSON is not; SSE is never compressed and arrives as it is written', async () => {
  const doc = await get(`${srv.url}/api/v1/openapi.json`);
  assert.equal(doc.headers['content-encoding'], 'gzip');
  assert.match(String(doc.headers.vary), /Accept-Encoding/);
  const plainDoc = await get(`${srv.url}/api/v1/openapi.json`, { 'accept-encoding': 'identity' });
  assert.ok(doc.bytes * 4 < plainDoc.bytes, `openapi.json ${plainDoc.bytes} B → ${doc.bytes} B`);
  const health = await get(`${srv.url}/healthz`);
  assert.equal(health.headers['content-encoding'], undefined);

  const s = await openSession(srv.url);
  const res = await fetch(`${srv.url}/api/v1/widget/conversations/${s.conversation_id}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'accept-encoding': 'br, gzip', authorization: `Bearer ${s.token}` },
    body: JSON.stringify({ text: 'do you have a rain jacket?' }),
  });
  assert.match(res.headers.get('content-type')!, /^text\/event-stream/);
  assert.equal(res.headers.get('content-encoding'), null);
  // Uncompressed, so each event is readable text the moment it is written (no compressor block holds it back).
  const text = await res.text();
  assert.match(text, /^event: /m);
  assert.match(text, /^event: done$/m);
});

test('idle keep-alive connections stay open 65 s, past a load balancer\'s 60 s and a loaded client\'s reuse', async () => {
  // A client's pool reads this hint and stops reusing a connection a second before it ends (undici): with Node's default
  // 5 s, a client slowed by load could send a request on a connection the server was closing ("other side closed").
  const health = await get(`${srv.url}/healthz`, { connection: 'keep-alive' });
  assert.equal(health.headers['keep-alive'], `timeout=${KEEP_ALIVE_MS / 1000}`);
  assert.ok(KEEP_ALIVE_MS > 60_000);
});
