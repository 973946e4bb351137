/**
 * Faults (issue 11 item 5): PostgreSQL restarted under shopper traffic (readiness 503 then 200, shoppers get a
 * retryable 503, no accepted message lost, the pool recovers without restarting Aisle), and Aisle killed with
 * SIGKILL mid-turn (after a restart the conversation works and the interrupted turn is reported failed, with
 * Retry). A provider that hangs or answers garbage: src/agent/provider-fallback.test.ts.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { signUp } from './support/admin-client.ts';
import { cloneTestDatabase } from './support/db.ts';
import { startFakeOpenAI } from './support/fake-openai.ts';
import { startOwnPostgres } from './support/own-postgres.ts';
import { spawnTestServer, startTestServer } from './support/server.ts';
import { getHistory, openSession, sendMessage, type WidgetSession } from './support/widget-client.ts';

const cleanup: Array<() => Promise<void>> = [];
after(async () => { for (const f of cleanup.reverse()) await f().catch(() => {}); });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Poll `probe` every 100 ms until it returns true. @throws after `ms` */
async function until(what: string, probe: () => Promise<boolean>, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await probe().catch(() => false))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

test('PostgreSQL restarts under shopper traffic: readiness 503 → 200, retryable errors, no accepted message lost', { timeout: 300_000 }, async () => {
  const pg = await startOwnPostgres();
  cleanup.push(() => pg.remove());
  const srv = await startTestServer({ AISLE_DEMO: '0', AISLE_RATE_VISITOR_PER_MIN: '100000', AISLE_RATE_STORE_PER_MIN: '1000000' }, { databaseUrl: pg.url });
  cleanup.push(() => srv.stop());
  const owner = await signUp(srv.url, { store_name: 'Restart Test', name: 'Owner', email: `owner-${crypto.randomUUID().slice(0, 8)}@example.com`, password: 'correct horse battery' });
  const handle = owner.session.store.handle;
  const ready = async () => (await fetch(`${srv.url}/readyz`)).status;
  assert.equal(await ready(), 200);

  // Shoppers keep talking through the restart; every answer is recorded.
  const accepted: string[] = []; // message ids the server said it stored (metadata event)
  const outcomes: Record<string, number> = {};
  let stop = false;
  let opened = 0;
  const shopper = async (i: number) => {
    let s: WidgetSession | null = null;
    for (let n = 0; !stop; n++) {
      try {
        if (!s) { s = await openSession(srv.url, handle); opened++; }
        const r = await sendMessage(srv.url, s, `message ${n} from shopper ${i}: do you ship to Canada?`);
        const meta = r.events.find((e) => e.event === 'metadata');
        if (meta) accepted.push(meta.data.message_id);
        const kind = r.status === 200 ? (r.events.at(-1)?.event ?? 'none') : `${r.status} ${r.problem?.code}${r.headers.get('retry-after') ? ' retry-after' : ''}`;
        outcomes[kind] = (outcomes[kind] ?? 0) + 1;
      } catch (err) {
        const kind = `threw ${(err as Error).message}`;
        outcomes[kind] = (outcomes[kind] ?? 0) + 1;
        await sleep(200);
      }
    }
  };
  const traffic = Promise.all([0, 1, 2].map(shopper));
  // Every shopper holds a session before the outage (a session opened during it is a 503 that openSession throws).
  await until('every shopper has a session', async () => opened === 3);
  await sleep(2000);

  await pg.stop();
  await until('readiness 503', async () => (await ready()) === 503);
  await sleep(2000); // shoppers meet the outage
  await pg.start();
  await until('readiness 200 again', async () => (await ready()) === 200);
  const served = accepted.length;
  await until('turns after the restart', async () => accepted.length >= served + 3, 60_000);
  stop = true;
  await traffic;

  // Only answers and retryable errors: a 503 platform_unavailable with Retry-After, or the stream's friendly error.
  for (const kind of Object.keys(outcomes)) assert.match(kind, /^(done|error|503 platform_unavailable retry-after)$/, JSON.stringify(outcomes));
  assert.ok((outcomes['503 platform_unavailable retry-after'] ?? 0) + (outcomes.error ?? 0) > 0, `the outage was seen: ${JSON.stringify(outcomes)}`);
  // Every message the server accepted is stored.
  const { rows } = await srv.database.pool.query<{ id: string }>(`SELECT id FROM messages WHERE id = ANY($1::uuid[])`, [accepted]);
  assert.equal(rows.length, new Set(accepted).size, 'no accepted shopper message lost');
  // The same process serves turns again (its pools reconnected).
  const after = await sendMessage(srv.url, await openSession(srv.url, handle), 'hello again');
  assert.equal(after.events.at(-1)?.event, 'done');
});

test('SIGKILL mid-turn: after a restart the conversation works and the interrupted turn is shown failed, with Retry', { timeout: 300_000 }, async () => {
  const fake = await startFakeOpenAI([{ delayMs: 120_000 }]);
  cleanup.push(() => fake.close());
  const { database, drop } = await cloneTestDatabase('demo');
  cleanup.push(drop);
  const first = await spawnTestServer(database.url, { OPENAI_BASE_URL: `${fake.url}/v1`, OPENAI_API_KEY: 'test', AISLE_MODEL_TIMEOUT_MS: '120000' });
  cleanup.push(() => first.stop());
  const s = await openSession(first.url);
  const turn = sendMessage(first.url, s, 'water bottle under $20').catch(() => null);
  await until('the turn to reach the model', async () => fake.requests.length > 0);
  process.kill(first.pid, 'SIGKILL');
  await first.stop();
  await turn;

  const second = await spawnTestServer(database.url);
  cleanup.push(() => second.stop());
  const h = await getHistory(second.url, s);
  assert.equal(h.status, 200);
  assert.equal(h.body.messages.at(-1).role, 'shopper', 'the shopper message was kept');
  assert.equal(h.body.messages.at(-1).text, 'water bottle under $20');
  assert.equal(h.body.last_turn, 'failed', 'the lost answer is reported, so the widget offers Retry');

  const retried = await fetch(`${second.url}/api/v1/widget/conversations/${s.conversation_id}/retry`, { method: 'POST', headers: { authorization: `Bearer ${s.token}` } });
  assert.equal(retried.status, 200);
  assert.match(await retried.text(), /event: done/);
  const healed = await getHistory(second.url, s);
  assert.equal(healed.body.messages.at(-1).role, 'agent');
  assert.equal(healed.body.last_turn, null);
  const next = await sendMessage(second.url, s, 'and a yoga mat?');
  assert.equal(next.events.at(-1)?.event, 'done');
  assert.equal((await getHistory(second.url, s)).body.last_turn, null);
});
