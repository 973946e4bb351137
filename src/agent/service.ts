/**
 * The agent service: runs one shopper turn through the graph on the conversation's thread, streams text
 * deltas and grounded parts, and returns the final answer. Turns on one thread are serialized (in this
 * process by a queue, across processes by a Postgres advisory lock). Step limit 12 (PRODUCT.md §9): past it
 * the shopper gets a graceful answer and the offer of a person (`out_of_steps`).
 */
import { AIMessage, AIMessageChunk, HumanMessage, ToolMessage, type BaseMessage } from '@langchain/core/messages';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import { Command, GraphRecursionError } from '@langchain/langgraph';
import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import type { Database } from '../db/index.ts';
import { findOpenApprovalOnThread, type ApprovalResume } from '../approvals/index.ts';
import { getOrderSummary, type OrderActionPayload, type OrderPlatform, type RefundPayment } from '../orders/index.ts';
import type { Logger } from '../shared/logger.ts';
import type { SettingsDraft, Store } from '../stores/index.ts';
import { AisleCheckpointSaver } from './checkpointer.ts';
import { buildAgentGraph, type AgentGraph, type ModelChoice } from './graph.ts';
import { mergeTurnParts, partsFromToolMessage, type StoredPart } from './parts.ts';
import { createChatModel, type ProviderModel } from './models/providers.ts';
import type { GuardedFetch } from '../shared/outbound.ts';
import { createTools, type ToolContext } from './tools/index.ts';
import type { PaymentService } from '../payments/index.ts';
import type { ApprovalRequestValue } from './tools/contracts.ts';
import type { IntentClassifier } from './nlu/index.ts';
import type { CatalogProbe, LanguageSettings } from './models/local/index.ts';
import { describeAction, detectLanguage, isSupportedLanguage, languageName, loadLanguageDetector, localeLanguage, SUPPORTED_LANGUAGES, t, type MessageId } from './language/index.ts';
import { explainSearch, storyStrength } from '../catalog/index.ts';

/** Agent step limit per turn (PRODUCT.md §9): LangGraph super-steps. */
export const STEP_LIMIT = 12;

/** Events streamed during a turn. */
export type TurnEvent = { type: 'delta'; text: string } | { type: 'parts'; parts: StoredPart[] };

/**
 * Outcome of a turn. `status` per PRODUCT.md §4 (agent run): `interrupted` = the graph stopped at an order action
 * waiting for the store's approval (`approval` says which); the text tells the shopper so. `intent`: the shopper
 * message's intent — the local model's route step when it answered, else the local classifier's label; null without
 * a classifier.
 */
export type TurnResult = {
  text: string; parts: StoredPart[]; status: 'done' | 'out_of_steps' | 'interrupted'; model: string; fallbackReason: string | null;
  intent: string | null; approval?: ApprovalRequestValue;
  /**
   * The language of the shopper's message (ISO 639-1 or another detector code such as "ru") with the detector's
   * confidence (0–1), and the language the answer was written in; null without shopper text.
   */
  language: TurnLanguage | null;
};

/** See {@link TurnResult.language}. */
export type TurnLanguage = { detected: string; confidence: number; answer: string };

/**
 * A turn's language as trace metadata on its root run: `language` (detected), `language_confidence` (0–1) and
 * `answer_language`; empty without shopper text.
 */
export function languageMetadata(l: TurnLanguage | null): Record<string, string | number> {
  return l ? { language: l.detected, language_confidence: l.confidence, answer_language: l.answer } : {};
}

/** Per-turn trace recorder (see observability). */
export type TurnTracer = {
  handler: BaseCallbackHandler;
  markRoot: (status: 'done' | 'error' | 'interrupted' | 'out_of_steps', extra?: { error?: string; outputs?: unknown; metadata?: Record<string, unknown> }) => void;
  flush: () => Promise<void>;
  /** Record the turn's intent on the root run (the traces list filters on it). */
  setIntent?: (intent: string | null) => void;
  /** More callback handlers for the turn's graph run (e.g. LangChain's tracer capturing the run tree for LangSmith). */
  extraHandlers?: BaseCallbackHandler[];
};

/**
 * Store facts the agent needs for a turn. `avoidTopics`: guardrail topics the agent declines (Settings);
 * `autoApproveLimitCents`: order actions at or under it run without approval (0 = never).
 */
export type TurnStore = {
  id: string; name: string; currency: string; agentName: string; tone: string; staffAvailable: boolean; avoidTopics?: string[];
  autoApproveLimitCents: number;
  /** Languages the agent answers in (ISO 639-1, Settings) and the store's own language (from its locale; default 'en'). */
  languages?: string[]; defaultLanguage?: string;
  /** `shopify`: carts and checkout are the storefront's own (see ToolContext.platform). */
  platform?: 'local' | 'shopify';
  /**
   * A model choice for this turn instead of the store's saved one (a settings draft's model in a Test agent run,
   * stores/settings.ts `readSettingsDraft`); absent = read the store's live choice.
   */
  modelChoice?: StoreModelChoice;
  /**
   * The store's live model choice, already read for this turn (with the store: stores `findStoreWithModel`; null = the
   * operator's default); absent = the turn reads it (`storeModel`).
   */
  liveModel?: StoreModelChoice | null;
};

/**
 * A store's own model choice, read once per turn (stores/settings.ts `readStoreModel`). `cacheKey` changes with
 * every settings change; `apiKey()` decrypts the saved key (throws when it cannot). null = the operator's default.
 */
export type StoreModelChoice = {
  cacheKey: string; provider: 'default' | 'local' | 'openai' | 'anthropic'; model: string | null; baseUrl: string | null; apiKey: () => string | null;
};

/** Input of {@link AgentService.runTurn}. `text` null = retry the thread's last, unanswered shopper message. */
export type TurnInput = {
  store: TurnStore;
  conversationId: string;
  text: string | null;
  /**
   * On a retry (`text` null): the conversation's last stored shopper message. When the thread's checkpoint does not
   * end with it (the process died before the graph saved the turn's input), it is answered as a new turn.
   */
  retryText?: string;
  traceId: string;
  tracer?: TurnTracer;
  onEvent?: (e: TurnEvent) => void;
  requestHandoff: ToolContext['requestHandoff'];
  signal?: AbortSignal;
  /** This Aisle's public origin (for checkout links); defaults to the service's `publicUrl`. */
  baseUrl?: string;
  /** Run the turn in a sandbox: tools with side effects answer "would have …" and change nothing (replays). */
  sandbox?: boolean;
  /** The conversation's locale (the widget's navigator.language): a prior for the language of the turn, never the answer. */
  locale?: string | null;
  /** Counts this conversation's order lookups (orders/lookup-limits.ts); absent = not limited. */
  orderLookupGuard?: ToolContext['orderLookupGuard'];
};

/** Input of {@link AgentService.resumeTurn}: resume the thread stopped at `interruptId` with the staff decision. */
export type ResumeInput = Omit<TurnInput, 'text'> & { interruptId: string; resume: ApprovalResume };

/**
 * Options of {@link createAgentService}. `provider` is the operator's model (env); `storeModel` reads a store's own
 * choice each turn (provider clients are cached by its `cacheKey`, at most {@link MODEL_CACHE_SIZE}). Model choice
 * per turn: the store's provider → else the operator's provider → else the local model; a provider that fails
 * or times out mid-turn hands the turn to the local model (graph.ts). `refundPayment`: the payment provider seam for
 * approved refunds.
 */
export type AgentServiceOptions = {
  database: Database;
  localModel: BaseChatModel;
  provider?: ProviderModel | null;
  storeModel?: (storeId: string) => Promise<StoreModelChoice | null>;
  /** The fetch a store's own model calls its base URL with (shared/outbound.ts's guarded fetch); the SDK's default when absent. */
  storeFetch?: GuardedFetch;
  timeoutMs?: number;
  /** With it, the agent can add to the cart and check out (add_to_cart, checkout tools). */
  payments?: PaymentService | null;
  /** AISLE_PUBLIC_URL, for checkout links when a turn gives no base URL. */
  publicUrl?: string;
  refundPayment?: RefundPayment;
  /** Orders of platform stores (Shopify): lookup_order and approved actions go to the platform. */
  orders?: OrderPlatform;
  /** Default: logs nothing. */
  logger?: Logger;
  /** Labels each turn's shopper message with an intent (recorded on the trace); without it turns have no intent. */
  classifier?: Pick<IntentClassifier, 'classify'>;
  /**
   * Pool the checkpointer reads and writes through; default `database.pool`. The server passes an
   * asynchronous-commit pool (db `openAsyncCommitPool`): a turn's checkpoint is made durable by the synchronous
   * commit of its agent message, which follows it.
   */
  checkpointPool?: pg.Pool;
};

/** Provider clients kept for stores' own model settings (an `lru-cache`: least recently used dropped first). */
export const MODEL_CACHE_SIZE = 500;

/** The agent service returned by {@link createAgentService}. */
export type AgentService = {
  runTurn: (input: TurnInput) => Promise<TurnResult>;
  /**
   * Resume a thread stopped at an approval (LangGraph `Command({ resume })`), serialized with the thread's turns (in
   * this process by a queue, across processes by the thread's advisory lock). Returns null, running nothing, when
   * the thread is not stopped at `interruptId` (already resumed, or never stopped there).
   */
  resumeTurn: (input: ResumeInput) => Promise<TurnResult | null>;
  /** Messages of a thread (for tests and the admin). */
  threadMessages: (conversationId: string) => Promise<BaseMessage[]>;
  /**
   * Whether a turn or resume is running or queued on the thread, in this process or any other (the thread's advisory
   * lock is held). A process that died mid-turn holds nothing: its connection and so its lock are gone.
   */
  threadBusy: (conversationId: string) => Promise<boolean>;
  /** Delete threads' checkpoints (every checkpoint, blob and pending write): privacy requests and shop erasure. */
  deleteThreads: (threadIds: string[]) => Promise<void>;
  graph: AgentGraph;
};

/** The store's own language from its locale ("es-ES" → "es"), 'en' when Aisle does not answer in it. */
export function storeLanguage(locale: string | null | undefined): string {
  const l = localeLanguage(locale);
  return isSupportedLanguage(l) ? l : 'en';
}

/**
 * The language a provider model should answer in for this message (the local model decides its own): the detected
 * language when the store serves it, else the store's language.
 */
export function languageOfTurn(text: string, store: TurnStore, locale: string | null): string {
  const d = detectLanguage(text, { locale, fallback: store.defaultLanguage ?? 'en' });
  const served: readonly string[] = store.languages ?? SUPPORTED_LANGUAGES;
  return served.includes(d.lang) && isSupportedLanguage(d.lang) ? d.lang : store.defaultLanguage ?? 'en';
}

/** The detector's language and confidence for a shopper's message (priors: the widget's locale, the store's language). */
function detectedOf(text: string, store: TurnStore, locale: string | null): { detected: string; confidence: number } {
  const d = detectLanguage(text, { locale, fallback: store.defaultLanguage ?? 'en' });
  return { detected: d.lang, confidence: Math.round(d.confidence * 1000) / 1000 };
}

/**
 * The store facts the agent needs for a turn (also used when an approval resumes a thread). With `draft` (the store's
 * unpublished settings, stores `readSettingsDraft`): the facts as they will be once it is published — its persona and
 * guardrails, and its model (`modelChoice`) when it changes the model. Only sandboxed test runs pass a draft.
 */
export function turnStoreOf(store: Store, draft?: Pick<SettingsDraft, 'settings' | 'model'> | null): TurnStore {
  const s = { ...store.parsedSettings, ...draft?.settings };
  return {
    id: store.id, name: store.name, currency: store.currency, agentName: s.agentName, tone: s.tone, staffAvailable: s.staffAvailable,
    avoidTopics: s.avoidTopics, autoApproveLimitCents: s.autoApproveLimitCents, platform: store.platform,
    languages: s.languages, defaultLanguage: storeLanguage(store.locale),
    ...(draft?.model ? { modelChoice: draft.model } : {}),
  };
}

/**
 * What an approval asks for, in `lang` (language/actions.ts describeAction from its planned payload); the orders
 * capability's English summary when the value carries no payload (an interrupt recorded before payloads travelled).
 */
export function approvalSummary(a: Pick<ApprovalRequestValue, 'summary' | 'action' | 'order_name' | 'amount_cents' | 'currency' | 'payload'>, lang = 'en'): string {
  return a.payload
    ? describeAction({ action: a.action, orderName: a.order_name, amountCents: a.amount_cents, currency: a.currency, payload: a.payload }, lang)
    : a.summary;
}

/** Words while the graph waits for the store's approval, in `lang` (the message catalog's 'approval.sent'). */
export function waitingText(a: Parameters<typeof approvalSummary>[0], lang = 'en'): string {
  return t(lang, 'approval.sent', { summary: approvalSummary(a, lang) });
}

/** Words when the shopper writes while an approval is still pending (the graph stays stopped at it), in `lang`. */
export function stillWaitingText(summary: string, lang = 'en'): string {
  return t(lang, 'approval.still_waiting', { summary });
}

/** A 64-bit advisory lock key for a thread (first 15 hex digits of the uuid). */
function lockKey(conversationId: string): string {
  return BigInt(`0x${conversationId.replace(/-/g, '').slice(0, 15)}`).toString();
}

/** Create the checkpointer (tables in schema `langgraph`, created on first use) and the agent service. */
export async function createAgentService(opts: AgentServiceOptions): Promise<AgentService> {
  const checkpointer = new AisleCheckpointSaver(opts.checkpointPool ?? opts.database.pool);
  await Promise.all([checkpointer.setup(), loadLanguageDetector()]);
  const tools = createTools(opts.database, {
    refundPayment: opts.refundPayment, orders: opts.orders, cart: opts.payments ? { payments: opts.payments, publicUrl: opts.publicUrl } : undefined,
  });
  const graph = buildAgentGraph(tools, checkpointer);
  const provider = opts.provider ? { name: opts.provider.name, bound: opts.provider.model.bindTools!(tools) } : null;
  const queues = new Map<string, Promise<unknown>>();
  type BoundProvider = NonNullable<typeof provider>;
  /** Store provider clients by cacheKey, and each store's current key (to drop the client of older settings). */
  const storeClients = new LRUCache<string, BoundProvider>({ max: MODEL_CACHE_SIZE });
  const storeKeys = new LRUCache<string, string>({ max: MODEL_CACHE_SIZE });

  /**
   * The local model bound to the tools with this turn's store facts (agent name, topics to avoid) and the store's
   * catalog as evidence for needs the classifier does not see as shopping (`probe`: the catalog search's own match
   * judgement on the need's words).
   */
  function localFor(store: TurnStore, locale: string | null = null) {
    const probe = catalogProbe(opts.database, store);
    const language: LanguageSettings = { served: store.languages ?? SUPPORTED_LANGUAGES, defaultLanguage: store.defaultLanguage ?? 'en', locale };
    const kwargs = { agentName: store.agentName, avoidTopics: store.avoidTopics ?? [], probe, language } as Record<string, unknown>;
    return opts.localModel.bindTools!(tools, kwargs);
  }

  /** The provider for this turn (null = the local model answers): the store's, else the operator's. */
  async function providerFor(store: TurnStore): Promise<BoundProvider | null> {
    let choice: StoreModelChoice | null = null;
    try {
      choice = store.modelChoice ?? (store.liveModel !== undefined ? store.liveModel : await opts.storeModel?.(store.id)) ?? null;
    } catch (err) {
      opts.logger?.warn({ storeId: store.id, err }, 'store model settings unreadable; operator default used');
    }
    if (!choice || choice.provider === 'default') return provider;
    if (choice.provider === 'local') return null;
    if (!choice.model) return provider;
    const cached = storeClients.get(choice.cacheKey);
    if (cached) return cached;
    let apiKey: string | null;
    try {
      apiKey = choice.apiKey();
    } catch {
      opts.logger?.error({ storeId: store.id }, 'store model API key cannot be decrypted (app secret changed?); operator default used');
      return provider;
    }
    const built = createChatModel({ provider: choice.provider, model: choice.model, apiKey, baseUrl: choice.baseUrl, timeoutMs: opts.timeoutMs ?? 20_000, fetch: opts.storeFetch });
    const entry = { name: built.name, bound: built.model.bindTools!(tools) };
    if (!store.modelChoice) {
      // The live choice changed: its older client is not used again. (A draft's client stays beside the live one.)
      const previous = storeKeys.get(store.id);
      if (previous) storeClients.delete(previous);
      storeKeys.set(store.id, choice.cacheKey);
    }
    storeClients.set(choice.cacheKey, entry);
    return entry;
  }

  function systemPromptFor(store: TurnStore, lang: string | null = null): string {
    return [
      `You are ${store.agentName}, the shopping and support assistant of the online store "${store.name}". Tone: ${store.tone}.`,
      'Facts (products, prices, stock, orders, policies) come ONLY from tool results: never invent or guess them. Prices are in ' + store.currency + '; say "price not listed" when a product has none.',
      'For any product request call search_products with the shopper\'s words (keep their price, colour, size and brand words). When the shopper tells a situation instead of naming a product ("my old dog\'s hips hurt when he bends down to eat"), put the kinds of product that would help in query and their own words in story. The shop shows product cards for the results, so keep your text short: a sentence or two and at most a short list.',
      'If search_products says closest=true, tell the shopper plainly that nothing matched every constraint and these are the closest items.',
      'For a question about a product shown earlier, call get_product with its id and answer only from the passages; say so when they do not contain the answer.',
      'For shipping, returns, refunds, payment or contact questions call get_policy. To track an order you need BOTH the order number and the email on the order; ask for what is missing, then call lookup_order.',
      'To refund, cancel an order or change its shipping address, the order must first be verified with lookup_order (order number AND email); then call refund, cancel_order or change_shipping_address. The store approves these; tell the shopper the outcome from the tool result (executed, denied with the reason, expired, failed, refused).',
      'To add a product the shopper has seen to their cart call add_to_cart with its product_id and their words for the variant (colour, size); if it returns choices, ask which one. When they want to pay, call checkout and give them the link; never state prices or totals other than the tool results.',
      'If the shopper asks for a person, is upset, or you cannot help, call request_handoff.',
      'Politely decline requests unrelated to shopping at this store. Write plain text or simple Markdown, never HTML.',
      ...(lang ? [`The shopper writes in ${languageName(lang, 'en')} (detected from their message): answer in ${languageName(lang, 'en')}. Tool arguments (search words) may stay in the shopper's words; product titles stay as they are.`] : []),
      ...(store.avoidTopics?.length
        ? [`The store asks you not to discuss these topics: ${store.avoidTopics.map((t) => JSON.stringify(t)).join(', ')}. If the shopper raises one, politely say it is not something you can discuss here and offer to help with shopping instead.`]
        : []),
    ].join('\n');
  }

  /**
   * Run `fn` holding the thread's advisory lock (a dedicated pooled connection holds it; released after). The result is
   * returned without waiting for the unlock's round trip: the connection goes back to the pool once the lock is
   * released, or is closed (which releases it) when the unlock fails. A turn of this process on the same thread waits
   * for the previous one in `serialized`, then for the lock itself, so ordering per thread is unchanged.
   */
  async function withThreadLock<T>(threadId: string, fn: () => Promise<T>): Promise<T> {
    const client = await opts.database.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [lockKey(threadId)]);
    } catch (err) {
      client.release(err instanceof Error ? err : true);
      throw err;
    }
    try {
      return await fn();
    } finally {
      void client.query('SELECT pg_advisory_unlock($1)', [lockKey(threadId)])
        .then(() => client.release(), (err: unknown) => client.release(err instanceof Error ? err : true));
    }
  }

  /** Serialize `fn` after earlier work on the same thread in this process, then under the thread's advisory lock. */
  function serialized<T>(threadId: string, fn: () => Promise<T>): Promise<T> {
    const prev = queues.get(threadId) ?? Promise.resolve();
    const next = prev.catch(() => {}).then(() => withThreadLock(threadId, fn));
    queues.set(threadId, next);
    void next.finally(() => { if (queues.get(threadId) === next) queues.delete(threadId); }).catch(() => {});
    return next;
  }

  /**
   * A turn on a thread stopped at an approval: answer with the waiting status; the graph stays stopped.
   * `provider`: the turn's model, read while the thread lock was being taken.
   */
  async function turnOrWait(input: TurnInput, provider: Promise<BoundProvider | null>): Promise<TurnResult> {
    // The thread's checkpoint is read first (the thread lock is held: nothing writes it); only a thread whose graph is
    // stopped at an interrupt can be waiting for an approval, so only then is the approval looked up.
    checkpointer.prefetchLatest(input.conversationId);
    let open: Awaited<ReturnType<typeof findOpenApprovalOnThread>> = null;
    try {
      if (await checkpointer.prefetchedInterrupted(input.conversationId)) open = await findOpenApprovalOnThread(opts.database, input.conversationId);
      if (!open) return await execute(input, null, provider);
    } finally {
      checkpointer.forgetPrefetch(input.conversationId);
    }
    const lang = input.text ? languageOfTurn(input.text, input.store, input.locale ?? null) : 'en';
    const orderName = lang === 'en' ? null : (await getOrderSummary(opts.database, input.store.id, open.orderId))?.name ?? null;
    const summary = orderName
      ? approvalSummary({ summary: open.summary, action: open.action, order_name: orderName, amount_cents: open.amountCents, currency: open.currency, payload: open.payload as OrderActionPayload }, lang)
      : open.summary;
    const text = stillWaitingText(summary, lang);
    input.onEvent?.({ type: 'delta', text });
    const language = input.text ? { ...detectedOf(input.text, input.store, input.locale ?? null), answer: lang } : null;
    return { text, parts: [{ type: 'quick_replies', replies: [t(lang, 'qr.talk_person')] }], status: 'interrupted', model: 'aisle', fallbackReason: null, intent: null, language };
  }

  async function resumeLocked(input: ResumeInput): Promise<TurnResult | null> {
    const state = await graph.getState({ configurable: { thread_id: input.conversationId } });
    const waiting = state.tasks.some((t) => t.interrupts.some((i) => i.id === input.interruptId));
    if (!waiting) return null;
    return execute({ ...input, text: null }, new Command({ resume: input.resume }), providerFor(input.store));
  }

  async function execute(input: TurnInput, command: Command | null, providerChoice: Promise<BoundProvider | null>): Promise<TurnResult> {
    const { store } = input;
    let fallbackReason: string | null = null;
    const provider = await providerChoice;
    const local = localFor(store, input.locale ?? null);
    const providerLang = provider && input.text ? languageOfTurn(input.text, store, input.locale ?? null) : null;
    const choice: ModelChoice = provider
      ? { primary: provider.bound, primaryName: provider.name, fallback: local, timeoutMs: opts.timeoutMs ?? 20_000,
          systemPrompt: systemPromptFor(store, providerLang), onFallback: (r) => { fallbackReason = r; } }
      : { primary: local, primaryName: 'aisle-local', fallback: null, timeoutMs: opts.timeoutMs ?? 20_000,
          systemPrompt: systemPromptFor(store), onFallback: () => {} };
    const toolCtx: ToolContext = {
      storeId: store.id, currency: store.currency, conversationId: input.conversationId,
      staffAvailable: store.staffAvailable, autoApproveLimitCents: store.autoApproveLimitCents, requestHandoff: input.requestHandoff,
      baseUrl: input.baseUrl, platform: store.platform ?? 'local', sandbox: input.sandbox, orderLookupGuard: input.orderLookupGuard,
      ...(providerLang ? { lang: providerLang } : {}),
    };
    const config = {
      configurable: { thread_id: input.conversationId, aisle: toolCtx, aisleModel: choice },
      recursionLimit: STEP_LIMIT,
      callbacks: input.tracer ? [input.tracer.handler, ...(input.tracer.extraHandlers ?? [])] : [],
      runId: input.traceId,
      runName: 'turn',
      metadata: { store_id: store.id, conversation_id: input.conversationId },
      signal: input.signal,
    };
    let graphInput: { messages: BaseMessage[] } | Command | null = command ?? (input.text === null ? null : { messages: [new HumanMessage(input.text)] });
    let intent: string | null = null;
    const noteIntent = (value: string | null) => {
      if (value === null || value === intent) return;
      intent = value;
      input.tracer?.setIntent?.(value);
    };
    let shopperText = input.text;
    if (graphInput === null) {
      // Retry: resume from the last checkpoint when the previous run stopped mid-way, else re-answer the last message.
      const state = await graph.getState({ configurable: { thread_id: input.conversationId } });
      const msgs = (state.values as { messages?: BaseMessage[] }).messages ?? [];
      const last = msgs.at(-1);
      const lastHuman = [...msgs].reverse().find((m) => HumanMessage.isInstance(m));
      if (input.retryText !== undefined && (!lastHuman || String(lastHuman.content) !== input.retryText)) {
        // The stored message never reached the checkpoint: its turn died before the graph saved anything.
        graphInput = { messages: [new HumanMessage(input.retryText)] };
        shopperText = input.retryText;
      } else {
        if (!last) throw new Error('nothing to retry on this thread');
        shopperText = lastHuman ? String(lastHuman.content) : null;
        if (state.next.length === 0 && !HumanMessage.isInstance(last)) {
          if (!lastHuman) throw new Error('nothing to retry on this thread');
          graphInput = { messages: [new HumanMessage(String(lastHuman.content))] };
        }
      }
    }
    if (opts.classifier && shopperText) noteIntent(opts.classifier.classify(shopperText).intent);
    let routed = false; // the local model's first decision of the turn refines the classifier's label

    const toolParts: StoredPart[][] = [];
    let finalText = '';
    let status: TurnResult['status'] = 'done';
    let approval: ApprovalRequestValue | undefined;
    // The reply's language (quick replies, the out-of-steps answer): the local model records it on its message; for a
    // provider model, the language detected for its system message.
    let turnLang = providerLang ?? 'en';
    // The language of the notices under this turn's cards: the local model's language as soon as it has routed.
    let noticeLang = turnLang;
    // The language heard in the shopper's words: the local model records its detection on its first message; for a
    // provider model, the service's own (the same detector and priors but the previous turn's).
    let heard: { detected: string; confidence: number } | null = provider && input.text ? detectedOf(input.text, store, input.locale ?? null) : null;
    let ending = false; // the local model's goodbye: the answer offers the rating (the route ends the conversation)
    let offered: string[] = []; // quick replies the model offers with its answer (e.g. a clarifying question's choices)
    try {
      // durability 'exit': one checkpoint per turn (and at interrupt()) instead of one per superstep — a crash
      // mid-turn loses only that turn's intermediate steps; the shopper's message is already stored and the
      // widget's retry re-runs the turn. Measured: bench turns, see README "Design notes".
      // Token streaming ('messages': LangGraph's handler on every run, the model streamed chunk by chunk) only for a
      // provider model, whose tokens arrive over time. The local model has its whole answer at once: its text is sent
      // as one delta when its step ends ('updates'), without the handler and the chunking.
      const streamMode: ('messages' | 'updates')[] = provider ? ['messages', 'updates'] : ['updates'];
      const stream = await graph.stream(graphInput as Parameters<AgentGraph['stream']>[0], { ...config, streamMode, durability: 'exit' });
      for await (const [mode, chunk] of stream as AsyncIterable<[string, unknown]>) {
        if (mode === 'messages') {
          const [msg, meta] = chunk as [BaseMessage, { langgraph_node?: string }];
          if (meta.langgraph_node === 'agent' && AIMessageChunk.isInstance(msg) && typeof msg.content === 'string' && msg.content) {
            input.onEvent?.({ type: 'delta', text: msg.content });
          }
        } else if (mode === 'updates') {
          const update = chunk as Record<string, { messages?: BaseMessage[] } | undefined> & { __interrupt__?: { id?: string; value?: unknown }[] };
          const stop = update.__interrupt__?.map((i) => i.value as ApprovalRequestValue).find((v) => v?.type === 'approval');
          if (stop) approval = stop;
          for (const m of update.tools?.messages ?? []) {
            const parts = partsFromToolMessage(m, noticeLang);
            toolParts.push(parts);
            if (parts.length) input.onEvent?.({ type: 'parts', parts });
          }
          if (!provider) {
            for (const m of update.agent?.messages ?? []) if (typeof m.content === 'string' && m.content) input.onEvent?.({ type: 'delta', text: m.content });
          }
          const ai = update.agent?.messages?.at(-1);
          const aiLang = (ai?.additional_kwargs as { aisle?: { lang?: unknown } } | undefined)?.aisle?.lang;
          if (typeof aiLang === 'string') noticeLang = aiLang;
          if (ai && !routed) {
            routed = true;
            const routeIntent = (ai.additional_kwargs as { aisle?: { intent?: unknown } } | undefined)?.aisle?.intent;
            if (typeof routeIntent === 'string' && routeIntent) noteIntent(routeIntent);
          }
          const said = (ai?.additional_kwargs as { aisle?: { lang?: unknown; lang_confidence?: unknown; lang_detected?: unknown } } | undefined)?.aisle;
          if (typeof said?.lang_confidence === 'number' && typeof said.lang === 'string') {
            heard = { detected: typeof said.lang_detected === 'string' ? said.lang_detected : said.lang, confidence: Math.round(said.lang_confidence * 1000) / 1000 };
          }
          if (ai && AIMessage.isInstance(ai) && !(ai.tool_calls?.length)) {
            finalText = typeof ai.content === 'string' ? ai.content : ai.text;
            const aisle = (ai.additional_kwargs as { aisle?: { ending?: unknown; quick_replies?: unknown; lang?: unknown } } | undefined)?.aisle;
            if (typeof aisle?.lang === 'string') turnLang = aisle.lang;
            ending = aisle?.ending === true;
            offered = Array.isArray(aisle?.quick_replies) ? aisle.quick_replies.filter((x): x is string => typeof x === 'string').slice(0, 6) : [];
          }
        }
      }
    } catch (err) {
      if (!(err instanceof GraphRecursionError)) throw err;
      status = 'out_of_steps';
      finalText = t(turnLang, 'out_of_steps');
      await closeDanglingToolCalls(input.conversationId, finalText);
      input.onEvent?.({ type: 'delta', text: finalText });
    }
    if (approval) {
      status = 'interrupted';
      turnLang = providerLang ?? (input.text ? languageOfTurn(input.text, store, input.locale ?? null) : noticeLang);
      finalText = waitingText(approval, turnLang);
      input.onEvent?.({ type: 'delta', text: finalText });
    }
    const parts = mergeTurnParts(toolParts);
    if (status === 'out_of_steps') parts.push({ type: 'quick_replies', replies: [t(turnLang, 'qr.talk_person')] });
    else if (status === 'done' && ending && !parts.length) parts.push({ type: 'rating' });
    else if (status === 'done' && offered.length) parts.push({ type: 'quick_replies', replies: offered.map((x) => x.slice(0, 80)) });
    else if (status === 'done') parts.push(...quickRepliesFor(parts, turnLang));
    const language = heard ? { ...heard, answer: turnLang } : input.text ? { ...detectedOf(input.text, store, input.locale ?? null), answer: turnLang } : null;
    return { text: finalText, parts, status, model: fallbackReason ? 'aisle-local' : choice.primaryName, fallbackReason, intent, language, ...(approval ? { approval } : {}) };
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
    deleteThreads: async (threadIds) => {
      for (const id of threadIds) await checkpointer.deleteThread(id);
    },
    threadMessages: async (conversationId) => {
      const state = await graph.getState({ configurable: { thread_id: conversationId } });
      return (state.values as { messages?: BaseMessage[] }).messages ?? [];
    },
    threadBusy: async (conversationId) => {
      if (queues.has(conversationId)) return true;
      // pg_locks lists advisory locks by the key's two 32-bit halves (classid: high, objid: low).
      const key = BigInt(lockKey(conversationId));
      const { rows } = await opts.database.pool.query(
        `SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND objsubid = 1 AND database = (SELECT oid FROM pg_database WHERE datname = current_database()) AND classid = $1 AND objid = $2 LIMIT 1`,
        [(key >> 32n).toString(), (key & 0xffffffffn).toString()],
      );
      return rows.length > 0;
    },
    runTurn: (input) => {
      // The store's model settings do not depend on the thread: read them while the turn waits for its thread lock.
      const provider = providerFor(input.store);
      provider.catch(() => {});
      return serialized(input.conversationId, () => turnOrWait(input, provider));
    },
    resumeTurn: (input) => serialized(input.conversationId, () => resumeLocked(input)),
  };
}

/** Suggested next steps after a turn, from what the turn did (shown as quick-reply chips). */
function quickRepliesFor(parts: StoredPart[], lang = 'en'): StoredPart[] {
  const chips = (...ids: MessageId[]): StoredPart[] => [{ type: 'quick_replies', replies: ids.map((id) => t(lang, id)) }];
  if (parts.some((p) => p.type === 'handoff' || p.type === 'checkout')) return [];
  if (parts.some((p) => p.type === 'cart')) return chips('qr.check_out', 'qr.return_policy');
  if (parts.some((p) => p.type === 'product')) return chips('qr.first_more', 'qr.cheaper', 'qr.show_more');
  if (parts.some((p) => p.type === 'order')) return chips('qr.return_policy', 'qr.talk_person');
  return [];
}

/**
 * The catalog's evidence on some words for one store (the local model's `probe`): the store's own search, 3 products,
 * judged by its best match share, whether the words name a kind the store sells, whether they are only a brand, and
 * the store's brands they name, the titles of its best products; and how well the catalog tells the words as a story
 * (storyStrength).
 */
export function catalogProbe(database: Database, store: { id: string; currency: string }): CatalogProbe {
  return async (query) => {
    const [{ result, scores, namesKind }, story] = await Promise.all([
      explainSearch(database, { storeId: store.id, currency: store.currency, query, limit: 3 }),
      storyStrength(database, store.id, store.currency, query),
    ]);
    return {
      story,
      bestMatch: result.products.length ? Math.max(...scores.map((s) => s.matchShare)) : 0, total: result.total, namesKind,
      onlyBrand: result.constraints.brands.length > 0 && !result.constraints.text.trim(), closest: result.relaxed.length > 0,
      brands: result.constraints.brands, titles: result.products.map((p) => p.title),
    };
  };
}
