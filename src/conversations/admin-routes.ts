/**
 * Admin API of conversations (the inbox): list with status filters, search and keyset pagination; a live list
 * stream (SSE); one conversation with its transcript (viewer and up); take over, hand back, resolve and staff
 * messages (agent and up, PRODUCT.md §6). Every query is scoped to the staff member's store: another store's
 * ids answer 404.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import type { Database } from '../db/index.ts';
import { AppError } from '../shared/errors.ts';
import { createRouter, problemResponses } from '../shared/http.ts';
import { findStoreById, getStaffNames, type RequireStaff, type StaffPrincipal } from '../stores/index.ts';
import { INBOX_FILTERS, listInbox } from './inbox.ts';
import { handBackConversation, postStaffMessage, resolveConversation, takeOverConversation, type TransitionResult } from './lifecycle.ts';
import { streamInbox } from './live.ts';
import type { Realtime } from './realtime.ts';
import { ConversationParamSchema, MessageSchema } from './schemas.ts';
import { type Conversation, getConversation, listMessages, renderMessages } from './service.ts';

const ListQuerySchema = z.object({
  status: z.enum(INBOX_FILTERS).optional().describe('Status filter (default all; handoff requests are listed first)'),
  q: z.string().max(200).optional().describe('Search message text and the customer email (substring, case-insensitive)'),
  cursor: z.string().max(300).optional().describe('next_cursor of the previous page'),
  limit: z.coerce.number().int().min(1).max(100).optional().describe('Rows per page (default 50)'),
  before: z.string().datetime().optional().describe('Deprecated: rows whose last_message_at is before this ISO time (use cursor)'),
  language: z.string().regex(/^[a-z]{2,3}$/).optional().describe('Only conversations in this language (ISO 639-1, e.g. "es")'),
});

const ConversationItemSchema = z.object({
  id: z.string(), status: z.string(), started_at: z.string(), last_message_at: z.string(),
  handoff_requested_at: z.string().nullable(),
  preview: z.string().describe('First shopper message (140 characters)'),
  last_message: z.object({ role: z.string(), text: z.string() }).nullable().describe('Latest message (140 characters)'),
  message_count: z.number().int(),
  assigned_staff: z.object({ id: z.string(), name: z.string() }).nullable(),
  rating: z.number().int().nullable(), customer_email: z.string().nullable(),
  language: z.string().nullable().describe('The language the shopper writes in (ISO 639-1, detected on each turn; null before the first)'),
}).openapi('InboxItem');

const ConversationDetailSchema = z.object({
  id: z.string(), status: z.string(), started_at: z.string(), last_message_at: z.string(),
  page_url: z.string().nullable(), locale: z.string().nullable(), customer_email: z.string().nullable(),
  language: z.string().nullable().describe('The language the shopper writes in (ISO 639-1)'),
  assigned_staff: z.object({ id: z.string(), name: z.string() }).nullable(),
  handoff_requested_at: z.string().nullable(), resolution: z.string().nullable(), resolved_at: z.string().nullable(),
  rating: z.number().int().nullable(), rated_at: z.string().nullable(),
}).openapi('ConversationDetail');

const TransitionResponseSchema = z.object({ conversation: ConversationDetailSchema, messages: z.array(MessageSchema) });
const StaffMessageBodySchema = z.object({ text: z.string().min(1).max(8000).describe('1-2,000 characters after trimming') });

/** What the admin conversation routes need. */
export type AdminConversationDeps = {
  database: Database; requireStaff: RequireStaff; realtime: Realtime;
  /** How often an open inbox stream re-checks its session, ms (AISLE_ADMIN_STREAM_RECHECK_MS); default {@link STREAM_RECHECK_MS}. */
  streamRecheckMs?: number;
};

/** Create the admin conversation routes. */
export function createAdminConversationRoutes(deps: AdminConversationDeps) {
  const { database } = deps;
  const app = createRouter();

  async function detail(storeId: string, c: Conversation) {
    const names = await getStaffNames(database, storeId, c.assignedStaffId ? [c.assignedStaffId] : []);
    const iso = (d: Date | null) => d?.toISOString() ?? null;
    return {
      id: c.id, status: c.status, started_at: c.startedAt.toISOString(), last_message_at: c.lastMessageAt.toISOString(),
      page_url: c.pageUrl, locale: c.locale, customer_email: c.customerEmail, language: c.language,
      assigned_staff: c.assignedStaffId ? { id: c.assignedStaffId, name: names.get(c.assignedStaffId) ?? 'Team' } : null,
      handoff_requested_at: iso(c.handoffRequestedAt), resolution: c.resolution, resolved_at: iso(c.resolvedAt),
      rating: c.rating, rated_at: iso(c.ratedAt),
    };
  }

  async function currencyOf(storeId: string): Promise<string> {
    const store = await findStoreById(database, storeId);
    if (!store) throw new AppError('not_found', 'No such store');
    return store.currency;
  }

  async function transitionReply(staff: StaffPrincipal, r: TransitionResult) {
    const messages = await renderMessages(database, staff.storeId, await currencyOf(staff.storeId), r.messages, { rating: r.conversation.rating });
    return { conversation: await detail(staff.storeId, r.conversation), messages };
  }

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/conversations', tags: ['admin'], summary: "The store's inbox: handoff requests first, then newest activity",
    request: { query: ListQuerySchema },
    responses: {
      200: { description: 'One page', content: { 'application/json': { schema: z.object({ conversations: z.array(ConversationItemSchema), next_cursor: z.string().nullable() }) } } },
      ...problemResponses(400, 401),
    },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'viewer');
    return c.json(await listInbox(database, storeId, c.req.valid('query')), 200);
  });

  // Registered before /{id} so "stream" is not taken for a conversation id.
  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/conversations/stream', tags: ['admin'], summary: 'Live inbox updates (SSE)',
    description: 'Events: `ready`, `conversation` `{ conversation: InboxItem, change, message_id?, role? }`, `resync` (refetch). '
      + 'A `: ping` comment every 15 s. While open, the staff member counts as present for handoffs (docs/inbox.md). '
      + 'The session is re-checked before every event and every 30 s: the stream ends within 30 s of sign-out or removal.',
    responses: { 200: { description: 'text/event-stream' }, ...problemResponses(401) },
  }), async (c) => {
    const staff = await deps.requireStaff(c, 'viewer');
    // The stream never outlives the session: signed out, removed, or no longer allowed → it closes (issue 13 item 9).
    const stillAllowed = async () => {
      try {
        const now = await deps.requireStaff(c, 'viewer', { fresh: true });
        return now.staffId === staff.staffId && now.storeId === staff.storeId;
      } catch {
        return false;
      }
    };
    c.header('cache-control', 'no-store');
    c.header('x-accel-buffering', 'no');
    return streamSSE(c, (stream) => streamInbox(stream, {
      database, realtime: deps.realtime, storeId: staff.storeId, staffId: staff.staffId, stillAllowed, recheckMs: deps.streamRecheckMs,
    }));
  });

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/conversations/{id}', tags: ['admin'], summary: 'One conversation with its transcript',
    request: { params: ConversationParamSchema },
    responses: { 200: { description: 'Conversation', content: { 'application/json': { schema: z.object({ conversation: ConversationDetailSchema, messages: z.array(MessageSchema) }) } } }, ...problemResponses(401, 404) },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'viewer');
    const conversation = await getConversation(database, storeId, c.req.valid('param').id);
    const rows = await listMessages(database, storeId, conversation.id);
    const messages = await renderMessages(database, storeId, await currencyOf(storeId), rows, { rating: conversation.rating });
    return c.json({ conversation: await detail(storeId, conversation), messages }, 200);
  });

  const transition = (path: string, summary: string, description: string, run: (staff: StaffPrincipal, id: string) => Promise<TransitionResult>) => {
    app.openapi(createRoute({
      method: 'post', path: `/api/v1/admin/conversations/{id}/${path}`, tags: ['admin'], summary, description,
      request: { params: ConversationParamSchema },
      responses: { 200: { description: 'The conversation after the change and the notices stored', content: { 'application/json': { schema: TransitionResponseSchema } } }, ...problemResponses(401, 403, 404, 409) },
    }), async (c) => {
      const staff = await deps.requireStaff(c, 'agent');
      return c.json(await transitionReply(staff, await run(staff, c.req.valid('param').id)), 200);
    });
  };

  transition('takeover', 'Take over: a person answers, the agent stays silent',
    'Status `human`, assigned to the caller; the shopper sees "<name> from the team joined the chat".',
    (staff, id) => takeOverConversation(database, staff.storeId, id, { staffId: staff.staffId, name: staff.name }));
  transition('handback', 'Hand back to the agent', 'Status `open` (409 unless `human`).', async (staff, id) => {
    const store = await findStoreById(database, staff.storeId);
    return handBackConversation(database, staff.storeId, id, store?.parsedSettings.agentName ?? 'the assistant');
  });
  transition('resolve', 'Resolve', 'Status `resolved`, resolution `confirmed`; the shopper is asked for a rating (409 when already resolved or closed).',
    (staff, id) => resolveConversation(database, staff.storeId, id));

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/admin/conversations/{id}/messages', tags: ['admin'], summary: 'Send a staff message to the shopper',
    description: 'Stored with the staff author and delivered live to the shopper\'s widget. A conversation that is not `human` is taken over first.',
    request: { params: ConversationParamSchema, body: { content: { 'application/json': { schema: StaffMessageBodySchema } }, required: true } },
    responses: { 201: { description: 'Stored', content: { 'application/json': { schema: TransitionResponseSchema } } }, ...problemResponses(400, 401, 403, 404) },
  }), async (c) => {
    const staff = await deps.requireStaff(c, 'agent');
    const r = await postStaffMessage(database, staff.storeId, c.req.valid('param').id, { staffId: staff.staffId, name: staff.name }, c.req.valid('json').text);
    return c.json(await transitionReply(staff, r), 201);
  });

  return app;
}
