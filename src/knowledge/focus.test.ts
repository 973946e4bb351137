import { test } from 'node:test';
import assert from 'node:assert/strict';
import { articleSentences, focusSentences } from './focus.ts';

const RETURNS = `**Returns.** You can return most items within **30 days** of delivery, unused.

- Refunds go back to the original payment method within 5-7 business days after we receive the item.
- Exchanges for another size or colour are free.
- Opened personal care products cannot be returned.`;
const SHIPPING = `Orders ship from our warehouse within 1-2 business days.

- **Standard shipping** (3-5 business days): free on orders over $50, otherwise $5.99.
- **Express shipping** (1-2 business days): $14.99.
- We ship to the United States and Canada.`;

test('an article splits into sentences: list items whole, paragraphs by sentence, Markdown marks removed', () => {
  assert.deepEqual(articleSentences(RETURNS), [
    'Returns.', 'You can return most items within 30 days of delivery, unused.',
    'Refunds go back to the original payment method within 5-7 business days after we receive the item.',
    'Exchanges for another size or colour are free.', 'Opened personal care products cannot be returned.',
  ]);
});

test('the sentences that answer a question lead: by its rarer words, and by what it asks (cost, time, place)', () => {
  assert.deepEqual(focusSentences(RETURNS, 'does an exchange for another size cost me anything?'), ['Exchanges for another size or colour are free.']);
  assert.deepEqual(focusSentences(RETURNS, 'how long until I get my refund?'), ['Refunds go back to the original payment method within 5-7 business days after we receive the item.']);
  assert.deepEqual(focusSentences(RETURNS, 'can I send back a face lotion I opened?'), ['Opened personal care products cannot be returned.']);
  assert.deepEqual(focusSentences(SHIPPING, 'can you ship to germany?'), ['We ship to the United States and Canada.']);
  assert.deepEqual(focusSentences(SHIPPING, 'what does express cost?'), ['Express shipping (1-2 business days): $14.99.']);
});

test('no focus when nothing in the article answers, or too many sentences tie', () => {
  assert.deepEqual(focusSentences(RETURNS, 'what is your phone number?'), []);
  assert.deepEqual(focusSentences('One sentence only about returns.', 'returns?'), []);
});
