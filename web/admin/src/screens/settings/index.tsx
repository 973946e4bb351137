/**
 * /admin/settings: agent persona, widget look (with a live preview), model (API key write-only: "Saved ••••1234"),
 * guardrails, allowed storefront domains, payments test mode and the install snippet with a copy button. One Save sends only what
 * changed (PATCH /api/v1/admin/settings); the server validates everything first and answers field errors with
 * their paths, shown under the matching field. Store, widget, domains and payments apply at once; agent, guardrails and model
 * are saved to the draft (the form edits the draft; draft.tsx shows "Draft — not live yet" with Publish / Discard).
 * Owners edit and publish; other roles read. Sub-pages of Settings (e.g. event destinations) have their own lines
 * in routes.tsx.
 */
import {
  Badge, Banner, BlockStack, Box, Button, Card, Checkbox, ChoiceList, Form, FormLayout, InlineStack, Layout, Page, Select, SkeletonBodyText, Tag, Text,
  TextField, Toast,
} from '@shopify/polaris';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { api, ApiError, errorMessage, queryClient, roleAtLeast, SESSION_KEY, useStaffSession } from '../../api.ts';
import { DraftBanner, withDraft } from './draft.tsx';
import { WidgetPreview } from './preview.tsx';
import { HEX, LIMITS, SETTINGS_KEY, timeZones, type ModelProvider, type SettingsPatch, type SettingsView } from './types.ts';
import './settings.css';
import { currencyChoices, currencySymbol, minorDigits, minorToDecimal, parseMoney } from '../../../../../src/shared/money.ts';

/** The editable form: strings as typed. `apiKey` '' = keep the saved key; `removeKey` drops it on save. */
type Draft = {
  timezone: string; currency: string;
  agentName: string; greeting: string; tone: SettingsView['agent']['tone'];
  primaryColor: string; autoText: boolean; textColor: string; launcherPosition: 'right' | 'left'; quickReplies: string;
  avoidTopics: string[]; autoApprove: string; origins: string[];
  provider: ModelProvider; model: string; baseUrl: string; apiKey: string; removeKey: boolean;
  testPayments: boolean;
};

function draftOf(s: SettingsView): Draft {
  return {
    timezone: s.store.timezone, currency: s.store.currency,
    agentName: s.agent.agent_name, greeting: s.agent.greeting, tone: s.agent.tone,
    primaryColor: s.widget.primary_color, autoText: s.widget.text_color === null, textColor: s.widget.text_color ?? '#ffffff',
    launcherPosition: s.widget.launcher_position, quickReplies: s.widget.quick_replies.join('\n'),
    avoidTopics: s.guardrails.avoid_topics, autoApprove: minorToDecimal(s.guardrails.auto_approve_limit_cents, s.store.currency), origins: s.allowed_origins,
    provider: s.model.provider, model: s.model.model ?? '', baseUrl: s.model.base_url ?? '', apiKey: '', removeKey: false,
    testPayments: s.payments.test_mode,
  };
}

const lines = (s: string) => s.split('\n').map((l) => l.trim()).filter(Boolean);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only what changed, in the API's shape. `null` when nothing changed. */
export function patchOf(saved: SettingsView, d: Draft): SettingsPatch | null {
  const p: SettingsPatch = {};
  const store: NonNullable<SettingsPatch['store']> = {};
  if (d.timezone !== saved.store.timezone) store.timezone = d.timezone;
  if (d.currency !== saved.store.currency) store.currency = d.currency;
  if (Object.keys(store).length) p.store = store;
  const agent: SettingsPatch['agent'] = {};
  if (d.agentName !== saved.agent.agent_name) agent.agent_name = d.agentName;
  if (d.greeting !== saved.agent.greeting) agent.greeting = d.greeting;
  if (d.tone !== saved.agent.tone) agent.tone = d.tone;
  if (Object.keys(agent).length) p.agent = agent;
  const widget: SettingsPatch['widget'] = {};
  if (d.primaryColor.toLowerCase() !== saved.widget.primary_color) widget.primary_color = d.primaryColor.trim();
  const text = d.autoText ? null : d.textColor.trim();
  if (text?.toLowerCase() !== saved.widget.text_color?.toLowerCase()) widget.text_color = text;
  if (d.launcherPosition !== saved.widget.launcher_position) widget.launcher_position = d.launcherPosition;
  if (!same(lines(d.quickReplies), saved.widget.quick_replies)) widget.quick_replies = lines(d.quickReplies);
  if (Object.keys(widget).length) p.widget = widget;
  const guardrails: SettingsPatch['guardrails'] = {};
  if (!same(d.avoidTopics, saved.guardrails.avoid_topics)) guardrails.avoid_topics = d.avoidTopics;
  // The limit is typed in the currency being saved (the server keeps minor units: USD cents, JPY yen, KWD fils).
  const cents = parseMoney(d.autoApprove || '0', d.currency) ?? -1;
  if (cents !== saved.guardrails.auto_approve_limit_cents) guardrails.auto_approve_limit_cents = cents;
  if (Object.keys(guardrails).length) p.guardrails = guardrails;
  if (!same(d.origins, saved.allowed_origins)) p.allowed_origins = d.origins;
  if (d.testPayments !== saved.payments.test_mode) p.payments = { test_mode: d.testPayments };
  const m = saved.model;
  const usesEndpoint = d.provider === 'openai' || d.provider === 'anthropic';
  const modelChanged = d.provider !== m.provider || (usesEndpoint && (d.model.trim() !== (m.model ?? '') || d.baseUrl.trim() !== (m.base_url ?? '')));
  if (modelChanged || d.apiKey.trim() || d.removeKey) {
    p.model = usesEndpoint
      ? {
        provider: d.provider, model: d.model.trim() || null, base_url: d.baseUrl.trim() || null,
        ...(d.apiKey.trim() ? { api_key: d.apiKey.trim() } : d.removeKey ? { api_key: null } : {}),
      }
      : { provider: d.provider };
  }
  return Object.keys(p).length ? p : null;
}

/** The message of the field error whose path is `path` (or starts with `path.`). */
function errorAt(err: unknown, path: string): string | undefined {
  if (!(err instanceof ApiError)) return undefined;
  const hits = err.errors.filter((e) => e.path === path || e.path?.startsWith(`${path}.`));
  return hits.length ? hits.map((e) => e.message).join('; ') : undefined;
}

/** A hex colour: text field plus the browser's colour picker. */
function ColorField({ label, value, onChange, disabled, error, helpText }: {
  label: string; value: string; onChange: (v: string) => void; disabled: boolean; error?: string; helpText?: string;
}) {
  return (
    <div className="color-field">
      <input type="color" className="color-swatch" aria-label={`${label} picker`} value={HEX.test(value) ? value.toLowerCase() : '#000000'} disabled={disabled} onChange={(e) => onChange(e.target.value)} />
      <TextField label={label} value={value} onChange={onChange} autoComplete="off" disabled={disabled} error={error} helpText={helpText} maxLength={7} monospaced />
    </div>
  );
}

/** A list of short strings edited as removable tags plus an "Add" field. */
function TagList({ label, items, onChange, disabled, placeholder, error, max, helpText }: {
  label: string; items: string[]; onChange: (v: string[]) => void; disabled: boolean; placeholder: string; error?: string; max: number; helpText?: string;
}) {
  const [entry, setEntry] = useState('');
  const add = () => {
    const v = entry.trim();
    if (!v || items.includes(v) || items.length >= max) return;
    onChange([...items, v]);
    setEntry('');
  };
  return (
    <BlockStack gap="200">
      <Form onSubmit={add} implicitSubmit>
        <TextField
          label={label} value={entry} onChange={setEntry} autoComplete="off" placeholder={placeholder} disabled={disabled} error={error} helpText={helpText}
          connectedRight={<Button submit disabled={disabled || !entry.trim()}>Add</Button>}
        />
      </Form>
      {items.length > 0 && (
        <InlineStack gap="200">
          {items.map((t) => <Tag key={t} onRemove={disabled ? undefined : () => onChange(items.filter((x) => x !== t))}>{t}</Tag>)}
        </InlineStack>
      )}
    </BlockStack>
  );
}

function SettingsForm({ view }: { view: SettingsView }) {
  const { staff, store } = useStaffSession();
  const saved = useMemo(() => withDraft(view), [view]);
  const readOnly = !roleAtLeast(staff.role, 'owner');
  const [d, setD] = useState<Draft>(() => draftOf(saved));
  const [toast, setToast] = useState<string | null>(null);
  useEffect(() => setD(draftOf(saved)), [saved]);
  const set = <K extends keyof Draft>(k: K) => (v: Draft[K]) => setD((x) => ({ ...x, [k]: v }));
  const patch = useMemo(() => patchOf(saved, d), [saved, d]);

  const save = useMutation({
    mutationFn: (body: SettingsPatch) => api.patch<SettingsView>('/api/v1/admin/settings', body),
    onSuccess: (view) => {
      queryClient.setQueryData(SETTINGS_KEY, view);
      // Every screen formats amounts in the session's store currency: refresh it when the currency changed.
      if (view.store.currency !== saved.store.currency) void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      setToast(view.draft ? 'Saved as a draft: not live yet' : 'Settings saved');
    },
  });
  const publish = useMutation({
    mutationFn: (version: number) => api.post<SettingsView>('/api/v1/admin/settings/draft/publish', { version }),
    onSuccess: (v) => { queryClient.setQueryData(SETTINGS_KEY, v); setToast('Published: the agent uses these settings from the next message'); },
    onError: () => void queryClient.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
  const discard = useMutation({
    mutationFn: () => api.del<SettingsView>('/api/v1/admin/settings/draft'),
    onSuccess: (v) => { queryClient.setQueryData(SETTINGS_KEY, v); setToast('Draft discarded'); },
  });
  const err = save.error ?? publish.error ?? discard.error;
  const at = (path: string) => errorAt(err, path);
  const currencies = useMemo(() => currencyChoices(navigator.language), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(saved.install.snippet);
      setToast('Snippet copied');
    } catch {
      setToast('Copy failed: select the snippet and copy it');
    }
  };
  const usesEndpoint = d.provider === 'openai' || d.provider === 'anthropic';
  const providerOptions = [
    { label: `Default (${saved.model.operator_default})`, value: 'default' },
    { label: 'Built-in local model (no key, no network)', value: 'local' },
    { label: 'OpenAI or OpenAI-compatible (Ollama, vLLM, gateways)', value: 'openai' },
    { label: 'Anthropic', value: 'anthropic' },
  ];
  const keyKept = saved.model.has_key && d.provider === saved.model.provider && d.baseUrl.trim() === (saved.model.base_url ?? '');

  return (
    <Page
      title="Settings"
      subtitle="Store and widget changes apply on the next page load. Agent, model and guardrail changes are saved as a draft until you publish them."
      primaryAction={readOnly ? undefined : { content: 'Save', disabled: !patch, loading: save.isPending, onAction: () => patch && save.mutate(patch) }}
      secondaryActions={readOnly ? undefined : [{ content: 'Discard changes', disabled: !patch || save.isPending, onAction: () => { setD(draftOf(saved)); save.reset(); } }]}
    >
      <BlockStack gap="400">
        {readOnly && <Banner tone="info">Only owners can change settings. You can read them.</Banner>}
        <DraftBanner
          settings={view} canPublish={!readOnly} busy={publish.isPending || discard.isPending}
          onPublish={() => view.draft && publish.mutate(view.draft.version)} onDiscard={() => discard.mutate()}
        />
        {store.platform !== 'shopify' && saved.payments.checkout === 'test' && (
          <Banner tone="warning" title="Payments are in test mode">
            Checkouts open a TEST MODE page: no money moves and anyone can "pay".{' '}
            {saved.payments.test_mode ? 'Turn test mode off under Payments before you sell.' : 'Set STRIPE_SECRET_KEY on the server to take real payments.'}
          </Banner>
        )}
        {store.platform !== 'shopify' && saved.payments.checkout === 'off' && (
          <Banner tone="warning" title="Checkout is off">
            Shoppers can fill a cart with the agent but cannot pay: no payment provider is set up on this server. Set STRIPE_SECRET_KEY (or turn on test mode under Payments to try the test page).
          </Banner>
        )}
        {err && <Banner tone="critical" title="Nothing was saved">{err instanceof ApiError && err.errors.length ? 'Fix the fields marked below and save again.' : errorMessage(err)}</Banner>}
        <Layout>
          <Layout.AnnotatedSection id="store" title="Store" description="The overview counts days in this time zone; prices and amounts are in this currency.">
            <Card>
              <FormLayout>
                <Select label="Time zone" options={timeZones(saved.store.timezone)} value={d.timezone} onChange={set('timezone')} disabled={readOnly} error={at('store.timezone')} />
                <Select
                  label="Currency" options={currencies} value={d.currency} onChange={set('currency')} disabled={readOnly || saved.store.currency_locked} error={at('store.currency')}
                  helpText={store.platform === 'shopify' ? "Your Shopify store's currency: change it in Shopify (Settings → Store details); Aisle follows." : saved.store.currency_locked ? 'Fixed: the store has products or orders priced in it.' : 'Choose it before you import your catalog; it cannot change once the store has products or orders.'}
                />
              </FormLayout>
            </Card>
          </Layout.AnnotatedSection>

          <Layout.AnnotatedSection id="agent" title="Agent" description="How the assistant introduces itself and sounds.">
            <Card>
              <FormLayout>
                <TextField label="Agent name" value={d.agentName} onChange={set('agentName')} autoComplete="off" maxLength={LIMITS.agentName} disabled={readOnly} error={at('agent.agent_name')} />
                <TextField label="Greeting" value={d.greeting} onChange={set('greeting')} autoComplete="off" multiline={2} maxLength={LIMITS.greeting} showCharacterCount disabled={readOnly} error={at('agent.greeting')} helpText="The first message shoppers see." />
                <Select label="Tone" options={[{ label: 'Friendly', value: 'friendly' }, { label: 'Neutral', value: 'neutral' }, { label: 'Formal', value: 'formal' }]} value={d.tone} onChange={(v) => set('tone')(v as Draft['tone'])} disabled={readOnly} />
              </FormLayout>
            </Card>
          </Layout.AnnotatedSection>

          <Layout.AnnotatedSection id="widget" title="Widget" description="The chat bubble and panel on your storefront. Shoppers see changes on their next page load.">
            <Card>
              <BlockStack gap="400">
                <FormLayout>
                  <FormLayout.Group>
                    <ColorField label="Primary colour" value={d.primaryColor} onChange={set('primaryColor')} disabled={readOnly} error={at('widget.primary_color')} />
                    <BlockStack gap="100">
                      {d.autoText
                        ? <TextField label="Text on primary colour" value="Automatic (best contrast)" autoComplete="off" disabled readOnly />
                        : <ColorField label="Text on primary colour" value={d.textColor} onChange={set('textColor')} disabled={readOnly} error={at('widget.text_color')} />}
                      <Button variant="plain" disabled={readOnly} onClick={() => set('autoText')(!d.autoText)}>{d.autoText ? 'Choose a colour' : 'Use automatic contrast'}</Button>
                    </BlockStack>
                  </FormLayout.Group>
                  <ChoiceList title="Launcher position" choices={[{ label: 'Bottom right', value: 'right' }, { label: 'Bottom left', value: 'left' }]} selected={[d.launcherPosition]} onChange={(v) => set('launcherPosition')(v[0] as Draft['launcherPosition'])} disabled={readOnly} />
                  <TextField label="Quick replies" value={d.quickReplies} onChange={set('quickReplies')} autoComplete="off" multiline={3} disabled={readOnly} error={at('widget.quick_replies')} helpText={`One per line, up to ${LIMITS.quickReplies} (${LIMITS.quickReply} characters each).`} />
                </FormLayout>
                <BlockStack gap="200">
                  <Text as="h3" variant="headingSm">Preview</Text>
                  <WidgetPreview storeName={saved.store.name} agentName={d.agentName} greeting={d.greeting} primaryColor={d.primaryColor} textColor={d.autoText ? null : d.textColor} launcherPosition={d.launcherPosition} quickReplies={lines(d.quickReplies)} />
                </BlockStack>
              </BlockStack>
            </Card>
          </Layout.AnnotatedSection>

          <Layout.AnnotatedSection id="model" title="Model" description="The language model that answers shoppers. Keys are stored encrypted and never shown again.">
            <Card>
              <FormLayout>
                <Select label="Provider" options={providerOptions} value={d.provider} onChange={(v) => set('provider')(v as ModelProvider)} disabled={readOnly} error={at('model.provider')} />
                {usesEndpoint && (
                  <>
                    <TextField label="Model" value={d.model} onChange={set('model')} autoComplete="off" placeholder={d.provider === 'openai' ? 'gpt-4o-mini' : 'claude-3-5-haiku-latest'} disabled={readOnly} error={at('model.model')} />
                    <TextField label="Base URL" value={d.baseUrl} onChange={set('baseUrl')} autoComplete="off" type="url" placeholder={d.provider === 'openai' ? 'https://api.openai.com/v1 (leave empty for OpenAI)' : 'https://api.anthropic.com'} disabled={readOnly} error={at('model.base_url')} helpText="https, or http for a server on this machine (e.g. http://localhost:11434/v1 for Ollama)." />
                    <BlockStack gap="100">
                      <TextField
                        label="API key" type="password" value={d.apiKey} onChange={set('apiKey')} autoComplete="new-password" disabled={readOnly || d.removeKey} error={at('model.api_key')}
                        placeholder={keyKept && !d.removeKey ? 'Leave empty to keep the saved key' : 'Paste the key'}
                        helpText={saved.model.has_key && !keyKept ? 'Changing provider or base URL needs the key again (or remove it).' : undefined}
                      />
                      {saved.model.has_key && (
                        <InlineStack gap="200" blockAlign="center">
                          {d.removeKey
                            ? <Badge tone="warning">Key will be removed</Badge>
                            : <Badge tone="success">{`Saved ••••${saved.model.key_last4 ?? ''}`}</Badge>}
                          {!readOnly && <Button variant="plain" onClick={() => set('removeKey')(!d.removeKey)}>{d.removeKey ? 'Keep the key' : 'Remove key'}</Button>}
                        </InlineStack>
                      )}
                    </BlockStack>
                  </>
                )}
              </FormLayout>
            </Card>
          </Layout.AnnotatedSection>

          <Layout.AnnotatedSection id="guardrails" title="Guardrails" description="Topics the agent politely declines, and how much money it may move without you.">
            <Card>
              <FormLayout>
                <TagList label="Topics to avoid" items={d.avoidTopics} onChange={set('avoidTopics')} disabled={readOnly} placeholder="e.g. politics" max={LIMITS.topics} error={at('guardrails.avoid_topics')} helpText="A message is declined when it contains every word of a topic (any form: “politics” also catches “political”)." />
                <TextField label="Auto-approve limit" type="number" min={0} step={10 ** -minorDigits(d.currency)} prefix={currencySymbol(d.currency, navigator.language)} value={d.autoApprove} onChange={set('autoApprove')} autoComplete="off" disabled={readOnly} error={at('guardrails.auto_approve_limit_cents')} helpText="Refunds run without approval while the order's total refunded stays within this amount. Cancellations and address changes always wait for staff. 0 = every refund waits too." />
              </FormLayout>
            </Card>
          </Layout.AnnotatedSection>

          <Layout.AnnotatedSection id="domains" title="Storefront domains" description="Pages allowed to open the chat widget for this store.">
            <Card>
              <BlockStack gap="200">
                <TagList label="Allowed domains" items={d.origins} onChange={set('origins')} disabled={readOnly} placeholder="https://shop.example.com" max={LIMITS.origins} error={at('allowed_origins')} helpText="https://host[:port]; http only for localhost." />
                {saved.store.domain && <Text as="p" tone="subdued">{`Your store domain ${saved.store.domain} is always allowed.`}</Text>}
              </BlockStack>
            </Card>
          </Layout.AnnotatedSection>

          {store.platform !== 'shopify' && (
            <Layout.AnnotatedSection id="payments" title="Payments" description="How shoppers pay for the cart the agent builds.">
              <Card>
                <BlockStack gap="200">
                  <Text as="p">
                    {saved.payments.checkout === 'stripe' ? 'Stripe takes payments (set up on the server).'
                      : saved.payments.checkout === 'test' ? 'Test mode: checkouts open a TEST MODE page and no money moves.'
                        : 'Checkout is off: no payment provider is set up on this server.'}
                  </Text>
                  <Checkbox
                    label="Test mode" checked={d.testPayments} onChange={set('testPayments')} disabled={readOnly} error={at('payments.test_mode')}
                    helpText={'Without a Stripe key, shoppers "pay" on a TEST MODE page: no money moves, yet each test payment makes a paid order. Anyone with a checkout link can do it, so turn it off before you sell. Applies at once.'}
                  />
                </BlockStack>
              </Card>
            </Layout.AnnotatedSection>
          )}

          <Layout.AnnotatedSection id="install" title="Install" description="Paste this tag before </body> on every storefront page.">
            <Card>
              <BlockStack gap="300">
                <pre className="install-snippet" data-testid="install-snippet">{saved.install.snippet}</pre>
                <InlineStack><Button onClick={() => void copy()}>Copy snippet</Button></InlineStack>
              </BlockStack>
            </Card>
          </Layout.AnnotatedSection>
        </Layout>
        <Box paddingBlockEnd="800" />
      </BlockStack>
      {toast && <Toast content={toast} onDismiss={() => setToast(null)} />}
    </Page>
  );
}

/** The settings screen (lazy-loaded by routes.tsx). */
export default function SettingsScreen() {
  const q = useQuery({ queryKey: SETTINGS_KEY, queryFn: ({ signal }) => api.get<SettingsView>('/api/v1/admin/settings', signal) });
  if (q.isError) return <Page title="Settings"><Banner tone="critical" title="Settings could not be loaded">{errorMessage(q.error)}</Banner></Page>;
  if (!q.data) return <Page title="Settings"><Card><SkeletonBodyText lines={8} /></Card></Page>;
  return <SettingsForm view={q.data} />;
}
