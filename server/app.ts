import { createRequestListener, type ClientAddress } from "@remix-run/node-fetch-server";
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { createRequestHandler, type ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { featureHooks } from "~/features/server-hooks";
import { env, publicUrl } from "~/server/env.server";
import { publicLocation, publicOrigin, servedOrigin, servedOverHttps } from "~/server/public-origin.server";
import { closeDatabase, MigrationBackupError, openAppDatabase } from "~/server/db.server";
import { rateLimitAddress } from "~/server/client-address";
import { inRequest, logger, pathForLog } from "~/server/logger.server";
import { startJobs } from "~/server/jobs.server";
import { mailQueueJob } from "~/server/mail-queue.server";
import { DataKeyError } from "~/server/data-key.server";
import { retentionJob } from "~/server/retention.server";
import { contentSecurityPolicy, mollieCheckoutOrigin, securityHeaders } from "~/server/security-headers.server";
import { httpRefusals } from "~/content/http-refusals";
import { canonicalLocation } from "./canonical-path";
import { applyHttpTimeouts, httpTimeouts, isUnreadableForm } from "./request-limits";
import { routeRules, type RouteRules } from "./route-rules";
import { pagesOnFirstRequest } from "./page-fill";
import {
  compressedBody,
  loadStaticFiles,
  preferredEncoding,
  renderedKind,
  staticFile,
  type StaticFile,
} from "./static-files";
import { setPageRenderer } from "~/server/page-cache.server";

declare module "react-router" {
  interface AppLoadContext {
    /**
     * The CSP nonce of this response, for the few inline scripts React Router
     * writes; undefined for a page rendered into the page cache (script hashes instead).
     */
    nonce?: string;
    /**
     * The visitor's address (the proxy's X-Forwarded-For with TRUST_PROXY) as rate limits count it (D8):
     * an IPv6 client by its /64 (ADR 0085).
     */
    clientAddress: string;
  }
}

/**
 * A state-changing request from another site (CSRF) is refused before it
 * reaches any action: its Origin must be the origin the request is served as,
 * the same comparison React Router makes for actions (ADR 0069).
 */
function isCrossSite(req: IncomingMessage, origin: string): boolean {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return false;
  if (req.headers["sec-fetch-site"] === "cross-site") return true;
  const claimed = req.headers.origin;
  if (!claimed) return false;
  try {
    return new URL(claimed).origin !== origin;
  } catch {
    return true;
  }
}

/**
 * The largest body a form needs: the longest form (the intake) is far below
 * it. Uploads are the exception, registered by their feature (ADR 0034).
 */
const maxBodyBytes = 1024 * 1024;

/**
 * Bodies must declare their length and stay under the limit, so no request can
 * make the server buffer without end; browsers always send Content-Length for forms.
 */
function refuseBody(req: IncomingMessage, limit: number): 411 | 413 | undefined {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return undefined;
  const length = req.headers["content-length"];
  if (length === undefined) return req.headers["transfer-encoding"] ? 411 : undefined;
  return Number(length) > limit ? 413 : undefined;
}

/**
 * Behind a proxy, X-Forwarded-For is `<what the client claimed>, ..., <what the
 * proxy saw>`: only the right-most entry, appended by the trusted proxy, can
 * not be chosen by the client.
 */
function clientAddressOf(request: Request, socketAddress: string): string {
  if (!env.TRUST_PROXY) return socketAddress;
  const forwarded = request.headers.get("X-Forwarded-For")?.split(",").at(-1)?.trim();
  return forwarded || socketAddress;
}

function sendRefusal(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", ...headers });
  res.end(text);
}

/** The request's headers as a fetch Request without its body, for checks that must not read the body. */
function headersOnly(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (value) for (const item of value) headers.append(name, item);
  }
  return new Request(new URL(req.url ?? "/", "http://server.invalid"), { headers });
}

const baseHeaders = securityHeaders({ https: servedOverHttps });

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

/** What `npm run dev` adds (ADR 0032): Vite in middleware mode in front of the same server. */
export interface DevTools {
  /** The HTTP server Vite's hot-reload web socket is attached to; the server answers requests on it too. */
  httpServer: Server;
  /** Vite's middlewares: source modules, the hot-reload client and public/ files. */
  middlewares: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  /** The React Router build as it is now, reloaded by Vite after a change. */
  loadBuild: () => Promise<ServerBuild>;
}

export interface StartedServer {
  /**
   * Graceful stop: refuses new connections, lets requests in progress finish
   * (at most `graceMs`), stops the mail worker and timers, then checkpoints and
   * closes the database. Resolves true when no request had to be cut off.
   */
  stop: (graceMs: number) => Promise<boolean>;
}

/** Opens the database (key check, backup, migrations); a key or backup problem ends the process with its message only. */
async function openDatabaseOrExit(): Promise<void> {
  try {
    await openAppDatabase();
  } catch (error) {
    if (!(error instanceof DataKeyError || error instanceof MigrationBackupError)) throw error;
    logger.fatal(error.message);
    process.exit(1);
  }
}

/** The address a person can click: a server bound to every interface is reached on localhost. */
function listeningUrl(): string {
  const host = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
  return `http://${host.includes(":") ? `[${host}]` : host}:${env.PORT}`;
}

/**
 * A registered upload route (ADR 0034) is answered from its headers when it
 * can be: not signed in, or too many uploads at once. False when answered;
 * an admitted upload holds its place until its answer is sent. A refused
 * body is then discarded as it arrives (Node does that for an unread body),
 * never buffered; hanging up instead would make the client's TCP stack reset
 * the connection and lose the answer.
 */
async function admitUpload(
  rules: RouteRules,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<boolean> {
  const upload = req.method === "POST" ? rules.uploadAt(path) : undefined;
  if (!upload) return true;
  const refusal = await upload.beforeBody(headersOnly(req));
  if (refusal) {
    const headers: Record<string, string> = {};
    refusal.headers.forEach((value, name) => (headers[name] = value));
    res.writeHead(refusal.status, headers);
    res.end(Buffer.from(await refusal.arrayBuffer()));
    return false;
  }
  const leave = rules.enterUpload(upload);
  if (!leave) {
    sendRefusal(res, 503, httpRefusals.uploadsBusy, { "Retry-After": "30" });
    return false;
  }
  res.on("close", leave);
  return true;
}

/** A page's `.data` twin (for client-side navigation) goes wherever the page goes. */
function withData(paths: readonly string[]): string[] {
  return paths.flatMap((path) => (renderedKind(path) === ".html" ? [path, `${path}.data`] : [path]));
}

export async function startServer(dev?: DevTools): Promise<StartedServer> {
  // The key check and migrations run before the first request is accepted.
  await openDatabaseOrExit();
  const rules = routeRules(featureHooks);

  // In development Vite serves the client files and rebuilds; nothing is prerendered.
  const staticFiles = dev
    ? new Map<string, StaticFile>()
    : loadStaticFiles(fileURLToPath(new URL("../client", import.meta.url)));
  const handleDocument = createRequestHandler(dev?.loadBuild ?? build, env.NODE_ENV);
  // Pages whose data changes at run time go into the same memory, each rendered on its first request
  // after a change (ADR 0057, ADR 0137) as a prerendered page would be: no nonce, so its inline
  // scripts are allowed by hash.
  const changingPages = pagesOnFirstRequest(staticFiles, async (path) => {
    const response = await handleDocument(new Request(new URL(path, publicUrl)), { clientAddress: "127.0.0.1" });
    return response.status === 200
      ? staticFile(path, renderedKind(path), Buffer.from(await response.arrayBuffer()))
      : undefined;
  });
  if (!dev) {
    setPageRenderer(async (paths, dropped) => changingPages.invalidate(withData(paths), withData(dropped)));
  }

  await rules.start();
  const jobs = await startJobs([...rules.jobs, retentionJob, mailQueueJob]);

  const render = async (request: Request, client: ClientAddress): Promise<Response> => {
    const nonce = randomBytes(16).toString("base64");
    const path = new URL(request.url).pathname;
    // Upload routes stream their own bodies (ADR 0034); any other body is checked here.
    const response =
      !rules.uploadAt(path) && (await isUnreadableForm(request, path))
        ? new Response(httpRefusals.unreadableForm, {
            status: 400,
            headers: { "Content-Type": "text/plain; charset=utf-8" },
          })
        : await handleDocument(request, {
            nonce,
            clientAddress: rateLimitAddress(clientAddressOf(request, client.address)),
          });
    // Only a page gets the page CSP; any other answer (health, files, feeds, CSV) keeps `default-src 'none'` (docs/backend.md).
    if (response.headers.get("Content-Type")?.startsWith("text/html")) {
      response.headers.set(
        "Content-Security-Policy",
        contentSecurityPolicy({
          path,
          nonce,
          hotReload: Boolean(dev),
          schedulingWidget: env.BOOKING_PROVIDER === "calendly",
          paymentCheckout: env.MOLLIE_API_KEY ? mollieCheckoutOrigin(env.MOLLIE_API_ENDPOINT) : undefined,
        }),
      );
    }
    return compressDynamic(request, response);
  };
  /** The request React Router sees carries the origin it is served as, so its action check agrees with the browser's Origin. */
  const renderListener = (req: IncomingMessage, res: ServerResponse, origin: string) => {
    const { protocol, host } = new URL(origin);
    return createRequestListener(render, { protocol, host })(req, res);
  };

  let stopping = false;
  // Every request gets an id: on its request line and on every log line written while it is served (ADR 0087).
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const requestId = randomBytes(9).toString("base64url");
    inRequest(requestId, () => serve(req, res, requestId));
  };
  const serve = (req: IncomingMessage, res: ServerResponse, requestId: string) => {
    const started = performance.now();
    // In development Vite answers hundreds of module requests per page: those are not logged.
    let servedByVite = false;
    // A request on a kept-alive connection during shutdown is answered, then its connection closes.
    if (stopping) res.setHeader("Connection", "close");
    res.on("finish", () => {
      if (servedByVite) return;
      logger.info(
        // The path only, token segments masked: signed links are nobody's business in a log.
        {
          requestId,
          method: req.method,
          path: pathForLog(req.url ?? ""),
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
        },
        "request",
      );
    });
    for (const [name, value] of Object.entries(baseHeaders)) res.setHeader(name, value);

    const path = (req.url ?? "/").split("?")[0] ?? "/";
    // Another address than the site's own (ADR 0069): sent there, or refused when it carries a body.
    // A monitor on the machine may ask for /healthz at 127.0.0.1.
    const origin = servedOrigin(req.headers) ?? (path === "/healthz" ? publicOrigin : undefined);
    if (!origin) {
      if (req.method === "GET" || req.method === "HEAD") {
        res.writeHead(308, { Location: publicLocation(req.url ?? "/") });
        res.end();
      } else {
        sendRefusal(res, 421, httpRefusals.otherAddress, { Connection: "close" });
        req.resume();
      }
      return;
    }
    const location = canonicalLocation(req.url ?? "/");
    if (location) {
      res.writeHead(308, { Location: location });
      res.end();
      return;
    }
    if (isCrossSite(req, origin)) {
      res.writeHead(403, { "Content-Type": "text/plain; charset=utf-8" });
      res.end(httpRefusals.crossSite);
      return;
    }
    const bodyRefusal = refuseBody(req, rules.uploadAt(path)?.maxBodyBytes ?? maxBodyBytes);
    if (bodyRefusal) {
      sendRefusal(res, bodyRefusal, bodyRefusal === 413 ? httpRefusals.tooLarge : httpRefusals.lengthRequired, {
        Connection: "close",
      });
      req.resume();
      return;
    }
    const query = new URLSearchParams((req.url ?? "").split("?")[1] ?? "");
    const cacheable = (req.method === "GET" || req.method === "HEAD") && !rules.rendersQuery(path, query);
    const file = cacheable ? staticFiles.get(path) : undefined;
    if (file) {
      sendStatic(req, res, path, file);
      return;
    }
    /** No cached page answers: an upload's check first, then React Router (or Vite in development). */
    const renderPerRequest = () =>
      void admitUpload(rules, req, res, path).then(
        (admitted) => {
          if (!admitted) return;
          if (!dev) return void renderListener(req, res, origin);
          servedByVite = true;
          dev.middlewares(req, res, () => {
            servedByVite = false;
            void renderListener(req, res, origin);
          });
        },
        (error: unknown) => {
          logger.error({ err: error, path: pathForLog(path) }, "upload check failed");
          if (!res.headersSent) sendRefusal(res, 500, httpRefusals.serverError);
        },
      );
    if (cacheable && changingPages.isStale(path)) {
      changingPages.fill(path).then(
        (filled) => (filled ? sendStatic(req, res, path, filled) : renderPerRequest()),
        (error: unknown) => {
          logger.error({ err: error, path: pathForLog(path) }, "page render for the cache failed");
          renderPerRequest();
        },
      );
      return;
    }
    renderPerRequest();
  };
  const server = dev
    ? applyHttpTimeouts(dev.httpServer, env.REQUEST_TIMEOUT_SECONDS)
    : createServer(httpTimeouts(env.REQUEST_TIMEOUT_SECONDS));
  server.on("request", handle);

  server.listen(env.PORT, env.HOST, () => {
    const url = listeningUrl();
    logger.info({ url, publicUrl }, `server listening on ${url}`);
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
      await jobs.stop();
      await closeDatabase();
      logger.info("stopped: database checkpointed and closed");
      return finished;
    },
  };
}
