/**
 * The agent graph: a LangGraph `StateGraph` tool loop — `agent` (chat model with tools) ⇄ `tools`
 * (ToolNode) — checkpointed per thread (thread id = conversation id). The model for a turn is chosen by
 * the agent service and passed in `configurable.aisleModel`; when the primary (provider) model fails or
 * times out, the local model answers and the reason is reported through `onFallback`.
 */
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { SystemMessage, trimMessages, type BaseMessage } from '@langchain/core/messages';
import { Runnable, type RunnableConfig } from '@langchain/core/runnables';
import type { StructuredToolInterface } from '@langchain/core/tools';
import type { BaseCheckpointSaver } from '@langchain/langgraph';
import { Annotation, END, MessagesAnnotation, START, StateGraph } from '@langchain/langgraph';
import { ToolNode, toolsCondition } from '@langchain/langgraph/prebuilt';
import { describeSearchConstraints } from './models/local/format.ts';
import { renderShoppingContext, type ShoppingContext } from './shopping/context.ts';

/** Model context: the last 20 messages (PRODUCT.md §9). */
export const CONTEXT_MESSAGES = 20;

/** The model choice for one turn. `primary` is already bound to the tools. */
export type ModelChoice = {
  primary: Runnable<BaseMessage[], BaseMessage>;
  primaryName: string;
  /** The local model bound to the tools; null when the primary IS the local model. */
  fallback: Runnable<BaseMessage[], BaseMessage> | null;
  /** Milliseconds before the primary is abandoned for the fallback. */
  timeoutMs: number;
  systemPrompt: string;
  /** Called when the primary failed and the fallback answers (the turn's trace records `reason`). */
  onFallback: (reason: string) => void;
  /**
   * Set by the graph when the primary failed: the rest of the turn stays on the fallback, so a down or hanging
   * provider costs one timeout per turn, not one per agent step.
   */
  primaryFailed?: boolean;
};

/** Read the turn's {@link ModelChoice}. @throws Error when absent (programming error). */
function modelChoiceOf(config: RunnableConfig): ModelChoice {
  const choice = (config.configurable as { aisleModel?: ModelChoice } | undefined)?.aisleModel;
  if (!choice) throw new Error('agent node called without configurable.aisleModel');
  return choice;
}

/** Keep the last {@link CONTEXT_MESSAGES} messages, starting on a human message (no orphan tool results). */
export async function contextWindow(messages: BaseMessage[]): Promise<BaseMessage[]> {
  return trimMessages(messages, {
    maxTokens: CONTEXT_MESSAGES,
    tokenCounter: (msgs) => msgs.length,
    strategy: 'last',
    startOn: 'human',
    allowPartial: false,
  });
}

/** An order verified in this conversation (order name + email matched, by lookup_order). */
export type VerifiedOrder = { id: string; name: string };

/**
 * The graph state: the messages, the orders verified in this conversation (order actions — refund, cancel, address
 * change — are only allowed on a verified order), and the shopping context (the current search and the products
 * shown). Everything is checkpointed with the thread.
 */
export const AgentState = Annotation.Root({
  ...MessagesAnnotation.spec,
  verifiedOrders: Annotation<VerifiedOrder[]>({
    reducer: (a, b) => [...a.filter((x) => !b.some((y) => y.id === x.id)), ...b],
    default: () => [],
  }),
  /** The current search and the products shown (search_products and get_product write it; see shopping/context.ts). */
  shopping: Annotation<ShoppingContext | null>({
    reducer: (a, b) => (b === undefined ? a : b),
    default: () => null,
  }),
});
/** The state's value type. */
export type AgentStateValue = typeof AgentState.State;

/**
 * The system message of an agent step: the store's prompt plus the shopping context in words (provider models read
 * it), and the same context structured in `additional_kwargs.aisle_shopping` (the local model reads that; provider
 * clients send only the text).
 */
export function systemMessage(prompt: string, shopping: ShoppingContext | null, currency = 'USD'): SystemMessage {
  const context = renderShoppingContext(shopping, (c) => describeSearchConstraints(c, currency));
  return new SystemMessage({ content: context ? `${prompt}\n\n${context}` : prompt, additional_kwargs: shopping ? { aisle_shopping: shopping } : {} });
}

/**
 * The edge after the agent node (LangGraph's `toolsCondition`: to `tools` when the model asked for tools, else the end)
 * as a Runnable that just calls it. A plain function there becomes a traced RunnableLambda: on every agent step
 * LangChain set up its callback manager and run tree, every handler got its start and end, and the trace stored one
 * more span whose input was the whole graph state (the conversation's history) for a decision the agent span's output
 * already shows. Same routing, without that.
 */
class AgentRoute extends Runnable<AgentStateValue, string> {
  lc_namespace = ['aisle', 'agent'];

  override async invoke(state: AgentStateValue): Promise<string> {
    return toolsCondition(state);
  }
}

/** Build and compile the graph over the given tools and checkpointer. */
export function buildAgentGraph(tools: StructuredToolInterface[], checkpointer: BaseCheckpointSaver) {
  const toolNode = new ToolNode(tools, { handleToolErrors: true });

  async function agent(state: AgentStateValue, config: RunnableConfig) {
    const choice = modelChoiceOf(config);
    const currency = (config.configurable as { aisle?: { currency?: string } } | undefined)?.aisle?.currency;
    const input = [systemMessage(choice.systemPrompt, state.shopping, currency), ...(await contextWindow(state.messages))];
    if (!choice.fallback) return { messages: [await choice.primary.invoke(input, config)] };
    if (choice.primaryFailed) return { messages: [await choice.fallback.invoke(input, config)] };
    try {
      const signal = config.signal ? AbortSignal.any([config.signal, AbortSignal.timeout(choice.timeoutMs)]) : AbortSignal.timeout(choice.timeoutMs);
      return { messages: [await choice.primary.invoke(input, { ...config, signal })] };
    } catch (err) {
      if (config.signal?.aborted) throw err;
      const reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      choice.primaryFailed = true;
      choice.onFallback(`${choice.primaryName} failed, local model answered: ${reason}`);
      return { messages: [await choice.fallback.invoke(input, config)] };
    }
  }

  return new StateGraph(AgentState)
    .addNode('agent', agent)
    .addNode('tools', toolNode)
    .addEdge(START, 'agent')
    .addConditionalEdges('agent', new AgentRoute(), ['tools', END])
    .addEdge('tools', 'agent')
    .compile({ checkpointer });
}

/** The compiled graph type. */
export type AgentGraph = ReturnType<typeof buildAgentGraph>;
/** Re-exported for callers that build models. */
export type { BaseChatModel };
