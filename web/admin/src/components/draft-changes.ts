/**
 * Words for a settings draft's changes (the API's `draft.changes`, src/stores/settings-schemas.ts): the Settings
 * screen's draft banner and the Test agent screen both list them as "Field: live → draft".
 */
import { formatMoney } from '../../../../src/shared/money.ts';

/** Labels of the draftable settings (the API's paths). */
export const DRAFT_FIELD_LABELS: Record<string, string> = {
  'agent.agent_name': 'Agent name', 'agent.greeting': 'Greeting', 'agent.tone': 'Tone',
  'guardrails.avoid_topics': 'Topics to avoid', 'guardrails.auto_approve_limit_cents': 'Auto-approve limit',
  'model.provider': 'Model provider', 'model.model': 'Model', 'model.base_url': 'Base URL', 'model.api_key': 'API key',
};

/** A draft value for people (`path`: the field; the auto-approve limit is money in the store `currency`'s minor units). */
export function draftValueText(v: unknown, path: string, currency: string): string {
  if (v === null || v === undefined || v === '') return 'none';
  if (path === 'guardrails.auto_approve_limit_cents' && typeof v === 'number') return formatMoney(v, currency);
  if (Array.isArray(v)) return v.length ? v.join(', ') : 'none';
  return String(v);
}
