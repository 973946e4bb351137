/** Wire types of the trace export settings API (generated from the server's schemas, web/api) and the query key. */
import type { ApiResponse, Schemas } from '../../../../api/index.ts';

/** Export status of one destination. */
export type DestinationStatus = Schemas['TraceDestinationStatus'];

/** GET /api/v1/admin/trace-export */
export type TraceExportView = ApiResponse<'/api/v1/admin/trace-export', 'get'>;

/** POST /api/v1/admin/trace-export/{kind}/test */
export type TestTraceResult = ApiResponse<'/api/v1/admin/trace-export/{kind}/test', 'post'>;

/** Query key of the screen. */
export const TRACE_EXPORT_KEY = ['trace-export'] as const;

/** LangSmith's cloud API (the default endpoint). */
export const LANGSMITH_CLOUD_URL = 'https://api.smith.langchain.com';
