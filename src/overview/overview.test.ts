/**
 * Overview API over rows seeded directly (real Postgres, in-process HTTP): conversations, messages and runs with
 * known values across two days in the store's time zone (America/New_York), rows just outside the range, and
 * another store's noise. Every number is computed by hand in the comments and compared with the API's answer.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { createAdminTestApp } from '../../test/support/admin-app.ts';
import { createTestDatabase } from '../../test/support/db.ts';
import { getOverview, resolveRange } from './service.ts';
import { createOverviewRoutes } from './routes.ts';

const database = await createTestDatabase('empty');
const app = await createAdminTestApp(database, (requireStaff) => [createOverviewRoutes({ database, requireStaff })]);
const NOW = new Date('2026-03-12T12:00:00Z');
const at = (iso: string, plusMs = 0) => new Date(Date.parse(iso) + plusMs);

type Msg = { role: 'shopper' | 'agent' | 'staff' | 'system'; atMs: number; intent?: string };
type Convo = {
  startedAt: string; status?: string; resolution?: 'confirmed' | 'assumed'; rating?: 1 | -1; handoffAt?: string; lastMessageAt?: string; messages: Msg[];
};

async function seedConversation(storeId: string, c: Convo): Promise<string> {
  const id = randomUUID();
  const lastMs = Math.max(0, ...c.messages.map((m) => m.atMs));
  await database.pool.query(
    `INSERT INTO conversations (id, store_id, visitor_id, thread_id, status, started_at, last_message_at, rating, resolution, handoff_requested_at)
     VALUES ($1, $2, 'v', $9, $3, $4, $5, $6, $7, $8)`,
    [id, storeId, c.status ?? 'open', at(c.startedAt), c.lastMessageAt ? new Date(c.lastMessageAt) : at(c.startedAt, lastMs), c.rating ?? null, c.resolution ?? null, c.handoffAt ?? null, id]);
  for (const m of c.messages) {
    await database.pool.query(`INSERT INTO messages (store_id, conversation_id, role, text, intent, created_at) VALUES ($1, $2, $3, 'x', $4, $5)`,
      [storeId, id, m.role, m.intent ?? null, at(c.startedAt, m.atMs)]);
  }
  return id;
}

type Search = { query: string; products: number; relaxed?: string[]; relaxedWords?: string[] };
async function seedTurn(storeId: string, conversationId: string | null, t: { startedAt: string; model: string; input: number; output: number; costUsd: number; searches?: Search[] }) {
  const root = randomUUID();
  await database.pool.query(
    `INSERT INTO runs (id, trace_id, parent_id, store_id, conversation_id, kind, name, status, started_at, ended_at, model, total_input_tokens, total_output_tokens, total_cost_usd)
     VALUES ($1, $1, NULL, $2, $3, 'chain', 'turn', 'done', $4, $4, $5, $6, $7, $8)`,
    [root, storeId, conversationId, at(t.startedAt), t.model, t.input, t.output, t.costUsd]);
  // The llm child (the root's totals are what the tracer writes from these).
  await database.pool.query(
    `INSERT INTO runs (id, trace_id, parent_id, store_id, conversation_id, kind, name, status, started_at, model, input_tokens, output_tokens, cost_usd)
     VALUES ($1, $2, $2, $3, $4, 'llm', 'ChatOpenAI', 'done', $5, $6, $7, $8, $9)`,
    [randomUUID(), root, storeId, conversationId, at(t.startedAt, 10), t.model, t.input, t.output, t.costUsd]);
  for (const [i, s] of (t.searches ?? []).entries()) {
    const products = Array.from({ length: s.products }, () => ({ id: randomUUID(), title: 'Bottle' }));
    const relaxed = s.relaxed ?? [];
    const content = JSON.stringify({ constraints: { text: s.query }, products, total: s.products, closest: relaxed.length > 0, relaxed, relaxedWords: s.relaxedWords ?? [], partial: false });
    await database.pool.query(
      `INSERT INTO runs (id, trace_id, parent_id, store_id, conversation_id, kind, name, status, started_at, inputs, outputs)
       VALUES ($1, $2, $2, $3, $4, 'tool', 'search_products', 'done', $5, $6, $7)`,
      [randomUUID(), root, storeId, conversationId, at(t.startedAt, 20 + i), { input: { query: s.query } },
        { output: { name: 'search_products', role: 'tool', content } }]);
  }
}

/** Store A's rows (see the expected numbers in the test) and the same shape, louder, for store B. */
async function seedStore(storeId: string, noise = false) {
  // 2026-03-09 (New York, UTC-4 since the 8th): c1, c2, c3.
  const c1 = await seedConversation(storeId, {
    startedAt: '2026-03-09T14:00:00Z', status: 'resolved', resolution: 'confirmed', rating: 1,
    messages: [{ role: 'shopper', atMs: 0, intent: 'search_products' }, { role: 'agent', atMs: 2000 }, { role: 'shopper', atMs: 10_000, intent: 'search_products' }, { role: 'agent', atMs: 11_000 }],
  });
  const c2 = await seedConversation(storeId, { // idle since the 9th, never handed off: assumed
    startedAt: '2026-03-09T18:00:00Z', messages: [{ role: 'shopper', atMs: 0, intent: 'track_order' }, { role: 'agent', atMs: 5000 }],
  });
  await seedConversation(storeId, { // 03:30Z on the 10th = 23:30 on the 9th in New York
    startedAt: '2026-03-10T03:30:00Z', status: 'human', rating: -1, handoffAt: '2026-03-10T03:30:02Z',
    messages: [{ role: 'shopper', atMs: 0, intent: 'contact_human_agent' }, { role: 'system', atMs: 1000 }, { role: 'staff', atMs: 60_000 }],
  });
  // 2026-03-10: c4, c5, c6.
  const c4 = await seedConversation(storeId, {
    startedAt: '2026-03-10T15:00:00Z', status: 'resolved', rating: 1,
    messages: [{ role: 'shopper', atMs: 0, intent: 'search_products' }, { role: 'agent', atMs: 1500 }],
  });
  await seedConversation(storeId, { // handed back, still active (last message 1 h before NOW): neither resolution
    startedAt: '2026-03-10T16:00:00Z', handoffAt: '2026-03-10T16:00:05Z', lastMessageAt: '2026-03-12T11:00:00Z',
    messages: [{ role: 'shopper', atMs: 0, intent: 'check_refund_policy' }],
  });
  await seedConversation(storeId, {
    startedAt: '2026-03-10T20:00:00Z', status: 'closed', resolution: 'assumed', messages: [{ role: 'shopper', atMs: 0 }, { role: 'agent', atMs: 3000 }],
  });
  // Just outside: 23:00 on the 8th and 00:30 on the 11th in New York.
  const early = await seedConversation(storeId, { startedAt: '2026-03-09T03:00:00Z', status: 'resolved', resolution: 'confirmed', rating: 1, messages: [{ role: 'shopper', atMs: 0, intent: 'greeting' }, { role: 'agent', atMs: 1 }] });
  const late = await seedConversation(storeId, { startedAt: '2026-03-11T04:30:00Z', rating: -1, handoffAt: '2026-03-11T04:31:00Z', messages: [{ role: 'shopper', atMs: 0, intent: 'complaint' }, { role: 'agent', atMs: 1 }] });

  const k = noise ? 100 : 1;
  await seedTurn(storeId, c1, { startedAt: '2026-03-09T14:00:01Z', model: 'gpt-4o-mini', input: 1000 * k, output: 200 * k, costUsd: 0.00027 * k,
    searches: [{ query: 'Purple Unicorn Socks ', products: 0 }, { query: 'water bottle', products: 3 }] });
  // Only soft words left out: every hard constraint met, not a search without results; a relaxed price is one.
  await seedTurn(storeId, c2, { startedAt: '2026-03-09T18:00:01Z', model: 'aisle-local', input: 300 * k, output: 50 * k, costUsd: 0,
    searches: [{ query: 'cozy blanket under $30', products: 3, relaxedWords: ['cozy'] }, { query: 'nike running shoes under $1', products: 2, relaxed: ['price'] }] });
  await seedTurn(storeId, c4, { startedAt: '2026-03-10T15:00:01Z', model: 'gpt-4o-mini', input: 2000 * k, output: 100 * k, costUsd: 0.00036 * k,
    searches: [{ query: 'purple unicorn socks', products: 0 }, { query: 'left-handed teapot', products: 0 }] });
  await seedTurn(storeId, early, { startedAt: '2026-03-09T03:00:01Z', model: 'gpt-4o-mini', input: 7000, output: 7000, costUsd: 0.5, searches: [{ query: 'purple unicorn socks', products: 0 }] });
  await seedTurn(storeId, late, { startedAt: '2026-03-11T04:30:01Z', model: 'gpt-4o-mini', input: 5000, output: 5000, costUsd: 0.5, searches: [{ query: 'purple unicorn socks', products: 0 }] });
  if (noise) {
    for (let i = 0; i < 4; i++) {
      await seedConversation(storeId, { startedAt: '2026-03-10T17:00:00Z', status: 'human', rating: -1, handoffAt: '2026-03-10T17:00:01Z', messages: [{ role: 'shopper', atMs: 0, intent: 'complaint' }, { role: 'staff', atMs: 999_000 }] });
      await seedTurn(storeId, null, { startedAt: '2026-03-10T17:00:00Z', model: 'claude-3-5-haiku', input: 9, output: 9, costUsd: 1, searches: [{ query: 'noise only in store b', products: 0 }] });
    }
  }
}

const storeA = await app.newStore('overview-a');
const storeB = await app.newStore('overview-b');
await database.pool.query(`UPDATE stores SET timezone = 'America/New_York' WHERE id = ANY($1)`, [[storeA, storeB]]);
await seedStore(storeA);
await seedStore(storeB, true);

describe('overview numbers match the seeded rows', () => {
  test('two days in the store time zone, with rows just outside the range and another store ignored', async () => {
    const o = await getOverview(database, storeA, { from: '2026-03-09', to: '2026-03-10' }, NOW);
    assert.deepEqual(o.range, { from: '2026-03-09', to: '2026-03-10', days: 2, time_zone: 'America/New_York' });
    assert.deepEqual(o.totals, {
      conversations: 6, // c1..c6 (c3 started 23:30 local on the 9th; "early" and "late" are outside)
      resolutions: { confirmed: 2, assumed: 2, unresolved: 2 }, // c1 (recorded), c4 (status resolved) | c2 (idle 24 h+), c6 (recorded) | c3, c5
      handoffs: 2, // c3 (human), c5 (asked, handed back)
      handoff_rate: 0.3333,
      csat: { rated: 3, thumbs_up: 2, thumbs_down: 1, score: 0.6667 }, // c1 +1, c3 -1, c4 +1
      first_response: { median_ms: 3000, conversations: 5 }, // 1500, 2000, 3000, 5000, 60000 (c3's staff reply; the system line does not count; c5 has none)
      model: { turns: 3, input_tokens: 3300, output_tokens: 350, cost_usd: 0.00063 },
    });
    assert.deepEqual(o.daily, [
      { date: '2026-03-09', conversations: 3, confirmed: 1, assumed: 1, handoffs: 1, turns: 2, input_tokens: 1300, output_tokens: 250, cost_usd: 0.00027 },
      { date: '2026-03-10', conversations: 3, confirmed: 1, assumed: 1, handoffs: 1, turns: 1, input_tokens: 2000, output_tokens: 100, cost_usd: 0.00036 },
    ]);
    assert.deepEqual(o.models, [
      { model: 'gpt-4o-mini', turns: 2, input_tokens: 3000, output_tokens: 300, cost_usd: 0.00063 },
      { model: 'aisle-local', turns: 1, input_tokens: 300, output_tokens: 50, cost_usd: 0 },
    ]);
    assert.deepEqual(o.top_intents, [
      { intent: 'search_products', count: 3 }, { intent: 'check_refund_policy', count: 1 }, { intent: 'contact_human_agent', count: 1 }, { intent: 'track_order', count: 1 },
    ]);
    assert.deepEqual(o.zero_result_searches.map(({ query, count }) => ({ query, count })), [
      { query: 'purple unicorn socks', count: 2 }, { query: 'left-handed teapot', count: 1 }, { query: 'nike running shoes under $1', count: 1 },
    ]);
  });

  test('one day, zero-filled days, and the idle cut-off moving with "now"', async () => {
    const one = await getOverview(database, storeA, { from: '2026-03-10', to: '2026-03-10' }, NOW);
    assert.equal(one.totals.conversations, 3);
    assert.deepEqual(one.totals.resolutions, { confirmed: 1, assumed: 1, unresolved: 1 });
    assert.equal(one.totals.first_response.median_ms, 2250, 'median of 1500 and 3000');
    const wide = await getOverview(database, storeA, { from: '2026-03-07', to: '2026-03-12' }, NOW);
    assert.deepEqual(wide.daily.map((d) => [d.date, d.conversations]), [
      ['2026-03-07', 0], ['2026-03-08', 1], ['2026-03-09', 3], ['2026-03-10', 3], ['2026-03-11', 1], ['2026-03-12', 0],
    ]);
    // Seen on the evening of the 9th, c2 (last message at 18:00:05Z) has not been idle 24 h yet.
    const early = await getOverview(database, storeA, { from: '2026-03-09', to: '2026-03-09' }, new Date('2026-03-10T12:00:00Z'));
    assert.deepEqual(early.totals.resolutions, { confirmed: 1, assumed: 0, unresolved: 2 });
  });

  test('store B sees only its own rows (noise included)', async () => {
    const b = await getOverview(database, storeB, { from: '2026-03-09', to: '2026-03-10' }, NOW);
    assert.equal(b.totals.conversations, 10);
    assert.equal(b.totals.model.input_tokens, 330_000 + 36);
    assert.deepEqual(b.zero_result_searches.map((s) => s.query), ['noise only in store b', 'purple unicorn socks', 'left-handed teapot', 'nike running shoes under $1']);
  });
});

describe('HTTP', () => {
  test('viewer reads their store; problem+json for bad ranges; 401 without a session', async () => {
    const viewer = await app.signInAs(storeA, 'viewer');
    const ok = await viewer.json('/api/v1/admin/overview?from=2026-03-09&to=2026-03-10');
    assert.equal(ok.status, 200);
    assert.equal(ok.body.totals.conversations, 6);
    const other = await app.signInAs(storeB, 'viewer');
    assert.equal((await other.json('/api/v1/admin/overview?from=2026-03-09&to=2026-03-10')).body.totals.conversations, 10);

    for (const [qs, code] of [
      ['from=2026-03-10&to=2026-03-09', 'range_reversed'],
      ['from=2025-01-01&to=2026-01-02', 'range_too_long'],
      ['from=2026-02-30&to=2026-03-01', 'invalid_date'],
      ['from=yesterday', 'invalid_format'],
    ] as const) {
      const res = await viewer.fetch(`/api/v1/admin/overview?${qs}`);
      assert.equal(res.status, 400, qs);
      assert.match(res.headers.get('content-type')!, /problem\+json/);
      const body = await res.json();
      assert.equal(body.code, 'invalid_request');
      assert.equal(body.errors[0].code, code, qs);
    }
    assert.equal((await app.target('/api/v1/admin/overview')).status, 401);
  });

  test('366 days is the longest range; the default is the last 30 days ending today in store time', () => {
    assert.equal(resolveRange({ from: '2024-01-01', to: '2024-12-31' }, 'UTC', NOW).days, 366);
    assert.deepEqual(resolveRange({}, 'America/New_York', new Date('2026-03-12T02:00:00Z')), { from: '2026-02-10', to: '2026-03-11', days: 30 });
  });
});
