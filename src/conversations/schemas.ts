/** Zod request/response schemas of the widget API (documented in /api/v1/openapi.json). */
import { z } from '@hono/zod-openapi';

/** Maximum shopper message length after trimming (PRODUCT.md §5). */
export const MAX_MESSAGE_CHARS = 2000;

export const StoreHandleParamSchema = z.object({ handle: z.string().min(1).max(60).describe('Store handle (data-store)') });
export const ConversationParamSchema = z.object({ id: z.string().uuid().describe('Conversation id') });

export const WidgetConfigSchema = z.object({
  store: z.object({
    handle: z.string(), name: z.string(), currency: z.string(), locale: z.string(),
    platform: z.enum(['local', 'shopify']).describe("shopify: the widget uses the storefront theme's cart (AJAX Cart API) and the store's own /checkout"),
  }),
  widget: z.object({
    agentName: z.string(), greeting: z.string(), primaryColor: z.string(),
    textColor: z.string().nullable().describe('Text on the primary colour (#rrggbb); null = automatic contrast'),
    launcherPosition: z.enum(['right', 'left']),
    quickReplies: z.array(z.string()),
  }),
}).openapi('WidgetConfig');

export const CreateSessionBodySchema = z.object({
  store: z.string().min(1).max(60).describe('Store handle'),
  visitor_id: z.string().min(16).max(64).optional().describe('Visitor id issued earlier by this endpoint'),
  conversation_id: z.string().uuid().optional().describe('Conversation to resume (must belong to visitor_id)'),
  page_url: z.string().max(2000).optional(),
  locale: z.string().max(35).optional(),
});

export const SessionSchema = WidgetConfigSchema.extend({
  conversation_id: z.string().uuid(),
  visitor_id: z.string(),
  token: z.string().describe('Bearer token for this conversation (1 h)'),
  expires_at: z.string().describe('ISO time the token expires'),
}).openapi('WidgetSession');

export const PostMessageBodySchema = z.object({
  text: z.string().describe('1-2,000 characters after trimming; control characters removed'),
});

export const HandoffBodySchema = z.object({ reason: z.string().max(500).optional() });

export const MessageSchema = z.object({
  id: z.string(), role: z.enum(['shopper', 'agent', 'staff', 'system']), text: z.string(),
  html: z.string().nullable().describe('Sanitized HTML of the Markdown text (agent/staff/system)'),
  parts: z.array(z.record(z.string(), z.unknown())).describe('Grounded parts hydrated from the database'),
  created_at: z.string(), run_id: z.string().nullable(),
  author: z.string().nullable().describe("Staff messages: the staff member's display name"),
}).openapi('Message');

export const MessagesResponseSchema = z.object({
  conversation: z.object({ id: z.string(), status: z.string(), rating: z.number().int().nullable() }),
  messages: z.array(MessageSchema),
  last_turn: z.enum(['failed']).nullable()
    .describe("'failed' when the last message is the shopper's, the conversation is with the agent and no turn is running for it anywhere (the process answering it stopped): offer Retry (POST …/retry). null otherwise"),
});

export const HandoffResponseSchema = z.object({
  status: z.enum(['handoff_requested', 'human']), staff_available: z.boolean(), message: MessageSchema,
});

export const LastEventIdHeaderSchema = z.object({
  'last-event-id': z.string().max(100).optional().describe('Id of the last message the widget has: replay what came after it'),
});

export const RatingBodySchema = z.object({
  rating: z.union([z.literal(1), z.literal(-1)]).describe('1 = thumbs up, -1 = thumbs down'),
});

export const RatingResponseSchema = z.object({ rating: z.union([z.literal(1), z.literal(-1)]), rated_at: z.string() });

export const EndResponseSchema = z.object({
  status: z.literal('resolved'),
  message: MessageSchema.describe('The system notice to show (asks for a rating unless the shopper rated already)'),
}).openapi('WidgetEndResponse');
