import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createSecretBox } from './secret-box.ts';

const SECRET = 'an-app-secret-of-enough-length';

test('seal/open round trip; every seal differs (fresh IV); the key never appears in the sealed text', () => {
  const box = createSecretBox(SECRET, 'store-model-api-key');
  const key = 'sk-test-1234567890abcdef';
  const a = box.seal(key, 'store-a');
  const b = box.seal(key, 'store-a');
  assert.notEqual(a, b);
  assert.ok(!a.includes(key) && !a.includes(Buffer.from(key).toString('base64url')));
  assert.match(a, /^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
  assert.equal(box.open(a, 'store-a'), key);
  assert.equal(box.open(b, 'store-a'), key);
});

test('open refuses another aad, another purpose, another secret and altered ciphertext', () => {
  const box = createSecretBox(SECRET, 'store-model-api-key');
  const sealed = box.seal('sk-live-abc', 'store-a');
  assert.throws(() => box.open(sealed, 'store-b'));
  assert.throws(() => createSecretBox(SECRET, 'other-purpose').open(sealed, 'store-a'));
  assert.throws(() => createSecretBox(`${SECRET}-rotated`, 'store-model-api-key').open(sealed, 'store-a'));
  const [v, iv, tag, ct] = sealed.split('.');
  const flipped = Buffer.from(ct!, 'base64url');
  flipped[0] = flipped[0]! ^ 1;
  assert.throws(() => box.open([v, iv, tag, flipped.toString('base64url')].join('.'), 'store-a'));
  assert.throws(() => box.open('plain text', 'store-a'), /not a sealed secret/);
  assert.throws(() => createSecretBox('short', 'x'), /at least 16/);
});
