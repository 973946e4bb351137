/**
 * HTTP routes of the run store, scoped to the signed-in staff member's store (viewer and up):
 * - GET /api/v1/admin/conversations/{id}/runs — the traces (agent turns) of a conversation with their run trees;
 * - GET /api/v1/admin/traces — every turn (root run), filtered and keyset-paginated, newest first;
 * - GET /api/v1/admin/traces/{traceId} — every run of one trace, with offsets for a waterfall.
 */
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { StaffPrincipal } from '../stores/index.ts';
import type { Database } from '../db/index.ts';
import { AppError } from '../shared/errors.ts';
import { createRouter, problemResponses } from '../shared/http.ts';
import { hasConversationRuns } from './repository.ts';
import { ConversationRunsParamsSchema, ConversationRunsSchema, TraceDetailSchema, TraceListQuerySchema, TraceListSchema, TraceParamsSchema } from './schemas.ts';
import { getTraceDetail, listConversationTraces, listTraces } from './service.ts';

/** Dependencies of {@link createRunRoutes}. */
export type RunRoutesDeps = {
  database: Database;
  /** Resolves the signed-in staff member (see stores/auth.ts). @throws AppError unauthorized / forbidden */
  requireStaff: (c: Context, minRole: 'viewer' | 'agent' | 'owner') => Promise<StaffPrincipal>;
  /**
   * Whether the conversation exists in the store (the conversations capability owns that table).
   * Default: the store has at least one run in it — so an unknown conversation, another store's
   * conversation, and a conversation with no agent turn yet all answer 404.
   */
  conversationExists?: (storeId: string, conversationId: string) => Promise<boolean>;
};

/**
 * Hono sub-app (OpenAPI-documented) serving `GET /api/v1/admin/conversations/{id}/runs` ->
 * `{ traces: Trace[] }` (newest first; not_found when the conversation is not the store's),
 * `GET /api/v1/admin/traces` -> TraceList and `GET /api/v1/admin/traces/{traceId}` -> TraceDetail
 * (not_found for another store's trace).
 */
export function createRunRoutes(deps: RunRoutesDeps) {
  const app = createRouter();
  const exists = deps.conversationExists ?? ((storeId: string, id: string) => hasConversationRuns(deps.database, storeId, id));

  app.openapi(createRoute({
    method: 'get',
    path: '/api/v1/admin/conversations/{id}/runs',
    tags: ['admin', 'traces'],
    summary: 'Traces of a conversation: one run tree per agent turn, newest first',
    description: 'Every span the agent recorded (graph nodes, model calls with tokens and cost, tools, retrievers). Inputs/outputs are JSON capped at 16 KiB per field.',
    request: { params: ConversationRunsParamsSchema },
    responses: {
      200: { description: 'Traces of the conversation', content: { 'application/json': { schema: ConversationRunsSchema } } },
      ...problemResponses(400, 401, 403, 404),
    },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'viewer');
    const { id } = c.req.valid('param');
    if (!(await exists(storeId, id))) throw new AppError('not_found', 'No such conversation');
    return c.json({ traces: await listConversationTraces(deps.database, storeId, id) }, 200);
  });

  app.openapi(createRoute({
    method: 'get',
    path: '/api/v1/admin/traces',
    tags: ['admin', 'traces'],
    summary: "The store's traces (one per agent turn), newest first, with filters",
    description: 'Root runs with the turn\'s totals (tokens and USD cost over its llm runs), model and intent. Filters combine with AND; keyset pagination through `next_cursor`.',
    request: { query: TraceListQuerySchema },
    responses: {
      200: { description: 'A page of traces', content: { 'application/json': { schema: TraceListSchema } } },
      ...problemResponses(400, 401, 403),
    },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'viewer');
    return c.json(await listTraces(deps.database, storeId, c.req.valid('query')), 200);
  });

  app.openapi(createRoute({
    method: 'get',
    path: '/api/v1/admin/traces/{traceId}',
    tags: ['admin', 'traces'],
    summary: 'Every run of one trace, with start/end offsets for a waterfall',
    description: 'Runs by start time with parent ids (build the tree), ms offsets from the trace start, inputs/outputs as JSON capped at 16 KiB per field (`truncated` says when cut), tokens, cost, model and error.',
    request: { params: TraceParamsSchema },
    responses: {
      200: { description: 'The trace', content: { 'application/json': { schema: TraceDetailSchema } } },
      ...problemResponses(400, 401, 403, 404),
    },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'viewer');
    return c.json(await getTraceDetail(deps.database, storeId, c.req.valid('param').traceId), 200);
  });
  return app;
}
