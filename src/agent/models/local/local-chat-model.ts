/**
 * Aisle's built-in LOCAL chat model: a LangChain `BaseChatModel` that needs no network. It classifies
 * the shopper's message (src/agent/nlu) and either calls a tool (contracts.ts) or answers; after tool
 * results it writes a templated reply from those results only (policy.ts, format.ts).
 */
import type { CallbackManagerForLLMRun } from '@langchain/core/callbacks/manager';
import type { BaseChatModelCallOptions, BaseChatModelParams, BindToolsInput } from '@langchain/core/language_models/chat_models';
import { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { BaseLanguageModelInput } from '@langchain/core/language_models/base';
import { AIMessage, AIMessageChunk, type BaseMessage } from '@langchain/core/messages';
import { ChatGenerationChunk, type ChatResult } from '@langchain/core/outputs';
import type { Runnable } from '@langchain/core/runnables';
import type { IntentClassifier } from '../../nlu/index.ts';
import { TOOL_NAMES } from '../../tools/contracts.ts';
import { decideNextMessage, type CatalogProbe, type LanguageSettings, type LocalDecision } from './policy.ts';

/** Model name reported in response metadata and traces. */
export const LOCAL_MODEL_NAME = 'aisle-local';

/**
 * Call options: tools bound with `bindTools` (only their names are used); per-turn store facts: `agentName` (how
 * the assistant introduces itself; default the constructor's), `avoidTopics` (declined, see nlu/topics.ts) and
 * `probe` (the store's catalog, asked whether it answers a need the classifier does not see as shopping) and `language`.
 */
export type LocalChatModelCallOptions = BaseChatModelCallOptions & {
  tools?: BindToolsInput[]; agentName?: string; avoidTopics?: string[]; probe?: CatalogProbe;
  /** The store's languages and the conversation's locale (see LanguageSettings); absent = English only. */
  language?: LanguageSettings;
};

/** Constructor fields. `agentName` is how the assistant introduces itself (default "Aisle"). */
export type LocalChatModelFields = BaseChatModelParams & { classifier: IntentClassifier; agentName?: string };

const WHITESPACE = /\s/;

/** 0 = whitespace, 1 = ASCII letter or digit, 2 = anything else (one UTF-16 code unit). */
function charClass(code: number, text: string, i: number): 0 | 1 | 2 {
  if ((code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)) return 1;
  if (code === 32 || (code >= 9 && code <= 13)) return 0;
  return code < 128 || !WHITESPACE.test(text[i]!) ? 2 : 0;
}

/**
 * Rough token estimate for usage reporting: word pieces ≈ words × 1.3 plus punctuation. Counts what
 * `/[A-Za-z0-9]+|[^\sA-Za-z0-9]/g` matches (a run of ASCII letters/digits, or any other non-space code unit)
 * without building the match array: it runs over every message of every model call.
 */
export function estimateTokens(text: string): number {
  let words = 0;
  let inRun = false;
  for (let i = 0; i < text.length; i++) {
    const c = charClass(text.charCodeAt(i), text, i);
    if (c === 1) {
      if (!inRun) words++;
      inRun = true;
    } else {
      inRun = false;
      if (c === 2) words++;
    }
  }
  return Math.ceil(words * 1.3);
}

function toolNameOf(t: BindToolsInput): string | undefined {
  const x = t as { name?: string; function?: { name?: string } };
  return x.name ?? x.function?.name;
}

/** Split text into a few chunks on word boundaries (for streaming). */
export function splitIntoChunks(text: string, parts = 4): string[] {
  if (!text) return [''];
  const pieces = text.match(/\S+\s*|\s+/g) ?? [text];
  const size = Math.max(1, Math.ceil(pieces.length / parts));
  const out: string[] = [];
  for (let i = 0; i < pieces.length; i += size) out.push(pieces.slice(i, i + size).join(''));
  return out;
}

let callCounter = 0;

/** The local model. Deterministic; about 0.1 ms per call plus classification. */
export class LocalChatModel extends BaseChatModel<LocalChatModelCallOptions, AIMessageChunk> {
  classifier: IntentClassifier;
  agentName: string;

  constructor(fields: LocalChatModelFields) {
    const { classifier, agentName, ...rest } = fields;
    super(rest);
    this.classifier = classifier;
    this.agentName = agentName ?? 'Aisle';
  }

  static lc_name(): string {
    return 'LocalChatModel';
  }

  _llmType(): string {
    return LOCAL_MODEL_NAME;
  }

  override bindTools(tools: BindToolsInput[], kwargs?: Partial<LocalChatModelCallOptions>): Runnable<BaseLanguageModelInput, AIMessageChunk, LocalChatModelCallOptions> {
    return this.withConfig({ ...kwargs, tools } as Partial<LocalChatModelCallOptions>);
  }

  private decide(messages: BaseMessage[], options: this['ParsedCallOptions']): Promise<LocalDecision> {
    const bound = (options.tools ?? []).map(toolNameOf).filter((n): n is string => !!n);
    return decideNextMessage(messages, this.classifier, options.agentName ?? this.agentName, new Set(bound.length ? bound : TOOL_NAMES), { avoidTopics: options.avoidTopics, probe: options.probe, language: options.language });
  }

  private usage(messages: BaseMessage[], d: LocalDecision) {
    const prompt = messages.reduce((a, m) => a + estimateTokens(typeof m.content === 'string' ? m.content : JSON.stringify(m.content)), 0);
    const completion = estimateTokens(d.text) + d.toolCalls.reduce((a, c) => a + estimateTokens(`${c.name} ${JSON.stringify(c.args)}`), 0);
    return { promptTokens: prompt, completionTokens: completion, totalTokens: prompt + completion };
  }

  private toolCalls(d: LocalDecision) {
    return d.toolCalls.map((c) => ({ id: `call_local_${Date.now().toString(36)}_${(callCounter++).toString(36)}`, name: c.name, args: c.args, type: 'tool_call' as const }));
  }

  async _generate(messages: BaseMessage[], options: this['ParsedCallOptions']): Promise<ChatResult> {
    const d = await this.decide(messages, options);
    const usage = this.usage(messages, d);
    const message = new AIMessage({
      content: d.text,
      tool_calls: this.toolCalls(d),
      additional_kwargs: { aisle: d.info },
      response_metadata: { model_name: LOCAL_MODEL_NAME },
      usage_metadata: { input_tokens: usage.promptTokens, output_tokens: usage.completionTokens, total_tokens: usage.totalTokens },
    });
    return { generations: [{ text: d.text, message }], llmOutput: { tokenUsage: usage } };
  }

  override async *_streamResponseChunks(messages: BaseMessage[], options: this['ParsedCallOptions'], runManager?: CallbackManagerForLLMRun): AsyncGenerator<ChatGenerationChunk> {
    const d = await this.decide(messages, options);
    const usage = this.usage(messages, d);
    const calls = this.toolCalls(d);
    const texts = splitIntoChunks(d.text);
    for (let i = 0; i < texts.length; i++) {
      const first = i === 0, lastChunk = i === texts.length - 1;
      const chunk = new ChatGenerationChunk({
        text: texts[i],
        message: new AIMessageChunk({
          content: texts[i],
          additional_kwargs: first ? { aisle: d.info } : {},
          tool_call_chunks: lastChunk ? calls.map((c, index) => ({ id: c.id, name: c.name, args: JSON.stringify(c.args), index, type: 'tool_call_chunk' as const })) : [],
          response_metadata: lastChunk ? { model_name: LOCAL_MODEL_NAME } : {},
          usage_metadata: lastChunk ? { input_tokens: usage.promptTokens, output_tokens: usage.completionTokens, total_tokens: usage.totalTokens } : undefined,
        }),
      });
      yield chunk;
      await runManager?.handleLLMNewToken(texts[i], undefined, undefined, undefined, undefined, { chunk });
    }
  }
}
