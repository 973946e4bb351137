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

/**
 * Knowledge articles (admin preview) also keep headings, rules and GFM tables; everything else as {@link SANITIZE}
 * (no images, scripts, styles or event attributes).
 */
const SANITIZE_ARTICLE: sanitizeHtml.IOptions = {
  ...SANITIZE,
  allowedTags: [...(SANITIZE.allowedTags as string[]), 'h1', 'h2', 'h3', 'h4', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
};

/**
 * Render Markdown to sanitized HTML (never throws; empty input → empty string). `profile` 'message' (default: agent
 * and staff messages in the widget) or 'article' (knowledge articles: adds headings, rules and tables).
 */
export function renderMarkdown(markdown: string, profile: 'message' | 'article' = 'message'): string {
  if (!markdown.trim()) return '';
  return sanitizeHtml(marked.parse(markdown) as string, profile === 'article' ? SANITIZE_ARTICLE : SANITIZE).trim();
}
