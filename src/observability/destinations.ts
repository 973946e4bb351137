/**
 * A store's trace export settings (Settings → Integrations): its LangSmith and OTLP destinations (secrets sealed at
 * rest with the app's secret box, purpose `trace-destination-secret`, store id as associated data) and its redaction
 * options. Reads and writes only; what is sent where is export.ts's job.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { AppError } from '../shared/errors.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import type { DeploymentLangSmith, DeploymentOtlp, DestinationKind, LaneView } from './export.ts';
import type { LangSmithDestinationInput, OtlpDestinationInput, RedactionInput, RetentionInput, TraceExportView } from './export-schemas.ts';
import { checkPattern } from './redaction.ts';
import { DEFAULT_TRACE_RETENTION_DAYS } from './retention.ts';
import { traceDestinations, traceSettings } from './schema.ts';

type DestinationRow = typeof traceDestinations.$inferSelect;

/** What the view needs besides the rows: the in-process queue of each destination and the deployment's destinations. */
export type ExportViewContext = {
  lane: (storeId: string, kind: DestinationKind) => Promise<LaneView | null>;
  deployment: { langsmith?: DeploymentLangSmith | null; otlp?: DeploymentOtlp | null };
};

function fieldError(path: string, code: string, message: string): AppError {
  return new AppError('invalid_request', `${path}: ${message}`, { extra: { errors: [{ path, code, message }] } });
}

async function statusOf(row: DestinationRow, ctx: ExportViewContext) {
  const lane = await ctx.lane(row.storeId, row.kind);
  const lastError = lane?.lastErrorAt && (!row.lastErrorAt || lane.lastErrorAt > row.lastErrorAt) ? { at: lane.lastErrorAt, text: lane.lastError } : { at: row.lastErrorAt, text: row.lastError };
  const lastSuccess = lane?.lastSuccessAt && (!row.lastSuccessAt || lane.lastSuccessAt > row.lastSuccessAt) ? lane.lastSuccessAt : row.lastSuccessAt;
  return {
    sent: row.exportedCount + (lane?.unsavedSent ?? 0), dropped: row.droppedCount + (lane?.unsavedDropped ?? 0), queued: lane?.queued ?? 0,
    last_success_at: lastSuccess?.toISOString() ?? null, last_error: lastError.text ?? null, last_error_at: lastError.at?.toISOString() ?? null,
  };
}

/** The trace export settings of a store (secrets never included). */
export async function getTraceExportView(database: Database, storeId: string, ctx: ExportViewContext): Promise<TraceExportView> {
  const rows = await database.db.select().from(traceDestinations).where(eq(traceDestinations.storeId, storeId));
  const [settings] = await database.db.select().from(traceSettings).where(eq(traceSettings.storeId, storeId)).limit(1);
  const ls = rows.find((r) => r.kind === 'langsmith');
  const otlp = rows.find((r) => r.kind === 'otlp');
  return {
    langsmith: ls ? {
      enabled: ls.enabled, endpoint: ls.endpoint, project: ls.project ?? 'default', has_key: !!ls.apiKeyCiphertext, key_last4: ls.apiKeyCiphertext ? ls.apiKeyLast4 : null,
      sample_rate: ls.sampleRate, updated_at: ls.updatedAt.toISOString(), status: await statusOf(ls, ctx),
    } : null,
    otlp: otlp ? {
      enabled: otlp.enabled, endpoint: otlp.endpoint, header_names: otlp.headerNames, include_content: otlp.includeContent, sample_rate: otlp.sampleRate,
      updated_at: otlp.updatedAt.toISOString(), status: await statusOf(otlp, ctx),
    } : null,
    redaction: { order_numbers: settings?.redactOrderNumbers ?? true, patterns: settings?.redactPatterns ?? [] },
    retention_days: settings?.retentionDays ?? DEFAULT_TRACE_RETENTION_DAYS,
    deployment: {
      langsmith: ctx.deployment.langsmith ? { endpoint: ctx.deployment.langsmith.apiUrl, project: ctx.deployment.langsmith.project } : null,
      otlp: ctx.deployment.otlp ? { endpoint: ctx.deployment.otlp.url } : null,
    },
  };
}

/** Insert or update the store's destination of `kind` (its version bumps, so export lanes pick up the change). */
async function upsert(database: Database, storeId: string, kind: DestinationKind, values: Partial<DestinationRow> & { endpoint: string }): Promise<void> {
  await database.db.insert(traceDestinations).values({ storeId, kind, ...values }).onConflictDoUpdate({
    target: [traceDestinations.storeId, traceDestinations.kind],
    set: { ...values, version: sql`${traceDestinations.version} + 1`, updatedAt: new Date() },
  });
}

async function current(database: Database, storeId: string, kind: DestinationKind): Promise<DestinationRow | undefined> {
  const [row] = await database.db.select().from(traceDestinations).where(and(eq(traceDestinations.storeId, storeId), eq(traceDestinations.kind, kind))).limit(1);
  return row;
}

/**
 * Save the LangSmith destination. The saved API key is kept when `api_key` is omitted and the endpoint is unchanged
 * (a key is never sent to an endpoint it was not entered for); `null` removes it. LangSmith cloud needs a key.
 * @throws AppError invalid_request (`api_key_required`, `invalid_value`)
 */
export async function saveLangSmithDestination(database: Database, box: SecretBox, storeId: string, input: LangSmithDestinationInput): Promise<void> {
  const endpoint = input.endpoint.replace(/\/+$/, '');
  const prior = await current(database, storeId, 'langsmith');
  const sameEndpoint = prior?.endpoint === endpoint;
  if (!sameEndpoint && prior?.apiKeyCiphertext && input.api_key === undefined) {
    throw fieldError('api_key', 'api_key_required', 'the saved key was for another endpoint: enter the key again (or null for none)');
  }
  let sealed = sameEndpoint ? (prior?.apiKeyCiphertext ?? null) : null;
  let last4 = sameEndpoint ? (prior?.apiKeyLast4 ?? null) : null;
  if (input.api_key === null) sealed = last4 = null;
  else if (input.api_key !== undefined) {
    if (/\s/.test(input.api_key)) throw fieldError('api_key', 'invalid_value', 'must not contain spaces');
    sealed = box.seal(input.api_key, storeId);
    last4 = input.api_key.slice(-4);
  }
  if (!sealed && /\.smith\.langchain\.com$/.test(new URL(endpoint).hostname)) {
    throw fieldError('api_key', 'api_key_required', 'LangSmith cloud needs an API key');
  }
  await upsert(database, storeId, 'langsmith', {
    enabled: input.enabled, endpoint, project: input.project, apiKeyCiphertext: sealed, apiKeyLast4: last4, sampleRate: input.sample_rate,
  });
}

/**
 * Save the OTLP destination. Headers given replace the saved ones (sealed as one JSON object); omitted = kept while
 * the endpoint's origin is unchanged.
 * @throws AppError invalid_request (`headers_required` when the endpoint moved to another origin and headers were saved)
 */
export async function saveOtlpDestination(database: Database, box: SecretBox, storeId: string, input: OtlpDestinationInput): Promise<void> {
  const prior = await current(database, storeId, 'otlp');
  const sameOrigin = prior ? new URL(prior.endpoint).origin === new URL(input.endpoint).origin : false;
  if (!sameOrigin && prior?.headersCiphertext && input.headers === undefined) {
    throw fieldError('headers', 'headers_required', 'the saved headers were for another endpoint: enter them again (or {} for none)');
  }
  let sealed = sameOrigin ? (prior?.headersCiphertext ?? null) : null;
  let names = sameOrigin ? (prior?.headerNames ?? []) : [];
  if (input.headers !== undefined) {
    names = Object.keys(input.headers);
    sealed = names.length ? box.seal(JSON.stringify(input.headers), storeId) : null;
  }
  await upsert(database, storeId, 'otlp', {
    enabled: input.enabled, endpoint: input.endpoint, headersCiphertext: sealed, headerNames: names, includeContent: input.include_content, sampleRate: input.sample_rate,
  });
}

/** Remove the store's destination of `kind`. Returns false when there was none. */
export async function deleteDestination(database: Database, storeId: string, kind: DestinationKind): Promise<boolean> {
  const gone = await database.db.delete(traceDestinations).where(and(eq(traceDestinations.storeId, storeId), eq(traceDestinations.kind, kind))).returning({ id: traceDestinations.id });
  return gone.length > 0;
}

/**
 * Save the store's redaction options (emails, phones and addresses are always redacted; see redaction.ts).
 * @throws AppError invalid_request (`invalid_pattern`, with the index of the bad pattern)
 */
export async function saveRedaction(database: Database, storeId: string, input: RedactionInput): Promise<void> {
  input.patterns.forEach((p, i) => {
    const ok = checkPattern(p);
    if (!ok.ok) throw fieldError(`patterns.${i}`, 'invalid_pattern', ok.message);
  });
  const values = { redactOrderNumbers: input.order_numbers, redactPatterns: [...new Set(input.patterns)] };
  await database.db.insert(traceSettings).values({ storeId, ...values }).onConflictDoUpdate({
    target: traceSettings.storeId, set: { ...values, version: sql`${traceSettings.version} + 1`, updatedAt: new Date() },
  });
}

/** Save how many days the store's traces are kept (trace retention; bounds checked by the route's schema). */
export async function saveRetention(database: Database, storeId: string, input: RetentionInput): Promise<void> {
  await database.db.insert(traceSettings).values({ storeId, retentionDays: input.days }).onConflictDoUpdate({
    target: traceSettings.storeId, set: { retentionDays: input.days, updatedAt: new Date() },
  });
}
