/**
 * Background jobs of the approvals capability: one pg-boss cron queue, `approvals.sweep`, every minute (one job per
 * minute across all processes): pending approvals past their 72 h expire and their threads are resumed with
 * `{ decision: 'expired' }` (the shopper is told); decisions whose resume never ran (a process stopped between
 * the decision and the resume) are resumed.
 */
import type { Jobs } from '../jobs/index.ts';
import type { ApprovalWorkflow } from './workflow.ts';

/** Queue name of the sweep. */
export const APPROVALS_SWEEP_QUEUE = 'approvals.sweep';

/** Register the sweep queue and its cron schedule (every minute, UTC). */
export async function registerApprovalJobs(jobs: Jobs, workflow: ApprovalWorkflow): Promise<void> {
  await jobs.register(APPROVALS_SWEEP_QUEUE, async () => {
    await workflow.expire();
    await workflow.recover();
    await workflow.idle();
  }, { cron: '* * * * *', policy: 'singleton', retryLimit: 0, expireInSeconds: 300 });
}
