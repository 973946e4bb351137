/**
 * /admin/settings/events (Settings → Event destinations): where the store's domain events go. Owners manage
 * destinations (add a webhook or EventBridge bus — a webhook's secret is shown once —, Active toggle, test event,
 * rotate secret, delete); agents and owners read the delivery log and re-send deliveries.
 */
import { Banner, BlockStack, Page, SkeletonBodyText, Card, Toast } from '@shopify/polaris';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, errorMessage, roleAtLeast, useStaffSession } from '../../api.ts';
import { AddDestinationModal } from './add-destination.tsx';
import { DeliveriesCard } from './deliveries.tsx';
import { DestinationsCard } from './destinations.tsx';
import { eventKeys, type DestinationList } from './types.ts';
import './events.css';

/** The event destinations screen. */
export default function EventDestinationsScreen() {
  const owner = roleAtLeast(useStaffSession().staff.role, 'owner');
  const [adding, setAdding] = useState(false);
  const [toast, setToast] = useState<{ msg: string; error: boolean } | null>(null);
  const list = useQuery({
    queryKey: eventKeys.destinations,
    queryFn: ({ signal }) => api.get<DestinationList>('/api/v1/admin/event-destinations', signal),
    enabled: owner,
  });
  const message = (msg: string, error = false) => setToast({ msg, error });

  return (
    <Page
      title="Event destinations"
      subtitle="Send conversation, approval, order and checkout events to your systems: signed HTTPS webhooks or Amazon EventBridge"
      backAction={{ content: 'Settings', url: '/settings' }}
      primaryAction={owner ? { content: 'Add destination', onAction: () => setAdding(true), disabled: !list.data } : undefined}
    >
      <BlockStack gap="400">
        {owner && list.isError && <Banner tone="critical" title="Destinations could not be loaded">{errorMessage(list.error)}</Banner>}
        {owner && list.isLoading && <Card><SkeletonBodyText lines={4} /></Card>}
        {owner && list.data && <DestinationsCard list={list.data} onMessage={message} />}
        <DeliveriesCard destinations={list.data?.destinations ?? []} onMessage={message} />
      </BlockStack>
      {owner && list.data && <AddDestinationModal open={adding} eventTypes={list.data.event_types} onClose={() => setAdding(false)} onDone={message} />}
      {toast && <Toast content={toast.msg} error={toast.error} onDismiss={() => setToast(null)} />}
    </Page>
  );
}
