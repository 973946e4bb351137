/**
 * /admin/shopify (Shopify stores): onboarding and the connection — turn the chat widget on (the theme editor's app
 * embed deep link), the catalog sync with its progress (polled while it runs; owners can sync now), the shop and its
 * scopes, and for owners the customer data exports Shopify asked for (customers/data_request), downloadable as JSON.
 */
import { Badge, Banner, BlockStack, Button, Card, IndexTable, InlineStack, Page, ProgressBar, Text } from '@shopify/polaris';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, errorMessage, queryClient, roleAtLeast, useStaffSession } from '../../api.ts';
import { formatRelative } from '../../format.ts';
import type { ApiResponse, Schemas } from '../../../../api/index.ts';

/** A catalog sync (server: src/platforms/shopify/schemas.ts). */
type Sync = Schemas['ShopifySync'];
/** GET /api/v1/admin/shopify: the connection and its latest sync. */
type Status = ApiResponse<'/api/v1/admin/shopify', 'get'>;
/** GET /api/v1/admin/shopify/data-exports. */
type DataExportList = ApiResponse<'/api/v1/admin/shopify/data-exports', 'get'>;
/** One customer data export. */
type DataExport = Schemas['ShopifyDataExport'];

const KEY = ['shopify'] as const;
const running = (s: Sync | null | undefined) => s?.status === 'running' || s?.status === 'importing';

function SyncCard({ sync, owner }: { sync: Sync | null; owner: boolean }) {
  const start = useMutation({ mutationFn: () => api.post<ApiResponse<'/api/v1/admin/shopify/sync', 'post'>>('/api/v1/admin/shopify/sync'), onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEY }) });
  const tone = sync?.status === 'succeeded' ? 'success' : sync?.status === 'failed' ? 'critical' : 'info';
  const label = { running: 'Shopify is exporting', importing: 'Importing', succeeded: 'Synced', failed: 'Failed' }[sync?.status ?? 'running'];
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack align="space-between" blockAlign="center">
          <Text as="h2" variant="headingMd">Catalog sync</Text>
          {sync && <Badge tone={tone}>{label}</Badge>}
        </InlineStack>
        {!sync && <Text as="p" tone="subdued">The catalog has not been synced yet.</Text>}
        {sync && running(sync) && (
          <BlockStack gap="200">
            <ProgressBar progress={sync.status === 'running' ? 10 : Math.min(95, 10 + sync.products / 100)} size="small" />
            <Text as="p">{sync.products.toLocaleString()} products written ({sync.objects.toLocaleString()} objects read) — started {formatRelative(sync.started_at)}</Text>
          </BlockStack>
        )}
        {sync?.status === 'succeeded' && (
          <Text as="p">{sync.products.toLocaleString()} products synced{sync.removed ? `, ${sync.removed} removed` : ''} {formatRelative(sync.finished_at ?? sync.started_at)}. Product changes in Shopify arrive within seconds; a full sync runs nightly.</Text>
        )}
        {sync?.status === 'failed' && <Banner tone="critical">{sync.error ?? 'The sync failed.'}</Banner>}
        {start.isError && <Banner tone="critical">{errorMessage(start.error)}</Banner>}
        {owner && <InlineStack><Button onClick={() => start.mutate()} loading={start.isPending} disabled={running(sync)}>Sync now</Button></InlineStack>}
      </BlockStack>
    </Card>
  );
}

/** Download one export as a JSON file (the API call carries the session or the App Bridge token). */
async function download(e: DataExport): Promise<void> {
  const data = await api.get<ApiResponse<'/api/v1/admin/shopify/data-exports/{id}', 'get'>>(`/api/v1/admin/shopify/data-exports/${e.id}`);
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `aisle-customer-data-${e.customer_email}.json`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  void queryClient.invalidateQueries({ queryKey: ['shopify', 'exports'] });
}

function ExportsCard() {
  const q = useQuery({ queryKey: ['shopify', 'exports'], queryFn: () => api.get<DataExportList>('/api/v1/admin/shopify/data-exports') });
  const rows = q.data?.exports ?? [];
  return (
    <Card padding="0">
      <BlockStack gap="200">
        <div style={{ padding: 'var(--p-space-400) var(--p-space-400) 0' }}>
          <Text as="h2" variant="headingMd">Customer data requests</Text>
          <Text as="p" tone="subdued">When a customer asks a shop for their data, Shopify tells Aisle and Aisle prepares everything it holds about them. Send it to the customer within 30 days.</Text>
        </div>
        {q.isError && <Banner tone="critical">{errorMessage(q.error)}</Banner>}
        {rows.length === 0 ? (
          <div style={{ padding: '0 var(--p-space-400) var(--p-space-400)' }}><Text as="p" tone="subdued">{q.isPending ? 'Loading…' : 'No data requests yet.'}</Text></div>
        ) : (
          <IndexTable
            resourceName={{ singular: 'export', plural: 'exports' }}
            itemCount={rows.length}
            selectable={false}
            headings={[{ title: 'Customer' }, { title: 'Requested' }, { title: 'Contents' }, { title: 'Actions', hidden: true }]}
          >
            {rows.map((e, i) => (
              <IndexTable.Row id={e.id} key={e.id} position={i}>
                <IndexTable.Cell>{e.customer_email}</IndexTable.Cell>
                <IndexTable.Cell>{formatRelative(e.created_at)}</IndexTable.Cell>
                <IndexTable.Cell>{`${e.counts.conversations ?? 0} conversations, ${e.counts.messages ?? 0} messages, ${e.counts.orders ?? 0} orders`}</IndexTable.Cell>
                <IndexTable.Cell>
                  <InlineStack gap="200" blockAlign="center">
                    <Button size="slim" accessibilityLabel={`Download JSON for ${e.customer_email}`} onClick={() => void download(e)}>Download JSON</Button>
                    {e.downloaded_at && <Badge>Downloaded</Badge>}
                  </InlineStack>
                </IndexTable.Cell>
              </IndexTable.Row>
            ))}
          </IndexTable>
        )}
      </BlockStack>
    </Card>
  );
}

export default function ShopifyScreen() {
  const session = useStaffSession();
  const owner = roleAtLeast(session.staff.role, 'owner');
  const q = useQuery({
    queryKey: KEY, queryFn: () => api.get<Status>('/api/v1/admin/shopify'),
    refetchInterval: (query) => (running(query.state.data?.sync) ? 2000 : false),
  });
  const s = q.data;
  return (
    <Page title="Shopify" subtitle={s ? s.shop : undefined}>
      <BlockStack gap="400">
        {q.isError && <Banner tone="critical">{errorMessage(q.error)}</Banner>}
        {s && !s.connected && <Banner tone="warning" title="Aisle is not connected to this shop">Open Aisle from your Shopify admin to reconnect it.</Banner>}
        {s && (
          <Card>
            <BlockStack gap="300">
              <Text as="h2" variant="headingMd">Chat widget on your storefront</Text>
              <Text as="p">Turn on the Aisle chat embed in your theme: the theme editor opens with Aisle's app embed ready — switch it on and save.</Text>
              <InlineStack><Button variant="primary" url={s.theme_editor_url} target="_top">Turn on in the theme editor</Button></InlineStack>
            </BlockStack>
          </Card>
        )}
        {s && <SyncCard sync={s.sync} owner={owner} />}
        {s && (
          <Card>
            <BlockStack gap="200">
              <Text as="h2" variant="headingMd">Connection</Text>
              <Text as="p">{s.shop}{s.primary_domain && s.primary_domain !== s.shop ? ` (${s.primary_domain})` : ''}{s.development ? ' · development store' : ''}</Text>
              <Text as="p" tone="subdued">Access: {s.scopes.join(', ') || 'none'} · installed {formatRelative(s.installed_at)}</Text>
            </BlockStack>
          </Card>
        )}
        {s && owner && <ExportsCard />}
      </BlockStack>
    </Page>
  );
}
