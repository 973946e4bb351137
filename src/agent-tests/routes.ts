/**
 * Agent tests API (`/api/v1/admin/agent-tests/*`, the Test agent screen): owners start runs (they spend the store's
 * model budget and lead to Publish, PRODUCT.md §6); every staff role reads runs, reports and the saved test set.
 */
import { createRoute, type z } from '@hono/zod-openapi';
import { createRouter, problemResponses } from '../shared/http.ts';
import type { RequireStaff } from '../stores/index.ts';
import {
  StartTestRunSchema, TestRunListSchema, TestRunParamSchema, TestRunSchema, TestRunSummarySchema, TestSetSchema,
} from './schemas.ts';
import type { AgentTests } from './service.ts';

const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });

/** Create the agent tests sub-app (mounted at the root). */
export function createAgentTestRoutes(deps: { tests: AgentTests; requireStaff: RequireStaff }) {
  const app = createRouter();

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/admin/agent-tests/runs', tags: ['admin', 'agent tests'], summary: 'Start a test run (owner)',
    description: 'Replays a test set in sandbox threads — nothing takes effect: order actions, cart, checkout and handoff answer '
      + '"would have …", no message, event, approval or trace is written — against the live settings and, side by side, the store\'s '
      + 'settings draft (when there is one). Answers at once (202) with the queued run; poll `GET …/runs/{id}` for progress and the report. '
      + 'One unfinished run per store (409 `run_in_progress`).',
    request: { body: { content: { 'application/json': { schema: StartTestRunSchema } }, required: true } },
    responses: { 202: json(TestRunSummarySchema, 'Queued'), ...problemResponses(400, 401, 403, 404, 409) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'owner');
    const run = await deps.tests.start({ storeId: me.storeId, staffId: me.staffId, request: c.req.valid('json') });
    return c.json(run, 202);
  });

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/agent-tests/runs', tags: ['admin', 'agent tests'], summary: "The store's test runs, newest first (50)",
    responses: { 200: json(TestRunListSchema, 'Runs'), ...problemResponses(401) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'viewer');
    return c.json({ runs: await deps.tests.list(me.storeId) }, 200);
  });

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/agent-tests/runs/{id}', tags: ['admin', 'agent tests'], summary: 'A test run with its report',
    description: 'Per turn: what the shopper said, the recorded answer, and for the live settings and the draft the answer text, product '
      + 'cards, tool calls, expectations not met, latency (ms), tokens and cost (USD); `changes` says what differs.',
    request: { params: TestRunParamSchema },
    responses: { 200: json(TestRunSchema, 'Run'), ...problemResponses(400, 401, 404) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'viewer');
    return c.json(await deps.tests.get(me.storeId, c.req.valid('param').id), 200);
  });

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/agent-tests/test-set', tags: ['admin', 'agent tests'], summary: "The store's saved test set",
    responses: { 200: json(TestSetSchema, 'Saved set (null when none)'), ...problemResponses(401) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'viewer');
    return c.json({ test_set: await deps.tests.testSet(me.storeId) }, 200);
  });

  return app;
}
