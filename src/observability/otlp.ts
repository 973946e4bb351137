/**
 * OpenTelemetry export (issue 10): each turn becomes spans following the OpenTelemetry GenAI semantic conventions
 * (https://opentelemetry.io/docs/specs/semconv/gen-ai/gen-ai-spans/ and gen-ai-agent-spans/), built after the turn
 * from the run tracer's record and sent with `@opentelemetry/exporter-trace-otlp-http` (OTLP/HTTP, JSON).
 *
 * Shape: one `invoke_agent Aisle` span per turn (the root run), with a `chat {model}` span per model call and an
 * `execute_tool {tool}` span per tool call under it. LangGraph's own chain runs (nodes, plumbing) are left out and
 * their children hang from the nearest span kept. The OTel trace id is Aisle's trace id and each span id is derived
 * from its run id ({@link spanIdOf}; the run id itself is the `aisle.run.id` attribute), so a span links back to the
 * admin's trace view.
 *
 * Attributes: `gen_ai.operation.name`, `gen_ai.provider.name`, `gen_ai.request.model`, `gen_ai.response.model`,
 * `gen_ai.usage.input_tokens` / `output_tokens`, `gen_ai.agent.name` / `id`, `gen_ai.conversation.id`,
 * `gen_ai.tool.name` / `call.id` / `type`, `error.type`; and Aisle's `aisle.store.id`, `aisle.intent`,
 * `aisle.turn.status`, `aisle.run.id`. Content (`gen_ai.input.messages`, `gen_ai.output.messages`,
 * `gen_ai.tool.call.arguments`, `gen_ai.tool.call.result`) only when the destination allows it, and then redacted;
 * error messages are redacted too.
 */
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';
import { ExportResultCode } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { TracerProvider, type IdGenerator, type ReadableSpan, type SpanProcessor } from '@opentelemetry/sdk-trace';
import {
  ATTR_GEN_AI_AGENT_ID, ATTR_GEN_AI_AGENT_NAME, ATTR_GEN_AI_CONVERSATION_ID, ATTR_GEN_AI_INPUT_MESSAGES, ATTR_GEN_AI_OPERATION_NAME,
  ATTR_GEN_AI_OUTPUT_MESSAGES, ATTR_GEN_AI_PROVIDER_NAME, ATTR_GEN_AI_REQUEST_MODEL, ATTR_GEN_AI_RESPONSE_MODEL, ATTR_GEN_AI_TOOL_CALL_ARGUMENTS,
  ATTR_GEN_AI_TOOL_CALL_ID, ATTR_GEN_AI_TOOL_CALL_RESULT, ATTR_GEN_AI_TOOL_NAME, ATTR_GEN_AI_TOOL_TYPE, ATTR_GEN_AI_USAGE_INPUT_TOKENS,
  ATTR_GEN_AI_USAGE_OUTPUT_TOKENS, GEN_AI_OPERATION_NAME_VALUE_CHAT, GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL, GEN_AI_OPERATION_NAME_VALUE_INVOKE_AGENT,
} from '@opentelemetry/semantic-conventions/incubating';
import type { Redactor } from './redaction.ts';
import type { TraceRunSnapshot } from './tracer.ts';

/** The agent's name in `invoke_agent` spans (`gen_ai.agent.name`). */
export const AGENT_NAME = 'Aisle';

/** A finished turn as the OTLP sender receives it (see tracer.ts `snapshot()`). `status`: the root's final status. */
export type OtlpTurn = {
  traceId: string; storeId: string; conversationId: string | null; intent: string | null; status: string;
  runs: readonly TraceRunSnapshot[];
};

/**
 * The part of a finished turn that {@link OtlpSender} reads: every run (a span's parent is found through LangGraph's
 * chain runs, which make no span), but inputs and outputs only where a span carries content — the root, model and tool
 * runs — and only when `includeContent`. Export serialises this (export.ts), not the graph state every chain run holds.
 * Returns the turn itself when nothing is left out.
 */
export function otlpTurnOf(turn: OtlpTurn, includeContent: boolean): OtlpTurn {
  const root = turn.runs.find((r) => r.parentId === null) ?? turn.runs[0];
  let trimmed = false;
  const runs = turn.runs.map((r) => {
    if (includeContent && (r === root || r.kind === 'llm' || r.kind === 'tool')) return r;
    if (r.inputs == null && r.outputs == null) return r;
    trimmed = true;
    return { ...r, inputs: null, outputs: null };
  });
  return trimmed ? { ...turn, runs } : turn;
}

/** Options of {@link OtlpSender}. `url`: the traces endpoint (…/v1/traces); `timeoutMs` bounds an export (default 10,000). */
export type OtlpSenderOptions = {
  url: string; headers: Record<string, string>; includeContent: boolean; redact: Redactor | null; timeoutMs?: number;
  serviceName?: string; serviceVersion?: string;
};

/** Longest attribute value sent (characters); longer content is cut. */
const MAX_ATTRIBUTE_CHARS = 16 * 1024;

/** The ids of the next span: set just before `startSpan`, read by the SDK through {@link FixedIds}. */
class FixedIds implements IdGenerator {
  traceId = '';
  spanId = '';
  generateTraceId(): string { return this.traceId; }
  generateSpanId(): string { return this.spanId; }
}

/** Collects ended spans (the sender exports them itself, batch by batch). */
class Collector implements SpanProcessor {
  spans: ReadableSpan[] = [];
  onStart(): void {}
  onEnd(span: ReadableSpan): void { this.spans.push(span); }
  async forceFlush(): Promise<void> {}
  async shutdown(): Promise<void> {}
}

/** A UUID as 32 hex digits (an OTel trace id). */
export function traceIdOf(uuid: string): string {
  return uuid.replace(/-/g, '').toLowerCase().padEnd(32, '0').slice(0, 32);
}

/**
 * A run id as an OTel span id: its two 64-bit halves XORed (16 hex digits). Not its first half: LangChain's run ids are
 * UUIDv7, whose first 64 bits are the millisecond and a counter, the same for runs started in the same millisecond
 * (two spans of one turn would share an id). Never all zeros (the first half then).
 */
export function spanIdOf(uuid: string): string {
  const hex = traceIdOf(uuid);
  const id = (BigInt(`0x${hex.slice(0, 16)}`) ^ BigInt(`0x${hex.slice(16)}`)).toString(16).padStart(16, '0');
  return id === '0000000000000000' ? hex.slice(0, 16) : id;
}

/** `gen_ai.provider.name` of a model run: LangChain's `ls_provider`, else guessed from the model name; `aisle` for the local model. */
export function providerOf(run: Pick<TraceRunSnapshot, 'model' | 'metadata'>): string {
  const ls = run.metadata.ls_provider;
  if (typeof ls === 'string' && ls && ls !== 'aisle-local') return ls;
  const m = (run.model ?? '').toLowerCase();
  if (m.startsWith('aisle') || ls === 'aisle-local') return 'aisle';
  if (m.startsWith('claude')) return 'anthropic';
  if (/^(gpt|o\d|text-|chatgpt)/.test(m)) return 'openai';
  return typeof ls === 'string' && ls ? ls : 'openai';
}

const ROLES: Record<string, string> = { human: 'user', user: 'user', ai: 'assistant', assistant: 'assistant', system: 'system', tool: 'tool' };

/** A stored message (json-safe.ts form: `{ role, content, tool_calls?, tool_call_id? }`) in the GenAI message shape. */
function genAiMessage(m: unknown): Record<string, unknown> | null {
  if (!m || typeof m !== 'object') return null;
  const msg = m as { role?: string; content?: unknown; tool_calls?: { id?: string; name?: string; args?: unknown }[]; tool_call_id?: string };
  const role = ROLES[msg.role ?? ''] ?? msg.role ?? 'user';
  const parts: Record<string, unknown>[] = [];
  const text = typeof msg.content === 'string' ? msg.content : Array.isArray(msg.content) ? msg.content.map((c) => (c as { text?: string })?.text ?? '').join('') : '';
  if (role === 'tool') parts.push({ type: 'tool_call_response', id: msg.tool_call_id ?? null, response: text });
  else if (text) parts.push({ type: 'text', content: text });
  for (const tc of msg.tool_calls ?? []) parts.push({ type: 'tool_call', id: tc.id ?? null, name: tc.name ?? null, arguments: tc.args ?? null });
  return { role, parts };
}

function cut(s: string): string {
  return s.length > MAX_ATTRIBUTE_CHARS ? `${s.slice(0, MAX_ATTRIBUTE_CHARS)}…` : s;
}

/**
 * Builds GenAI spans from turns and exports them over OTLP/HTTP. Not reentrant: the export queue calls it one batch
 * at a time per destination.
 */
export class OtlpSender {
  readonly #exporter: OTLPTraceExporter;
  readonly #ids = new FixedIds();
  readonly #collector = new Collector();
  readonly #provider: TracerProvider;
  readonly #opts: OtlpSenderOptions;

  /** @param opts endpoint, headers, content switch, redactor (null = none), timeout, service name/version */
  constructor(opts: OtlpSenderOptions) {
    this.#opts = opts;
    this.#exporter = new OTLPTraceExporter({ url: opts.url, headers: opts.headers, timeoutMillis: opts.timeoutMs ?? 10_000 });
    this.#provider = new TracerProvider({
      resource: resourceFromAttributes({ 'service.name': opts.serviceName ?? 'aisle', ...(opts.serviceVersion ? { 'service.version': opts.serviceVersion } : {}) }),
      idGenerator: this.#ids, spanProcessors: [this.#collector], spanLimits: { attributeValueLengthLimit: MAX_ATTRIBUTE_CHARS + 1 },
    });
  }

  #text(s: string): string {
    return cut(this.#opts.redact ? this.#opts.redact(s) : s);
  }

  #json(v: unknown): string {
    return this.#text(typeof v === 'string' ? v : JSON.stringify(v ?? null));
  }

  /** The spans of one turn (ended, in start order). */
  spansOf(turn: OtlpTurn): ReadableSpan[] {
    const tracer = this.#provider.getTracer('aisle', this.#opts.serviceVersion);
    const traceId = traceIdOf(turn.traceId);
    const kept = new Map<string, Span>();
    const byId = new Map(turn.runs.map((r) => [r.id, r]));
    const root = turn.runs.find((r) => r.parentId === null) ?? turn.runs[0];
    if (!root) return [];
    /** The nearest kept ancestor of a run. */
    const parentSpan = (r: TraceRunSnapshot): Span | undefined => {
      let p = r.parentId;
      for (let hops = 0; p && hops < 100; hops++) {
        const s = kept.get(p);
        if (s) return s;
        p = byId.get(p)?.parentId ?? null;
      }
      return kept.get(root.id);
    };
    this.#collector.spans = [];
    const content = this.#opts.includeContent;
    const turnModel = [...turn.runs].reverse().find((r) => r.kind === 'llm' && r.model);
    for (const r of turn.runs) {
      const isRoot = r === root;
      if (!isRoot && r.kind === 'chain') continue;
      const attrs: Attributes = { 'aisle.run.id': r.id, 'aisle.store.id': turn.storeId };
      let name: string;
      let kind: SpanKind = SpanKind.INTERNAL;
      if (isRoot) {
        name = `${GEN_AI_OPERATION_NAME_VALUE_INVOKE_AGENT} ${AGENT_NAME}`;
        Object.assign(attrs, {
          [ATTR_GEN_AI_OPERATION_NAME]: GEN_AI_OPERATION_NAME_VALUE_INVOKE_AGENT, [ATTR_GEN_AI_AGENT_NAME]: AGENT_NAME, [ATTR_GEN_AI_AGENT_ID]: turn.storeId,
          'aisle.turn.status': turn.status,
        });
        if (turn.conversationId) attrs[ATTR_GEN_AI_CONVERSATION_ID] = turn.conversationId;
        if (turn.intent) attrs['aisle.intent'] = turn.intent;
        if (turnModel) Object.assign(attrs, { [ATTR_GEN_AI_PROVIDER_NAME]: providerOf(turnModel), [ATTR_GEN_AI_REQUEST_MODEL]: turnModel.model! });
        const llm = turn.runs.filter((x) => x.kind === 'llm');
        if (llm.length) {
          attrs[ATTR_GEN_AI_USAGE_INPUT_TOKENS] = llm.reduce((n, x) => n + (x.inputTokens ?? 0), 0);
          attrs[ATTR_GEN_AI_USAGE_OUTPUT_TOKENS] = llm.reduce((n, x) => n + (x.outputTokens ?? 0), 0);
        }
        if (content) {
          const text = (r.inputs as { messages?: { content?: unknown }[] } | null)?.messages?.map((m) => genAiMessage({ role: 'human', ...(m as object) })).filter(Boolean);
          if (text?.length) attrs[ATTR_GEN_AI_INPUT_MESSAGES] = this.#json(text);
          const out = (r.outputs as { text?: unknown } | null)?.text;
          if (typeof out === 'string') attrs[ATTR_GEN_AI_OUTPUT_MESSAGES] = this.#json([{ role: 'assistant', parts: [{ type: 'text', content: out }], finish_reason: 'stop' }]);
        }
      } else if (r.kind === 'llm') {
        const model = r.model ?? 'unknown';
        name = `${GEN_AI_OPERATION_NAME_VALUE_CHAT} ${model}`;
        kind = SpanKind.CLIENT;
        Object.assign(attrs, {
          [ATTR_GEN_AI_OPERATION_NAME]: GEN_AI_OPERATION_NAME_VALUE_CHAT, [ATTR_GEN_AI_PROVIDER_NAME]: providerOf(r),
          [ATTR_GEN_AI_REQUEST_MODEL]: (r.metadata.ls_model_name as string | undefined) ?? model, [ATTR_GEN_AI_RESPONSE_MODEL]: model,
        });
        if (r.inputTokens !== null) attrs[ATTR_GEN_AI_USAGE_INPUT_TOKENS] = r.inputTokens;
        if (r.outputTokens !== null) attrs[ATTR_GEN_AI_USAGE_OUTPUT_TOKENS] = r.outputTokens;
        if (content) {
          const msgs = (r.inputs as { messages?: unknown[] } | null)?.messages?.map(genAiMessage).filter(Boolean);
          if (msgs?.length) attrs[ATTR_GEN_AI_INPUT_MESSAGES] = this.#json(msgs);
          const out = genAiMessage((r.outputs as { message?: unknown } | null)?.message);
          if (out) attrs[ATTR_GEN_AI_OUTPUT_MESSAGES] = this.#json([out]);
        }
      } else if (r.kind === 'tool') {
        name = `${GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL} ${r.name}`;
        Object.assign(attrs, { [ATTR_GEN_AI_OPERATION_NAME]: GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL, [ATTR_GEN_AI_TOOL_NAME]: r.name, [ATTR_GEN_AI_TOOL_TYPE]: 'function' });
        if (typeof r.metadata.tool_call_id === 'string') attrs[ATTR_GEN_AI_TOOL_CALL_ID] = r.metadata.tool_call_id;
        if (content) {
          attrs[ATTR_GEN_AI_TOOL_CALL_ARGUMENTS] = this.#json((r.inputs as { input?: unknown } | null)?.input);
          const out = (r.outputs as { output?: { content?: unknown } | unknown } | null)?.output;
          if (out !== undefined) attrs[ATTR_GEN_AI_TOOL_CALL_RESULT] = this.#json((out as { content?: unknown })?.content ?? out);
        }
      } else {
        name = r.name;
        attrs['aisle.run.kind'] = r.kind;
      }
      const parent = isRoot ? undefined : parentSpan(r);
      this.#ids.traceId = traceId;
      this.#ids.spanId = spanIdOf(r.id);
      const ctx = parent ? trace.setSpan(ROOT_CONTEXT, parent) : ROOT_CONTEXT;
      const span = tracer.startSpan(name, { kind, startTime: r.startedAt, attributes: attrs }, ctx);
      if (r.status === 'error') {
        span.setAttribute('error.type', (r.error ?? '').match(/^(\w+):/)?.[1] ?? '_OTHER');
        span.setStatus({ code: SpanStatusCode.ERROR, message: this.#text(r.error ?? 'error') });
      }
      kept.set(r.id, span);
    }
    // End children before parents (the order OTel SDKs report spans in).
    for (const [id, span] of [...kept].reverse()) {
      const r = byId.get(id)!;
      span.end(r.endedAt ?? r.startedAt);
    }
    const spans = this.#collector.spans;
    this.#collector.spans = [];
    return spans;
  }

  /** Export the spans of a batch of turns in one request. @throws Error when the export fails (after the exporter's own retries) */
  async send(turns: OtlpTurn[]): Promise<void> {
    const spans = turns.flatMap((t) => this.spansOf(t));
    if (!spans.length) return;
    await new Promise<void>((resolve, reject) => {
      this.#exporter.export(spans, (result) => {
        if (result.code === ExportResultCode.SUCCESS) resolve();
        else reject(result.error ?? new Error('OTLP export failed'));
      });
    });
  }

  /** Stop the exporter (pending exports are abandoned). */
  async shutdown(): Promise<void> {
    await this.#exporter.shutdown().catch(() => {});
  }
}
