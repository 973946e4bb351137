/**
 * Process configuration, parsed once from the environment with zod at boot (fail fast).
 * Nothing else in Aisle reads `process.env`; services take config values as options.
 * Keep `.env.example` in sync with this schema.
 */
import path from 'node:path';
import { z } from 'zod';
import { parseProxyTrust } from './shared/client.ts';

/** Zod schema of the environment variables Aisle reads. */
export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).describe('HTTP port; 0 picks a free one'),
  HOST: z.string().default('0.0.0.0').describe('Interface to listen on'),
  DATABASE_URL: z.string().url().optional().describe('Postgres >= 15; when absent an embedded server is started'),
  AISLE_DATA_DIR: z.string().default('./.aisle').describe('Folder for the embedded database and caches'),
  AISLE_SECRET: z.string().min(16).optional().describe('Key for signing widget tokens; generated and kept in AISLE_DATA_DIR when absent'),
  AISLE_PUBLIC_URL: z.string().url().optional().describe('Public base URL (for the install snippet); defaults to http://localhost:PORT'),
  AISLE_TRUST_PROXY: z.string().optional().refine((v) => { try { parseProxyTrust(v); return true; } catch { return false; } }, 'a hop count (e.g. 1) or a comma-separated list of IP addresses / CIDR ranges (loopback, linklocal, uniquelocal allowed)')
    .describe('Reverse proxies whose X-Forwarded-For/-Proto count (client IPs for limits, Secure cookies): a hop count or a list of addresses/CIDR ranges; unset = ignore those headers (docs/deploy.md "Behind a proxy")'),
  AISLE_DEMO: z.enum(['0', '1']).default('1').describe('Load the demo store (and its demo owner) on first start'),
  AISLE_SIGNUP: z.enum(['open', 'closed']).default('open').describe('Whether anyone may sign up a new store in the admin'),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  ANTHROPIC_API_KEY: z.string().optional(),
  ANTHROPIC_MODEL: z.string().default('claude-3-5-haiku-latest'),
  AISLE_MODEL_TIMEOUT_MS: z.coerce.number().int().positive().default(20000),
  AISLE_RATE_VISITOR_PER_MIN: z.coerce.number().int().positive().default(20).describe('Shopper messages a minute per visitor (PRODUCT.md §9)'),
  AISLE_RATE_STORE_PER_MIN: z.coerce.number().int().positive().default(600).describe('Shopper messages a minute per store (PRODUCT.md §9)'),
  AISLE_RATE_STORE_IP_PER_MIN: z.coerce.number().int().positive().default(60).describe("Shopper messages a minute per store from one client IP (every visitor id together): one client cannot spend a store's whole budget"),
  AISLE_WIDGET_SESSIONS_PER_IP_PER_MIN: z.coerce.number().int().positive().default(30).describe('New widget sessions a minute per client IP (429 past it; resuming a conversation counts too)'),
  STRIPE_SECRET_KEY: z.string().min(8).optional().describe('Stripe secret key (sk_test_/sk_live_/rk_): checkouts become Stripe Checkout Sessions; without it checkout is off unless AISLE_PAYMENTS=test'),
  AISLE_PAYMENTS: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['off', 'test']).optional())
    .describe('test: without a Stripe key, checkouts use the built-in TEST MODE page (no money moves; anyone can "pay"); off: checkout off even with a key. Unset: Stripe with a key, else off'),
  STRIPE_WEBHOOK_SECRET: z.string().min(8).optional().describe('Signing secret (whsec_...) of the /webhooks/stripe endpoint'),
  STRIPE_API_URL: z.string().url().optional().describe('Stripe API base URL (default https://api.stripe.com); for offline stand-ins'),
  SHOPIFY_API_KEY: z.string().min(1).optional().describe('Client id of the Shopify app (shopify.app.toml client_id); with SHOPIFY_API_SECRET it turns the Shopify app on'),
  SHOPIFY_API_SECRET: z.string().min(8).optional().describe('Client secret of the Shopify app: verifies App Bridge ID tokens and webhook HMACs'),
  SHOPIFY_APP_URL: z.string().url().optional().describe('The Shopify app URL (application_url origin); default AISLE_PUBLIC_URL'),
  SHOPIFY_API_URL: z.string().url().optional().describe('Sends every call for https://{shop} to this base URL instead (a local Shopify stand-in); unset in production'),
  SHOPIFY_BILLING_TEST: z.enum(['auto', 'always', 'never']).default('auto').describe('Billing API test charges: auto = development stores only'),
  AISLE_JOBS: z.enum(['0', '1']).default('1').describe('Run background job workers (pg-boss) in this process; 0 for CLI-style processes that only queue jobs'),
  AISLE_WARM_UP: z.enum(['0', '1']).default('1').describe('Load the search tagger, the shopping lexicons and the language detector right after start instead of on the first turn that needs them; 0 for short-lived processes (tests) that never use most of them'),
  AISLE_EVENTS_POLL_MS: z.coerce.number().int().min(100).default(1000).describe('How often event delivery polls for due deliveries (new events also wake it at commit)'),
  AISLE_EVENTS_LEASE_MS: z.coerce.number().int().min(1000).default(60000).describe('A claimed delivery whose outcome was never recorded (crash) is sent again after this'),
  AISLE_EVENTS_RETRY_BASE_MS: z.coerce.number().int().min(10).default(5000).describe('First webhook/EventBridge retry delay; doubles per attempt, with jitter, up to 1 h'),
  AISLE_EVENTS_GIVE_UP_HOURS: z.coerce.number().positive().default(24).describe('A delivery still failing this long after its first attempt is marked dead'),
  AISLE_EVENTS_MAX_BATCH_BYTES: z.coerce.number().int().min(1024).max(262144).default(262144).describe('PutEvents request size limit (AWS: 256 KB)'),
  AISLE_EVENTS_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(10000),
  AISLE_EVENTS_RETENTION_DAYS: z.coerce.number().int().positive().default(30).describe('Events older than this whose deliveries are settled are deleted (daily job)'),
  LANGSMITH_TRACING: z.string().optional().describe('`true` sends every store\'s turns to LangSmith through Aisle\'s redacting exporter (also read: LANGSMITH_TRACING_V2, LANGCHAIN_TRACING_V2, LANGCHAIN_TRACING)'),
  LANGSMITH_TRACING_V2: z.string().optional(),
  LANGCHAIN_TRACING_V2: z.string().optional(),
  LANGCHAIN_TRACING: z.string().optional(),
  LANGSMITH_API_KEY: z.string().optional().describe('LangSmith API key of the deployment-wide export (or LANGCHAIN_API_KEY)'),
  LANGCHAIN_API_KEY: z.string().optional(),
  LANGSMITH_ENDPOINT: z.string().url().optional().describe('LangSmith API URL (or LANGCHAIN_ENDPOINT); default https://api.smith.langchain.com'),
  LANGCHAIN_ENDPOINT: z.string().url().optional(),
  LANGSMITH_PROJECT: z.string().optional().describe('LangSmith project of the deployment-wide export (or LANGCHAIN_PROJECT); default `default`'),
  LANGCHAIN_PROJECT: z.string().optional(),
  LANGSMITH_WORKSPACE_ID: z.string().optional(),
  LANGSMITH_TRACING_SAMPLING_RATE: z.coerce.number().min(0).max(1).optional().describe('Share of turns exported to the deployment-wide LangSmith project'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional().describe('OTLP/HTTP base URL of a deployment-wide trace export (`/v1/traces` is appended)'),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().url().optional().describe('OTLP/HTTP traces URL (used as is; wins over OTEL_EXPORTER_OTLP_ENDPOINT)'),
  OTEL_EXPORTER_OTLP_HEADERS: z.string().optional().describe('Headers of the deployment-wide OTLP export, `k=v,k2=v2` (W3C baggage format, values URL-encoded)'),
  OTEL_EXPORTER_OTLP_TRACES_HEADERS: z.string().optional(),
  OTEL_SERVICE_NAME: z.string().optional().describe('`service.name` of exported spans; default `aisle`'),
  OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT: z.enum(['true', 'false']).default('false').describe('Deployment-wide OTLP export includes message and tool content (redacted)'),
  AISLE_TRACE_EXPORT_MAX_QUEUED: z.coerce.number().int().min(1).default(10000).describe('Turns waiting for export per process; more are dropped and counted'),
  AISLE_TRACE_EXPORT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10000).describe('Timeout of one request to a trace backend'),
  AISLE_TRACE_EXPORT_DELAY_MS: z.coerce.number().int().min(0).default(1000).describe('How long a trace export batch waits to fill before it is sent'),
  AISLE_SIGNIN_MAX_PER_ACCOUNT_IP: z.coerce.number().int().positive().default(10).describe('Sign-in attempts per account and IP in 15 min (counted before the password is checked; a success clears them), then 429'),
  AISLE_SIGNIN_MAX_PER_IP: z.coerce.number().int().positive().default(100).describe('Sign-in attempts per IP in a day (successes given back), then 429'),
  AISLE_SIGNIN_SLOW_AFTER_FAILS: z.coerce.number().int().positive().default(30).describe('Failures per account (from any IP) in an hour after which attempts on it are slowed down by AISLE_SIGNIN_SLOW_MS, never refused'),
  AISLE_SIGNIN_SLOW_MS: z.coerce.number().int().min(0).max(10_000).default(3000).describe('Delay of a sign-in attempt on an account past AISLE_SIGNIN_SLOW_AFTER_FAILS (ms)'),
  AISLE_SIGNUP_MAX_PER_IP: z.coerce.number().int().positive().default(10).describe('Sign-ups and invitation acceptances per IP in an hour, then 429'),
  AISLE_ORDER_LOOKUP_MAX_FAILS: z.coerce.number().int().positive().default(5).describe('Failed order lookups per conversation, per visitor and per client IP in AISLE_ORDER_LOOKUP_WINDOW_S; then every lookup (a correct one too) answers "too many attempts"'),
  AISLE_ORDER_LOOKUP_MAX_FAILS_PER_STORE: z.coerce.number().int().positive().default(50).describe('Failed order lookups per store (all shoppers together) in AISLE_ORDER_LOOKUP_WINDOW_S; then lookups pause for the store'),
  AISLE_ORDER_LOOKUP_WINDOW_S: z.coerce.number().int().positive().default(900).describe('Window of the order-lookup failure limits (seconds; default 15 min)'),
  AISLE_ADMIN_STREAM_RECHECK_MS: z.coerce.number().int().min(100).max(30_000).default(30_000).describe('How often an open admin live stream re-checks its session (ms); it also re-checks before every event, and closes once signed out, removed or no longer allowed'),
  AISLE_MAX_BODY_BYTES: z.coerce.number().int().positive().default(1024 * 1024).describe('Largest request body any route reads (bytes; 413 above), except catalog uploads (AISLE_IMPORT_MAX_UPLOAD_BYTES) and Shopify webhooks (5 MB)'),
  AISLE_IMPORT_MAX_UPLOAD_BYTES: z.coerce.number().int().positive().default(50 * 1024 * 1024).describe('Largest catalog file the admin accepts, as uploaded (bytes; 413 above)'),
  AISLE_IMPORT_MAX_BYTES: z.coerce.number().int().positive().default(100 * 1024 * 1024).describe('Largest catalog file once decompressed (bytes): a .gz inflating past it fails "too large once decompressed"'),
  AISLE_IMPORT_MAX_RECORD_CHARS: z.coerce.number().int().positive().default(1024 * 1024).describe('Largest single CSV record / JSONL line of a catalog file (characters)'),
  AISLE_IMPORT_MAX_ROWS: z.coerce.number().int().positive().default(500_000).describe('Most CSV records / JSONL lines in one catalog file'),
  AISLE_IMPORT_MAX_HEAP_MB: z.coerce.number().int().min(64).default(512).describe('Heap limit (MiB) of the child process that runs a catalog import'),
  AISLE_IMPORT_TIMEOUT_MS: z.coerce.number().int().positive().max(14 * 60_000).default(10 * 60_000).describe('A catalog import running longer is stopped and failed (below the 15-min job lease)'),
  AISLE_DB_POOL_MAX: z.coerce.number().int().min(2).max(500).default(40).describe('Connections of the main pool per process (docs/deploy.md "Connection budget")'),
  AISLE_HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(1000).default(0).describe('V8 grows the JavaScript heap to live size x (1 + this/100) before its next full collection (V8 --heap-growing-percent); 0 = V8\'s own choice. 30 keeps a process with 1,000 live channels under 400 MB RSS (V8\'s choice: 450-470 MB) at ~15-20% more CPU per shopper turn'),
  AISLE_OUTBOUND_ALLOW: z.string().optional().describe('Comma-separated IP ranges (CIDR) that merchant-supplied URLs (webhooks, EventBridge endpoints, store model base URLs) may reach besides public addresses, e.g. 127.0.0.0/8,::1/128 for local receivers'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info').describe('Lowest level written; errors are always at `error`, so `warn` still shows every one'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional().describe('Default: pretty (pino-pretty) on a terminal unless NODE_ENV=production, else JSON lines'),
  NODE_ENV: z.string().optional(),
});

/** Parsed configuration with derived, absolute paths. */
export type Config = z.infer<typeof EnvSchema> & { dataDir: string };

/**
 * Parse the given environment (default `process.env`) into a {@link Config}. With `NODE_ENV=production`,
 * `AISLE_PUBLIC_URL` is required (issue 13 "Trusted proxy").
 * @throws Error listing every invalid variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.superRefine((e, ctx) => {
    // Without it, links, cookies' Secure flag and the same-origin check depend on what each request says.
    if (e.NODE_ENV === 'production' && !e.AISLE_PUBLIC_URL) ctx.addIssue({ code: 'custom', path: ['AISLE_PUBLIC_URL'], message: 'required when NODE_ENV=production (the https:// address shoppers and staff use)' });
  }).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.AISLE_DATA_DIR) };
}

/** Environment variables through which LangChain (LANGSMITH_/LANGCHAIN_ tracing) and OpenTelemetry exporters configure themselves. */
export const TRACING_ENV_KEYS = [
  'LANGSMITH_TRACING', 'LANGSMITH_TRACING_V2', 'LANGCHAIN_TRACING_V2', 'LANGCHAIN_TRACING', 'LANGSMITH_API_KEY', 'LANGCHAIN_API_KEY',
  'LANGSMITH_ENDPOINT', 'LANGCHAIN_ENDPOINT', 'LANGSMITH_PROJECT', 'LANGCHAIN_PROJECT', 'LANGSMITH_WORKSPACE_ID', 'LANGSMITH_TRACING_SAMPLING_RATE',
  'OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', 'OTEL_EXPORTER_OTLP_HEADERS', 'OTEL_EXPORTER_OTLP_TRACES_HEADERS',
] as const;

/** The deployment-wide trace destinations a {@link Config} names (see src/observability/export.ts). */
export type DeploymentTracing = {
  langsmith: { apiUrl: string; apiKey: string | null; project: string; sampleRate: number; workspaceId: string | null } | null;
  otlp: { url: string; headers: Record<string, string>; includeContent: boolean } | null;
  serviceName: string;
};

/** Parse `k=v,k2=v2` (OTEL_EXPORTER_OTLP_HEADERS: W3C baggage format, values URL-encoded). */
export function parseOtlpHeaders(value: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (value ?? '').split(',')) {
    const i = pair.indexOf('=');
    if (i <= 0) continue;
    out[decodeURIComponent(pair.slice(0, i).trim())] = decodeURIComponent(pair.slice(i + 1).trim());
  }
  return out;
}

/**
 * The deployment-wide trace destinations of a config: LangSmith when LANGSMITH_TRACING (or LANGSMITH_TRACING_V2,
 * LANGCHAIN_TRACING_V2, LANGCHAIN_TRACING) is `true` — the variables LangChain itself reads —, OTLP when an
 * OTEL_EXPORTER_OTLP_[TRACES_]ENDPOINT is set (the OpenTelemetry SDK's own variables).
 */
export function deploymentTracing(c: Config): DeploymentTracing {
  const on = [c.LANGSMITH_TRACING, c.LANGSMITH_TRACING_V2, c.LANGCHAIN_TRACING_V2, c.LANGCHAIN_TRACING].some((v) => v?.toLowerCase() === 'true');
  const tracesUrl = c.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? (c.OTEL_EXPORTER_OTLP_ENDPOINT ? `${c.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces` : null);
  return {
    langsmith: on ? {
      apiUrl: (c.LANGSMITH_ENDPOINT ?? c.LANGCHAIN_ENDPOINT ?? 'https://api.smith.langchain.com').replace(/\/+$/, ''),
      apiKey: c.LANGSMITH_API_KEY ?? c.LANGCHAIN_API_KEY ?? null, project: c.LANGSMITH_PROJECT ?? c.LANGCHAIN_PROJECT ?? 'default',
      sampleRate: c.LANGSMITH_TRACING_SAMPLING_RATE ?? 1, workspaceId: c.LANGSMITH_WORKSPACE_ID ?? null,
    } : null,
    otlp: tracesUrl ? {
      url: tracesUrl, headers: parseOtlpHeaders(c.OTEL_EXPORTER_OTLP_TRACES_HEADERS ?? c.OTEL_EXPORTER_OTLP_HEADERS),
      includeContent: c.OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT === 'true',
    } : null,
    serviceName: c.OTEL_SERVICE_NAME ?? 'aisle',
  };
}

/**
 * Take the tracing variables away from the libraries: delete {@link TRACING_ENV_KEYS} from `env` (call after
 * {@link loadConfig} read them). Without this, `@langchain/core` adds its own LangSmith tracer to every runnable when
 * LANGSMITH_TRACING=true and sends shopper messages unredacted, and every OTLP exporter merges the operator's
 * OTEL_EXPORTER_OTLP_HEADERS into its requests (a store's endpoint would receive the operator's credentials). Aisle
 * sends the same traces itself, redacted (src/observability/export.ts).
 */
export function releaseTracingEnv(env: NodeJS.ProcessEnv = process.env): void {
  for (const k of TRACING_ENV_KEYS) delete env[k];
}
