import { createRequestListener } from "@mjackson/node-fetch-server";
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { createRequestHandler } from "react-router";
import * as build from "virtual:react-router/server-build";
import { env, publicUrl } from "~/server/env.server";
import { announceSetupCode } from "~/features/admin-auth/accounts.server";
import { needsAdminRender } from "~/features/ebook-admin/admin-view";
import { ebookUploadMaxBodyBytes, ebookUploadPath } from "~/features/ebook-admin/limits";
import { closeDatabase, database } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { startMailWorker } from "~/server/mail-queue.server";
import { DataKeyError } from "~/server/data-key.server";
import { startRetention } from "~/server/retention.server";
import { contentSecurityPolicy, securityHeaders } from "~/server/security-headers.server";
import { httpRefusals } from "~/content/http-refusals";
import { httpTimeouts, isUnreadableForm } from "./request-limits";
import { compressedBody, loadStaticFiles, preferredEncoding, type StaticFile } from "./static-files";

declare module "react-router" {
  interface AppLoadContext {
    /** The CSP nonce of this response, for the few inline scripts React Router writes. */
    nonce: string;
    /** The visitor's address (the proxy's X-Forwarded-For with TRUST_PROXY), the key of rate limits (D8). */
    clientAddress: string;
  }
}

/** A state-changing request from another site (CSRF) is refused before it reaches any action. */
function isCrossSite(req: IncomingMessage): boolean {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return false;
  if (req.headers["sec-fetch-site"] === "cross-site") return true;
  const origin = req.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}

/** The largest request body any form needs (the intake questionnaire at its limits). */
const maxBodyBytes = 6 * 1024 * 1024;

/**
 * Bodies must declare their length and stay under the limit, so no request can
 * make the server buffer without end; browsers always send Content-Length for forms.
 */
function refuseBody(req: IncomingMessage, path: string): 411 | 413 | undefined {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return undefined;
  const length = req.headers["content-length"];
  if (length === undefined) return req.headers["transfer-encoding"] ? 411 : undefined;
  // The one exception: the coach's e-book upload (D17, 25 MB), still bounded; its route checks the admin before reading.
  const limit = path === ebookUploadPath || path === `${ebookUploadPath}.data` ? ebookUploadMaxBodyBytes : maxBodyBytes;
  return Number(length) > limit ? 413 : undefined;
}

function clientAddressOf(request: Request, socketAddress: string): string {
  if (!env.TRUST_PROXY) return socketAddress;
  const forwarded = request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim();
  return forwarded || socketAddress;
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
 * A download (CSV export) is a stream of any length: it is gzipped as it
 * streams, never buffered whole, so the server's memory does not grow with
 * the number of rows (brotli has no streaming form in the web streams API).
 */
function compressDownload(request: Request, response: Response): Response {
  if (!response.body || !/\bgzip\b/.test(request.headers.get("Accept-Encoding") ?? "")) return response;
  const headers = new Headers(response.headers);
  headers.append("Vary", "Accept-Encoding");
  headers.set("Content-Encoding", "gzip");
  headers.delete("Content-Length");
  return new Response(response.body.pipeThrough(new CompressionStream("gzip")), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

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
  if (response.headers.get("Content-Disposition")?.startsWith("attachment")) return compressDownload(request, response);
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

export interface StartedServer {
  /**
   * Graceful stop: refuses new connections, lets requests in progress finish
   * (at most `graceMs`), stops the mail worker and timers, then checkpoints and
   * closes the database. Resolves true when no request had to be cut off.
   */
  stop: (graceMs: number) => Promise<boolean>;
}

/** Opens the database (key check, migrations); a key problem ends the process with its message only. */
async function openDatabaseOrExit(): Promise<void> {
  try {
    await database();
  } catch (error) {
    if (!(error instanceof DataKeyError)) throw error;
    logger.fatal(error.message);
    process.exit(1);
  }
}

export async function startServer(): Promise<StartedServer> {
  // The key check and migrations run before the first request is accepted.
  await openDatabaseOrExit();
  await announceSetupCode();
  const retention = await startRetention();
  const mailWorker = startMailWorker();

  const clientDir = fileURLToPath(new URL("../client", import.meta.url));
  const staticFiles = loadStaticFiles(clientDir);
  const handleDocument = createRequestHandler(build, env.NODE_ENV);

  const renderListener = createRequestListener(async (request, client) => {
    const nonce = randomBytes(16).toString("base64");
    const path = new URL(request.url).pathname;
    const response = (await isUnreadableForm(request, path))
      ? new Response(httpRefusals.unreadableForm, {
          status: 400,
          headers: { "Content-Type": "text/plain; charset=utf-8" },
        })
      : await handleDocument(request, { nonce, clientAddress: clientAddressOf(request, client.address) });
    response.headers.set("Content-Security-Policy", contentSecurityPolicy({ path, nonce }));
    return compressDynamic(request, response);
  });

  let stopping = false;
  const server = createServer(httpTimeouts(env.REQUEST_TIMEOUT_SECONDS), (req, res) => {
    const started = performance.now();
    // A request on a kept-alive connection during shutdown is answered, then its connection closes.
    if (stopping) res.setHeader("Connection", "close");
    res.on("finish", () => {
      logger.info(
        // The path only: query strings carry signed tokens that are nobody's business in a log.
        {
          method: req.method,
          path: req.url?.split("?")[0],
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
        },
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
    if (isCrossSite(req)) {
      res.writeHead(403, { "Content-Type": "text/plain; charset=utf-8" });
      res.end(httpRefusals.crossSite);
      return;
    }
    const bodyRefusal = refuseBody(req, path);
    if (bodyRefusal) {
      res.writeHead(bodyRefusal, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
      res.end(bodyRefusal === 413 ? httpRefusals.tooLarge : httpRefusals.lengthRequired);
      req.resume();
      return;
    }
    // ?admin=true on the prerendered /ebook-download is rendered per request (ADR 0010).
    const prerendered = !needsAdminRender(path, (req.url ?? "").slice(path.length));
    const file = (req.method === "GET" || req.method === "HEAD") && prerendered ? staticFiles.get(path) : undefined;
    if (file) {
      sendStatic(req, res, path, file);
      return;
    }
    void renderListener(req, res);
  });

  server.listen(env.PORT, env.HOST, () => {
    logger.info({ url: `http://${env.HOST}:${env.PORT}`, publicUrl }, "server listening");
  });

  return {
    async stop(graceMs) {
      stopping = true;
      const drained = new Promise<boolean>((resolve) => server.close(() => resolve(true)));
      server.closeIdleConnections();
      logger.info("shutting down: no new connections, finishing requests in progress");
      let graceTimer: NodeJS.Timeout | undefined;
      const expired = new Promise<boolean>((resolve) => (graceTimer = setTimeout(() => resolve(false), graceMs)));
      const finished = await Promise.race([drained, expired]);
      clearTimeout(graceTimer);
      if (!finished) {
        logger.error({ graceMs }, "shutdown: requests still open after the grace period; closing them");
        server.closeAllConnections();
      }
      retention.stop();
      await mailWorker.stop();
      await closeDatabase();
      logger.info("stopped: database checkpointed and closed");
      return finished;
    },
  };
}
