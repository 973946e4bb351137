/**
 * Run-store metrics for the admin overview, over the agent turns (root runs) a store STARTED in a date range
 * (days in the store's time zone):
 *
 * - **model usage**: each turn's root run carries the totals of its llm runs (`total_input_tokens`,
 *   `total_output_tokens`, `total_cost_usd`, written by the tracer); summed per day and per model (the root's
 *   `model`). Turns without any llm run count as turns with 0 tokens. Model calls outside a turn (background traces:
 *   the catalog vocabulary translated after an import, background-trace.ts) count their tokens and cost, not as turns.
 * - **zero-result searches**: `search_products` tool runs of those turns whose result listed no product at all
 *   (`"products":[]` in the tool message; "closest" results after relaxing constraints are NOT zero results),
 *   grouped by the query as the model sent it (lower-cased, trimmed), most frequent first.
 */
import type { Database } from '../db/index.ts';

/** A store and an inclusive range of calendar days in `timeZone` (IANA name). */
export type RunRange = { storeId: string; from: string; to: string; timeZone: string };

/** Token and cost totals. `costUsd` null when no turn has a known cost. */
export type UsageTotals = { turns: number; inputTokens: number; outputTokens: number; costUsd: number | null };

/** Model usage of a range: per day (days without turns absent) and per model. */
export type ModelUsage = { days: (UsageTotals & { date: string })[]; models: (UsageTotals & { model: string })[] };

/** A search the catalog answered with nothing. `lastAt` ISO time of the latest one. */
export type ZeroResultSearch = { query: string; count: number; lastAt: string };

/** Turns (root runs) of the range: $1 store, $2 from, $3 to, $4 time zone. Uses the roots index (store_id, started_at). */
const TURNS = `turns AS (
  SELECT * FROM runs
   WHERE store_id = $1 AND parent_id IS NULL
     AND started_at >= ($2::date::timestamp AT TIME ZONE $4)
     AND started_at < (($3::date + 1)::timestamp AT TIME ZONE $4))`;

const TOTALS = `count(*) FILTER (WHERE NOT background)::int AS turns,
  coalesce(sum(total_input_tokens), 0)::int AS "inputTokens",
  coalesce(sum(total_output_tokens), 0)::int AS "outputTokens",
  sum(total_cost_usd)::float8 AS "costUsd"`;

/**
 * Usage of the turns per day AND per model in one scan (GROUPING SETS): rows with `day` set are days, rows with
 * `model` set are models. $1 store, $2 from, $3 to, $4 time zone.
 */
export const USAGE_SQL = `WITH ${TURNS}
      SELECT to_char(day, 'YYYY-MM-DD') AS date, model, ${TOTALS}
        FROM (SELECT (started_at AT TIME ZONE $4)::date AS day, coalesce(model, 'unknown') AS model,
                     total_input_tokens, total_output_tokens, total_cost_usd, metadata ? 'background' AS background FROM turns) t
       GROUP BY GROUPING SETS ((day), (model))
       ORDER BY day NULLS LAST, coalesce(sum(total_input_tokens), 0) + coalesce(sum(total_output_tokens), 0) DESC, model`;

/**
 * Searches with no results of the turns: search_products runs that listed no product, or whose products break a
 * hard constraint (`relaxed` non-empty: nothing matched every hard constraint). Leaving out soft words
 * (`relaxedWords`) is not "no results". $5 limit.
 */
export const ZERO_RESULT_SQL = `WITH ${TURNS}
    SELECT lower(btrim(t.inputs->'input'->>'query')) AS query, count(*)::int AS count, max(t.started_at) AS last_at
      FROM turns r JOIN runs t ON t.trace_id = r.id,
           LATERAL (SELECT coalesce(t.outputs->'output'->>'content', t.outputs->>'output', '') AS content) o
     WHERE t.store_id = $1 AND t.kind = 'tool' AND t.name = 'search_products' AND t.status = 'done'
       AND coalesce(btrim(t.inputs->'input'->>'query'), '') <> ''
       AND (position('"products":[]' IN o.content) > 0
            OR CASE WHEN o.content IS JSON OBJECT THEN jsonb_typeof(o.content::jsonb->'relaxed') = 'array'
                    AND jsonb_array_length(o.content::jsonb->'relaxed') > 0 ELSE false END)
     GROUP BY 1 ORDER BY count DESC, last_at DESC LIMIT $5`;

function roundCost<T extends { costUsd: number | null }>(row: T): T {
  return { ...row, costUsd: row.costUsd === null ? null : Math.round(row.costUsd * 1e6) / 1e6 };
}

/** Token and cost totals of a store's turns in a range, per day and per model. */
export async function modelUsage(database: Database, range: RunRange): Promise<ModelUsage> {
  const res = await database.pool.query<UsageTotals & { date: string | null; model: string | null }>(
    USAGE_SQL, [range.storeId, range.from, range.to, range.timeZone]);
  const days: ModelUsage['days'] = [];
  const models: ModelUsage['models'] = [];
  for (const { date, model, ...totals } of res.rows) {
    if (date !== null) days.push(roundCost({ date, ...totals }));
    else if (model !== null) models.push(roundCost({ model, ...totals }));
  }
  return { days, models };
}

/** The most frequent searches with zero results in a store's turns of a range (at most `limit`, default 10). */
export async function zeroResultSearches(database: Database, range: RunRange, limit = 10): Promise<ZeroResultSearch[]> {
  const res = await database.pool.query<{ query: string; count: number; last_at: Date }>(ZERO_RESULT_SQL, [range.storeId, range.from, range.to, range.timeZone, limit]);
  return res.rows.map((r) => ({ query: r.query, count: r.count, lastAt: r.last_at.toISOString() }));
}
