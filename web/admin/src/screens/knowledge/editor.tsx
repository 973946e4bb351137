/**
 * The article editor (/knowledge/new, /knowledge/:id): title, the language it is written in, tags (comma-separated), Markdown body with a Write /
 * Preview tab — the preview is the server's sanitized HTML (POST /api/v1/admin/knowledge/preview), the only HTML
 * this screen inserts. Save creates the article or sends what changed (PUT takes any of title, body, tags); Delete asks in a Modal first. An existing article also has
 * its translations per locale (translations.tsx). Viewers see it read-only; a policy imported from Shopify has its
 * title, body and language read-only (edited in Shopify, synced hourly) and no Delete, its tags editable.
 */
import {
  Badge, Banner, BlockStack, Box, Card, FormLayout, Layout, Modal, Page, Select, SkeletonBodyText, Tabs, Text, TextField, Toast,
} from '@shopify/polaris';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api, ApiError, errorMessage, queryClient, roleAtLeast, useStaffSession } from '../../api.ts';
import type { ApiBody, ApiResponse } from '../../../../api/index.ts';
import { fieldError } from '../../components/auth-layout.tsx';
import { formatRelative } from '../../format.ts';
import { TranslationsCard } from './translations.tsx';
import { KNOWLEDGE_KEY, LIMITS, TRANSLATION_LOCALES, type Article } from './types.ts';

/** `language`: ISO 639-1, or '' for a new article = the store's language (the server's default). */
type Draft = { title: string; tags: string; body: string; language: string };

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** The Language select's options: the languages the agent answers in, and the article's own if it is another. */
function languageOptions(current: string | undefined): { label: string; value: string }[] {
  const codes = [...TRANSLATION_LOCALES].sort((a, b) => (languageNames.of(a) ?? a).localeCompare(languageNames.of(b) ?? b));
  if (current && !codes.includes(current as (typeof TRANSLATION_LOCALES)[number])) codes.push(current as (typeof TRANSLATION_LOCALES)[number]);
  return [...(current ? [] : [{ label: "The store's language", value: '' }]), ...codes.map((c) => ({ label: languageNames.of(c) ?? c, value: c }))];
}

/** "Shipping, Returns ,x" → ['shipping', 'returns', 'x'] (the server lower-cases and de-duplicates too). */
function parseTags(s: string): string[] {
  return [...new Set(s.split(',').map((t) => t.trim().toLowerCase()).filter(Boolean))];
}

/** Server-rendered preview of a Markdown body (debounced while typing). */
function Preview({ body }: { body: string }) {
  const [text, setText] = useState(body);
  useEffect(() => {
    const t = setTimeout(() => setText(body), 250);
    return () => clearTimeout(t);
  }, [body]);
  const q = useQuery({
    queryKey: [...KNOWLEDGE_KEY, 'preview', text],
    queryFn: () => api.post<ApiResponse<'/api/v1/admin/knowledge/preview', 'post'>>('/api/v1/admin/knowledge/preview', { body: text }),
    enabled: text.trim().length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!text.trim()) return <Text as="p" tone="subdued">Nothing to preview yet.</Text>;
  if (q.isError) return <Banner tone="critical" title="The preview failed">{errorMessage(q.error)}</Banner>;
  if (!q.data) return <SkeletonBodyText lines={5} />;
  // The HTML comes from the server's Markdown sanitizer (src/conversations/markdown.ts), never from raw input.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitized HTML
  return <div className="knowledge-preview" data-testid="knowledge-preview" dangerouslySetInnerHTML={{ __html: q.data.html }} />;
}

function Editor({ article }: { article: Article | null }) {
  const navigate = useNavigate();
  const { staff } = useStaffSession();
  const readOnly = !roleAtLeast(staff.role, 'agent');
  // A policy imported from Shopify: its title and body are Shopify's (edited there); its tags are Aisle's.
  const imported = article?.source === 'shopify';
  const [draft, setDraft] = useState<Draft>({ title: article?.title ?? '', tags: article?.tags.join(', ') ?? '', body: article?.body ?? '', language: article?.language ?? '' });
  const [tab, setTab] = useState(0);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [toast, setToast] = useState<string | null>(null);
  const dirty = draft.title !== (article?.title ?? '') || draft.body !== (article?.body ?? '') || draft.tags !== (article?.tags.join(', ') ?? '') || draft.language !== (article?.language ?? '');

  const save = useMutation({
    mutationFn: () => {
      const tags = parseTags(draft.tags);
      if (!article) {
        return api.post<ApiResponse<'/api/v1/admin/knowledge/articles', 'post'>>('/api/v1/admin/knowledge/articles', { title: draft.title, body: draft.body, tags, ...(draft.language ? { language: draft.language } : {}) });
      }
      // Only what changed: an imported policy's body may be longer than an article written here may be, and is never sent back.
      const change: ApiBody<'/api/v1/admin/knowledge/articles/{id}', 'put'> = {
        ...(draft.title !== article.title ? { title: draft.title } : {}),
        ...(draft.body !== article.body ? { body: draft.body } : {}),
        ...(draft.tags !== article.tags.join(', ') ? { tags } : {}),
        ...(draft.language !== article.language ? { language: draft.language } : {}),
      };
      return api.put<ApiResponse<'/api/v1/admin/knowledge/articles/{id}', 'put'>>(`/api/v1/admin/knowledge/articles/${article.id}`, change);
    },
    onSuccess: ({ article: saved }) => {
      queryClient.setQueryData([...KNOWLEDGE_KEY, 'article', saved.id], { article: saved });
      void queryClient.invalidateQueries({ queryKey: [...KNOWLEDGE_KEY, 'list'] });
      setDraft({ title: saved.title, tags: saved.tags.join(', '), body: saved.body, language: saved.language });
      setToast(article ? 'Article saved' : 'Article created');
      if (!article) navigate(`/knowledge/${saved.id}`, { replace: true });
    },
  });
  const remove = useMutation({
    mutationFn: () => api.del(`/api/v1/admin/knowledge/articles/${article!.id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...KNOWLEDGE_KEY, 'list'] });
      navigate('/knowledge', { state: { toast: 'Article deleted' } });
    },
  });
  const generalError = save.isError && !['title', 'body', 'tags'].some((f) => fieldError(save.error, f)) ? errorMessage(save.error) : null;
  const tagsError = save.error instanceof ApiError ? save.error.errors.find((e) => e.path?.startsWith('tags'))?.message : undefined;

  return (
    <Page
      backAction={{ content: 'Knowledge', onAction: () => navigate('/knowledge') }}
      title={article ? article.title : 'New article'}
      titleMetadata={article?.demo ? <Badge>Demo</Badge> : undefined}
      subtitle={article ? `Updated ${formatRelative(article.updated_at)}` : 'The agent uses it from the next message on.'}
      primaryAction={readOnly ? undefined : { content: 'Save', onAction: () => save.mutate(), loading: save.isPending, disabled: !dirty || !draft.title.trim() || !draft.body.trim() }}
      secondaryActions={article && !readOnly && !imported ? [{ content: 'Delete', destructive: true, onAction: () => setConfirmDelete(true) }] : undefined}
    >
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            {readOnly && <Banner tone="info">You can read articles; editing them needs the agent or owner role.</Banner>}
            {imported && (
              <Banner tone="info" title="Imported from your Shopify policies" action={article?.url ? { content: 'View the policy page', url: article.url, target: '_blank' } : undefined}>
                Edit this policy in Shopify (Settings → Policies): Aisle syncs it within the hour, so the agent always quotes what your store publishes. You can change its tags here.
              </Banner>
            )}
            {generalError && <Banner tone="critical" title="The article was not saved">{generalError}</Banner>}
            <Card>
              <FormLayout>
                <TextField label="Title" value={draft.title} onChange={(title) => setDraft((d) => ({ ...d, title }))} autoComplete="off" maxLength={LIMITS.titleMax} showCharacterCount disabled={readOnly || imported} error={fieldError(save.error, 'title')} />
                <Select
                  label="Language" options={languageOptions(article?.language)} value={draft.language} onChange={(language) => setDraft((d) => ({ ...d, language }))}
                  disabled={readOnly || imported} error={fieldError(save.error, 'language')}
                  helpText={imported ? "Your shop's language: Shopify policies are written in it." : 'The language this article is written in. Shoppers who write another language, with no translation into it, get the article quoted with a note naming this language.'}
                />
                <TextField
                  label="Tags" value={draft.tags} onChange={(tags) => setDraft((d) => ({ ...d, tags }))} autoComplete="off" disabled={readOnly} error={tagsError}
                  helpText={`Comma-separated, up to ${LIMITS.tagsMax}. shipping, returns, payment and contact also match the words shoppers use for those topics.`}
                />
              </FormLayout>
            </Card>
            <Card padding="0">
              <Tabs tabs={[{ id: 'write', content: 'Write', panelID: 'write-panel' }, { id: 'preview', content: 'Preview', panelID: 'preview-panel' }]} selected={tab} onSelect={setTab}>
                <Box padding="400">
                  {tab === 0 ? (
                    <div id="write-panel" className="knowledge-body-field">
                      <TextField
                        label="Body (Markdown)" value={draft.body} onChange={(body) => setDraft((d) => ({ ...d, body }))} autoComplete="off" multiline={14}
                        maxLength={imported ? undefined : LIMITS.bodyMax} showCharacterCount={!imported} disabled={readOnly || imported} error={fieldError(save.error, 'body')}
                        helpText="Headings (#), **bold**, lists (-), links [text](https://…) and tables. Shoppers get the first paragraphs as the answer."
                      />
                    </div>
                  ) : (
                    <div id="preview-panel"><Preview body={draft.body} /></div>
                  )}
                </Box>
              </Tabs>
            </Card>
            {article && <TranslationsCard article={article} readOnly={readOnly} onSaved={setToast} />}
          </BlockStack>
        </Layout.Section>
      </Layout>
      <Modal
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={`Delete “${article?.title ?? ''}”?`}
        primaryAction={{ content: 'Delete article', destructive: true, onAction: () => remove.mutate(), loading: remove.isPending }}
        secondaryActions={[{ content: 'Cancel', onAction: () => setConfirmDelete(false) }]}
      >
        <Modal.Section>
          <BlockStack gap="200">
            {remove.isError && <Banner tone="critical">{errorMessage(remove.error)}</Banner>}
            <Text as="p">The agent stops using it from the next message. This cannot be undone.</Text>
          </BlockStack>
        </Modal.Section>
      </Modal>
      {toast && <Toast content={toast} onDismiss={() => setToast(null)} />}
    </Page>
  );
}

/** /knowledge/new (article null) or /knowledge/:id. */
export function ArticleEditorPage({ isNew }: { isNew?: boolean }) {
  const id = useParams().id;
  const navigate = useNavigate();
  const q = useQuery({
    queryKey: [...KNOWLEDGE_KEY, 'article', id],
    queryFn: ({ signal }) => api.get<ApiResponse<'/api/v1/admin/knowledge/articles/{id}', 'get'>>(`/api/v1/admin/knowledge/articles/${encodeURIComponent(id!)}`, signal),
    enabled: !isNew && !!id,
  });
  if (isNew) return <Editor article={null} />;
  if (q.isError) {
    const missing = q.error instanceof ApiError && q.error.status === 404;
    return (
      <Page backAction={{ content: 'Knowledge', onAction: () => navigate('/knowledge') }} title="Article">
        <Banner tone={missing ? 'warning' : 'critical'} title={missing ? 'This article does not exist in your store' : 'The article could not be loaded'}>
          {!missing && errorMessage(q.error)}
        </Banner>
      </Page>
    );
  }
  if (!q.data) return <Page title="Article"><Card><SkeletonBodyText lines={8} /></Card></Page>;
  return <Editor key={q.data.article.id} article={q.data.article} />;
}
