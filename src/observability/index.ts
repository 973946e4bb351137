/** Public surface of the observability capability: the run tracer, run-store reads and the admin routes. */
export { RunTracer, type FlushResult, type RecordRunInput, type RunKind, type RunStatus, type RunTracerOptions } from './tracer.ts';
export { startBackgroundTrace, type BackgroundTrace, type BackgroundTraceOptions } from './background-trace.ts';
export { computeCostUsd, DEFAULT_MODEL_PRICES, findModelPrice, type ModelPrice } from './pricing.ts';
export { toJsonSafe, MAX_FIELD_BYTES } from './json-safe.ts';
export { deleteRunsBefore, findTraceRoot, flaggedConversationIds, hasConversationRuns, listRuns, listTraceRoots, listTraceRuns, traceRootsQuery, type TraceCursor, type TraceFilters, type TracePage } from './repository.ts';
export { buildRunTree, capTraceField, decodeTraceCursor, encodeTraceCursor, getTraceDetail, listConversationTraces, listTraces, summarizeTraces, traceQueryOf } from './service.ts';
export {
  ConversationRunsSchema, RunSchema, RunTreeNodeSchema, TraceDetailSchema, TraceListItemSchema, TraceListQuerySchema, TraceListSchema, TraceRunSchema, TraceSchema,
  type ConversationRuns, type Run, type RunTreeNode, type Trace, type TraceDetail, type TraceList, type TraceListItem, type TraceListQuery, type TraceRun,
} from './schemas.ts';
export { createRunRoutes, type RunRoutesDeps } from './routes.ts';
export { ADMIN_CSP, createAdminRoutes, type AdminEmbed, type AdminRoutesOptions } from './admin-routes.ts';
export { modelUsage, zeroResultSearches, type ModelUsage, type RunRange, type UsageTotals, type ZeroResultSearch } from './metrics.ts';
export { deleteConversationRuns, exportConversationRuns } from './privacy.ts';
export { createTraceExport, DESTINATION_SECRET_PURPOSE, sampled, type DeploymentLangSmith, type DeploymentOtlp, type ExportingTracer, type TraceExport, type TraceExportOptions } from './export.ts';
export { createTraceExportRoutes, type TraceExportRoutesDeps } from './export-routes.ts';
export { createRedactor, type Redactor, type RedactionOptions } from './redaction.ts';
export {
  DEFAULT_TRACE_RETENTION_DAYS, pruneTraces, registerTraceRetentionJob, TRACE_RETENTION_LIMITS, TRACE_RETENTION_QUEUE, type RetentionDeps, type RetentionResult,
} from './retention.ts';
