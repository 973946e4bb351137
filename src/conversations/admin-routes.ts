/**
 * Admin API of conversations: list and transcript, for any signed-in staff member (viewer and up), scoped to
 * the staff member's store.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Database } from '../db/index.ts';
import { createRouter, problemResponses } from '../shared/http.ts';
import { findStoreById, type RequireStaff } from '../stores/index.ts';
import { AppError } from '../shared/errors.ts';
import { ConversationParamSchema, MessageSchema } from './schemas.ts';
import { getConversation, listConversations, listMessages, renderMessages } from './service.ts';

const ListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional(),
  before: z.string().datetime().optional().describe('Cursor: last_message_at of the last row seen'),
});
const ConversationItemSchema = z.object({
  id: z.string(), status: z.string(), started_at: z.string(), last_message_at: z.string(), preview: z.string(), message_count: z.number().int(),
});

/** Create the admin conversation routes. */
export function createAdminConversationRoutes(deps: { database: Database; requireStaff: RequireStaff }) {
  const { database } = deps;
  const app = createRouter();

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/conversations', tags: ['admin'], summary: "The store's conversations, newest activity first",
    request: { query: ListQuerySchema },
    responses: { 200: { description: 'Conversations', content: { 'application/json': { schema: z.object({ conversations: z.array(ConversationItemSchema) }) } } }, ...problemResponses(401) },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'viewer');
    const q = c.req.valid('query');
    return c.json({ conversations: await listConversations(database, storeId, q) }, 200);
  });

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/conversations/{id}', tags: ['admin'], summary: 'One conversation with its transcript',
    request: { params: ConversationParamSchema },
    responses: { 200: { description: 'Conversation', content: { 'application/json': { schema: z.object({ conversation: z.record(z.string(), z.unknown()), messages: z.array(MessageSchema) }) } } }, ...problemResponses(401, 404) },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'viewer');
    const store = await findStoreById(database, storeId);
    if (!store) throw new AppError('not_found', 'No such store');
    const conversation = await getConversation(database, storeId, c.req.valid('param').id);
    const messages = await renderMessages(database, storeId, store.currency, await listMessages(database, storeId, conversation.id));
    return c.json({
      conversation: {
        id: conversation.id, status: conversation.status, started_at: conversation.startedAt.toISOString(),
        last_message_at: conversation.lastMessageAt.toISOString(), page_url: conversation.pageUrl, locale: conversation.locale,
      },
      messages,
    }, 200);
  });
  return app;
}
