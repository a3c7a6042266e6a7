import type { IncomingHttpHeaders } from "node:http";
import { env, publicUrl } from "./env.server";

/**
 * The one place that knows the site's own address (ADR 0069): request URLs,
 * redirects, the cross-site check, cookies and HSTS follow from PUBLIC_URL;
 * links in pages, mails and feeds use `publicUrl` from env.server.ts.
 */

/** PUBLIC_URL's scheme, host and port, e.g. `https://coach.nl`. */
export const publicOrigin = new URL(publicUrl).origin;

/** HSTS and the Secure `__Host-` session cookie: decided by PUBLIC_URL, never by a request header (ADR 0026). */
export const servedOverHttps = publicOrigin.startsWith("https:");

/**
 * Whether an address is this machine: a PUBLIC_URL on it is a development or
 * test install (a development data key is allowed, ADR 0016; every local name
 * and port is served, ADR 0069), anything else is a real deployment.
 */
export function isLocalAddress(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

export interface OriginSetting {
  publicOrigin: string;
  trustProxy: boolean;
}

/** The last of a header's comma-separated values: the one the trusted proxy set, after anything the client sent. */
function lastValue(value: string | string[] | undefined): string | undefined {
  const joined = Array.isArray(value) ? value.join(",") : value;
  return joined?.split(",").at(-1)?.trim() || undefined;
}

/** A host name or IP literal with an optional port, nothing more: no path, user or escape that URL parsing would forgive. */
const hostPattern = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin a request is served as, or undefined when it asked for another
 * address than the site's. The address is what the browser used: behind a
 * trusted proxy its X-Forwarded-Host and X-Forwarded-Proto; otherwise (and
 * for what the proxy leaves out) the Host header, with PUBLIC_URL's scheme
 * for PUBLIC_URL's host (the server cannot see the TLS in front of it) and
 * plain http for any other (only a direct connection can bring one). A public
 * site serves exactly PUBLIC_URL's origin; a local one (development, tests)
 * every local name and port as itself, so 127.0.0.1 on a free port works like
 * localhost:3000.
 */
export function servedOrigin(
  headers: IncomingHttpHeaders,
  setting: OriginSetting = { publicOrigin, trustProxy: env.TRUST_PROXY },
): string | undefined {
  const host = (setting.trustProxy && lastValue(headers["x-forwarded-host"])) || headers.host;
  if (!host || !hostPattern.test(host)) return undefined;
  const site = new URL(setting.publicOrigin);
  const forwardedScheme = setting.trustProxy ? lastValue(headers["x-forwarded-proto"])?.toLowerCase() : undefined;
  let origin: string;
  try {
    const sameHost = new URL(`${site.protocol}//${host}`).host === site.host;
    const scheme = forwardedScheme ?? (sameHost ? site.protocol.slice(0, -1) : "http");
    if (scheme !== "http" && scheme !== "https") return undefined;
    origin = new URL(`${scheme}://${host}`).origin;
  } catch {
    return undefined;
  }
  if (isLocalAddress(setting.publicOrigin)) return isLocalAddress(origin) ? origin : undefined;
  return origin === setting.publicOrigin ? origin : undefined;
}

/** Where a request for another address is sent: the same path on the site's own origin. */
export function publicLocation(rawUrl: string): string {
  return `${publicOrigin}${rawUrl.startsWith("/") ? rawUrl : "/"}`;
}
