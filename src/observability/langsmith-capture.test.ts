/**
 * The LangSmith capture (langsmith.ts `CaptureTracer`) against LangChain's own tracer (`LangChainTracer`), both riding
 * the same LangGraph run: every run LangChain's tracer would send arrives from the capture with the same parent, trace,
 * dotted-order ids, name, type, tags, metadata, inputs, outputs and events — after the JSON hand-off to the export
 * worker (`encodeLangSmithTurn` / `decodeLangSmithTurn`), which serialises each message once.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HumanMessage } from '@langchain/core/messages';
import { tool } from '@langchain/core/tools';
import { LangChainTracer } from '@langchain/core/tracers/tracer_langchain';
import { FakeListChatModel } from '@langchain/core/utils/testing';
import { awaitAllCallbacks } from '@langchain/core/callbacks/promises';
import { MessagesAnnotation, StateGraph } from '@langchain/langgraph';
import { z } from 'zod';
import { CaptureTracer, decodeLangSmithTurn, encodeLangSmithTurn, TurnCapture, type LangSmithOp } from './langsmith.ts';

/** A run's create and update merged (what the sender sends), after a JSON round trip (no undefined keys). */
function mergedRuns(ops: LangSmithOp[]): Map<string, Record<string, unknown>> {
  const runs = new Map<string, Record<string, unknown>>();
  for (const o of ops) {
    const id = o.op === 'create' ? String(o.run.id) : o.id;
    runs.set(id, JSON.parse(JSON.stringify({ ...runs.get(id), ...o.run, id })) as Record<string, unknown>);
  }
  return runs;
}

/** The run ids of a dotted order (its segments without their timestamps: each tracer stamps its own clock). */
const dottedIds = (d: unknown) => String(d).split('.').map((seg) => seg.slice(-36));

async function runGraph(callbacks: object[], threadId: string) {
  const lookup = tool(async ({ email }) => `order 1001 for ${email}: shipped`, {
    name: 'lookup_order', description: 'Find an order.', schema: z.object({ email: z.string() }),
  });
  const model = new FakeListChatModel({ responses: ['Your order has shipped.'] });
  const graph = new StateGraph(MessagesAnnotation)
    .addNode('agent', async (state, config) => {
      const found = await lookup.invoke({ email: 'jane.doe@example.com' }, config);
      const answer = await model.invoke([...state.messages, new HumanMessage(String(found))], config);
      return { messages: [answer] };
    })
    .addEdge('__start__', 'agent')
    .compile();
  await graph.invoke({ messages: [new HumanMessage('Where is my order? jane.doe@example.com')] }, {
    callbacks: callbacks as never, runName: 'turn', configurable: { thread_id: threadId }, metadata: { conversation_id: threadId }, tags: ['t:1'],
  });
}

describe('LangSmith capture', () => {
  it("records the run tree LangChain's tracer would send, through the JSON hand-off", async () => {
    const threadId = 'thread-1';
    const reference: LangSmithOp[] = [];
    // Kept as given and serialised after the run, as the export did with LangChain's tracer.
    const client = {
      createRun: async (run: Record<string, unknown>) => { reference.push({ op: 'create', run }); },
      updateRun: async (id: string, run: Record<string, unknown>) => { reference.push({ op: 'update', id, run }); },
    };
    const langchain = new LangChainTracer({ client: client as never, projectName: 'p', tags: ['store:s1', `thread:${threadId}`], metadata: { store_id: 's1' } });
    const capture = new TurnCapture();
    const ours = new CaptureTracer(capture, { tags: ['store:s1', `thread:${threadId}`], metadata: { store_id: 's1', thread_id: threadId } });
    await runGraph([langchain, ours], threadId);
    await awaitAllCallbacks();

    const rootId = String(capture.ops.find((o) => o.op === 'create' && !o.run.parent_run_id)!.run.id);
    const wire = encodeLangSmithTurn({ rootId, ops: capture.ops, rootTags: [], rootMetadata: {} });
    const decoded = decodeLangSmithTurn(JSON.parse(wire));
    const got = mergedRuns(decoded.ops);
    const want = mergedRuns(reference);
    assert.ok(want.size >= 4, `LangChain's tracer saw the graph, its node, the tool and the model (${want.size} runs)`);
    assert.deepEqual([...got.keys()].sort(), [...want.keys()].sort(), 'the same runs');
    for (const [id, w] of want) {
      const g = got.get(id)!;
      const label = `${w.name} (${w.run_type})`;
      for (const k of ['name', 'run_type', 'parent_run_id', 'trace_id', 'inputs', 'outputs', 'error']) assert.deepEqual(g[k], w[k], `${label}: ${k}`);
      assert.deepEqual(dottedIds(g.dotted_order), dottedIds(w.dotted_order), `${label}: dotted order`);
      assert.deepEqual([...(g.tags as string[])].sort(), [...(w.tags as string[])].sort(), `${label}: tags`);
      const ge = g.extra as Record<string, unknown>;
      const we = w.extra as Record<string, unknown>;
      assert.deepEqual(ge.metadata, we.metadata, `${label}: metadata`);
      assert.deepEqual(Object.keys(ge).sort(), Object.keys(we).sort(), `${label}: extra`);
      assert.deepEqual((g.events as { name: string }[]).map((e) => e.name), (w.events as { name: string }[]).map((e) => e.name), `${label}: events`);
    }
    // The model run carries token usage and the thread, as LangChain's tracer records them.
    const llm = [...got.values()].find((r) => r.run_type === 'llm')!;
    assert.equal((llm.extra as { metadata: Record<string, unknown> }).metadata.thread_id, threadId);
  });

  it('serialises each message once, however many runs carry it', async () => {
    const capture = new TurnCapture();
    await runGraph([new CaptureTracer(capture)], 'thread-2');
    const rootId = String(capture.ops.find((o) => o.op === 'create' && !o.run.parent_run_id)!.run.id);
    const wire = encodeLangSmithTurn({ rootId, ops: capture.ops, rootTags: ['x'], rootMetadata: { a: 1 } });
    const question = 'Where is my order? jane.doe@example.com';
    assert.equal(wire.split(question).length - 1, 1, 'the shopper message appears once in the JSON');
    const plain = JSON.stringify(capture.ops);
    assert.ok(plain.split(question).length - 1 > 2, 'though several runs carry it');
    const decoded = decodeLangSmithTurn(JSON.parse(wire));
    assert.deepEqual(decoded.rootTags, ['x']);
    assert.deepEqual(decoded.rootMetadata, { a: 1 });
    assert.ok(!('messages' in decoded));
    const root = mergedRuns(decoded.ops).get(rootId)!;
    assert.equal(((root.inputs as { messages: { kwargs: { content: string } }[] }).messages[0]!).kwargs.content, question);
  });
});
