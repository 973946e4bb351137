/**
 * Conversation metrics for the admin overview, over the COHORT of a store's conversations that STARTED in a date
 * range (days in the store's time zone). Definitions (also in docs/overview.md):
 *
 * - **confirmed** resolution: `resolution = 'confirmed'` (the shopper confirmed, or staff resolved), or a
 *   conversation in status `resolved` whose resolution was not recorded.
 * - **assumed** resolution: `resolution = 'assumed'` (written by the idle close), or — evaluated at read time, so
 *   the numbers do not depend on when the idle-close job last ran — a conversation with no recorded resolution
 *   that is `open` or `closed`, has been idle for at least 24 h (PRODUCT.md §9 idle close) at `asOf`, never asked
 *   for a person (no `handoff_requested_at`, not `handoff_requested`/`human`) and was not rated thumbs down.
 * - **handoff**: `handoff_requested_at` is set, or the status is `handoff_requested` or `human` (staff took over).
 * - **CSAT**: thumbs up (`rating = 1`) out of rated conversations (`rating` not null).
 * - **first response time**: from the conversation's first shopper message to the first agent or staff message
 *   after it; the median over conversations that have both (`percentile_cont(0.5)`, milliseconds).
 * - **top intents**: `messages.intent` of the cohort's shopper messages, most frequent first.
 */
import type { Database } from '../db/index.ts';

/** The cohort: a store and an inclusive range of calendar days in `timeZone` (IANA name). `asOf` = now by default. */
export type CohortRange = { storeId: string; from: string; to: string; timeZone: string; asOf?: Date };

/** One calendar day of the cohort (days without conversations are absent). */
export type ConversationDay = {
  date: string; conversations: number; confirmed: number; assumed: number; handoffs: number; rated: number; thumbsUp: number; thumbsDown: number;
};

/** Conversation metrics of a cohort. `firstResponseMedianMs` null when no conversation has a response yet. */
export type ConversationMetrics = {
  days: ConversationDay[];
  firstResponseMedianMs: number | null;
  /** Conversations that have a first response (the median's population). */
  firstResponseCount: number;
  topIntents: { intent: string; count: number }[];
  /** Conversations per language the shopper wrote in (ISO 639-1; null: no shopper turn yet), most first. */
  languages: { language: string | null; count: number }[];
};

/** Idle time after which an open conversation counts as resolved by assumption (PRODUCT.md §9). */
export const ASSUMED_IDLE_HOURS = 24;

/** The cohort as a CTE: $1 store, $2 from, $3 to, $4 time zone. */
const COHORT = `cohort AS (
  SELECT * FROM conversations
   WHERE store_id = $1
     AND started_at >= ($2::date::timestamp AT TIME ZONE $4)
     AND started_at < (($3::date + 1)::timestamp AT TIME ZONE $4))`;

/** Per start day: counts by outcome. $5 as-of time, $6 idle hours. */
export const DAYS_SQL = `WITH ${COHORT}
      SELECT to_char(day, 'YYYY-MM-DD') AS date,
             count(*)::int AS conversations,
             count(*) FILTER (WHERE resolution = 'confirmed' OR (resolution IS NULL AND status = 'resolved'))::int AS confirmed,
             count(*) FILTER (WHERE resolution = 'assumed'
               OR (resolution IS NULL AND status IN ('open', 'closed') AND handoff_requested_at IS NULL
                   AND rating IS DISTINCT FROM -1 AND last_message_at <= $5::timestamptz - make_interval(hours => $6)))::int AS assumed,
             count(*) FILTER (WHERE handoff_requested_at IS NOT NULL OR status IN ('handoff_requested', 'human'))::int AS handoffs,
             count(*) FILTER (WHERE rating IS NOT NULL)::int AS rated,
             count(*) FILTER (WHERE rating = 1)::int AS "thumbsUp",
             count(*) FILTER (WHERE rating = -1)::int AS "thumbsDown"
        FROM (SELECT (started_at AT TIME ZONE $4)::date AS day, * FROM cohort) c GROUP BY day ORDER BY day`;

/** Median first response (ms) and its population. */
export const FIRST_RESPONSE_SQL = `WITH ${COHORT}
      SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM r.replied_at - a.asked_at) * 1000) AS median_ms,
             count(*)::int AS n
        FROM cohort c
       CROSS JOIN LATERAL (SELECT min(m.created_at) AS asked_at FROM messages m
                            WHERE m.store_id = $1 AND m.conversation_id = c.id AND m.role = 'shopper') a
       CROSS JOIN LATERAL (SELECT min(m.created_at) AS replied_at FROM messages m
                            WHERE m.store_id = $1 AND m.conversation_id = c.id AND m.role IN ('agent', 'staff')
                              AND m.created_at > a.asked_at) r
       WHERE r.replied_at IS NOT NULL`;

/** Top 10 shopper intents. */
export const INTENTS_SQL = `WITH ${COHORT}
      SELECT m.intent, count(*)::int AS count
        FROM messages m JOIN cohort c ON c.id = m.conversation_id
       WHERE m.store_id = $1 AND m.role = 'shopper' AND m.intent IS NOT NULL
       GROUP BY m.intent ORDER BY count DESC, m.intent LIMIT 10`;

/** Conversations of the cohort per language (conversations.language, detected on each shopper turn). */
export const LANGUAGES_SQL = `WITH ${COHORT}
      SELECT language, count(*)::int AS count FROM cohort GROUP BY language ORDER BY count DESC, language NULLS LAST`;

/**
 * Compute the conversation metrics of a cohort (four queries, each scoped to the store; the cohort uses the
 * `(store_id, started_at)` index, messages the `(conversation_id, created_at)` index).
 */
export async function conversationMetrics(database: Database, range: CohortRange): Promise<ConversationMetrics> {
  const base = [range.storeId, range.from, range.to, range.timeZone];
  const asOf = range.asOf ?? new Date();
  const [days, frt, intents, languages] = await Promise.all([
    database.pool.query<ConversationDay>(DAYS_SQL, [...base, asOf, ASSUMED_IDLE_HOURS]),
    database.pool.query<{ median_ms: number | null; n: number }>(FIRST_RESPONSE_SQL, base),
    database.pool.query<{ intent: string; count: number }>(INTENTS_SQL, base),
    database.pool.query<{ language: string | null; count: number }>(LANGUAGES_SQL, base),
  ]);
  const median = frt.rows[0]?.median_ms;
  return {
    days: days.rows,
    firstResponseMedianMs: median === null || median === undefined ? null : Math.round(Number(median)),
    firstResponseCount: frt.rows[0]?.n ?? 0,
    topIntents: intents.rows,
    languages: languages.rows,
  };
}
