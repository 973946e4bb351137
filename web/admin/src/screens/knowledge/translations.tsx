/**
 * The translations of an article, in its editor: one locale at a time (a Select that says which are translated or
 * outdated — the article's text changed since, so the agent does not answer from it), its title and Markdown body, Save (PUT …/translations/{locale}) and Delete (DELETE). Shoppers who write in
 * that language get the agent's answer from the translation; without one, the agent quotes the article as written with
 * a note. Viewers see it read-only. No HTML is inserted here (the bodies are plain text fields).
 */
import { Badge, Banner, BlockStack, Button, Card, FormLayout, InlineStack, Select, Text, TextField } from '@shopify/polaris';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api, errorMessage, queryClient } from '../../api.ts';
import type { ApiResponse } from '../../../../api/index.ts';
import { fieldError } from '../../components/auth-layout.tsx';
import { KNOWLEDGE_KEY, LIMITS, TRANSLATION_LOCALES, type Article } from './types.ts';

const languageName = new Intl.DisplayNames(['en'], { type: 'language' });

/** The Translations card of an existing article. `onSaved` shows a toast in the editor. */
export function TranslationsCard({ article, readOnly, onSaved }: { article: Article; readOnly: boolean; onSaved: (message: string) => void }) {
  const byLocale = new Map(article.translations.map((t) => [t.locale, t]));
  // Every language the agent answers in but the one the article is written in.
  const locales = TRANSLATION_LOCALES.filter((l) => l !== article.language || byLocale.has(l));
  const [locale, setLocale] = useState<string>(locales.find((l) => !byLocale.has(l)) ?? locales[0]!);
  const current = byLocale.get(locale);
  const [draft, setDraft] = useState({ title: current?.title ?? '', body: current?.body ?? '' });
  const dirty = draft.title !== (current?.title ?? '') || draft.body !== (current?.body ?? '');
  const path = `/api/v1/admin/knowledge/articles/${article.id}/translations/${locale}`;

  const choose = (next: string) => {
    const t = byLocale.get(next);
    setLocale(next);
    setDraft({ title: t?.title ?? '', body: t?.body ?? '' });
    save.reset();
  };
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [...KNOWLEDGE_KEY, 'article', article.id] });
    void queryClient.invalidateQueries({ queryKey: [...KNOWLEDGE_KEY, 'list'] });
  };
  const save = useMutation({
    // Only what changed (`{}` marks an outdated translation up to date as it is: an imported one may be longer than the limit).
    mutationFn: () => api.put<ApiResponse<'/api/v1/admin/knowledge/articles/{id}/translations/{locale}', 'put'>>(path, current ? {
      ...(draft.title !== current.title ? { title: draft.title } : {}), ...(draft.body !== current.body ? { body: draft.body } : {}),
    } : draft),
    onSuccess: () => { refresh(); onSaved(`${languageName.of(locale)} translation saved`); },
  });
  const remove = useMutation({
    mutationFn: () => api.del(path),
    onSuccess: () => { refresh(); setDraft({ title: '', body: '' }); onSaved(`${languageName.of(locale)} translation deleted`); },
  });

  const options = locales.map((l) => {
    const t = byLocale.get(l);
    const state = !t ? 'not translated' : t.outdated ? 'outdated' : t.source === 'shopify' ? 'translated in Shopify' : 'translated';
    return { label: `${languageName.of(l)} (${l}) — ${state}`, value: l };
  });
  const generalError = save.isError && !fieldError(save.error, 'title') && !fieldError(save.error, 'body') ? errorMessage(save.error) : null;

  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack gap="200" blockAlign="center">
          <Text as="h2" variant="headingSm">Translations</Text>
          {article.translations.map((t) => <Badge key={t.locale} tone={t.outdated ? 'warning' : 'success'}>{t.outdated ? `${t.locale.toUpperCase()} outdated` : t.locale.toUpperCase()}</Badge>)}
        </InlineStack>
        <Text as="p" tone="subdued">
          Shoppers who write in one of these languages get their answer from its translation. Without one, the agent quotes this article as written, with a note saying so.
        </Text>
        {current?.outdated && (
          <Banner tone="warning" title={`The ${languageName.of(locale)} translation is outdated`}>
            {current.source === 'shopify'
              ? 'The policy changed in Shopify after this translation was made. Update the translation in Shopify, or save one here. Until then, shoppers who write in this language get the current page as written, with a note saying which language it is in.'
              : 'The article changed after this translation was saved. Until it is saved again, shoppers who write in this language get the current article as written, with a note saying which language it is in.'}
          </Banner>
        )}
        {current?.source === 'shopify' && !current.outdated && <Text as="p" tone="subdued">Imported from Shopify's translation of this policy; saving it here makes it yours (later syncs keep it).</Text>}
        {generalError && <Banner tone="critical" title="The translation was not saved">{generalError}</Banner>}
        {remove.isError && <Banner tone="critical">{errorMessage(remove.error)}</Banner>}
        <FormLayout>
          <Select label="Translation language" options={options} value={locale} onChange={choose} />
          <TextField label="Translated title" value={draft.title} onChange={(title) => setDraft((d) => ({ ...d, title }))} autoComplete="off" maxLength={LIMITS.titleMax} disabled={readOnly} error={fieldError(save.error, 'title')} />
          <TextField
            label="Translated body (Markdown)" value={draft.body} onChange={(body) => setDraft((d) => ({ ...d, body }))} autoComplete="off" multiline={8}
            maxLength={LIMITS.bodyMax} showCharacterCount disabled={readOnly} error={fieldError(save.error, 'body')}
            helpText="The same facts as the article, in this language. Markdown as in the article."
          />
        </FormLayout>
        {!readOnly && (
          <InlineStack gap="200" align="end">
            {current && <Button tone="critical" variant="plain" onClick={() => remove.mutate()} loading={remove.isPending}>Delete translation</Button>}
            {/* An outdated translation that still says the same can be confirmed as it is: saving records the article's text now. */}
            <Button variant="primary" onClick={() => save.mutate()} loading={save.isPending} disabled={(!dirty && !current?.outdated) || !draft.title.trim() || !draft.body.trim()}>
              {!dirty && current?.outdated ? 'Mark as up to date' : 'Save translation'}
            </Button>
          </InlineStack>
        )}
      </BlockStack>
    </Card>
  );
}
