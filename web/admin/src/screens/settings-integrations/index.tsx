/**
 * /admin/settings/integrations (Settings → Integrations): where the store's traces go besides Aisle's own trace view —
 * LangSmith (API key write-only: "Saved ••••1234") and an OpenTelemetry OTLP/HTTP endpoint (header values write-only),
 * each with sampling, "Send test trace" and its export status (sent, dropped, queued, last success, last error); and
 * the redaction applied before anything leaves Aisle; how long traces are kept (retention). Owners edit; other roles read.
 */
import {
  Badge, Banner, BlockStack, Box, Button, Card, Checkbox, Form, FormLayout, InlineStack, Layout, List, Page, SkeletonBodyText, Text, TextField, Toast,
} from '@shopify/polaris';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { api, ApiError, errorMessage, queryClient, roleAtLeast, useStaffSession } from '../../api.ts';
import { formatRelative } from '../../format.ts';
import { LANGSMITH_CLOUD_URL, TRACE_EXPORT_KEY, type DestinationStatus, type TestTraceResult, type TraceExportView } from './types.ts';

type Notify = (msg: string, error?: boolean) => void;

/** The message of the field error at `path`, if any. */
function errorAt(err: unknown, path: string): string | undefined {
  if (!(err instanceof ApiError)) return undefined;
  const hits = err.errors.filter((e) => e.path === path || e.path?.startsWith(`${path}.`));
  return hits.length ? hits.map((e) => e.message).join('; ') : undefined;
}

const percent = (rate: number) => String(Math.round(rate * 1000) / 10);
const rateOf = (s: string) => Math.min(100, Math.max(0, Number.parseFloat(s || '0'))) / 100;
const save = (view: TraceExportView) => queryClient.setQueryData(TRACE_EXPORT_KEY, view);

/** Status badge and counters of a destination. */
function StatusLine({ enabled, status }: { enabled: boolean; status: DestinationStatus }) {
  const failing = status.last_error_at && (!status.last_success_at || status.last_error_at > status.last_success_at);
  return (
    <BlockStack gap="100">
      <InlineStack gap="200" blockAlign="center">
        {!enabled ? <Badge>Paused</Badge> : failing ? <Badge tone="critical">Failing</Badge> : status.last_success_at ? <Badge tone="success">Sending</Badge> : <Badge tone="info">Waiting for a turn</Badge>}
        <Text as="span" tone="subdued">
          {status.sent.toLocaleString()} sent · {status.dropped.toLocaleString()} dropped · {status.queued.toLocaleString()} queued
          {status.last_success_at ? ` · last success ${formatRelative(status.last_success_at)}` : ''}
        </Text>
      </InlineStack>
      {status.last_error && status.last_error_at && (
        <Text as="p" tone={failing ? 'critical' : 'subdued'}>Last error {formatRelative(status.last_error_at)}: {status.last_error}</Text>
      )}
    </BlockStack>
  );
}

/** Save / Send test trace / Remove buttons of a destination card. */
function DestinationActions({ kind, configured, owner, saving, onNotify, children }: {
  kind: 'langsmith' | 'otlp'; configured: boolean; owner: boolean; saving: boolean; onNotify: Notify; children?: ReactNode;
}) {
  const test = useMutation({
    mutationFn: () => api.post<TestTraceResult>(`/api/v1/admin/trace-export/${kind}/test`),
    onSuccess: (r) => {
      onNotify(r.ok ? `Test trace sent (${r.latency_ms} ms)` : `Test trace failed: ${r.error ?? 'unknown error'}`, !r.ok);
      void queryClient.invalidateQueries({ queryKey: TRACE_EXPORT_KEY });
    },
    onError: (e) => onNotify(errorMessage(e), true),
  });
  const remove = useMutation({
    mutationFn: () => api.del<TraceExportView>(`/api/v1/admin/trace-export/${kind}`),
    onSuccess: (v) => { save(v); onNotify('Export removed'); },
    onError: (e) => onNotify(errorMessage(e), true),
  });
  if (!owner) return null;
  return (
    <InlineStack gap="200" align="end">
      {children}
      {configured && <Button tone="critical" variant="plain" onClick={() => remove.mutate()} loading={remove.isPending}>Remove</Button>}
      {configured && <Button onClick={() => test.mutate()} loading={test.isPending}>Send test trace</Button>}
      <Button variant="primary" submit loading={saving}>Save</Button>
    </InlineStack>
  );
}

function LangSmithCard({ view, owner, onNotify }: { view: TraceExportView; owner: boolean; onNotify: Notify }) {
  const d = view.langsmith;
  const [endpoint, setEndpoint] = useState(d?.endpoint ?? LANGSMITH_CLOUD_URL);
  const [project, setProject] = useState(d?.project ?? '');
  const [apiKey, setApiKey] = useState('');
  const [rate, setRate] = useState(percent(d?.sample_rate ?? 1));
  const [enabled, setEnabled] = useState(d?.enabled ?? true);
  const put = useMutation({
    mutationFn: () => api.put<TraceExportView>('/api/v1/admin/trace-export/langsmith', {
      endpoint: endpoint.trim(), project: project.trim(), sample_rate: rateOf(rate), enabled, ...(apiKey.trim() ? { api_key: apiKey.trim() } : {}),
    }),
    onSuccess: (v) => { save(v); onNotify('LangSmith export saved'); },
  });
  const general = put.isError && !(put.error instanceof ApiError && put.error.errors.length) ? errorMessage(put.error) : null;
  return (
    <Card>
      <section aria-label="LangSmith export">
      <Form onSubmit={() => put.mutate()}>
        <BlockStack gap="400">
          <BlockStack gap="100">
            <Text as="h2" variant="headingMd">LangSmith</Text>
            <Text as="p" tone="subdued">Each turn goes to your project as the run tree LangGraph produces, tagged with the store, conversation (thread), intent and model. Shopper thumbs and staff "wrong answer" flags become feedback on the run.</Text>
          </BlockStack>
          {d && <StatusLine enabled={d.enabled} status={d.status} />}
          {general && <Banner tone="critical">{general}</Banner>}
          <FormLayout>
            <FormLayout.Group>
              <TextField label="Project" value={project} onChange={setProject} autoComplete="off" disabled={!owner} error={errorAt(put.error, 'project')} placeholder="my-shop-agent" />
              <TextField label="API key" type="password" value={apiKey} onChange={setApiKey} autoComplete="new-password" disabled={!owner} error={errorAt(put.error, 'api_key')}
                placeholder={d?.has_key ? `Saved ••••${d.key_last4}` : 'lsv2_…'} helpText={d?.has_key ? 'Leave empty to keep the saved key.' : 'Stored encrypted; never shown again.'} />
            </FormLayout.Group>
            <FormLayout.Group>
              <TextField label="Endpoint" value={endpoint} onChange={setEndpoint} autoComplete="off" disabled={!owner} error={errorAt(put.error, 'endpoint')}
                helpText="LangSmith cloud by default; the EU cloud or your self-hosted LangSmith URL." />
              <TextField label="Sampling" type="number" suffix="% of turns" value={rate} onChange={setRate} autoComplete="off" min={0} max={100} disabled={!owner} error={errorAt(put.error, 'sample_rate')} />
            </FormLayout.Group>
            <Checkbox label="Export enabled" checked={enabled} onChange={setEnabled} disabled={!owner} />
          </FormLayout>
          <DestinationActions kind="langsmith" configured={!!d} owner={owner} saving={put.isPending} onNotify={onNotify} />
        </BlockStack>
      </Form>
      </section>
    </Card>
  );
}

/** `name: value` lines → headers; null when a line is malformed. */
function parseHeaders(text: string): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const line of text.split('\n').map((l) => l.trim()).filter(Boolean)) {
    const i = line.indexOf(':');
    if (i <= 0) return null;
    out[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  return out;
}

function OtlpCard({ view, owner, onNotify }: { view: TraceExportView; owner: boolean; onNotify: Notify }) {
  const d = view.otlp;
  const [endpoint, setEndpoint] = useState(d?.endpoint ?? '');
  const [headers, setHeaders] = useState('');
  const [content, setContent] = useState(d?.include_content ?? false);
  const [rate, setRate] = useState(percent(d?.sample_rate ?? 1));
  const [enabled, setEnabled] = useState(d?.enabled ?? true);
  const parsed = parseHeaders(headers);
  const put = useMutation({
    mutationFn: () => api.put<TraceExportView>('/api/v1/admin/trace-export/otlp', {
      endpoint: endpoint.trim(), include_content: content, sample_rate: rateOf(rate), enabled, ...(headers.trim() && parsed ? { headers: parsed } : {}),
    }),
    onSuccess: (v) => { save(v); onNotify('OpenTelemetry export saved'); },
  });
  const general = put.isError && !(put.error instanceof ApiError && put.error.errors.length) ? errorMessage(put.error) : null;
  return (
    <Card>
      <section aria-label="OpenTelemetry export">
      <Form onSubmit={() => { if (parsed) put.mutate(); }}>
        <BlockStack gap="400">
          <BlockStack gap="100">
            <Text as="h2" variant="headingMd">OpenTelemetry (OTLP/HTTP)</Text>
            <Text as="p" tone="subdued">Spans follow the OpenTelemetry GenAI conventions (invoke_agent → chat and execute_tool), for Langfuse, Arize Phoenix, Grafana Tempo, Jaeger or any collector.</Text>
          </BlockStack>
          {d && <StatusLine enabled={d.enabled} status={d.status} />}
          {general && <Banner tone="critical">{general}</Banner>}
          <FormLayout>
            <TextField label="Traces endpoint" value={endpoint} onChange={setEndpoint} autoComplete="off" disabled={!owner} placeholder="https://otel.example.com/v1/traces" error={errorAt(put.error, 'endpoint')} />
            <FormLayout.Group>
              <TextField label="Headers" multiline={3} value={headers} onChange={setHeaders} autoComplete="off" disabled={!owner} monospaced
                placeholder="authorization: Bearer …" error={!parsed ? 'One header per line: name: value' : errorAt(put.error, 'headers')}
                helpText={d?.header_names.length ? `Saved: ${d.header_names.join(', ')} (values hidden). Leave empty to keep them.` : 'Stored encrypted; values never shown again.'} />
              <TextField label="Sampling" type="number" suffix="% of turns" value={rate} onChange={setRate} autoComplete="off" min={0} max={100} disabled={!owner} error={errorAt(put.error, 'sample_rate')} />
            </FormLayout.Group>
            <Checkbox label="Include message and tool content (redacted)" helpText="Off: spans carry models, tokens, tools and timings only." checked={content} onChange={setContent} disabled={!owner} />
            <Checkbox label="Export enabled" checked={enabled} onChange={setEnabled} disabled={!owner} />
          </FormLayout>
          <DestinationActions kind="otlp" configured={!!d} owner={owner} saving={put.isPending} onNotify={onNotify} />
        </BlockStack>
      </Form>
      </section>
    </Card>
  );
}

function RedactionCard({ view, owner, onNotify }: { view: TraceExportView; owner: boolean; onNotify: Notify }) {
  const [orders, setOrders] = useState(view.redaction.order_numbers);
  const [patterns, setPatterns] = useState(view.redaction.patterns.join('\n'));
  const put = useMutation({
    mutationFn: () => api.put<TraceExportView>('/api/v1/admin/trace-export/redaction', {
      order_numbers: orders, patterns: patterns.split('\n').map((l) => l.trim()).filter(Boolean),
    }),
    onSuccess: (v) => { save(v); onNotify('Redaction saved'); },
  });
  return (
    <Card>
      <Form onSubmit={() => put.mutate()}>
        <BlockStack gap="400">
          <BlockStack gap="100">
            <Text as="h2" variant="headingMd">Redaction</Text>
            <Text as="p" tone="subdued">Applied inside Aisle before any trace leaves it, for every destination.</Text>
          </BlockStack>
          <Box>
            <Text as="p" fontWeight="semibold">Always replaced</Text>
            <List>
              <List.Item>E-mail addresses → [email]</List.Item>
              <List.Item>Phone numbers → [phone]</List.Item>
              <List.Item>Street addresses and address fields → [address]; names on orders → [name]</List.Item>
              <List.Item>API keys, tokens and passwords → [redacted]</List.Item>
            </List>
          </Box>
          <Checkbox label="Order numbers (#1001, “order 1001”) → [order]" checked={orders} onChange={setOrders} disabled={!owner} />
          <TextField label="Your own patterns" multiline={3} monospaced value={patterns} onChange={setPatterns} autoComplete="off" disabled={!owner}
            placeholder={'LOY-\\d{6}'} helpText="Regular expressions, one per line (e.g. loyalty or gift card numbers) → [redacted]" error={errorAt(put.error, 'patterns')} />
          {owner && <InlineStack align="end"><Button variant="primary" submit loading={put.isPending}>Save</Button></InlineStack>}
        </BlockStack>
      </Form>
    </Card>
  );
}

/** How long traces are kept (PUT /trace-export/retention): runs, feedback and finished conversations' thread state. */
function RetentionCard({ view, owner, onNotify }: { view: TraceExportView; owner: boolean; onNotify: Notify }) {
  const [days, setDays] = useState(String(view.retention_days));
  const put = useMutation({
    mutationFn: () => api.put<TraceExportView>('/api/v1/admin/trace-export/retention', { days: Number.parseInt(days, 10) }),
    onSuccess: (v) => { save(v); onNotify('Retention saved'); },
  });
  return (
    <Card>
      <section aria-label="Trace retention">
        <Form onSubmit={() => put.mutate()}>
          <BlockStack gap="400">
            <BlockStack gap="100">
              <Text as="h2" variant="headingMd">Retention</Text>
              <Text as="p" tone="subdued">
                Traces in Aisle older than this are deleted every night, with the agent's saved state of conversations that have ended.
                Conversations and their messages are kept.
              </Text>
            </BlockStack>
            <TextField label="Keep traces for" type="number" suffix="days" value={days} onChange={setDays} autoComplete="off"
              disabled={!owner} error={errorAt(put.error, 'days')} helpText="1 to 3,650 days; 30 by default" />
            {owner && <InlineStack align="end"><Button variant="primary" submit loading={put.isPending}>Save</Button></InlineStack>}
          </BlockStack>
        </Form>
      </section>
    </Card>
  );
}

/** The Integrations screen. */
export default function IntegrationsScreen() {
  const owner = roleAtLeast(useStaffSession().staff.role, 'owner');
  const [toast, setToast] = useState<{ msg: string; error: boolean } | null>(null);
  const view = useQuery({ queryKey: TRACE_EXPORT_KEY, queryFn: ({ signal }) => api.get<TraceExportView>('/api/v1/admin/trace-export', signal), refetchInterval: 15_000 });
  const notify: Notify = (msg, error = false) => setToast({ msg, error });
  const dep = view.data?.deployment;
  return (
    <Page title="Integrations" subtitle="Send every agent turn to LangSmith or an OpenTelemetry backend, next to your other systems" backAction={{ content: 'Settings', url: '/settings' }}>
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            {view.isError && <Banner tone="critical" title="Integrations could not be loaded">{errorMessage(view.error)}</Banner>}
            {view.isLoading && <Card><SkeletonBodyText lines={6} /></Card>}
            {!owner && view.data && <Banner tone="info">Only owners can change integrations.</Banner>}
            {dep && (dep.langsmith || dep.otlp) && (
              <Banner tone="info" title="Your Aisle operator also exports traces">
                {dep.langsmith && <p>LangSmith project {dep.langsmith.project} at {dep.langsmith.endpoint}</p>}
                {dep.otlp && <p>OpenTelemetry endpoint {dep.otlp.endpoint}</p>}
                <p>With the same redaction of personal data.</p>
              </Banner>
            )}
            {view.data && <LangSmithCard key={`ls-${view.data.langsmith?.updated_at ?? 'new'}`} view={view.data} owner={owner} onNotify={notify} />}
            {view.data && <OtlpCard key={`otlp-${view.data.otlp?.updated_at ?? 'new'}`} view={view.data} owner={owner} onNotify={notify} />}
          </BlockStack>
        </Layout.Section>
        <Layout.Section variant="oneThird">
          <BlockStack gap="400">
            {view.data && <RedactionCard view={view.data} owner={owner} onNotify={notify} />}
            {view.data && <RetentionCard key={`ret-${view.data.retention_days}`} view={view.data} owner={owner} onNotify={notify} />}
          </BlockStack>
        </Layout.Section>
      </Layout>
      {toast && <Toast content={toast.msg} error={toast.error} onDismiss={() => setToast(null)} />}
    </Page>
  );
}
