/** Public surface of the agent tests folder: the eval format, sandboxed replays, test runs and their routes. */
export {
  checkTurn, EvalConversationSchema, parseConversations, TurnExpectSchema, type EvalConversation, type ShownCard, type TurnAnswer, type TurnExpect,
} from './eval-format.ts';
export {
  durationMs, replayConversations, type ReplayConversation, type ReplayOptions, type ReplayReport, type ReplayTurn, type VersionAnswer, type VersionTotals,
} from './replay.ts';
export { AGENT_TEST_QUEUE, createAgentTests, deleteTestRunsBefore, type AgentTests, type AgentTestsDeps } from './service.ts';
export { createAgentTestRoutes } from './routes.ts';
export type { StartTestRun, TestRun, TestRunSummary } from './schemas.ts';
