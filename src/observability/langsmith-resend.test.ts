/**
 * A LangSmith batch sent again after a timeout (issue 10: 1,600 runs arrived twice in one volume bench under load).
 * LangSmith's ingest is idempotent per run id and operation, and answers a request whose runs all arrived before with
 * 409 "payloads already received"; the stand-in does the same (test/support/fake-langsmith.ts). Aisle's delivery is
 * at-least-once: the queue re-sends a batch whose answer did not come in time, and the 409 counts as delivered.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { ExportQueue } from './export-queue.ts';
import { LangSmithSender, type LangSmithTurn } from './langsmith.ts';
import { startFakeLangSmith, type FakeLangSmith } from '../../test/support/fake-langsmith.ts';

/** A turn of two runs (root chain, child llm) as LangSmith ingests them. */
function turnOf(): LangSmithTurn {
  const rootId = randomUUID();
  const childId = randomUUID();
  const t = '20260101T000000000000Z';
  return {
    rootId, rootTags: ['store:test'], rootMetadata: {},
    ops: [
      { op: 'create', run: { id: rootId, trace_id: rootId, dotted_order: `${t}${rootId}`, name: 'turn', run_type: 'chain', start_time: 1, end_time: 3, inputs: {}, outputs: {} } },
      { op: 'create', run: {
        id: childId, trace_id: rootId, parent_run_id: rootId, dotted_order: `${t}${rootId}.${t}${childId}`, name: 'model', run_type: 'llm', start_time: 1, end_time: 2,
        inputs: {}, outputs: {},
      } },
    ],
  };
}

describe('a LangSmith batch re-sent after a timeout', () => {
  let ls: FakeLangSmith;
  before(async () => { ls = await startFakeLangSmith(); });
  after(async () => { await ls.close(); });

  for (const multipart of [true, false]) {
    it(`arrives once in LangSmith and counts as sent, not dropped (${multipart ? 'multipart' : 'batch'} ingest)`, async () => {
      ls.policy.multipart = multipart;
      const sender = new LangSmithSender({ apiUrl: ls.url, apiKey: null, project: `resend-${multipart}`, redact: null, timeoutMs: 1000 });
      await sender.info(); // /info read before the slow answers start
      const queue = new ExportQueue<LangSmithTurn>({ delayMs: 0, retries: 3, minBackoffMs: 10, maxBackoffMs: 20 });
      const turns = [turnOf(), turnOf()];
      const conflictsBefore = ls.conflicts;
      // The stand-in takes the first attempt in but answers after the client stopped waiting; the retry is answered at once.
      // The retry waits until the first attempt's runs are held (a loaded machine may still be reading its body when the
      // client gives up), so the 409 does not depend on timing.
      ls.policy.answerAfterMs = 2500;
      const held = () => turns.every((t) => t.ops.every((o) => ls.creates.has(String(o.run.id))));
      const sink = { send: async (batch: LangSmithTurn[]) => {
        try {
          await sender.send(batch);
        } finally {
          for (let i = 0; i < 200 && !held(); i++) await new Promise((r) => setTimeout(r, 25));
          ls.policy.answerAfterMs = null;
        }
      } };
      for (const t of turns) queue.enqueue('ls', () => sink, t);
      await queue.idle();
      const status = queue.status('ls');
      await queue.close(0);

      assert.match(status.lastError ?? '', /timeout|abort/i, 'the first attempt timed out');
      assert.equal(status.sent, 2, 'both turns counted as sent');
      assert.equal(status.dropped, 0);
      assert.equal(ls.conflicts - conflictsBefore, 1, 'the re-sent batch was answered 409: already received');
      for (const t of turns) {
        for (const o of t.ops) {
          const id = String(o.run.id);
          assert.equal(ls.creates.get(id), 2, 'each run was delivered twice (at-least-once)');
          assert.equal(ls.runs.get(id)?.trace_id, t.rootId, 'and is held once, in its trace');
        }
      }
    });
  }
});
