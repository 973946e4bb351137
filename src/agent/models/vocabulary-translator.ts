/**
 * The model that translates a store's catalog vocabulary at import (catalog/vocabulary.ts), chosen as the store's
 * turns choose theirs (service.ts `providerFor`): the store's own provider model when it saved one, else the
 * operator's (env); none when the store chose the built-in model, or no provider is configured — then nothing is
 * translated. Requests go through the same LangChain chat models (createChatModel: OpenAI-compatible endpoints and
 * Anthropic, a store's base URL through the guarded fetch), with a longer timeout than a turn's: a batch of words in
 * five languages is a long answer. With `trace`, the requests of one translation are recorded as one trace with their
 * token usage, as a turn's model calls are (observability startBackgroundTrace, wired in server.ts).
 */
import type { BaseCallbackHandler } from '@langchain/core/callbacks/base';
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
  /** Records one translation's requests (tokens, cost) as a trace of the store; started at the first request. */
  trace?: (storeId: string) => VocabularyTrace;
};

/**
 * A trace of one translation: the LangChain callback handler its requests run with, and its end (the report as its
 * outputs). Observability's BackgroundTrace is one.
 */
export type VocabularyTrace = { handler: BaseCallbackHandler; end: (outcome: { outputs?: unknown; error?: string }) => Promise<void> };

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
    if (!opts.trace) return { model: model.name, languages: store.languages, complete: completeWith(model.model) };
    const chat = model.model;
    const startTrace = opts.trace;
    let trace: VocabularyTrace | null = null;
    return {
      model: model.name, languages: store.languages,
      complete: (messages) => {
        trace ??= startTrace(storeId);
        return completeWith(chat, trace.handler)(messages);
      },
      // A request that failed makes the trace an error one (its words are asked again at the next import or sync).
      finish: async (report) => {
        await trace?.end({ outputs: report, ...(report.failed ? { error: `${report.failed} of ${report.requests} translation requests failed: ${report.errors[0] ?? ''}` } : {}) });
      },
    };
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

/**
 * A chat model as a {@link CompleteText}: system and user messages in, the text of its answer out; `handler` (a run
 * tracer) sees the call.
 */
export function completeWith(model: BaseChatModel, handler?: BaseCallbackHandler): CompleteText {
  return async (messages) => {
    const answer = await model.invoke(messages.map((m) => (m.role === 'system' ? new SystemMessage(m.content) : new HumanMessage(m.content))), handler ? { callbacks: [handler] } : undefined);
    const content = answer.content;
    if (typeof content === 'string') return content;
    return content.map((part) => (typeof part === 'string' ? part : part.type === 'text' && 'text' in part ? String(part.text) : '')).join('');
  };
}
