import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * The built client folder held in memory: hashed assets, public files and
 * the prerendered pages. Serving from memory with cached compression keeps
 * prerendered pages fast without a CDN in front.
 */
export interface StaticFile {
  body: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  /** CSP hashes of the inline scripts of a prerendered page. */
  scriptHashes?: string[];
  /** A `Link` header that preloads the page's stylesheets before its many script preloads. */
  preloadHeader?: string;
  compressible: boolean;
  compressed: Partial<Record<"br" | "gzip", Buffer>>;
}

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
  ".webmanifest": "application/manifest+json",
};

const compressible = new Set([".html", ".js", ".css", ".json", ".data", ".xml", ".txt", ".svg", ".webmanifest"]);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** The URL path a file answers: `aanbod/index.html` answers `/aanbod`. */
function urlPathOf(file: string): string {
  const path = "/" + file.split(sep).join("/");
  return path.endsWith("/index.html") ? path.slice(0, -"/index.html".length) || "/" : path;
}

const inlineScript = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(inlineScript)].map(
    (match) =>
      "sha256-" +
      createHash("sha256")
        .update(match[1] ?? "")
        .digest("base64"),
  );
}

const stylesheetLink = /<link rel="stylesheet" href="([^"]+)"/g;

function stylesheetPreloads(html: string): string | undefined {
  const hrefs = [...html.matchAll(stylesheetLink)].map((match) => `<${match[1]}>; rel=preload; as=style`);
  return hrefs.length ? hrefs.join(", ") : undefined;
}

function cacheControlFor(urlPath: string, ext: string): string {
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (ext === ".html" || ext === ".data" || ext === ".xml" || ext === ".txt")
    return "public, max-age=0, must-revalidate";
  return "public, max-age=604800";
}

/** The in-memory answer for `urlPath`, whose content is `body` of the kind `ext` (".html", ".xml"...). */
export function staticFile(urlPath: string, ext: string, body: Buffer): StaticFile {
  return {
    body,
    type: urlPath.endsWith("/rss.xml")
      ? "application/rss+xml; charset=utf-8"
      : (contentTypes[ext] ?? "application/octet-stream"),
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    cacheControl: cacheControlFor(urlPath, ext),
    scriptHashes: ext === ".html" ? inlineScriptHashes(body.toString("utf8")) : undefined,
    preloadHeader: ext === ".html" ? stylesheetPreloads(body.toString("utf8")) : undefined,
    compressible: compressible.has(ext),
    compressed: {},
  };
}

export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const full of walk(root)) {
    const rel = relative(root, full);
    if (rel.startsWith(".vite")) continue;
    const urlPath = urlPathOf(rel);
    files.set(urlPath, staticFile(urlPath, extname(full), readFileSync(full)));
  }
  return files;
}

/**
 * The file kind of a rendered path: "/blog/rss.xml" is XML, "/blog.data" the
 * page's data for client navigation, anything else an HTML page.
 */
export function renderedKind(path: string): string {
  const ext = extname(path);
  return ext === ".xml" || ext === ".data" || ext === ".txt" ? ext : ".html";
}

/** Compresses once per file and encoding, on first demand. */
export function compressedBody(file: StaticFile, encoding: "br" | "gzip"): Buffer {
  const cached = file.compressed[encoding];
  if (cached) return cached;
  const body =
    encoding === "br"
      ? brotliCompressSync(file.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      : gzipSync(file.body, { level: 9 });
  file.compressed[encoding] = body;
  return body;
}

export function preferredEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  if (!acceptEncoding) return undefined;
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return undefined;
}
