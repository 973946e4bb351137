/**
 * Trace export settings API (Settings → Integrations) and staff flags on agent answers:
 * - GET /api/v1/admin/trace-export — destinations (secrets never returned), redaction, export status (viewer);
 * - PUT /api/v1/admin/trace-export/langsmith | /otlp — set up a destination (owner);
 * - DELETE /api/v1/admin/trace-export/{kind} — remove it (owner);
 * - PUT /api/v1/admin/trace-export/redaction — order numbers and extra patterns (owner);
 * - PUT /api/v1/admin/trace-export/retention — days traces are kept (owner; retention.ts);
 * - POST /api/v1/admin/trace-export/{kind}/test — "Send test trace" (owner);
 * - POST /api/v1/admin/conversations/{id}/messages/{messageId}/flag — "wrong answer" on an agent message, with a note
 *   (agent and up); it becomes LangSmith feedback on that turn's run.
 */
import { createRoute, type z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Database } from '../db/index.ts';
import type { StaffPrincipal } from '../stores/index.ts';
import { AppError } from '../shared/errors.ts';
import { createRouter, problemResponses } from '../shared/http.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import { deleteDestination, getTraceExportView, saveLangSmithDestination, saveOtlpDestination, saveRedaction, saveRetention } from './destinations.ts';
import type { DeploymentLangSmith, DeploymentOtlp, TraceExport } from './export.ts';
import {
  DestinationKindParamsSchema, LangSmithDestinationInputSchema, MessageFlagInputSchema, MessageFlagParamsSchema, MessageFlagSchema,
  OtlpDestinationInputSchema, RedactionInputSchema, RetentionInputSchema, TestTraceResultSchema, TraceExportViewSchema,
} from './export-schemas.ts';

/** Dependencies of {@link createTraceExportRoutes}. */
export type TraceExportRoutesDeps = {
  database: Database;
  /** Seals destination secrets (purpose `trace-destination-secret`). */
  box: SecretBox;
  traceExport: TraceExport;
  deployment: { langsmith?: DeploymentLangSmith | null; otlp?: DeploymentOtlp | null };
  /** Resolves the signed-in staff member (stores/auth.ts). @throws AppError unauthorized / forbidden */
  requireStaff: (c: Context, minRole: 'viewer' | 'agent' | 'owner') => Promise<StaffPrincipal>;
  /** An agent message of the store's conversation: its role and the turn (root run id) that wrote it; null when not found. */
  findMessage: (storeId: string, conversationId: string, messageId: string) => Promise<{ role: string; runId: string | null } | null>;
};

const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const body = <T extends z.ZodTypeAny>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
const TAGS = ['admin', 'settings', 'traces'];

/** Create the sub-app (mounted at the root). */
export function createTraceExportRoutes(deps: TraceExportRoutesDeps) {
  const { database, traceExport } = deps;
  const app = createRouter();
  const view = (storeId: string) => getTraceExportView(database, storeId, { lane: traceExport.laneStatus, deployment: deps.deployment });

  app.openapi(createRoute({
    method: 'get', path: '/api/v1/admin/trace-export', tags: TAGS, summary: 'Trace export settings and status',
    description: 'LangSmith and OpenTelemetry destinations of the store (API keys only as `key_last4`, header values never), redaction '
      + 'options, export status (sent, dropped, queued, last success, last error) and the deployment-wide destinations.',
    responses: { 200: json(TraceExportViewSchema, 'Settings'), ...problemResponses(401) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'viewer');
    return c.json(await view(me.storeId), 200);
  });

  app.openapi(createRoute({
    method: 'put', path: '/api/v1/admin/trace-export/langsmith', tags: TAGS, summary: 'Send traces to LangSmith (owner)',
    description: 'Each turn goes to the project as the run tree LangGraph produces, redacted. `api_key` is write-only and stored encrypted; '
      + 'omit it to keep the saved key (same endpoint only).',
    request: body(LangSmithDestinationInputSchema),
    responses: { 200: json(TraceExportViewSchema, 'Saved'), ...problemResponses(400, 401, 403) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'owner');
    await saveLangSmithDestination(database, deps.box, me.storeId, c.req.valid('json'));
    traceExport.invalidate(me.storeId);
    return c.json(await view(me.storeId), 200);
  });

  app.openapi(createRoute({
    method: 'put', path: '/api/v1/admin/trace-export/otlp', tags: TAGS, summary: 'Send traces to an OpenTelemetry backend (owner)',
    description: 'OTLP/HTTP with the GenAI semantic conventions. Header values are write-only and stored encrypted; omit `headers` to keep them.',
    request: body(OtlpDestinationInputSchema),
    responses: { 200: json(TraceExportViewSchema, 'Saved'), ...problemResponses(400, 401, 403) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'owner');
    await saveOtlpDestination(database, deps.box, me.storeId, c.req.valid('json'));
    traceExport.invalidate(me.storeId);
    return c.json(await view(me.storeId), 200);
  });

  app.openapi(createRoute({
    method: 'put', path: '/api/v1/admin/trace-export/redaction', tags: TAGS, summary: 'Redaction of exported traces (owner)',
    description: 'E-mails, phone numbers, street addresses and credentials are always replaced. Order numbers (on by default) and the '
      + "store's own regular expressions are configurable.",
    request: body(RedactionInputSchema),
    responses: { 200: json(TraceExportViewSchema, 'Saved'), ...problemResponses(400, 401, 403) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'owner');
    await saveRedaction(database, me.storeId, c.req.valid('json'));
    traceExport.invalidate(me.storeId);
    return c.json(await view(me.storeId), 200);
  });

  app.openapi(createRoute({
    method: 'put', path: '/api/v1/admin/trace-export/retention', tags: TAGS, summary: 'Trace retention (owner)',
    description: 'Days runs (with their feedback) and the LangGraph thread state of finished conversations are kept; a daily job deletes '
      + 'older ones (default 30, 1–3650). Conversations and their messages are not deleted.',
    request: body(RetentionInputSchema),
    responses: { 200: json(TraceExportViewSchema, 'Saved'), ...problemResponses(400, 401, 403) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'owner');
    await saveRetention(database, me.storeId, c.req.valid('json'));
    return c.json(await view(me.storeId), 200);
  });

  app.openapi(createRoute({
    method: 'delete', path: '/api/v1/admin/trace-export/{kind}', tags: TAGS, summary: 'Stop exporting to a destination (owner)',
    request: { params: DestinationKindParamsSchema },
    responses: { 200: json(TraceExportViewSchema, 'Removed'), ...problemResponses(401, 403, 404) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'owner');
    if (!(await deleteDestination(database, me.storeId, c.req.valid('param').kind))) throw new AppError('not_found', 'No such destination');
    traceExport.invalidate(me.storeId);
    return c.json(await view(me.storeId), 200);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/admin/trace-export/{kind}/test', tags: TAGS, summary: 'Send a test trace (owner)',
    description: 'Sends one synthetic turn (no shopper data) to the destination now and answers whether it arrived.',
    request: { params: DestinationKindParamsSchema },
    responses: { 200: json(TestTraceResultSchema, 'Outcome'), ...problemResponses(401, 403) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'owner');
    return c.json(await traceExport.sendTestTrace(me.storeId, c.req.valid('param').kind), 200);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/v1/admin/conversations/{id}/messages/{messageId}/flag', tags: ['admin', 'conversations', 'traces'],
    summary: 'Flag an agent answer as wrong',
    description: 'Records "wrong answer" feedback (score 0, with the note) on the turn that wrote the message; sent to LangSmith as feedback '
      + 'on that run. Flagging the same message again replaces the note.',
    request: { params: MessageFlagParamsSchema, ...body(MessageFlagInputSchema) },
    responses: { 200: json(MessageFlagSchema, 'Flag'), ...problemResponses(400, 401, 403, 404) },
  }), async (c) => {
    const me = await deps.requireStaff(c, 'agent');
    const { id, messageId } = c.req.valid('param');
    const message = await deps.findMessage(me.storeId, id, messageId);
    if (!message) throw new AppError('not_found', 'No such message');
    if (message.role !== 'agent' || !message.runId) throw new AppError('invalid_request', 'Only agent answers can be flagged');
    const note = c.req.valid('json').note;
    const flagId = await traceExport.recordFeedback({
      storeId: me.storeId, conversationId: id, traceId: message.runId, messageId, key: 'wrong_answer', score: 0, comment: note || null, createdBy: me.staffId,
    });
    if (!flagId) throw new AppError('not_found', 'No such message');
    return c.json({ id: flagId, message_id: messageId, trace_id: message.runId, note }, 200);
  });

  return app;
}
