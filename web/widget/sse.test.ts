import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createSseParser, readSse, type SseEvent } from './sse.ts';

const parseAll = (chunks: string[]): SseEvent[] => {
  const out: SseEvent[] = [];
  const p = createSseParser((e) => out.push(e));
  for (const c of chunks) p.push(c);
  p.end();
  return out;
};

test('parses named events with JSON data, ignoring comments and heartbeats', () => {
  const out = parseAll([': ping\n\nevent: delta\ndata: {"text":"Hi"}\n\nevent: done\ndata: {"message":{}}\n\n']);
  assert.deepEqual(out, [
    { event: 'delta', data: '{"text":"Hi"}' },
    { event: 'done', data: '{"message":{}}' },
  ]);
});

test('handles events split at any byte boundary', () => {
  const src = 'event: delta\ndata: {"text":"a b"}\n\nevent: part\ndata: {"part":1}\n\n';
  const whole = parseAll([src]);
  for (let i = 1; i < src.length; i++) assert.deepEqual(parseAll([src.slice(0, i), src.slice(i)]), whole, `split at ${i}`);
  assert.deepEqual(parseAll(src.split('')), whole);
});

test('accepts CRLF and CR line endings, including a CRLF split across chunks', () => {
  assert.deepEqual(parseAll(['event: a\r\ndata: 1\r\n\r\n']), [{ event: 'a', data: '1' }]);
  assert.deepEqual(parseAll(['event: a\rdata: 1\r\r']), [{ event: 'a', data: '1' }]);
  assert.deepEqual(parseAll(['event: a\r', '\ndata: 1\r', '\n\r', '\n']), [{ event: 'a', data: '1' }]);
});

test('joins multi-line data, defaults the name to message, strips one leading space only', () => {
  assert.deepEqual(parseAll(['data:  x\ndata:y\n\n']), [{ event: 'message', data: ' x\ny' }]);
});

test('resets the event name after each dispatch and skips events with no data', () => {
  assert.deepEqual(parseAll(['event: a\n\ndata: 2\n\n']), [{ event: 'message', data: '2' }]);
});

test('drops an unterminated final event and ignores id/retry fields', () => {
  assert.deepEqual(parseAll(['id: 7\nretry: 10\ndata: 1\n\ndata: partial']), [{ event: 'message', data: '1' }]);
});

test('readSse decodes a byte stream with multi-byte UTF-8 split across chunks', async () => {
  const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"café ✓"}\n\n');
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      for (let i = 0; i < bytes.length; i += 3) c.enqueue(bytes.slice(i, i + 3));
      c.close();
    },
  });
  const out: SseEvent[] = [];
  await readSse(body, (e) => out.push(e));
  assert.deepEqual(out, [{ event: 'delta', data: '{"text":"café ✓"}' }]);
});
