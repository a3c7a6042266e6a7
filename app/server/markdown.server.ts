import { Marked, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import { blogLabels } from "~/content/ui-labels";
import { publicUrl } from "./env.server";

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** A site path ("/aanbod", "/blog/x#y"), not a protocol-relative "//host". */
const isInternal = (href: string) => href.startsWith("/") && !href.startsWith("//");

/** Where the HTML goes: a page of the site, or a mail (whose links must be absolute and need no screen-reader hint). */
export type MarkdownTarget = "page" | "mail";

/**
 * Markdown rendered without raw HTML: HTML in the source is shown as text,
 * internal links are plain `<a href>`, external links open in a new tab and
 * say so, and any other scheme (javascript:, data:...) keeps only its text.
 * The page's title is its h1, so a `#` heading in the body becomes an h2.
 * A single line break stays a line break (ADR 0117): the coach writes as in a
 * mail, and 'Groet,' on one line with the name under it must stay that way.
 */
function markedFor(target: MarkdownTarget): Marked {
  const siteHref = (href: string) => (target === "mail" && isInternal(href) ? `${publicUrl}${href}` : href);
  return new Marked({
    async: false,
    gfm: true,
    breaks: true,
    renderer: {
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(text);
      },
      heading({ tokens, depth }: Tokens.Heading) {
        const level = Math.min(Math.max(depth, 2), 6);
        return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
      link({ href, tokens }: Tokens.Link) {
        const text = this.parser.parseInline(tokens);
        if (isInternal(href) || href.startsWith("#") || href.startsWith("mailto:")) {
          return `<a href="${escapeHtml(siteHref(href))}">${text}</a>`;
        }
        if (/^https?:\/\//i.test(href)) {
          if (target === "mail") return `<a href="${escapeHtml(href)}">${text}</a>`;
          return `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${text}<span class="sr-only"> ${blogLabels.opensInNewTab}</span></a>`;
        }
        return text;
      },
      image({ href, text }: Tokens.Image) {
        if (!isInternal(href)) return escapeHtml(text);
        return `<img src="${escapeHtml(siteHref(href))}" alt="${escapeHtml(text)}" loading="lazy" decoding="async">`;
      },
    },
  });
}

const renderers = { page: markedFor("page"), mail: markedFor("mail") };

/**
 * The second line of defence (ADR 0057): whatever the renderer lets through,
 * only this allowlist reaches a page. No script, style, iframe, form or event
 * handler; links only to the site, http(s) and mailto; a link that leaves the
 * site always carries rel="noopener noreferrer".
 */
const allowlist: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "ul",
    "ol",
    "li",
    "a",
    "strong",
    "em",
    "del",
    "code",
    "pre",
    "blockquote",
    "hr",
    "br",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "span",
    "input",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel"],
    img: ["src", "alt", "loading", "decoding"],
    span: ["class"],
    th: ["align"],
    td: ["align"],
    // GFM task lists: a disabled checkbox, nothing else.
    input: ["type", "checked", "disabled"],
  },
  allowedClasses: { span: ["sr-only"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: "escape",
  exclusiveFilter: (frame) => frame.tag === "input" && frame.attribs.type !== "checkbox",
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? "";
      if (isInternal(href) || href.startsWith("#") || href.startsWith("mailto:")) {
        return { tagName, attribs: { href } };
      }
      return { tagName, attribs: { href, target: "_blank", rel: "noopener noreferrer" } };
    },
    input: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: { type: "checkbox", disabled: "", ...(attribs.checked === undefined ? {} : { checked: "" }) },
    }),
  },
};

/** Coach-written Markdown (a blog post, a newsletter) as safe HTML for a page or a mail. */
export function renderMarkdown(md: string, target: MarkdownTarget = "page"): string {
  return sanitizeHtml(renderers[target].parse(md, { async: false }), allowlist);
}
