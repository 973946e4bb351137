/**
 * The model that translates a store's catalog vocabulary at import (catalog/vocabulary.ts), chosen as the store's
 * turns choose theirs (service.ts `providerFor`): the store's own provider model when it saved one, else the
 * operator's (env); none when the store chose the built-in model, or no provider is configured — then nothing is
 * translated. Requests go through the same LangChain chat models (createChatModel: OpenAI-compatible endpoints and
 * Anthropic, a store's base URL through the guarded fetch), with a longer timeout than a turn's: a batch of words in
 * five languages is a long answer.
 */
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { HumanMessage, SystemMessage } from '@langchain/core/messages';
import type { CompleteText, VocabularyTranslatorFor } from '../../catalog/index.ts';
import type { GuardedFetch } from '../../shared/outbound.ts';
import { createChatModel, type ProviderModel } from './providers.ts';

/** Milliseconds a translation request may take (a turn's model timeout is shorter). */
export const VOCABULARY_TIMEOUT_MS = 120_000;

/** A store's saved model choice (stores/settings.ts `readStoreModel`; the same shape as service.ts StoreModelChoice). */
type SavedModel = { provider: 'default' | 'local' | 'openai' | 'anthropic'; model: string | null; baseUrl: string | null; apiKey: () => string | null };

/**
 * Options of {@link createVocabularyTranslatorFor}: the operator's model, how to read a store's served languages and
 * saved model choice (null: no such store), and what a store's own base URL is fetched with.
 */
export type VocabularyTranslatorOptions = {
  operator: ProviderModel | null;
  readStore: (storeId: string) => Promise<{ languages: readonly string[]; model: SavedModel | null } | null>;
  timeoutMs?: number;
  fetch?: GuardedFetch;
};

/** Build the per-store vocabulary translator the catalog import calls (null for a store without a provider model). */
export function createVocabularyTranslatorFor(opts: VocabularyTranslatorOptions): VocabularyTranslatorFor {
  const timeoutMs = opts.timeoutMs ?? VOCABULARY_TIMEOUT_MS;
  return async (storeId) => {
    const store = await opts.readStore(storeId);
    if (!store) return null;
    const choice = store.model;
    let model = opts.operator;
    if (choice?.provider === 'local') model = null;
    else if (choice && choice.provider !== 'default' && choice.model) {
      const apiKey = openKey(choice);
      // A key that cannot be opened (the app secret changed): the operator's model, as a turn does.
      if (apiKey !== false) {
        model = createChatModel({ provider: choice.provider, model: choice.model, apiKey, baseUrl: choice.baseUrl, timeoutMs, ...(opts.fetch ? { fetch: opts.fetch } : {}) });
      }
    }
    if (!model) return null;
    return { model: model.name, languages: store.languages, complete: completeWith(model.model) };
  };
}

/** The saved key of a store's model, null without one, false when it cannot be decrypted. */
function openKey(choice: SavedModel): string | null | false {
  try {
    return choice.apiKey();
  } catch {
    return false;
  }
}

/** A chat model as a {@link CompleteText}: system and user messages in, the text of its answer out. */
export function completeWith(model: BaseChatModel): CompleteText {
  return async (messages) => {
    const answer = await model.invoke(messages.map((m) => (m.role === 'system' ? new SystemMessage(m.content) : new HumanMessage(m.content))));
    const content = answer.content;
    if (typeof content === 'string') return content;
    return content.map((part) => (typeof part === 'string' ? part : part.type === 'text' && 'text' in part ? String(part.text) : '')).join('');
  };
}
