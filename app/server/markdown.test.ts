import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.server";

describe("renderMarkdown", () => {
  it("escapes raw HTML instead of passing it through", () => {
    const html = renderMarkdown('Tekst <script>alert(1)</script> en <b onclick="x()">vet</b>.\n\n<div>blok</div>\n');
    expect(html).not.toMatch(/<script|<b |<div/);
    expect(html).toContain("&lt;script&gt;");
  });

  it("keeps internal links plain, marks external links and drops unsafe ones", () => {
    const html = renderMarkdown(
      '[kennismaking](/kennismaking "titel") [extern](https://example.org) [kwaad](javascript:alert(1))',
    );
    expect(html).toContain('<a href="/kennismaking">kennismaking</a>');
    expect(html).toMatch(/<a href="https:\/\/example\.org" target="_blank" rel="noopener noreferrer">extern/);
    expect(html).not.toContain("javascript:");
  });

  it("never renders a second h1", () => {
    expect(renderMarkdown("# Kop")).toBe("<h2>Kop</h2>\n");
  });

  it("keeps a single line break, as someone who does not know Markdown typed it (ADR 0117)", () => {
    expect(renderMarkdown("Groet,\nJan")).toBe("<p>Groet,<br />Jan</p>\n");
  });
});
