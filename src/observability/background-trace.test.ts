/**
 * Background traces (model calls outside a turn): nothing is written before `end`; the root is a chain run with the
 * work's name as its intent, no conversation, `metadata.background`; a failure as a whole is an error root; `end` twice
 * writes once.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTestDatabase } from '../../test/support/db.ts';
import { createStore } from '../stores/index.ts';
import { startBackgroundTrace } from './background-trace.ts';

const database = await createTestDatabase('empty');
const store = await createStore(database, { handle: 'bg-trace', name: 'Background', currency: 'USD' });
const roots = async () => (await database.pool.query<{ name: string; intent: string; status: string; error: string | null; conversation_id: string | null; metadata: Record<string, unknown>; outputs: unknown }>(
  'SELECT name, intent, status, error, conversation_id, metadata, outputs FROM runs WHERE store_id = $1 AND parent_id IS NULL ORDER BY started_at', [store.id])).rows;

test('a background trace is written at its end, once, as a root chain run of the store', async () => {
  const t = startBackgroundTrace(database, { storeId: store.id, name: 'catalog_vocabulary', inputs: { words: 3 } });
  assert.deepEqual(await roots(), [], 'nothing written before the end');
  await t.end({ outputs: { translated: 3 } });
  await t.end({ error: 'late' });
  const [root, ...rest] = await roots();
  assert.equal(rest.length, 0);
  assert.deepEqual([root!.name, root!.intent, root!.status, root!.error, root!.conversation_id, root!.metadata.background], ['catalog_vocabulary', 'catalog_vocabulary', 'done', null, null, true]);
  assert.deepEqual(root!.outputs, { translated: 3 });
});

test('a failure as a whole is an error root', async () => {
  const t = startBackgroundTrace(database, { storeId: store.id, name: 'catalog_vocabulary' });
  await t.end({ error: 'the provider refused every request' });
  const last = (await roots()).at(-1)!;
  assert.deepEqual([last.status, last.error], ['error', 'the provider refused every request']);
});
