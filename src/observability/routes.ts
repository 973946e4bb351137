/**
 * HTTP routes of the run store: GET /api/v1/admin/conversations/{id}/runs — the traces (agent turns) of a
 * conversation with their run trees, for the admin's trace view. Scoped to the signed-in staff member's store.
 */
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { StaffPrincipal } from '../stores/index.ts';
import type { Database } from '../db/index.ts';
import { AppError } from '../shared/errors.ts';
import { createRouter, problemResponses } from '../shared/http.ts';
import { hasConversationRuns } from './repository.ts';
import { ConversationRunsParamsSchema, ConversationRunsSchema } from './schemas.ts';
import { listConversationTraces } from './service.ts';

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
 * `{ traces: Trace[] }`, newest first. @throws AppError not_found when the conversation is not the store's
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
    security: [{ staffSession: [] }],
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
  return app;
}
