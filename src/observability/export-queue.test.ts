/**
 * The export queue (export-queue.ts) on its own: the bound, retries with backoff, drops counted and handed to
 * `persist` (Settings), a batch that succeeds on a retry.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ExportQueue, type StatusDelta } from './export-queue.ts';

describe('the trace export queue', () => {
  it('is bounded: past maxQueued an item is dropped at once and counted', async () => {
    const sent: number[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    const q = new ExportQueue<number>({ maxQueued: 3, batchSize: 10, delayMs: 0 });
    const sink = () => ({ send: async (items: number[]) => { await gate; sent.push(items); } });
    const kept = [1, 2, 3, 4, 5].map((i) => q.enqueue('a', sink, i));
    assert.deepEqual(kept, [true, true, true, false, false]);
    assert.equal(q.queued, 3);
    assert.equal(q.status('a').dropped, 2);
    release();
    await q.idle();
    assert.deepEqual(sent, [[1, 2, 3]]);
    assert.equal(q.status('a').sent, 3);
    await q.close(0);
  });

  it('retries a failing batch with backoff, then drops and counts it with the last error', async () => {
    const attempts: number[] = [];
    const deltas: StatusDelta[] = [];
    const q = new ExportQueue<string>({
      delayMs: 0, retries: 2, minBackoffMs: 40, maxBackoffMs: 80, persist: async (_key, d) => { deltas.push(d); },
    });
    const sink = () => ({ send: async () => { attempts.push(performance.now()); throw new Error(`HTTP 503 from /runs/multipart (attempt ${attempts.length})`); } });
    q.enqueue('a', sink, 'x');
    q.enqueue('a', sink, 'y');
    await q.idle();
    assert.equal(attempts.length, 3, 'the first attempt and 2 retries');
    for (let i = 1; i < attempts.length; i++) assert.ok(attempts[i]! - attempts[i - 1]! >= 35, `attempt ${i + 1} waited (backoff)`);
    const s = q.status('a');
    assert.equal(s.sent, 0);
    assert.equal(s.dropped, 2);
    assert.equal(s.queued, 0);
    assert.match(s.lastError ?? '', /503.*attempt 3/);
    await q.persistNow();
    assert.equal(deltas.reduce((n, d) => n + d.dropped, 0), 2, 'the drop is handed to persist (Settings)');
    await q.close(0);
  });

  it('a batch that succeeds on a retry counts as sent, its failed attempt kept as the last error', async () => {
    let n = 0;
    const q = new ExportQueue<string>({ delayMs: 0, retries: 3, minBackoffMs: 5, maxBackoffMs: 10 });
    q.enqueue('a', () => ({ send: async () => { if (n++ === 0) throw new Error('TimeoutError: The operation was aborted due to timeout'); } }), 'x');
    await q.idle();
    const s = q.status('a');
    assert.deepEqual([s.sent, s.dropped], [1, 0]);
    assert.match(s.lastError ?? '', /Timeout/);
    assert.ok(s.lastSuccessAt && s.lastErrorAt && s.lastSuccessAt >= s.lastErrorAt);
    await q.close(0);
  });
});
