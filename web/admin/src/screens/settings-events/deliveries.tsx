/**
 * The delivery log (agents and owners): newest first, filtered by status (tabs) and destination, older pages on
 * demand, refreshed every 5 s; each row shows attempts, the last result and the next retry, with Re-send.
 */
import { Badge, Banner, BlockStack, Box, Button, Card, IndexTable, InlineStack, Select, Tabs, Text, type BadgeProps } from '@shopify/polaris';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api, errorMessage, queryClient } from '../../api.ts';
import type { ApiResponse } from '../../../../api/index.ts';
import { formatIn, formatRelative } from '../../format.ts';
import { DELIVERY_STATUSES, eventKeys, type Delivery, type DeliveryStatus, type Destination } from './types.ts';

const PAGE = 50;
const TABS: { id: '' | DeliveryStatus; content: string }[] = [
  { id: '', content: 'All' }, ...DELIVERY_STATUSES.map((s) => ({ id: s, content: s.charAt(0).toUpperCase() + s.slice(1) })),
];
const TONE: Record<DeliveryStatus, BadgeProps['tone']> = { pending: 'attention', delivered: 'success', failed: 'warning', dead: 'critical' };

/** What the last attempt did, in words. */
function lastResult(d: Delivery): string {
  if (d.status === 'delivered') return d.last_status_code ? `HTTP ${d.last_status_code}` : 'Accepted';
  if (d.status === 'pending') return d.attempts ? 'Sending…' : 'Waiting';
  const next = d.status === 'failed' && d.next_attempt_at ? ` · retry ${formatIn(d.next_attempt_at)}` : d.status === 'failed' ? ' · not retried' : '';
  return `${d.last_error ?? 'Failed'}${next}`;
}

/** The delivery log card. `destinations`: for the filter (owners; empty for agents, who filter by status only). */
export function DeliveriesCard({ destinations, onMessage }: { destinations: Destination[]; onMessage: (msg: string, error?: boolean) => void }) {
  const [tab, setTab] = useState(0);
  const [destination, setDestination] = useState('');
  const status = TABS[tab]!.id;
  const log = useInfiniteQuery({
    queryKey: eventKeys.deliveries({ status, destination }),
    initialPageParam: null as { before: string; before_id: string } | null,
    queryFn: ({ pageParam, signal }) => {
      const q = new URLSearchParams({ limit: String(PAGE) });
      if (status) q.set('status', status);
      if (destination) q.set('destination_id', destination);
      if (pageParam) { q.set('before', pageParam.before); q.set('before_id', pageParam.before_id); }
      return api.get<ApiResponse<'/api/v1/admin/event-deliveries', 'get'>>(`/api/v1/admin/event-deliveries?${q}`, signal);
    },
    getNextPageParam: (last) => {
      const d = last.deliveries.at(-1);
      return last.deliveries.length === PAGE && d ? { before: d.created_at, before_id: d.id } : undefined;
    },
    refetchInterval: 5000,
  });
  const resend = useMutation({
    mutationFn: (d: Delivery) => api.post(`/api/v1/admin/event-deliveries/${d.id}/resend`),
    onSuccess: (_r, d) => { onMessage(`${d.event.type} queued for ${d.destination.name}`); void queryClient.invalidateQueries({ queryKey: eventKeys.allDeliveries }); },
    onError: (e) => onMessage(errorMessage(e), true),
  });
  const rows = log.data?.pages.flatMap((p) => p.deliveries) ?? [];

  return (
    <Card padding="0">
      <Box padding="400" paddingBlockEnd="200">
        <InlineStack align="space-between" blockAlign="end" gap="300">
          <BlockStack gap="100">
            <Text as="h2" variant="headingMd">Delivery log</Text>
            <Text as="p" tone="subdued">Failed deliveries are retried with backoff for 24 hours, then marked dead. Re-send keeps the event id.</Text>
          </BlockStack>
          {destinations.length > 0 && (
            <Select
              label="Destination" labelInline value={destination} onChange={setDestination}
              options={[{ label: 'All destinations', value: '' }, ...destinations.map((d) => ({ label: d.name, value: d.id }))]}
            />
          )}
        </InlineStack>
      </Box>
      <Tabs tabs={TABS.map((t) => ({ id: `deliveries-${t.id || 'all'}`, content: t.content }))} selected={tab} onSelect={setTab} />
      {log.isError && <Box padding="400"><Banner tone="critical" title="The delivery log could not be loaded">{errorMessage(log.error)}</Banner></Box>}
      <IndexTable
        resourceName={{ singular: 'delivery', plural: 'deliveries' }}
        itemCount={rows.length}
        selectable={false}
        emptyState={<Box padding="400"><Text as="p" tone="subdued">{log.isLoading ? 'Loading…' : status ? `No ${status} deliveries.` : 'No deliveries yet.'}</Text></Box>}
        headings={[{ title: 'Event' }, { title: 'Destination' }, { title: 'Status' }, { title: 'Attempts', alignment: 'end' }, { title: 'Last result' }, { title: 'Created' }, { title: 'Actions', hidden: true }]}
      >
        {rows.map((d, i) => (
          <IndexTable.Row id={d.id} key={d.id} position={i}>
            <IndexTable.Cell>
              <BlockStack gap="050">
                <Text as="span" fontWeight="semibold">{d.event.type}</Text>
                <span className="events-id" title={d.event.id}>{d.event.id}</span>
              </BlockStack>
            </IndexTable.Cell>
            <IndexTable.Cell>{d.destination.name}</IndexTable.Cell>
            <IndexTable.Cell><Badge tone={TONE[d.status]}>{d.status}</Badge></IndexTable.Cell>
            <IndexTable.Cell><Text as="span" alignment="end" numeric>{d.attempts}</Text></IndexTable.Cell>
            <IndexTable.Cell><span className="events-result" title={d.last_error ?? undefined}>{lastResult(d)}</span></IndexTable.Cell>
            <IndexTable.Cell><span title={new Date(d.created_at).toLocaleString()}>{formatRelative(d.created_at)}</span></IndexTable.Cell>
            <IndexTable.Cell>
              <Button variant="plain" onClick={() => resend.mutate(d)} loading={resend.isPending && resend.variables?.id === d.id}
                accessibilityLabel={`Re-send ${d.event.type} to ${d.destination.name}`}>Re-send</Button>
            </IndexTable.Cell>
          </IndexTable.Row>
        ))}
      </IndexTable>
      {log.hasNextPage && (
        <Box padding="400"><InlineStack align="center"><Button onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage}>Load older deliveries</Button></InlineStack></Box>
      )}
    </Card>
  );
}
