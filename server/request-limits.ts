import type { Server, ServerOptions } from "node:http";

/**
 * How long a client may take to send a request (ADR 0025). Slow clients
 * (slowloris: headers or body trickled byte by byte) are answered 408 and
 * disconnected, so they cannot hold the server's connections.
 */
export function httpTimeouts(requestTimeoutSeconds: number): ServerOptions {
  const requestTimeout = requestTimeoutSeconds * 1000;
  return {
    // Browsers send all headers at once; ten seconds covers the worst mobile link.
    headersTimeout: Math.min(10_000, requestTimeout),
    requestTimeout,
    // Longer than the idle timeout of common reverse proxies (nginx, load balancers: 60 s), so the
    // server never closes a connection the proxy is about to reuse.
    keepAliveTimeout: 65_000,
    // How often expired requests are looked for; Node's default (30 s) would let them linger.
    connectionsCheckingInterval: 1_000,
  };
}

/**
 * The same limits on a server created elsewhere (by `npm run dev`, for Vite's
 * hot-reload socket, ADR 0032). Only the check interval cannot be changed
 * after creation: Node's default (30 s) then lets slow clients linger longer.
 */
export function applyHttpTimeouts(server: Server, requestTimeoutSeconds: number): Server {
  const { headersTimeout, requestTimeout, keepAliveTimeout } = httpTimeouts(requestTimeoutSeconds);
  return Object.assign(server, { headersTimeout, requestTimeout, keepAliveTimeout });
}

const methodsWithoutBody = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every state-changing request to a page is a form post (D8): a body that is
 * not readable form data (broken multipart, JSON, nothing at all) can only be
 * hand-made, and would otherwise fail inside the route's action. The JSON
 * endpoints under /api/ read their own bodies.
 */
export async function isUnreadableForm(request: Request, path: string): Promise<boolean> {
  if (methodsWithoutBody.has(request.method) || path.startsWith("/api/")) return false;
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  // URL-encoded bodies (every form on the site but the e-book upload) always parse, so
  // they are not read twice; anything that is neither kind of form body never parses.
  if (type.startsWith("application/x-www-form-urlencoded")) return false;
  if (!type.startsWith("multipart/form-data")) return true;
  return request
    .clone()
    .formData()
    .then(
      () => false,
      () => true,
    );
}
