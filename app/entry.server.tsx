import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceContext } from "~/components/nonce";
import { logger, pathForLog } from "~/server/logger.server";
import type { RouteHandle } from "~/root";
import { scriptsAfterPaint } from "~/server/scripts-after-paint.server";

export const streamTimeout = 5_000;

/**
 * What a loader or action throws reaches the structured log (ADR 0087): one
 * line with the request id (added by the logger in a request's scope), the
 * method and the path as `pathForLog` gives it; never the body or the query.
 * A refusal React Router makes itself (405, a route without an action) is a
 * warning with its status only: its text quotes the URL.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  // The visitor went away before the answer: nothing went wrong on our side.
  if (request.signal.aborted) return;
  const where = { method: request.method, path: pathForLog(request.url) };
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.warn({ ...where, status: error.status }, "request refused");
    return;
  }
  // React Router wraps some errors in a response of its own; the error inside is what happened.
  const thrown: unknown = isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error) : error;
  logger.error({ ...where, err: thrown }, "request failed");
};

/**
 * A visitor's page paints before its scripts load (ADR 0068). The admin portal
 * hydrates as early as it can: the coach works in its forms at once, and text
 * typed before hydration could be reset by it. Development leaves the scripts
 * to Vite's client and hot reloading.
 */
function scriptsWaitForPaint({ staticHandlerContext, routeModules }: EntryContext): boolean {
  const frames = staticHandlerContext.matches.map(
    (match) => (routeModules[match.route.id]?.handle as RouteHandle | undefined)?.frame,
  );
  return import.meta.env.PROD && !frames.includes("admin");
}

/**
 * Renders the whole document before answering (no streaming): every visitor
 * and crawler gets complete HTML (D7), and one buffered write is faster than
 * a stream for pages of this size.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext | undefined,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Prerendering has no load context: those pages get script hashes instead.
  const nonce = loadContext?.nonce;
  const finish = scriptsWaitForPaint(routerContext) ? scriptsAfterPaint : (html: string) => html;

  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeout);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(
          new Response(finish(Buffer.concat(chunks).toString("utf8")), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        // The document is sent whole, so every finished Suspense boundary (such as a lazy
        // component) belongs in place, never moved in later by a script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // The path without query or token segments: signed links must not end up in the log.
          logger.error({ err: error, path: pathForLog(request.url) }, "render error");
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
