/**
 * End to end through real HTTP: Aisle configured with an OpenAI-compatible provider (the fake OpenAI
 * server), a shopper's turn over the widget SSE API, the thread sent back to the provider, the stored
 * answer and the trace. When the provider fails (500) or hangs past AISLE_MODEL_TIMEOUT_MS, the local
 * model answers the turn and the trace's root run records why.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { startFakeOpenAI, type FakeOpenAI } from '../../test/support/fake-openai.ts';
import { signInDemoOwner } from '../../test/support/admin-client.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { getHistory, openSession, sendMessage, type SseEvent, type WidgetSession } from '../../test/support/widget-client.ts';

const TIMEOUT_MS = 1500;
const HANG_MS = 10_000;

let fake: FakeOpenAI;
let srv: TestServer;
before(async () => {
  fake = await startFakeOpenAI();
  srv = await startTestServer({ OPENAI_BASE_URL: `${fake.url}/v1`, OPENAI_API_KEY: 'test', AISLE_MODEL_TIMEOUT_MS: String(TIMEOUT_MS) });
});
after(async () => {
  await srv?.stop();
  await fake?.close();
});
beforeEach(() => {
  assert.equal(fake.pending(), 0, 'previous test consumed its plan');
});

/** The traces of a conversation from the admin runs API (newest first). */
async function traces(s: WidgetSession): Promise<any[]> {
  const owner = await signInDemoOwner(srv);
  const res = await owner.fetch(`/api/v1/admin/conversations/${s.conversation_id}/runs`);
  assert.equal(res.status, 200, await res.clone().text());
  return ((await res.json()) as { traces: any[] }).traces;
}

function deltas(events: SseEvent[]): string[] {
  return events.filter((e) => e.event === 'delta').map((e) => e.data.text as string);
}

function productParts(events: SseEvent[]): any[] {
  return events.filter((e) => e.event === 'part' && e.data.part.type === 'product').map((e) => e.data.part.product);
}

describe('agent turn on an OpenAI-compatible provider', () => {
  test('tool call then text: provider tokens stream as deltas, product cards, the tool result goes back, the answer is stored', async () => {
    const answer = 'Here are a few water bottles under $20 — the first one keeps drinks cold.';
    fake.enqueue(
      { toolCalls: [{ name: 'search_products', arguments: { query: 'water bottle under $20' }, id: 'call_bottle1' }], usage: { prompt_tokens: 900, completion_tokens: 20 } },
      { text: answer, usage: { prompt_tokens: 1500, completion_tokens: 18 } },
    );
    const seen = fake.requests.length;
    const s = await openSession(srv.url);
    const r = await sendMessage(srv.url, s, 'do you have a water bottle under $20?');
    assert.equal(r.status, 200);
    const names = r.events.map((e) => e.event);
    assert.equal(names[0], 'metadata');
    assert.equal(names.at(-1), 'done', JSON.stringify(r.events.at(-1)));
    assert.ok(!names.includes('error'));

    // The provider's tokens, streamed as they came (several deltas), add up to its answer.
    const d = deltas(r.events);
    assert.ok(d.length >= 5, `several deltas (got ${d.length})`);
    assert.equal(d.join(''), answer);
    // Product cards from the tool, all within the price.
    const products = productParts(r.events);
    assert.ok(products.length > 0, 'product parts');
    for (const p of products) assert.ok(p.priceCents !== null && p.priceCents <= 2000, `${p.title} costs ${p.priceText}`);
    assert.ok(names.indexOf('part') < names.lastIndexOf('delta'), 'cards arrive before the final text ends');

    // Exactly two provider calls: the second carries the assistant tool call and the tool result.
    assert.equal(fake.requests.length - seen, 2);
    const [first, second] = fake.requests.slice(seen);
    assert.equal(first!.body.stream, true, 'streamed (the graph listens for tokens)');
    assert.equal(first!.body.stream_options?.include_usage, true);
    assert.deepEqual(first!.body.tools?.map((t) => (t.type === 'function' ? t.function.name : t.type)).sort(),
      ['add_to_cart', 'cancel_order', 'change_shipping_address', 'checkout', 'get_policy', 'get_product', 'lookup_order', 'refund', 'request_handoff', 'search_products']);
    assert.deepEqual(first!.body.messages.map((m) => m.role), ['system', 'user']);
    const roles = second!.body.messages.map((m) => m.role);
    assert.deepEqual(roles, ['system', 'user', 'assistant', 'tool']);
    const assistant = second!.body.messages[2] as any;
    assert.equal(assistant.tool_calls[0].id, 'call_bottle1');
    assert.equal(assistant.tool_calls[0].function.name, 'search_products');
    const toolMsg = second!.body.messages[3] as any;
    assert.equal(toolMsg.tool_call_id, 'call_bottle1');
    const toolResult = JSON.parse(toolMsg.content);
    assert.ok(Array.isArray(toolResult.products) && toolResult.products.length === products.length, toolMsg.content.slice(0, 300));

    // Stored answer = the provider's text, with the cards.
    const done = r.events.at(-1)!.data.message;
    assert.equal(done.text, answer);
    const h = await getHistory(srv.url, s);
    assert.deepEqual(h.body.messages.map((m: any) => m.role), ['shopper', 'agent']);
    assert.equal(h.body.messages[1].text, answer);
    assert.ok(h.body.messages[1].parts.some((p: any) => p.type === 'product'));

    // Trace: provider model, no fallback, the provider's token usage.
    const [trace] = await traces(s);
    assert.equal(trace.status, 'done');
    assert.equal(trace.root.metadata.model, 'openai:gpt-4o-mini');
    assert.equal(trace.root.metadata.fallback_reason ?? null, null);
    assert.deepEqual(trace.tokens, { input: 2400, output: 38 });
  });

  test('the shopping context reaches the provider: the system message lists the products shown, refine=true narrows the current search', async () => {
    fake.enqueue(
      { toolCalls: [{ name: 'search_products', arguments: { query: 'water bottle' }, id: 'call_ctx1' }] },
      { text: 'Here are some water bottles.' },
      { toolCalls: [{ name: 'search_products', arguments: { query: 'under $12', refine: true }, id: 'call_ctx2' }] },
      { text: 'These cost less.' },
    );
    const s = await openSession(srv.url);
    const first = await sendMessage(srv.url, s, 'water bottles');
    const shown = productParts(first.events);
    assert.ok(shown.length >= 2);
    const seen = fake.requests.length;
    const r = await sendMessage(srv.url, s, 'any under $12?');
    assert.equal(r.events.at(-1)?.event, 'done');
    const [ask, answer] = fake.requests.slice(seen);
    const system = String(ask!.body.messages[0]!.content);
    assert.match(system, /Current search: "water bottles?"/);
    for (const [i, p] of shown.entries()) assert.ok(system.includes(`${i + 1}. id=${p.id}`), `product ${i + 1} listed with its id`);
    assert.ok(!JSON.stringify(ask!.body).includes('aisle_shopping'), 'the structured context stays in the process');
    const tool = JSON.parse((answer!.body.messages.at(-1) as any).content);
    assert.equal(tool.mode, 'refine');
    assert.match(tool.query, /water bottle/);
    const refined = productParts(r.events);
    assert.ok(refined.length > 0);
    for (const p of refined) assert.ok(p.priceCents !== null && p.priceCents <= 1200, `${p.title} costs ${p.priceText}`);
  });

  test('provider answers 500: the local model answers the turn and the trace records why', async () => {
    fake.enqueue({ status: 500, message: 'upstream exploded' });
    const seen = fake.requests.length;
    const s = await openSession(srv.url);
    const r = await sendMessage(srv.url, s, 'water bottle under $20');
    assert.equal(r.events.at(-1)?.event, 'done', JSON.stringify(r.events.at(-1)));
    const done = r.events.at(-1)!.data.message;
    assert.ok(done.text.length > 0);
    assert.ok(productParts(r.events).length > 0, 'the local model still searched');
    assert.equal(fake.requests.length - seen, 1, 'after the failure the rest of the turn stays on the local model');
    assert.equal(fake.unplanned(), 0);

    const [trace] = await traces(s);
    assert.equal(trace.status, 'done');
    assert.equal(trace.root.metadata.model, 'aisle-local');
    assert.match(String(trace.root.metadata.fallback_reason), /openai:gpt-4o-mini failed, local model answered: .*500/);
    assert.match(String(trace.root.metadata.fallback_reason), /upstream exploded/);
  });

  test('provider hangs past the timeout: the local model answers well before the hang ends', async () => {
    fake.enqueue({ delayMs: HANG_MS });
    const seen = fake.requests.length;
    const s = await openSession(srv.url);
    const t0 = performance.now();
    const r = await sendMessage(srv.url, s, 'water bottle under $20');
    const ms = performance.now() - t0;
    assert.equal(r.events.at(-1)?.event, 'done', JSON.stringify(r.events.at(-1)));
    assert.ok(r.events.at(-1)!.data.message.text.length > 0);
    assert.ok(productParts(r.events).length > 0);
    // The turn must not wait for the hang to end (the timeout fired); how soon after the timeout it answers depends on
    // the machine's load (4.4 s seen at load 20), so speed itself is left to the benches.
    assert.ok(ms < HANG_MS - 1000, `turn took ${Math.round(ms)} ms (timeout ${TIMEOUT_MS}, hang ${HANG_MS})`);
    assert.equal(fake.requests.length - seen, 1, 'one timeout per turn, not one per agent step');

    const [trace] = await traces(s);
    assert.equal(trace.root.metadata.model, 'aisle-local');
    assert.match(String(trace.root.metadata.fallback_reason), /openai:gpt-4o-mini failed, local model answered: .*(timed? ?out|abort)/i);
  });
});

describe('a provider that returns garbage or stalls mid-answer (issue 11: every turn still answered within the timeout)', () => {
  /** Send one turn after planning `plan`; assert it ended with a stored, non-empty answer in time. Returns the answer. */
  async function answeredDespite(plan: Parameters<FakeOpenAI['enqueue']>[0], text = 'water bottle under $20') {
    fake.enqueue(plan);
    const s = await openSession(srv.url);
    const t0 = performance.now();
    const r = await sendMessage(srv.url, s, text);
    const ms = performance.now() - t0;
    assert.equal(r.status, 200);
    assert.equal(r.events.at(-1)?.event, 'done', JSON.stringify(r.events.slice(-2)));
    const answer = r.events.at(-1)!.data.message;
    assert.ok(answer?.text?.trim().length > 0, `an answer: ${JSON.stringify(answer)}`);
    // A stalled stream would never end: finishing at all is the point; the bound only catches a wait for the stall.
    assert.ok(ms < HANG_MS, `turn took ${Math.round(ms)} ms (timeout ${TIMEOUT_MS})`);
    const history = await getHistory(srv.url, s);
    assert.equal(history.body.messages.filter((m: { role: string }) => m.role === 'agent').length, 1, 'the answer is stored');
    return answer as { text: string };
  }

  test('200 with a body that is not JSON', async () => {
    await answeredDespite({ raw: '<html>502 Bad Gateway</html>', contentType: 'text/html' });
  });

  test('an event stream of broken chunks', async () => {
    await answeredDespite({ raw: 'data: {"id":"x","choices":[{"delta":{"content":\n\ndata: nonsense\n\n', contentType: 'text/event-stream' });
  });

  test('a call to a tool that does not exist, with arguments that are not JSON', async () => {
    await answeredDespite({ toolCalls: [{ name: 'drop_all_tables', arguments: '{"oops": ' }] });
  });

  test('text with NUL characters and lone surrogates is stored without them', async () => {
    const answer = await answeredDespite({ text: 'Here\u0000 you go \ud800 friend.' });
    assert.ok(!answer.text.includes('\u0000'));
  });

  test('a stream that stops mid-answer', async () => {
    await answeredDespite({ text: 'I found a great bottle for you and it is', stallAfterWords: 3 });
  });
});
