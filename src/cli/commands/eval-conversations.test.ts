import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { after, test } from 'node:test';
import { startTestServer } from '../../../test/support/server.ts';
import { run } from './eval-conversations.ts';

const dir = mkdtempSync(join(tmpdir(), 'aisle-eval-conv-'));
const server = await startTestServer();
after(async () => { await server.stop(); rmSync(dir, { recursive: true, force: true }); });

test('eval conversations plays each turn through the widget API and reports passes and failures', async () => {
  const file = join(dir, 'c.jsonl');
  writeFileSync(file, [
    JSON.stringify({ id: 'ok', turns: [{ say: 'scented candles', expect: { products: true, title_re: 'candle' } }, { say: 'hi there', expect: { products: false } }] }),
    JSON.stringify({ id: 'bad', turns: [{ say: 'scented candles', expect: { products: false, text_re: 'no such words here' } }] }),
  ].join('\n'));
  let out = '';
  const stdout = new PassThrough();
  stdout.on('data', (d) => { out += d; });
  const code = await run(['--data', file, '--url', server.url, '--json'], { stdin: Readable.from(['']), stdout, stderr: new PassThrough() });
  assert.equal(code, 0);
  const report = JSON.parse(out);
  assert.deepEqual(Object.keys(report), ['conversations', 'turns', 'turn_pass', 'conversation_pass', 'failures']);
  assert.equal(report.conversations, 2);
  assert.equal(report.turns, 3);
  assert.equal(report.turn_pass, 0.6667);
  assert.equal(report.conversation_pass, 0.5);
  assert.equal(report.failures.length, 1);
  const [f] = report.failures;
  assert.equal(f.id, 'bad');
  assert.equal(f.say, 'scented candles');
  assert.equal(f.why.length, 2);
  assert.match(f.answer.cards[0], /candle/i);
});
