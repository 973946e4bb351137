/**
 * Turn whatever LangChain hands a callback (messages, documents, graph state, errors, class
 * instances, cycles) into a small JSON value that Postgres `jsonb` accepts.
 */
import { storableText } from '../shared/text.ts';
import { isBaseMessage, type BaseMessage } from '@langchain/core/messages';

/** Default cap on one stored field (inputs, outputs): 16 KiB of JSON text. */
export const MAX_FIELD_BYTES = 16 * 1024;
const MAX_STRING_CHARS = 4000;
const MAX_ARRAY_ITEMS = 50;
const MAX_OBJECT_KEYS = 50;
const MAX_DEPTH = 8;

/**
 * A JSON-safe copy of `value`, at most `maxBytes` of JSON text (UTF-8). Long strings, arrays and
 * objects are cut with a visible marker; LangChain messages become `{ role, content, tool_calls?, ... }`;
 * NUL characters and lone surrogates (which `jsonb` rejects) are removed. When the whole value is still
 * larger than `maxBytes`, returns `{ _truncated: true, size_bytes, preview }` where `preview` is the
 * start of the JSON text. Never throws.
 */
export function toJsonSafe(value: unknown, maxBytes: number = MAX_FIELD_BYTES): unknown {
  try {
    const safe = convert(value, 0, new WeakSet());
    if (safe === undefined) return null;
    const text = JSON.stringify(safe);
    const size = Buffer.byteLength(text, 'utf8');
    if (size <= maxBytes) {
      if (typeof safe === 'object' && safe !== null) safeJson.set(safe, text);
      return safe;
    }
    return { _truncated: true, size_bytes: size, preview: cleanString(text.slice(0, Math.max(0, maxBytes - 200))) };
  } catch (err) {
    return { _unserializable: String((err as Error)?.message ?? err) };
  }
}

/** The JSON text of each object {@link toJsonSafe} returned, as it measured it (its values are never changed). */
const safeJson = new WeakMap<object, string>();

/**
 * `JSON.stringify(value)` for a value {@link toJsonSafe} returned, without serialising it again: the tracer writes a
 * turn's runs as one JSON text, and their inputs and outputs were serialised once already to measure them.
 */
export function safeJsonText(value: unknown): string {
  return (typeof value === 'object' && value !== null ? safeJson.get(value) : undefined) ?? JSON.stringify(value) ?? 'null';
}

/**
 * Whether a value produced by {@link toJsonSafe} was cut: the whole-value `{ _truncated: true }` form, or one of
 * the markers it leaves in place of cut strings (`…[+N chars]`), arrays (`…[+N items]`), objects (`"…": "[+N keys]"`)
 * and too-deep values (`[…]`). `json` is the value's JSON text.
 */
export function hasTruncationMarker(json: string): boolean {
  return /"_truncated":true|…\[\+\d+ (chars|items)\]|"…":"\[\+\d+ keys\]"|"\[…\]"/.test(json);
}

/** Remove what Postgres `jsonb` refuses (U+0000, lone surrogates). */
const cleanString = storableText;

function convertString(s: string): string {
  if (s.length > MAX_STRING_CHARS) return `${cleanString(s.slice(0, MAX_STRING_CHARS))}…[+${s.length - MAX_STRING_CHARS} chars]`;
  return cleanString(s);
}

/**
 * Messages already converted, at the depth they were converted at: a turn's history reaches the tracer as the
 * inputs of every span (graph nodes, the model, the tools), the same message objects each time, so each is
 * converted once. The results are shared, never mutated.
 */
const convertedMessages = new WeakMap<BaseMessage, { depth: number; out: Record<string, unknown> }>();

/** A LangChain message as a compact, readable object (memoized per message and depth). */
function convertMessage(m: BaseMessage, depth: number, seen: WeakSet<object>): Record<string, unknown> {
  const known = convertedMessages.get(m);
  if (known?.depth === depth) return known.out;
  const out = convertMessageOnce(m, depth, seen);
  convertedMessages.set(m, { depth, out });
  return out;
}

function convertMessageOnce(m: BaseMessage, depth: number, seen: WeakSet<object>): Record<string, unknown> {
  const out: Record<string, unknown> = { role: m.type, content: convert(m.content, depth + 1, seen) };
  const any = m as unknown as Record<string, unknown>;
  if (m.name) out.name = m.name;
  if (Array.isArray(any.tool_calls) && any.tool_calls.length > 0) out.tool_calls = convert(any.tool_calls, depth + 1, seen);
  if (typeof any.tool_call_id === 'string') out.tool_call_id = any.tool_call_id;
  if (any.usage_metadata) out.usage_metadata = convert(any.usage_metadata, depth + 1, seen);
  return out;
}

function convert(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  switch (typeof value) {
    case 'string':
      return convertString(value);
    case 'number':
      return Number.isFinite(value) ? value : null;
    case 'boolean':
      return value;
    case 'bigint':
      return value.toString();
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
  }
  if (value === null) return null;
  const obj = value as object;
  if (seen.has(obj)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[…]';
  seen.add(obj);
  try {
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
    if (value instanceof Error) return { name: value.name, message: convertString(value.message) };
    if (isBaseMessage(value)) return convertMessage(value, depth, seen);
    if (Array.isArray(value)) {
      const items = value.slice(0, MAX_ARRAY_ITEMS).map((v) => convert(v, depth + 1, seen) ?? null);
      if (value.length > MAX_ARRAY_ITEMS) items.push(`…[+${value.length - MAX_ARRAY_ITEMS} items]`);
      return items;
    }
    if (value instanceof Map) return convert(Object.fromEntries(value), depth, seen);
    if (value instanceof Set) return convert([...value], depth, seen);
    if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return `[${(value as ArrayBuffer).byteLength} bytes]`;
    if (typeof AbortSignal !== 'undefined' && value instanceof AbortSignal) return undefined;
    const out: Record<string, unknown> = {};
    let n = 0;
    for (const key of Object.keys(obj)) {
      if (key.startsWith('lc_') || key === 'lc_kwargs') continue;
      if (n >= MAX_OBJECT_KEYS) {
        out["…"] = `[+${Object.keys(obj).length - MAX_OBJECT_KEYS} keys]`;
        break;
      }
      const v = convert((obj as Record<string, unknown>)[key], depth + 1, seen);
      if (v !== undefined) {
        out[cleanString(key)] = v;
        n++;
      }
    }
    return out;
  } finally {
    seen.delete(obj); // only cycles are cut, not shared references
  }
}
