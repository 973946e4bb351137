/** CheckpointSerde loads what LangGraph's JsonPlusSerializer loads, and dumps what it dumps. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AIMessage, AIMessageChunk, HumanMessage, SystemMessage, ToolMessage, type BaseMessage } from '@langchain/core/messages';
import { JsonPlusSerializer } from '@langchain/langgraph-checkpoint';
import { CheckpointSerde, loadMessagesJson } from './checkpoint-serde.ts';

const library = new JsonPlusSerializer();
const text = (b: Uint8Array) => new TextDecoder().decode(b);

/** A turn's history as the graph holds it: ids given, an explicit undefined name, tool calls and their results. */
function history(): BaseMessage[] {
  return [
    new HumanMessage({ id: 'h1', content: 'black running shoes under $80 — "quoted" \\ \u0001 ✓' }),
    new AIMessage({
      id: 'a1', name: undefined, content: '',
      tool_calls: [{ id: 'call_1', name: 'search_products', args: { query: 'black running shoes', max_price: 80 }, type: 'tool_call' }],
      additional_kwargs: { aisle: { intent: 'search_products', confidence: 0.98, slots: { query: 'shoes' }, lang: 'en', missing: undefined } },
      response_metadata: { model_name: 'aisle-local' }, usage_metadata: { input_tokens: 10, output_tokens: 3, total_tokens: 13 },
    }),
    new ToolMessage({ id: 't1', tool_call_id: 'call_1', name: 'search_products', content: '{"products":[{"id":"p1"}]}', status: 'success', artifact: { shown: ['p1', undefined] } }),
    new AIMessageChunk({ id: 'a2', content: 'Here are **two** pairs.', tool_call_chunks: [], additional_kwargs: { aisle: { quick_replies: ['Cheaper', 'More'] } } }),
    new SystemMessage({ id: 's1', content: 'note' }),
  ];
}

/** A value with its classes: deepEqual alone does not tell a HumanMessage from a plain object with its fields. */
function shape(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(shape);
  if (v && typeof v === 'object') return { cls: v.constructor?.name, own: Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x)])) };
  return v;
}

test('a message list loads as the library loads it, on the fast path, and dumps back to the same bytes', async () => {
  const serde = new CheckpointSerde();
  const [type, bytes] = await library.dumpsTyped(history());
  assert.equal(type, 'json');
  assert.ok(loadMessagesJson(text(bytes)), 'took the fast path');
  const ours = await serde.loadsTyped('json', bytes);
  const theirs = await library.loadsTyped('json', bytes);
  assert.deepEqual(shape(ours), shape(theirs));
  assert.deepEqual(ours, theirs);
  assert.equal(text((await serde.dumpsTyped(ours))[1]), text((await library.dumpsTyped(theirs))[1]));
  // Loaded from a string as well as from bytes.
  assert.deepEqual(shape(await serde.loadsTyped('json', text(bytes))), shape(theirs));
});

test('other channel values: plain state and undefined records on the fast path, the rest on the library path', async () => {
  const serde = new CheckpointSerde();
  const values: unknown[] = [
    { query: 'shoes', shown: [{ id: 'p1', rank: 1 }], page: undefined, nested: [undefined, null, 1.5, 'x', { deep: { er: [true] } }] },
    [{ id: 'o1', name: '#1001' }], null, 'text', 42, [], undefined,
    { tags: new Set(['a', 'b']), byId: new Map([['k', 1]]), when: new Error('boom'), re: /a+/g },
    [{ __lc_escaped__: { lc: 1, type: 'constructor' } }],
  ];
  for (const value of values) {
    const [, bytes] = await library.dumpsTyped(value);
    assert.deepEqual(shape(await serde.loadsTyped('json', bytes)), shape(await library.loadsTyped('json', bytes)), text(bytes));
  }
  assert.ok(loadMessagesJson(text((await library.dumpsTyped(values[0]))[1])), 'plain state with undefined records: fast path');
  assert.equal(loadMessagesJson(text((await library.dumpsTyped(values[7]))[1])), null, 'sets, maps, errors and regexps: library path');
  assert.equal(loadMessagesJson('[{"__lc_escaped__":{"lc":1}}]'), null, 'escaped values: library path');
  assert.equal(loadMessagesJson('{"lc":1,"type":"secret","id":["KEY"]}'), null, 'secrets: library path');
  assert.equal(loadMessagesJson('[{"lc":1,"type":"constructor","id":["langchain_core","prompts","PromptTemplate"],"kwargs":{}}]'), null, 'other classes: library path');
  // A record the library refuses is refused the same way.
  const bad = '{"lc":1,"type":"constructor","id":["not","langchain"],"kwargs":{}}';
  await assert.rejects(library.loadsTyped('json', bad), /Invalid namespace/);
  await assert.rejects(serde.loadsTyped('json', bad), /Invalid namespace/);
  const deep = `${'['.repeat(60)}1${']'.repeat(60)}`;
  assert.equal(loadMessagesJson(deep), null, 'deeper than load allows: library path');
  const bytes = new Uint8Array([0, 1, 255]);
  assert.deepEqual(await serde.loadsTyped('bytes', bytes), await library.loadsTyped('bytes', bytes));
});
