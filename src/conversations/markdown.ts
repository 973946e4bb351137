/**
 * Agent text → safe HTML: Markdown rendered by `marked`, then sanitized by `sanitize-html` with a small
 * allow-list. The widget shows only this sanitized HTML; raw model text is never inserted as HTML.
 */
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const marked = new Marked({ gfm: true, breaks: true, async: false });

/** Tags and attributes allowed in rendered agent messages. Links: https/http/mailto only, opened in a new tab. */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a', 'code', 'pre', 'blockquote', 'del'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }) },
  disallowedTagsMode: 'escape',
};

/** Render Markdown to sanitized HTML (never throws; empty input → empty string). */
export function renderMarkdown(markdown: string): string {
  if (!markdown.trim()) return '';
  return sanitizeHtml(marked.parse(markdown) as string, SANITIZE).trim();
}
