/**
 * The traces list's filters: kept in the URL (shareable, survive back/forward) under the API's own query names,
 * except the date range, kept as local dates (`from`, `to` = YYYY-MM-DD, both days included).
 */

/** Filter keys in the URL. */
export const FILTER_KEYS = [
  'status', 'min_duration_ms', 'max_duration_ms', 'min_tokens', 'max_tokens', 'min_cost_usd', 'max_cost_usd',
  'model', 'intent', 'conversation_id', 'from', 'to',
] as const;
/** A filter key. */
export type FilterKey = (typeof FILTER_KEYS)[number];
/** Filter values as typed (strings; '' = not set). */
export type FilterValues = Record<FilterKey, string>;

/** Statuses offered in the status filter, with their labels. */
export const STATUS_CHOICES = [
  { value: 'done', label: 'Done' },
  { value: 'error', label: 'Error' },
  { value: 'out_of_steps', label: 'Out of steps' },
  { value: 'interrupted', label: 'Interrupted' },
  { value: 'pending', label: 'Pending' },
] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INT_KEYS: FilterKey[] = ['min_duration_ms', 'max_duration_ms', 'min_tokens', 'max_tokens'];
const NUM_KEYS: FilterKey[] = ['min_cost_usd', 'max_cost_usd'];

/** The filter values of a URL query. */
export function readFilters(params: URLSearchParams): FilterValues {
  return Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as FilterValues;
}

/** Local midnight of a YYYY-MM-DD date plus `days`, as an ISO string. */
function localDayIso(date: string, days = 0): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y!, m! - 1, d! + days).toISOString();
}

/**
 * The API query string (without `?`) for the filters: values that are not valid yet (a half-typed number, a
 * partial id) are left out instead of making the request fail. `to` includes the whole day.
 */
export function toApiQuery(f: FilterValues): string {
  const q = new URLSearchParams();
  if (f.status) q.set('status', f.status);
  for (const k of INT_KEYS) if (/^\d+$/.test(f[k])) q.set(k, f[k]);
  for (const k of NUM_KEYS) if (/^\d+(\.\d+)?$/.test(f[k])) q.set(k, f[k]);
  if (f.model.trim()) q.set('model', f.model.trim());
  if (f.intent.trim()) q.set('intent', f.intent.trim());
  if (UUID.test(f.conversation_id.trim())) q.set('conversation_id', f.conversation_id.trim());
  if (DATE.test(f.from)) q.set('from', localDayIso(f.from));
  if (DATE.test(f.to)) q.set('to', localDayIso(f.to, 1));
  return q.toString();
}

/** "a–b", "≥ a", "≤ b" for a range filter's pill, or null when neither bound is set. */
function rangeLabel(min: string, max: string, unit: (v: string) => string): string | null {
  if (min && max) return `${unit(min)}–${unit(max)}`;
  if (min) return `≥ ${unit(min)}`;
  if (max) return `≤ ${unit(max)}`;
  return null;
}

/** One applied filter pill: its key(s) and label. */
export type AppliedFilter = { key: string; keys: FilterKey[]; label: string };

/** The pills of the applied filters (Polaris Filters `appliedFilters`). */
export function appliedFilters(f: FilterValues): AppliedFilter[] {
  const out: AppliedFilter[] = [];
  if (f.status) {
    const labels = f.status.split(',').map((s) => STATUS_CHOICES.find((c) => c.value === s)?.label ?? s);
    out.push({ key: 'status', keys: ['status'], label: `Status: ${labels.join(', ')}` });
  }
  const duration = rangeLabel(f.min_duration_ms, f.max_duration_ms, (v) => `${v} ms`);
  if (duration) out.push({ key: 'duration', keys: ['min_duration_ms', 'max_duration_ms'], label: `Duration ${duration}` });
  const tokens = rangeLabel(f.min_tokens, f.max_tokens, (v) => v);
  if (tokens) out.push({ key: 'tokens', keys: ['min_tokens', 'max_tokens'], label: `Tokens ${tokens}` });
  const cost = rangeLabel(f.min_cost_usd, f.max_cost_usd, (v) => `$${v}`);
  if (cost) out.push({ key: 'cost', keys: ['min_cost_usd', 'max_cost_usd'], label: `Cost ${cost}` });
  if (f.model) out.push({ key: 'model', keys: ['model'], label: `Model: ${f.model.trim()}` });
  if (f.intent) out.push({ key: 'intent', keys: ['intent'], label: `Intent: ${f.intent.trim()}` });
  if (f.conversation_id) out.push({ key: 'conversation', keys: ['conversation_id'], label: `Conversation: ${f.conversation_id.slice(0, 8)}…` });
  const dates = f.from && f.to ? `${f.from} – ${f.to}` : f.from ? `from ${f.from}` : f.to ? `until ${f.to}` : null;
  if (dates) out.push({ key: 'date', keys: ['from', 'to'], label: `Started ${dates}` });
  return out;
}
