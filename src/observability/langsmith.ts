/**
 * LangSmith export (issue 10), in three steps so that nothing but an array push happens during a shopper's turn:
 *
 * 1. **Record** — during the turn, a {@link TurnRecorder} rides along the graph run as a callback and pushes each
 *    callback LangChain makes (run starts and ends, tokens) as it comes: its arguments by reference and the time. No
 *    run tree, no copies, no serialisation, no redaction, no I/O on the turn's path. It presents itself to LangChain's
 *    callback manager as a tracer (`isBaseTracer`), so it receives run starts exactly as LangChain's own tracer does
 *    (`_createRunFor*`, a tool's input as the object, not its JSON).
 * 2. **Serialise** — after the turn has answered (export.ts: from a `setImmediate`, batched, or when its batch leaves),
 *    {@link encodeLangSmithTurn} turns the recorded calls into JSON once, on the thread that answers shoppers (the
 *    LangChain objects live there): each LangChain message serialised once (its own `toJSON`, the `lc` constructor
 *    form LangSmith shows) however many calls carry it — the graph state repeats every message in every node's inputs
 *    and outputs.
 * 3. **Build and send** — on the export worker thread, {@link decodeLangSmithTurn} replays the calls into the run tree
 *    LangChain's own tracer (`LangChainTracer`, on `BaseTracer`) would have built and sent: the same run ids,
 *    `dotted_order`, `trace_id`, run types, names, tags, metadata (LangGraph's, the store's and `thread_id`), token
 *    usage, events and inputs/outputs — as run create and update payloads (the SDK's wire shapes). The export queue
 *    hands batches to a {@link LangSmithSender}: a per-destination langsmith `Client` with the store's API key, endpoint
 *    and redacting `anonymizer`, which ingests creates and updates through the SDK's run-ingest endpoints
 *    (`POST /runs/multipart`, or `POST /runs/batch` when the server's `GET /info` says
 *    `batch_ingest_config.use_multipart_endpoint: false`). One request per batch; the SDK's own retries are off (the
 *    export queue retries with backoff and counts what it drops).
 *
 * Why not `LangChainTracer` during the turn: in @langchain/core 1.4 it builds a langsmith `RunTree` per callback and per
 * runnable call (re-building the parent's subtree for each new run) and copies itself for every child run with
 * `thread_id` metadata; even a `BaseTracer` building the run tree in the turn (the capture before this design) cost
 * 0.35–0.56 ms of a turn at the median and 1.0–6.6 ms at p95 (load 5–9). Measured with `aisle bench trace-export`
 * (docs/traces-export.md, "Never in the shopper's way").
 */
import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import { isAIMessage, isBaseMessage, mergeUsageMetadata, type UsageMetadata } from '@langchain/core/messages';
import { getRuntimeEnvironment } from '@langchain/core/utils/env';
import { Client } from 'langsmith';
import { convertToDottedOrderFormat } from 'langsmith/run_trees';
import type { Redactor } from './redaction.ts';

/** One run create, or an update of a run (by id), as the langsmith SDK's `RunTree` sends them (`postRun`, `patchRun`). */
export type LangSmithOp =
  | { op: 'create'; run: Record<string, unknown> }
  | { op: 'update'; id: string; run: Record<string, unknown> };

/**
 * One recorded callback: `[kind, epoch ms, run id, ...the callback's own arguments]` (see {@link TurnRecorder}'s
 * methods for each kind's arguments). Values are LangChain's own objects until {@link encodeLangSmithTurn}.
 */
export type RecordedCall = [kind: string, time: number, runId: string, ...args: unknown[]];

/** The last segment of a LangChain `Serialized` id (a run's default name, as `BaseTracer` takes it). */
function serializedName(s: unknown): string | undefined {
  const id = (s as { id?: unknown } | null | undefined)?.id;
  return Array.isArray(id) ? (id.at(-1) as string | undefined) : undefined;
}

/**
 * Records the callbacks of one turn for LangSmith (see the file comment): each is one array push; nothing is built
 * until the turn is over. `tags` and `metadata` (store, thread) are added to every run when the calls are replayed.
 * The callbacks are synchronous and awaited inline (`awaitHandlers`), so the record is complete when the graph run
 * returns. One per turn (`copy()` is the instance itself). Past `maxCalls` (default 10,000) calls are dropped and
 * counted (a runaway turn cannot grow memory without bound).
 */
export class TurnRecorder extends BaseCallbackHandler {
  override name = 'aisle_langsmith_recorder';
  override awaitHandlers = true;
  /** The calls in the order they were made. */
  readonly calls: RecordedCall[] = [];
  /** Calls dropped past `maxCalls`. */
  dropped = 0;
  /** Tags added to every run. */
  readonly runTags: string[];
  /** Metadata added to every run (metadata the run already has wins). */
  readonly runMetadata: Record<string, unknown>;
  // Not `#private`: the trace-export bench times the recorder through a Proxy.
  private readonly maxCalls: number;
  private readonly started = new Set<string>();

  /** @param opts `tags` and `metadata` for every run (store, thread); `maxCalls` cap on recorded calls */
  constructor(opts: { tags?: string[]; metadata?: Record<string, unknown>; maxCalls?: number } = {}) {
    super();
    this.runTags = opts.tags ?? [];
    this.runMetadata = opts.metadata ?? {};
    this.maxCalls = opts.maxCalls ?? 10_000;
  }

  /** The recorder holds the turn: copies are the instance itself. */
  override copy(): this {
    return this;
  }

  /** Makes LangChain's callback manager see a tracer (`isBaseTracer`) and call `_createRunFor*` with raw inputs. */
  _addRunToRunMap(): void {}

  private record(call: RecordedCall): void {
    if (this.calls.length >= this.maxCalls) { this.dropped++; return; }
    this.calls.push(call);
  }

  private recordStart(call: RecordedCall): void {
    this.started.add(call[2]);
    this.record(call);
  }

  // Run starts: `[kind, t, runId, parentRunId, name, inputs, tags, metadata, ...]`, as BaseTracer's `_createRunFor*`
  // take them (the manager calls these first, then `handle*Start`, which finds the run already recorded).

  _createRunForChainStart(chain: unknown, inputs: unknown, runId: string, parentRunId?: string, tags?: string[], metadata?: Record<string, unknown>, runType?: string, name?: string, extra?: Record<string, unknown>): void {
    this.recordStart(['chain', Date.now(), runId, parentRunId, name ?? serializedName(chain), inputs, tags, metadata, runType, extra]);
  }

  _createRunForLLMStart(llm: unknown, prompts: string[], runId: string, parentRunId?: string, extraParams?: Record<string, unknown>, tags?: string[], metadata?: Record<string, unknown>, name?: string): void {
    this.recordStart(['llm', Date.now(), runId, parentRunId, name ?? serializedName(llm), prompts, tags, metadata, extraParams]);
  }

  _createRunForChatModelStart(llm: unknown, messages: unknown[][], runId: string, parentRunId?: string, extraParams?: Record<string, unknown>, tags?: string[], metadata?: Record<string, unknown>, name?: string): void {
    this.recordStart(['chat', Date.now(), runId, parentRunId, name ?? serializedName(llm), messages, tags, metadata, extraParams]);
  }

  _createRunForToolStart(tool: unknown, input: unknown, runId: string, parentRunId?: string, tags?: string[], metadata?: Record<string, unknown>, name?: string, toolCallId?: string): void {
    this.recordStart(['tool', Date.now(), runId, parentRunId, name ?? serializedName(tool), input, tags, metadata, toolCallId]);
  }

  _createRunForRetrieverStart(retriever: unknown, query: string, runId: string, parentRunId?: string, tags?: string[], metadata?: Record<string, unknown>, name?: string): void {
    this.recordStart(['retriever', Date.now(), runId, parentRunId, name ?? serializedName(retriever), query, tags, metadata]);
  }

  // The `handle*Start` callbacks record only a start the manager did not hand over first (a direct caller).

  override handleChainStart(chain: never, inputs: never, runId: string, parentRunId?: string, tags?: string[], metadata?: Record<string, unknown>, runType?: string, name?: string, extra?: Record<string, unknown>): void {
    if (!this.started.has(runId)) this._createRunForChainStart(chain, inputs, runId, parentRunId, tags, metadata, runType, name, extra);
  }

  override handleLLMStart(llm: never, prompts: string[], runId: string, parentRunId?: string, extraParams?: Record<string, unknown>, tags?: string[], metadata?: Record<string, unknown>, name?: string): void {
    if (!this.started.has(runId)) this._createRunForLLMStart(llm, prompts, runId, parentRunId, extraParams, tags, metadata, name);
  }

  override handleChatModelStart(llm: never, messages: never[][], runId: string, parentRunId?: string, extraParams?: Record<string, unknown>, tags?: string[], metadata?: Record<string, unknown>, name?: string): void {
    if (!this.started.has(runId)) this._createRunForChatModelStart(llm, messages, runId, parentRunId, extraParams, tags, metadata, name);
  }

  override handleToolStart(tool: never, input: string, runId: string, parentRunId?: string, tags?: string[], metadata?: Record<string, unknown>, name?: string, toolCallId?: string): void {
    if (!this.started.has(runId)) this._createRunForToolStart(tool, input, runId, parentRunId, tags, metadata, name, toolCallId);
  }

  override handleRetrieverStart(retriever: never, query: string, runId: string, parentRunId?: string, tags?: string[], metadata?: Record<string, unknown>, name?: string): void {
    if (!this.started.has(runId)) this._createRunForRetrieverStart(retriever, query, runId, parentRunId, tags, metadata, name);
  }

  // Ends and events: `[kind, t, runId, ...]`.

  override handleChainEnd(outputs: unknown, runId: string, _parentRunId?: string, _tags?: string[], kwargs?: { inputs?: unknown }): void {
    this.record(['chain_end', Date.now(), runId, outputs, kwargs?.inputs]);
  }

  override handleChainError(error: unknown, runId: string, _parentRunId?: string, _tags?: string[], kwargs?: { inputs?: unknown }): void {
    this.record(['chain_error', Date.now(), runId, error, kwargs?.inputs]);
  }

  override handleLLMEnd(output: unknown, runId: string, _parentRunId?: string, _tags?: string[], extraParams?: Record<string, unknown>): void {
    this.record(['llm_end', Date.now(), runId, output, extraParams]);
  }

  override handleLLMError(error: unknown, runId: string, _parentRunId?: string, _tags?: string[], extraParams?: Record<string, unknown>): void {
    this.record(['llm_error', Date.now(), runId, error, extraParams]);
  }

  override handleLLMNewToken(token: string, idx: unknown, runId: string, _parentRunId?: string, _tags?: string[], fields?: { chunk?: unknown }): void {
    this.record(['token', Date.now(), runId, token, idx, fields?.chunk]);
  }

  override handleToolEnd(output: unknown, runId: string): void {
    this.record(['tool_end', Date.now(), runId, output]);
  }

  override handleToolError(error: unknown, runId: string): void {
    this.record(['tool_error', Date.now(), runId, error]);
  }

  override handleRetrieverEnd(documents: unknown, runId: string): void {
    this.record(['retriever_end', Date.now(), runId, documents]);
  }

  override handleRetrieverError(error: unknown, runId: string): void {
    this.record(['retriever_error', Date.now(), runId, error]);
  }

  override handleText(text: string, runId: string): void {
    this.record(['text', Date.now(), runId, text]);
  }

  override handleAgentAction(action: unknown, runId: string): void {
    this.record(['agent_action', Date.now(), runId, action]);
  }

  override handleAgentEnd(action: unknown, runId: string): void {
    this.record(['agent_end', Date.now(), runId, action]);
  }
}

/** The key of a reference to an entry of a turn's message table in {@link encodeLangSmithTurn}'s JSON. */
const MESSAGE_REF = '$aisle_message';
/**
 * How deep {@link encodeLangSmithTurn} looks for messages in a call's argument (graph state `{messages: [m]}`, a chat
 * model's `[[m]]`, a model's result `{generations: [[{message: m}]]}`, a tool's `Command{update: {messages: [m]}}`, a
 * token's `chunk.message`); deeper values are serialised as they are.
 */
const MAX_REF_DEPTH = 5;

/** BaseTracer's `_coerceToDict`: an object as it is, anything else as `{[key]: value}`. */
function coerceToDict(value: unknown, key: string): unknown {
  return value && !Array.isArray(value) && typeof value === 'object' ? value : { [key]: value };
}

/** BaseTracer's `stringifyError`: message and stack. */
function stringifyError(error: unknown): string {
  if (error instanceof Error) return error.message + (error.stack ? `\n\n${error.stack}` : '');
  if (typeof error === 'string') return error;
  return `${error}`;
}

/** Token usage of a model's result, summed over its AI messages (as LangChain's tracer records it); undefined when none. */
function usageOf(output: unknown): UsageMetadata | undefined {
  const generations = (output as { generations?: { message?: unknown }[][] } | undefined)?.generations;
  if (!Array.isArray(generations)) return undefined;
  let usage: UsageMetadata | undefined;
  for (const batch of generations) {
    for (const g of batch ?? []) {
      const m = g?.message as { usage_metadata?: UsageMetadata } | undefined;
      if (m && isAIMessage(m as never) && m.usage_metadata) usage = mergeUsageMetadata(usage, m.usage_metadata);
    }
  }
  return usage;
}

/**
 * What a turn's LangSmith export holds until it is serialised: the recorder's calls, its tags and metadata for every
 * run, and what is known only at the turn's end (tags and metadata for the root run — intent, model, status).
 * `rootId` = the turn's trace id (LangChain's root run id).
 */
export type RecordedTurn = {
  rootId: string; calls: readonly RecordedCall[]; runTags: string[]; runMetadata: Record<string, unknown>; rootTags: string[];
  rootMetadata: Record<string, unknown>;
};

/**
 * A recorded turn as JSON, for the export worker thread (runs after the turn, on the thread that answers shoppers):
 * errors as BaseTracer words them, a chain's outputs and deferred inputs as objects (`_coerceToDict`), a model run's
 * token usage summed; each LangChain message serialised once (its own `toJSON`, the `lc` constructor form LangSmith
 * shows) into a `messages` table and referred to as `{"$aisle_message": i}` wherever it appears; everything else as
 * `JSON.stringify` would.
 * @throws TypeError when the turn cannot be serialised (a cycle outside messages)
 */
export function encodeLangSmithTurn(turn: RecordedTurn): string {
  const messages: unknown[] = [];
  const index = new Map<object, number>();
  // What JSON.stringify would serialise, with messages replaced by references: a value's toJSON() result, an array's
  // items, an object's own enumerable keys.
  const walk = (v: unknown, depth: number): unknown => {
    if (v === null || typeof v !== 'object') return v;
    if (isBaseMessage(v)) {
      let i = index.get(v);
      if (i === undefined) { i = messages.length; index.set(v, i); messages.push(v); }
      return { [MESSAGE_REF]: i };
    }
    if (depth >= MAX_REF_DEPTH) return v;
    if (typeof (v as { toJSON?: unknown }).toJSON === 'function') return walk((v as { toJSON: () => unknown }).toJSON(), depth);
    if (Array.isArray(v)) return v.map((x) => walk(x, depth + 1));
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v)) out[k] = walk((v as Record<string, unknown>)[k], depth + 1);
    return out;
  };
  const calls = turn.calls.map((c): unknown[] => {
    const [kind, t, runId] = c;
    switch (kind) {
      case 'chain_end': return [kind, t, runId, walk(coerceToDict(c[3], 'output'), 0), c[4] === undefined ? null : walk(coerceToDict(c[4], 'input'), 0)];
      case 'chain_error': return [kind, t, runId, stringifyError(c[3]), c[4] === undefined ? null : walk(coerceToDict(c[4], 'input'), 0)];
      case 'llm_end': return [kind, t, runId, walk(c[3], 0), walk(c[4], 0) ?? null, usageOf(c[3]) ?? null];
      case 'llm_error': return [kind, t, runId, stringifyError(c[3]), walk(c[4], 0) ?? null];
      case 'tool_error': case 'retriever_error': return [kind, t, runId, stringifyError(c[3])];
      default: return c.map((x, i) => (i < 3 ? x : walk(x, 0) ?? null));
    }
  });
  const { calls: _, ...rest } = turn;
  return JSON.stringify({ ...rest, calls, messages });
}

/** A run as BaseTracer holds it while it is open (times in epoch ms). */
type OpenRun = {
  id: string; name: string | undefined; parent_run_id: string | undefined; start_time: number; end_time?: number; run_type: string;
  inputs: unknown; outputs?: unknown; error?: string; extra: Record<string, unknown>; tags: string[]; events: Record<string, unknown>[];
  execution_order: number; child_execution_order: number; trace_id?: string; dotted_order?: string; _serialized_start_time?: string;
};

const iso = (t: number) => new Date(t).toISOString();
/** `undefined` for the JSON nulls {@link encodeLangSmithTurn} writes in place of absent arguments. */
const opt = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

/**
 * Replay a turn's recorded calls (expanded) as BaseTracer and LangChain's tracer would have handled them live: run
 * ids, execution and dotted order, trace ids, the store's tags and metadata on every run, the runtime, token usage,
 * events; each run's create when it starts (or when it ends, for a run whose inputs come at its end) and its update
 * when it ends. Calls for runs BaseTracer would not know (ended, or never started) are skipped, as its errors are.
 */
function replayCalls(calls: unknown[][], runTags: string[], runMetadata: Record<string, unknown>): LangSmithOp[] {
  const ops: LangSmithOp[] = [];
  const open = new Map<string, OpenRun>();
  const runtime = getRuntimeEnvironment();

  const patchDefaults = (run: OpenRun): void => {
    run.extra.metadata ??= {};
    const metadata = run.extra.metadata as Record<string, unknown>;
    for (const [k, v] of Object.entries(runMetadata)) if (!Object.hasOwn(metadata, k)) metadata[k] = v;
    if (!run.extra.runtime) run.extra.runtime = runtime;
    if (runTags.length) run.tags = [...new Set([...run.tags, ...runTags])];
  };
  const recordCreate = (run: OpenRun): void => {
    ops.push({ op: 'create', run: {
      id: run.id, name: run.name, start_time: run._serialized_start_time ?? run.start_time, end_time: run.end_time, run_type: run.run_type,
      extra: run.extra, error: run.error, inputs: run.inputs, outputs: run.outputs, parent_run_id: run.parent_run_id,
      trace_id: run.trace_id, dotted_order: run.dotted_order, tags: run.tags, events: run.events,
    } });
  };
  const start = (run: OpenRun): void => {
    const { dottedOrder, microsecondPrecisionDatestring } = convertToDottedOrderFormat(run.start_time, run.id, run.execution_order);
    if (run.parent_run_id !== undefined) {
      const parent = open.get(run.parent_run_id);
      if (parent) {
        parent.child_execution_order = Math.max(parent.child_execution_order, run.child_execution_order);
        run.trace_id = parent.trace_id;
        if (parent.dotted_order !== undefined) {
          run.dotted_order = `${parent.dotted_order}.${dottedOrder}`;
          run._serialized_start_time = microsecondPrecisionDatestring;
        }
      } else {
        run.parent_run_id = undefined;
      }
    } else {
      run.trace_id = run.id;
      run.dotted_order = dottedOrder;
      run._serialized_start_time = microsecondPrecisionDatestring;
    }
    open.set(run.id, run);
    patchDefaults(run);
    if (!run.extra.lc_defers_inputs) recordCreate(run);
  };
  const end = (run: OpenRun): void => {
    const parent = run.parent_run_id !== undefined ? open.get(run.parent_run_id) : undefined;
    if (parent) parent.child_execution_order = Math.max(parent.child_execution_order, run.child_execution_order);
    patchDefaults(run);
    if (run.extra.lc_defers_inputs) recordCreate(run);
    else {
      ops.push({ op: 'update', id: run.id, run: {
        name: run.name, run_type: run.run_type, start_time: run._serialized_start_time ?? run.start_time, end_time: run.end_time, error: run.error,
        outputs: run.outputs, parent_run_id: run.parent_run_id, extra: run.extra, events: run.events, dotted_order: run.dotted_order,
        trace_id: run.trace_id, tags: run.tags,
      } });
    }
    open.delete(run.id);
  };
  /** The open run `id` when it is of `type` (any type when omitted). */
  const find = (id: string, type?: string): OpenRun | undefined => {
    const run = open.get(id);
    return run && (type === undefined || run.run_type === type) ? run : undefined;
  };
  const finish = (run: OpenRun, t: number, name: 'end' | 'error'): void => {
    run.end_time = t;
    run.events.push({ name, time: iso(t) });
  };

  for (const c of calls) {
    const kind = c[0] as string;
    const t = c[1] as number;
    const id = c[2] as string;
    if (kind === 'chain' || kind === 'llm' || kind === 'chat' || kind === 'tool' || kind === 'retriever') {
      const parentId = opt(c[3] as string | null);
      const parent = parentId !== undefined ? open.get(parentId) : undefined;
      const order = parent ? parent.child_execution_order + 1 : 1;
      const tags = opt(c[6] as string[] | null) ?? [];
      const metadata = opt(c[7] as Record<string, unknown> | null);
      const runType = kind === 'chain' ? (opt(c[8] as string | null) ?? 'chain') : kind === 'chat' ? 'llm' : kind;
      let inputs: unknown;
      let extra: Record<string, unknown>;
      if (kind === 'chain') {
        inputs = c[5];
        extra = metadata ? { ...(opt(c[9] as Record<string, unknown> | null)), metadata } : { ...(opt(c[9] as Record<string, unknown> | null)) };
      } else if (kind === 'llm' || kind === 'chat') {
        inputs = kind === 'llm' ? { prompts: c[5] } : { messages: c[5] };
        const params = opt(c[8] as Record<string, unknown> | null);
        extra = metadata ? { ...params, metadata } : (params ?? {});
      } else if (kind === 'tool') {
        inputs = typeof c[5] === 'string' ? { input: c[5] } : c[5];
        const toolCallId = opt(c[8] as string | null);
        extra = { ...(metadata ? { metadata } : {}), ...(toolCallId !== undefined ? { tool_call_id: toolCallId } : {}) };
      } else {
        inputs = { query: c[5] };
        extra = metadata ? { metadata } : {};
      }
      start({
        id, name: opt(c[4] as string | null), parent_run_id: parentId, start_time: t, run_type: runType, inputs, extra, tags: [...tags],
        events: [{ name: 'start', time: iso(t) }], execution_order: order, child_execution_order: order,
      });
      continue;
    }
    switch (kind) {
      case 'chain_end': case 'chain_error': {
        const run = find(id);
        if (!run) break;
        finish(run, t, kind === 'chain_end' ? 'end' : 'error');
        if (kind === 'chain_end') run.outputs = c[3];
        else run.error = c[3] as string;
        if (c[4] !== null && c[4] !== undefined) run.inputs = c[4];
        end(run);
        break;
      }
      case 'llm_end': case 'llm_error': {
        const run = find(id, 'llm');
        if (!run) break;
        finish(run, t, kind === 'llm_end' ? 'end' : 'error');
        if (kind === 'llm_end') run.outputs = c[3];
        else run.error = c[3] as string;
        run.extra = { ...run.extra, ...(opt(c[4] as Record<string, unknown> | null)) };
        const usage = kind === 'llm_end' ? opt(c[5] as UsageMetadata | null) : undefined;
        if (usage) run.extra.metadata = { ...(run.extra.metadata as Record<string, unknown> | undefined), usage_metadata: usage };
        end(run);
        break;
      }
      case 'tool_end': case 'tool_error': case 'retriever_end': case 'retriever_error': {
        const run = find(id, kind.startsWith('tool') ? 'tool' : 'retriever');
        if (!run) break;
        const ok = kind.endsWith('_end');
        finish(run, t, ok ? 'end' : 'error');
        if (!ok) run.error = c[3] as string;
        else run.outputs = kind === 'tool_end' ? { output: c[3] } : { documents: c[3] };
        end(run);
        break;
      }
      case 'token': {
        const run = find(id, 'llm');
        if (run) run.events.push({ name: 'new_token', time: iso(t), kwargs: { token: c[3], idx: c[4], chunk: opt(c[5]) } });
        break;
      }
      case 'text': {
        const run = find(id, 'chain');
        if (run) run.events.push({ name: 'text', time: iso(t), kwargs: { text: c[3] } });
        break;
      }
      case 'agent_action': case 'agent_end': {
        const run = find(id, 'chain');
        if (!run) break;
        run.events.push({ name: kind, time: iso(t), kwargs: { action: c[3] } });
        break;
      }
    }
  }
  return ops;
}

/** {@link encodeLangSmithTurn}'s JSON, parsed: calls with message references, and the message table. */
export type LangSmithTurnWire = Omit<RecordedTurn, 'calls'> & { calls: unknown[][]; messages?: unknown[] };

/**
 * A turn from {@link encodeLangSmithTurn}'s JSON (parsed): its message references replaced by the messages, its calls
 * replayed into the run creates and updates LangChain's tracer would have sent (see `replayCalls`), each run's create
 * and update merged into one create.
 */
export function decodeLangSmithTurn(wire: LangSmithTurnWire): LangSmithTurn {
  const messages = wire.messages ?? [];
  const expand = (v: unknown, depth: number): unknown => {
    if (v === null || typeof v !== 'object' || depth > MAX_REF_DEPTH) return v;
    if (Array.isArray(v)) return v.map((x) => expand(x, depth + 1));
    const o = v as Record<string, unknown>;
    const ref = o[MESSAGE_REF];
    if (typeof ref === 'number' && Object.keys(o).length === 1 && ref >= 0 && ref < messages.length) return messages[ref];
    for (const k of Object.keys(o)) o[k] = expand(o[k], depth + 1);
    return o;
  };
  const calls = wire.calls.map((c) => c.map((x, i) => (i < 3 ? x : expand(x, 0))));
  // A run's create and its update merged into one create (as the sender would merge them), in the order runs started.
  const merged = new Map<string, LangSmithOp>();
  for (const o of replayCalls(calls, wire.runTags ?? [], wire.runMetadata ?? {})) {
    const id = o.op === 'create' ? String(o.run.id) : o.id;
    const prior = merged.get(id);
    merged.set(id, prior ? { ...prior, run: { ...prior.run, ...o.run } } as LangSmithOp : o);
  }
  return { rootId: wire.rootId, ops: [...merged.values()], rootTags: wire.rootTags, rootMetadata: wire.rootMetadata };
}

/**
 * A turn as the LangSmith sender receives it: its runs' creates and updates, plus what is known only at its end (tags
 * and metadata for the root run — intent, model, status). `rootId` = the turn's trace id (LangChain's root run id).
 */
export type LangSmithTurn = { rootId: string; ops: LangSmithOp[]; rootTags: string[]; rootMetadata: Record<string, unknown> };

/**
 * Feedback for LangSmith (`POST /feedback`; `PATCH /feedback/{id}` when `update`): `score` 0–1, `comment` redacted
 * before it leaves. `id` makes it idempotent.
 */
export type LangSmithFeedback = { id: string; runId: string; traceId: string; key: string; score: number | null; comment: string | null; update?: boolean };

/** Options of {@link LangSmithSender}. `timeoutMs` bounds each HTTP request (default 10,000). */
export type LangSmithSenderOptions = {
  apiUrl: string; apiKey: string | null; project: string; redact: Redactor | null; timeoutMs?: number; workspaceId?: string | null;
};

/** What one HTTP exchange with LangSmith came to (recorded by the client's fetch). */
type Attempt = { failures: string[]; requests: number };

/** Run ingest endpoints: LangSmith answers 409 there for payloads it has already received. */
const INGEST_PATH = /\/runs(\/multipart|\/batch)?$/;

/**
 * The langsmith `Client` with the pieces Aisle needs: one request per ingest call, multipart or batch as the
 * server's `/info` says, and every HTTP failure surfaced (the SDK logs some and carries on).
 *
 * Delivery is at-least-once: the export queue sends a batch again after a failed attempt, a timeout included, and a
 * batch that timed out may have arrived. LangSmith's ingest is idempotent per run id and operation: a run created
 * again is not stored again, and a request whose run payloads all arrived before is answered 409 "payloads already
 * received" (langchain-ai/langsmith-sdk#1529; the Python SDK's `_send_multipart_req` takes that 409 as done). So an
 * ingest 409 counts as delivered here — it is handed to the SDK as a 202, so the SDK neither throws nor logs a failure
 * — and a run re-sent after a timeout is one run in LangSmith.
 */
class IngestClient extends Client {
  readonly #observer: { attempt: Attempt | null };

  constructor(opts: LangSmithSenderOptions) {
    // The fetch the SDK uses: records each failure of the exchange in progress (`/info` failures are the SDK's to handle).
    const observer: { attempt: Attempt | null } = { attempt: null };
    const observed: typeof fetch = async (input, init) => {
      const attempt = observer.attempt;
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
      const counted = attempt && !path.endsWith('/info');
      if (counted) attempt.requests++;
      try {
        const res = await fetch(input, init);
        if (res.status === 409 && init?.method === 'POST' && INGEST_PATH.test(path)) {
          await res.body?.cancel();
          return new Response(null, { status: 202 });
        }
        if (!res.ok && counted) attempt.failures.push(`HTTP ${res.status} from ${path}`);
        return res;
      } catch (err) {
        if (counted) attempt.failures.push(errorText(err));
        throw err;
      }
    };
    super({
      apiUrl: opts.apiUrl, apiKey: opts.apiKey ?? undefined, workspaceId: opts.workspaceId ?? undefined, timeout_ms: opts.timeoutMs ?? 10_000,
      anonymizer: opts.redact ? (values) => opts.redact!(values) : undefined,
      // The SDK passes metadata through untouched unless told: redact it like inputs and outputs.
      hideMetadata: opts.redact ? (metadata) => opts.redact!(metadata) : undefined,
      autoBatchTracing: false, manualFlushMode: true, tracingSamplingRate: 1, omitTracedRuntimeInfo: true, tracingMode: 'langsmith',
      callerOptions: { maxRetries: 0 }, fetchImplementation: observed, disablePromptCache: true,
    });
    this.#observer = observer;
  }

  /** Run `fn`, then throw the first HTTP failure it met (the SDK swallows some of them). */
  async #observe(fn: () => Promise<unknown>): Promise<void> {
    const attempt: Attempt = { failures: [], requests: 0 };
    this.#observer.attempt = attempt;
    try {
      await fn();
    } finally {
      this.#observer.attempt = null;
    }
    if (attempt.failures.length) throw new Error(attempt.failures[0]);
  }

  /**
   * Ingest creates and updates in one request: multipart unless the server's `/info` turns it off, and batch when the
   * multipart endpoint answers 404 (an older self-hosted LangSmith).
   */
  async ingest(runCreates: Record<string, unknown>[], runUpdates: Record<string, unknown>[]): Promise<void> {
    const info = await this._ensureServerInfo();
    const params = { runCreates: runCreates as never[], runUpdates: runUpdates as never[] };
    let multipart = !this.#multipartGone && ((info?.batch_ingest_config as { use_multipart_endpoint?: boolean } | undefined)?.use_multipart_endpoint ?? true);
    if (multipart) {
      const gzip = (info?.instance_flags as { gzip_body_enabled?: boolean } | undefined)?.gzip_body_enabled === true;
      try {
        await this.#observe(() => this.multipartIngestRuns(params, { useGzip: gzip } as never));
      } catch (err) {
        if (!/HTTP 404/.test((err as Error).message)) throw err;
        this.#multipartGone = true;
        multipart = false;
      }
    }
    if (!multipart) await this.#observe(() => this.batchIngestRuns(params));
  }

  #multipartGone = false;

  #projectIds = new Map<string, string>();

  /** The id of project `name` (`GET /sessions?name=`), remembered; null when the server has no such project yet. */
  async #projectId(name: string): Promise<string | null> {
    const known = this.#projectIds.get(name);
    if (known) return known;
    try {
      const p = await this.readProject({ projectName: name });
      this.#projectIds.set(name, p.id);
      return p.id;
    } catch (err) {
      if (/not found/i.test((err as Error).message)) return null;
      throw err;
    }
  }

  /**
   * Send one feedback (`POST /feedback`) on a run of `project`; a 409 (already there: same id) counts as sent.
   * @throws Error on any other HTTP failure
   */
  async feedback(f: LangSmithFeedback, project: string, comment: string | null): Promise<void> {
    if (f.update) {
      try {
        await this.#observe(() => this.updateFeedback(f.id, { score: f.score, comment: comment ?? undefined }));
        return;
      } catch (err) {
        if (!/HTTP 404/.test((err as Error).message)) throw err;
        // never arrived (sampled out before, or dropped): create it below
      }
    }
    const sessionId = await this.#projectId(project);
    try {
      await this.#observe(() => this.createFeedback(f.runId, f.key, {
        traceId: f.traceId, score: f.score ?? undefined, comment: comment ?? undefined, feedbackId: f.id,
        feedbackSourceType: 'api', sourceInfo: { source: 'aisle' }, ...(sessionId ? { sessionId } : {}),
      }));
    } catch (err) {
      if (!/HTTP 409/.test((err as Error).message)) throw err;
    }
  }

  /** `GET /info` (the "Send test trace" check starts with it). @throws Error when it fails */
  async info(): Promise<Record<string, unknown>> {
    return (await this._getServerInfo()) as Record<string, unknown>;
  }
}

function errorText(err: unknown): string {
  const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  const cause = e?.cause?.code ?? e?.cause?.message;
  return `${e?.name && e.name !== 'Error' ? `${e.name}: ` : ''}${e?.message ?? String(err)}${cause ? ` (${cause})` : ''}`.slice(0, 500);
}

/** Keys of a run create/update the SDK does not run through the anonymizer: kept out of what leaves (`serialized`). */
const UNSENT_KEYS = ['serialized', 'child_runs'] as const;

/**
 * Sends captured turns and feedback to one LangSmith project. Not reentrant: the export queue calls it one batch at a
 * time per destination.
 */
export class LangSmithSender {
  readonly #client: IngestClient;
  readonly #project: string;
  readonly #redact: Redactor | null;

  /** @param opts endpoint, key, project, redactor (null = no redaction), request timeout */
  constructor(opts: LangSmithSenderOptions) {
    this.#client = new IngestClient(opts);
    this.#project = opts.project;
    this.#redact = opts.redact;
  }

  /**
   * The runs of `turns` as creates (a create and the updates of the same run merged) and the updates of runs created
   * elsewhere, in the destination's project, with each root's end-of-turn tags and metadata.
   */
  prepare(turns: LangSmithTurn[]): { creates: Record<string, unknown>[]; updates: Record<string, unknown>[] } {
    const creates = new Map<string, Record<string, unknown>>();
    const updates: Record<string, unknown>[] = [];
    for (const turn of turns) {
      for (const o of turn.ops) {
        const run: Record<string, unknown> = { ...o.run, session_name: this.#project };
        for (const k of UNSENT_KEYS) delete run[k];
        const id = o.op === 'create' ? String(o.run.id) : o.id;
        const prior = creates.get(id);
        if (o.op === 'create') creates.set(id, { ...prior, ...run });
        else if (prior) creates.set(id, { ...prior, ...run, id });
        else updates.push({ ...run, id });
      }
      const root = creates.get(turn.rootId);
      if (root) {
        root.tags = [...new Set([...((root.tags as string[] | undefined) ?? []), ...turn.rootTags])];
        const extra = (root.extra as Record<string, unknown> | undefined) ?? {};
        root.extra = { ...extra, metadata: { ...(extra.metadata as Record<string, unknown> | undefined), ...turn.rootMetadata } };
      }
    }
    // Events (token chunks among them) are redacted here, once per run: the SDK's anonymizer does not see them.
    const out = { creates: [...creates.values()], updates };
    if (this.#redact) for (const run of [...out.creates, ...out.updates]) if (run.events) run.events = this.#redact(run.events);
    return out;
  }

  /** Ingest a batch of turns in one request. @throws Error on any HTTP failure, timeout or network error */
  async send(turns: LangSmithTurn[]): Promise<void> {
    const { creates, updates } = this.prepare(turns);
    if (creates.length || updates.length) await this.#client.ingest(creates, updates);
  }

  /** Send feedback (the comment redacted). @throws Error on any HTTP failure but 409 */
  async sendFeedback(feedback: LangSmithFeedback[]): Promise<void> {
    for (const f of feedback) await this.#client.feedback(f, this.#project, f.comment === null ? null : (this.#redact ? this.#redact(f.comment) : f.comment));
  }

  /** The server's `/info` document. @throws Error when unreachable or not LangSmith */
  async info(): Promise<Record<string, unknown>> {
    return this.#client.info();
  }
}
