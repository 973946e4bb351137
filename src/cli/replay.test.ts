/**
 * `aisle eval replay` (src/cli/replay.ts) on a real Aisle (local model, demo store): recorded conversations — stored
 * messages, as the widget leaves them — whose shopper turns ask for a refund, add to the cart, check out and ask for a
 * person are replayed live and against a draft (auto-approve raised: the refund would run at once). Nothing may take
 * effect: every table a turn can write to is counted before and after, and the sandbox threads' checkpoints are gone.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { turnStoreOf } from '../agent/index.ts';
import { appendMessage, createConversation, listReplayableConversations } from '../conversations/index.ts';
import { findStoreByHandle, type Store } from '../stores/index.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { applyDraft, durationMs } from './commands/eval-replay.ts';
import { replayConversations, type ReplayConversation } from './replay.ts';

const SCRIPTS: string[][] = [
  ['Do you have running shoes under $80?', 'add the first one to my cart', 'check out please'],
  ['I want a refund for order #1001', 'my email is jane.doe@example.com'],
  ['I need to talk to a person'],
  ['What is your return policy?', 'and how long does shipping take?'],
];
const COPIES = 5; // 20 conversations, 40 turns

const TABLES = ['conversations', 'messages', 'runs', 'approvals', 'order_actions', 'carts', 'cart_lines', 'checkouts', 'payment_refunds', 'domain_events', 'langgraph.checkpoints', 'langgraph.checkpoint_writes'];

let srv: TestServer;
let store: Store;

async function counts(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const t of TABLES) out[t] = (await srv.database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`)).rows[0]!.n;
  out.orders = (await srv.database.pool.query('SELECT name, financial_status, fulfillment_status, refunded_cents, cancelled_at, shipping_address FROM orders ORDER BY name')).rows;
  return out;
}

before(async () => {
  srv = await startTestServer();
  store = (await findStoreByHandle(srv.database, 'demo'))!;
  // Recorded conversations: what the widget stores (shopper messages with the agent's answers).
  for (let k = 0; k < COPIES; k++) {
    for (const script of SCRIPTS) {
      const c = await createConversation(srv.database, { storeId: store.id, visitorId: randomUUID() });
      for (const say of script) {
        await appendMessage(srv.database, { storeId: store.id, conversationId: c.id, role: 'shopper', text: say });
        await appendMessage(srv.database, { storeId: store.id, conversationId: c.id, role: 'agent', text: `recorded answer to: ${say}` });
      }
    }
  }
});

after(async () => { await srv?.stop(); });

describe('replay in a sandbox', () => {
  it('selects recent recorded conversations with their shopper turns and recorded answers', async () => {
    const all = await listReplayableConversations(srv.database, store.id, { since: new Date(Date.now() - durationMs('1h')), limit: 1000 });
    assert.ok(all.length >= SCRIPTS.length * COPIES);
    const refund = all.find((c) => c.turns[0]?.say === SCRIPTS[1]![0])!;
    assert.deepEqual(refund.turns.map((t) => [t.say, t.answer]), SCRIPTS[1]!.map((s) => [s, `recorded answer to: ${s}`]));
    assert.equal((await listReplayableConversations(srv.database, store.id, { since: new Date(Date.now() + 60_000), limit: 10 })).length, 0);
  });

  it('replays live and draft side by side and changes nothing', async () => {
    const recorded = await listReplayableConversations(srv.database, store.id, { since: new Date(Date.now() - durationMs('1h')), limit: SCRIPTS.length * COPIES });
    const conversations: ReplayConversation[] = recorded.map((c) => ({ id: c.id, turns: c.turns.map((t) => ({ say: t.say, recorded: { text: t.answer ?? '' } })) }));
    const live = turnStoreOf(store);
    const draft = applyDraft(live, { guardrails: { auto_approve_limit_cents: 1_000_000 } });
    const beforeCounts = await counts();
    const report = await replayConversations({ database: srv.database, agent: srv.agent, live, draft, conversations });
    assert.deepEqual(await counts(), beforeCounts, 'no row written anywhere, no order changed, sandbox checkpoints deleted');

    assert.equal(report.turns, SCRIPTS.flat().length * COPIES);
    assert.equal(report.live.errors, 0);
    assert.equal(report.draft!.errors, 0);
    const tools = (v: 'live' | 'draft', name: string) => report.results.filter((r) => r[v]!.tools.some((t) => t.name === name));
    // The refund: live would ask the store, the draft (auto-approve) would do it at once; neither did anything.
    const refunds = report.results.filter((r) => r.say === 'my email is jane.doe@example.com');
    assert.equal(refunds.length, COPIES);
    for (const r of refunds) {
      assert.ok(r.live.tools.some((t) => t.name === 'refund'), JSON.stringify(r.live.tools));
      assert.match(r.live.text, /would have asked the store to approve/);
      assert.match(r.draft!.text, /would have done it at once/);
      assert.equal(r.changed, true);
      assert.equal(r.recorded, 'recorded answer to: my email is jane.doe@example.com');
    }
    assert.ok(tools('live', 'add_to_cart').length >= 1, 'the cart turn reached add_to_cart');
    for (const r of report.results.filter((x) => x.say === 'add the first one to my cart')) {
      assert.match(r.live.text, /Added 1 ×|Which one would you like|no listed price|out of stock/, 'add_to_cart answered (in the sandbox: as if added)');
    }
    for (const r of report.results.filter((x) => x.say === 'check out please')) {
      if (r.live.tools.some((t) => t.name === 'checkout')) assert.match(r.live.text, /Checkout isn't available/);
    }
    for (const r of report.results) {
      assert.ok(r.live.latency_ms >= 0 && r.live.model);
      if (r.say === 'What is your return policy?') assert.equal(r.changed, false, 'unchanged where the draft does not matter');
    }
    assert.ok(report.changed >= COPIES && report.changed < report.turns);
  });
});
