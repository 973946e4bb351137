/**
 * /admin/shopify (Shopify stores): onboarding and the connection — turn the chat widget on (the theme editor's app
 * embed deep link), the catalog sync with its progress (polled while it runs; owners can sync now), the shop policies'
 * sync (when they were last synced, how many are imported, what the last change did, outdated translations, why the
 * last run failed), the shop and its scopes, and for owners the customer data exports Shopify asked for
 * (customers/data_request), downloadable as JSON.
 */
import { Badge, Banner, BlockStack, Box, Button, Card, IndexTable, InlineGrid, InlineStack, Page, ProgressBar, Text } from '@shopify/polaris';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, errorMessage, queryClient, roleAtLeast, useStaffSession } from '../../api.ts';
import { formatRelative, languageName } from '../../format.ts';
import type { ApiResponse, Schemas } from '../../../../api/index.ts';

/** A catalog sync (server: src/platforms/shopify/schemas.ts). */
type Sync = Schemas['ShopifySync'];
/** The shop policies' sync (server: src/platforms/shopify/sync/policies.ts). */
type PolicySync = NonNullable<Schemas['ShopifyPolicySync']>;
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

/** "1 policy", "3 policies". */
const count = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/** What the last run that changed anything did: "1 policy updated, 2 translations updated". */
function changeText(c: NonNullable<PolicySync['last_change']>): string {
  return [
    c.created ? `${count(c.created, 'policy', 'policies')} imported` : '',
    c.updated ? `${count(c.updated, 'policy', 'policies')} updated` : '',
    c.removed ? `${count(c.removed, 'policy', 'policies')} removed` : '',
    c.translations_written ? `${count(c.translations_written, 'translation', 'translations')} updated` : '',
    c.translations_removed ? `${count(c.translations_removed, 'translation', 'translations')} removed` : '',
  ].filter(Boolean).join(', ');
}

function Stat({ label, value, tone }: { label: string; value: string; tone?: 'caution' }) {
  return (
    <BlockStack gap="050">
      <Text as="span" variant="bodySm" tone="subdued">{label}</Text>
      <Text as="span" variant="headingLg" {...(tone ? { tone } : {})}>{value}</Text>
    </BlockStack>
  );
}

function PoliciesCard({ policies }: { policies: PolicySync | null }) {
  const navigate = useNavigate();
  const p = policies;
  const badge = p && { succeeded: { tone: 'success' as const, label: 'Synced' }, failed: { tone: 'critical' as const, label: 'Failed' }, scope_missing: { tone: 'warning' as const, label: 'Access needed' } }[p.status];
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack align="space-between" blockAlign="center">
          <Text as="h2" variant="headingMd">Shop policies</Text>
          {badge && <Badge tone={badge.tone}>{badge.label}</Badge>}
        </InlineStack>
        <Text as="p" tone="subdued">Your policies in Shopify (Settings → Policies) are what the agent quotes about returns, shipping, payment and contact. Aisle syncs them every hour and with every catalog sync.</Text>
        {!p && <Text as="p">The policies have not been synced yet.</Text>}
        {p?.status === 'failed' && (
          <Banner tone="critical" title={`The last sync failed ${formatRelative(p.failed_at ?? p.last_run_at)}`}>
            <BlockStack gap="100">
              <Text as="p">{p.error ?? 'The sync failed.'}</Text>
              <Text as="p">The agent keeps answering from the policies as last synced; the sync is retried.</Text>
            </BlockStack>
          </Banner>
        )}
        {p?.status === 'scope_missing' && (
          <Banner tone="warning" title="Aisle cannot read your policies">
            The app has not been granted access to your store's policies (read_legal_policies). Open Aisle from your Shopify admin and accept the access it asks for.
          </Banner>
        )}
        {p?.imported === 0 && p.synced_at && <Text as="p">Your shop has no policies written yet. Write them in Shopify (Settings → Policies) and the agent has them within the hour.</Text>}
        {p && p.imported > 0 && (
          <Box paddingBlock="100">
            <InlineGrid columns={{ xs: 1, sm: 3 }} gap="400">
              <Stat label="Imported" value={count(p.imported, 'policy', 'policies')} />
              <Stat label={p.locales.length ? `Translations (${p.locales.map(languageName).join(', ')})` : 'Translations'} value={p.translations.toLocaleString()} />
              <Stat label="Outdated translations" value={p.outdated.toLocaleString()} {...(p.outdated ? { tone: 'caution' as const } : {})} />
            </InlineGrid>
          </Box>
        )}
        {p && (
          <BlockStack gap="100">
            <Text as="p">{p.synced_at ? `Last synced ${formatRelative(p.synced_at)}.` : 'No sync has succeeded yet.'}</Text>
            {p.last_change && <Text as="p" tone="subdued">{`Last change from Shopify ${formatRelative(p.last_change.at)}: ${changeText(p.last_change)}.`}</Text>}
          </BlockStack>
        )}
        {p && p.outdated > 0 && (
          <Banner tone="warning" title={`${count(p.outdated, 'translation is', 'translations are')} outdated`} action={{ content: 'Review in Knowledge', onAction: () => navigate('/knowledge') }}>
            Their policies changed after they were made, so the agent answers shoppers in those languages from the policy as written, with a note saying which language it is in. Update them in Shopify, or confirm them in Knowledge.
          </Banner>
        )}
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
        {s && <PoliciesCard policies={s.policies} />}
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
