/**
 * Shapes of the admin conversation and run APIs, shared by the transcript and run-tree components: generated from
 * the OpenAPI document (web/api), and the grounded parts of a message from the server's own type (the document
 * leaves them open: `RenderedPart` in src/conversations/service.ts).
 */
import type { ApiResponse, Schemas } from '../../../api/index.ts';
import type { RenderedPart } from '../../../../src/conversations/index.ts';

/** One row of GET /api/v1/admin/conversations. */
export type ConversationItem = Schemas['InboxItem'];
/** A grounded part (product, cart, checkout, order, quick_replies, handoff, notice, rating; docs/widget-api.md). */
export type Part = RenderedPart;
/** A stored message as rendered by the server (cards grounded from the database). */
export type Message = Omit<Schemas['Message'], 'parts'> & { parts: Part[] };
/** GET /api/v1/admin/conversations/{id}. */
export type ConversationDetail = Omit<ApiResponse<'/api/v1/admin/conversations/{id}', 'get'>, 'messages'> & { messages: Message[] };
/** A run tree node (GET /api/v1/admin/conversations/{id}/runs). Durations in ms, cost in USD. */
export type RunNode = Schemas['RunTreeNode'];
/** One agent turn (trace) with its root run. */
export type Trace = Schemas['Trace'];
