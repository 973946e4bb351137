/**
 * The LangSmith capture (langsmith.ts `TurnRecorder`, whose calls the export worker replays into runs) against
 * LangChain's own tracer (`LangChainTracer`), both riding the same LangGraph run: every run LangChain's tracer would
 * send arrives from the record with the same parent, trace, dotted-order ids, name, type, tags, metadata, inputs,
 * outputs and events — after the JSON hand-off to the export worker (`encodeLangSmithTurn` / `decodeLangSmithTurn`),
 * which serialises each message once.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AIMessageChunk, HumanMessage } from '@langchain/core/messages';
import { tool } from '@langchain/core/tools';
import { LangChainTracer } from '@langchain/core/tracers/tracer_langchain';
import { FakeListChatModel, FakeStreamingChatModel } from '@langchain/core/utils/testing';
import { awaitAllCallbacks } from '@langchain/core/callbacks/promises';
import { MessagesAnnotation, StateGraph } from '@langchain/langgraph';
import { z } from 'zod';
import { decodeLangSmithTurn, encodeLangSmithTurn, LangSmithSender, TurnRecorder, type LangSmithOp, type LangSmithTurnWire, type RecordedTurn } from './langsmith.ts';
import { createRedactor } from './redaction.ts';

/** A run's create and update merged (what the sender sends), after a JSON round trip (no undefined keys). */
function mergedRuns(ops: LangSmithOp[]): Map<string, Record<string, unknown>> {
  const runs = new Map<string, Record<string, unknown>>();
  for (const o of ops) {
    const id = o.op === 'create' ? String(o.run.id) : o.id;
    runs.set(id, JSON.parse(JSON.stringify({ ...runs.get(id), ...o.run, id })) as Record<string, unknown>);
  }
  return runs;
}

/** The recorder's turn, ready to encode (root = the run without a parent). */
function recorded(recorder: TurnRecorder, rootTags: string[] = [], rootMetadata: Record<string, unknown> = {}): RecordedTurn {
  const root = recorder.calls.find((c) => ['chain', 'chat', 'llm', 'tool', 'retriever'].includes(c[0]) && (c[3] === undefined || c[3] === null))!;
  return { rootId: root[2], calls: recorder.calls, runTags: recorder.runTags, runMetadata: recorder.runMetadata, rootTags, rootMetadata };
}

/** The run ids of a dotted order (its segments without their timestamps: each tracer stamps its own clock). */
const dottedIds = (d: unknown) => String(d).split('.').map((seg) => seg.slice(-36));

async function runGraph(callbacks: object[], threadId: string) {
  const lookup = tool(async ({ email }) => `order 1001 for ${email}: shipped`, {
    name: 'lookup_order', description: 'Find an order.', schema: z.object({ email: z.string() }),
  });
  const broken = tool(async () => { throw new Error('carrier down'); }, {
    name: 'track_parcel', description: 'Track a parcel.', schema: z.object({ order: z.string() }),
  });
  const model = new FakeListChatModel({ responses: ['Your order has shipped.'] });
  // Streams with each token's chunk (a message) in its event, as the local model does.
  const streaming = new FakeStreamingChatModel({ chunks: [new AIMessageChunk({ content: 'Tracking ' }), new AIMessageChunk({ content: 'is down.' })] });
  const graph = new StateGraph(MessagesAnnotation)
    .addNode('agent', async (state, config) => {
      const found = await lookup.invoke({ email: 'jane.doe@example.com' }, config);
      // A tool that fails (its run ends in error) and a model that streams (its run has token events).
      await broken.invoke({ order: '1001' }, config).catch(() => null);
      let streamed = '';
      for await (const chunk of await streaming.stream('Say tracking is down.', config)) streamed += String(chunk.content);
      const answer = await model.invoke([...state.messages, new HumanMessage(`${found} ${streamed}`)], config);
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
    const ours = new TurnRecorder({ tags: ['store:s1', `thread:${threadId}`], metadata: { store_id: 's1', thread_id: threadId } });
    await runGraph([langchain, ours], threadId);
    await awaitAllCallbacks();

    const wire = encodeLangSmithTurn(recorded(ours));
    const decoded = decodeLangSmithTurn(JSON.parse(wire) as LangSmithTurnWire);
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
      const tokens = (runs: { name: string; kwargs?: Record<string, unknown> }[]) => runs.filter((e) => e.name === 'new_token').map((e) => e.kwargs);
      assert.deepEqual(tokens(g.events as never), tokens(w.events as never), `${label}: tokens`);
    }
    const kinds = [...want.values()].map((r) => `${r.run_type}${r.error ? ' (error)' : ''}`);
    assert.ok(kinds.includes('tool (error)'), `a failed tool run is compared (${kinds.join(', ')})`);
    assert.ok([...want.values()].some((r) => (r.events as { name: string }[]).some((e) => e.name === 'new_token')), 'a streamed model run is compared');
    // The model run carries token usage and the thread, as LangChain's tracer records them.
    const llm = [...got.values()].find((r) => r.run_type === 'llm')!;
    assert.equal((llm.extra as { metadata: Record<string, unknown> }).metadata.thread_id, threadId);
  });

  it('serialises each message once, however many runs carry it', async () => {
    const recorder = new TurnRecorder();
    await runGraph([recorder], 'thread-2');
    const turn = recorded(recorder, ['x'], { a: 1 });
    const wire = encodeLangSmithTurn(turn);
    const question = 'Where is my order? jane.doe@example.com';
    assert.equal(wire.split(question).length - 1, 1, 'the shopper message appears once in the JSON');
    const decoded = decodeLangSmithTurn(JSON.parse(wire) as LangSmithTurnWire);
    const plain = JSON.stringify(decoded.ops);
    assert.ok(plain.split(question).length - 1 > 2, 'though several runs carry it');
    assert.deepEqual(decoded.rootTags, ['x']);
    assert.deepEqual(decoded.rootMetadata, { a: 1 });
    assert.ok(!('messages' in decoded));
    const root = mergedRuns(decoded.ops).get(turn.rootId)!;
    assert.equal(((root.inputs as { messages: { kwargs: { content: string } }[] }).messages[0]!).kwargs.content, question);
  });

  it('redacts every event of a run once, token chunks included (the SDK anonymizer does not see events)', async () => {
    const recorder = new TurnRecorder();
    const model = new FakeStreamingChatModel({ chunks: [new AIMessageChunk({ content: 'Mail jane.doe@example.com ' }), new AIMessageChunk({ content: 'or call +1 (415) 555-0132' })] });
    let text = '';
    for await (const chunk of await model.stream('Contact?', { callbacks: [recorder] })) text += String(chunk.content);
    assert.match(text, /jane\.doe@example\.com/);
    const turn = decodeLangSmithTurn(JSON.parse(encodeLangSmithTurn(recorded(recorder))) as LangSmithTurnWire);
    const redact = createRedactor({});
    let calls = 0;
    const sender = new LangSmithSender({ apiUrl: 'http://127.0.0.1:9', apiKey: null, project: 'p', redact: (v) => { calls++; return redact(v); } });
    const { creates } = sender.prepare([turn]);
    const sent = JSON.stringify(creates.map((r) => r.events));
    assert.ok(!sent.includes('jane.doe@example.com') && !sent.includes('555-0132'), sent);
    assert.match(sent, /\[email\]/);
    assert.equal(calls, creates.length, 'once per run');
  });
});
