/**
 * Trace export service (issue 10): which destinations a store's turns go to, the per-turn tracer that records a turn
 * for Aisle's run store and captures it for export, the export queue, feedback, the "Send test trace" check and the
 * export status Settings shows.
 *
 * Destinations: a store's own (Settings → Integrations: LangSmith, OTLP; `trace_destinations`) and the deployment's
 * (environment: the standard LANGSMITH_* and OTEL_EXPORTER_OTLP_* variables, parsed once by config.ts), which receive
 * every store's turns with the default redaction. A store's destinations are read once per {@link CACHE_TTL_MS} per
 * process (a change applies to the next turns within that time; at once in the process that made it).
 *
 * Sampling is decided per trace id (`sampled`), so a turn's feedback goes where its runs went.
 */
import { randomUUID } from 'node:crypto';
import { RunnableLambda } from '@langchain/core/runnables';
import { tool } from '@langchain/core/tools';
import { FakeListChatModel } from '@langchain/core/utils/testing';
import { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/index.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import type { Logger } from '../shared/logger.ts';
import { ExportQueue, type ExportQueueOptions, type LaneSink, type LaneStatus, type StatusDelta } from './export-queue.ts';
import { createSenderPool, type SenderConfig, type SenderPoolOptions } from './export-worker.ts';
import { encodeLangSmithTurn, TurnRecorder, type LangSmithFeedback } from './langsmith.ts';
import { otlpTurnOf, type OtlpTurn } from './otlp.ts';
import type { RedactionOptions } from './redaction.ts';
import { runFeedback, runs, traceDestinations, traceSettings } from './schema.ts';
import { RunTracer, type RunStatus } from './tracer.ts';

/** How long a store's destinations are remembered per process (ms). */
export const CACHE_TTL_MS = 5000;
/** Purpose label of the secret box that seals destination secrets (HKDF info). */
export const DESTINATION_SECRET_PURPOSE = 'trace-destination-secret';

/** Destination kinds. */
export type DestinationKind = 'langsmith' | 'otlp';

/** The deployment-wide LangSmith destination (LANGSMITH_TRACING=true and friends). */
export type DeploymentLangSmith = { apiUrl: string; apiKey: string | null; project: string; sampleRate: number; workspaceId: string | null };
/** The deployment-wide OTLP destination (OTEL_EXPORTER_OTLP_[TRACES_]ENDPOINT and friends). */
export type DeploymentOtlp = { url: string; headers: Record<string, string>; includeContent: boolean };

/** Options of {@link createTraceExport}. */
export type TraceExportOptions = {
  database: Database;
  /** Seals and opens destination secrets (purpose {@link DESTINATION_SECRET_PURPOSE}). */
  box: SecretBox;
  logger?: Logger;
  deployment?: { langsmith?: DeploymentLangSmith | null; otlp?: DeploymentOtlp | null; serviceName?: string };
  serviceVersion?: string;
  queue?: ExportQueueOptions;
  /** Timeout of one HTTP request to a backend (ms; default 10,000). */
  timeoutMs?: number;
  /** Destination cache lifetime (ms; default {@link CACHE_TTL_MS}). */
  cacheTtlMs?: number;
  /** The worker threads that redact, serialise and send (export-worker.ts; default 1 thread). */
  pool?: SenderPoolOptions;
  /**
   * How long feedback on a conversation's last turn waits for that turn's trace rows (ms; default
   * {@link FEEDBACK_WAIT_MS}): a shopper can rate before the rows are written (they are written after the answer).
   */
  feedbackWaitMs?: number;
};

/** Default of {@link TraceExportOptions.feedbackWaitMs} (ms). */
export const FEEDBACK_WAIT_MS = 15_000;
/** First pause between looks for a turn's trace rows (ms); doubled after each look, up to {@link FEEDBACK_RETRY_MAX_MS}. */
const FEEDBACK_RETRY_FIRST_MS = 50;
/** Longest pause between looks for a turn's trace rows (ms). */
const FEEDBACK_RETRY_MAX_MS = 1_000;

/** The per-turn tracer the conversations and approvals routes use (agent service's `TurnTracer` shape). */
export type ExportingTracer = {
  handler: RunTracer;
  extraHandlers: TurnRecorder[];
  markRoot: RunTracer['markRoot'];
  setIntent: (intent: string | null) => void;
  /** Write the turn to the run store, then queue it for export ({@link ExportingTracer.queueExport}). Never rejects. */
  flush: () => Promise<void>;
  /**
   * Queue the finished turn for export now, synchronously (once per turn: later calls, and `flush`'s, do nothing): a
   * reference to the turn pushed on each destination's lane, nothing serialised (see {@link QueuedTurn}). Never throws.
   * `flush` calls it after the run store write; the trace-export bench calls it itself to time it.
   */
  queueExport: () => void;
};

/** What a finished turn is exported from: its run tracer (OTLP), its recorder (LangSmith) and how it ended. */
type TurnSource = {
  traceId: string; storeId: string; conversationId: string | null; runTracer: RunTracer; recorder: TurnRecorder | null;
  end: { status: string; model: string | null };
  /** The root run's tags and metadata for LangSmith; default: intent, model and status (as a shopper's turn has). */
  root?: { tags: string[]; metadata: Record<string, unknown> };
};

/**
 * A finished turn in the export lanes. Queued as references to what the turn already holds (its run tracer's runs, its
 * recorder's calls), so queueing costs the turn nothing; serialised once per kind of destination that kept it, after
 * the turn — {@link TraceExport.prepareQueued} from a `setImmediate`, or when a batch holding it leaves, whichever comes
 * first — and from then on held as JSON only (the queue keeps no live objects of a turn past that, and each batch's
 * hand-off to the worker thread is a concatenation): LangSmith = {@link encodeLangSmithTurn}, OTLP = the part of the
 * {@link OtlpTurn} its spans carry ({@link otlpTurnOf}: no graph state of LangGraph's chain runs; no inputs or outputs
 * at all unless an OTLP destination that kept the turn sends content).
 */
class QueuedTurn {
  /** The turn's trace id. */
  readonly traceId: string;
  #source: TurnSource | null;
  #kinds = new Set<DestinationKind>();
  /** Whether an OTLP lane that kept the turn sends content (inputs, outputs). */
  #otlpContent = false;
  #json: Partial<Record<DestinationKind, string | null>> = {};
  readonly #onError: (err: unknown, turn: QueuedTurn) => void;

  /** @param onError told once when the turn cannot be serialised (a cycle outside messages); the turn then sends nothing */
  constructor(source: TurnSource, onError: (err: unknown, turn: QueuedTurn) => void) {
    this.traceId = source.traceId;
    this.#source = source;
    this.#onError = onError;
  }

  /** A lane of `kind` kept the turn: serialise it for that kind too (`content`: an OTLP lane that sends content). */
  need(kind: DestinationKind, content = false): void {
    this.#kinds.add(kind);
    if (kind === 'otlp' && content) this.#otlpContent = true;
  }

  /** Whether a lane kept the turn. */
  get needed(): boolean {
    return this.#kinds.size > 0;
  }

  /**
   * Serialise the turn for every kind that needs it (once; later calls do nothing), then let go of the turn's objects.
   * Never throws but what `onError` throws.
   */
  prepare(): void {
    const src = this.#source;
    if (!src) return;
    this.#source = null;
    try {
      const snap = src.runTracer.snapshot();
      if (this.#kinds.has('otlp')) {
        const otlp: OtlpTurn = { traceId: src.traceId, storeId: src.storeId, conversationId: src.conversationId, intent: snap.intent, status: src.end.status, runs: snap.runs };
        this.#json.otlp = JSON.stringify(otlpTurnOf(otlp, this.#otlpContent));
      }
      if (this.#kinds.has('langsmith') && src.recorder?.calls.length) {
        const model = src.end.model ?? snap.totals.model;
        const root = src.root ?? {
          tags: [...(snap.intent ? [`intent:${snap.intent}`] : []), ...(model ? [`model:${model}`] : []), `status:${src.end.status}`],
          metadata: { intent: snap.intent, model, status: src.end.status, aisle_trace_id: src.traceId },
        };
        this.#json.langsmith = encodeLangSmithTurn({
          rootId: src.traceId, calls: src.recorder.calls, runTags: src.recorder.runTags, runMetadata: src.recorder.runMetadata,
          rootTags: root.tags, rootMetadata: root.metadata,
        });
      }
    } catch (err) {
      this.#json = {};
      this.#onError(err, this);
    }
  }

  /** The turn's JSON for a destination of `kind` (serialised now if it was not yet); null when it has none. */
  json(kind: DestinationKind): string | null {
    this.prepare();
    return this.#json[kind] ?? null;
  }
}

/** One item of an export lane: a finished turn, or feedback on one. */
type ExportItem =
  | { type: 'turn'; turn: QueuedTurn }
  | { type: 'feedback'; feedback: LangSmithFeedback };

/**
 * A destination a turn may go to. `key` names its export lane (changes with its settings); `content`: an OTLP
 * destination that sends inputs and outputs.
 */
type Destination = { key: string; kind: DestinationKind; sampleRate: number; content: boolean; sink: () => LaneSink<ExportItem> };

/** What a store's turns are exported with. */
type StoreExport = { destinations: Destination[]; captureLangSmith: boolean };

/** A destination's lane in this process: status, plus counts not yet saved to its row. */
export type LaneView = LaneStatus & { unsavedSent: number; unsavedDropped: number };

/** Outcome of "Send test trace". */
export type TestTraceResult = { ok: boolean; trace_id: string; latency_ms: number; error: string | null };

/** The export service returned by {@link createTraceExport}. */
export type TraceExport = {
  /** A tracer for one turn: Aisle's run store, plus capture for LangSmith when the store exports there. */
  createTracer: (args: { storeId: string; conversationId: string; traceId: string }) => Promise<ExportingTracer>;
  /**
   * Record feedback on a turn (root run `traceId`, or the conversation's last turn when omitted) and queue it for the
   * LangSmith destinations that received that turn. Returns the feedback id, or null when there is no such turn.
   * Without `traceId`, a conversation with no trace rows yet is looked at again (pauses of 50 ms doubling to 1 s) for up
   * to `feedbackWaitMs`: its turn's rows may still be on their way (a shopper who rates right after the answer); with
   * `traceId` and `waitForTrace`, that turn's root run is waited for the same way (null when it never comes).
   */
  recordFeedback: (input: FeedbackInput) => Promise<string | null>;
  /** Send one synthetic turn to a store destination now (bypassing the queue) and record the outcome. */
  sendTestTrace: (storeId: string, kind: DestinationKind) => Promise<TestTraceResult>;
  /** Live status of a store destination in this process (queued items; counters are in the database). */
  laneStatus: (storeId: string, kind: DestinationKind) => Promise<LaneView | null>;
  /** Status of the deployment destinations in this process. */
  deploymentStatus: () => { langsmith: (LaneStatus & { project: string; endpoint: string }) | null; otlp: (LaneStatus & { endpoint: string }) | null };
  /** Forget the cached destinations of a store (after its settings changed here). */
  invalidate: (storeId: string) => void;
  /** The export queue (tests and benches wait on `queue.idle()`). */
  queue: ExportQueue<ExportItem>;
  /**
   * Serialise the turns queued since the last call (each once per kind of destination; see {@link QueuedTurn}) and
   * return how many there were. Runs by itself from a `setImmediate` after the turns that queued them, on the thread
   * that answers shoppers but after their answers; exposed so benches can time it. Never throws.
   */
  prepareQueued: () => number;
  /** Send what is queued for up to `graceMs`, then stop. */
  close: (graceMs?: number) => Promise<void>;
};

/** Feedback to record: `csat` (score 1 = thumbs up, 0 = down) or `wrong_answer` (score 0, staff note). */
export type FeedbackInput = {
  storeId: string; conversationId: string; traceId?: string; messageId?: string | null; key: 'csat' | 'wrong_answer';
  score: number | null; comment?: string | null; createdBy?: string | null;
  /** Wait for `traceId`'s root run when it is not written yet (a turn that just ended; see recordFeedback). */
  waitForTrace?: boolean;
};

/** Is trace `traceId` in the sampled share `rate` (0–1)? Decided by its first 32 bits, so every process agrees. */
export function sampled(traceId: string, rate: number): boolean {
  if (rate >= 1) return true;
  if (rate <= 0) return false;
  return Number.parseInt(traceId.replace(/-/g, '').slice(0, 8), 16) / 0x1_0000_0000 < rate;
}

/** A lane key → the destination row id (store lanes only). */
function destinationIdOf(key: string): string | null {
  const m = /^store:([0-9a-f-]{36}):/.exec(key);
  return m ? m[1]! : null;
}

/** Create the export service (one per process). */
export function createTraceExport(opts: TraceExportOptions): TraceExport {
  const { database, box } = opts;
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const log = opts.logger;
  const deployment = opts.deployment ?? {};
  const pool = createSenderPool(opts.pool);

  const feedbackWaitMs = opts.feedbackWaitMs ?? FEEDBACK_WAIT_MS;
  /** Open waits of {@link waitForRoot}: `close` ends them. */
  const waits = new Set<() => void>();
  let closed = false;

  /** Pause `ms` (ms), or less when the service closes; resolves false once it is closed. */
  function pause(ms: number): Promise<boolean> {
    if (closed) return Promise.resolve(false);
    return new Promise((resolve) => {
      const done = () => { clearTimeout(timer); waits.delete(done); resolve(!closed); };
      const timer = setTimeout(done, ms);
      waits.add(done);
    });
  }

  /**
   * The root run `lookup` finds; while it finds none, looked again (see {@link TraceExport.recordFeedback}) until
   * `feedbackWaitMs` have passed or the service closes. Null when none came.
   */
  async function waitForRoot(lookup: () => Promise<{ id: string } | undefined>): Promise<string | null> {
    const until = Date.now() + feedbackWaitMs;
    for (let wait = FEEDBACK_RETRY_FIRST_MS; ; wait = Math.min(wait * 2, FEEDBACK_RETRY_MAX_MS)) {
      const found = await lookup();
      if (found) return found.id;
      const left = until - Date.now();
      if (left <= 0 || !(await pause(Math.min(wait, left)))) return null;
    }
  }

  const queue = new ExportQueue<ExportItem>({
    ...opts.queue,
    persist: async (key: string, d: StatusDelta) => {
      const id = destinationIdOf(key);
      if (!id) return;
      await database.db.update(traceDestinations).set({
        exportedCount: sql`${traceDestinations.exportedCount} + ${d.sent}`,
        droppedCount: sql`${traceDestinations.droppedCount} + ${d.dropped}`,
        ...(d.lastSuccessAt ? { lastSuccessAt: d.lastSuccessAt } : {}),
        ...(d.lastError ? { lastError: d.lastError, lastErrorAt: d.lastErrorAt } : {}),
      }).where(eq(traceDestinations.id, id));
    },
    onError: (err) => log?.warn({ err }, 'trace export status not saved'),
  });

  /**
   * The sink of lane `key`: the batch as JSON (its turns' JSON joined, once however often it is retried; only what this
   * kind of destination sends), handed to the sender pool, where it is redacted, serialised and sent.
   */
  function sinkOf(key: string, config: SenderConfig): LaneSink<ExportItem> {
    const payloads = new WeakMap<ExportItem[], string>();
    return {
      send: async (items) => {
        let payload = payloads.get(items);
        if (payload === undefined) {
          const turns = items.flatMap((i) => (i.type === 'turn' ? (i.turn.json(config.kind) ?? []) : []));
          const feedback = config.kind === 'langsmith' ? items.flatMap((i) => (i.type === 'feedback' ? [i.feedback] : [])) : [];
          if (!turns.length && !feedback.length) return;
          // The SenderBatch (export-worker.ts) of this kind, as JSON.
          payload = config.kind === 'langsmith' ? `{"turns":[${turns.join(',')}],"feedback":${JSON.stringify(feedback)}}` : `{"turns":[${turns.join(',')}]}`;
          payloads.set(items, payload);
        }
        await pool.send({ key, config, payload });
      },
    };
  }

  const deploymentDestinations: Destination[] = [];
  if (deployment.langsmith) {
    const d = deployment.langsmith;
    const config: SenderConfig = { kind: 'langsmith', apiUrl: d.apiUrl, apiKey: d.apiKey, project: d.project, workspaceId: d.workspaceId, redaction: {}, timeoutMs };
    deploymentDestinations.push({ key: 'deployment:langsmith', kind: 'langsmith', sampleRate: d.sampleRate, content: false, sink: () => sinkOf('deployment:langsmith', config) });
  }
  if (deployment.otlp) {
    const d = deployment.otlp;
    const config: SenderConfig = {
      kind: 'otlp', url: d.url, headers: d.headers, includeContent: d.includeContent, redaction: {}, timeoutMs,
      serviceName: deployment.serviceName, serviceVersion: opts.serviceVersion,
    };
    deploymentDestinations.push({ key: 'deployment:otlp', kind: 'otlp', sampleRate: 1, content: d.includeContent, sink: () => sinkOf('deployment:otlp', config) });
  }

  type DestinationRow = typeof traceDestinations.$inferSelect;
  type SettingsRow = typeof traceSettings.$inferSelect;

  /** How a store destination row sends (its secrets opened). @throws Error when they cannot be opened (app secret changed) */
  function senderConfigOf(row: DestinationRow, settings: SettingsRow | undefined): SenderConfig {
    const redaction: RedactionOptions = settings ? { orderNumbers: settings.redactOrderNumbers, extraPatterns: settings.redactPatterns } : {};
    if (row.kind === 'langsmith') {
      return {
        kind: 'langsmith', apiUrl: row.endpoint, apiKey: row.apiKeyCiphertext ? box.open(row.apiKeyCiphertext, row.storeId) : null,
        project: row.project ?? 'default', workspaceId: null, redaction, timeoutMs,
      };
    }
    const headers = row.headersCiphertext ? (JSON.parse(box.open(row.headersCiphertext, row.storeId)) as Record<string, string>) : {};
    return {
      kind: 'otlp', url: row.endpoint, headers, includeContent: row.includeContent, redaction, timeoutMs, serviceName: deployment.serviceName,
      serviceVersion: opts.serviceVersion,
    };
  }

  function storeDestination(row: DestinationRow, settings: SettingsRow | undefined): Destination {
    const key = `store:${row.id}:${row.version}:${settings?.version ?? 0}`;
    return {
      key, kind: row.kind, sampleRate: row.sampleRate, content: row.kind === 'otlp' && row.includeContent,
      sink: () => sinkOf(key, senderConfigOf(row, settings)),
    };
  }

  async function loadRows(storeId: string): Promise<{ rows: DestinationRow[]; settings: SettingsRow | undefined }> {
    const [rows, [settings]] = await Promise.all([
      database.db.select().from(traceDestinations).where(eq(traceDestinations.storeId, storeId)),
      database.db.select().from(traceSettings).where(eq(traceSettings.storeId, storeId)).limit(1),
    ]);
    return { rows, settings };
  }

  // The senders' thread starts as soon as a destination exists (not with the first batch, amid shoppers' turns).
  if (deploymentDestinations.length) pool.start();

  const cache = new LRUCache<string, StoreExport>({
    max: 10_000, ttl: opts.cacheTtlMs ?? CACHE_TTL_MS,
    fetchMethod: async (storeId) => {
      const { rows, settings } = await loadRows(storeId);
      const destinations = [...deploymentDestinations];
      for (const row of rows) if (row.enabled) destinations.push(storeDestination(row, settings));
      if (destinations.length) pool.start();
      return { destinations, captureLangSmith: destinations.some((d) => d.kind === 'langsmith') };
    },
  });

  async function storeExport(storeId: string): Promise<StoreExport> {
    try {
      return (await cache.fetch(storeId))!;
    } catch (err) {
      log?.warn({ storeId, err }, 'trace destinations unreadable; this turn goes to the deployment destinations only');
      return { destinations: deploymentDestinations, captureLangSmith: deploymentDestinations.some((d) => d.kind === 'langsmith') };
    }
  }

  /** Turns queued since the last {@link TraceExport.prepareQueued}. */
  let unprepared: QueuedTurn[] = [];
  let prepareScheduled = false;

  /** A turn that cannot be serialised: taken out of its lanes (counted as dropped there) and logged. */
  function unserialisable(err: unknown, turn: QueuedTurn): void {
    queue.discard((i) => i.type === 'turn' && i.turn === turn, 'turn not serialisable');
    log?.warn({ traceId: turn.traceId, err }, 'turn not exported: not serialisable');
  }

  /**
   * Queue a finished turn on every destination that samples it, as a reference ({@link QueuedTurn}); its
   * serialisation is scheduled after the turn. Never throws.
   */
  function exportTurn(exp: StoreExport, source: TurnSource): void {
    const hasRuns = !!source.recorder?.calls.length;
    let turn: QueuedTurn | null = null;
    for (const d of exp.destinations) {
      if (!sampled(source.traceId, d.sampleRate) || (d.kind === 'langsmith' && !hasRuns)) continue;
      turn ??= new QueuedTurn(source, unserialisable);
      if (queue.enqueue(d.key, d.sink, { type: 'turn', turn })) turn.need(d.kind, d.content);
    }
    if (!turn?.needed) return; // sampled out, or dropped everywhere (the queue is full): nothing to serialise
    unprepared.push(turn);
    if (prepareScheduled) return;
    prepareScheduled = true;
    setImmediate(() => {
      prepareScheduled = false;
      api.prepareQueued();
    });
  }

  const api: TraceExport = {
    queue,
    invalidate: (storeId) => { cache.delete(storeId); },

    prepareQueued: () => {
      const turns = unprepared;
      unprepared = [];
      for (const t of turns) t.prepare();
      return turns.length;
    },

    createTracer: async ({ storeId, conversationId, traceId }) => {
      const runTracer = new RunTracer({ database, storeId, conversationId, traceId });
      const exp = await storeExport(storeId);
      const wantsCapture = exp.captureLangSmith && exp.destinations.some((d) => d.kind === 'langsmith' && sampled(traceId, d.sampleRate));
      const recorder = wantsCapture ? new TurnRecorder({ tags: [`store:${storeId}`, `thread:${conversationId}`], metadata: { store_id: storeId, thread_id: conversationId } }) : null;
      let end: { status: string; model: string | null } = { status: 'done', model: null };
      let exported = false;
      const queueExport = (): void => {
        if (exported) return;
        exported = true;
        try {
          exportTurn(exp, { traceId, storeId, conversationId, runTracer, recorder, end });
        } catch (err) {
          log?.warn({ storeId, traceId, err }, 'turn not queued for export');
        }
      };
      return {
        handler: runTracer,
        extraHandlers: recorder ? [recorder] : [],
        setIntent: (intent) => runTracer.setIntent(intent),
        markRoot: (status: Exclude<RunStatus, 'pending'>, extra = {}) => {
          runTracer.markRoot(status, extra);
          const model = (extra.metadata as { model?: unknown } | undefined)?.model;
          end = { status, model: typeof model === 'string' ? model : null };
        },
        flush: async () => {
          await runTracer.flush();
          queueExport();
        },
        queueExport,
      };
    },

    recordFeedback: async (input) => {
      let traceId = input.traceId;
      if (!traceId) {
        const last = await waitForRoot(async () => (await database.db.select({ id: runs.id }).from(runs)
          .where(and(eq(runs.storeId, input.storeId), eq(runs.conversationId, input.conversationId), sql`${runs.parentId} IS NULL`))
          .orderBy(sql`${runs.startedAt} DESC`).limit(1))[0]);
        if (!last) return null;
        traceId = last;
      } else if (input.waitForTrace) {
        const id = traceId;
        const root = await waitForRoot(async () => (await database.db.select({ id: runs.id }).from(runs)
          .where(and(eq(runs.storeId, input.storeId), eq(runs.id, id))).limit(1))[0]);
        if (!root) return null;
      }
      // One feedback per (turn, key, message): rating again or editing a flag updates it (same id in LangSmith).
      const [prior] = await database.db.select({ id: runFeedback.id }).from(runFeedback).where(and(
        eq(runFeedback.storeId, input.storeId), eq(runFeedback.traceId, traceId), eq(runFeedback.key, input.key),
        input.messageId ? eq(runFeedback.messageId, input.messageId) : sql`${runFeedback.messageId} IS NULL`,
      )).limit(1);
      const values = { score: input.score, comment: input.comment ?? null, createdBy: input.createdBy ?? null, createdAt: new Date() };
      const [row] = prior
        ? await database.db.update(runFeedback).set(values).where(eq(runFeedback.id, prior.id)).returning({ id: runFeedback.id })
        : await database.db.insert(runFeedback).values({
          id: randomUUID(), storeId: input.storeId, traceId, conversationId: input.conversationId, messageId: input.messageId ?? null, key: input.key, ...values,
        }).onConflictDoUpdate({ target: [runFeedback.messageId, runFeedback.key], set: values }).returning({ id: runFeedback.id });
      const feedback: LangSmithFeedback = { id: row!.id, runId: traceId, traceId, key: input.key, score: input.score, comment: input.comment ?? null, update: !!prior };
      await database.db.update(runs).set({ feedback: sql`coalesce(${runs.feedback}, '{}'::jsonb) || ${JSON.stringify({ [input.key]: { score: input.score, comment: input.comment ?? null } })}::jsonb` })
        .where(and(eq(runs.id, traceId), eq(runs.storeId, input.storeId)));
      const exp = await storeExport(input.storeId);
      for (const d of exp.destinations) {
        if (d.kind === 'langsmith' && sampled(traceId, d.sampleRate)) queue.enqueue(d.key, d.sink, { type: 'feedback', feedback });
      }
      return row!.id;
    },

    sendTestTrace: async (storeId, kind) => {
      const { rows, settings } = await loadRows(storeId);
      const row = rows.find((r) => r.kind === kind);
      const traceId = randomUUID();
      if (!row) return { ok: false, trace_id: traceId, latency_ms: 0, error: `no ${kind} destination is set up` };
      const started = Date.now();
      const dest = storeDestination(row, settings);
      const lane = dest.sink();
      const sample = await testTurn(database, storeId, traceId);
      let error: string | null = null;
      try {
        const turn = new QueuedTurn(sample, (err) => { throw err; });
        turn.need(kind, dest.content);
        await lane.send([{ type: 'turn', turn }]);
      } catch (err) {
        error = (err as Error).message.slice(0, 500);
      }
      await database.db.update(traceDestinations).set(error ? { lastError: `test trace: ${error}`, lastErrorAt: new Date() } : { lastSuccessAt: new Date() })
        .where(eq(traceDestinations.id, row.id));
      return { ok: error === null, trace_id: traceId, latency_ms: Date.now() - started, error };
    },

    laneStatus: async (storeId, kind) => {
      const exp = await storeExport(storeId);
      const d = exp.destinations.find((x) => x.kind === kind && x.key.startsWith('store:'));
      return d ? queue.view(d.key) : null;
    },

    deploymentStatus: () => ({
      langsmith: deployment.langsmith ? { ...queue.status('deployment:langsmith'), project: deployment.langsmith.project, endpoint: deployment.langsmith.apiUrl } : null,
      otlp: deployment.otlp ? { ...queue.status('deployment:otlp'), endpoint: deployment.otlp.url } : null,
    }),

    close: async (graceMs) => {
      closed = true;
      for (const end of [...waits]) end();
      api.prepareQueued();
      await queue.close(graceMs);
      await pool.close();
    },
  };
  return api;
}

/**
 * The synthetic turn "Send test trace" sends: a real LangChain run (a `turn` chain calling a fake chat model and a
 * tool), recorded by Aisle's run tracer (for OTLP) and LangSmith's recorder (for LangSmith) exactly as a shopper's turn
 * is, but never stored. Holds no shopper data.
 */
async function testTurn(database: Database, storeId: string, traceId: string): Promise<TurnSource> {
  const model = new FakeListChatModel({ responses: ['It works: this trace came from Aisle\'s "Send test trace".'] });
  const ping = tool(async () => JSON.stringify({ ok: true }), { name: 'aisle_test_tool', description: 'Answers ok.', schema: z.object({ check: z.string() }) });
  const turn = RunnableLambda.from(async (input: { text: string }, config) => {
    const answer = await model.invoke(input.text, config);
    await ping.invoke({ check: 'export' }, config);
    return { text: String(answer.content) };
  }).withConfig({ runName: 'turn' });
  const runTracer = new RunTracer({ database, storeId, conversationId: null, traceId });
  const recorder = new TurnRecorder({ tags: ['aisle:test'] });
  await turn.invoke({ text: 'Test trace from Aisle' }, { runId: traceId, callbacks: [runTracer, recorder] });
  runTracer.markRoot('done');
  return {
    traceId, storeId, conversationId: null, runTracer, recorder, end: { status: 'done', model: null },
    root: { tags: ['aisle:test'], metadata: { aisle_test: true, store_id: storeId } },
  };
}
