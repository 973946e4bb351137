/**
 * RunTracer: a LangChain callback handler that records every run (span) of one agent turn —
 * chains (graph + nodes), chat models / LLMs, tools and retrievers — into the `runs` table.
 *
 * Hot path: every callback only updates an in-memory buffer (no I/O, no promises). The whole turn
 * is written with ONE multi-row `INSERT ... ON CONFLICT (id) DO UPDATE` when the integrator calls
 * `await tracer.flush()` (end of turn, and on error). Because the callbacks are synchronous and
 * cheap, the handler sets `awaitHandlers = true`: LangChain then calls it inline instead of
 * queueing it on its process-wide background queue (concurrency 1, shared by every concurrent
 * turn), so the buffer is complete the moment `invoke()` returns and `flush()` never misses an end
 * event.
 *
 * Tree shape: runs tagged `langsmith:hidden` by LangGraph (the `__start__` plumbing) are skipped
 * and their children re-parented to the nearest visible ancestor. The top-level run of the turn
 * gets id = `traceId` (the integrator passes `runId: traceId` to the graph; if it does not, the
 * first top-level run is re-keyed to `traceId`), and every run gets `trace_id = traceId`.
 *
 * What is stored: a model step's input is what the model read (system prompt and the whole history); a graph node's
 * span (`agent`, `tools`) stores its state with only the turn's messages and the count of earlier ones
 * ({@link nodeSpanInputs}), since the history is in the model step and in the conversation.
 */
import { randomUUID } from 'node:crypto';
import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import type { Serialized } from '@langchain/core/load/serializable';
import { HumanMessage, type BaseMessage } from '@langchain/core/messages';
import type { LLMResult } from '@langchain/core/outputs';
import type { ChainValues } from '@langchain/core/utils/types';
import type { DocumentInterface } from '@langchain/core/documents';
import { isCommand } from '@langchain/langgraph';
import { sql } from 'drizzle-orm';
import { executeNamed, type Database } from '../db/index.ts';
import { storableText } from '../shared/text.ts';
import { safeJsonText, toJsonSafe, MAX_FIELD_BYTES } from './json-safe.ts';
import { computeCostUsd, DEFAULT_MODEL_PRICES, type ModelPrice } from './pricing.ts';

/** Kind of a run (PRODUCT.md §3). */
export type RunKind = 'chain' | 'llm' | 'tool' | 'retriever';
/** Status of a run: `pending` until it ends; the root may also be `interrupted` or `out_of_steps`. */
export type RunStatus = 'pending' | 'done' | 'error' | 'interrupted' | 'out_of_steps';

/** One buffered run (times in epoch ms). */
type BufferedRun = TraceRunSnapshot;

/**
 * A run of a turn as the tracer holds it (times in epoch ms; `inputs`/`outputs` already JSON-safe and capped; cost in
 * USD). Read by the trace exporters after the turn ({@link RunTracer.snapshot}).
 */
export type TraceRunSnapshot = {
  id: string;
  parentId: string | null;
  kind: RunKind;
  name: string;
  status: RunStatus;
  inputs: unknown;
  outputs: unknown;
  error: string | null;
  startedAt: number;
  endedAt: number | null;
  model: string | null;
  inputTokens: number | null;
  outputTokens: number | null;
  costUsd: number | null;
  metadata: Record<string, unknown>;
  /** Root only: the turn's intent. */
  intent?: string | null;
};

/** Totals over a turn's llm runs, stored on the root (`total_*` columns). */
type TurnTotals = { inputTokens: number; outputTokens: number; costUsd: number | null; model: string | null };

/** Options of {@link RunTracer}. */
export type RunTracerOptions = {
  database: Database;
  storeId: string;
  /** Conversation of the turn (null for runs outside a conversation, e.g. evaluations). */
  conversationId: string | null;
  /** Id of the turn's root run; also `trace_id` of every run (a UUID). */
  traceId: string;
  /** Price table override (USD per million tokens by model-name prefix); default {@link DEFAULT_MODEL_PRICES}. */
  prices?: Readonly<Record<string, ModelPrice>>;
  /** Cap per stored inputs/outputs field, bytes of JSON; default 16 KiB. */
  maxFieldBytes?: number;
  /** Cap on runs kept per turn (more are counted in the root's metadata `dropped_runs`); default 2000. */
  maxRuns?: number;
  /** Called when a flush fails (the turn itself never fails because of tracing). Default: `process.emitWarning`. */
  onError?: (err: Error) => void;
};

/** A custom span added with {@link RunTracer.recordRun}. Times are epoch ms or Dates. */
export type RecordRunInput = {
  name: string;
  kind?: RunKind;
  /** Parent run id; default the root (`traceId`). */
  parentId?: string;
  status?: RunStatus;
  inputs?: unknown;
  outputs?: unknown;
  error?: string;
  startedAt?: number | Date;
  endedAt?: number | Date;
  model?: string;
  inputTokens?: number;
  outputTokens?: number;
  metadata?: Record<string, unknown>;
};

/** Result of {@link RunTracer.flush}: rows written, and the error if the write failed (rows stay buffered). */
export type FlushResult = { written: number; error?: Error };

const HIDDEN_TAG = 'langsmith:hidden';
const KEPT_METADATA = ['langgraph_node', 'langgraph_step', 'ls_provider', 'ls_model_name', 'ls_temperature'] as const;

function toMs(t: number | Date | undefined, fallback: number): number {
  if (t === undefined) return fallback;
  return typeof t === 'number' ? t : t.getTime();
}

function errorMessage(err: unknown): string {
  if (err instanceof Error) return `${err.name && err.name !== 'Error' ? `${err.name}: ` : ''}${err.message}`.slice(0, 4000);
  return String(err).slice(0, 4000);
}

/** LangGraph signals an interrupt (approval wait) by throwing GraphInterrupt / NodeInterrupt. */
function isInterrupt(err: unknown): boolean {
  const name = (err as { name?: unknown } | null)?.name;
  return name === 'GraphInterrupt' || name === 'NodeInterrupt';
}

function serializedName(s: Serialized | undefined): string | undefined {
  if (!s) return undefined;
  const named = (s as { name?: unknown }).name;
  if (typeof named === 'string' && named) return named;
  return Array.isArray(s.id) ? s.id.at(-1) : undefined;
}

function pickMetadata(metadata: Record<string, unknown> | undefined, tags: string[] | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (metadata) for (const k of KEPT_METADATA) if (metadata[k] !== undefined) out[k] = metadata[k];
  const kept = tags?.filter((t) => !t.startsWith('graph:step:'));
  if (kept && kept.length > 0) out.tags = kept.slice(0, 20);
  return out;
}

/**
 * What a graph node's span stores of its input state: the state with only the turn's messages, from the last shopper
 * message on, and in `earlier_messages` how many came before. A node's input is the thread's whole history, the same
 * list its model step stores in full (what the model read) and the conversation shows; stored again in every `agent`
 * and `tools` span it was most of a turn's trace bytes (10-11 KB a span). Other inputs pass unchanged.
 */
export function nodeSpanInputs(inputs: ChainValues): ChainValues {
  const messages = (inputs as { messages?: unknown } | null | undefined)?.messages;
  if (!Array.isArray(messages)) return inputs;
  let from = messages.length - 1;
  while (from > 0 && !isHumanMessage(messages[from])) from--;
  if (from <= 0) return inputs;
  return { ...inputs, messages: messages.slice(from), earlier_messages: from };
}

/** A shopper (human) message, as a LangChain message object or its serialized form. */
function isHumanMessage(m: unknown): boolean {
  if (HumanMessage.isInstance(m)) return true;
  const role = (m as { role?: unknown; type?: unknown } | null)?.role ?? (m as { type?: unknown } | null)?.type;
  return role === 'human' || role === 'user';
}

function num(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : null;
}

/** Model name from invocation params / metadata (chat model start). */
function modelFromStart(extraParams: Record<string, unknown> | undefined, metadata: Record<string, unknown> | undefined): string | null {
  const p = (extraParams?.invocation_params ?? {}) as Record<string, unknown>;
  const m = p.model ?? p.model_name ?? p.modelName ?? metadata?.ls_model_name;
  return typeof m === 'string' && m ? m : null;
}

/**
 * Records the runs of ONE agent turn; create one per turn and pass it in `callbacks`.
 * Not shared between turns (it holds the turn's buffer).
 */
export class RunTracer extends BaseCallbackHandler {
  name = 'aisle_run_tracer';
  /** Handlers are synchronous buffer updates: run them inline (see the file comment). */
  override awaitHandlers = true;

  readonly traceId: string;
  readonly storeId: string;
  readonly conversationId: string | null;
  #database: Database;
  #prices: Readonly<Record<string, ModelPrice>>;
  #maxFieldBytes: number;
  #maxRuns: number;
  #onError: (err: Error) => void;
  #runs = new Map<string, BufferedRun>();
  #dirty = new Set<string>();
  /** LangChain run id -> stored id, for a root re-keyed to traceId. */
  #rekeyed = new Map<string, string>();
  /** Hidden LangChain run id -> stored id of its nearest visible ancestor (null = top level). */
  #hidden = new Map<string, string | null>();
  #rootFinal = false;
  #dropped = 0;
  /** The turn's intent (stored on the root). */
  #intent: string | null = null;
  /**
   * The graph's output for the root, not yet made JSON-safe: it is the whole final state (the conversation's history),
   * and the integrator usually replaces it with the turn's answer (markRoot), so it is converted only if still needed
   * when the runs are written or read.
   */
  #rootOutputs: { value: unknown } | null = null;
  #flushing: Promise<unknown> = Promise.resolve();

  /** @param options see {@link RunTracerOptions} */
  constructor(options: RunTracerOptions) {
    super();
    this.#database = options.database;
    this.storeId = options.storeId;
    this.conversationId = options.conversationId;
    this.traceId = options.traceId;
    this.#prices = options.prices ?? DEFAULT_MODEL_PRICES;
    this.#maxFieldBytes = options.maxFieldBytes ?? MAX_FIELD_BYTES;
    this.#maxRuns = options.maxRuns ?? 2000;
    this.#onError = options.onError ?? ((err) => process.emitWarning(`run tracer flush failed: ${err.message}`));
  }

  /** The callback handler to pass in `callbacks` (the tracer itself; for callers typed on `{ handler }`). */
  get handler(): BaseCallbackHandler {
    return this;
  }

  /** The tracer holds per-turn state: copies are the same instance. */
  override copy(): BaseCallbackHandler {
    return this;
  }

  // ---------------------------------------------------------------- buffer primitives

  /** Stored id of a LangChain parent id (following hidden runs and the re-keyed root). */
  #resolveParent(parentRunId: string | undefined): string | null {
    if (parentRunId === undefined) return null;
    if (this.#hidden.has(parentRunId)) return this.#hidden.get(parentRunId) ?? null;
    const id = this.#rekeyed.get(parentRunId) ?? parentRunId;
    if (this.#runs.has(id)) return id;
    return this.#runs.has(this.traceId) ? this.traceId : null; // unknown parent: hang it under the root
  }

  #storedId(runId: string): string {
    return this.#rekeyed.get(runId) ?? runId;
  }

  #start(runId: string, parentRunId: string | undefined, kind: RunKind, name: string, inputs: unknown, metadata: Record<string, unknown>, model: string | null = null): void {
    let parentId = this.#resolveParent(parentRunId);
    let id = runId;
    if (parentId === null) {
      if (!this.#runs.has(this.traceId)) {
        if (runId !== this.traceId) this.#rekeyed.set(runId, this.traceId);
        id = this.traceId;
      } else if (runId !== this.traceId) {
        parentId = this.traceId; // a second top-level run in the same turn: child of the root
      }
    }
    if (this.#runs.size >= this.#maxRuns && id !== this.traceId) {
      this.#dropped++;
      this.#hidden.set(runId, parentId);
      return;
    }
    this.#runs.set(id, {
      id,
      parentId,
      kind,
      name: name.slice(0, 200),
      status: 'pending',
      inputs: toJsonSafe(inputs, this.#maxFieldBytes),
      outputs: null,
      error: null,
      startedAt: Date.now(),
      endedAt: null,
      model,
      inputTokens: null,
      outputTokens: null,
      costUsd: null,
      metadata,
    });
    this.#dirty.add(id);
  }

  #end(runId: string, patch: Partial<BufferedRun>): BufferedRun | undefined {
    if (this.#hidden.has(runId)) return undefined;
    const id = this.#storedId(runId);
    const run = this.#runs.get(id);
    if (!run) return undefined;
    if (id === this.traceId && this.#rootFinal) {
      // markRoot() already decided the root's status; keep outputs/end time if still missing
      if (run.outputs == null && patch.outputs !== undefined) run.outputs = patch.outputs;
      run.endedAt ??= Date.now();
    } else {
      Object.assign(run, patch);
      run.endedAt = Date.now();
    }
    this.#dirty.add(id);
    return run;
  }

  #fail(runId: string, err: unknown): void {
    this.#end(runId, isInterrupt(err) ? { status: 'interrupted' } : { status: 'error', error: errorMessage(err) });
  }

  // ---------------------------------------------------------------- chains

  /** Runtime argument order (CallbackManager): chain, inputs, runId, parentRunId, tags, metadata, runType, runName. */
  override handleChainStart(chain: Serialized, inputs: ChainValues, runId: string, parentRunId?: string, tags?: string[], metadata?: Record<string, unknown>, _runType?: string, runName?: string): void {
    if (tags?.includes(HIDDEN_TAG)) {
      this.#hidden.set(runId, this.#resolveParent(parentRunId));
      return;
    }
    // A graph node (LangGraph names it in the metadata): its state's history is stored once, in the model step.
    const stored = metadata?.langgraph_node !== undefined ? nodeSpanInputs(inputs) : inputs;
    this.#start(runId, parentRunId, 'chain', runName ?? serializedName(chain) ?? 'chain', stored, pickMetadata(metadata, tags));
  }

  override handleChainEnd(outputs: ChainValues, runId: string): void {
    if (this.#storedId(runId) === this.traceId && !this.#hidden.has(runId)) {
      const root = this.#end(runId, { status: 'done' });
      if (root && root.outputs == null) this.#rootOutputs = { value: outputs };
      return;
    }
    this.#end(runId, { status: 'done', outputs: toJsonSafe(outputs, this.#maxFieldBytes) });
  }

  /** Convert the root's pending graph output (see #rootOutputs) when nothing replaced it. */
  #settleRootOutputs(): void {
    const pending = this.#rootOutputs;
    if (!pending) return;
    this.#rootOutputs = null;
    const root = this.#runs.get(this.traceId);
    if (root && root.outputs == null) root.outputs = toJsonSafe(pending.value, this.#maxFieldBytes);
  }

  override handleChainError(err: unknown, runId: string): void {
    this.#fail(runId, err);
  }

  // ---------------------------------------------------------------- models

  override handleChatModelStart(llm: Serialized, messages: BaseMessage[][], runId: string, parentRunId?: string, extraParams?: Record<string, unknown>, tags?: string[], metadata?: Record<string, unknown>, runName?: string): void {
    this.#start(runId, parentRunId, 'llm', runName ?? serializedName(llm) ?? 'chat_model', { messages: messages[0] ?? [] }, pickMetadata(metadata, tags), modelFromStart(extraParams, metadata));
  }

  override handleLLMStart(llm: Serialized, prompts: string[], runId: string, parentRunId?: string, extraParams?: Record<string, unknown>, tags?: string[], metadata?: Record<string, unknown>, runName?: string): void {
    this.#start(runId, parentRunId, 'llm', runName ?? serializedName(llm) ?? 'llm', { prompts }, pickMetadata(metadata, tags), modelFromStart(extraParams, metadata));
  }

  /** Records the time to first token (ms) once per llm run, in its metadata `first_token_ms`. */
  override handleLLMNewToken(_token: string, _idx: unknown, runId: string): void {
    const run = this.#runs.get(this.#storedId(runId));
    if (run && run.metadata.first_token_ms === undefined) run.metadata.first_token_ms = Date.now() - run.startedAt;
  }

  override handleLLMEnd(output: LLMResult, runId: string): void {
    const run = this.#runs.get(this.#storedId(runId));
    if (!run) return;
    const gens = output.generations?.flat() ?? [];
    const first = gens[0] as { text?: string; message?: BaseMessage } | undefined;
    const message = first?.message as (BaseMessage & { usage_metadata?: Record<string, unknown> }) | undefined;
    const llmOutput = (output.llmOutput ?? {}) as Record<string, unknown>;
    const tokenUsage = (llmOutput.tokenUsage ?? llmOutput.token_usage ?? {}) as Record<string, unknown>;
    const usage = (llmOutput.usage ?? {}) as Record<string, unknown>;
    const um = message?.usage_metadata ?? {};
    const inputTokens = num(tokenUsage.promptTokens) ?? num(tokenUsage.prompt_tokens) ?? num(um.input_tokens) ?? num(usage.input_tokens);
    const outputTokens = num(tokenUsage.completionTokens) ?? num(tokenUsage.completion_tokens) ?? num(um.output_tokens) ?? num(usage.output_tokens);
    const rm = (message?.response_metadata ?? {}) as Record<string, unknown>;
    const reported = rm.model_name ?? rm.model ?? llmOutput.model_name ?? llmOutput.model;
    const model = (typeof reported === 'string' && reported) || run.model;
    const outputs = message ? { message } : gens.length === 1 ? { text: first?.text ?? '' } : { generations: gens.map((g) => g.text) };
    this.#end(runId, {
      status: 'done',
      outputs: toJsonSafe(outputs, this.#maxFieldBytes),
      model,
      inputTokens,
      outputTokens,
      costUsd: computeCostUsd(model, inputTokens, outputTokens, this.#prices),
    });
  }

  override handleLLMError(err: unknown, runId: string): void {
    this.#fail(runId, err);
  }

  // ---------------------------------------------------------------- tools

  override handleToolStart(tool: Serialized, input: string, runId: string, parentRunId?: string, tags?: string[], metadata?: Record<string, unknown>, runName?: string, toolCallId?: string): void {
    let parsed: unknown = input;
    if (typeof input === 'string' && (input.startsWith('{') || input.startsWith('['))) {
      try {
        parsed = JSON.parse(input);
      } catch {
        // keep the raw string
      }
    }
    const md = pickMetadata(metadata, tags);
    if (toolCallId) md.tool_call_id = toolCallId;
    this.#start(runId, parentRunId, 'tool', runName ?? serializedName(tool) ?? 'tool', { input: parsed }, md);
  }

  override handleToolEnd(output: unknown, runId: string): void {
    // A tool that also updates graph state returns a LangGraph Command: its ToolMessage is the tool's output (what
    // the model reads, what metrics such as zero-result searches look at); the rest of the update is kept beside it.
    if (isCommand(output)) {
      const { messages, ...state } = (output.update ?? {}) as { messages?: unknown[] } & Record<string, unknown>;
      const recorded = messages?.length === 1 ? messages[0] : messages;
      this.#end(runId, { status: 'done', outputs: toJsonSafe({ output: recorded, state_update: state }, this.#maxFieldBytes) });
      return;
    }
    this.#end(runId, { status: 'done', outputs: toJsonSafe({ output }, this.#maxFieldBytes) });
  }

  override handleToolError(err: unknown, runId: string): void {
    this.#fail(runId, err);
  }

  // ---------------------------------------------------------------- retrievers

  override handleRetrieverStart(retriever: Serialized, query: string, runId: string, parentRunId?: string, tags?: string[], metadata?: Record<string, unknown>, name?: string): void {
    this.#start(runId, parentRunId, 'retriever', name ?? serializedName(retriever) ?? 'retriever', { query }, pickMetadata(metadata, tags));
  }

  override handleRetrieverEnd(documents: DocumentInterface[], runId: string): void {
    const docs = documents.map((d) => ({ pageContent: d.pageContent, metadata: d.metadata, id: d.id }));
    this.#end(runId, { status: 'done', outputs: toJsonSafe({ documents: docs }, this.#maxFieldBytes) });
  }

  override handleRetrieverError(err: unknown, runId: string): void {
    this.#fail(runId, err);
  }

  // ---------------------------------------------------------------- integrator API

  /**
   * Set the root run's final status (overrides what the graph's own end/error events said,
   * now and later). `extra.error` is stored in the root's `error` column (e.g. "openai: 503;
   * answered by the local model"); `extra.metadata` is merged into the root's metadata (e.g.
   * `{ fallback: { from: 'gpt-4o-mini', to: 'local', reason } }`). Creates the root (name `turn`)
   * when the graph never started.
   */
  markRoot(status: Exclude<RunStatus, 'pending'>, extra: { error?: string; outputs?: unknown; metadata?: Record<string, unknown>; intent?: string | null } = {}): void {
    let root = this.#runs.get(this.traceId);
    if (!root) {
      this.#start(this.traceId, undefined, 'chain', 'turn', null, {});
      root = this.#runs.get(this.traceId)!;
    }
    root.status = status;
    if (extra.error !== undefined) root.error = extra.error.slice(0, 4000);
    if (extra.outputs !== undefined) {
      root.outputs = toJsonSafe(extra.outputs, this.#maxFieldBytes);
      this.#rootOutputs = null;
    }
    if (extra.metadata) root.metadata = { ...root.metadata, ...(toJsonSafe(extra.metadata, this.#maxFieldBytes) as Record<string, unknown>) };
    if (extra.intent !== undefined) this.#intent = extra.intent === null ? null : extra.intent.slice(0, 100);
    root.endedAt ??= Date.now();
    this.#rootFinal = true;
    this.#dirty.add(this.traceId);
  }

  /**
   * Add a custom span (e.g. `{ name: 'fallback', metadata: { reason } }`) under `parentId`
   * (default: the root). Missing times default to now. @returns the new run's id
   */
  recordRun(input: RecordRunInput): string {
    const id = randomUUID();
    const now = Date.now();
    const parentId = input.parentId !== undefined ? this.#storedId(input.parentId) : this.traceId;
    const model = input.model ?? null;
    const inputTokens = input.inputTokens ?? null;
    const outputTokens = input.outputTokens ?? null;
    this.#runs.set(id, {
      id,
      parentId: id === this.traceId ? null : parentId,
      kind: input.kind ?? 'chain',
      name: input.name.slice(0, 200),
      status: input.status ?? (input.error ? 'error' : 'done'),
      inputs: toJsonSafe(input.inputs ?? null, this.#maxFieldBytes),
      outputs: toJsonSafe(input.outputs ?? null, this.#maxFieldBytes),
      error: input.error ?? null,
      startedAt: toMs(input.startedAt, now),
      endedAt: toMs(input.endedAt, now),
      model,
      inputTokens,
      outputTokens,
      costUsd: computeCostUsd(model, inputTokens, outputTokens, this.#prices),
      metadata: (toJsonSafe(input.metadata ?? {}, this.#maxFieldBytes) ?? {}) as Record<string, unknown>,
    });
    this.#dirty.add(id);
    return id;
  }

  /**
   * Patch a buffered run by its LangChain run id or stored id (e.g. note on a failed llm run
   * that the local model answered instead). Unknown ids are ignored.
   */
  annotateRun(runId: string, patch: { status?: RunStatus; error?: string; metadata?: Record<string, unknown> }): void {
    const id = this.#storedId(runId);
    const run = this.#runs.get(id);
    if (!run) return;
    if (patch.status) run.status = patch.status;
    if (patch.error !== undefined) run.error = patch.error.slice(0, 4000);
    if (patch.metadata) run.metadata = { ...run.metadata, ...(toJsonSafe(patch.metadata, this.#maxFieldBytes) as Record<string, unknown>) };
    this.#dirty.add(id);
  }

  /**
   * Set the turn's intent (e.g. `search_products`, from the local classifier or the local model's route
   * step); stored in the root's `intent` column at the next flush. Later calls win.
   */
  setIntent(intent: string | null): void {
    this.#intent = intent === null ? null : intent.slice(0, 100);
    if (this.#runs.has(this.traceId)) this.#dirty.add(this.traceId);
  }

  /** Totals over the buffered llm runs: token sums, cost sum (null when none known), model of the last llm run to start. */
  #totals(): TurnTotals {
    const t: TurnTotals = { inputTokens: 0, outputTokens: 0, costUsd: null, model: null };
    let lastStart = -Infinity;
    for (const r of this.#runs.values()) {
      if (r.kind !== 'llm') continue;
      t.inputTokens += r.inputTokens ?? 0;
      t.outputTokens += r.outputTokens ?? 0;
      if (r.costUsd !== null) t.costUsd = (t.costUsd ?? 0) + r.costUsd;
      if (r.model && r.startedAt >= lastStart) { t.model = r.model; lastStart = r.startedAt; }
    }
    if (t.costUsd !== null) t.costUsd = Math.round(t.costUsd * 1e6) / 1e6;
    return t;
  }

  /**
   * The turn as recorded so far: its runs in start order (the root first; shared objects, do not mutate), the intent,
   * and the totals over its llm runs (tokens, USD cost, model of the last llm run).
   */
  snapshot(): { runs: readonly TraceRunSnapshot[]; intent: string | null; totals: { inputTokens: number; outputTokens: number; costUsd: number | null; model: string | null } } {
    this.#settleRootOutputs();
    return { runs: [...this.#runs.values()], intent: this.#intent, totals: this.#totals() };
  }

  /** Ids of the runs recorded so far (stored ids), in start order. */
  runIds(): string[] {
    return [...this.#runs.keys()];
  }

  /**
   * Write every run changed since the last flush with ONE multi-row upsert. Safe to call several
   * times (later calls update rows); calls are serialized. Never rejects: a failed write is
   * reported to `onError` and its rows stay buffered for the next flush.
   */
  async flush(): Promise<void> {
    await this.flushWithResult();
  }

  /** {@link flush}, returning how many rows were written and the write error, if any (never rejects). */
  flushWithResult(): Promise<FlushResult> {
    const result = this.#flushing.then(() => this.#write());
    this.#flushing = result;
    return result;
  }

  async #write(): Promise<FlushResult> {
    this.#settleRootOutputs();
    if (this.#dirty.size === 0) return { written: 0 };
    const ids = [...this.#dirty];
    this.#dirty.clear();
    const root = this.#runs.get(this.traceId);
    if (root && this.#dropped > 0) root.metadata.dropped_runs = this.#dropped;
    // The root carries the turn's totals: rewrite it whenever any run changed.
    if (root && !ids.includes(this.traceId)) ids.push(this.traceId);
    const totals = root ? this.#totals() : null;
    // Rows as one JSON array in column names (timestamps as ISO text, money as numeric text): the statement below
    // reads them with jsonb_populate_recordset, so the turn's inputs and outputs are serialized once, as one parameter,
    // instead of as ~200 parameters each stringified and bound separately. Inputs and outputs join the text as toJsonSafe
    // serialized them when it measured them.
    const rows = ids.map((id) => {
      const r = this.#runs.get(id)!;
      const isRoot = id === this.traceId && totals !== null;
      const model = isRoot && r.model === null && totals.model !== null ? totals.model : r.model;
      const row = {
        id: r.id,
        trace_id: this.traceId,
        parent_id: r.parentId,
        store_id: this.storeId,
        conversation_id: this.conversationId,
        kind: r.kind,
        // Text jsonb would refuse as a JSON escape (NUL, lone surrogates) is removed, as toJsonSafe does for values.
        name: storableText(r.name),
        status: r.status,
        error: r.error === null ? null : storableText(r.error),
        started_at: new Date(r.startedAt),
        ended_at: r.endedAt === null ? null : new Date(r.endedAt),
        model: model === null ? null : storableText(model),
        input_tokens: r.inputTokens,
        output_tokens: r.outputTokens,
        cost_usd: r.costUsd === null ? null : r.costUsd.toFixed(6),
        metadata: r.metadata,
        intent: isRoot ? this.#intent : null,
        total_input_tokens: isRoot ? totals.inputTokens : null,
        total_output_tokens: isRoot ? totals.outputTokens : null,
        total_cost_usd: isRoot && totals.costUsd !== null ? totals.costUsd.toFixed(6) : null,
      };
      return `${JSON.stringify(row).slice(0, -1)},"inputs":${safeJsonText(r.inputs)},"outputs":${safeJsonText(r.outputs)}}`;
    });
    try {
      // Trace rows are telemetry: committed without waiting for fsync when the server has that pool (db/client.ts).
      // Named: one per turn (PostgreSQL plans it once per connection).
      await executeNamed(this.#database.asyncCommitDb ?? this.#database.db, 'aisle_trace_runs', sql`
        INSERT INTO runs (id, trace_id, parent_id, store_id, conversation_id, kind, name, status, inputs, outputs, error,
          started_at, ended_at, model, input_tokens, output_tokens, cost_usd, metadata, intent, total_input_tokens,
          total_output_tokens, total_cost_usd)
        SELECT id, trace_id, parent_id, store_id, conversation_id, kind, name, status, inputs, outputs, error,
          started_at, ended_at, model, input_tokens, output_tokens, cost_usd, metadata, intent, total_input_tokens,
          total_output_tokens, total_cost_usd
        FROM jsonb_populate_recordset(NULL::runs, ${`[${rows.join(',')}]`}::jsonb)
        ON CONFLICT (id) DO UPDATE SET parent_id = excluded.parent_id, name = excluded.name, status = excluded.status,
          inputs = excluded.inputs, outputs = excluded.outputs, error = excluded.error, ended_at = excluded.ended_at,
          model = excluded.model, input_tokens = excluded.input_tokens, output_tokens = excluded.output_tokens,
          cost_usd = excluded.cost_usd, metadata = excluded.metadata, intent = excluded.intent,
          total_input_tokens = excluded.total_input_tokens, total_output_tokens = excluded.total_output_tokens,
          total_cost_usd = excluded.total_cost_usd
        WHERE runs.store_id = excluded.store_id`);
      return { written: rows.length };
    } catch (err) {
      for (const id of ids) this.#dirty.add(id);
      const error = err instanceof Error ? err : new Error(String(err));
      this.#onError(error);
      return { written: 0, error };
    }
  }
}
