import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AIMessage, HumanMessage } from '@langchain/core/messages';
import { safeJsonText, toJsonSafe } from './json-safe.ts';

test('safeJsonText is JSON.stringify of what toJsonSafe returned (kept from its measurement, or computed)', () => {
  const history = [new HumanMessage({ id: 'h', content: 'shoes \u0000 "quoted"' }), new AIMessage({ id: 'a', content: 'Here', tool_calls: [{ id: 'c', name: 'search_products', args: { q: 'x' } }] })];
  const values = [
    { messages: history, shopping: { shown: ['p1'], page: undefined } }, { output: 'text' }, history, 'plain', 42, null, undefined, true,
    { big: 'x'.repeat(40_000) }, new Map([['k', 1]]), [undefined, () => 1, 2],
  ];
  for (const v of values) {
    const safe = toJsonSafe(v);
    assert.equal(safeJsonText(safe), JSON.stringify(safe) ?? 'null');
    assert.equal(safeJsonText(toJsonSafe(v, 100)), JSON.stringify(toJsonSafe(v, 100)) ?? 'null', 'truncated forms too');
  }
  assert.equal(safeJsonText({ not: 'from toJsonSafe' }), '{"not":"from toJsonSafe"}');
});
