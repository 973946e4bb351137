/**
 * The agent service: runs one shopper turn through the graph on the conversation's thread, streams text
 * deltas and grounded parts, and returns the final answer. Turns on one thread are serialized (in this
 * process by a queue, across processes by a Postgres advisory lock). Step limit 12 (PRODUCT.md §9): past it
 * the shopper gets a graceful answer and the offer of a person (`out_of_steps`).
 */
import { AIMessage, AIMessageChunk, HumanMessage, ToolMessage, type BaseMessage } from '@langchain/core/messages';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import { GraphRecursionError } from '@langchain/langgraph';
import { PostgresSaver } from '@langchain/langgraph-checkpoint-postgres';
import type { Database } from '../db/index.ts';
import { buildAgentGraph, type AgentGraph, type ModelChoice } from './graph.ts';
import { mergeTurnParts, partsFromToolMessage, type StoredPart } from './parts.ts';
import type { ProviderModel } from './models/providers.ts';
import { createTools, type ToolContext } from './tools/index.ts';
import type { PaymentService } from '../payments/index.ts';

/** Agent step limit per turn (PRODUCT.md §9): LangGraph super-steps. */
export const STEP_LIMIT = 12;

/** Events streamed during a turn. */
export type TurnEvent = { type: 'delta'; text: string } | { type: 'parts'; parts: StoredPart[] };

/** Outcome of a turn. `status` per PRODUCT.md §4 (agent run). */
export type TurnResult = { text: string; parts: StoredPart[]; status: 'done' | 'out_of_steps'; model: string; fallbackReason: string | null };

/** Per-turn trace recorder (see observability). */
export type TurnTracer = {
  handler: BaseCallbackHandler;
  markRoot: (status: 'done' | 'error' | 'interrupted' | 'out_of_steps', extra?: { error?: string; outputs?: unknown; metadata?: Record<string, unknown> }) => void;
  flush: () => Promise<void>;
};

/** Store facts the agent needs for a turn. */
export type TurnStore = { id: string; name: string; currency: string; agentName: string; tone: string; staffAvailable: boolean };

/** Input of {@link AgentService.runTurn}. `text` null = retry the thread's last, unanswered shopper message. */
export type TurnInput = {
  store: TurnStore;
  conversationId: string;
  text: string | null;
  traceId: string;
  tracer?: TurnTracer;
  onEvent?: (e: TurnEvent) => void;
  requestHandoff: ToolContext['requestHandoff'];
  signal?: AbortSignal;
  /** This Aisle's public origin (for checkout links); defaults to the service's `publicUrl`. */
  baseUrl?: string;
};

/** Options of {@link createAgentService}. */
export type AgentServiceOptions = {
  database: Database;
  localModel: BaseChatModel;
  provider?: ProviderModel | null;
  timeoutMs?: number;
  /** With it, the agent can add to the cart and check out (add_to_cart, checkout tools). */
  payments?: PaymentService | null;
  /** AISLE_PUBLIC_URL, for checkout links when a turn gives no base URL. */
  publicUrl?: string;
};

/** The agent service returned by {@link createAgentService}. */
export type AgentService = {
  runTurn: (input: TurnInput) => Promise<TurnResult>;
  /** Messages of a thread (for tests and the admin). */
  threadMessages: (conversationId: string) => Promise<BaseMessage[]>;
  graph: AgentGraph;
};

/** Words for the graceful answer when the step limit is reached. */
const OUT_OF_STEPS_TEXT = "I'm sorry — I couldn't finish that one. Would you like me to bring in a person from the team? You can also try asking in a different way.";

/** A 64-bit advisory lock key for a thread (first 15 hex digits of the uuid). */
function lockKey(conversationId: string): string {
  return BigInt(`0x${conversationId.replace(/-/g, '').slice(0, 15)}`).toString();
}

/** Create the checkpointer (tables in schema `langgraph`, created on first use) and the agent service. */
export async function createAgentService(opts: AgentServiceOptions): Promise<AgentService> {
  const checkpointer = new PostgresSaver(opts.database.pool, undefined, { schema: 'langgraph' });
  await checkpointer.setup();
  const tools = createTools(opts.database, { cart: opts.payments ? { payments: opts.payments, publicUrl: opts.publicUrl } : undefined });
  const graph = buildAgentGraph(tools, checkpointer);
  const local = opts.localModel.bindTools!(tools);
  const provider = opts.provider ? { name: opts.provider.name, bound: opts.provider.model.bindTools!(tools) } : null;
  const queues = new Map<string, Promise<unknown>>();

  function systemPromptFor(store: TurnStore): string {
    return [
      `You are ${store.agentName}, the shopping and support assistant of the online store "${store.name}". Tone: ${store.tone}.`,
      'Facts (products, prices, stock, orders, policies) come ONLY from tool results: never invent or guess them. Prices are in ' + store.currency + '; say "price not listed" when a product has none.',
      'For any product request call search_products with the shopper\'s words (keep their price, colour, size and brand words). The shop shows product cards for the results, so keep your text short: a sentence or two and at most a short list.',
      'If search_products says closest=true, tell the shopper plainly that nothing matched every constraint and these are the closest items.',
      'For a question about a product shown earlier, call get_product with its id and answer only from the passages; say so when they do not contain the answer.',
      'For shipping, returns, refunds, payment or contact questions call get_policy. To track an order you need BOTH the order number and the email on the order; ask for what is missing, then call lookup_order.',
      'To add a product the shopper has seen to their cart call add_to_cart with its product_id and their words for the variant (colour, size); if it returns choices, ask which one. When they want to pay, call checkout and give them the link; never state prices or totals other than the tool results.',
      'If the shopper asks for a person, is upset, or you cannot help, call request_handoff.',
      'Politely decline requests unrelated to shopping at this store. Write plain text or simple Markdown, never HTML.',
    ].join('\n');
  }

  async function runLocked(input: TurnInput): Promise<TurnResult> {
    const client = await opts.database.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [lockKey(input.conversationId)]);
      try {
        return await execute(input);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [lockKey(input.conversationId)]);
      }
    } finally {
      client.release();
    }
  }

  async function execute(input: TurnInput): Promise<TurnResult> {
    const { store } = input;
    let fallbackReason: string | null = null;
    const choice: ModelChoice = provider
      ? { primary: provider.bound, primaryName: provider.name, fallback: local, timeoutMs: opts.timeoutMs ?? 20_000,
          systemPrompt: systemPromptFor(store), onFallback: (r) => { fallbackReason = r; } }
      : { primary: local, primaryName: 'aisle-local', fallback: null, timeoutMs: opts.timeoutMs ?? 20_000,
          systemPrompt: systemPromptFor(store), onFallback: () => {} };
    const toolCtx: ToolContext = {
      storeId: store.id, currency: store.currency, conversationId: input.conversationId,
      staffAvailable: store.staffAvailable, requestHandoff: input.requestHandoff, baseUrl: input.baseUrl,
    };
    const config = {
      configurable: { thread_id: input.conversationId, aisle: toolCtx, aisleModel: choice },
      recursionLimit: STEP_LIMIT,
      callbacks: input.tracer ? [input.tracer.handler] : [],
      runId: input.traceId,
      runName: 'turn',
      metadata: { store_id: store.id, conversation_id: input.conversationId },
      signal: input.signal,
    };
    let graphInput: { messages: BaseMessage[] } | null = input.text === null ? null : { messages: [new HumanMessage(input.text)] };
    if (graphInput === null) {
      // Retry: resume from the last checkpoint when the previous run stopped mid-way, else re-answer the last message.
      const state = await graph.getState({ configurable: { thread_id: input.conversationId } });
      const msgs = (state.values as { messages?: BaseMessage[] }).messages ?? [];
      const last = msgs.at(-1);
      if (!last) throw new Error('nothing to retry on this thread');
      if (state.next.length === 0 && !HumanMessage.isInstance(last)) {
        const lastHuman = [...msgs].reverse().find((m) => HumanMessage.isInstance(m));
        if (!lastHuman) throw new Error('nothing to retry on this thread');
        graphInput = { messages: [new HumanMessage(String(lastHuman.content))] };
      }
    }

    const toolParts: StoredPart[][] = [];
    let finalText = '';
    let status: TurnResult['status'] = 'done';
    try {
      const stream = await graph.stream(graphInput, { ...config, streamMode: ['messages', 'updates'] });
      for await (const [mode, chunk] of stream as AsyncIterable<[string, unknown]>) {
        if (mode === 'messages') {
          const [msg, meta] = chunk as [BaseMessage, { langgraph_node?: string }];
          if (meta.langgraph_node === 'agent' && AIMessageChunk.isInstance(msg) && typeof msg.content === 'string' && msg.content) {
            input.onEvent?.({ type: 'delta', text: msg.content });
          }
        } else if (mode === 'updates') {
          const update = chunk as Record<string, { messages?: BaseMessage[] } | undefined>;
          for (const m of update.tools?.messages ?? []) {
            const parts = partsFromToolMessage(m);
            toolParts.push(parts);
            if (parts.length) input.onEvent?.({ type: 'parts', parts });
          }
          const ai = update.agent?.messages?.at(-1);
          if (ai && AIMessage.isInstance(ai) && !(ai.tool_calls?.length)) finalText = typeof ai.content === 'string' ? ai.content : ai.text;
        }
      }
    } catch (err) {
      if (!(err instanceof GraphRecursionError)) throw err;
      status = 'out_of_steps';
      finalText = OUT_OF_STEPS_TEXT;
      await closeDanglingToolCalls(input.conversationId, finalText);
      input.onEvent?.({ type: 'delta', text: finalText });
    }
    const parts = mergeTurnParts(toolParts);
    if (status === 'out_of_steps') parts.push({ type: 'quick_replies', replies: ['Talk to a person'] });
    else parts.push(...quickRepliesFor(parts));
    return { text: finalText, parts, status, model: fallbackReason ? 'aisle-local' : choice.primaryName, fallbackReason };
  }

  /** After a step-limit stop, answer any unanswered tool calls so the thread stays valid for providers. */
  async function closeDanglingToolCalls(threadId: string, text: string): Promise<void> {
    const cfg = { configurable: { thread_id: threadId } };
    const state = await graph.getState(cfg);
    const msgs = (state.values as { messages?: BaseMessage[] }).messages ?? [];
    const last = msgs.at(-1);
    const pending: BaseMessage[] = [];
    if (last && AIMessage.isInstance(last)) {
      for (const tc of last.tool_calls ?? []) pending.push(new ToolMessage({ tool_call_id: tc.id ?? '', name: tc.name, content: '{"error":"step limit reached"}', status: 'error' }));
    }
    await graph.updateState(cfg, { messages: [...pending, new AIMessage(text)] }, 'agent');
  }

  return {
    graph,
    threadMessages: async (conversationId) => {
      const state = await graph.getState({ configurable: { thread_id: conversationId } });
      return (state.values as { messages?: BaseMessage[] }).messages ?? [];
    },
    runTurn: (input) => {
      const prev = queues.get(input.conversationId) ?? Promise.resolve();
      const next = prev.catch(() => {}).then(() => runLocked(input));
      queues.set(input.conversationId, next);
      void next.finally(() => { if (queues.get(input.conversationId) === next) queues.delete(input.conversationId); }).catch(() => {});
      return next;
    },
  };
}

/** Suggested next steps after a turn, from what the turn did (shown as quick-reply chips). */
function quickRepliesFor(parts: StoredPart[]): StoredPart[] {
  if (parts.some((p) => p.type === 'handoff' || p.type === 'checkout')) return [];
  if (parts.some((p) => p.type === 'cart')) return [{ type: 'quick_replies', replies: ['Check out', 'What is your return policy?'] }];
  if (parts.some((p) => p.type === 'product')) return [{ type: 'quick_replies', replies: ['Tell me more about the first one', 'What is your return policy?'] }];
  if (parts.some((p) => p.type === 'order')) return [{ type: 'quick_replies', replies: ['What is your return policy?', 'Talk to a person'] }];
  return [];
}
