/**
 * The traces list: one row per agent turn (root run), newest first, with Polaris Filters for status, duration,
 * tokens, cost, model, intent, conversation and date range (kept in the URL). A row opens its trace.
 */
import {
  Banner, BlockStack, Box, Button, Card, ChoiceList, EmptyState, Filters, FormLayout, IndexTable, InlineGrid, Page, SkeletonBodyText, Text, TextField,
} from '@shopify/polaris';
import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { errorMessage } from '../../api.ts';
import { LinkRow, RowLink } from '../../components/row-link.tsx';
import { formatDuration, formatRelative, formatUsd } from '../../format.ts';
import { RunStatusBadge } from './badges.tsx';
import { appliedFilters, FILTER_KEYS, readFilters, STATUS_CHOICES, toApiQuery, type FilterKey } from './filters.ts';
import { useDebounced, useTraceList } from './queries.ts';

/** Two number fields (min, max) for a range filter. */
function RangeFilter({ label, unit, min, max, onChange, step }: {
  label: string; unit: string; min: string; max: string; step?: number; onChange: (bound: 'min' | 'max', value: string) => void;
}) {
  return (
    <FormLayout>
      <FormLayout.Group condensed>
        <TextField label={`Min ${label}`} type="number" min={0} step={step} suffix={unit} value={min} onChange={(v) => onChange('min', v)} autoComplete="off" />
        <TextField label={`Max ${label}`} type="number" min={0} step={step} suffix={unit} value={max} onChange={(v) => onChange('max', v)} autoComplete="off" />
      </FormLayout.Group>
    </FormLayout>
  );
}

/** The list page (`/traces`). */
export function TraceListPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const f = readFilters(params);
  const query = useDebounced(toApiQuery(f));
  const list = useTraceList(query);
  const rows = list.data?.pages.flatMap((p) => p.traces) ?? [];

  const set = useCallback((changes: Partial<Record<FilterKey, string>>) => {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      return next;
    }, { replace: true });
  }, [setParams]);
  const range = (minKey: FilterKey, maxKey: FilterKey) => (bound: 'min' | 'max', value: string) => set({ [bound === 'min' ? minKey : maxKey]: value });

  const filters = [
    {
      key: 'status', label: 'Status', pinned: true,
      filter: (
        <ChoiceList title="Status" titleHidden allowMultiple choices={STATUS_CHOICES.map((c) => ({ ...c }))}
          selected={f.status ? f.status.split(',') : []} onChange={(v) => set({ status: v.join(',') })} />
      ),
    },
    { key: 'duration', label: 'Duration', pinned: true, filter: <RangeFilter label="duration" unit="ms" min={f.min_duration_ms} max={f.max_duration_ms} onChange={range('min_duration_ms', 'max_duration_ms')} /> },
    { key: 'tokens', label: 'Tokens', pinned: true, filter: <RangeFilter label="tokens" unit="tokens" min={f.min_tokens} max={f.max_tokens} onChange={range('min_tokens', 'max_tokens')} /> },
    { key: 'cost', label: 'Cost', pinned: true, filter: <RangeFilter label="cost" unit="USD" step={0.0001} min={f.min_cost_usd} max={f.max_cost_usd} onChange={range('min_cost_usd', 'max_cost_usd')} /> },
    { key: 'model', label: 'Model', pinned: true, filter: <TextField label="Model" labelHidden placeholder="e.g. gpt-4o-mini" value={f.model} onChange={(v) => set({ model: v })} autoComplete="off" /> },
    { key: 'intent', label: 'Intent', pinned: true, filter: <TextField label="Intent" labelHidden placeholder="e.g. search_products" value={f.intent} onChange={(v) => set({ intent: v })} autoComplete="off" /> },
    { key: 'conversation', label: 'Conversation', filter: <TextField label="Conversation id" labelHidden placeholder="Conversation id" value={f.conversation_id} onChange={(v) => set({ conversation_id: v })} autoComplete="off" /> },
    {
      key: 'date', label: 'Date',
      filter: (
        <FormLayout>
          <FormLayout.Group condensed>
            <TextField label="From" type="date" value={f.from} onChange={(v) => set({ from: v })} autoComplete="off" />
            <TextField label="To" type="date" value={f.to} onChange={(v) => set({ to: v })} autoComplete="off" />
          </FormLayout.Group>
        </FormLayout>
      ),
    },
  ];
  const applied = appliedFilters(f).map((a) => ({ key: a.key, label: a.label, onRemove: () => set(Object.fromEntries(a.keys.map((k) => [k, '']))) }));
  const filtered = applied.length > 0;

  return (
    <Page title="Traces" subtitle="Every agent turn: its steps, model calls, tools, tokens and cost" fullWidth
      secondaryActions={[{ content: 'Refresh', onAction: () => void list.refetch(), loading: list.isRefetching && !list.isFetchingNextPage }]}>
      <BlockStack gap="400">
        {list.isError && <Banner tone="critical" title="Traces could not be loaded">{errorMessage(list.error)}</Banner>}
        <Card padding="0">
          <Filters
            filters={filters}
            appliedFilters={applied}
            onClearAll={() => set(Object.fromEntries(FILTER_KEYS.map((k) => [k, ''])))}
            queryValue="" onQueryChange={() => {}} onQueryClear={() => {}} hideQueryField
          />
          <IndexTable
            resourceName={{ singular: 'trace', plural: 'traces' }}
            itemCount={rows.length}
            selectable={false}
            loading={list.isPlaceholderData || (list.isFetching && !list.isFetchingNextPage && !list.isPending)}
            emptyState={list.isPending ? <Box padding="400"><SkeletonBodyText lines={5} /></Box> : (
              <EmptyState heading={filtered ? 'No traces match these filters' : 'No traces yet'} image="">
                <p>{filtered ? 'Change or clear the filters.' : 'Each answer the agent gives is recorded here with every step it took.'}</p>
              </EmptyState>
            )}
            headings={[
              { title: 'Started' }, { title: 'Shopper message' }, { title: 'Status' }, { title: 'Intent' }, { title: 'Model' },
              { title: 'Duration', alignment: 'end' }, { title: 'Tokens', alignment: 'end' }, { title: 'Cost', alignment: 'end' }, { title: 'Steps', alignment: 'end' },
            ]}
          >
            {rows.map((t, i) => (
              <LinkRow id={t.trace_id} key={t.trace_id} position={i}>
                <IndexTable.Cell><span title={new Date(t.started_at).toLocaleString()}>{formatRelative(t.started_at)}</span></IndexTable.Cell>
                <IndexTable.Cell>
                  {/* The row's primary link: a click anywhere on the row follows it; keyboard users reach it by Tab. */}
                  <div className="trace-preview-cell">
                    <RowLink to={`/traces/${t.trace_id}`} state={{ listSearch: location.search }}>
                      <Text as="span" fontWeight="semibold" truncate>{t.input_preview || t.name}</Text>
                    </RowLink>
                  </div>
                </IndexTable.Cell>
                <IndexTable.Cell><RunStatusBadge status={t.status} /></IndexTable.Cell>
                <IndexTable.Cell><Text as="span" tone={t.intent ? undefined : 'subdued'}>{t.intent ?? '–'}</Text></IndexTable.Cell>
                <IndexTable.Cell><Text as="span" tone={t.model ? undefined : 'subdued'}>{t.model ?? '–'}</Text></IndexTable.Cell>
                <IndexTable.Cell><Text as="span" alignment="end" numeric>{formatDuration(t.duration_ms)}</Text></IndexTable.Cell>
                <IndexTable.Cell><Text as="span" alignment="end" numeric>{t.total_tokens ?? '–'}</Text></IndexTable.Cell>
                <IndexTable.Cell><Text as="span" alignment="end" numeric>{formatUsd(t.cost_usd)}</Text></IndexTable.Cell>
                <IndexTable.Cell><Text as="span" alignment="end" numeric>{t.run_count}</Text></IndexTable.Cell>
              </LinkRow>
            ))}
          </IndexTable>
        </Card>
        {list.hasNextPage && (
          <InlineGrid columns={1}>
            <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>Load older</Button>
          </InlineGrid>
        )}
      </BlockStack>
    </Page>
  );
}
