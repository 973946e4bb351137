/**
 * Conversations (temporary, read-only): the store's conversations, newest activity first, and one conversation's
 * transcript beside its agent runs. The Inbox screen (/admin/inbox) replaces it; the pieces live in components/.
 */
import { Badge, Banner, BlockStack, Box, Button, Card, EmptyState, IndexTable, InlineGrid, Page, SkeletonBodyText, Text } from '@shopify/polaris';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Route, Routes, useNavigate, useParams } from 'react-router';
import { api, ApiError, errorMessage } from '../../api.ts';
import type { ConversationItem } from '../../components/conversation-types.ts';
import { ConversationStatusBadge } from '../../components/status-badge.tsx';
import { scrollToTrace, TraceList, Transcript, useConversation, useConversationRuns } from '../../components/transcript.tsx';
import { EMPTY_IMAGE } from '../../components/empty-image.ts';
import { formatRelative } from '../../format.ts';

const PAGE = 50;

function ConversationList() {
  const navigate = useNavigate();
  const list = useInfiniteQuery({
    queryKey: ['conversations'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      const q = new URLSearchParams({ limit: String(PAGE) });
      if (pageParam) q.set('before', pageParam);
      return api.get<{ conversations: ConversationItem[] }>(`/api/v1/admin/conversations?${q}`, signal);
    },
    getNextPageParam: (last) => (last.conversations.length === PAGE ? last.conversations.at(-1)?.last_message_at : undefined),
  });
  const rows = list.data?.pages.flatMap((p) => p.conversations) ?? [];

  return (
    <Page title="Conversations" subtitle="Every shopper conversation and the agent's runs (read-only)" secondaryActions={[{ content: 'Refresh', onAction: () => void list.refetch(), loading: list.isRefetching }]}>
      <BlockStack gap="400">
        {list.isError && <Banner tone="critical" title="Conversations could not be loaded">{errorMessage(list.error)}</Banner>}
        <Card padding="0">
          <IndexTable
            resourceName={{ singular: 'conversation', plural: 'conversations' }}
            itemCount={rows.length}
            selectable={false}
            emptyState={list.isPending ? <Box padding="400"><SkeletonBodyText lines={4} /></Box> : (
              <EmptyState heading="No conversations yet" image={EMPTY_IMAGE}>
                <p>When shoppers use the chat widget on your store, their conversations appear here.</p>
              </EmptyState>
            )}
            headings={[{ title: 'First message' }, { title: 'Status' }, { title: 'Messages', alignment: 'end' }, { title: 'Last activity' }]}
          >
            {rows.map((c, i) => (
              <IndexTable.Row id={c.id} key={c.id} position={i} onClick={() => navigate(`/conversations/${c.id}`)}>
                <IndexTable.Cell>
                  <div className="conv-preview-cell">
                    <Text as="span" fontWeight="semibold" truncate>{c.preview || '(no shopper message)'}</Text>
                  </div>
                </IndexTable.Cell>
                <IndexTable.Cell><ConversationStatusBadge status={c.status} /></IndexTable.Cell>
                <IndexTable.Cell><Text as="span" alignment="end" numeric>{c.message_count}</Text></IndexTable.Cell>
                <IndexTable.Cell>
                  <span title={new Date(c.last_message_at).toLocaleString()}>{formatRelative(c.last_message_at)}</span>
                </IndexTable.Cell>
              </IndexTable.Row>
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

function ConversationDetailPage() {
  const id = useParams().id!;
  const navigate = useNavigate();
  const detail = useConversation(id);
  const runs = useConversationRuns(id);
  const [focus, setFocus] = useState<string | null>(null);
  const c = detail.data?.conversation;
  const showTrace = (runId: string) => {
    setFocus(runId);
    scrollToTrace(runId);
  };

  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <Page backAction={{ content: 'Conversations', onAction: () => navigate('/conversations') }} title="Conversation">
        <Banner tone={missing ? 'warning' : 'critical'} title={missing ? 'This conversation does not exist in your store' : 'The conversation could not be loaded'}>
          {!missing && errorMessage(detail.error)}
        </Banner>
      </Page>
    );
  }
  return (
    <Page
      fullWidth
      backAction={{ content: 'Conversations', onAction: () => navigate('/conversations') }}
      title="Conversation"
      titleMetadata={c ? <ConversationStatusBadge status={c.status} /> : undefined}
      subtitle={c?.started_at ? `Started ${new Date(c.started_at).toLocaleString()}${c.page_url ? ` on ${c.page_url}` : ''}` : undefined}
    >
      <InlineGrid columns={{ xs: 1, md: ['oneThird', 'twoThirds'] }} gap="400" alignItems="start">
        <Card>
          <BlockStack gap="300">
            <Text as="h2" variant="headingMd">Transcript</Text>
            {detail.data ? <Transcript messages={detail.data.messages} traces={runs.data} onShowTrace={showTrace} /> : <SkeletonBodyText lines={6} />}
          </BlockStack>
        </Card>
        <Card>
          <BlockStack gap="300">
            <Text as="h2" variant="headingMd">
              Runs {runs.data && <Badge>{`${runs.data.length} turn${runs.data.length === 1 ? '' : 's'}`}</Badge>}
            </Text>
            {runs.isError && <Banner tone="critical">{errorMessage(runs.error)}</Banner>}
            {runs.data ? <TraceList traces={runs.data} focusedRunId={focus} /> : !runs.isError && <SkeletonBodyText lines={6} />}
          </BlockStack>
        </Card>
      </InlineGrid>
    </Page>
  );
}

/** /admin/conversations and /admin/conversations/:id. */
export default function ConversationsScreen() {
  return (
    <Routes>
      <Route index element={<ConversationList />} />
      <Route path=":id" element={<ConversationDetailPage />} />
    </Routes>
  );
}
