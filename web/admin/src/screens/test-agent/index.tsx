/**
 * /admin/settings/test-agent (Settings → Test agent; issue 10, "test before publishing"): owners replay a test set
 * against the store's settings draft and the live settings side by side — recent real conversations (by date,
 * intent or staff flag), an uploaded JSONL set in the format of `aisle eval conversations` (optionally saved as the
 * store's set), or the saved set. Replays run in the background in sandbox threads (nothing takes effect); the runs
 * are listed here and each report is its own URL (`/settings/test-agent/<id>`, report.tsx), polled while it runs.
 * Every staff role reads runs and reports.
 */
import {
  Badge, Banner, BlockStack, Box, Button, Card, Checkbox, ChoiceList, DropZone, EmptyState, FormLayout, IndexTable, InlineStack, Layout, List, Page,
  Select, SkeletonBodyText, Text, TextField,
} from '@shopify/polaris';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Route, Routes, useNavigate } from 'react-router';
import { DRAFT_FIELD_LABELS, draftValueText } from '../../components/draft-changes.ts';
import { api, ApiError, errorMessage, queryClient, roleAtLeast, useStaffSession } from '../../api.ts';
import type { ApiResponse } from '../../../../api/index.ts';
import { EMPTY_IMAGE } from '../../components/empty-image.ts';
import { formatRelative } from '../../format.ts';
import { RunReport, StatusBadge } from './report.tsx';
import {
  RUNS_KEY, sourceLabel, TEST_SET_KEY, type SettingsView, type StartTestRun, type TestRunSummary, type TestSet,
} from './types.ts';
import './test-agent.css';

/** What is being tested: the draft's changes, or a note that there is no draft. */
function DraftCard() {
  const { store: { currency } } = useStaffSession();
  const q = useQuery({ queryKey: ['settings'], queryFn: ({ signal }) => api.get<SettingsView>('/api/v1/admin/settings', signal) });
  if (!q.data) return <Card><SkeletonBodyText lines={2} /></Card>;
  const d = q.data.draft;
  if (!d) {
    return (
      <Banner tone="info" title="No draft: runs test the live settings only">
        Change the agent, guardrails or model in <Link to="/settings">Settings</Link> and save: the change waits as a draft, and runs here compare it with the live settings.
      </Banner>
    );
  }
  return (
    <Card>
      <BlockStack gap="200">
        <InlineStack gap="200" blockAlign="center">
          <Text as="h2" variant="headingMd">{`Draft v${d.version} against the live settings`}</Text>
          <Badge tone="warning">Not live yet</Badge>
        </InlineStack>
        <List type="bullet">
          {d.changes.map((c) => (
            <List.Item key={c.path}><Text as="span" fontWeight="semibold">{DRAFT_FIELD_LABELS[c.path] ?? c.path}</Text>{`: ${draftValueText(c.live, c.path, currency)} → ${draftValueText(c.draft, c.path, currency)}`}</List.Item>
          ))}
        </List>
        <Text as="p" tone="subdued">Publish or discard the draft in <Link to="/settings">Settings</Link>.</Text>
      </BlockStack>
    </Card>
  );
}

/** The form that starts a run (owners). */
function NewRun() {
  const navigate = useNavigate();
  const [source, setSource] = useState<StartTestRun['source']>('recent');
  const [since, setSince] = useState('7d');
  const [intent, setIntent] = useState('');
  const [flagged, setFlagged] = useState(false);
  const [limit, setLimit] = useState('50');
  const [jsonl, setJsonl] = useState('');
  const [name, setName] = useState('');
  const [save, setSave] = useState(false);
  const [fileNote, setFileNote] = useState<string | null>(null);
  const saved = useQuery({ queryKey: TEST_SET_KEY, queryFn: ({ signal }) => api.get<TestSet>('/api/v1/admin/agent-tests/test-set', signal) });
  const start = useMutation({
    mutationFn: (body: StartTestRun) => api.post<TestRunSummary>('/api/v1/admin/agent-tests/runs', body),
    onSuccess: (run) => {
      void queryClient.invalidateQueries({ queryKey: RUNS_KEY });
      void queryClient.invalidateQueries({ queryKey: TEST_SET_KEY });
      navigate(`/settings/test-agent/${run.id}`);
    },
  });
  const body = (): StartTestRun => (source === 'recent'
    ? { source, since, flagged, limit: Number(limit) || 50, ...(intent.trim() ? { intent: intent.trim() } : {}) }
    : source === 'upload' ? { source, jsonl, save, ...(name.trim() ? { name: name.trim() } : {}) } : { source });
  const err = start.error;
  const fieldError = (code: string) => (err instanceof ApiError ? err.errors.find((e) => (e as { code?: string }).code === code)?.message : undefined);
  const set = saved.data?.test_set ?? null;
  const onDrop = async (files: File[]) => {
    const f = files[0];
    if (!f) return;
    setJsonl(await f.text());
    if (!name.trim()) setName(f.name.replace(/\.jsonl$/i, ''));
    setFileNote(`${f.name} (${f.size.toLocaleString()} bytes)`);
  };
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd">New test run</Text>
        {err && !fieldError('invalid_test_set') && <Banner tone="critical" title="The run did not start">{errorMessage(err)}</Banner>}
        <ChoiceList
          title="Test set" selected={[source]} onChange={(v) => setSource(v[0] as StartTestRun['source'])}
          choices={[
            { label: 'Recent conversations', value: 'recent', helpText: 'Replay what shoppers really wrote, chosen by date, intent or flag.' },
            { label: 'Upload a test set (JSONL)', value: 'upload', helpText: 'Conversations with expectations, in the format of “aisle eval conversations” (docs/eval.md).' },
            set
              ? { label: 'Saved test set', value: 'saved', helpText: `“${set.name}”: ${set.conversations} conversations, ${set.turns} turns (saved ${formatRelative(set.updated_at)})` }
              // Not the disabled choice's help text, which Polaris greys out (2:1 contrast): how to get a saved set is
              // something to read.
              : { label: 'Saved test set', value: 'saved', disabled: true, renderChildren: () => <Text as="p" tone="subdued">None saved yet: upload one and tick “Save”.</Text> },
          ]}
        />
        {source === 'recent' && (
          <FormLayout>
            <FormLayout.Group condensed>
              <Select label="Started in the last" value={since} onChange={setSince} options={[{ label: '24 hours', value: '24h' }, { label: '7 days', value: '7d' }, { label: '30 days', value: '30d' }, { label: '90 days', value: '90d' }]} />
              <TextField label="Intent" value={intent} onChange={setIntent} autoComplete="off" placeholder="any, or e.g. order_status" />
              <TextField label="At most (conversations)" type="number" min={1} max={200} value={limit} onChange={setLimit} autoComplete="off" />
            </FormLayout.Group>
            <Checkbox label="Only conversations flagged as a wrong answer" checked={flagged} onChange={setFlagged} />
          </FormLayout>
        )}
        {source === 'upload' && (
          <FormLayout>
            <DropZone label="Test set file" accept=".jsonl,.json,.txt,application/jsonl,text/plain" type="file" allowMultiple={false} onDrop={(files) => void onDrop(files)}>
              {fileNote ? <Box padding="400"><Text as="p" alignment="center">{fileNote}</Text></Box> : <DropZone.FileUpload actionHint="Or paste the lines below" />}
            </DropZone>
            <div className="ta-jsonl">
              <TextField
                label="Conversations (one JSON object per line)" value={jsonl} onChange={(v) => { setJsonl(v); setFileNote(null); }} multiline={6} autoComplete="off"
                placeholder={'{"id": "gift", "turns": [{"say": "a gift under $30", "expect": {"products": true, "max_price": 30}}]}'}
                error={fieldError('invalid_test_set') ?? fieldError('jsonl_required')}
              />
            </div>
            <FormLayout.Group condensed>
              <TextField label="Name" value={name} onChange={setName} autoComplete="off" placeholder="Uploaded test set" />
              <Box paddingBlockStart="600"><Checkbox label="Save as the store's test set" checked={save} onChange={setSave} /></Box>
            </FormLayout.Group>
          </FormLayout>
        )}
        <InlineStack gap="200" blockAlign="center">
          <Button variant="primary" loading={start.isPending} disabled={source === 'upload' && !jsonl.trim()} onClick={() => start.mutate(body())}>Run test</Button>
          <Text as="span" tone="subdued">Replays run in a sandbox: no order, refund, cart, checkout, email, event or handoff takes effect.</Text>
        </InlineStack>
      </BlockStack>
    </Card>
  );
}

/** The store's runs, newest first; a row opens its report. */
function RunList() {
  const navigate = useNavigate();
  const q = useQuery({
    queryKey: RUNS_KEY, queryFn: ({ signal }) => api.get<ApiResponse<'/api/v1/admin/agent-tests/runs', 'get'>>('/api/v1/admin/agent-tests/runs', signal),
    refetchInterval: (query) => (query.state.data?.runs.some((r) => r.status === 'queued' || r.status === 'running') ? 2000 : false),
  });
  if (q.isError) return <Banner tone="critical" title="Runs could not be loaded">{errorMessage(q.error)}</Banner>;
  if (!q.data) return <Card><SkeletonBodyText lines={4} /></Card>;
  const runs = q.data.runs;
  return (
    <Card padding="0">
      <Box padding="400"><Text as="h2" variant="headingMd">Runs</Text></Box>
      {runs.length === 0
        ? <EmptyState heading="No test runs yet" image={EMPTY_IMAGE}><p>Start one above: its report stays here, with a link you can share.</p></EmptyState>
        : (
          <IndexTable
            resourceName={{ singular: 'run', plural: 'runs' }} itemCount={runs.length} selectable={false}
            headings={[{ title: 'Started' }, { title: 'Test set' }, { title: 'Status' }, { title: 'Draft' }, { title: 'Turns', alignment: 'end' }, { title: 'Changed', alignment: 'end' }, { title: 'Passed (live / draft)', alignment: 'end' }]}
          >
            {runs.map((r, i) => (
              <IndexTable.Row id={r.id} key={r.id} position={i} onClick={() => navigate(`/settings/test-agent/${r.id}`)}>
                <IndexTable.Cell><Link to={`/settings/test-agent/${r.id}`} onClick={(e) => e.stopPropagation()}>{formatRelative(r.created_at)}</Link></IndexTable.Cell>
                <IndexTable.Cell>{sourceLabel(r.source)}</IndexTable.Cell>
                <IndexTable.Cell><StatusBadge run={r} /></IndexTable.Cell>
                <IndexTable.Cell>{r.draft ? `v${r.draft.version}` : 'live only'}</IndexTable.Cell>
                <IndexTable.Cell><Text as="span" alignment="end" numeric>{(r.total_turns / (r.draft ? 2 : 1)).toLocaleString()}</Text></IndexTable.Cell>
                <IndexTable.Cell><Text as="span" alignment="end" numeric>{r.totals ? r.totals.changed.toLocaleString() : '–'}</Text></IndexTable.Cell>
                <IndexTable.Cell>
                  <Text as="span" alignment="end" numeric>{r.totals?.live.passed != null ? `${r.totals.live.passed} / ${r.totals.draft?.passed ?? '–'}` : '–'}</Text>
                </IndexTable.Cell>
              </IndexTable.Row>
            ))}
          </IndexTable>
        )}
    </Card>
  );
}

function TestAgentHome() {
  const { staff } = useStaffSession();
  const owner = roleAtLeast(staff.role, 'owner');
  return (
    <Page title="Test agent" subtitle="Replay conversations against your draft and the live settings, side by side, before shoppers see a change.">
      <BlockStack gap="400">
        <DraftCard />
        <Layout>
          <Layout.Section>
            <BlockStack gap="400">
              {owner ? <NewRun /> : <Banner tone="info">Only owners start test runs. You can read every report.</Banner>}
              <RunList />
            </BlockStack>
          </Layout.Section>
        </Layout>
        <Box paddingBlockEnd="800" />
      </BlockStack>
    </Page>
  );
}

/** The screen (lazy-loaded by routes.tsx): the runs, and one report at `/settings/test-agent/:id`. */
export default function TestAgentScreen() {
  return (
    <Routes>
      <Route index element={<TestAgentHome />} />
      <Route path=":id" element={<RunReport />} />
    </Routes>
  );
}
