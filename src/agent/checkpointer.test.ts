/** AisleCheckpointSaver on a real Postgres: the same rows and the same tuples as LangGraph's PostgresSaver. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AIMessage, HumanMessage } from '@langchain/core/messages';
import { Annotation, Command, END, interrupt, MessagesAnnotation, START, StateGraph } from '@langchain/langgraph';
import { PostgresSaver } from '@langchain/langgraph-checkpoint-postgres';
import { createTestDatabase } from '../../test/support/db.ts';
import { AisleCheckpointSaver, CHECKPOINT_SCHEMA } from './checkpointer.ts';

const database = await createTestDatabase('empty');
const aisle = new AisleCheckpointSaver(database.pool);
await aisle.setup();
const library = new PostgresSaver(database.pool, undefined, { schema: CHECKPOINT_SCHEMA });

const State = Annotation.Root({
  ...MessagesAnnotation.spec,
  raw: Annotation<Uint8Array | null>({ reducer: (_a, b) => b, default: () => null }),
});

/** A graph that writes messages and bytes, then stops at an interrupt (pending writes) until resumed. */
function graphOn(saver: PostgresSaver) {
  return new StateGraph(State)
    .addNode('answer', (s: typeof State.State) => ({ messages: [new AIMessage(`answer ${s.messages.length} ✓ "quoted" \\ \u0001`)], raw: new Uint8Array([0, 1, 254, 255]) }))
    .addNode('ask', () => ({ messages: [new AIMessage(String(interrupt({ question: 'ok?' })))] }))
    .addEdge(START, 'answer').addEdge('answer', 'ask').addEdge('ask', END)
    .compile({ checkpointer: saver });
}

async function sameTuples(threadId: string) {
  const cfg = { configurable: { thread_id: threadId } };
  const mine = await aisle.getTuple(cfg);
  assert.deepEqual(mine, await library.getTuple(cfg));
  assert.ok(mine);
  const byId = { configurable: { thread_id: threadId, checkpoint_ns: '', checkpoint_id: mine.config.configurable!.checkpoint_id } };
  assert.deepEqual(await aisle.getTuple(byId), await library.getTuple(byId));
  const parent = mine.parentConfig!;
  assert.deepEqual(await aisle.getTuple(parent), await library.getTuple(parent));
  return mine;
}

test('checkpoints written by AisleCheckpointSaver read the same through PostgresSaver, and the other way round', async () => {
  for (const [threadId, writer] of [['written-by-aisle', aisle], ['written-by-library', library]] as const) {
    const graph = graphOn(writer);
    const cfg = { configurable: { thread_id: threadId } };
    await graph.invoke({ messages: [new HumanMessage('hello ünïcode 🛒')] }, cfg);
    const stopped = await sameTuples(threadId);
    assert.ok(stopped.pendingWrites!.length > 0, 'stopped at the interrupt: pending writes');
    assert.deepEqual([...(stopped.checkpoint.channel_values.raw as Uint8Array)], [0, 1, 254, 255]);
    await graph.invoke(new Command({ resume: 'yes' }), cfg);
    const done = await sameTuples(threadId);
    const texts = (done.checkpoint.channel_values.messages as { content: unknown }[]).map((m) => m.content);
    assert.deepEqual(texts, ['hello ünïcode 🛒', 'answer 1 ✓ "quoted" \\ \u0001', 'yes']);
  }
  assert.equal(await aisle.getTuple({ configurable: { thread_id: 'never-written' } }), undefined);
});

test('a put that fails writes neither blobs nor checkpoint', async () => {
  const graph = graphOn(aisle);
  const cfg = { configurable: { thread_id: 'atomic' } };
  await graph.invoke({ messages: [new HumanMessage('hi')] }, cfg);
  const before = await database.pool.query(`SELECT (SELECT count(*) FROM langgraph.checkpoints) AS c, (SELECT count(*) FROM langgraph.checkpoint_blobs) AS b`);
  const tuple = (await aisle.getTuple(cfg))!;
  // A thread id Postgres refuses (NUL in text) fails the one statement: nothing is written.
  await assert.rejects(aisle.put({ configurable: { thread_id: 'atomic\u0000', checkpoint_ns: '' } }, { ...tuple.checkpoint, id: 'x' }, tuple.metadata!, { messages: '99' }));
  const after = await database.pool.query(`SELECT (SELECT count(*) FROM langgraph.checkpoints) AS c, (SELECT count(*) FROM langgraph.checkpoint_blobs) AS b`);
  assert.deepEqual(after.rows, before.rows);
});

test('a prefetched latest checkpoint answers the next getTuple of the thread once; a forgotten one answers nothing', async () => {
  const graph = graphOn(aisle);
  const cfg = { configurable: { thread_id: 'prefetch' } };
  await graph.invoke({ messages: [new HumanMessage('hi')] }, cfg);
  const fresh = await aisle.getTuple(cfg);
  let reads = 0;
  const counting = new AisleCheckpointSaver({ query: (...args: Parameters<typeof database.pool.query>) => { reads++; return database.pool.query(...args); } } as unknown as typeof database.pool);
  counting.prefetchLatest('prefetch');
  assert.equal(reads, 1);
  assert.deepEqual(await counting.getTuple(cfg), fresh);
  assert.equal(reads, 1, 'the prefetched read answered');
  assert.deepEqual(await counting.getTuple(cfg), fresh);
  assert.equal(reads, 2, 'used once');
  counting.prefetchLatest('prefetch');
  counting.forgetPrefetch('prefetch');
  await graph.invoke(new Command({ resume: 'yes' }), cfg);
  assert.deepEqual(await counting.getTuple(cfg), await aisle.getTuple(cfg), 'a forgotten read is not used');
  assert.notDeepEqual(await counting.getTuple(cfg), fresh);
});
