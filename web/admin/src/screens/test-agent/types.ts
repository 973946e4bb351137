/** Agent tests API types (generated from the server's schemas, web/api) and screen helpers. */
import type { ApiBody, ApiResponse, Schemas } from '../../../../api/index.ts';

/** GET /api/v1/admin/agent-tests/runs/{id} */
export type TestRun = Schemas['TestRun'];
/** A listed run. */
export type TestRunSummary = Schemas['TestRunSummary'];
/** One turn of a report. */
export type TestTurn = TestRun['results'][number];
/** One version's answer to a turn. */
export type VersionAnswer = TestTurn['live'];
/** POST /api/v1/admin/agent-tests/runs body (as sent). */
export type StartTestRun = ApiBody<'/api/v1/admin/agent-tests/runs', 'post'>;
/** GET /api/v1/admin/agent-tests/test-set */
export type TestSet = Schemas['TestSet'];
/** GET /api/v1/admin/settings (the draft being tested). */
export type SettingsView = ApiResponse<'/api/v1/admin/settings', 'get'>;

/** Query keys. */
export const RUNS_KEY = ['agent-tests', 'runs'] as const;
export const runKey = (id: string) => ['agent-tests', 'run', id] as const;
export const TEST_SET_KEY = ['agent-tests', 'test-set'] as const;

/** Whether a run is still going (the screen polls it). */
export const isActive = (r: Pick<TestRunSummary, 'status'>) => r.status === 'queued' || r.status === 'running';

/** How a run's conversations were chosen, in words. */
export function sourceLabel(s: TestRunSummary['source']): string {
  if (s.source === 'recent') {
    return [`Conversations of the last ${s.since}`, s.intent ? `intent ${s.intent}` : '', s.flagged ? 'flagged only' : ''].filter(Boolean).join(', ');
  }
  return s.source === 'saved' ? `Saved test set “${s.name ?? ''}”` : `Uploaded “${s.name ?? ''}”`;
}
