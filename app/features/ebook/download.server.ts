import { open } from "node:fs/promises";
import { Readable } from "node:stream";
import { ebookLinkPages, fillText } from "~/content/ebook";
import { currentEbook, type StoredEbook } from "~/server/ebook-storage.server";
import type { SiteIdentity } from "~/content/site";
import { businessDetails } from "~/server/business.server";
import { logger } from "~/server/logger.server";
import { verifyToken } from "~/server/secret.server";
import { ebookTokenPurpose } from "./delivery.server";
import { safeEbookFileName } from "./file-name";

/** Nothing about a download link may be cached or indexed: it is personal and short-lived. */
const privateHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * A small self-contained Dutch page for a link that cannot deliver the PDF.
 * This is a resource route without the site's layout, so it carries its own
 * styles (the CSP allows inline styles, never inline scripts).
 */
async function linkPage(status: number, kind: keyof Omit<typeof ebookLinkPages, "home">): Promise<Response> {
  const site: Pick<SiteIdentity, "email" | "businessName"> = await businessDetails();
  const page = ebookLinkPages[kind];
  const text = fillText(page.text, { email: site.email });
  const html = `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(page.title)} | ${escapeHtml(site.businessName)}</title>
<style>
body{margin:0;background:#fbf8f3;color:#3a4647;font:18px/1.6 system-ui,-apple-system,"Segoe UI",Arial,sans-serif}
main{max-width:36rem;margin:0 auto;padding:4rem 1.25rem}
.brand{margin:0 0 2.5rem;font-weight:600;color:#2a5246;text-decoration:none}
h1{margin:0 0 1rem;font-family:Georgia,serif;font-size:2rem;line-height:1.2;color:#1e2a2b}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:2rem}
.button{display:inline-block;border-radius:999px;padding:.75rem 1.5rem;font-weight:600;text-decoration:none}
.primary{background:#2a5246;color:#fbf8f3}
.primary:hover{background:#1f3f36}
.secondary{color:#1f3f36;box-shadow:inset 0 0 0 1px #8fb3a5;background:#fff}
a:focus-visible{outline:3px solid #b0582a;outline-offset:2px}
</style>
</head>
<body>
<main>
<p><a class="brand" href="/home">${escapeHtml(site.businessName)}</a></p>
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(text)}</p>
<p class="actions"><a class="button primary" href="/ebook-download">${escapeHtml(page.action)}</a><a class="button secondary" href="/home">${escapeHtml(ebookLinkPages.home)}</a></p>
</main>
</body>
</html>`;
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", ...privateHeaders } });
}

/**
 * The PDF itself, as a download (`attachment`) or to view in the browser
 * (`inline`, the coach's preview). The file is opened before the answer
 * starts, so a file replaced by an upload at that moment still arrives whole;
 * no path ever leaves the server. Undefined when the file cannot be opened.
 */
export async function ebookFileResponse(
  ebook: StoredEbook,
  method: string,
  disposition: "attachment" | "inline",
): Promise<Response | undefined> {
  let handle;
  try {
    handle = await open(ebook.path, "r");
  } catch (err) {
    logger.error({ err }, "current ebook could not be opened");
    return undefined;
  }
  const { size } = await handle.stat();
  const headers = {
    "Content-Type": "application/pdf",
    "Content-Length": String(size),
    "Content-Disposition": `${disposition}; filename="${safeEbookFileName(ebook.name)}"`,
    ...privateHeaders,
  };
  if (method === "HEAD") {
    await handle.close();
    return new Response(null, { status: 200, headers });
  }
  const stream = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
  return new Response(stream, { status: 200, headers });
}

/** GET /download/ebook/:token (D16): checks the signed link and streams the newest PDF. */
export async function ebookDownload(token: string, method: string): Promise<Response> {
  const check = verifyToken(ebookTokenPurpose, token);
  if (!check.ok) return check.reason === "expired" ? linkPage(410, "expired") : linkPage(404, "invalid");

  const ebook = currentEbook();
  if (!ebook) {
    logger.warn("ebook download link used while no e-book is uploaded");
    return linkPage(503, "unavailable");
  }
  const response = await ebookFileResponse(ebook, method, "attachment");
  if (!response) return linkPage(503, "unavailable");
  if (method !== "HEAD") logger.info({ requestId: check.payload }, "ebook downloaded");
  return response;
}
