/** Public surface of the approvals folder: approval records, the decide/resume workflow and the admin API. */
export {
  APPROVAL_TTL_MS, DECIDED_BY_AUTO, DECIDED_BY_SYSTEM, decideApproval, executeApproval, expireApprovals, findApproval,
  findApprovalForToolCall, findOpenApprovalOnThread, listApprovals, outcomeOf, recordAutoApproval, recordPendingApproval,
  type Approval, type ApprovalFilter, type ApprovalOutcome, type ApprovalResume, type ApprovalStatus, type Decision,
} from './service.ts';
export { deleteCustomerApprovals, exportCustomerApprovals } from './privacy.ts';
// The decide → resume workflow (workflow.ts), its admin routes (routes.ts) and jobs (jobs.ts) resume agent threads, and
// the agent's action tools import this surface: they are wired by src/server.ts directly, so there is no import circle.
