/**
 * The export service's part on a turn's path (export.ts): queueing a finished turn serialises nothing — the turn is
 * held as references and serialised after it (a `setImmediate`), each LangChain message once — and a turn that cannot
 * be serialised leaves its lanes counted as dropped. Backends that never answer (nothing is meant to arrive here; the
 * end-to-end tests are langsmith-export.test.ts and otlp-export.test.ts).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { HumanMessage } from '@langchain/core/messages';
import { RunnableLambda } from '@langchain/core/runnables';
import { FakeListChatModel } from '@langchain/core/utils/testing';
import { MessagesAnnotation, StateGraph } from '@langchain/langgraph';
import { createTestDatabase } from '../../test/support/db.ts';
import { startFakeLangSmith, type FakeLangSmith } from '../../test/support/fake-langsmith.ts';
import type { Database } from '../db/index.ts';
import { createSecretBox } from '../shared/secret-box.ts';
import { createStore } from '../stores/index.ts';
import { createTraceExport, DESTINATION_SECRET_PURPOSE, sampled, type ExportingTracer, type TraceExport } from './export.ts';

const database: Database = await createTestDatabase('empty');
let hung: FakeLangSmith;
let storeId: string;

before(async () => {
  hung = await startFakeLangSmith({ hang: true });
  storeId = (await createStore(database, { handle: `x-${randomUUID().slice(0, 8)}`, name: 'Export' })).id;
});

after(async () => {
  await hung?.close();
});

/** An export to both kinds of deployment destination (the hung stand-in), batches held for a minute. */
function exportToHung(): TraceExport {
  return createTraceExport({
    database, box: createSecretBox('test-app-secret-0123456789abcdef', DESTINATION_SECRET_PURPOSE), queue: { delayMs: 60_000 },
    deployment: {
      langsmith: { apiUrl: hung.url, apiKey: 'lsv2_test', project: 'test', sampleRate: 1, workspaceId: null },
      otlp: { url: `${hung.url}/v1/traces`, headers: {}, includeContent: true },
    },
  });
}

/** One turn of a small LangGraph graph (the message in its state, a model answering) through the tracer's handlers. */
async function runTurn(tracer: ExportingTracer, traceId: string, input: unknown): Promise<void> {
  const model = new FakeListChatModel({ responses: ['It has shipped.'] });
  const graph = new StateGraph(MessagesAnnotation)
    .addNode('agent', async (state, config) => ({ messages: [await model.invoke(state.messages, config)] }))
    .addEdge('__start__', 'agent')
    .compile();
  await graph.invoke(input as never, { runId: traceId, runName: 'turn', callbacks: [tracer.handler, ...tracer.extraHandlers] });
  tracer.markRoot('done');
}

describe('trace export on the turn path', () => {
  it('queues a finished turn as references and serialises it after the turn, each message once', async () => {
    const exporter = exportToHung();
    try {
      const traceId = randomUUID();
      const tracer = await exporter.createTracer({ storeId, conversationId: randomUUID(), traceId });
      const question = new HumanMessage('Where is my order?');
      let serialised = 0;
      const toJSON = question.toJSON.bind(question);
      question.toJSON = () => { serialised++; return toJSON(); };
      await runTurn(tracer, traceId, { messages: [question] });
      const before = serialised;

      tracer.queueExport();
      assert.equal(exporter.queue.queued, 2, 'queued on the LangSmith and the OTLP destination');
      assert.equal(serialised, before, 'nothing serialised while queueing');
      await new Promise((r) => setImmediate(r));
      assert.equal(serialised - before, 1, 'serialised after the turn, the message once though several runs carry it');
      assert.equal(exporter.prepareQueued(), 0, 'nothing left to serialise');
    } finally {
      await exporter.close(0);
    }
  });

  it('takes a turn that cannot be serialised out of its lanes, counted as dropped', async () => {
    const exporter = exportToHung();
    try {
      const traceId = randomUUID();
      const tracer = await exporter.createTracer({ storeId, conversationId: randomUUID(), traceId });
      // A cycle outside messages, in a run's inputs: LangSmith's JSON cannot hold it.
      const loop: Record<string, unknown> = { name: 'loop' };
      loop.self = loop;
      const step = RunnableLambda.from(async (x: unknown) => ({ done: !!x })).withConfig({ runName: 'turn' });
      await step.invoke({ a: { b: { c: loop } } }, { runId: traceId, callbacks: [tracer.handler, ...tracer.extraHandlers] });
      tracer.markRoot('done');
      tracer.queueExport();
      assert.equal(exporter.queue.queued, 2);
      assert.equal(exporter.prepareQueued(), 1);
      assert.equal(exporter.queue.queued, 0, 'out of both lanes');
      const status = exporter.deploymentStatus();
      assert.equal(status.langsmith?.dropped, 1);
      assert.equal(status.otlp?.dropped, 1);
      assert.equal(status.langsmith?.lastError, 'turn not serialisable');
    } finally {
      await exporter.close(0);
    }
  });
});

describe('feedback on a turn whose trace rows are not written yet', () => {
  it('a rating that comes before the trace rows lands on the turn once they are written', async () => {
    const exporter = exportToHung();
    try {
      const conversationId = randomUUID();
      const traceId = randomUUID();
      // The shopper rates right after the answer; the turn's rows are written a moment later.
      const rating = exporter.recordFeedback({ storeId, conversationId, key: 'csat', score: 1 });
      await new Promise((r) => setTimeout(r, 300));
      const tracer = await exporter.createTracer({ storeId, conversationId, traceId });
      await runTurn(tracer, traceId, { messages: [new HumanMessage('Do you ship to Canada?')] });
      await tracer.flush();
      const id = await rating;
      assert.ok(id, 'the feedback is recorded');
      const { rows } = await database.pool.query<{ trace_id: string; score: number }>('SELECT trace_id, score FROM run_feedback WHERE id = $1', [id]);
      assert.deepEqual(rows, [{ trace_id: traceId, score: 1 }]);
      const root = await database.pool.query<{ feedback: unknown }>('SELECT feedback FROM runs WHERE id = $1', [traceId]);
      assert.deepEqual(root.rows[0]?.feedback, { csat: { score: 1, comment: null } });
    } finally {
      await exporter.close(0);
    }
  });

  it('a rating of a named turn waits for that turn, not the conversation\'s earlier one', async () => {
    const exporter = exportToHung();
    try {
      const conversationId = randomUUID();
      const first = randomUUID();
      const earlier = await exporter.createTracer({ storeId, conversationId, traceId: first });
      await runTurn(earlier, first, { messages: [new HumanMessage('Hi')] });
      await earlier.flush();
      const second = randomUUID();
      const rating = exporter.recordFeedback({ storeId, conversationId, traceId: second, waitForTrace: true, key: 'csat', score: 0 });
      await new Promise((r) => setTimeout(r, 300));
      const tracer = await exporter.createTracer({ storeId, conversationId, traceId: second });
      await runTurn(tracer, second, { messages: [new HumanMessage('Do you ship to Canada?')] });
      await tracer.flush();
      const id = await rating;
      const { rows } = await database.pool.query<{ trace_id: string }>('SELECT trace_id FROM run_feedback WHERE id = $1', [id]);
      assert.deepEqual(rows, [{ trace_id: second }]);
      const roots = await database.pool.query<{ id: string; feedback: unknown }>('SELECT id, feedback FROM runs WHERE id = ANY($1::uuid[])', [[first, second]]);
      assert.deepEqual(Object.fromEntries(roots.rows.map((r) => [r.id, r.feedback])), { [first]: null, [second]: { csat: { score: 0, comment: null } } });
    } finally {
      await exporter.close(0);
    }
  });

  it('gives up after the wait (null), and at once when the service closes', async () => {
    const exporter = createTraceExport({
      database, box: createSecretBox('test-app-secret-0123456789abcdef', DESTINATION_SECRET_PURPOSE), feedbackWaitMs: 200,
    });
    const started = Date.now();
    assert.equal(await exporter.recordFeedback({ storeId, conversationId: randomUUID(), key: 'csat', score: 0 }), null);
    assert.ok(Date.now() - started >= 200);
    const waiting = createTraceExport({ database, box: createSecretBox('test-app-secret-0123456789abcdef', DESTINATION_SECRET_PURPOSE) });
    const pending = waiting.recordFeedback({ storeId, conversationId: randomUUID(), key: 'csat', score: 0 });
    await new Promise((r) => setTimeout(r, 100));
    const closing = Date.now();
    await waiting.close(0);
    assert.equal(await pending, null);
    assert.ok(Date.now() - closing < 2_000, 'close does not wait out the 15 s');
    await exporter.close(0);
  });
});

describe('sampling per trace id', () => {
  it('keeps about the share asked for, and every call agrees on a trace', () => {
    const ids = Array.from({ length: 4000 }, () => randomUUID());
    assert.ok(ids.every((id) => sampled(id, 1)) && ids.every((id) => !sampled(id, 0)));
    const kept = ids.filter((id) => sampled(id, 0.25));
    assert.ok(kept.length > 850 && kept.length < 1150, `${kept.length} of 4000 at 0.25`);
    assert.ok(kept.every((id) => sampled(id, 0.25) && sampled(id, 0.5)), 'the same answer again, and kept at a higher rate too');
  });
});
