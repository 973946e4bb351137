/**
 * The Import tab: owners upload a Shopify product CSV export (or ESCI JSONL; .gz ok); the server imports it in the
 * background. The latest import's progress is polled every second while it runs (ProgressBar), so a reload picks it
 * up again; when it ends, the counts and the row-error report (line, handle, reason) are shown. Recent imports are
 * listed below. The catalog's language (the language the products are written in; search stems in it) is chosen
 * beside the file: it is sent with the upload, or saved alone ("Save language", which re-indexes the products there).
 */
import {
  Badge, Banner, BlockStack, Box, Button, Card, DataTable, DropZone, IndexTable, InlineStack, ProgressBar, Select, Text,
} from '@shopify/polaris';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError, api, errorMessage, queryClient, roleAtLeast, useStaffSession } from '../../api.ts';
import { AGENT_LANGUAGES, formatDuration, formatRelative, languageName } from '../../format.ts';
import type { ApiResponse } from '../../../../api/index.ts';
import { isActiveImport, type CatalogImport, type CatalogSettings } from './types.ts';

const LIST_KEY = ['catalog', 'imports'] as const;
const SETTINGS_KEY = ['catalog', 'settings'] as const;
/** The catalog languages (server: CATALOG_LANGUAGES, the languages the agent answers in), for the Select. */
const LANGUAGE_OPTIONS = AGENT_LANGUAGES.map((l) => ({ label: languageName(l), value: l }));
type CatalogLanguage = CatalogSettings['language'];
/** Largest upload the server accepts (bytes; src/catalog/admin-routes.ts DEFAULT_MAX_UPLOAD_BYTES). */
const MAX_BYTES = 50 * 1024 * 1024;

/** POST the file and its products' language as multipart/form-data with the session's CSRF token. @throws ApiError from the problem document */
async function uploadCatalog(file: File, language: CatalogLanguage, csrfToken: string): Promise<CatalogImport> {
  const form = new FormData();
  form.set('file', file);
  form.set('language', language);
  const res = await fetch('/api/v1/admin/catalog-imports', { method: 'POST', body: form, credentials: 'same-origin', headers: { 'x-csrf-token': csrfToken, accept: 'application/json' } });
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new ApiError({ status: res.status, code: body.code ?? 'internal', title: body.title ?? res.statusText, detail: body.detail, errors: body.errors });
  return (body as { import: CatalogImport }).import;
}

function statusBadge(i: CatalogImport) {
  const label = { queued: 'Queued', running: 'Importing', succeeded: 'Done', failed: 'Failed' }[i.status];
  const tone = i.status === 'succeeded' ? (i.failed > 0 ? 'warning' : 'success') : i.status === 'failed' ? 'critical' : 'info';
  return <Badge tone={tone} progress={i.status === 'succeeded' ? 'complete' : isActiveImport(i) ? 'partiallyComplete' : undefined}>{label}</Badge>;
}

/** Progress, summary and row errors of one import; polls while it runs. */
function ImportProgress({ initial }: { initial: CatalogImport }) {
  const q = useQuery({
    queryKey: ['catalog', 'import', initial.id],
    queryFn: ({ signal }) => api.get<ApiResponse<'/api/v1/admin/catalog-imports/{id}', 'get'>>(`/api/v1/admin/catalog-imports/${initial.id}`, signal).then((r) => r.import),
    initialData: initial,
    refetchInterval: (query) => (isActiveImport(query.state.data) ? 1000 : false),
  });
  const i = q.data;
  const sawActive = useRef(isActiveImport(initial));
  useEffect(() => {
    queryClient.setQueryData<CatalogImport[]>(LIST_KEY, (list) => list?.map((x) => (x.id === i.id ? i : x)));
    if (isActiveImport(i)) sawActive.current = true;
    else if (sawActive.current) {
      // the import ended while we watched: refresh the products, facets and the import history
      sawActive.current = false;
      void queryClient.invalidateQueries({ queryKey: ['catalog'], predicate: (x) => x.queryKey[1] !== 'import' });
    }
  }, [i]);
  const percent = i.total ? Math.round((i.done / i.total) * 100) : 0;
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack align="space-between" blockAlign="center">
          <Text as="h2" variant="headingMd">{i.file_name}</Text>
          {statusBadge(i)}
        </InlineStack>
        {isActiveImport(i) && (
          <BlockStack gap="200">
            <ProgressBar progress={i.total === null ? 5 : percent} tone="highlight" ariaLabelledBy="import-progress-label" />
            <Text as="p" tone="subdued" id="import-progress-label">
              {i.status === 'queued' ? 'Waiting to start…' : i.total === null ? 'Reading the file…' : `${i.done.toLocaleString()} of ${i.total.toLocaleString()} products written (${percent}%)`}
            </Text>
          </BlockStack>
        )}
        {i.status === 'succeeded' && (
          <BlockStack gap="200">
            <ProgressBar progress={100} tone="success" animated={false} />
            <Banner tone={i.failed > 0 ? 'warning' : 'success'} title={`Imported ${(i.created + i.updated).toLocaleString()} products in ${formatDuration(i.duration_ms)}`}>
              {i.created.toLocaleString()} new, {i.updated.toLocaleString()} updated, {i.variants.toLocaleString()} variants.
              {i.failed > 0 ? ` ${i.failed.toLocaleString()} rows were rejected (listed below); everything else was imported.` : ' No rows were rejected.'}
            </Banner>
          </BlockStack>
        )}
        {i.status === 'failed' && <Banner tone="critical" title="The import failed">{i.error ?? 'Unknown error'}</Banner>}
        {i.errors.length > 0 && (
          <BlockStack gap="200">
            <Text as="h3" variant="headingSm">Row errors{i.failed > i.errors.length ? ` (first ${i.errors.length.toLocaleString()} of ${i.failed.toLocaleString()})` : ` (${i.errors.length})`}</Text>
            <div data-testid="row-errors">
              <DataTable
                columnContentTypes={['numeric', 'text', 'text']}
                headings={['Line', 'Handle', 'Reason']}
                rows={i.errors.map((e) => [e.line, e.handle ?? '–', e.reason])}
                increasedTableDensity
              />
            </div>
          </BlockStack>
        )}
      </BlockStack>
    </Card>
  );
}

/** The Import tab. */
export function ImportTab() {
  const session = useStaffSession();
  const canImport = roleAtLeast(session.staff.role, 'owner');
  const [selected, setSelected] = useState<string | null>(null);
  const [rejected, setRejected] = useState<string | null>(null);
  const history = useQuery({ queryKey: LIST_KEY, queryFn: ({ signal }) => api.get<ApiResponse<'/api/v1/admin/catalog-imports', 'get'>>('/api/v1/admin/catalog-imports', signal).then((r) => r.imports) });
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: ({ signal }) => api.get<ApiResponse<'/api/v1/admin/catalog-settings', 'get'>>('/api/v1/admin/catalog-settings', signal).then((r) => r.catalog) });
  // The language picked here; until the owner picks one, the catalog's own.
  const [picked, setPicked] = useState<CatalogLanguage | null>(null);
  const savedLanguage = settings.data?.language ?? 'en';
  const language = picked ?? savedLanguage;
  const upload = useMutation({
    mutationFn: (file: File) => uploadCatalog(file, language, session.csrf_token),
    onSuccess: (imp) => {
      setSelected(imp.id);
      queryClient.setQueryData<CatalogImport[]>(LIST_KEY, (old) => [imp, ...(old ?? [])]);
      queryClient.setQueryData<CatalogSettings>(SETTINGS_KEY, (old) => (old ? { ...old, language } : old));
      setPicked(null);
    },
  });
  const saveLanguage = useMutation({
    mutationFn: () => api.put<ApiResponse<'/api/v1/admin/catalog-settings', 'put'>>('/api/v1/admin/catalog-settings', { language }),
    onSuccess: (r) => {
      queryClient.setQueryData<CatalogSettings>(SETTINGS_KEY, r.catalog);
      setPicked(null);
    },
  });
  const vocabulary = settings.data?.vocabulary_model
    ? ` The catalog's words were translated into the languages the store serves by ${settings.data.vocabulary_model} (${settings.data.vocabulary_terms.toLocaleString()} words, ${formatRelative(settings.data.vocabulary_translated_at!)}).`
    : '';
  const imports = history.data ?? [];
  const current = imports.find((i) => i.id === selected) ?? imports[0];
  const busy = isActiveImport(imports[0]) || upload.isPending;

  const onDrop = (_all: File[], accepted: File[]) => {
    setRejected(null);
    const file = accepted[0];
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setRejected(`${file.name} is larger than ${MAX_BYTES / 1024 / 1024} MB.`);
      return;
    }
    upload.mutate(file);
  };

  return (
    <BlockStack gap="400">
      <Card>
        <BlockStack gap="300">
          <Text as="h2" variant="headingMd">Import products</Text>
          <Text as="p" tone="subdued">
            A Shopify product CSV export (Products → Export in the Shopify admin) or ESCI JSONL, optionally gzip-compressed, up to 50 MB.
            Products are matched by handle: re-importing updates them. Rows with errors are listed with their line numbers; the rest is imported.
          </Text>
          {!canImport && <Banner tone="info">Only owners can import products.</Banner>}
          {rejected && <Banner tone="critical" onDismiss={() => setRejected(null)}>{rejected}</Banner>}
          {upload.isError && <Banner tone="critical" title="The file was not accepted">{errorMessage(upload.error)}</Banner>}
          {settings.isError && <Banner tone="critical" title="The catalog's language could not be loaded">{errorMessage(settings.error)}</Banner>}
          {saveLanguage.isError && <Banner tone="critical" title="The language was not saved">{errorMessage(saveLanguage.error)}</Banner>}
          {saveLanguage.isSuccess && !picked && (
            <Banner tone="success" onDismiss={() => saveLanguage.reset()}>
              The catalog is in {languageName(saveLanguage.data.catalog.language)}{saveLanguage.data.reindexed ? `; ${saveLanguage.data.reindexed.toLocaleString()} products were re-indexed` : ''}.
            </Banner>
          )}
          <Box maxWidth="28rem">
            <Select
              label="Language of the products"
              options={LANGUAGE_OPTIONS}
              value={language}
              onChange={(v) => setPicked(v as CatalogLanguage)}
              disabled={!canImport || busy || settings.isPending || saveLanguage.isPending}
              helpText={`Search reads the catalog in this language; shoppers writing other languages find its products too.${vocabulary}`}
            />
          </Box>
          {canImport && language !== savedLanguage && (
            <InlineStack gap="300" blockAlign="center">
              <Text as="p" tone="subdued">The next file is imported as {languageName(language)} (the catalog is in {languageName(savedLanguage)} now).</Text>
              <Button onClick={() => saveLanguage.mutate()} loading={saveLanguage.isPending} disabled={busy}>Save language without importing</Button>
            </InlineStack>
          )}
          <DropZone
            accept=".csv,.jsonl,.ndjson,.json,.gz,text/csv,application/gzip"
            allowMultiple={false}
            disabled={!canImport || busy}
            onDrop={onDrop}
            label="Catalog file"
            labelHidden
            variableHeight
          >
            <Box padding="400">
              <BlockStack gap="200" inlineAlign="center">
                <Button disabled={!canImport || busy} loading={upload.isPending}>Choose a file</Button>
                <Text as="p" tone="subdued">{busy && !upload.isPending ? 'An import is running; wait for it to finish.' : 'or drop it here'}</Text>
              </BlockStack>
            </Box>
          </DropZone>
        </BlockStack>
      </Card>
      {history.isError && <Banner tone="critical" title="Imports could not be loaded">{errorMessage(history.error)}</Banner>}
      {current && <ImportProgress key={current.id} initial={current} />}
      {imports.length > 1 && (
        <Card padding="0">
          <Box padding="400" paddingBlockEnd="200"><Text as="h2" variant="headingMd">Recent imports</Text></Box>
          <IndexTable
            resourceName={{ singular: 'import', plural: 'imports' }}
            itemCount={imports.length}
            selectable={false}
            headings={[{ title: 'File' }, { title: 'Status' }, { title: 'Products', alignment: 'end' }, { title: 'Rejected rows', alignment: 'end' }, { title: 'Started' }]}
          >
            {imports.map((i, n) => (
              <IndexTable.Row id={i.id} key={i.id} position={n} selected={i.id === current?.id} onClick={() => setSelected(i.id)}>
                {/* A button, so keyboard users can pick an import too (the row's click does the same). */}
                <IndexTable.Cell><Button variant="monochromePlain" onClick={() => setSelected(i.id)}>{i.file_name}</Button></IndexTable.Cell>
                <IndexTable.Cell>{statusBadge(i)}</IndexTable.Cell>
                <IndexTable.Cell><Text as="span" alignment="end" numeric>{(i.created + i.updated).toLocaleString()}</Text></IndexTable.Cell>
                <IndexTable.Cell><Text as="span" alignment="end" numeric>{i.failed.toLocaleString()}</Text></IndexTable.Cell>
                <IndexTable.Cell>{formatRelative(i.created_at)}</IndexTable.Cell>
              </IndexTable.Row>
            ))}
          </IndexTable>
        </Card>
      )}
    </BlockStack>
  );
}
