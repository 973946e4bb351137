/**
 * /admin/overview: metrics of a date range in the store's time zone (GET /api/v1/admin/overview) — KPI cards,
 * conversations per day by outcome and tokens/cost per day (recharts, lazy-loaded), top intents, zero-result
 * searches and usage per model. The range lives in the URL (?from=&to=), so a reload or a shared link keeps it.
 * Definitions of every number: docs/overview.md.
 */
import {
  Banner, BlockStack, Box, Button, Card, DataTable, DatePicker, InlineGrid, InlineStack, Page, Popover, SkeletonBodyText, SkeletonDisplayText,
  Text,
} from '@shopify/polaris';
import { CalendarIcon } from '@shopify/polaris-icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { api, errorMessage } from '../../api.ts';
import { formatDuration, formatRelative, formatUsd, languageName } from '../../format.ts';
import { addDays, intentLabel, OVERVIEW_KEY, percent, shortDate, todayIn, type Overview } from './types.ts';
import './overview.css';

const Charts = lazy(() => import('./charts.tsx'));

/** Preset ranges, in days ending today (store time). */
const PRESETS = [7, 30, 90, 365] as const;

function Kpi({ title, value, detail, testId }: { title: string; value: string; detail?: string; testId: string }) {
  return (
    <Card>
      <BlockStack gap="100">
        <Text as="h3" variant="headingSm" tone="subdued">{title}</Text>
        <span className="overview-kpi-value" data-testid={testId}><Text as="p" variant="heading2xl">{value}</Text></span>
        {detail && <Text as="p" variant="bodySm" tone="subdued">{detail}</Text>}
      </BlockStack>
    </Card>
  );
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <BlockStack gap="200">
        <Text as="h2" variant="headingMd">{title}</Text>
        <Suspense fallback={<Box minHeight="260px"><SkeletonBodyText lines={6} /></Box>}>{children}</Suspense>
      </BlockStack>
    </Card>
  );
}

/** The range picker: presets plus a two-month calendar (Polaris DatePicker in a Popover). */
function RangePicker({ from, to, timeZone, onChange }: { from: string; to: string; timeZone?: string; onChange: (from: string, to: string) => void }) {
  const [open, setOpen] = useState(false);
  const start = new Date(`${from}T00:00:00`);
  const [month, setMonth] = useState({ month: start.getMonth(), year: start.getFullYear() });
  const [sel, setSel] = useState({ start, end: new Date(`${to}T00:00:00`) });
  const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const today = todayIn(timeZone);
  const label = `${shortDate(from)} – ${shortDate(to)}${to.slice(0, 4) !== today.slice(0, 4) || from.slice(0, 4) !== to.slice(0, 4) ? `, ${to.slice(0, 4)}` : ''}`;
  return (
    <Popover
      active={open}
      onClose={() => setOpen(false)}
      preferredAlignment="left"
      fluidContent
      activator={<Button icon={CalendarIcon} onClick={() => setOpen((v) => !v)} disclosure>{label}</Button>}
    >
      <Box padding="400" minWidth="580px">
        <BlockStack gap="300">
          <InlineStack gap="200">
            {PRESETS.map((n) => (
              <Button key={n} size="slim" onClick={() => { onChange(addDays(today, -(n - 1)), today); setOpen(false); }}>{`Last ${n} days`}</Button>
            ))}
          </InlineStack>
          <DatePicker
            month={month.month} year={month.year} onMonthChange={(m, y) => setMonth({ month: m, year: y })}
            selected={sel} onChange={(r) => setSel({ start: r.start, end: r.end ?? r.start })} allowRange multiMonth
            disableDatesAfter={new Date(`${today}T23:59:59`)}
          />
          <InlineStack align="end" gap="200">
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button variant="primary" onClick={() => { onChange(iso(sel.start), iso(sel.end)); setOpen(false); }}>Apply</Button>
          </InlineStack>
        </BlockStack>
      </Box>
    </Popover>
  );
}

function Body({ o }: { o: Overview }) {
  const t = o.totals;
  const resolved = t.resolutions.confirmed + t.resolutions.assumed;
  return (
    <BlockStack gap="400">
      <InlineGrid columns={{ xs: 2, md: 3, lg: 6 }} gap="300">
        <Kpi testId="kpi-conversations" title="Conversations" value={t.conversations.toLocaleString()} detail={`${o.range.days} days`} />
        <Kpi testId="kpi-resolved" title="Resolved" value={percent(t.conversations ? resolved / t.conversations : null)} detail={`${t.resolutions.confirmed} confirmed · ${t.resolutions.assumed} assumed`} />
        <Kpi testId="kpi-handoff" title="Handoff rate" value={percent(t.handoff_rate)} detail={`${t.handoffs} asked for a person`} />
        <Kpi testId="kpi-csat" title="CSAT" value={percent(t.csat.score)} detail={`${t.csat.thumbs_up} up · ${t.csat.thumbs_down} down of ${t.csat.rated} rated`} />
        <Kpi testId="kpi-frt" title="First response" value={formatDuration(t.first_response.median_ms)} detail={`median of ${t.first_response.conversations}`} />
        <Kpi testId="kpi-tokens" title="Model tokens" value={(t.model.input_tokens + t.model.output_tokens).toLocaleString()} detail={`${formatUsd(t.model.cost_usd)} cost · ${t.model.turns} agent turns`} />
      </InlineGrid>
      <InlineGrid columns={{ xs: 1, lg: 2 }} gap="300">
        <ChartCard title="Conversations per day"><Charts days={o.daily} which="conversations" /></ChartCard>
        <ChartCard title="Model tokens and cost per day"><Charts days={o.daily} which="usage" /></ChartCard>
      </InlineGrid>
      <InlineGrid columns={{ xs: 1, lg: 2 }} gap="300">
        <Card padding="0">
          <Box padding="400" paddingBlockEnd="0"><Text as="h2" variant="headingMd">Top intents</Text></Box>
          {o.top_intents.length
            ? <DataTable columnContentTypes={['text', 'numeric']} headings={['Intent', 'Messages']} rows={o.top_intents.map((i) => [intentLabel(i.intent), i.count])} />
            : <Box padding="400"><Text as="p" tone="subdued">No shopper messages in this range.</Text></Box>}
        </Card>
        <Card padding="0">
          <Box padding="400" paddingBlockEnd="0"><Text as="h2" variant="headingMd">Searches with no results</Text></Box>
          {o.zero_result_searches.length
            ? <DataTable columnContentTypes={['text', 'numeric', 'text']} headings={['Search', 'Times', 'Last']} rows={o.zero_result_searches.map((s) => [s.query, s.count, formatRelative(s.last_at)])} />
            : <Box padding="400"><Text as="p" tone="subdued">Every search found something.</Text></Box>}
        </Card>
      </InlineGrid>
      {o.languages.some((l) => l.language) && (
        <Card padding="0">
          <Box padding="400" paddingBlockEnd="0"><Text as="h2" variant="headingMd">Conversations by language</Text></Box>
          <DataTable
            columnContentTypes={['text', 'numeric', 'numeric']}
            headings={['Language', 'Conversations', 'Share']}
            rows={o.languages.map((l) => [l.language ? languageName(l.language) : 'Not detected', l.count, percent(t.conversations ? l.count / t.conversations : null)])}
          />
        </Card>
      )}
      {o.models.length > 0 && (
        <Card padding="0">
          <Box padding="400" paddingBlockEnd="0"><Text as="h2" variant="headingMd">Usage by model</Text></Box>
          <DataTable
            columnContentTypes={['text', 'numeric', 'numeric', 'numeric', 'numeric']}
            headings={['Model', 'Turns', 'Input tokens', 'Output tokens', 'Cost']}
            rows={o.models.map((m) => [m.model, m.turns, m.input_tokens.toLocaleString(), m.output_tokens.toLocaleString(), formatUsd(m.cost_usd)])}
          />
        </Card>
      )}
      <Text as="p" variant="bodySm" tone="subdued">
        {`Conversations that started ${shortDate(o.range.from)}–${shortDate(o.range.to)} (${o.range.time_zone}). “Assumed” = idle for 24 h without asking for a person or a thumbs down.`}
      </Text>
    </BlockStack>
  );
}

/** The overview screen (lazy-loaded by routes.tsx). */
export default function OverviewScreen() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const q = useQuery({
    queryKey: [...OVERVIEW_KEY, from ?? '', to ?? ''],
    queryFn: ({ signal }) => api.get<Overview>(`/api/v1/admin/overview${from && to ? `?from=${from}&to=${to}` : ''}`, signal),
    placeholderData: keepPreviousData,
  });
  const o = q.data;
  return (
    <Page
      title="Overview"
      titleMetadata={o ? <RangePicker key={`${o.range.from}:${o.range.to}`} from={o.range.from} to={o.range.to} timeZone={o.range.time_zone} onChange={(f, t) => setParams({ from: f, to: t })} /> : undefined}
      fullWidth
    >
      {q.isError && <Banner tone="critical" title="The overview could not be loaded">{errorMessage(q.error)}</Banner>}
      {!o && !q.isError && (
        <BlockStack gap="400">
          <InlineGrid columns={{ xs: 2, md: 3, lg: 6 }} gap="300">
            {['conversations', 'resolved', 'handoff', 'csat', 'frt', 'tokens'].map((k) => <Card key={k}><SkeletonDisplayText size="small" /></Card>)}
          </InlineGrid>
          <Card><SkeletonBodyText lines={8} /></Card>
        </BlockStack>
      )}
      {o && <Body o={o} />}
    </Page>
  );
}
