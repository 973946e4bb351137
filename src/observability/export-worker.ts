/**
 * The trace export worker (issue 10, "never in the shopper's way"): building a turn's LangSmith runs from its recorded
 * callbacks, redaction, the LangSmith SDK's and the OpenTelemetry exporter's serialisation, compression and HTTP all
 * run here, on a `worker_threads` thread of a `piscina` pool ({@link createSenderPool}), never on the thread that
 * answers shoppers.
 *
 * The main thread hands over one batch as a JSON string: each turn is serialised once after it is queued (export.ts
 * `QueuedTurn`: LangChain messages through their own `toJSON`, the `lc` constructor form LangSmith shows, exactly as
 * the SDK would have serialised them, each message once per turn) and a batch joins its turns' JSON. Senders are kept
 * per export lane (`key`, which changes with the destination's settings), so a LangSmith client reads the server's
 * `/info` once and an OTLP exporter is reused.
 */
import { Piscina } from 'piscina';
import { LRUCache } from 'lru-cache';
import { decodeLangSmithTurn, LangSmithSender, type LangSmithFeedback, type LangSmithTurnWire } from './langsmith.ts';
import { OtlpSender, type OtlpTurn } from './otlp.ts';
import { createRedactor, type RedactionOptions } from './redaction.ts';

/**
 * Where a lane's batches go and how: the LangSmith endpoint, key and project, or the OTLP/HTTP traces URL and headers
 * (secrets in clear: they cross only to a thread of this process). `redaction`: the store's rules (redaction.ts),
 * null = none (tests only). `timeoutMs`: one HTTP request.
 */
export type SenderConfig =
  | { kind: 'langsmith'; apiUrl: string; apiKey: string | null; project: string; workspaceId: string | null; redaction: RedactionOptions | null; timeoutMs: number }
  | {
    kind: 'otlp'; url: string; headers: Record<string, string>; includeContent: boolean; redaction: RedactionOptions | null; timeoutMs: number;
    serviceName?: string; serviceVersion?: string;
  };

/**
 * A batch for one lane: LangSmith turns (each as langsmith.ts `encodeLangSmithTurn` makes it: the turn's recorded calls,
 * replayed into its runs here) and feedback, or OTLP turns.
 */
export type SenderBatch = { turns: LangSmithTurnWire[]; feedback: LangSmithFeedback[] } | { turns: OtlpTurn[] };

/** One task of the worker: send `payload` (a {@link SenderBatch} as JSON) with the sender of lane `key`. */
export type SendTask = { key: string; config: SenderConfig; payload: string };

/** Most senders kept per worker (one per lane in use); the least recently used is shut down past it. */
const MAX_SENDERS = 1000;

const senders = new LRUCache<string, LangSmithSender | OtlpSender>({
  max: MAX_SENDERS,
  dispose: (s) => { if (s instanceof OtlpSender) void s.shutdown(); },
});

function senderOf(key: string, config: SenderConfig): LangSmithSender | OtlpSender {
  let sender = senders.get(key);
  if (sender) return sender;
  const redact = config.redaction ? createRedactor(config.redaction) : null;
  sender = config.kind === 'langsmith'
    ? new LangSmithSender({ apiUrl: config.apiUrl, apiKey: config.apiKey, project: config.project, workspaceId: config.workspaceId, redact, timeoutMs: config.timeoutMs })
    : new OtlpSender({
      url: config.url, headers: config.headers, includeContent: config.includeContent, redact, timeoutMs: config.timeoutMs,
      serviceName: config.serviceName, serviceVersion: config.serviceVersion,
    });
  senders.set(key, sender);
  return sender;
}

/**
 * The worker's task (piscina calls the default export): redact, serialise and send one batch.
 * @throws Error when the backend did not take the batch (HTTP failure, timeout, network error); the export queue
 *   retries with backoff and counts what it drops
 */
export default async function send(task: SendTask): Promise<void> {
  const sender = senderOf(task.key, task.config);
  const batch = JSON.parse(task.payload) as SenderBatch;
  if (sender instanceof LangSmithSender) {
    const b = batch as { turns: LangSmithTurnWire[]; feedback: LangSmithFeedback[] };
    if (b.turns.length) await sender.send(b.turns.map(decodeLangSmithTurn));
    if (b.feedback.length) await sender.sendFeedback(b.feedback);
  } else {
    await sender.send(batch.turns as OtlpTurn[]);
  }
}

/** Options of {@link createSenderPool}. */
export type SenderPoolOptions = {
  /** Worker threads (default 1: sending is mostly waiting on the network). */
  threads?: number;
  /** Batches in flight per thread (default 64: one per busy lane; a lane sends one batch at a time). */
  concurrentTasksPerThread?: number;
};

/**
 * The pool that runs {@link send} off the main thread. Its thread starts with {@link SenderPool.start} or the first
 * batch, whichever comes first, and then stays (no restart, and no module loading, in the middle of shoppers' turns).
 */
export type SenderPool = {
  /**
   * Start the thread now (it loads the senders' modules: the langsmith SDK, the OpenTelemetry exporter), if it is not
   * running: call it when a destination exists, before turns need it. Never throws; does nothing once closed.
   */
  start: () => void;
  /** Send a batch through lane `key`. @throws Error as {@link send} does, or when the pool is closed */
  send: (task: SendTask) => Promise<void>;
  /** Stop the threads (batches in flight are abandoned). */
  close: () => Promise<void>;
};

/** Create the sender pool of a process's trace export (lazily: no thread until it is started or something is sent). */
export function createSenderPool(opts: SenderPoolOptions = {}): SenderPool {
  let pool: Piscina | null = null;
  let closed = false;
  const start = (): Piscina => {
    // One thread kept for good (minThreads): starting one costs 0.45-0.6 s of CPU (its modules; 0.6-0.9 s wall, load 7.7).
    pool ??= new Piscina({
      filename: new URL(import.meta.url).href,
      minThreads: 1, maxThreads: Math.max(1, opts.threads ?? 1), concurrentTasksPerWorker: opts.concurrentTasksPerThread ?? 64,
      idleTimeout: 60_000,
    });
    return pool;
  };
  return {
    start: () => {
      if (!closed) start();
    },
    send: async (task) => {
      if (closed) throw new Error('trace export is stopping');
      await start().run(task);
    },
    close: async () => {
      closed = true;
      await pool?.destroy();
      pool = null;
    },
  };
}
