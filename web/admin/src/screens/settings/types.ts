/** Shapes of the settings API (server: src/stores/settings-schemas.ts) as the settings screen uses them. */

/** Query key of the settings. */
export const SETTINGS_KEY = ['settings'] as const;

/** Model providers (server: MODEL_PROVIDERS). */
export type ModelProvider = 'default' | 'local' | 'openai' | 'anthropic';

/** GET /api/v1/admin/settings */
export type SettingsView = {
  store: { handle: string; name: string; domain: string | null; timezone: string; currency: string };
  agent: { agent_name: string; greeting: string; tone: 'friendly' | 'neutral' | 'formal' };
  widget: { primary_color: string; text_color: string | null; launcher_position: 'right' | 'left'; quick_replies: string[] };
  guardrails: { avoid_topics: string[]; auto_approve_limit_cents: number };
  allowed_origins: string[];
  model: {
    provider: ModelProvider; model: string | null; base_url: string | null; has_key: boolean; key_last4: string | null;
    updated_at: string | null; operator_default: string;
  };
  install: { script_url: string; snippet: string };
};

/** PATCH /api/v1/admin/settings (any subset). */
export type SettingsPatch = {
  store?: { timezone?: string };
  agent?: Partial<SettingsView['agent']>;
  widget?: Partial<SettingsView['widget']>;
  guardrails?: Partial<SettingsView['guardrails']>;
  allowed_origins?: string[];
  model?: { provider?: ModelProvider; model?: string | null; base_url?: string | null; api_key?: string | null };
};

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
