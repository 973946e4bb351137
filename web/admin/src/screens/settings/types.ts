/** Settings API types (generated from the server's schemas, web/api) and screen helpers. */
import type { ApiBody, ApiResponse } from '../../../../api/index.ts';

/** Query key of the settings. */
export const SETTINGS_KEY = ['settings'] as const;

/** GET /api/v1/admin/settings (also the answer of PATCH, publish and discard). */
export type SettingsView = ApiResponse<'/api/v1/admin/settings', 'get'>;
/** The PATCH /api/v1/admin/settings body as sent (any subset; the server trims and normalizes it). */
export type SettingsPatch = ApiBody<'/api/v1/admin/settings', 'patch'>;
/** Model providers (server: MODEL_PROVIDERS). */
export type ModelProvider = SettingsView['model']['provider'];

/** Limits the server enforces (PRODUCT.md §5), repeated for counters and maxLength. */
export const LIMITS = { agentName: 60, greeting: 200, quickReply: 60, quickReplies: 6, topic: 80, topics: 50, origins: 50 } as const;

/** A `#rrggbb` colour. */
export const HEX = /^#[0-9a-fA-F]{6}$/;

/** Black or white, whichever contrasts more with `hex` (same rule as the widget's launcher). */
export function textOn(hex: string): string {
  if (!HEX.test(hex)) return '#ffffff';
  const lin = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * lin(1) + 0.7152 * lin(3) + 0.0722 * lin(5);
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.0556 ? '#ffffff' : '#111111';
}

/** IANA time zones this browser knows, UTC first (the server checks the name again). */
export function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', current, ...all])];
}
