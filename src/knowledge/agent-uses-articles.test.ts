/**
 * The agent answers from the store's knowledge articles as they are now: an article created in the admin is used
 * on the next shopper turn, an edit replaces the text on the turn after, and a deleted article is gone. Real
 * server (demo store, local model), real admin API, real widget API over HTTP; nothing cached in between.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { signInDemoOwner } from '../../test/support/admin-client.ts';
import { startTestServer } from '../../test/support/server.ts';
import { openSession, sendMessage } from '../../test/support/widget-client.ts';

const srv = await startTestServer();
after(() => srv.stop());
const owner = await signInDemoOwner(srv);

/** Ask in a fresh conversation; returns the agent's stored reply text. */
async function ask(text: string): Promise<{ reply: string }> {
  const session = await openSession(srv.url, 'demo');
  const r = await sendMessage(srv.url, session, text);
  assert.equal(r.status, 200);
  const done = r.events.find((e) => e.event === 'done');
  assert.ok(done?.data.message, JSON.stringify(r.events.slice(-3)));
  return { reply: done.data.message.text as string };
}

const QUESTION = 'Is there a cancellation fee if I cancel my order?';
const ARTICLES = '/api/v1/admin/knowledge/articles';

test('the agent uses a new article on the next turn, the edited text after an edit, and nothing after a delete', async () => {
  const before = await ask(QUESTION);
  assert.doesNotMatch(before.reply, /Zanzibar/);

  const created = await owner.json(ARTICLES, {
    method: 'POST',
    body: { title: 'Cancellation fee', body: 'Cancelling after dispatch costs a **Zanzibar handling fee of $7.13**; before dispatch it is free.', tags: ['cancellation'] },
  });
  assert.equal(created.status, 201);
  const id = created.body.article.id;
  const first = await ask(QUESTION);
  assert.match(first.reply, /^\*\*Cancellation fee\*\*/);
  assert.match(first.reply, /Zanzibar handling fee of \$7\.13/);

  const edited = await owner.json(`${ARTICLES}/${id}`, {
    method: 'PUT',
    body: { title: 'Cancellation fee', body: 'Cancelling after dispatch now costs a **Zanzibar handling fee of $2.50**.', tags: ['cancellation'] },
  });
  assert.equal(edited.status, 200);
  const second = await ask(QUESTION);
  assert.match(second.reply, /Zanzibar handling fee of \$2\.50/);
  assert.doesNotMatch(second.reply, /7\.13/);

  assert.equal((await owner.fetch(`${ARTICLES}/${id}`, { method: 'DELETE' })).status, 204);
  const third = await ask(QUESTION);
  assert.doesNotMatch(third.reply, /Zanzibar|Cancellation fee/);
  assert.match(third.reply, /Returns, exchanges and refunds/); // the next best article answers instead
});
