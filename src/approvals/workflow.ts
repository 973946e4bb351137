/**
 * The approval workflow around the agent: a staff decision (or the 72 h expiry) is stored first, then the agent's
 * graph is resumed from its checkpoint in the background (`Command({ resume: { decision, reason, staffId, approvalId } })`,
 * serialized with the thread's shopper turns by the agent service's per-thread queue and Postgres advisory lock).
 * The resumed run executes the action once and writes the outcome; the outcome is appended to the conversation as an
 * agent message and pushed live to the shopper's widget through `publish` (when the process has a realtime channel).
 * A decision whose resume never ran (process stopped in between) is picked up by {@link ApprovalWorkflow.recover}.
 */
import { randomUUID } from 'node:crypto';
import { turnStoreOf, type AgentService, type TurnTracer } from '../agent/index.ts';
import { appendMessage, renderMessages, requestHandoff, type RenderedMessage } from '../conversations/index.ts';
import type { Database } from '../db/index.ts';
import type { Logger } from '../shared/logger.ts';
import { findStoreById } from '../stores/index.ts';
import {
  DECIDED_BY_AUTO, DECIDED_BY_SYSTEM, decideApproval, expireApprovals, listUnresumedDecisions, markApprovalResumed,
  type Approval, type ApprovalResume, type Decision,
} from './service.ts';

/** Dependencies of {@link createApprovalWorkflow}. */
export type ApprovalWorkflowDeps = {
  database: Database;
  agent: AgentService;
  logger: Logger;
  /** Push a new agent message to the shopper's open widget (inbox realtime); without it the message is in history. */
  publish?: (storeId: string, conversationId: string, message: RenderedMessage) => Promise<void> | void;
  /** A turn's tracer (Aisle's run store and trace export); may be async. */
  createTracer?: (args: { storeId: string; conversationId: string; traceId: string }) => TurnTracer | Promise<TurnTracer>;
  /** Resumes running at once in this process (default 8): each holds a pooled connection for its thread lock. */
  maxConcurrentResumes?: number;
};

/** The workflow returned by {@link createApprovalWorkflow}. */
export type ApprovalWorkflow = {
  /**
   * Decide a pending approval (see approvals' decideApproval for the errors) and resume its thread in the background.
   * @throws AppError not_found, conflict, invalid_request
   */
  decide: (storeId: string, id: string, decision: Decision) => Promise<Approval>;
  /** Expire pending approvals past their 72 h and resume their threads with `{ decision: 'expired' }`. Returns how many. */
  expire: (now?: Date) => Promise<number>;
  /** Resume threads of decisions taken more than `olderThanMs` (default 60,000) ago that were never resumed. Returns how many. */
  recover: (olderThanMs?: number) => Promise<number>;
  /** Resume one decided approval now (awaits it). Returns whether the thread was waiting on it. */
  resume: (approval: Approval) => Promise<boolean>;
  /** Resolves when every background resume started so far has finished (tests, benchmarks, shutdown). */
  idle: () => Promise<void>;
};

/** The resume value for a decided approval (always an object: LangGraph ignores falsy resume values). */
export function resumeValueOf(a: Approval): ApprovalResume {
  const decision = a.status === 'denied' ? 'denied' : a.status === 'expired' ? 'expired' : 'approved';
  const staffId = a.decidedBy && a.decidedBy !== DECIDED_BY_AUTO && a.decidedBy !== DECIDED_BY_SYSTEM ? a.decidedBy : null;
  return { decision, reason: a.reason, staffId, approvalId: a.id };
}

/** Create the workflow. */
export function createApprovalWorkflow(deps: ApprovalWorkflowDeps): ApprovalWorkflow {
  const { database, agent, logger } = deps;
  const limit = Math.max(1, deps.maxConcurrentResumes ?? 8);
  const inflight = new Set<Promise<unknown>>();
  const waiting: (() => void)[] = [];
  let running = 0;

  async function withSlot<T>(fn: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await fn();
    } finally {
      running--;
      waiting.shift()?.();
    }
  }

  async function resume(a: Approval): Promise<boolean> {
    if (!a.interruptId || a.status === 'pending') return false;
    const store = await findStoreById(database, a.storeId);
    if (!store) return false;
    const traceId = randomUUID();
    const tracer = await deps.createTracer?.({ storeId: store.id, conversationId: a.conversationId, traceId });
    try {
      const result = await agent.resumeTurn({
        store: turnStoreOf(store), conversationId: a.conversationId, interruptId: a.interruptId, resume: resumeValueOf(a), traceId, tracer,
        requestHandoff: () => requestHandoff(database, store.id, a.conversationId),
      });
      if (result) {
        const row = await appendMessage(database, { storeId: store.id, conversationId: a.conversationId, role: 'agent', text: result.text, parts: result.parts, runId: traceId });
        tracer?.markRoot(result.status, { outputs: { text: result.text, parts: result.parts }, metadata: { model: result.model, approval_id: a.id } });
        if (deps.publish) {
          const [message] = await renderMessages(database, store.id, store.currency, [row]);
          await deps.publish(store.id, a.conversationId, message!);
        }
      }
      await markApprovalResumed(database, a.id);
      return result !== null;
    } catch (err) {
      tracer?.markRoot('error', { error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) });
      throw err;
    } finally {
      await tracer?.flush().catch(() => {});
    }
  }

  function schedule(a: Approval): void {
    const p = withSlot(() => resume(a)).catch((err: unknown) => {
      logger.error({ storeId: a.storeId, approvalId: a.id, err }, 'approval resume failed');
    });
    inflight.add(p);
    void p.finally(() => inflight.delete(p));
  }

  return {
    resume: (a) => withSlot(() => resume(a)),
    decide: async (storeId, id, decision) => {
      const a = await decideApproval(database, storeId, id, decision);
      schedule(a);
      return a;
    },
    expire: async (now) => {
      const expired = await expireApprovals(database, now ?? new Date());
      for (const a of expired) schedule(a);
      return expired.length;
    },
    recover: async (olderThanMs = 60_000) => {
      const rows = await listUnresumedDecisions(database, new Date(Date.now() - olderThanMs));
      for (const a of rows) schedule(a);
      return rows.length;
    },
    idle: async () => {
      while (inflight.size) await Promise.all([...inflight]);
    },
  };
}
