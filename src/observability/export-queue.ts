/**
 * The trace export queue: what leaves for LangSmith and OTLP backends goes through it, after the turn and never in a
 * shopper's way.
 *
 * - **Bounded**: at most `maxQueued` items wait in the whole process (default 10,000 turns); past that a new item is
 *   dropped at once and counted — enqueueing is a push onto an array and never waits.
 * - **Batched per destination** ("lane"): a lane sends when `batchSize` items are waiting (default 100) or `delayMs`
 *   after its first waiting item (default 1,000 ms), one batch at a time, from a timer (never inside `enqueue`).
 * - **Retried with backoff** (p-retry: `retries` more attempts, exponential from `minBackoffMs` to `maxBackoffMs`,
 *   randomized); a batch still failing is dropped and counted. New items keep queueing (up to the bound) meanwhile,
 *   so a backend that hangs costs memory up to the bound and then drops — never turn time.
 * - **Status** per lane (sent, dropped, last success, last error) kept in memory and handed to `persist` as deltas at
 *   most once a second per lane (Settings shows it).
 */
import pRetry from 'p-retry';

/** Where one lane's batches go. `send` throws when the batch did not arrive. */
export type LaneSink<T> = { send: (items: T[]) => Promise<void> };

/** Counters and last outcome of a lane. */
export type LaneStatus = {
  sent: number; dropped: number; queued: number; lastSuccessAt: Date | null; lastError: string | null; lastErrorAt: Date | null;
};

/** A change of a lane's status since the last `persist` call. */
export type StatusDelta = { sent: number; dropped: number; lastSuccessAt: Date | null; lastError: string | null; lastErrorAt: Date | null };

/** Options of {@link ExportQueue}; every field has a default. */
export type ExportQueueOptions = {
  maxQueued?: number; batchSize?: number; delayMs?: number; retries?: number; minBackoffMs?: number; maxBackoffMs?: number;
  /** Write a lane's status change somewhere (the database); errors are reported to `onError`. */
  persist?: (key: string, delta: StatusDelta) => Promise<void>;
  /** A persist failure (default: ignored). */
  onError?: (err: unknown) => void;
};

type Lane<T> = {
  key: string; sink: LaneSink<T>; items: T[]; busy: boolean; timer: NodeJS.Timeout | null; status: LaneStatus; pending: StatusDelta | null;
};

function errorText(err: unknown): string {
  const e = err as { message?: string; cause?: { code?: string } } | null;
  return `${e?.message ?? String(err)}${e?.cause?.code ? ` (${e.cause.code})` : ''}`.slice(0, 500);
}

/** The process's trace export queue (see the file comment). */
export class ExportQueue<T> {
  readonly #lanes = new Map<string, Lane<T>>();
  readonly #opts: Required<Omit<ExportQueueOptions, 'persist' | 'onError'>> & Pick<ExportQueueOptions, 'persist' | 'onError'>;
  readonly #abort = new AbortController();
  #queued = 0;
  #idleWaiters: (() => void)[] = [];
  #persistTimer: NodeJS.Timeout;
  #closed = false;

  /** @param opts bounds, batching, retry and persistence (see {@link ExportQueueOptions}) */
  constructor(opts: ExportQueueOptions = {}) {
    this.#opts = {
      maxQueued: opts.maxQueued ?? 10_000, batchSize: opts.batchSize ?? 100, delayMs: opts.delayMs ?? 1000, retries: opts.retries ?? 3,
      minBackoffMs: opts.minBackoffMs ?? 1000, maxBackoffMs: opts.maxBackoffMs ?? 30_000, persist: opts.persist, onError: opts.onError,
    };
    this.#persistTimer = setInterval(() => void this.persistNow(), 1000);
    this.#persistTimer.unref();
  }

  /** Items waiting in every lane. */
  get queued(): number {
    return this.#queued;
  }

  /**
   * Queue `item` on lane `key` (created with `sink()` on first use). Returns false when the queue is full (or closed):
   * the item is dropped and counted on the lane. Never waits.
   */
  enqueue(key: string, sink: () => LaneSink<T>, item: T): boolean {
    const lane = this.#lane(key, sink);
    if (this.#closed || this.#queued >= this.#opts.maxQueued) {
      this.#record(lane, { dropped: 1 });
      return false;
    }
    lane.items.push(item);
    lane.status.queued++;
    this.#queued++;
    this.#schedule(lane);
    return true;
  }

  /**
   * Take the waiting items that `match` out of every lane, counted as dropped there with `reason` as the lane's last
   * error (an item in a batch already leaving stays with it). Returns how many were taken out.
   */
  discard(match: (item: T) => boolean, reason: string): number {
    let n = 0;
    for (const lane of this.#lanes.values()) {
      const kept = lane.items.filter((i) => !match(i));
      const gone = lane.items.length - kept.length;
      if (!gone) continue;
      lane.items = kept;
      lane.status.queued -= gone;
      this.#queued -= gone;
      n += gone;
      this.#record(lane, { dropped: gone, error: reason });
    }
    if (n && this.#isIdle()) for (const w of this.#idleWaiters.splice(0)) w();
    return n;
  }

  /** Status of lane `key` (zeros for a lane never used in this process). */
  status(key: string): LaneStatus {
    const lane = this.#lanes.get(key);
    return lane ? { ...lane.status } : { sent: 0, dropped: 0, queued: 0, lastSuccessAt: null, lastError: null, lastErrorAt: null };
  }

  /** Status of lane `key` plus what is not yet handed to `persist` (Settings adds it to the saved counters); null for an unknown lane. */
  view(key: string): (LaneStatus & { unsavedSent: number; unsavedDropped: number }) | null {
    const lane = this.#lanes.get(key);
    return lane ? { ...lane.status, unsavedSent: lane.pending?.sent ?? 0, unsavedDropped: lane.pending?.dropped ?? 0 } : null;
  }

  /** Resolves when nothing is queued or being sent (tests, benches, shutdown). */
  idle(): Promise<void> {
    if (this.#isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /** Send what is queued now (without waiting for `delayMs`). */
  flushSoon(): void {
    for (const lane of this.#lanes.values()) if (lane.items.length && !lane.busy) this.#run(lane);
  }

  /**
   * Stop: send what is queued for up to `graceMs` (default 2,000), then abandon the rest (counted as dropped) and
   * persist the status. Later items are dropped.
   */
  async close(graceMs = 2000): Promise<void> {
    this.#closed = true;
    this.flushSoon();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.idle(), new Promise<void>((r) => { timer = setTimeout(r, graceMs); })]);
    clearTimeout(timer);
    this.#abort.abort();
    for (const lane of this.#lanes.values()) {
      if (lane.timer) clearTimeout(lane.timer);
      if (lane.items.length) this.#record(lane, { dropped: lane.items.length });
      this.#queued -= lane.items.length;
      lane.status.queued = 0;
      lane.items = [];
    }
    clearInterval(this.#persistTimer);
    await this.persistNow();
  }

  /** Hand every lane's pending status change to `persist` now. */
  async persistNow(): Promise<void> {
    const persist = this.#opts.persist;
    for (const lane of this.#lanes.values()) {
      const delta = lane.pending;
      if (!delta) continue;
      lane.pending = null;
      if (!persist) continue;
      try {
        await persist(lane.key, delta);
      } catch (err) {
        this.#opts.onError?.(err);
      }
    }
    // Lanes with nothing left to do are forgotten (their destination may have changed version).
    for (const [key, lane] of this.#lanes) if (!lane.items.length && !lane.busy && !lane.pending && lane.status.queued === 0 && this.#lanes.size > 1000) this.#lanes.delete(key);
  }

  #lane(key: string, sink: () => LaneSink<T>): Lane<T> {
    let lane = this.#lanes.get(key);
    if (!lane) {
      lane = { key, sink: sink(), items: [], busy: false, timer: null, pending: null,
        status: { sent: 0, dropped: 0, queued: 0, lastSuccessAt: null, lastError: null, lastErrorAt: null } };
      this.#lanes.set(key, lane);
    }
    return lane;
  }

  #record(lane: Lane<T>, change: { sent?: number; dropped?: number; error?: string }): void {
    const now = new Date();
    lane.pending ??= { sent: 0, dropped: 0, lastSuccessAt: null, lastError: null, lastErrorAt: null };
    const p = lane.pending;
    if (change.sent) { lane.status.sent += change.sent; p.sent += change.sent; lane.status.lastSuccessAt = p.lastSuccessAt = now; }
    if (change.dropped) { lane.status.dropped += change.dropped; p.dropped += change.dropped; }
    if (change.error) { lane.status.lastError = p.lastError = change.error; lane.status.lastErrorAt = p.lastErrorAt = now; }
  }

  /**
   * Start the lane's next batch when it is full (or the queue is closing), else `delayMs` after its first item — in a
   * timer either way, never inside `enqueue`: the batch's hand-off to its sink is not charged to the turn that filled it.
   */
  #schedule(lane: Lane<T>): void {
    if (lane.busy) return;
    const now = lane.items.length >= this.#opts.batchSize || this.#closed;
    if (lane.timer && !now) return;
    if (lane.timer) clearTimeout(lane.timer);
    lane.timer = setTimeout(() => { lane.timer = null; this.#run(lane); }, now ? 0 : this.#opts.delayMs);
    lane.timer.unref();
  }

  #run(lane: Lane<T>): void {
    if (lane.busy || !lane.items.length) return;
    if (lane.timer) { clearTimeout(lane.timer); lane.timer = null; }
    lane.busy = true;
    const batch = lane.items.splice(0, this.#opts.batchSize);
    void this.#send(lane, batch).finally(() => {
      this.#queued -= batch.length;
      lane.status.queued -= batch.length;
      lane.busy = false;
      if (lane.items.length) this.#schedule(lane);
      if (this.#isIdle()) for (const w of this.#idleWaiters.splice(0)) w();
    });
  }

  async #send(lane: Lane<T>, batch: T[]): Promise<void> {
    try {
      await pRetry(() => lane.sink.send(batch), {
        retries: this.#opts.retries, factor: 2, minTimeout: this.#opts.minBackoffMs, maxTimeout: this.#opts.maxBackoffMs, randomize: true,
        signal: this.#abort.signal,
        onFailedAttempt: ({ error }) => this.#record(lane, { error: errorText(error) }),
      });
      this.#record(lane, { sent: batch.length });
    } catch (err) {
      this.#record(lane, { dropped: batch.length, error: errorText(err) });
    }
  }

  #isIdle(): boolean {
    for (const lane of this.#lanes.values()) if (lane.busy || lane.items.length) return false;
    return true;
  }
}
