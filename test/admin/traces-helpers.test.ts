/** Pure helpers of the admin traces screen: filters ↔ API query, run tree, time axis, bar geometry. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { appliedFilters, readFilters, toApiQuery } from '../../web/admin/src/screens/traces/filters.ts';
import { axisLengthMs, axisTicks, barGeometry, buildTraceTree, visibleNodes } from '../../web/admin/src/screens/traces/tree.ts';
import type { TraceRun } from '../../web/admin/src/screens/traces/types.ts';

const run = (id: string, parent: string | null, start: number, end: number | null): TraceRun => ({
  id, parent_id: parent, kind: 'chain', name: id, status: 'done', started_at: '', ended_at: null, start_offset_ms: start, end_offset_ms: end,
  duration_ms: end === null ? null : end - start, model: null, input_tokens: null, output_tokens: null, cost_usd: null, error: null,
  inputs: null, outputs: null, truncated: { inputs: false, outputs: false }, metadata: {},
});

describe('traces filters', () => {
  it('sends only valid values, with the date range as whole local days', () => {
    const f = readFilters(new URLSearchParams('status=error,out_of_steps&min_duration_ms=12&max_duration_ms=1.&min_cost_usd=0.001&model=%20gpt-4o%20&conversation_id=abc&from=2026-03-01&to=2026-03-02'));
    const q = new URLSearchParams(toApiQuery(f));
    assert.equal(q.get('status'), 'error,out_of_steps');
    assert.equal(q.get('min_duration_ms'), '12');
    assert.equal(q.get('max_duration_ms'), null, 'a half-typed number is left out');
    assert.equal(q.get('min_cost_usd'), '0.001');
    assert.equal(q.get('model'), 'gpt-4o');
    assert.equal(q.get('conversation_id'), null, 'a partial id is left out');
    assert.equal(q.get('from'), new Date(2026, 2, 1).toISOString());
    assert.equal(q.get('to'), new Date(2026, 2, 3).toISOString(), 'the "to" day is included');
    assert.deepEqual(appliedFilters(f).map((a) => a.label), [
      'Status: Error, Out of steps', 'Duration 12 ms–1. ms', 'Cost ≥ $0.001', 'Model: gpt-4o', 'Conversation: abc…', 'Started 2026-03-01 – 2026-03-02',
    ]);
  });
});

describe('trace tree and axis', () => {
  const runs = [run('root', null, 0, 1000), run('a', 'root', 2, 400), run('a1', 'a', 3, 300), run('b', 'root', 400, 990), run('orphan', 'gone', 10, null)];

  it('nests runs, keeps orphans as roots, and hides collapsed subtrees', () => {
    const roots = buildTraceTree(runs);
    assert.deepEqual(roots.map((r) => r.run.id), ['root', 'orphan']);
    assert.deepEqual(visibleNodes(roots, new Set()).map((n) => `${n.run.id}:${n.depth}`), ['root:0', 'a:1', 'a1:2', 'b:1', 'orphan:0']);
    assert.deepEqual(visibleNodes(roots, new Set(['a'])).map((n) => n.run.id), ['root', 'a', 'b', 'orphan']);
  });

  it('places bars on a 1/2/5 axis; pending runs reach the end', () => {
    assert.equal(axisLengthMs(runs), 1000);
    assert.deepEqual(axisTicks(1000), [0, 200, 400, 600, 800, 1000]);
    assert.deepEqual(axisTicks(37), [0, 10, 20, 30]);
    assert.deepEqual(barGeometry(runs[3]!, 1000), { left: 40, width: 59 });
    assert.deepEqual(barGeometry(runs[4]!, 1000), { left: 1, width: 99 });
    assert.equal(barGeometry(run('z', null, 5, 5), 1000).width, 0.4, 'a 0 ms run stays visible');
  });
});
