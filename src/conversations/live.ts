/**
 * Live SSE channels fed by realtime.ts: the shopper's conversation channel (agent, staff and system messages, status)
 * and the staff inbox channel (list rows). Both re-read rows from the database on every notification (the
 * NOTIFY payload holds ids only), serialize their writes, coalesce bursts, send a `: ping` comment every 15 s
 * (PRODUCT.md §9) and re-sync after the listener reconnected.
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { SSEStreamingApi } from 'hono/streaming';
import type { Database } from '../db/index.ts';
import { markStaffSeen } from '../stores/index.ts';
import { getInboxItem } from './inbox.ts';
import type { Realtime, RealtimeSignal } from './realtime.ts';
import { conversations, messages } from './schema.ts';
import { type MessageRow, renderMessages } from './service.ts';

/** SSE heartbeat interval (PRODUCT.md §9): 15 s. */
export const HEARTBEAT_MS = 15_000;

/**
 * Messages written in transactions that committed out of timestamp order are caught by re-reading this far
 * behind the cursor (ms); ids already sent are skipped.
 */
export const LOOKBACK_MS = 10_000;

/** Messages sent per sync at most (a replay after a long gap continues on the next notification or reconnect). */
const MAX_BATCH = 200;

/**
 * Roles the shopper's live channel carries: staff and system messages, and agent messages (an answer written
 * outside the widget's own turn, e.g. after staff approved an action). The widget shows its own messages itself
 * and drops a message it already has (same id), such as its own turn's answer.
 */
export const LIVE_ROLES = ['agent', 'staff', 'system'] as const;

/**
 * Run `work` one call at a time; calls made while it runs collapse into one more run afterwards.
 * Returns the trigger and a promise of the current chain (tests, shutdown).
 */
export function coalesce(work: () => Promise<void>): { trigger: () => void; idle: () => Promise<void> } {
  let chain: Promise<void> = Promise.resolve();
  let queued = false;
  return {
    trigger() {
      if (queued) return;
      queued = true;
      chain = chain.then(() => { queued = false; return work(); }).catch(() => {});
    },
    idle: () => chain,
  };
}

/** Keep an SSE stream open until the client leaves or `untilMs` (epoch ms) passes, with heartbeats; then `cleanup`. */
async function holdOpen(stream: SSEStreamingApi, heartbeatMs: number, untilMs: number | null, cleanup: () => void, onFinish?: (finish: () => void) => void): Promise<void> {
  let finish!: () => void;
  const closed = new Promise<void>((resolve) => { finish = resolve; });
  onFinish?.(finish);
  const beat = setInterval(() => { stream.write(': ping\n\n').catch(() => finish()); }, heartbeatMs);
  const end = untilMs === null ? null : setTimeout(() => finish(), Math.min(Math.max(0, untilMs - Date.now()), 2 ** 31 - 1));
  stream.onAbort(() => finish());
  if (stream.aborted || stream.closed) finish();
  try {
    await closed;
  } finally {
    clearInterval(beat);
    if (end) clearTimeout(end);
    cleanup();
  }
}

/** Options of {@link streamConversation}. `lastEventId` = the last message id the widget has (Last-Event-ID). */
export type ConversationStreamOptions = {
  database: Database; realtime: Realtime; storeId: string; currency: string; conversationId: string;
  lastEventId: string | null; expiresAt: number | null; heartbeatMs?: number;
  /** BCP 47 locale of the money on cards (service.ts RenderContext); default en-US. */
  locale?: string;
};

/**
 * The shopper's live channel. Events: `message` (`id:` = message id; data `{ message }`, a staff or system
 * message rendered like the history) and `status` (data `{ status, rating }`, sent first and on every change).
 * Messages after `lastEventId` are replayed first. The stream ends when the widget token expires.
 */
export async function streamConversation(stream: SSEStreamingApi, o: ConversationStreamOptions): Promise<void> {
  const { database, storeId, conversationId } = o;
  const sent = new Map<string, number>();
  let cursor: number | null = null;
  let lastStatus = '';
  let again = () => {};
  if (o.lastEventId && /^[0-9a-f-]{36}$/i.test(o.lastEventId)) {
    // Resuming: the widget has everything up to that message (compared in SQL: microseconds matter); the
    // look-back only guards later notifications.
    const last = sql`(SELECT created_at FROM messages WHERE id = ${o.lastEventId} AND store_id = ${storeId} AND conversation_id = ${conversationId})`;
    const known = await database.db.select({ id: messages.id, createdAt: messages.createdAt }).from(messages).where(and(
      eq(messages.storeId, storeId), eq(messages.conversationId, conversationId),
      sql`${messages.createdAt} > ${last} - interval '${sql.raw(String(LOOKBACK_MS))} milliseconds'`, sql`${messages.createdAt} <= ${last}`,
    ));
    for (const k of known) {
      sent.set(k.id, k.createdAt.getTime());
      cursor = Math.max(cursor ?? 0, k.createdAt.getTime());
    }
  }

  const sync = async () => {
    const [conv] = await database.db.select({ status: conversations.status, rating: conversations.rating }).from(conversations)
      .where(and(eq(conversations.storeId, storeId), eq(conversations.id, conversationId))).limit(1);
    if (!conv) {
      // Not started yet (no message: issue 13 item 8): an open, empty chat; its first message's notification syncs again.
      const pending = JSON.stringify({ status: 'open', rating: null });
      if (lastStatus !== pending) {
        lastStatus = pending;
        await stream.writeSSE({ event: 'status', data: pending });
      }
      return;
    }
    const where = [eq(messages.storeId, storeId), eq(messages.conversationId, conversationId), inArray(messages.role, [...LIVE_ROLES])];
    if (cursor !== null) where.push(gt(messages.createdAt, new Date(cursor - LOOKBACK_MS)));
    // Ids first (the look-back window may hold many messages already sent), then the unsent rows, oldest first.
    const window = await database.db.select({ id: messages.id }).from(messages).where(and(...where)).orderBy(asc(messages.createdAt), asc(messages.id));
    const ids = window.map((r) => r.id).filter((id) => !sent.has(id)).slice(0, MAX_BATCH);
    const fresh: MessageRow[] = ids.length
      ? await database.db.select().from(messages).where(and(eq(messages.storeId, storeId), inArray(messages.id, ids))).orderBy(asc(messages.createdAt), asc(messages.id))
      : [];
    const rendered = await renderMessages(database, storeId, o.currency, fresh, { rating: conv.rating, locale: o.locale });
    for (const [i, message] of rendered.entries()) {
      const at = fresh[i]!.createdAt.getTime();
      sent.set(message.id, at);
      cursor = Math.max(cursor ?? at, at);
      await stream.writeSSE({ event: 'message', id: message.id, data: JSON.stringify({ message }) });
    }
    if (cursor !== null) for (const [id, at] of sent) if (at < cursor - 2 * LOOKBACK_MS) sent.delete(id);
    if (ids.length === MAX_BATCH) again();
    const status = JSON.stringify({ status: conv.status, rating: conv.rating });
    if (status !== lastStatus) {
      lastStatus = status;
      await stream.writeSSE({ event: 'status', data: status });
    }
  };
  const { trigger } = coalesce(sync);
  again = trigger;
  const unsubscribe = o.realtime.subscribeConversation(storeId, conversationId, () => trigger());
  trigger();
  await holdOpen(stream, o.heartbeatMs ?? HEARTBEAT_MS, o.expiresAt, unsubscribe);
}

/**
 * Options of {@link streamInbox}. `stillAllowed` re-checks the staff session (false = signed out, removed or no
 * longer allowed: the stream ends); it runs before every event and every `recheckMs` (default {@link STREAM_RECHECK_MS}).
 */
export type InboxStreamOptions = {
  database: Database; realtime: Realtime; storeId: string; staffId: string; heartbeatMs?: number;
  stillAllowed?: () => Promise<boolean>; recheckMs?: number;
};

/** How often an open admin stream re-checks its session, ms (issue 13 item 9: closed within 30 s of sign-out). */
export const STREAM_RECHECK_MS = 30_000;

/** How often an open inbox marks its staff member present (stores/presence.ts): 60 s. */
export const PRESENCE_EVERY_MS = 60_000;

/**
 * The staff inbox channel. Events: `ready` (connected; refetch what you show), `conversation` (data
 * `{ conversation: InboxItem, change: 'message' | 'conversation', message_id?, role? }`) and `resync` (the
 * server's listener reconnected; refetch). While open, the staff member counts as present for handoffs.
 */
export async function streamInbox(stream: SSEStreamingApi, o: InboxStreamOptions): Promise<void> {
  const { database, storeId } = o;
  const pending = new Map<string, RealtimeSignal>();
  let resync = false;
  let stop = () => {};
  let stopped = false;
  /** False (and the stream ends) once the session no longer holds. */
  const allowed = async (): Promise<boolean> => {
    if (stopped) return false;
    if (!o.stillAllowed || (await o.stillAllowed())) return true;
    stopped = true;
    stop();
    return false;
  };
  const flush = async () => {
    if (!(await allowed())) { pending.clear(); return; }
    if (resync) {
      resync = false;
      await stream.writeSSE({ event: 'resync', data: '{}' });
    }
    const batch = [...pending.entries()];
    pending.clear();
    for (const [id, sig] of batch) {
      const conversation = await getInboxItem(database, storeId, id);
      if (!conversation || sig.type === 'resync') continue;
      const extra = sig.type === 'message' ? { message_id: sig.messageId, role: sig.role } : {};
      await stream.writeSSE({ event: 'conversation', data: JSON.stringify({ conversation, change: sig.type, ...extra }) });
    }
  };
  const { trigger } = coalesce(flush);
  const unsubscribe = o.realtime.subscribeStore(storeId, (sig) => {
    if (sig.type === 'resync') resync = true;
    else {
      const prev = pending.get(sig.conversationId);
      // A message notice carries more than a status change: keep it when both arrive in one burst.
      if (!(prev?.type === 'message' && sig.type === 'conversation')) pending.set(sig.conversationId, sig);
    }
    trigger();
  });
  await markStaffSeen(database, storeId, o.staffId).catch(() => {});
  const presence = setInterval(() => { void markStaffSeen(database, storeId, o.staffId).catch(() => {}); }, PRESENCE_EVERY_MS);
  const recheck = setInterval(() => { void allowed().catch(() => {}); }, o.recheckMs ?? STREAM_RECHECK_MS);
  await stream.writeSSE({ event: 'ready', data: '{}' });
  await holdOpen(stream, o.heartbeatMs ?? HEARTBEAT_MS, null, () => { clearInterval(presence); clearInterval(recheck); unsubscribe(); }, (finish) => {
    stop = finish;
    if (stopped) finish();
  });
}
