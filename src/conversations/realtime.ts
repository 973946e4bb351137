/**
 * Realtime fan-out of conversation changes across Aisle processes (DESIGN.md "Scale-out": app processes are
 * stateless; SSE fan-out goes through Postgres `LISTEN/NOTIFY`).
 *
 * Writers call {@link publish} inside the transaction that changes a conversation: Postgres delivers the
 * notification to every listening process when (and only if) that transaction commits. The payload carries ids
 * and a type only (well under NOTIFY's 8,000-byte limit); receivers read the rows themselves, scoped to the
 * store. Each process holds ONE dedicated listener connection ({@link createRealtime}) and fans notifications
 * out to in-process subscribers per conversation (widget streams) and per store (the inbox stream). When that
 * connection drops it reconnects with exponential backoff (p-retry) and tells every subscriber to re-sync
 * (`{ type: 'resync' }`), because notifications sent while it was away are lost.
 */
import { type SQL, sql } from 'drizzle-orm';
import pRetry from 'p-retry';
import pg from 'pg';
import { z } from 'zod';
import { silentLogger, type Logger } from '../shared/logger.ts';

/** The one NOTIFY channel of conversation changes. */
export const REALTIME_CHANNEL = 'aisle_conversations';

/** NOTIFY payloads must stay under 8,000 bytes (PostgreSQL docs, NOTIFY); ours are ~200. */
export const MAX_PAYLOAD_BYTES = 8000;

/**
 * A change notification: `message` (a message was stored; `messageId`, `role`) or `conversation` (status,
 * assignment, rating or another field changed; `status` is the new status).
 */
export const RealtimeEventSchema = z.object({
  storeId: z.string().uuid(),
  conversationId: z.string().uuid(),
  type: z.enum(['message', 'conversation']),
  messageId: z.string().uuid().optional(),
  role: z.enum(['shopper', 'agent', 'staff', 'system']).optional(),
  status: z.enum(['open', 'handoff_requested', 'human', 'resolved', 'closed']).optional(),
});
/** A change notification (see {@link RealtimeEventSchema}). */
export type RealtimeEvent = z.infer<typeof RealtimeEventSchema>;

/** What subscribers receive: a change, or `resync` after the listener reconnected (re-read from the database). */
export type RealtimeSignal = RealtimeEvent | { type: 'resync' };

/** Anything that runs a Drizzle SQL statement: the database handle or an open transaction. */
export type SqlExecutor = { execute: (query: SQL) => Promise<unknown> };

/**
 * Queue a notification on `db` (a transaction: delivered at its commit; the pool: delivered at once).
 * @throws ZodError when the event is malformed; Error when the payload would exceed {@link MAX_PAYLOAD_BYTES}
 */
export async function publish(db: SqlExecutor, event: RealtimeEvent): Promise<void> {
  const payload = JSON.stringify(RealtimeEventSchema.parse(event));
  if (Buffer.byteLength(payload) >= MAX_PAYLOAD_BYTES) throw new Error('realtime payload too large');
  await db.execute(sql`SELECT pg_notify(${REALTIME_CHANNEL}, ${payload})`);
}

/**
 * SQL expression building a `conversation` notification payload from a row's `store_id`, `id` and `status`
 * columns, for set-based writers (e.g. idle close): `SELECT pg_notify(channel, <this>) FROM changed`.
 */
export const CONVERSATION_PAYLOAD_SQL =
  `json_build_object('storeId', store_id, 'conversationId', id, 'type', 'conversation', 'status', status)::text`;

/**
 * SQL expression building a `message` notification payload (same fields as {@link publish} sends for a stored
 * message) from the columns of message row alias `m` (`store_id`, `conversation_id`, `id`, `role`).
 */
export function messagePayloadSql(m: string): SQL {
  const c = (col: string) => sql.raw(`${m}.${col}`);
  return sql`json_build_object('storeId', ${c('store_id')}, 'conversationId', ${c('conversation_id')}, 'type', 'message', 'messageId', ${c('id')}, 'role', ${c('role')})::text`;
}

/** A subscriber callback. Exceptions are caught and logged. */
export type RealtimeListener = (signal: RealtimeSignal) => void;

/** Options of {@link createRealtime}. Delays in ms. */
export type RealtimeOptions = {
  /** Postgres URL (the listener opens its own connection, outside the pool). */
  url: string;
  /** Default: logs nothing. */
  logger?: Logger;
  /** First reconnect delay (default 100) and cap (default 5,000), doubling with jitter. */
  minRetryMs?: number;
  maxRetryMs?: number;
  /** How often the listener connection is checked with `SELECT 1` (default 30,000). */
  checkEveryMs?: number;
};

/** A process's listener and its in-process subscribers. */
export type Realtime = {
  /** Resolves once the first LISTEN is active. */
  ready: Promise<void>;
  /** Subscribe to one conversation of one store. Returns the unsubscribe function. */
  subscribeConversation(storeId: string, conversationId: string, fn: RealtimeListener): () => void;
  /** Subscribe to every conversation of a store. Returns the unsubscribe function. */
  subscribeStore(storeId: string, fn: RealtimeListener): () => void;
  /** Backend pid of the listener connection, or null while disconnected (tests, diagnostics). */
  listenerPid(): number | null;
  /** Close the listener (idempotent); subscribers get nothing more. */
  stop(): Promise<void>;
};

function addTo(map: Map<string, Set<RealtimeListener>>, key: string, fn: RealtimeListener): () => void {
  const set = map.get(key) ?? new Set<RealtimeListener>();
  map.set(key, set);
  set.add(fn);
  return () => {
    set.delete(fn);
    if (set.size === 0 && map.get(key) === set) map.delete(key);
  };
}

/** Start the listener of this process. See the file header. */
export function createRealtime(opts: RealtimeOptions): Realtime {
  const logger = opts.logger ?? silentLogger;
  const byConversation = new Map<string, Set<RealtimeListener>>();
  const byStore = new Map<string, Set<RealtimeListener>>();
  const abort = new AbortController();
  let client: pg.Client | null = null;
  let pid: number | null = null;
  let connecting: Promise<void> | null = null;
  let stopped = false;

  const call = (fns: Iterable<RealtimeListener> | undefined, signal: RealtimeSignal) => {
    for (const fn of fns ? [...fns] : []) {
      try {
        fn(signal);
      } catch (err) {
        logger.error({ err }, 'realtime subscriber failed');
      }
    }
  };

  const dispatch = (payload: string | undefined) => {
    let event: RealtimeEvent;
    try {
      event = RealtimeEventSchema.parse(JSON.parse(payload ?? ''));
    } catch {
      return; // not ours, or malformed: ignored
    }
    call(byConversation.get(`${event.storeId}:${event.conversationId}`), event);
    call(byStore.get(event.storeId), event);
  };

  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    pid = null;
    c.end().catch(() => {});
    if (!stopped) void connect(true);
  };

  const connectOnce = async () => {
    const c = new pg.Client({ connectionString: opts.url, keepAlive: true, query_timeout: 10_000 });
    c.on('error', (err) => { logger.warn({ err }, 'realtime listener error'); lost(c); });
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${REALTIME_CHANNEL}`);
      const r = await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      pid = r.rows[0]?.pid ?? null;
    } catch (err) {
      await c.end().catch(() => {});
      throw err;
    }
    if (stopped) { await c.end().catch(() => {}); return; }
    c.on('notification', (n) => { if (n.channel === REALTIME_CHANNEL) dispatch(n.payload); });
    client = c;
  };

  const connect = (resync: boolean): Promise<void> => {
    connecting ??= pRetry(connectOnce, {
      retries: Number.POSITIVE_INFINITY, factor: 2, minTimeout: opts.minRetryMs ?? 100, maxTimeout: opts.maxRetryMs ?? 5000,
      randomize: true, signal: abort.signal, unref: true,
      onFailedAttempt: ({ error, attemptNumber }) => logger.warn({ attempt: attemptNumber, err: error }, 'realtime listener reconnecting'),
    }).then(() => {
      if (!resync || stopped) return;
      logger.info('realtime listener reconnected');
      const all = new Set<RealtimeListener>();
      for (const set of [...byConversation.values(), ...byStore.values()]) for (const fn of set) all.add(fn);
      call(all, { type: 'resync' });
    }).finally(() => { connecting = null; });
    return connecting;
  };

  // A half-open TCP connection can look alive: probe it, and reconnect when the probe fails.
  const check = setInterval(() => {
    const c = client;
    if (c) c.query('SELECT 1').catch(() => lost(c));
  }, opts.checkEveryMs ?? 30_000);
  check.unref();

  const ready = connect(false);
  ready.catch(() => {});

  return {
    ready,
    subscribeConversation: (storeId, conversationId, fn) => addTo(byConversation, `${storeId}:${conversationId}`, fn),
    subscribeStore: (storeId, fn) => addTo(byStore, storeId, fn),
    listenerPid: () => pid,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(check);
      abort.abort();
      const c = client;
      client = null;
      byConversation.clear();
      byStore.clear();
      await c?.end().catch(() => {});
    },
  };
}
