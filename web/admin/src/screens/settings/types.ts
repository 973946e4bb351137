/** Settings API types (imported from the server's zod schemas, src/stores/settings-schemas.ts) and screen helpers. */
import type { z } from 'zod';
import type { SettingsPatchSchema, SettingsView } from '../../../../../src/stores/settings-schemas.ts';

/** Query key of the settings. */
export const SETTINGS_KEY = ['settings'] as const;

/** GET /api/v1/admin/settings, PATCH body (any subset): the server's own schemas (src/stores/settings-schemas.ts). */
export type { SettingsView } from '../../../../../src/stores/settings-schemas.ts';
/** The PATCH body as sent (before the server trims and normalizes it). */
export type SettingsPatch = z.input<typeof SettingsPatchSchema>;
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
