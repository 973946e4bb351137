/**
 * A trace of model calls made outside a shopper's turn (the catalog vocabulary translated after an import or a
 * Shopify sync): recorded in the run store as a turn is — a root chain run named after the work, with every model
 * call under it as an llm run with its tokens and cost (the {@link RunTracer} is the calls' LangChain callback
 * handler), and the root's totals (`total_input_tokens`, `total_output_tokens`, `total_cost_usd`). So the store's
 * traces list it (intent = its name, no conversation) and the overview's model usage counts its tokens and cost; its
 * root is marked `metadata.background`, so it is not counted as an agent turn.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/index.ts';
import { RunTracer } from './tracer.ts';

/** A running background trace: pass `handler` in the model calls' `callbacks`, then `end` it once. */
export type BackgroundTrace = {
  /** The root run's id (= trace id). */
  traceId: string;
  /** The LangChain callback handler recording the model calls under the root. */
  handler: RunTracer;
  /** End the root (`error`: it failed as a whole) with its outputs, and write the trace. Never rejects. */
  end: (outcome: { outputs?: unknown; error?: string }) => Promise<void>;
};

/** Options of {@link startBackgroundTrace}: the store, the work's name (root name and intent), its inputs. */
export type BackgroundTraceOptions = { storeId: string; name: string; inputs?: unknown; onError?: (err: Error) => void };

/** Start a background trace (its root run begins now; nothing is written until {@link BackgroundTrace.end}). */
export function startBackgroundTrace(database: Database, opts: BackgroundTraceOptions): BackgroundTrace {
  const traceId = randomUUID();
  const tracer = new RunTracer({ database, storeId: opts.storeId, conversationId: null, traceId, ...(opts.onError ? { onError: opts.onError } : {}) });
  tracer.handleChainStart({ lc: 1, type: 'not_implemented', id: [opts.name] }, { input: opts.inputs ?? null }, traceId, undefined, [], {}, undefined, opts.name);
  tracer.setIntent(opts.name);
  let ended = false;
  return {
    traceId,
    handler: tracer,
    async end({ outputs, error }) {
      if (ended) return;
      ended = true;
      tracer.markRoot(error ? 'error' : 'done', { outputs: outputs ?? null, metadata: { background: true }, ...(error ? { error } : {}) });
      await tracer.flush();
    },
  };
}
