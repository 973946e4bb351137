import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SoftmaxModel, type SoftmaxRow } from './softmax.ts';

const settings = { epochs: 10, learningRate: 0.2, l2: 1e-4, seed: 1 };
const rows: SoftmaxRow[] = [];
for (let i = 0; i < 30; i++) {
  rows.push({ input: { 'w:shoe': 1, [`w:x${i % 5}`]: 1 }, label: 'shop' });
  rows.push({ input: { 'w:flight': 1, [`w:x${i % 7}`]: 1 }, label: 'off/travel' });
  rows.push({ input: { 'w:hello': 1, 'w:shoe': i % 3 === 0 ? 1 : 0 }, label: 'greet' });
}

test('softmax: learns separable labels, gives probabilities, is deterministic and round-trips through JSON', () => {
  const model = SoftmaxModel.train(rows, settings);
  assert.deepEqual([...model.labels], ['shop', 'off/travel', 'greet']);
  const p = model.probabilities({ 'w:flight': 1 });
  assert.ok(Math.abs(p.reduce((a, x) => a + x, 0) - 1) < 1e-9);
  assert.ok(p[1] > 0.9, `flight -> off/travel ${p[1]}`);
  assert.ok(model.probabilities({ 'w:shoe': 1 })[0] > 0.8);
  const unseen = model.probabilities({ 'w:never-seen': 1 });
  assert.equal(unseen.length, 3, 'unknown features are ignored, the bias decides');
  const again = SoftmaxModel.train(rows, settings);
  assert.deepEqual(again.toJSON(), model.toJSON(), 'same data and seed, same weights');
  const copy = SoftmaxModel.fromJSON(JSON.parse(JSON.stringify(model.toJSON())));
  assert.deepEqual([...copy.probabilities({ 'w:hello': 1 })], [...model.probabilities({ 'w:hello': 1 })]);
  assert.throws(() => SoftmaxModel.train([], settings), /no training rows/);
  assert.throws(() => SoftmaxModel.fromJSON({ ...model.toJSON(), bias: [0] }), /shape mismatch/);
});
