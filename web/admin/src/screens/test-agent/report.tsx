/**
 * One test run's report (`/admin/settings/test-agent/<id>`): progress while it runs (polled every second), then the
 * totals of the live settings and the draft (turns passed, p50/p95 latency, cost, errors, turns that changed), and
 * per turn what the shopper wrote, the answer they got then, and each version's answer text, product cards, tool
 * calls with arguments, unmet expectations, model, latency and cost — changed turns first by default. Model text is
 * shown as plain text (never inserted as HTML).
 */
import {
  Badge,
  Banner,
  BlockStack,
  Box,
  Button,
  Card,
  DataTable,
  InlineGrid,
  InlineStack,
  List,
  Page,
  ProgressBar,
  SkeletonBodyText,
  Tabs,
  Text,
  Toast,
} from '@shopify/polaris';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DRAFT_FIELD_LABELS, draftValueText } from '../../components/draft-changes.ts';
import { api, errorMessage, useStaffSession } from '../../api.ts';
import { formatDuration, formatRelative, formatUsd, toJsonText } from '../../format.ts';
import { formatMoney } from '../../../../../src/shared/money.ts';
import { isActive, runKey, sourceLabel, type TestRun, type TestRunSummary, type TestTurn, type VersionAnswer } from './types.ts';

/** Status of a run as a badge. */
export function StatusBadge({ run }: { run: Pick<TestRunSummary, 'status'> }) {
  const [label, tone] = (
    {
      queued: ['Queued', 'info'],
      running: ['Running', 'info'],
      done: ['Done', 'success'],
      failed: ['Failed', 'critical'],
    } as const
  )[run.status];
  return (
    <Badge tone={tone} progress={run.status === 'done' ? 'complete' : isActive(run) ? 'partiallyComplete' : undefined}>
      {label}
    </Badge>
  );
}

/** One version's answer to a turn. */
function Answer({ title, a, changed, currency }: { title: string; a: VersionAnswer; changed: boolean; currency: string }) {
  return (
    <div className="ta-version" data-changed={changed} data-testid={`answer-${title.toLowerCase()}`}>
      <BlockStack gap="200">
        <InlineStack align="space-between" blockAlign="center">
          <Text as="h4" variant="headingSm">
            {title}
          </Text>
          {a.error ? <Badge tone="critical">Error</Badge> : a.failed.length ? <Badge tone="critical">Fails</Badge> : null}
        </InlineStack>
        <Text as="p">
          <span className="ta-answer">{a.text || '(no answer)'}</span>
        </Text>
        {a.cards.length > 0 && (
          <BlockStack gap="100">
            <Text as="p" variant="bodySm" tone="subdued">
              Product cards
            </Text>
            <List type="number">
              {a.cards.map((c) => (
                <List.Item key={c.id}>{`${c.title}${c.priceCents === null ? '' : ` — ${formatMoney(c.priceCents, currency)}`}`}</List.Item>
              ))}
            </List>
          </BlockStack>
        )}
        {a.tools.length > 0 && (
          <BlockStack gap="100">
            <Text as="p" variant="bodySm" tone="subdued">
              Tool calls
            </Text>
            <pre className="ta-code">{a.tools.map((t) => `${t.name}(${toJsonText(t.args)})`).join('\n')}</pre>
          </BlockStack>
        )}
        {a.failed.length > 0 && (
          <Banner tone="critical">
            <List type="bullet">
              {a.failed.map((f) => (
                <List.Item key={f}>{f}</List.Item>
              ))}
            </List>
          </Banner>
        )}
        {a.error && (
          <Text as="p" tone="critical">
            {a.error}
          </Text>
        )}
        <Text as="p" variant="bodySm" tone="subdued">
          {`${a.model || '–'} · ${formatDuration(a.latency_ms)} · ${a.input_tokens + a.output_tokens} tokens · ${formatUsd(a.cost_usd)}`}
        </Text>
      </BlockStack>
    </div>
  );
}

/** One replayed turn: what the shopper said, the recorded answer, both versions side by side. */
function TurnCard({ t, currency }: { t: TestTurn; currency: string }) {
  const hasExpect = t.expect !== null && Object.keys(t.expect).length > 0;
  const passed = (a: VersionAnswer | undefined) => a && !a.failed.length && !a.error;
  return (
    <div data-testid="turn">
      <Card>
        <BlockStack gap="300">
          <InlineStack align="space-between" blockAlign="start" gap="200">
            <BlockStack gap="100">
              <Text as="p" variant="bodySm" tone="subdued">{`Conversation ${t.conversation_id.slice(0, 8)} · turn ${t.index + 1}`}</Text>
              <Text as="h3" variant="headingSm">{`Shopper: “${t.say}”`}</Text>
            </BlockStack>
            <InlineStack gap="100">
              {t.changed ? (
                t.changes.map((c) => <Badge key={c} tone="warning">{`${c === 'text' ? 'Answer' : c === 'cards' ? 'Cards' : 'Tool calls'} changed`}</Badge>)
              ) : (
                <Badge>Same</Badge>
              )}
              {hasExpect && <Badge tone={passed(t.live) ? 'success' : 'critical'}>{`Live ${passed(t.live) ? 'passes' : 'fails'}`}</Badge>}
              {hasExpect && t.draft && <Badge tone={passed(t.draft) ? 'success' : 'critical'}>{`Draft ${passed(t.draft) ? 'passes' : 'fails'}`}</Badge>}
            </InlineStack>
          </InlineStack>
          {t.recorded !== null && (
            <Text as="p" tone="subdued">
              <span className="ta-answer">{`Answered then: ${t.recorded}`}</span>
            </Text>
          )}
          {hasExpect && <pre className="ta-code">{`expect ${toJsonText(t.expect)}`}</pre>}
          <InlineGrid columns={{ xs: 1, md: t.draft ? 2 : 1 }} gap="300">
            <Answer title="Live" a={t.live} changed={t.changed} currency={currency} />
            {t.draft && <Answer title="Draft" a={t.draft} changed={t.changed} currency={currency} />}
          </InlineGrid>
        </BlockStack>
      </Card>
    </div>
  );
}

/** Live vs draft totals. */
function Totals({ run }: { run: TestRun }) {
  const t = run.totals!;
  const cell = (k: 'live' | 'draft') => {
    const x = t[k];
    if (!x) return ['–', '–', '–', '–', '–'];
    return [
      x.passed === null ? 'no expectations' : `${x.passed} of ${x.turns}`,
      formatDuration(x.p50_latency_ms),
      formatDuration(x.p95_latency_ms),
      formatUsd(x.cost_usd),
      String(x.errors),
    ];
  };
  const live = cell('live');
  const draft = cell('draft');
  const labels = ['Turns passed', 'Latency p50', 'Latency p95', 'Cost', 'Errors'];
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack gap="400" blockAlign="center">
          <Text as="h2" variant="headingMd">
            {run.draft ? `${t.changed} of ${run.results.length} turns answer differently` : `${run.results.length} turns replayed`}
          </Text>
          <Text as="span" tone="subdued">{`in ${formatDuration(t.duration_ms)}`}</Text>
        </InlineStack>
        <DataTable
          columnContentTypes={['text', 'text', 'text']}
          headings={['', 'Live', run.draft ? `Draft v${run.draft.version}` : 'Draft']}
          rows={labels.map((l, i) => [l, live[i]!, draft[i]!])}
        />
      </BlockStack>
    </Card>
  );
}

const PAGE = 40;

/** The report screen of one run. */
export function RunReport() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const { store } = useStaffSession();
  const currency = store.currency;
  const [tab, setTab] = useState<number | null>(null);
  const [shown, setShown] = useState(PAGE);
  const [toast, setToast] = useState<string | null>(null);
  const q = useQuery({
    queryKey: runKey(id),
    queryFn: ({ signal }) => api.get<TestRun>(`/api/v1/admin/agent-tests/runs/${id}`, signal),
    refetchInterval: (query) => (query.state.data && isActive(query.state.data) ? 1000 : false),
  });
  const run = q.data;
  const groups = useMemo(() => {
    const all = run?.results ?? [];
    const failing = all.filter((t) => t.live.failed.length || t.draft?.failed.length || t.live.error || t.draft?.error);
    return [
      {
        id: 'changed',
        label: `Changed (${all.filter((t) => t.changed).length})`,
        turns: all.filter((t) => t.changed),
      },
      { id: 'failing', label: `Failing (${failing.length})`, turns: failing },
      { id: 'all', label: `All turns (${all.length})`, turns: all },
    ];
  }, [run]);
  const back = {
    content: 'Test agent',
    onAction: () => navigate('/settings/test-agent'),
  };
  if (q.isError)
    return (
      <Page title="Test run" backAction={back}>
        <Banner tone="critical" title="The run could not be loaded">
          {errorMessage(q.error)}
        </Banner>
      </Page>
    );
  if (!run)
    return (
      <Page title="Test run" backAction={back}>
        <Card>
          <SkeletonBodyText lines={6} />
        </Card>
      </Page>
    );
  const selected = tab ?? (run.draft && groups[0]!.turns.length ? 0 : 2);
  const turns = groups[selected]!.turns;
  const percent = run.total_turns ? Math.round((run.done_turns / run.total_turns) * 100) : 0;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(run.url, location.origin).href);
      setToast('Link copied');
    } catch {
      setToast('Copy failed: copy the address bar');
    }
  };
  return (
    <Page
      title="Test run"
      backAction={back}
      titleMetadata={<StatusBadge run={run} />}
      subtitle={`${sourceLabel(run.source)} · ${run.conversations} conversations · started ${formatRelative(run.created_at)}`}
      secondaryActions={[{ content: 'Copy link', onAction: () => void copy() }]}
    >
      <BlockStack gap="400">
        {isActive(run) && (
          <Card>
            <BlockStack gap="200">
              <ProgressBar progress={run.status === 'queued' ? 2 : percent} tone="highlight" ariaLabelledBy="run-progress" />
              <Text as="p" tone="subdued" id="run-progress">
                {run.status === 'queued'
                  ? 'Waiting to start…'
                  : `${run.done_turns.toLocaleString()} of ${run.total_turns.toLocaleString()} answers (${percent}%)`}
              </Text>
            </BlockStack>
          </Card>
        )}
        {run.status === 'failed' && (
          <Banner tone="critical" title="The run failed">
            {run.error ?? 'Unknown error'}
          </Banner>
        )}
        <Banner tone="info">Sandbox: order actions, cart, checkout and handoff answered “would have …”; nothing took effect and nothing was sent.</Banner>
        {run.draft ? (
          <Card>
            <BlockStack gap="200">
              <Text as="h2" variant="headingMd">{`Draft v${run.draft.version} compared with the live settings`}</Text>
              <List type="bullet">
                {run.draft.changes.map((c) => (
                  <List.Item key={c.path}>
                    <Text as="span" fontWeight="semibold">
                      {DRAFT_FIELD_LABELS[c.path] ?? c.path}
                    </Text>
                    {`: ${draftValueText(c.live, c.path, currency)} → ${draftValueText(c.draft, c.path, currency)}`}
                  </List.Item>
                ))}
              </List>
            </BlockStack>
          </Card>
        ) : (
          <Banner tone="info">No draft when this ran: the live settings only.</Banner>
        )}
        {run.status === 'done' && (
          <>
            <Totals run={run} />
            <Card padding="0">
              <Tabs
                tabs={groups.map((g) => ({ id: g.id, content: g.label }))}
                selected={selected}
                onSelect={(i) => {
                  setTab(i);
                  setShown(PAGE);
                }}
              />
            </Card>
            {turns.length === 0 && (
              <Card>
                <Text as="p" tone="subdued">
                  No turn here.
                </Text>
              </Card>
            )}
            {turns.slice(0, shown).map((t) => (
              <TurnCard key={`${t.conversation_id}-${t.index}`} t={t} currency={store.currency} />
            ))}
            {turns.length > shown && (
              <InlineStack align="center">
                <Button onClick={() => setShown((n) => n + PAGE)}>{`Show more (${turns.length - shown} left)`}</Button>
              </InlineStack>
            )}
          </>
        )}
        <Box paddingBlockEnd="800" />
      </BlockStack>
      {toast && <Toast content={toast} onDismiss={() => setToast(null)} />}
    </Page>
  );
}
