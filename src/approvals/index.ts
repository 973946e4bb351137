/** Public surface of the approvals folder: approval records, the decide/resume workflow and the admin API. */
export {
  APPROVAL_TTL_MS, DECIDED_BY_AUTO, DECIDED_BY_SYSTEM, decideApproval, executeApproval, expireApprovals, findApproval,
  findApprovalForToolCall, findOpenApprovalOnThread, listApprovals, outcomeOf, recordAutoApproval, recordPendingApproval,
  type Approval, type ApprovalFilter, type ApprovalOutcome, type ApprovalResume, type ApprovalStatus, type Decision,
} from './service.ts';
export { createApprovalWorkflow, resumeValueOf, type ApprovalWorkflow, type ApprovalWorkflowDeps } from './workflow.ts';
export { createApprovalRoutes, type ApprovalRouteDeps } from './routes.ts';
export { APPROVALS_SWEEP_QUEUE, registerApprovalJobs } from './jobs.ts';
