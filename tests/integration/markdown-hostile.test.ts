import { chromium, type Browser } from "@playwright/test";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderMarkdown } from "~/server/markdown.server";
import { chromiumArgs, testChromiumPath } from "../support/chromium.mjs";

/**
 * Hostile Markdown (ADR 0057): 1,000 generated documents that mix script,
 * `javascript:` links, event handlers and HTML in every form with Markdown
 * syntax are rendered by the one renderer posts use, put into one page and
 * checked by Chromium in one pass: nothing runs, and the DOM holds no element,
 * attribute or URL that could run something. A control article of raw HTML
 * (not rendered) proves the check finds what it looks for.
 */
const hostile = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "<img src=x onerror=alert(1)>",
  '<img src="x" onerror="alert(1)">',
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  "<iframe srcdoc='<script>alert(1)</script>'></iframe>",
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  "<style>*{background:url(javascript:alert(1))}</style>",
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<a href="javascript:alert(1)">klik</a>',
  "<a href=javascript:alert(1)>klik</a>",
  '<a href="  JaVaScRiPt:alert(1)">klik</a>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<details open ontoggle="alert(1)">x</details>',
  '<body onload="alert(1)">',
  '<input autofocus onfocus="alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  "<template><script>alert(1)</script></template>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  "<!--<script>alert(1)</script>-->",
  "[klik](javascript:alert(1))",
  "[klik](JAVASCRIPT:alert(1))",
  "[klik](java\tscript:alert(1))",
  "[klik](&#106;avascript:alert(1))",
  "[klik](javascript&colon;alert(1))",
  "[klik]( javascript:alert(1) )",
  "[klik](<javascript:alert(1)>)",
  "[klik](vbscript:msgbox(1))",
  "[klik](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  '[klik](/pad" onmouseover="alert(1))',
  "[klik](/pad 'titel\" onclick=alert(1)')",
  "![foto](javascript:alert(1))",
  '![foto](/beeld.png" onerror="alert(1))',
  "![foto](data:image/svg+xml,<svg onload=alert(1)>)",
  '![x" onerror="alert(1)](/beeld.png)',
  "<javascript:alert(1)>",
  "[a][1]\n\n[1]: javascript:alert(1)",
  '[a][2]\n\n[2]: https://example.org "\\" onclick=alert(1)"',
  "`<script>alert(1)</script>`",
  "```html\n<script>alert(1)</script>\n```",
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  '<a href="https://example.org" target="_self" onclick="alert(1)">extern</a>',
  "[extern](https://example.org)",
  "[intern](/kennismaking)",
  "- [ ] <input type=text onfocus=alert(1) autofocus>",
];
const syntax = [
  "# ",
  "## ",
  "> ",
  "- ",
  "1. ",
  "**",
  "_",
  "`",
  "\n\n",
  "\n",
  "[",
  "](",
  ")",
  "| a | b |\n|---|---|\n| ",
  "---\n",
];

const documents = fc.sample(
  fc
    .array(fc.oneof(fc.constantFrom(...hostile), fc.constantFrom(...syntax), fc.string({ maxLength: 12 })), {
      minLength: 1,
      maxLength: 16,
    })
    .map((parts) => parts.join("")),
  { numRuns: 1000, seed: 15 },
);

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumArgs });
});
afterAll(async () => {
  await browser?.close();
});

/** What the page finds, per article: elements, attributes and URLs that could run script. */
function findProblems(): Record<string, string[]> {
  const forbidden =
    "script,iframe,frame,object,embed,style,link,meta,base,form,svg,math,template,noscript,button,textarea,select";
  const problems: Record<string, string[]> = {};
  for (const article of Array.from(document.querySelectorAll("article"))) {
    const found: string[] = [];
    for (const element of Array.from(article.querySelectorAll(forbidden))) found.push(`<${element.localName}>`);
    for (const element of Array.from(article.querySelectorAll("*"))) {
      for (const { name, value } of Array.from(element.attributes)) {
        if (/^on/i.test(name) || name === "style" || name === "srcdoc" || name === "formaction") found.push(`@${name}`);
        if (["href", "src", "action", "xlink:href"].includes(name)) {
          const protocol = new URL(value, "https://site.example/").protocol;
          if (!["https:", "http:", "mailto:"].includes(protocol)) found.push(`${name}=${value}`);
        }
      }
      if (element.localName === "input" && (element as HTMLInputElement).type !== "checkbox") found.push("<input>");
    }
    for (const link of Array.from(article.querySelectorAll<HTMLAnchorElement>("a[href]"))) {
      const target = new URL(link.getAttribute("href") ?? "", "https://site.example/");
      const external = target.protocol.startsWith("http") && target.host !== "site.example";
      if (external && !(/\bnoopener\b/.test(link.rel) && /\bnoreferrer\b/.test(link.rel)))
        found.push(`rel=${link.rel}`);
    }
    if (found.length > 0) problems[article.id] = found;
  }
  return problems;
}

describe("1,000 hostile Markdown documents (ADR 0057)", () => {
  it("render with no executable markup, checked in Chromium", async () => {
    const articles = documents.map((markdown, i) => `<article id="doc-${i}">${renderMarkdown(markdown)}</article>`);
    const control = '<article id="control"><a href="javascript:alert(1)" onclick="alert(1)">x</a></article>';
    const page = await browser.newPage();
    await page.addInitScript(() => {
      const hits: string[] = [];
      (window as unknown as { hits: string[] }).hits = hits;
      window.alert = (message?: unknown) => void hits.push(String(message));
    });
    // A real page load, not setContent into an existing document: load-time handlers get their chance.
    await page.route("https://site.example/", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html><body>${articles.join("")}${control}</body></html>`,
      }),
    );
    await page.route(
      (url) => url.host !== "site.example",
      (route) => route.abort(),
    );
    await page.goto("https://site.example/", { waitUntil: "load" });

    const problems = await page.evaluate(findProblems);
    expect(problems.control?.sort()).toEqual(["@onclick", "href=javascript:alert(1)"]);
    delete problems.control;
    expect(problems).toEqual({});
    // Focus and hover everything once: no handler is left to fire.
    await page.evaluate(() => {
      for (const element of Array.from(document.querySelectorAll("article:not(#control) *"))) {
        for (const type of ["mouseover", "focus", "click", "toggle", "error", "load"]) {
          element.dispatchEvent(new Event(type));
        }
      }
    });
    expect(await page.evaluate(() => (window as unknown as { hits: string[] }).hits)).toEqual([]);
    await page.close();
  });
});
