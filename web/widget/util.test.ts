import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  counterText,
  isSendable,
  isTokenFresh,
  lastQuickReplies,
  loadState,
  parseRetryAfter,
  priceLabel,
  ratingView,
  safeUrl,
  saveState,
  textOn,
} from './util.ts';

const memoryStorage = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
};

test('state is kept per store and merged; broken or blocked storage never throws', () => {
  const s = memoryStorage();
  saveState(s, 'a', { v: 'v1', c: 'c1' });
  saveState(s, 'a', { open: true });
  saveState(s, 'b', { v: 'v2' });
  assert.deepEqual(loadState(s, 'a'), { v: 'v1', c: 'c1', open: true });
  assert.deepEqual(loadState(s, 'b'), { v: 'v2' });
  s.m.set('aisle:a', '{not json');
  assert.deepEqual(loadState(s, 'a'), {});
  const blocked = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
  assert.deepEqual(saveState(blocked, 'a', { open: true }), { open: true });
  assert.deepEqual(loadState(undefined, 'a'), {});
});

test('token freshness keeps a 30 s margin', () => {
  assert.equal(isTokenFresh(100_000, 60_000), true);
  assert.equal(isTokenFresh(100_000, 75_000), false);
  assert.equal(isTokenFresh(undefined, 0), false);
});

test('Retry-After: seconds, HTTP date, fallback, minimum 1', () => {
  assert.equal(parseRetryAfter('7', 0), 7);
  assert.equal(parseRetryAfter('0', 0), 1);
  assert.equal(parseRetryAfter(new Date(30_000).toUTCString(), 0), 30);
  assert.equal(parseRetryAfter(null, 0), 10);
  assert.equal(parseRetryAfter('soon', 0, 5), 5);
});

test('composer limits: 1-2000 chars after trim, counter from 1800', () => {
  assert.equal(isSendable('  '), false);
  assert.equal(isSendable(' hi '), true);
  assert.equal(isSendable('x'.repeat(2000)), true);
  assert.equal(isSendable('x'.repeat(2001)), false);
  assert.equal(counterText(1799), '');
  assert.equal(counterText(1950), '1950/2000');
});

test('only http(s) URLs survive', () => {
  assert.equal(safeUrl('https://shop.example/p/1'), 'https://shop.example/p/1');
  assert.equal(safeUrl('javascript:alert(1)'), null);
  assert.equal(safeUrl('data:image/png;base64,xx'), null);
  assert.equal(safeUrl('/relative'), null);
  assert.equal(safeUrl(null), null);
});

test('price label falls back to "Price not listed"', () => {
  assert.equal(priceLabel({ priceCents: 4500, priceText: '$45.00' }), '$45.00');
  assert.equal(priceLabel({ priceCents: null, priceText: null }), 'Price not listed');
  assert.equal(priceLabel({ priceCents: null, priceText: null }, 'Precio no indicado'), 'Precio no indicado');
});

test('rating rounds to half stars with an accessible label', () => {
  assert.deepEqual(ratingView(4.3, 120), { pct: 90, label: '4.5 out of 5 stars, 120 reviews' });
  assert.deepEqual(ratingView(5, 1), { pct: 100, label: '5 out of 5 stars, 1 review' });
  assert.deepEqual(ratingView(3.1, null), { pct: 60, label: '3 out of 5 stars' });
  assert.equal(ratingView(null, 3), null);
});

test('text colour on the primary colour picks the higher contrast', () => {
  assert.equal(textOn('#1f6feb'), '#fff');
  assert.equal(textOn('#000'), '#fff');
  assert.equal(textOn('#ffd700'), '#111');
  assert.equal(textOn('#ffffff'), '#111');
  assert.equal(textOn('red; x'), '#fff');
});

test('quick replies come from the last quick_replies part', () => {
  assert.deepEqual(lastQuickReplies([{ type: 'notice', text: 'n' }, { type: 'quick_replies', replies: ['a', 'b'] }]), ['a', 'b']);
  assert.deepEqual(lastQuickReplies([]), []);
});
