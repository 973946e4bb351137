/**
 * Approvals: order actions the agent asked for (refund, cancel, address change) waiting for the store. Tabs
 * "Pending" and "History"; a row opens the detail (`/approvals/:id`) with the order's lines, the amount and the end of
 * the conversation, and Approve / Deny (a reason is required: the shopper is told). Agents and owners decide;
 * viewers read. Deciding resumes the agent, which tells the shopper.
 */
import {
  Badge, Banner, BlockStack, Box, Button, Card, DataTable, EmptyState, IndexTable, InlineGrid, InlineStack, Layout, Modal, Page,
  SkeletonBodyText, Tabs, Text, TextField, Toast,
} from '@shopify/polaris';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router';
import { api, errorMessage, roleAtLeast, useStaffSession } from '../../api.ts';
import type { ApiResponse, Schemas } from '../../../../api/index.ts';
import type { Message } from '../../components/conversation-types.ts';
import { LinkRow, RowLink } from '../../components/row-link.tsx';
import { Transcript } from '../../components/transcript.tsx';
import { formatRelative } from '../../format.ts';
import { formatMoney } from '../../../../../src/shared/money.ts';

/** An approval (server: ApprovalSchema in src/approvals/schemas.ts). Money in cents. */
type Approval = Schemas['Approval'];
/** GET /api/v1/admin/approvals/{id}, its messages with the server's grounded parts. */
type Detail = Omit<ApiResponse<'/api/v1/admin/approvals/{id}', 'get'>, 'messages'> & { messages: Message[] };

const KEY = ['approvals'] as const;
const ACTION_LABEL: Record<Approval['action'], string> = { refund: 'Refund', cancel_order: 'Cancel order', change_shipping_address: 'Change address' };
const STATUS_TONE: Record<Approval['status'], 'attention' | 'success' | 'critical' | 'info' | undefined> = {
  pending: 'attention', approved: 'info', executed: 'success', failed: 'critical', denied: 'critical', expired: undefined,
};

function money(cents: number, currency: string): string {
  return formatMoney(cents, currency, navigator.language);
}

function StatusBadge({ status }: { status: Approval['status'] }) {
  return <Badge tone={STATUS_TONE[status]}>{status[0]!.toUpperCase() + status.slice(1)}</Badge>;
}

function decidedByText(a: Approval): string {
  if (!a.decided_by) return '—';
  if (a.decided_by.kind === 'auto') return 'Automatically (within the limit)';
  if (a.decided_by.kind === 'system') return 'Expired after 72 h';
  return a.decided_by.name ?? 'Staff';
}

/**
 * The list's tabs. One array for every render: Polaris' Tabs re-measures and re-renders its tabs whenever the array
 * changes identity.
 */
const TABS = [{ id: 'pending', content: 'Pending' }, { id: 'history', content: 'History' }];

/**
 * The list with its two tabs. The tab is in the address (`?tab=history`): the browser's Back from a decision returns to
 * the tab it was opened from, the History tab can be linked, and a remount of the screen keeps it.
 */
function ApprovalList() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'history' ? 1 : 0;
  const setTab = (i: number) => setParams(i === 1 ? { tab: 'history' } : {}, { replace: true });
  const status = tab === 0 ? 'pending' : 'history';
  const list = useQuery({
    queryKey: [...KEY, 'list', status],
    queryFn: ({ signal }) => api.get<ApiResponse<'/api/v1/admin/approvals', 'get'>>(`/api/v1/admin/approvals?status=${status}`, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 5000,
  });
  const rows = list.data?.approvals ?? [];
  return (
    <Page title="Approvals" subtitle="Refunds, cancellations and address changes the agent asked for. Nothing happens until you approve.">
      <BlockStack gap="300">
        {list.isError && <Banner tone="critical" title="Approvals could not be loaded">{errorMessage(list.error)}</Banner>}
        <Card padding="0">
          <Tabs tabs={TABS} selected={tab} onSelect={setTab} />
          <IndexTable
            resourceName={{ singular: 'approval', plural: 'approvals' }}
            itemCount={rows.length}
            selectable={false}
            // Only while another tab's rows stand in for this one's: the 5 s poll does not cover the headings every time.
            loading={list.isPlaceholderData}
            emptyState={list.isPending ? <Box padding="400"><SkeletonBodyText lines={4} /></Box> : (
              <EmptyState heading={tab === 0 ? 'Nothing waiting for you' : 'No decisions yet'} image="">
                <p>When a shopper asks for a refund, a cancellation or an address change, it appears here.</p>
              </EmptyState>
            )}
            headings={[{ title: 'Action' }, { title: 'Order' }, { title: 'Amount', alignment: 'end' }, { title: 'Status' }, { title: tab === 0 ? 'Asked' : 'Decided' }]}
          >
            {rows.map((a, i) => (
              <LinkRow id={a.id} key={a.id} position={i}>
                <IndexTable.Cell>
                  <BlockStack gap="050">
                    {/* The row's primary link: a click anywhere on the row follows it; keyboard users reach it by Tab. */}
                    <RowLink to={`/approvals/${a.id}`}><Text as="span" fontWeight="semibold">{ACTION_LABEL[a.action]}</Text></RowLink>
                    <Text as="span" tone="subdued" truncate>{a.summary}</Text>
                  </BlockStack>
                </IndexTable.Cell>
                <IndexTable.Cell>{a.order.name}</IndexTable.Cell>
                <IndexTable.Cell><Text as="span" alignment="end" numeric>{a.amount_cents > 0 ? a.amount_text : '—'}</Text></IndexTable.Cell>
                <IndexTable.Cell><StatusBadge status={a.status} /></IndexTable.Cell>
                <IndexTable.Cell>{formatRelative(tab === 0 ? a.created_at : a.decided_at ?? a.created_at)}</IndexTable.Cell>
              </LinkRow>
            ))}
          </IndexTable>
        </Card>
      </BlockStack>
    </Page>
  );
}

/** One approval: order, amount, transcript excerpt, Approve / Deny. */
function ApprovalDetail() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { staff } = useStaffSession();
  const canDecide = roleAtLeast(staff.role, 'agent');
  const [denying, setDenying] = useState(false);
  const [reason, setReason] = useState('');
  const [toast, setToast] = useState<string | null>(null);
  const detail = useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: ({ signal }) => api.get<Detail>(`/api/v1/admin/approvals/${encodeURIComponent(id)}`, signal),
    refetchInterval: (q) => (q.state.data?.approval.status === 'approved' ? 1000 : 5000),
  });
  const decide = useMutation({
    mutationFn: (d: { decision: 'approve' | 'deny'; reason?: string }) =>
      api.post<ApiResponse<'/api/v1/admin/approvals/{id}/approve', 'post'>>(`/api/v1/admin/approvals/${encodeURIComponent(id)}/${d.decision}`, d.decision === 'deny' ? { reason: d.reason } : undefined),
    onSuccess: (r) => {
      setDenying(false);
      setToast(r.approval.status === 'denied' ? 'Denied — the shopper is told why' : 'Approved — the agent is completing it');
      void qc.invalidateQueries({ queryKey: KEY });
    },
    onError: () => void qc.invalidateQueries({ queryKey: KEY }),
  });
  const d = detail.data;
  const a = d?.approval;
  const pending = a?.status === 'pending';
  return (
    <Page
      backAction={{ content: 'Approvals', onAction: () => navigate('/approvals') }}
      title={a ? `${ACTION_LABEL[a.action]} · ${a.order.name}` : 'Approval'}
      titleMetadata={a ? <StatusBadge status={a.status} /> : undefined}
      primaryAction={canDecide && pending ? { content: 'Approve', loading: decide.isPending && decide.variables?.decision === 'approve', onAction: () => decide.mutate({ decision: 'approve' }) } : undefined}
      secondaryActions={canDecide && pending ? [{ content: 'Deny', destructive: true, onAction: () => setDenying(true) }] : []}
    >
      {detail.isError && <Banner tone="critical" title="This approval could not be loaded">{errorMessage(detail.error)}</Banner>}
      {decide.isError && <Box paddingBlockEnd="300"><Banner tone="critical" title="Not decided">{errorMessage(decide.error)}</Banner></Box>}
      {!d && detail.isPending && <Card><SkeletonBodyText lines={6} /></Card>}
      {d && a && (
        <Layout>
          <Layout.Section>
            <BlockStack gap="400">
              <Card>
                <BlockStack gap="300">
                  <Text as="h2" variant="headingMd">{a.summary}</Text>
                  <InlineGrid columns={3} gap="300">
                    <BlockStack gap="050"><Text as="span" tone="subdued">Amount</Text><Text as="span" variant="headingLg" numeric>{a.amount_cents > 0 ? a.amount_text : '—'}</Text></BlockStack>
                    <BlockStack gap="050"><Text as="span" tone="subdued">{pending ? 'Expires' : 'Decided by'}</Text><Text as="span">{pending ? new Date(a.expires_at).toLocaleString() : decidedByText(a)}</Text></BlockStack>
                    <BlockStack gap="050"><Text as="span" tone="subdued">Asked</Text><Text as="span">{new Date(a.created_at).toLocaleString()}</Text></BlockStack>
                  </InlineGrid>
                  {a.reason && <Banner tone={a.status === 'failed' ? 'critical' : 'info'} title={a.status === 'failed' ? 'Could not be completed' : 'Reason'}>{a.reason}</Banner>}
                  {a.status === 'approved' && <Banner tone="info">Approved — the agent is completing it and telling the shopper.</Banner>}
                  {!canDecide && pending && <Banner>Deciding needs the agent role.</Banner>}
                </BlockStack>
              </Card>
              <Card>
                <BlockStack gap="200">
                  <InlineStack align="space-between">
                    <Text as="h2" variant="headingMd">Conversation</Text>
                    <Button variant="plain" onClick={() => navigate(`/conversations/${a.conversation_id}`)}>Open conversation</Button>
                  </InlineStack>
                  <Transcript messages={d.messages} />
                </BlockStack>
              </Card>
            </BlockStack>
          </Layout.Section>
          <Layout.Section variant="oneThird">
            <Card>
              {d.order ? (
                <BlockStack gap="200">
                  <Text as="h2" variant="headingMd">Order {d.order.name}</Text>
                  <Text as="p" tone="subdued">{d.order.customerEmail}</Text>
                  <InlineStack gap="100">
                    <Badge>{`Payment: ${d.order.financialStatus.replace(/_/g, ' ')}`}</Badge>
                    <Badge>{`Fulfillment: ${d.order.fulfillmentStatus.replace(/_/g, ' ')}`}</Badge>
                    {d.order.cancelledAt && <Badge tone="critical">Cancelled</Badge>}
                  </InlineStack>
                  <DataTable
                    columnContentTypes={['text', 'numeric', 'numeric']}
                    headings={['Item', 'Qty', 'Price']}
                    rows={d.order.lineItems.map((l) => [l.title, l.refundedQuantity ? `${l.quantity} (${l.refundedQuantity} refunded)` : String(l.quantity), money(l.priceCents, d.order!.currency)])}
                    totals={['', '', money(d.order.totalCents, d.order.currency)]}
                    showTotalsInFooter
                  />
                  <Text as="p" tone="subdued">Refunded so far {money(d.order.refundedCents, d.order.currency)} · left to refund {money(d.order.remainingRefundableCents, d.order.currency)}</Text>
                </BlockStack>
              ) : <Text as="p">The order no longer exists.</Text>}
            </Card>
          </Layout.Section>
        </Layout>
      )}
      <Modal
        open={denying}
        onClose={() => setDenying(false)}
        title="Deny this request"
        primaryAction={{ content: 'Deny', destructive: true, disabled: !reason.trim(), loading: decide.isPending, onAction: () => decide.mutate({ decision: 'deny', reason: reason.trim() }) }}
        secondaryActions={[{ content: 'Cancel', onAction: () => setDenying(false) }]}
      >
        <Modal.Section>
          <TextField label="Reason (the shopper is told)" value={reason} onChange={setReason} multiline={3} maxLength={500} autoComplete="off" requiredIndicator />
        </Modal.Section>
      </Modal>
      {toast && <Toast content={toast} onDismiss={() => setToast(null)} />}
    </Page>
  );
}

/** The Approvals screen (list and detail). */
export default function ApprovalsScreen() {
  return (
    <Routes>
      <Route index element={<ApprovalList />} />
      <Route path=":id" element={<ApprovalDetail />} />
    </Routes>
  );
}
