/**
 * Inbox (/admin/inbox, /admin/inbox/:id): the store's conversations with status tabs, search and a language filter, updated live
 * from GET /api/v1/admin/conversations/stream (SSE); handoff requests are sorted first and highlighted. The right
 * pane shows one conversation: transcript with product/order cards, the agent's tool steps (run trees), and —
 * for agents and owners — Take over / Hand back / Resolve and a composer whose messages reach the shopper's open
 * widget live. Viewers read only (the server enforces roles too).
 */
import {
  Badge, Banner, BlockStack, Box, Button, Card, EmptyState, InlineGrid, InlineStack, Page, Select, SkeletonBodyText, Text, TextField,
} from '@shopify/polaris';
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Route, Routes, useNavigate, useParams } from 'react-router';
import { api, ApiError, errorMessage, roleAtLeast, useStaffSession } from '../../api.ts';
import type { ApiResponse } from '../../../../api/index.ts';
import type { ConversationDetail, ConversationItem } from '../../components/conversation-types.ts';
import { EMPTY_IMAGE } from '../../components/empty-image.ts';
import { FilterTabs } from '../../components/filter-tabs.tsx';
import { ConversationStatusBadge } from '../../components/status-badge.tsx';
import { conversationKeys, TraceList, Transcript, useConversation, useConversationRuns } from '../../components/transcript.tsx';
import { AGENT_LANGUAGES, formatRelative, languageName } from '../../format.ts';
import './inbox.css';

/** One row of GET /api/v1/admin/conversations (server: InboxItem in src/conversations/inbox.ts). */
type InboxItem = ConversationItem;
/** A page of GET /api/v1/admin/conversations. */
type InboxPage = ApiResponse<'/api/v1/admin/conversations', 'get'>;
/** GET /api/v1/admin/conversations/{id}. */
type Detail = ConversationDetail;

const TABS = [
  { id: 'all', content: 'All', accessibilityLabel: 'All conversations' },
  { id: 'handoff_requested', content: 'Waiting', accessibilityLabel: 'Waiting for a person' },
  { id: 'open', content: 'Open', accessibilityLabel: 'Open: the agent answers' },
  { id: 'human', content: 'Human', accessibilityLabel: 'Human: with a person' },
  { id: 'resolved', content: 'Resolved', accessibilityLabel: 'Resolved conversations' },
  { id: 'closed', content: 'Closed', accessibilityLabel: 'Closed conversations' },
] as const;
const INBOX_KEY = ['inbox'] as const;
const PAGE = 30;

/** Keep the inbox and the open conversation fresh from the live stream (EventSource reconnects by itself). */
function useInboxStream(): 'live' | 'connecting' {
  const queryClient = useQueryClient();
  const [state, setState] = useState<'live' | 'connecting'>('connecting');
  useEffect(() => {
    const es = new EventSource('/api/v1/admin/conversations/stream');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const touched = new Set<string>();
    // Bursts (a shopper message, the agent's answer) refresh once.
    const flush = () => {
      timer = undefined;
      void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
      for (const id of touched) {
        void queryClient.invalidateQueries({ queryKey: conversationKeys.detail(id) });
        void queryClient.invalidateQueries({ queryKey: conversationKeys.runs(id) });
      }
      touched.clear();
    };
    const later = () => { timer ??= setTimeout(flush, 150); };
    const refetchAll = () => {
      setState('live');
      void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
      void queryClient.invalidateQueries({ queryKey: ['conversation'] });
    };
    es.addEventListener('ready', refetchAll);
    es.addEventListener('resync', refetchAll);
    es.addEventListener('conversation', (e) => {
      try {
        touched.add((JSON.parse((e as MessageEvent<string>).data) as { conversation: InboxItem }).conversation.id);
      } catch {
        return;
      }
      later();
    });
    es.onerror = () => setState('connecting');
    return () => {
      es.close();
      if (timer) clearTimeout(timer);
    };
  }, [queryClient]);
  return state;
}

/** The search box's value, settled for 250 ms. */
function useDebounced(value: string, ms = 250): string {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

function ConversationRow({ c, selected, onOpen }: { c: InboxItem; selected: boolean; onOpen: () => void }) {
  const waiting = c.status === 'handoff_requested';
  const last = c.last_message;
  return (
    <li>
      <button type="button" className={`inbox-row${selected ? ' is-selected' : ''}${waiting ? ' is-waiting' : ''}`} onClick={onOpen} aria-current={selected || undefined}>
        <span className="inbox-row-top">
          <Text as="span" fontWeight="semibold" truncate>{c.preview || c.customer_email || 'New conversation'}</Text>
          <span className="inbox-time" title={new Date(c.last_message_at).toLocaleString()}>{formatRelative(c.last_message_at)}</span>
        </span>
        {last && (
          <span className="inbox-last">
            <Text as="span" tone="subdued" truncate>{`${last.role === 'shopper' ? '' : `${last.role === 'staff' ? 'You' : last.role === 'agent' ? 'Agent' : 'Notice'}: `}${last.text}`}</Text>
          </span>
        )}
        <span className="inbox-badges">
          {waiting ? <Badge tone="critical">Needs a person</Badge> : <ConversationStatusBadge status={c.status} />}
          {c.status === 'human' && c.assigned_staff && <Badge tone="info">{c.assigned_staff.name}</Badge>}
          {c.rating != null && <Badge tone={c.rating > 0 ? 'success' : 'warning'}>{c.rating > 0 ? 'Rated helpful' : 'Rated not helpful'}</Badge>}
          {c.language && c.language !== 'en' && <Badge>{languageName(c.language)}</Badge>}
          <span className="inbox-count">{c.message_count} msg</span>
        </span>
      </button>
    </li>
  );
}

function InboxList({ selectedId }: { selectedId: string | null }) {
  const navigate = useNavigate();
  const [tab, setTab] = useState(0);
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [language, setLanguage] = useState('');
  const status = TABS[tab]!.id;
  const list = useInfiniteQuery({
    queryKey: [...INBOX_KEY, status, q, language],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const p = new URLSearchParams({ limit: String(PAGE), status });
      if (q) p.set('q', q);
      if (language) p.set('language', language);
      if (pageParam) p.set('cursor', pageParam);
      return api.get<InboxPage>(`/api/v1/admin/conversations?${p}`, signal);
    },
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.pages.flatMap((p) => p.conversations) ?? [];
  return (
    <Card padding="0">
      <FilterTabs tabs={TABS} selected={tab} onSelect={setTab} label="Conversation status" controls="inbox-conversations" />
      <Box padding="300">
        <InlineGrid columns="1fr auto" gap="200">
          <TextField label="Search messages" labelHidden placeholder="Search messages or email" value={search} onChange={setSearch} autoComplete="off" clearButton onClearButtonClick={() => setSearch('')} />
          <Select
            label="Language" labelHidden value={language} onChange={setLanguage}
            options={[{ label: 'All languages', value: '' }, ...AGENT_LANGUAGES.map((l) => ({ label: languageName(l), value: l }))]}
          />
        </InlineGrid>
      </Box>
      <div id="inbox-conversations">
      {list.isError && <Box padding="300"><Banner tone="critical" title="The inbox could not be loaded">{errorMessage(list.error)}</Banner></Box>}
      {list.isPending ? (
        <Box padding="400"><SkeletonBodyText lines={6} /></Box>
      ) : rows.length === 0 ? (
        <Box padding="400"><Text as="p" tone="subdued">{q ? `No conversation mentions “${q}”.` : 'No conversations here.'}</Text></Box>
      ) : (
        <ul className="inbox-list" aria-label="Conversations">
          {rows.map((c) => <ConversationRow key={c.id} c={c} selected={c.id === selectedId} onOpen={() => navigate(`/inbox/${c.id}`)} />)}
        </ul>
      )}
      {list.hasNextPage && (
        <Box padding="300"><Button fullWidth onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>Load more</Button></Box>
      )}
      </div>
    </Card>
  );
}

/** Take over / hand back / resolve / send: POST, then refresh the conversation and the list. */
function useAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body?: unknown }) => api.post<ApiResponse<'/api/v1/admin/conversations/{id}/messages', 'post'>>(`/api/v1/admin/conversations/${encodeURIComponent(id)}/${path}`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: conversationKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
    },
  });
}

function Composer({ id, status }: { id: string; status: string }) {
  const [text, setText] = useState('');
  const send = useAction(id);
  const submit = () => {
    const t = text.trim();
    if (!t || send.isPending) return;
    send.mutate({ path: 'messages', body: { text: t } }, { onSuccess: () => setText('') });
  };
  return (
    <form className="inbox-composer" onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <BlockStack gap="200">
        {send.isError && <Banner tone="critical">{errorMessage(send.error)}</Banner>}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: Enter-to-send for the Polaris TextField inside (it has no onKeyDown); the Send button is the accessible way. */}
        <div
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              submit();
            }
          }}
        >
          <TextField
            label="Reply to the shopper" labelHidden multiline={2} maxHeight={160} maxLength={2000} autoComplete="off"
            placeholder={status === 'human' ? 'Write to the shopper… (Enter sends, Shift+Enter for a new line)' : 'Write to the shopper — sending takes the conversation over from the agent'}
            value={text} onChange={setText}
          />
        </div>
        <InlineStack align="end">
          <Button variant="primary" submit loading={send.isPending} disabled={!text.trim()}>Send</Button>
        </InlineStack>
      </BlockStack>
    </form>
  );
}

function ConversationPane({ id }: { id: string }) {
  const session = useStaffSession();
  const navigate = useNavigate();
  const detail = useConversation(id) as ReturnType<typeof useConversation> & { data?: Detail };
  const runs = useConversationRuns(id);
  const action = useAction(id);
  const canAct = roleAtLeast(session.staff.role, 'agent');
  const c = detail.data?.conversation;
  const scroller = useRef<HTMLDivElement>(null);
  const count = detail.data?.messages.length ?? 0;
  // Keep the newest message in view as messages arrive.
  useEffect(() => {
    const el = scroller.current;
    if (el && count) el.scrollTop = el.scrollHeight;
  }, [count]);

  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <Card>
        <Banner tone={missing ? 'warning' : 'critical'} title={missing ? 'This conversation does not exist in your store' : 'The conversation could not be loaded'} onDismiss={() => navigate('/inbox')}>
          {!missing && errorMessage(detail.error)}
        </Banner>
      </Card>
    );
  }
  if (!c || !detail.data) return <Card><SkeletonBodyText lines={10} /></Card>;
  const mine = c.status === 'human' && c.assigned_staff?.id === session.staff.id;
  const ended = c.status === 'resolved' || c.status === 'closed';
  return (
    <BlockStack gap="400">
      <Card>
        <BlockStack gap="300">
          <InlineStack align="space-between" blockAlign="center" gap="200" wrap>
            <InlineStack gap="200" blockAlign="center">
              <Text as="h2" variant="headingMd">Conversation</Text>
              {c.status === 'handoff_requested' ? <Badge tone="critical">Needs a person</Badge> : <ConversationStatusBadge status={c.status} />}
              {c.status === 'human' && c.assigned_staff && <Badge tone="info">{`With ${c.assigned_staff.id === session.staff.id ? 'you' : c.assigned_staff.name}`}</Badge>}
              {c.rating != null && <Badge tone={c.rating > 0 ? 'success' : 'warning'}>{c.rating > 0 ? 'Rated helpful' : 'Rated not helpful'}</Badge>}
            </InlineStack>
            {canAct && (
              <InlineStack gap="200">
                {!mine && <Button variant={ended ? 'secondary' : 'primary'} onClick={() => action.mutate({ path: 'takeover' })} loading={action.isPending && action.variables?.path === 'takeover'}>Take over</Button>}
                {c.status === 'human' && <Button onClick={() => action.mutate({ path: 'handback' })} loading={action.isPending && action.variables?.path === 'handback'}>Hand back to agent</Button>}
                {!ended && <Button onClick={() => action.mutate({ path: 'resolve' })} loading={action.isPending && action.variables?.path === 'resolve'}>Resolve</Button>}
              </InlineStack>
            )}
          </InlineStack>
          <Text as="p" tone="subdued" variant="bodySm">
            {[
              c.started_at && `Started ${new Date(c.started_at).toLocaleString()}`,
              c.customer_email && `Email ${c.customer_email}`,
              c.language && `Writes in ${languageName(c.language)}`,
              c.page_url && `on ${c.page_url}`,
              c.resolution && `Resolution: ${c.resolution}`,
            ].filter(Boolean).join(' · ')}
          </Text>
          {action.isError && <Banner tone="critical" onDismiss={() => action.reset()}>{errorMessage(action.error)}</Banner>}
          {c.status === 'handoff_requested' && canAct && (
            <Banner tone="warning" title="The shopper asked for a person">Take over to answer; the agent stays silent while you have the conversation.</Banner>
          )}
          <div className="inbox-transcript" ref={scroller}>
            <Transcript messages={detail.data.messages} traces={runs.data} onShowTrace={(runId) => document.getElementById(`trace-${runId}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' })} />
          </div>
          {canAct && <Composer id={id} status={c.status} />}
        </BlockStack>
      </Card>
      <Card>
        <BlockStack gap="300">
          <Text as="h2" variant="headingMd">Agent steps {runs.data && <Badge>{`${runs.data.length} turn${runs.data.length === 1 ? '' : 's'}`}</Badge>}</Text>
          {runs.isError && <Banner tone="critical">{errorMessage(runs.error)}</Banner>}
          {runs.data ? <TraceList traces={runs.data} /> : !runs.isError && <SkeletonBodyText lines={4} />}
        </BlockStack>
      </Card>
    </BlockStack>
  );
}

function InboxPage() {
  const id = useParams()['*'] || null;
  const live = useInboxStream();
  return (
    <Page fullWidth title="Inbox" titleMetadata={<Badge tone={live === 'live' ? 'success' : undefined}>{live === 'live' ? 'Live' : 'Connecting…'}</Badge>}>
      <InlineGrid columns={{ xs: 1, lg: 'minmax(400px, 2fr) 3fr' }} gap="400" alignItems="start">
        <InboxList selectedId={id} />
        {id ? <ConversationPane key={id} id={id} /> : (
          <Card>
            <EmptyState heading="Pick a conversation" image={EMPTY_IMAGE}>
              <p>Conversations waiting for a person are listed first. Take one over to answer the shopper in their chat.</p>
            </EmptyState>
          </Card>
        )}
      </InlineGrid>
    </Page>
  );
}

/** /admin/inbox and /admin/inbox/:id. */
export default function InboxScreen() {
  return (
    <Routes>
      <Route path="*" element={<InboxPage />} />
    </Routes>
  );
}
