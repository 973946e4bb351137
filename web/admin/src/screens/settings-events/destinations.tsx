/**
 * The destinations card (owners): each destination with its target, types and an Active toggle; send a test
 * event, rotate a webhook's secret (shown once), delete.
 */
import { Badge, Banner, BlockStack, Box, Button, Card, Checkbox, IndexTable, InlineStack, Modal, Text } from '@shopify/polaris';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api, errorMessage, queryClient } from '../../api.ts';
import type { ApiResponse } from '../../../../api/index.ts';
import { copyText } from '../../components/copy.ts';
import { SecretOnce } from './add-destination.tsx';
import { eventKeys, targetOf, type Destination, type DestinationList, type TestResult } from './types.ts';

/** The destinations table. `onMessage` shows a toast. */
export function DestinationsCard({ list, onMessage }: { list: DestinationList; onMessage: (msg: string, error?: boolean) => void }) {
  const [deleting, setDeleting] = useState<Destination | null>(null);
  const [rotated, setRotated] = useState<{ name: string; secret: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: eventKeys.destinations });

  const toggle = useMutation({
    mutationFn: (d: Destination) => api.patch(`/api/v1/admin/event-destinations/${d.id}`, { active: !d.active }),
    onMutate: (d) => queryClient.setQueryData<DestinationList>(eventKeys.destinations, (old) => old && {
      ...old, destinations: old.destinations.map((x) => (x.id === d.id ? { ...x, active: !d.active } : x)),
    }),
    onSettled: refresh,
  });
  const test = useMutation({
    mutationFn: (d: Destination) => api.post<TestResult>(`/api/v1/admin/event-destinations/${d.id}/test`),
    onSuccess: (r, d) => onMessage(r.ok ? `Test event accepted by ${d.name}${r.status_code ? ` (HTTP ${r.status_code})` : ''}` : `${d.name} refused the test event: ${r.error ?? 'failed'}`, !r.ok),
    onError: (e) => onMessage(errorMessage(e), true),
  });
  const rotate = useMutation({
    mutationFn: (d: Destination) => api.post<ApiResponse<'/api/v1/admin/event-destinations/{id}/rotate-secret', 'post'>>(`/api/v1/admin/event-destinations/${d.id}/rotate-secret`),
    onSuccess: (r, d) => { setCopied(false); setRotated({ name: d.name, secret: r.secret }); },
    onError: (e) => onMessage(errorMessage(e), true),
  });
  const remove = useMutation({
    mutationFn: (d: Destination) => api.del(`/api/v1/admin/event-destinations/${d.id}`),
    onSuccess: () => { setDeleting(null); refresh(); void queryClient.invalidateQueries({ queryKey: eventKeys.allDeliveries }); onMessage('Destination deleted'); },
  });
  const rows = list.destinations;

  return (
    <Card padding="0">
      <Box padding="400" paddingBlockEnd="200">
        <BlockStack gap="100">
          <Text as="h2" variant="headingMd">Destinations</Text>
          <Text as="p" tone="subdued">Each event is sent at least once to every active destination that takes its type; receivers dedupe by event id.</Text>
        </BlockStack>
      </Box>
      {toggle.isError && <Box padding="400"><Banner tone="critical" onDismiss={() => toggle.reset()}>{errorMessage(toggle.error)}</Banner></Box>}
      <IndexTable
        resourceName={{ singular: 'destination', plural: 'destinations' }}
        itemCount={rows.length}
        selectable={false}
        emptyState={<Box padding="400"><Text as="p" tone="subdued">No destinations yet. Add a webhook or an EventBridge bus to receive Aisle's events.</Text></Box>}
        headings={[{ title: 'Name' }, { title: 'Sends to' }, { title: 'Event types' }, { title: 'Active' }, { title: 'Actions', hidden: true }]}
      >
        {rows.map((d, i) => (
          <IndexTable.Row id={d.id} key={d.id} position={i}>
            <IndexTable.Cell>
              <InlineStack gap="200" blockAlign="center" wrap={false}>
                <Text as="span" fontWeight="semibold">{d.name}</Text>
                <Badge tone={d.kind === 'webhook' ? 'info' : 'magic'}>{d.kind === 'webhook' ? 'Webhook' : 'EventBridge'}</Badge>
              </InlineStack>
            </IndexTable.Cell>
            <IndexTable.Cell><span className="events-target">{targetOf(d)}</span></IndexTable.Cell>
            <IndexTable.Cell>{d.event_types.length ? <span title={d.event_types.join(', ')}>{d.event_types.length} of {list.event_types.length}</span> : 'All'}</IndexTable.Cell>
            <IndexTable.Cell>
              <Checkbox label={`${d.name} active`} labelHidden checked={d.active} onChange={() => toggle.mutate(d)} />
            </IndexTable.Cell>
            <IndexTable.Cell>
              <InlineStack gap="300" wrap={false}>
                <Button variant="plain" onClick={() => test.mutate(d)} loading={test.isPending && test.variables?.id === d.id} accessibilityLabel={`Send a test event to ${d.name}`}>Send test</Button>
                {d.kind === 'webhook' && <Button variant="plain" onClick={() => rotate.mutate(d)} accessibilityLabel={`Rotate the signing secret of ${d.name}`}>Rotate secret</Button>}
                <Button variant="plain" tone="critical" onClick={() => setDeleting(d)} accessibilityLabel={`Delete ${d.name}`}>Delete</Button>
              </InlineStack>
            </IndexTable.Cell>
          </IndexTable.Row>
        ))}
      </IndexTable>
      <Modal
        open={!!deleting}
        onClose={() => { setDeleting(null); remove.reset(); }}
        title={`Delete ${deleting?.name ?? ''}?`}
        primaryAction={{ content: 'Delete', destructive: true, loading: remove.isPending, onAction: () => deleting && remove.mutate(deleting) }}
        secondaryActions={[{ content: 'Cancel', onAction: () => { setDeleting(null); remove.reset(); } }]}
      >
        <Modal.Section>
          <BlockStack gap="200">
            {remove.isError && <Banner tone="critical">{errorMessage(remove.error)}</Banner>}
            <Text as="p">Events are no longer sent to it, and its delivery log is deleted. To pause it instead, clear Active.</Text>
          </BlockStack>
        </Modal.Section>
      </Modal>
      <Modal
        open={!!rotated}
        onClose={() => setRotated(null)}
        title={`New signing secret for ${rotated?.name ?? ''}`}
        primaryAction={{ content: copied ? 'Copied' : 'Copy secret', onAction: () => { if (rotated) void copyText(rotated.secret).then(() => setCopied(true)); } }}
        secondaryActions={[{ content: 'Done', onAction: () => setRotated(null) }]}
      >
        <Modal.Section>{rotated && <SecretOnce secret={rotated.secret} />}</Modal.Section>
      </Modal>
    </Card>
  );
}
