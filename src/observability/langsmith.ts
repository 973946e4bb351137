/**
 * LangSmith export (issue 10), in two halves so that nothing leaves during a shopper's turn:
 *
 * 1. **Capture** — during the turn, a {@link CaptureTracer} rides along the graph run as a callback and records the
 *    run tree LangGraph produces exactly as LangChain's own tracer (`LangChainTracer`) would send it: the same run ids,
 *    `dotted_order`, `trace_id`, run types, names, tags, metadata (LangGraph's, the store's and `thread_id`), token
 *    usage, events and inputs/outputs — as run create and update payloads in a {@link TurnCapture}: no serialisation,
 *    no redaction, no I/O on the turn's path. It is built on LangChain's `BaseTracer` (run ids, execution order,
 *    dotted order) rather than on `LangChainTracer`, which costs the thread that answers shoppers too much: in
 *    @langchain/core 1.4 it builds a langsmith `RunTree` per callback and per runnable call (and re-builds the parent's
 *    subtree for each new run), and copies itself for every child run with `thread_id` metadata, the copies no longer
 *    awaited (LangChain's process-wide background queue). Measured with `aisle bench trace-export` (README, "Trace
 *    export"): main-thread time per turn.
 * 2. **Hand-off** — when the turn is queued, {@link encodeLangSmithTurn} turns it into JSON once, each LangChain message
 *    serialised once however many runs carry it (the graph state repeats every message in every node's inputs and
 *    outputs); the export worker thread expands it again ({@link decodeLangSmithTurn}).
 * 3. **Send** — on the export worker thread, the export queue hands batches of captured turns to a
 *    {@link LangSmithSender}: a per-destination langsmith `Client` with the store's API key, endpoint and redacting
 *    `anonymizer`, which ingests creates and updates through the SDK's run-ingest endpoints (`POST /runs/multipart`, or
 *    `POST /runs/batch` when the server's `GET /info` says `batch_ingest_config.use_multipart_endpoint: false`). One
 *    request per batch; the SDK's own retries are off (the export queue retries with backoff and counts what it drops).
 */
import { isBaseMessage, isAIMessage, mergeUsageMetadata, type UsageMetadata } from '@langchain/core/messages';
import { BaseTracer, type Run } from '@langchain/core/tracers/base';
import { getRuntimeEnvironment } from '@langchain/core/utils/env';
import { Client } from 'langsmith';
import type { Redactor } from './redaction.ts';

/** One captured tracing call: a run create, or an update of a run (by id). Payloads are the SDK's wire shapes. */
export type LangSmithOp =
  | { op: 'create'; run: Record<string, unknown> }
  | { op: 'update'; id: string; run: Record<string, unknown> };

/** The run creates and updates of one turn, in the order they happened. */
export class TurnCapture {
  /** Calls in the order they were made. */
  readonly ops: LangSmithOp[] = [];
  /** Calls dropped past `maxOps`. */
  dropped = 0;
  readonly #maxOps: number;
  /** @param maxOps cap on recorded calls (a runaway turn cannot grow memory without bound); default 4,000 */
  constructor(maxOps = 4000) {
    this.#maxOps = maxOps;
  }

  /** Record a run create or update (dropped and counted past the cap). */
  record(op: LangSmithOp): void {
    if (this.ops.length >= this.#maxOps) { this.dropped++; return; }
    this.ops.push(op);
  }
}

/**
 * Records a turn's runs for LangSmith (see the file comment): each run's create when it starts and its update when it
 * ends, in the payload shapes of the langsmith SDK's `RunTree` (`_convertToCreate`, `patchRun`). Runs whose inputs
 * arrive at their end (`lc_defers_inputs`) are created then. `tags` and `metadata` are added to every run (store,
 * thread); the callbacks are synchronous and awaited inline (`awaitHandlers`), so the capture is complete when the
 * graph run returns. One per turn (`copy()` is the instance itself).
 */
export class CaptureTracer extends BaseTracer {
  override name = 'aisle_langsmith_capture';
  override awaitHandlers = true;
  // Not `#private`: the trace-export bench times the tracer through a Proxy.
  private readonly capture: TurnCapture;
  private readonly runTags: string[];
  private readonly runMetadata: Record<string, unknown>;

  /** @param capture where runs go; `tags` and `metadata` are added to every run (store, thread) */
  constructor(capture: TurnCapture, opts: { tags?: string[]; metadata?: Record<string, unknown> } = {}) {
    super();
    this.capture = capture;
    this.runTags = opts.tags ?? [];
    this.runMetadata = opts.metadata ?? {};
  }

  /** Nothing is persisted here: the capture is read after the turn. */
  protected override async persistRun(): Promise<void> {}

  /** The store's tags and metadata on a run (metadata the run already has wins), as LangChain's tracer adds them. */
  private patchRunDefaults(run: Run): void {
    run.extra ??= {};
    const extra = run.extra;
    extra.metadata ??= {};
    const metadata = extra.metadata as Record<string, unknown>;
    for (const [k, v] of Object.entries(this.runMetadata)) if (!Object.hasOwn(metadata, k)) metadata[k] = v;
    if (!extra.runtime) extra.runtime = getRuntimeEnvironment();
    if (this.runTags.length) run.tags = [...new Set([...(run.tags ?? []), ...this.runTags])];
  }

  /** Record a run's create payload (`serialized` left out: it never leaves, see `UNSENT_KEYS`). */
  private recordCreate(run: Run): void {
    const r = run as Run & { _serialized_start_time?: string };
    this.capture.record({ op: 'create', run: {
      id: run.id, name: run.name, start_time: r._serialized_start_time ?? run.start_time, end_time: run.end_time, run_type: run.run_type,
      extra: run.extra, error: run.error, inputs: run.inputs, outputs: run.outputs, parent_run_id: run.parent_run_id,
      trace_id: run.trace_id, dotted_order: run.dotted_order, tags: run.tags, events: run.events,
    } });
  }

  /** A run started: its create (unless its inputs come at its end). */
  override onRunCreate(run: Run): void {
    this.patchRunDefaults(run);
    if (!run.extra?.lc_defers_inputs) this.recordCreate(run);
  }

  /** A run ended: its update (or its create, when its inputs came only now). */
  override onRunUpdate(run: Run): void {
    this.patchRunDefaults(run);
    if (run.extra?.lc_defers_inputs) { this.recordCreate(run); return; }
    const r = run as Run & { _serialized_start_time?: string };
    this.capture.record({ op: 'update', id: run.id, run: {
      name: run.name, run_type: run.run_type, start_time: r._serialized_start_time ?? run.start_time, end_time: run.end_time, error: run.error,
      outputs: run.outputs, parent_run_id: run.parent_run_id, extra: run.extra, events: run.events, dotted_order: run.dotted_order,
      trace_id: run.trace_id, tags: run.tags,
    } });
  }

  /** Token usage of a model run into its metadata (`usage_metadata`), as LangChain's tracer records it. */
  override onLLMEnd(run: Run): void {
    const generations = (run.outputs as { generations?: { message?: unknown }[][] } | undefined)?.generations;
    if (!generations) return;
    let usage: UsageMetadata | undefined;
    for (const batch of generations) {
      for (const g of batch) {
        if (isAIMessage(g.message as never) && (g.message as { usage_metadata?: UsageMetadata }).usage_metadata) {
          usage = mergeUsageMetadata(usage, (g.message as { usage_metadata: UsageMetadata }).usage_metadata);
        }
      }
    }
    if (usage === undefined) return;
    run.extra ??= {};
    run.extra.metadata = { ...(run.extra.metadata as Record<string, unknown> | undefined), usage_metadata: usage };
  }
}

/** The key of a reference to an entry of a turn's message table in {@link encodeLangSmithTurn}'s JSON. */
const MESSAGE_REF = '$aisle_message';
/**
 * How deep {@link encodeLangSmithTurn} looks for messages (graph state `{messages: [m]}`, a model's `{messages: [[m]]}`,
 * a tool's `{output: m}` or `{output: Command{update: {messages: [m]}}}`, a token event's `kwargs.chunk.message`); deeper
 * values are serialised as they are.
 */
const MAX_REF_DEPTH = 5;
/** The fields of a run where {@link encodeLangSmithTurn} looks for messages. */
const WALKED = ['inputs', 'outputs', 'events'] as const;

/**
 * A captured turn as JSON, for the export worker thread: each run once (its create and update merged, as the sender
 * merges them), each LangChain message in the runs' inputs and outputs serialised once (its own `toJSON`, the `lc` constructor form LangSmith shows) into a `messages` table and referred
 * to as `{"$aisle_message": i}` wherever it appears; everything else is serialised as `JSON.stringify` would.
 * Synchronous; runs on the thread that answers shoppers (when the turn is queued).
 * @throws TypeError when the turn cannot be serialised (a cycle outside messages)
 */
export function encodeLangSmithTurn(turn: LangSmithTurn): string {
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
  // A run's create and its update merged into one create (as the sender would merge them): its shared parts once.
  const merged = new Map<string, LangSmithOp>();
  for (const o of turn.ops) {
    const id = o.op === 'create' ? String(o.run.id) : o.id;
    const prior = merged.get(id);
    merged.set(id, prior ? { ...prior, run: { ...prior.run, ...o.run } } as LangSmithOp : { ...o, run: { ...o.run } });
  }
  const ops = [...merged.values()];
  for (const { run } of ops) {
    for (const k of WALKED) if (run[k] !== undefined) run[k] = walk(run[k], 0);
  }
  return JSON.stringify({ ...turn, ops, messages });
}

/** A turn from {@link encodeLangSmithTurn}'s JSON (parsed), its message references replaced by the messages. */
export function decodeLangSmithTurn(wire: LangSmithTurn & { messages?: unknown[] }): LangSmithTurn {
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
  for (const o of wire.ops) {
    for (const k of WALKED) if (o.run[k] !== undefined) o.run[k] = expand(o.run[k], 0);
  }
  const { messages: _, ...turn } = wire;
  return turn;
}

/**
 * A turn as the LangSmith sender receives it: the captured calls, plus what is known only at its end (tags and
 * metadata for the root run — intent, model, status). `rootId` = the turn's trace id (LangChain's root run id).
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

/**
 * The langsmith `Client` with the pieces Aisle needs: one request per ingest call, multipart or batch as the
 * server's `/info` says, and every HTTP failure surfaced (the SDK logs some and carries on).
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
        if (run.events && this.#redact) run.events = this.#redact(run.events);
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
    return { creates: [...creates.values()], updates };
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
