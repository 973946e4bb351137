import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { after, before, test } from 'node:test';
import { Hono } from 'hono';
import { handleError } from '../shared/http.ts';
import { escapeHtml } from './demo-page.ts';
import { createWebRoutes } from './routes.ts';
import { silentLogger } from '../shared/logger.ts';

let dir = '';
let app: Hono;

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'aisle-web-'));
  await writeFile(join(dir, 'widget.js'), 'console.log("launcher")');
  await writeFile(join(dir, 'panel.js'), 'export function mount(){}');
  app = new Hono();
  app.onError(handleError(silentLogger));
  app.route('/', createWebRoutes({ distDir: dir }));
});
after(() => rm(dir, { recursive: true, force: true }));

test('GET /widget.js serves the launcher as JavaScript with CORS * and a short cache', async () => {
  const r = await app.request('/widget.js');
  assert.equal(r.status, 200);
  assert.match(r.headers.get('content-type')!, /^text\/javascript/);
  assert.equal(r.headers.get('access-control-allow-origin'), '*');
  assert.equal(r.headers.get('cache-control'), 'public, max-age=300');
  assert.equal(await r.text(), 'console.log("launcher")');
});

test('precompressed variants by Accept-Encoding, an ETag per variant, and 304 with the CORS headers kept', async () => {
  // What scripts/precompress.ts writes beside each built file.
  await writeFile(join(dir, 'shop.js'), 'x'.repeat(5000));
  await writeFile(join(dir, 'shop.js.br'), brotliCompressSync('x'.repeat(5000)));
  await writeFile(join(dir, 'shop.js.gz'), gzipSync('x'.repeat(5000)));
  const br = await app.request('/widget/shop.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  assert.equal(br.headers.get('content-encoding'), 'br');
  assert.equal(br.headers.get('vary'), 'Accept-Encoding');
  assert.ok(Number(br.headers.get('content-length')) < 100);
  const gz = await app.request('/widget/shop.js', { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(gz.headers.get('content-encoding'), 'gzip');
  const plain = await app.request('/widget/shop.js');
  assert.equal(plain.headers.get('content-encoding'), null);
  assert.equal(plain.headers.get('vary'), 'Accept-Encoding');
  assert.equal((await plain.text()).length, 5000);
  const tags = new Set([br, gz, plain].map((r) => r.headers.get('etag')));
  assert.equal(tags.size, 3, 'each variant has its own ETag');
  const again = await app.request('/widget/shop.js', { headers: { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': br.headers.get('etag')! } });
  assert.equal(again.status, 304);
  assert.equal(await again.text(), '');
  assert.equal(again.headers.get('access-control-allow-origin'), '*');
  assert.equal(again.headers.get('cache-control'), 'public, max-age=300');
  assert.equal(again.headers.get('etag'), br.headers.get('etag'));
});

test('GET /widget/panel.js serves the panel chunk; unknown or traversing names are 404 problems', async () => {
  const r = await app.request('/widget/panel.js');
  assert.equal(r.status, 200);
  assert.equal(r.headers.get('access-control-allow-origin'), '*');
  for (const path of ['/widget/nope.js', '/widget/..%2Fpanel.js', '/widget/panel.css', '/widget/%2e%2e%2fetc%2fpasswd']) {
    const bad = await app.request(path);
    assert.equal(bad.status, 404, path);
    assert.equal(bad.headers.get('content-type'), 'application/problem+json');
    assert.equal(((await bad.json()) as { code: string }).code, 'not_found');
  }
});

test('GET /demo/:store embeds the widget exactly as a merchant would, with the handle escaped', async () => {
  const r = await app.request('http://shop.test:8080/demo/demo');
  assert.equal(r.status, 200);
  assert.match(r.headers.get('content-type')!, /^text\/html/);
  const html = await r.text();
  assert.ok(html.includes('<script src="http://shop.test:8080/widget.js" data-store="demo" async></script>'));
  assert.ok(html.includes('<body data-store="demo">'));
  const csp = r.headers.get('content-security-policy')!;
  const nonce = /'nonce-([0-9a-f]+)'/.exec(csp)![1];
  assert.ok(html.includes(`<script nonce="${nonce}">`));
  assert.ok(!/innerHTML/.test(html), 'the page script builds DOM with textContent only');

  const evil = await (await app.request(`/demo/${encodeURIComponent('"><img src=x onerror=alert(1)>')}`)).text();
  assert.ok(!evil.includes('<img src=x'));
  assert.ok(evil.includes('data-store="&#34;&#62;&#60;img src=x onerror=alert(1)&#62;"'));
});

test('escapeHtml escapes the five HTML-significant characters', () => {
  assert.equal(escapeHtml(`<a href="x" title='y'>&</a>`), '&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;');
});
