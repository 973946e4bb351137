import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expandChatSpeak } from './chat-speak.ts';

test('chat shorthand is written out and laughter dropped; other words and a message of only noise are kept', () => {
  assert.equal(expandChatSpeak('can u show me a few more'), 'can you show me a few more');
  assert.equal(expandChatSpeak('U.S. Divers only. u rock'), 'U.S. Divers only. you rock', 'initials with dots are no shorthand');
  assert.equal(expandChatSpeak('my pants keep sliding down lol what do i need'), 'my pants keep sliding down what do i need');
  assert.equal(expandChatSpeak('whats shipping gonna cost me'), "what's shipping going to cost me");
  assert.equal(expandChatSpeak('something for the house but idk what'), "something for the house but i don't know what");
  assert.equal(expandChatSpeak('a hoodie for her bday, w/ a hood pls'), 'a hoodie for her birthday, with a hood please');
  assert.equal(expandChatSpeak('I feel ill, its ok'), 'I feel ill, its ok', 'ordinary words stay');
  assert.equal(expandChatSpeak('lol'), 'lol');
});
