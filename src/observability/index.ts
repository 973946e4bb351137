/** Public surface of the observability capability: the run tracer, run-store reads and the admin routes. */
export { RunTracer, type FlushResult, type RecordRunInput, type RunKind, type RunStatus, type RunTracerOptions } from './tracer.ts';
export { computeCostUsd, DEFAULT_MODEL_PRICES, findModelPrice, type ModelPrice } from './pricing.ts';
export { toJsonSafe, MAX_FIELD_BYTES } from './json-safe.ts';
export { deleteRunsBefore, hasConversationRuns, listRuns, listTraceRuns } from './repository.ts';
export { buildRunTree, listConversationTraces, summarizeTraces } from './service.ts';
export { ConversationRunsSchema, RunSchema, RunTreeNodeSchema, TraceSchema, type ConversationRuns, type Run, type RunTreeNode, type Trace } from './schemas.ts';
export { createRunRoutes, type RunRoutesDeps } from './routes.ts';
export { ADMIN_CSP, createAdminRoutes, type AdminRoutesOptions } from './admin-routes.ts';
