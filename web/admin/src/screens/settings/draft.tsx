/**
 * The Settings screen's draft banner (issue 10, "test before publishing"): "Draft — not live yet", what differs from
 * the live settings (field: live → draft), and, for owners, Publish / Discard draft and a link to the Test agent
 * screen. Also {@link withDraft}: the view the form edits (the draft's agent, guardrails and model over the live ones).
 */
import { Banner, BlockStack, List, Text } from '@shopify/polaris';
import { formatMoney } from '../../../../../src/shared/money.ts';
import type { SettingsView } from './types.ts';

/** Labels of the draftable fields (the API's paths). */
const LABELS: Record<string, string> = {
  'agent.agent_name': 'Agent name', 'agent.greeting': 'Greeting', 'agent.tone': 'Tone',
  'guardrails.avoid_topics': 'Topics to avoid', 'guardrails.auto_approve_limit_cents': 'Auto-approve limit',
  'model.provider': 'Model provider', 'model.model': 'Model', 'model.base_url': 'Base URL', 'model.api_key': 'API key',
};

/** The settings with the pending draft's agent, guardrails and model in place of the live ones (what Save edits). */
export function withDraft(s: SettingsView): SettingsView {
  if (!s.draft) return s;
  const { agent, guardrails, model } = s.draft;
  return { ...s, agent, guardrails, model: { ...s.model, ...model } };
}

/** One value as the banner shows it. */
function shown(path: string, v: string | number | string[] | null, currency: string): string {
  if (v === null || v === '') return 'none';
  if (Array.isArray(v)) return v.length ? v.join(', ') : 'none';
  if (path === 'guardrails.auto_approve_limit_cents' && typeof v === 'number') return formatMoney(v, currency);
  return String(v);
}

/** The draft banner; renders nothing without a draft. Actions only for owners (`canPublish`). */
export function DraftBanner({ settings, canPublish, busy, onPublish, onDiscard }: {
  settings: SettingsView; canPublish: boolean; busy: boolean; onPublish: () => void; onDiscard: () => void;
}) {
  const draft = settings.draft;
  if (!draft) return null;
  return (
    <Banner
      tone="warning" title="Draft — not live yet"
      action={canPublish ? { content: 'Publish', onAction: onPublish, loading: busy } : undefined}
      secondaryAction={canPublish ? { content: 'Discard draft', onAction: onDiscard } : undefined}
    >
      <BlockStack gap="200">
        <Text as="p">
          Shoppers still get the live settings until you publish. Try the draft first: <code>npx aisle eval replay --store {settings.store.handle} --since 7d --draft</code>
        </Text>
        <div data-testid="draft-changes">
          <List type="bullet">
            {draft.changes.map((c) => (
              <List.Item key={c.path}>
                <Text as="span" fontWeight="semibold">{LABELS[c.path] ?? c.path}</Text>
                {`: ${shown(c.path, c.live, settings.store.currency)} → ${shown(c.path, c.draft, settings.store.currency)}`}
              </List.Item>
            ))}
          </List>
        </div>
      </BlockStack>
    </Banner>
  );
}
