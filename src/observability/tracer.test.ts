import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { AIMessage, type BaseMessage } from '@langchain/core/messages';
import type { ChatResult } from '@langchain/core/outputs';
import { BaseRetriever } from '@langchain/core/retrievers';
import { Document } from '@langchain/core/documents';
import { tool } from '@langchain/core/tools';
import { END, MessagesAnnotation, START, StateGraph } from '@langchain/langgraph';
import { ToolNode } from '@langchain/langgraph/prebuilt';
import { z } from 'zod';
import { createTestDatabase } from '../../test/support/db.ts';
import type { Database } from '../db/index.ts';
import { createStore } from '../stores/index.ts';
import { listRuns } from './repository.ts';
import type { RunTreeNode } from './schemas.ts';
import { buildRunTree } from './service.ts';
import { RunTracer } from './tracer.ts';

/** A scripted chat model: first a tool call, then a plain answer; reports usage like OpenAI does. */
class ScriptedChatModel extends BaseChatModel {
  calls = 0;
  _llmType(): string {
    return 'scripted';
  }
  async _generate(_messages: BaseMessage[]): Promise<ChatResult> {
    this.calls++;
    const message = this.calls % 2 === 1
      ? new AIMessage({ content: '', tool_calls: [{ id: 'call_1', name: 'search_products', args: { q: 'red shoes' } }, { id: 'call_2', name: 'broken_tool', args: {} }] })
      : new AIMessage({ content: 'Here are red shoes.' });
    message.usage_metadata = { input_tokens: 1000, output_tokens: 200, total_tokens: 1200 };
    message.response_metadata = { model_name: 'gpt-4o-mini-2024-07-18' };
    return { generations: [{ text: String(message.content), message }] };
  }
}

class PolicyRetriever extends BaseRetriever {
  lc_namespace = ['test'];
  async _getRelevantDocuments(query: string): Promise<Document[]> {
    return [new Document({ pageContent: `Returns within 30 days (${query})`, metadata: { id: 'p1' } })];
  }
}

function buildGraph(model: ScriptedChatModel) {
  const retriever = new PolicyRetriever();
  const search = tool(async ({ q }) => `found 2 products for ${q}`, { name: 'search_products', description: 'search', schema: z.object({ q: z.string() }) });
  const broken = tool(async () => { throw new Error('platform down'); }, { name: 'broken_tool', description: 'fails', schema: z.object({}) });
  return new StateGraph(MessagesAnnotation)
    .addNode('knowledge', async () => {
      await retriever.invoke('returns');
      return {};
    })
    .addNode('agent', async (s) => ({ messages: [await model.invoke(s.messages)] }))
    .addNode('tools', new ToolNode([search, broken]))
    .addEdge(START, 'knowledge')
    .addEdge('knowledge', 'agent')
    .addConditionalEdges('agent', (s) => ((s.messages.at(-1) as AIMessage).tool_calls?.length ? 'tools' : END))
    .addEdge('tools', 'agent')
    .compile();
}

function flatten(nodes: RunTreeNode[]): RunTreeNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

const database: Database = await createTestDatabase('empty');

describe('RunTracer', () => {
  let storeId: string;
  before(async () => {
    storeId = (await createStore(database, { handle: `t-${randomUUID().slice(0, 8)}`, name: 'Test' })).id;
  });

  it('writes the turn as one tree: root = traceId, kinds, parents, tokens, cost, errors', async () => {
    const traceId = randomUUID();
    const conversationId = randomUUID();
    const tracer = new RunTracer({ database, storeId, conversationId, traceId });
    const graph = buildGraph(new ScriptedChatModel({}));
    await graph.invoke({ messages: [{ role: 'user', content: 'red shoes please' }] }, { runId: traceId, callbacks: [tracer] });
    const res = await tracer.flushWithResult();
    assert.equal(res.error, undefined);
    assert.ok(res.written >= 8, `wrote ${res.written}`);

    const rows = await listRuns(database, storeId, conversationId);
    assert.equal(rows.length, res.written);
    assert.ok(rows.every((r) => r.trace_id === traceId));
    const trees = buildRunTree(rows);
    assert.equal(trees.length, 1);
    const root = trees[0]!;
    assert.equal(root.id, traceId, 'the graph run is the root and its id is the traceId');
    assert.equal(root.parent_id, null);
    assert.equal(root.kind, 'chain');
    assert.equal(root.status, 'done');
    assert.ok(root.ended_at && root.duration_ms !== null && root.duration_ms >= 0);
    // hidden __start__ plumbing is skipped; nodes are children of the root
    const nodeNames = root.children.map((c) => c.name);
    assert.deepEqual(nodeNames, ['knowledge', 'agent', 'tools', 'agent']);
    assert.ok(!flatten(trees).some((r) => r.name === '__start__'));

    const all = flatten(trees);
    const llms = all.filter((r) => r.kind === 'llm');
    assert.equal(llms.length, 2);
    for (const llm of llms) {
      assert.equal(llm.parent_id !== null && all.find((r) => r.id === llm.parent_id)?.name, 'agent');
      assert.equal(llm.model, 'gpt-4o-mini-2024-07-18');
      assert.equal(llm.input_tokens, 1000);
      assert.equal(llm.output_tokens, 200);
      assert.equal(llm.cost_usd, 0.00027); // 1000 * 0.15/1M + 200 * 0.6/1M
      assert.equal(llm.status, 'done');
    }
    assert.deepEqual((llms[0]!.inputs as { messages: { role: string; content: string }[] }).messages[0], { role: 'human', content: 'red shoes please' });

    const tools = all.filter((r) => r.kind === 'tool');
    assert.deepEqual(tools.map((t) => t.name).sort(), ['broken_tool', 'search_products']);
    const search = tools.find((t) => t.name === 'search_products')!;
    assert.equal(all.find((r) => r.id === search.parent_id)?.name, 'tools');
    assert.deepEqual(search.inputs, { input: { q: 'red shoes' } });
    assert.equal(search.metadata.tool_call_id, 'call_1');
    assert.equal(search.status, 'done');
    const broken = tools.find((t) => t.name === 'broken_tool')!;
    assert.equal(broken.status, 'error');
    assert.match(broken.error ?? '', /platform down/);

    const retrievers = all.filter((r) => r.kind === 'retriever');
    assert.equal(retrievers.length, 1);
    assert.equal(all.find((r) => r.id === retrievers[0]!.parent_id)?.name, 'knowledge');
    assert.deepEqual(retrievers[0]!.inputs, { query: 'returns' });

    // children are ordered by start, timestamps have ms precision and sit inside the parent
    for (const n of all) {
      for (const c of n.children) assert.ok(Date.parse(c.started_at) >= Date.parse(n.started_at));
    }
  });

  it("a graph node's span stores the turn's messages and how many came before; its model step stores the whole history", async () => {
    const traceId = randomUUID();
    const conversationId = randomUUID();
    const tracer = new RunTracer({ database, storeId, conversationId, traceId });
    const graph = buildGraph(new ScriptedChatModel({}));
    const history = [{ role: 'user', content: 'hi' }, { role: 'assistant', content: 'Hello! How can I help?' }];
    await graph.invoke({ messages: [...history, { role: 'user', content: 'red shoes please' }] }, { runId: traceId, callbacks: [tracer] });
    await tracer.flush();
    const all = flatten(buildRunTree(await listRuns(database, storeId, conversationId)));
    const [agent, tools, again] = all.filter((r) => r.name === 'agent' || r.name === 'tools');
    type Stored = { messages: { role: string; content: string }[]; earlier_messages: number };
    assert.deepEqual((agent!.inputs as Stored).messages.map((m) => m.content), ['red shoes please']);
    assert.equal((agent!.inputs as Stored).earlier_messages, 2);
    assert.deepEqual((tools!.inputs as Stored).messages.map((m) => m.role), ['human', 'ai']);
    assert.equal((tools!.inputs as Stored).earlier_messages, 2);
    assert.deepEqual((again!.inputs as Stored).messages.map((m) => m.role), ['human', 'ai', 'tool', 'tool'], 'the turn so far: the question, the tool calls and both tool results');
    const llm = all.find((r) => r.kind === 'llm')!;
    assert.deepEqual((llm.inputs as Stored).messages.map((m) => m.content), ['hi', 'Hello! How can I help?', 'red shoes please'], 'the model step keeps what the model read');
    const root = all.find((r) => r.id === traceId)!;
    assert.equal((root.inputs as Stored).messages.length, 3, 'the root keeps the graph input');
    assert.equal((root.inputs as Partial<Stored>).earlier_messages, undefined);
  });

  it('a run whose name and error carry NUL or a lone surrogate is written, those characters removed or replaced', async () => {
    const traceId = randomUUID();
    const conversationId = randomUUID();
    const tracer = new RunTracer({ database, storeId, conversationId, traceId });
    tracer.handleChainStart({ lc: 1, type: 'not_implemented', id: ['x'] }, { q: 'a' }, traceId, undefined, [], {}, undefined, 'turn\u0000');
    tracer.handleChainError(new Error('bad \ud800 byte \u0000 here'), traceId);
    const res = await tracer.flushWithResult();
    assert.equal(res.error, undefined);
    const [root] = await listRuns(database, storeId, conversationId);
    assert.equal(root!.name, 'turn');
    assert.equal(root!.error, 'bad \ufffd byte  here');
    assert.deepEqual(root!.inputs, { q: 'a' });
  });

  it('markRoot overrides the root status, keeps the reason; a second flush upserts', async () => {
    const traceId = randomUUID();
    const conversationId = randomUUID();
    const tracer = new RunTracer({ database, storeId, conversationId, traceId });
    const graph = buildGraph(new ScriptedChatModel({}));
    await assert.rejects(graph.invoke({ messages: [{ role: 'user', content: 'loop' }] }, { runId: traceId, callbacks: [tracer], recursionLimit: 2 }));
    await tracer.flush();
    let root = (await listRuns(database, storeId, conversationId)).find((r) => r.id === traceId)!;
    assert.equal(root.status, 'error');
    assert.match(root.error ?? '', /Recursion/i);

    tracer.markRoot('out_of_steps', { error: 'step limit reached; offered a person', metadata: { fallback: { from: 'gpt-4o-mini', to: 'local' } } });
    const note = tracer.recordRun({ name: 'fallback', metadata: { reason: 'provider 503' } });
    const res = await tracer.flushWithResult();
    assert.equal(res.written, 2);
    const rows = await listRuns(database, storeId, conversationId);
    root = rows.find((r) => r.id === traceId)!;
    assert.equal(root.status, 'out_of_steps');
    assert.equal(root.error, 'step limit reached; offered a person');
    assert.deepEqual(root.metadata.fallback, { from: 'gpt-4o-mini', to: 'local' });
    const span = rows.find((r) => r.id === note)!;
    assert.equal(span.parent_id, traceId);
    assert.equal(span.trace_id, traceId);
  });

  it("the root's output is the graph's final state unless markRoot gives the turn's answer (then the state is never stored)", async () => {
    const run = async (answer?: unknown) => {
      const traceId = randomUUID();
      const conversationId = randomUUID();
      const tracer = new RunTracer({ database, storeId, conversationId, traceId });
      await buildGraph(new ScriptedChatModel({})).invoke({ messages: [{ role: 'user', content: 'red shoes' }] }, { runId: traceId, callbacks: [tracer] });
      if (answer !== undefined) tracer.markRoot('done', { outputs: answer });
      assert.equal(tracer.snapshot().runs[0]!.id, traceId);
      await tracer.flush();
      return (await listRuns(database, storeId, conversationId)).find((r) => r.id === traceId)!;
    };
    const kept = await run();
    assert.equal(kept.status, 'done');
    const messages = (kept.outputs as { messages: { role: string; content: string }[] }).messages;
    assert.deepEqual(messages.map((m) => m.role), ['human', 'ai', 'tool', 'tool', 'ai']);
    assert.equal(messages.at(-1)!.content, 'Here are red shoes.');
    const replaced = await run({ text: 'Here are red shoes.', parts: [] });
    assert.deepEqual(replaced.outputs, { text: 'Here are red shoes.', parts: [] });
  });

  it('re-keys the top-level run to traceId when the graph was invoked without runId', async () => {
    const traceId = randomUUID();
    const conversationId = randomUUID();
    const tracer = new RunTracer({ database, storeId, conversationId, traceId });
    await buildGraph(new ScriptedChatModel({})).invoke({ messages: [{ role: 'user', content: 'x' }] }, { callbacks: [tracer] });
    await tracer.flush();
    const trees = buildRunTree(await listRuns(database, storeId, conversationId));
    assert.equal(trees.length, 1);
    assert.equal(trees[0]!.id, traceId);
    assert.equal(trees[0]!.children.length, 4);
  });

  it('stores huge or hostile values as bounded JSON and is scoped to the store', async () => {
    const traceId = randomUUID();
    const conversationId = randomUUID();
    const tracer = new RunTracer({ database, storeId, conversationId, traceId });
    const cyclic: Record<string, unknown> = { big: 'x'.repeat(100_000), nul: 'a\u0000b', lone: '\ud800z' };
    cyclic.self = cyclic;
    tracer.markRoot('done', { outputs: cyclic });
    tracer.recordRun({ name: 'big', inputs: { items: Array.from({ length: 500 }, (_, i) => ({ i, text: 'y'.repeat(1000) })) } });
    const res = await tracer.flushWithResult();
    assert.equal(res.error, undefined);
    const rows = await listRuns(database, storeId, conversationId);
    const root = rows.find((r) => r.id === traceId);
    const big = rows.find((r) => r.name === 'big');
    const out = root!.outputs as Record<string, string>;
    assert.equal(out.nul, 'ab');
    assert.equal(out.self, '[circular]');
    assert.ok(out.big!.length < 4100 && out.big!.endsWith('[+96000 chars]'));
    assert.ok(JSON.stringify(big!.inputs).length <= 16 * 1024);
    assert.equal((big!.inputs as { _truncated: boolean })._truncated, true);
    assert.deepEqual(await listRuns(database, randomUUID(), conversationId), []);
  });
});
