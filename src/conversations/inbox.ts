/**
 * The staff inbox list: status filters, text search over messages (pg_trgm `ILIKE`, GIN index), keyset
 * pagination, and per row a preview, the last message, the message count and last_message_at.
 *
 * Order: handoff requests first (they wait for a person), then newest activity, then id. The keyset cursor is
 * that triple, opaque to clients (base64url JSON); timestamps travel as Postgres text so no microsecond is lost.
 * Indexes: `conversations_inbox_idx` (store, is-handoff, last_message_at, id) for "all",
 * `conversations_store_status_last_idx` for one status, `messages_text_trgm_idx` for search.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { AppError } from '../shared/errors.ts';
import { getStaffNames } from '../stores/index.ts';
import type { ConversationStatus } from './service.ts';

/** The inbox's status filters: one status, or `all`. */
export const INBOX_FILTERS = ['all', 'open', 'handoff_requested', 'human', 'resolved', 'closed'] as const;
/** One inbox filter. */
export type InboxFilter = (typeof INBOX_FILTERS)[number];

/** One row of the inbox. Times are ISO strings; `preview` is the first shopper message, `last_message` the latest. */
export type InboxItem = {
  id: string;
  status: ConversationStatus;
  started_at: string;
  last_message_at: string;
  handoff_requested_at: string | null;
  preview: string;
  last_message: { role: string; text: string } | null;
  message_count: number;
  assigned_staff: { id: string; name: string } | null;
  rating: number | null;
  customer_email: string | null;
  /** The language the shopper writes in (ISO 639-1, e.g. "es"; null before the first turn). */
  language: string | null;
};

/** A page of the inbox; `next_cursor` is null on the last page. */
export type InboxPage = { conversations: InboxItem[]; next_cursor: string | null };

/**
 * Query of {@link listInbox}: `limit` 1–100 (default 50); `q` searches message text (and the customer email);
 * `language` keeps the conversations in one language (ISO 639-1).
 */
export type InboxQuery = { status?: InboxFilter; q?: string; cursor?: string; limit?: number; before?: string; language?: string };

type Cursor = [h: boolean, ts: string, id: string];

function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

/** Postgres timestamptz text output (DateStyle ISO), e.g. `2026-01-02 03:04:05.678901+00`. */
const TIMESTAMP_TEXT = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d{1,6})?([+-]\d\d(:?\d\d)?|Z)$/;

function decodeCursor(raw: string): Cursor {
  try {
    const v = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(v) && v.length === 3 && typeof v[0] === 'boolean' && typeof v[1] === 'string' && typeof v[2] === 'string'
      && /^[0-9a-f-]{36}$/i.test(v[2]) && TIMESTAMP_TEXT.test(v[1])) return v as Cursor;
  } catch {
    // fall through
  }
  throw new AppError('invalid_request', 'Invalid cursor');
}

/** `ILIKE` pattern matching `q` anywhere, with %, _ and \ taken literally. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/** Drizzle's raw `execute` returns timestamptz as Postgres text (`2026-01-02 03:04:05.678901+00`); pg's parser gives Dates. */
type Timestamp = Date | string;

/** ISO string of a timestamp column. */
function iso(v: Timestamp): string {
  return (v instanceof Date ? v : new Date(v)).toISOString();
}

type Row = {
  id: string; status: ConversationStatus; started_at: Timestamp; last_message_at: Timestamp; ts: string; h: boolean;
  handoff_requested_at: Timestamp | null; assigned_staff_id: string | null; rating: number | null; customer_email: string | null;
  language: string | null; preview: string | null; last_role: string | null; last_text: string | null; message_count: number;
};

const SELECT = sql`
  SELECT c.id, c.status, c.started_at, c.last_message_at, c.last_message_at::text AS ts, (c.status = 'handoff_requested') AS h,
    c.handoff_requested_at, c.assigned_staff_id, c.rating, c.customer_email, c.language,
    (SELECT left(m.text, 200) FROM messages m WHERE m.conversation_id = c.id AND m.role = 'shopper' ORDER BY m.created_at LIMIT 1) AS preview,
    lm.role AS last_role, lm.text AS last_text,
    (SELECT count(*)::int FROM messages m WHERE m.conversation_id = c.id) AS message_count
  FROM conversations c
  LEFT JOIN LATERAL (
    SELECT m.role, left(m.text, 200) AS text FROM messages m WHERE m.conversation_id = c.id ORDER BY m.created_at DESC LIMIT 1
  ) lm ON true`;

async function toItems(database: Database, storeId: string, rows: Row[]): Promise<InboxItem[]> {
  const names = await getStaffNames(database, storeId, rows.flatMap((r) => (r.assigned_staff_id ? [r.assigned_staff_id] : [])));
  return rows.map((r) => ({
    id: r.id, status: r.status, started_at: iso(r.started_at), last_message_at: iso(r.last_message_at),
    handoff_requested_at: r.handoff_requested_at === null ? null : iso(r.handoff_requested_at),
    preview: (r.preview ?? '').slice(0, 140),
    last_message: r.last_role ? { role: r.last_role, text: (r.last_text ?? '').slice(0, 140) } : null,
    message_count: r.message_count,
    assigned_staff: r.assigned_staff_id ? { id: r.assigned_staff_id, name: names.get(r.assigned_staff_id) ?? 'Team' } : null,
    rating: r.rating, customer_email: r.customer_email, language: r.language,
  }));
}

/** One page of a store's inbox (see the file header for order and cursor). @throws AppError invalid_request (cursor) */
export async function listInbox(database: Database, storeId: string, query: InboxQuery = {}): Promise<InboxPage> {
  const limit = Math.min(Math.max(query.limit ?? 50, 1), 100);
  const status = query.status ?? 'all';
  const q = query.q?.trim();
  // A chat nobody wrote in is not a conversation (issue 13 item 8): new sessions create no row, and rows left by
  // earlier versions (one per widget session) or holding only a cart stay out of the inbox.
  const conds = [sql`c.store_id = ${storeId}`, sql`EXISTS (SELECT 1 FROM messages e WHERE e.conversation_id = c.id)`];
  if (status !== 'all') conds.push(sql`c.status = ${status}`);
  if (query.language) conds.push(sql`c.language = ${query.language}`);
  if (q) {
    const pattern = likePattern(q);
    conds.push(sql`(c.id IN (SELECT m.conversation_id FROM messages m WHERE m.store_id = ${storeId} AND m.text ILIKE ${pattern})
      OR c.customer_email ILIKE ${pattern})`);
  }
  if (query.before) conds.push(sql`c.last_message_at < ${query.before}::timestamptz`);
  if (query.cursor) {
    const [h, ts, id] = decodeCursor(query.cursor);
    // One status: the is-handoff flag is constant, so the (last_message_at, id) keyset uses the status index.
    conds.push(status === 'all'
      ? sql`((c.status = 'handoff_requested'), c.last_message_at, c.id) < (${h}, ${ts}::timestamptz, ${id}::uuid)`
      : sql`(c.last_message_at, c.id) < (${ts}::timestamptz, ${id}::uuid)`);
  }
  const order = status === 'all'
    ? sql`ORDER BY (c.status = 'handoff_requested') DESC, c.last_message_at DESC, c.id DESC`
    : sql`ORDER BY c.last_message_at DESC, c.id DESC`;
  const res = await database.db.execute<Row>(sql`${SELECT} WHERE ${sql.join(conds, sql` AND `)} ${order} LIMIT ${limit + 1}`);
  const rows = res.rows.slice(0, limit);
  const last = rows.at(-1);
  return {
    conversations: await toItems(database, storeId, rows),
    next_cursor: res.rows.length > limit && last ? encodeCursor([last.h, last.ts, last.id]) : null,
  };
}

/** One inbox row (for live updates), or null when the conversation is not the store's. */
export async function getInboxItem(database: Database, storeId: string, id: string): Promise<InboxItem | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const res = await database.db.execute<Row>(sql`${SELECT} WHERE c.store_id = ${storeId} AND c.id = ${id}`);
  const [item] = await toItems(database, storeId, res.rows);
  return item ?? null;
}
