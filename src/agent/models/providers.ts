/**
 * Provider chat models (OpenAI-compatible endpoints — OpenAI, Ollama, vLLM, gateways — and Anthropic),
 * created from configuration. With none configured, the built-in local model is the only model.
 */
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { ChatAnthropic } from '@langchain/anthropic';
import { ChatOpenAI } from '@langchain/openai';

/** Provider settings (from config): OpenAI-compatible wins when both keys are present. */
export type ProviderSettings = {
  openaiApiKey?: string; openaiBaseUrl?: string; openaiModel: string;
  anthropicApiKey?: string; anthropicModel: string;
  timeoutMs: number;
};

/** A configured provider model and its display name (`provider:model`). */
export type ProviderModel = { model: BaseChatModel; name: string };

/**
 * Create the configured provider model, or null when no key is set. Retries are off: a failing provider
 * falls back to the local model at once (the trace records why).
 */
export function createProviderModel(s: ProviderSettings): ProviderModel | null {
  if (s.openaiApiKey || s.openaiBaseUrl) {
    const model = new ChatOpenAI({
      model: s.openaiModel,
      apiKey: s.openaiApiKey ?? 'not-needed',
      configuration: s.openaiBaseUrl ? { baseURL: s.openaiBaseUrl } : undefined,
      // `streaming` is left unset on purpose. `true` makes invoke() aggregate the stream and then *estimate*
      // token usage with tiktoken, whose encodings @langchain/core downloads from tiktoken.pages.dev (with
      // retries: minutes per call offline, a third-party call per turn online). An explicit `false` sets
      // disableStreaming and kills token streaming. Unset: tokens stream whenever a streaming callback
      // listens (LangGraph's streamMode 'messages' does; so does .stream()), otherwise one JSON request;
      // usage always comes from the provider (its usage chunk, asked for by streamUsage, or the response).
      streamUsage: true,
      maxRetries: 0,
      timeout: s.timeoutMs,
      temperature: 0.2,
    });
    return { model, name: `openai:${s.openaiModel}` };
  }
  if (s.anthropicApiKey) {
    const model = new ChatAnthropic({
      model: s.anthropicModel,
      apiKey: s.anthropicApiKey,
      streaming: true,
      maxRetries: 0,
      temperature: 0.2,
      clientOptions: { timeout: s.timeoutMs },
    });
    return { model, name: `anthropic:${s.anthropicModel}` };
  }
  return null;
}
