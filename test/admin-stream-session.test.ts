/**
 * Live admin streams never outlive their session (issue 13 item 9, docs/security.md §10), against a real server over
 * real HTTP: an open `GET /api/v1/admin/conversations/stream` of a staff member who is removed, or who signs out,
 * stops delivering at once (the session is re-checked before every event) and closes within the re-check interval
 * (AISLE_ADMIN_STREAM_RECHECK_MS, 30 s by default; 1 s here) even when no event comes.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { addStaffMember, signInDemoOwner, type AdminClient } from './support/admin-client.ts';
import { startTestServer } from './support/server.ts';
import { openSession, openSse, sendMessage, type LiveStream } from './support/widget-client.ts';

const RECHECK_MS = 1000;
const srv = await startTestServer({ AISLE_ADMIN_STREAM_RECHECK_MS: String(RECHECK_MS) });
after(() => srv.stop());
const owner = await signInDemoOwner(srv);

const inbox = async (staff: AdminClient): Promise<LiveStream> => {
  const stream = await openSse(`${srv.url}/api/v1/admin/conversations/stream`, { cookie: staff.cookie });
  await stream.next((e) => e.event === 'ready');
  return stream;
};
/**
 * Resolves with the ms until the stream ended; rejects if it delivers a `conversation` event first (other than about
 * `earlier`, a conversation whose last events may still be buffered from before).
 */
const ended = (stream: LiveStream, earlier?: string): Promise<number> => {
  const t0 = performance.now();
  return stream.next((e) => e.event === 'conversation' && e.data.conversation.id !== earlier).then(
    (e) => { throw new Error(`delivered after the session ended: ${JSON.stringify(e.data).slice(0, 200)}`); },
    () => performance.now() - t0,
  );
};
const shopperWrites = async (text: string) => { const s = await openSession(srv.url); await sendMessage(srv.url, s, text); return s; };

test('a removed viewer gets no new shopper message and the open stream closes', async () => {
  const viewer = await addStaffMember(srv.url, owner, 'viewer');
  const stream = await inbox(viewer);
  const first = await shopperWrites('do you sell water bottles?');
  const seen = await stream.next((e) => e.event === 'conversation' && e.data.conversation.id === first.conversation_id);
  assert.equal(seen.event, 'conversation', 'the stream works while the viewer is on the team');

  const closing = ended(stream, first.conversation_id);
  const removed = await owner.json(`/api/v1/admin/staff/${viewer.session.staff.id}`, { method: 'DELETE' });
  assert.equal(removed.status, 204, JSON.stringify(removed.body));
  assert.equal((await viewer.fetch('/api/v1/auth/session')).status, 401);
  await shopperWrites('my private address is 12 Main St');
  const ms = await closing;
  assert.ok(ms < RECHECK_MS * 10, `closed after ${Math.round(ms)} ms`);
});

test('after sign-out the open stream closes within the re-check interval, with no event to trigger it', async () => {
  const agent = await addStaffMember(srv.url, owner, 'agent');
  const stream = await inbox(agent);
  const closing = ended(stream);
  const out = await agent.json('/api/v1/auth/signout', { method: 'POST' });
  assert.equal(out.status, 204);
  const ms = await closing;
  assert.ok(ms < RECHECK_MS * 10, `closed after ${Math.round(ms)} ms`);
});

test("a signed-in staff member's stream stays open across re-checks", async () => {
  const stream = await inbox(owner);
  await new Promise((r) => setTimeout(r, RECHECK_MS * 2.5));
  const s = await shopperWrites('hello, anyone there?');
  const e = await stream.next((x) => x.event === 'conversation' && x.data.conversation.id === s.conversation_id);
  assert.equal(e.event, 'conversation');
  stream.close();
});
