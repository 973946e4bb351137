/** Shapes of the traces API (server: src/observability/schemas.ts — TraceListItem, TraceList, TraceRun, TraceDetail). */
import type { Schemas } from '../../../../api/index.ts';

/** One turn (root run) in GET /api/v1/admin/traces. Durations in ms, cost in USD. */
export type TraceListItem = Schemas['TraceListItem'];
/** Run status (PRODUCT.md §4). */
export type RunStatus = TraceListItem['status'];
/** GET /api/v1/admin/traces. */
export type TraceList = Schemas['TraceList'];
/** One run of GET /api/v1/admin/traces/{traceId}; offsets are ms from the trace start. */
export type TraceRun = Schemas['TraceRun'];
/** Run kind (PRODUCT.md §3). */
export type RunKind = TraceRun['kind'];
/** GET /api/v1/admin/traces/{traceId}. */
export type TraceDetail = Schemas['TraceDetail'];
