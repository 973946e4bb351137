/**
 * The checkpointer's serializer: LangGraph's `JsonPlusSerializer` (same JSON written, same values read) without its
 * waste when loading the conversation's message list, which every turn reads back whole (measured on the 300 largest
 * stored message blobs, ~52 KB: 1.3 ms of CPU to load one with the library, 0.3-0.4 ms this way).
 *
 * The library parses the JSON, then walks every value asynchronously (an await per key, a Promise.all per array) and
 * hands each LangChain message to `@langchain/core`'s `load`, which stringifies it again, parses it again and walks it
 * the same way before calling the message class's constructor. {@link loadMessagesJson} does the same in one
 * synchronous pass for what message lists and the graph's other channels hold — plain JSON, `{lc:2,type:"undefined"}`
 * records (the library's `undefined`), and messages of `@langchain/core/messages` — calling the same constructor with
 * the same fields; anything else (escaped values, secrets, sets, maps and errors, other serialized classes, values
 * nested deeper than load allows) takes the library's path. Dumping is the library's.
 */
import type { BaseMessage } from '@langchain/core/messages';
import * as messageClasses from '@langchain/core/messages';
import { JsonPlusSerializer } from '@langchain/langgraph-checkpoint';

/** `@langchain/core/load`'s depth limit (DEFAULT_MAX_DEPTH): deeper values take the library's path, which refuses them. */
const MAX_DEPTH = 40;

/** A value the fast path does not handle: the whole blob takes the library's path. */
class Unhandled extends Error {}
const UNHANDLED = new Unhandled();
/** A `{lc:2,type:"undefined"}` record (the library's encoding of `undefined`). */
const UNDEFINED = Symbol('undefined');

type Builder = new (fields: Record<string, unknown>) => BaseMessage;
const builders = new Map<string, { builder: Builder; aliases: Record<string, string> } | null>();

/** The class `@langchain/core/load` builds for `["langchain_core","messages",name]`, with its inverted key aliases. */
function messageBuilder(name: string): { builder: Builder; aliases: Record<string, string> } | null {
  let known = builders.get(name);
  if (known !== undefined) return known;
  const builder = (messageClasses as Record<string, unknown>)[name];
  known = null;
  if (typeof builder === 'function' && Object.hasOwn(messageClasses, name)) {
    // As load's combineAliasesAndInvert: every lc_aliases getter up the class chain, serialized name -> field name.
    const aliases: Record<string, string> = {};
    for (let current = builder as { prototype?: object } | null; current?.prototype; current = Object.getPrototypeOf(current)) {
      Object.assign(aliases, Reflect.get(current.prototype, 'lc_aliases'));
    }
    known = { builder: builder as Builder, aliases: Object.fromEntries(Object.entries(aliases).map(([k, v]) => [v, k])) };
  }
  builders.set(name, known);
  return known;
}

/** load's keyFromJson: the alias, else camelCase (`tool_call_id` -> `toolCallId` unless aliased). */
function keyFromJson(key: string, aliases: Record<string, string>): string {
  const alias = aliases[key];
  if (alias) return alias;
  const trimmed = key.trim();
  if (!/[-_\s]/.test(trimmed)) return trimmed;
  return trimmed.replace(/[-_\s]+/g, '_').toLowerCase().replace(/_+([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/**
 * A value inside a serialized message, as the library leaves it: its `undefined` records revived and the message
 * stringified again (an undefined property dropped, an undefined array element null), then copied by load.
 */
function reviveInMessage(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH) throw UNHANDLED;
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v = reviveInMessage(value[i], depth + 1);
      value[i] = v === UNDEFINED ? null : v;
    }
    return value;
  }
  const record = value as Record<string, unknown>;
  if ('lc' in record) {
    if (record.lc === 2 && record.type === 'undefined') return UNDEFINED;
    throw UNHANDLED;
  }
  if ('__lc_escaped__' in record) throw UNHANDLED;
  for (const key of Object.keys(record)) {
    const v = reviveInMessage(record[key], depth + 1);
    if (v === UNDEFINED) delete record[key];
    else record[key] = v;
  }
  return record;
}

/** A value outside messages, as the library's reviver leaves it (`undefined` records become undefined). */
function revive(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH) throw UNHANDLED;
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v = revive(value[i], depth + 1);
      value[i] = v === UNDEFINED ? undefined : v;
    }
    return value;
  }
  const record = value as Record<string, unknown>;
  if ('__lc_escaped__' in record) throw UNHANDLED;
  if ('lc' in record) {
    if (record.lc === 2 && record.type === 'undefined') return UNDEFINED;
    const id = record.id;
    if (record.lc !== 1 || record.type !== 'constructor' || !Array.isArray(id) || id.length !== 3 || id[0] !== 'langchain_core' || id[1] !== 'messages'
      || typeof id[2] !== 'string' || typeof record.kwargs !== 'object' || record.kwargs === null || Array.isArray(record.kwargs)) throw UNHANDLED;
    const known = messageBuilder(id[2]);
    if (!known) throw UNHANDLED;
    const kwargs = reviveInMessage(record.kwargs, depth + 2) as Record<string, unknown>;
    const fields: Record<string, unknown> = {};
    for (const key of Object.keys(kwargs)) fields[keyFromJson(key, known.aliases)] = kwargs[key];
    const message = new known.builder(fields);
    Object.defineProperty(message.constructor, 'name', { value: id[2] });
    return message;
  }
  for (const key of Object.keys(record)) {
    const v = revive(record[key], depth + 1);
    record[key] = v === UNDEFINED ? undefined : v;
  }
  return record;
}

/** Load JSON written by the library's serializer, when it holds only what {@link revive} handles; null otherwise. */
export function loadMessagesJson(text: string): { value: unknown } | null {
  try {
    const value = revive(JSON.parse(text), 0);
    return { value: value === UNDEFINED ? undefined : value };
  } catch (err) {
    if (err === UNHANDLED) return null;
    throw err;
  }
}

const decoder = new TextDecoder();

/** JsonPlusSerializer with the fast load of the file comment. */
export class CheckpointSerde extends JsonPlusSerializer {
  override async loadsTyped(type: string, data: Uint8Array | string): Promise<unknown> {
    if (type !== 'json') return super.loadsTyped(type, data);
    const loaded = loadMessagesJson(typeof data === 'string' ? data : decoder.decode(data));
    return loaded ? loaded.value : super.loadsTyped(type, data);
  }
}
