/** The knowledge article list: search, tags, last edit; "New article" for agents and owners. */
import { Badge, Banner, BlockStack, Box, Card, EmptyState, Icon, IndexTable, InlineStack, Page, SkeletonBodyText, Text, TextField, Toast } from '@shopify/polaris';
import { SearchIcon } from '@shopify/polaris-icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { EMPTY_IMAGE } from '../../components/empty-image.ts';
import { api, errorMessage, roleAtLeast, useStaffSession } from '../../api.ts';
import type { ApiResponse } from '../../../../api/index.ts';
import { formatRelative } from '../../format.ts';
import { KNOWLEDGE_KEY } from './types.ts';

/** The list page. */
export function ArticleList() {
  const navigate = useNavigate();
  const { staff } = useStaffSession();
  const canEdit = roleAtLeast(staff.role, 'agent');
  const [q, setQ] = useState('');
  const location = useLocation();
  const [toast, setToast] = useState<string | null>((location.state as { toast?: string } | null)?.toast ?? null);
  const list = useQuery({
    queryKey: [...KNOWLEDGE_KEY, 'list', q.trim()],
    queryFn: ({ signal }) => api.get<ApiResponse<'/api/v1/admin/knowledge/articles', 'get'>>(`/api/v1/admin/knowledge/articles${q.trim() ? `?q=${encodeURIComponent(q.trim())}` : ''}`, signal),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.articles ?? [];
  return (
    <Page
      title="Knowledge"
      subtitle="Policies and answers the agent quotes to shoppers (shipping, returns, payment, contact…). Changes apply from the next message."
      primaryAction={canEdit ? { content: 'New article', onAction: () => navigate('/knowledge/new') } : undefined}
    >
      <BlockStack gap="300">
        {list.isError && <Banner tone="critical" title="Articles could not be loaded">{errorMessage(list.error)}</Banner>}
        <Card padding="0">
          <Box padding="300">
            <TextField label="Search articles" labelHidden prefix={<Icon source={SearchIcon} />} placeholder="Search titles and text" value={q} onChange={setQ} autoComplete="off" clearButton onClearButtonClick={() => setQ('')} />
          </Box>
          <IndexTable
            resourceName={{ singular: 'article', plural: 'articles' }}
            itemCount={rows.length}
            selectable={false}
            loading={list.isFetching && !!list.data}
            emptyState={list.isPending ? <Box padding="400"><SkeletonBodyText lines={4} /></Box> : (
              <EmptyState heading={q ? 'No articles match' : 'No articles yet'} image={EMPTY_IMAGE} action={canEdit && !q ? { content: 'New article', onAction: () => navigate('/knowledge/new') } : undefined}>
                <p>The agent answers policy questions only from these articles.</p>
              </EmptyState>
            )}
            headings={[{ title: 'Title' }, { title: 'Tags' }, { title: 'Translations' }, { title: 'Updated' }]}
          >
            {rows.map((a, i) => (
              <IndexTable.Row id={a.id} key={a.id} position={i} onClick={() => navigate(`/knowledge/${a.id}`)}>
                <IndexTable.Cell>
                  <div className="knowledge-title-cell">
                    <BlockStack gap="050">
                      <InlineStack gap="200" blockAlign="center">
                        <Text as="span" fontWeight="semibold">{a.title}</Text>
                        {a.demo && <Badge size="small">Demo</Badge>}
                        {a.source === 'shopify' && <Badge size="small" tone="info">From Shopify</Badge>}
                      </InlineStack>
                      <Text as="span" tone="subdued" truncate>{a.excerpt}</Text>
                    </BlockStack>
                  </div>
                </IndexTable.Cell>
                <IndexTable.Cell><InlineStack gap="100">{a.tags.map((t) => <Badge key={t}>{t}</Badge>)}</InlineStack></IndexTable.Cell>
                <IndexTable.Cell>
                  {a.locales.length ? (
                    <InlineStack gap="100" blockAlign="center">
                      <Text as="span" tone="subdued">{a.locales.filter((l) => !a.outdated_locales.includes(l)).map((l) => l.toUpperCase()).join(' · ')}</Text>
                      {a.outdated_locales.length > 0 && <Badge size="small" tone="warning">{`${a.outdated_locales.map((l) => l.toUpperCase()).join(' · ')} outdated`}</Badge>}
                    </InlineStack>
                  ) : <Text as="span" tone="subdued">—</Text>}
                </IndexTable.Cell>
                <IndexTable.Cell><span title={new Date(a.updated_at).toLocaleString()}>{formatRelative(a.updated_at)}</span></IndexTable.Cell>
              </IndexTable.Row>
            ))}
          </IndexTable>
        </Card>
      </BlockStack>
      {toast && <Toast content={toast} onDismiss={() => setToast(null)} />}
    </Page>
  );
}

