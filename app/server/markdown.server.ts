import { marked } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * Markdown the coach writes (newsletter bodies), turned into HTML that is safe
 * to put in a mail or a page: whatever `marked` produces passes an allowlist,
 * so raw HTML in the Markdown (scripts, event handlers, iframes, styles,
 * javascript: links) never comes through. Links stay exactly as written: no
 * rewriting, no tracking (issue #14).
 */
const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "strong",
    "em",
    "b",
    "i",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "code",
    "pre",
  ],
  allowedAttributes: { a: ["href", "title"] },
  allowedSchemes: ["https", "http", "mailto"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
};

export function renderMarkdown(md: string): string {
  const html = marked.parse(md, { async: false, gfm: true });
  return sanitizeHtml(html, allowed);
}
