/**
 * The admin overview (PRODUCT.md §2 "Overview: metrics, charts") for a range of calendar days in the store's time
 * zone: conversation outcomes from the conversations capability, model usage and zero-result searches from the
 * run store. Definitions live beside each query (conversations/metrics.ts, observability/metrics.ts) and in
 * docs/overview.md. Ranges are inclusive, at most {@link MAX_RANGE_DAYS} days; the default is the last 30 days.
 */
import type { Database } from '../db/index.ts';
import { conversationMetrics } from '../conversations/index.ts';
import { modelUsage, zeroResultSearches } from '../observability/index.ts';
import { AppError } from '../shared/errors.ts';
import { findStoreById } from '../stores/index.ts';
import type { Overview } from './schemas.ts';

/** Longest range the overview answers (a leap year). */
export const MAX_RANGE_DAYS = 366;
/** Days shown when no range is given. */
export const DEFAULT_RANGE_DAYS = 30;

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of an instant in a time zone. */
export function dateIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** Epoch ms of a calendar date (UTC midnight), or null when it is not a real date. */
function parseDay(s: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return null;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(t).toISOString().slice(0, 10) === s ? t : null;
}

/** A time zone Postgres and Intl both accept, else UTC. */
function safeTimeZone(tz: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz;
  } catch {
    return 'UTC';
  }
}

/**
 * Resolve the requested range: both ends inclusive; `to` defaults to today (store time), `from` to 29 days before.
 * @throws AppError invalid_request (`errors[].code`: `invalid_date`, `range_reversed`, `range_too_long`)
 */
export function resolveRange(query: { from?: string; to?: string }, timeZone: string, now: Date): { from: string; to: string; days: number } {
  const fail = (path: string, code: string, message: string) => new AppError('invalid_request', `${path}: ${message}`, { extra: { errors: [{ path, code, message }] } });
  const to = query.to ?? dateIn(timeZone, now);
  const toMs = parseDay(to);
  if (toMs === null) throw fail('to', 'invalid_date', 'must be a calendar date YYYY-MM-DD');
  const from = query.from ?? new Date(toMs - (DEFAULT_RANGE_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const fromMs = parseDay(from);
  if (fromMs === null) throw fail('from', 'invalid_date', 'must be a calendar date YYYY-MM-DD');
  if (fromMs > toMs) throw fail('from', 'range_reversed', 'must not be after to');
  const days = (toMs - fromMs) / DAY_MS + 1;
  if (days > MAX_RANGE_DAYS) throw fail('to', 'range_too_long', `the range is at most ${MAX_RANGE_DAYS} days`);
  return { from, to, days };
}

function share(part: number, whole: number): number | null {
  return whole ? Math.round((part / whole) * 10_000) / 10_000 : null;
}

/**
 * The overview of a store. `now` fixes "today" and the idle cut-off of assumed resolutions (tests).
 * @throws AppError invalid_request for a bad range, not_found when the store is gone
 */
export async function getOverview(database: Database, storeId: string, query: { from?: string; to?: string }, now = new Date()): Promise<Overview> {
  const store = await findStoreById(database, storeId);
  if (!store) throw new AppError('not_found', 'No such store');
  const timeZone = safeTimeZone(store.timezone);
  const { from, to, days } = resolveRange(query, timeZone, now);
  const range = { storeId, from, to, timeZone };
  const [convo, usage, searches] = await Promise.all([
    conversationMetrics(database, { ...range, asOf: now }),
    modelUsage(database, range),
    zeroResultSearches(database, range),
  ]);

  const byDay = new Map(convo.days.map((d) => [d.date, d]));
  const usageByDay = new Map(usage.days.map((d) => [d.date, d]));
  const start = parseDay(from)!;
  const daily = Array.from({ length: days }, (_, i) => {
    const date = new Date(start + i * DAY_MS).toISOString().slice(0, 10);
    const c = byDay.get(date);
    const u = usageByDay.get(date);
    return {
      date, conversations: c?.conversations ?? 0, confirmed: c?.confirmed ?? 0, assumed: c?.assumed ?? 0, handoffs: c?.handoffs ?? 0,
      turns: u?.turns ?? 0, input_tokens: u?.inputTokens ?? 0, output_tokens: u?.outputTokens ?? 0, cost_usd: u?.costUsd ?? null,
    };
  });
  const sum = (f: (d: (typeof convo.days)[number]) => number) => convo.days.reduce((a, d) => a + f(d), 0);
  const conversations = sum((d) => d.conversations);
  const confirmed = sum((d) => d.confirmed);
  const assumed = sum((d) => d.assumed);
  const handoffs = sum((d) => d.handoffs);
  const rated = sum((d) => d.rated);
  const thumbsUp = sum((d) => d.thumbsUp);
  const costs = usage.days.filter((d) => d.costUsd !== null);
  return {
    range: { from, to, days, time_zone: timeZone },
    totals: {
      conversations,
      resolutions: { confirmed, assumed, unresolved: conversations - confirmed - assumed },
      handoffs,
      handoff_rate: share(handoffs, conversations),
      csat: { rated, thumbs_up: thumbsUp, thumbs_down: sum((d) => d.thumbsDown), score: share(thumbsUp, rated) },
      first_response: { median_ms: convo.firstResponseMedianMs, conversations: convo.firstResponseCount },
      model: {
        turns: usage.days.reduce((a, d) => a + d.turns, 0),
        input_tokens: usage.days.reduce((a, d) => a + d.inputTokens, 0),
        output_tokens: usage.days.reduce((a, d) => a + d.outputTokens, 0),
        cost_usd: costs.length ? Math.round(costs.reduce((a, d) => a + d.costUsd!, 0) * 1e6) / 1e6 : null,
      },
    },
    daily,
    models: usage.models.map((m) => ({ model: m.model, turns: m.turns, input_tokens: m.inputTokens, output_tokens: m.outputTokens, cost_usd: m.costUsd })),
    top_intents: convo.topIntents,
    languages: convo.languages,
    zero_result_searches: searches.map((s) => ({ query: s.query, count: s.count, last_at: s.lastAt })),
  };
}
