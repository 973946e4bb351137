/**
 * Provider chat models (OpenAI-compatible endpoints — OpenAI, Ollama, vLLM, gateways — and Anthropic),
 * created from configuration. With none configured, the built-in local model is the only model.
 */
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { ChatAnthropic } from '@langchain/anthropic';
import { ChatOpenAI } from '@langchain/openai';
import type { GuardedFetch } from '../../shared/outbound.ts';

/** Provider settings (from config): OpenAI-compatible wins when both keys are present. */
export type ProviderSettings = {
  openaiApiKey?: string; openaiBaseUrl?: string; openaiModel: string;
  anthropicApiKey?: string; anthropicModel: string;
  timeoutMs: number;
};

/** A configured provider model and its display name (`provider:model`). */
export type ProviderModel = { model: BaseChatModel; name: string };

/**
 * One provider model to build: `openai` (any OpenAI-compatible endpoint) or `anthropic`. `fetch`: what the SDK sends
 * with (a store's own base URL gets shared/outbound.ts's guarded fetch: public addresses only, redirects unfollowed).
 */
export type ChatModelSpec = { provider: 'openai' | 'anthropic'; model: string; apiKey?: string | null; baseUrl?: string | null; timeoutMs: number; fetch?: GuardedFetch };

/**
 * Build a provider chat model. Retries are off: a failing provider falls back to the local model at once (the
 * trace records why). An OpenAI-compatible server without a key (e.g. Ollama) gets a placeholder key.
 */
export function createChatModel(spec: ChatModelSpec): ProviderModel {
  if (spec.provider === 'openai') {
    const model = new ChatOpenAI({
      model: spec.model,
      apiKey: spec.apiKey ?? 'not-needed',
      configuration: spec.baseUrl || spec.fetch ? { ...(spec.baseUrl ? { baseURL: spec.baseUrl } : {}), ...(spec.fetch ? { fetch: spec.fetch } : {}) } : undefined,
      // `streaming` is left unset on purpose. `true` makes invoke() aggregate the stream and then *estimate*
      // token usage with tiktoken, whose encodings @langchain/core downloads from tiktoken.pages.dev (with
      // retries: minutes per call offline, a third-party call per turn online). An explicit `false` sets
      // disableStreaming and kills token streaming. Unset: tokens stream whenever a streaming callback
      // listens (LangGraph's streamMode 'messages' does; so does .stream()), otherwise one JSON request;
      // usage always comes from the provider (its usage chunk, asked for by streamUsage, or the response).
      streamUsage: true,
      maxRetries: 0,
      timeout: spec.timeoutMs,
      temperature: 0.2,
    });
    return { model, name: `openai:${spec.model}` };
  }
  const model = new ChatAnthropic({
    model: spec.model,
    apiKey: spec.apiKey ?? undefined,
    anthropicApiUrl: spec.baseUrl ?? undefined,
    streaming: true,
    maxRetries: 0,
    temperature: 0.2,
    clientOptions: { timeout: spec.timeoutMs, ...(spec.fetch ? { fetch: spec.fetch } : {}) },
  });
  return { model, name: `anthropic:${spec.model}` };
}

/** Create the operator's provider model from configuration (env), or null when no key or base URL is set. */
export function createProviderModel(s: ProviderSettings): ProviderModel | null {
  if (s.openaiApiKey || s.openaiBaseUrl) {
    return createChatModel({ provider: 'openai', model: s.openaiModel, apiKey: s.openaiApiKey, baseUrl: s.openaiBaseUrl, timeoutMs: s.timeoutMs });
  }
  if (s.anthropicApiKey) return createChatModel({ provider: 'anthropic', model: s.anthropicModel, apiKey: s.anthropicApiKey, timeoutMs: s.timeoutMs });
  return null;
}
