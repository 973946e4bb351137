import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderMarkdown } from './markdown.ts';

test('renders bold and lists', () => {
  const html = renderMarkdown('**Hi**\n\n- a\n- b');
  assert.match(html, /<strong>Hi<\/strong>/);
  assert.match(html, /<li>a<\/li>/);
});

test('model text cannot inject script, handlers or javascript: links', () => {
  const html = renderMarkdown('<script>alert(1)</script> <img src=x onerror=alert(1)> [x](javascript:alert(1)) <a href="https://ok.example" onclick="x()">ok</a>');
  assert.doesNotMatch(html, /<script/i);
  assert.doesNotMatch(html, /<img/i);
  assert.doesNotMatch(html, /onerror=|onclick=/i);
  assert.doesNotMatch(html, /href="javascript:/i);
  assert.match(html, /href="https:\/\/ok.example"/);
});
