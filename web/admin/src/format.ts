/** Small display helpers (durations, times, money). */

/** "850 ms", "1.2 s", "2 min". */
export function formatDuration(ms: number | null | undefined): string {
  if (ms == null) return '…';
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
  return `${Math.round(ms / 60_000)} min`;
}

/** "just now", "5 min ago", "3 h ago", else a short date. */
export function formatRelative(iso: string, now = Date.now()): string {
  const d = now - Date.parse(iso);
  if (d < 60_000) return 'just now';
  if (d < 3_600_000) return `${Math.floor(d / 60_000)} min ago`;
  if (d < 86_400_000) return `${Math.floor(d / 3_600_000)} h ago`;
  return new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
}

/** A future time as "in 45 s", "in 12 min", "in 3 h", else a short date; "now" when it has passed. */
export function formatIn(iso: string, now = Date.now()): string {
  const d = Date.parse(iso) - now;
  if (d <= 0) return 'now';
  if (d < 60_000) return `in ${Math.ceil(d / 1000)} s`;
  if (d < 3_600_000) return `in ${Math.round(d / 60_000)} min`;
  if (d < 86_400_000) return `in ${Math.round(d / 3_600_000)} h`;
  return new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
}

/** Local clock time with seconds. */
export function formatTime(iso: string): string {
  return new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

/** "$0.0012" (USD; more decimals for tiny amounts), or "–" when unknown. */
export function formatUsd(usd: number | null | undefined): string {
  if (usd == null) return '–';
  if (usd === 0) return '$0';
  return usd < 0.01 ? `$${usd.toFixed(5)}` : `$${usd.toFixed(3)}`;
}

/** Pretty JSON text (for a <pre>; never inserted as HTML). */
export function toJsonText(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? 'null';
  } catch {
    return String(value);
  }
}

/** A language code as an English name for the admin ("es" → "Spanish"); the code itself when Intl does not know it. */
export function languageName(code: string | null | undefined): string {
  if (!code) return 'Unknown';
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The languages the agent answers in (src/agent/language: SUPPORTED_LANGUAGES), for the inbox's language filter. */
export const AGENT_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it'] as const;
