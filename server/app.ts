import { createRequestListener } from "@mjackson/node-fetch-server";
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { createRequestHandler } from "react-router";
import * as build from "virtual:react-router/server-build";
import { env, publicUrl } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { contentSecurityPolicy, securityHeaders } from "~/server/security-headers.server";
import { compressedBody, loadStaticFiles, preferredEncoding, type StaticFile } from "./static-files";

declare module "react-router" {
  interface AppLoadContext {
    /** The CSP nonce of this response, for the few inline scripts React Router writes. */
    nonce: string;
  }
}

const https = publicUrl.startsWith("https://");
const baseHeaders = securityHeaders({ https });

function sendStatic(req: IncomingMessage, res: ServerResponse, path: string, file: StaticFile): void {
  res.setHeader("Content-Type", file.type);
  res.setHeader("Cache-Control", file.cacheControl);
  res.setHeader("ETag", file.etag);
  if (file.preloadHeader) res.setHeader("Link", file.preloadHeader);
  if (file.scriptHashes) {
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ path, scriptHashes: file.scriptHashes }));
  }
  if (req.headers["if-none-match"] === file.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  let body = file.body;
  if (file.compressible) {
    res.setHeader("Vary", "Accept-Encoding");
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    if (encoding) {
      body = compressedBody(file, encoding);
      res.setHeader("Content-Encoding", encoding);
    }
  }
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

const dynamicCompressible = /^(text\/|application\/(json|xml|rss\+xml|javascript))/;

/**
 * Compresses a rendered answer (pages, data, manifest) for clients that accept
 * it. Bodies are small and already buffered, so a fast one-shot compression
 * costs less than the bytes it saves.
 */
async function compressDynamic(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get("Content-Type") ?? "";
  const encoding = preferredEncoding(request.headers.get("Accept-Encoding") ?? undefined);
  if (!encoding || !response.body || !dynamicCompressible.test(type) || response.headers.has("Content-Encoding")) {
    return response;
  }
  const body = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.append("Vary", "Accept-Encoding");
  if (body.length < 1024) return new Response(body, { status: response.status, headers });
  headers.set("Content-Encoding", encoding);
  headers.delete("Content-Length");
  const compressed =
    encoding === "br"
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(body, { level: 6 });
  return new Response(compressed, { status: response.status, statusText: response.statusText, headers });
}

export function startServer(): void {
  const clientDir = fileURLToPath(new URL("../client", import.meta.url));
  const staticFiles = loadStaticFiles(clientDir);
  const handleDocument = createRequestHandler(build, env.NODE_ENV);

  const renderListener = createRequestListener(async (request) => {
    const nonce = randomBytes(16).toString("base64");
    const response = await handleDocument(request, { nonce });
    const path = new URL(request.url).pathname;
    response.headers.set("Content-Security-Policy", contentSecurityPolicy({ path, nonce }));
    return compressDynamic(request, response);
  });

  const server = createServer((req, res) => {
    const started = performance.now();
    res.on("finish", () => {
      logger.info(
        { method: req.method, url: req.url, status: res.statusCode, ms: Math.round(performance.now() - started) },
        "request",
      );
    });
    for (const [name, value] of Object.entries(baseHeaders)) res.setHeader(name, value);

    const path = (req.url ?? "/").split("?")[0] ?? "/";
    if (path.length > 1 && path.endsWith("/")) {
      res.writeHead(308, { Location: path.replace(/\/+$/, "") + (req.url ?? "").slice(path.length) });
      res.end();
      return;
    }
    const file = req.method === "GET" || req.method === "HEAD" ? staticFiles.get(path) : undefined;
    if (file) {
      sendStatic(req, res, path, file);
      return;
    }
    void renderListener(req, res);
  });

  server.listen(env.PORT, env.HOST, () => {
    logger.info({ url: `http://${env.HOST}:${env.PORT}`, publicUrl }, "server listening");
  });

  const shutdown = (signal: string) => {
    logger.info({ signal }, "shutting down");
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}
