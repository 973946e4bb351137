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

test('sanitize-html is 2.17.6 or later (GHSA: URI schemes of attributes other than href/src/cite were not checked; issue 13 item 12)', async () => {
  const { createRequire } = await import('node:module');
  const { version } = createRequire(import.meta.url)('sanitize-html/package.json') as { version: string };
  const [major, minor, patch] = version.split('.').map((n) => Number.parseInt(n, 10)) as [number, number, number];
  const atLeast = major > 2 || (major === 2 && (minor > 17 || (minor === 17 && patch >= 6)));
  assert.ok(atLeast, `sanitize-html ${version} is older than 2.17.6`);
});
