/**
 * The Settings screen's draft banner (issue 10, "test before publishing"): "Draft — not live yet", what differs from
 * the live settings (field: live → draft), and, for owners, Publish / Discard draft and a link to the Test agent
 * screen. Also {@link withDraft}: the view the form edits (the draft's agent, guardrails and model over the live ones).
 */
import { Banner, BlockStack, List, Text } from '@shopify/polaris';
import { Link } from 'react-router';
import { DRAFT_FIELD_LABELS, draftValueText } from '../../components/draft-changes.ts';
import type { SettingsView } from './types.ts';

/** The settings with the pending draft's agent, guardrails and model in place of the live ones (what Save edits). */
export function withDraft(s: SettingsView): SettingsView {
  if (!s.draft) return s;
  const { agent, guardrails, model } = s.draft;
  return { ...s, agent, guardrails, model: { ...s.model, ...model } };
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
          Shoppers still get the live settings until you publish. Try the draft on real conversations first in <Link to="/settings/test-agent">Test agent</Link>.
        </Text>
        <div data-testid="draft-changes">
          <List type="bullet">
            {draft.changes.map((c) => (
              <List.Item key={c.path}>
                <Text as="span" fontWeight="semibold">{DRAFT_FIELD_LABELS[c.path] ?? c.path}</Text>
                {`: ${draftValueText(c.live, c.path, settings.store.currency)} → ${draftValueText(c.draft, c.path, settings.store.currency)}`}
              </List.Item>
            ))}
          </List>
        </div>
      </BlockStack>
    </Banner>
  );
}
