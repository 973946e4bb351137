/** Agent tests API types (the server's own zod schemas, src/agent-tests/schemas.ts) and screen helpers. */
import type { z } from 'zod';
import type {
  StartTestRunSchema, TestRunSchema, TestRunSummarySchema, TestSetSchema,
} from '../../../../../src/agent-tests/schemas.ts';
import type { SettingsView } from '../../../../../src/stores/settings-schemas.ts';

/** GET /api/v1/admin/agent-tests/runs/{id} */
export type TestRun = z.infer<typeof TestRunSchema>;
/** A listed run. */
export type TestRunSummary = z.infer<typeof TestRunSummarySchema>;
/** One turn of a report. */
export type TestTurn = TestRun['results'][number];
/** One version's answer to a turn. */
export type VersionAnswer = TestTurn['live'];
/** POST body (as sent). */
export type StartTestRun = z.input<typeof StartTestRunSchema>;
/** GET /api/v1/admin/agent-tests/test-set */
export type TestSet = z.infer<typeof TestSetSchema>;
/** GET /api/v1/admin/settings (the draft being tested). */
export type { SettingsView };

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
