/**
 * The agent's checkpointer: LangGraph's `PostgresSaver` (same tables, same rows, same serializer) with the two
 * calls every turn makes done in fewer round trips and less parsing (measured: README "Design notes").
 *
 * - `put` writes the checkpoint and its channel blobs in ONE statement (the library sends BEGIN, one INSERT per
 *   blob, the checkpoint INSERT and COMMIT: 7 round trips for the 4 channels of a turn). One statement is atomic
 *   just like the library's transaction.
 * - `getTuple` (latest checkpoint, or one by id) reads blobs as JSON text instead of a `bytea[][]` array: the
 *   library's array arrives hex-escaped and is parsed character by character (`postgres-array`), which for a
 *   conversation's message list (20-50 KB) cost ~2 ms of CPU per turn. Checkpoints older than format v4 (pending
 *   sends to migrate) take the library's own path.
 * - Blobs are (de)serialized by {@link CheckpointSerde}: the library's JSON, without its async walk of every value on
 *   load nor re-serializing the messages a turn did not change.
 */
import type { RunnableConfig } from '@langchain/core/runnables';
import { INTERRUPT, type ChannelVersions, type Checkpoint, type CheckpointMetadata, type CheckpointTuple, type SerializerProtocol } from '@langchain/langgraph-checkpoint';
import { PostgresSaver } from '@langchain/langgraph-checkpoint-postgres';
import type pg from 'pg';
import { CheckpointSerde } from './checkpoint-serde.ts';

/** Checkpoint tables' schema (created by `setup()`). */
export const CHECKPOINT_SCHEMA = 'langgraph';

/** One blob as the read query returns it: channel (or task id + channel), serializer type, JSON text or base64. */
type JsonBlob = [string, string, string | null];
type JsonWrite = [string, string, string, string | null];

type LatestRow = {
  checkpoint: Omit<Checkpoint, 'channel_values'> & { v: number };
  checkpoint_id: string;
  parent_checkpoint_id: string | null;
  metadata: Record<string, unknown>;
  channel_values: JsonBlob[] | null;
  pending_writes: JsonWrite[] | null;
};

/** JSON blobs travel as text (`convert_from`), other serializer types as base64. */
const BLOB_AS_TEXT = (alias: string) =>
  `CASE WHEN ${alias}.type = 'json' THEN convert_from(${alias}.blob, 'UTF8') ELSE encode(${alias}.blob, 'base64') END`;

function selectSql(schema: string, byId: boolean): string {
  return `SELECT cp.checkpoint, cp.checkpoint_id, cp.parent_checkpoint_id, cp.metadata,
  (SELECT json_agg(json_build_array(bl.channel, bl.type, ${BLOB_AS_TEXT('bl')}))
     FROM jsonb_each_text(cp.checkpoint -> 'channel_versions') cv
     JOIN "${schema}".checkpoint_blobs bl ON bl.thread_id = cp.thread_id AND bl.checkpoint_ns = cp.checkpoint_ns
      AND bl.channel = cv.key AND bl.version = cv.value
    WHERE bl.type <> 'empty') AS channel_values,
  (SELECT json_agg(json_build_array(cw.task_id, cw.channel, cw.type, ${BLOB_AS_TEXT('cw')}) ORDER BY cw.task_id, cw.idx)
     FROM "${schema}".checkpoint_writes cw
    WHERE cw.thread_id = cp.thread_id AND cw.checkpoint_ns = cp.checkpoint_ns AND cw.checkpoint_id = cp.checkpoint_id) AS pending_writes
  FROM "${schema}".checkpoints cp
 WHERE cp.thread_id = $1 AND cp.checkpoint_ns = $2 ${byId ? 'AND cp.checkpoint_id = $3' : 'ORDER BY cp.checkpoint_id DESC LIMIT 1'}`;
}

/**
 * PostgresSaver with one-statement `put` and a JSON-decoded `getTuple` (see the file comment). Construct like
 * PostgresSaver; `setup()` is the library's.
 */
export class AisleCheckpointSaver extends PostgresSaver {
  readonly #pool: pg.Pool;
  readonly #schema: string;
  readonly #latestSql: string;
  readonly #byIdSql: string;
  readonly #prefetched = new Map<string, Promise<CheckpointTuple | undefined>>();

  /**
   * @param pool the pool checkpoints are read and written through @param serde default {@link CheckpointSerde} (the
   * library's serializer, faster on message lists) @param schema tables' schema
   */
  constructor(pool: pg.Pool, serde: SerializerProtocol = new CheckpointSerde(), schema = CHECKPOINT_SCHEMA) {
    super(pool, serde, { schema });
    this.#pool = pool;
    this.#schema = schema;
    this.#latestSql = selectSql(schema, false);
    this.#byIdSql = selectSql(schema, true);
  }

  /** Deserialize one blob (bytes arrive as a Buffer, as node-postgres gives the library's bytea). */
  async #decode(type: string, value: string | null): Promise<unknown> {
    if (value === null) return this.serde.loadsTyped(type, Buffer.alloc(0));
    return this.serde.loadsTyped(type, type === 'json' ? value : Buffer.from(value, 'base64'));
  }

  /**
   * Start reading a thread's latest checkpoint now: the thread's next `getTuple` of its latest checkpoint answers with
   * this read instead of a new round trip. For a caller that holds the thread (its advisory lock: nothing writes the
   * thread meanwhile) and that reaches `getTuple` or {@link forgetPrefetch} next (a turn overlaps the read with its
   * approval check).
   */
  prefetchLatest(threadId: string): void {
    const read = this.#read({ configurable: { thread_id: threadId, checkpoint_ns: '' } });
    read.catch(() => {});
    this.#prefetched.set(threadId, read);
  }

  /**
   * Whether the thread's latest checkpoint, as {@link prefetchLatest} is reading it, is stopped at an interrupt (holds
   * a pending `__interrupt__` write, as LangGraph records an `interrupt()`); false when nothing is prefetched for it.
   * The prefetched read stays for the thread's next `getTuple`. Rejects when that read failed.
   */
  async prefetchedInterrupted(threadId: string): Promise<boolean> {
    const tuple = await this.#prefetched.get(threadId);
    return tuple?.pendingWrites?.some(([, channel]) => channel === INTERRUPT) ?? false;
  }

  /** Drop a prefetched read that was not used ({@link prefetchLatest}). */
  forgetPrefetch(threadId: string): void {
    this.#prefetched.delete(threadId);
  }

  /** The latest checkpoint of a thread (or the one `checkpoint_id` names), as PostgresSaver returns it. */
  override async getTuple(config: RunnableConfig): Promise<CheckpointTuple | undefined> {
    const { thread_id, checkpoint_ns = '', checkpoint_id } = (config.configurable ?? {}) as { thread_id?: string; checkpoint_ns?: string; checkpoint_id?: string };
    const prefetched = !checkpoint_id && checkpoint_ns === '' && thread_id !== undefined ? this.#prefetched.get(thread_id) : undefined;
    if (prefetched) {
      this.#prefetched.delete(thread_id!);
      return prefetched;
    }
    return this.#read(config);
  }

  async #read(config: RunnableConfig): Promise<CheckpointTuple | undefined> {
    const { thread_id, checkpoint_ns = '', checkpoint_id } = (config.configurable ?? {}) as { thread_id?: string; checkpoint_ns?: string; checkpoint_id?: string };
    const res = await this.#pool.query<LatestRow>(checkpoint_id
      ? { name: 'aisle_checkpoint_by_id', text: this.#byIdSql, values: [thread_id, checkpoint_ns, checkpoint_id] }
      : { name: 'aisle_checkpoint_latest', text: this.#latestSql, values: [thread_id, checkpoint_ns] });
    const row = res.rows[0];
    if (!row) return undefined;
    if (row.checkpoint.v < 4 && row.parent_checkpoint_id != null) return super.getTuple(config); // pending sends to migrate
    const channelValues: Record<string, unknown> = {};
    for (const [channel, type, value] of row.channel_values ?? []) channelValues[channel] = await this.#decode(type, value);
    const pendingWrites: [string, string, unknown][] = [];
    for (const [taskId, channel, type, value] of row.pending_writes ?? []) pendingWrites.push([taskId, channel, await this.#decode(type, value)]);
    const checkpoint: Checkpoint = {
      ...row.checkpoint,
      channel_versions: row.checkpoint.channel_versions ?? {},
      versions_seen: row.checkpoint.versions_seen ?? {},
      channel_values: channelValues,
    };
    const at = (id: string) => ({ configurable: { thread_id, checkpoint_ns, checkpoint_id: id } });
    return {
      config: at(row.checkpoint_id),
      checkpoint,
      metadata: await this._loadMetadata(row.metadata),
      parentConfig: row.parent_checkpoint_id ? at(row.parent_checkpoint_id) : undefined,
      pendingWrites,
    };
  }

  /** Save a checkpoint and its new channel blobs in one statement (same rows as PostgresSaver.put). */
  override async put(config: RunnableConfig, checkpoint: Checkpoint, metadata: CheckpointMetadata, newVersions: ChannelVersions): Promise<RunnableConfig> {
    if (config.configurable === undefined) throw new Error('Missing "configurable" field in "config" param');
    const { thread_id, checkpoint_ns = '', checkpoint_id } = config.configurable as { thread_id: string; checkpoint_ns?: string; checkpoint_id?: string };
    const [blobs, serializedMetadata] = await Promise.all([
      this._dumpBlobs(thread_id, checkpoint_ns, checkpoint.channel_values, newVersions), this._dumpMetadata(metadata),
    ]);
    const values: unknown[] = [thread_id, checkpoint_ns, checkpoint.id, checkpoint_id, this._dumpCheckpoint(checkpoint), serializedMetadata];
    const rows = blobs.map(([, , channel, version, type, blob]) => {
      values.push(channel, version, type, blob ?? null);
      const n = values.length;
      return `($1, $2, $${n - 3}, $${n - 2}, $${n - 1}, $${n})`;
    });
    const s = this.#schema;
    const blobCte = rows.length
      ? `WITH blobs AS (INSERT INTO "${s}".checkpoint_blobs (thread_id, checkpoint_ns, channel, version, type, blob) VALUES ${rows.join(', ')}
           ON CONFLICT (thread_id, checkpoint_ns, channel, version) DO NOTHING) `
      : '';
    await this.#pool.query(`${blobCte}INSERT INTO "${s}".checkpoints (thread_id, checkpoint_ns, checkpoint_id, parent_checkpoint_id, checkpoint, metadata)
      VALUES ($1, $2, $3, $4, $5, $6)
      ON CONFLICT (thread_id, checkpoint_ns, checkpoint_id) DO UPDATE SET checkpoint = EXCLUDED.checkpoint, metadata = EXCLUDED.metadata`, values);
    return { configurable: { thread_id, checkpoint_ns, checkpoint_id: checkpoint.id } };
  }
}
