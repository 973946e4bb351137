/**
 * The OpenAI-compatible provider model (real @langchain/openai client, real HTTP) against the fake OpenAI
 * server: streamed text, streamed tool calls reassembled, token usage, errors and the timeout.
 * The fake's wire format is first checked with the `openai` SDK's own stream accumulator.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import { AIMessageChunk, HumanMessage, ToolMessage, type BaseMessage } from '@langchain/core/messages';
import { tool } from '@langchain/core/tools';
import OpenAI from 'openai';
import { z } from 'zod';
import { startFakeOpenAI, type FakeOpenAI } from '../../../test/support/fake-openai.ts';
import { createProviderModel, type ProviderSettings } from './providers.ts';

let fake: FakeOpenAI;
before(async () => { fake = await startFakeOpenAI(); });
after(async () => { await fake.close(); });

function settings(extra: Partial<ProviderSettings> = {}): ProviderSettings {
  return { openaiBaseUrl: `${fake.url}/v1`, openaiApiKey: 'test', openaiModel: 'gpt-test', anthropicModel: 'unused', timeoutMs: 2000, ...extra };
}

function model(extra: Partial<ProviderSettings> = {}) {
  const p = createProviderModel(settings(extra));
  assert.ok(p, 'an OpenAI base URL yields a provider model');
  return p;
}

const searchTool = tool(async () => '[]', {
  name: 'search_products',
  description: 'Search the catalog',
  schema: z.object({ query: z.string(), limit: z.number().int().optional() }),
});

describe('fake OpenAI wire format (openai SDK)', () => {
  it('streams chunks the SDK accumulates into a completion with tool calls and usage', async () => {
    const client = new OpenAI({ baseURL: `${fake.url}/v1`, apiKey: 'test', maxRetries: 0 });
    fake.enqueue({ toolCalls: [{ name: 'search_products', arguments: { query: 'red running shoes under $80' } }], usage: { prompt_tokens: 40, completion_tokens: 9 } });
    const stream = client.chat.completions.stream({
      model: 'gpt-test', messages: [{ role: 'user', content: 'red shoes' }], stream_options: { include_usage: true },
      tools: [{ type: 'function', function: { name: 'search_products', parameters: { type: 'object', properties: { query: { type: 'string' } } } } }],
    });
    const final = await stream.finalChatCompletion();
    const call = final.choices[0]!.message.tool_calls![0]!;
    assert.equal(call.type, 'function');
    assert.equal(call.type === 'function' && call.function.name, 'search_products');
    assert.deepEqual(call.type === 'function' && JSON.parse(call.function.arguments), { query: 'red running shoes under $80' });
    assert.equal(final.choices[0]!.finish_reason, 'tool_calls');
    assert.deepEqual({ p: final.usage?.prompt_tokens, c: final.usage?.completion_tokens, t: final.usage?.total_tokens }, { p: 40, c: 9, t: 49 });
  });

  it('answers non-streaming requests as a chat.completion', async () => {
    const client = new OpenAI({ baseURL: `${fake.url}/v1`, apiKey: 'test', maxRetries: 0 });
    fake.enqueue({ text: 'Hello there.' });
    const res = await client.chat.completions.create({ model: 'gpt-test', messages: [{ role: 'user', content: 'hi' }] });
    assert.equal(res.object, 'chat.completion');
    assert.equal(res.choices[0]!.message.content, 'Hello there.');
    assert.equal(res.choices[0]!.finish_reason, 'stop');
    assert.ok(res.usage && res.usage.total_tokens > 0);
  });
});

describe('createProviderModel (OpenAI-compatible)', () => {
  it('returns null without keys, an openai model with a base URL', () => {
    assert.equal(createProviderModel({ openaiModel: 'x', anthropicModel: 'y', timeoutMs: 1000 }), null);
    assert.equal(model().name, 'openai:gpt-test');
  });

  it('streams text in several chunks and reads token usage', async () => {
    const { model: m } = model();
    const text = 'We have three red running shoes under eighty dollars.';
    fake.enqueue({ text, usage: { prompt_tokens: 120, completion_tokens: 11 } });
    const seen = fake.requests.length;
    const chunks: AIMessageChunk[] = [];
    for await (const c of await m.stream([new HumanMessage('red running shoes?')])) chunks.push(c);
    const textChunks = chunks.filter((c) => typeof c.content === 'string' && c.content.length > 0);
    assert.ok(textChunks.length >= 5, `text arrives in several chunks (got ${textChunks.length})`);
    const full = chunks.reduce((a, b) => a.concat(b));
    assert.equal(full.content, text);
    assert.deepEqual(full.usage_metadata && { i: full.usage_metadata.input_tokens, o: full.usage_metadata.output_tokens, t: full.usage_metadata.total_tokens }, { i: 120, o: 11, t: 131 });

    const req = fake.requests[seen]!;
    assert.equal(req.path, '/v1/chat/completions');
    assert.equal(req.headers.authorization, 'Bearer test');
    assert.equal(req.body.model, 'gpt-test');
    assert.equal(req.body.stream, true);
    assert.equal(req.body.stream_options?.include_usage, true, 'streamUsage asks for the usage chunk');
    assert.deepEqual(req.body.messages, [{ role: 'user', content: 'red running shoes?' }]);
  });

  it('reassembles a tool call whose arguments are split across chunks (invoke on the bound model)', async () => {
    const { model: m } = model();
    const bound = m.bindTools!([searchTool]);
    const args = { query: 'waterproof hiking boots size 10', limit: 3 };
    fake.enqueue({ toolCalls: [{ name: 'search_products', arguments: args, id: 'call_abc123' }], usage: { prompt_tokens: 200, completion_tokens: 20 } });
    const seen = fake.requests.length;

    // Stream to see the pieces, then check the reassembled message the graph would get from invoke().
    const chunks: AIMessageChunk[] = [];
    for await (const c of await bound.stream([new HumanMessage('hiking boots')])) chunks.push(c as AIMessageChunk);
    const argPieces = chunks.flatMap((c) => c.tool_call_chunks ?? []).filter((t) => t.args);
    assert.ok(argPieces.length >= 3, `arguments came in several chunks (got ${argPieces.length})`);
    const full = chunks.reduce((a, b) => a.concat(b));
    assert.equal(full.tool_calls?.length, 1);
    assert.deepEqual({ ...full.tool_calls![0], type: undefined }, { name: 'search_products', args, id: 'call_abc123', type: undefined });
    assert.equal(full.usage_metadata?.total_tokens, 220);

    const req = fake.requests[seen]!;
    assert.equal(req.body.tools?.length, 1);
    const fn = req.body.tools![0]!;
    assert.equal(fn.type === 'function' && fn.function.name, 'search_products');

    fake.enqueue({ toolCalls: [{ name: 'search_products', arguments: args }] });
    const msg = await bound.invoke([new HumanMessage('hiking boots')]);
    assert.deepEqual((msg as AIMessageChunk).tool_calls?.map((t) => [t.name, t.args]), [['search_products', args]]);
  });

  it('sends tool results back as role "tool" messages with the call id', async () => {
    const { model: m } = model();
    const bound = m.bindTools!([searchTool]);
    fake.enqueue({ toolCalls: [{ name: 'search_products', arguments: { query: 'mugs' }, id: 'call_x1' }] }, { text: 'Here are some mugs.' });
    const history: BaseMessage[] = [new HumanMessage('mugs')];
    const first = await bound.invoke(history);
    const call = (first as AIMessageChunk).tool_calls![0]!;
    history.push(first, new ToolMessage({ tool_call_id: call.id!, name: call.name, content: String(await searchTool.invoke(call.args as { query: string })) }));
    const seen = fake.requests.length;
    const second = await bound.invoke(history);
    assert.equal(second.content, 'Here are some mugs.');
    const msgs = fake.requests[seen]!.body.messages;
    assert.deepEqual(msgs.map((x) => x.role), ['user', 'assistant', 'tool']);
    const toolMsg = msgs[2] as { role: 'tool'; tool_call_id: string; content: string };
    assert.equal(toolMsg.tool_call_id, 'call_x1');
    assert.equal(toolMsg.content, '[]');
    const assistant = msgs[1] as { tool_calls?: { id: string; function: { name: string; arguments: string } }[] };
    assert.deepEqual(assistant.tool_calls?.map((t) => [t.id, t.function.name, JSON.parse(t.function.arguments)]), [['call_x1', 'search_products', { query: 'mugs' }]]);
  });

  it('invoke() is one JSON request without a listener and streams with one; never fetches a tokenizer', async () => {
    // Regression: with `streaming: true`, invoke() estimated usage with tiktoken downloaded from the
    // internet (minutes per call offline, retried). Both calls here must finish in well under a second.
    const { model: m } = model();
    fake.enqueue({ text: 'Plain answer.', usage: { prompt_tokens: 7, completion_tokens: 3 } }, { text: 'Streamed answer here.' });
    const seen = fake.requests.length;
    const t0 = performance.now();
    const plain = await m.invoke([new HumanMessage('hi')]);
    assert.equal(plain.content, 'Plain answer.');
    assert.equal((plain as AIMessageChunk).usage_metadata?.total_tokens, 10);
    assert.notEqual(fake.requests[seen]!.body.stream, true);

    // A callback that prefers streaming (as LangGraph's streamMode 'messages' handler does) gets tokens.
    const tokens: string[] = [];
    class Listener extends BaseCallbackHandler {
      name = 'listener';
      lc_prefer_streaming = true;
      override handleLLMNewToken(token: string) { tokens.push(token); }
    }
    const streamed = await m.invoke([new HumanMessage('hi')], { callbacks: [new Listener()] });
    assert.equal(streamed.content, 'Streamed answer here.');
    assert.equal(fake.requests[seen + 1]!.body.stream, true);
    assert.deepEqual(tokens.filter(Boolean), ['Streamed ', 'answer ', 'here.']);
    assert.ok(performance.now() - t0 < 1000, `took ${Math.round(performance.now() - t0)} ms`);
  });

  it('surfaces a provider 500 as an error at once (no retries)', async () => {
    const { model: m } = model();
    fake.enqueue({ status: 500 }, { text: 'should not be reached' });
    const seen = fake.requests.length;
    await assert.rejects(m.invoke([new HumanMessage('hi')]), (err: Error) => /500|fake-openai planned error/.test(`${err.message}`));
    assert.equal(fake.requests.length - seen, 1, 'maxRetries 0: exactly one request');
    fake.enqueue();
    assert.equal(fake.pending(), 1);
    // Consume the leftover so later tests start from an empty queue.
    await m.invoke([new HumanMessage('hi')]);
    assert.equal(fake.pending(), 0);
  });

  it('gives up on a hanging provider after timeoutMs', async () => {
    const { model: m } = model({ timeoutMs: 300 });
    fake.enqueue({ delayMs: 5000 });
    const t0 = performance.now();
    await assert.rejects(m.invoke([new HumanMessage('hi')]));
    const ms = performance.now() - t0;
    assert.ok(ms < 2000, `timed out in ${Math.round(ms)} ms`);
  });
});
