/**
 * Pure helpers shared by the launcher and the panel (no DOM, no JSX: unit-tested under node).
 */
import type { Part } from './types.ts';

/** Shopper message length limits, in characters after trim (docs/widget-api.md). */
export const MAX_CHARS = 2000;
/** The character counter appears once the draft is this long (90 % of the limit). */
export const COUNTER_FROM = 1800;

/** Per-store state kept in localStorage. `exp` is the token expiry in epoch ms. */
export type StoredState = { v?: string; c?: string; t?: string; exp?: number; open?: boolean };

/** localStorage key for one store's widget state. */
export function storageKey(store: string): string {
  return `aisle:${store}`;
}

/** Read the stored state for a store; `{}` when absent, unreadable or storage is blocked. */
export function loadState(storage: Pick<Storage, 'getItem'> | undefined, store: string): StoredState {
  try {
    const raw = storage?.getItem(storageKey(store));
    const v: unknown = raw ? JSON.parse(raw) : null;
    return v && typeof v === 'object' ? (v as StoredState) : {};
  } catch {
    return {};
  }
}

/** Merge `patch` into the stored state (fields set to undefined are removed). Never throws. */
export function saveState(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  store: string,
  patch: StoredState,
): StoredState {
  const next = { ...loadState(storage, store), ...patch };
  try {
    storage?.setItem(storageKey(store), JSON.stringify(next));
  } catch {
    // Private mode / quota: the widget still works for this page view.
  }
  return next;
}

/** True when a token expiring at `exp` (epoch ms) is still usable for `marginMs` (default 30 s). */
export function isTokenFresh(exp: number | undefined, now: number, marginMs = 30_000): boolean {
  return typeof exp === 'number' && exp - marginMs > now;
}

/**
 * Seconds to wait after a 429, from the `Retry-After` header (delta-seconds or HTTP date).
 * Falls back to `fallback` (default 10 s); never below 1.
 */
export function parseRetryAfter(header: string | null, now: number, fallback = 10): number {
  if (header) {
    const n = Number(header);
    if (Number.isFinite(n)) return Math.max(1, Math.ceil(n));
    const t = Date.parse(header);
    if (Number.isFinite(t)) return Math.max(1, Math.ceil((t - now) / 1000));
  }
  return fallback;
}

/** Counter text for a draft of `length` characters, or '' while far from the limit. */
export function counterText(length: number): string {
  return length >= COUNTER_FROM ? `${length}/${MAX_CHARS}` : '';
}

/** A draft is sendable when 1-2000 characters remain after trimming. */
export function isSendable(text: string): boolean {
  const n = text.trim().length;
  return n >= 1 && n <= MAX_CHARS;
}

/** Only http(s) URLs may become links or images; anything else (javascript:, data:) is dropped. */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}

/** Price line for a product card: the server's text, or `none` ("Price not listed" in the widget's language) without a price. */
export function priceLabel(p: { priceCents: number | null; priceText: string | null }, none = 'Price not listed'): string {
  return p.priceCents == null || !p.priceText ? none : p.priceText;
}

/**
 * Star fill for a 0-5 rating as a percentage (rounded to the nearest half star) plus an
 * accessible label ("4.5 out of 5 stars, 120 reviews"); null when there is no rating.
 */
export function ratingView(rating: number | null, count: number | null): { pct: number; label: string } | null {
  if (rating == null || !Number.isFinite(rating)) return null;
  const r = Math.round(Math.min(5, Math.max(0, rating)) * 2) / 2;
  const reviews = count == null ? '' : `, ${count} review${count === 1 ? '' : 's'}`;
  return { pct: r * 20, label: `${r} out of 5 stars${reviews}` };
}

/**
 * Text colour (near-black or white) with the better WCAG contrast against a #rgb/#rrggbb
 * background; white for anything unparseable. Source: WCAG 2.2 relative luminance.
 */
export function textOn(hex: string): string {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return '#fff';
  let h = m[1];
  if (h.length === 3) h = h.replace(/./g, '$&$&');
  const lin = (i: number): number => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const L = 0.2126 * lin(0) + 0.7152 * lin(2) + 0.0722 * lin(4);
  // Contrast with white = 1.05/(L+.05); with #111 (L≈.0056) = (L+.05)/.0556.
  return 1.05 / (L + 0.05) >= (L + 0.05) / 0.0556 ? '#fff' : '#111';
}

/** Quick replies offered after the last agent message (from its quick_replies part). */
export function lastQuickReplies(parts: Part[] | undefined): string[] {
  const q = parts?.findLast((p) => p.type === 'quick_replies');
  return q && q.type === 'quick_replies' ? q.replies : [];
}

/** Languages with a widget locale chunk (`/widget/locale-<lang>.js`): the agent's languages besides English. */
export const LOCALES = ['es', 'fr', 'de', 'pt', 'it'];

/**
 * The widget's language: the shopper's first browser language that the widget speaks ("pt-BR" → "pt"), else the
 * store's locale, else English. The agent itself answers in the language of each message (a tourist's browser may be
 * English while they write Spanish).
 */
export function pickLocale(browser: readonly string[], store: string): string {
  for (const l of [...browser, store]) {
    const base = (l || '').slice(0, 2).toLowerCase();
    if (base === 'en' || LOCALES.includes(base)) return base;
  }
  return 'en';
}
