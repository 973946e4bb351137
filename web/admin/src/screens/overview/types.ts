/** Shape of GET /api/v1/admin/overview (server: src/overview/schemas.ts). Rates 0..1 or null. */

import type { Schemas } from '../../../../api/index.ts';

/** Query key prefix of the overview. */
export const OVERVIEW_KEY = ['overview'] as const;

/** The overview of a range (GET /api/v1/admin/overview). */
export type Overview = Schemas['Overview'];
/** One day of the range (every day is present, zeros included). */
export type OverviewDay = Overview['daily'][number];

/** "search_products" → "Search products". */
export function intentLabel(intent: string): string {
  const s = intent.replace(/_/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "0.3333" → "33.3%", null → "–". */
export function percent(x: number | null): string {
  return x === null ? '–' : `${(x * 100).toFixed(x === 0 || x === 1 ? 0 : 1)}%`;
}

/** Calendar date arithmetic on YYYY-MM-DD (UTC, no time zone shifts). */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Today's date in a time zone (YYYY-MM-DD). */
export function todayIn(timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** "2026-03-09" → "Mar 9". */
export function shortDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}
