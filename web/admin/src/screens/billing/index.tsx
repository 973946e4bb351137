/**
 * /admin/billing: the store's plan and this month's conversations against its allowance (PRODUCT.md §9), and for
 * Shopify stores the plans on offer, billed through Shopify: an owner picks a plan, approves it on Shopify's page
 * (opened at the top level, outside the admin's iframe) and comes back here (`?charge_id=…`), which re-reads the
 * subscription from Shopify.
 */
import { Badge, Banner, BlockStack, Box, Button, Card, InlineGrid, InlineStack, Page, ProgressBar, Text } from '@shopify/polaris';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, errorMessage, queryClient, roleAtLeast, useStaffSession } from '../../api.ts';
import { formatIn } from '../../format.ts';
import type { ApiBody, ApiResponse, Schemas } from '../../../../api/index.ts';

/** GET /api/v1/admin/billing (server: src/platforms/shopify/schemas.ts): plan, subscription, usage, plans on offer. */
type Billing = Schemas['Billing'];
/** POST /api/v1/admin/billing/plan: its body and its answer. */
type ChoosePlan = ApiBody<'/api/v1/admin/billing/plan', 'post'>;
type ChoosePlanResult = ApiResponse<'/api/v1/admin/billing/plan', 'post'>;

const KEY = ['billing'] as const;
const money = (amount: string, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number(amount));

export default function BillingScreen() {
  const session = useStaffSession();
  const owner = roleAtLeast(session.staff.role, 'owner');
  const q = useQuery({ queryKey: KEY, queryFn: () => api.get<Billing>('/api/v1/admin/billing') });
  const refresh = useMutation({ mutationFn: () => api.post<Billing>('/api/v1/admin/billing/refresh'), onSuccess: (b) => queryClient.setQueryData(KEY, b) });
  const choose = useMutation({
    mutationFn: (plan: string) => api.post<ChoosePlanResult>('/api/v1/admin/billing/plan', { plan } satisfies ChoosePlan),
    onSuccess: (r) => {
      // Shopify's approval page must open at the top level (it cannot be framed).
      if (r.confirmation_url) window.open(r.confirmation_url, '_top');
      else void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the return from Shopify's approval page
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has('charge_id') || !owner) return;
    url.searchParams.delete('charge_id');
    window.history.replaceState(null, '', url);
    refresh.mutate();
  }, []);
  const b = q.data;
  const share = b ? Math.min(100, Math.round((b.usage.conversations / b.plan.conversations_per_month) * 100)) : 0;
  return (
    <Page title="Billing">
      <BlockStack gap="400">
        {(q.isError || choose.isError || refresh.isError) && <Banner tone="critical">{errorMessage(q.error ?? choose.error ?? refresh.error)}</Banner>}
        {b && (
          <Card>
            <BlockStack gap="300">
              <InlineStack align="space-between" blockAlign="center">
                <Text as="h2" variant="headingMd">{b.plan.name} plan</Text>
                <InlineStack gap="200">
                  {b.subscription?.test && <Badge tone="attention">Test charge</Badge>}
                  {b.subscription && <Badge tone={b.subscription.status === 'ACTIVE' ? 'success' : 'info'}>{b.subscription.status.charAt(0) + b.subscription.status.slice(1).toLowerCase()}</Badge>}
                </InlineStack>
              </InlineStack>
              <Text as="p">{b.usage.conversations.toLocaleString()} of {b.plan.conversations_per_month.toLocaleString()} conversations this month</Text>
              <ProgressBar progress={share} tone={b.usage.over_allowance ? 'critical' : 'highlight'} size="small" />
              {b.usage.over_allowance && (
                <Banner tone="warning" title="Over this month's allowance">
                  The widget keeps answering shoppers and tells them a person will follow up; those conversations wait for your team in the Inbox. Choose a bigger plan to lift the limit.
                </Banner>
              )}
              {b.subscription?.current_period_end && <Text as="p" tone="subdued">Next billing date: {formatIn(b.subscription.current_period_end)}</Text>}
            </BlockStack>
          </Card>
        )}
        {b && (
          <InlineGrid columns={{ xs: 1, md: 3 }} gap="400">
            {b.plans.map((p) => {
              const current = p.key === b.plan.key;
              return (
                <Card key={p.key}>
                  <BlockStack gap="200">
                    <Text as="h3" variant="headingMd">{p.name}</Text>
                    <Text as="p" variant="headingLg">{`${money(p.price, b.currency)} / 30 days`}</Text>
                    <Text as="p">{p.conversations_per_month.toLocaleString()} conversations a month</Text>
                    {p.trial_days > 0 && <Text as="p" tone="subdued">{p.trial_days}-day free trial</Text>}
                    <Box paddingBlockStart="200">
                      {current ? <Badge tone="success">Current plan</Badge> : b.platform === 'shopify' && owner
                        ? <Button onClick={() => choose.mutate(p.key)} loading={choose.isPending && choose.variables === p.key}>{`Choose ${p.name}`}</Button>
                        : null}
                    </Box>
                  </BlockStack>
                </Card>
              );
            })}
          </InlineGrid>
        )}
        {b && b.platform === 'shopify' && <Text as="p" tone="subdued">Plans are billed by Shopify on your Shopify invoice; Shopify asks you to approve a plan before it starts.</Text>}
      </BlockStack>
    </Page>
  );
}
