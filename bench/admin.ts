/**
 * `node bench/admin.ts --json [--conversations 10000] [--runs 100000] [--samples 200]`: server time of the admin's
 * read APIs on a big store, over real HTTP.
 *
 * 1. Starts a fresh embedded PostgreSQL in a temporary folder (removed at the end) and Aisle on it (no demo store,
 *    no job workers; the intent-model cache in AISLE_DATA_DIR, default ./.aisle, is reused).
 * 2. Signs up store A and store B through the auth API and seeds, with set-based SQL: store A gets `conversations`
 *    conversations with 4 messages per 2 turns and `runs` runs (5 per turn: turn → agent → llm, tools → tool, with
 *    realistic JSON inputs/outputs; shopper texts are real dev utterances); store B gets a tenth of that as noise.
 * 3. Measures, one request at a time after a warm-up, as store A's owner:
 *    - `GET /api/v1/admin/conversations` (the inbox list: unfiltered, next page, and each filter the route
 *      declares in the OpenAPI document — `status`, `q` — with whatever main has);
 *    - `GET /api/v1/admin/traces` unfiltered, next page, and 11 filter combinations (status, model, intent,
 *      duration, tokens, cost, date range, conversation, combined, rare);
 *    - `GET /api/v1/admin/traces/{id}` for random turns.
 *
 * Server time = the `Server-Timing: total;dur=<ms>` header that hono/timing puts on every /api/v1/admin/*
 * response (from the first middleware — session check included — to the response; no network, no client).
 * Loopback wall times are reported too (`*_loopback_p50_ms`). `--explain` prints EXPLAIN ANALYZE of every traces-list
 * variant's SQL to stderr first.
 *    - `GET /api/v1/admin/overview` for the default 30 days, 7 days and 366 days (a fifth of the samples; no target).
 * Output (stdout, one JSON object): {"conversations","runs","inbox_list_p50_ms","inbox_list_p95_ms",
 * "traces_list_p50_ms","traces_list_p95_ms","trace_view_p50_ms","trace_view_p95_ms","overview_p50_ms","overview_p95_ms"}
 * plus details.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { Aisle } from '../src/server.ts';
import { traceQueryOf, TraceListQuerySchema, traceRootsQuery } from '../src/observability/index.ts';
import { signUp, type AdminClient } from '../test/support/admin-client.ts';
import { withFreshAisle } from './fresh-aisle.ts';
import { loadUtteranceMix, percentile } from './turns.ts';

/** Intents the seeded turns carry (a real label set of the local classifier), cycled. */
const INTENTS = ['search_products', 'search_products', 'search_products', 'product_question', 'track_order', 'get_refund', 'delivery_options', 'small_talk', 'contact_human_agent', 'cancel_order'];
const SYSTEM_PROMPT = 'You are Aisle, the shopping and support assistant of the online store. Facts (products, prices, stock, orders, policies) come ONLY from tool results: never invent or guess them. '.repeat(5);

/**
 * Seed `conversations` conversations of `storeId`, `turns` turns each (2 messages and 5 runs per turn), in a
 * handful of set-based statements. Times spread over the last 30 days.
 */
export async function seedStore(aisle: Pick<Aisle, 'database'>, storeId: string, conversations: number, turns: number, texts: string[]): Promise<void> {
  const q = (text: string, params: unknown[] = []) => aisle.database.pool.query(text, params);
  await q(`
    INSERT INTO conversations (id, store_id, visitor_id, status, thread_id, started_at, last_message_at, page_url, locale)
    SELECT id, $1, 'visitor-' || i, (ARRAY['open','open','open','resolved','resolved','handoff_requested','human','closed'])[1 + i % 8],
           id::text, started, started, 'https://shop.example/products/' || i, 'en'
      FROM (SELECT gen_random_uuid() AS id, i, now() - random() * interval '30 days' AS started FROM generate_series(1, $2::int) i) s`,
  [storeId, conversations]);
  await q('DROP TABLE IF EXISTS bench_turns');
  await q(`
    CREATE TEMP TABLE bench_turns AS
    SELECT c.id AS conversation_id, c.store_id, n,
           gen_random_uuid() AS trace_id, gen_random_uuid() AS agent_id, gen_random_uuid() AS llm_id,
           gen_random_uuid() AS tools_id, gen_random_uuid() AS tool_id,
           c.started_at + t * interval '90 seconds' AS started_at,
           (150 + (n * 7919) % 2500 + CASE WHEN n % 20 = 0 THEN 9000 ELSE 0 END)::int AS duration_ms,
           CASE WHEN n % 50 = 0 THEN 'error' WHEN n % 97 = 0 THEN 'out_of_steps' ELSE 'done' END AS status,
           CASE WHEN n % 10 < 7 THEN 'aisle-local' WHEN n % 10 < 9 THEN 'gpt-4o-mini' ELSE 'claude-3-5-haiku' END AS model,
           $2::text[] AS intents, $3::text[] AS texts,
           (300 + (n * 31) % 2500)::int AS in_tok, (20 + (n * 17) % 400)::int AS out_tok
      FROM conversations c CROSS JOIN generate_series(0, $4::int - 1) t
      CROSS JOIN LATERAL (SELECT (hashtext(c.id::text || t) & 2147483647)::bigint AS n) h
     WHERE c.store_id = $1`, [storeId, INTENTS, texts, turns]);
  await q(`ALTER TABLE bench_turns ADD COLUMN intent text, ADD COLUMN text text, ADD COLUMN cost numeric(12,6)`);
  await q(`UPDATE bench_turns SET intent = intents[1 + n % array_length(intents, 1)], text = texts[1 + n % array_length(texts, 1)],
             cost = CASE model WHEN 'aisle-local' THEN 0 WHEN 'gpt-4o-mini' THEN (in_tok * 0.15 + out_tok * 0.6) / 1e6 ELSE (in_tok * 0.8 + out_tok * 4) / 1e6 END`);
  const ms = (expr: string) => `started_at + (${expr}) * interval '1 millisecond'`;
  await q(`
    INSERT INTO runs (id, trace_id, parent_id, store_id, conversation_id, kind, name, status, inputs, outputs, error, started_at, ended_at,
                      model, input_tokens, output_tokens, cost_usd, metadata, intent, total_input_tokens, total_output_tokens, total_cost_usd)
    SELECT trace_id, trace_id, NULL, store_id, conversation_id, 'chain', 'turn', status,
           jsonb_build_object('messages', jsonb_build_array(jsonb_build_object('role', 'human', 'content', text))),
           jsonb_build_object('text', 'Here is what I found for you.', 'parts', '[]'::jsonb),
           CASE WHEN status = 'error' THEN 'Error: platform unavailable' END, started_at, ${ms('duration_ms')},
           model, NULL::int, NULL::int, NULL::numeric, jsonb_build_object('model', model), intent, in_tok, out_tok, cost
      FROM bench_turns
    UNION ALL
    SELECT agent_id, trace_id, trace_id, store_id, conversation_id, 'chain', 'agent', 'done', NULL, NULL, NULL,
           ${ms('2')}, ${ms('duration_ms * 0.4')}, NULL, NULL, NULL, NULL, '{"langgraph_node":"agent"}', NULL, NULL, NULL, NULL
      FROM bench_turns
    UNION ALL
    SELECT llm_id, trace_id, agent_id, store_id, conversation_id, 'llm', CASE model WHEN 'aisle-local' THEN 'LocalChatModel' ELSE 'ChatOpenAI' END, 'done',
           jsonb_build_object('messages', jsonb_build_array(jsonb_build_object('role', 'system', 'content', $1::text), jsonb_build_object('role', 'human', 'content', text))),
           jsonb_build_object('message', jsonb_build_object('role', 'ai', 'content', '', 'tool_calls', jsonb_build_array(jsonb_build_object('name', 'search_products', 'args', jsonb_build_object('query', text))))),
           NULL, ${ms('3')}, ${ms('duration_ms * 0.38')}, model, in_tok, out_tok, cost, '{"langgraph_node":"agent"}', NULL, NULL, NULL, NULL
      FROM bench_turns
    UNION ALL
    SELECT tools_id, trace_id, trace_id, store_id, conversation_id, 'chain', 'tools', status, NULL, NULL, NULL,
           ${ms('duration_ms * 0.4')}, ${ms('duration_ms * 0.95')}, NULL, NULL, NULL, NULL, '{"langgraph_node":"tools"}', NULL, NULL, NULL, NULL
      FROM bench_turns
    UNION ALL
    SELECT tool_id, trace_id, tools_id, store_id, conversation_id, 'tool', 'search_products', status,
           jsonb_build_object('input', jsonb_build_object('query', text)),
           jsonb_build_object('output', repeat('{"id":"prod","title":"Running shoe","price":"59.00"},', 30)),
           CASE WHEN status = 'error' THEN 'platform unavailable' END, ${ms('duration_ms * 0.41')}, ${ms('duration_ms * 0.94')},
           NULL, NULL, NULL, NULL, '{"langgraph_node":"tools"}', NULL, NULL, NULL, NULL
      FROM bench_turns`, [SYSTEM_PROMPT]);
  await q(`
    INSERT INTO messages (store_id, conversation_id, role, text, parts, run_id, intent, created_at)
    SELECT store_id, conversation_id, 'shopper', text, '[]'::jsonb, NULL::uuid, intent, started_at - interval '5 milliseconds' FROM bench_turns
    UNION ALL
    SELECT store_id, conversation_id, 'agent', 'Here is what I found for you.', '[]', trace_id, NULL, ${ms('duration_ms')} FROM bench_turns`);
  await q(`UPDATE conversations c SET last_message_at = m.last FROM (SELECT conversation_id, max(created_at) AS last FROM messages WHERE store_id = $1 GROUP BY conversation_id) m
            WHERE c.id = m.conversation_id`, [storeId]);
  await q('DROP TABLE bench_turns');
}

/** Print `EXPLAIN (ANALYZE, BUFFERS)` of the exact SQL the traces list runs for each path (stderr). */
async function explainTraceQueries(aisle: Aisle, storeId: string, paths: string[], say: (s: string) => void): Promise<void> {
  for (const p of paths) {
    const q = TraceListQuerySchema.parse(Object.fromEntries(new URL(p, 'http://x').searchParams));
    const { filters, page } = traceQueryOf(q);
    const { sql, params } = traceRootsQuery(aisle.database, storeId, filters, page).toSQL();
    const plan = await aisle.database.pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params as unknown[]);
    say(`--- ${p}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
}

/** Server time (ms) from a response's `Server-Timing: total;dur=…`. @throws when the header is missing */
function serverTotalMs(res: Response): number {
  const m = res.headers.get('server-timing')?.match(/(?:^|,)\s*total;dur=([\d.]+)/);
  if (!m) throw new Error(`no Server-Timing total on ${res.url}`);
  return Number(m[1]);
}

type Series = { server: number[]; wall: number[]; byPath: Map<string, number[]> };

/** GET each path round-robin `samples` times (after `warmup` unrecorded ones); asserts 200. */
async function measure(client: AdminClient, paths: string[], samples: number, warmup: number): Promise<Series> {
  const out: Series = { server: [], wall: [], byPath: new Map() };
  for (let i = 0; i < warmup + samples; i++) {
    const p = paths[i % paths.length]!;
    const t0 = performance.now();
    const res = await client.fetch(p);
    await res.arrayBuffer();
    const wall = performance.now() - t0;
    if (res.status !== 200) throw new Error(`${p}: ${res.status}`);
    if (i >= warmup) {
      const ms = serverTotalMs(res);
      out.server.push(ms);
      out.wall.push(wall);
      out.byPath.set(p, [...(out.byPath.get(p) ?? []), ms]);
    }
  }
  return out;
}

const round = (n: number) => Math.round(n * 10) / 10;
const pct = (xs: number[], p: number) => round(percentile([...xs].sort((a, b) => a - b), p));

/** Run the bench; prints one JSON object. @returns exit code (1 when a target is missed) */
export async function run(argv: string[], io: { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream }): Promise<number> {
  const { values } = parseArgs({ args: argv, options: {
    conversations: { type: 'string', default: '10000' }, runs: { type: 'string', default: '100000' },
    samples: { type: 'string', default: '200' }, warmup: { type: 'string', default: '20' }, json: { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
  } });
  const conversations = Number(values.conversations);
  const turns = Math.max(1, Math.round(Number(values.runs) / conversations / 5));
  const samples = Number(values.samples);
  const warmup = Number(values.warmup);
  const say = (s: string) => io.stderr.write(`${s}\n`);

  return withFreshAisle('admin', { AISLE_SIGNUP: 'open' }, say, async (aisle) => {
    const stamp = Date.now().toString(36);
    const owner = await signUp(aisle.url, { store_name: 'Bench A', name: 'Owner A', email: `bench-a-${stamp}@example.com`, password: 'bench-password-a1' });
    const noise = await signUp(aisle.url, { store_name: 'Bench B', name: 'Owner B', email: `bench-b-${stamp}@example.com`, password: 'bench-password-b1' });
    const texts = await loadUtteranceMix();
    const t0 = performance.now();
    say(`seeding ${conversations} conversations x ${turns} turns (${conversations * turns * 5} runs) in store A, a tenth of that in store B ...`);
    await seedStore(aisle, owner.session.store.id, conversations, turns, texts);
    await seedStore(aisle, noise.session.store.id, Math.ceil(conversations / 10), turns, texts);
    await aisle.database.pool.query('VACUUM ANALYZE');
    const seedS = round((performance.now() - t0) / 1000);
    const counts = (await aisle.database.pool.query<{ c: number; r: number }>(
      'SELECT (SELECT count(*)::int FROM conversations WHERE store_id = $1) AS c, (SELECT count(*)::int FROM runs WHERE store_id = $1) AS r', [owner.session.store.id])).rows[0]!;
    say(`seeded in ${seedS} s: store A has ${counts.c} conversations, ${counts.r} runs`);

    // Inbox list: whatever filters main's route declares.
    const doc = (await (await fetch(`${aisle.url}/api/v1/openapi.json`)).json()) as { paths: Record<string, { get?: { parameters?: { name: string }[] } }> };
    const inboxParams = new Set((doc.paths['/api/v1/admin/conversations']?.get?.parameters ?? []).map((p) => p.name));
    const first = (await owner.json<{ conversations: { last_message_at: string }[]; next_cursor?: string | null }>('/api/v1/admin/conversations')).body;
    const inboxPaths = ['/api/v1/admin/conversations'];
    if (first.next_cursor && inboxParams.has('cursor')) inboxPaths.push(`/api/v1/admin/conversations?cursor=${encodeURIComponent(first.next_cursor)}`);
    else if (inboxParams.has('before') && first.conversations.length) inboxPaths.push(`/api/v1/admin/conversations?before=${encodeURIComponent(first.conversations.at(-1)!.last_message_at)}`);
    if (inboxParams.has('status')) inboxPaths.push('/api/v1/admin/conversations?status=handoff_requested', '/api/v1/admin/conversations?status=open');
    if (inboxParams.has('q')) inboxPaths.push(`/api/v1/admin/conversations?q=${encodeURIComponent('running shoes')}`, '/api/v1/admin/conversations?q=refund');

    // Traces list: unfiltered, next page, every filter.
    const tracesFirst = (await owner.json<{ next_cursor: string | null }>('/api/v1/admin/traces')).body;
    const someConversation = (await aisle.database.pool.query<{ id: string }>('SELECT id FROM conversations WHERE store_id = $1 ORDER BY random() LIMIT 1', [owner.session.store.id])).rows[0]!.id;
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const twoWeeksAgo = new Date(Date.now() - 14 * 86_400_000).toISOString();
    const tracesPaths = [
      '', `cursor=${tracesFirst.next_cursor}`, 'status=error', 'status=error,out_of_steps', 'model=gpt-4o-mini', 'intent=cancel_order',
      'min_duration_ms=5000', 'min_tokens=2500', 'min_cost_usd=0.001', `from=${twoWeeksAgo}&to=${weekAgo}`, `conversation_id=${someConversation}`,
      'status=done&model=claude-3-5-haiku&min_duration_ms=1000&max_tokens=1000', 'intent=get_refund&status=error&min_cost_usd=0.0001',
    ].map((q) => `/api/v1/admin/traces${q ? `?${q}` : ''}`);

    const traceIds = (await aisle.database.pool.query<{ id: string }>('SELECT id FROM runs WHERE store_id = $1 AND parent_id IS NULL ORDER BY random() LIMIT 200', [owner.session.store.id])).rows.map((r) => r.id);
    const viewPaths = traceIds.map((id) => `/api/v1/admin/traces/${id}`);

    if (values.explain) await explainTraceQueries(aisle, owner.session.store.id, tracesPaths, say);
    say(`measuring (${samples} samples per endpoint, Server-Timing) ...`);
    const inbox = await measure(owner, inboxPaths, samples, warmup);
    const traces = await measure(owner, tracesPaths, samples, warmup);
    const view = await measure(owner, viewPaths, samples, warmup);
    // Overview (no target in the issue; measured for the record): default 30 days, 7 days, the longest range.
    const today = new Date().toISOString().slice(0, 10);
    const daysBefore = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const overviewPaths = ['', `?from=${daysBefore(6)}&to=${today}`, `?from=${daysBefore(365)}&to=${today}`].map((q) => `/api/v1/admin/overview${q}`);
    const overview = await measure(owner, overviewPaths, Math.max(10, Math.ceil(samples / 5)), Math.min(warmup, 5));
    const result = {
      conversations: counts.c,
      runs: counts.r,
      inbox_list_p50_ms: pct(inbox.server, 50),
      inbox_list_p95_ms: pct(inbox.server, 95),
      traces_list_p50_ms: pct(traces.server, 50),
      traces_list_p95_ms: pct(traces.server, 95),
      trace_view_p50_ms: pct(view.server, 50),
      trace_view_p95_ms: pct(view.server, 95),
      inbox_list_max_ms: pct(inbox.server, 100),
      traces_list_max_ms: pct(traces.server, 100),
      trace_view_max_ms: pct(view.server, 100),
      inbox_loopback_p50_ms: pct(inbox.wall, 50),
      traces_loopback_p50_ms: pct(traces.wall, 50),
      trace_view_loopback_p50_ms: pct(view.wall, 50),
      overview_p50_ms: pct(overview.server, 50),
      overview_p95_ms: pct(overview.server, 95),
      overview_variants_p50_ms: Object.fromEntries([...overview.byPath].map(([p, xs]) => [p.replace('/api/v1/admin/overview', '') || '(last 30 days)', pct(xs, 50)])),
      server_time: 'Server-Timing total (hono/timing), sequential requests',
      inbox_variants_p50_ms: Object.fromEntries([...inbox.byPath].map(([p, xs]) => [p.replace('/api/v1/admin/conversations', '') || '(unfiltered)', pct(xs, 50)])),
      traces_variants_p50_ms: Object.fromEntries([...traces.byPath].map(([p, xs]) => [p.replace('/api/v1/admin/traces', '').replace(/cursor=[^&]+/, 'cursor=…') || '(unfiltered)', pct(xs, 50)])),
      noise_store_runs: conversations > 0 ? Math.ceil(conversations / 10) * turns * 5 : 0,
      samples,
      seed_s: seedS,
      load_avg_1m: round(os.loadavg()[0]!),
      cpus: os.cpus().length,
    };
    io.stdout.write(values.json ? `${JSON.stringify(result)}\n` : `${JSON.stringify(result, null, 2)}\n`);
    const worst = Math.max(result.inbox_list_p95_ms, result.traces_list_p95_ms, result.trace_view_p95_ms);
    return worst <= 100 ? 0 : 1;
  });
}

if (fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await run(process.argv.slice(2), process);
}
