/** Wire types of the trace export settings API (server: src/observability/export-schemas.ts) and the query key. */

/** Export status of one destination. */
export type DestinationStatus = {
  sent: number; dropped: number; queued: number; last_success_at: string | null; last_error: string | null; last_error_at: string | null;
};

/** GET /api/v1/admin/trace-export */
export type TraceExportView = {
  langsmith: {
    enabled: boolean; endpoint: string; project: string; has_key: boolean; key_last4: string | null; sample_rate: number; updated_at: string;
    status: DestinationStatus;
  } | null;
  otlp: {
    enabled: boolean; endpoint: string; header_names: string[]; include_content: boolean; sample_rate: number; updated_at: string;
    status: DestinationStatus;
  } | null;
  redaction: { order_numbers: boolean; patterns: string[] };
  retention_days: number;
  deployment: { langsmith: { endpoint: string; project: string } | null; otlp: { endpoint: string } | null };
};

/** POST /api/v1/admin/trace-export/{kind}/test */
export type TestTraceResult = { ok: boolean; trace_id: string; latency_ms: number; error: string | null };

/** Query key of the screen. */
export const TRACE_EXPORT_KEY = ['trace-export'] as const;

/** LangSmith's cloud API (the default endpoint). */
export const LANGSMITH_CLOUD_URL = 'https://api.smith.langchain.com';
