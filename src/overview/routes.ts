/** Overview API: metrics of a date range for any signed-in staff member (viewer and up), scoped to their store. */
import { createRoute } from '@hono/zod-openapi';
import type { Database } from '../db/index.ts';
import { createRouter, problemResponses } from '../shared/http.ts';
import type { RequireStaff } from '../stores/index.ts';
import { OverviewQuerySchema, OverviewSchema } from './schemas.ts';
import { getOverview } from './service.ts';

/** Create the overview sub-app (mounted at the root). */
export function createOverviewRoutes(deps: { database: Database; requireStaff: RequireStaff }) {
  const app = createRouter();
  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/overview', tags: ['admin', 'overview'], summary: 'Metrics of a date range (store time zone)',
    description: 'Conversations started in the range: per day, confirmed vs assumed resolutions, handoff rate, CSAT, median first '
      + 'response time, top intents. Agent turns started in the range: tokens and cost, zero-result searches. Definitions: docs/overview.md.',
    request: { query: OverviewQuerySchema },
    responses: { 200: { description: 'Overview', content: { 'application/json': { schema: OverviewSchema } } }, ...problemResponses(400, 401) },
  }), async (c) => {
    const { storeId } = await deps.requireStaff(c, 'viewer');
    return c.json(await getOverview(deps.database, storeId, c.req.valid('query')), 200);
  });
  return app;
}
