/**
 * Conversations and messages: creation, the shopper message stored before the agent runs, agent/staff
 * messages, status transitions (PRODUCT.md §4), and rendering messages for the widget (parts hydrated from
 * the database at send time, Markdown sanitized).
 */
import { storableJson, storableText } from '../shared/text.ts';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { preparedPerDatabase, type Database } from '../db/index.ts';
import { formatMoney } from '../shared/money.ts';
import { formatPrice, getProductSummaries, getVariantsOfProducts, shopifyVariantId, type PurchasableVariant } from '../catalog/index.ts';
import { checkoutView, findCheckout, getCartById, variantLabel, type CartView, type CheckoutView } from '../payments/index.ts';
import { getOrderSummary } from '../orders/index.ts';
import type { StoredPart } from './contracts.ts';
import type { ProductSummary } from '../catalog/index.ts';
import type { OrderSummary } from '../orders/index.ts';
import { AppError } from '../shared/errors.ts';
import { changeWithEvent, recordEvent } from '../events/index.ts';
import { getStaffNames } from '../stores/index.ts';
import { renderMarkdown } from './markdown.ts';
import { messagePayloadSql, publish, REALTIME_CHANNEL } from './realtime.ts';
import { conversations, messages } from './schema.ts';

/** The database handle or an open transaction (both run Drizzle queries). */
export type Tx = NodePgDatabase | Parameters<Parameters<NodePgDatabase['transaction']>[0]>[0];

/** A conversation row. */
export type Conversation = typeof conversations.$inferSelect;
/** A message row. */
export type MessageRow = typeof messages.$inferSelect;
/** Conversation status (PRODUCT.md §4). */
export type ConversationStatus = Conversation['status'];

/**
 * A purchasable choice on a product card (variant picker): money in cents; `title` null for a product's only
 * default variant; `available` false when out of stock or without a price.
 */
/**
 * A variant on a product card. `platformId`: a Shopify storefront's numeric variant id (the widget adds it to the
 * theme's cart with the AJAX Cart API); absent for local stores.
 */
export type VariantChoice = { id: string; title: string | null; priceCents: number | null; priceText: string; available: boolean; platformId?: string };

/** Variants shown on one product card at most. */
export const MAX_CARD_VARIANTS = 30;

/** A part as sent to clients: facts read from the database now (grounding rule, DESIGN.md). */
export type RenderedPart =
  | { type: 'product'; product: ProductSummary; variants: VariantChoice[]; closest?: boolean }
  | { type: 'cart'; cart: CartView }
  | { type: 'checkout'; checkout: CheckoutView }
  | { type: 'order'; order: OrderSummary }
  | { type: 'quick_replies'; replies: string[] }
  | { type: 'handoff'; status: 'handoff_requested' | 'human'; staffAvailable: boolean }
  | { type: 'notice'; text: string }
  | { type: 'rating'; rating: 1 | -1 | null };

/**
 * A message as sent to clients. `html` is sanitized Markdown for agent/staff/system messages; `author` is the
 * staff member's display name on staff messages (null otherwise).
 */
export type RenderedMessage = {
  id: string; role: MessageRow['role']; text: string; html: string | null; parts: RenderedPart[];
  created_at: string; run_id: string | null; author: string | null;
};

/** Strip control characters (except newline and tab) and trim (PRODUCT.md §5). */
export function cleanShopperText(raw: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return raw.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim();
}

/** Create a conversation; its LangGraph thread id is its own id. Records `conversation.started` in the same transaction. */
export async function createConversation(database: Database, input: {
  storeId: string; visitorId: string; pageUrl?: string | null; locale?: string | null; userAgent?: string | null;
}): Promise<Conversation> {
  return (await startConversation(database, { ...input, id: randomUUID() })).conversation;
}

/**
 * Create the conversation `id` (a widget session's, minted at random when the session opened and carried in its
 * signed token) unless it exists: the row and its `conversation.started` event are written once, in one
 * transaction, however many first requests race (INSERT … ON CONFLICT DO NOTHING: the losers wait for the winner's
 * commit and read its row). `created` is true for the one call that wrote them (issue 13 item 8).
 * @throws AppError forbidden when the id is another store's or another visitor's conversation
 */
export async function startConversation(database: Database, input: {
  id: string; storeId: string; visitorId: string; pageUrl?: string | null; locale?: string | null; userAgent?: string | null;
}): Promise<{ conversation: Conversation; created: boolean }> {
  const { id } = input;
  return database.db.transaction(async (tx) => {
    const [row] = await tx.insert(conversations).values({
      id, storeId: input.storeId, visitorId: input.visitorId, threadId: id,
      pageUrl: input.pageUrl ?? null, locale: input.locale ?? null, userAgent: input.userAgent?.slice(0, 500) ?? null,
    }).onConflictDoNothing({ target: conversations.id }).returning();
    if (row) {
      await recordEvent(tx, {
        storeId: input.storeId, type: 'conversation.started',
        payload: { conversation_id: id, visitor_id: input.visitorId, page_url: row.pageUrl, locale: row.locale },
      });
      return { conversation: row, created: true };
    }
    const [existing] = await tx.select().from(conversations).where(and(eq(conversations.storeId, input.storeId), eq(conversations.id, id))).limit(1);
    if (!existing || existing.visitorId !== input.visitorId) throw new AppError('forbidden', 'This token does not open that conversation');
    return { conversation: existing, created: false };
  });
}

/**
 * A widget session's conversation before its first message (issue 13 item 8): no row yet, so the widget routes read
 * it as an open, empty conversation. {@link startConversation} creates the row when something needs one.
 */
export function pendingConversation(input: { id: string; storeId: string; visitorId: string; pageUrl?: string | null; locale?: string | null }): Conversation {
  const now = new Date();
  return {
    id: input.id, storeId: input.storeId, visitorId: input.visitorId, customerEmail: null, status: 'open', assignedStaffId: null,
    threadId: input.id, pageUrl: input.pageUrl ?? null, locale: input.locale ?? null, language: null, userAgent: null,
    startedAt: now, lastMessageAt: now, threadPrunedAt: null, rating: null, ratedAt: null, resolution: null, resolvedAt: null,
    handoffRequestedAt: null,
  };
}

/** Find a conversation of a store, or null (another store's id → null). */
export async function findConversation(database: Database, storeId: string, id: string): Promise<Conversation | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const rows = await conversationById(database.db).execute({ storeId, id });
  return rows[0] ?? null;
}

/** {@link findConversation}'s statement, named (every widget request reads the conversation). */
const conversationById = preparedPerDatabase((db) => db.select().from(conversations)
  .where(and(eq(conversations.storeId, sql.placeholder('storeId')), eq(conversations.id, sql.placeholder('id')))).limit(1)
  .prepare('aisle_conversation_by_id'));

/** Find a conversation of a store. @throws AppError not_found */
export async function getConversation(database: Database, storeId: string, id: string): Promise<Conversation> {
  const c = await findConversation(database, storeId, id);
  if (!c) throw new AppError('not_found', 'No such conversation');
  return c;
}

/** What {@link appendMessage} stores. `staffId` marks who wrote a staff message. */
export type NewMessage = {
  storeId: string; conversationId: string; role: MessageRow['role']; text: string; parts?: StoredPart[];
  runId?: string | null; staffId?: string | null;
};

/**
 * Insert a message inside `tx`, bump the conversation's last_message_at, record `message.created` (outbox) and
 * publish a realtime `message` notification (both take effect when `tx` commits).
 */
export async function insertMessage(tx: Tx, input: NewMessage): Promise<MessageRow> {
  const [row] = await tx.insert(messages).values({
    storeId: input.storeId, conversationId: input.conversationId, role: input.role, text: input.text,
    parts: input.parts ?? [], runId: input.runId ?? null, staffId: input.staffId ?? null,
    // clock_timestamp(), not now(): messages stored in one transaction keep their order.
    createdAt: sql`clock_timestamp()`,
  }).returning();
  await tx.update(conversations).set({ lastMessageAt: row!.createdAt })
    .where(and(eq(conversations.storeId, input.storeId), eq(conversations.id, input.conversationId)));
  await recordEvent(tx, {
    storeId: input.storeId, type: 'message.created',
    payload: {
      conversation_id: input.conversationId, message_id: row!.id, role: row!.role, text: row!.text, run_id: row!.runId,
      created_at: row!.createdAt.toISOString(), ...(row!.staffId ? { staff_id: row!.staffId } : {}),
    },
  });
  await publish(tx, { storeId: input.storeId, conversationId: input.conversationId, type: 'message', messageId: row!.id, role: input.role });
  return row!;
}

/** A messages row as Postgres returns it (raw column names; timestamps as text through Drizzle). */
type RawMessageRow = {
  id: string; store_id: string; conversation_id: string; role: MessageRow['role']; text: string; parts: unknown; run_id: string | null;
  intent: string | null; staff_id: string | null; created_at: string | Date;
};

function messageRowOf(r: RawMessageRow): MessageRow {
  return {
    id: r.id, storeId: r.store_id, conversationId: r.conversation_id, role: r.role, text: r.text, parts: r.parts, runId: r.run_id,
    intent: r.intent, staffId: r.staff_id, createdAt: r.created_at instanceof Date ? r.created_at : new Date(r.created_at),
  };
}

/**
 * Append a message, bump the conversation's last_message_at, record `message.created` and notify listeners —
 * what {@link insertMessage} does, in ONE statement (atomic; one round trip instead of BEGIN, four statements and
 * COMMIT; the widget's turn stores two messages). `labelIntent` also labels the shopper message the turn answered
 * with its intent (the overview's top intents count it; at most 100 characters; only a shopper message of the store).
 * `language`: the language the turn heard the shopper write in (ISO 639-1 or a detector code, at most 8 characters),
 * kept on the conversation (the inbox filters by it, the overview counts it); null or absent keeps the one it has.
 * `asyncCommit`: commit without waiting for fsync ({@link Database}.asyncCommitDb, when the server has it) — only for
 * a message a synchronous commit soon follows (the shopper's message of a turn: the agent's answer flushes it).
 */
export async function appendMessage(database: Database, input: NewMessage & { labelIntent?: { messageId: string; intent: string } | null; language?: string | null; asyncCommit?: boolean }): Promise<MessageRow> {
  const { storeId, conversationId } = input;
  const label = input.labelIntent;
  const [row] = await changeWithEvent<'message.created', RawMessageRow>(input.asyncCommit ? (database.asyncCommitDb ?? database.db) : database.db, {
    // Named: a turn stores two messages (PostgreSQL plans this statement once per connection); one text per shape.
    storeId, type: 'message.created', from: 'm', name: label ? 'aisle_append_message_labelled' : 'aisle_append_message',
    changes: sql`m AS (
      INSERT INTO messages (store_id, conversation_id, role, text, parts, run_id, staff_id, created_at)
      VALUES (${storeId}, ${conversationId}, ${input.role}, ${storableText(input.text)}, ${storableJson(input.parts ?? [])}::jsonb,
              ${input.runId ?? null}, ${input.staffId ?? null}, clock_timestamp())
      RETURNING id, store_id, conversation_id, role, text, parts, run_id, intent, staff_id, created_at
    ),
    c AS (UPDATE conversations SET last_message_at = m.created_at, language = COALESCE(${input.language?.slice(0, 8) ?? null}, conversations.language) FROM m WHERE conversations.store_id = ${storeId} AND conversations.id = ${conversationId})${label ? sql`,
    i AS (UPDATE messages SET intent = ${label.intent.slice(0, 100)} WHERE store_id = ${storeId} AND id = ${label.messageId} AND role = 'shopper')` : sql``}`,
    payload: {
      conversation_id: sql`m.conversation_id`, message_id: sql`m.id`, role: sql`m.role`, text: sql`m.text`, run_id: sql`m.run_id`,
      created_at: sql`to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    },
    optionalPayload: { staff_id: sql`m.staff_id` },
    select: sql`pg_notify(${REALTIME_CHANNEL}, ${messagePayloadSql('m')}) AS realtime_notified`,
  });
  return messageRowOf(row!);
}

/**
 * Set a conversation's status (scoped to the store) and notify listeners. Returns the new status. Becoming
 * `resolved` records `conversation.resolved` in the same transaction.
 */
export async function setConversationStatus(database: Database, storeId: string, id: string, status: ConversationStatus): Promise<ConversationStatus> {
  await database.db.transaction(async (tx) => {
    const res = await tx.execute(sql`
      UPDATE conversations c SET status = ${status} FROM (SELECT id, status FROM conversations WHERE store_id = ${storeId} AND id = ${id} FOR UPDATE) old
       WHERE c.id = old.id RETURNING old.status AS previous`);
    const previous = (res.rows[0] as { previous: ConversationStatus } | undefined)?.previous;
    if (!previous) return;
    if (status === 'resolved' && previous !== 'resolved') {
      await recordEvent(tx, { storeId, type: 'conversation.resolved', payload: { conversation_id: id, previous_status: previous } });
    }
    await publish(tx, { storeId, conversationId: id, type: 'conversation', status });
  });
  return status;
}

/**
 * The shopper (or the agent) asks for a person: open → handoff_requested; a conversation already with a person
 * stays `human`. `handoff_requested_at` records when (the overview's handoff rate counts it). Moving to
 * `handoff_requested` records `conversation.handoff_requested` in the same transaction; listeners are notified.
 * @throws AppError not_found
 */
export async function requestHandoff(database: Database, storeId: string, id: string): Promise<'handoff_requested' | 'human'> {
  return database.db.transaction((tx) => requestHandoffIn(tx, storeId, id));
}

/** {@link requestHandoff} inside an open transaction. */
export async function requestHandoffIn(tx: Tx, storeId: string, id: string): Promise<'handoff_requested' | 'human'> {
  const res = await tx.execute(sql`
    UPDATE conversations c SET status = CASE WHEN old.status = 'human' THEN 'human' ELSE 'handoff_requested' END,
         handoff_requested_at = now()
      FROM (SELECT id, status FROM conversations WHERE store_id = ${storeId} AND id = ${id} FOR UPDATE) old
     WHERE c.id = old.id RETURNING c.status, old.status AS previous`);
  const row = res.rows[0] as { status: 'handoff_requested' | 'human'; previous: ConversationStatus } | undefined;
  if (!row) throw new AppError('not_found', 'No such conversation');
  if (row.status === 'handoff_requested' && row.previous !== 'handoff_requested') {
    await recordEvent(tx, { storeId, type: 'conversation.handoff_requested', payload: { conversation_id: id, status: 'handoff_requested' } });
  }
  await publish(tx, { storeId, conversationId: id, type: 'conversation', status: row.status });
  return row.status;
}

/** Messages of a conversation, oldest first (at most `limit`, default 200, the newest ones). */
export async function listMessages(database: Database, storeId: string, conversationId: string, limit = 200): Promise<MessageRow[]> {
  const rows = await database.db.select().from(messages)
    .where(and(eq(messages.storeId, storeId), eq(messages.conversationId, conversationId)))
    .orderBy(desc(messages.createdAt)).limit(limit);
  return rows.reverse();
}

/** One message of a conversation of the store, or null (another store's or conversation's message is null too). */
export async function findMessage(database: Database, storeId: string, conversationId: string, messageId: string): Promise<MessageRow | null> {
  const [row] = await database.db.select().from(messages)
    .where(and(eq(messages.storeId, storeId), eq(messages.conversationId, conversationId), eq(messages.id, messageId))).limit(1);
  return row ?? null;
}

/** A recorded conversation to replay: its shopper messages in order, each with the answer the agent gave then (or null). */
export type ReplayableConversation = { id: string; startedAt: Date; turns: { say: string; intent: string | null; answer: string | null }[] };

/**
 * Conversations of the store that started at or after `since`, newest first, at most `limit` (1–1,000), each with its
 * shopper messages in order and the agent message that answered each (the next agent message before the next shopper
 * message). With `intent`, only conversations with a shopper message of that intent; with `ids`, only those
 * conversations (e.g. the ones staff flagged: observability `flaggedConversationIds`; an empty list selects none). Conversations without a shopper
 * message are left out. (`aisle eval replay`.)
 */
export async function listReplayableConversations(
  database: Database, storeId: string, opts: { since: Date; limit: number; intent?: string; ids?: string[] },
): Promise<ReplayableConversation[]> {
  const limit = Math.min(1000, Math.max(1, Math.floor(opts.limit)));
  if (opts.ids && !opts.ids.length) return [];
  const picked = await database.db.select({ id: conversations.id, startedAt: conversations.startedAt }).from(conversations)
    .where(and(
      eq(conversations.storeId, storeId), sql`${conversations.startedAt} >= ${opts.since.toISOString()}`,
      opts.ids ? inArray(conversations.id, opts.ids) : undefined,
      sql`EXISTS (SELECT 1 FROM ${messages} m WHERE m.conversation_id = ${conversations.id} AND m.role = 'shopper'${opts.intent ? sql` AND m.intent = ${opts.intent}` : sql``})`,
    ))
    .orderBy(desc(conversations.startedAt)).limit(limit);
  if (!picked.length) return [];
  const rows = await database.db.select({ conversationId: messages.conversationId, role: messages.role, text: messages.text, intent: messages.intent })
    .from(messages)
    .where(and(eq(messages.storeId, storeId), sql`${messages.conversationId} IN (${sql.join(picked.map((p) => sql`${p.id}`), sql`, `)})`, sql`${messages.role} IN ('shopper', 'agent')`))
    .orderBy(messages.conversationId, messages.createdAt, messages.id);
  const turns = new Map<string, ReplayableConversation['turns']>(picked.map((p) => [p.id, []]));
  for (const r of rows) {
    const list = turns.get(r.conversationId)!;
    if (r.role === 'shopper') list.push({ say: r.text, intent: r.intent, answer: null });
    else if (list.length && list.at(-1)!.answer === null) list.at(-1)!.answer = r.text;
  }
  return picked.map((p) => ({ id: p.id, startedAt: p.startedAt, turns: turns.get(p.id)! }));
}

/** The last shopper message of a conversation, or null. */
export async function lastShopperMessage(database: Database, storeId: string, conversationId: string): Promise<MessageRow | null> {
  const rows = await database.db.select().from(messages)
    .where(and(eq(messages.storeId, storeId), eq(messages.conversationId, conversationId), eq(messages.role, 'shopper')))
    .orderBy(desc(messages.createdAt)).limit(1);
  return rows[0] ?? null;
}

/**
 * Facts already read from the database during one request (a turn): product summaries and card variants by product
 * id, order summaries by id (null = not found). Lets a turn's final `done` message reuse the cards it streamed
 * moments earlier instead of reading them again. Never shared between requests.
 */
export type RenderCache = {
  products: Map<string, ProductSummary>; variants: Map<string, PurchasableVariant[]>; orders: Map<string, OrderSummary | null>;
};

/** A new, empty {@link RenderCache} for one request. */
export function createRenderCache(): RenderCache {
  return { products: new Map(), variants: new Map(), orders: new Map() };
}

/**
 * Conversation facts some parts show: the shopper's rating (rating parts); `cache`: facts read earlier in the same
 * request, reused and added to (see {@link RenderCache}); `locale`: the BCP 47 locale money on the cards is written
 * for (the shopper's language, e.g. `es` → "19,99 US$"; default `en-US` → "$19.99").
 */
export type RenderContext = { rating?: number | null; cache?: RenderCache; locale?: string };

/**
 * A rendered part with its money text written for `locale` from its amounts in minor units (shared/money.ts, Intl):
 * product and variant prices, cart lines and subtotal, checkout and order totals. Amounts without a price stay as
 * they are (the widget says "price not listed" in its own language). A new object: cached facts are not changed.
 */
export function localizePartMoney(part: RenderedPart, locale: string): RenderedPart {
  const money = (cents: number, currency: string) => formatMoney(cents, currency, locale);
  switch (part.type) {
    case 'product': {
      const { product } = part;
      return {
        ...part,
        product: product.priceCents === null ? product : { ...product, priceText: money(product.priceCents, product.currency) },
        variants: part.variants.map((v) => (v.priceCents === null ? v : { ...v, priceText: money(v.priceCents, product.currency) })),
      };
    }
    case 'cart': {
      const { cart } = part;
      return {
        ...part,
        cart: {
          ...cart, subtotalText: money(cart.subtotalCents, cart.currency),
          lines: cart.lines.map((l) => ({
            ...l, lineTotalText: money(l.lineTotalCents, cart.currency), ...(l.unitPriceCents === null ? {} : { priceText: money(l.unitPriceCents, cart.currency) }),
          })),
        },
      };
    }
    case 'checkout': return { ...part, checkout: { ...part.checkout, totalText: money(part.checkout.amountCents, part.checkout.currency) } };
    case 'order': return { ...part, order: { ...part.order, totalText: money(part.order.totalCents, part.order.currency) } };
    default: return part;
  }
}

/** Hydrate stored parts (ids) into rendered parts from the database; parts whose rows vanished are dropped. */
export async function renderParts(database: Database, storeId: string, currency: string, parts: StoredPart[], ctx: RenderContext = {}): Promise<RenderedPart[]> {
  const { cache } = ctx;
  const productIds = parts.flatMap((p) => (p.type === 'product' ? [p.product_id] : []));
  const missing = cache ? productIds.filter((id) => !cache.products.has(id) || !cache.variants.has(id)) : productIds;
  // Summaries and variants are independent reads: side by side.
  const [products, fetched] = missing.length
    ? await Promise.all([getProductSummaries(database, storeId, missing, currency), getVariantsOfProducts(database, storeId, missing)])
    : [[], new Map<string, PurchasableVariant[]>()];
  const byId = cache?.products ?? new Map<string, ProductSummary>();
  for (const p of products) byId.set(p.id, p);
  const variants = cache?.variants ?? new Map<string, PurchasableVariant[]>();
  for (const id of missing) variants.set(id, fetched.get(id) ?? []);
  const out: RenderedPart[] = [];
  for (const p of parts) {
    if (p.type === 'product') {
      const product = byId.get(p.product_id);
      const choices: VariantChoice[] = (variants.get(p.product_id) ?? []).slice(0, MAX_CARD_VARIANTS).map((v) => ({
        id: v.id, title: variantLabel(v), priceCents: v.priceCents, priceText: formatPrice(v.priceCents, currency), available: v.available && v.priceCents !== null,
        ...(shopifyVariantId(v.externalId) ? { platformId: shopifyVariantId(v.externalId)! } : {}),
      }));
      if (product) out.push({ type: 'product', product, variants: choices, ...(p.closest ? { closest: true } : {}) });
    } else if (p.type === 'cart') {
      out.push({ type: 'cart', cart: await getCartById(database, { id: storeId, currency }, p.cart_id) });
    } else if (p.type === 'checkout') {
      const row = await findCheckout(database.db, storeId, p.checkout_id);
      if (row) out.push({ type: 'checkout', checkout: await checkoutView(database.db, row) });
    } else if (p.type === 'order') {
      const order = cache?.orders.has(p.order_id) ? cache.orders.get(p.order_id)! : await getOrderSummary(database, storeId, p.order_id);
      cache?.orders.set(p.order_id, order);
      if (order) out.push({ type: 'order', order });
    } else if (p.type === 'rating') {
      out.push({ type: 'rating', rating: ctx.rating === 1 || ctx.rating === -1 ? ctx.rating : null });
    } else {
      out.push(p);
    }
  }
  const locale = ctx.locale;
  return locale && locale !== 'en-US' ? out.map((p) => localizePartMoney(p, locale)) : out;
}

/** Render messages for clients (parts hydrated in one product query per message; staff names looked up once). */
export async function renderMessages(database: Database, storeId: string, currency: string, rows: MessageRow[], ctx: RenderContext = {}): Promise<RenderedMessage[]> {
  const names = await getStaffNames(database, storeId, rows.flatMap((m) => (m.staffId ? [m.staffId] : [])));
  return Promise.all(rows.map(async (m) => ({
    id: m.id,
    role: m.role,
    text: m.text,
    html: m.role === 'shopper' ? null : renderMarkdown(m.text),
    parts: await renderParts(database, storeId, currency, (m.parts as StoredPart[]) ?? [], ctx),
    created_at: m.createdAt.toISOString(),
    run_id: m.runId,
    author: m.staffId ? (names.get(m.staffId) ?? 'Team') : null,
  })));
}

/** One row of the admin conversation list. */
export type ConversationListItem = {
  id: string; status: ConversationStatus; started_at: string; last_message_at: string; preview: string; message_count: number;
};

/** List a store's conversations, newest activity first; `before` = ISO cursor on last_message_at. */
export async function listConversations(database: Database, storeId: string, opts: { limit?: number; before?: string } = {}): Promise<ConversationListItem[]> {
  const where = opts.before
    ? and(eq(conversations.storeId, storeId), lt(conversations.lastMessageAt, new Date(opts.before)))
    : eq(conversations.storeId, storeId);
  const rows = await database.db.select({
    id: conversations.id, status: conversations.status, startedAt: conversations.startedAt, lastMessageAt: conversations.lastMessageAt,
    // Correlated subqueries name the outer row explicitly: inside `FROM messages m` an unqualified "id" is m.id.
    preview: sql<string>`coalesce((SELECT m.text FROM messages m WHERE m.conversation_id = "conversations"."id" AND m.role = 'shopper' ORDER BY m.created_at LIMIT 1), '')`,
    count: sql<number>`(SELECT count(*)::int FROM messages m WHERE m.conversation_id = "conversations"."id")`,
  }).from(conversations).where(where).orderBy(desc(conversations.lastMessageAt)).limit(Math.min(opts.limit ?? 50, 200));
  return rows.map((r) => ({
    id: r.id, status: r.status, started_at: r.startedAt.toISOString(), last_message_at: r.lastMessageAt.toISOString(),
    preview: r.preview.slice(0, 140), message_count: r.count,
  }));
}

