/**
 * Conversation lifecycle (PRODUCT.md §4): handoff to a person, staff take over / hand back / resolve, staff
 * messages, the shopper's CSAT rating and idle close. Every change runs in one transaction with its system
 * notice (what the shopper reads in the widget) and its realtime notification (realtime.ts), so the widget and
 * the inbox of every process see it at commit.
 *
 * Rules chosen here (documented in docs/inbox.md):
 * - A staff message on a conversation that is not `human` takes it over first (the agent must not answer
 *   alongside a person).
 * - Resolving sets resolution `confirmed` (staff or the shopper closed it knowingly; see the column's docs) and
 *   asks the shopper for a rating unless they already rated.
 * - Rating: once per conversation (thumbs up = 1, down = -1), accepted once the conversation has ended
 *   (resolved at least once, or closed); a second rating answers 409.
 * - Idle close: any conversation whose last message is older than 24 h becomes `closed`; it is counted as an
 *   `assumed` resolution when it was never resolved, never asked for a person and was not rated down.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { StoredPart } from './contracts.ts';
import { isSupportedLanguage, localeLanguage, t, type Language } from '../agent/index.ts';
import type { Database } from '../db/index.ts';
import { recordEvent } from '../events/index.ts';
import { AppError } from '../shared/errors.ts';
import { CONVERSATION_PAYLOAD_SQL, publish, REALTIME_CHANNEL } from './realtime.ts';
import { conversations, messages } from './schema.ts';
import { type Conversation, insertMessage, type MessageRow, requestHandoffIn, type Tx } from './service.ts';

/** Idle close after 24 h without a message (PRODUCT.md §9), in ms. */
export const IDLE_CLOSE_MS = 24 * 3600 * 1000;

/** The staff member acting (from the staff session). */
export type StaffActor = { staffId: string; name: string };

/** A transition's outcome: the conversation after it and the system/staff messages it stored (oldest first). */
export type TransitionResult = { conversation: Conversation; messages: MessageRow[] };

async function lockConversation(tx: Tx, storeId: string, id: string): Promise<Conversation> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('not_found', 'No such conversation');
  const rows = await tx.select().from(conversations).where(and(eq(conversations.storeId, storeId), eq(conversations.id, id))).for('update').limit(1);
  if (!rows[0]) throw new AppError('not_found', 'No such conversation');
  return rows[0];
}

async function update(tx: Tx, c: Conversation, set: PgUpdateSetSource<typeof conversations>): Promise<Conversation> {
  const [row] = await tx.update(conversations).set(set).where(and(eq(conversations.storeId, c.storeId), eq(conversations.id, c.id))).returning();
  await publish(tx, { storeId: c.storeId, conversationId: c.id, type: 'conversation', status: row!.status });
  return row!;
}

/**
 * The language a conversation's notices are written in (the message catalog's): the language the shopper writes in
 * when Aisle answers in it, else their browser's (the widget's locale, before they wrote anything), else English.
 */
export function conversationLanguage(c: Pick<Conversation, 'language' | 'locale'>): Language {
  if (isSupportedLanguage(c.language)) return c.language;
  const l = localeLanguage(c.locale);
  return isSupportedLanguage(l) ? l : 'en';
}

const notice = (tx: Tx, c: Conversation, text: string, parts: StoredPart[] = []) =>
  insertMessage(tx, { storeId: c.storeId, conversationId: c.id, role: 'system', text, parts });

/** Inside `tx`: make `actor` the person on the conversation (status human), with the "joined" notice. */
async function takeOverIn(tx: Tx, c: Conversation, actor: StaffActor, out: MessageRow[]): Promise<Conversation> {
  if (c.status === 'human' && c.assignedStaffId === actor.staffId) return c;
  const next = await update(tx, c, { status: 'human', assignedStaffId: actor.staffId });
  out.push(await notice(tx, c, t(conversationLanguage(c), 'notice.staff_joined', { name: actor.name }), [{ type: 'handoff', status: 'human', staffAvailable: true }]));
  return next;
}

/**
 * Take over a conversation (any status): status `human`, assigned to `actor`; the agent stays silent until
 * hand-back. Taking over from another staff member reassigns it. @throws AppError not_found
 */
export async function takeOverConversation(database: Database, storeId: string, id: string, actor: StaffActor): Promise<TransitionResult> {
  return database.db.transaction(async (tx) => {
    const out: MessageRow[] = [];
    const conversation = await takeOverIn(tx, await lockConversation(tx, storeId, id), actor, out);
    return { conversation, messages: out };
  });
}

/**
 * Hand a `human` conversation back to the agent: status `open`, unassigned, with a notice naming the agent.
 * @throws AppError not_found, conflict (not `human`)
 */
export async function handBackConversation(database: Database, storeId: string, id: string, agentName: string): Promise<TransitionResult> {
  return database.db.transaction(async (tx) => {
    const c = await lockConversation(tx, storeId, id);
    if (c.status !== 'human') throw new AppError('conflict', 'Only a conversation a person has taken over can be handed back');
    const conversation = await update(tx, c, { status: 'open', assignedStaffId: null });
    const m = await notice(tx, c, t(conversationLanguage(c), 'notice.agent_back', { agentName }));
    return { conversation, messages: [m] };
  });
}

/** Who ended the conversation: staff (inbox), the shopper ("End chat"), or the agent (the shopper said goodbye). */
export type ResolvedBy = 'staff' | 'shopper' | 'agent';

const RESOLVED_TEXT = {
  staff: ['notice.resolved_rate', 'notice.resolved'],
  shopper: ['notice.ended_rate', 'notice.ended'],
} as const satisfies Record<Exclude<ResolvedBy, 'agent'>, [rate: string, rated: string]>;

/**
 * Resolve a conversation: status `resolved`, resolution `confirmed`, resolved_at now, `conversation.resolved`
 * recorded in the same transaction. `by` staff/shopper stores a system notice asking for a rating (a `rating`
 * part) unless they rated already; `by` agent stores none (the agent's goodbye carries the rating part) and is a
 * no-op on an ended conversation. @throws AppError not_found, conflict (staff/shopper: already resolved or closed)
 */
export async function resolveConversation(database: Database, storeId: string, id: string, by: ResolvedBy = 'staff'): Promise<TransitionResult> {
  return database.db.transaction(async (tx) => {
    const c = await lockConversation(tx, storeId, id);
    if (c.status === 'resolved' || c.status === 'closed') {
      if (by === 'agent') return { conversation: c, messages: [] };
      throw new AppError('conflict', `The conversation is already ${c.status}`);
    }
    const conversation = await update(tx, c, { status: 'resolved', resolution: 'confirmed', resolvedAt: sql`now()` });
    await recordEvent(tx, { storeId, type: 'conversation.resolved', payload: { conversation_id: id, previous_status: c.status } });
    if (by === 'agent') return { conversation, messages: [] };
    const [rate, rated] = RESOLVED_TEXT[by];
    const lang = conversationLanguage(c);
    const m = c.ratedAt ? await notice(tx, c, t(lang, rated)) : await notice(tx, c, t(lang, rate), [{ type: 'rating' }]);
    return { conversation, messages: [m] };
  });
}

/**
 * Store a staff message (text as typed, trimmed; 1–2,000 characters) written by `actor`. A conversation that is
 * not `human` is taken over first (see the file header). @throws AppError not_found, invalid_request
 */
export async function postStaffMessage(database: Database, storeId: string, id: string, actor: StaffActor, text: string): Promise<TransitionResult> {
  const body = text.trim();
  if (body.length < 1 || body.length > 2000) throw new AppError('invalid_request', 'A message must be 1-2000 characters');
  return database.db.transaction(async (tx) => {
    const out: MessageRow[] = [];
    const conversation = await takeOverIn(tx, await lockConversation(tx, storeId, id), actor, out);
    out.push(await insertMessage(tx, { storeId, conversationId: id, role: 'staff', text: body, staffId: actor.staffId }));
    return { conversation, messages: out };
  });
}

/**
 * The shopper's CSAT (thumbs up = 1, thumbs down = -1), once per conversation, after it ended (see the file
 * header). Notifies listeners. @throws AppError not_found, conflict (already rated, or not ended yet)
 */
export async function rateConversation(database: Database, storeId: string, id: string, rating: 1 | -1): Promise<Conversation> {
  return database.db.transaction(async (tx) => {
    const c = await lockConversation(tx, storeId, id);
    if (c.ratedAt) throw new AppError('conflict', 'This conversation is already rated');
    if (!c.resolvedAt && c.status !== 'resolved' && c.status !== 'closed') throw new AppError('conflict', 'A conversation is rated when it has ended');
    return update(tx, c, { rating, ratedAt: sql`now()` });
  });
}

/**
 * The trace (root run id) of the conversation's last agent message: the turn a shopper's rating is about. Null when no
 * agent message carries one.
 */
export async function lastAgentRunId(database: Database, storeId: string, conversationId: string): Promise<string | null> {
  const [row] = await database.db.select({ runId: messages.runId }).from(messages)
    .where(and(eq(messages.storeId, storeId), eq(messages.conversationId, conversationId), eq(messages.role, 'agent'), sql`${messages.runId} IS NOT NULL`))
    .orderBy(sql`${messages.createdAt} DESC`).limit(1);
  return row?.runId ?? null;
}

/** Whole-message email (optionally with a few words around it) a shopper leaves while waiting for a person. */
const EMAIL_RE = /[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[a-z]{2,}/i;

/**
 * While a handoff is pending, a short shopper message holding an email address is taken as the contact for the
 * team's follow-up: stored as the conversation's customer email, acknowledged by a system notice (the agent
 * does not answer it). Returns the notice, or null when the message is not that.
 */
export async function captureFollowUpEmail(database: Database, c: Conversation, text: string): Promise<MessageRow | null> {
  if (c.status !== 'handoff_requested' || text.length > 120) return null;
  const email = EMAIL_RE.exec(text)?.[0]?.toLowerCase();
  if (!email) return null;
  return database.db.transaction(async (tx) => {
    const locked = await lockConversation(tx, c.storeId, c.id);
    await update(tx, locked, { customerEmail: email });
    return notice(tx, locked, t(conversationLanguage(locked), 'notice.email_noted', { email }));
  });
}

/** What a shopper who asks for a person is told (PRODUCT.md §2), by availability (stores/presence.ts), in `lang`. */
export function handoffNotice(staffAvailable: boolean, status: 'handoff_requested' | 'human', lang: string = 'en'): string {
  if (status === 'human') return t(lang, 'notice.handoff_human');
  return t(lang, staffAvailable ? 'notice.handoff_requested' : 'notice.handoff_unavailable');
}

/**
 * The shopper pressed "talk to a person": request the handoff and store the notice (with a `handoff` part).
 * `staffAvailable` comes from stores/presence.ts. @throws AppError not_found
 */
export async function askForPerson(database: Database, storeId: string, id: string, staffAvailable: boolean): Promise<{ status: 'handoff_requested' | 'human'; message: MessageRow }> {
  return database.db.transaction(async (tx) => {
    const c = await lockConversation(tx, storeId, id);
    const status = await requestHandoffIn(tx, storeId, id);
    const message = await insertMessage(tx, {
      storeId, conversationId: id, role: 'system', text: handoffNotice(staffAvailable, status, conversationLanguage(c)),
      parts: [{ type: 'handoff', status, staffAvailable }],
    });
    return { status, message };
  });
}

/**
 * Close every conversation idle for {@link IDLE_CLOSE_MS} at `now` (any status except `closed`), in batches of
 * `batch` (default 500) rows, notifying listeners in the same statement. Returns how many were closed.
 */
export async function closeIdleConversations(database: Database, now: Date, opts: { idleMs?: number; batch?: number } = {}): Promise<number> {
  const cutoff = new Date(now.getTime() - (opts.idleMs ?? IDLE_CLOSE_MS));
  const batch = opts.batch ?? 500;
  let total = 0;
  for (;;) {
    const res = await database.pool.query<{ n: number }>(`
      WITH picked AS (
        SELECT id FROM conversations WHERE status <> 'closed' AND last_message_at < $1
        ORDER BY last_message_at LIMIT $2 FOR UPDATE SKIP LOCKED
      ), closed AS (
        UPDATE conversations c SET
          status = 'closed',
          resolution = CASE WHEN c.resolution IS NULL AND c.handoff_requested_at IS NULL AND coalesce(c.rating, 0) >= 0
            THEN 'assumed' ELSE c.resolution END,
          resolved_at = CASE WHEN c.resolution IS NULL AND c.handoff_requested_at IS NULL AND coalesce(c.rating, 0) >= 0
            THEN $3::timestamptz ELSE c.resolved_at END
        FROM picked WHERE c.id = picked.id
        RETURNING c.store_id, c.id, c.status
      )
      SELECT count(pg_notify('${REALTIME_CHANNEL}', ${CONVERSATION_PAYLOAD_SQL}))::int AS n FROM closed`,
    [cutoff, batch, now]);
    const n = res.rows[0]?.n ?? 0;
    total += n;
    if (n < batch) return total;
  }
}
