/**
 * Background jobs: one pg-boss instance per process on the application's Postgres, in its own schema
 * (`pgboss`, created and migrated by pg-boss at start). Capabilities register named queues with a handler
 * (and optionally a cron schedule) and send jobs to them; pg-boss gives retries with backoff, expiry of stuck
 * jobs (a crashed process's active jobs are retried after `expireInSeconds`) and LISTEN/NOTIFY wake-ups.
 *
 * With workers disabled (`AISLE_JOBS=0`, used by CLI commands) queues are still created and `send` works, but
 * no handler runs, nothing is scheduled and pg-boss's maintenance is off: another process does the work.
 */
import { PgBoss, type Job, type QueuePolicy, type SendOptions } from 'pg-boss';
import type { Database } from '../db/index.ts';
import type { Logger } from '../shared/logger.ts';

export type { Job } from 'pg-boss';

/** A job handler: receives a batch of jobs (1 unless `batchSize` > 1). Throwing fails the whole batch (retried). */
export type JobHandler<T> = (jobs: Job<T>[]) => Promise<unknown>;

/**
 * Options of {@link Jobs.register}. Queue options (retries, expiry) apply to every job of the queue unless a
 * `send` overrides them; worker options apply to this process's worker.
 */
export type RegisterOptions = {
  /** Cron expression (5 fields, UTC) or RRULE: pg-boss sends one job per occurrence across all processes. */
  cron?: string;
  /** Data of the scheduled jobs (default `{}`). */
  cronData?: object;
  /** Jobs handed to one handler call (default 1). */
  batchSize?: number;
  /** Workers polling this queue in this process (default 1). */
  localConcurrency?: number;
  /** Poll interval in seconds (default 2, minimum 0.5); new jobs also wake the worker at once by NOTIFY. */
  pollingIntervalSeconds?: number;
  /** Keep fetching without delay while batches come back full (default true when batchSize > 1). */
  burstWhenBatchFull?: boolean;
  /** Retries after a failure before the job is `failed` (default 2). */
  retryLimit?: number;
  /** Seconds between retries (default 0; the base of the backoff when `retryBackoff`). */
  retryDelay?: number;
  /** Exponential backoff with jitter between retries (default false). */
  retryBackoff?: boolean;
  /** Cap of the backoff delay in seconds. */
  retryDelayMax?: number;
  /** Seconds a job may stay active before it is retried or failed (default 900); also bounds a crashed worker's job. */
  expireInSeconds?: number;
  /** pg-boss queue policy (default `standard`; `singleton` = one active job at a time). */
  policy?: QueuePolicy;
};

/** The job runner of a process. */
export type Jobs = {
  /** The pg-boss instance (for features this wrapper does not expose). */
  boss: PgBoss;
  /** Whether this process runs handlers (false with `AISLE_JOBS=0`). */
  workers: boolean;
  /**
   * Create the queue `name` (idempotent, options applied) and, when workers run, attach `handler` and the
   * optional cron schedule. Call once per queue per process.
   * @throws when pg-boss rejects the name or the options
   */
  register<T extends object>(name: string, handler: JobHandler<T>, opts?: RegisterOptions): Promise<void>;
  /**
   * Queue a job. Returns its id, or null when a singleton/throttle policy dropped it.
   * `opts.startAfter` (seconds, ISO string or Date) defers it; `opts.singletonKey` de-duplicates.
   * @throws when the queue was never created (register it first, in any process)
   */
  send<T extends object>(name: string, data: T, opts?: SendOptions): Promise<string | null>;
  /** Stop workers (waiting up to `timeoutMs`, default 10,000, for active handlers) and close pg-boss's pool. Idempotent. */
  stop(timeoutMs?: number): Promise<void>;
};

/** Options of {@link createJobs}. */
export type CreateJobsOptions = {
  /** Run handlers, schedules and maintenance in this process (default true). */
  workers?: boolean;
  /** Postgres schema of pg-boss's tables (default `pgboss`). */
  schema?: string;
  /** Connections of pg-boss's own pool (default 6). */
  max?: number;
};

/**
 * Start pg-boss on `database` (its own small pool on the same URL; schema installed or migrated on first use).
 * Errors pg-boss raises in the background (lost connection, failed maintenance) are logged, never thrown.
 * @throws when the database is unreachable or the schema cannot be installed
 */
export async function createJobs(database: Database, logger: Logger, opts: CreateJobsOptions = {}): Promise<Jobs> {
  const workers = opts.workers ?? true;
  const boss = new PgBoss({
    connectionString: database.url,
    schema: opts.schema ?? 'pgboss',
    max: opts.max ?? 6,
    application_name: 'aisle-jobs',
    useListenNotify: workers,
    supervise: workers,
    schedule: workers,
    registerInstance: false,
  });
  boss.on('error', (err: Error) => logger.error({ err }, 'pg-boss error'));
  boss.on('warning', (w: unknown) => logger.warn({ warning: w as Record<string, unknown> }, 'pg-boss warning'));
  await boss.start();

  let stopped = false;
  return {
    boss,
    workers,
    async register<T extends object>(name: string, handler: JobHandler<T>, o: RegisterOptions = {}) {
      const queueOptions = defined({
        retryLimit: o.retryLimit, retryDelay: o.retryDelay, retryBackoff: o.retryBackoff, retryDelayMax: o.retryDelayMax,
        expireInSeconds: o.expireInSeconds,
      });
      await boss.createQueue(name, { ...defined({ policy: o.policy }), notify: true, ...queueOptions });
      await boss.updateQueue(name, { notify: true, ...queueOptions }); // createQueue keeps an existing queue's options
      if (!workers) return;
      const batchSize = o.batchSize ?? 1;
      await boss.work<T>(name, defined({
        batchSize,
        localConcurrency: o.localConcurrency,
        pollingIntervalSeconds: o.pollingIntervalSeconds,
        // NOTIFY wakes workers for new jobs only: retries and deferred jobs are found by polling, so keep it frequent.
        notifyPollingIntervalSeconds: o.pollingIntervalSeconds ?? 2,
        burstWhenBatchFull: o.burstWhenBatchFull ?? batchSize > 1,
      }), async (jobs: Job<T>[]) => {
        try {
          return await handler(jobs);
        } catch (err) {
          logger.error({ queue: name, jobs: jobs.length, jobIds: jobs.map((j) => j.id), err }, 'job handler failed');
          throw err;
        }
      });
      if (o.cron) await boss.schedule(name, o.cron, o.cronData ?? {}, { tz: 'UTC' });
    },
    async send<T extends object>(name: string, data: T, sendOpts: SendOptions = {}) {
      return boss.send(name, data, sendOpts);
    },
    async stop(timeoutMs = 10_000) {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, close: true, timeout: timeoutMs }).catch((err: Error) => logger.error({ err }, 'pg-boss stop failed'));
    },
  };
}

/** Drop undefined properties (pg-boss validates present keys, undefined included). */
function defined<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
