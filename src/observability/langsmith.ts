/**
 * LangSmith export (issue 10), in two halves so that nothing leaves during a shopper's turn:
 *
 * 1. **Capture** — during the turn, LangChain's own tracer (`LangChainTracer` from `@langchain/core`) rides along the
 *    graph run as a callback, so LangSmith receives exactly the run tree LangGraph produces (ids, `dotted_order`,
 *    `trace_id`, run types, tags, metadata, token usage). Its client is a {@link TurnCapture}: the SDK's tracing-client
 *    interface (`createRun` / `updateRun`) answered by pushing the payloads into an array — no serialization, no
 *    redaction, no I/O on the turn's path. The tracer is named `langchain_tracer`, so `@langchain/core` does not add
 *    its own environment tracer (LANGSMITH_TRACING) to the turn's runnables.
 * 2. **Send** — after the turn, the export queue hands batches of captured turns to a {@link LangSmithSender}: a
 *    per-destination langsmith `Client` with the store's API key, endpoint and redacting `anonymizer`, which ingests
 *    creates and updates through the SDK's run-ingest endpoints (`POST /runs/multipart`, or `POST /runs/batch` when
 *    the server's `GET /info` says `batch_ingest_config.use_multipart_endpoint: false`). One request per batch; the
 *    SDK's own retries are off (the export queue retries with backoff and counts what it drops).
 */
import { LangChainTracer } from '@langchain/core/tracers/tracer_langchain';
import { Client, type LangSmithTracingClientInterface } from 'langsmith';
import type { Redactor } from './redaction.ts';

/** One captured tracing call: a run create, or an update of a run (by id). Payloads are the SDK's wire shapes. */
export type LangSmithOp =
  | { op: 'create'; run: Record<string, unknown> }
  | { op: 'update'; id: string; run: Record<string, unknown> };

/**
 * The tracing client of one turn: records every `createRun` / `updateRun` call LangChain's tracer makes. Implements
 * the langsmith SDK's `LangSmithTracingClientInterface`.
 */
export class TurnCapture implements LangSmithTracingClientInterface {
  /** Calls in the order they were made. */
  readonly ops: LangSmithOp[] = [];
  /** Calls dropped past `maxOps`. */
  dropped = 0;
  readonly #maxOps: number;
  /** @param maxOps cap on recorded calls (a runaway turn cannot grow memory without bound); default 4,000 */
  constructor(maxOps = 4000) {
    this.#maxOps = maxOps;
  }

  /** Record a run create. */
  createRun = async (run: object): Promise<void> => {
    if (this.ops.length >= this.#maxOps) { this.dropped++; return; }
    this.ops.push({ op: 'create', run: run as Record<string, unknown> });
  };

  /** Record a run update. */
  updateRun = async (id: string, run: object): Promise<void> => {
    if (this.ops.length >= this.#maxOps) { this.dropped++; return; }
    this.ops.push({ op: 'update', id, run: run as Record<string, unknown> });
  };
}

/**
 * LangChain's tracer writing into a {@link TurnCapture}. Its handlers are awaited inline (`awaitHandlers`): they only
 * build run objects in memory, and LangChain would otherwise queue them on its process-wide background queue
 * (concurrency 1, shared by every concurrent turn), where a turn could end before its runs were recorded.
 */
export class CaptureTracer extends LangChainTracer {
  override awaitHandlers = true;
  /** @param capture where runs go; `tags` and `metadata` are added to every run (store, thread) */
  constructor(capture: TurnCapture, opts: { tags?: string[]; metadata?: Record<string, unknown> } = {}) {
    super({ client: capture, projectName: 'aisle', tags: opts.tags, metadata: opts.metadata });
  }
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
