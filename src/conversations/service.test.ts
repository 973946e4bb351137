import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { getStoreByHandle } from '../stores/index.ts';
import { createTestDatabase } from '../../test/support/db.ts';
import { appendMessage, createConversation, listConversations } from './service.ts';

const database = await createTestDatabase('demo');

test('listConversations: preview is the first shopper message and message_count counts the conversation\'s messages', async () => {
  const store = await getStoreByHandle(database, 'demo');
  const a = await createConversation(database, { storeId: store.id, visitorId: randomUUID() });
  await appendMessage(database, { storeId: store.id, conversationId: a.id, role: 'shopper', text: 'Do you have trail shoes?' });
  await appendMessage(database, { storeId: store.id, conversationId: a.id, role: 'agent', text: 'Here are three.' });
  await appendMessage(database, { storeId: store.id, conversationId: a.id, role: 'shopper', text: 'Size 10?' });
  const b = await createConversation(database, { storeId: store.id, visitorId: randomUUID() });
  await appendMessage(database, { storeId: store.id, conversationId: b.id, role: 'agent', text: 'Hi!' });

  const rows = await listConversations(database, store.id);
  const ra = rows.find((r) => r.id === a.id);
  const rb = rows.find((r) => r.id === b.id);
  assert.ok(ra && rb);
  assert.equal(ra.preview, 'Do you have trail shoes?');
  assert.equal(ra.message_count, 3);
  assert.equal(rb.preview, '');
  assert.equal(rb.message_count, 1);
});
