/** Webhook signatures and destination secret sealing; the README's verification recipe runs against real signatures. */
import assert from 'node:assert/strict';
import { readFile, writeFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import { deriveSecretKey, newWebhookSecret, signWebhook, verifyWebhookSignature } from './crypto.ts';

test('signatures verify on the exact body and time window only', () => {
  const secret = newWebhookSecret();
  const body = JSON.stringify({ id: 'e1', type: 'message.created', data: { text: 'héllo' } });
  const now = Math.floor(Date.now() / 1000);
  const header = signWebhook(secret, now, body);
  assert.match(header, /^t=\d+,v1=[0-9a-f]{64}$/);
  assert.equal(verifyWebhookSignature(secret, header, body), true);
  assert.equal(verifyWebhookSignature(secret, header, `${body} `), false, 'body changed');
  assert.equal(verifyWebhookSignature(newWebhookSecret(), header, body), false, 'other secret');
  assert.equal(verifyWebhookSignature(secret, signWebhook(secret, now - 301, body), body), false, 'too old');
  assert.equal(verifyWebhookSignature(secret, 'garbage', body), false);
});

test("the README's Node recipe verifies Aisle's signatures", async () => {
  const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8');
  const code = /```js\n(import \{ createHmac[\s\S]*?export function verifyAisleSignature[\s\S]*?)```/.exec(readme)?.[1];
  assert.ok(code, 'the recipe is in the README');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aisle-recipe-'));
  try {
    const file = path.join(dir, 'verify.mjs');
    await writeFile(file, code);
    const { verifyAisleSignature } = await import(pathToFileURL(file).href) as { verifyAisleSignature: (s: string, h: string, b: string) => boolean };
    const secret = newWebhookSecret();
    const body = '{"id":"e2","type":"refund.issued"}';
    const header = signWebhook(secret, Math.floor(Date.now() / 1000), body);
    assert.equal(verifyAisleSignature(secret, header, body), true);
    assert.equal(verifyAisleSignature(secret, header, body.replace('e2', 'e3')), false);
    assert.equal(verifyAisleSignature(secret, signWebhook(secret, Math.floor(Date.now() / 1000) - 3600, body), body), false);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('destination secrets open only with the same app secret and destination id', () => {
  const box = deriveSecretKey('app-secret-0123456789abcdef');
  const sealed = box.seal('whsec_abc', 'dest-1');
  assert.match(sealed, /^v1\./);
  assert.equal(box.open(sealed, 'dest-1'), 'whsec_abc');
  assert.throws(() => box.open(sealed, 'dest-2'));
  assert.throws(() => deriveSecretKey('another-app-secret-0123456789').open(sealed, 'dest-1'));
});
