/**
 * Markdown an operator wrote, made safe to put into the page: markdown-it renders it with raw
 * HTML off (typed tags come out as text), then sanitize-html keeps only the tags and attributes
 * an article needs. What never gets through: script and style, event-handler attributes, inline
 * styles (the CSP forbids them), links other than the app's own routes (`#/pages/...`), our own
 * paths and https, and images other than our own content images.
 */
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { API_BASE } from '@h5/shared/constants';

/** The one place an article's image may come from: a content image served by us. */
export const CONTENT_IMAGE_PATH = `${API_BASE}/content/image/`;
const OWN_IMAGE = new RegExp(`^${CONTENT_IMAGE_PATH}[1-9]\\d{0,17}$`);
/** An app route (hash routing), a path on our origin (not `//host`), or https elsewhere. */
const SAFE_HREF = /^(#\/|\/(?!\/)|https:\/\/)/i;

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
// markdown-it drops a link whose address fails this (it is then shown as text).
markdown.validateLink = (url) => SAFE_HREF.test(url.trim()) || OWN_IMAGE.test(url.trim());

/** markdown-it aligns table cells with a `style`; the CSP forbids inline styles, so a class says it. */
const ALIGN_CLASSES = ['ct-align-left', 'ct-align-center', 'ct-align-right'];
function alignedCell(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const align = /text-align:\s*(left|center|right)/.exec(attribs.style ?? '')?.[1];
  return { tagName, attribs: align ? { class: `ct-align-${align}` } : {} };
}

const POLICY: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'strong', 'em', 's', 'code', 'pre', 'blockquote', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title'], ol: ['start'], th: ['class'], td: ['class'] },
  allowedClasses: { th: ALIGN_CLASSES, td: ALIGN_CLASSES },
  allowedSchemes: ['https'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page's title is its one h1.
    h1: 'h2',
    th: alignedCell,
    td: alignedCell,
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https:/i.test(attribs.href ?? '') ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : { href: attribs.href ?? '', ...(attribs.title ? { title: attribs.title } : {}) },
    }),
  },
  exclusiveFilter: (frame) => (frame.tag === 'img' && !OWN_IMAGE.test(frame.attribs.src ?? '')) || (frame.tag === 'a' && !SAFE_HREF.test(frame.attribs.href ?? '')),
};

/** The article body's HTML, safe to put into the page as it is. */
export const renderArticle = (source: string): string => sanitizeHtml(markdown.render(source), POLICY);

/** The words of a Markdown body (text, code, link and image texts), for search. */
export function wordsOf(source: string): string {
  const words: string[] = [];
  for (const token of markdown.parse(source, {})) {
    if (token.type === 'fence' || token.type === 'code_block') words.push(token.content);
    for (const child of token.children ?? []) if (child.type === 'text' || child.type === 'code_inline') words.push(child.content);
  }
  return words.join(' ').replace(/\s+/g, ' ').trim();
}

/** One language's text of an article as an operator writes it: a front matter, then Markdown. */
export interface ArticleDocument {
  title: string;
  summary: string;
  markdown: string;
}

export const TITLE_MAX = 120;
export const SUMMARY_MAX = 300;
/** 100 KB of Markdown is a long article; more is a mistake. */
export const MARKDOWN_MAX = 100_000;

/**
 * Reads `---\ntitle: ...\nsummary: ...\n---\n<Markdown>`; null when the front matter is missing,
 * a field is empty or too long, or the body is empty or too long.
 */
export function parseDocument(text: string): ArticleDocument | null {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) return null;
  const fields = new Map<string, string>();
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const title = fields.get('title') ?? '';
  const summary = fields.get('summary') ?? '';
  const body = (match[2] ?? '').trim();
  if (!title || title.length > TITLE_MAX || summary.length > SUMMARY_MAX || !body || body.length > MARKDOWN_MAX) return null;
  return { title, summary, markdown: body };
}
